"""What the Karriere Poker table tells a player: names that stay on the plates while the seats change."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from cardgames.engine import SeatsMoved
from cardgames.ui.scene.sprites import CardItem


def test_names_stay_on_the_plates_while_the_seats_change(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """Between games the players change chairs and the new game is dealt: a card that has landed
    never lies over a name plate (the names were hidden under the dealt hands)."""
    window = make_window()
    window.auto_continue_ms = 0
    drive = driver_for(window)
    drive.start("karriere_poker", ["normal"] * 4, seed=6, options={"games": 2})
    controller = window.controller
    assert controller is not None
    scene = window.scene
    covered: list[str] = []
    polls = [0]

    def poll() -> None:
        polls[0] += 1
        for card in scene.cards():
            if not card.isVisible() or card.pos() != CardItem.target_pos(card.home, card.lift):
                continue  # still on its way
            for seat, plate in enumerate(scene.plates):
                if card.zValue() > plate.zValue() and card.sceneBoundingRect().intersects(
                    plate.sceneBoundingRect()
                ):
                    covered.append(f"a card of {card.zone} lies on {plate.texts[0]}'s plate (seat {seat})")

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(poll)
    seen: list[bool] = []

    def on_batch(events: list[Any], _view: object) -> None:
        if any(isinstance(e, SeatsMoved) for e in events):
            seen.append(True)
            timer.start()

    def on_summary(_summary: object) -> None:
        scene.set_speed("fast")  # the next game is dealt with its animations

    controller.roundSummary.connect(on_summary)
    controller.batch.connect(on_batch)
    qtbot.waitUntil(lambda: bool(seen), timeout=60000)
    qtbot.waitUntil(lambda: not scene.busy, timeout=60000)
    timer.stop()
    assert polls[0] > 20, "the change of seats was not watched"
    assert covered == [], covered[:5]
    # Every bot's plate names its player at the end, too.
    assert [p.texts[0] for p in scene.plates] == controller.names()
