"""Karriere Poker basics: components per player count (KP-1), the exchange table (KP-4.3),
card ranks, and how the game's messages are keyed.

Cards are ints: 1..13 for the number cards and 0 for a joker (the id of
:class:`~cardgames.engine.NumberCard`'s joker). A hand is kept as a list of
14 counts, index 0 for jokers and 1..13 for the numbers, since equal numbers
are interchangeable (KP-1.2).
"""

from __future__ import annotations

from typing import Any

from ...engine import Message

__all__ = [
    "HAND_SIZE",
    "JOKER",
    "JOKER_RANK",
    "RANK",
    "cards_of",
    "counts_of",
    "deck_counts",
    "exchange_pairs",
    "jokers_for",
    "msg",
    "rank_order",
]

HAND_SIZE = 13
JOKER = 0
#: The value of a set of jokers alone: above 13 (KP-2.2).
JOKER_RANK = 14
#: ``RANK[card]``: a card's rank for the exchange and for sorting hands; jokers highest.
RANK = (JOKER_RANK, *range(1, 14))

_EXCHANGE: dict[int, tuple[tuple[int, int, int], ...]] = {
    4: ((1, 4, 2), (2, 3, 1)),
    5: ((1, 5, 2), (2, 4, 1)),
    6: ((1, 6, 3), (2, 5, 2), (3, 4, 1)),
    7: ((1, 7, 3), (2, 6, 2), (3, 5, 1)),
    8: ((1, 8, 4), (2, 7, 3), (3, 6, 2), (4, 5, 1)),
}


def jokers_for(num_players: int) -> int:
    """Jokers in play: 2 for 4-5 players, 3 for 6-7, 4 for 8 (KP-1.3)."""
    return 2 if num_players <= 5 else 3 if num_players <= 7 else 4


def deck_counts(num_players: int) -> list[int]:
    """The whole deck as counts: N of every number, and the jokers (KP-1.2, KP-1.3)."""
    return [jokers_for(num_players)] + [num_players] * 13


def exchange_pairs(num_players: int) -> tuple[tuple[int, int, int], ...]:
    """(upper position, lower position, cards each gives) for every pair (KP-4.3)."""
    return _EXCHANGE[num_players]


def cards_of(counts: list[int]) -> list[int]:
    """The cards of a count vector, by rank: numbers 1..13, then jokers."""
    out: list[int] = []
    for v in range(1, 14):
        out += [v] * counts[v]
    return out + [JOKER] * counts[JOKER]


def counts_of(cards: Any) -> list[int]:
    """The count vector of some cards."""
    counts = [0] * 14
    for c in cards:
        counts[c] += 1
    return counts


def rank_order(cards: Any) -> list[int]:
    """Cards sorted by rank, lowest first; jokers last."""
    return sorted(cards, key=RANK.__getitem__)


def msg(key: str, template: str, **params: Any) -> Message:
    """A message of this game: its key gets the ``kp.`` prefix."""
    return Message.make("kp." + key, template, **params)
