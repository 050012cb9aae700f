"""Look back and replay, as a player uses them: Ctrl+B or the summary's button, the step keys and
buttons, Play at a pace, Esc back to the game. During a match only what the person saw is shown
(never another hidden card) and the match waits; once it is over every hand is face up, also for
a finished match opened from a file or the match history."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardgames.ai import make_bot, play_match
from cardgames.engine import HIDDEN, CardsMoved
from cardgames.games import GAMES
from cardgames.session.records import LogEntry
from cardgames.session.timeline import held_sweep, unswept_view
from cardgames.store import (
    MatchHistory,
    Paths,
    SavedMatch,
    SavedSeat,
    add_finished,
    load_history,
    load_settings,
    new_match_id,
)
from cardgames.ui.dialogs.history import MatchHistoryDialog
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.panels import log_line

from .conftest import answers
from .test_persistence import _finish

CTRL = Qt.KeyboardModifier.ControlModifier


def _key(
    window: MainWindow, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """A key typed where the keyboard is (the window's focus widget)."""
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, key, modifier)


def _shown_hands(window: MainWindow) -> dict[int, list[int]]:
    """The cards the earlier table shows in each hand (HIDDEN where face down)."""
    scene = window.review.scene
    assert scene is not None
    hands: dict[int, list[int]] = {}
    for item in scene.cards():
        if item.zone[0] == "hand" and item.isVisible():
            card, face_up = item.shown
            hands.setdefault(item.zone[1], []).append(card if face_up else HIDDEN)
    return hands


def _play_until(window: MainWindow, driver: Any, rng: random.Random, moves: int) -> None:
    """The person plays (hand-overs confirmed, summaries gone on) until ``moves`` actions were made
    and it is the person's turn."""

    def far_enough(what: str) -> bool:
        controller = window.controller
        return what == "turn" and controller is not None and len(controller.state.history) >= moves

    driver.play_on(rng, far_enough, limit=500)


def test_looking_back_shows_what_the_person_saw_and_the_match_waits(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=4)
    _play_until(window, driver, random.Random(4), 12)
    controller = window.controller
    live_cards = sorted((it.zone, it.card) for it in window.scene.cards())
    moves = len(controller.state.history)
    window.canvas.setFocus()
    _key(window, Qt.Key.Key_B, CTRL)
    review = window.review
    assert review.active
    assert not review.face_up
    assert window.table_stack.currentWidget() is review.page
    assert controller.held
    assert review.position == len(review.timeline)
    assert review.timeline.actions == moves
    assert "Looking back as Anna saw it" in window.status_text()
    assert not window.act_hint.isEnabled()
    timeline = review.timeline
    # Back one trick, then move by move to the deal: Ben's hand is never shown, Anna's is hers then.
    _key(window, Qt.Key.Key_Left, CTRL)
    assert review.position in timeline.stops["trick"]
    assert review.position < moves
    seen = set()
    while True:
        state = timeline.show(review.position)[0]
        hands = _shown_hands(window)
        assert all(card == HIDDEN for card in hands.get(1, [])), review.position
        assert sorted(hands.get(0, [])) == sorted(state.view(0).zone("hand", 0).cards), review.position
        assert window.review.bar.where.text().startswith("Hand ")
        seen.add(review.position)
        if review.position == 0:
            break
        _key(window, Qt.Key.Key_Left)
    assert review.bar.where.text() == "Hand 1 · the deal"
    assert not review.bar.buttons["move_back"].isEnabled()
    # On again by a move and by a hand, with the buttons.
    QTest.mouseClick(review.bar.buttons["move_on"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not review.scene.busy, timeout=3000)
    assert review.position == 1
    QTest.mouseClick(review.bar.buttons["round_on"], Qt.MouseButton.LeftButton)
    assert review.position == timeline.step(1, "round", True)
    # The match waited all along: no bot moved, the person may still act.
    qtbot.wait(300)
    assert len(controller.state.history) == moves
    assert controller.human_act(controller.legal_actions()[0]) is not None  # refused while held
    assert len(controller.state.history) == moves
    _key(window, Qt.Key.Key_Escape)
    assert not review.active
    assert window.table_stack.currentWidget() is window.live_page
    assert not controller.held
    assert sorted((it.zone, it.card) for it in window.scene.cards()) == live_cards
    assert window.input.active
    assert window.status_text().startswith("Anna, your turn")
    # The match goes on from where it stood.
    driver.play(controller.legal_actions()[0])
    qtbot.waitUntil(lambda: len(controller.state.history) > moves, timeout=5000)


def test_a_bot_waits_while_the_person_looks_back(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    window = make_window(delay=400)
    driver = driver_for(window)
    driver.start("karriere_poker", ["human", "normal", "normal", "normal"], seed=2)
    rng = random.Random(2)
    for _ in range(40):
        _play_until(window, driver, rng, 0)
        controller = window.controller
        driver.play(rng.choice(controller.legal_actions()))
        # Right after the person's move a bot is to act: look back now.
        qtbot.waitUntil(lambda c=controller: c.phase in ("bot", "human", "summary"), timeout=5000)
        if controller.phase == "bot":
            break
    assert controller.phase == "bot"
    moves = len(controller.state.history)
    assert window.review.start()
    qtbot.wait(1200)  # three times the bot's pace
    assert len(controller.state.history) == moves
    window.review.leave()
    qtbot.waitUntil(lambda: len(controller.state.history) > moves, timeout=5000)


def test_hot_seat_look_back_shows_only_the_viewers_hand(make_window: Any, driver_for: Any) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "human"], seed=6)
    _play_until(window, driver, random.Random(6), 10)
    controller = window.controller
    viewer = controller.viewer
    assert viewer is not None
    other = 1 - viewer
    assert window.review.start()
    review = window.review
    assert review.seat == viewer
    for position in range(len(review.timeline), -1, -1):
        review.go(position)
        hands = _shown_hands(window)
        assert all(card == HIDDEN for card in hands.get(other, [])), position
    review.leave()
    # While the table waits for the next person, there is nothing to look back at.
    for _ in range(20):
        driver.play(controller.legal_actions()[0])
        what = driver.wait_for_person()
        if what == "handover":
            break
        if what == "summary":
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            driver.wait_for_person()
    assert window.handover.isVisible()
    assert not window.review.available()
    assert not window.review.start()
    assert not window.review.active
    name = controller.seats[controller.state.current_player].name
    assert window.statusBar().currentMessage() == f"You can look back once {name} has taken the computer."


def _bots_finish(window: MainWindow, driver: Any, qtbot: Any, game: str, seed: int) -> None:
    window.auto_continue_ms = 10
    driver.start(game, ["normal", "normal"], seed=seed)
    qtbot.waitUntil(lambda: window.summary.isVisible() and window.summary.summary.is_final, timeout=60000)


def test_the_replay_of_a_finished_match_shows_every_hand_and_plays_on(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    window = make_window()
    driver = driver_for(window)
    _bots_finish(window, driver, qtbot, "ftw", 3)
    controller = window.controller
    assert window.summary.back_button.text() == "Replay the match"
    QTest.mouseClick(window.summary.back_button, Qt.MouseButton.LeftButton)
    review = window.review
    assert review.active
    assert review.face_up
    assert not window.summary.isVisible()
    assert review.position == 0
    assert review.bar.leave.text() == "Close the replay (Esc)"
    assert "every hand face up" in window.status_text()
    timeline = review.timeline
    # Every hand face up, with the cards it held then.
    hands = _shown_hands(window)
    state = timeline.show(0)[0]
    for seat in range(2):
        assert HIDDEN not in hands[seat]
        assert sorted(hands[seat]) == sorted(state.true_zones()[("hand", seat)])
    # Play runs on by itself at the chosen pace; pressed again it pauses.
    review.bar.pace.setCurrentIndex(review.bar.pace.findData("fast"))
    assert load_settings(home).settings.replay_pace == "fast"  # remembered for the next replay
    QTest.mouseClick(review.bar.buttons["play"], Qt.MouseButton.LeftButton)
    assert review.playing
    qtbot.waitUntil(lambda: review.position >= 4, timeout=10000)
    QTest.mouseClick(review.bar.buttons["play"], Qt.MouseButton.LeftButton)
    assert not review.playing
    stopped = review.position
    qtbot.wait(700)
    assert review.position == stopped
    # By round: the next deal, then the end.
    _key(window, Qt.Key.Key_PageDown)
    assert review.position == timeline.step(stopped, "round", True)
    assert review.bar.where.text().startswith("Round 2")
    _key(window, Qt.Key.Key_End)
    assert review.position == len(timeline)
    assert not review.bar.buttons["move_on"].isEnabled()
    _key(window, Qt.Key.Key_Home)
    assert review.position == 0
    QTest.mouseClick(review.bar.leave, Qt.MouseButton.LeftButton)
    assert not review.active
    assert window.summary.isVisible()
    assert window.summary.summary.is_final
    assert window.controller is controller


def test_a_finished_file_opens_into_its_replay(
    make_window: Any, driver_for: Any, qtbot: Any, tmp_path: Path
) -> None:
    window = make_window()
    driver = driver_for(window)
    _bots_finish(window, driver, qtbot, "seven_up", 2)
    moves = list(window.controller.state.history)
    path = tmp_path / "done.cardtable"
    assert window.save_to(path)
    before = path.read_bytes()
    driver.start("ftw", ["human", "normal"], seed=1)
    driver.wait_for_person()
    answers(window).leave_answer = True
    assert window.open_path(path)
    qtbot.waitUntil(lambda: window.summary.isVisible() and window.summary.summary.is_final, timeout=5000)
    QTest.mouseClick(window.summary.back_button, Qt.MouseButton.LeftButton)
    review = window.review
    assert review.face_up
    assert review.timeline.actions == len(moves)
    _key(window, Qt.Key.Key_End)
    hands = _shown_hands(window)
    assert all(HIDDEN not in cards for cards in hands.values())
    _key(window, Qt.Key.Key_Escape)
    assert path.read_bytes() == before  # the player's file is only read


def test_match_history_replay_starts_at_the_first_deal(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=2, options={"target": 1})
    _finish(window, driver, random.Random(2))
    assert len(load_history(home).history.matches) == 1
    driver.start("ftw", ["human", "normal"], seed=1)
    driver.wait_for_person()

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, MatchHistoryDialog)
        QTest.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)

    answers(window).leave_answer = True
    QTimer.singleShot(0, choose)
    window.act_history.trigger()
    review = window.review
    assert review.active
    assert review.face_up
    assert review.position == 0
    assert window.controller.game.id == "seven_up"
    assert window.controller.state.is_over
    # The summary waits under the replay and is there when it is closed.
    qtbot.wait(200)
    assert not window.summary.isVisible()
    window.activateWindow()  # a click on the window after the dialog closed
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    _key(window, Qt.Key.Key_Escape)
    assert not review.active
    qtbot.waitUntil(lambda: window.summary.isVisible() and window.summary.summary.is_final, timeout=5000)


def test_the_round_summary_looks_back_at_its_round(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=9)
    rng = random.Random(9)
    for _ in range(200):
        what = driver.wait_for_person()
        if what == "summary":
            break
        driver.play(rng.choice(window.controller.legal_actions()))
    assert window.summary.isVisible()
    assert window.summary.back_button.text() == "Look back"
    controller = window.controller
    moves = len(controller.state.history)
    QTest.mouseClick(window.summary.back_button, Qt.MouseButton.LeftButton)
    review = window.review
    assert review.active
    assert not review.face_up
    # Just before the move that ended the hand: the next deal is not shown yet, not even at the end.
    # The hand's end: its last card laid, its last trick as it was won, the next hand not dealt.
    end = review.position
    assert end == len(review.timeline)
    assert review.timeline.is_round_end(end)
    assert review.timeline.frames[end] == (moves, True)
    assert review.timeline.round_at(end) == 1
    _key(window, Qt.Key.Key_End)
    assert review.position == end
    # It says what the move was: the hand's last card, and the trick it took.
    where = review.bar.where.text()
    assert where.startswith(f"Hand 1 · move {end} of {end}: ")
    assert " plays " in where
    assert "takes the trick" in where
    # The last trick lies in the middle as played, face up (taken to its winner when stepping on).
    trick = review.scene.items_of("trick")
    assert len(trick) == 2
    assert all(it.isVisible() and it.shown[1] for it in trick)
    assert all(not review.scene.items_of("hand", seat) for seat in range(2))  # every card played
    hands = _shown_hands(window)
    assert all(card == HIDDEN for card in hands.get(1, []))
    # Undo waits for the way back to the game: nothing is taken back from a look back.
    window.undo()
    assert review.active
    assert len(controller.state.history) == moves
    assert "Go back to the game first" in window.statusBar().currentMessage()
    _key(window, Qt.Key.Key_Escape)
    assert window.summary.isVisible()
    QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    assert driver.wait_for_person() in ("turn", "summary")


def test_the_bar_speaks_german(make_window: Any, driver_for: Any, translations: Any, qtbot: Any) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=4)
    _play_until(window, driver, random.Random(4), 6)
    assert window.review.start()
    translations.set_language("de")
    review = window.review
    qtbot.waitUntil(lambda: review.bar.leave.text() != "Back to the game (Esc)", timeout=3000)
    assert review.bar.leave.text() == "Zurück zum Spiel (Esc)"
    assert review.bar.where.text().startswith("Runde 1")
    assert "Stich" in review.bar.buttons["unit_back"].toolTip()
    review.leave()


@pytest.mark.parametrize(
    ("game_id", "players"), [("ftw", 6), ("karriere_poker", 8), ("seven_up", 4), ("straight_up", 4)]
)
def test_every_game_replays_from_the_history_with_every_hand_shown(
    make_window: Any, qtbot: Any, game_id: str, players: int
) -> None:
    game = GAMES[game_id]
    state, outcome = play_match(game, [make_bot(game, "easy")] * players, 7, None, random.Random(7))
    names = ["Anna", "Ben", "Cleo", "Dario", "Elif", "Finn", "Greta", "Hugo"][:players]
    when = datetime(2026, 11, 20, 18, 30, tzinfo=UTC)
    saved = SavedMatch(
        game_id=game_id,
        seats=[SavedSeat(name=names[0], kind="human")]
        + [SavedSeat(name=n, kind="bot", level="easy") for n in names[1:]],
        seed=7,
        actions=[a.text() for a in state.history],
        created=when,
        updated=when,
        match_id=new_match_id(),
    )
    entry = add_finished(MatchHistory(), saved, list(outcome.scores), list(outcome.winners)).matches[0]
    window = make_window()
    assert window.replay_finished(entry)
    review = window.review
    assert review.face_up
    timeline = review.timeline
    assert timeline.actions == len(state.history)
    unit = "turn" if game_id in ("ftw", "straight_up") else "trick"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    stops = []
    while True:
        stops.append(review.position)
        laid, events, _ = timeline.show(review.position)
        true = laid.true_zones()
        for e in events:  # a round's end is laid out from the table before its last action
            if isinstance(e, CardsMoved) and e.src[0] == "hand":
                true[e.src] = [c for c in true[e.src] if c not in e.cards]
        for seat, cards in _shown_hands(window).items():
            assert HIDDEN not in cards, (review.position, seat)
            assert sorted(cards) == sorted(true[("hand", seat)]), (review.position, seat)
        if review.position == len(timeline):
            break
        _key(window, Qt.Key.Key_Right, CTRL)
        qtbot.waitUntil(lambda: not review.scene.busy, timeout=3000)
    assert stops == timeline.stops[unit]
    # Back by rounds to the first deal.
    rounds = []
    while review.position > 0:
        _key(window, Qt.Key.Key_PageUp)
        rounds.append(review.position)
    assert rounds == timeline.stops["round"][-2::-1]
    _key(window, Qt.Key.Key_Escape)
    assert not review.active


def _round_end_shown(window: MainWindow) -> tuple[Any, Any]:
    """The round's end the look back stands at: the engine's own (events, state) for it."""
    review = window.review
    timeline = review.timeline
    assert timeline is not None
    actions, end = timeline.frames[review.position]
    assert end
    before = timeline.state_after(actions - 1)
    shown = before.until_round_end(timeline._actions[actions - 1])
    assert shown is not None
    return shown


@pytest.mark.parametrize(
    ("game_id", "kinds", "seed"),
    [
        ("ftw", ["human", "normal", "normal"], 3),
        ("karriere_poker", ["human", "normal", "normal", "normal"], 2),
        ("seven_up", ["human", "normal", "normal", "normal"], 5),
    ],
)
@pytest.mark.parametrize("speed", ["off", "fast"])
def test_the_look_back_from_a_summary_shows_the_last_move_as_it_happened(
    make_window: Any, driver_for: Any, qtbot: Any, game_id: str, kinds: list[str], seed: int, speed: str
) -> None:
    """Opened from a round's summary (Ctrl+B there), the look back stands at the round's end: every
    card where the last move put it, face up as played, the hands the game shows face up, the
    plates and labels of the table after that move; the bar says what the move was, and the log
    shows no line of the next deal. Stepping back and on again shows the same."""
    window = make_window()
    driver = driver_for(window)
    driver.start(game_id, kinds, seed=seed)
    assert driver.play_on(random.Random(seed), lambda what: what == "summary", limit=400) == "summary"
    window.set_speed(speed)  # the step on is animated at that speed
    controller = window.controller
    names = controller.names()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    QTest.keyClick(window.summary, Qt.Key.Key_B, CTRL)
    review = window.review
    assert review.active
    qtbot.waitUntil(lambda: not review.scene.busy, timeout=5000)
    ui = window.game_ui()

    def check() -> None:
        events, stopped = _round_end_shown(window)
        # A trick (or lap) the last move completed still lies as played; the step on takes it.
        held = held_sweep(review._shown(events), stopped.view(review.seat), review.timeline.game.zone_roles)[
            1
        ]
        view = unswept_view(stopped.view(review.seat), held)
        not_yet = {(e.dst, c) for e in held if isinstance(e, CardsMoved) for c in e.cards}
        gathered = review._shown(review.timeline.gathered(review.position))
        shown_up = {e.src for e in gathered if isinstance(e, CardsMoved) and HIDDEN not in e.cards}
        scene = review.scene
        for key, zone in view.zones.items():
            sprites = [it for it in scene.items_of(*key) if it.isVisible() or not zone.cards]
            faces = sorted(it.shown[0] if it.shown[1] else HIDDEN for it in scene.items_of(*key))
            if zone.face_up:
                assert faces == sorted(zone.cards), (key, faces, zone.cards)
            elif key in shown_up:  # a hand the game shows before it gathers the cards
                assert faces == sorted(c for c in stopped.true_zones()[key] if (key, c) not in not_yet), key
            else:
                assert faces == [HIDDEN] * len(zone.cards), key
            assert len(sprites) == len(zone.cards), key
            if key in shown_up and key[0] == "hand":  # shown to be read: spread clear of every plate
                for sprite in sprites:
                    box = sprite.sceneBoundingRect()
                    assert not any(box.intersects(p.sceneBoundingRect()) for p in scene.plates), key
        # Every card the last move laid lies face up where it was laid (Seven-up's last trick in the
        # middle, not yet with its winner; Karriere Poker's last set on the lap; FTW?!'s card on the pile).
        laid = {c: e.dst for e in events if isinstance(e, CardsMoved) and e.src[0] == "hand" for c in e.cards}
        assert laid
        for card, zone in laid.items():
            on = {it.shown[0] for it in scene.items_of(*zone) if it.shown[1] and it.isVisible()}
            assert card in on, (zone, card, on)
        # The plates and the felt's labels speak of the table after the move.
        for seat, plate in enumerate(scene.plates):
            assert plate.toolTip() == ui.plate_line(view, seat), seat
            assert plate.texts[0] == names[seat]
        captions = {key: c.text() for key, c in scene.captions.items() if c.text()}
        assert captions == {k: v for k, v in ui.captions(view, names).items() if v}
        assert captions, "the felt has no label at the round's end"
        # The bar says what the move was, as the log said it.
        said = [e for e in events if hasattr(e, "message")]
        assert said
        assert review.step_text() in review.bar.where.text()
        first = log_line(LogEntry(said[0].seat, controller.named(said[0].message)), names)
        assert first in review.bar.where.text()
        # The log shows what had been said by then, the move's own lines last, nothing of the next deal.
        log = window.side.log
        shown = [log.item(i).text() for i in range(log.count()) if not log.item(i).isHidden()]
        assert first in shown
        after = shown[shown.index(first) :]
        assert not any("begins" in line or "deals," in line for line in after), after

    end = review.position
    check()
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Left)
    assert review.position == end - 1
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: not review.scene.busy, timeout=5000)
    assert review.position == end
    check()
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Escape)
    assert not review.active
    log = window.side.log
    assert all(not log.item(i).isHidden() for i in range(log.count()))


@pytest.mark.parametrize(
    ("game_id", "kinds", "seed"),
    [("seven_up", ["human", "normal"], 9), ("karriere_poker", ["human", "normal", "normal", "normal"], 4)],
)
def test_a_step_that_takes_a_trick_shows_it_and_the_next_step_takes_it(
    make_window: Any, driver_for: Any, qtbot: Any, game_id: str, kinds: list[str], seed: int
) -> None:
    """In the look back, a move that completes a trick (or wins Karriere Poker's lap) shows the
    cards lying as played, not an empty middle; the next step takes them to the winner first.
    Stepped through a whole round, every step ends on exactly the cards its table holds."""
    window = make_window()
    driver = driver_for(window)
    driver.start(game_id, kinds, seed=seed)
    assert driver.play_on(random.Random(seed), lambda what: what == "summary", limit=600) == "summary"
    QTest.mouseClick(window.summary.back_button, Qt.MouseButton.LeftButton)
    review = window.review
    assert review.active
    timeline = review.timeline
    assert timeline is not None
    _key(window, Qt.Key.Key_Home)
    held_seen = 0
    while review.position < len(timeline):
        _key(window, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: not review.scene.busy, timeout=5000)
        _state, events, after = timeline.show(review.position)
        if after is None:
            continue
        if not events:  # an ordinary move: its events are those that led here
            events = timeline.advance(review.position - 1)[0]
        view = review._view(after, review.position)
        held = held_sweep(review._shown(events), view, timeline.game.zone_roles)[1]
        expected = unswept_view(view, held)
        for key, zone in expected.zones.items():
            shown = [it for it in review.scene.items_of(*key) if it.isVisible()]
            assert len(shown) == len(zone.cards), (review.position, key, len(shown), zone.cards)
            if zone.face_up:
                assert sorted(it.shown[0] for it in shown) == sorted(zone.cards), (review.position, key)
        if held:
            held_seen += 1
            # The taken cards lie face up where they were played, and so after a jump back to here.
            taken = {c for e in held if isinstance(e, CardsMoved) for c in e.cards}
            here = review.position

            def in_the_middle(held: list[Any] = held) -> set[int]:
                return {
                    it.shown[0]
                    for e in held
                    if isinstance(e, CardsMoved)
                    for it in review.scene.items_of(*e.src)
                    if it.isVisible() and it.shown[1]
                }

            assert taken <= in_the_middle(), here
            _key(window, Qt.Key.Key_Left)
            review.go(here)  # a jump, not a step: laid out at once
            qtbot.waitUntil(lambda: not review.scene.busy, timeout=5000)
            assert review.position == here
            assert taken <= in_the_middle(), here
    assert held_seen, "no step took a trick or a lap"


def test_a_look_back_after_the_replay_of_a_longer_match_shows_this_one(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """play-ftw-kp F13: the replay of a finished FTW?! match, left at its end (move 51), then a new,
    shorter match's look back: it opened on an empty table under the old match's words (the bar
    read the old position in the new, shorter match and failed). Now it shows this match's end."""
    window = make_window()
    driver = driver_for(window)
    rng = random.Random(3)
    driver.start("ftw", ["human", "normal", "normal", "normal"], seed=3, options={"rounds": 1})
    assert driver.play_on(rng, lambda what: what == "summary", limit=600) == "summary"
    assert window.controller is not None
    assert window.controller.is_over
    QTest.mouseClick(window.summary.back_button, Qt.MouseButton.LeftButton)
    review = window.review
    assert review.active
    assert review.face_up
    _key(window, Qt.Key.Key_End)
    assert review.timeline is not None
    longer = review.position
    _key(window, Qt.Key.Key_Escape)
    assert not review.active
    driver.start("seven_up", ["human", "normal"], seed=9)
    assert driver.play_on(rng, lambda what: what == "summary", limit=600) == "summary"
    QTest.mouseClick(window.summary.back_button, Qt.MouseButton.LeftButton)
    assert review.active
    assert not review.face_up
    assert review.timeline is not None
    assert len(review.timeline) < longer
    assert review.position == len(review.timeline)
    assert review.bar.where.text().startswith("Hand 1 · move 13 of 13: ")
    assert review.scene.items_of("trick"), "the last trick lies on the table"
