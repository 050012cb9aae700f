"""The View menu: animation speed, the bots' pace, full screen (F11), the table's colour and the card
backs; each takes effect at once, is checked in the menu, and is there again after a restart."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QRadialGradient
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSpinBox

from cardgames.engine import HIDDEN
from cardgames.store import Paths, Settings, load_settings
from cardgames.ui.art import CardStyle, card_image
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.scene.table import FELTS
from cardgames.ui.viewmenu import PACES


def _checked(actions: dict[str, Any]) -> list[str]:
    return [key for key, act in actions.items() if act.isChecked()]


def test_the_bots_pace_is_in_the_view_menu(make_window: Any, driver_for: Any, home: Paths) -> None:
    window = make_window(delay=700)
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=1)
    assert _checked(window.view_menu.pace) == ["normal"]
    window.view_menu.pace["slow"].trigger()
    assert window.controller.bot_delay_ms == PACES["slow"] == 1500
    assert window.settings.bot_delay_ms == 1500
    assert load_settings(home).settings.bot_delay_ms == 1500
    assert _checked(window.view_menu.pace) == ["slow"]

    def other_delay() -> None:  # Preferences: a pace the menu does not name
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        box = dialog.findChild(QSpinBox, "botDelay")
        assert box is not None
        box.setValue(450)
        dialog.accept()

    QTimer.singleShot(0, other_delay)
    window.settings_dialog()
    assert window.controller.bot_delay_ms == 450
    assert _checked(window.view_menu.pace) == []


def test_f11_toggles_full_screen(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    assert not window.isFullScreen()
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=3000)
    assert window.view_menu.full_screen.isChecked()
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=3000)
    assert not window.view_menu.full_screen.isChecked()


def _room_colour(window: MainWindow) -> QColor:
    gradient = window.scene.backgroundBrush().gradient()
    assert isinstance(gradient, QRadialGradient)
    return gradient.stops()[0][1]


@pytest.mark.parametrize("felt", ["blue", "red", "grey"])
def test_the_table_colour_is_chosen_and_kept(felt: str, make_window: Any, home: Paths) -> None:
    window = make_window()
    assert _room_colour(window) == QColor(*FELTS["green"][0])
    window.view_menu.felt[felt].trigger()
    assert _room_colour(window) == QColor(*FELTS[felt][0])
    assert _checked(window.view_menu.felt) == [felt]
    window.close()
    again = make_window(settings=load_settings(home).settings)
    assert _room_colour(again) == QColor(*FELTS[felt][0])
    assert _checked(again.view_menu.felt) == [felt]


def _back_images(window: MainWindow) -> list[Any]:
    """The pictures of the face-down cards on the table."""
    return [item._image.pixmap().toImage() for item in window.scene.cards() if item.shown[0] == HIDDEN]


def test_the_card_back_changes_every_face_down_card(make_window: Any, driver_for: Any, home: Paths) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=1)
    driver.wait_for_person()
    before = _back_images(window)
    assert before  # the other hand and the stock lie face down
    window.view_menu.back["sunburst"].trigger()
    after = _back_images(window)
    assert len(after) == len(before)
    px = after[0].width()
    wanted = card_image(CardStyle.FRENCH, None, px, "sunburst")
    assert all(img.size() == wanted.size() for img in after)
    assert all(img == after[0] for img in after)
    assert after[0] != before[0]
    assert load_settings(home).settings.card_back == "sunburst"
    # The red lattice is the blue one's design in red: another picture, the same size.
    window.view_menu.back["red"].trigger()
    red = _back_images(window)[0]
    assert red != after[0]
    assert red == card_image(CardStyle.FRENCH, None, px, "red")
    assert red != card_image(CardStyle.FRENCH, None, px, "lattice")
    window.view_menu.back["sunburst"].trigger()
    # A new match of another deck keeps the choice.
    driver.start("karriere_poker", ["human", "normal", "normal", "normal"], seed=1)
    driver.wait_for_person()
    assert window.scene.pixmaps.back == "sunburst"
    window.view_menu.back["deck"].trigger()
    assert _back_images(window)[0] == window.scene.pixmaps.pixmap(None).toImage()


def test_the_view_menu_speaks_german(make_window: Any, translations: Any, qtbot: Any) -> None:
    window = make_window()
    translations.set_language("de")
    try:
        qtbot.waitUntil(lambda: window.view_menu.menu.title() == "&Ansicht", timeout=2000)
        titles = [a.text() for a in window.menuBar().actions()]
        assert "&Ansicht" in titles
        assert window.view_menu.full_screen.text() == "&Vollbild"
        assert window.view_menu.felt["green"].text() == "Grün"
    finally:
        translations.set_language("en")


def test_a_damaged_look_in_the_settings_file_is_refused() -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        Settings.model_validate({"card_back": "pink"})
    with pytest.raises(ValidationError):
        Settings.model_validate({"table_colour": 3})
