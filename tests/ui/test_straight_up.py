"""Straight Up at the table: whole games by mouse for 2, 3 and 4 players, hot-seat, the market's
prices and what a hand can afford, why a dimmed card cannot be used, strikes and the joker, and the
end screens (won and no winner)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgames.engine import HIDDEN, Action
from cardgames.games.straight_up import STRAIGHT_UP, Buy, Pass, Place, Remove, StraightUpState, Strike
from cardgames.games.straight_up.basics import COST, JOKER
from cardgames.games.straight_up.bots import EasyBot
from cardgames.ui.mainwindow import MainWindow

KINDS = {Buy: "buy", Remove: "remove", Place: "place", Strike: "strike", Pass: "pass"}


def _kind(action: Action) -> str:
    return KINDS[type(action)]


def _choose(state: StraightUpState, seat: int, rng: random.Random) -> Action:
    """A person's move: a strike whenever one is possible (to exercise it), else mostly what a
    loose player would do, sometimes any legal move."""
    actions = state.legal_actions()
    strikes = [a for a in actions if isinstance(a, Strike)]
    if strikes:
        return strikes[0]
    if rng.random() < 0.2:
        return rng.choice(actions)
    return EasyBot().choose(state.clone(), seat, rng)


def _play_out(window: MainWindow, drive: Any, rng: random.Random, turns: int = 2000) -> dict[str, int]:
    """Play every person's part by clicking until the game is over; count what was clicked."""
    made = dict.fromkeys(("buy", "remove", "place", "strike", "pass", "handovers", "hints"), 0)
    for _ in range(turns):
        what = drive.wait_for_person()
        if what == "summary":
            assert window.summary.summary is not None
            assert window.summary.summary.is_final, "Straight Up has no summary between rounds"
            return made
        if what == "handover":
            made["handovers"] += 1
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        controller = window.controller
        assert controller is not None
        state = controller.state
        assert isinstance(state, StraightUpState)
        seat = state.current_player
        assert seat is not None
        action = _choose(state, seat, rng)
        before = len(state.history)
        if isinstance(action, Place):
            # The hint names where the card goes before the button is pressed.
            drive.click((("hand", seat), action.card))
            hint = window.input.hint()
            if action.card == 11:
                assert hint.startswith("Start a new straight with J"), hint
            else:
                assert hint.startswith(f"Put {'JQKA'[action.card - 11]} on your straight J"), hint
            drive.press("place")
            made["hints"] += 1
        else:
            drive.play(action)
        done = controller.state.history[before]
        if isinstance(action, Place):
            # Two free straight places are alike: the table puts a J into the first one.
            assert isinstance(done, Place)
            assert done.card == action.card
        else:
            assert done == action, "the clicks made another move"
        made[_kind(action)] += 1
    raise AssertionError("the game did not end")


def _headers(window: MainWindow) -> list[str]:
    table = window.summary.table
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


@pytest.mark.parametrize(
    ("kinds", "seed"),
    [(["human", "normal"], 3), (["human", "easy", "normal"], 5), (["human", "normal", "easy", "normal"], 6)],
)
def test_a_whole_game_by_mouse(make_window: Any, driver_for: Any, kinds: list[str], seed: int) -> None:
    """Two, three and four players: seat 0 clicks every purchase, removal, placement and strike;
    the end screen says who won and how."""
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", kinds, seed=seed)
    made = _play_out(window, drive, random.Random(seed))
    assert made["buy"] >= 3
    assert made["remove"] >= 1
    assert made["strike"] == 1  # a strike whenever possible, and only one per game
    if len(kinds) > 2:
        assert made["place"] >= 1  # (two players: the normal bot wins before the person places)
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, StraightUpState)
    outcome = state.outcome
    assert outcome is not None
    names = controller.names()
    details = window.summary.details.text()
    if outcome.winners:
        assert window.summary.title.text() == f"{names[outcome.winners[0]]} wins!"
        assert "completed the straight J-Q-K-A" in details or "owns every" in details
    else:
        assert window.summary.title.text() == "No winner"
    assert _headers(window) == ["Player", "Straights", "J", "Q", "K", "A"]


def test_strikes_by_mouse_put_the_joker_away(make_window: Any, driver_for: Any) -> None:
    """A person strikes an opponent's straight: both cards go to the discard piles, the person's
    joker flies into the box, and the plate says the strike is used."""
    window = make_window()
    drive = driver_for(window)
    rng = random.Random(3)
    seed = 3
    drive.start("straight_up", ["human", "normal"], seed=seed)
    for _ in range(400):
        if drive.wait_for_person() == "summary":
            seed += 1  # this game ended before a strike came up: another one
            drive.start("straight_up", ["human", "normal"], seed=seed)
            continue
        controller = window.controller
        assert controller is not None
        state = controller.state
        assert isinstance(state, StraightUpState)
        assert [it.card for it in window.scene.items_of("marker", 0)] == [JOKER]
        strikes = [a for a in state.legal_actions() if isinstance(a, Strike)]
        if not strikes:
            drive.play(_choose(state, 0, rng))
            continue
        strike = strikes[0]
        before = len(state.history)
        window.settings.bot_delay_ms = controller.bot_delay_ms = 5000  # the bot waits while we look
        drive.play(strike)
        drive.qtbot.waitUntil(lambda: not window.scene.busy, timeout=10000)
        assert state.history[before] == strike
        assert window.scene.items_of("marker", 0) == []
        assert [it.card for it in window.scene.items_of("box")] == [JOKER] * state.strikes.count(False)
        assert "strike used" in window.scene.plates[0].texts[1]
        return
    raise AssertionError("no strike came up")


def test_the_market_shows_prices_and_what_the_hand_can_afford(make_window: Any, driver_for: Any) -> None:
    """Every market card has its price under it; on a person's turn the cards the hand can pay for
    are outlined and the others dimmed with the reason; the hand's money is shown."""
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["human", "normal"], seed=8)
    assert drive.wait_for_person() == "turn"
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, StraightUpState)
    money = state.money(0)
    market = window.scene.items_of("market")
    count = len(state.market)
    assert len(market) == count >= 3  # 4 cards, less one if the bot before bought
    prices = [window.scene.captions[("price", count, i)].text() for i in range(count)]
    assert sorted(prices, key=int) == sorted((str(COST[c]) for c in state.market), key=int)
    assert window.scene.captions[("hand", 0)].text() == f"Your hand gives {money}"
    for item in market:
        if COST[item.card] <= money:
            assert item.mark == "legal"
        else:
            assert item.mark == "blocked"
            assert item.toolTip() == f"{'JQKA'[item.card - 11] if item.card > 10 else item.card} costs " + (
                f"{COST[item.card]}, but your hand gives only {money}."
            )


def _deal(monkeypatch: pytest.MonkeyPatch, state: StraightUpState) -> None:
    """The next Straight Up match starts from ``state`` (an explicit deal)."""
    monkeypatch.setattr(STRAIGHT_UP, "_new_state", lambda n, seed, options: state.clone())


def test_dimmed_cards_say_why_in_the_rules_words(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """On the person's turn every card that no move takes is dimmed, and its tooltip gives the
    game's reason: a king needs J-Q, the queen and the ace cost more than the hand gives. A money
    card in the hand is not dimmed (the hand's money counts it) but says the same way that it only
    pays. Clicking such a card selects nothing."""
    _deal(
        monkeypatch,
        StraightUpState.from_deal(
            ["5 5 5", "6 6 6"], hands=["7 K 2", ""], straights=[["J"], []], market="5 6 Q A"
        ),
    )
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["human", "normal"])
    assert drive.wait_for_person() == "turn"
    hand = {it.card: it for it in window.scene.items_of("hand", 0)}
    market = {it.card: it for it in window.scene.items_of("market")}
    tips = [
        (hand[13], "K goes only on J-Q; straight 1 holds J."),
        (market[12], "Q costs 15, but your hand gives only 9."),
        (market[14], "A costs 25, but your hand gives only 9."),
    ]
    for item, tip in tips:
        assert item.mark == "blocked", item.card
        assert item.dimmed
        assert item.toolTip() == tip
    assert hand[7].mark == "none"
    assert not hand[7].dimmed
    assert hand[7].toolTip() == "7 is money: it pays for a purchase. Pick a market card to buy."
    for item in (hand[2], market[5], market[6]):
        assert item.mark == "legal"
        assert item.toolTip() == ""
    for card in (13, 7):
        drive.click((("hand", 0), card))
        assert window.input.chooser is not None
        assert window.input.chooser.selection == []


def test_hot_seat_hides_the_other_hand_and_shows_discards(make_window: Any, driver_for: Any) -> None:
    """Two people on one computer: a hand-over screen between them, neither sees the other's hand,
    and every discard pile lies face up for anyone to read."""
    window = make_window()
    drive = driver_for(window)

    def leak(it: Any, looking: int | None) -> str | None:
        if it.zone[0] == "hand" and it.zone[1] != looking and it.shown[1]:
            return f"{it.zone} shows {it.shown[0]}"
        if it.zone[0] == "discard" and not it.shown[1]:
            return f"{it.zone} is face down"
        return None

    leaks = drive.watch_cards(leak)
    drive.start("straight_up", ["human", "human"], seed=4, options={"round_cap": 12})
    made = _play_out(window, drive, random.Random(4))
    assert made["handovers"] >= 2
    assert leaks == []


def test_the_round_limit_ends_the_game_without_a_winner(make_window: Any, driver_for: Any) -> None:
    """With a round limit of 2 and a person who passes, nobody can win: the end screen and the log
    say plainly that the game ended without a winner, and why."""
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["human", "easy"], seed=2, options={"round_cap": 2})
    for _ in range(10):
        what = drive.wait_for_person()
        if what == "summary":
            break
        drive.press("pass")
    else:
        raise AssertionError("the game did not end")
    assert window.summary.title.text() == "No winner"
    assert "within the round limit of 2 rounds" in window.summary.details.text()
    controller = window.controller
    assert controller is not None
    assert controller.state.outcome is not None
    assert controller.state.outcome.winners == ()
    assert any("without a winner" in entry for entry in window.side.log_texts())


def test_other_hands_stay_hidden(make_window: Any, driver_for: Any) -> None:
    """On the person's table the bot's cards in hand are face down, and so are all draw piles."""
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["normal", "human"], seed=1)
    assert drive.wait_for_person() == "turn"
    for it in window.scene.cards():
        if it.zone[0] == "draw" or (it.zone[0] == "hand" and it.zone[1] == 0):
            assert it.card == HIDDEN or not it.shown[1]
    assert all(it.shown[1] for it in window.scene.items_of("hand", 1))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_opponents_hand_lies_beside_the_plate(make_window: Any, driver_for: Any, players: int) -> None:
    """While an opponent is on turn their three cards lie face down beside their name plate: never
    over the plate nor past the table's edge."""
    window = make_window()
    window.resize(1024, 640)
    drive = driver_for(window)
    seen = 0

    def check(_view: object) -> None:
        nonlocal seen
        scene = window.scene
        for seat in range(1, players):
            items = [it for it in scene.items_of("hand", seat) if it.isVisible()]
            plate = scene.plates[seat].sceneBoundingRect()
            for it in items:
                rect = it.sceneBoundingRect()
                assert not rect.intersects(plate), (seat, rect, plate)
                assert scene.sceneRect().contains(rect), (seat, rect)
                seen += 1

    window.scene.snapped.connect(check)
    drive.start("straight_up", ["human"] + ["normal"] * (players - 1), seed=2)
    drive.play_on(
        random.Random(2), lambda what: what == "summary" or len(window.controller.state.history) > 12
    )
    assert seen >= 3
