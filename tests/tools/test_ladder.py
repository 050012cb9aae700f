"""The strength ladder: its pairings, the doubled budget, and a tiny run written as Markdown and JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardgames.tools.ladder import doubled, main, pairings


def test_budgets_double() -> None:
    assert doubled("hard:1000it") == "hard:2000it"
    assert doubled("hard:0.3") == "hard:0.6"
    assert doubled("hard") == "hard:0.6"


def test_pairings_cover_both_player_counts_and_teams() -> None:
    """Two-sided and one-among-others for FTW; Seven-up's four play as teams of two."""
    ftw = pairings("ftw", "hard:10it")
    assert ("hard-normal", 2, ("hard:10it", "normal")) in ftw
    assert ("hard-normal", 6, ("hard:10it", *["normal"] * 5)) in ftw
    assert ("hard2x-hard", 2, ("hard:20it", "hard:10it")) in ftw
    assert not [p for p in ftw if p[0] == "hard2x-hard" and p[1] == 6]
    assert [p[1] for p in pairings("ftw", "hard:10it", ["hard-normal"], "large")] == [6]
    seven = pairings("seven_up", "hard:10it", ["normal-random"])
    assert seven == [
        ("normal-random", 2, ("normal", "random")),
        ("normal-random", 4, ("normal", "random", "normal", "random")),
    ]


def test_a_tiny_ladder_is_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out, js = tmp_path / "strength.md", tmp_path / "rows.json"
    code = main(
        ["--matches", "2", "--hard", "hard:5it", "--games", "seven_up", "--pairings", "normal-random",
         "--out", str(out), "--json", str(js)]
    )  # fmt: skip
    assert code == 0
    text = out.read_text(encoding="utf-8")
    assert "python -m cardgames.tools.ladder --matches 2 --hard hard:5it" in text
    assert text.count("| Seven-up |") == 2
    rows = json.loads(js.read_text(encoding="utf-8"))
    assert [(r["players"], r["parity"]) for r in rows] == [(2, 0.5), (4, 0.5)]
    assert all(0.0 <= r["share"] <= 1.0 and r["matches"] == 2 for r in rows)
    assert "normal-random" in capsys.readouterr().out
    more = ["--matches", "2", "--games", "ftw", "--pairings", "normal-random", "--out", str(out), "--append"]
    assert main(more) == 0
    both = out.read_text(encoding="utf-8")
    assert both.startswith(text.rstrip("\n"))
    assert "## A part of the ladder" in both
    assert both.count("| FTW?! |") == 2


def test_unknown_names_are_refused() -> None:
    with pytest.raises(SystemExit):
        main(["--games", "chess"])
    with pytest.raises(SystemExit):
        main(["--pairings", "hard-easy"])
    with pytest.raises(SystemExit):
        main(["--hard", "hard:fast"])
