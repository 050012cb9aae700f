"""Every table of the server: made, found by code, recovered from the store, forgotten when done;
and the worker processes that think for bots and hints.

A table leaves memory 10 minutes (``--forget-after``) after its match is over (its code then
answers ``no_table``, reason: over) or after an hour with nobody at it and no move; a playing
table's code brings it back from its record when asked for again. A table is named in the log by
its row id, never by its code.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import random
import secrets
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from ..engine import AnyState
from ..games import GAMES
from ..net import protocol as p
from . import workers
from .seating import Peer, plain_text, refusal
from .store import Store, TableRow
from .tables import Table

__all__ = ["Hub", "Limits"]

log = logging.getLogger("cardgames.server")

#: Seconds an over table stays in memory; seconds a table nobody is at stays.
OVER_KEPT = 600.0
IDLE_KEPT = 3600.0


@dataclass(frozen=True, slots=True)
class Limits:
    """What the server allows."""

    max_tables: int = 2000
    max_connections: int = 5000
    test_seeds: bool = False
    #: Seconds an over table stays in memory.
    over_kept: float = OVER_KEPT


class Hub:
    """The server's tables (see the module)."""

    def __init__(
        self, store: Store, loop: asyncio.AbstractEventLoop, limits: Limits, bot_workers: int = 1
    ) -> None:
        self.store = store
        self.loop = loop
        self.limits = limits
        self.tables: dict[str, Table] = {}
        # A fork server starts workers quickly; a frozen app (the bundle, whose launcher calls
        # freeze_support) starts them by running itself again, which spawn does.
        frozen = getattr(sys, "frozen", False)
        forkserver = "forkserver" in multiprocessing.get_all_start_methods() and not frozen
        method = "forkserver" if forkserver else "spawn"
        self.pool = ProcessPoolExecutor(
            max(1, bot_workers),
            mp_context=multiprocessing.get_context(method),
            initializer=workers.watch_server,
        )
        self._sweeper: asyncio.TimerHandle | None = None

    # ------------------------------------------------------------------ workers

    async def decide(
        self, game_id: str, level: str, state: AnyState, rng: random.Random
    ) -> tuple[str, str | None]:
        """A bot's move in a worker process: (its text, what went wrong or None)."""
        return await self.loop.run_in_executor(self.pool, workers.decide, game_id, level, state, rng)

    async def hint(self, game_id: str, sample: AnyState, rng: random.Random) -> str:
        """The normal bot's choice in a determinized ``sample``, in a worker process."""
        return await self.loop.run_in_executor(self.pool, workers.hint, game_id, sample, rng)

    def warm(self) -> None:
        """Start the worker processes now (they import the games while the server waits)."""
        self.pool.submit(workers.warm)

    # ------------------------------------------------------------------ tables

    def start(self) -> None:
        """Recover every table whose match goes on, then sweep now and then."""
        for row in self.store.playing():
            self._recover(row)
        self._sweeper = self.loop.call_later(60.0, self._sweep)

    def stop(self) -> None:
        """Nothing runs on: every table stops, the workers end."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        for table in self.tables.values():
            table.stop()
        self.tables.clear()
        self.pool.shutdown(wait=True, cancel_futures=True)

    def _recover(self, row: TableRow) -> Table | None:
        try:
            game = GAMES[row.game]
            history = [game.parse_action(text) for _, text in self.store.actions(row.id)]
            table = Table(self, row, self.store.seats(row.id), history)
        except Exception as exc:  # one damaged record must not stop the server
            log.error("table %d could not be recovered (%s)", row.id, type(exc).__name__)
            return None
        self.tables[row.code] = table
        for seat in sorted(table.tokens):
            table.dropped(seat)
        log.info("table %d recovered at action %d", row.id, len(table.match.state.history))
        return table

    def find(self, code: str, peer: Peer, id: int | None, over_too: bool = False) -> Table | None:
        """The table with the join code as typed, or None (the refusal sent). ``over_too``: a
        table whose match is over is found as well (a seat coming back gets its record), from
        memory or, once it left memory, from its record in the store (it finds its end again and
        leaves memory as any finished table)."""
        canonical = p.normalize_code(code)
        table = self.tables.get(canonical) if canonical is not None else None
        if table is not None and (over_too or not table.over):
            return table
        row = self.store.table(canonical) if canonical is not None else None
        if row is None or (row.status == "over" and not over_too) or (table is not None and table.over):
            if row is not None:
                peer.send(refusal("no_table", "That table's match is over.", id, why="over"))
            else:
                peer.send(refusal("no_table", "There is no table with that code.", id, why="unknown"))
            return None
        return self._recover(row)

    def create(self, peer: Peer, msg: p.Create) -> None:
        """``create``: a new table, dealt at once; the creator sits at ``sit`` (or watches)."""
        if len(self.tables) >= self.limits.max_tables:
            peer.send(refusal("limit", "The server holds as many tables as it can.", msg.id))
            return
        game = GAMES.get(msg.game) if msg.game in GAMES else None
        problem = None
        if game is None:
            problem = "There is no game {game!r} here."
        elif not game.min_players <= len(msg.seats) <= game.max_players:
            problem = "That game is for other numbers of players."
        elif msg.sit is not None and (msg.sit >= len(msg.seats) or msg.seats[msg.sit].kind != "person"):
            problem = "The creator's seat must be a person's seat."
        elif any(
            s.kind == "bot" and s.level not in ("random", *game.bot_levels(), "hard") for s in msg.seats
        ):
            problem = "That game has no such bot level."
        options: dict[str, object] = {}
        if game is not None and problem is None:
            try:
                options = game.make_options(msg.options).model_dump(mode="json")
            except ValueError:
                problem = "Those options do not suit that game."
        if game is None or problem is not None:
            peer.send(refusal("game", problem or "", msg.id, game=msg.game))
            return
        seed = msg.seed if (self.limits.test_seeds and msg.seed is not None) else secrets.randbits(63)
        seats = [
            {"name": plain_text(s.name) or f"Player {i + 1}", "kind": s.kind, "level": s.level}
            for i, s in enumerate(msg.seats)
        ]
        code = p.new_code()
        while code in self.tables or self.store.code_taken(code):
            code = p.new_code()
        table_id = self.store.create_table(
            code, game.id, options, seats, seed, msg.seat_wait, msg.onlookers, msg.hints
        )
        row = self.store.table(code)
        assert row is not None
        table = Table(self, row, [], [])
        self.tables[code] = table
        log.info("table %d created (%s, %d seats)", table_id, game.id, len(seats))
        if msg.sit is not None:
            table.sit(peer, msg.sit, seats[msg.sit]["name"], msg.id)
        else:
            table.watch(peer, msg.id, invited=True)

    def forget_later(self, table: Table) -> None:
        """The table's match is over: it leaves memory after a while."""
        self.loop.call_later(self.limits.over_kept, self._forget, table)

    def _forget(self, table: Table) -> None:
        if self.tables.get(table.code) is table:
            del self.tables[table.code]
            table.stop()
            for peer in table.everyone():
                peer.table, peer.seat = None, None
            log.info("table %d left memory", table.id)

    def _sweep(self) -> None:
        now = self.loop.time()
        for table in list(self.tables.values()):
            if not table.everyone() and now - table.left_at > IDLE_KEPT:
                self._forget(table)
        self._sweeper = self.loop.call_later(60.0, self._sweep)
