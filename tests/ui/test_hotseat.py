"""Hot-seat: two people at one computer never see each other's cards."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from cardgames.engine import HIDDEN
from cardgames.ui.mainwindow import MainWindow

HUMANS = (0, 2)


def _leaks(window: MainWindow) -> list[str]:
    """Faces of a person's private cards that the table shows to someone else."""
    scene = window.scene
    controller = window.controller
    if controller is None or scene.view_ is None:
        return []
    looking = scene.view_.seat  # whose eyes the table shows; None while the computer changes hands
    over = controller.state.is_over
    leaks = []
    for item in scene.cards():
        zone = item.zone
        if zone and zone[0] in ("hand", "passing") and zone[1] in HUMANS and zone[1] != looking and not over:
            card, face_shown = item.shown
            if face_shown or card != HIDDEN:
                leaks.append(f"{zone} shows {card}")
    if window.handover.isVisible():
        leaks += [
            f"{it.zone} face up during hand-over"
            for it in scene.cards()
            if it.zone[0] == "hand" and it.shown[1]
        ]
    return leaks


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_hand_over_screen_and_no_peeking(make_window: Any, driver_for: Any, qtbot: Any, speed: str) -> None:
    """Two people and a bot: every change of person shows the hand-over screen; no face leaks, ever."""
    window = make_window(speed=speed)
    drive = driver_for(window)
    seen: list[str] = []
    window.scene.snapped.connect(lambda _view: seen.extend(_leaks(window)))
    sampler = QTimer(window)
    sampler.timeout.connect(lambda: seen.extend(_leaks(window)))
    sampler.start(5)
    drive.start("ftw", ["human", "normal", "human"], seed=4, options={"rounds": 1})
    rng = random.Random(2)
    handovers = []
    turns = {0: 0, 2: 0}
    last_person = None
    for _ in range(300):
        what = drive.wait_for_person()
        controller = window.controller
        assert controller is not None
        if what == "summary":
            if window.summary.summary is not None and window.summary.summary.is_final:
                break
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        if what == "handover":
            seat = controller.state.current_player
            handovers.append(seat)
            assert window.handover.name == controller.names()[seat]
            assert not _leaks(window)
            # While the screen is up, the table shows nobody's hand.
            assert window.scene.view_ is not None
            assert window.scene.view_.seat is None
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        seat = controller.state.current_player
        assert seat in HUMANS
        if last_person is not None and seat != last_person:
            assert handovers, "a new person got the table without a hand-over"
            assert handovers[-1] == seat, "a new person got the table without a hand-over"
        last_person = seat
        turns[seat] += 1
        # The person at the computer sees their own hand.
        own = window.scene.items_of("hand", seat)
        assert own
        assert all(it.shown[1] and it.card != HIDDEN for it in own)
        drive.play(rng.choice(controller.legal_actions()))
    else:
        raise AssertionError("the match did not end")
    sampler.stop()
    assert turns[0] > 2
    assert turns[2] > 2
    # The pass is chosen privately, one person after the other: both got the screen before it.
    assert len(handovers) >= 3
    assert seen == [], seen[:5]
