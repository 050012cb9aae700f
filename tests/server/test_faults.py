"""Faults: the server killed mid-match and started again on its database; a person's connection
dropped, a bot standing in after the table's wait, the person back with their token."""

from __future__ import annotations

import asyncio

from cardgames.engine import GameRecord
from cardgames.games import get_game
from cardgames.net import protocol as p

from .netplay import Client, Player, ServerProcess, seats


def test_a_killed_server_resumes_every_match_and_loses_no_acknowledged_action(server: ServerProcess) -> None:
    async def before() -> tuple[p.Seated, p.Seated, Player, Player]:
        a, b = await Client.open(server.url), await Client.open(server.url)
        sa = await a.ask(p.Create(game="straight_up", seats=seats("person", "person"), seed=3), "seated")
        sb = await b.ask(p.Join(code=sa.table.code, name="Bea"), "seated")
        pa, pb = Player(a, 1), Player(b, 2)
        await asyncio.wait_for(asyncio.gather(pa.play(until_seq=20), pb.play(until_seq=20)), 30)
        a.ws.transport.abort()  # the server is killed next: no goodbye either way
        b.ws.transport.abort()
        return sa, sb, pa, pb

    sa, sb, pa, pb = asyncio.run(before())
    server.kill()  # mid-match, whatever was in flight
    url = server.start()

    async def after() -> tuple[Player, Player]:
        a, b = await Client.open(url), await Client.open(url)
        back_a = await a.ask(p.Resume(code=sa.table.code, seat=0, token=sa.token or ""), "seated")
        back_b = await b.ask(p.Resume(code=sa.table.code, seat=1, token=sb.token or ""), "seated")
        assert (back_a.seat, back_b.seat) == (0, 1)
        qa, qb = Player(a, 3), Player(b, 4)
        await asyncio.wait_for(asyncio.gather(qa.play(), qb.play()), 60)
        await a.close()
        await b.close()
        return qa, qb

    qa, qb = asyncio.run(after())
    assert qa.record is not None
    assert qa.record == qb.record
    record = GameRecord.from_json(qa.record.record)
    assert record.replay(get_game("straight_up")).is_over
    acked = {**pa.acked, **pb.acked}
    assert len(acked) >= 10
    for seq, action in [*acked.items(), *qa.acked.items(), *qb.acked.items()]:
        assert record.actions[seq] == action
    assert qa.acked
    assert qb.acked
    assert not qa.errors
    assert not qb.errors
    assert "table 1 recovered at action" in server.log.read_text()
    assert server.stop() == 0


def test_a_bot_stands_in_for_a_dropped_person_until_they_resume(server: ServerProcess) -> None:
    async def run() -> tuple[Player, Player, Player]:
        a, b = await Client.open(server.url), await Client.open(server.url)
        create = p.Create(game="seven_up", seats=seats("person", "person"), seed=8, seat_wait=0.5)
        sa = await a.ask(create, "seated")
        sb = await b.ask(p.Join(code=sa.table.code, name="Bea"), "seated")
        pa, pb = Player(a, 1), Player(b, 2)
        await asyncio.wait_for(asyncio.gather(pa.play(until_seq=4), pb.play(until_seq=4)), 30)
        await b.close()
        # The table plays on: a bot stands in for seat 1 (the table says so) and makes its moves.
        for _ in range(200):
            await asyncio.wait_for(pa.play(until_seq=pa.updates[-1][0] + 1 if pa.updates else 5), 30)
            standing = [i for i, t in enumerate(pa.tables) if t.seats[1].standing_in]
            if standing and any(actor == 1 for _, actor in pa.updates[-3:]):
                break
        else:
            raise AssertionError("no bot stood in")
        assert not pa.tables[standing[0]].seats[1].connected
        bot_moves = [seq for seq, actor in pa.updates if actor == 1 and seq > 5]
        assert bot_moves
        b2 = await Client.open(server.url)
        back = await b2.ask(p.Resume(code=sa.table.code, seat=1, token=sb.token or ""), "seated")
        assert back.table.seats[1].connected
        assert not back.table.seats[1].standing_in
        pb2 = Player(b2, 5)
        await asyncio.wait_for(asyncio.gather(pa.play(), pb2.play()), 60)
        await a.close()
        await b2.close()
        return pa, pb, pb2

    pa, pb, pb2 = asyncio.run(run())
    assert pa.record is not None
    assert pb2.record == pa.record
    assert pb2.acked, "the person who came back did not play again"
    record = GameRecord.from_json(pa.record.record)
    for player in (pa, pb, pb2):
        for seq, action in player.acked.items():
            assert record.actions[seq] == action
    assert not pa.tables[-1].seats[1].standing_in
    log = server.log.read_text()
    assert "a bot stands in for seat 1" in log
    assert "seat 1 back (the bot stands down)" in log


def test_a_seat_back_after_the_end_gets_the_record_also_after_a_restart(server: ServerProcess) -> None:
    """A person whose connection dropped around the match's last action comes back to a finished
    table: they get its record, from memory, and after a restart from the store; a newcomer's
    join is refused, the match is over."""

    async def play() -> tuple[p.Seated, p.RecordOut]:
        a, b = await Client.open(server.url), await Client.open(server.url)
        sa = await a.ask(p.Create(game="ftw", seats=seats("person", "person"), seed=5), "seated")
        await b.ask(p.Join(code=sa.table.code, name="Bea"), "seated")
        pa, pb = Player(a, 1), Player(b, 2)
        await asyncio.wait_for(asyncio.gather(pa.play(), pb.play()), 60)
        assert pa.record is not None
        await a.close()
        await b.close()
        return sa, pa.record

    async def come_back(url: str, seated: p.Seated) -> p.RecordOut:
        c = await Client.open(url)
        back = await c.ask(p.Resume(code=seated.table.code, seat=0, token=seated.token or ""), "seated")
        assert back.table.over
        record = await c.expect("record")
        late = await Client.open(url)
        refused = await late.ask(p.Join(code=seated.table.code, name="Late"), "error")
        assert refused.code == "no_table"
        await late.close()
        await c.close()
        return p.RecordOut.model_validate(record.model_dump())

    seated, record = asyncio.run(play())
    assert asyncio.run(come_back(server.url, seated)) == record
    server.kill()
    assert asyncio.run(come_back(server.start(), seated)) == record
    assert server.stop() == 0
