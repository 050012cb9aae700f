"""The app as a separate process: killed in the middle of a match (SIGKILL), started again with
the same CARDGAMES_HOME, the match resumes with every action it had saved; ``--resume``."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from cardgames.store import app_paths, load_match


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_HOME": str(home)}


def _settings(home: Path) -> None:
    """Two bots at Seven-up as the last setup; no animation, a short bot pause."""
    config = home / "config"
    config.mkdir(parents=True)
    setup = {
        "game_id": "seven_up",
        "seats": [
            {"name": "Ada", "kind": "bot", "level": "normal"},
            {"name": "Ben", "kind": "bot", "level": "easy"},
        ],
        "options": {},
    }
    settings = {"language": "en", "animation_speed": "off", "bot_delay_ms": 60, "last_setup": setup}
    (config / "settings.json").write_text(json.dumps(settings), encoding="utf-8")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL exists on POSIX systems only")
def test_a_killed_app_resumes_every_saved_action(tmp_path: Path, qapp: object) -> None:
    """Kill the app mid-match; the autosave is whole (written atomically before each move is shown)
    and ``--resume`` goes on with exactly those actions."""
    home = tmp_path / "home"
    _settings(home)
    paths = app_paths({"CARDGAMES_HOME": str(home)})
    app = subprocess.Popen([sys.executable, "-m", "cardgames"], env=_env(home), stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            loaded = load_match(paths.autosave_file) if paths.autosave_file.exists() else None
            if loaded is not None and loaded.state is not None and len(loaded.state.history) >= 8:
                break
            assert app.poll() is None, app.stderr.read().decode() if app.stderr else ""
            time.sleep(0.05)
        else:
            raise AssertionError("the app saved no match in a minute")
        os.kill(app.pid, signal.SIGKILL)
        app.wait(10)
    finally:
        if app.poll() is None:
            app.kill()
    killed = load_match(paths.autosave_file)
    assert killed.notice is None, "the autosave was left broken"
    assert killed.state is not None
    actions = [a.text() for a in killed.state.history]
    assert len(actions) >= 8

    shot = tmp_path / "resumed.png"
    out = subprocess.run(
        [sys.executable, "-m", "cardgames", "--resume", "--screenshot", str(shot)],
        env=_env(home),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    image = QImage(str(shot))
    assert not image.isNull()
    resumed = load_match(paths.autosave_file)
    assert resumed.state is not None
    assert [a.text() for a in resumed.state.history] == actions


def test_resume_without_an_unfinished_match_says_so(tmp_path: Path) -> None:
    """``--resume --screenshot`` with nothing to resume: one line on stderr, exit status 1."""
    out = subprocess.run(
        [sys.executable, "-m", "cardgames", "--resume", "--screenshot", str(tmp_path / "x.png")],
        env=_env(tmp_path / "home"),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 1
    assert "no unfinished match" in out.stderr
    assert not (tmp_path / "x.png").exists()
