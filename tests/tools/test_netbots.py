"""The network tools as a developer runs them: netbots and loadtest as real processes against a
real server process on 127.0.0.1."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardgames.games import GAMES
from cardgames.net.protocol import RecordOut
from cardgames.tools.netbots import _lost

from ..server.netplay import ServerProcess

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    proc = ServerProcess(tmp_path_factory.mktemp("netbots") / "server.sqlite3")
    proc.start()
    try:
        yield proc
    finally:
        proc.stop()


def _tool(name: str, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    return subprocess.run(
        [sys.executable, "-m", f"cardgames.tools.{name}", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=ROOT,
    )


@pytest.mark.parametrize("game_id", list(GAMES))
def test_netbots_plays_two_matches_of_every_game_and_loses_nothing(
    server: ServerProcess, game_id: str
) -> None:
    """Two matches at the game's smallest table, one connection per seat: both end, no error, no
    acknowledged action missing from the records."""
    players = max(2, GAMES[game_id].min_players)
    out = _tool(
        "netbots",
        *("--server", server.url, "--game", game_id, "--players", str(players)),
        *("--matches", "2", "--seed", "1", "--timeout", "100"),
    )
    assert out.stdout.splitlines()[-1] == "2 matches finished, 0 errors, 0 actions lost", out.stderr
    assert out.returncode == 0


def test_netbots_says_what_went_wrong_and_fails() -> None:
    """No server at the address: the match is an error, said on stderr and counted; exit 1."""
    out = _tool(
        "netbots", "--server", "ws://127.0.0.1:9", "--game", "ftw", "--players", "2", "--timeout", "20"
    )
    assert out.stdout.splitlines()[-1] == "0 matches finished, 1 errors, 0 actions lost"
    assert "cannot connect" in out.stderr
    assert out.returncode == 1


def test_an_acknowledged_action_not_in_the_record_counts_as_lost() -> None:
    record = RecordOut(record={"actions": ["a", "b", "c"]}, names=[])
    assert _lost(record, {0: "a", 2: "c"}) == 0
    assert _lost(record, {1: "x"}) == 1  # another action at its place
    assert _lost(record, {0: "a", 3: "d", 7: "e"}) == 2  # past the record's end


def test_loadtest_holds_three_tables_and_prints_its_figures(server: ServerProcess) -> None:
    """Three four-seat tables for a few seconds: actions were relayed, latencies measured, no
    errors, and the server's memory read from the process found listening on the port."""
    out = _tool(
        "loadtest",
        *("--server", server.url, "--tables", "3", "--game", "seven_up", "--players", "4"),
        *("--pace", "0.2", "--duration", "3", "--ramp", "0.5"),
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    text = out.stdout
    rate = re.search(r"^actions/s: ([\d.]+) \((\d+) actions", text, re.M)
    assert rate is not None, text
    assert float(rate.group(1)) > 0
    latency = re.search(
        r"^latency act -> update \(ms\): p50 ([\d.]+), p99 ([\d.]+), max ([\d.]+) \((\d+) actions\)",
        text,
        re.M,
    )
    assert latency is not None, text
    p50, p99, worst = (float(latency.group(i)) for i in (1, 2, 3))
    assert 0 < p50 <= p99 <= worst
    assert int(latency.group(4)) > 0
    assert re.search(r"^errors: 0$", text, re.M), text
    assert server.proc is not None
    assert re.search(rf"^server memory \(pid {server.proc.pid}\): VmRSS [\d.]+ MiB", text, re.M), text


def test_servercurve_starts_its_own_servers_and_prints_a_row_per_point() -> None:
    """The load curve as a developer runs it: a fresh server per point (on 127.0.0.1, stopped
    after), the load test against it, one row of figures each, and no server left running."""
    done = _tool("servercurve", "--tables", "1,3", "--duration", "2", "--ramp", "1", "--procs", "1")
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if re.match(r"\| \d+ \|", line)]
    assert [row.split("|")[1].strip() for row in rows] == ["1", "3"]
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert float(cells[1]) > 0, row  # actions/s
        assert re.fullmatch(r"[\d.]+ / [\d.]+ / [\d.]+", cells[2]), row
        assert cells[3].endswith("MiB"), row
        assert cells[4] == "0", row
    left = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            words = cmdline.read_bytes().split(b"\0")
        except OSError:
            continue
        if b"cardgames.server" in words and b"--quiet" in words and b"--max-tables" in words:
            left.append(cmdline.parent.name)
    assert left == []  # no server of the curve left running
