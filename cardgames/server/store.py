"""The server's record of every table: SQLite, one file, WAL.

A table's row (code, game, options, seats, seed, its settings, status), a row per seat a person
took (the SHA-256 of its token, never the token) and a row per action. An action's row is
committed before the action is acknowledged or shown to anyone, so a server killed at any moment
loses no acknowledged action (WAL with ``synchronous=NORMAL`` survives a killed process; only a
power cut may lose the last commits). Recovery replays the rows, as a resumed match does.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["SCHEMA_VERSION", "SeatRow", "Store", "StoreError", "TableRow", "token_hash", "token_matches"]

#: The schema's version, kept in ``PRAGMA user_version``.
SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE tables (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seat_wait REAL NOT NULL,
    onlookers INTEGER NOT NULL,
    hints INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('playing', 'over')),
    created REAL NOT NULL,
    finished REAL
);
CREATE TABLE seats (
    table_id INTEGER NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    token TEXT NOT NULL,
    name TEXT NOT NULL,
    taken REAL NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE actions (
    table_id INTEGER NOT NULL REFERENCES tables(id),
    n INTEGER NOT NULL,
    seat INTEGER,
    action TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
);
CREATE INDEX tables_status ON tables(status);
"""


class StoreError(Exception):
    """The database file cannot be used (damaged, another program's, a newer schema)."""


def token_hash(token: str) -> str:
    """The SHA-256 of a seat token, as hex: what the store keeps."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def token_matches(token: str, kept_hash: str) -> bool:
    """True when ``token`` is the one whose hash was kept (compared in constant time)."""
    return hmac.compare_digest(token_hash(token), kept_hash)


@dataclass(frozen=True, slots=True)
class SeatRow:
    """A seat a person took."""

    seat: int
    token_hash: str
    name: str


@dataclass(frozen=True, slots=True)
class TableRow:
    """A table as stored."""

    id: int
    code: str
    game: str
    players: int
    options: dict[str, Any]
    #: Per seat: {"name", "kind" ("person"/"bot"), "level"}.
    seats: list[dict[str, Any]]
    seed: int
    seat_wait: float
    onlookers: bool
    hints: bool
    status: str


class Store:
    """The server's SQLite file (see the module)."""

    def __init__(self, path: Path) -> None:
        if not path.parent.is_dir():
            raise StoreError(f"the folder of the database does not exist: {path.parent}")
        existed = path.exists() and path.stat().st_size > 0
        try:
            self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            self.db.execute("PRAGMA busy_timeout = 1000")
            version = self.db.execute("PRAGMA user_version").fetchone()[0]
            names = {r[0] for r in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        except sqlite3.DatabaseError as exc:
            if "locked" in str(exc):
                raise StoreError(f"{path} is in use by another server; it was left as it is") from None
            raise StoreError(f"{path} is not a database this server can use ({exc})") from None
        if existed and version == 0 and names:
            raise StoreError(f"{path} is another program's database; it was left as it is")
        if version > SCHEMA_VERSION:
            raise StoreError(f"{path} was written by a newer server (schema {version}); it was left as it is")
        if version == SCHEMA_VERSION and not {"tables", "seats", "actions"} <= names:
            raise StoreError(f"{path} is damaged (tables are missing); it was left as it is")
        try:
            # One server per file: the first keeps it locked while it runs (the system drops the
            # lock when the process ends, also when it is killed; nothing stale is left behind).
            self.db.execute("PRAGMA busy_timeout = 0")
            self.db.execute("PRAGMA locking_mode = EXCLUSIVE")
            self.db.execute("BEGIN IMMEDIATE")
            self.db.execute("COMMIT")
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc):
                raise StoreError(f"{path} is in use by another server; it was left as it is") from None
            raise StoreError(f"{path} is not a database this server can use ({exc})") from None
        try:
            self.db.execute("PRAGMA busy_timeout = 5000")
            self.db.execute("PRAGMA journal_mode = WAL")
            self.db.execute("PRAGMA synchronous = NORMAL")
            self.db.execute("PRAGMA foreign_keys = ON")
            if version == 0:
                self.db.executescript("BEGIN;" + _SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};COMMIT;")
            check = self.db.execute("PRAGMA quick_check").fetchone()[0]
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{path} is damaged ({exc}); it was left as it is") from None
        if check != "ok":
            raise StoreError(f"{path} is damaged ({check}); it was left as it is")

    def _tx(self) -> _Transaction:
        return _Transaction(self.db)

    def close(self) -> None:
        """Close the file."""
        self.db.close()

    # ------------------------------------------------------------------ tables

    def code_taken(self, code: str) -> bool:
        """True when a table (playing or over) has the join code ``code``."""
        return self.db.execute("SELECT 1 FROM tables WHERE code = ?", (code,)).fetchone() is not None

    def create_table(
        self,
        code: str,
        game: str,
        options: dict[str, Any],
        seats: list[dict[str, Any]],
        seed: int,
        seat_wait: float,
        onlookers: bool,
        hints: bool,
    ) -> int:
        """Store a new table; its row id."""
        with self._tx():
            cur = self.db.execute(
                "INSERT INTO tables (code, game, players, options, seats, seed, seat_wait, onlookers, hints,"
                " status, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'playing', ?)",
                (
                    code,
                    game,
                    len(seats),
                    json.dumps(options, sort_keys=True),
                    json.dumps(seats),
                    seed,
                    seat_wait,
                    int(onlookers),
                    int(hints),
                    time.time(),
                ),
            )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def table(self, code: str) -> TableRow | None:
        """The table with the join code ``code``, or None."""
        row = self.db.execute("SELECT * FROM tables WHERE code = ?", (code,)).fetchone()
        return None if row is None else _table_row(row)

    def playing(self) -> list[TableRow]:
        """Every table whose match goes on."""
        rows = self.db.execute("SELECT * FROM tables WHERE status = 'playing' ORDER BY id").fetchall()
        return [_table_row(r) for r in rows]

    def finish(self, table_id: int) -> None:
        """The table's match is over."""
        with self._tx():
            self.db.execute(
                "UPDATE tables SET status = 'over', finished = ? WHERE id = ?", (time.time(), table_id)
            )

    # ------------------------------------------------------------------ seats

    def take_seat(self, table_id: int, seat: int, token_hash: str, name: str) -> None:
        """A person took ``seat`` (replacing whoever held it before)."""
        with self._tx():
            self.db.execute(
                "INSERT OR REPLACE INTO seats (table_id, seat, token, name, taken) VALUES (?, ?, ?, ?, ?)",
                (table_id, seat, token_hash, name, time.time()),
            )

    def seats(self, table_id: int) -> list[SeatRow]:
        """The seats persons took at the table."""
        rows = self.db.execute(
            "SELECT seat, token, name FROM seats WHERE table_id = ? ORDER BY seat", (table_id,)
        ).fetchall()
        return [SeatRow(int(s), str(t), str(n)) for s, t, n in rows]

    # ------------------------------------------------------------------ actions

    def append(self, table_id: int, n: int, seat: int | None, action: str) -> None:
        """The ``n``-th action (from 0) of the table, committed when this returns."""
        with self._tx():
            self.db.execute(
                "INSERT INTO actions (table_id, n, seat, action) VALUES (?, ?, ?, ?)",
                (table_id, n, seat, action),
            )

    def actions(self, table_id: int) -> list[tuple[int | None, str]]:
        """The table's actions in order: (seat, text)."""
        rows = self.db.execute(
            "SELECT seat, action FROM actions WHERE table_id = ? ORDER BY n", (table_id,)
        ).fetchall()
        return [(None if s is None else int(s), str(a)) for s, a in rows]

    def truncate(self, table_id: int, keep: int) -> None:
        """Take back every action after the first ``keep`` (an undo), in one transaction."""
        with self._tx():
            self.db.execute("DELETE FROM actions WHERE table_id = ? AND n >= ?", (table_id, keep))


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT (ROLLBACK on an exception)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        if not self.db.in_transaction:
            self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, value: object, tb: object) -> None:
        if not self.db.in_transaction:
            return
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")


def _table_row(row: tuple[Any, ...]) -> TableRow:
    (tid, code, game, players, options, seats, seed, seat_wait, onlookers, hints, status, _c, _f) = row
    return TableRow(
        id=int(tid),
        code=str(code),
        game=str(game),
        players=int(players),
        options=json.loads(options),
        seats=json.loads(seats),
        seed=int(seed),
        seat_wait=float(seat_wait),
        onlookers=bool(onlookers),
        hints=bool(hints),
        status=str(status),
    )
