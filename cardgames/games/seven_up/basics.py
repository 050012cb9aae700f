"""Seven-up basics: parties and seating (SEV-1), cards and card points (SEV-2), and message keys.

Cards are :class:`~cardgames.engine.FrenchCard` ids: ``(rank - 2) * 4 + suit``,
so ``card >> 2`` orders ranks (ace highest) and ``card & 3`` is the suit.
"""

from __future__ import annotations

from typing import Any

from ...engine import Message

__all__ = ["AUGEN", "HAND", "JACK", "SUIT_SYMBOLS", "TEN", "card_label", "msg", "party_of", "rank", "suit"]

HAND = 6
JACK = 11
TEN = 10
#: Card points for the Game point by rank 2..14 (SEV-2.2): A 4, K 3, Q 2, J 1, 10 ten.
_POINTS = {14: 4, 13: 3, 12: 2, 11: 1, 10: 10}
#: ``AUGEN[card]``: the card points of a card id.
AUGEN = tuple(_POINTS.get(c // 4 + 2, 0) for c in range(52))


_RANK_TEXT = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")


def card_label(card: int) -> str:
    """A card as players read it in the log and on the table: ``Q♥``, ``10♣``."""
    return _RANK_TEXT[card // 4] + SUIT_SYMBOLS[card & 3]


def rank(card: int) -> int:
    """Rank 2..14."""
    return card // 4 + 2


def suit(card: int) -> int:
    """Suit 0..3."""
    return card & 3


def party_of(seat: int, num_players: int) -> int:
    """A seat's party: itself with 2 or 3 players; with 4 its team, seats 0 and 2 or 1 and 3 (SEV-1.1)."""
    return seat % 2 if num_players == 4 else seat


def msg(key: str, template: str, **params: Any) -> Message:
    """A message of this game: its key gets the ``sev.`` prefix."""
    return Message.make("sev." + key, template, **params)
