"""What the FTW?! table tells a player: the cards passed to each person of a hot-seat table."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgames.games.ftw import FTW, FtwState, PassCards


def _deal(monkeypatch: pytest.MonkeyPatch, state: FtwState) -> None:
    """The next FTW?! match starts from ``state`` (an explicit deal)."""
    monkeypatch.setattr(FTW, "_new_state", lambda n, seed, options: state.clone())


def _moved_since_the_pass(state: FtwState, seat: int) -> bool:
    """True if ``seat`` has made a move since this round's passes, read from the history."""
    for who, action in reversed(state.history.moves()):
        if isinstance(action, PassCards):
            return False
        if who == seat:
            return True
    return True


def test_hot_seat_each_person_is_told_what_was_passed_to_them(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """Anna and Bert share the computer with Cleo (a bot). Before a person's first turn after the
    pass the hand-over names who passed them cards (not which); once they hold the computer exactly
    those cards are marked "new" and a line says which, until they have moved. No mark and no such
    line is ever there for anyone but the person looking."""
    window = make_window()
    drive = driver_for(window)
    leaks: list[str] = []

    def check(_view: object) -> None:
        scene = window.scene
        view = scene.view_
        viewer = view.seat if view is not None else None
        for card in scene.cards():
            if card.tag and (viewer is None or card.zone != ("hand", viewer) or not card.shown[1]):
                leaks.append(f"{card.zone} {card.card} marked for viewer {viewer}")
        line = scene.captions[("received",)].text()
        controller = window.controller
        if line and (viewer is None or controller is None):
            leaks.append(f"{line!r} shown to nobody in particular")
        elif line and controller is not None:
            state = controller.state
            assert isinstance(state, FtwState)
            giver = (viewer + 1) % state.num_players
            if not line.endswith(" ".join(map(str, state.gave[giver]))):
                leaks.append(f"{line!r} shown to {viewer}")

    window.scene.snapped.connect(check)
    drive.start("ftw", ["human", "human", "normal"], seed=7)
    controller = window.controller
    assert controller is not None
    names = controller.names()
    rng = random.Random(1)
    told: list[tuple[int, int]] = []  # (round, seat) shown its new cards
    noted: list[tuple[int, int]] = []
    for _ in range(2000):
        what = drive.wait_for_person(timeout=30000)
        state = controller.state
        assert isinstance(state, FtwState)
        if what == "summary":
            if state.is_over:
                break
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        seat = state.current_player
        assert seat is not None
        giver = (seat + 1) % 3
        first = not state.passing and not _moved_since_the_pass(state, seat)
        if what == "handover":
            assert not any(card.tag for card in window.scene.cards())
            if first:
                assert window.handover.note.isVisible()
                assert window.handover.note.text() == (
                    f"{names[giver]} passed you 3 cards: they are marked in your hand."
                )
                noted.append((state.round_no, seat))
            else:
                assert not window.handover.note.isVisible()
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        marked = {c.card for c in window.scene.items_of("hand", seat) if c.tag == "new"}
        line = window.scene.captions[("received",)].text()
        if first:
            received = state.gave[giver]
            assert marked == set(received) & set(state.hands[seat])
            assert line == f"{names[giver]} passed you {' '.join(map(str, received))}"
            told.append((state.round_no, seat))
        else:
            assert not marked
            assert line == ""
        drive.play(rng.choice(controller.legal_actions()))
    assert controller.state.is_over
    assert {s for _, s in told} == {0, 1}
    assert noted, "no person's first turn came after a hand-over"
    assert leaks == []
