"""A move the server cannot store (its disk is full) is not made: its maker gets an error, the
table goes back to its record, and once the disk has room again the same move is made and kept.

The table runs in this process on a real SQLite file whose page limit is lowered to its size, so
the insert fails as on a full disk (``database or disk is full``); the connections are stand-ins
that only keep what the table sends them."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sqlite3
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from cardgames.net import protocol as p
from cardgames.server.hub import Hub, Limits
from cardgames.server.store import Store
from cardgames.server.tables import Table


class Line:
    """A connection as the table sees it: every message it was sent, kept."""

    def __init__(self) -> None:
        self.table: Table | None = None
        self.seat: int | None = None
        self.got: list[Any] = []

    def send(self, message: BaseModel) -> None:
        self.got.append(p.parse_server(message.model_dump_json()))

    def close(self, code: int, reason: str) -> None:
        self.got.append(("closed", code))

    def last(self, kind: type[Any]) -> Any:
        return next(m for m in reversed(self.got) if isinstance(m, kind))


def test_a_move_that_cannot_be_stored_is_not_made_and_the_table_goes_on(tmp_path: Path) -> None:
    async def run() -> None:
        loop = asyncio.get_running_loop()
        store = Store(tmp_path / "server.sqlite3")
        hub = Hub(store, loop, Limits())
        try:
            a, b = Line(), Line()
            seats = [p.SeatSpec(kind="person", name=n) for n in ("Ann", "Bea")]
            hub.create(a, p.Create(game="ftw", seats=seats))
            assert a.table is not None
            table = a.table
            table.join(b, p.Join(code=table.code, name="Bea"))
            rng = random.Random(4)

            def mover() -> Line:
                return a if table.match.state.current_player == 0 else b

            for _ in range(6):  # a few moves, stored as usual
                who = mover()
                seq = len(table.match.state.history)
                table.act(who, p.Act(seq=seq, action=rng.choice(who.last(p.Update | p.Snapshot).legal)))
                await asyncio.sleep(0.01)
                assert who.last(p.Ack).seq == seq
            stored = store.actions(table.id)
            assert len(stored) == 6

            # The disk fills up: moves go on while the last page has room; then one is refused,
            # nobody hears of it, and nothing changed.
            pages = store.db.execute("PRAGMA page_count").fetchone()[0]
            store.db.execute(f"PRAGMA max_page_count = {pages + 1}")
            # What else takes the disk's room: another table's moves, till no page is left.
            pad = store.create_table("PADPADPAD", "ftw", {}, [], 1, 0.0, False, False)
            with contextlib.suppress(sqlite3.OperationalError):
                for n in range(10_000):
                    store.append(pad, n, 0, "pass")
            for _ in range(500):
                who = mover()
                other = b if who is a else a
                seq = len(table.match.state.history)
                stored = store.actions(table.id)
                told = len(other.got)
                legal = who.last(p.Update | p.Snapshot).legal
                move = rng.choice(legal)
                table.act(who, p.Act(id=9, seq=seq, action=move))
                await asyncio.sleep(0.02)
                if any(isinstance(m, p.Error) for m in who.got):
                    break
                assert who.last(p.Ack).seq == seq
            else:
                raise AssertionError("the database never filled up")
            refusal = who.last(p.Error)
            assert (refusal.id, refusal.code) == (9, "server")
            assert not any(isinstance(m, p.Ack) and m.seq == seq for m in who.got)
            assert not any(isinstance(m, p.Update) and m.seq == seq + 1 for m in [*a.got, *b.got])
            assert store.actions(table.id) == stored
            assert len(table.match.state.history) == seq  # read back from the record
            for line in (a, b):  # the table as stored, to each seat
                assert line.last(p.Snapshot).seq == seq
            assert other.got[told:]
            assert all(isinstance(m, p.Snapshot) for m in other.got[told:])
            assert who.last(p.Snapshot).legal == legal

            # Room again: the same move is made and kept, and the match goes on to its end.
            store.db.execute("PRAGMA max_page_count = 1073741823")
            table.act(who, p.Act(id=10, seq=seq, action=move))
            await asyncio.sleep(0.05)
            assert who.last(p.Ack).seq == seq
            assert store.actions(table.id)[seq][1] == move
            for _ in range(2000):
                if table.over:
                    break
                who = mover()
                seq = len(table.match.state.history)
                told = who.last(p.Update | p.Snapshot)
                if told.seq == seq and told.legal:
                    table.act(who, p.Act(seq=seq, action=rng.choice(told.legal)))
                await asyncio.sleep(0.001)
            assert table.over
            record = a.last(p.RecordOut).record
            assert record["actions"] == [text for _, text in store.actions(table.id)]
        finally:
            hub.stop()
            store.close()

    asyncio.run(run())
