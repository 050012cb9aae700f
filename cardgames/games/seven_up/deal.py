"""Seven-up deals: a hand shuffled and dealt (SEV-3), or a hand of chosen cards for tests.

A deal is the seats' hands (sorted), the turn-up and the undealt stock, whose
next card is the last one.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat, starmap
from typing import TypeAlias

from ...engine import FrenchCard, stream

__all__ = ["Deal", "chosen", "shuffled"]

#: The hands, the turn-up and the stock (the next card last).
Deal: TypeAlias = tuple[list[list[int]], int, list[int]]

_CARDS = range(52)


def shuffled(seed: int, deal_no: int, dealer: int, n: int) -> Deal:
    """Shuffle number ``deal_no`` of the game: 3 and 3 to each from Vorhand, then the turn-up (SEV-3)."""
    # A uniform permutation: the cards in the order of 52 random keys (faster than shuffle()).
    # Every playout deals each hand anew, so this is written for speed: the keys are drawn
    # by ``starmap`` (the same 52 calls, in C), and the hands are cut from the stock's end
    # with slices instead of popped card by card (a hand is sorted, so the order it was
    # taken in does not matter).
    keys = list(starmap(stream(seed, "deal", deal_no).random, repeat((), 52)))
    stock = sorted(_CARDS, key=keys.__getitem__)  # the next card is the last
    hands: list[list[int]] = [[]] * n  # placeholders: every seat's hand is set below
    second = 52 - 3 * n  # where the second round of three starts
    for k in range(n):
        top = 52 - 3 * k
        hand = stock[top - 3 : top] + stock[second - 3 * k - 3 : second - 3 * k]
        hand.sort()
        hands[(dealer + 1 + k) % n] = hand
    rest = second - 3 * n - 1
    up = stock[rest]
    del stock[rest:]
    return hands, up, stock


def chosen(hands: Sequence[Sequence[str | int]], turnup: str | int, stock: Sequence[str | int] = ()) -> Deal:
    """The deal of ``SevenUpState.from_deal``: the named cards where they are named (``"QH"`` or ids),
    ``stock`` from the top; every other card below the named stock, in a fixed order."""

    def cid(c: str | int) -> int:
        return int(FrenchCard.parse(c)) if isinstance(c, str) else int(c)

    dealt = [sorted(cid(c) for c in h) for h in hands]
    top = [cid(c) for c in stock]
    up = cid(turnup)
    used = [c for h in dealt for c in h] + top + [up]
    if len(set(used)) != len(used):
        raise ValueError("a card is dealt twice")
    rest = [c for c in range(52) if c not in set(used)]
    return dealt, up, list(reversed(top)) if not rest else rest + list(reversed(top))
