"""A match, away from any window: the true state, the seats, whose eyes the screen shows, and
the steps of play.

A :class:`Match` asks each seat that is not a person at this screen for its move through that
seat's :class:`Agent` (a bot on a worker thread, later a person elsewhere) and waits for the
answer, which comes back through :meth:`Match.answer` with the token it was asked with; an answer
whose token is no longer current (a newer game, turn or a stopped match) is dropped. A person at
this screen acts through :meth:`Match.human_act`. What happened goes to any number of
:class:`Listener` objects: the screen (whose eyes follow the hot-seat viewer, and which reports
back through :meth:`Match.presented` when it has shown a batch), and listeners that watch one seat
(a screen elsewhere sees only what that seat may see) or the public table.

The match never waits and never keeps time itself: when it wants a pause (a bot's pace, a
round's end left in view, the match clock) it asks its :class:`Timers` and goes on when the timer
is reported back (:meth:`Match.timer_fired`). The Qt controller runs them on QTimers; tests and a
server run them as they like (:class:`ManualTimers`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..engine import (
    Action,
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
from .chronicle import Chronicle
from .narrator import Narrator
from .records import LogEntry, Replayed, RoundSummary, deal_from, split_at_round_end
from .seams import VIEWER, Agent, Audience, Eyes, Listener, ManualTimers, Phase, Timer, Timers, Token, Turn
from .seats import Seat

__all__ = [
    "VIEWER",
    "Agent",
    "Listener",
    "ManualTimers",
    "Match",
    "Phase",
    "Timer",
    "Timers",
    "Token",
    "Turn",
]


def _plain_card_words(cards: Sequence[int]) -> str:
    return " ".join(str(c) for c in cards)


class Match:
    """One match: the true state, the seats, the agents, the steps of play (see the module)."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        seed: int,
        options: Any = None,
        *,
        agents: Mapping[int, Agent],
        timers: Timers,
        bot_delay_ms: int = 700,
        card_words: Callable[[Sequence[int]], str] = _plain_card_words,
        history: Sequence[Action] = (),
        replayed: Replayed | None = None,
        progress: Callable[[int, int], None] | None = None,
        notes: Sequence[LogEntry] = (),
        narrate: bool = True,
    ) -> None:
        """A match from its deal, or one that goes on where it stands.

        ``agents``: who answers for every seat that is not a person at this screen.
        ``replayed``: a match already played again by whoever read it (opened or resumed); it is
        taken as it stands. ``history``: actions already played (a match taken back), replayed
        here once (``progress(done, total)`` hears how far). Either way the log and the round
        results are rebuilt from the replay's events, not shown again. ``notes``: notices an
        earlier run of this match logged (see :meth:`note`); they stay in its log (a hint asked, a
        move taken back stay true of the match), where they were said or, when that move was taken
        back, at the position the match goes on from. ``narrate`` False: the match makes no log
        lines (a server's, which nobody reads); its rounds' points are kept all the same.
        """
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.options = game.make_options(options)
        self.state: AnyState = game.new_state(len(self.seats), seed, self.options)
        self.timers = timers
        self.bot_delay_ms = bot_delay_ms
        #: The people at this screen, by seat.
        self.humans = [i for i, s in enumerate(self.seats) if s.is_person and s.is_local]
        missing = [i for i in range(len(self.seats)) if i not in self.humans and i not in agents]
        if missing:
            raise ValueError(f"no agent answers for seat(s) {missing}")
        self.agents = dict(agents)
        #: Whoever listens (see :meth:`listen`).
        self.audience = Audience()
        #: The log and the round results so far.
        self.chronicle = Chronicle(Narrator(game, self.seats, card_words), self.audience.on_log, narrate)
        #: More than one person shares this screen: a hand is shown only to its owner, and only
        #: after they confirmed they hold the computer (see :meth:`confirm_handover`).
        self.hotseat = len(self.humans) > 1
        #: Whose eyes the screen shows: the person to act, the last one, or seat 0 when nobody here
        #: plays. Hot-seat: the person who last confirmed the hand-over; None (every hand hidden)
        #: at the first deal, at every new round and when a match is resumed, opened or taken back.
        self.viewer: int | None = None if self.hotseat else (self.humans[0] if self.humans else 0)
        self.phase: Phase = "presenting"
        #: The seat that made each action of the history (None: the match clock).
        self.actors: list[int | None] = []
        #: Stop before the next move once this many actions were played (None: play on).
        self.stop_after: int | None = None
        #: How long a round's last move stays on the table before its summary covers it (ms).
        self.round_end_ms = 0
        self._generation = 0
        self._asked: Token | None = None
        self._pending: tuple[Action, str | None] | None = None
        self._queued: list[list[Event]] = []
        self._pause_after = False
        #: The match as the last round-ending action left it, before the next deal.
        self._at_round_end: AnyState | None = None
        self._stopped = False
        self._held = False
        self._presented_late = False
        # A match clock (Karriere Poker's time limit): its call is applied when the table is idle.
        self._time_call: Action | None = None
        self._time_due = False
        self._time_ms = 0
        limit = game.time_limit(self.options)
        if limit is not None:
            seconds, self._time_call = limit
            self._time_ms = int(seconds * 1000)
        if history:
            if replayed is not None:
                raise ValueError("a match goes on from its history or from its replay, not both")
            replayed = Replayed.of(self.state, history, progress)
        #: The match goes on where it stands: its table is laid out as it is, not dealt.
        self._resumed = replayed is not None and replayed.state is not None
        if replayed is not None and replayed.state is not None:
            self._take(replayed, replayed.state)
            if not self.hotseat and self.state.current_player in self.humans:
                self.viewer = self.state.current_player
        #: A finished match was opened: its final summary comes once the table is shown.
        self._opened_over = self.state.is_over
        self.chronicle.keep_notes(notes, len(self.state.history))

    @property
    def log(self) -> list[LogEntry]:
        """Every line of the log so far."""
        return self.chronicle.log

    @property
    def rounds(self) -> list[tuple[int, ...]]:
        """Every finished round's points by seat."""
        return self.chronicle.rounds

    @property
    def round_ends(self) -> list[TableView[Any]]:
        """The public view right after each round ended."""
        return self.chronicle.round_ends

    def note(self, message: Message) -> LogEntry:
        """A notice for the log that no move makes (a hint asked, a move taken back), said now: it
        stays with the moves that came before it, also when the match is taken back later."""
        return self.chronicle.note(message, len(self.state.history))

    # ------------------------------------------------------------------ listeners

    def listen(self, listener: Listener, seat: Eyes = VIEWER, *, first: bool = False) -> None:
        """Tell ``listener`` what happens, as ``seat`` may see it: ``VIEWER`` (the screen's eyes,
        paced as the screen shows it), a seat (a screen elsewhere: each action's events and the
        view after it, at once) or None (the public table); ``first``: before those who listen
        already (the keeper: an action is kept before anyone shows it)."""
        self.audience.add(listener, seat, first)

    # ------------------------------------------------------------------ replaying

    def _take(self, replayed: Replayed, state: AnyState) -> None:
        """Stand where ``replayed`` got to: who made each action, every round's points, and the log
        lines of its recent actions, made from their events as play would have made them.

        ``self.state`` is the deal until the last action's lines are made: the opening line is said
        from it, and no earlier action can say the match's result (only the last one ends it)."""
        if (state.game.id, state.num_players, state.seed) != (self.game.id, len(self.seats), self.seed):
            raise ValueError("the replayed match is not this match")
        if replayed.from_the_deal:
            self.chronicle.round_start(self.state)
        self.chronicle.rounds.extend(replayed.rounds)
        self.chronicle.round_ends[:] = replayed.ends
        *earlier, last = replayed.recent
        first = len(state.history) - len(earlier)
        for i, events in enumerate(earlier):
            self._record(events, first + i)
        self.state = state
        self._record(last, len(state.history))
        # The match clock's call is nobody's move, in a replay as in play (undo never takes it
        # back), though the history names the player whose turn it was.
        clock = self._time_call
        self.actors = [
            None if seat < 0 or (clock is not None and action == clock) else seat
            for seat, action in state.history.moves()
        ]

    # ------------------------------------------------------------------ life cycle

    def start(self) -> None:
        """Show the opening deal (or the resumed table) and begin."""
        if not self._resumed:
            self.chronicle.round_start(self.state)
        if self._time_call is not None and not self.state.is_over:
            self.timers.start("clock", self._time_ms)
        view = self.view()
        self.audience.acted([], self.state)
        # A resumed table is laid out as it stands; a new one is dealt.
        self.audience.on_batch([] if self._resumed else deal_from(view), view)

    def undo_point(self) -> int | None:
        """How many actions stay when the last action of a person here is taken back with the
        others' actions after it; None when no person here has acted yet."""
        for i in range(len(self.actors) - 1, -1, -1):
            seat = self.actors[i]
            if seat is not None and seat in self.humans:
                return i
        return None

    def undo_offer(self, hotseat_agreed: bool) -> int | None:
        """How many actions stay if undo is asked now, or None when it is not offered: only while
        play goes on and a person here has acted; with several people here only when they all
        agreed (``hotseat_agreed``); never while a person elsewhere sits at the table (that asks
        for everyone's agreement, which this match does not ask for)."""
        if self.state.is_over or self.phase not in ("human", "bot") or not self.humans:
            return None
        if (self.hotseat and not hotseat_agreed) or any(not s.is_local for s in self.seats):
            return None
        return self.undo_point()

    def hold(self, on: bool) -> None:
        """Make the match wait (``on``) or go on: while it waits no agent's move is applied, the
        screen's "shown" report is kept for later and the match clock's call waits, so a person
        looking back at earlier moves misses nothing. Going on applies what came in meanwhile."""
        self._held = on
        if on or self._stopped:
            return
        if self._presented_late:
            self._presented_late = False
            self.presented()
        elif self.phase == "bot":
            self._try_agent_move()
        elif self._time_due and self.phase in ("human", "handover", "summary"):
            self._call_time()

    @property
    def held(self) -> bool:
        """True while the match waits (see :meth:`hold`)."""
        return self._held

    def stop(self) -> None:
        """Stop: no pause runs on, every answer still to come is dropped, every agent is told."""
        self._stopped = True
        self._generation += 1
        for name in ("pace", "round_end", "clock"):
            self.timers.stop(name)
        for agent in self.agents.values():
            agent.stop()

    def view(self) -> TableView[Any]:
        """The table as the screen's viewer may see it."""
        return self.state.view(self.viewer)

    @property
    def is_over(self) -> bool:
        """True once the match has a result."""
        return self.state.is_over

    def names(self) -> list[str]:
        """The seat names."""
        return [s.name for s in self.seats]

    def timer_fired(self, name: Timer) -> None:
        """A pause the match asked for ran out."""
        if name == "pace":
            self._try_agent_move()
        elif name == "round_end":
            self._summarize()
        else:
            self._on_time_up()

    # ------------------------------------------------------------------ the screen reports back

    def presented(self) -> None:
        """The screen has shown the last batch; carry on."""
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
            self.audience.on_handover(seat)
            return
        if self.phase != "presenting":
            return
        if self._pause_after:
            # A round just ended: its last move stays in view a moment, then its summary waits.
            if self.round_end_ms > 0:
                if not self.timers.active("round_end"):
                    self.timers.start("round_end", self.round_end_ms)
                return
            self._summarize()
            return
        if self._queued:
            self._emit_next_part()
            return
        self._next()

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
        self.audience.on_summary(self.summary())

    def round_end_view(self) -> TableView[Any] | None:
        """The table as the last round's end left it, before the next deal, for whoever looks now
        (None when the last action ended no round or the game deals on at once)."""
        return self.round_end_view_for(self.viewer)

    def round_end_view_for(self, seat: int | None) -> TableView[Any] | None:
        """The table as the last round's end left it, as ``seat`` may see it (a screen elsewhere);
        None when the last action ended no round or the game deals on at once."""
        if self._at_round_end is None:
            return None
        return self._at_round_end.view(seat)

    def upcoming(self) -> list[Event]:
        """The events still to be shown of the last action, as the viewer may see them."""
        return events_for_seat([e for part in self._queued for e in part], self.viewer)

    def summary(self) -> RoundSummary:
        """The scores so far."""
        return self.chronicle.summary(self.state)

    def continue_match(self) -> None:
        """The round summary was read: go on with the next round."""
        if self._stopped or self.phase != "summary" or self._held:
            return
        self.phase = "presenting"
        self.presented()

    def confirm_handover(self) -> None:
        """The next person has the computer: show their hand and let them act."""
        if self._stopped or self.phase != "handover":
            return
        seat = self.state.current_player
        assert seat is not None
        self.viewer = seat
        self.phase = "presenting"
        self.audience.on_batch([], self.view())

    # ------------------------------------------------------------------ turns

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
        if action is None or self.state.why_illegal(action) is not None:
            return
        phase = self.phase
        self.actors.append(None)
        events = self.state.apply(action)
        self._record(events, len(self.state.history))
        self.audience.on_applied()
        self.audience.acted(events, self.state)
        if self.state.is_over:
            # Time ran out between games: the last game's summary becomes the final one, and the
            # next game's deal, still waiting to be shown, is dropped.
            self._queued = []
            self._pause_after = False
            self.phase = "over"
            self.audience.on_summary(self.summary())
            return
        if phase == "summary":
            return  # the summary still waits for the players
        self.phase = "presenting"
        self.audience.on_batch(events, self.view())

    def _next(self) -> None:
        """Decide what happens now that the screen is idle."""
        if self.state.is_over:
            self.phase = "over"
            if self._opened_over:
                self._opened_over = False
                self.audience.on_summary(self.summary())
            return
        if self._time_due:
            self._call_time()
            return
        seat = self.state.current_player
        assert seat is not None
        if self.stop_after is not None and len(self.state.history) >= self.stop_after:
            self.phase = "over"
            self.audience.on_halted()
            return
        if seat in self.agents:
            self.phase = "bot"
            self.audience.on_thinking(seat)
            self._ask(seat)
            if self.seats[seat].is_bot:
                self.timers.start("pace", self.bot_delay_ms)
            else:  # a person elsewhere is not paced: an answer already in is applied now
                self._try_agent_move()
            return
        if seat != self.viewer and self.hotseat:
            # Hot-seat: hide every hand, then ask for the next person (see presented()).
            self.phase = "hiding"
            self.viewer = None
            self.audience.on_batch([], self.view())
            return
        self.viewer = seat
        self.phase = "human"
        self.audience.on_turn(seat)

    def legal_actions(self) -> list[Action]:
        """The legal actions of the person here to act now (empty when it is nobody's here)."""
        if self.phase != "human":
            return []
        return self.state.legal_actions()

    def human_act(self, action: Action) -> Message | None:
        """Carry out the choice of the person here to act; the reason it is refused, or None."""
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

    def token(self) -> Token:
        """The token an answer to the current turn must carry."""
        return (self._generation, len(self.state.history))

    def _ask_early(self) -> None:
        """Let an agent start on its move while the screen still shows the last one."""
        seat = self.state.current_player
        if seat is not None and seat in self.agents:
            self._ask(seat)

    def _ask(self, seat: int) -> None:
        token = self.token()
        if self._asked == token:
            return
        self._asked = token
        self._pending = None
        rng = stream(self.seed, "bot", len(self.state.history))
        self.agents[seat].ask(Turn(token, seat, self.state.clone(), rng))

    def answer(self, token: Token, action: Action, error: str | None = None) -> bool:
        """An agent's answer to the turn ``token`` (``error``: what went wrong, the action then
        being a stand-in); False when it is stale and dropped. It is applied once the screen is
        ready and the seat's pace has passed; an illegal answer is refused and asked again."""
        if self._stopped or token != self.token():
            return False
        self._pending = (action, error)
        self._try_agent_move()
        return True

    def _try_agent_move(self) -> None:
        """Apply the agent's answer once it is there and the pace has passed."""
        if self.phase != "bot" or self._pending is None or self.timers.active("pace") or self._held:
            return
        (action, error), self._pending = self._pending, None
        seat = self.state.current_player
        name = self.seats[seat].name if seat is not None else "?"
        reason = self.state.why_illegal(action)
        if reason is not None:
            # A seat elsewhere may answer what the rules refuse: tell, and ask again.
            self.audience.on_notice(
                Message.make(
                    "ui.notice.agent_refused",
                    "{name} tried a move the rules do not allow ({reason}) and was asked again.",
                    name=name,
                    reason=reason,
                )
            )
            self._asked = None
            if seat is not None:
                self._ask(seat)
            return
        if error is not None:
            self.audience.on_notice(
                Message.make(
                    "ui.notice.bot_failed",
                    "The bot of {name} made a mistake ({error}) and played a random move instead.",
                    name=name,
                    error=error,
                )
            )
        self._apply(action)

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
                self.chronicle.round_ends.append(self.state.view(None))
        self.phase = "presenting"
        later = self._record(events, len(self.state.history), hold_next_deal=ends_round)
        self.audience.on_applied()
        self.audience.acted(events, self.state)
        # A round's summary waits before the next deal is shown; the match's last one comes
        # after the final view, which shows every hand. Each part is filtered for the viewer
        # when it is shown (in hot-seat the viewer changes at a round's end).
        self._queued = [events] if self.state.is_over else split_at_round_end(events)
        self._ask_early()
        self._emit_next_part()
        # The next deal's lines are told when that deal is shown, after the summary.
        self.chronicle.hold(later)

    def _emit_next_part(self) -> None:
        """Show the next part of the last action's events; the last part ends on a snap to the view."""
        events = events_for_seat(self._queued.pop(0), self.viewer)
        self.chronicle.tell_held()
        # A round's end pauses on its summary; so does the match's end (the one part of the last
        # action's events), also in a game without rounds (Straight Up).
        self._pause_after = any(isinstance(e, RoundEnded | MatchEnded) for e in events)
        if not self.audience.screen_wants_views():
            view: TableView[Any] | None = None  # nobody looks (a server's pacer): no view to make
        elif not self._queued:
            view = self.view()
        else:
            view = self.round_end_view() if self._pause_after else None
        self.audience.on_batch(events, view)

    def _record(self, events: list[Event], move: int, hold_next_deal: bool = False) -> list[LogEntry]:
        """The ``move``-th action's events in words (see :meth:`Chronicle.record`)."""
        return self.chronicle.record(events, move, self.state, hold_next_deal)

    def named(self, message: Message) -> Message:
        """A message with its seats named by their players."""
        return self.chronicle.narrator.named(message)
