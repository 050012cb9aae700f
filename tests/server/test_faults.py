"""Faults: the server killed mid-match and started again on its database; a person's connection
dropped, a bot standing in after the table's wait, the person back with their token."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardgames.engine import GameRecord
from cardgames.games import get_game
from cardgames.net import protocol as p

from .netplay import ROOT, WAIT, Client, Player, ServerProcess, seats


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


def test_a_server_killed_twice_while_a_bot_thinks_loses_no_acknowledged_action(
    server: ServerProcess,
) -> None:
    """Seven-up's normal bot thinks longest; the server is killed just as it is the bot's turn."""
    bot = 1

    def bots_turn_after(seq: int) -> Callable[[Any], bool]:
        def check(m: Any) -> bool:
            return bool(m.type == "update" and m.seq >= seq and m.view["current_player"] == bot)

        return check

    async def play(
        url: str, sa: p.Seated | None, until: Callable[[Any], bool] | None, seed: int
    ) -> tuple[p.Seated, Player]:
        a = await Client.open(url)
        if sa is None:
            create = p.Create(game="seven_up", seats=seats("person", "normal"), seed=12)
            sa = await a.ask(create, "seated")
        else:
            back = await a.ask(p.Resume(code=sa.table.code, seat=0, token=sa.token or ""), "seated")
            assert back.seat == 0
        player = Player(a, seed)
        await asyncio.wait_for(player.play(until=until), 60)
        a.ws.transport.abort()
        return sa, player

    sa, first = asyncio.run(play(server.url, None, bots_turn_after(6), 1))
    assert server.kill() == []  # its bot worker ended with it
    server.start()
    _, second = asyncio.run(play(server.url, sa, bots_turn_after(len(first.sent) * 2 + 8), 2))
    assert server.kill() == []
    server.start()
    _, third = asyncio.run(play(server.url, sa, None, 3))
    assert third.record is not None
    record = GameRecord.from_json(third.record.record)
    final = record.replay(get_game("seven_up"))
    assert final.is_over
    assert bot in {seat for seat, _ in final.history.moves()}
    for player in (first, second, third):
        assert player.acked, "the person did not play between the kills"
        assert player.errors == []
        for seq, action in player.acked.items():
            assert record.actions[seq] == action
    assert max(first.acked) < min(second.acked) <= max(second.acked) < min(third.acked)
    assert server.log.read_text().count("table 1 recovered at action") == 2
    assert server.stop() == 0


#: One seat played by a process of its own: joins (or resumes with the token kept in a file),
#: plays seeded random legal moves, prints "seated", "ack SEQ ACTION" and, at the end, the record.
SEAT_PROCESS = """
import asyncio, json, os, random, sys
from websockets.asyncio.client import connect
from cardgames.net import protocol as p

async def main(url, code, seat, token_file, mode, seed):
    async with connect(url, open_timeout=20) as ws:
        async def send(m):
            await ws.send(m.model_dump_json())
        await send(p.Hello(protocol=p.PROTOCOL))
        if mode == "join":
            await send(p.Join(code=code, name="Proc", seat=seat))
        else:
            with open(token_file) as f:
                await send(p.Resume(code=code, seat=seat, token=f.read()))
        rng, sent = random.Random(seed), {}
        for _ in range(20000):
            m = p.parse_server(await asyncio.wait_for(ws.recv(), 30))
            if m.type == "seated":
                if m.token:
                    with open(token_file + ".new", "w") as f:
                        f.write(m.token)
                    os.replace(token_file + ".new", token_file)
                print("seated", flush=True)
            elif m.type == "error":
                print("error", m.code, flush=True)
            elif m.type == "ack":
                print("ack", m.seq, sent[m.seq], flush=True)
            elif m.type == "record":
                print("record", json.dumps(m.record), flush=True)
                return
            if m.type in ("state", "update") and m.legal and m.seq not in sent:
                sent[m.seq] = rng.choice(m.legal)
                await send(p.Act(seq=m.seq, action=sent[m.seq]))

asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], int(sys.argv[6])))
"""


class SeatProcess:
    """A seat's client as a real process (see ``SEAT_PROCESS``), its lines read as they come."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self.lines: list[str] = []

    @classmethod
    async def start(
        cls, url: str, code: str, seat: int, token_file: Path, mode: str, seed: int
    ) -> SeatProcess:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        args = [url, code, str(seat), str(token_file), mode, str(seed)]
        with Path(f"{token_file}.{mode}.err").open("w") as err:
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-c", SEAT_PROCESS, *args, stdout=asyncio.subprocess.PIPE, stderr=err, env=env
            )
        return cls(proc)

    async def read_until(self, test: Callable[[list[str]], bool]) -> None:
        """Read its lines until ``test`` holds of them (bounded)."""
        assert self.proc.stdout is not None
        for _ in range(5000):
            if test(self.lines):
                return
            line = await asyncio.wait_for(self.proc.stdout.readline(), WAIT)
            assert line, f"the seat's process ended: {self.lines[-3:]}"
            self.lines.append(line.decode().strip())
        raise AssertionError("the seat's process never got there")

    def acked(self) -> dict[int, str]:
        return {int(w[1]): w[2] for w in (ln.split(" ", 2) for ln in self.lines) if w[0] == "ack"}

    async def kill(self) -> None:
        if self.proc.returncode is None:
            self.proc.kill()
        await asyncio.wait_for(self.proc.wait(), WAIT)


def test_a_killed_client_process_is_stood_in_for_and_its_next_process_plays_on(
    server: ServerProcess, tmp_path: Path
) -> None:
    token_file = tmp_path / "token"

    async def run() -> tuple[Player, SeatProcess, SeatProcess, int]:
        a = await Client.open(server.url)
        create = p.Create(game="straight_up", seats=seats("person", "person"), seed=31, seat_wait=0.5)
        sa = await a.ask(create, "seated")
        pa = Player(a, 1)
        first = await SeatProcess.start(server.url, sa.table.code, 1, token_file, "join", 2)
        second: SeatProcess | None = None
        playing = asyncio.create_task(pa.play())
        try:
            await first.read_until(lambda lines: sum(ln.startswith("ack") for ln in lines) >= 4)
            await first.kill()  # SIGKILL: no goodbye
            killed_at = len(pa.updates)
            # The person waits once the bot has moved, so the match lasts until the seat's next
            # process is back.
            pa.hold_when = lambda m: m.type == "update" and m.actor == 1
            # After the seat's wait a bot stands in (the table says so) and plays the seat.
            for _ in range(400):
                if any(t.seats[1].standing_in for t in pa.tables) and any(
                    actor == 1 for _, actor in pa.updates[killed_at:]
                ):
                    break
                assert not playing.done(), "the match ended before the bot stood in"
                await asyncio.sleep(0.05)
            else:
                raise AssertionError("no bot stood in for the killed client")
            standing = next(t for t in pa.tables if t.seats[1].standing_in)
            assert not standing.seats[1].connected
            second = await SeatProcess.start(server.url, sa.table.code, 1, token_file, "resume", 3)
            await second.read_until(lambda lines: "seated" in lines)
            pa.hold_when = None
            pa.go.set()
            await second.read_until(lambda lines: any(ln.startswith("record") for ln in lines))
            await asyncio.wait_for(playing, WAIT)
        finally:
            playing.cancel()
            for proc in (first, second):
                if proc is not None:
                    await proc.kill()
        await a.close()
        return pa, first, second, killed_at

    pa, first, second, killed_at = asyncio.run(run())
    assert pa.record is not None
    record_line = next(ln for ln in second.lines if ln.startswith("record"))
    assert json.loads(record_line.split(" ", 1)[1]) == pa.record.record
    record = GameRecord.from_json(pa.record.record)
    assert record.replay(get_game("straight_up")).is_over
    assert "seated" in second.lines
    assert not any(ln.startswith("error") for ln in [*first.lines, *second.lines])
    assert second.acked(), "the returning process did not play"
    for seq, action in [*first.acked().items(), *second.acked().items(), *pa.acked.items()]:
        assert record.actions[seq] == action
    # The bot's moves lie between the two processes' own.
    bot_moves = [seq for seq, actor in pa.updates[killed_at:] if actor == 1]
    assert max(first.acked()) < min(bot_moves) < min(second.acked())
    assert not pa.tables[-1].seats[1].standing_in


def test_a_wrong_token_an_expired_code_and_a_full_table_are_refused(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path / "server.sqlite3", "--forget-after", "0.3")
    server.start()
    try:
        asyncio.run(_refusals(server))
    finally:
        assert server.stop() == 0


async def _refusals(server: ServerProcess) -> None:
    a, b = await Client.open(server.url), await Client.open(server.url)
    create = p.Create(game="seven_up", seats=seats("person", "person"), seed=4)
    sa = await a.ask(create, "seated")
    sb = await b.ask(p.Join(code=sa.table.code, name="Bea"), "seated")
    c = await Client.open(server.url)
    full = await c.ask(p.Join(code=sa.table.code, name="Cy"), "error")
    assert (full.code, full.reason["key"]) == ("full", "server.full")
    for seat, token in [(0, sb.token or ""), (1, sa.token or ""), (0, "A" * 22), (1, "")]:
        wrong = await c.ask(p.Resume(code=sa.table.code, seat=seat, token=token), "error")
        assert (wrong.code, wrong.reason["key"]) == ("bad_token", "server.bad_token")
    # The match ends; its table leaves memory after --forget-after; its code is refused as over to a
    # newcomer and an onlooker (a seat's token still brings back its record: see the next test).
    pa, pb = Player(a, 1), Player(b, 2)
    await asyncio.wait_for(asyncio.gather(pa.play(), pb.play()), 60)
    for _ in range(200):
        if "table 1 left memory" in server.log.read_text():
            break
        await asyncio.sleep(0.05)
    else:
        raise AssertionError("the finished table never left memory")
    for ask in (
        p.Join(code=sa.table.code, name="Cy"),
        p.Watch(code=sa.table.code),
    ):
        gone = await c.ask(ask, "error")
        assert (gone.code, gone.reason["params"]) == ("no_table", {"why": "over"}), ask
    unknown = await c.ask(p.Join(code="ABCABCABC", name="Cy"), "error")
    assert (unknown.code, unknown.reason["params"]) == ("no_table", {"why": "unknown"})
    for client in (a, b, c):
        await client.close()
