"""The benchmark command prints its figures and writes them as JSON; its parts work on tiny budgets."""

from __future__ import annotations

import json
import math
import os
import random
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from cardgames.games import GAMES
from cardgames.tools import anchor, bench

#: Budgets small enough for a test: every part runs, none for long.
TINY = [
    "--runs",
    "2",
    "--decisions",
    "300",
    "--search-seconds",
    "0.02",
    "--search-positions",
    "2",
    "--cost-positions",
    "8",
    "--latency-decisions",
    "6",
    "--hard-decisions",
    "3",
    "--hard-seconds",
    "0.02",
    "--skip-anchor",
]


def test_bench_prints_min_median_max_for_smallest_and_largest_count(tmp_path: Path) -> None:
    """A tiny bench run prints every part for 2 and 6 players and a JSON file with the same."""
    out_file = tmp_path / "bench.json"
    out = subprocess.run(
        [sys.executable, "-m", "cardgames.tools.bench", "--game", "ftw", *TINY, "--json", str(out_file)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "2 players" in out.stdout
    assert "6 players" in out.stdout
    for mode in ("plain", "clone", "events"):
        assert out.stdout.count(f"\n{mode} ") == 2
    data = json.loads(out_file.read_text())
    figure = data["games"]["ftw"]["2"]["plain"]["decisions_per_s"]
    assert 0 < figure["min"] <= figure["median"] <= figure["max"]
    # FTW?! counts rounds: a 2-player match has 2 of them, so twice the matches.
    rounds = data["games"]["ftw"]["2"]["plain"]["rounds_per_s"]
    matches = data["games"]["ftw"]["2"]["plain"]["matches_per_s"]
    assert rounds["median"] == pytest.approx(2 * matches["median"])
    assert out.stdout.count("rounds/s") == 6
    assert set(data["games"]["ftw"]) == {"2", "6"}
    # The search, the state costs and the bot latencies, for both counts.
    assert out.stdout.count("iterations/s") == 2
    assert out.stdout.count("per CPU s") == 2
    assert out.stdout.count("determinize us") == 2
    assert out.stdout.count("\nhard ") == 2
    for players in ("2", "6"):
        rows = data["games"]["ftw"][players]
        for key in ("iterations_per_s", "iterations_per_cpu_s"):
            rate = rows["search"][key]
            assert 0 < rate["min"] <= rate["median"] <= rate["max"]
        assert rows["search"]["positions"] == 2
        cost = rows["cost"]
        assert cost["positions"] == 8
        for key in ("clone_us", "apply_us", "clone_per_apply", "determinize_us"):
            assert 0 < cost[key]["min"] <= cost[key]["median"] <= cost[key]["max"]
        latency = rows["latency"]
        assert set(latency) == {"easy", "normal", "hard"}
        for level, count in (("easy", 6), ("normal", 6), ("hard", 3)):
            lat = latency[level]
            assert lat["decisions"] == count
            assert 0 < lat["p50_ms"] <= lat["p95_ms"] <= lat["max_ms"]
        # A 20 ms search budget shows in the hard bot's time: it thinks at least that long.
        assert latency["hard"]["p50_ms"] >= 20
        assert latency["hard"]["seconds"] == 0.02
        assert set(rows["stop"]) == {"search", "process"}
        for where in ("search", "process"):
            assert rows["stop"][where]["decisions"] == 3
    assert out.stdout.count("\nstop ") == 4
    # Targets in words, each with its verdict; no issue numbers a newcomer cannot look up.
    assert "issue" not in out.stdout
    assert out.stdout.count("(target: a clone costs at most 1.5 applies: ") == 2
    assert out.stdout.count("(target: at most 50 us: ") == 2
    assert out.stdout.count("(target: every stop answered within 20 ms: ") == 4
    assert out.stdout.count("(target: p95 at most 20 ms: ") == 2  # normal; hard's is for 0.3 s only
    last = out.stdout.strip().splitlines()[-1]
    assert last.startswith("targets: ")
    assert " of 12 met" in last
    for line in out.stdout.splitlines():
        if "target: " in line:
            assert line.rstrip(")").endswith((": met", ": MISSED")) or "; 8 positions" in line, line


def test_skip_hard_and_skip_playouts_leave_those_parts_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--skip-hard drops iterations/s and the hard bot; --skip-playouts the random playouts."""
    out_file = tmp_path / "bench.json"
    code = bench.main(
        ["--game", "seven_up", *TINY, "--skip-hard", "--skip-playouts", "--json", str(out_file)]
    )
    assert code == 0
    printed = capsys.readouterr().out
    assert "iterations/s" not in printed
    assert "\nhard " not in printed
    assert "matches/s" not in printed
    assert printed.count("clone/apply") == 2
    assert printed.count("\nnormal ") == 2
    data = json.loads(out_file.read_text())
    assert set(data["games"]["seven_up"]) == {"2", "4"}
    assert set(data["games"]["seven_up"]["4"]) == {"cost", "latency"}
    assert set(data["games"]["seven_up"]["4"]["latency"]) == {"easy", "normal"}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_sampled_positions_have_a_choice_and_repeat_with_the_seed(game_id: str) -> None:
    """Positions come from seeded matches, each with more than one legal action, the same for a seed."""
    game = GAMES[game_id]
    first = bench.sample_positions(game, game.max_players, 30, seed=4, per_match=10)
    again = bench.sample_positions(game, game.max_players, 30, seed=4, per_match=10)
    assert len(first) == 30
    assert all(len(s.legal_actions()) > 1 for s in first)
    assert all(s.current_player is not None for s in first)
    assert [s.history for s in first] == [s.history for s in again]
    # Spread over three matches and over each of them, not taken from the start alone.
    assert len({s.seed for s in first}) == 3
    assert max(len(s.history) for s in first) > 3 * min(len(s.history) for s in first) + 3


def test_state_costs_and_bot_latency_measure_something() -> None:
    """The cost and latency helpers return positive, ordered figures over the positions given."""
    game = GAMES["karriere_poker"]
    spots = bench.sample_positions(game, 8, 6, seed=2)
    costs = bench.state_costs(spots, runs=2, repeats=2)
    assert costs.positions == 6
    assert 0 < costs.clone_us.min <= costs.clone_us.max
    assert costs.determinize_us.min > 0
    assert 0 < costs.clone_per_apply.min < math.inf
    lat = bench.bot_latency(game, "hard", spots[:2], iterations=5, seconds=60)
    assert lat.decisions == 2
    assert 0 < lat.p50_ms <= lat.p95_ms <= lat.max_ms


@pytest.mark.parametrize("process", [False, True])
def test_a_stopped_search_answers_long_before_its_budget(process: bool) -> None:
    """Told to stop 10-200 ms into a 5 s budget, the search answers (here or in the child) at once."""
    game = GAMES["seven_up"]
    spots = bench.sample_positions(game, 4, 3, seed=5)
    lat = bench.stop_latency(spots, process=process)
    # Only positions the tree searches are timed: a small endgame is solved before any stop comes.
    hooks = game.search_hooks()
    searched = [s for s in spots if hooks.exact(s, s.current_player, random.Random(0), False) is None]
    assert 1 <= len(searched) < 3
    assert lat.decisions == len(searched)
    assert 0 <= lat.p50_ms <= lat.max_ms
    assert lat.max_ms < 1000  # not the 5 s budget: the stop was heard


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "chess"], "unknown game"),
        (["--hard-decisions", "0"], "at least 1"),
        (["--search-seconds", "0"], "above 0"),
    ],
)
def test_bench_refuses_bad_arguments(args: list[str], message: str) -> None:
    """A bad argument is one line on stderr and exit status 2."""
    out = subprocess.run(
        [sys.executable, "-m", "cardgames.tools.bench", *args], capture_output=True, text=True
    )
    assert out.returncode == 2
    assert message in out.stderr


class _FakeState:
    """A tiny game in OpenSpiel's shape: two chance steps (a deal), then three player decisions."""

    def __init__(self) -> None:
        self.steps = 0

    def is_terminal(self) -> bool:
        return self.steps == 5

    def is_chance_node(self) -> bool:
        return self.steps < 2

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(0, 0.5), (1, 0.5)]

    def legal_actions(self) -> list[int]:
        return [0, 1, 2]

    def apply_action(self, action: int) -> None:
        assert action in (0, 1, 2)
        self.steps += 1


class _FakeGame:
    def new_initial_state(self) -> _FakeState:
        return _FakeState()


class _FakeSpiel:
    __version__ = "0.test"

    @staticmethod
    def load_game(name: str) -> _FakeGame:
        assert name in anchor.ANCHOR_GAMES
        return _FakeGame()


def test_the_anchor_counts_player_decisions_of_each_openspiel_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The anchor plays each OpenSpiel game at random and counts the players' moves, not the deal:
    with a fake pyspiel whose matches are 2 chance steps and 3 decisions, the matches played times 3
    over the time taken is the figure."""
    monkeypatch.setattr(anchor, "_load", lambda: _FakeSpiel)
    counted: list[int] = []
    real = _FakeState.apply_action

    def apply(self: _FakeState, action: int) -> None:
        counted.append(int(not self.is_chance_node()))
        real(self, action)

    monkeypatch.setattr(_FakeState, "apply_action", apply)
    found = anchor.measure_anchor(runs=1, seconds=0.01)
    assert found is not None
    assert set(found.per_game) == set(anchor.ANCHOR_GAMES)
    assert all(rate > 0 for rate in found.per_game.values())
    assert found.version == "0.test"
    assert sum(counted) / len(counted) == pytest.approx(3 / 5)  # decisions are 3 of every 5 steps
    rates = sorted(found.per_game.values())
    assert found.median == pytest.approx((rates[3] + rates[4]) / 2)  # eight games: the middle two


def test_without_openspiel_the_bench_says_the_anchor_is_missing() -> None:
    """No OpenSpiel installed (pyspiel cannot be imported): the bench runs and says so."""
    code = (
        "import sys, runpy\n"
        "sys.modules['pyspiel'] = None  # an import of it now fails, as when it is not installed\n"
        "sys.argv = ['bench', '--game', 'ftw', '--runs', '1', '--decisions', '200', '--skip-hard',\n"
        "            '--cost-positions', '2', '--latency-decisions', '2']\n"
        "runpy.run_module('cardgames.tools.bench', run_name='__main__')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "OpenSpiel anchor: missing" in out.stdout
    assert "pip install .[bench]" in out.stdout
    # The summary still lists the game's figures, without a ratio.
    summary = out.stdout.split("random playouts, plain decisions/s (median)")[1]
    assert "ftw 2p" in summary
    assert "ftw 6p" in summary
    assert "x  (target" not in summary
    assert "issue" not in out.stdout


def test_an_anchor_measured_twice_is_each_games_mean_and_keeps_both_medians() -> None:
    first = anchor.Anchor({"a": 100.0, "b": 300.0, "c": 500.0}, "1.0")
    later = anchor.Anchor({"a": 50.0, "b": 100.0, "c": 400.0}, "1.0")
    both = first.and_again(later)
    assert both.per_game == {"a": 75.0, "b": 200.0, "c": 450.0}
    assert both.median == 200.0
    assert both.spells == (300.0, 100.0)
    assert both.version == "1.0"


_FAKE_PYSPIEL = """
__version__ = "0.fake"


class _State:
    def __init__(self):
        self.steps = 0

    def is_terminal(self):
        return self.steps == 5

    def is_chance_node(self):
        return self.steps < 2

    def chance_outcomes(self):
        return [(0, 1.0)]

    def legal_actions(self):
        return [0, 1]

    def apply_action(self, action):
        self.steps += 1


class _Game:
    def new_initial_state(self):
        return _State()


def load_game(name):
    return _Game()
"""


def test_with_openspiel_the_bench_prints_the_anchor_twice_and_each_ratio(tmp_path: Path) -> None:
    """With OpenSpiel installed (here a stand-in module of its shape), the bench measures the anchor
    before and after its own games, prints both, and each game's decisions/s with its ratio to the
    mean; the JSON file keeps both spells."""
    (tmp_path / "pyspiel.py").write_text(_FAKE_PYSPIEL)
    out_file = tmp_path / "bench.json"
    args = ["--game", "ftw", "--runs", "1", "--decisions", "200", "--skip-hard", "--cost-positions", "2"]
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "cardgames.tools.bench",
            *args,
            "--latency-decisions",
            "2",
            "--json",
            str(out_file),
        ],
        capture_output=True,
        text=True,
        timeout=180,
        env={**os.environ, "PYTHONPATH": str(tmp_path)},
    )
    assert out.returncode == 0, out.stderr
    assert "OpenSpiel 0.fake (C++ from Python)" in out.stdout
    assert "OpenSpiel again, after our games: median" in out.stdout
    data = json.loads(out_file.read_text())
    spells = data["anchor"]["spell_medians"]
    assert len(spells) == 2
    assert all(rate > 0 for rate in spells)
    mean = statistics.median(data["anchor"]["decisions_per_s"].values())
    summary = out.stdout.split("random playouts, plain decisions/s (median)")[1]
    assert f"against OpenSpiel's median ({mean:,.0f})" in summary
    for players in ("2", "6"):
        rate = data["games"]["ftw"][players]["plain"]["decisions_per_s"]["median"]
        assert f"ftw {players}p" in summary
        verdict = "met" if rate >= mean else "MISSED"
        assert f"{rate / mean:.2f}x  (target: at least OpenSpiel's median: {verdict})" in summary
    assert "issue" not in out.stdout


def test_targets_are_counted_and_the_missed_ones_named() -> None:
    targets = bench.Targets()
    assert targets.summary() is None
    assert targets.say("ftw 2p clone", "a clone costs at most 1.5 applies", True) == (
        "target: a clone costs at most 1.5 applies: met"
    )
    assert targets.say("ftw 2p hard", "p95 at most 400 ms", False) == "target: p95 at most 400 ms: MISSED"
    assert targets.summary() == "targets: 1 of 2 met; MISSED: ftw 2p hard"


def _ui_bench(*args: str) -> str:
    out = subprocess.run(
        [sys.executable, "-m", "cardgames.ui.bench", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=300,
    )
    assert out.returncode == 0, out.stderr  # a missed target is a figure, not a failure
    return out.stdout


def test_the_app_benches_say_their_targets_in_words() -> None:
    """``cardgames.ui.bench startup`` and ``memory`` name what their target asks and say plainly
    whether it was met, with no issue number."""
    from cardgames.ui.bench import verdict

    assert verdict("steady memory at most 100 MiB", True) == "target: steady memory at most 100 MiB: met"
    assert verdict("x", False) == "target: x: MISSED"
    startup = _ui_bench("startup", "--runs", "1")
    ratio = float(startup.split("ratio of the medians: ")[1].split("x")[0])
    word = "met" if ratio <= 2.0 else "MISSED"
    assert f"{ratio:.2f}x (target: start-up at most 2.0x a bare Qt window: {word})" in startup
    memory = _ui_bench("memory", "--players", "4", "--moves", "20")
    steady = float(memory.split("steady ")[1].split(" MiB")[0])
    word = "met" if steady <= 100 else "MISSED"
    assert f"(target: steady memory at most 100 MiB: {word})" in memory
    assert "issue" not in startup + memory
