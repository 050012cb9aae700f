"""The summary after a round and after the match, shared wins included."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgames.session.records import RoundSummary
from cardgames.ui.overlays import SummaryOverlay


def _cells(overlay: SummaryOverlay) -> list[list[str]]:
    table = overlay.table
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_a_round_summary_lists_each_round_and_the_totals(qtbot: Any, translations: Any) -> None:
    """Round points per column, a total column, and Next round (not Play again) while the match goes on."""
    host = _host(qtbot)
    overlay = SummaryOverlay(host)
    summary = RoundSummary(2, ((5, 0, 12), (0, 30, 1)), (5, 30, 13), None)
    overlay.present(summary, ["Anna", "Ben", "Cleo"])
    assert overlay.isVisible()
    assert "Round 2" in overlay.title.text()
    assert _cells(overlay) == [["Anna", "5", "0", "5"], ["Ben", "0", "30", "30"], ["Cleo", "12", "1", "13"]]
    assert overlay.next_button.isVisible()
    assert not overlay.again_button.isVisible()
    with qtbot.waitSignal(overlay.next_round, timeout=1000):
        QTest.mouseClick(overlay.next_button, Qt.MouseButton.LeftButton)
    assert not overlay.isVisible()


def test_a_shared_win_names_every_winner(qtbot: Any, translations: Any) -> None:
    """Two players tie on top: both are named and starred, with Play again and New game."""
    host = _host(qtbot)
    overlay = SummaryOverlay(host)
    summary = RoundSummary(2, ((10, 3, 10), (5, 4, 5)), (15, 7, 15), (0, 2))
    overlay.present(summary, ["Anna", "Ben", "Cleo"])
    title = overlay.title.text()
    assert "Anna" in title
    assert "Cleo" in title
    assert "Ben" not in title
    starred = [row[0] for row in _cells(overlay) if row[0].startswith("★")]
    assert starred == ["★ Anna", "★ Cleo"]
    assert overlay.again_button.isVisible()
    assert overlay.new_button.isVisible()
    assert not overlay.next_button.isVisible()
    with qtbot.waitSignal(overlay.play_again, timeout=1000):
        QTest.mouseClick(overlay.again_button, Qt.MouseButton.LeftButton)


def test_without_people_the_round_summary_goes_on_by_itself(qtbot: Any, translations: Any) -> None:
    """Bots only: the summary of a round closes itself after the given time."""
    host = _host(qtbot)
    overlay = SummaryOverlay(host)
    with qtbot.waitSignal(overlay.next_round, timeout=2000):
        overlay.present(RoundSummary(1, ((1, 2),), (1, 2), None), ["A", "B"], auto_continue_ms=50)
    assert not overlay.isVisible()


def _host(qtbot: Any) -> Any:
    from PySide6.QtWidgets import QWidget

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    return host
