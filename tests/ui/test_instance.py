"""One running app per profile, as a person meets it: two real processes on one CARDGAMES_HOME.

The second start is refused (exit status 3) or read-only (it writes nothing); once the first is
killed, its lock is free and the next start takes the profile over and clears half-written
temporary files. Nothing planted at the lock's place (a pipe, a link to /dev/zero, a folder, an
empty or garbage file) stops a start or claims that the app is running.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from cardgames.store import Paths, app_paths
from cardgames.ui.instance import LOCK_NAME, ProfileLock

from ..store.conftest import finish_in_time


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
        assert refused.returncode == 3, refused.stderr
        assert "already running" in refused.stderr
        assert "first-paint" not in refused.stdout

        # A script that wanted a picture of the resumed match did not get one: not a success.
        shot = tmp_path / "resumed.png"
        also_refused = _run(home, "--resume", "--screenshot", str(shot))
        assert also_refused.returncode == 3
        assert "already running" in also_refused.stderr
        assert not shot.exists()

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


def _plant(lock: Path, kind: str, tmp_path: Path) -> tuple[Path | None, object]:
    """Put ``kind`` at the lock's place; the user's file it may point to, and what must be kept."""
    lock.parent.mkdir(parents=True, exist_ok=True)
    mine = tmp_path / "mine.txt"
    mine.write_text("my notes\n", encoding="utf-8")
    if kind == "pipe":
        os.mkfifo(lock)
        return None, "fifo"
    if kind == "link to /dev/zero":
        lock.symlink_to("/dev/zero")
        return None, "/dev/zero"
    if kind == "link to a file of mine":
        lock.symlink_to(mine)
        return mine, str(mine)
    if kind == "hard link to a file of mine":
        os.link(mine, lock)
        return mine, "my notes\n"
    if kind == "folder":
        lock.mkdir()
        (lock / "inside.txt").write_text("keep me", encoding="utf-8")
        return None, ["inside.txt"]
    if kind == "empty":
        lock.write_bytes(b"")
        return None, None
    if kind == "garbage":
        lock.write_bytes(b"\x00\xff not a lock \x93" * 20)
        return None, None
    raise AssertionError(kind)


PLANTED = [
    "pipe",
    "link to /dev/zero",
    "link to a file of mine",
    "hard link to a file of mine",
    "folder",
    "empty",
    "garbage",
]


@pytest.mark.parametrize("kind", PLANTED)
def test_nothing_at_the_locks_place_stops_a_start(tmp_path: Path, kind: str) -> None:
    """The start takes the profile (no "already running"), at once: an empty or garbage lock (what a
    power cut leaves) is taken over; a pipe, a link, a folder or a second name of someone's file is
    moved aside as it is, and the notice says what it was and where it went. A file of the user's
    that a link points to is never opened, let alone changed."""
    paths = app_paths({"CARDGAMES_HOME": str(tmp_path / "home")})
    lock_path = paths.data / LOCK_NAME
    mine, kept = _plant(lock_path, kind, tmp_path)
    lock = ProfileLock(paths)
    try:
        assert finish_in_time(lock.acquire), f"{kind}: the start was told another app runs"
        assert lock.held
        assert stat.S_ISREG(lock_path.lstat().st_mode)
        assert lock_path.lstat().st_nlink == 1
        backup = paths.data / (LOCK_NAME + ".broken")
        if kind in ("empty", "garbage"):
            assert lock.notice is None
            assert not backup.exists()
        else:
            notice = lock.notice
            assert notice is not None
            assert notice.key == "ui.notice.lock_set_aside"
            assert notice.args["backup"] == backup.name
            assert str(lock_path) in str(notice)
            if kind == "pipe":
                assert stat.S_ISFIFO(backup.lstat().st_mode)
            elif kind.startswith("link"):
                assert os.readlink(backup) == kept
            elif kind == "folder":
                assert [p.name for p in backup.iterdir()] == kept
            else:
                assert backup.read_text(encoding="utf-8") == kept
        if mine is not None:
            assert mine.read_text(encoding="utf-8") == "my notes\n"
    finally:
        lock.release()


def _start(paths: Paths) -> subprocess.CompletedProcess[str]:
    home = paths.data.parent
    _settings(home)
    return _run(home, "--if-running", "quit", "--quit-after-paint")


@pytest.mark.parametrize("kind", ["pipe", "empty"])
def test_the_app_starts_past_a_planted_lock(tmp_path: Path, kind: str) -> None:
    """The real app, as the report met it: a named pipe as its lock stopped it with no window and no
    word; an empty lock made every start say "already running". Both start now, the pipe is named."""
    paths = app_paths({"CARDGAMES_HOME": str(tmp_path / "home")})
    _plant(paths.data / LOCK_NAME, kind, tmp_path)
    try:
        started = _start(paths)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"the app did not start past a {kind} lock") from None
    assert started.returncode == 0, started.stderr
    assert "first-paint-ms" in started.stdout
    assert "already running" not in started.stderr
    if kind == "pipe":
        said = [line for line in started.stderr.splitlines() if "lock file" in line]
        assert len(said) == 1
        assert "named pipe" in said[0]
        assert "cardgames.lock.broken" in said[0]


def test_the_already_running_box_names_the_app_once_and_closes_with_escape(
    qtbot: Any, tmp_path: Path
) -> None:
    """newcomer 12: its title read "Card Table is already running — Card Table" (Qt adds the app's
    name to every window title). Escape answers Quit, as its button does."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from cardgames.ui.instance import ask_if_running

    QApplication.setApplicationDisplayName("Card Table")
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(box.windowTitle())
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    QTimer.singleShot(20, answer)
    assert ask_if_running(app_paths({"CARDGAMES_HOME": str(tmp_path)})) is False
    assert seen
    assert "Card Table" not in seen[0]
    assert seen[0]


def test_the_already_running_box_is_titled_in_the_players_language(qtbot: Any, tmp_path: Path) -> None:
    """Play-test: in German its title read "Läuft schon — Card Table": the app's name in a title
    follows the language from the moment it is chosen, before the main window exists."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from cardgames.ui.i18n import Translations
    from cardgames.ui.instance import ask_if_running

    translations = Translations(QApplication.instance())
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(box.windowTitle())
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    try:
        translations.set_language("de")
        assert QApplication.applicationDisplayName() == "Kartentisch"
        QTimer.singleShot(20, answer)
        assert ask_if_running(app_paths({"CARDGAMES_HOME": str(tmp_path)})) is False
        assert seen == ["Läuft schon"]
    finally:
        translations.set_language("en")
    assert QApplication.applicationDisplayName() == "Card Table"
