"""The table scene: animations end where the truth is; hover; bots that fail or answer too late."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest

from cardgames.ai.bots import RandomBot
from cardgames.engine import HIDDEN
from cardgames.games import GAMES
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.scene.layout import card_slots
from cardgames.ui.scene.sprites import CardItem
from cardgames.ui.setup import MatchSetup

from .conftest import seats


def _mismatches(window: MainWindow, view: Any) -> list[str]:
    """Where the table differs from ``view``: cards per zone, sprite positions, faces shown."""
    scene = window.scene
    out = []
    for key, zone in view.zones.items():
        items = scene.items_of(*key)
        # What a player sees: the faces shown, in order (a face-down card is any card).
        shown = [it.shown for it in items]
        wanted = [(c, True) if c != HIDDEN and zone.face_up else (HIDDEN, False) for c in zone.cards]
        if shown != wanted:
            out.append(f"{key}: shows {shown}, the view {wanted}")
            continue
        place = scene.layout().places.get(key)
        if place is None:
            continue
        for item, slot in zip(items, card_slots(place, len(items)), strict=True):
            pos, want = item.pos(), CardItem.target_pos(slot)
            if abs(pos.x() - want.x()) > 0.01 or abs(pos.y() - want.y()) > 0.01:
                out.append(f"{key} {item.card}: at {pos}, not {want}")
            if abs(item.rotation() - slot.rotation) > 1e-6 or abs(item.scale() - slot.scale) > 1e-6:
                out.append(f"{key} {item.card}: turned or sized wrong")
            if item.flip.xScale() != 1.0:
                out.append(f"{key} {item.card}: still turning")
    return out


def test_animated_moves_end_exactly_on_the_view(make_window: Any, qtbot: Any, monkeypatch: Any) -> None:
    """With animations on, every batch ends where the view says: the snap after it moves nothing."""
    window = make_window(speed="fast")
    scene = window.scene
    problems: list[str] = []
    checked: list[int] = []
    snap = scene.snap

    def checking_snap(view: Any) -> None:
        if scene.view_ is not None and scene.view_.seat == view.seat:
            problems.extend(_mismatches(window, view))
            checked.append(1)
        snap(view)

    monkeypatch.setattr(scene, "snap", checking_snap)
    window.start_match(MatchSetup(GAMES["ftw"], seats("normal", "normal", "easy"), {"rounds": 1}, seed=2))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.is_over and not scene.busy, timeout=60000)
    assert len(checked) > 20
    assert problems == [], problems[:5]


def test_hovering_a_playable_card_lifts_it(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """The pointer over a card you may pick raises it a little; leaving puts it back."""
    window = make_window(speed="fast")
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"], seed=4)
    assert drive.wait_for_person() == "turn"
    first, second = window.scene.items_of("hand", 0)[:2]
    qtbot.waitUntil(lambda: not window.scene.busy)
    canvas = window.canvas
    QTest.mouseMove(canvas.viewport(), canvas.mapFromScene(drive.visible_point(first)))
    qtbot.waitUntil(lambda: first.lift > 0)
    qtbot.waitUntil(lambda: first.pos().y() < CardItem.target_pos(first.home).y() - 1)
    QTest.mouseMove(canvas.viewport(), canvas.mapFromScene(drive.visible_point(second)))
    qtbot.waitUntil(lambda: first.lift == 0 and second.lift > 0)
    QTest.mouseMove(canvas.viewport(), canvas.mapFromScene(QPointF(5, 5)))


class BrokenBot:
    """A bot with a bug."""

    def choose(self, state: Any, seat: int, rng: Any) -> Any:
        raise RuntimeError("oops")


def test_a_failing_bot_is_replaced_by_a_random_move_and_says_so(make_window: Any, qtbot: Any) -> None:
    """A bot bug never freezes the table: a legal random move is played and the log says what happened."""
    window = make_window()
    window.bot_factory = lambda game, level: BrokenBot()
    window.start_match(MatchSetup(GAMES["ftw"], seats("normal", "normal"), seed=5))
    controller = window.controller
    qtbot.waitUntil(lambda: len(controller.state.history) >= 4, timeout=5000)
    assert any("mistake" in line and "oops" in line for line in window.side.log_texts())


def test_a_late_answer_for_an_old_match_is_dropped(make_window: Any, qtbot: Any) -> None:
    """New game while a bot thinks: its answer, when it comes, does not touch the new match."""
    gate, asked = threading.Event(), threading.Event()

    class SlowBot:
        def choose(self, state: Any, seat: int, rng: Any) -> Any:
            asked.set()
            gate.wait(10)
            return RandomBot().choose(state, seat, rng)

    window = make_window()
    window.bot_factory = lambda game, level: SlowBot()
    window.start_match(MatchSetup(GAMES["ftw"], seats("normal", "normal"), seed=6))
    qtbot.waitUntil(asked.is_set, timeout=5000)
    old = window.controller
    window.bot_factory = lambda game, level: GAMES["ftw"].bot_levels()["normal"]()
    window.start_match(MatchSetup(GAMES["ftw"], seats("human", "normal"), seed=7))
    new = window.controller
    assert new is not old
    gate.set()
    qtbot.wait(150)
    assert len(old.state.history) == 0
    # The new match goes on by its own rules only: the person is asked for the pass.
    qtbot.waitUntil(lambda: window.input.active, timeout=5000)
    assert all(len(a.cards) == 3 for a in new.legal_actions())
