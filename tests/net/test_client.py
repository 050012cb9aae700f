"""The client library against a real server process on 127.0.0.1: replies matched to their
requests, refusals returned, and a seat that comes back by itself and resends its action once."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import pytest

from cardgames.net import protocol as p
from cardgames.net.client import REPLACED, ClientError, Closed, Connection, Refused, SeatClient

from ..server.netplay import WAIT, ServerProcess


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One server for this file's tests (each test makes its own tables)."""
    server = ServerProcess(tmp_path_factory.mktemp("client") / "server.sqlite3")
    server.start()
    try:
        yield server.url
    finally:
        server.stop()


def _run(make: Callable[[], Awaitable[Any]]) -> Any:
    async def bounded() -> Any:
        async with asyncio.timeout(60):
            return await make()

    return asyncio.run(bounded())


def _two_persons() -> list[p.SeatSpec]:
    return [p.SeatSpec(kind="person", name="Ann"), p.SeatSpec(kind="person", name="Bob")]


async def _table(url: str, seed: int = 7) -> tuple[SeatClient, SeatClient]:
    """A Seven-up table of two persons, both seated and both holding their first view."""
    ann = await SeatClient.create(url, "seven_up", _two_persons(), seed=seed)
    bob = await SeatClient.join(url, ann.code, "Bob")
    for c in (ann, bob):
        while c.seq is None:
            await c.next(WAIT)
    return ann, bob


async def _to_act(clients: tuple[SeatClient, SeatClient]) -> SeatClient:
    """Read on until one of them is to act and has read everything; that one."""
    while True:
        for c in clients:
            while c.pending():
                await c.next(WAIT)
        for c in clients:
            if c.legal:
                return c
        await asyncio.sleep(0.01)


async def _next_update(client: SeatClient) -> p.Update:
    """The next update the client reads (table changes and the like are read past)."""
    while True:
        msg = await client.next(WAIT)
        if isinstance(msg, p.Update):
            return msg


async def _read_all(client: SeatClient) -> None:
    async for _ in client:
        pass


async def _play_on(client: SeatClient, rng: random.Random, acked: dict[int, str]) -> None:
    """Play random legal moves until the record comes; every acknowledged action into ``acked``."""
    while client.record is None:
        if client.legal and not client.pending():
            text = rng.choice(client.legal)
            reply = await client.act(text)
            assert isinstance(reply, p.Ack), reply
            acked[reply.seq] = text
        else:
            await client.next(WAIT)


def test_a_non_websocket_address_is_refused() -> None:
    with pytest.raises(ValueError, match="ws://"):
        _run(lambda: Connection.open("http://127.0.0.1:1/"))


def test_replies_are_matched_to_their_requests_and_the_rest_is_queued(url: str) -> None:
    """Two requests in flight at once each get their own reply (by id); the seat's snapshot,
    which nobody asked for, waits in the queue."""

    async def scenario() -> None:
        conn = await Connection.open(url, client="tests")
        assert conn.welcome.protocol == p.PROTOCOL
        other = await Connection.open(url)
        made = await other.request(p.Create(game="seven_up", seats=_two_persons(), seed=3))
        assert isinstance(made, p.Seated)
        code = made.table.code
        wrong, right = await asyncio.gather(
            conn.request(p.Join(code="ABCABCABC", name="Eve")),
            conn.request(p.Join(code=code, name="Bob")),
        )
        assert isinstance(wrong, p.Error)
        assert wrong.code == "no_table"
        assert isinstance(right, p.Seated)
        assert right.seat == 1
        assert right.table.code == code
        assert wrong.id != right.id
        state = await conn.next(WAIT)
        assert isinstance(state, p.Snapshot)
        assert state.seq == 0
        await conn.close()
        await other.close()
        assert conn.closed

    _run(scenario)


def test_a_refusal_is_returned_and_changes_nothing(url: str) -> None:
    """An illegal action and an action out of turn come back as errors (not raised); the match
    stands where it was, and a legal action after them is acknowledged as number ``seq``."""

    async def scenario() -> None:
        ann, bob = await _table(url)
        actor = await _to_act((ann, bob))
        waiting = bob if actor is ann else ann
        seq = actor.seq
        assert seq is not None
        illegal = await actor.act("no such move")
        assert isinstance(illegal, p.Error)
        assert illegal.code == "illegal"
        out_of_turn = await waiting.act(actor.legal[0])
        assert isinstance(out_of_turn, p.Error)
        assert out_of_turn.code == "not_your_turn"
        ack = await actor.act(actor.legal[0])
        assert isinstance(ack, p.Ack)
        assert ack.seq == seq
        update = await _next_update(waiting)
        assert (update.seq, update.actor) == (seq + 1, actor.seat)
        with pytest.raises(Refused) as refused:
            await SeatClient.join(url, ann.code, "Eve")
        assert refused.value.error is not None
        assert refused.value.error.code == "full"
        await ann.close()
        await bob.close()

    _run(scenario)


def _drop_after_next_send(client: SeatClient) -> None:
    """Cut the client's connection right after its next message went out (as a network that
    fails under it): the server may or may not have taken the message; the answer is lost."""
    ws: Any = client.conn._ws
    send = ws.send

    async def send_then_drop(text: str) -> None:
        await send(text)
        ws.transport.abort()

    ws.send = send_then_drop


@pytest.mark.parametrize("when", ["after_sending", "before_sending"])
def test_a_dropped_action_is_resent_with_its_seq_and_applied_once(url: str, when: str) -> None:
    """The connection breaks under an action (after it went out, or before): the client comes
    back with its token, resends with the same seq, gets one Ack, and the match holds the action
    exactly once (the other seat sees one update for it, and the record has it at its place)."""

    async def scenario() -> None:
        ann, bob = await _table(url, seed=11)
        rng = random.Random(5)
        actor = await _to_act((ann, bob))
        other = bob if actor is ann else ann
        seq = actor.seq
        assert seq is not None
        action = rng.choice(actor.legal)
        if when == "after_sending":
            _drop_after_next_send(actor)
        else:
            actor.conn._ws.transport.abort()
            await asyncio.sleep(0.05)
        old = actor.conn
        ack = await actor.act(action)
        assert isinstance(ack, p.Ack)
        assert ack.seq == seq
        assert actor.reconnects == 1
        assert actor.conn is not old
        assert old.closed
        seen = await _next_update(other)
        assert (seen.seq, seen.actor) == (seq + 1, actor.seat)
        # Play the match out: the action stands once, at its place.
        acked = {seq: action}
        await asyncio.gather(_play_on(ann, rng, acked), _play_on(bob, rng, acked))
        assert ann.record is not None
        assert bob.record is not None
        actions = ann.record.record["actions"]
        assert all(actions[s] == a for s, a in acked.items())
        assert len(actions) == len(acked)
        assert bob.record is not None
        assert bob.record.record == ann.record.record
        await ann.close()
        await bob.close()

    _run(scenario)


def test_a_waiting_seat_comes_back_by_itself_and_reads_on(url: str) -> None:
    """The connection of a seat that is waiting breaks; its next() reconnects, resumes and goes
    on with a snapshot that shows the other's move made meanwhile."""

    async def scenario() -> None:
        ann, bob = await _table(url, seed=4)
        actor = await _to_act((ann, bob))
        waiting = bob if actor is ann else ann
        waiting.conn._ws.transport.abort()
        before = actor.seq
        assert before is not None
        ack = await actor.act(actor.legal[0])
        assert isinstance(ack, p.Ack)
        while waiting.seq is None or waiting.seq <= before:
            await waiting.next(WAIT)
        assert waiting.reconnects == 1
        assert waiting.seq == before + 1
        assert waiting.view is not None
        assert waiting.view.current_player == (actor.view.current_player if actor.view else None)
        await ann.close()
        await bob.close()

    _run(scenario)


def test_a_wrong_token_is_refused_on_coming_back(url: str) -> None:
    async def scenario() -> None:
        ann, bob = await _table(url, seed=2)
        bob.token = p.new_token()
        await bob.conn.close()
        with pytest.raises(Refused) as refused:
            await bob.resume()
        assert refused.value.error is not None
        assert refused.value.error.code == "bad_token"
        await ann.close()

    _run(scenario)


def test_a_closed_client_stops_and_does_not_come_back(url: str) -> None:
    """After close() nothing reconnects: the iteration ends and act raises Closed."""

    async def scenario() -> None:
        ann, bob = await _table(url, seed=9)
        await bob.close()
        await _read_all(bob)  # what was queued, then the end
        assert bob.reconnects == 0
        assert bob.conn.closed
        with pytest.raises(Closed):
            await bob.act("anything")
        await ann.close()

    _run(scenario)


def test_a_seat_taken_up_again_elsewhere_does_not_come_back(url: str) -> None:
    """The same seat rejoined from its kept token (another window, an app started again): the
    server closes the older connection, which ends there instead of taking the seat back (two
    clients would otherwise take it from each other forever). The newer one plays on."""

    async def scenario() -> None:
        ann, bob = await _table(url, seed=5)
        assert bob.seat is not None
        assert bob.token is not None
        again = await SeatClient.rejoin(url, bob.code, bob.seat, bob.token)
        assert again.token == bob.token
        with pytest.raises(Closed, match="newer connection"):
            await _read_all(bob)  # the server closed it, and it stays closed
        assert bob.reconnects == 0
        assert bob.conn.close_code == REPLACED
        while again.seq is None:
            await again.next(WAIT)
        acked: dict[int, str] = {}
        rng = random.Random(3)
        await asyncio.gather(_play_on(ann, rng, acked), _play_on(again, rng, acked))
        assert again.record is not None
        await ann.close()
        await again.close()
        await bob.close()

    _run(scenario)


def test_an_onlooker_sees_the_public_table_and_cannot_act(url: str) -> None:
    async def scenario() -> None:
        ann, bob = await _table(url, seed=6)
        eve = await SeatClient.watch(url, ann.code)
        while eve.seq is None:
            await eve.next(WAIT)
        assert eve.seat is None
        assert eve.token is None
        assert eve.view is not None
        assert eve.view.seat is None
        assert eve.legal == []
        with pytest.raises(ClientError, match="onlooker"):
            await eve.act("anything")
        for c in (eve, ann, bob):
            await c.close()

    _run(scenario)
