"""Saved matches: a round trip replays the same match, and every damaged save is kept aside and reported.

A file the player chose (``own=False``) is never moved nor changed, whatever it holds; what is not a file
(a pipe, a folder, a device) is reported at once and left alone.
"""

from __future__ import annotations

import json
import os
import random
import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from cardgames import __version__
from cardgames.engine import State
from cardgames.games import GAMES
from cardgames.store import (
    FORMAT_VERSION,
    MAX_SAVE_BYTES,
    SAVE_SUFFIX,
    LoadedMatch,
    Paths,
    SavedMatch,
    SavedSeat,
    discard_autosave,
    load_match,
    save_match,
)

WHEN = datetime(2026, 5, 9, 14, 30, 0, tzinfo=UTC)


def _seats(n: int) -> list[SavedSeat]:
    """Seat 0 a human, the rest bots."""
    return [SavedSeat(name="Anna", kind="human")] + [
        SavedSeat(name=f"Bot {i}", kind="bot", level="normal") for i in range(1, n)
    ]


def _played(game_id: str, players: int, seed: int, moves: int) -> tuple[SavedMatch, State]:
    """A match of ``game_id`` after up to ``moves`` random legal moves, and its save."""
    game = GAMES[game_id]
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    while not state.is_over and len(state.history) < moves:
        state.apply(rng.choice(state.legal_actions()))
    match = SavedMatch.start(game_id, {}, _seats(players), seed, now=WHEN)
    match.actions = [a.text() for a in state.history]
    return match, state


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "saves" / ("match" + SAVE_SUFFIX)


def _valid_data() -> dict[str, object]:
    """The JSON of a short FTW?! match, for damaging."""
    match, _ = _played("ftw", 3, 7, 12)
    return match.model_dump(mode="json")


def _assert_kept_aside(result: LoadedMatch, path: Path, raw: bytes) -> str:
    """The load gave a damage notice naming the file, and the backup holds exactly ``raw``."""
    assert result.match is None
    assert result.state is None
    assert result.notice is not None
    assert result.notice.key == "store.save_damaged"
    assert result.backup == path.with_name(path.name + ".broken")
    assert result.backup.read_bytes() == raw
    assert not path.exists()
    args = result.notice.args
    assert args["file"] == str(path)
    assert args["backup"] == result.backup.name
    text = str(result.notice)
    assert str(path) in text
    assert result.backup.name in text
    assert "\n" not in text
    reason: str = args["reason"]
    assert reason
    assert "\n" not in reason
    assert len(reason) <= 120
    return reason


# ------------------------------------------------------------------------ round trip


def test_round_trip_gives_the_same_match_and_state(path: Path) -> None:
    """Saving and loading gives back every field, and the replayed state equals the played one."""
    match, state = _played("seven_up", 3, 11, 40)
    match.practice = True
    match.updated = WHEN + timedelta(minutes=5)
    save_match(path, match)
    result = load_match(path)
    assert result.notice is None
    assert result.backup is None
    assert result.match == match
    assert result.state == state
    assert result.state is not None
    assert result.state.history == state.history
    assert match.record() == state.record()


def test_saved_file_is_sorted_indented_json_with_iso_dates(path: Path) -> None:
    """The file is plain JSON a person can read: sorted keys, indented, dates as ISO text."""
    match, _ = _played("ftw", 4, 3, 10)
    save_match(path, match)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert list(data) == sorted(data)
    assert text.startswith('{\n "actions": [\n')
    assert text.endswith("}\n")
    assert data["format_version"] == FORMAT_VERSION
    assert data["game_id"] == "ftw"
    assert datetime.fromisoformat(data["created"]) == WHEN
    assert data["seats"][1] == {"kind": "bot", "level": "normal", "name": "Bot 1"}
    assert [p.name for p in path.parent.iterdir()] == [path.name]


def test_start_fills_in_the_options_and_the_dates() -> None:
    """A new match stores the game's full options (defaults included), the app version and now."""
    before = datetime.now(UTC)
    match = SavedMatch.start("seven_up", {"target": 11}, _seats(2), 42)
    assert match.options == GAMES["seven_up"].make_options({"target": 11}).model_dump(mode="json")
    assert match.options["target"] == 11
    assert match.actions == []
    assert match.practice is False
    assert before <= match.created == match.updated <= datetime.now(UTC)
    assert match.app_version == __version__
    assert match.record().num_players == 2


def test_start_refuses_unknown_games_and_bad_options() -> None:
    """Starting checks the game and its options at once, not only when loading."""
    with pytest.raises(KeyError, match="nonsense"):
        SavedMatch.start("nonsense", {}, _seats(3), 1)
    with pytest.raises(ValueError, match="rounds"):
        SavedMatch.start("ftw", {"rounds": 99}, _seats(3), 1)
    with pytest.raises(ValueError, match="2 to 6 players, not 7"):
        SavedMatch.start("ftw", {}, _seats(7), 1)
    with pytest.raises(ValueError, match="not 9"):
        SavedMatch.start("ftw", {}, _seats(9), 1)
    with pytest.raises(ValidationError):
        SavedMatch.start("ftw", {}, _seats(3), -1)


def test_the_model_checks_its_values() -> None:
    """Names are stripped and bounded, dates must carry a time zone, and assignments are checked."""
    assert SavedSeat(name="  Anna ", kind="human").name == "Anna"
    for bad in ("", "   ", "x" * 25):
        with pytest.raises(ValidationError):
            SavedSeat(name=bad, kind="human")
    with pytest.raises(ValidationError):
        SavedSeat(name="Bot", kind="bot", level="x" * 17)
    match = SavedMatch.start("ftw", {}, _seats(3), 1, now=WHEN)
    with pytest.raises(ValidationError):
        match.updated = datetime(2026, 1, 1)
    with pytest.raises(ValidationError):
        match.actions = ["x" * 65]
    with pytest.raises(ValidationError):
        match.seed = 2**63
    # Any time zone will do; it comes back as written.
    match.updated = datetime(2026, 1, 1, 12, tzinfo=timezone(timedelta(hours=2)))
    assert SavedMatch.model_validate(match.model_dump(mode="json")) == match


def test_save_refuses_a_match_that_would_not_load_back(path: Path) -> None:
    """A match changed around validation (model_copy) is refused, and the old file stays."""
    match, _ = _played("ftw", 3, 1, 5)
    save_match(path, match)
    before = path.read_bytes()
    bad = match.model_copy(update={"seats": _seats(9)})
    with pytest.raises(ValueError, match="seats"):
        save_match(path, bad)
    assert path.read_bytes() == before


def test_discard_autosave(tmp_path: Path) -> None:
    """Discarding deletes the autosave, and is harmless when there is none."""
    paths = Paths(config=tmp_path / "config", data=tmp_path / "data")
    assert paths.autosave_file.suffix == SAVE_SUFFIX
    discard_autosave(paths)
    match, _ = _played("straight_up", 2, 5, 8)
    save_match(paths.autosave_file, match)
    assert load_match(paths.autosave_file).match == match
    discard_autosave(paths)
    assert not paths.autosave_file.exists()
    assert load_match(paths.autosave_file) == LoadedMatch(None, None)


def test_missing_file_gives_nothing(path: Path) -> None:
    """No file: no match, no state, nothing to report, nothing created."""
    assert load_match(path) == LoadedMatch(None, None, None, None)
    assert not path.parent.exists()


# ------------------------------------------------------------------- damaged saves


def _changed(**changes: object) -> bytes:
    data = _valid_data()
    data.update(changes)
    return json.dumps(data).encode()


def _with_action(index: int, text: str) -> bytes:
    data = _valid_data()
    actions = data["actions"]
    assert isinstance(actions, list)
    actions.insert(index, text)
    return json.dumps(data).encode()


def _repeated(index: int) -> bytes:
    """The valid save with the move at ``index`` played a second time right after itself."""
    data = _valid_data()
    actions = data["actions"]
    assert isinstance(actions, list)
    actions.insert(index + 1, actions[index])
    return json.dumps(data).encode()


def _after_the_end() -> bytes:
    """A finished Seven-up match with its last move played once more."""
    match, state = _played("seven_up", 2, 4, 10**6)
    assert state.is_over
    match.actions.append(match.actions[-1])
    return json.dumps(match.model_dump(mode="json")).encode()


def _without(key: str) -> bytes:
    data = _valid_data()
    del data[key]
    return json.dumps(data).encode()


DAMAGE: dict[str, tuple[bytes, str]] = {
    # name: (file bytes, a piece of the reason)
    "empty file": (b"", "not valid JSON"),
    "garbage": (b"\x00\x9c\xfePK\x03\x04", "not UTF-8"),
    "cut short": (json.dumps(_valid_data()).encode()[:-20], "not valid JSON"),
    "a JSON list": (b"[1, 2]", "list, not an object"),
    "newer format": (_changed(format_version=2), "written by a newer version (format 2)"),
    "older format": (_changed(format_version=0), "unknown format (0)"),
    "format as text": (_changed(format_version="1"), "format_version"),
    "unknown game": (_changed(game_id="poker_night"), "'poker_night'"),
    "options the game refuses": (_changed(options={"rounds": 99}), "options.rounds"),
    # An option a newer version added is left out (see below), but not when a known one is wrong.
    "an unknown option beside a refused one": (
        _changed(options={"colour": "red", "rounds": 99}),
        "options.rounds",
    ),
    "too many options": (_changed(options={f"o{i}": i for i in range(40)}), "options"),
    "huge options": (_changed(options={"rounds": "x" * 5000}), "options"),
    "an illegal move inserted": (_repeated(2), "does not replay"),
    "an unreadable move": (_with_action(0, "fly away"), "does not replay"),
    "a pass after the passing": (_with_action(12, "pass 1,2,3"), "does not replay"),
    "a move after the end": (_after_the_end(), "is not legal: The match is over"),
    "a move too long": (_with_action(0, "A " + "1" * 70), "actions.0"),
    "a move as a number": (_with_action(0, 17), "actions.0"),  # type: ignore[arg-type]
    "too many moves": (_changed(actions=["A 1"] * 100_001), "actions"),
    "seed as text": (_changed(seed="7"), "seed"),
    "negative seed": (_changed(seed=-7), "seed"),
    "seed too large": (_changed(seed=2**63), "seed"),
    "one seat": (_changed(seats=[{"name": "Anna", "kind": "human"}]), "seats"),
    "more seats than the game allows": (
        _changed(seats=[{"name": f"P{i}", "kind": "human"} for i in range(7)]),
        "does not replay",
    ),
    "a seat with no name": (_changed(seats=[{"name": " ", "kind": "human"}] * 3), "seats.0.name"),
    "a date without time zone": (_changed(created="2026-05-09T14:30:00"), "created"),
    "a date as a number": (_changed(updated=1_700_000_000), "updated"),
    "practice as text": (_changed(practice="yes"), "practice"),
    "no seed": (_without("seed"), "seed"),
    "a level in capitals": (_changed(seats=[{"name": "P", "kind": "bot", "level": "Hard"}] * 3), "level"),
    "an unknown level": (_changed(seats=[{"name": "P", "kind": "bot", "level": "ultra"}] * 3), "level"),
    "an empty level": (_changed(seats=[{"name": "P", "kind": "bot", "level": ""}] * 3), "seats.0.level"),
    "a level as a number": (_changed(seats=[{"name": "P", "kind": "bot", "level": 3}] * 3), "seats.0.level"),
    "a match id in capitals": (_changed(match_id="A" * 32), "match_id"),
    "a match id too short": (_changed(match_id="a" * 31), "match_id"),
    "a match id with a line end": (_changed(match_id="a" * 32 + "\n"), "match_id"),
    "a match id as a number": (_changed(match_id=7), "match_id"),
    "NaN": (json.dumps(_valid_data()).replace('"seed": 7', '"seed": NaN').encode(), "NaN"),
    "a 5000-digit number": (
        json.dumps(_valid_data()).replace('"seed": 7', '"seed": ' + "9" * 5000).encode(),
        "5000 digits",
    ),
    "deep nesting": (b'{"options": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested too deeply"),
    "oversized": (b'{"app_version": "' + b"A" * MAX_SAVE_BYTES + b'"}', "larger than 4096 KiB"),
}


@pytest.mark.parametrize(("raw", "why"), DAMAGE.values(), ids=DAMAGE.keys())
def test_damaged_save_is_kept_aside_and_reported(path: Path, raw: bytes, why: str) -> None:
    """Each kind of damage: no exception, a notice naming the file and the reason, the bytes kept."""
    path.parent.mkdir(parents=True)
    path.write_bytes(raw)
    result = load_match(path)
    reason = _assert_kept_aside(result, path, raw)
    assert why in reason


def test_reasons_for_the_common_cases(path: Path) -> None:
    """The reasons a player is most likely to meet, in full."""
    path.parent.mkdir(parents=True)
    cases = {
        _changed(format_version=3): "it was written by a newer version (format 3)",
        _changed(game_id="poker_night"): "game_id: this version does not know the game 'poker_night'",
    }
    for raw, reason in cases.items():
        path.write_bytes(raw)
        result = load_match(path)
        assert result.notice is not None
        assert result.notice.args["reason"] == reason
        assert result.backup is not None
        result.backup.unlink()
    # The third move again: its cards are no longer in that hand, and it is another seat's turn.
    data = _valid_data()
    actions = data["actions"]
    assert isinstance(actions, list)
    state = GAMES["ftw"].new_state(3, 7)
    for text in actions[:3]:
        state.apply(GAMES["ftw"].parse_action(text))
    assert state.why_illegal(GAMES["ftw"].parse_action(actions[2])) is not None
    path.write_bytes(_repeated(2))
    result = load_match(path)
    assert result.notice is not None
    expected = f"it does not replay: action 4 ({actions[2]!r}) is not legal"
    assert result.notice.args["reason"].startswith(expected)


def test_what_is_not_a_file_in_place_of_the_autosave_is_left_alone(
    path: Path, hostile: Any, in_time: Callable[..., Any], not_a_file: str
) -> None:
    """A pipe, a folder or a device: at once a notice naming it; nothing is moved or written."""
    intact = hostile.place(path, not_a_file)
    result = in_time(lambda: load_match(path))
    assert result.match is None
    assert result.state is None
    assert result.backup is None
    assert result.notice is not None
    assert result.notice.key == "store.save_unreadable"
    assert result.notice.args["reason"].endswith(", not a file")
    assert result.notice.args["file"] == str(path)
    assert intact()
    assert [p.name for p in path.parent.iterdir()] == [path.name]
    match, _ = _played("ftw", 3, 1, 5)
    with pytest.raises(OSError, match="not a file"):
        save_match(path, match)
    assert intact()


def test_a_second_damaged_save_does_not_overwrite_the_first_backup(path: Path) -> None:
    """Backups get fresh names: ``.broken``, then ``.broken-2``."""
    path.parent.mkdir(parents=True)
    path.write_bytes(b"first")
    first = load_match(path)
    path.write_bytes(b"second")
    second = load_match(path)
    assert first.backup is not None
    assert second.backup is not None
    assert second.backup.name == path.name + ".broken-2"
    assert first.backup.read_bytes() == b"first"
    assert second.backup.read_bytes() == b"second"


def test_a_damaged_save_that_cannot_be_moved_is_left_alone(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the file cannot be moved aside, it stays as it was and the notice says so."""
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{broken")

    def refuse(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    result = load_match(path)
    assert result.match is None
    assert result.state is None
    assert result.backup is None
    assert result.notice is not None
    assert result.notice.key == "store.save_unreadable"
    assert result.notice.args["file"] == str(path)
    assert str(path) in str(result.notice)
    assert path.read_bytes() == b"{broken"
    assert [p.name for p in path.parent.iterdir()] == [path.name]


# ----------------------------------------------- every game: save, load, replay, go on


def _compare(loaded: State, original: State) -> None:
    """Two states agree in everything a player or the referee can see."""
    assert loaded == original
    assert loaded.history == original.history
    assert loaded.current_player == original.current_player
    assert loaded.outcome == original.outcome
    assert loaded.legal_actions() == original.legal_actions()
    assert loaded.true_zones() == original.true_zones()
    for seat in [None, *range(original.num_players)]:
        assert loaded.view(seat) == original.view(seat)


def _cases() -> list[tuple[str, int, int]]:
    cases = []
    for game_id, game in sorted(GAMES.items()):
        counts = sorted({game.min_players, (game.min_players + game.max_players) // 2, game.max_players})
        cases += [(game_id, n, seed) for n in counts for seed in (1, 2, 3)]
    return cases


@pytest.mark.parametrize(("game_id", "players", "seed"), _cases())
def test_save_load_replay_equals_the_match_at_random_points(
    tmp_path: Path, game_id: str, players: int, seed: int
) -> None:
    """Stopped at random points of a random match, a save loads to the same state, which plays on the same."""
    game = GAMES[game_id]
    rng = random.Random(f"{game_id}/{players}/{seed}")
    # The whole match first, to know its length and every move.
    whole = game.new_state(players, seed)
    while not whole.is_over:
        whole.apply(rng.choice(whole.legal_actions()))
    moves = whole.history
    stops = sorted({0, len(moves), *rng.sample(range(len(moves) + 1), k=min(6, len(moves) + 1))})
    path = tmp_path / "match.cardtable"
    state = game.new_state(players, seed)
    seats = [SavedSeat(name=f"P{i}", kind="human" if i == 0 else "bot") for i in range(players)]
    match = SavedMatch.start(game_id, {}, seats, seed)
    for stop in stops:
        while len(state.history) < stop:
            state.apply(moves[len(state.history)])
        match.actions = [a.text() for a in state.history]
        save_match(path, match)
        result = load_match(path)
        assert result.notice is None, result.notice
        assert result.match == match
        loaded = result.state
        assert loaded is not None
        _compare(loaded, state)
        # Both go on with the same moves, event for event.
        original = state.clone()
        for move in moves[stop : stop + 6]:
            assert loaded.apply(move) == original.apply(move)
            _compare(loaded, original)


# ------------------------------------------------------------- files the player chose


def _listing(folder: Path) -> dict[str, bytes | None]:
    """Every entry of ``folder`` with its bytes (None for what is not a regular file)."""
    return {p.name: p.read_bytes() if p.is_file() and not p.is_symlink() else None for p in folder.iterdir()}


def _assert_left_alone(result: LoadedMatch, path: Path, reason: str) -> None:
    assert result.match is None
    assert result.state is None
    assert result.backup is None
    assert result.notice is not None
    assert result.notice.key == "store.save_foreign_damaged"
    assert result.notice.args["file"] == str(path)
    assert reason in result.notice.args["reason"]
    text = str(result.notice)
    assert text.endswith("; it is left as it is.")
    assert str(path) in text
    assert "\n" not in text


FOREIGN = {
    # name: (file bytes, a piece of the reason)
    "thesis.docx": (
        b"PK\x03\x04 Chapter 1: my thesis, two years of work",
        "not a Card Table match (.cardtable)",
    ),
    ".bashrc": (b"export PATH=$HOME/bin:$PATH\n", "not a Card Table match (.cardtable)"),
    "notes.json": (b'{"format_version": 1}', "not a Card Table match (.cardtable)"),
    "x.cardtable": (b"{damaged", "not valid JSON"),
    "other.cardtable": (_changed(game_id="poker_night"), "poker_night"),
    "replays.cardtable": (_repeated(2), "does not replay"),
}


@pytest.mark.parametrize(("name", "raw", "why"), [(n, *v) for n, v in FOREIGN.items()], ids=FOREIGN.keys())
def test_a_chosen_file_is_never_moved_or_changed(tmp_path: Path, name: str, raw: bytes, why: str) -> None:
    """Open... on a damaged or foreign file: a notice, and the folder is exactly as it was."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    path = folder / name
    path.write_bytes(raw)
    (folder / "unrelated.txt").write_bytes(b"other")
    before = _listing(folder)
    _assert_left_alone(load_match(path, own=False), path, why)
    assert _listing(folder) == before
    assert path.read_bytes() == raw


def test_a_valid_save_under_another_name_is_refused_unread(tmp_path: Path) -> None:
    """The name decides before anything is read: a good match called .txt is still refused."""
    match, _ = _played("ftw", 3, 2, 6)
    path = tmp_path / "match.txt"
    save_match(path, match)
    _assert_left_alone(load_match(path, own=False), path, "it is not a Card Table match (.cardtable)")
    missing = tmp_path / "nothing.docx"
    _assert_left_alone(load_match(missing, own=False), missing, "(.cardtable)")
    assert not missing.exists()


def test_a_valid_chosen_file_loads(tmp_path: Path) -> None:
    """A good save loads with own=False as with the default, its name ending in any case."""
    match, state = _played("seven_up", 2, 3, 20)
    for name in ("Monday.cardtable", "MONDAY.CARDTABLE"):
        path = tmp_path / name
        save_match(path, match)
        result = load_match(path, own=False)
        assert result.notice is None
        assert result.match == match
        assert result.state == state
    assert load_match(tmp_path / "gone.cardtable", own=False) == LoadedMatch(None, None)


def test_a_chosen_thing_that_is_not_a_file_is_left_alone(
    tmp_path: Path, hostile: Any, in_time: Callable[..., Any], not_a_file: str
) -> None:
    """A pipe, a folder or a device named m.cardtable: at once a notice, and it stays."""
    path = tmp_path / "m.cardtable"
    intact = hostile.place(path, not_a_file)
    result = in_time(lambda: load_match(path, own=False))
    _assert_left_alone(result, path, ", not a file")
    assert intact()
    assert [p.name for p in tmp_path.iterdir()] == ["m.cardtable"]


def test_the_autosave_is_still_kept_aside(path: Path) -> None:
    """own=True, the default, keeps moving a damaged autosave to .broken."""
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{damaged")
    _assert_kept_aside(load_match(path, own=True), path, b"{damaged")


# ------------------------------------------------------------------------- match ids


def test_every_match_gets_its_own_id(path: Path) -> None:
    """A new match has a fresh id of 32 hex digits; it survives a save and a load."""
    first = SavedMatch.start("ftw", {}, _seats(3), 1, now=WHEN)
    second = SavedMatch.start("ftw", {}, _seats(3), 1, now=WHEN)
    assert re.fullmatch(r"[0-9a-f]{32}", first.match_id)
    assert first.match_id != second.match_id
    save_match(path, first)
    assert json.loads(path.read_text(encoding="utf-8"))["match_id"] == first.match_id
    loaded = load_match(path).match
    assert loaded is not None
    assert loaded.match_id == first.match_id
    with pytest.raises(ValidationError):
        first.match_id = "not an id"


def test_an_older_save_without_an_id_still_loads(path: Path) -> None:
    """A file written before match ids loads, gets a valid id, and is not changed on disk."""
    raw = _without("match_id")
    path.parent.mkdir(parents=True)
    path.write_bytes(raw)
    result = load_match(path)
    assert result.notice is None
    assert result.match is not None
    assert re.fullmatch(r"[0-9a-f]{32}", result.match.match_id)
    assert path.read_bytes() == raw


# ------------------------------------------------------------------- a replay heard once


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_an_observed_load_hears_every_action_of_the_one_replay(path: Path, game_id: str) -> None:
    """``observe`` hears each action once, in order: the match after it and its events (as play made
    them). The load gives the same match and state, and the same progress reports, as a quiet one,
    and the state heard last is the state it gives."""
    game = GAMES[game_id]
    match, state = _played(game_id, game.max_players, 5, 10**6)
    save_match(path, match)
    # What play made: each action's events.
    played = game.new_state(game.max_players, 5)
    expected = [played.apply(action) for action in state.history]
    heard: list[tuple[list[Any], int]] = []
    last: list[State] = []

    def observe(after: State, events: list[Any]) -> None:
        heard.append((events, len(after.history)))
        last[:] = [after]

    quiet_reports: list[tuple[int, int]] = []
    quiet = load_match(path, progress=lambda *a: quiet_reports.append(a))
    reports: list[tuple[int, int]] = []
    result = load_match(path, progress=lambda *a: reports.append(a), observe=observe)
    assert result == quiet
    assert result.state == state
    assert [events for events, _ in heard] == expected
    assert [n for _, n in heard] == list(range(1, len(state.history) + 1))
    assert all(events for events, _ in heard), "an observed replay makes the events"
    assert result.state is not None
    assert result.state.history.moves() == state.history.moves()
    assert last[0] is result.state
    assert reports == quiet_reports


REPLAY_DAMAGE = [
    "an illegal move inserted",
    "an unreadable move",
    "a pass after the passing",
    "a move after the end",
    "more seats than the game allows",
    "options the game refuses",
]


@pytest.mark.parametrize("name", REPLAY_DAMAGE)
def test_an_observed_load_of_a_damaged_file_is_refused_for_the_same_reason(tmp_path: Path, name: str) -> None:
    """Heard or quiet, a file that does not replay is kept aside with the same reason; a chosen one
    is left as it is."""
    raw, why = DAMAGE[name]
    quiet_path, heard_path = tmp_path / "quiet.cardtable", tmp_path / "heard.cardtable"
    quiet_path.write_bytes(raw)
    heard_path.write_bytes(raw)
    quiet = load_match(quiet_path)
    result = load_match(heard_path, observe=lambda *_: None)
    assert _assert_kept_aside(result, heard_path, raw) == _assert_kept_aside(quiet, quiet_path, raw)
    assert why in str(result.notice)
    assert quiet.notice is not None
    heard_path.write_bytes(raw)
    reason = quiet.notice.args["reason"]
    _assert_left_alone(load_match(heard_path, own=False, observe=lambda *_: None), heard_path, reason)
    assert heard_path.read_bytes() == raw


def test_an_observer_that_fails_is_not_the_files_fault(path: Path) -> None:
    """A bug in what listens to the replay surfaces as itself; the good file is not set aside."""
    match, _ = _played("straight_up", 2, 3, 30)
    save_match(path, match)
    raw = path.read_bytes()

    def observe(_state: State, _events: list[Any]) -> None:
        raise KeyError("the listener's own bug")

    with pytest.raises(KeyError, match="the listener's own bug"):
        load_match(path, observe=observe)
    assert path.read_bytes() == raw
    assert list(path.parent.iterdir()) == [path]


def test_an_option_of_a_newer_version_is_left_out_and_said(path: Path) -> None:
    """A file written by a newer version whose options hold a name this version does not know: the
    match loads with every move (its other options kept), the file stays where it is, and the
    remark names the option; this is not damage."""
    match, state = _played("ftw", 3, 7, 12)
    data = match.model_dump(mode="json")
    data["options"] = {**data["options"], "brand_new_option": True}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    raw = path.read_bytes()
    # A file the player chose: only read.
    chosen = load_match(path, own=False)
    assert chosen.remark is not None
    assert chosen.remark.key == "store.save_newer_options"
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    # The app's own file, which it writes again at the next move without the option: the file as
    # the newer version wrote it is kept beside it, and the remark says where.
    result = load_match(path)
    assert result.notice is None
    assert result.backup is None
    assert result.match is not None
    assert result.state is not None
    assert result.state.history == state.history
    assert result.match.options == match.options
    assert result.remark is not None
    assert result.remark.key == "store.save_newer_options_kept"
    assert "“brand_new_option”" in str(result.remark)
    assert str(path) in str(result.remark)
    kept = path.with_name(path.name + ".newer")
    assert str(kept) in str(result.remark)
    assert kept.read_bytes() == raw
    assert path.read_bytes() == raw
    assert not list(path.parent.glob("*.broken*"))
    # Loaded again before a move rewrote it: no second copy.
    again = load_match(path)
    assert again.remark is not None
    assert str(kept) in str(again.remark)
    assert sorted(p.name for p in path.parent.iterdir()) == sorted([path.name, kept.name])


def test_a_newer_match_that_does_not_replay_without_its_option_is_damage(path: Path) -> None:
    """If the moves do not replay without the newer version's option, the file is kept aside as
    damaged, and the reason names that option."""
    match, _ = _played("ftw", 3, 7, 12)
    data = match.model_dump(mode="json")
    data["options"] = {**data["options"], "brand_new_option": True}
    data["actions"] = [*data["actions"], data["actions"][-1]]  # a move the old rules do not allow
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    result = load_match(path)
    reason = _assert_kept_aside(result, path, raw)
    assert "without the options of a newer version (“brand_new_option”)" in reason
