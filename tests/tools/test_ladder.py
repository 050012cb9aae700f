"""The strength ladder: its pairings, the doubled budget, and a tiny run written as Markdown and JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardgames.tools.ladder import TABLE_ITERATIONS, doubled, main, pairings
from cardgames.tools.stats import paired_estimate, share_estimate


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
    # Whole deals: 2 matches are one deal for two players; four players need four rotations.
    assert [(r["deals"], r["matches"]) for r in rows] == [(1, 2), (1, 4)]
    assert all(0.0 <= r["share"] <= 1.0 for r in rows)
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


def test_the_table_budget_is_each_games_own() -> None:
    """``--hard table`` seats the hard bot with its game's and player count's iterations."""
    for game_id, players in (("ftw", 6), ("seven_up", 2), ("karriere_poker", 8)):
        want = f"hard:{TABLE_ITERATIONS[(game_id, players)]}it"
        rows = pairings(game_id, "table", ["hard-normal", "hard2x-hard", "seeall-normal"], "both")
        assert (("hard-normal", players, (want, *["normal"] * (players - 1))) in rows) or (
            ("hard-normal", players, (want, "normal") * (players // 2)) in rows
        )
    seven = pairings("seven_up", "table", ["hard2x-hard", "seeall-normal"], "small")
    budget = TABLE_ITERATIONS[("seven_up", 2)]
    assert seven == [
        ("hard2x-hard", 2, (f"hard:{2 * budget}it", f"hard:{budget}it")),
        ("seeall-normal", 2, (f"seeall:{budget}it", "normal")),
    ]


def test_a_paired_interval_is_over_deals() -> None:
    """Each deal's rotations are averaged first: when every deal splits evenly between the sides, the
    luck of the deal explains everything and the interval closes on parity; the Wilson interval over
    the same matches, which counts them as independent, stays wide."""
    shares = [1.0, 0.0] * 50  # 50 deals, each won once from each seat
    paired = paired_estimate(shares, 2)
    assert (paired.mean, paired.low, paired.high, paired.n) == (0.5, 0.5, 0.5, 50)
    wilson = share_estimate(shares)
    assert wilson.high - wilson.low > 0.15
    # A bot that wins both rotations of 30 deals out of 50 is clearly ahead.
    better = paired_estimate([1.0, 1.0] * 30 + [1.0, 0.0] * 20, 2)
    assert better.mean == 0.8
    assert better.low > 0.7
    with pytest.raises(ValueError, match="whole deals"):
        paired_estimate([1.0, 0.0, 1.0], 2)


def test_seeall_is_a_pairing_on_request_only() -> None:
    assert not [p for p in pairings("seven_up", "hard:10it") if p[0] == "seeall-normal"]
    with pytest.raises(SystemExit):
        main(["--pairings", "seeall-hard"])
