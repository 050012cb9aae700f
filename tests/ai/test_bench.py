"""The benchmark command prints its figures and writes them as JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest


def test_bench_prints_min_median_max_for_smallest_and_largest_count(tmp_path: Path) -> None:
    """A tiny bench run prints every mode for 2 and 6 players and a JSON file with the same."""
    out_file = tmp_path / "bench.json"
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "cardgames.ai.bench",
            "--game",
            "ftw",
            "--runs",
            "2",
            "--decisions",
            "300",
            "--json",
            str(out_file),
        ],
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


def test_bench_refuses_an_unknown_game() -> None:
    """A bad game id is one line on stderr and exit status 2."""
    out = subprocess.run(
        [sys.executable, "-m", "cardgames.ai.bench", "--game", "chess"], capture_output=True, text=True
    )
    assert out.returncode == 2
    assert "unknown game" in out.stderr
