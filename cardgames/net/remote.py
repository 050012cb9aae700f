"""A seat at a table elsewhere, as this screen plays it: the mirror of a server's match for one seat.

The server holds the true match (see :mod:`cardgames.server`); a client holds only what its seat
may see: the last view, the number of actions so far (``seq``), its legal actions when it is to
act, who made each action, every round's points, and the log its events make. A
:class:`RemoteMatch` keeps that mirror and plays it to a :class:`~cardgames.session.seams.Listener`
exactly as a :class:`~cardgames.session.match.Match` plays to the window: a batch of events at a
time, each shown before the next (updates that come in meanwhile wait), a round's summary that
waits to be read, a person's turn when legal actions are there, someone else's turn otherwise.

A person's move goes to the server (``send``) and is applied when the server's update comes back;
a refusal (``refused``) gives the turn back with the reason. Nothing here knows Qt or the network:
the messages come in through :meth:`RemoteMatch.receive`, the messages to send go out through the
``send`` callable it was given.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from ..engine import (
    Action,
    Event,
    Game,
    MatchEnded,
    Message,
    Outcome,
    RoundEnded,
    TableView,
)
from ..session.chronicle import Chronicle
from ..session.narrator import Narrator
from ..session.records import LogEntry, RoundSummary, deal_from, split_at_round_end
from ..session.seams import VIEWER, Audience, Listener, Phase
from ..session.seats import Seat
from . import protocol as p

__all__ = ["Awaited", "RemoteMatch", "ViewState", "seats_of"]

#: Who is awaited when it is not this seat's turn: a bot, a person elsewhere who is there, one
#: whose connection dropped (the table waits), one a bot stands in for, one not at the table yet.
Awaited = Literal["bot", "elsewhere", "dropped", "standing_in", "absent"]


def seats_of(table: p.TableInfo, mine: int | None) -> list[Seat]:
    """The table's seats as this screen names them: this seat a person here, other people elsewhere."""
    seats = []
    for i, info in enumerate(table.seats):
        if info.kind == "bot":
            seats.append(Seat(info.name, "bot", info.level))
        else:
            seats.append(Seat(info.name, "human" if i == mine else "remote"))
    return seats


class _History:
    """The match's actions as far as a seat knows them: how many (their texts stay on the server)."""

    def __init__(self, count: int) -> None:
        self.count = count

    def __len__(self) -> int:
        return self.count

    def __bool__(self) -> bool:
        return self.count > 0


class ViewState:
    """What the window and the narrator read of a match's state, answered from the seat's view: whose
    turn, over or not, the legal actions, the view itself (the seat's, whoever asks: it is all this
    screen has), the outcome once the match ended."""

    def __init__(
        self, view: TableView[Any], seq: int, legal: Sequence[Action], outcome: Outcome | None
    ) -> None:
        self._view = view
        self.history = _History(seq)
        self._legal = list(legal)
        self.outcome = outcome

    @property
    def num_players(self) -> int:
        return self._view.num_players

    @property
    def current_player(self) -> int | None:
        return None if self.outcome is not None else self._view.current_player

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def legal_actions(self) -> list[Action]:
        return list(self._legal)

    def view(self, seat: int | None = None) -> TableView[Any]:
        return self._view


@dataclass(frozen=True, slots=True)
class _Update:
    seq: int
    actor: int | None
    events: list[Event]
    view: TableView[Any]
    legal: list[Action]
    #: The table as the round's end left it, when this action ended a round (see ``p.Update``).
    round_end: TableView[Any] | None = None


def _plain(cards: Sequence[int]) -> str:
    return " ".join(str(c) for c in cards)


class RemoteMatch:
    """One seat's mirror of a match on a server (see the module)."""

    def __init__(
        self,
        game: Game,
        table: p.TableInfo,
        seat: int | None,
        send: Callable[[p.ClientMessage], None],
        card_words: Callable[[Sequence[int]], str] = _plain,
    ) -> None:
        self.game = game
        self.table = table
        self.seat = seat
        self.send = send
        self.seats = seats_of(table, seat)
        self.options = game.make_options(dict(table.options))
        self.seed = 0  # the server keeps the deal; the record says it at the end
        self.humans = [seat] if seat is not None else []
        self.hotseat = False
        self.viewer: int | None = seat
        self.phase: Phase = "presenting"
        self.actors: list[int | None] = []
        self.stop_after: int | None = None
        self.round_end_ms = 0
        self.bot_delay_ms = 0
        self.audience = Audience()
        self.chronicle = Chronicle(Narrator(game, self.seats, card_words), self.audience.on_log)
        self.state: ViewState | None = None
        #: Muted seats: their chat and reactions are not shown.
        self.muted: set[int] = set()
        #: The server's record at the match's end (``RecordOut``), with the seats' names.
        self.record: p.RecordOut | None = None
        #: An undo the table is asked to agree to (``UndoAsked``), until it ended.
        self.undo_asked: p.UndoAsked | None = None
        self._inbox: deque[_Update] = deque()
        self._parts: list[list[Event]] = []
        self._showing = False
        self._pause_after = False
        #: The table as the last round's end left it (see :meth:`round_end_view`).
        self._round_end: TableView[Any] | None = None
        self._held = False
        self._stopped = False
        self._started = False
        # A move sent and not yet answered: its seq.
        self._sent: int | None = None
        #: True once moves were taken back and the log lost their lines: the screen shows the log
        #: anew (and sets this back).
        self.taken_back = False

    # ------------------------------------------------------------------ the match's terms

    @property
    def log(self) -> list[LogEntry]:
        return self.chronicle.log

    @property
    def rounds(self) -> list[tuple[int, ...]]:
        return self.chronicle.rounds

    @property
    def round_ends(self) -> list[TableView[Any]]:
        return self.chronicle.round_ends

    @property
    def seq(self) -> int:
        """The number of actions of the match so far, as this seat last heard."""
        return len(self.state.history) if self.state is not None else 0

    @property
    def is_over(self) -> bool:
        return self.state is not None and self.state.is_over

    @property
    def held(self) -> bool:
        return self._held

    def listen(self, listener: Listener) -> None:
        """Tell ``listener`` what happens (the screen: it reports back through :meth:`presented`)."""
        self.audience.add(listener, VIEWER)

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def view(self) -> TableView[Any]:
        assert self.state is not None
        return self.state.view()

    def note(self, message: Message) -> LogEntry:
        return self.chronicle.note(message, self.seq)

    def named(self, message: Message) -> Message:
        return self.chronicle.narrator.named(message)

    def summary(self) -> RoundSummary:
        assert self.state is not None
        return self.chronicle.summary(self.state)  # type: ignore[arg-type]

    def legal_actions(self) -> list[Action]:
        if self.phase != "human" or self.state is None:
            return []
        return self.state.legal_actions()

    def awaited(self) -> tuple[int, Awaited] | None:
        """Who the table waits for when it is not this seat's turn, and how they are there."""
        if self.state is None or self.phase != "bot":
            return None
        seat = self.state.current_player
        if seat is None:
            return None
        info = self.table.seats[seat] if seat < len(self.table.seats) else None
        if info is None or info.kind == "bot":
            return (seat, "bot")
        if info.standing_in:
            return (seat, "standing_in")
        if not info.taken:
            return (seat, "absent")
        if not info.connected:
            return (seat, "dropped")
        return (seat, "elsewhere")

    # ------------------------------------------------------------------ from the server

    def receive(self, msg: p.ServerMessage) -> None:
        """A message of the server (after ``seated``, which made this mirror)."""
        from .codec import decode_events, decode_view

        if self._stopped:
            return
        if isinstance(msg, p.Snapshot):
            legal = [self.game.parse_action(a) for a in msg.legal]
            self.snapshot(msg.seq, decode_view(self.game, msg.view), legal, msg.rounds, msg.actors)
        elif isinstance(msg, p.Update):
            legal = [self.game.parse_action(a) for a in msg.legal]
            ended = decode_view(self.game, msg.round_end) if msg.round_end is not None else None
            self.update(
                msg.seq, msg.actor, decode_events(msg.events), decode_view(self.game, msg.view), legal, ended
            )
        elif isinstance(msg, p.TableOut):
            self.table_changed(msg.table)
        elif isinstance(msg, p.ChatOut):
            self.chat(msg)
        elif isinstance(msg, p.Error):
            self.refused(msg)
        elif isinstance(msg, p.Ack):
            if self._sent == msg.seq:
                self._sent = None
        elif isinstance(msg, p.UndoAsked):
            self.undo_asked = msg
            self.note(
                Message.make(
                    "ui.online.undo_asked",
                    "{name} asks to take a move back.",
                    name=self.seats[msg.by].name if msg.by < len(self.seats) else "?",
                )
            )
        elif isinstance(msg, p.UndoEnded):
            self.undo_asked = None
            if msg.done:
                self.notice(Message.make("ui.online.undo_done", "The table agreed: a move was taken back."))
            else:
                by = msg.refused_by
                name = self.seats[by].name if by is not None and by < len(self.seats) else "?"
                self.notice(
                    Message.make("ui.online.undo_refused", "{name} said no to taking a move back.", name=name)
                )
        elif isinstance(msg, p.RecordOut):
            self.record = msg

    def snapshot(
        self,
        seq: int,
        view: TableView[Any],
        legal: list[Action],
        rounds: Sequence[Sequence[int]] = (),
        actors: Sequence[int | None] = (),
    ) -> None:
        """The whole table as it stands (sitting down, coming back, an undo): laid out at once (the
        first one when the screen starts the match, see :meth:`start`)."""
        if self.state is not None and seq < self.seq:
            self._take_back_log(seq)
        self._inbox.clear()
        self._parts = []
        self._pause_after = False
        self._round_end = None
        self._sent = None
        outcome = self.state.outcome if self.state is not None and self.state.history.count == seq else None
        self.state = ViewState(view, seq, legal, outcome)
        self.actors = list(actors)
        self.chronicle.rounds[:] = [tuple(r) for r in rounds]
        if not self._started:
            return
        self.phase = "presenting"
        self._showing = True
        self.audience.on_batch([], view)

    def _take_back_log(self, seq: int) -> None:
        """The table went back to ``seq`` actions (an agreed undo): the log as a local undo leaves
        it, the taken-back moves' lines gone, the notices kept where the match goes on from (see
        :attr:`taken_back`)."""
        chronicle = self.chronicle
        chronicle.tell_held()
        chronicle.log[:] = [
            replace(e, move=min(e.move, seq)) if e.kind == "notice" else e
            for e in chronicle.log
            if e.kind == "notice" or e.said_by(seq, False)
        ]
        del chronicle.round_ends[len(chronicle.rounds) :]
        self.taken_back = True

    def update(
        self,
        seq: int,
        actor: int | None,
        events: list[Event],
        view: TableView[Any],
        legal: list[Action],
        round_end: TableView[Any] | None = None,
    ) -> None:
        """An action was applied on the server: shown once the table has shown what came before
        (``round_end``: the table as the round's end left it, when the action ended one)."""
        if self.state is None or (seq <= self.seq and not self._inbox):
            return  # before the first snapshot, or heard already
        self._inbox.append(_Update(seq, actor, events, view, legal, round_end))
        if self._sent is not None and actor == self.seat:
            self._sent = None
        self._pump()

    def table_changed(self, table: p.TableInfo) -> None:
        """Someone joined, dropped, came back, or a bot stands in: the status line follows."""
        before = self.table
        self.table = table
        for i, (old, new) in enumerate(zip(before.seats, table.seats, strict=False)):
            if i == self.seat or new.kind == "bot":
                continue
            name = new.name
            if self.seats[i].name != name:
                self.seats[i] = replace(self.seats[i], name=name)
                self.chronicle.narrator.seats[i] = self.seats[i]
            if new.standing_in and not old.standing_in:
                self.notice(Message.make("ui.online.standing_in", "A bot plays for {name} now.", name=name))
            elif new.connected and not old.connected:
                key, text = (
                    ("ui.online.back", "{name} is back at the table.")
                    if old.taken
                    else ("ui.online.joined", "{name} sat down at the table.")
                )
                self.notice(Message.make(key, text, name=name))
            elif old.connected and not new.connected:
                self.notice(Message.make("ui.online.dropped", "{name} lost the connection.", name=name))
        if self.phase == "bot":
            awaited = self.awaited()
            if awaited is not None:
                self.audience.on_thinking(awaited[0])

    def chat(self, msg: p.ChatOut) -> None:
        """A chat line or a reaction: in the log (never as rich text), unless its seat is muted."""
        if msg.seat is not None and msg.seat in self.muted:
            return
        if msg.text is not None:
            message = Message.make("ui.online.chat", "{name}: {text}", name=msg.name, text=msg.text)
        elif msg.reaction is not None:
            message = Message.make(
                "ui.online.reaction",
                "{name}: {reaction}",
                name=msg.name,
                reaction=reaction_message(msg.reaction),
            )
        else:
            return
        self.chronicle.note(message, self.seq)

    def refused(self, error: p.Error) -> None:
        """The server refused something this seat sent: say why; a move refused gives the turn back."""
        from .codec import CodecError, decode_message

        try:
            reason = decode_message(error.reason)
        except CodecError:
            reason = Message.make("ui.online.refused", "The table refused that ({code}).", code=error.code)
        self.notice(reason)
        if self._sent is not None:
            self._sent = None
            if self.phase == "presenting" and not self._showing and not self._inbox:
                self._settle()

    # ------------------------------------------------------------------ this seat's person

    def human_act(self, action: Action) -> Message | None:
        """The person here plays ``action``: sent to the server; shown when the server applied it."""
        if self.phase != "human" or self.state is None:
            return Message.make("ui.illegal.not_your_turn", "Please wait: it is not your turn.")
        if self._held:
            return Message.make(
                "ui.illegal.held", "The match waits while you look back: go back to the game first."
            )
        if action not in self.state.legal_actions():
            return Message.make("ui.online.not_legal", "That move is not allowed now.")
        self._sent = self.seq
        self.phase = "presenting"
        self.send(p.Act(seq=self.seq, action=str(action)))
        return None

    # ------------------------------------------------------------------ the screen reports back

    def start(self) -> None:
        """Lay the table out as the first snapshot has it: dealt when no move was made yet."""
        if self._started or self.state is None:
            return
        self._started = True
        self.phase = "presenting"
        self._showing = True
        view = self.state.view()
        if self.seq == 0:
            self.chronicle.round_start(self.state)  # type: ignore[arg-type]
            self.audience.on_batch(deal_from(view), view)
        else:
            self.audience.on_batch([], view)

    def stop(self) -> None:
        self._stopped = True

    def hold(self, on: bool) -> None:
        self._held = on
        if not on:
            self._pump()

    def presented(self) -> None:
        """The screen has shown the last batch; carry on."""
        if self._stopped:
            return
        self._showing = False
        if self._held or self.phase == "summary":
            return
        if self._pause_after:
            self._pause_after = False
            assert self.state is not None
            self.phase = "over" if self.state.is_over and not self._parts else "summary"
            self.audience.on_summary(self.summary())
            return
        if self._parts:
            self._emit_next_part()
            return
        self._pump()

    def continue_match(self) -> None:
        """The round summary was read: go on."""
        if self._stopped or self.phase != "summary":
            return
        self.phase = "presenting"
        self.send(p.Continue())
        self.presented()

    def confirm_handover(self) -> None:
        """No hand-over online: one person at this screen."""

    # ------------------------------------------------------------------ inside

    def notice(self, message: Message) -> None:
        self.audience.on_notice(message)

    def _pump(self) -> None:
        """Show the next update that came in, or say whose turn it is."""
        if not self._started or self._stopped or self._held or self._showing:
            return
        if self.phase == "summary" or self._parts:
            return
        if not self._inbox:
            if self.phase in ("presenting", "bot", "human") and self.state is not None:
                self._settle()
            return
        u = self._inbox.popleft()
        if u.seq <= self.seq:
            self._pump()
            return
        ended = [e for e in u.events if isinstance(e, MatchEnded)]
        outcome = Outcome(ended[-1].scores, ended[-1].winners) if ended else None
        self.state = ViewState(u.view, u.seq, u.legal, outcome)
        self.actors.append(u.actor)
        ends_round = outcome is None and any(isinstance(e, RoundEnded) for e in u.events)
        self._round_end = u.round_end if ends_round else None
        for e in u.events:
            if isinstance(e, RoundEnded):
                self.chronicle.round_ends.append(u.view)
        self.phase = "presenting"
        later = self.chronicle.record(u.events, u.seq, self.state, ends_round)  # type: ignore[arg-type]
        self._parts = [u.events] if outcome is not None else split_at_round_end(u.events)
        self._emit_next_part()
        self.chronicle.hold(later)

    def _emit_next_part(self) -> None:
        assert self.state is not None
        events = self._parts.pop(0)
        self.chronicle.tell_held()
        self._pause_after = any(isinstance(e, RoundEnded | MatchEnded) for e in events)
        self._showing = True
        if not self._parts:
            view: TableView[Any] | None = self.state.view()
        else:  # a round's end pauses on the table as it left it, as at home
            view = self._round_end if self._pause_after else None
        self.audience.on_batch(events, view)

    def _settle(self) -> None:
        """Nothing left to show: this seat's turn, someone else's, or the end."""
        state = self.state
        assert state is not None
        if state.is_over:
            self.phase = "over"
            return
        if self._sent is not None:
            self.phase = "presenting"
            return
        if state.legal_actions() and self.seat is not None:
            self.phase = "human"
            self.audience.on_turn(self.seat)
            return
        seat = state.current_player
        self.phase = "bot"
        if seat is not None:
            self.audience.on_thinking(seat)

    def round_end_view(self) -> TableView[Any] | None:
        """The table as the last round's end left it, as the server sent it (None when the last
        action ended no round, or the game deals on at once)."""
        return self._round_end

    def upcoming(self) -> list[Event]:
        return [e for part in self._parts for e in part]


REACTION_WORDS: dict[str, tuple[str, str]] = {
    "well_played": ("ui.online.react.well_played", "Well played!"),
    "thanks": ("ui.online.react.thanks", "Thanks!"),
    "oops": ("ui.online.react.oops", "Oops!"),
    "hurry": ("ui.online.react.hurry", "Your turn, please!"),
    "good_game": ("ui.online.react.good_game", "Good game!"),
    "hello": ("ui.online.react.hello", "Hello!"),
}


def reaction_message(reaction: str) -> Message:
    """A quick reaction in words (an unknown one as sent)."""
    if reaction not in REACTION_WORDS:
        return Message.make("ui.online.react.other", "{reaction}", reaction=reaction)
    key, text = REACTION_WORDS[reaction]
    return Message.make(key, text)
