"""A whole FTW?! match at the table: one person clicking, three bots answering from the worker thread."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgames.games.ftw import LayAndTake, PassCards, PlayHigher, PlayWithHelpers


def test_a_whole_match_played_with_the_mouse(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """Every decision of seat 0 is made by clicking cards and buttons; the match ends with a result."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal", "normal", "easy"], seed=11)
    rng = random.Random(5)
    made: dict[type, int] = {}
    rounds_seen = 0
    for _ in range(400):
        what = drive.wait_for_person()
        if what == "summary":
            summary = window.summary.summary
            assert summary is not None
            if summary.is_final:
                break
            rounds_seen += 1
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        assert what == "turn"
        controller = window.controller
        assert controller is not None
        assert controller.state.current_player == 0
        actions = controller.legal_actions()
        # Prefer the rarer options so that B and C are clicked too.
        kinds = {type(a) for a in actions}
        wanted = next(
            (k for k in (PlayWithHelpers, LayAndTake, PassCards, PlayHigher) if k in kinds), PlayHigher
        )
        if wanted is PlayHigher or rng.random() < 0.5:
            action = rng.choice(actions)
        else:
            action = rng.choice([a for a in actions if isinstance(a, wanted)])
        before = len(controller.state.history)
        drive.play(action)
        assert controller.state.history[before] == action, "the clicks made another move"
        made[type(action)] = made.get(type(action), 0) + 1
    else:
        raise AssertionError("the match did not end")
    controller = window.controller
    assert controller is not None
    assert controller.is_over
    assert rounds_seen == 3  # four players: four rounds, the last one ends the match
    assert {PassCards, PlayHigher, LayAndTake, PlayWithHelpers} <= set(made), made
    # The other moves were the bots', answered through the worker.
    assert len(controller.state.history) > 2 * sum(made.values())
    # The result: the summary names the winner(s), the log says it in words.
    outcome = controller.state.outcome
    assert outcome is not None
    names = controller.names()
    title = window.summary.title.text()
    assert all(names[w] in title for w in outcome.winners)
    assert any("win" in line for line in window.side.log_texts()[-3:])
    # Play again: the same seats, a new deal.
    old_seed = controller.seed
    QTest.mouseClick(window.summary.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller is not controller)
    assert window.controller.seed != old_seed
    assert window.controller.names() == names
