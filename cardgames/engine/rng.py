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

__all__ = ["stream"]

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
