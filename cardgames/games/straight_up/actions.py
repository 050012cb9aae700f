"""Straight Up actions: the five choices of a turn (STR-3.3 to STR-3.7).

Text forms (parsed back exactly by :func:`parse_action`):

- ``buy Q``         buy a queen from the market row (STR-3.3)
- ``remove 3``      remove a 3 from the hand, out of the game (STR-3.4)
- ``place J 0``     place a jack from the hand, starting a straight in place 0 (STR-3.5)
- ``place K 1``     place a king on the straight in place 1 (it must be J-Q)
- ``strike A 2 1``  strike, with an ace from the hand, the top card of seat 2's straight in place 1 (STR-3.6)
- ``pass``          do nothing (STR-3.7)

Cards are ranks (suits do not matter, STR-1.2), so ``buy Q`` buys any queen of
the row. Every player has two straight places, 0 and 1 (STR-4.1). Actions are
interned: ``buy(12) is buy(12)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ...engine import Action, InvalidAction
from .basics import ACE, SLOTS, card_label, parse_card

__all__ = [
    "BUY",
    "PASS",
    "PLACE",
    "REMOVE",
    "STRIKE",
    "Buy",
    "Pass",
    "Place",
    "Remove",
    "StraightUpAction",
    "Strike",
    "buy",
    "parse_action",
    "place",
    "remove",
    "strike",
]

MAX_SEATS = 4


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy a market card of ``card``'s rank onto the discard pile (STR-3.3)."""

    card: int

    def text(self) -> str:
        """``buy Q``."""
        return f"buy {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class Remove(Action):
    """Remove a starting card (2, 3 or 4) from the hand, out of the game (STR-3.4)."""

    card: int

    def text(self) -> str:
        """``remove 3``."""
        return f"remove {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Place a goal card from the hand into straight place ``slot`` (STR-3.5)."""

    card: int
    slot: int

    def text(self) -> str:
        """``place Q 0``."""
        return f"place {card_label(self.card)} {self.slot}"


@dataclass(frozen=True, slots=True)
class Strike(Action):
    """Strike the top card of ``seat``'s straight in place ``slot`` with a higher goal card (STR-3.6)."""

    card: int
    seat: int
    slot: int

    def text(self) -> str:
        """``strike A 2 1``."""
        return f"strike {card_label(self.card)} {self.seat} {self.slot}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Do nothing this turn (STR-3.7)."""

    def text(self) -> str:
        """``pass``."""
        return "pass"


#: Every Straight Up action.
StraightUpAction: TypeAlias = Buy | Remove | Place | Strike | Pass

PASS = Pass()
#: ``BUY[rank]``, ``REMOVE[rank]``: for every rank 0..14 (the rules refuse the impossible ones).
BUY = [Buy(r) for r in range(ACE + 1)]
REMOVE = [Remove(r) for r in range(ACE + 1)]
#: ``PLACE[rank][slot]``.
PLACE = [[Place(r, s) for s in range(SLOTS)] for r in range(ACE + 1)]
#: ``STRIKE[rank][seat][slot]``.
STRIKE = [[[Strike(r, t, s) for s in range(SLOTS)] for t in range(MAX_SEATS)] for r in range(ACE + 1)]


def _ok(card: int) -> bool:
    return type(card) is int and 0 <= card <= ACE


def buy(card: int) -> Buy:
    """The (interned) purchase of a ``card``."""
    return BUY[card] if _ok(card) else Buy(card)


def remove(card: int) -> Remove:
    """The (interned) removal of a ``card``."""
    return REMOVE[card] if _ok(card) else Remove(card)


def place(card: int, slot: int) -> Place:
    """The (interned) placing of ``card`` into straight place ``slot``."""
    if _ok(card) and type(slot) is int and 0 <= slot < SLOTS:
        return PLACE[card][slot]
    return Place(card, slot)


def strike(card: int, seat: int, slot: int) -> Strike:
    """The (interned) strike with ``card`` at ``seat``'s straight in place ``slot``."""
    if _ok(card) and type(seat) is int and 0 <= seat < MAX_SEATS and type(slot) is int and 0 <= slot < SLOTS:
        return STRIKE[card][seat][slot]
    return Strike(card, seat, slot)


def _number(text: str) -> int:
    if not text.isdigit() or text != str(int(text)):
        raise InvalidAction(f"not a number: {text!r}")
    return int(text)


def _card(text: str) -> int:
    try:
        return parse_card(text)
    except ValueError as e:
        raise InvalidAction(str(e)) from None


def parse_action(text: str) -> StraightUpAction:
    """The action written as ``text``; ``InvalidAction`` for anything else."""
    words = text.split()
    if words == ["pass"]:
        return PASS
    if len(words) == 2 and words[0] == "buy":
        return buy(_card(words[1]))
    if len(words) == 2 and words[0] == "remove":
        return remove(_card(words[1]))
    if len(words) == 3 and words[0] == "place":
        return place(_card(words[1]), _number(words[2]))
    if len(words) == 4 and words[0] == "strike":
        return strike(_card(words[1]), _number(words[2]), _number(words[3]))
    raise InvalidAction(f"not a Straight Up action: {text!r}")
