"""Seven-up deals: a hand shuffled and dealt (SEV-3), or a hand of chosen cards for tests.

A deal is the seats' hands (sorted), the turn-up and the undealt stock, whose
next card is the last one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias

from ...engine import FrenchCard, stream

__all__ = ["Deal", "chosen", "shuffled"]

#: The hands, the turn-up and the stock (the next card last).
Deal: TypeAlias = tuple[list[list[int]], int, list[int]]


def shuffled(seed: int, deal_no: int, dealer: int, n: int) -> Deal:
    """Shuffle number ``deal_no`` of the game: 3 and 3 to each from Vorhand, then the turn-up (SEV-3)."""
    # A uniform permutation: the cards in the order of 52 random keys (faster than shuffle()).
    rnd = stream(seed, "deal", deal_no).random
    keys = [rnd() for _ in range(52)]
    stock = sorted(range(52), key=keys.__getitem__)  # the next card is the last
    hands: list[list[int]] = [[] for _ in range(n)]
    order = [(dealer + 1 + k) % n for k in range(n)]
    for _ in range(2):
        for seat in order:
            hands[seat] += [stock.pop(), stock.pop(), stock.pop()]
    up = stock.pop()
    for h in hands:
        h.sort()
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
