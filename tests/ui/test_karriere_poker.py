"""Karriere Poker at the table: whole matches by mouse, equal cards, seats that move, the exchange,
hot-seat, the summary of positions and the match clock."""

from __future__ import annotations

import random
from itertools import chain
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardgames.engine import HIDDEN, CardsMoved, SeatsMoved
from cardgames.games.karriere_poker import KARRIERE_POKER, PASS, TIME_UP, KarrierePokerState, Pass, Play, play
from cardgames.games.karriere_poker.basics import cards_of, deck_counts
from cardgames.ui.choice import Chooser, copy_pick
from cardgames.ui.games.karriere_poker import KarrierePokerUI, position_title
from cardgames.ui.mainwindow import MainWindow


def _finish_with_mouse(
    window: MainWindow, drive: Any, rng: random.Random, turns: int = 2000
) -> dict[str, int]:
    """Play seat 0's part by clicking until the match is over; count what was clicked."""
    made = {"pass": 0, "single": 0, "set": 0, "joker": 0, "summaries": 0}
    for _ in range(turns):
        what = drive.wait_for_person()
        if what == "summary":
            summary = window.summary.summary
            assert summary is not None
            if summary.is_final:
                return made
            made["summaries"] += 1
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        assert what == "turn"
        controller = window.controller
        assert controller is not None
        actions = controller.legal_actions()
        # Prefer sets with jokers and several cards now and then, so those clicks are made too.
        fancy = [a for a in actions if isinstance(a, Play) and (a.jokers or a.size > 1)]
        action = rng.choice(fancy) if fancy and rng.random() < 0.5 else rng.choice(actions)
        before = len(controller.state.history)
        drive.play(action)
        assert controller.state.history[before] == action, "the clicks made another move"
        if isinstance(action, Pass):
            made["pass"] += 1
        else:
            assert isinstance(action, Play)
            made["joker" if action.jokers else "set" if action.size > 1 else "single"] += 1
    raise AssertionError("the match did not end")


def test_a_whole_match_against_three_bots(make_window: Any, driver_for: Any) -> None:
    """Four players, two games: seat 0 clicks every move; the summary lists positions per game."""
    window = make_window()
    drive = driver_for(window)
    drive.start("karriere_poker", ["human", "normal", "easy", "normal"], seed=8, options={"games": 2})
    made = _finish_with_mouse(window, drive, random.Random(3))
    assert made["summaries"] == 1  # the summary after game 1, then the final one
    assert made["pass"], made
    assert made["single"], made
    assert made["set"], made
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, KarrierePokerState)
    outcome = state.outcome
    assert outcome is not None
    boss = state.results[-1].index(1)
    assert outcome.winners == (boss,)
    names = controller.names()
    # The final summary: the winner in the title, one column per game and the position now.
    summary = window.summary
    assert names[boss] in summary.title.text()
    headers = [summary.table.horizontalHeaderItem(c).text() for c in range(summary.table.columnCount())]
    assert headers == ["Player", "G1", "G2", "Now"]
    for seat in range(4):
        row = [summary.table.item(seat, c).text() for c in range(summary.table.columnCount())]
        assert row[1:3] == [f"{r[seat]}." for r in state.results]
        assert row[3] == position_title(state.results[-1][seat], 4)
    # The side panel speaks of positions, not points; the log names the winner without points.
    assert window.side.scores.horizontalHeaderItem(1).text() == "Position"
    assert any(f"{names[boss]} wins the match." in line for line in window.side.log_texts()[-3:])


def test_a_whole_game_with_seven_bots(make_window: Any, driver_for: Any) -> None:
    """Eight seats, a one-game match: seat 0 clicks every move to the end."""
    window = make_window()
    drive = driver_for(window)
    drive.start(
        "karriere_poker", ["human"] + ["normal", "easy"] * 3 + ["normal"], seed=12, options={"games": 1}
    )
    made = _finish_with_mouse(window, drive, random.Random(9))
    assert made["summaries"] == 0
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, KarrierePokerState)
    assert sorted(state.results[0]) == list(range(1, 9))
    assert window.summary.isVisible()


def test_eight_seats_fit_the_table(make_window: Any, driver_for: Any) -> None:
    """Eight plates round the table, none overlapping another or leaving the felt's scene."""
    window = make_window()
    drive = driver_for(window)
    drive.start("karriere_poker", ["human"] + ["normal"] * 7, seed=2)
    assert drive.wait_for_person() == "turn"
    scene = window.scene
    rects = [plate.sceneBoundingRect() for plate in scene.plates]
    assert len(rects) == 8
    area = scene.sceneRect()
    for i, r in enumerate(rects):
        assert area.contains(r), f"plate {i} leaves the table"
        for j in range(i):
            assert not r.intersects(rects[j]), f"plates {i} and {j} overlap"
    # Every card of every hand has a place on the table.
    view = scene.view_
    assert view is not None
    for seat in range(8):
        assert len(scene.items_of("hand", seat)) == len(view.zone("hand", seat))
        assert all(item.isVisible() for item in scene.items_of("hand", seat))
    # The plates show cards in hand (game 1 has no titles yet, only the dealer's job).
    assert scene.plates[1].texts[1].removeprefix("Dealer · ") in ("13 cards", "12 cards")


def test_equal_cards_are_interchangeable_when_picking() -> None:
    """Which 7 is clicked does not matter; a set is ready only when it may be played."""
    ui = KarrierePokerUI()
    state = KarrierePokerState.from_deal(
        [[7, 7, 7, 0, 2, 3, 4, 5, 6, 8, 9, 10, 11], [1] * 4 + [12] * 4 + [13] * 4 + [0], [2] * 3, [3] * 3],
        start_player=1,
    )
    state.apply(play(12, 3, 0))  # seat 1 leads three 12s; seat 2 passes, seat 3 passes, then seat 0
    state.apply(PASS)
    state.apply(PASS)
    assert state.current_player == 0
    actions = state.legal_actions()
    chooser = Chooser(actions, lambda a: ui.picks(a, 0), ui.kind)
    hand = ("hand", 0)
    # Only 13s (none held) or jokers could beat 12s: every 7 is blocked, Pass is ready at once.
    assert chooser.status((hand, 7)) == "blocked"
    assert chooser.ready() == {"pass": PASS}
    # A fresh lead: three 7s and a joker, clicked in any order of copies.
    lead = KarrierePokerState.from_deal(
        [[7, 7, 7, 0, 2, 3, 4, 5, 6, 8, 9, 10, 11], [1] * 4 + [12] * 4 + [13] * 4 + [0], [2] * 3, [3] * 3]
    )
    chooser = Chooser(lead.legal_actions(), lambda a: ui.picks(a, 0), ui.kind)
    assert chooser.click((hand, copy_pick(7, 2)))  # the third 7 on the table is the one picked
    assert chooser.selection == [(hand, copy_pick(7, 2))]
    assert chooser.ready() == {"play": play(7, 1, 0)}  # any one 7 is "a 7"
    assert chooser.click((hand, copy_pick(7, 2)))  # a second click puts it back
    assert chooser.selection == []
    for copy in (1, 0, 2):
        assert chooser.click((hand, copy_pick(7, copy)))
    assert chooser.click((hand, 0))
    assert chooser.ready() == {"play": play(7, 3, 1)}
    # Another number cannot join a set of several 7s: refused, the selection stays.
    assert not chooser.click((hand, 8))
    assert chooser.ready() == {"play": play(7, 3, 1)}


def test_blocked_cards_say_why(make_window: Any, driver_for: Any) -> None:
    """When raising, a too-low card is dimmed with the game's reason in its tooltip."""
    window = make_window()
    drive = driver_for(window)
    drive.start("karriere_poker", ["normal", "normal", "normal", "human"], seed=4)
    for _ in range(200):
        assert drive.wait_for_person() == "turn"
        controller = window.controller
        assert controller is not None
        view = controller.view()
        top = view.facts.top
        if top is not None and top.size == 1:
            low = [it for it in window.scene.items_of("hand", 3) if it.card != 0 and it.card <= top.value]
            if low:
                item = low[0]
                assert item.mark == "blocked"
                if top.value == 14:
                    assert item.toolTip() == "Nothing beats a set of jokers alone."
                else:
                    assert (
                        item.toolTip()
                        == f"{item.card} does not beat {top.value}: a raise needs a higher number."
                    )
                return
        drive.play(PASS if PASS in controller.legal_actions() else controller.legal_actions()[0])
    raise AssertionError("no single to raise against came up")


def _deal(monkeypatch: pytest.MonkeyPatch, state: KarrierePokerState) -> None:
    """The next Karriere Poker match starts from ``state`` (an explicit deal)."""
    monkeypatch.setattr(KARRIERE_POKER, "_new_state", lambda n, seed, options: state.clone())


def _hand_item(window: MainWindow, seat: int, card: int) -> Any:
    return next(it for it in window.scene.items_of("hand", seat) if it.card == card)


def test_a_card_that_does_not_fit_the_picked_ones_says_which_rule(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """Leading: after two 7s are clicked, the 12 is dimmed, and its tooltip gives the rule of a set;
    the joker still joins them. Putting a 7 back makes the 12 clickable again."""
    _deal(
        monkeypatch, KarrierePokerState.from_deal([[7, 7, 12, 0, 3], [1, 2], [4, 5], [6, 8]], start_player=0)
    )
    window = make_window()
    drive = driver_for(window)
    drive.start("karriere_poker", ["human", "normal", "normal", "normal"])
    assert drive.wait_for_person() == "turn"
    hand = ("hand", 0)
    twelve = _hand_item(window, 0, 12)
    assert twelve.mark != "blocked"
    drive.click((hand, copy_pick(7, 0)))
    drive.click((hand, copy_pick(7, 1)))
    assert twelve.mark == "blocked"
    assert twelve.toolTip() == "A set is one or more cards of one number, plus any jokers."
    assert _hand_item(window, 0, 0).mark == "legal"
    drive.click((hand, copy_pick(7, 1)))
    assert twelve.mark == "legal"
    assert twelve.toolTip() == ""


def test_raising_the_dimmed_cards_say_what_they_lack(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """Raising on two 9s: a 7 is too low, a single 12 with no joker cannot make a pair, the pair of
    13s may be played; each dimmed card says why in its tooltip."""
    # Seat 3 leads its only set, the two 9s, and goes out; seat 0 is next.
    state = KarrierePokerState.from_deal([[7, 12, 13, 13, 2], [1, 3], [4, 5], [9, 9]], start_player=3)
    _deal(monkeypatch, state)
    window = make_window()
    drive = driver_for(window)
    drive.start("karriere_poker", ["human", "normal", "normal", "normal"])
    assert drive.wait_for_person() == "turn"
    controller = window.controller
    assert controller is not None
    assert controller.view().facts.top_set == (9, 9)
    seven, twelve = _hand_item(window, 0, 7), _hand_item(window, 0, 12)
    assert seven.mark == "blocked"
    assert seven.toolTip() == "7 does not beat 9 9: a raise needs a higher number."
    assert twelve.mark == "blocked"
    assert twelve.toolTip() == "Your hand has too few jokers for 12 J (1 needed)."
    assert _hand_item(window, 0, 13).mark == "legal"
    # Clicking a dimmed card changes nothing.
    drive.click((("hand", 0), 7))
    assert window.input.chooser is not None
    assert window.input.chooser.selection == []


def _third_game_with_the_same_dishwasher(options: dict[str, Any]) -> KarrierePokerState:
    """Game 3 of a match where seat 3 was Dishwasher twice: seats 2, 0 and 1 go out with their one
    card each, in that order, and seat 3 is left with its 4."""
    hands = [[2], [3], [1], [4]]
    rest = deck_counts(4)
    for card in chain.from_iterable(hands):
        rest[card] -= 1
    return KarrierePokerState.from_deal(
        hands,
        positions=(2, 1, 3, 4),
        results=[(1, 2, 3, 4), (2, 1, 3, 4)],
        chairs=[1, 2, 0, 3],
        start_player=2,
        aside=cards_of(rest),
        options=options,
    )


@pytest.mark.parametrize(
    ("options", "details"),
    [
        ({"match_end": "dishwasher_streak", "streak": 3}, "Dee was Dishwasher 3 times in a row and pays."),
        # Three games in a row as Dishwasher, but this match ends after a number of games: nobody pays.
        ({"match_end": "games", "games": 3}, ""),
    ],
)
def test_the_final_summary_names_the_dishwasher_who_pays(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, options: dict[str, Any], details: str
) -> None:
    """KP-8.3: a Dishwasher streak ends the match and the summary names who lost it, as the game says."""
    _deal(monkeypatch, _third_game_with_the_same_dishwasher(options))
    window = make_window()
    drive = driver_for(window)
    drive.start("karriere_poker", ["normal"] * 4)
    assert drive.wait_for_person() == "summary"
    controller = window.controller
    assert controller is not None
    assert controller.state.is_over
    assert controller.state.view(None).facts.loser == (3 if details else None)
    names = controller.names()
    assert window.summary.details.text() == details.replace("Dee", names[3])
    assert window.summary.details.isVisible() == bool(details)


def test_between_games_seats_move_and_the_exchange_flies(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """After game 1 the plates glide into position order and the paired hands swap cards."""
    window = make_window()
    drive = driver_for(window)
    batches: list[list[Any]] = []
    drive.start("karriere_poker", ["human", "normal", "normal", "normal"], seed=6, options={"games": 2})
    controller = window.controller
    assert controller is not None
    controller.batch.connect(lambda events, _view: batches.append(list(events)))
    rng = random.Random(1)
    while True:
        what = drive.wait_for_person(timeout=60000)
        if what == "summary":
            break
        drive.play(rng.choice(controller.legal_actions()))
    state = controller.state
    assert isinstance(state, KarrierePokerState)
    before = [QPointF(p.pos()) for p in window.scene.plates]
    window.scene.set_speed("fast")  # the move to the new chairs and the exchange are animated
    QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    assert drive.wait_for_person(timeout=60000) in ("turn", "summary")
    events = [e for b in batches for e in b]
    moved = [e for e in events if isinstance(e, SeatsMoved)]
    assert len(moved) == 1
    assert list(moved[0].chairs) == state.chairs or state.game_no > 1
    # The new order: clockwise from the Boss by position.
    boss = state.by_rank[1]
    for pos in range(1, 4):
        assert state.nxt[state.by_rank[pos]] == state.by_rank[pos + 1]
    assert state.nxt[state.by_rank[4]] == boss
    # Seat 0 is drawn at the bottom still; some other plate has moved to a new chair.
    after = [p.pos() for p in window.scene.plates]
    if state.chairs != [0, 1, 2, 3]:
        assert any(a != b for a, b in zip(after, before, strict=True))
    # The exchange: cards flew between the paired hands; seat 0 saw its own pair's faces only.
    swaps = [e for e in events if isinstance(e, CardsMoved) and e.src[0] == "hand" and e.dst[0] == "hand"]
    assert len(swaps) == 4  # 1<->4 and 2<->3, both ways
    for e in swaps:
        pair = {e.src[1], e.dst[1]}
        if 0 in pair:
            assert HIDDEN not in e.cards
        else:
            assert set(e.cards) == {HIDDEN}
    # The Dishwasher dealt: the deck lay in front of him, between his plate and the middle.
    assert window.scene.dealer == state.dealer == state.by_rank[4]
    layout = window.scene.layout()
    deck = layout.places[("deck",)].center
    plate = layout.plates[state.dealer]
    middle = layout.fallback
    assert abs(deck[0] - plate[0]) < abs(middle[0] - plate[0]) or abs(deck[1] - plate[1]) < abs(
        middle[1] - plate[1]
    )
    starts = [e for e in events if type(e).__name__ == "RoundStarted"]
    assert [e.dealer for e in starts] == [state.dealer]
    # The caption near the hand says what seat 0 gave and got.
    partner = state.partner[0]
    caption = window.scene.captions[("exchange",)].text()
    assert caption.startswith(f"Exchange with {controller.names()[partner]}")


def _hand_leaks(window: MainWindow, humans: tuple[int, ...]) -> list[str]:
    scene = window.scene
    controller = window.controller
    if controller is None or scene.view_ is None or controller.state.is_over:
        return []
    looking = scene.view_.seat
    return [
        f"{it.zone} shows {it.shown[0]}"
        for it in scene.cards()
        if it.zone[0] == "hand" and it.zone[1] in humans and it.zone[1] != looking and it.shown[1]
    ]


def test_hot_seat_hides_hands_between_people(make_window: Any, driver_for: Any) -> None:
    """Two people and two bots: the hand-over screen comes between the people, no face leaks."""
    window = make_window()
    drive = driver_for(window)
    leaks: list[str] = []
    window.scene.snapped.connect(lambda _v: leaks.extend(_hand_leaks(window, (0, 2))))
    drive.start("karriere_poker", ["human", "normal", "human", "normal"], seed=3, options={"games": 1})
    rng = random.Random(4)
    handovers = 0
    people: set[int] = set()
    for _ in range(600):
        what = drive.wait_for_person()
        if what == "summary":
            break
        if what == "handover":
            handovers += 1
            assert all(not it.shown[1] for it in window.scene.cards() if it.zone[0] == "hand")
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        controller = window.controller
        assert controller is not None
        people.add(controller.state.current_player or 0)
        drive.play(rng.choice(controller.legal_actions()))
    assert people == {0, 2}
    assert handovers >= 2
    assert leaks == []


def test_time_limit_ends_the_match_after_the_running_game(
    make_window: Any, driver_for: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The clock is called during game 1; game 1 is finished and is the last (KP-8.4)."""
    monkeypatch.setattr(type(KARRIERE_POKER), "time_limit", lambda self, options: (0.05, TIME_UP))
    window = make_window()
    window.auto_continue_ms = 0
    drive = driver_for(window)
    drive.start("karriere_poker", ["normal"] * 4, seed=5, options={"match_end": "time_limit"})
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.state.is_over, timeout=30000)
    state = controller.state
    assert isinstance(state, KarrierePokerState)
    assert TIME_UP in state.history
    called_in_game = state.history.index(TIME_UP)
    assert len(state.results) == 1, "the match ended with the game the clock ran out in"
    assert called_in_game > 0
    assert any("Time is up" in line for line in window.side.log_texts())


def test_time_up_during_the_summary_makes_it_the_final_one(
    make_window: Any, driver_for: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The clock runs out while game 1's summary waits: the match ends with game 1 (KP-8.4)."""
    monkeypatch.setattr(type(KARRIERE_POKER), "time_limit", lambda self, options: (3600.0, TIME_UP))
    window = make_window()
    drive = driver_for(window)
    drive.start(
        "karriere_poker", ["human", "normal", "normal", "normal"], seed=9, options={"match_end": "time_limit"}
    )
    controller = window.controller
    assert controller is not None
    rng = random.Random(2)
    while drive.wait_for_person() != "summary":
        drive.play(rng.choice(controller.legal_actions()))
    summary = window.summary.summary
    assert summary is not None
    assert not summary.is_final
    assert window.summary.next_button.isVisible()
    controller.timer_fired("clock")  # the clock's timeout, now
    qtbot.waitUntil(lambda: window.summary.summary is not None and window.summary.summary.is_final)
    state = controller.state
    assert isinstance(state, KarrierePokerState)
    assert state.is_over
    assert len(state.results) == 1
    names = controller.names()
    assert names[state.results[0].index(1)] in window.summary.title.text()
    assert window.summary.again_button.isVisible()
    assert not window.summary.next_button.isVisible()
    assert any("the match ends here" in line for line in window.side.log_texts())


def test_rules_texts_are_shown_in_both_languages(make_window: Any) -> None:
    """The rules viewer finds Karriere Poker's texts in German and English."""
    from cardgames.ui.resources import rules_file

    for language in ("de", "en"):
        for part in ("overview", "rules", "quickref"):
            text = rules_file("karriere_poker", language, part).read_text(encoding="utf-8")
            assert "Karriere Poker" in text
    assert "Tellerwäscher" in rules_file("karriere_poker", "de", "rules").read_text(encoding="utf-8")
    assert "Dishwasher" in rules_file("karriere_poker", "en", "rules").read_text(encoding="utf-8")
