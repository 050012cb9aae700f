"""A person's input at the table: highlights, dimmed cards with reasons, double clicks and the keyboard."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgames.games.ftw import PassCards, PlayHigher


def _to_my_pass(make_window: Any, driver_for: Any) -> tuple[Any, Any]:
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal", "normal"], seed=8)
    assert drive.wait_for_person() == "turn"
    assert window.controller.view().facts.phase == "pass"
    return window, drive


def test_passing_marks_legal_cards_and_dims_the_fourth_with_a_reason(
    make_window: Any, driver_for: Any
) -> None:
    """All hand cards are legal; after three picks the rest is dimmed, says why, and cannot be picked."""
    window, drive = _to_my_pass(make_window, driver_for)
    hand = window.scene.items_of("hand", 0)
    assert all(it.mark == "legal" for it in hand)
    assert window.action_bar.button("pass") is not None
    assert not window.action_bar.button("pass").isEnabled()
    others = window.scene.items_of("hand", 1)
    assert all(it.mark == "none" for it in others), "another seat's cards are never offered"
    for item in hand[:3]:
        drive.click((item.zone, item.card))
    assert [it.mark for it in hand[:3]] == ["selected"] * 3
    fourth = hand[3]
    assert fourth.mark == "blocked"
    assert fourth.dimmed
    assert fourth.opacity() == 1.0  # greyed in its own picture: nothing shows through it
    assert "3 cards" in fourth.toolTip()
    assert window.action_bar.button("pass").isEnabled()
    # A blocked card does not react to a click: the selection stays as it was.
    window.scene.card_clicked(fourth)
    assert len(window.input.chooser.selection) == 3
    # Clicking a picked card again drops it, and the fourth becomes legal again.
    drive.click((hand[0].zone, hand[0].card))
    assert fourth.mark == "legal"
    assert not window.action_bar.button("pass").isEnabled()


def test_the_keyboard_picks_and_confirms(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """Arrows move the focus ring, Space picks, Escape clears, Enter confirms the pass."""
    window, _drive = _to_my_pass(make_window, driver_for)
    canvas = window.canvas
    canvas.setFocus()
    hand = [it.card for it in window.scene.items_of("hand", 0)]
    QTest.keyClick(canvas, Qt.Key.Key_Right)
    assert window.input.focus == (("hand", 0), hand[0])
    QTest.keyClick(canvas, Qt.Key.Key_Space)
    QTest.keyClick(canvas, Qt.Key.Key_Escape)
    assert window.input.chooser.selection == []
    for _ in range(3):
        QTest.keyClick(canvas, Qt.Key.Key_Space)
        QTest.keyClick(canvas, Qt.Key.Key_Right)
    focused = window.scene.find(window.input.focus)
    assert focused is not None
    assert focused.focused
    controller = window.controller
    before = len(controller.state.history)
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(controller.state.history) > before)
    assert controller.state.history[before] == PassCards(tuple(hand[:3]))


def test_double_click_plays_a_higher_card(make_window: Any, driver_for: Any) -> None:
    """In play, a double click on a card that beats the pile plays it at once (option A)."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"], seed=21)
    while True:
        assert drive.wait_for_person() == "turn"
        controller = window.controller
        highs = [a for a in controller.legal_actions() if isinstance(a, PlayHigher)]
        if controller.view().facts.phase == "play" and highs:
            break
        drive.play(controller.legal_actions()[0])
    before = len(controller.state.history)
    drive.click((("hand", 0), highs[-1].card), double=True)
    assert controller.state.history[before] == highs[-1]


def test_an_illegal_try_shows_the_reason_and_changes_nothing(make_window: Any, driver_for: Any) -> None:
    """A move the rules refuse (sent behind the table's back) leaves the state and shows why."""
    window, _drive = _to_my_pass(make_window, driver_for)
    controller = window.controller
    before = controller.state.clone()
    window.input.submit(PlayHigher(window.scene.items_of("hand", 0)[0].card))
    assert controller.state == before
    assert "pass" in window.action_bar.hint.text().lower()
