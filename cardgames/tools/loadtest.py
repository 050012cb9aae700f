"""Hold many tables on a server at once and measure what it costs: the load test.

    python -m cardgames.tools.loadtest --server ws://127.0.0.1:8765 --tables 100 \\
        --game seven_up --players 4 --pace 2.0 --duration 60 --server-pid 4242

Every table's seats are persons, each one a client with its own connection (as
``cardgames.tools.netbots``); the tables start over the first ``--ramp`` seconds (10 by default)
and are then measured for ``--duration`` seconds. A seat to act waits a random time (exponential,
mean ``--pace`` seconds: one action per table every ``pace`` seconds on average, a brisk human
pace) and then plays one of its legal actions at random; ``--pace 0`` plays as fast as the
answers come, which measures the most actions per second the server relays. A table whose match
ends is replaced by a new one.

What is measured, and printed at the end:

- actions/s: actions acknowledged by the server in the measured window, per second;
- latency: from an ``act`` sent to the ``update`` showing it received on the same connection
  (arrival time, taken by the connection's reader, so the choosing and the pacing are not in it),
  as p50, p99 and max in milliseconds;
- errors: actions refused, errors sent unasked, tables that failed;
- the server's resident memory (VmRSS, and its peak VmHWM, from /proc/PID/status), with
  ``--server-pid`` or found from the port when the server runs on this machine as this user.

The clients cost time too: with many tables, ``--procs K`` spreads them over K processes so that
the client side is not what is measured. Everything is bounded: the run ends after ramp plus
duration (and a few seconds to close).
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import random
import resource
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ..ai.cli import Parser
from ..games import GAMES
from ..net.client import ClientError, SeatClient
from ..net.protocol import Ack, Error, RecordOut, SeatSpec, ServerMessage, Snapshot, Update

__all__ = ["Figures", "find_server_pid", "main", "memory_of", "percentile", "run"]


@dataclass(slots=True)
class Figures:
    """What one process of clients measured (the parts add up over processes)."""

    actions: int = 0
    latencies_ms: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    matches: int = 0
    tables: int = 0
    seconds: float = 0.0

    def merge(self, other: Figures) -> None:
        self.actions += other.actions
        self.latencies_ms += other.latencies_ms
        self.errors += other.errors
        self.matches += other.matches
        self.tables += other.tables
        self.seconds = max(self.seconds, other.seconds)


def percentile(values: Sequence[float], p: float) -> float:
    """The ``p``-th percentile (0..100) by the nearest rank; NaN when there are no values."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


class _Window:
    """The measured window: from the end of the ramp to its end plus the duration."""

    def __init__(self, start: float, end: float) -> None:
        self.start = start
        self.end = end

    def holds(self, t: float) -> bool:
        return self.start <= t < self.end


async def _seat(
    client: SeatClient,
    arrived: dict[int, float],
    rng: random.Random,
    pace: float,
    window: _Window,
    figures: Figures,
) -> None:
    """Play one seat until the match ends, timing each action to the update that shows it."""
    sent_at: float | None = None
    sent_seq = -1
    while True:
        msg = await client.next()
        if isinstance(msg, RecordOut):
            return
        if isinstance(msg, Error):
            figures.errors.append(f"unasked error {msg.code}")
            continue
        if isinstance(msg, Update) and sent_at is not None and msg.seq > sent_seq:
            t = arrived.pop(msg.seq, time.perf_counter())
            if window.holds(sent_at):
                figures.latencies_ms.append((t - sent_at) * 1000)
            sent_at = None
        elif isinstance(msg, Snapshot):
            sent_at = None  # came back after a drop: the update timed may never come
        if not client.legal or client.pending():
            continue
        if pace > 0:
            await asyncio.sleep(rng.expovariate(1 / pace))
        seq = client.seq
        action = rng.choice(client.legal)
        arrived.clear()
        started = time.perf_counter()
        reply = await client.act(action)
        if isinstance(reply, Ack):
            sent_at, sent_seq = started, reply.seq
            if window.holds(started):
                figures.actions += 1
        else:
            figures.errors.append(f"{action!r} at {seq} refused: {reply.code}")


async def _table(
    url: str,
    game: str,
    players: int,
    rng: random.Random,
    pace: float,
    window: _Window,
    figures: Figures,
) -> None:
    """Keep one table playing until the window ends: a finished match makes way for a new one."""
    while time.perf_counter() < window.end:
        clients: list[SeatClient] = []
        try:
            arrivals = [dict[int, float]() for _ in range(players)]

            def timer(box: dict[int, float]) -> Any:
                def note(msg: ServerMessage) -> None:
                    if isinstance(msg, Update):
                        box[msg.seq] = time.perf_counter()

                return note

            seats = [SeatSpec(kind="person", name=f"Load {i + 1}") for i in range(players)]
            clients.append(await SeatClient.create(url, game, seats, sit=0, on_message=timer(arrivals[0])))
            figures.tables += 1
            for i in range(1, players):
                clients.append(
                    await SeatClient.join(
                        url, clients[0].code, f"Load {i + 1}", on_message=timer(arrivals[i])
                    )
                )
            async with asyncio.TaskGroup() as group:
                for i, c in enumerate(clients):
                    seat_rng = random.Random(rng.random())
                    group.create_task(_seat(c, arrivals[i], seat_rng, pace, window, figures))
            figures.matches += 1
        except* (ClientError, OSError, ValueError, TimeoutError) as problem:
            figures.errors += [f"table: {e}" for e in problem.exceptions]
            await asyncio.sleep(0.5)
        finally:
            for c in clients:
                await c.close()


async def run(
    url: str,
    game: str,
    players: int,
    tables: int,
    *,
    pace: float = 2.0,
    duration: float = 60.0,
    ramp: float = 10.0,
    seed: int = 0,
    pid: int | None = None,
) -> tuple[Figures, tuple[float, float] | None]:
    """Hold ``tables`` tables started over ``ramp`` s, measured for ``duration`` s after it;
    with the memory of process ``pid`` (the server's) at the end of the window."""
    figures = Figures()
    begin = time.perf_counter()
    window = _Window(begin + ramp, begin + ramp + duration)
    rng = random.Random(seed)

    async def later(i: int) -> None:
        await asyncio.sleep(ramp * i / max(1, tables))
        await _table(url, game, players, random.Random(rng.random()), pace, window, figures)

    tasks = [asyncio.create_task(later(i)) for i in range(tables)]
    await asyncio.sleep(max(0.0, window.end - time.perf_counter()))
    memory = memory_of(pid) if pid is not None else None
    for task in tasks:
        task.cancel()
    # Closing thousands of connections takes a moment; it is bounded all the same.
    await asyncio.wait(tasks, timeout=10.0)
    figures.seconds = duration
    return figures, memory


# ---------------------------------------------------------------- the server's memory


def memory_of(pid: int) -> tuple[float, float] | None:
    """The resident memory of process ``pid`` now and at its peak (VmRSS, VmHWM), in MiB."""
    try:
        text = Path(f"/proc/{pid}/status").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    found = {}
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            found[key] = int(value.split()[0]) / 1024
    if "VmRSS" not in found:
        return None
    return found["VmRSS"], found.get("VmHWM", found["VmRSS"])


def find_server_pid(url: str) -> int | None:
    """The process listening on the port of ``url`` on this machine, when we may see it."""
    port = urlsplit(url).port
    if port is None:
        return None
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text(encoding="ascii").splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            parts = line.split()
            if len(parts) > 9 and parts[3] == "0A" and int(parts[1].rsplit(":", 1)[1], 16) == port:
                inodes.add(f"socket:[{parts[9]}]")
    if not inodes:
        return None
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            for fd in (entry / "fd").iterdir():
                if os.readlink(fd) in inodes:
                    return int(entry.name)
        except OSError:
            continue
    return None


# ---------------------------------------------------------------- the command line


def _raise_file_limit() -> None:
    """Every connection is a file: allow as many as the system lets this process have."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def _in_processes(args: Any, pid: int | None) -> tuple[Figures, tuple[float, float] | None]:
    """Run the tables in ``args.procs`` worker processes and add up what they measured; the
    memory of ``pid`` is read at the end of the measured window."""
    begin = time.perf_counter()
    share = [
        args.tables // args.procs + (1 if i < args.tables % args.procs else 0) for i in range(args.procs)
    ]
    workers = []
    for i, n in enumerate(share):
        if n == 0:
            continue
        cmd = [
            sys.executable,
            "-m",
            "cardgames.tools.loadtest",
            "--worker",
            *("--server", args.server, "--game", args.game, "--players", str(args.players)),
            *("--tables", str(n), "--pace", str(args.pace), "--duration", str(args.duration)),
            *("--ramp", str(args.ramp), "--seed", str(args.seed * 1000 + i)),
        ]
        workers.append(subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True))
    figures = Figures()
    time.sleep(max(0.0, begin + args.ramp + args.duration - time.perf_counter()))
    memory = memory_of(pid) if pid is not None else None
    bound = 60.0
    for w in workers:
        try:
            out, _ = w.communicate(timeout=bound)
            figures.merge(Figures(**json.loads(out.strip().splitlines()[-1])))
        except (subprocess.TimeoutExpired, ValueError, IndexError, TypeError) as exc:
            w.kill()
            w.wait()
            figures.errors.append(f"a client process failed: {exc!r}")
    return figures, memory


def report(figures: Figures, args: Any, memory: tuple[float, float] | None, pid: int | None) -> str:
    """The figures as the lines printed at the end."""
    lat = figures.latencies_ms
    rate = figures.actions / figures.seconds if figures.seconds > 0 else 0.0
    pace = "as fast as possible" if args.pace == 0 else f"one action per table every {args.pace:g} s"
    lines = [
        f"{args.tables} tables of {args.game} with {args.players} seats, {pace}, "
        f"{args.procs} client process(es), measured {figures.seconds:g} s after a {args.ramp:g} s ramp",
        f"actions/s: {rate:.1f} ({figures.actions} actions, {figures.matches} matches finished)",
        f"latency act -> update (ms): p50 {percentile(lat, 50):.1f}, p99 {percentile(lat, 99):.1f}, "
        f"max {max(lat, default=math.nan):.1f} ({len(lat)} actions)",
        f"errors: {len(figures.errors)}",
    ]
    if memory is not None:
        lines.append(f"server memory (pid {pid}): VmRSS {memory[0]:.1f} MiB, peak VmHWM {memory[1]:.1f} MiB")
    else:
        lines.append("server memory: unknown (no --server-pid, and no process of ours listens on the port)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; the exit status is 0 when there were no errors."""
    parser = Parser(
        prog="python -m cardgames.tools.loadtest",
        description=(
            "Hold many tables at once, every seat a client over its own connection choosing at "
            "random among its legal actions, and measure actions/s, the latency from an action "
            "sent to the update that shows it (arrival time: no choosing or pacing in it) and the "
            "server's resident memory."
        ),
    )
    parser.add_argument("--server", required=True, help="the server's address, ws://HOST:PORT")
    parser.add_argument("--tables", type=int, required=True, help="tables held at once")
    parser.add_argument("--game", default="seven_up", choices=list(GAMES))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument(
        "--pace", type=float, default=2.0, help="mean seconds between a table's actions (0: at once)"
    )
    parser.add_argument("--duration", type=float, default=60.0, help="seconds measured after the ramp")
    parser.add_argument("--ramp", type=float, default=10.0, help="seconds over which the tables start")
    parser.add_argument("--procs", type=int, default=1, help="client processes sharing the tables")
    parser.add_argument("--server-pid", type=int, default=None, help="the server's process, for its memory")
    parser.add_argument("--seed", type=int, default=0, help="the clients' choices (not the deals)")
    parser.add_argument("--worker", action="store_true", help="(internal) one client process: JSON out")
    args = parser.parse_args(argv)
    if not args.server.startswith(("ws://", "wss://")):
        parser.error("--server must be a ws:// or wss:// address")
    if args.tables < 1 or args.players < 1 or args.procs < 1:
        parser.error("--tables, --players and --procs must be positive")
    if args.pace < 0 or args.duration <= 0 or args.ramp < 0:
        parser.error("--pace and --ramp must not be negative, --duration must be positive")
    _raise_file_limit()
    pid = None if args.worker else args.server_pid or find_server_pid(args.server)
    if args.worker or args.procs == 1:
        figures, memory = asyncio.run(
            run(
                args.server,
                args.game,
                args.players,
                args.tables,
                pace=args.pace,
                duration=args.duration,
                ramp=args.ramp,
                seed=args.seed,
                pid=pid,
            )
        )
        if args.worker:
            print(json.dumps(asdict(figures)))
            return 0
    else:
        figures, memory = _in_processes(args, pid)
    for e in figures.errors[:20]:
        print(e, file=sys.stderr)
    print(report(figures, args, memory, pid))
    return 0 if not figures.errors else 1


if __name__ == "__main__":
    raise SystemExit(main())
