"""Game > New game… as a player meets it: every choice in sight where the screen has room, in
English and German, and the rules of the chosen game readable while the dialog is open. The
Welcome dialog of the first start grows with its German texts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QBoxLayout, QTabBar, QTextBrowser, QWidget

from cardgames.store import Paths
from cardgames.ui.app import create_window, parse_args
from cardgames.ui.dialogs.newgame import NewGameDialog
from cardgames.ui.dialogs.rules import RulesDialog
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.screen import available_rect


def when_modal(qtbot: Any, act: Callable[[QWidget], None]) -> None:
    """Once a modal dialog shows (and has settled), let ``act`` use it as a person would."""

    def poll() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or not modal.isVisible():
            QTimer.singleShot(20, poll)
            return
        qtbot.wait(700)  # the keeper's checks after showing are done
        try:
            act(modal)
        finally:  # a failed look never leaves the test waiting on an open dialog
            if modal.isVisible():
                modal.close()

    QTimer.singleShot(20, poll)


def all_in_sight(widget: QWidget) -> bool:
    """No part of ``widget`` is scrolled or cut away."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game_id", ["ftw", "seven_up"])
def test_new_game_opens_with_every_choice_in_sight(
    make_window: Any, qtbot: Any, translations: Any, language: str, game_id: str
) -> None:
    """Game > New game… on a screen with room: game and seats side by side, the options below
    the seats, nothing behind a scroll bar."""
    window = make_window()
    window.set_language(language)
    driver_seats = ["human", "normal", "normal", "normal"]
    from cardgames.games import GAMES
    from cardgames.ui.setup import MatchSetup

    from .conftest import seats

    window.start_match(MatchSetup(GAMES[game_id], seats(*driver_seats), seed=1))
    seen: dict[str, Any] = {}

    def look(modal: QWidget) -> None:
        assert isinstance(modal, NewGameDialog)
        seen["room"] = available_rect(modal).contains(modal.frameGeometry())
        seen["beside"] = modal.columns.direction() == QBoxLayout.Direction.LeftToRight
        seen["scrolls"] = modal.body.verticalScrollBar().isVisible()
        seen["options"] = all_in_sight(modal.options_box)
        seen["count"] = all_in_sight(modal.count)
        seen["rules"] = all_in_sight(modal.rules_button)
        modal.reject()

    when_modal(qtbot, look)
    window.act_new.trigger()
    assert seen == {
        "room": True,
        "beside": True,
        "scrolls": False,
        "options": True,
        "count": True,
        "rules": True,
    }


def test_the_welcome_grows_with_its_german_texts(qtbot: Any, home: Paths, translations: Any) -> None:
    """The first start: Deutsch is chosen in the Welcome dialog; its longer texts make it taller
    (the screen has room), so the number of players stays in sight without scrolling."""
    made = create_window(parse_args(["--lang", "en"]))
    assert made is not None
    window = made[1]
    qtbot.addWidget(window)
    window.show()
    assert window.first_start
    seen: dict[str, Any] = {}

    def act(modal: QWidget) -> None:
        assert modal.objectName() == "welcomeDialog"
        height = modal.height()
        german = modal.findChild(QAbstractButton, "language_de")
        assert german is not None
        QTest.mouseClick(german, Qt.MouseButton.LeftButton, pos=QPoint(12, german.height() // 2))
        qtbot.waitUntil(lambda: modal.windowTitle() == "Willkommen")
        qtbot.wait(300)
        count = modal.findChild(QWidget, "welcomeCount")
        assert count is not None
        seen["taller"] = modal.height() > height
        seen["scrolls"] = modal.body.verticalScrollBar().isVisible()  # type: ignore[attr-defined]
        seen["count"] = all_in_sight(count)
        seen["on screen"] = available_rect(modal).contains(modal.frameGeometry())
        modal.reject()

    when_modal(qtbot, act)
    window.begin()
    window.set_language("en")  # the window's own catalogues: English again for the tests after this
    assert seen == {"taller": True, "scrolls": False, "count": True, "on screen": True}


def test_the_rules_can_be_read_while_new_game_is_open(make_window: Any, qtbot: Any) -> None:
    """ "Rules of this game…" in the New game dialog: the rules window comes up over the dialog and
    answers the mouse (a click on a tab switches it, the wheel scrolls the page) while the dialog
    stays open; after Start it is still there to read, over the table."""
    window: MainWindow = make_window()
    seen: dict[str, Any] = {}

    def act(modal: QWidget) -> None:
        assert isinstance(modal, NewGameDialog)
        modal.game_list.setCurrentRow(next(i for i, g in enumerate(modal.games) if g.id == "seven_up"))
        QTest.mouseClick(modal.rules_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.menus.rules is not None and window.menus.rules.isVisible())
        rules = window.menus.rules
        assert isinstance(rules, RulesDialog)
        qtbot.waitExposed(rules)
        seen["game"] = rules.game_id
        seen["modal still"] = QApplication.activeModalWidget() is modal
        bar = rules.tabs.findChild(QTabBar)
        assert bar is not None
        # Through the rules' window, as the mouse comes: a window a modal dialog blocks drops it.
        handle = rules.windowHandle()
        assert handle is not None
        where = bar.mapTo(rules, bar.tabRect(1).center())
        QTest.mouseClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)
        qtbot.wait(50)
        seen["tab"] = rules.tabs.currentIndex()
        page = rules.tabs.currentWidget()
        assert isinstance(page, QTextBrowser)
        scroll = page.verticalScrollBar()
        before = scroll.value()
        # A click on the scroll bar below its handle: a page further down.
        below = scroll.mapTo(rules, QPoint(scroll.width() // 2, scroll.height() - 30))
        QTest.mouseClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, below)
        qtbot.wait(50)
        seen["scrolled"] = scroll.value() > before
        QTest.mouseClick(modal.start_button, Qt.MouseButton.LeftButton)

    when_modal(qtbot, act)
    window.act_new.trigger()
    assert seen == {"game": "seven_up", "modal still": True, "tab": 1, "scrolled": True}
    rules = window.menus.rules
    assert rules is not None
    qtbot.wait(50)
    assert rules.isVisible(), "the rules closed with the dialog"
    assert rules.parentWidget() is window
