"""The tiny fifth game (tests/games/fifth) opens on the table with the generic layout and is played
to its end with the mouse: a new game needs nothing outside its folder."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgames.ui.games import game_ui
from cardgames.ui.games.generic import GenericUI


def test_a_registered_game_without_a_table_module_is_played_on_the_table(
    fifth_game: Any, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    ui = game_ui(fifth_game.id)
    assert isinstance(ui, GenericUI)
    window = make_window()
    drive = driver_for(window)
    drive.start(fifth_game.id, ["human", "normal", "normal"], seed=4)
    controller = window.controller
    assert controller is not None
    # Every zone of the game has a place on the table; the person's hand lies face up.
    layout = ui.layout(3, 0, 1600.0, 1000.0)
    assert set(controller.state.view(0).zones) <= set(layout.places)
    played = 0
    for _ in range(20):
        what = drive.wait_for_person()
        if what == "summary":
            break
        assert what == "turn"
        action = controller.legal_actions()[-1]  # the highest card
        before = len(controller.state.history)
        drive.play(action)
        assert controller.state.history[before] == action, "the clicks made another move"
        played += 1
    else:
        raise AssertionError("the match did not end")
    assert played == 3
    assert controller.is_over
    outcome = controller.state.outcome
    assert outcome is not None
    names = controller.names()
    assert all(names[w] in window.summary.title.text() for w in outcome.winners)
    # Play again: the same game, a new deal.
    QTest.mouseClick(window.summary.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller is not controller)
    again = window.controller
    assert again.game.id == fifth_game.id
    assert again.seed != controller.seed
    assert drive.wait_for_person() == "turn"


def test_the_new_game_dialog_offers_a_registered_game(fifth_game: Any, make_window: Any) -> None:
    from cardgames.ui.dialogs.newgame import NewGameDialog
    from cardgames.ui.setup import default_setup

    window = make_window()
    dialog = NewGameDialog(default_setup(), window)
    assert fifth_game.id in [g.id for g in dialog.games]
