"""Seeded randomness for states.

A state holds only its integer ``seed``. Each shuffle or random choice draws
from its own stream, ``stream(seed, "deal", round_no)``, so a state is cheap to
clone (an int, not a Mersenne Twister's 2.5 KB) and the tuple (game, options,
seats, seed, actions) still replays a match exactly. The mixing uses only
integer arithmetic and CRC-32 of string keys, so it is the same in every
Python run (it does not depend on ``hash()`` randomisation).
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable

__all__ = ["shuffle", "stream"]

_MASK = (1 << 64) - 1
_MUL = 0x9E3779B97F4A7C15  # odd 64-bit constant (golden ratio), spreads the bits


def stream(seed: int, *keys: int | str) -> random.Random:
    """The random stream of ``seed`` named by ``keys`` (ints or short strings)."""
    x = seed & _MASK
    for key in keys:
        k = zlib.crc32(key.encode()) if isinstance(key, str) else key & _MASK
        x = ((x ^ k) * _MUL + 1) & _MASK
        x ^= x >> 29
    return random.Random(x)


def _shuffle(rng: random.Random, cards: list[int]) -> None:
    """``rng.shuffle(cards)`` written out: the same draws and swaps (Fisher-Yates from the end,
    each index drawn as ``_randbelow`` draws it: ``getrandbits`` of the bit length of i + 1 until
    the number is below i + 1), without a method call per card: about half the cost. Deals of
    random playouts shuffle all the time."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def _same_as_the_library() -> bool:
    """Whether ``_shuffle`` gives this Python's ``random.shuffle`` (checked once, at import)."""
    ours, theirs = random.Random(20_240_611), random.Random(20_240_611)
    a, b = list(range(130)), list(range(130))
    for _ in range(20):
        _shuffle(ours, a)
        theirs.shuffle(b)
    return a == b and ours.getstate() == theirs.getstate()


#: ``shuffle(rng, cards)`` is ``rng.shuffle(cards)``: the written-out form where it gives the
#: library's result (every CPython so far), else the library's own; a deal never changes.
shuffle: Callable[[random.Random, list[int]], None] = (
    _shuffle if _same_as_the_library() else random.Random.shuffle
)
