"""Statistics: results are counted per game and player name, survive a round trip, and can be reset."""

from __future__ import annotations

import inspect
import json
import os
from pathlib import Path

import pytest
from pydantic import ValidationError

from cardgames.store import (
    Paths,
    PlayerStats,
    Statistics,
    load_statistics,
    record_result,
    reset_statistics,
    save_statistics,
)
from cardgames.store import stats as stats_module

NAMES = ["Anna", "Ben", "Bot 1"]
HUMANS = [True, True, False]


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return Paths(config=tmp_path / "config", data=tmp_path / "data")


def _results(*winners: tuple[int, ...], game_id: str = "ftw") -> Statistics:
    """Statistics after one match per entry of ``winners``, with the scores 10, 20, 30."""
    stats = Statistics()
    for w in winners:
        stats = record_result(stats, game_id, NAMES, HUMANS, w, [10, 20, 30])
    return stats


def test_empty_statistics() -> None:
    """Nothing played yet: no games, and a fresh record has a win rate of 0."""
    assert Statistics().games == {}
    fresh = PlayerStats()
    assert (fresh.played, fresh.won, fresh.current_streak, fresh.best_streak) == (0, 0, 0, 0)
    assert fresh.best_score is None
    assert fresh.win_rate == 0.0


def test_a_win_and_a_loss() -> None:
    """The winner gets a win and a streak of one; the other human a loss; the input is unchanged."""
    before = Statistics()
    after = record_result(before, "ftw", NAMES, HUMANS, [0], [50, 20, 70])
    assert before.games == {}
    anna, ben = after.games["ftw"]["Anna"], after.games["ftw"]["Ben"]
    assert anna == PlayerStats(played=1, won=1, current_streak=1, best_streak=1, best_score=50)
    assert ben == PlayerStats(played=1, won=0, current_streak=0, best_streak=0, best_score=20)
    assert anna.win_rate == 1.0
    assert ben.win_rate == 0.0


def test_bots_are_not_recorded() -> None:
    """Only counted seats (the humans) appear, even when a bot wins."""
    stats = record_result(Statistics(), "ftw", NAMES, HUMANS, [2], [1, 2, 3])
    assert set(stats.games["ftw"]) == {"Anna", "Ben"}
    assert stats.games["ftw"]["Anna"].won == 0
    only_bots = record_result(Statistics(), "ftw", NAMES, [False, False, False], [0], None)
    assert only_bots.games == {}


def test_streaks_grow_and_break() -> None:
    """Wins in a row make a streak; a loss ends it; the best streak is kept."""
    stats = _results((0,), (0,), (0,), (1,), (0,))
    anna = stats.games["ftw"]["Anna"]
    assert (anna.played, anna.won, anna.current_streak, anna.best_streak) == (5, 4, 1, 3)
    assert anna.win_rate == pytest.approx(0.8)
    ben = stats.games["ftw"]["Ben"]
    assert (ben.played, ben.won, ben.current_streak, ben.best_streak) == (5, 1, 0, 1)


def test_a_shared_win_counts_for_each_winner() -> None:
    """A tie at the top is a win for every winner."""
    stats = _results((0, 1), (0, 1))
    for name in ("Anna", "Ben"):
        player = stats.games["ftw"][name]
        assert (player.played, player.won, player.current_streak, player.best_streak) == (2, 2, 2, 2)


def test_no_winner_is_played_but_not_won_and_breaks_streaks() -> None:
    """A match that ends without a winner (Straight Up can) counts as played and ends every streak."""
    stats = _results((0,), (0,), (), game_id="straight_up")
    anna = stats.games["straight_up"]["Anna"]
    assert (anna.played, anna.won, anna.current_streak, anna.best_streak) == (3, 2, 0, 2)


def test_best_score_is_the_highest_and_games_without_points_keep_none() -> None:
    """Scores keep their maximum; a game without points (scores None) never sets one."""
    stats = Statistics()
    for scores in ([40, 5, 0], [90, 3, 0], [60, 8, 0]):
        stats = record_result(stats, "ftw", NAMES, HUMANS, [0], scores)
    assert stats.games["ftw"]["Anna"].best_score == 90
    assert stats.games["ftw"]["Ben"].best_score == 8
    stats = record_result(stats, "karriere_poker", NAMES, HUMANS, [1], None)
    assert stats.games["karriere_poker"]["Ben"].best_score is None
    assert stats.games["karriere_poker"]["Ben"].won == 1


def test_games_and_names_are_kept_apart() -> None:
    """The same name in another game is another record; names are matched without outer spaces."""
    stats = record_result(Statistics(), "ftw", NAMES, HUMANS, [0], None)
    stats = record_result(stats, "seven_up", [" Anna ", "Ben"], [True, True], [1], None)
    assert stats.games["ftw"]["Anna"].won == 1
    assert stats.games["seven_up"]["Anna"].won == 0
    assert stats.games["seven_up"]["Ben"].won == 1
    stats = record_result(stats, "seven_up", ["Anna  ", "Ben"], [True, True], [0], None)
    assert stats.games["seven_up"]["Anna"].played == 2


def test_bad_arguments_are_refused() -> None:
    """Sequences of different lengths, or a winner that is no seat, are a caller's mistake."""
    with pytest.raises(ValueError, match="one entry per seat"):
        record_result(Statistics(), "ftw", NAMES, [True], [0], None)
    with pytest.raises(ValueError, match="one entry per seat"):
        record_result(Statistics(), "ftw", NAMES, HUMANS, [0], [1, 2])
    with pytest.raises(ValueError, match="winners"):
        record_result(Statistics(), "ftw", NAMES, HUMANS, [3], None)


def test_practice_is_left_to_the_caller() -> None:
    """record_result knows no practice flag: the app does not call it for a practice match (documented)."""
    assert "practice" not in inspect.signature(record_result).parameters
    assert stats_module.__doc__ is not None
    assert "practice" in stats_module.__doc__
    assert "SavedMatch.practice" in stats_module.__doc__


def test_the_model_refuses_impossible_records() -> None:
    """Negative counts, more wins than matches, or streaks longer than the wins are refused."""
    for bad in (
        {"played": -1},
        {"played": 10**9 + 1, "won": 0},
        {"played": 1, "won": 2},
        {"played": 3, "won": 3, "current_streak": 3, "best_streak": 2},
        {"played": 3, "won": 1, "best_streak": 2},
        {"played": True},
    ):
        with pytest.raises(ValidationError):
            PlayerStats.model_validate(bad)


def test_round_trip(paths: Paths) -> None:
    """Saved statistics load back equal, from indented JSON with sorted keys."""
    stats = _results((0,), (0, 1), ())
    stats = record_result(stats, "karriere_poker", NAMES, HUMANS, [1], None)
    save_statistics(stats, paths)
    text = paths.statistics_file.read_text(encoding="utf-8")
    assert text == json.dumps(json.loads(text), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    loaded = load_statistics(paths)
    assert loaded.notice is None
    assert loaded.backup is None
    assert loaded.can_save
    assert loaded.statistics == stats


def test_missing_file_gives_empty_statistics(paths: Paths) -> None:
    """No file yet: empty statistics, no notice, nothing written."""
    loaded = load_statistics(paths)
    assert loaded.statistics == Statistics()
    assert loaded.notice is None
    assert loaded.can_save
    assert not paths.data.exists()


def test_reset_one_game_and_everything(paths: Paths) -> None:
    """Resetting one game keeps the others; resetting everything empties the file."""
    stats = _results((0,), game_id="ftw")
    stats = record_result(stats, "seven_up", NAMES, HUMANS, [1], None)
    save_statistics(stats, paths)
    after = reset_statistics(paths, "ftw")
    assert set(after.games) == {"seven_up"}
    assert load_statistics(paths).statistics == after
    assert reset_statistics(paths, "no_such_game") == after
    assert reset_statistics(paths) == Statistics()
    assert load_statistics(paths).statistics == Statistics()


def test_reset_keeps_a_damaged_file_aside(paths: Paths) -> None:
    """Resetting over a damaged file moves that file aside first; it is never overwritten."""
    paths.data.mkdir(parents=True)
    paths.statistics_file.write_bytes(b"{damaged")
    assert reset_statistics(paths, "ftw") == Statistics()
    assert (paths.data / "statistics.json.broken").read_bytes() == b"{damaged"


DAMAGE = {
    "not JSON": (b"{games", "not valid JSON"),
    "a list": (b"[]", "list, not an object"),
    "a newer format": (b'{"format_version": 2, "games": []}', "written by a newer version (format 2)"),
    "games as a list": (b'{"games": []}', "games"),
    "a count as text": (b'{"games": {"ftw": {"Anna": {"played": "3"}}}}', "games.ftw.Anna.played"),
    "a negative count": (b'{"games": {"ftw": {"Anna": {"played": -3}}}}', "games.ftw.Anna.played"),
    "a huge count": (b'{"games": {"ftw": {"Anna": {"played": 1180591620717411303424}}}}', "played"),
    "more wins than games": (b'{"games": {"ftw": {"Anna": {"won": 1}}}}', "more matches won than played"),
    "a name too long": (json.dumps({"games": {"ftw": {"x" * 25: {}}}}).encode(), "games.ftw"),
    "an empty name": (b'{"games": {"ftw": {"": {}}}}', "games.ftw"),
    "too many names": (
        json.dumps({"games": {"ftw": {f"P{i}": {} for i in range(1001)}}}).encode(),
        "games.ftw",
    ),
    "too many games": (json.dumps({"games": {f"g{i}": {} for i in range(65)}}).encode(), "games"),
}


@pytest.mark.parametrize(("raw", "why"), DAMAGE.values(), ids=DAMAGE.keys())
def test_damaged_file_is_kept_aside(paths: Paths, raw: bytes, why: str) -> None:
    """Each kind of damage: empty statistics, a one-line notice, and the original bytes kept."""
    paths.data.mkdir(parents=True)
    paths.statistics_file.write_bytes(raw)
    loaded = load_statistics(paths)
    assert loaded.statistics == Statistics()
    assert loaded.notice is not None
    assert loaded.notice.key == "store.stats_damaged"
    assert loaded.backup == paths.data / "statistics.json.broken"
    assert loaded.backup.read_bytes() == raw
    assert not paths.statistics_file.exists()
    assert loaded.can_save
    reason = loaded.notice.args["reason"]
    assert why in reason
    assert "\n" not in str(loaded.notice)
    assert len(reason) <= 120
    assert "statistics.json.broken" in str(loaded.notice)


def test_a_damaged_file_that_cannot_be_moved_is_not_saved_over(
    paths: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the file cannot be moved aside it stays, can_save is False, and reset refuses to write."""
    paths.data.mkdir(parents=True)
    paths.statistics_file.write_bytes(b"{damaged")

    def refuse(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    loaded = load_statistics(paths)
    assert loaded.notice is not None
    assert loaded.notice.key == "store.stats_unreadable"
    assert loaded.backup is None
    assert not loaded.can_save
    assert str(paths.statistics_file) in str(loaded.notice)
    with pytest.raises(OSError, match="could not be moved aside"):
        reset_statistics(paths)
    assert paths.statistics_file.read_bytes() == b"{damaged"
