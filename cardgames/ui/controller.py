"""The game controller: owns the true state and the seats, and paces the match.

Humans act through :meth:`GameController.human_act`; bots are asked on the
worker thread with a copy of the state. The controller never blocks: it
emits what happened (``batch``) and waits for the table to say it has shown
it (:meth:`presented`) before the next step. Between steps it may wait for a
person: the hand-over screen of hot-seat play (:meth:`confirm_handover`) or
the round summary (:meth:`continue_match`).

Bot answers carry a token (the controller's generation and the number of
actions so far); an answer whose token is not the current one is dropped, so
a new game, a restart or a closed window can never receive a stale move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Literal

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..ai.bots import make_bot
from ..engine import (
    PROGRESS_STEP,
    Action,
    AnyBot,
    AnyState,
    Event,
    Game,
    MatchEnded,
    Message,
    RoundEnded,
    TableView,
    events_for_seat,
    stream,
)
from ..session.narrator import Narrator
from ..session.records import (
    MAX_LOG_LINES,
    LogEntry,
    Replayed,
    RoundSummary,
    SeatInfo,
    deal_from,
    split_at_round_end,
)
from .botworker import BotJob, BotResult, BotWorker
from .choice import Pick, pick_card

__all__ = ["MAX_LOG_LINES", "GameController", "LogEntry", "Replayed", "RoundSummary", "SeatInfo"]

Phase = Literal["presenting", "hiding", "bot", "human", "handover", "summary", "over"]


class GameController(QObject):
    """One match: the true state, the seats, the bots and the pacing."""

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
        seats: Sequence[SeatInfo],
        seed: int,
        options: Any = None,
        *,
        bot_delay_ms: int = 700,
        make_bot_for: Callable[[Game, str], AnyBot] = make_bot,
        history: Sequence[Action] = (),
        replayed: Replayed | None = None,
        progress: Callable[[int, int], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        """A match from its deal, or one that goes on where it stands:

        ``replayed``: a match already played again by whoever read it (opened or resumed, see
        :class:`Replayed`); the controller takes it as it stands and plays nothing again.
        ``history``: actions already played (a match taken back); they are replayed here, once
        (``progress(done, total)`` hears how far a long replay got). Either way the log and the
        round results are rebuilt from the replay's events, not shown again.
        """
        super().__init__(parent)
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.options = game.make_options(options)
        self.state: AnyState = game.new_state(len(self.seats), seed, self.options)
        self.bot_delay_ms = bot_delay_ms
        self._bots = {i: make_bot_for(game, s.level) for i, s in enumerate(self.seats) if s.is_bot}
        humans = [i for i, s in enumerate(self.seats) if not s.is_bot]
        self.humans = humans
        self.narrator = Narrator(game, self.seats, self._card_words)
        #: More than one person shares the computer: a hand is shown only to its owner, and only
        #: after they confirmed they hold the computer (see ``confirm_handover``).
        self.hotseat = len(humans) > 1
        #: Whose eyes the table shows: the human to act, the last one, or seat 0 when all are bots.
        #: Hot-seat: the person who last confirmed the hand-over, None (every hand hidden) at the
        #: first deal, at every new round and when a match is resumed, opened or taken back.
        self.viewer: int | None = None if self.hotseat else (humans[0] if humans else 0)
        self.phase: Phase = "presenting"
        self.rounds: list[tuple[int, ...]] = []
        #: The public view right after each round ended, in order (the score history's "why").
        self.round_ends: list[TableView[Any]] = []
        self.log: list[LogEntry] = []
        self._generation = 0
        self._pending: BotResult | None = None
        self._asked: Any = None
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._try_bot_move)
        self._queued: list[list[Event]] = []
        # The next deal's log lines, told when that deal is shown (see ``_apply``).
        self._log_later: list[LogEntry] = []
        self._pause_after = False
        #: How long a round's last move stays on the table before its summary covers it (ms).
        self.round_end_ms = 0
        self._round_end = QTimer(self)
        self._round_end.setSingleShot(True)
        self._round_end.timeout.connect(self._summarize)
        #: The match as the last round-ending action left it, before the next deal (None: that
        #: action ended no round, or the game cannot stop there).
        self._at_round_end: AnyState | None = None
        self._worker = BotWorker(self)
        self._worker.answered.connect(self._on_answer)
        self._stopped = False
        #: The match waits (the window shows an earlier position): see :meth:`hold`.
        self._held = False
        #: The table finished showing a batch while the match waited: carry on once it goes on.
        self._presented_late = False
        #: Stop before the next move once this many actions were played (None: play on).
        self.stop_after: int | None = None
        # A match clock (Karriere Poker's time limit): its call is applied when the table is idle.
        self._time_call: Action | None = None
        self._time_due = False
        self._clock = QTimer(self)
        self._clock.setSingleShot(True)
        self._clock.timeout.connect(self._on_time_up)
        limit = game.time_limit(self.options)
        if limit is not None:
            seconds, self._time_call = limit
            self._clock.setInterval(int(seconds * 1000))
        #: The seat that made each action of the history (None: the match clock).
        self.actors: list[int | None] = []
        if history:
            if replayed is not None:
                raise ValueError("a match goes on from its history or from its replay, not both")
            replayed = self._replay(history, progress)
        #: The match goes on where it stands: its table is laid out as it is, not dealt.
        self._resumed = replayed is not None and replayed.state is not None
        if replayed is not None and replayed.state is not None:
            self._take(replayed, replayed.state)
            if not self.hotseat and self.state.current_player in self.humans:
                self.viewer = self.state.current_player
        #: A finished match was opened: its final summary comes once the table is shown.
        self._opened_over = self.state.is_over

    def _replay(self, history: Sequence[Action], progress: Callable[[int, int], None] | None) -> Replayed:
        """Play ``history`` again from the deal, on a copy (the deal itself still opens the log),
        heard as reading a saved match hears it, so both come to the table the same way."""
        replayed = Replayed()
        state = self.state.clone()
        for i, action in enumerate(history):
            if progress is not None and i % PROGRESS_STEP == 0:
                progress(i, len(history))
            replayed.heard(state, state.apply(action))
        return replayed

    def _take(self, replayed: Replayed, state: AnyState) -> None:
        """Stand where ``replayed`` got to (``state``): who made each action (its history says), every
        round's points, and the log lines of its recent actions, made from their events as play would
        have made them.

        ``self.state`` is the deal until the last action's lines are made: the opening line is
        said from it, and no earlier action can say the match's result (only the last one ends it).
        """
        if (state.game.id, state.num_players, state.seed) != (self.game.id, len(self.seats), self.seed):
            raise ValueError("the replayed match is not this controller's match")
        if replayed.from_the_deal:
            self._announce_round_start()
        self.rounds.extend(replayed.rounds)
        self.round_ends = list(replayed.ends)
        *earlier, last = replayed.recent
        first = len(state.history) - len(earlier)
        for i, events in enumerate(earlier):
            self._record(events, first + i)
        self.state = state
        self._record(last, len(state.history))
        # The match clock's call is nobody's move, in a replay as in play (undo never takes it back),
        # though the history names the player whose turn it was.
        clock = self._time_call
        self.actors = [
            None if seat < 0 or (clock is not None and action == clock) else seat
            for seat, action in state.history.moves()
        ]

    # ------------------------------------------------------------------ life cycle

    def start(self) -> None:
        """Show the opening deal (or the resumed table) and begin."""
        if not self._resumed:
            self._announce_round_start()
        if self._time_call is not None and not self.state.is_over:
            self._clock.start()
        view = self.view()
        # A resumed table is laid out as it stands; a new one is dealt.
        self.batch.emit([] if self._resumed else deal_from(view), view)

    # ------------------------------------------------------------------ taking back

    def undo_point(self) -> int | None:
        """How many actions stay when the last human action is taken back with the bot actions
        after it; None when no person has acted yet."""
        for i in range(len(self.actors) - 1, -1, -1):
            seat = self.actors[i]
            if seat is not None and not self.seats[seat].is_bot:
                return i
        return None

    def hold(self, on: bool) -> None:
        """Make the match wait (``on``) or go on: while it waits no bot move is applied, the table's
        "shown" report is kept for later and the match clock's call waits, so a person looking back
        at earlier moves misses nothing. Going on applies what came in meanwhile."""
        self._held = on
        if on or self._stopped:
            return
        if self._presented_late:
            self._presented_late = False
            self.presented()
        elif self.phase == "bot":
            self._try_bot_move()
        elif self._time_due and self.phase in ("human", "handover", "summary"):
            self._call_time()

    @property
    def held(self) -> bool:
        """True while the match waits (see :meth:`hold`)."""
        return self._held

    def shutdown(self) -> None:
        """Stop: drop every bot answer still to come and stop the worker. Returns at once."""
        self._stopped = True
        self._generation += 1
        self._pace.stop()
        self._round_end.stop()
        self._clock.stop()
        self._worker.stop()

    @property
    def worker(self) -> BotWorker:
        """The bot worker (tests look at it)."""
        return self._worker

    def view(self) -> TableView[Any]:
        """The table as the viewer may see it."""
        return self.state.view(self.viewer)

    @property
    def is_over(self) -> bool:
        """True once the match has a result."""
        return self.state.is_over

    def names(self) -> list[str]:
        """The seat names."""
        return [s.name for s in self.seats]

    # ------------------------------------------------------------------ the table reports back

    @Slot()
    def presented(self) -> None:
        """The table has shown the last batch; carry on."""
        if self._stopped:
            return
        if self._held:
            self._presented_late = True
            return
        if self.phase == "hiding":
            # Every hand is hidden now: ask for the next person.
            self.phase = "handover"
            seat = self.state.current_player
            assert seat is not None
            self.handover.emit(seat)
            return
        if self.phase != "presenting":
            return
        if self._pause_after:
            # A round just ended: its last move stays in view a moment, then its summary waits for
            # the players (or ends the match).
            if self.round_end_ms > 0:
                if not self._round_end.isActive():
                    self._round_end.start(self.round_end_ms)
                return
            self._summarize()
            return
        if self._queued:
            self._emit_next_part()
            return
        self._next()

    @Slot()
    def _summarize(self) -> None:
        """The round's end has been seen: its summary comes up (the match's result, at its end)."""
        if self._stopped or not self._pause_after or self.phase != "presenting":
            return
        if self._held:
            self._presented_late = True  # the pause begins again once the match goes on
            return
        self._pause_after = False
        if self.hotseat and not self.state.is_over:
            # The next deal is shown to nobody: its first person takes the computer first.
            self.viewer = None
        self.phase = "over" if self.state.is_over and not self._queued else "summary"
        self.roundSummary.emit(self.summary())

    def round_end_view(self) -> TableView[Any] | None:
        """The table as the last round's end left it, before the next deal, for whoever looks now
        (None when the last action ended no round or the game deals on at once)."""
        if self._at_round_end is None:
            return None
        return self._at_round_end.view(self.viewer)

    def upcoming(self) -> list[Event]:
        """The events still to be shown of the last action (the next round's deal, say), as the
        viewer may see them."""
        return events_for_seat([e for part in self._queued for e in part], self.viewer)

    def summary(self) -> RoundSummary:
        """The scores so far."""
        totals = tuple(sum(r[s] for r in self.rounds) for s in range(len(self.seats)))
        outcome = self.state.outcome
        if outcome is not None:
            totals = outcome.scores
        return RoundSummary(
            len(self.rounds), tuple(self.rounds), totals, outcome.winners if outcome is not None else None
        )

    @Slot()
    def continue_match(self) -> None:
        """The round summary was read: go on with the next round."""
        if self._stopped or self.phase != "summary" or self._held:
            return
        self.phase = "presenting"
        self.presented()

    @Slot()
    def confirm_handover(self) -> None:
        """The next person has the computer: show their hand and let them act."""
        if self._stopped or self.phase != "handover":
            return
        seat = self.state.current_player
        assert seat is not None
        self.viewer = seat
        self.phase = "presenting"
        self.batch.emit([], self.view())

    # ------------------------------------------------------------------ turns

    @Slot()
    def _on_time_up(self) -> None:
        """The match clock ran out: call time now if nobody is mid-move, else at the next pause."""
        if self._stopped or self.state.is_over:
            return
        self._time_due = True
        if self.phase in ("human", "handover", "summary") and not self._held:
            self._call_time()

    def _call_time(self) -> None:
        action, self._time_due = self._time_call, False
        self._at_round_end = None
        if action is not None and self.state.why_illegal(action) is None:
            phase = self.phase
            self.actors.append(None)
            events = self.state.apply(action)
            self._record(events, len(self.state.history))
            self.applied.emit()
            if self.state.is_over:
                # Time ran out between games: the last game's summary becomes the final one,
                # and the next game's deal, still waiting to be shown, is dropped.
                self._queued = []
                self._pause_after = False
                self.phase = "over"
                self.roundSummary.emit(self.summary())
                return
            if phase == "summary":
                return  # the summary still waits for the players
            self.phase = "presenting"
            self.batch.emit(events, self.view())

    def _next(self) -> None:
        """Decide what happens now that the table is idle."""
        if self.state.is_over:
            if self._opened_over:
                self._opened_over = False
                self.phase = "over"
                self.roundSummary.emit(self.summary())
                return
            self.phase = "over"
            return
        if self._time_due:
            self._call_time()
            return
        seat = self.state.current_player
        assert seat is not None
        if self.stop_after is not None and len(self.state.history) >= self.stop_after:
            self.phase = "over"
            self.halted.emit()
            return
        if self.seats[seat].is_bot:
            self.phase = "bot"
            self.botThinking.emit(seat)
            self._ask_bot(seat)
            self._pace.start(self.bot_delay_ms)
            return
        if seat != self.viewer and len(self.humans) > 1:
            # Hot-seat: hide every hand, then ask for the next person (see presented()).
            self.phase = "hiding"
            self.viewer = None
            self.batch.emit([], self.view())
            return
        self.viewer = seat
        self.phase = "human"
        self.humanTurn.emit(seat)

    def why_unusable(self, pick: Pick, selection: Sequence[Pick]) -> Message:
        """The rules' reason why the acting person cannot pick this card now (see ``State.why_unusable``)."""
        zone, code = pick
        chosen = tuple((z, pick_card(c)[0]) for z, c in selection)
        return self.state.why_unusable(zone, pick_card(code)[0], chosen)

    def legal_actions(self) -> list[Action]:
        """The legal actions of the human to act now (empty when it is not a human's turn)."""
        if self.phase != "human":
            return []
        return self.state.legal_actions()

    def human_act(self, action: Action) -> Message | None:
        """Carry out a human's choice; the reason it is refused, or None when done."""
        if self.phase != "human":
            return Message.make("ui.illegal.not_your_turn", "Please wait: it is not your turn.")
        if self._held:
            return Message.make(
                "ui.illegal.held", "The match waits while you look back: go back to the game first."
            )
        reason = self.state.why_illegal(action)
        if reason is not None:
            return reason
        self._apply(action)
        return None

    def _token(self) -> tuple[int, int]:
        return (self._generation, len(self.state.history))

    def _ask_bot_early(self) -> None:
        """Let a bot start thinking while the table still animates."""
        seat = self.state.current_player
        if seat is not None and self.seats[seat].is_bot:
            self._ask_bot(seat)

    def _ask_bot(self, seat: int) -> None:
        token = self._token()
        if self._asked == token:
            return
        self._asked = token
        self._pending = None
        rng = stream(self.seed, "bot", len(self.state.history))
        self._worker.submit(BotJob(token, self._bots[seat], self.state.clone(), rng))

    @Slot(object)
    def _on_answer(self, result: BotResult) -> None:
        if self._stopped or result.token != self._token():
            return  # stale: a newer game or turn
        self._pending = result
        self._try_bot_move()

    @Slot()
    def _try_bot_move(self) -> None:
        """Apply the bot's answer once it is there and the pacing delay has passed."""
        if self.phase != "bot" or self._pending is None or self._pace.isActive() or self._held:
            return
        result, self._pending = self._pending, None
        if result.error is not None:
            seat = self.state.current_player
            self.notice.emit(
                Message.make(
                    "ui.notice.bot_failed",
                    "The bot of {name} made a mistake ({error}) and played a random move instead.",
                    name=self.seats[seat].name if seat is not None else "?",
                    error=result.error,
                )
            )
        self._apply(result.action)

    # ------------------------------------------------------------------ applying

    def _apply(self, action: Action) -> None:
        seat = self.state.current_player
        before = self.state.clone()
        events = self.state.apply(action)
        # A round's end is shown as it lies before the next deal (its plates and labels too).
        ends_round = not self.state.is_over and any(isinstance(e, RoundEnded) for e in events)
        shown = before.until_round_end(action) if ends_round else None
        self._at_round_end = shown[1] if shown is not None else None
        self.actors.append(seat)
        for e in events:
            if isinstance(e, RoundEnded):
                self.round_ends.append(self.state.view(None))
        self.phase = "presenting"
        later = self._record(events, len(self.state.history), hold_next_deal=ends_round)
        self.applied.emit()
        # A round's summary waits before the next deal is shown; the match's last
        # one comes after the final view, which shows every hand. Each part is filtered for the
        # viewer when it is shown (in hot-seat the viewer changes at a round's end).
        self._queued = [events] if self.state.is_over else split_at_round_end(events)
        self._ask_bot_early()
        self._emit_next_part()
        # The next deal's lines (who deals, the exchange) are told when that deal is shown, after
        # the summary: until then the log ends with the round's end, as the table does.
        self._log_later = later

    def _emit_next_part(self) -> None:
        """Show the next part of the last action's events; the last part ends on a snap to the view."""
        events = events_for_seat(self._queued.pop(0), self.viewer)
        if self._log_later:
            later, self._log_later = self._log_later, []
            self.logged.emit(later)
        # A round's end pauses on its summary; so does the match's end (the one part of the last
        # action's events), also in a game without rounds (Straight Up).
        self._pause_after = any(isinstance(e, RoundEnded | MatchEnded) for e in events)
        if not self._queued:
            view: TableView[Any] | None = self.view()
        else:
            view = self.round_end_view() if self._pause_after else None
        self.batch.emit(events, view)

    def _record(self, events: list[Event], move: int, hold_next_deal: bool = False) -> list[LogEntry]:
        """Turn the events of the ``move``-th action into log lines and round results; returns the
        lines of the next deal, not yet told, when ``hold_next_deal`` (see ``_apply``). The words
        are the :class:`~cardgames.session.narrator.Narrator`'s."""
        if self._log_later:  # lines held back that no shown deal told yet (time was called)
            held, self._log_later = self._log_later, []
            self.logged.emit(held)
        entries, rounds = self.narrator.lines(events, move, self.state)
        self.rounds += rounds
        self.log += entries
        later = [e for e in entries if e.part == 1] if hold_next_deal else []
        told = [e for e in entries if e.part == 0] if later else entries
        if told:
            self.logged.emit(told)
        return later

    def named(self, message: Message) -> Message:
        """A message with its seats named by their players (see :meth:`Narrator.named`)."""
        return self.narrator.named(message)

    def _card_words(self, cards: Sequence[int]) -> str:
        """Cards as players read them, in the table's words for this game."""
        from .games import game_ui  # the games' table texts import this module

        return game_ui(self.game.id).card_words(cards)

    def _announce_round_start(self) -> None:
        facts = self.state.view(None).facts
        start = facts.start_player if facts.start_player is not None else self.state.current_player or 0
        entry = replace(self.narrator.round_start(facts.round, start, facts.dealer), move=0, part=1)
        self.log.append(entry)
        self.logged.emit([entry])
