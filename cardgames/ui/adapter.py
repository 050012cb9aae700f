"""What the window drives: a match behind Qt signals, whether the match is played here
(:class:`~cardgames.ui.controller.GameController`, a :class:`~cardgames.session.match.Match`) or
on a server (:class:`~cardgames.ui.online.controller.RemoteController`, the seat's
:class:`~cardgames.net.remote.RemoteMatch`). The signals, the match's terms the window reads and
the window's reports back are the same for both, so they live here once; each controller adds what
only it has (a bot worker and timers; a connection)."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal, Slot

from ..engine import Action, Event, Game, Message, TableView
from ..session.match import Listener, Phase
from ..session.records import LogEntry, RoundSummary
from ..session.seats import Seat

__all__ = ["AdapterSignals", "MatchAdapter", "TableMatch"]


class TableMatch(Protocol):
    """The match the window plays through, as the adapter reads it (a ``Match`` or a
    ``RemoteMatch``)."""

    game: Game
    seats: list[Seat]
    seed: int
    options: Any
    humans: list[int]
    viewer: int | None
    phase: Phase
    actors: list[int | None]
    bot_delay_ms: int
    round_end_ms: int

    @property
    def rounds(self) -> list[tuple[int, ...]]: ...
    @property
    def round_ends(self) -> list[TableView[Any]]: ...
    @property
    def log(self) -> list[LogEntry]: ...
    @property
    def held(self) -> bool: ...
    @property
    def is_over(self) -> bool: ...
    def listen(self, listener: Listener) -> None: ...
    def start(self) -> None: ...
    def hold(self, on: bool) -> None: ...
    def view(self) -> TableView[Any]: ...
    def names(self) -> list[str]: ...
    def round_end_view(self) -> TableView[Any] | None: ...
    def upcoming(self) -> list[Event]: ...
    def summary(self) -> RoundSummary: ...
    def legal_actions(self) -> list[Action]: ...
    def human_act(self, action: Action) -> Message | None: ...
    def named(self, message: Message) -> Message: ...
    def presented(self) -> None: ...
    def continue_match(self) -> None: ...
    def confirm_handover(self) -> None: ...


class AdapterSignals(Listener):
    """Tells the match's news to the window through the adapter's signals."""

    def __init__(self, owner: MatchAdapter) -> None:
        self._owner = owner

    def on_batch(self, events: list[Event], view: TableView[Any] | None) -> None:
        self._owner.batch.emit(events, view)

    def on_turn(self, seat: int) -> None:
        self._owner.humanTurn.emit(seat)

    def on_thinking(self, seat: int) -> None:
        self._owner.botThinking.emit(seat)

    def on_handover(self, seat: int) -> None:
        self._owner.handover.emit(seat)

    def on_summary(self, summary: RoundSummary) -> None:
        self._owner.roundSummary.emit(summary)

    def on_log(self, entries: list[LogEntry]) -> None:
        self._owner.logged.emit(entries)

    def on_notice(self, message: Message) -> None:
        self._owner.notice.emit(message)

    def on_halted(self) -> None:
        self._owner.halted.emit()

    def on_applied(self) -> None:
        self._owner.applied.emit()


class MatchAdapter(QObject):
    """A match behind signals (see the module). A subclass gives :attr:`match`."""

    #: A match at this computer (a seat at a table online says True).
    online = False

    #: Events to show, filtered for the viewer, and the view to snap to afterwards (None: keep going).
    batch = Signal(object, object)
    #: A human may act now (the seat); the table should offer the legal choices.
    humanTurn = Signal(int)
    #: A bot (or a person elsewhere) is to move (the seat).
    botThinking = Signal(int)
    #: Hot-seat: hide the table until this seat's player confirms.
    handover = Signal(int)
    #: A round (or the match) ended; the summary waits for continue_match() unless final.
    roundSummary = Signal(object)
    #: New lines for the game log.
    logged = Signal(object)
    #: Something to tell the player that is not a game event (a bot failed, say).
    notice = Signal(object)
    #: The match stopped after ``stop_after`` actions (the demo's screenshot mode).
    halted = Signal()
    #: An action was applied to the true state (the window autosaves here, before it is shown).
    applied = Signal()

    @property
    def match(self) -> TableMatch:
        """The match behind the signals."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the match's own terms

    @property
    def game(self) -> Game:
        """The game played."""
        return self.match.game

    @property
    def seats(self) -> list[Seat]:
        """Who sits where."""
        return self.match.seats

    @property
    def seed(self) -> int:
        """The match's deal."""
        return self.match.seed

    @property
    def options(self) -> Any:
        """The game's options of this match."""
        return self.match.options

    @property
    def humans(self) -> list[int]:
        """The seats of the people at this screen."""
        return self.match.humans

    @property
    def viewer(self) -> int | None:
        """Whose eyes the table shows (None: nobody's, every hand hidden)."""
        return self.match.viewer

    @property
    def phase(self) -> Phase:
        """Where play stands."""
        return self.match.phase

    @property
    def rounds(self) -> list[tuple[int, ...]]:
        """Every finished round's points by seat."""
        return self.match.rounds

    @property
    def round_ends(self) -> list[TableView[Any]]:
        """The public view right after each round ended."""
        return self.match.round_ends

    @property
    def log(self) -> list[LogEntry]:
        """The match's log lines so far."""
        return self.match.log

    @property
    def actors(self) -> list[int | None]:
        """The seat that made each action (None: the match clock)."""
        return self.match.actors

    @property
    def bot_delay_ms(self) -> int:
        """The least time a bot's move takes on the table (ms)."""
        return self.match.bot_delay_ms

    @bot_delay_ms.setter
    def bot_delay_ms(self, ms: int) -> None:
        self.match.bot_delay_ms = ms

    @property
    def round_end_ms(self) -> int:
        """How long a round's last move stays on the table before its summary covers it (ms)."""
        return self.match.round_end_ms

    @round_end_ms.setter
    def round_end_ms(self, ms: int) -> None:
        self.match.round_end_ms = ms

    @property
    def held(self) -> bool:
        """True while the match waits (see :meth:`hold`)."""
        return self.match.held

    @property
    def is_over(self) -> bool:
        """True once the match has a result."""
        return self.match.is_over

    def start(self) -> None:
        """Show the opening deal (or the table as it stands) and begin."""
        self.match.start()

    def hold(self, on: bool) -> None:
        """Make the match wait or go on (see :meth:`Match.hold`)."""
        self.match.hold(on)

    def view(self) -> TableView[Any]:
        """The table as the viewer may see it."""
        return self.match.view()

    def names(self) -> list[str]:
        """The seat names."""
        return self.match.names()

    def round_end_view(self) -> TableView[Any] | None:
        """The table as the last round's end left it (see :meth:`Match.round_end_view`)."""
        return self.match.round_end_view()

    def upcoming(self) -> list[Event]:
        """The events of the last action still to be shown, as the viewer may see them."""
        return self.match.upcoming()

    def summary(self) -> RoundSummary:
        """The scores so far."""
        return self.match.summary()

    def legal_actions(self) -> list[Action]:
        """The legal actions of the person to act now (empty when it is not a person's turn)."""
        return self.match.legal_actions()

    def human_act(self, action: Action) -> Message | None:
        """Carry out a person's choice; the reason it is refused, or None when done."""
        return self.match.human_act(action)

    def named(self, message: Message) -> Message:
        """A message with its seats named by their players."""
        return self.match.named(message)

    # ------------------------------------------------------------------ the window reports back

    @Slot()
    def presented(self) -> None:
        """The table has shown the last batch; carry on."""
        self.match.presented()

    @Slot()
    def continue_match(self) -> None:
        """The round summary was read: go on with the next round."""
        self.match.continue_match()

    @Slot()
    def confirm_handover(self) -> None:
        """The next person has the computer: show their hand and let them act."""
        self.match.confirm_handover()
