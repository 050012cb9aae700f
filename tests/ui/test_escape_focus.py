"""Escape on the table clears the selection and brings the keyboard back to the hand: the next
arrow starts at the hand's first card, not among the market's (the play-test met it in Straight
Up: after Escape, Right went on through the market)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def test_escape_brings_the_keyboard_back_to_the_hand(make_window: Any, driver_for: Any) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("straight_up", ["human", "normal"], seed=3)
    assert driver.wait_for_person() == "turn"
    canvas = window.canvas
    canvas.setFocus()
    zones = []
    for _ in range(40):
        QTest.keyClick(canvas, Qt.Key.Key_Right)
        assert window.input.focus is not None
        zones.append(window.input.focus[0])
        if zones[-1][0] != "hand":
            break
    assert zones[0] == ("hand", 0), zones
    assert zones[-1][0] != "hand", f"the arrows never left the hand: {zones}"
    QTest.keyClick(canvas, Qt.Key.Key_Space)  # a card of the market picked
    QTest.keyClick(canvas, Qt.Key.Key_Escape)
    assert window.input.chooser is not None
    assert window.input.chooser.selection == []
    QTest.keyClick(canvas, Qt.Key.Key_Right)
    assert window.input.focus is not None
    assert window.input.focus[0] == ("hand", 0), "after Escape, Right went on away from the hand"
