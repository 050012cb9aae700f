"""What happened, in table terms: the events ``State.apply`` returns.

Events speak in zones (``("hand", 2)``, ``("pile",)``), so the table can
animate any game the same way. An event may carry faces that not every seat
may see; ``for_seat(seat)`` gives the copy that seat is allowed to receive,
with such faces replaced by :data:`~cardgames.engine.cards.HIDDEN`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from .cards import HIDDEN
from .messages import Message

__all__ = [
    "Announced",
    "CardsMoved",
    "Event",
    "MatchEnded",
    "RoundEnded",
    "RoundStarted",
    "Scored",
    "SeatsMoved",
    "Shuffled",
    "TurnChanged",
    "ZoneKey",
    "events_for_seat",
]

#: A zone's name and, for per-seat zones, the seat: ``("hand", 0)``, ``("pile",)``.
ZoneKey = tuple[Any, ...]


class Event:
    """Base class of all events; subclasses are frozen slotted dataclasses."""

    __slots__ = ()

    def for_seat(self, seat: int | None) -> Event:
        """This event as ``seat`` may see it (``None``: an onlooker)."""
        return self


@dataclass(frozen=True, slots=True)
class CardsMoved(Event):
    """Cards went from one zone to another, in this order.

    ``seen_by`` lists the seats that see the faces; ``None`` means everyone.
    """

    src: ZoneKey
    dst: ZoneKey
    cards: tuple[int, ...]
    seen_by: frozenset[int] | None = None

    def for_seat(self, seat: int | None) -> CardsMoved:
        """Hide the faces unless ``seat`` is one of the seats that sees them."""
        if self.seen_by is None or (seat is not None and seat in self.seen_by):
            return self
        return replace(self, cards=(HIDDEN,) * len(self.cards))


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """A zone's cards were shuffled."""

    zone: ZoneKey


@dataclass(frozen=True, slots=True)
class Announced(Event):
    """A public sentence for the game log: who did what, in words."""

    seat: int | None
    message: Message


@dataclass(frozen=True, slots=True)
class SeatsMoved(Event):
    """The players changed places: seat ``s`` now sits in chair ``chairs[s]`` (clockwise 0..N-1)."""

    chairs: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TurnChanged(Event):
    """The seat to act is now ``seat`` (None: nobody, the match is over)."""

    seat: int | None


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """A seat scored ``points`` and now has ``total``."""

    seat: int
    points: int
    total: int


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """Round (or deal, or game within the match) ``number`` began, 1-based; ``dealer`` deals it, if anyone."""

    number: int
    start_player: int
    dealer: int | None = None


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """Round ``number`` ended with these points per seat."""

    number: int
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    """The match is over: final scores and the winning seats."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


def events_for_seat(events: Iterable[Event], seat: int | None) -> list[Event]:
    """Every event as ``seat`` may see it."""
    return [e.for_seat(seat) for e in events]
