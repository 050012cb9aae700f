"""A match's records as a player meets them: Undo asks before a counted match becomes practice
(once per match, "do not ask again" in Preferences), the Statistics window tells a practice-only
game as such, and Save as suggests a name every system takes, in the documents folder or the folder
last used."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QDialogButtonBox,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from cardgames.store import Paths, load_settings
from cardgames.ui.dialogs.settings import SettingsDialog
from cardgames.ui.dialogs.statistics import StatisticsDialog
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.savenames import portable_name, suggested_name

from .conftest import answers
from .test_persistence import _finish

REFUSED = set('<>:"/\\|?*')


class Modals:
    """Meets every modal window that comes up while it watches, as ``act`` says (a person's hand)."""

    def __init__(self, qtbot: Any, act: Callable[[QWidget], None]) -> None:
        self.qtbot = qtbot
        self.act = act
        self.seen: list[str] = []
        self.watching = True
        QTimer.singleShot(20, self._poll)

    def _poll(self) -> None:
        if not self.watching:
            return
        modal = QApplication.activeModalWidget()
        if modal is None or not modal.isVisible():
            QTimer.singleShot(20, self._poll)
            return
        self.seen.append(modal.objectName() or type(modal).__name__)
        try:
            self.act(modal)
        finally:  # a failed look never leaves the test waiting on an open window
            if modal.isVisible():
                modal.close()
        QTimer.singleShot(20, self._poll)

    def stop(self) -> None:
        """Watch no more."""
        self.watching = False


def click(widget: QWidget, name: str) -> None:
    """Click the button of ``widget`` named ``name`` (its words follow the language)."""
    button = widget.findChild(QAbstractButton, name)
    assert button is not None, f"no button {name!r} in {widget.objectName()}"
    assert button.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def one_move(window: MainWindow, driver: Any, seed: int = 4) -> None:
    """A new Seven-up match against a normal bot, and the person's first move made."""
    driver.start("seven_up", ["human", "normal"], seed=seed)
    assert driver.wait_for_person() == "turn"
    assert window.controller is not None
    driver.play(window.controller.legal_actions()[0])
    assert driver.wait_for_person() == "turn"


def undo(window: MainWindow, qtbot: Any, act: Callable[[QWidget], None]) -> list[str]:
    """Game > Undo my last move, meeting whatever it asks with ``act``; the modals seen."""
    modals = Modals(qtbot, act)
    window.act_undo.trigger()
    qtbot.wait(100)
    modals.stop()
    return modals.seen


# ---------------------------------------------------------------------- undo


def test_undo_asks_once_before_the_match_becomes_practice(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """The first undo of a counted match asks; "Keep playing" keeps the move and the match
    counting; "Take it back" takes it back and makes it practice; later undos ask no more."""
    window: MainWindow = make_window()
    answers(window).practice_answer = None  # asked as a person is
    driver = driver_for(window)
    one_move(window, driver)
    assert window.controller is not None
    played = list(window.controller.state.history)
    texts: list[str] = []

    def keep(modal: QWidget) -> None:
        assert isinstance(modal, QMessageBox)
        texts.append(modal.text())
        click(modal, "practiceKeep")

    assert undo(window, qtbot, keep) == ["practicePrompt"]
    assert "practice" in texts[0]
    assert "statistics" in texts[0]
    assert list(window.controller.state.history) == played, "the move was taken back anyway"
    assert window.keeper.saved is not None
    assert not window.keeper.saved.practice
    assert undo(window, qtbot, lambda modal: click(modal, "practiceTakeBack")) == ["practicePrompt"]
    assert len(window.controller.state.history) < len(played)
    assert window.keeper.saved.practice
    # Practice now: the next undo takes back at once.
    assert driver.wait_for_person() == "turn"
    driver.play(window.controller.legal_actions()[0])
    assert driver.wait_for_person() == "turn"
    again = len(window.controller.state.history)
    assert undo(window, qtbot, lambda modal: click(modal, "practiceKeep")) == []
    assert len(window.controller.state.history) < again


def test_do_not_ask_again_and_preferences_ask_again(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    """ "Do not ask again" is remembered: the next match's undo asks nothing; Preferences shows the
    choice and turns the question on again."""
    window: MainWindow = make_window()
    answers(window).practice_answer = None
    driver = driver_for(window)
    one_move(window, driver)

    def never(modal: QWidget) -> None:
        box = modal.findChild(QCheckBox, "practiceNeverAsk")
        assert box is not None
        QTest.mouseClick(box, Qt.MouseButton.LeftButton)
        assert box.isChecked()
        click(modal, "practiceTakeBack")

    assert undo(window, qtbot, never) == ["practicePrompt"]
    assert window.keeper.saved is not None
    assert window.keeper.saved.practice
    assert not load_settings(home).settings.ask_before_practice
    one_move(window, driver, seed=6)
    assert not window.keeper.saved.practice
    assert undo(window, qtbot, lambda modal: click(modal, "practiceKeep")) == []
    assert window.keeper.saved.practice

    shown: list[bool] = []

    def preferences(modal: QWidget) -> None:
        assert isinstance(modal, SettingsDialog)
        shown.append(modal.ask_practice.isChecked())
        QTest.mouseClick(modal.ask_practice, Qt.MouseButton.LeftButton)
        modal.accept()

    modals = Modals(qtbot, preferences)
    window.act_settings.trigger()
    modals.stop()
    assert shown == [False]
    assert window.settings.ask_before_practice
    assert load_settings(home).settings.ask_before_practice
    one_move(window, driver, seed=8)
    assert undo(window, qtbot, lambda modal: click(modal, "practiceKeep")) == ["practicePrompt"]


# ---------------------------------------------------------------------- statistics


def test_a_practice_only_game_reads_as_such_in_the_statistics(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """A Seven-up match made practice by an undo, played to its end: the Statistics window says
    there is no counted match because it was practice, lists it as practice, and charts no win
    rate (a counted one would be the only one to chart)."""
    window: MainWindow = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=3, options={"target": 2})
    assert driver.wait_for_person() == "turn"
    assert window.controller is not None
    driver.play(window.controller.legal_actions()[0])
    driver.wait_for_person()
    window.undo()  # practice_answer: taken back
    _finish(window, driver, random.Random(3))
    seen: dict[str, Any] = {}

    def look(modal: QWidget) -> None:
        assert isinstance(modal, StatisticsDialog)
        assert modal.game_id() == "seven_up"
        seen["rows"] = modal.table.rowCount()
        seen["empty"] = modal.empty.text() if modal.empty.isVisibleTo(modal) else ""
        opponents = modal.opponents
        seen["listed"] = [opponents.item(0, c).text() for c in (2, 4)] if opponents.rowCount() else []
        seen["chart"] = modal.chart.isVisibleTo(modal) and bool(modal.chart.series)
        modal.reject()

    modals = Modals(qtbot, look)
    window.act_stats.trigger()
    modals.stop()
    assert seen["rows"] == 0
    assert "practice" in seen["empty"]
    assert "No finished matches" not in seen["empty"]
    assert seen["listed"] == ["1", "1"], "the match is listed, as practice"
    assert not seen["chart"], "a win rate is charted for a game with no counted match"


# ---------------------------------------------------------------------- save as


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ("FTW?!", "FTW!"),
        ('a<b>c:d"e/f\\g|h?i*j', "abcdefghij"),
        ("Ends with a dot. ", "Ends with a dot"),
        ("CON", "CON match"),
        ("nul.txt", "nul.txt match"),
        ("???", "match"),
        ("tab\there", "tab here"),
    ],
)
def test_a_portable_name(title: str, name: str) -> None:
    assert portable_name(title) == name


def test_the_suggested_name_is_the_game_and_the_time() -> None:
    assert suggested_name("FTW?!", datetime(2026, 11, 28, 15, 1)) == "FTW! 2026-11-28 15-01.cardtable"


def save_as(window: MainWindow, qtbot: Any, folder: Path | None = None, name: str = "") -> dict[str, str]:
    """Game > Save as…: what the file dialog suggests (its folder and name). With a ``folder``, the
    player goes there, types ``name`` and clicks Save; else Cancel."""
    seen: dict[str, str] = {}

    def answer(modal: QWidget) -> None:
        assert isinstance(modal, QFileDialog)
        edit = modal.findChild(QLineEdit, "fileNameEdit")
        assert edit is not None
        seen["folder"] = modal.directory().absolutePath()
        seen["name"] = edit.text()
        # By their roles: the buttons' words follow Qt's own catalogue.
        buttons = modal.findChild(QDialogButtonBox)
        assert buttons is not None
        if folder is None:
            QTest.mouseClick(
                buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton
            )
            return
        modal.setDirectory(str(folder))  # as the folder list goes there
        edit.selectAll()
        QTest.keyClicks(edit, name)
        QTest.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)

    modals = Modals(qtbot, answer)
    window.act_save.trigger()
    modals.stop()
    return seen


def test_save_as_suggests_a_portable_name_in_the_documents_then_the_folder_last_used(
    make_window: Any, driver_for: Any, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """FTW?!'s match is offered as "FTW! <date> <time>.cardtable" in the documents folder; saved
    elsewhere, the next Save as starts there; with neither there, in the home folder."""
    me = tmp_path / "me"
    documents = me / "Documents"
    documents.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(me))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))  # no user-dirs file: the usual names
    window: MainWindow = make_window()
    driver_for(window).start("ftw", ["human", "normal"], seed=2)
    first = save_as(window, qtbot)
    assert Path(first["folder"]) == documents
    assert first["name"].startswith("FTW! ")
    assert first["name"].endswith(".cardtable")
    assert not REFUSED & set(first["name"])
    elsewhere = me / "card games"
    elsewhere.mkdir()
    save_as(window, qtbot, elsewhere, "evening")
    assert (elsewhere / "evening.cardtable").is_file()
    assert Path(save_as(window, qtbot)["folder"]) == elsewhere
    # The folder last used is gone, and there is no documents folder: home.
    (elsewhere / "evening.cardtable").unlink()
    elsewhere.rmdir()
    documents.rmdir()
    assert Path(save_as(window, qtbot)["folder"]) == me
