"""Seven-up at the table: whole games by mouse for 2, 3 and 4 players, the trump dialogue as
buttons, discarding, following suit, hot-seat partners, and the hand summary."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgames.engine import HIDDEN, FrenchCard
from cardgames.games.seven_up import SEVEN_UP, Decide, Discard, Play, SevenUpState
from cardgames.ui.mainwindow import MainWindow


def _deal(monkeypatch: pytest.MonkeyPatch, hands: list[str], turnup: str) -> None:
    """The next match starts from this explicit deal (the dealer is the last seat)."""
    state = SevenUpState.from_deal([h.split() for h in hands], turnup)
    monkeypatch.setattr(SEVEN_UP, "_new_state", lambda n, seed, options: state.clone())


def _card(text: str) -> int:
    return int(FrenchCard.parse(text))


def _play_out(window: MainWindow, drive: Any, rng: random.Random, turns: int = 3000) -> dict[str, int]:
    """Play every person's part by clicking until the game is over; count what was clicked."""
    made: dict[str, int] = {"decide": 0, "discard": 0, "play": 0, "summaries": 0, "handovers": 0}
    for _ in range(turns):
        what = drive.wait_for_person()
        if what == "summary":
            summary = window.summary.summary
            assert summary is not None
            if summary.is_final:
                return made
            made["summaries"] += 1
            # Every hand's summary says who took the points and why the hand was won.
            details = window.summary.details.text()
            assert ("High" in details and " took " in details) or "before this hand" in details
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        if what == "handover":
            made["handovers"] += 1
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        controller = window.controller
        assert controller is not None
        actions = controller.legal_actions()
        action = rng.choice(actions)
        before = len(controller.state.history)
        drive.play(action)
        assert controller.state.history[before] == action, "the clicks made another move"
        made[
            "decide" if isinstance(action, Decide) else "discard" if isinstance(action, Discard) else "play"
        ] += 1
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("kinds", "seed"),
    [(["human", "normal"], 3), (["human", "easy", "normal"], 5), (["human", "normal", "normal", "easy"], 6)],
)
def test_a_whole_game_by_mouse(make_window: Any, driver_for: Any, kinds: list[str], seed: int) -> None:
    """Two, three and four players (a bot partner): seat 0 clicks every decision, discard and card."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", kinds, seed=seed)
    made = _play_out(window, drive, random.Random(seed))
    assert made["play"] >= 6
    assert made["decide"] >= 1
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, SevenUpState)
    outcome = state.outcome
    assert outcome is not None
    assert max(state.scores) >= 7
    names = controller.names()
    assert all(names[w] in window.summary.title.text() for w in outcome.winners)
    headers = [
        window.summary.table.horizontalHeaderItem(c).text() for c in range(window.summary.table.columnCount())
    ]
    assert headers[0] == "Player"
    assert headers[-1] == "Score"
    assert headers[1:-1] == [f"H{i + 1}" for i in range(len(headers) - 2)]


def test_four_players_in_teams_with_partners_in_hot_seat(make_window: Any, driver_for: Any) -> None:
    """Seats 0 and 2 are two people on one team: hand-overs between them, no peeking, teams by colour."""
    window = make_window()
    drive = driver_for(window)

    def leak(it: Any, looking: int | None) -> str | None:
        hidden = it.zone[0] in ("hand", "discard") and it.zone[1] in (0, 2) and it.zone[1] != looking
        return f"{it.zone} shows {it.shown[0]}" if hidden and it.shown[1] else None

    leaks = drive.watch_cards(leak)
    drive.start("seven_up", ["human", "normal", "human", "normal"], seed=7, options={"target": 3})
    made = _play_out(window, drive, random.Random(4))
    assert made["handovers"] >= 1
    assert leaks == []
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, SevenUpState)
    outcome = state.outcome
    assert outcome is not None
    # Partners share the result and the colour of their plates.
    assert outcome.winners in ((0, 2), (1, 3))
    names = controller.names()
    a, b = (names[w] for w in outcome.winners)
    assert window.summary.title.text() == f"{a} & {b} win!"  # one name per team, everywhere
    plates = window.scene.plates
    assert plates[0].accent == plates[2].accent
    assert plates[1].accent == plates[3].accent
    assert plates[0].accent != plates[1].accent
    assert "Team A" in plates[0].texts[1]


def test_trump_dialogue_buttons_say_what_they_do(make_window: Any, driver_for: Any) -> None:
    """Vorhand sees Accept and Refuse, with tooltips; after a refusal the dealer sees Run and Ask."""
    window = make_window()
    drive = driver_for(window)
    # Seat 0 deals or is Vorhand; play until a person faces a trump decision.
    drive.start("seven_up", ["human", "human"], seed=2)
    for _ in range(50):
        what = drive.wait_for_person()
        if what == "handover":
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        controller = window.controller
        assert controller is not None
        state = controller.state
        assert isinstance(state, SevenUpState)
        if state.phase == "propose":
            accept = window.action_bar.button("accept")
            refuse = window.action_bar.button("refuse")
            assert accept is not None
            assert refuse is not None
            assert accept.isEnabled()
            assert "trump" in accept.toolTip()
            assert "Refused a second time" in refuse.toolTip()
            drive.press("refuse")
            continue
        if state.phase == "dealer":
            run = window.action_bar.button("run")
            ask = window.action_bar.button("ask")
            assert run is not None
            assert ask is not None
            assert "discards down to six" in run.toolTip()
            return
        drive.play(controller.legal_actions()[0])
    raise AssertionError("no trump decision came up")


def test_a_card_that_does_not_follow_suit_says_why(make_window: Any, driver_for: Any) -> None:
    """When a person could follow suit, the other suits are dimmed with the reason."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["normal", "human"], seed=11)
    for _ in range(300):
        what = drive.wait_for_person()
        if what == "summary":
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        controller = window.controller
        assert controller is not None
        state = controller.state
        assert isinstance(state, SevenUpState)
        if state.phase == "play" and state.trick:
            led = state.trick[0] & 3
            hand = state.hands[1]
            others = [c for c in hand if c & 3 != led]
            if any(c & 3 == led for c in hand) and others:
                item = next(it for it in window.scene.items_of("hand", 1) if it.card == others[0])
                assert item.mark == "blocked"
                assert item.toolTip().startswith("You must follow suit")
                return
        drive.play(controller.legal_actions()[0])
    raise AssertionError("no follow-suit case came up")


def test_other_hands_stay_hidden(make_window: Any, driver_for: Any) -> None:
    """The bot's hand and discards are face down on the person's table."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=1)
    assert drive.wait_for_person() == "turn"
    items = window.scene.items_of("hand", 1)
    assert len(items) == 6
    assert all(it.card == HIDDEN and not it.shown[1] for it in items)
    assert all(it.shown[1] for it in window.scene.items_of("hand", 0))
    assert window.scene.captions[("turnup",)].text().startswith("Proposed:")


def test_the_elder_hands_cards_wait_for_the_trump(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """Anna is the elder hand: while she decides on the trump her cards are dimmed, each saying
    the rule; a click on one does nothing; once she accepts, every card may lead."""
    _deal(monkeypatch, ["AH KH TC 4C 3D 2S", "2H JH QC 5D 6D 3S"], "5H")
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"])
    assert drive.wait_for_person() == "turn"
    items = window.scene.items_of("hand", 0)
    assert len(items) == 6
    for item in items:
        assert item.mark == "blocked"
        assert item.toolTip() == "First the trump must be made."
    controller = window.controller
    assert controller is not None
    drive.click((("hand", 0), _card("AH")), double=True)
    assert len(controller.state.history) == 0
    drive.press("accept")
    assert drive.wait_for_person() == "turn"
    assert all(it.mark != "blocked" for it in window.scene.items_of("hand", 0))


def test_a_card_that_does_not_follow_names_the_suit_led(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """The bot leads from six clubs (clubs are trump); Ben holds one club: his other cards are dimmed
    with "You must follow suit: ♣.", the club is not, and double-clicking a dimmed card plays nothing."""
    _deal(monkeypatch, ["2C 3C 4C 6C 7C 8C", "5C 2H 4D 2S 3S 4S"], "9C")
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["normal", "human"])
    assert drive.wait_for_person() == "turn"
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, SevenUpState)
    assert state.phase == "play"
    assert len(state.trick) == 1
    played = len(state.history)
    marks = {it.card: (it.mark, it.toolTip()) for it in window.scene.items_of("hand", 1)}
    assert marks.pop(_card("5C"))[0] != "blocked"
    assert len(marks) == 5
    assert set(marks.values()) == {("blocked", "You must follow suit: ♣.")}
    drive.click((("hand", 1), _card("2H")), double=True)
    assert len(controller.state.history) == played
    drive.click((("hand", 1), _card("5C")), double=True)
    assert controller.state.history[played] == Play(_card("5C"))
