"""Auto-play of forced moves: a person's only legal move is played for them after a pause in which
the status line names it; Preferences turns it off (and it stays off after a restart)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox

from cardgames.store import Paths, load_settings
from cardgames.ui.autoplay import PAUSE_MS
from cardgames.ui.mainwindow import MainWindow


def _to_a_forced_turn(driver: Any, window: MainWindow, rng: random.Random) -> list[Any]:
    """Play the person's choices at random until a turn offers one legal move; its legal moves."""
    for _ in range(400):
        what = driver.wait_for_person()
        if what == "summary":
            window.summary.next_round.emit()
            continue
        assert what == "turn"
        legal = window.controller.legal_actions()
        if len(legal) == 1:
            return legal
        window.input.submit(rng.choice(legal))
    raise AssertionError("no forced move came")


@pytest.mark.parametrize(("game_id", "players", "seed"), [("seven_up", 2, 8), ("karriere_poker", 4, 2)])
def test_a_forced_move_is_played_for_the_person_after_a_pause(
    game_id: str, players: int, seed: int, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    window = make_window(speed="fast", auto_play=True)
    driver = driver_for(window)
    driver.start(game_id, ["human"] + ["normal"] * (players - 1), seed=seed)
    legal = _to_a_forced_turn(driver, window, random.Random(seed))
    controller = window.controller
    moves = len(controller.state.history)
    # Not at once: the turn is the person's, the status line names the move, a timer runs.
    assert controller.phase == "human"
    assert window.autoplay.pending == legal[0]
    assert window.autoplay.timer.isActive()
    assert window.autoplay.timer.interval() == PAUSE_MS["fast"]
    text = window.status_text()
    assert "only one move" in text
    assert window.hints.describe(legal[0]) in text
    assert window.action_bar.hint.text() == "Your only legal move is played for you in a moment."
    qtbot.waitUntil(lambda: len(controller.state.history) > moves, timeout=5000)
    assert controller.state.history[moves] == legal[0]
    assert window.autoplay.pending is None


def test_a_person_who_moves_first_is_not_moved_twice(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    window = make_window(auto_play=True)
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=8)
    legal = _to_a_forced_turn(driver, window, random.Random(8))
    controller = window.controller
    moves = len(controller.state.history)
    window.input.submit(legal[0])  # the person is quicker than the pause
    assert window.autoplay.pending is None
    qtbot.wait(PAUSE_MS["off"] + 200)
    assert controller.state.history[moves] == legal[0]
    assert len([a for a in controller.state.history[moves:] if a == legal[0]]) == 1


def test_preferences_turn_it_off_and_a_forced_turn_then_waits(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    window = make_window(auto_play=True)
    assert window.settings.auto_play_forced

    def turn_off() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        box = dialog.findChild(QCheckBox, "autoPlay")
        assert box is not None
        assert box.isChecked()
        box.setChecked(False)
        dialog.accept()

    QTimer.singleShot(0, turn_off)
    window.settings_dialog()
    assert not window.settings.auto_play_forced
    assert not load_settings(home).settings.auto_play_forced
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=8)
    legal = _to_a_forced_turn(driver, window, random.Random(8))
    moves = len(window.controller.state.history)
    assert window.autoplay.pending is None
    qtbot.wait(PAUSE_MS["off"] + 300)
    assert window.controller.phase == "human"
    assert len(window.controller.state.history) == moves
    assert "only one move" not in window.status_text()
    window.input.submit(legal[0])
    assert window.controller.state.history[moves] == legal[0]


def test_the_default_is_on_and_old_settings_files_get_it() -> None:
    from cardgames.store import Settings

    assert Settings().auto_play_forced
    assert Settings.model_validate({"animation_speed": "fast"}).auto_play_forced
