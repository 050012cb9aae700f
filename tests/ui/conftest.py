"""UI test fixtures: an isolated home folder, windows, and a driver that clicks like a person."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from cardgames.store import Paths, Settings, app_paths
from cardgames.ui.i18n import Translations
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.window.prompts import Prompts
from tests.ui.driving import Driver, seats


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Paths:
    """CARDGAMES_HOME points at a fresh folder: no test touches the real settings."""
    monkeypatch.setenv("CARDGAMES_HOME", str(tmp_path / "home"))
    return app_paths()


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    """Our catalogues, English to begin with; English again afterwards."""
    tr = Translations(qapp)
    tr.set_language("en")
    yield tr
    tr.set_language("en")


class Answers(Prompts):
    """The window's questions answered by the test: each answer set here is given at once, one left
    None is asked as a person is asked (a message box the test can click)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.resume_box = window.prompts.resume_box
        #: Resume the last match (True), discard it (False), or decide later (None: asked).
        self.resume_answer: bool | None = None
        #: Rejoin the online table of the last session (True), discard the seat (False)?
        self.rejoin_answer: bool | None = None
        #: Leave the running match for another?
        self.leave_answer: bool | None = None
        #: The match left cannot be kept: leave it for good?
        self.leave_unkept_answer: bool | None = None
        #: Replace an existing file?
        self.replace_answer: bool | None = None
        #: Take the move back, the match then stops counting?
        self.practice_answer: bool | None = None
        #: The last moves are not saved: close anyway?
        self.close_unsaved_answer: bool | None = None
        #: This app hosts the table and a friend sits at it: close anyway? (How often it was asked.)
        self.close_hosting_answer: bool | None = None
        self.close_hosting_asked = 0
        #: Every seat is taken: watch the table instead?
        self.watch_answer: bool | None = None

    def resume(self, saved: Any, moves: int) -> bool | None:
        return self.resume_answer if self.resume_answer is not None else super().resume(saved, moves)

    def rejoin(self, seat: Any) -> bool | None:
        return self.rejoin_answer if self.rejoin_answer is not None else super().rejoin(seat)

    def leave(self, kept: bool, online: str = "") -> bool:
        return self.leave_answer if self.leave_answer is not None else super().leave(kept, online)

    def leave_unkept(self, problem: str) -> bool:
        answer = self.leave_unkept_answer
        return answer if answer is not None else super().leave_unkept(problem)

    def replace(self, path: Path) -> bool:
        return self.replace_answer if self.replace_answer is not None else super().replace(path)

    def practice(self) -> tuple[bool, bool]:
        return (self.practice_answer, False) if self.practice_answer is not None else super().practice()

    def watch_instead(self) -> bool:
        answer = self.watch_answer
        return answer if answer is not None else super().watch_instead()

    def close_hosting(self) -> bool:
        self.close_hosting_asked += 1
        answer = self.close_hosting_answer
        return answer if answer is not None else super().close_hosting()

    def close_unsaved(self, problem: str) -> bool:
        answer = self.close_unsaved_answer
        return answer if answer is not None else super().close_unsaved(problem)


def answers(window: MainWindow) -> Answers:
    """The test's answers to ``window``'s questions (put in place at the first call)."""
    if not isinstance(window.prompts, Answers):
        window.prompts = Answers(window)
    return window.prompts


@pytest.fixture
def make_window(qtbot: Any, home: Paths, translations: Translations) -> Callable[..., MainWindow]:
    """Build a shown main window with test-friendly settings (no animation, no bot delay by default)."""

    def make(
        speed: str = "off", delay: int = 0, settings: Settings | None = None, auto_play: bool = False
    ) -> MainWindow:
        # Forced moves are the test's to make unless it asks for auto-play (cardgames.ui.autoplay).
        # A table hosted in a test listens on a free port of this computer only (tests talk to
        # 127.0.0.1 alone).
        window = MainWindow(
            settings
            or Settings(
                animation_speed=speed,
                bot_delay_ms=delay,
                auto_play_forced=auto_play,
                host_address="127.0.0.1",
                host_port=0,
            ),
            home,
            translations,
        )
        qtbot.addWidget(window)
        # "Take the move back, the match then stops counting?" (asked: tests/ui/test_match_records.py)
        answers(window).practice_answer = True
        # "The last moves are not saved: close anyway?" (asked: tests/ui/test_persistence.py)
        answers(window).close_unsaved_answer = True
        # "You host this table: close anyway?" (asked: tests/ui/test_online_playtest.py)
        answers(window).close_hosting_answer = True
        window.resize(1280, 820)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def driver_for(qtbot: Any) -> Callable[[MainWindow], Driver]:
    """A mouse driver for a window."""
    return lambda window: Driver(qtbot, window)


__all__ = ["Answers", "Driver", "answers", "seats"]
