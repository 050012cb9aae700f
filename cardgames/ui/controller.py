"""The game controller: the Qt side of a :class:`~cardgames.session.match.Match`.

The match (plain Python, in :mod:`cardgames.session.match`) owns the true state, the seats and
the steps of play; this adapter gives it what only Qt has: signals for the window, QTimers for its
pauses, and the bot worker thread for its bots. Persons at this screen act through
:meth:`GameController.human_act`; bots are asked on the worker thread with a copy of the state.
Nothing here blocks: the window is told what happened (``batch``) and says when it has shown it
(:meth:`presented`). Answers carry a token, and the match drops one that is no longer current, so
a new game, a restart or a closed window never receives a stale move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..ai.bots import make_bot
from ..engine import Action, AnyBot, AnyState, Event, Game, Message, TableView
from ..session.match import Agent, Listener, Match, Phase, Timer, Turn
from ..session.records import MAX_LOG_LINES, LogEntry, Replayed, RoundSummary
from ..session.seats import Seat
from .botworker import BotJob, BotResult, BotWorker
from .choice import Pick, pick_card
from .games import game_ui

__all__ = ["MAX_LOG_LINES", "GameController", "LogEntry", "Replayed", "RoundSummary"]


class _QtTimers:
    """The match's pauses on single-shot QTimers of the controller."""

    def __init__(self, owner: GameController) -> None:
        self._timers: dict[Timer, QTimer] = {}
        for name in ("pace", "round_end", "clock"):
            timer = QTimer(owner)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda name=name: owner.timer_fired(name))
            self._timers[name] = timer

    def start(self, name: Timer, ms: int) -> None:
        """Start (or restart) the pause ``name``."""
        self._timers[name].start(ms)

    def stop(self, name: Timer) -> None:
        """Call off the pause ``name``."""
        self._timers[name].stop()

    def active(self, name: Timer) -> bool:
        """True while the pause ``name`` runs."""
        return self._timers[name].isActive()


class _BotAgent:
    """A bot seat: its moves are found on the worker thread."""

    def __init__(self, worker: BotWorker, bot: AnyBot) -> None:
        self._worker = worker
        self.bot = bot

    def ask(self, turn: Turn) -> None:
        """Queue the turn on the worker; its answer comes back through the worker's signal."""
        self._worker.submit(BotJob(turn.token, self.bot, turn.state, turn.rng))

    def stop(self) -> None:
        """The worker is stopped with the controller (see ``GameController.shutdown``)."""


class _Signals(Listener):
    """Tells the match's news to the window through the controller's signals."""

    def __init__(self, owner: GameController) -> None:
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


class GameController(QObject):
    """One match on this screen: the :class:`Match` with signals, timers and a bot worker."""

    #: A match at this computer (a seat at a table online is a ``RemoteController``).
    online = False

    #: Events to show, filtered for the viewer, and the view to snap to afterwards (None: keep going).
    batch = Signal(object, object)
    #: A human may act now (the seat); the table should offer the legal choices.
    humanTurn = Signal(int)
    #: A bot started thinking (the seat).
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

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        seed: int,
        options: Any = None,
        *,
        bot_delay_ms: int = 700,
        make_bot_for: Callable[[Game, str], AnyBot] = make_bot,
        agents: Mapping[int, Agent] | None = None,
        history: Sequence[Action] = (),
        replayed: Replayed | None = None,
        progress: Callable[[int, int], None] | None = None,
        notes: Sequence[LogEntry] = (),
        parent: QObject | None = None,
    ) -> None:
        """A match from its deal, or one that goes on where it stands (see :class:`Match`).

        Bot seats get a bot from ``make_bot_for``; ``agents`` answer for other seats that are not
        a person at this screen.
        """
        super().__init__(parent)
        self._worker = BotWorker(self)
        self._worker.answered.connect(self._on_answer)
        given = dict(agents or {})
        for i, seat in enumerate(seats):
            if seat.is_bot and i not in given:
                given[i] = _BotAgent(self._worker, make_bot_for(game, seat.level))
        self.match = Match(
            game,
            seats,
            seed,
            options,
            agents=given,
            timers=_QtTimers(self),
            bot_delay_ms=bot_delay_ms,
            card_words=game_ui(game.id).card_words,
            history=history,
            replayed=replayed,
            progress=progress,
            notes=notes,
        )
        self.match.listen(_Signals(self))

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
    def state(self) -> AnyState:
        """The true state (never shown as it is: see :meth:`view`)."""
        return self.match.state

    @property
    def humans(self) -> list[int]:
        """The seats of the people at this screen."""
        return self.match.humans

    @property
    def hotseat(self) -> bool:
        """More than one person shares this screen."""
        return self.match.hotseat

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
    def stop_after(self) -> int | None:
        """Stop before the next move once this many actions were played (None: play on)."""
        return self.match.stop_after

    @stop_after.setter
    def stop_after(self, count: int | None) -> None:
        self.match.stop_after = count

    @property
    def held(self) -> bool:
        """True while the match waits (see :meth:`hold`)."""
        return self.match.held

    @property
    def is_over(self) -> bool:
        """True once the match has a result."""
        return self.match.is_over

    @property
    def worker(self) -> BotWorker:
        """The bot worker (tests look at it)."""
        return self._worker

    def start(self) -> None:
        """Show the opening deal (or the resumed table) and begin."""
        self.match.start()

    def hold(self, on: bool) -> None:
        """Make the match wait or go on (see :meth:`Match.hold`)."""
        self.match.hold(on)

    def undo_point(self) -> int | None:
        """How many actions stay when the last person's action here is taken back."""
        return self.match.undo_point()

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

    def why_unusable(self, pick: Pick, selection: Sequence[Pick]) -> Message:
        """The rules' reason why the acting person cannot pick this card now (see ``State.why_unusable``)."""
        zone, code = pick
        chosen = tuple((z, pick_card(c)[0]) for z, c in selection)
        return self.match.state.why_unusable(zone, pick_card(code)[0], chosen)

    def shutdown(self) -> None:
        """Stop: drop every answer still to come and stop the worker. Returns at once."""
        self.match.stop()
        self._worker.stop()

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

    def timer_fired(self, name: Timer) -> None:
        """One of the match's pauses ran out."""
        self.match.timer_fired(name)

    @Slot(object)
    def _on_answer(self, result: BotResult) -> None:
        self.match.answer(result.token, result.action, result.error)
