"""Fuzzing the loaders: 1,500 mutated settings, statistics and save files, seeded and repeatable.

Every file is either still valid, and then it loads and stays where it was,
or the loader returns a notice and the original bytes are still on disk: at
the backup path, or at the original path when they could not be moved. No
exception may escape a loader, whatever the bytes, and whatever loads can be
saved again.
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from cardgames.engine import Message
from cardgames.games import GAMES
from cardgames.store import (
    GameSetup,
    Paths,
    SavedMatch,
    SavedSeat,
    SeatSetup,
    Settings,
    Statistics,
    load_match,
    load_settings,
    load_statistics,
    record_result,
    save_match,
    save_settings,
    save_statistics,
)

CASES_PER_KIND = 500
# A spliced-in raw JSON text replaces this string value after dumping.
_RAW = "\u0001raw\u0001"


@dataclass(frozen=True)
class Kind:
    """One kind of file: where it lives, how it is loaded, and the keys of its notices."""

    name: str
    target: Callable[[Paths], Path]
    load: Callable[[Paths], tuple[bool, Message | None, Path | None]]
    keys: tuple[str, str]


# Each loader returns whether its result is consistent, the notice and the backup. What loads
# must also save again (elsewhere): a file that loads but cannot be written back would be a trap.


def _load_settings(paths: Paths) -> tuple[bool, Message | None, Path | None]:
    result = load_settings(paths)
    if result.notice is None:
        save_settings(result.settings, _elsewhere(paths))
    return True, result.notice, result.backup


def _load_statistics(paths: Paths) -> tuple[bool, Message | None, Path | None]:
    result = load_statistics(paths)
    if result.notice is None:
        save_statistics(result.statistics, _elsewhere(paths))
    return True, result.notice, result.backup


def _load_save(paths: Paths) -> tuple[bool, Message | None, Path | None]:
    result = load_match(paths.autosave_file)
    if result.notice is None:
        # The file exists, so without a notice the match and its state both come.
        if result.match is None or result.state is None:
            return False, None, result.backup
        save_match(_elsewhere(paths).autosave_file, result.match)
        return True, None, result.backup
    return result.match is None and result.state is None, result.notice, result.backup


def _elsewhere(paths: Paths) -> Paths:
    return Paths(config=paths.config.parent / "again", data=paths.data.parent / "again")


KINDS = {
    "settings": Kind(
        "settings",
        lambda p: p.settings_file,
        _load_settings,
        ("store.settings_damaged", "store.settings_unreadable"),
    ),
    "statistics": Kind(
        "statistics",
        lambda p: p.statistics_file,
        _load_statistics,
        ("store.stats_damaged", "store.stats_unreadable"),
    ),
    "save": Kind(
        "save",
        lambda p: p.autosave_file,
        _load_save,
        ("store.save_damaged", "store.save_unreadable"),
    ),
}


# ------------------------------------------------------------------------- seed files


def _settings_files() -> list[dict[str, Any]]:
    custom = Settings(
        language="de",
        animation_speed="fast",
        bot_delay_ms=250,
        last_setup=GameSetup(
            game_id="seven_up",
            seats=[SeatSetup(name="Anna"), SeatSetup(name="Bot", kind="bot", level="easy")],
            options={"target": 11},
        ),
        window_geometry="AdnQywADAAAAAAA=",
    )
    return [Settings().model_dump(mode="json"), custom.model_dump(mode="json")]


def _statistics_files() -> list[dict[str, Any]]:
    stats = Statistics()
    names = ["Anna", "Ben", "Bot 1"]
    for winners, scores in (([0], [40, 10, 5]), ([1], [3, 50, 8]), ([], [0, 0, 0]), ([0, 1], [9, 9, 1])):
        stats = record_result(stats, "ftw", names, [True, True, False], winners, scores)
    stats = record_result(stats, "karriere_poker", names, [True, False, True], [2], None)
    return [stats.model_dump(mode="json"), Statistics().model_dump(mode="json")]


def _save_files() -> list[dict[str, Any]]:
    files = []
    when = datetime(2026, 5, 9, 12, 0, tzinfo=UTC)
    for game_id, game in sorted(GAMES.items()):
        players = game.min_players
        rng = random.Random(game_id)
        state = game.new_state(players, 5)
        while not state.is_over and len(state.history) < 25:
            state.apply(rng.choice(state.legal_actions()))
        seats = [SavedSeat(name=f"P{i}", kind="human" if i == 0 else "bot") for i in range(players)]
        match = SavedMatch.start(game_id, {}, seats, 5, now=when)
        match.actions = [a.text() for a in state.history]
        files.append(match.model_dump(mode="json"))
    return files


SEEDS = {"settings": _settings_files(), "statistics": _statistics_files(), "save": _save_files()}


# -------------------------------------------------------------------------- mutations


def _nodes(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into ``data`` (keys and indexes), the root included."""
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _nodes(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:8]):
            out += _nodes(value, (*path, index))
    return out


def _replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    """A copy of ``data`` with the node at ``path`` replaced by ``value``."""
    if not path:
        return value
    copy = json.loads(json.dumps(data))
    node = copy
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return copy


def _dumps(data: Any, raw: str = "") -> bytes:
    """JSON bytes, with the ``_RAW`` marker (if any) replaced by raw JSON text."""
    text = json.dumps(data, indent=1, ensure_ascii=False)
    return text.replace(json.dumps(_RAW), raw).encode("utf-8")


TYPE_SWAPS: list[Any] = ["text", "", 0, 7, -1, 1.5, True, False, None, [], [1, "a"], {}, {"a": 1}]
RAW_VALUES = [
    "1" + "0" * 400,  # 10**400
    str(2**70),
    str(-(2**70)),
    "-1",
    "9" * 5000,
    "1e400",
    "-1e400",
    "NaN",
    "Infinity",
    "-Infinity",
    "[" * 100_000 + "]" * 100_000,
    "{" + '"a":{' * 5000 + "}" * 5001,
    '"' + "x" * 200_000 + '"',
    '"\\ud800"',
    "0.000000000000000000000000000000000000000000000001",
]


def _type_swap(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    """A node becomes a string, a number, a list, null, an object..."""
    path = rng.choice(_nodes(data))
    value = TYPE_SWAPS[case % len(TYPE_SWAPS)]
    return f"type of {path} -> {value!r}", _dumps(_replaced(data, path, value))


def _raw_value(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    """A node becomes a huge number, NaN, deep nesting, a very long string..."""
    path = rng.choice(_nodes(data))
    raw = RAW_VALUES[case % len(RAW_VALUES)]
    return f"raw {raw[:20]!r} at {path}", _dumps(_replaced(data, path, _RAW), raw)


def _long_string(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    """A node becomes a long string."""
    path = rng.choice(_nodes(data))
    long = "x" * rng.choice([25, 65, 1000, 100_000])
    return f"long string at {path}", _dumps(_replaced(data, path, long))


def _key_dropped(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    """A key of an object is left out."""
    paths = [p for p in _nodes(data) if p and isinstance(p[-1], str)]
    path = rng.choice(paths)
    parent = _get(data, path[:-1])
    trimmed = {k: v for k, v in parent.items() if k != path[-1]}
    return f"without {path}", _dumps(_replaced(data, path[:-1], trimmed))


def _key_added(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    """An unknown key (files of newer versions have them)."""
    extra = {**data, "from_the_future": rng.choice(TYPE_SWAPS)}
    return "unknown key", _dumps(extra)


def _duplicate_key(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    """A top-level key twice: the second value counts, as JSON readers generally do."""
    key = rng.choice(sorted(data))
    value = json.dumps(rng.choice([*TYPE_SWAPS, data[key]]))
    text = json.dumps(data)
    return f"duplicate {key!r} = {value[:20]}", (text[:-1] + f", {json.dumps(key)}: {value}}}").encode()


def _top_level(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    """Something other than an object at the top."""
    tops = ["[]", '"text"', "17", "-1.5", "null", "true", "[" + json.dumps(data) + "]", ""]
    top = tops[case % len(tops)]
    return f"top level {top[:10]!r}", top.encode()


def _truncated(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    raw = _dumps(data)
    cut = rng.randrange(len(raw) + 1)
    return f"truncated at {cut}", raw[:cut]


def _bit_flips(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    raw = bytearray(_dumps(data))
    flips = rng.choice([1, 1, 2, 8])
    for _ in range(flips):
        i = rng.randrange(len(raw))
        raw[i] ^= 1 << rng.randrange(8)
    return f"{flips} bit flips", bytes(raw)


def _inserted(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    raw = _dumps(data)
    i = rng.randrange(len(raw) + 1)
    junk = bytes(rng.randrange(256) for _ in range(rng.choice([1, 3, 40])))
    if rng.random() < 0.5:
        junk = rng.choice([b",", b"]", b"}", b'"', b"\\", b"{", b"0", b"\xef\xbb\xbf", b"\x00"])
    return f"inserted {junk[:8]!r} at {i}", raw[:i] + junk + raw[i:]


def _deleted(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    raw = _dumps(data)
    i = rng.randrange(len(raw) + 1)
    n = rng.choice([1, 2, 10, 200])
    return f"deleted {n} at {i}", raw[:i] + raw[i + n :]


def _with_bom(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    """A byte-order mark, as some editors write it: harmless."""
    return "with a BOM", b"\xef\xbb\xbf" + _dumps(data)


MUTATIONS: list[Callable[[random.Random, Any, int], tuple[str, bytes]]] = [
    _type_swap,
    _raw_value,
    _long_string,
    _key_dropped,
    _key_added,
    _duplicate_key,
    _top_level,
    _truncated,
    _bit_flips,
    _inserted,
    _deleted,
    _with_bom,
]


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def _mutant(rng: random.Random, kind: str, case: int) -> tuple[str, bytes]:
    """One mutated file of ``kind``: every mutation in turn, with seeded details."""
    data = rng.choice(SEEDS[kind])
    mutations = MUTATIONS + ([_action_mutant] * 3 if kind == "save" else [])
    mutate = mutations[case % len(mutations)]
    return mutate(rng, data, case // len(mutations))


def _action_mutant(rng: random.Random, data: Any, case: int) -> tuple[str, bytes]:
    """A save whose moves were shuffled, dropped, repeated or rewritten."""
    actions = list(data["actions"])
    choice = rng.randrange(4)
    if choice == 0 and len(actions) > 1:
        i, j = rng.sample(range(len(actions)), 2)
        actions[i], actions[j] = actions[j], actions[i]
        what = f"moves {i} and {j} swapped"
    elif choice == 1 and actions:
        i = rng.randrange(len(actions))
        del actions[i]
        what = f"move {i} dropped"
    elif choice == 2 and actions:
        i = rng.randrange(len(actions))
        actions.insert(i, actions[i])
        what = f"move {i} repeated"
    else:
        i = rng.randrange(len(actions) + 1)
        junk = rng.choice(["", " ", "pass", "play", "A 0", "A -1", "B 1 take 99", "play 99,JK", "pass 1,,2"])
        junk = rng.choice([junk, junk + " " + str(rng.randrange(100)), "\u00e9" * 64])
        actions.insert(i, junk)
        what = f"{junk[:12]!r} inserted at {i}"
    return what, _dumps({**data, "actions": actions})


# ---------------------------------------------------------------------------- the test


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_mutated_files_never_break_a_loader_and_are_never_lost(
    tmp_path: Path, kind: str, caplog: pytest.LogCaptureFixture
) -> None:
    """500 mutated files of each kind: each loads, or is reported with its bytes kept."""
    spec = KINDS[kind]
    rng = random.Random(f"fuzz/{kind}")
    valid = damaged = 0
    caplog.set_level(logging.WARNING, logger="cardgames.store")
    for case in range(CASES_PER_KIND):
        what, raw = _mutant(rng, kind, case)
        paths = Paths(config=tmp_path / f"{case}" / "config", data=tmp_path / f"{case}" / "data")
        target = spec.target(paths)
        target.parent.mkdir(parents=True)
        target.write_bytes(raw)
        label = f"{kind} case {case} ({what})"
        try:
            consistent, notice, backup = spec.load(paths)
        except Exception as exc:  # pragma: no cover - the failure report
            pytest.fail(f"{label}: {type(exc).__name__} escaped: {exc}")
        assert consistent, label
        if notice is None:
            # Still valid: it loaded, and nothing was moved or changed.
            valid += 1
            assert backup is None, label
            assert target.read_bytes() == raw, label
            continue
        damaged += 1
        assert notice.key in spec.keys, label
        reason = notice.args["reason"]
        assert reason, label
        assert "\n" not in str(notice), label
        assert len(reason) <= 120, label
        if backup is not None:
            assert notice.key == spec.keys[0], label
            assert backup.read_bytes() == raw, label
            assert not target.exists(), label
        else:
            assert target.read_bytes() == raw, label
    # The mix is sensible: many files were damaged, and some mutations left a valid file.
    assert damaged >= CASES_PER_KIND // 2
    assert valid >= 5
    # No game raised anything but ReplayError on a mutated move (the loader logs those).
    assert not [r for r in caplog.records if "unexpectedly" in r.getMessage()]
