"""Refusals: every bad message gets an error, changes nothing, and the table plays on."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random

from websockets.exceptions import ConnectionClosed

from cardgames.ai.bots import RandomBot, play_match
from cardgames.games import get_game
from cardgames.net import protocol as p
from cardgames.net.codec import encode_message

from .netplay import Client, ServerProcess, seats

SEED = 7


async def _table(url: str, **create: object) -> tuple[Client, Client, p.Seated, p.Seated]:
    a, b = await Client.open(url), await Client.open(url)
    sa = await a.ask(
        p.Create(game="seven_up", seats=seats("person", "person"), seed=SEED, **create), "seated"
    )
    sb = await b.ask(p.Join(code=sa.table.code, name="Bea"), "seated")
    return a, b, sa, sb


def _illegal_text(seed: int) -> tuple[str, dict[str, object]]:
    """An action text of Seven-up that the rules refuse at the deal of ``seed``, and the reason."""
    game = get_game("seven_up")
    state = game.new_state(2, seed)
    for s in range(20):
        final, _ = play_match(game, [RandomBot(), RandomBot()], s)
        for action in final.history:
            reason = state.why_illegal(game.parse_action(str(action)))
            if reason is not None:
                return str(action), encode_message(reason)
    raise AssertionError("no illegal action found")


def test_bad_messages_are_refused_and_change_nothing(server: ServerProcess) -> None:
    asyncio.run(_refusals(server))


async def _refusals(server: ServerProcess) -> None:
    early = await Client.open(server.url, hello=False)
    await early.send(p.Watch(code="ABCABCABC", id=3))
    m = await early.expect("error")
    assert (m.code, m.id) == ("protocol", 3)
    await early.send(p.Hello(protocol=p.PROTOCOL + 1))
    assert (await early.expect("error")).code == "protocol"
    await early.close()

    a, b, sa, _sb = await _table(server.url)
    snap_a, snap_b = await a.expect("state"), await b.expect("state")
    for raw, code in [
        ("{not json", "malformed"),
        (json.dumps({"type": "teleport"}), "malformed"),
        (json.dumps({"type": "act", "seq": 0}), "malformed"),
        (json.dumps({"type": "chat", "text": "x" * (p.CHAT_MAX + 1)}), "malformed"),
        (json.dumps({"type": "chat", "text": "x" * (p.MAX_MESSAGE_BYTES + 10)}), "too_big"),
        (b"\x00\x01binary", "malformed"),
    ]:
        await a.send(raw)
        assert (await a.expect("error")).code == code, raw[:40]

    # Who is to act, and who is not.
    mover, waiter = (a, b) if snap_a.legal else (b, a)
    snap = snap_a if snap_a.legal else snap_b
    assert snap.legal
    assert not (snap_b if snap_a.legal else snap_a).legal
    await waiter.send(p.Act(seq=0, action=snap.legal[0], id=9))
    m = await waiter.expect("error")
    assert (m.code, m.id) == ("not_your_turn", 9)
    await mover.send(p.Act(seq=5, action=snap.legal[0]))
    assert (await mover.expect("error")).code == "stale"
    await mover.send(p.Act(seq=0, action="nonsense words"))
    assert (await mover.expect("error")).code == "illegal"
    text, reason = _illegal_text(SEED)
    assert text not in snap.legal
    await mover.send(p.Act(seq=0, action=text, id=4))
    m = await mover.expect("error")
    assert (m.code, m.id, m.reason) == ("illegal", 4, reason)

    # A replayed act: acknowledged twice, applied once.
    choice = random.Random(1).choice(snap.legal)
    await mover.send(p.Act(seq=0, action=choice, id=1))
    await mover.send(p.Act(seq=0, action=choice, id=2))
    acks = [await mover.expect("ack"), await mover.expect("ack")]
    assert [(x.id, x.seq) for x in acks] == [(1, 0), (2, 0)]
    other = [x for x in snap.legal if x != choice]
    if other:
        await mover.send(p.Act(seq=0, action=other[0], id=5))
        assert (await mover.expect("error")).code == "stale"

    # Tables: unknown code, a code that cannot be one, a full table, a taken seat, a wrong token.
    c = await Client.open(server.url)
    for code in ("ABCABCABC", "not a code"):
        assert (await c.ask(p.Join(code=code, name="Cy"), "error")).code == "no_table"
    assert (await c.ask(p.Join(code=sa.table.code, name="Cy"), "error")).code == "full"
    assert (await c.ask(p.Join(code=sa.table.code, name="Cy", seat=1), "error")).code == "no_seat"
    assert (
        await c.ask(p.Resume(code=sa.table.code, seat=1, token=sa.token or ""), "error")
    ).code == "bad_token"
    assert (await c.ask(p.Resume(code=sa.table.code, seat=0, token="x" * 22), "error")).code == "bad_token"
    assert (await c.ask(p.Act(seq=1, action=choice), "error")).code == "state"
    assert (await c.ask(p.HintAsk(), "error")).code == "state"
    watched = await c.ask(p.Watch(code=sa.table.code), "seated")
    assert watched.seat is None
    assert watched.token is None
    public = await c.expect("state")
    assert public.seq == 1
    assert public.legal == []
    assert (await c.ask(p.Act(seq=1, action=choice), "error")).code == "state"
    assert (await a.ask(p.HintAsk(id=8), "error")).code == "no_hints"
    assert (await a.ask(p.Create(game="chess", seats=seats("person", "person")), "error")).code == "state"

    # Chat: plain text to everyone, control characters gone.
    await a.send(p.ChatIn(text="hi\x1b[31m\u202e there\x07"))
    for client in (a, b, c):
        line = await client.expect("chat")
        assert (line.seat, line.name, line.text) == (0, "P0", "hi[31m there")
    await c.close()

    d = await Client.open(server.url)
    for create, code in [
        (p.Create(game="chess", seats=seats("person", "person")), "game"),
        (p.Create(game="seven_up", seats=seats("person", "person", "person", "person", "person")), "game"),
        (p.Create(game="seven_up", seats=seats("person", "person"), options={"target": "far"}), "game"),
        (p.Create(game="seven_up", seats=seats("easy", "person")), "game"),
    ]:
        assert (await d.ask(create, "error")).code == code
    await d.close()
    await a.close()
    await b.close()


def test_flood_is_rate_limited_then_closed(server: ServerProcess) -> None:
    async def run() -> None:
        a = await Client.open(server.url)
        for _ in range(80):
            await a.send(p.Continue())
        codes = []
        with contextlib.suppress(TimeoutError):
            for _ in range(80):
                codes.append((await a.recv(1.0)).code)
        # "state": not at a table yet; the others were dropped, and that said once.
        assert codes.count("rate") == 1
        assert 35 <= codes.count("state") < 70
        await asyncio.sleep(0.5)
        assert (await a.ask(p.Watch(code="ABCABCABC"), "error")).code == "no_table"
        flood = await Client.open(server.url)
        with contextlib.suppress(ConnectionClosed):
            for _ in range(3000):
                await flood.send(p.Continue())
        with contextlib.suppress(ConnectionClosed):
            for _ in range(3000):
                await flood.recv()
        assert flood.ws.close_code == 1008
        # Others are served as before.
        b = await Client.open(server.url)
        assert (await b.ask(p.Watch(code="ABCABCABC"), "error")).code == "no_table"
        await a.close()
        await b.close()

    asyncio.run(run())
