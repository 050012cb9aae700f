"""The table server's load curve: ``python -m cardgames.tools.servercurve --tables 10,100,1000``.

For each number of tables it starts a fresh server (``python -m cardgames.server`` on a free port of
127.0.0.1, its database in a temporary folder) held to one core, runs
:mod:`cardgames.tools.loadtest` against it with the client processes held to the other cores, and
prints a Markdown table: actions/s, the latency from an action sent to the update that shows it
(p50, p99, max) and the server's resident memory. ``--pace 0`` gives the most actions/s one
server process relays. Everything stays on 127.0.0.1, and every run is bounded in time.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

__all__ = ["main"]

_RATE = re.compile(r"actions/s: ([\d.]+) \((\d+) actions")
_LATENCY = re.compile(r"p50 ([\d.na]+), p99 ([\d.na]+), max ([\d.na]+)")
_MEMORY = re.compile(r"VmRSS ([\d.]+) MiB, peak VmHWM ([\d.]+) MiB")
_ERRORS = re.compile(r"^errors: (\d+)", re.M)


def _pinned(cores: set[int]) -> Callable[[], None]:
    """A ``preexec_fn`` that holds the child to ``cores`` (where the system allows it)."""

    def pin() -> None:
        if cores and hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(0, cores)

    return pin


def _point(args: argparse.Namespace, tables: int, server_cores: set[int], client_cores: set[int]) -> str:
    """One row: a fresh server, the load test against it, the figures."""
    with tempfile.TemporaryDirectory() as scratch:
        # Room for the tables held and for those that finished meanwhile (a finished table stays
        # in memory a few seconds here, so that a fast run does not fill the server with them).
        limit = str(tables * 2 + 1000)
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "cardgames.server",
                *("--host", "127.0.0.1", "--port", "0", "--quiet"),
                *("--db", str(Path(scratch) / "server.sqlite3")),
                *("--max-tables", limit, "--max-connections", str(int(limit) * args.players)),
                *("--forget-after", "5"),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            preexec_fn=_pinned(server_cores),
        )
        try:
            assert server.stdout is not None
            line = server.stdout.readline().strip()
            if "listening on ws://" not in line:
                return f"| {tables} | the server did not start: {line!r} | | | | |"
            url = "ws://" + line.split("ws://", 1)[1]
            bound = args.ramp + args.duration + 180
            done = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "cardgames.tools.loadtest",
                    *("--server", url, "--tables", str(tables), "--server-pid", str(server.pid)),
                    *("--game", args.game, "--players", str(args.players), "--pace", str(args.pace)),
                    *("--duration", str(args.duration), "--ramp", str(args.ramp)),
                    *("--procs", str(args.procs)),
                ],
                capture_output=True,
                text=True,
                timeout=bound,
                preexec_fn=_pinned(client_cores),
                check=False,
            )
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
    out = done.stdout
    rate, lat, mem, errors = _RATE.search(out), _LATENCY.search(out), _MEMORY.search(out), _ERRORS.search(out)
    if rate is None or lat is None:
        return f"| {tables} | the load test failed: {(done.stderr or out).strip()[-200:]!r} | | | | |"
    memory = f"{mem.group(1)} MiB" if mem is not None else "?"
    errs = errors.group(1) if errors is not None else "?"
    return (
        f"| {tables} | {float(rate.group(1)):.1f} | {lat.group(1)} / {lat.group(2)} / {lat.group(3)} "
        f"| {memory} | {errs} |"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """The command line."""
    parser = argparse.ArgumentParser(
        prog="python -m cardgames.tools.servercurve", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--tables", default="10,100,1000", help="numbers of tables, comma-separated")
    parser.add_argument("--game", default="seven_up")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--pace", type=float, default=2.0, help="seconds between a table's actions")
    parser.add_argument("--duration", type=float, default=30.0, help="seconds measured per point")
    parser.add_argument("--ramp", type=float, default=20.0, help="seconds over which the tables start")
    parser.add_argument("--procs", type=int, default=2, help="client processes")
    parser.add_argument("--server-core", type=int, default=0, help="the core the server is held to")
    args = parser.parse_args(argv)
    try:
        points = [int(t) for t in args.tables.split(",")]
    except ValueError:
        parser.error("--tables takes numbers separated by commas")
    cores = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else set()
    server_cores = {args.server_core} if args.server_core in cores else set()
    client_cores = (cores - server_cores) or cores
    pace = "at full speed" if args.pace == 0 else f"one action per table every {args.pace:g} s"
    print(
        f"{args.game}, {args.players} seats a table, {pace}; the server on core(s) "
        f"{sorted(server_cores) or 'any'}, {args.procs} client process(es) on "
        f"{sorted(client_cores) or 'any'}; {args.duration:g} s measured after a {args.ramp:g} s ramp"
    )
    print("| tables | actions/s | latency p50 / p99 / max (ms) | server memory (VmRSS) | errors |")
    print("|---|---|---|---|---|")
    for tables in points:
        print(_point(args, tables, server_cores, client_cores), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
