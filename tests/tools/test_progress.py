"""Progress lines of the long commands: on stderr, rate-limited, with the time left; stdout unchanged."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardgames.games import get_game
from cardgames.tools import arena, ladder
from cardgames.tools.progress import Progress, duration

ROOT = Path(__file__).resolve().parents[2]


class _Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_lines_come_at_most_every_few_seconds_with_the_time_left() -> None:
    clock, out = _Clock(), io.StringIO()
    meter = Progress("arena", every=10, stream=out, clock=clock)
    clock.now += 4
    assert not meter.count(10, 200, "matches")  # too soon after the start
    clock.now += 8
    assert meter.count(20, 200, "matches")
    clock.now += 5
    assert not meter.count(30, 200, "matches")  # too soon after the last line
    clock.now += 168
    assert meter.count(40, 200, "matches")
    assert not meter.count(200, 200, "matches")  # done: the closing line says it
    meter.finish("200 matches")
    assert out.getvalue().splitlines() == [
        "arena: 20/200 matches, 12 s so far, about 1.8 min left",
        "arena: 40/200 matches, 3.1 min so far, about 12 min left",
        "arena: 200 matches in 3.1 min",
    ]


def test_a_short_run_prints_nothing() -> None:
    clock, out = _Clock(), io.StringIO()
    meter = Progress("arena", every=10, stream=out, clock=clock)
    for done in range(1, 5):
        clock.now += 1
        meter.count(done, 4, "matches")
    meter.finish("4 matches")
    assert out.getvalue() == ""


def test_durations_read_as_a_person_says_them() -> None:
    assert [duration(s) for s in (5, 89, 150, 3000, 7200, 51_480)] == [
        "5 s",
        "89 s",
        "2.5 min",
        "50 min",
        "2.0 h",
        "14.3 h",
    ]


def _env() -> dict[str, str]:
    return {**os.environ, "CARDGAMES_PROGRESS_SECONDS": "0", "COLUMNS": "200"}


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_the_arena_tells_its_progress_on_stderr(jobs: str) -> None:
    """Progress lines go to stderr; stdout is the table alone, as before."""
    args = ["--game", "ftw", "--players", "2", "--seats", "normal,random", "--matches", "6", "--jobs", jobs]
    out = subprocess.run(
        [sys.executable, "-m", "cardgames.tools.arena", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=_env(),
    )
    assert out.returncode == 0, out.stderr
    lines = out.stderr.splitlines()
    assert lines[0].startswith("arena: ")
    assert "/6 matches, " in lines[0]
    assert " left" in lines[0]
    assert lines[-1].startswith("arena: 6 matches in ")
    assert out.stdout.startswith("FTW?! (ftw), 2 players, 6 matches, seed 1, seats rotated\n")
    assert "arena:" not in out.stdout


def test_pieces_of_work_do_not_change_the_matches() -> None:
    """In several processes the matches go out in small pieces, for the progress lines: every match is
    still the same, and in the same order."""
    game = get_game("seven_up")
    seats = ["hard:8it", "normal"]
    told: list[tuple[int, int]] = []
    one = arena.run_arena(game, seats, matches=6, seed=4, jobs=1, progress=lambda d, t: told.append((d, t)))
    two = arena.run_arena(game, seats, matches=6, seed=4, jobs=2)
    assert [e.shares for e in one.entries] == [e.shares for e in two.entries]
    assert [e.scores for e in one.entries] == [e.scores for e in two.entries]
    assert one.decisions == two.decisions
    assert told == [(d, 6) for d in range(1, 7)]


def test_the_ladder_help_lists_every_pairing_it_accepts() -> None:
    """--pairings' help names every entry of the table the parser checks against, seeall-normal too."""
    out = subprocess.run(
        [sys.executable, "-m", "cardgames.tools.ladder", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(),
    )
    help_text = " ".join(out.stdout.split())
    assert ladder.EXTRA_PAIRINGS == ("seeall-normal",)
    for name in ladder.PAIRING_SEATS:
        assert name in help_text
        ladder.pairings("ftw", "hard:5it", [name], "small")  # the table the ladder plays from
    with pytest.raises(SystemExit):
        ladder.main(["--pairings", "hard-easy"])


def test_the_ladder_says_what_it_writes_and_how_long_it_takes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """At its start: the rows, the matches, roughly how long, and that --out's lines are replaced;
    then progress lines and a closing line on stderr, the rows on stdout."""
    monkeypatch.setenv("CARDGAMES_PROGRESS_SECONDS", "0")
    out = tmp_path / "strength.md"
    out.write_text("# Notes of my own\n\nkept?\n", encoding="utf-8")
    tiny = ["--matches", "4", "--hard", "hard:5it", "--games", "ftw", "--pairings", "normal-random"]
    assert ladder.main([*tiny, "--sizes", "small", "--out", str(out)]) == 0
    captured = capsys.readouterr()
    err = captured.err.splitlines()
    assert err[0].startswith("ladder: 1 rows (normal-random; ftw), 4 matches; roughly ")
    assert err[1] == (
        f"ladder: rewrites {out} after every row: the 3 lines it holds now are replaced by this run's"
        " table (--append adds the run as a section instead)"
    )
    assert any(line.startswith("ladder: row 1/1 (ftw 2p normal-random): ") for line in err[2:])
    assert err[-1].startswith(f"ladder: 1 rows, written to {out} in ")
    assert "ladder:" not in captured.out
    assert "normal-random" in captured.out
    assert ladder.main([*tiny, "--sizes", "small", "--out", str(out), "--append"]) == 0
    assert f"adds this run to the end of {out}" in capsys.readouterr().err


def test_the_ladders_estimate_counts_the_searching_seats() -> None:
    """A hard seat at the table's budget costs SEARCH_SECONDS a match; twice the budget twice that."""
    table = ladder.TABLE_ITERATIONS[("seven_up", 2)]
    one = ladder.match_seconds("seven_up", 2, (f"hard:{table}it", "normal"))
    assert one == pytest.approx(ladder.SEARCH_SECONDS[("seven_up", 2)] + ladder.LIGHT_SECONDS)
    three = ladder.match_seconds("seven_up", 2, (f"hard:{2 * table}it", f"hard:{table}it"))
    assert three == pytest.approx(3 * ladder.SEARCH_SECONDS[("seven_up", 2)] + ladder.LIGHT_SECONDS)
    assert ladder.match_seconds("ftw", 2, ("normal", "random")) == ladder.LIGHT_SECONDS


def test_reliability_tells_its_progress_on_stderr() -> None:
    """Two hostile-file cases: a progress line between them and a closing line, the figures on stdout."""
    args = ["--cases", "2", "--kills", "0", "--signals", "0", "--seed", "3"]
    out = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "reliability.py"), *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=_env(),
        cwd=ROOT,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stderr.splitlines()[0].startswith("reliability: hostile files 1/2, ")
    assert out.stderr.splitlines()[-1].startswith("reliability: 2 rounds in ")
    assert out.stdout.startswith("hostile files: kind")
