"""A table on the server: the authoritative :class:`~cardgames.session.match.Match`, its seats and
the connections at it, driven on the event loop.

- Every seat is answered by a :class:`~cardgames.server.seating.SeatAgent`: a person's by their
  ``act``; a bot's (and a person's whom a bot stands in for) by a bot in the worker processes.
- Persons' seats: a seat nobody took yet is simply waited for (the match pauses at its turn, with
  no limit: the table is new, its people are coming). Once a person took the seat, a dropped
  connection starts the table's wait (``seat_wait``); then a bot of the normal level plays for
  them until they resume with their token. ``leave`` lets the bot stand in at once; the token
  still brings the person back. After a restart every taken seat counts as dropped.
- Each connection hears only its seat's share (an onlooker: the public table); an action's row
  is committed before its ``ack`` and before any update goes out (see ``seating.Keeper``).
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from ..ai.bots import RandomBot, bot_decision
from ..engine import Action, Event, TableView
from ..games import GAMES
from ..net import protocol as p
from ..net.codec import encode_events, encode_message, encode_view
from ..session.match import VIEWER, Match, Turn
from ..session.seats import Seat
from .seating import Feed, Keeper, LoopTimers, Pacer, Peer, SeatAgent, plain_text, refusal
from .store import SeatRow, TableRow, token_hash, token_matches

if TYPE_CHECKING:
    from .hub import Hub

__all__ = ["Table"]

log = logging.getLogger("cardgames.server")


class Table:
    """One table (see the module)."""

    def __init__(self, hub: Hub, row: TableRow, taken: list[SeatRow], history: list[Action]) -> None:
        self.hub = hub
        self.row = row
        self.id = row.id
        self.code = row.code
        self.game = GAMES[row.game]
        self.seats = [
            Seat(s["name"], "bot" if s["kind"] == "bot" else "remote", s.get("level", "normal"))
            for s in row.seats
        ]
        self.names = [s.name for s in self.seats]
        #: The SHA-256 of each taken person's seat token.
        self.tokens: dict[int, str] = {}
        for r in taken:
            self.tokens[r.seat] = r.token_hash
            self.names[r.seat] = r.name
        self.conns: dict[int, Peer] = {}
        self.watchers: set[Peer] = set()
        self.standing_in: set[int] = set()
        self._waits: dict[int, asyncio.TimerHandle] = {}
        self.turn: Turn | None = None
        #: An action a person sent before the match asked for it: answered once it asks.
        self._early: tuple[tuple[int, int], Action] | None = None
        #: The ``ack`` each stored action is waiting for: by the action's number.
        self._acks: dict[int, tuple[Peer, int | None]] = {}
        #: An undo asked: (by, back_to, the seats still to agree).
        self.undo: tuple[int, int, set[int]] | None = None
        #: An action could not be stored: the match is ahead of its record until it is read back
        #: (see :meth:`unstored`); nothing of it is told or asked meanwhile.
        self.unsound = False
        #: The match is over (a table read back from its record may be over already).
        self.over = row.status == "over"
        self.left_at = hub.loop.time()
        self._quiet = False
        self._tasks: set[asyncio.Task[Any]] = set()
        self.match = self._new_match(history)
        if self.over:
            hub.forget_later(self)

    # ------------------------------------------------------------------ the match

    def _new_match(self, history: list[Action]) -> Match:
        timers = LoopTimers(self.hub.loop)
        agents = {i: SeatAgent(self, i) for i in range(len(self.seats))}
        match = Match(
            self.game,
            self.seats,
            self.row.seed,
            self.row.options,
            agents=agents,
            timers=timers,
            bot_delay_ms=0,
            history=history,
            narrate=False,
        )
        timers.match = match
        self.match = match
        match.listen(Keeper(self, match), VIEWER, first=True)
        match.listen(Pacer(self, match), VIEWER)
        for seat in range(len(self.seats)):
            match.listen(Feed(self, match, seat), seat)
        match.listen(Feed(self, match, None), None)
        self._quiet = True  # everyone at the table gets a snapshot instead
        try:
            match.start()
        finally:
            self._quiet = False
        return match

    def stop(self) -> None:
        """The table leaves memory (or the server stops): nothing of it runs on."""
        self.match.stop()
        for handle in self._waits.values():
            handle.cancel()
        self._waits.clear()
        for task in self._tasks:
            task.cancel()

    def asked(self, turn: Turn) -> None:
        """The match asks ``turn.seat`` for its move."""
        if self.unsound:
            return
        self.turn = turn
        early, self._early = self._early, None
        if early is not None and early[0] == turn.token:
            self.hub.loop.call_soon(self.match.answer, turn.token, early[1])
        elif self.seats[turn.seat].is_bot or turn.seat in self.standing_in:
            self._think(turn)

    def _think(self, turn: Turn) -> None:
        seat = turn.seat
        level = self.seats[seat].level if self.seats[seat].is_bot else "normal"
        task = self.hub.loop.create_task(self._bot_move(self.match, turn, level))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _bot_move(self, match: Match, turn: Turn, level: str) -> None:
        try:
            text, error = await self.hub.decide(self.game.id, level, turn.state, turn.rng)
            action = self.game.parse_action(text)
        except Exception as exc:  # the worker pool failed: a random legal move, as at home
            log.warning("table %d: a bot failed (%s); a random move stands in", self.id, type(exc).__name__)
            action, error = bot_decision(RandomBot(), turn.state, turn.rng), type(exc).__name__
        if match is not self.match or not (self.seats[turn.seat].is_bot or turn.seat in self.standing_in):
            return  # taken back, or the person came back meanwhile
        match.answer(turn.token, action, error)

    def applied(self, n: int) -> None:
        """The ``n``-th action is stored: its ``ack`` goes out."""
        self.left_at = self.hub.loop.time()
        waiting = self._acks.pop(n, None)
        if waiting is not None:
            waiting[0].send(p.Ack(id=waiting[1], seq=n))

    def unstored(self, n: int, exc: Exception) -> None:
        """The ``n``-th action could not be stored (a full disk, say): it counts as never made.
        Its maker is told so, and the match is read back from the store as it stands there, so
        memory and record never disagree; everyone gets the table as stored."""
        log.error("table %d: action %d could not be stored (%s); back to the record", self.id, n, exc)
        self.unsound = True
        waiting = self._acks.pop(n, None)
        if waiting is not None:
            text = "The server could not store that move, so it was not made. Please try again."
            waiting[0].send(refusal("server", text, waiting[1]))
        self.hub.loop.call_soon(self._read_back)

    def _read_back(self) -> None:
        """Take the match up again from its stored record (see :meth:`unstored`)."""
        try:
            history = [self.game.parse_action(text) for _, text in self.hub.store.actions(self.id)]
        except Exception as exc:  # the store cannot even be read: try again in a while
            log.error("table %d: its record cannot be read (%s); trying again", self.id, type(exc).__name__)
            self.hub.loop.call_later(5.0, self._read_back)
            return
        self.unsound = False
        self._restart(history)

    def _restart(self, history: list[Action], before: BaseModel | None = None) -> None:
        """The match again from ``history`` (taken back, read back); everyone gets the table as
        it stands then (after ``before``, if given)."""
        self.match.stop()
        self._acks.clear()
        self._early = None
        self.turn = None
        self._new_match(history)
        if before is not None:
            self.broadcast(before)
        for seat, peer in self.conns.items():
            peer.send(self.snapshot(seat))
        for peer in self.watchers:
            peer.send(self.snapshot(None))

    def finish(self) -> None:
        """The match is over: its record to everyone, the table's row marked over."""
        if self.over:
            return
        self.over = True
        self.hub.store.finish(self.id)
        log.info("table %d over after %d actions", self.id, len(self.match.state.history))
        self.broadcast(self.record())
        self.broadcast(p.TableOut(table=self.info()))
        self.hub.forget_later(self)

    # ------------------------------------------------------------------ what is sent

    def record(self) -> p.RecordOut:
        """The whole record of the match (to send once it is over)."""
        return p.RecordOut(record=self.match.state.record().to_json(), names=list(self.names))

    def everyone(self) -> list[Peer]:
        """Every connection at the table."""
        return [*self.conns.values(), *self.watchers]

    def broadcast(self, message: BaseModel) -> None:
        """Send ``message`` to every connection at the table."""
        for peer in self.everyone():
            peer.send(message)

    def info(self) -> p.TableInfo:
        """The table as everyone sees it."""
        seats = [
            p.SeatInfo(
                name=self.names[i],
                kind="bot" if s.is_bot else "person",
                level=s.level,
                taken=i in self.tokens,
                connected=i in self.conns,
                standing_in=i in self.standing_in,
            )
            for i, s in enumerate(self.seats)
        ]
        return p.TableInfo(
            code=self.code,
            game=self.game.id,
            players=len(self.seats),
            options=self.row.options,
            seats=seats,
            seat_wait=self.row.seat_wait,
            onlookers=self.row.onlookers,
            hints=self.row.hints,
            over=self.over,
        )

    def legal_for(self, seat: int | None) -> list[str]:
        """The seat's legal action texts: only when it is to act and its person sits there."""
        state = self.match.state
        if seat is None or state.current_player != seat or seat not in self.conns or seat in self.standing_in:
            return []
        return [str(a) for a in state.legal_actions()]

    def listening(self, eyes: int | None) -> bool:
        """True when a connection sits at ``eyes`` (None: an onlooker watches)."""
        return bool(self.watchers) if eyes is None else eyes in self.conns

    def tell(self, eyes: int | None, events: list[Event], view: TableView[Any]) -> None:
        """An action as ``eyes`` see it, to whoever sits there (None: every onlooker)."""
        if self._quiet:
            return
        peers = list(self.watchers) if eyes is None else [c for s, c in self.conns.items() if s == eyes]
        if not peers:
            return
        actors = self.match.actors
        ended = self.match.round_end_view_for(eyes)
        update = p.Update(
            seq=len(self.match.state.history),
            actor=actors[-1] if actors else None,
            events=encode_events(events),
            view=encode_view(view),
            legal=self.legal_for(eyes),
            round_end=encode_view(ended) if ended is not None else None,
        )
        for peer in peers:
            peer.send(update)

    def snapshot(self, seat: int | None) -> p.Snapshot:
        """The whole table as ``seat`` may see it."""
        m = self.match
        return p.Snapshot(
            seq=len(m.state.history),
            view=encode_view(m.state.view(seat)),
            legal=self.legal_for(seat),
            rounds=[list(r) for r in m.rounds],
            actors=list(m.actors),
        )

    def _changed(self) -> None:
        self.broadcast(p.TableOut(table=self.info()))

    # ------------------------------------------------------------------ seats

    def sit(self, peer: Peer, seat: int, name: str, id: int | None) -> None:
        """A person takes the free seat ``seat`` (create or join): a token, Seated, Snapshot."""
        token = p.new_token()
        self.hub.store.take_seat(self.id, seat, token_hash(token), name)
        self.tokens[seat] = token_hash(token)
        self.names[seat] = name
        self._attach(peer, seat)
        peer.send(p.Seated(id=id, seat=seat, token=token, table=self.info()))
        peer.send(self.snapshot(seat))
        log.info("table %d: seat %d joined", self.id, seat)
        self._changed()

    def free_seats(self) -> list[int]:
        """The persons' seats nobody took yet."""
        return [i for i, s in enumerate(self.seats) if not s.is_bot and i not in self.tokens]

    def join(self, peer: Peer, msg: p.Join) -> None:
        """``join``: take a free person's seat."""
        free = self.free_seats()
        if msg.seat is not None and msg.seat not in free:
            peer.send(
                refusal("no_seat", "Seat {seat} is not a free seat for a person.", msg.id, seat=msg.seat)
            )
        elif not free:
            peer.send(refusal("full", "Every seat at this table is taken.", msg.id))
        else:
            name = plain_text(msg.name) or f"Player {free[0] + 1}"
            self.sit(peer, msg.seat if msg.seat is not None else free[0], name[: p.NAME_MAX], msg.id)

    def watch(self, peer: Peer, id: int | None, invited: bool = False) -> None:
        """An onlooker sits down (``invited``: the table's creator, allowed always)."""
        if not (self.row.onlookers or invited):
            peer.send(refusal("state", "This table allows no onlookers.", id))
            return
        peer.table, peer.seat = self, None
        self.watchers.add(peer)
        peer.send(p.Seated(id=id, seat=None, token=None, table=self.info()))
        peer.send(self.snapshot(None))

    def resume(self, peer: Peer, msg: p.Resume) -> None:
        """A person comes back with their seat's token (a newer connection replaces an older)."""
        kept = self.tokens.get(msg.seat)
        if kept is None or not token_matches(msg.token, kept):
            peer.send(refusal("bad_token", "That is not the token of this seat.", msg.id))
            return
        old = self.conns.get(msg.seat)
        if old is not None and old is not peer:
            old.table, old.seat = None, None
            old.close(4000, "the seat was taken up by a newer connection")
        self._attach(peer, msg.seat)
        was_standing_in = msg.seat in self.standing_in
        self.standing_in.discard(msg.seat)
        peer.send(p.Seated(id=msg.id, seat=msg.seat, token=None, table=self.info()))
        peer.send(self.snapshot(msg.seat))
        if self.over:
            peer.send(self.record())
        log.info(
            "table %d: seat %d back%s", self.id, msg.seat, " (the bot stands down)" if was_standing_in else ""
        )
        self._changed()

    def _attach(self, peer: Peer, seat: int) -> None:
        if peer.table is not None:
            peer.table.detach(peer)
        handle = self._waits.pop(seat, None)
        if handle is not None:
            handle.cancel()
        peer.table, peer.seat = self, seat
        self.conns[seat] = peer
        self.left_at = self.hub.loop.time()

    def detach(self, peer: Peer, leaving: bool = False) -> None:
        """The connection is gone (``leaving``: said so): its seat waits, then a bot stands in."""
        seat, peer.table, peer.seat = peer.seat, None, None
        self.watchers.discard(peer)
        self._acks = {n: w for n, w in self._acks.items() if w[0] is not peer}
        if seat is None or self.conns.get(seat) is not peer:
            return
        del self.conns[seat]
        self.left_at = self.hub.loop.time()
        if self.over:
            return
        log.info("table %d: seat %d %s", self.id, seat, "left" if leaving else "dropped")
        if leaving:
            self.stand_in(seat)
        else:
            self.dropped(seat)

    def dropped(self, seat: int) -> None:
        """The person of ``seat`` is away: after the table's wait a bot plays for them."""
        self._waits[seat] = self.hub.loop.call_later(self.row.seat_wait, self.stand_in, seat)
        self._changed()

    def stand_in(self, seat: int) -> None:
        """A bot plays for the person of ``seat`` until they come back."""
        self._waits.pop(seat, None)
        if seat in self.conns or seat in self.standing_in or self.over:
            return
        self.standing_in.add(seat)
        log.info("table %d: a bot stands in for seat %d", self.id, seat)
        self._changed()
        turn = self.turn
        if turn is not None and turn.seat == seat and turn.token == self.match.token():
            self._think(turn)
        if self.undo is not None and seat in self.undo[2]:
            self._undo_answer(seat, agree=False)

    # ------------------------------------------------------------------ play

    def act(self, peer: Peer, msg: p.Act) -> bool:
        """A person's move (see the module and the protocol's ``act``); True when it is taken."""
        seat = peer.seat
        state = self.match.state
        n = len(state.history)
        if seat is None:
            peer.send(refusal("state", "Onlookers do not play.", msg.id))
            return False
        if msg.seq < n:
            same = self.match.actors[msg.seq] == seat and _same_action(
                self, str(state.history[msg.seq]), msg.action
            )
            if same:
                peer.send(p.Ack(id=msg.id, seq=msg.seq))  # a resend: acknowledged again, not applied
            else:
                peer.send(refusal("stale", "The match has moved on since (action {seq}).", msg.id, seq=n))
            return False
        if self.over or state.current_player != seat or seat in self.standing_in:
            peer.send(refusal("not_your_turn", "Please wait: it is not your turn.", msg.id))
            return False
        if msg.seq > n:
            peer.send(refusal("stale", "The match has moved on since (action {seq}).", msg.id, seq=n))
            return False
        try:
            action = self.game.parse_action(msg.action)
        except ValueError:
            peer.send(refusal("illegal", "That is no move of this game.", msg.id))
            return False
        reason = state.why_illegal(action)
        if reason is not None:
            peer.send(p.Error(id=msg.id, code="illegal", reason=encode_message(reason)))
            return False
        self._acks[n] = (peer, msg.id)
        token = self.match.token()
        if self.turn is not None and self.turn.token == token:
            self.match.answer(token, action)
        else:
            self._early = (token, action)
        return True

    def hint_for(self, peer: Peer, msg: p.HintAsk) -> None:
        """A suggested move, from a determinized copy (no hidden card informs it)."""
        seat = peer.seat
        if not self.row.hints:
            peer.send(refusal("no_hints", "This table allows no hints.", msg.id))
            return
        if seat is None or self.over or self.match.state.current_player != seat:
            peer.send(refusal("not_your_turn", "Please wait: it is not your turn.", msg.id))
            return
        rng = random.Random(secrets.randbits(64))
        sample = self.match.state.determinize(seat, rng)
        sample.quiet = True
        task = self.hub.loop.create_task(self._hint(peer, msg.id, len(self.match.state.history), sample, rng))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _hint(self, peer: Peer, id: int | None, seq: int, sample: Any, rng: random.Random) -> None:
        try:
            text = await self.hub.hint(self.game.id, sample, rng)
        except Exception:
            text = str(bot_decision(RandomBot(), sample, rng))
        peer.send(p.HintOut(id=id, seq=seq, action=text))

    def chat(self, peer: Peer, text: str | None, reaction: str | None, id: int | None) -> None:
        """A chat line or a reaction to everyone at the table (plain text only)."""
        if text is not None:
            text = plain_text(text)[: p.CHAT_MAX]
            if not text:
                peer.send(refusal("malformed", "An empty chat line.", id))
                return
        name = self.names[peer.seat] if peer.seat is not None else ""
        self.broadcast(p.ChatOut(seat=peer.seat, name=name, text=text, reaction=reaction))

    # ------------------------------------------------------------------ undo

    def undo_ask(self, peer: Peer, id: int | None) -> None:
        """Ask every person at the table to take back the asker's last move (and those after)."""
        seat = peer.seat
        back_to = None
        if seat is not None:
            back_to = next(
                (i for i in range(len(self.match.actors) - 1, -1, -1) if self.match.actors[i] == seat), None
            )
        if seat is None or back_to is None or self.undo is not None or self.over:
            peer.send(refusal("no_undo", "There is nothing to take back now.", id))
            return
        others = {s for s in self.conns if s != seat and s not in self.standing_in}
        self.undo = (seat, back_to, others)
        self.broadcast(p.UndoAsked(by=seat, back_to=back_to))
        if not others:
            self._take_back()

    def undo_answer(self, peer: Peer, msg: p.UndoAnswer) -> None:
        """A person agrees to the undo asked, or refuses it."""
        if self.undo is None or peer.seat is None or peer.seat not in self.undo[2]:
            peer.send(refusal("no_undo", "No undo waits for your answer.", msg.id))
            return
        self._undo_answer(peer.seat, msg.agree)

    def _undo_answer(self, seat: int, agree: bool) -> None:
        assert self.undo is not None
        if not agree:
            self.undo = None
            self.broadcast(p.UndoEnded(done=False, refused_by=seat))
            return
        self.undo[2].discard(seat)
        if not self.undo[2]:
            self._take_back()

    def _take_back(self) -> None:
        assert self.undo is not None
        back_to, self.undo = self.undo[1], None
        self.hub.store.truncate(self.id, back_to)
        log.info("table %d: taken back to action %d", self.id, back_to)
        self._restart(list(self.match.state.history)[:back_to], before=p.UndoEnded(done=True))


def _same_action(table: Table, kept: str, sent: str) -> bool:
    """True when ``sent`` is the action text ``kept`` (read by the game, so spacing does not matter)."""
    try:
        return str(table.game.parse_action(sent)) == kept
    except ValueError:
        return False
