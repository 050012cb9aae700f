"""One running app per profile, as a person meets it: two real processes on one CARDGAMES_HOME.

The second start is refused or read-only (it writes nothing); once the first is killed, its lock
is stale and the next start takes the profile over and clears half-written temporary files.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardgames.store import app_paths
from cardgames.ui.instance import LOCK_NAME


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_HOME": str(home)}


def _run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cardgames", *args],
        env=_env(home),
        capture_output=True,
        text=True,
        timeout=90,
    )


def _settings(home: Path) -> Path:
    """A person against two bots at FTW?!, in English, without animation."""
    config = home / "config"
    config.mkdir(parents=True)
    setup = {
        "game_id": "ftw",
        "seats": [
            {"name": "Anna", "kind": "human"},
            {"name": "Ben", "kind": "bot", "level": "normal"},
            {"name": "Cleo", "kind": "bot", "level": "normal"},
        ],
        "options": {},
    }
    settings = {"language": "en", "animation_speed": "off", "bot_delay_ms": 0, "last_setup": setup}
    path = config / "settings.json"
    path.write_text(json.dumps(settings), encoding="utf-8")
    return path


def _folder_bytes(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file() and p.name != LOCK_NAME}


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL exists on POSIX systems only")
def test_a_second_app_on_one_profile_is_refused_or_read_only(tmp_path: Path, qapp: object) -> None:
    home = tmp_path / "home"
    _settings(home)
    paths = app_paths({"CARDGAMES_HOME": str(home)})
    first = subprocess.Popen(
        [sys.executable, "-m", "cardgames"], env=_env(home), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        deadline = time.monotonic() + 60
        while not (paths.data / LOCK_NAME).exists():
            assert first.poll() is None, first.stderr.read().decode() if first.stderr else ""
            assert time.monotonic() < deadline, "the first app took no lock"
            time.sleep(0.05)
        time.sleep(2)  # the bots have moved; now the person is to play and nothing changes
        config_before = _folder_bytes(paths.config)
        data_before = _folder_bytes(paths.data)

        refused = _run(home, "--if-running", "quit")
        assert refused.returncode == 0, refused.stderr
        assert "already running" in refused.stderr
        assert "first-paint" not in refused.stdout

        also_refused = _run(home, "--resume")
        assert also_refused.returncode == 0
        assert "already running" in also_refused.stderr

        read_only = _run(home, "--if-running", "read-only", "--quit-after-paint")
        assert read_only.returncode == 0, read_only.stderr
        assert "first-paint-ms" in read_only.stdout
        assert _folder_bytes(paths.config) == config_before, "a read-only app wrote the settings"
        assert _folder_bytes(paths.data) == data_before, "a read-only app wrote a match or statistics"

        # Even a damaged settings file is left where it is by an app that only reads the profile.
        paths.settings_file.write_bytes(b'{"language": "en", "bot_delay_ms": "fast"')
        damaged = _folder_bytes(paths.config)
        again_read_only = _run(home, "--if-running", "read-only", "--quit-after-paint")
        assert again_read_only.returncode == 0, again_read_only.stderr
        assert _folder_bytes(paths.config) == damaged
    finally:
        first.kill()
        first.wait(10)

    # The first app was killed: its lock is stale, and the next start takes the profile over.
    stale = paths.data / ".autosave.cardtablexk2_9qzt.tmp"
    stale.write_text('{"half": ', encoding="utf-8")
    lookalike = paths.data / "autosave.cardtablexk2_9qzt.tmp"
    lookalike.write_text("not ours", encoding="utf-8")
    again = _run(home, "--if-running", "quit", "--resume", "--quit-after-paint")
    assert again.returncode == 0, again.stderr
    assert "already running" not in again.stderr
    assert "first-paint-ms" in again.stdout
    assert not stale.exists(), "a half-written temporary file of ours was left behind"
    assert lookalike.exists(), "a file that is not our temporary file was removed"
