"""The start-up benchmark's own path: a fresh profile still reaches a painted table."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_a_first_start_with_quit_after_paint_reports_the_painted_table(tmp_path: Path) -> None:
    """``--quit-after-paint`` (used by ``cardgames.ui.bench startup`` and the packaging check) on a
    profile without settings: the welcome must not stop it before the table is dealt and painted."""
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "CARDGAMES_HOME": str(home), "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_T0": "0"}
    out = subprocess.run(
        [sys.executable, "-m", "cardgames", "--quit-after-paint", "--lang", "en"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert any(line.startswith("first-paint-ms") for line in out.stdout.splitlines()), out.stdout + out.stderr


_AFTER_FIRST_PAINT = """
import gc, linecache, runpy, sys
sys.argv = ["cardgames", "--quit-after-paint", "--lang", "en"]
try:
    runpy.run_module("cardgames", run_name="__main__")
except SystemExit as end:
    assert not end.code, end.code
from cardgames.games import GAMES
print("loaded", ",".join(GAMES.loaded()))
print("modules", ",".join(sorted(sys.modules)))
print("collector", gc.isenabled(), gc.get_freeze_count() > 10_000)
print("sources", len(linecache.cache))
"""


def test_the_first_table_imports_only_what_it_needs(tmp_path: Path) -> None:
    """Issue 23: the start loads the dealt game only (the other games load when first used), and
    neither the search process, the coach's search, the sound files' reader, a dialog nor online
    play."""
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "CARDGAMES_HOME": str(home), "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_T0": "0"}
    out = subprocess.run(
        [sys.executable, "-c", _AFTER_FIRST_PAINT], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    lines = dict(line.split(" ", 1) for line in out.stdout.splitlines() if " " in line)
    assert any(line.startswith("first-paint-ms") for line in out.stdout.splitlines()), out.stdout
    assert lines["loaded"] == "ftw"  # a new profile's table: you against three bots at FTW?!
    # The cyclic collector, off while the start builds what lasts, is on again once the table is
    # dealt, with what the start built frozen out of its walks.
    assert lines["collector"] == "True True"
    # PySide6's import hook reads every module's source after Qt is loaded (some 70 files at the
    # start, about 3 MiB); the lines are dropped once the start is over.
    assert int(lines["sources"]) < 10
    modules = set(lines["modules"].split(","))
    assert "cardgames.games.ftw" in modules
    for late in (
        "cardgames.games.seven_up",
        "cardgames.games.straight_up",
        "cardgames.games.karriere_poker",
        "cardgames.ai.remote",
        "cardgames.ai.coach",
        "multiprocessing",
        "wave",
        "cardgames.ui.dialogs.newgame",
        "cardgames.ui.dialogs.statistics",
        "cardgames.ui.dialogs.settings",
        "cardgames.ui.review",
        "cardgames.games.ftw.search",
        "cardgames.store.history",
        "cardgames.store.stats",
        # Online play loads when a table online is (issue 35: about 70 ms of pydantic and asyncio).
        "cardgames.ui.online.controller",
        "cardgames.ui.online.play",
        "cardgames.net.protocol",
        "websockets",
        "asyncio",
    ):
        assert late not in modules, f"{late} was imported before the first table was painted"


_GAMES_AFTER_QT = """
import json, random
import cardgames.ui.app  # what the app imports before Qt: the store and pydantic
from PySide6.QtWidgets import QApplication
app = QApplication([])
from cardgames.games import GAMES
from cardgames.store import SavedMatch, SavedSeat
assert GAMES.loaded() == [], GAMES.loaded()
for game in GAMES.values():
    options = game.Options.model_validate(game.Options().model_dump(mode="json"))
    json.dumps(game.Options.model_json_schema())
    state = game.new_state(game.min_players, 7, options)
    rng = random.Random(7)
    while state.current_player is not None and len(state.history) < 40:
        state.apply(rng.choice(state.legal_actions()))
    seats = [SavedSeat(name=f"P{i}", kind="bot", level="normal") for i in range(game.min_players)]
    saved = SavedMatch.start(game.id, options.model_dump(mode="json"), seats, 7)
    saved = saved.model_copy(update={"actions": list(state.record().actions)})
    again = SavedMatch.model_validate_json(saved.model_dump_json())
    assert again.record().replay(game).view(None) == state.view(None), game.id
print("ok", ",".join(GAMES.loaded()))
"""


def test_every_game_loads_after_qt_as_the_app_loads_it_late() -> None:
    """The games are imported after PySide6 now (when first used). PySide6's import hook once broke
    pydantic's own lazy imports there: each game's options validate, dump and describe themselves,
    and a match of each survives a save's round trip, in a process that imported Qt first."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", _GAMES_AFTER_QT], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["ok", "ftw,karriere_poker,seven_up,straight_up"]


def _bench(*args: str) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-m", "cardgames.ui.bench", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_the_startup_bench_times_the_table_beside_a_bare_window() -> None:
    """``python -m cardgames.ui.bench startup`` prints the table's figure, its anchor (a bare PySide6
    window, timed the same way in the same run) and the ratio of their medians."""
    import re

    out = _bench("startup", "--runs", "1")
    ours = re.search(r"first painted table: 1 runs, min (\d+) ms, median (\d+) ms", out)
    bare = re.search(r"bare PySide6 window: 1 runs, min (\d+) ms, median (\d+) ms", out)
    ratio = re.search(r"ratio of the medians: ([\d.]+)x", out)
    assert ours, out
    assert bare, out
    assert ratio, out
    table_ms, bare_ms = int(ours.group(2)), int(bare.group(2))
    assert bare_ms > 0
    # The printed ratio is that of the medians (printed rounded to whole ms).
    assert abs(float(ratio.group(1)) - table_ms / bare_ms) < 0.02 + 2 / bare_ms


def test_the_memory_bench_measures_the_app_playing() -> None:
    """``python -m cardgames.ui.bench memory`` runs the app with bots and reads its resident memory."""
    import re

    out = _bench("memory", "--players", "4", "--moves", "20")
    found = re.search(r"steady ([\d.]+) MiB, peak ([\d.]+) MiB", out)
    assert found, out
    steady, peak = float(found.group(1)), float(found.group(2))
    assert 20 < steady <= peak < 2048  # a Qt app's real footprint, in MiB
