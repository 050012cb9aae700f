"""Statistics: results are counted per game and player name, survive a round trip, and can be reset.

A match given with its id is counted once, however often its result comes in.
"""

from __future__ import annotations

import inspect
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

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
    was_counted,
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
        {"played": 1, "hinted": 2},
        {"played": 2, "won": 1, "hinted": 2, "hinted_won": 2, "best_streak": 1},
        {"played": 2, "won": 0, "hinted": 1, "hinted_won": 1},
    ):
        with pytest.raises(ValidationError):
            PlayerStats.model_validate(bad)


def test_matches_with_hints_count_and_are_marked() -> None:
    """A match in which a player asked the coach counts as any other, and is also counted among that
    player's matches with hints; the other players' records carry no mark."""
    stats = record_result(Statistics(), "ftw", NAMES, HUMANS, [0], [9, 5, 1], hinted=[True, False, False])
    stats = record_result(stats, "ftw", NAMES, HUMANS, [1], [1, 9, 5], hinted=[True, False, False])
    anna, ben = stats.games["ftw"]["Anna"], stats.games["ftw"]["Ben"]
    assert (anna.played, anna.won, anna.hinted, anna.hinted_won) == (2, 1, 2, 1)
    assert (ben.played, ben.won, ben.hinted, ben.hinted_won) == (2, 1, 0, 0)
    with pytest.raises(ValueError, match="hinted"):
        record_result(stats, "ftw", NAMES, HUMANS, [0], [1, 2, 3], hinted=[True])


def test_a_record_without_hint_counts_loads_with_none() -> None:
    """Files from before the coach have no hint counts: they read as zero, not as damage."""
    old = PlayerStats.model_validate({"played": 3, "won": 2, "current_streak": 1, "best_streak": 2})
    assert (old.hinted, old.hinted_won) == (0, 0)


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
    "counted as a dict": (b'{"counted": {}}', "counted"),
    "a counted id in capitals": (json.dumps({"counted": ["A" * 32]}).encode(), "counted.0"),
    "a counted id too long": (json.dumps({"counted": ["a" * 33]}).encode(), "counted.0"),
    "a counted id as a number": (b'{"counted": [7]}', "counted.0"),
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


# ------------------------------------------------------------------- counted once


def _id(number: int) -> str:
    return f"{number:032x}"


def test_a_match_is_counted_once() -> None:
    """The same result with the same match id again changes nothing; another id counts again."""
    once = record_result(Statistics(), "ftw", NAMES, HUMANS, [0], [10, 20, 30], match_id=_id(1))
    assert once.counted == [_id(1)]
    assert was_counted(once, _id(1))
    assert not was_counted(once, _id(2))
    twice = record_result(once, "ftw", NAMES, HUMANS, [0], [10, 20, 30], match_id=_id(1))
    assert twice == once
    assert twice is not once
    assert twice.games["ftw"]["Anna"].played == 1
    # A copy: changing it leaves the first alone.
    twice.games["ftw"]["Anna"].played = 5
    assert once.games["ftw"]["Anna"].played == 1
    other = record_result(once, "ftw", NAMES, HUMANS, [1], [10, 20, 30], match_id=_id(2))
    assert other.counted == [_id(1), _id(2)]
    assert other.games["ftw"]["Anna"].played == 2
    # Without an id every call counts, as before.
    plain = record_result(other, "ftw", NAMES, HUMANS, [1], None)
    assert plain.games["ftw"]["Anna"].played == 3
    assert plain.counted == other.counted


def test_a_match_without_counted_seats_is_still_marked() -> None:
    """Bots only: nothing is recorded, but the match is known, so it cannot count later."""
    stats = record_result(Statistics(), "ftw", NAMES, [False] * 3, [0], None, match_id=_id(9))
    assert stats.games == {}
    assert was_counted(stats, _id(9))


def test_counted_ids_keep_the_newest_thousand() -> None:
    """Beyond 1000 ids the oldest go; the newest is last."""
    full = Statistics(counted=[_id(i) for i in range(1000)])
    after = record_result(full, "ftw", NAMES, HUMANS, [0], None, match_id=_id(1000))
    assert len(after.counted) == 1000
    assert after.counted[0] == _id(1)
    assert after.counted[-1] == _id(1000)
    assert not was_counted(after, _id(0))
    assert len(full.counted) == 1000
    assert full.counted[0] == _id(0)


def test_a_longer_counted_list_loads_its_newest_thousand(paths: Paths) -> None:
    """A file with more ids (a later version may keep more) is not damage; the newest are kept."""
    paths.data.mkdir(parents=True)
    paths.statistics_file.write_text(json.dumps({"counted": [_id(i) for i in range(1200)]}), encoding="utf-8")
    loaded = load_statistics(paths)
    assert loaded.notice is None
    assert loaded.statistics.counted == [_id(i) for i in range(200, 1200)]


def test_a_bad_match_id_is_refused() -> None:
    """A match id that is not 32 lowercase hex digits is a ValueError, and nothing is recorded."""
    for bad in ("", "A" * 32, "a" * 31, "a" * 32 + "\n", "g" * 32):
        with pytest.raises(ValueError, match="32 lowercase hex"):
            record_result(Statistics(), "ftw", NAMES, HUMANS, [0], None, match_id=bad)


def test_counted_ids_survive_a_round_trip_and_a_reset(paths: Paths) -> None:
    """The ids are saved and loaded; resetting forgets the results but not which matches counted."""
    stats = record_result(Statistics(), "ftw", NAMES, HUMANS, [0], None, match_id=_id(3))
    save_statistics(stats, paths)
    assert load_statistics(paths).statistics == stats
    after = reset_statistics(paths)
    assert after.games == {}
    assert was_counted(after, _id(3))
    again = record_result(load_statistics(paths).statistics, "ftw", NAMES, HUMANS, [0], None, match_id=_id(3))
    assert again.games == {}


def test_an_older_file_without_counted_ids_still_loads(paths: Paths) -> None:
    """A file from before match ids loads with none counted, and is left as it was."""
    raw = b'{"format_version": 1, "games": {"ftw": {"Anna": {"played": 2, "won": 1}}}}'
    paths.data.mkdir(parents=True)
    paths.statistics_file.write_bytes(raw)
    loaded = load_statistics(paths)
    assert loaded.notice is None
    assert loaded.statistics.counted == []
    assert loaded.statistics.games["ftw"]["Anna"].played == 2
    assert paths.statistics_file.read_bytes() == raw


def test_what_is_not_a_file_is_reported_and_left_alone(
    paths: Paths, hostile: Any, in_time: Callable[..., Any], not_a_file: str
) -> None:
    """A pipe, a folder or a device: at once empty statistics and a notice; never moved nor reset over."""
    intact = hostile.place(paths.statistics_file, not_a_file)
    loaded = in_time(lambda: load_statistics(paths))
    assert loaded.statistics == Statistics()
    assert loaded.notice is not None
    assert loaded.notice.key == "store.stats_unreadable"
    assert loaded.notice.args["reason"].endswith(", not a file")
    assert loaded.backup is None
    assert not loaded.can_save
    with pytest.raises(OSError, match="could not be moved aside"):
        in_time(lambda: reset_statistics(paths))
    assert intact()
    assert [p.name for p in paths.data.iterdir()] == ["statistics.json"]
