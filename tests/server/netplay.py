"""The server under test as a real process on 127.0.0.1, and a plain test client that speaks the
protocol's models over a real WebSocket connection. Every wait is bounded."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from websockets.asyncio.client import ClientConnection, connect

from cardgames.net import protocol as p

ROOT = Path(__file__).resolve().parents[2]
#: How long any single wait for the server may take (s): generous, the machine is shared.
WAIT = 20.0


class ServerProcess:
    """``python -m cardgames.server --port 0 --db DB --test-seeds`` as a child process."""

    def __init__(self, db: Path, *extra: str) -> None:
        self.db = db
        self.extra = extra
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""
        self.log = db.with_suffix(".log")

    def start(self) -> str:
        """Start it and read the port from its one line; the URL."""
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
        cmd = [sys.executable, "-m", "cardgames.server", "--port", "0", "--db", str(self.db), "--test-seeds"]
        with self.log.open("a") as err:
            self.proc = subprocess.Popen(
                [*cmd, *self.extra], stdout=subprocess.PIPE, stderr=err, text=True, env=env, cwd=ROOT
            )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()  # the server prints it at once, or exits
        prefix = "cardgames-server listening on "
        assert line.startswith(prefix), f"the server said {line!r}; its log: {self.log.read_text()[-2000:]}"
        self.url = line[len(prefix) :].strip()
        return self.url

    def kill(self) -> list[int]:
        """SIGKILL: no goodbye. The processes the server had started that still live 10 s later
        (none, when its workers end with it); those are then killed too, so none is left behind."""
        assert self.proc is not None
        children = descendants(self.proc.pid)
        assert children, "the server has no worker processes"
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(WAIT)
        deadline = time.monotonic() + 10.0
        alive = [pid for pid in children if _alive(pid)]
        while alive and time.monotonic() < deadline:
            time.sleep(0.05)
            alive = [pid for pid in alive if _alive(pid)]
        for pid in alive:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        return alive

    def stop(self) -> int:
        """SIGTERM (SIGKILL after a while); the exit code."""
        assert self.proc is not None
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(WAIT)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(WAIT)
        assert self.proc.stdout is not None
        self.proc.stdout.close()
        return self.proc.returncode


def descendants(pid: int) -> list[int]:
    """The processes below ``pid`` (children, their children...), from /proc."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = (entry / "stat").read_text()
                parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, todo = [], [pid]
    while todo:
        above = todo.pop()
        below = [child for child, parent in parents.items() if parent == above]
        found.extend(below)
        todo.extend(below)
    return found


def _alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie counts as gone)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class Client:
    """One connection: sends models (or raw text/bytes), reads server messages."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.seen: list[p.ServerMessage] = []
        #: Every message's JSON text as it came, when ``keep_raw`` (a spy's record).
        self.keep_raw = False
        self.raw: list[str] = []

    @classmethod
    async def open(cls, url: str, hello: bool = True, raw: bool = False, **options: Any) -> Client:
        # No cap on unread messages: a client that stops reading can still close at once.
        ws = await connect(url, open_timeout=WAIT, max_size=2**22, max_queue=None, **options)
        client = cls(ws)
        client.keep_raw = raw
        if hello:
            await client.send(p.Hello(protocol=p.PROTOCOL, client="tests"))
            await client.expect("welcome")
        return client

    async def send(self, msg: BaseModel | str | bytes) -> None:
        await self.ws.send(msg.model_dump_json() if isinstance(msg, BaseModel) else msg)

    async def recv(self, timeout: float = WAIT) -> Any:
        text = await asyncio.wait_for(self.ws.recv(), timeout)
        if self.keep_raw:
            self.raw.append(text if isinstance(text, str) else text.decode())
        message = p.parse_server(text)
        self.seen.append(message)
        return message

    async def expect(self, kind: str, timeout: float = WAIT, skip: int = 5000) -> Any:
        """The next message of ``kind``, skipping up to ``skip`` others (updates, table changes)."""
        deadline = time.monotonic() + timeout
        for _ in range(skip + 1):
            message = await self.recv(max(0.01, deadline - time.monotonic()))
            if message.type == kind:
                return message
        raise AssertionError(f"no {kind} message among {skip} others")

    async def ask(self, msg: BaseModel, kind: str) -> Any:
        await self.send(msg)
        return await self.expect(kind)

    async def close(self) -> None:
        await self.ws.close()


async def open_table(
    url: str, game_id: str, kinds: list[str], seed: int, raw: bool = False, **create: Any
) -> tuple[list[Client], list[p.Seated]]:
    """A new table of ``kinds`` (see :func:`seats`), its first person's seat taken by its creator
    and every other person's seat joined by a connection of its own; (clients, seated), by seat.
    ``raw``: the clients keep every message's text."""
    persons = [i for i, k in enumerate(kinds) if k == "person"]
    first = await Client.open(url, raw=raw)
    made = p.Create(game=game_id, seats=seats(*kinds), seed=seed, sit=persons[0], **create)
    sa: p.Seated = await first.ask(made, "seated")
    clients, seated = [first], [sa]
    for seat in persons[1:]:
        client = await Client.open(url, raw=raw)
        joined = await client.ask(p.Join(code=sa.table.code, name=f"P{seat}", seat=seat), "seated")
        assert joined.seat == seat
        clients.append(client)
        seated.append(joined)
    return clients, seated


def seats(*kinds: str) -> list[p.SeatSpec]:
    """Seat specs: ``"person"`` or a bot level (``"easy"``...)."""
    return [
        p.SeatSpec(kind="person", name=f"P{i}")
        if k == "person"
        else p.SeatSpec(kind="bot", name=f"B{i}", level=k)
        for i, k in enumerate(kinds)
    ]


class Player:
    """A person at a seat choosing a seeded random legal move whenever the server offers some;
    keeps every action it had acknowledged."""

    def __init__(self, client: Client, seed: int) -> None:
        self.client = client
        self.rng = random.Random(seed)
        self.acked: dict[int, str] = {}
        self.sent: dict[int, str] = {}
        self.record: p.RecordOut | None = None
        self.errors: list[p.Error] = []
        self.tables: list[p.TableInfo] = []
        #: (seq, actor) of every update heard.
        self.updates: list[tuple[int, int | None]] = []
        #: Cleared: the person waits before their next move (set again to go on).
        self.go = asyncio.Event()
        self.go.set()
        #: A message this is true of clears ``go``.
        self.hold_when: Callable[[Any], bool] | None = None

    def consider(self, m: Any) -> str | None:
        """The action to send for message ``m``, if it offers a turn not yet played."""
        if m.type in ("state", "update") and m.legal and m.seq not in self.sent:
            action: str = self.rng.choice(m.legal)
            self.sent[m.seq] = action
            return action
        return None

    async def play(
        self, until_seq: int | None = None, limit: int = 20_000, until: Callable[[Any], bool] | None = None
    ) -> None:
        """Play until the match's record comes (or, with ``until_seq``, once that many actions stand;
        with ``until``, after the first message it is true of)."""
        for _ in range(limit):
            m = await self.client.recv()
            if m.type == "record":
                self.record = m
                return
            if m.type == "ack":
                self.acked[m.seq] = self.sent[m.seq]
            elif m.type == "error":
                self.errors.append(m)
            elif m.type == "table":
                self.tables.append(m.table)
            elif m.type == "update":
                self.updates.append((m.seq, m.actor))
            action = self.consider(m)
            if self.hold_when is not None and self.hold_when(m):
                self.go.clear()
            if action is not None:
                await asyncio.wait_for(self.go.wait(), 3 * WAIT)
                await self.client.send(p.Act(seq=m.seq, action=action))
            if until_seq is not None and m.type in ("state", "update") and m.seq >= until_seq:
                return
            if until is not None and until(m):
                return
        raise AssertionError("the match did not end within the message limit")
