"""The menus: rules on F1, About with the credits, restart, and one person's view of the table."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from cardgames.engine import HIDDEN
from cardgames.ui.dialogs.rules import RulesDialog

from .conftest import answers


def test_f1_opens_the_rules_of_the_game_being_played(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """F1 shows the rules viewer for the current game, in the interface language."""
    window = make_window()
    driver_for(window).start("ftw", ["human", "normal"], seed=1)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.act_rules.shortcut().toString() == "F1"
    QTest.keyClick(window.canvas, Qt.Key.Key_F1)
    qtbot.waitUntil(
        lambda: any(isinstance(w, RulesDialog) and w.isVisible() for w in window.findChildren(RulesDialog))
    )
    dialog = window.findChildren(RulesDialog)[-1]
    assert dialog.game_id == "ftw"
    assert dialog.language == "en"
    assert "FTW" in dialog.pages["overview"].toPlainText()


def test_about_credits_every_game(make_window: Any, monkeypatch: Any) -> None:
    """Help > About names the app's version and each game's author and publisher."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", staticmethod(lambda parent, title, text: shown.append(text)))
    window = make_window()
    window.act_about.trigger()
    assert shown
    assert "Friedemann Friese" in shown[0]
    assert "2F-Spiele" in shown[0]


def test_restart_deals_the_same_cards_again(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """Game > Restart this deal: same seats, same seed, the same first hand."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal", "normal"], seed=17)
    drive.wait_for_person()
    first = window.controller
    hand = list(first.state.view(0).zone("hand", 0).cards)
    drive.play(first.legal_actions()[0])
    answers(window).leave_answer = True  # "Leave this match?" (asked: tests/ui/test_leaving.py)
    window.act_restart.trigger()
    assert window.controller is not first
    assert window.controller.seed == first.seed
    assert drive.wait_for_person() == "turn"
    assert list(window.controller.state.view(0).zone("hand", 0).cards) == hand
    assert len(window.controller.state.history) < len(first.state.history) or not first.state.history


def test_one_person_always_sees_their_hand_and_never_a_bot_hand(make_window: Any, qtbot: Any) -> None:
    """Solo play: every view the table shows is the person's; bots' cards are never face up before the end."""
    from cardgames.games import GAMES
    from cardgames.ui.setup import MatchSetup

    from .conftest import seats

    window = make_window()
    seen: list[Any] = []
    leaks: list[str] = []

    def check(view: Any) -> None:
        seen.append(view.seat)
        if window.controller is not None and not window.controller.state.is_over:
            for seat in (1, 2):
                for item in window.scene.items_of("hand", seat):
                    if item.shown[1] or item.card != HIDDEN:
                        leaks.append(f"seat {seat} shows {item.card}")

    window.scene.snapped.connect(check)
    # The person's seat 0 is played by its own bot here, through the same table.
    window.start_match(MatchSetup(GAMES["ftw"], seats("human", "normal", "normal"), {"rounds": 1}, seed=3))
    controller = window.controller
    bot = GAMES["ftw"].bot_levels()["normal"]()
    for _ in range(200):
        qtbot.waitUntil(lambda: window.input.active or window.summary.isVisible(), timeout=10000)
        if window.summary.isVisible():
            break
        sample = controller.state.determinize(0, random.Random(1))
        window.input.submit(bot.choose(sample, 0, random.Random(2)))
    assert controller.is_over
    assert seen
    assert set(seen) == {0}
    assert leaks == []


def test_restart_with_no_deal_on_the_table_says_so(make_window: Any, qtbot: Any) -> None:
    """Newcomer play-test: Game > Restart this deal (Ctrl+R) stood enabled on an empty table and did
    nothing. The menu shows it off there, and the key says why nothing happens."""
    window = make_window()
    assert window.controller is None
    window.game_menu.aboutToShow.emit()
    assert not window.act_restart.isEnabled()
    window.game_menu.aboutToHide.emit()
    window.act_restart.trigger()
    assert window.statusBar().currentMessage() == "There is no deal on the table to restart."
    assert window.controller is None
