"""The app and its settings file: remembered choices, a damaged file, and CARDGAMES_HOME."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardgames.store import Paths, load_settings
from cardgames.ui.app import create_window, parse_args
from cardgames.ui.setup import MatchSetup

from .conftest import seats


@pytest.fixture
def open_app(qtbot: Any, home: Paths, translations: Any) -> Any:
    """Start the app as ``cardgames`` would (settings, language, window), without its event loop."""

    def start(*argv: str) -> Any:
        _app, window = create_window(parse_args(list(argv)))
        qtbot.addWidget(window)
        window.show()
        return window

    return start


def test_settings_round_trip_through_the_app(open_app: Any, home: Paths) -> None:
    """Speed, language, last setup and window geometry are saved under CARDGAMES_HOME and come back."""
    from cardgames.games import GAMES

    window = open_app("--lang", "en")
    window.set_speed("slow")
    window.start_match(MatchSetup(GAMES["ftw"], seats("human", "easy", "normal"), {"rounds": 2}, seed=9))
    window.close()
    assert home.settings_file.is_file()
    assert str(home.settings_file).startswith(str(home.config))
    saved = json.loads(home.settings_file.read_text(encoding="utf-8"))
    assert saved["animation_speed"] == "slow"
    assert saved["language"] == "en"
    assert saved["window_geometry"]
    again = open_app()
    assert again.settings.animation_speed == "slow"
    assert again.scene.timing.move > 500
    setup = MatchSetup.from_settings(again.settings.last_setup)
    assert setup is not None
    assert [(s.name, s.kind, s.level) for s in setup.seats] == [
        ("Anna", "human", "normal"),
        ("Ben", "bot", "easy"),
        ("Cleo", "bot", "normal"),
    ]
    assert setup.options.model_dump() == {"rounds": 2}


def test_a_damaged_settings_file_gives_a_notice_and_is_kept(open_app: Any, home: Paths, qtbot: Any) -> None:
    """Garbage in settings.json: one-line notice, the bytes kept as a backup, defaults used, no crash."""
    home.config.mkdir(parents=True)
    garbage = b'{"animation_speed": "warp", \x00\xff'
    home.settings_file.write_bytes(garbage)
    window = open_app("--lang", "en")
    notice = window.statusBar().currentMessage()
    assert "could not be read" in notice
    assert "\n" not in notice
    backup = home.config / "settings.json.broken"
    assert backup.read_bytes() == garbage
    assert window.settings.animation_speed == "normal"
    # Playing on saves good settings beside the backup, which stays untouched.
    window.set_speed("fast")
    assert load_settings(home).settings.animation_speed == "fast"
    assert backup.read_bytes() == garbage


def test_settings_live_under_cardgames_home(open_app: Any, home: Paths, tmp_path: Path) -> None:
    """With CARDGAMES_HOME set, nothing is written anywhere else (the folder is the fixture's tmp_path)."""
    window = open_app("--lang", "de")
    window.set_speed("off")
    files = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    # The lock says this profile is in use (cardgames.ui.instance); it lives there too.
    assert files == ["home/config/settings.json", "home/data/cardgames.lock"]


def test_the_window_has_our_icon(open_app: Any) -> None:
    """The app and its window carry the Card Table icon in every rendered size."""
    from PySide6.QtWidgets import QApplication

    window = open_app()
    sizes = {s.width() for s in QApplication.windowIcon().availableSizes()}
    assert {16, 32, 48, 256} <= sizes
    assert not window.windowIcon().isNull()


def test_a_profile_folder_that_is_a_file_is_said_once_and_stays_in_sight(
    open_app: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    """CARDGAMES_HOME names a file: the window says once, and keeps in sight, that nothing can be
    saved and why (not a notice per file that blames the autosave), plays on, and leaves the file
    alone."""
    afile = tmp_path / "afile"
    afile.write_text("my own file\n", encoding="utf-8")
    monkeypatch.setenv("CARDGAMES_HOME", str(afile))
    window = open_app("--lang", "en")
    window.first_start = False  # the welcome is a dialog of its own; the table is what is looked at here
    window.begin()
    assert window.controller is not None, "the table is dealt all the same"
    label = window.save_problem
    assert label.isVisible()
    assert "Nothing can be saved" in label.toolTip()
    assert f"{afile} is not a folder" in label.toolTip()
    log = window.side.log_texts()
    assert [line for line in log if "saved" in line or "loaded" in line or "lock" in line] == [
        label.toolTip()
    ]
    window.close()
    assert afile.read_text(encoding="utf-8") == "my own file\n"
