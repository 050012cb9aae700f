"""The seams of a :class:`~cardgames.session.match.Match`: who answers for a seat (an
:class:`Agent`), who hears what happened (a :class:`Listener`, with the eyes it watches with), and
who keeps the match's time (:class:`Timers`). Plain Python: no Qt."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from ..engine import AnyState, Event, Message, TableView, events_for_seat
from .records import LogEntry, RoundSummary

__all__ = [
    "VIEWER",
    "Agent",
    "Audience",
    "Eyes",
    "Listener",
    "ManualTimers",
    "Phase",
    "Timer",
    "Timers",
    "Token",
    "Turn",
]

#: Where play stands: showing a batch, hiding every hand (hot-seat), an agent thinking, a person
#: at this screen to act, the hand-over screen, a summary to read, over.
Phase = Literal["presenting", "hiding", "bot", "human", "handover", "summary", "over"]
#: The pauses a match asks for: a bot's pace, a round's end left in view, the match clock.
Timer = Literal["pace", "round_end", "clock"]
#: Which turn an answer is for: the match's generation and the number of actions so far.
Token = tuple[int, int]


class Timers(Protocol):
    """Runs the match's pauses; reports each one that ran out with ``Match.timer_fired(name)``."""

    def start(self, name: Timer, ms: int) -> None:
        """Start (or restart) the pause ``name``."""

    def stop(self, name: Timer) -> None:
        """Call off the pause ``name``."""

    def active(self, name: Timer) -> bool:
        """True while the pause ``name`` runs."""


class Paused(Protocol):
    """Whoever waits for a pause to run out (a match)."""

    def timer_fired(self, name: Timer) -> None:
        """The pause ``name`` ran out."""


class ManualTimers:
    """Timers that run out only when their owner says so (:meth:`fire`): for tests and for a
    driver that plays a match as fast as it can."""

    def __init__(self) -> None:
        self.running: dict[Timer, int] = {}

    def start(self, name: Timer, ms: int) -> None:
        """Start (or restart) the pause ``name``."""
        self.running[name] = ms

    def stop(self, name: Timer) -> None:
        """Call off the pause ``name``."""
        self.running.pop(name, None)

    def active(self, name: Timer) -> bool:
        """True while the pause ``name`` runs."""
        return name in self.running

    def fire(self, match: Paused, name: Timer) -> bool:
        """Let the pause ``name`` run out now, if it runs; True when it did."""
        if self.running.pop(name, None) is None:
            return False
        match.timer_fired(name)
        return True


@dataclass(frozen=True, slots=True)
class Turn:
    """A request for a move: the seat to act, a private copy of the true state (an agent for a
    person elsewhere sends on only ``state.view(seat)``), the random stream for this move, and
    the token its answer must carry."""

    token: Token
    seat: int
    state: AnyState
    rng: random.Random


class Agent(Protocol):
    """Who answers for a seat that is not a person at this screen: a bot, or a person elsewhere.

    ``ask`` must return at once; the answer comes later, on the match's own thread, through
    ``Match.answer(turn.token, action)``."""

    def ask(self, turn: Turn) -> None:
        """The seat is to move: start finding its answer."""

    def stop(self) -> None:
        """The match ended or was left: no answer is wanted any more."""


class Listener:
    """What happened, told to whoever listens. Every method does nothing here: a listener
    overrides what it wants to hear."""

    def wants_views(self) -> bool:
        """False while the listener needs no view with its batches (a server's seat with nobody
        sitting there, a screen nobody looks at): the match then passes None and saves making
        it. Asked at every batch."""
        return True

    def on_batch(self, events: list[Event], view: TableView[Any] | None) -> None:
        """Events to show, filtered for the listener's eyes, and the view to snap to afterwards
        (None: more follows)."""

    def on_turn(self, seat: int) -> None:
        """A person at this screen may act now."""

    def on_thinking(self, seat: int) -> None:
        """The agent of ``seat`` was asked for its move."""

    def on_handover(self, seat: int) -> None:
        """Hot-seat: every hand is hidden; ``seat``'s person should take the computer."""

    def on_summary(self, summary: RoundSummary) -> None:
        """A round (or the match) ended; the next round waits for ``Match.continue_match``."""

    def on_log(self, entries: list[LogEntry]) -> None:
        """New lines for the log."""

    def on_notice(self, message: Message) -> None:
        """Something to tell that is no game event (a bot failed, say)."""

    def on_halted(self) -> None:
        """The match stopped after ``stop_after`` actions."""

    def on_applied(self) -> None:
        """An action was applied to the true state (autosave here, before it is shown)."""


class Viewer:
    """The eyes of this screen: whoever the match shows the table to (hot-seat aware)."""

    def __repr__(self) -> str:
        return "VIEWER"


#: A listener with these eyes hears the screen's batches, paced as the screen shows them.
VIEWER = Viewer()


#: Whose eyes a listener watches with: the screen's (``VIEWER``), one seat's, or the public's (None).
Eyes = int | None | Viewer


class Audience(Listener):
    """Everyone who listens to a match, told as each may hear it: a listener with the screen's
    eyes hears everything as the screen shows it; one that watches a seat (or the public table)
    hears each action at once, filtered for that seat, and every summary."""

    def __init__(self) -> None:
        self._watchers: list[tuple[Listener, Eyes]] = []

    def add(self, listener: Listener, seat: Eyes, first: bool = False) -> None:
        """Tell ``listener`` from now on, with the eyes of ``seat`` (``first``: before everyone
        who listens already)."""
        if first:
            self._watchers.insert(0, (listener, seat))
        else:
            self._watchers.append((listener, seat))

    def _screens(self) -> list[Listener]:
        return [listener for listener, seat in self._watchers if isinstance(seat, Viewer)]

    def acted(self, events: list[Event], state: AnyState) -> None:
        """An action was applied (or the match began): every seat's watcher sees its share."""
        for listener, seat in self._watchers:
            if not isinstance(seat, Viewer):
                view = state.view(seat) if listener.wants_views() else None
                listener.on_batch(events_for_seat(events, seat), view)

    def screen_wants_views(self) -> bool:
        """True when a listener with the screen's eyes wants the views of its batches."""
        return any(listener.wants_views() for listener in self._screens())

    def on_batch(self, events: list[Event], view: TableView[Any] | None) -> None:
        for listener in self._screens():
            listener.on_batch(events, view)

    def on_turn(self, seat: int) -> None:
        for listener in self._screens():
            listener.on_turn(seat)

    def on_thinking(self, seat: int) -> None:
        for listener in self._screens():
            listener.on_thinking(seat)

    def on_handover(self, seat: int) -> None:
        for listener in self._screens():
            listener.on_handover(seat)

    def on_summary(self, summary: RoundSummary) -> None:
        for listener, _ in self._watchers:
            listener.on_summary(summary)

    def on_log(self, entries: list[LogEntry]) -> None:
        for listener in self._screens():
            listener.on_log(entries)

    def on_notice(self, message: Message) -> None:
        for listener in self._screens():
            listener.on_notice(message)

    def on_halted(self) -> None:
        for listener in self._screens():
            listener.on_halted()

    def on_applied(self) -> None:
        for listener in self._screens():
            listener.on_applied()
