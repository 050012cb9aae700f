"""The server under test as a real process on 127.0.0.1, and a plain test client that speaks the
protocol's models over a real WebSocket connection. Every wait is bounded."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import time
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

    def kill(self) -> None:
        """SIGKILL: no goodbye."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(WAIT)

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


class Client:
    """One connection: sends models (or raw text/bytes), reads server messages."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.seen: list[p.ServerMessage] = []

    @classmethod
    async def open(cls, url: str, hello: bool = True) -> Client:
        ws = await connect(url, open_timeout=WAIT, max_size=2**22)
        client = cls(ws)
        if hello:
            await client.send(p.Hello(protocol=p.PROTOCOL, client="tests"))
            await client.expect("welcome")
        return client

    async def send(self, msg: BaseModel | str | bytes) -> None:
        await self.ws.send(msg.model_dump_json() if isinstance(msg, BaseModel) else msg)

    async def recv(self, timeout: float = WAIT) -> Any:
        message = p.parse_server(await asyncio.wait_for(self.ws.recv(), timeout))
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

    def consider(self, m: Any) -> str | None:
        """The action to send for message ``m``, if it offers a turn not yet played."""
        if m.type in ("state", "update") and m.legal and m.seq not in self.sent:
            action: str = self.rng.choice(m.legal)
            self.sent[m.seq] = action
            return action
        return None

    async def play(self, until_seq: int | None = None, limit: int = 20_000) -> None:
        """Play until the match's record comes (or, with ``until_seq``, once that many actions stand)."""
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
            if action is not None:
                await self.client.send(p.Act(seq=m.seq, action=action))
            if until_seq is not None and m.type in ("state", "update") and m.seq >= until_seq:
                return
        raise AssertionError("the match did not end within the message limit")
