"""What the Karriere Poker table tells a player: who passed this round, names that stay on the plates
while the seats change, the last player's label, game 1's dealer and his piles, what a joker counts
as, and the exchange a person of a hot-seat table receives."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from cardgames.engine import SeatsMoved
from cardgames.games.karriere_poker import KARRIERE_POKER, PASS, KarrierePokerState, Pass, Play, play
from cardgames.ui.choice import copy_pick
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.scene.sprites import CardItem


def _deal(monkeypatch: pytest.MonkeyPatch, state: KarrierePokerState) -> None:
    """The next Karriere Poker match starts from ``state`` (an explicit deal)."""
    monkeypatch.setattr(KARRIERE_POKER, "_new_state", lambda n, seed, options: state.clone())


def _passed_this_round(state: KarrierePokerState) -> set[int]:
    """The seats whose last move since the running round's lead was a pass, read from the history."""
    if state.leading or not state.top_size:
        return set()
    plays = len(state.table) // state.top_size
    last: dict[int, str] = {}
    for seat, action in reversed(state.history.moves()):
        if isinstance(action, Pass):
            last.setdefault(seat, "pass")
        elif isinstance(action, Play):
            last.setdefault(seat, "play")
            plays -= 1
            if not plays:
                break
    return {seat for seat, move in last.items() if move == "pass"}


def test_every_seat_that_passed_this_round_says_so_on_its_plate(make_window: Any, driver_for: Any) -> None:
    """A "Pass" bubble on each plate whose player passed in the running round (bots and the person),
    gone when the round is over and the next one is led."""
    window = make_window()
    drive = driver_for(window)
    checked: list[tuple[set[int], set[int]]] = []

    def check(_view: object) -> None:
        controller = window.controller
        if controller is None or controller.state.is_over:
            return
        state = controller.state
        assert isinstance(state, KarrierePokerState)
        shown = {seat for seat, plate in enumerate(window.scene.plates) if plate.note}
        assert all(plate.note in ("", "Pass") for plate in window.scene.plates)
        checked.append((shown, _passed_this_round(state)))

    window.scene.snapped.connect(check)
    drive.start("karriere_poker", ["human", "normal", "easy", "normal"], seed=5, options={"games": 1})
    rng = random.Random(2)
    while drive.wait_for_person() == "turn":
        controller = window.controller
        assert controller is not None
        actions = controller.legal_actions()
        drive.play(PASS if PASS in actions and rng.random() < 0.5 else rng.choice(actions))
    assert checked
    assert all(shown == passed for shown, passed in checked), [c for c in checked if c[0] != c[1]][:3]
    assert any(passed for _, passed in checked), "nobody ever passed"
    assert any(not passed for _, passed in checked), "the bubbles never went away"
    assert any(0 in passed for _, passed in checked), "the person never passed"


def test_names_stay_on_the_plates_while_the_seats_change(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """Between games the players change chairs and the new game is dealt: a card that has landed
    never lies over a name plate (the names were hidden under the dealt hands)."""
    window = make_window()
    window.auto_continue_ms = 0
    drive = driver_for(window)
    drive.start("karriere_poker", ["normal"] * 4, seed=6, options={"games": 2})
    controller = window.controller
    assert controller is not None
    scene = window.scene
    covered: list[str] = []
    polls = [0]

    def poll() -> None:
        polls[0] += 1
        for card in scene.cards():
            if not card.isVisible() or card.pos() != CardItem.target_pos(card.home, card.lift):
                continue  # still on its way
            for seat, plate in enumerate(scene.plates):
                if card.zValue() > plate.zValue() and card.sceneBoundingRect().intersects(
                    plate.sceneBoundingRect()
                ):
                    covered.append(f"a card of {card.zone} lies on {plate.texts[0]}'s plate (seat {seat})")

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(poll)
    seen: list[bool] = []

    def on_batch(events: list[Any], _view: object) -> None:
        if any(isinstance(e, SeatsMoved) for e in events):
            seen.append(True)
            timer.start()

    def on_summary(_summary: object) -> None:
        scene.set_speed("fast")  # the next game is dealt with its animations

    controller.roundSummary.connect(on_summary)
    controller.batch.connect(on_batch)
    qtbot.waitUntil(lambda: bool(seen), timeout=60000)
    qtbot.waitUntil(lambda: not scene.busy, timeout=60000)
    timer.stop()
    assert polls[0] > 20, "the change of seats was not watched"
    assert covered == [], covered[:5]
    # Every bot's plate names its player at the end, too.
    assert [p.texts[0] for p in scene.plates] == controller.names()


def test_the_last_one_with_cards_is_not_called_out(make_window: Any, driver_for: Any) -> None:
    """At the end of a game the players who went out read "Out → position"; the one still holding
    cards reads how many he kept and that he becomes the Dishwasher."""
    window = make_window()
    drive = driver_for(window)
    drive.start("karriere_poker", ["normal"] * 4, seed=3, options={"games": 1})
    assert drive.wait_for_person() == "summary"
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, KarrierePokerState)
    last = state.results[0].index(4)
    left = state.sizes[last]
    assert left > 0
    lines = [plate.texts[1] for plate in window.scene.plates]
    assert lines[last] == f"{_cards(left)} left → Dishwasher"
    titles = {1: "Boss", 2: "Managing Director", 3: "Manager"}
    for seat, line in enumerate(lines):
        if seat != last:
            assert line == f"Out → {titles[state.results[0][seat]]}"


def _cards(count: int) -> str:
    return f"{count} card{'s' if count != 1 else ''}"


def _nearest_plate(window: MainWindow, point: tuple[float, float]) -> int:
    plates = window.scene.layout().plates
    return min(
        range(len(plates)), key=lambda s: (plates[s][0] - point[0]) ** 2 + (plates[s][1] - point[1]) ** 2
    )


@pytest.mark.parametrize("n", [4, 8])
def test_game_one_shows_its_dealer_and_his_piles(
    make_window: Any, driver_for: Any, qtbot: Any, translations: Any, n: int
) -> None:
    """Game 1: the dealer's plate says so (until he goes out), the set-aside cards and the cleared
    ones lie in front of him (nearer his plate than any other); from game 2 the Dishwasher deals and
    clears there."""
    window = make_window()
    drive = driver_for(window)
    drive.start("karriere_poker", ["human"] + ["normal"] * (n - 1), seed=4, options={"games": 2})
    controller = window.controller
    assert controller is not None
    rng = random.Random(5)
    dealer_seen = cleared_seen = False
    while (what := drive.wait_for_person(timeout=60000)) == "turn":
        state = controller.state
        assert isinstance(state, KarrierePokerState)
        dealer = state.dealer
        lines = [plate.texts[1] for plate in window.scene.plates]
        if state.sizes[dealer]:  # once out, his plate says where he went
            assert lines[dealer] == f"Dealer · {_cards(state.sizes[dealer])}"
        assert all(not line.startswith("Dealer") for s, line in enumerate(lines) if s != dealer)
        dealer_seen = True
        for zone in ("aside", "out"):
            items = window.scene.items_of(zone)
            if not items:
                continue
            where = items[-1].home
            assert _nearest_plate(window, (where.x, where.y)) == dealer, zone
            cleared_seen = cleared_seen or zone == "out"
        aside = window.scene.captions[("aside",)]
        assert aside.text() == f"Set aside: {len(window.scene.items_of('aside'))}"
        drive.play(rng.choice(controller.legal_actions()))
    assert what == "summary"
    assert dealer_seen
    assert cleared_seen
    # Game 2: the Dishwasher deals; nobody is called the dealer, his title says it.
    QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    assert drive.wait_for_person(timeout=60000) == "turn"
    state = controller.state
    assert isinstance(state, KarrierePokerState)
    assert state.dealer == state.by_rank[n]
    assert not any(plate.texts[1].startswith("Dealer") for plate in window.scene.plates)
    out = window.scene.layout().places[("out",)].center
    assert _nearest_plate(window, out) == state.dealer
    translations.set_language("de")
    qtbot.waitUntil(lambda: window.scene.plates[state.dealer].texts[1].startswith("Tellerwäscher ·"))


def _top_captions(window: MainWindow) -> list[str]:
    """The caption over the top set after every snap of the table, as it fills."""
    seen: list[str] = []
    window.scene.snapped.connect(lambda _v: seen.append(window.scene.captions[("top",)].text()))
    return seen


def test_a_joker_says_what_it_counts_as(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any, translations: Any
) -> None:
    """Picking 11 and a joker: the status line says the joker is an 11; played, the caption on the
    table and the log say so too, in English and in German."""
    _deal(
        monkeypatch,
        KarrierePokerState.from_deal([[11, 0, 3, 4], [1, 2], [5, 6], [7, 8]], start_player=0),
    )
    window = make_window()
    drive = driver_for(window)
    captions = _top_captions(window)
    drive.start("karriere_poker", ["human", "normal", "normal", "normal"])
    assert drive.wait_for_person() == "turn"
    hand = ("hand", 0)
    drive.click((hand, copy_pick(11, 0)))
    drive.click((hand, copy_pick(0, 0)))
    assert window.input.hint() == "Lead 11 J (J as 11). Double-click a card to lead it alone."
    translations.set_language("de")
    qtbot.waitUntil(lambda: window.input.hint().startswith("11 J (J als 11) ausspielen."))
    translations.set_language("en")
    qtbot.waitUntil(lambda: window.input.hint().startswith("Lead 11 J"))
    drive.press("play")
    controller = window.controller
    assert controller is not None
    assert controller.state.history[0] == play(11, 1, 1)
    drive.wait_for_person()
    name = controller.names()[0]
    assert f"{name} played 11 J (J as 11) · beat it with 2 cards" in captions
    assert f"{name} leads 11 J (J as 11)." in window.side.log_texts()
    translations.set_language("de")
    qtbot.waitUntil(lambda: f"{name} spielt 11 J aus (J als 11)." in window.side.log_texts())


def test_jokers_alone_on_top_say_nothing_beats_them(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """Two jokers led: the caption says nothing beats them (not "beat it with 2 cards")."""
    _deal(
        monkeypatch,
        KarrierePokerState.from_deal([[0, 0, 3, 4], [1, 2, 9], [5, 6, 9], [7, 8, 9]], start_player=0),
    )
    window = make_window()
    drive = driver_for(window)
    captions = _top_captions(window)
    drive.start("karriere_poker", ["human", "normal", "normal", "normal"])
    assert drive.wait_for_person() == "turn"
    drive.play(play(0, 0, 2))
    drive.wait_for_person()
    controller = window.controller
    assert controller is not None
    assert f"{controller.names()[0]} played J J · nothing beats it" in captions
    assert not any("beat it with" in c for c in captions)


def test_hot_seat_each_person_sees_what_the_exchange_brought_them(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """Game 2 of a hot-seat match: before a person's first turn the hand-over says the exchange's
    cards are marked (naming none); then exactly the cards the person got are marked "new" until
    they act. No mark is ever on another hand or shown while the hand-over covers the table."""
    # Game 1 is short: every seat holds two cards.
    _deal(
        monkeypatch,
        KarrierePokerState.from_deal(
            [[5, 9], [6, 10], [7, 11], [8, 12]], start_player=0, seed=11, options={"games": 2}
        ),
    )
    window = make_window()
    drive = driver_for(window)
    problems: list[str] = []

    def check(_view: object) -> None:
        scene = window.scene
        viewer = scene.view_.seat if scene.view_ is not None else None
        for card in scene.cards():
            if card.tag and (viewer is None or card.zone != ("hand", viewer) or not card.shown[1]):
                problems.append(f"{card.zone} {card.card} tagged for viewer {viewer}")

    window.scene.snapped.connect(check)
    drive.start("karriere_poker", ["human", "normal", "human", "normal"], options={"games": 2})
    controller = window.controller
    assert controller is not None
    rng = random.Random(3)
    notes: dict[int, str] = {}
    shown: dict[int, Counter[int]] = {}
    for _ in range(400):
        what = drive.wait_for_person()
        state = controller.state
        assert isinstance(state, KarrierePokerState)
        if what == "summary":
            if state.is_over:
                break
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        seat = state.current_player
        assert seat is not None
        first_turn = state.game_no == 1 and state.round_no == 1 and seat not in shown
        if what == "handover":
            assert all(not card.tag for card in window.scene.cards())
            if first_turn:
                notes[seat] = window.handover.note.text()
                assert window.handover.note.isVisible()
            else:
                assert not window.handover.note.isVisible()
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        tagged = Counter(c.card for c in window.scene.items_of("hand", seat) if c.tag == "new")
        if first_turn:
            shown[seat] = tagged
            assert tagged == Counter(state.got[seat]), (tagged, state.got[seat])
            caption = window.scene.captions[("exchange",)].text()
            assert caption.startswith(f"Exchange with {controller.names()[state.partner[seat]]}")
        else:
            assert not tagged
        drive.play(rng.choice(controller.legal_actions()))
    assert set(shown) == {0, 2}
    assert notes == dict.fromkeys((0, 2), "Your cards from the exchange are marked in your hand.")
    assert problems == []


def test_the_game_summary_log_ends_with_the_game_and_the_next_deal_is_told_with_it(
    make_window: MainWindow, driver_for: Any, qtbot: Any
) -> None:
    """play-ftw-kp F5: behind "Game 1 is over", the log already told game 2's deal and the person's
    exchange ("You gave 12 12 12 J to Elif"). Now the log ends with the game's end while its summary
    is up; the next game's lines come when its deal is shown."""
    window = make_window()  # type: ignore[operator]
    driver = driver_for(window)
    driver.start("karriere_poker", ["human", "normal", "normal", "normal"], seed=2)
    assert driver.play_on(random.Random(2), lambda what: what == "summary", limit=600) == "summary"
    lines = window.side.log_texts()
    assert any("Game 1 is over" in line for line in lines), lines[-5:]
    after = lines[max(i for i, line in enumerate(lines) if "Game 1 is over" in line) :]
    assert not any("Game 2" in line or "You gave" in line or "You got" in line for line in after), after
    QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any("Game 2" in line for line in window.side.log_texts()), timeout=10000)
    later = window.side.log_texts()
    assert any("You gave" in line for line in later)
    assert any("You got" in line for line in later)
    # Told once each, in the order the controller logged them.
    assert sum("Game 2" in line for line in later) == 1
    assert sum("You gave" in line for line in later) == 1


def test_the_header_names_the_game_and_the_round(make_window: Any, driver_for: Any) -> None:
    """Play-test: the English header read "Game 1 of 5 · round 1"; each part now begins as a title
    does ("Round", as FTW?!'s "Round 1 of 4"), in German too."""
    window = make_window()
    driver_for(window).start("karriere_poker", ["human", "normal", "normal", "normal"], seed=4)
    assert window.side.round_label.text() == "Game 1 of 5 · Round 1"
