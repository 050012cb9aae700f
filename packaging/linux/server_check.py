"""Check that a built app hosts online tables: ``server_check.py APP [ARGS...]`` starts
``APP ARGS... --serve --port 0 --db TMP`` (the way the app starts its own server for a hosted
table), reads the port from its one line, plays a whole FTW?! match on 127.0.0.1 against a bot of
that server (which thinks in the server's worker process: a frozen app starts it by running itself
again), stops the server with SIGTERM and checks that it ended cleanly and left no process behind.
Prints one line of figures; exit status 1 with a reason on stderr when something is wrong."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from cardgames.net import protocol as p
from cardgames.net.client import SeatClient


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid``, and theirs (from /proc)."""
    found: list[int] = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found += [int(entry.name), *_children(int(entry.name))]
    return found


async def _play(url: str) -> tuple[int, int]:
    seats = [p.SeatSpec(kind="person", name="Check"), p.SeatSpec(kind="bot", name="Bot", level="easy")]
    client = await SeatClient.create(url, "ftw", seats)
    rng = random.Random(7)
    mine = 0
    try:
        async with asyncio.timeout(120):
            while client.record is None:
                if client.legal:
                    answer = await client.act(rng.choice(client.legal))
                    if isinstance(answer, p.Error):
                        raise SystemExit(f"server_check: a move was refused: {answer.reason}")
                    mine += 1
                    continue
                await client.next(timeout=60)
    finally:
        await client.close()
    actions = len(client.record.record["actions"])
    return mine, actions


def main() -> int:
    command = sys.argv[1:]
    if not command:
        print("usage: server_check.py APP [ARGS...]", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as scratch:
        started = time.monotonic()
        server = subprocess.Popen(
            [*command, "--serve", "--port", "0", "--db", os.path.join(scratch, "server.sqlite3")],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        try:
            assert server.stdout is not None
            line = server.stdout.readline().strip()
            if not line.startswith("cardgames-server listening on ws://"):
                print(f"server_check: the server said {line!r}, not where it listens", file=sys.stderr)
                return 1
            up = time.monotonic() - started
            url = "ws://127.0.0.1:" + line.rsplit(":", 1)[1]
            mine, actions = asyncio.run(_play(url))
            if actions <= mine:
                print("server_check: the server's bot never moved", file=sys.stderr)
                return 1
            workers = _children(server.pid)
            server.send_signal(signal.SIGTERM)
            code = server.wait(30)
        finally:
            if server.poll() is None:
                server.kill()
                server.wait()
        if code != 0:
            print(f"server_check: the server ended with exit status {code} at SIGTERM", file=sys.stderr)
            return 1
        for _ in range(50):  # the pool's helpers end once the server is gone
            left = [pid for pid in workers if Path(f"/proc/{pid}").exists()]
            if not left:
                break
            time.sleep(0.1)
        if left:
            print(f"server_check: processes of the server outlived it: {left}", file=sys.stderr)
            return 1
        print(
            f"server_check: listening after {up:.1f} s; a whole FTW?! match of {actions} actions "
            f"({actions - mine} by the server's bot, {len(workers)} worker processes); stopped cleanly"
        )
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
