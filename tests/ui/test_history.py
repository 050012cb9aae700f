"""The score history (the side panel's History tab): a line per finished round on who scored what
and why, a chart of the running totals (teams as one line; Karriere Poker: positions), the same
after a resume, and in German."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgames.store import Paths
from cardgames.ui.mainwindow import MainWindow


def _lines(window: MainWindow) -> list[str]:
    widget = window.side.history.lines
    return [widget.item(i).text() for i in range(widget.count())]


def _play_rounds(window: MainWindow, driver: Any, rng: random.Random, rounds: int) -> None:
    """Play the person's part at random until ``rounds`` rounds are over (or the match)."""
    for _ in range(3000):
        what = driver.wait_for_person()
        controller = window.controller
        if what == "summary":
            summary = window.summary.summary
            if summary.is_final or len(controller.rounds) >= rounds:
                return
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        if what == "handover":
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        driver.play(rng.choice(controller.legal_actions()))
    raise AssertionError("the rounds did not end")


def test_seven_up_hands_are_listed_with_their_points_and_why(
    make_window: Any, driver_for: Any, home: Paths
) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=5)
    assert _lines(window) == []
    assert window.side.history.empty.isVisibleTo(window.side.history)
    _play_rounds(window, driver, random.Random(2), 3)
    controller = window.controller
    rounds = controller.rounds
    assert len(rounds) >= 3
    lines = _lines(window)
    assert len(lines) == len(rounds)
    for number, (line, points) in enumerate(zip(lines, rounds, strict=True), start=1):
        assert line.startswith(f"Hand {number}: Anna ")
        assert f"Anna {'+' if points[0] else ''}{points[0]}" in line
        assert f"Ben {'+' if points[1] else ''}{points[1]}" in line
        assert "High " in line or "decided before play" in line
        if "High " in line and max(points) > 0:
            # Only the hand's winner records: the line says so, naming the side with points.
            winner = "Anna" if points[0] > points[1] else "Ben"
            assert line.endswith(f"only the winner records: {winner}")
    # The chart's lines are the running totals, which end at the scores.
    chart = window.side.history.chart
    assert chart.labels == ["Anna", "Ben"]
    assert [s[-1] for s in chart.series] == [sum(r[s] for r in rounds) for s in range(2)]
    assert [s[-1] for s in chart.series] == list(window.summary.summary.totals)
    assert not chart.lower_better
    assert chart.isVisibleTo(window.side.history)
    # Taken up again from its moves (as a resume or Open does), the history is the same.
    moves = list(controller.state.history)
    setup = window.setup_
    window.close()
    again = make_window()
    again.start_match(setup, history=moves)
    driver_for(again).wait_for_person()
    assert _lines(again) == lines
    assert again.side.history.chart.series == chart.series


def test_teams_are_one_line_and_german_words(
    make_window: Any, driver_for: Any, translations: Any, qtbot: Any
) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal", "normal", "normal"], seed=4)
    _play_rounds(window, driver, random.Random(4), 2)
    chart = window.side.history.chart
    assert chart.labels == ["Anna & Cleo", "Ben & Dario"]
    assert len(chart.series) == 2
    assert all(" & " in line for line in _lines(window))
    english = _lines(window)
    translations.set_language("de")
    try:
        qtbot.waitUntil(lambda: window.side.tabs.tabText(1) == "Verlauf", timeout=2000)
        window.refresh_side()
        german = _lines(window)
        assert german != english
        assert german[0].startswith("Runde 1: Anna & Cleo ")
    finally:
        translations.set_language("en")


def test_karriere_poker_lists_positions_and_charts_them(make_window: Any, driver_for: Any) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("karriere_poker", ["human", "normal", "normal", "normal"], seed=3)
    _play_rounds(window, driver, random.Random(3), 2)
    rounds = window.controller.rounds
    lines = _lines(window)
    assert len(lines) == len(rounds) >= 1
    names = window.controller.names()
    for number, (line, positions) in enumerate(zip(lines, rounds, strict=True), start=1):
        assert line.startswith(f"Game {number}: Boss {names[positions.index(1)]}")
        assert line.endswith(f"Dishwasher {names[positions.index(4)]}")
    chart = window.side.history.chart
    assert chart.lower_better
    assert chart.series == [[r[s] for r in rounds] for s in range(4)]


def test_straight_up_says_it_has_no_rounds(make_window: Any, driver_for: Any) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("straight_up", ["human", "normal"], seed=1)
    driver.wait_for_person()
    history = window.side.history
    assert _lines(window) == []
    assert "one round" in history.empty.text()
    assert not history.chart.isVisibleTo(history)
