"""The match history file (``history.json``): the newest finished matches first, at most 100, each
once; it reads back as written; a damaged file is set aside with a notice, never written over."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from cardgames.ai import make_bot, play_match
from cardgames.games import GAMES
from cardgames.store import (
    MatchHistory,
    Paths,
    SavedMatch,
    SavedSeat,
    add_finished,
    load_history,
    new_match_id,
    save_history,
)
from cardgames.store.history import MAX_HISTORY


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return Paths(config=tmp_path / "config", data=tmp_path / "data")


def _finished(seed: int, when: datetime | None = None) -> tuple[SavedMatch, list[int], list[int]]:
    """A Seven-up match to 1 point between two bots, played to its end, as the app saves it."""
    game = GAMES["seven_up"]
    bot = make_bot(game, "easy")
    state, outcome = play_match(game, [bot, bot], seed, {"target": 1}, random.Random(seed))
    when = when or datetime(2026, 11, 24, 12, 0, tzinfo=UTC)
    saved = SavedMatch(
        game_id="seven_up",
        options={"target": 1},
        seats=[SavedSeat(name="Anna", kind="human"), SavedSeat(name="Ben", kind="bot", level="easy")],
        seed=seed,
        actions=[a.text() for a in state.history],
        created=when - timedelta(minutes=5),
        updated=when,
        match_id=new_match_id(),
    )
    return saved, list(outcome.scores), list(outcome.winners)


def test_a_finished_match_reads_back_as_written(paths: Paths) -> None:
    saved, scores, winners = _finished(1)
    history = add_finished(MatchHistory(), saved, scores, winners)
    save_history(history, paths)
    loaded = load_history(paths)
    assert loaded.notice is None
    assert loaded.history == history
    entry = loaded.history.matches[0]
    assert entry.match == saved
    assert entry.finished == saved.updated
    assert (entry.scores, entry.winners) == (scores, winners)
    # What it holds replays to the same end.
    state = entry.match.record().replay(GAMES["seven_up"])
    assert state.outcome is not None
    assert list(state.outcome.winners) == winners


def test_an_online_match_is_marked_so_and_a_history_written_before_online_play_still_reads(
    paths: Paths,
) -> None:
    """The ``online`` mark round-trips; an entry without it (every file written before online play)
    reads as a match played here."""
    saved, scores, winners = _finished(2)
    online = saved.model_copy(update={"online": True, "match_id": new_match_id()})
    history = add_finished(add_finished(MatchHistory(), saved, scores, winners), online, scores, winners)
    save_history(history, paths)
    text = paths.history_file.read_text(encoding="utf-8")
    assert text.count('"online": false') == 1
    old = text.replace('"online": false,', "").replace('"online": false', "")
    assert '"online": false' not in old
    paths.history_file.write_text(old, encoding="utf-8")
    loaded = load_history(paths)
    assert loaded.notice is None
    assert [e.match.online for e in loaded.history.matches] == [True, False]


def test_newest_first_each_once_and_at_most_a_hundred() -> None:
    history = MatchHistory()
    made = []
    for k in range(MAX_HISTORY + 5):
        saved, scores, winners = _finished(k % 3, datetime(2026, 1, 1, tzinfo=UTC) + timedelta(hours=k))
        made.append(saved)
        history = add_finished(history, saved, scores, winners)
    assert len(history.matches) == MAX_HISTORY
    assert [m.match.match_id for m in history.matches] == [s.match_id for s in reversed(made)][:MAX_HISTORY]
    again = add_finished(history, made[-1], [0, 0], [])
    assert again is history  # the same match is not listed twice


@pytest.mark.parametrize(
    "raw",
    [b"{damaged", b'{"format_version": 7, "matches": []}', b'{"format_version": 1, "matches": [{"x": 1}]}'],
)
def test_a_damaged_history_is_set_aside_with_a_notice(paths: Paths, raw: bytes) -> None:
    paths.data.mkdir(parents=True, exist_ok=True)
    paths.history_file.write_bytes(raw)
    loaded = load_history(paths)
    assert loaded.history == MatchHistory()
    assert loaded.notice is not None
    assert loaded.notice.key == "store.history_damaged"
    assert loaded.backup is not None
    assert loaded.backup.read_bytes() == raw
    assert not paths.history_file.exists()
    assert loaded.can_save


def test_a_missing_history_is_empty_and_says_nothing(paths: Paths) -> None:
    loaded = load_history(paths)
    assert loaded.history.matches == []
    assert loaded.notice is None


def _entry(history: MatchHistory, levels: list[str], won: bool, *, practice: bool = False) -> MatchHistory:
    """``history`` with one more Seven-up match of Anna against bots of ``levels``."""
    saved, _scores, _winners = _finished(1)
    seats = [SavedSeat(name="Anna", kind="human")] + [
        SavedSeat.model_validate({"name": f"Bot {k}", "kind": "bot", "level": level})
        for k, level in enumerate(levels)
    ]
    saved = saved.model_copy(update={"seats": seats, "practice": practice, "match_id": new_match_id()})
    return add_finished(history, saved, [0] * len(seats), [0] if won else [1])


def test_results_by_opponents_and_win_rates_over_time() -> None:
    from cardgames.store.history import OpponentRow, by_opponents, win_rates

    history = MatchHistory()
    for levels, won, practice in [
        (["normal"], True, False),
        (["hard"], False, False),
        (["normal"], False, True),
        (["hard"], True, False),
        (["hard"], False, False),
    ]:
        history = _entry(history, levels, won, practice=practice)
    rows = by_opponents(history, "seven_up")
    assert rows == [
        OpponentRow("Anna", ("hard",), 3, 1, 0, 0),
        OpponentRow("Anna", ("normal",), 2, 1, 1, 0),
    ]
    assert by_opponents(history, "ftw") == []
    # Oldest first: won, lost, lost, won, lost.
    assert win_rates(history, "seven_up") == {"Anna": [100, 50, 33, 50, 40]}


def test_a_build_without_a_game_keeps_that_games_matches_for_the_full_app(
    paths: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A package built ``--without seven_up`` on a profile where the full app played Seven-up: its
    matches are not shown (and do not damage the file: the history is not set aside), and they
    are written back with the history, so the full app shows them again, newest first."""
    import cardgames.games as games

    history = MatchHistory()
    for seed in (1, 2):
        history = add_finished(history, *_finished(seed, datetime(2026, 11, 20 + seed, tzinfo=UTC)))
    save_history(history, paths)

    # The build without the game: its registry does not list it.
    monkeypatch.setattr(GAMES, "_where", {g: n for g, n in games.BUILT_IN.items() if g != "seven_up"})
    monkeypatch.setattr(GAMES, "_ids", [g for g in games.BUILT_IN if g != "seven_up"])
    monkeypatch.setattr(GAMES, "_loaded", {})
    assert "seven_up" not in GAMES
    loaded = load_history(paths)
    assert loaded.notice is None
    assert loaded.history.matches == []
    assert not paths.history_file.with_name("history.json.broken").exists()
    save_history(loaded.history, paths)  # as the app does when a match of another game ends

    monkeypatch.undo()
    again = load_history(paths)
    assert again.notice is None
    assert [m.match.match_id for m in again.history.matches] == [m.match.match_id for m in history.matches]
