"""The game controller: the Qt side of a :class:`~cardgames.session.match.Match`.

The match (plain Python, in :mod:`cardgames.session.match`) owns the true state, the seats and
the steps of play; this adapter gives it what only Qt has: signals for the window (shared with the
online table's controller: :mod:`cardgames.ui.adapter`), QTimers for its pauses, and the bot worker
thread for its bots. Persons at this screen act through
:meth:`GameController.human_act`; bots are asked on the worker thread with a copy of the state.
Nothing here blocks: the window is told what happened (``batch``) and says when it has shown it
(:meth:`presented`). Answers carry a token, and the match drops one that is no longer current, so
a new game, a restart or a closed window never receives a stale move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Slot

from ..ai.bots import make_bot
from ..engine import Action, AnyBot, AnyState, Game, Message
from ..session.match import Agent, Match, Timer, Turn
from ..session.records import MAX_LOG_LINES, LogEntry, Replayed, RoundSummary
from ..session.seats import Seat
from .adapter import AdapterSignals, MatchAdapter
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


class GameController(MatchAdapter):
    """One match on this screen: the :class:`Match` with signals, timers and a bot worker."""

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
        self._match = Match(
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
        self._match.listen(AdapterSignals(self))

    @property
    def match(self) -> Match:
        """The match played here."""
        return self._match

    # ------------------------------------------------------------------ what only a match here has

    @property
    def state(self) -> AnyState:
        """The true state (never shown as it is: see :meth:`view`)."""
        return self.match.state

    @property
    def hotseat(self) -> bool:
        """More than one person shares this screen."""
        return self.match.hotseat

    @property
    def stop_after(self) -> int | None:
        """Stop before the next move once this many actions were played (None: play on)."""
        return self.match.stop_after

    @stop_after.setter
    def stop_after(self, count: int | None) -> None:
        self.match.stop_after = count

    @property
    def worker(self) -> BotWorker:
        """The bot worker (tests look at it)."""
        return self._worker

    def undo_point(self) -> int | None:
        """How many actions stay when the last person's action here is taken back."""
        return self.match.undo_point()

    def why_unusable(self, pick: Pick, selection: Sequence[Pick]) -> Message:
        """The rules' reason why the acting person cannot pick this card now (see ``State.why_unusable``)."""
        zone, code = pick
        chosen = tuple((z, pick_card(c)[0]) for z, c in selection)
        return self.match.state.why_unusable(zone, pick_card(code)[0], chosen)

    def shutdown(self) -> None:
        """Stop: drop every answer still to come and stop the worker. Returns at once."""
        self.match.stop()
        self._worker.stop()

    def timer_fired(self, name: Timer) -> None:
        """One of the match's pauses ran out."""
        self.match.timer_fired(name)

    @Slot(object)
    def _on_answer(self, result: BotResult) -> None:
        self.match.answer(result.token, result.action, result.error)
