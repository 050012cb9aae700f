"""Game > Match history: a finished match is listed (when, game, players, result) and Open lays it
on the table as it ended; practice is marked; a damaged history file is set aside with a notice."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardgames.store import Paths, load_history
from cardgames.ui.dialogs.history import MatchHistoryDialog

from .conftest import answers
from .test_persistence import _finish


def _play_one(window: Any, driver: Any, seed: int) -> None:
    driver.start("seven_up", ["human", "normal"], seed=seed, options={"target": 1})
    _finish(window, driver, random.Random(seed))


def test_a_finished_match_is_listed_and_opens_as_it_ended(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    window = make_window()
    driver = driver_for(window)
    _play_one(window, driver, 2)
    played = window.controller
    outcome = played.state.outcome
    history = load_history(home).history
    assert len(history.matches) == 1
    entry = history.matches[0]
    assert entry.winners == list(outcome.winners)
    assert entry.match.actions == [a.text() for a in played.state.history]
    moves = list(played.state.history)
    # A new match is dealt; the history dialog opens the finished one again.
    driver.start("ftw", ["human", "normal"], seed=1)
    driver.wait_for_person()
    seen: dict[str, Any] = {}

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, MatchHistoryDialog)
        table = dialog.table
        seen["row"] = [table.item(0, c).text() for c in range(4)]
        seen["rows"] = table.rowCount()
        QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)

    answers(window).leave_answer = True
    QTimer.singleShot(0, choose)
    window.act_history.trigger()
    assert seen["rows"] == 1
    _when, game, players, result = seen["row"]
    assert game == "Seven-up"
    assert players == "Anna, Ben (bot)"
    winner = window.controller.names()[outcome.winners[0]]
    assert result.startswith(f"{winner} won (")
    controller = window.controller
    assert controller is not played
    assert controller.state.is_over
    assert list(controller.state.history) == moves
    qtbot.waitUntil(window.summary.isVisible, timeout=5000)
    assert window.summary.summary.is_final
    # Looking at it again counts nothing twice and lists it once.
    assert len(load_history(home).history.matches) == 1


def test_practice_is_marked(make_window: Any, driver_for: Any, home: Paths) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=3, options={"target": 2})
    assert driver.wait_for_person() == "turn"
    driver.play(window.controller.legal_actions()[0])
    driver.wait_for_person()
    assert window.keeper.undo_point() is not None
    window.undo()
    _finish(window, driver, random.Random(3))
    entry = load_history(home).history.matches[0]
    assert entry.match.practice
    dialog = MatchHistoryDialog(home, window)
    assert "practice" in dialog.table.item(0, 3).text()


def test_a_damaged_history_is_set_aside_and_said(make_window: Any, home: Paths) -> None:
    home.data.mkdir(parents=True, exist_ok=True)
    home.history_file.write_text("{not json", encoding="utf-8")
    window = make_window()
    notices: list[str] = []
    window.notify = lambda message: notices.append(str(message))  # type: ignore[method-assign]

    def close() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, MatchHistoryDialog)
        assert dialog.empty.isVisibleTo(dialog)
        dialog.reject()

    QTimer.singleShot(0, close)
    window.history_dialog()
    assert len(notices) == 1
    assert "match history could not be read" in notices[0]
    assert not home.history_file.exists()
    assert list(home.data.glob("history*.broken*"))


def test_the_statistics_show_the_last_matches_by_opponents_and_over_time(
    make_window: Any, driver_for: Any, home: Paths
) -> None:
    """Two finished matches against normal, one of them practice: the Statistics dialog lists
    Anna against normal bots with both (the practice one apart), and her win rate after the one
    that counted (practice is not charted)."""
    window = make_window()
    driver = driver_for(window)
    _play_one(window, driver, 2)
    first = 0 in window.controller.state.outcome.winners
    driver.start("seven_up", ["human", "normal"], seed=3, options={"target": 2})
    assert driver.wait_for_person() == "turn"
    driver.play(window.controller.legal_actions()[0])
    driver.wait_for_person()
    window.undo()
    _finish(window, driver, random.Random(3))
    second = 0 in window.controller.state.outcome.winners
    from cardgames.ui.dialogs.statistics import StatisticsDialog

    dialog = StatisticsDialog(home, "seven_up", window)
    table = dialog.opponents
    assert table.rowCount() == 1
    cells = [table.item(0, c).text() for c in range(6)]
    assert cells == ["Anna", "bots: Normal", "2", str(int(first) + int(second)), "1", "0"]
    assert dialog.chart.labels == ["Anna"]
    assert dialog.chart.series == [[100 * first]]
    dialog.game.setCurrentIndex(dialog.game.findData("ftw"))
    assert not dialog.opponents.isVisibleTo(dialog)
