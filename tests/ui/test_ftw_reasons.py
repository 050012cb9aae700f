"""FTW?! at the table: a card that cannot be picked is greyed out and says why in the rules' words,
the game's own reason (``why_unusable``), in the player's language."""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import GAMES
from cardgames.games.ftw import FtwState
from cardgames.ui.mainwindow import MainWindow


def _start(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, state: FtwState
) -> tuple[MainWindow, Any]:
    """Anna (a person, seat 0) against a bot, from the explicit deal ``state``; Anna's turn."""
    monkeypatch.setattr(GAMES["ftw"], "_new_state", lambda n, seed, options: state.clone())
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"])
    assert drive.wait_for_person() == "turn"
    return window, drive


def test_pile_cards_say_a_lower_hand_card_is_needed(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """FTW-4.2: Anna holds only cards above the top 9, so no pile card can be taken; each pile card
    says so, naming her lowest card, and a click on one changes nothing."""
    state = FtwState.from_deal([[30, 33, 35], [31, 32, 34]], pile=[7, 26, 29, 8, 9])
    window, drive = _start(monkeypatch, make_window, driver_for, state)
    pile = window.scene.items_of("pile")
    assert [it.card for it in pile] == [7, 26, 29, 8, 9]
    expected = "Options B and C need a card lower than the top card 9; 30 is higher."
    assert all(it.mark == "blocked" for it in pile)
    assert [it.toolTip() for it in pile] == [expected] * 5
    drive.click((("hand", 0), 33))
    assert window.scene.find((("pile",), 26)).toolTip() == expected, "a picked hand card changes nothing"
    window.scene.card_clicked(pile[1])
    assert window.input.chooser is not None
    assert window.input.chooser.selection == [(("hand", 0), 33)]


def _short_helper() -> FtwState:
    """Anna's best card below 25 is 20; with her only helper, 1, it makes 21."""
    return FtwState.from_deal([[5, 10, 20, 30], [2, 4, 6, 9]], pile=[8, 15, 25], helpers=[[1], []])


SHORT_EN = "20 and your helpers make 21, which does not beat the top card 25."
SHORT_DE = "20 und deine Hilfskarten ergeben 21; das ist nicht höher als die oberste Karte 25."


def test_a_helper_that_lifts_no_card_says_how_far_it_falls_short(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """FTW-4.3: the helper is greyed out, says by how much it falls short, and cannot be picked."""
    window, _drive = _start(monkeypatch, make_window, driver_for, _short_helper())
    helper = window.scene.find((("helpers", 0), 1))
    assert helper is not None
    assert helper.mark == "blocked"
    assert helper.dimmed
    assert helper.toolTip() == SHORT_EN
    window.scene.card_clicked(helper)
    assert window.input.chooser is not None
    assert window.input.chooser.selection == []


def test_the_reason_speaks_the_players_language(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """Playing in German, the greyed-out helper gives the reason in German."""
    monkeypatch.setattr(GAMES["ftw"], "_new_state", lambda n, seed, options: _short_helper())
    window = make_window()
    window.set_language("de")
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"])
    assert drive.wait_for_person() == "turn"
    helper = window.scene.find((("helpers", 0), 1))
    assert helper is not None
    assert helper.toolTip() == SHORT_DE


def test_switching_the_language_mid_turn_translates_the_reason(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """A reason on the table follows a language switch at once, like every other text."""
    window, _drive = _start(monkeypatch, make_window, driver_for, _short_helper())
    helper = window.scene.find((("helpers", 0), 1))
    assert helper is not None
    assert helper.toolTip() != SHORT_DE
    window.set_language("de")  # the windows hear it as Qt's LanguageChange event
    qtbot.waitUntil(lambda: helper.toolTip() == SHORT_DE, timeout=3000)


def test_a_fourth_card_to_pass_says_exactly_three(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """FTW-2.2: after three picks for the pass, every other hand card says why it cannot join."""
    aside = list(range(11, 37))
    state = FtwState.from_deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]], aside=aside, passing=True)
    window, drive = _start(monkeypatch, make_window, driver_for, state)
    for card in (1, 2, 3):
        drive.click((("hand", 0), card))
    for card in (4, 5):
        item = window.scene.find((("hand", 0), card))
        assert item.mark == "blocked"
        assert item.toolTip() == "Pass exactly 3 cards, not 4."
