"""Fuzzing the loaders: 1,500 mutated settings, statistics and save files, seeded and repeatable.

Every file is either still valid, and then it loads and stays where it was,
or the loader returns a notice and the original bytes are still on disk: at
the backup path, or at the original path when they could not be moved. No
exception may escape a loader, whatever the bytes, and whatever loads can be
saved again.

Then the hostile cases: pipes, folders and devices where a file should be,
symlinks (to a file, to a damaged file, to nothing, to a device, in a
circle), values no version writes (unknown bot levels, odd window
geometries, game ids), and files the player chose, loaded with
``own=False``. The same invariant holds, no loader hangs, what is not a file
is never moved, and with ``own=False`` nothing at all is moved or changed.
"""

from __future__ import annotations

import json
import logging
import os
import random
import stat
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
    LoadedMatch,
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
        if not os.path.exists(paths.autosave_file):
            # No file (a link to nothing): nothing comes.
            return result == LoadedMatch(None, None), None, result.backup
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


# ------------------------------------------------------------------------ hostile cases

FOREIGN_NAME = "chosen.cardtable"


def _load_foreign(paths: Paths) -> tuple[bool, Message | None, Path | None]:
    """A file the player chose, in the data folder: loaded with own=False."""
    result = load_match(paths.data / FOREIGN_NAME, own=False)
    # A match comes with its state, or neither (missing or refused); a chosen file never has a backup.
    consistent = (result.match is None) == (result.state is None) and result.backup is None
    if result.notice is not None:
        consistent = consistent and result.match is None
    return consistent, result.notice, result.backup


LOADERS = {
    **KINDS,
    "chosen": Kind(
        "chosen",
        lambda p: p.data / FOREIGN_NAME,
        _load_foreign,
        ("store.save_foreign_damaged", "store.save_foreign_damaged"),
    ),
}
SEED_OF = {"settings": "settings", "statistics": "statistics", "save": "save", "chosen": "save"}


def _snapshot(folder: Path) -> dict[str, Any]:
    """What ``folder`` holds, without following links or opening pipes and devices."""
    out: dict[str, Any] = {}
    if not folder.exists():
        return out
    for entry in sorted(folder.iterdir()):
        mode = os.lstat(entry).st_mode
        if stat.S_ISLNK(mode):
            out[entry.name] = ("link", os.readlink(entry))
        elif stat.S_ISDIR(mode):
            out[entry.name] = ("folder", _snapshot(entry))
        elif stat.S_ISREG(mode):
            out[entry.name] = ("file", entry.read_bytes())
        else:
            out[entry.name] = ("special", stat.S_IFMT(mode))
    return out


def _check_kept(label: str, kind: str, before: dict[str, Any], after: dict[str, Any], name: str) -> None:
    """Nothing in the folder changed, except (for the app's own files) the one thing moved to a backup."""
    if before == after:
        return
    assert kind != "chosen", f"{label}: a chosen file was moved or changed"
    moved = {k: v for k, v in after.items() if k.startswith(name + ".broken")}
    assert len(moved) == 1, label
    assert {k: v for k, v in after.items() if k not in moved} == {
        k: v for k, v in before.items() if k != name
    }, label
    assert next(iter(moved.values())) == before[name], label


def _make_thing(root: Path, target: Path, thing: str, seed: bytes, hostile: Any) -> None:
    """Put ``thing`` at ``target``; link targets go to ``root / "elsewhere"``."""
    elsewhere = root / "elsewhere"
    elsewhere.mkdir(parents=True, exist_ok=True)
    if thing in ("pipe", "folder", "device"):
        hostile.place(target, thing)
    elif thing in ("dev_null", "dev_tty"):
        hostile.link(target, Path("/dev/" + thing.removeprefix("dev_")))
    elif thing == "link_to_valid":
        (elsewhere / "real").write_bytes(seed)
        hostile.link(target, elsewhere / "real")
    elif thing == "link_to_damaged":
        (elsewhere / "real").write_bytes(seed[: len(seed) // 2])
        hostile.link(target, elsewhere / "real")
    elif thing == "link_to_folder":
        (elsewhere / "dir").mkdir()
        hostile.link(target, elsewhere / "dir")
    elif thing == "link_to_pipe":
        hostile.place(elsewhere / "pipe", "pipe")
        hostile.link(target, elsewhere / "pipe")
    elif thing == "dangling":
        hostile.link(target, elsewhere / "nothing")
    elif thing == "circle":
        hostile.link(target, elsewhere / "back")
        hostile.link(elsewhere / "back", target)
    else:  # pragma: no cover - a typo in THINGS
        raise AssertionError(thing)


THINGS = [
    "pipe",
    "folder",
    "device",
    "dev_null",
    "dev_tty",
    "link_to_valid",
    "link_to_damaged",
    "link_to_folder",
    "link_to_pipe",
    "dangling",
    "circle",
]
# Never moved: what is not a regular file (through a link or not); a loader reports it and leaves it.
NOT_FILES = {"pipe", "folder", "device", "dev_null", "dev_tty", "link_to_folder", "link_to_pipe"}


@pytest.mark.parametrize("thing", THINGS)
@pytest.mark.parametrize("kind", sorted(LOADERS))
def test_hostile_things_where_a_file_should_be(
    tmp_path: Path, kind: str, thing: str, hostile: Any, in_time: Callable[..., Any]
) -> None:
    """Every loader on every kind of thing: it returns at once, nothing escapes, nothing is lost."""
    spec = LOADERS[kind]
    paths = Paths(config=tmp_path / "config", data=tmp_path / "data")
    target = spec.target(paths)
    seed = _dumps(SEEDS[SEED_OF[kind]][-1])
    _make_thing(tmp_path, target, thing, seed, hostile)
    before, links_before = _snapshot(target.parent), _snapshot(tmp_path / "elsewhere")
    label = f"{kind} on {thing}"
    consistent, notice, backup = in_time(lambda: spec.load(paths))
    assert consistent, label
    # What links point to is never touched; the link itself may go to a backup (the app's own files).
    assert _snapshot(tmp_path / "elsewhere") == links_before, label
    _check_kept(label, kind, before, _snapshot(target.parent), target.name)
    if thing in ("link_to_valid", "dangling"):
        # A link to a good file loads through it; a link to nothing is no file yet.
        assert notice is None, label
        return
    assert notice is not None, label
    assert notice.key in spec.keys, label
    assert "\n" not in str(notice), label
    if thing in NOT_FILES:
        assert notice.args["reason"].endswith(", not a file"), label
        assert backup is None, label
        assert _snapshot(target.parent) == before, label


HOSTILE_LEVELS: list[Any] = ["Hard", "ultra", "", 3, "HARD", " hard", "hard ", "normal\n", 1.5, [], {}]
HOSTILE_GEOMETRIES: list[Any] = [
    "é€",
    "\u00ff",
    "AdnQ\u00ffywAD",
    "A" * 8193,
    "A" * 100_000,
    "AdnQywAD\n",
    "AA=A",
    "A===",
    " ",
    "%2F%2F",
    "AdnQ-ywAD_",
    7,
    ["AdnQ"],
]
HOSTILE_GAME_IDS: list[Any] = ["", "g" * 33, 0, None, ["ftw"]]


def _hostile_values() -> list[tuple[str, str, bytes]]:
    """(loader, label, bytes): the seed files with a value this version must refuse."""
    cases: list[tuple[str, str, bytes]] = []
    custom = SEEDS["settings"][1]
    for value in HOSTILE_LEVELS:
        for seat in (0, 1):
            cases.append(
                (
                    "settings",
                    f"level {value!r}",
                    _dumps(_replaced(custom, ("last_setup", "seats", seat, "level"), value)),
                )
            )
    for value in HOSTILE_GEOMETRIES:
        cases.append(
            (
                "settings",
                f"geometry {str(value)[:12]!r}",
                _dumps(_replaced(custom, ("window_geometry",), value)),
            )
        )
    for value in HOSTILE_GAME_IDS:
        cases.append(
            ("settings", f"game id {value!r}", _dumps(_replaced(custom, ("last_setup", "game_id"), value)))
        )
    for index, save in enumerate(SEEDS["save"]):
        value = HOSTILE_LEVELS[index % len(HOSTILE_LEVELS)]
        for loader in ("save", "chosen"):
            for seat in (0, len(save["seats"]) - 1):
                raw = _dumps(_replaced(save, ("seats", seat, "level"), value))
                cases.append((loader, f"{save['game_id']} seat {seat} level {value!r}", raw))
    return cases


@pytest.mark.parametrize(("kind", "what", "raw"), _hostile_values())
def test_values_no_version_writes_are_damage(tmp_path: Path, kind: str, what: str, raw: bytes) -> None:
    """An unknown level, an odd geometry, a bad game id: a notice, never a crash later; the bytes are kept."""
    spec = LOADERS[kind]
    paths = Paths(config=tmp_path / "config", data=tmp_path / "data")
    target = spec.target(paths)
    target.parent.mkdir(parents=True)
    target.write_bytes(raw)
    before = _snapshot(target.parent)
    consistent, notice, backup = spec.load(paths)
    label = f"{kind}: {what}"
    assert consistent, label
    assert notice is not None, label
    assert notice.key == spec.keys[0], label
    _check_kept(label, kind, before, _snapshot(target.parent), target.name)
    if kind == "chosen":
        assert backup is None, label
        assert target.read_bytes() == raw, label
    else:
        assert backup is not None, label
        assert backup.read_bytes() == raw, label


FOREIGN_NAMES = [
    "thesis.docx",
    "x.cardtable",
    ".bashrc",
    "Match.CARDTABLE",
    "notes.cardtable.txt",
    "m.cardtable",
]
FOREIGN_CASES = 100


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_chosen_files_are_never_moved(tmp_path: Path, kind: str) -> None:
    """Mutated files of every kind under all sorts of names, opened with own=False: nothing moves."""
    rng = random.Random(f"fuzz/chosen/{kind}")
    loaded = refused = 0
    for case in range(FOREIGN_CASES):
        what, raw = _mutant(rng, kind, case)
        name = FOREIGN_NAMES[case % len(FOREIGN_NAMES)]
        folder = tmp_path / f"{case}"
        folder.mkdir()
        path = folder / name
        path.write_bytes(raw)
        before = _snapshot(folder)
        label = f"{kind} case {case} as {name} ({what})"
        try:
            result = load_match(path, own=False)
        except Exception as exc:  # pragma: no cover - the failure report
            pytest.fail(f"{label}: {type(exc).__name__} escaped: {exc}")
        assert _snapshot(folder) == before, label
        assert result.backup is None, label
        if result.notice is None:
            loaded += 1
            assert name.lower().endswith(".cardtable"), label
            assert result.match is not None, label
            assert result.state is not None, label
            continue
        refused += 1
        assert result.match is None, label
        assert result.state is None, label
        assert result.notice.key == "store.save_foreign_damaged", label
        if not name.lower().endswith(".cardtable"):
            assert result.notice.args["reason"] == "it is not a Card Table match (.cardtable)", label
    assert refused >= FOREIGN_CASES // 2
    # Some mutated saves are still valid saves, and load.
    assert loaded > 0 or kind != "save"
