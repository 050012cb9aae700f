"""Who sits at a seat: the one seat model of the app, and the one place where it meets the store.

A :class:`Seat` is a person at this screen (``"human"``), a bot of some level (``"bot"``), or a
person elsewhere (``"remote"``, at another screen of an online table). Code asks what it needs to
know (``is_bot``, ``is_person``, ``is_local``) rather than comparing kinds, so a new kind of seat
needs no new branch in every module.

The store keeps its own pydantic models, whose formats on disk do not change: ``SeatSetup`` in the
settings (the last new-game table) and ``SavedSeat`` in a saved match. Every conversion between
them and a :class:`Seat` is here. The store knows only ``"human"`` and ``"bot"``:

- a remembered table (``seat_to_setup``) keeps a person elsewhere as a person, who sits at this
  screen when the table is dealt again; writing ``"remote"`` into the settings would make an older
  version set the whole settings file aside as damaged;
- a saved match (``seat_to_saved``) refuses a person elsewhere: a local file would let whoever
  opens it play that person's hidden hand here. A match with a seat elsewhere is the server's to
  keep (its own records), not a ``.cardtable`` file's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeGuard, get_args

from ..store import BotLevel, SavedSeat, SeatSetup

__all__ = [
    "DEFAULT_LEVEL",
    "Seat",
    "SeatKind",
    "seat_from_saved",
    "seat_from_setup",
    "seat_to_saved",
    "seat_to_setup",
]

#: A person at this screen, a bot, or a person at another screen.
SeatKind = Literal["human", "bot", "remote"]

#: The level a seat that is no bot carries (and a saved bot without one gets).
DEFAULT_LEVEL: BotLevel = "normal"


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a seat: a name, a kind (see :data:`SeatKind`) and, for a bot, its level."""

    name: str
    kind: SeatKind = "human"
    level: str = DEFAULT_LEVEL

    @property
    def is_bot(self) -> bool:
        """True for a bot: the app chooses its moves."""
        return self.kind == "bot"

    @property
    def is_person(self) -> bool:
        """True for a person, here or elsewhere: someone chooses, the app waits."""
        return self.kind != "bot"

    @property
    def is_local(self) -> bool:
        """True for a seat played at this screen: a person here, or a bot run here."""
        return self.kind != "remote"


def _is_level(level: str) -> TypeGuard[BotLevel]:
    return level in get_args(BotLevel)


def _bot_level(seat: Seat) -> BotLevel:
    """The seat's level as the store names it; ValueError for a level the store does not know."""
    if not _is_level(seat.level):
        raise ValueError(
            f"{seat.name!r}: no bot level {seat.level!r} (known: {', '.join(get_args(BotLevel))})"
        )
    return seat.level


def seat_from_saved(saved: SavedSeat) -> Seat:
    """The seat of a saved match (a saved bot without a level plays at the default one)."""
    return Seat(saved.name, saved.kind, saved.level or DEFAULT_LEVEL)


def seat_to_saved(seat: Seat) -> SavedSeat:
    """The seat as a saved match keeps it (a person's level is not kept). ValueError for a person
    elsewhere (see the module's note) and for a level the store does not know."""
    if not seat.is_local:
        raise ValueError(f"{seat.name!r} plays elsewhere: a match with a seat elsewhere is not saved here")
    if seat.is_bot:
        return SavedSeat(name=seat.name, kind="bot", level=_bot_level(seat))
    return SavedSeat(name=seat.name, kind="human")


def seat_from_setup(setup: SeatSetup) -> Seat:
    """The seat of the remembered new-game table."""
    return Seat(setup.name, setup.kind, setup.level)


def seat_to_setup(seat: Seat) -> SeatSetup:
    """The seat as the settings remember it: a person elsewhere as a person (see the module's note);
    a person's level as the table had it, or the default one. ValueError for a bot level the store
    does not know."""
    if seat.is_bot:
        return SeatSetup(name=seat.name, kind="bot", level=_bot_level(seat))
    level = seat.level if _is_level(seat.level) else DEFAULT_LEVEL
    return SeatSetup(name=seat.name, kind="human", level=level)
