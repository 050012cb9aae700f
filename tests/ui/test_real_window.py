"""The app in a real X window (Xvfb): a window destroyed from outside ends the process, and the
match it left is offered again.

Needs ``Xvfb`` and ``xdotool`` (Debian: ``apt-get install xvfb xdotool`` plus the xcb libraries of
``scripts/bootstrap.sh``'s ``ensure_qt_libs gui``); without them the test is skipped and says why.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardgames.store import app_paths, load_match

pytestmark = pytest.mark.skipif(
    shutil.which("Xvfb") is None or shutil.which("xdotool") is None,
    reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)",
)


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """A private X server; skipped when Qt cannot open a window on it (xcb libraries missing)."""
    for number in range(91, 120):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            break
    name = f":{number}"
    server = subprocess.Popen(
        ["Xvfb", name, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            assert server.poll() is None, "Xvfb did not start"
            assert time.monotonic() < deadline, "Xvfb did not start in 10 s"
            time.sleep(0.05)
        probe = subprocess.run(
            [sys.executable, "-c", "from PySide6.QtWidgets import QApplication; QApplication([])"],
            env={**os.environ, "DISPLAY": name, "QT_QPA_PLATFORM": "xcb"},
            capture_output=True,
            text=True,
            timeout=60,
        )
        if probe.returncode != 0:
            pytest.skip(f"Qt cannot open an X window here: {probe.stderr.strip().splitlines()[-1:]}")
        yield name
    finally:
        server.terminate()
        server.wait(10)


def test_a_window_destroyed_from_outside_ends_the_app(display: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    setup = {
        "game_id": "seven_up",
        "seats": [{"name": "Anna", "kind": "human"}, {"name": "Ben", "kind": "bot", "level": "hard"}],
        "options": {},
    }
    (home / "config" / "settings.json").write_text(
        json.dumps({"language": "en", "animation_speed": "off", "bot_delay_ms": 0, "last_setup": setup}),
        encoding="utf-8",
    )
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "CARDGAMES_HOME": str(home)}
    env.pop("QT_SCALE_FACTOR", None)
    app = subprocess.Popen([sys.executable, "-m", "cardgames"], env=env, stderr=subprocess.PIPE)
    try:
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "Card Table"],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        windows = found.stdout.split()
        assert windows, "the app's window never appeared"
        time.sleep(1.5)  # dealt; the bot may have made its trump decision
        for window in windows:
            subprocess.run(["xdotool", "windowclose", window], env=env, capture_output=True, timeout=10)
        app.wait(20)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(10)
            pytest.fail("the app kept running after its window was destroyed")
    assert app.returncode == 0, app.stderr.read().decode() if app.stderr else ""
    paths = app_paths({"CARDGAMES_HOME": str(home)})
    if paths.autosave_file.exists():
        loaded = load_match(paths.autosave_file)
        assert loaded.notice is None
        assert loaded.state is not None
