"""Seven-up basics: parties and seating (SEV-1), cards and card points (SEV-2), who takes a
trick (SEV-5.3), and message keys.

Cards are :class:`~cardgames.engine.FrenchCard` ids: ``(rank - 2) * 4 + suit``,
so ``card >> 2`` orders ranks (ace highest) and ``card & 3`` is the suit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, TypeAlias

from ...engine import Message

__all__ = [
    "AUGEN",
    "HAND",
    "JACK",
    "SUIT_SYMBOLS",
    "TEN",
    "Phase",
    "beats",
    "card_label",
    "msg",
    "party_count",
    "party_of",
    "rank",
    "suit",
    "trick_winner",
    "trump_jack",
]

#: Where a hand stands: Vorhand decides on the proposed trump ("propose"), the dealer after a
#: refusal ("dealer"), Vorhand when asked ("asked"), discarding after a run, the tricks; "over".
Phase: TypeAlias = Literal["propose", "dealer", "asked", "discard", "play", "over"]

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


def party_count(num_players: int) -> int:
    """How many parties play: two teams with 4 players, else one per player (SEV-1.1)."""
    return 2 if num_players == 4 else num_players


def trump_jack(trump: int) -> int:
    """The jack of the trump suit (the Jack point, SEV-6.3)."""
    return (JACK - 2) * 4 + trump


def beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` takes a trick that ``best`` is winning: a higher card of its suit, or a
    trump on a plain card (SEV-5.3)."""
    return (card & 3 == best & 3 and card > best) or (card & 3 == trump and best & 3 != trump)


def trick_winner(cards: Sequence[int], trump: int) -> int:
    """The index of the card that takes a trick, in play order: the highest trump, else the
    highest card of the suit led (SEV-5.3)."""
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        cs, bs = c & 3, b & 3
        if (cs == bs and c > b) or (cs == trump and bs != trump):  # beats(), inline: the state's hot path
            best = i
    return best


def msg(key: str, template: str, **params: Any) -> Message:
    """A message of this game: its key gets the ``sev.`` prefix."""
    return Message.make("sev." + key, template, **params)
