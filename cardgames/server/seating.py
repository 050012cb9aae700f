"""The small parts a server table is made of: who a table talks to (a :class:`Peer`), the match's
pauses on the event loop (:class:`LoopTimers`), refusals (:func:`refusal`) and the listeners and
agents a table hands its :class:`~cardgames.session.match.Match`."""

from __future__ import annotations

import asyncio
import unicodedata
from typing import TYPE_CHECKING, Any, Protocol

from pydantic import BaseModel

from ..engine import Event, Message, TableView
from ..net.codec import encode_message
from ..net.protocol import Error, ErrorCode
from ..session.match import Listener, Match, Timer, Turn
from ..session.records import RoundSummary

if TYPE_CHECKING:
    from .tables import Table

__all__ = ["Feed", "Keeper", "LoopTimers", "Pacer", "Peer", "SeatAgent", "plain_text", "refusal"]


class Peer(Protocol):
    """A connection as a table sees it: where it sits, and a way to send it a message."""

    table: Table | None
    seat: int | None

    def send(self, message: BaseModel) -> None:
        """Queue ``message`` for the connection (never waits)."""

    def close(self, code: int, reason: str) -> None:
        """Close the connection (never waits)."""


def refusal(code: ErrorCode, text: str, id: int | None = None, **params: Any) -> Error:
    """An ``error`` reply: nothing changed. ``text``: the English template of its reason."""
    return Error(id=id, code=code, reason=encode_message(Message.make(f"server.{code}", text, **params)))


def plain_text(text: str) -> str:
    """``text`` without control characters (or any other non-printing ones), trimmed."""
    return "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()


class LoopTimers:
    """The match's pauses as ``loop.call_later`` calls (see ``cardgames.session.seams.Timers``)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.match: Match | None = None
        self._handles: dict[Timer, asyncio.TimerHandle] = {}

    def start(self, name: Timer, ms: int) -> None:
        """Start (or restart) the pause ``name``."""
        self.stop(name)
        self._handles[name] = self.loop.call_later(ms / 1000, self._fired, name)

    def stop(self, name: Timer) -> None:
        """Call off the pause ``name``."""
        handle = self._handles.pop(name, None)
        if handle is not None:
            handle.cancel()

    def active(self, name: Timer) -> bool:
        """True while the pause ``name`` runs."""
        return name in self._handles

    def _fired(self, name: Timer) -> None:
        self._handles.pop(name, None)
        if self.match is not None:
            self.match.timer_fired(name)


class SeatAgent:
    """Answers for a seat of the table: the person sitting there (through their ``act``), or a bot
    in a worker process (a bot's seat, or a person's after they dropped or left)."""

    def __init__(self, table: Table, seat: int) -> None:
        self.table = table
        self.seat = seat

    def ask(self, turn: Turn) -> None:
        """The seat is to move (the person was told by their update)."""
        self.table.asked(turn)

    def stop(self) -> None:
        """Nothing runs on the agent's side that a stop must end (late answers are dropped)."""


class _MatchListener(Listener):
    def __init__(self, table: Table, match: Match) -> None:
        self.table = table
        self.match = match

    @property
    def current(self) -> bool:
        return self.table.match is self.match


class Keeper(_MatchListener):
    """Stores each action (committed) before anyone hears of it; then its ``ack`` goes out."""

    def on_applied(self) -> None:
        if not self.current:
            return
        n = len(self.match.state.history) - 1
        actor = self.match.actors[-1] if self.match.actors else None
        self.table.hub.store.append(self.table.id, n, actor, str(self.match.state.history[n]))
        self.table.applied(n)


class Pacer(_MatchListener):
    """The match's screen on a server: nobody looks, so every batch counts as shown at once (on the
    loop's next turn, never re-entrant), and no summary waits for anyone."""

    def on_batch(self, events: list[Event], view: TableView[Any] | None) -> None:
        self.table.hub.loop.call_soon(self._presented)

    def _presented(self) -> None:
        if self.current:
            self.match.presented()

    def on_summary(self, summary: RoundSummary) -> None:
        if summary.is_final:
            self.table.finish()
        self.table.hub.loop.call_soon(self._continue)

    def _continue(self) -> None:
        if self.current:
            self.match.continue_match()


class Feed(_MatchListener):
    """What one seat (None: the onlookers) hears: each action's events and the view after it."""

    def __init__(self, table: Table, match: Match, eyes: int | None) -> None:
        super().__init__(table, match)
        self.eyes = eyes

    def on_batch(self, events: list[Event], view: TableView[Any] | None) -> None:
        if self.current and view is not None:
            self.table.tell(self.eyes, events, view)
