"""The table can be trusted: a greyed-out card hides what lies under it, the keyboard focus is plain
to see, a complete trick stays in view with each card before its player and the winner marked, the
last trick names who played what in this hand only, and no words of a past round stay on the felt
while the next is dealt."""

from __future__ import annotations

import dataclasses
import math
import time
from itertools import pairwise
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from cardgames.engine import FrenchCard, State
from cardgames.games import GAMES
from cardgames.games.ftw import FtwState, PassCards, PlayHigher
from cardgames.games.karriere_poker import KarrierePokerState
from cardgames.games.seven_up import Play, SevenUpState
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.scene.sprites import FOCUS_GAP, CardItem
from cardgames.ui.scene.table import ShownTrick, TableScene


def _deal(monkeypatch: pytest.MonkeyPatch, state: State) -> None:
    """The next match of the state's game starts from ``state`` (an explicit deal)."""
    game = GAMES[state.view(None).game_id]
    monkeypatch.setattr(game, "_new_state", lambda n, seed, options: state.clone())


def _render(scene: TableScene, source: QRectF, scale: float = 4.0) -> QImage:
    """The scene's pixels in ``source`` (scene units), ``scale`` pixels per unit."""
    image = QImage(round(source.width() * scale), round(source.height() * scale), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(image.rect()), source)
    painter.end()
    return image


def _luma(image: QImage, x: int, y: int) -> float:
    c = QColor(image.pixel(x, y))
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()


def _card(text: str) -> int:
    return int(FrenchCard.parse(text))


# ---------------------------------------------------------------------- greyed out, never see-through


def _pile_to_beat(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> tuple[MainWindow, Any]:
    """FTW?!: Anna must beat the pile 7 26 29 8 9 (fanned, each card over the one before); no pile
    card can be taken, so all of them are greyed out."""
    hands = [[30, 33, 35], [31, 32, 34]]
    pile = [7, 26, 29, 8, 9]
    aside = [c for c in range(1, 37) if c not in {*hands[0], *hands[1], *pile}]
    _deal(monkeypatch, FtwState.from_deal(hands, pile=pile, aside=aside))
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"])
    assert drive.wait_for_person() == "turn"
    return window, drive


def test_a_greyed_out_card_hides_the_card_under_it(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """Each greyed-out pile card looks the same whatever lies beneath it (it is opaque), and it is
    clearly darker than the same card when it is not greyed out."""
    window, _drive = _pile_to_beat(monkeypatch, make_window, driver_for)
    scene = window.scene
    pile = scene.items_of("pile")
    assert [it.card for it in pile] == [7, 26, 29, 8, 9]
    assert all(it.mark == "blocked" and it.dimmed for it in pile)
    assert all(it.opacity() == 1.0 for it in pile), "greyed out by colour, never by see-through"
    for under, over in pairwise(pile):
        assert over.zValue() > under.zValue()
        overlap = over.sceneBoundingRect().intersected(under.sceneBoundingRect())
        assert overlap.width() > 20, "the pile is fanned: each card covers most of the one before"
        # The covered part, away from the rounded corners and the anti-aliased edges.
        inset = 10 * over.scale()
        source = overlap.adjusted(2, inset, -inset, -inset)
        covering = _render(scene, source)
        under.setVisible(False)
        alone = _render(scene, source)
        under.setVisible(True)
        assert covering == alone, f"card {under.card} shows through the greyed-out {over.card}"
    # Greyed out for real: the top card is darker than when it is offered.
    top = pile[-1]
    rect = top.sceneBoundingRect().adjusted(6, 6, -6, -6)
    grey = _render(scene, rect)
    top.set_mark("legal")
    plain = _render(scene, rect)
    top.set_mark("blocked")

    def mean(image: QImage) -> float:
        points = [(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)]
        return sum(_luma(image, x, y) for x, y in points) / len(points)

    assert mean(grey) < mean(plain) - 40


# ---------------------------------------------------------------------- the keyboard focus ring


def _column_above(scene: TableScene, item: CardItem) -> QImage:
    """A thin column of pixels from the middle of a card's top edge up to past its focus ring."""
    rect = item.sceneBoundingRect()
    reach = (FOCUS_GAP + 10) * item.scale()
    x = rect.center().x()
    return _render(scene, QRectF(x - 1, rect.top() - reach, 2, reach - 2 * item.scale()))


def _focused(item: CardItem) -> bool:
    return item.focused


def _ring(image: QImage) -> tuple[bool, bool]:
    """Whether the column holds pure white and near-black pixels (the ring's band and edges)."""
    x = image.width() // 2
    colours = [QColor(image.pixel(x, y)) for y in range(image.height())]
    white = any(min(c.red(), c.green(), c.blue()) >= 240 for c in colours)
    dark = any(max(c.red(), c.green(), c.blue()) <= 45 for c in colours)
    return white, dark


def test_the_keyboard_focus_ring_is_plain_and_unlike_the_marks(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """The arrow key puts a white ring with dark edges round the card, clear of it, on the felt; it
    is not there without the focus, and it stays distinct when the card is also selected (blue)."""
    window, _drive = _pile_to_beat(monkeypatch, make_window, driver_for)
    scene = window.scene
    canvas = window.canvas
    canvas.setFocus()
    first = scene.items_of("hand", 0)[0]
    assert str(first.mark) == "legal"
    assert _ring(_column_above(scene, first)) == (False, False), "a gold legal outline is no focus ring"
    QTest.keyClick(canvas, Qt.Key.Key_Right)
    assert _focused(first)
    assert _ring(_column_above(scene, first)) == (True, True)
    QTest.keyClick(canvas, Qt.Key.Key_Space)
    assert str(first.mark) == "selected"
    qtbot.waitUntil(lambda: not scene.busy)
    qtbot.wait(200)  # the selected card is lifted; the ring goes along
    assert _ring(_column_above(scene, first)) == (True, True)
    QTest.keyClick(canvas, Qt.Key.Key_Right)
    assert not _focused(first)
    assert _ring(_column_above(scene, first)) == (False, False), "the blue selected outline alone"
    controller = window.controller
    assert controller is not None
    before = len(controller.state.history)
    QTest.keyClick(canvas, Qt.Key.Key_Left)
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(controller.state.history) > before)
    assert controller.state.history[before] == PlayHigher(30)


# ---------------------------------------------------------------------- tricks


def _four_hands(monkeypatch: pytest.MonkeyPatch) -> SevenUpState:
    """Seven-up, four players; Anna (seat 0) is the elder hand and leads A♥; everyone must follow
    hearts, so her ace takes the trick."""
    state = SevenUpState.from_deal(
        [
            ["AH", "KH", "2C", "3C", "4S", "5S"],
            ["QH", "JH", "6C", "7C", "8S", "9S"],
            ["TH", "9H", "8C", "9C", "TS", "JS"],
            ["8H", "7H", "TC", "JC", "QS", "KS"],
        ],
        "5D",
    )
    _deal(monkeypatch, state)
    return state


def _lead_the_ace(window: MainWindow, drive: Any) -> None:
    assert drive.wait_for_person() == "turn"
    assert window.controller is not None
    assert window.controller.view().facts.phase == "propose"
    drive.press("accept")
    assert drive.wait_for_person() == "turn"
    drive.click((("hand", 0), _card("AH")), double=True)


def test_a_complete_trick_stays_in_view_before_its_players_with_the_winner_marked(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """With animations on, the fourth card lands, then the whole trick stays a moment: each card
    lies towards the seat that played it, the ace is outlined and labelled; then it is collected."""
    _four_hands(monkeypatch)
    window = make_window(speed="fast")
    drive = driver_for(window)
    scene = window.scene
    drive.start("seven_up", ["human", "normal", "normal", "normal"])
    seen: list[tuple[ShownTrick, list[tuple[int | None, int]], bool, float]] = []

    def look(shown: ShownTrick) -> None:
        # What the table shows at this moment, the trick's cards all there.
        items = scene.items_of("trick")
        layout = scene.layout()
        mx, my = layout.places[("trick",)].center

        def angle(x: float, y: float) -> float:
            return math.degrees(math.atan2(y - my, x - mx))

        hands = {s: angle(*layout.places[("hand", s)].center) for s in range(4)}
        wrong = 0
        for item in items:
            c = item.sceneBoundingRect().center()
            towards = angle(c.x(), c.y())
            nearest = min(hands, key=lambda s: abs((hands[s] - towards + 180) % 360 - 180))
            wrong += nearest != item.owner
        seen.append((shown, [(it.owner, it.card) for it in items], scene.busy, wrong))

    scene.trickShown.connect(look)
    _lead_the_ace(window, drive)
    with qtbot.waitSignal(scene.trickShown, timeout=10000):
        pass
    shown, on_table, busy, wrong = seen[0]
    ace = _card("AH")
    assert shown.plays[0] == (0, ace)
    assert [seat for seat, _ in shown.plays] == [0, 1, 2, 3]
    assert on_table == list(shown.plays), "the whole trick lies on the table"
    assert busy, "the table holds the trick in view before going on"
    assert wrong == 0, "every card lies towards the seat that played it"
    assert shown.winner == 0
    winner = scene.items_of("trick")[0]
    assert winner.winner == "Takes the trick"
    assert all(not it.winner for it in scene.items_of("trick")[1:])
    # It stays for the hold, then goes to the won tricks, the mark gone with it.
    held_from = time.monotonic()
    qtbot.waitUntil(lambda: not scene.items_of("trick"), timeout=5000)
    assert time.monotonic() - held_from >= scene.timing.hold / 1000 * 0.8
    assert len(scene.items_of("won", 0)) == 4
    assert not winner.winner
    state = window.controller.state
    assert isinstance(state, SevenUpState)
    assert state.last_trick == tuple((s, c) for s, c in shown.plays if s is not None)


def test_a_click_collects_a_held_trick_at_once(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """At the slow speed the trick would stay for seconds; a click on the table goes on. (Here it
    would stay a minute: the trick gone within the wait proves the click, with no clock read.)"""
    _four_hands(monkeypatch)
    window = make_window()
    drive = driver_for(window)
    scene = window.scene
    drive.start("seven_up", ["human", "normal", "normal", "normal"])
    assert drive.wait_for_person() == "turn"
    scene.set_speed("slow")  # from the trump decision on
    scene.timing = dataclasses.replace(scene.timing, hold=60_000)
    _lead_the_ace(window, drive)
    with qtbot.waitSignal(scene.trickShown, timeout=15000):
        pass
    felt = window.canvas.mapFromScene(QPointF(scene.width() * 0.2, scene.height() * 0.5))
    QTest.mouseClick(
        window.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, felt
    )
    qtbot.waitUntil(lambda: not scene.items_of("trick"), timeout=20000)


def _two_hands(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seven-up, two players; Anna leads, the game goes on for several hands (to 7)."""
    _deal(
        monkeypatch,
        SevenUpState.from_deal(
            [["AH", "KH", "QH", "2C", "3C", "4C"], ["JH", "TH", "5C", "6C", "7S", "8S"]], "5D", seed=3
        ),
    )


def test_the_last_trick_names_who_played_what_in_this_hand_only(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """After a trick, the caption names each player's card and who took it; the table told the
    full trick before it went (speed off); at the summary and in the next hand before its first
    trick, no last trick is shown."""
    _two_hands(monkeypatch)
    window = make_window()
    drive = driver_for(window)
    scene = window.scene
    shown: list[ShownTrick] = []
    scene.trickShown.connect(shown.append)
    drive.start("seven_up", ["human", "normal"])
    assert drive.wait_for_person() == "turn"
    drive.press("accept")
    assert drive.wait_for_person() == "turn"
    drive.click((("hand", 0), _card("AH")), double=True)
    assert drive.wait_for_person() == "turn"
    assert len(shown) == 1
    assert shown[0].plays[0] == (0, _card("AH"))
    assert shown[0].plays[1][0] == 1
    assert shown[0].winner == 0
    caption = scene.captions[("trick",)].text()
    assert caption.startswith("Last trick: Anna A♥ · Ben ")
    assert caption.endswith("\nAnna took it")
    # Play the hand out.
    controller = window.controller
    while (what := drive.wait_for_person()) == "turn":
        drive.play(controller.legal_actions()[0])
    assert what == "summary"
    assert scene.captions[("trick",)].text() == ""
    assert not any(plate.active for plate in scene.plates), "nobody is to act under a summary"
    QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not scene.busy and scene.view_ is not None and scene.view_.facts.round == 2)
    state = controller.state
    assert isinstance(state, SevenUpState)
    assert state.tricks == 0
    assert state.last_trick, "the rules still remember the old hand's trick"
    assert scene.captions[("trick",)].text() == "", "the table does not"


# ---------------------------------------------------------------------- no words of a past round


def _sample_texts(window: MainWindow, qtbot: Any, until: Any) -> list[tuple[list[str], list[str], bool]]:
    """Plate lines, captions and whether a plate is highlighted, every few milliseconds until ``until``."""
    scene = window.scene
    samples: list[tuple[list[str], list[str], bool]] = []

    def sample() -> bool:
        samples.append(
            (
                [plate.texts[1] for plate in scene.plates],
                [c.text() for c in scene.captions.values()],
                any(plate.active for plate in scene.plates),
            )
        )
        return bool(until())

    qtbot.waitUntil(sample, timeout=20000)
    return samples


def test_a_new_hand_is_dealt_without_the_old_hands_words(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """Seven-up with animations: from the click on "Next hand" until the new hand lies dealt, the
    plates show the new score and dealer (never the old lines) and the felt shows no caption of the
    old hand (its last trick, its trump)."""
    _two_hands(monkeypatch)
    window = make_window()
    drive = driver_for(window)
    scene = window.scene
    drive.start("seven_up", ["human", "normal"])
    controller = window.controller
    assert controller is not None
    while (what := drive.wait_for_person()) == "turn":
        drive.play(controller.legal_actions()[0])
    assert what == "summary"
    # The old hand's lines, as its last view gives them (the plates may show newer ones by now).
    assert scene.ui is not None
    assert scene.view_ is not None
    old = [scene.ui.plate_line(scene.view_, s) for s in range(2)]
    scene.set_speed("fast")  # the next deal is animated
    controller.bot_delay_ms = 5000  # the new hand's first bot move waits until it has been looked at
    QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: scene.busy, timeout=5000)
    samples = _sample_texts(window, qtbot, lambda: not scene.busy)
    view = controller.view()
    assert view.facts.round == 2
    new = [scene.ui.plate_line(view, s) for s in range(2)]
    assert new != old, "the hand changed the score or the dealer"
    assert len(samples) > 5
    for lines, captions, active in samples[:-1]:
        assert lines == new
        assert not any("Last trick" in c or "Trump" in c for c in captions), captions
        assert not active
    lines, captions, _active = samples[-1]
    assert lines == new
    assert any("Proposed" in c for c in captions), "once dealt, the new hand's words are there"


def test_the_plates_behind_a_hand_summary_show_the_new_score(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """While the summary of a hand is up, the plates behind it show the score after the hand, and
    the table as the hand left it (its dealer, not the next hand's)."""
    _two_hands(monkeypatch)
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"])
    controller = window.controller
    while (what := drive.wait_for_person()) == "turn":
        drive.play(controller.legal_actions()[0])
    assert what == "summary"
    view = controller.round_end_view()
    assert view is not None
    assert view.facts.scores == controller.view().facts.scores
    assert [plate.texts[1] for plate in window.scene.plates] == [
        window.scene.ui.plate_line(view, s) for s in range(2)
    ]


def test_the_players_change_chairs_under_their_new_titles(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """Karriere Poker between games: while the cards are gathered, the players move to their new
    chairs and the next game is dealt, no plate says how the last game ended ("Out → Boss")."""
    _deal(monkeypatch, KarrierePokerState.from_deal([[13], [12], [11], [10]]))
    window = make_window()
    window.auto_continue_ms = None
    drive = driver_for(window)
    scene = window.scene
    drive.start("karriere_poker", ["normal", "normal", "normal", "normal"])
    assert drive.wait_for_person() == "summary"
    scene.set_speed("fast")  # the change of chairs and the deal are animated
    assert scene.ui is not None
    assert scene.view_ is not None
    last = scene.view_
    assert any("Out →" in scene.ui.plate_line(last, s) for s in range(4)), "the old game had such lines"
    window.controller.bot_delay_ms = 5000  # the new game's first move waits until it has been looked at
    QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: scene.busy, timeout=5000)
    samples = _sample_texts(window, qtbot, lambda: not scene.busy)
    assert len(samples) > 5
    for lines, _captions, _active in samples:
        assert not any("Out →" in line for line in lines), lines


def test_no_pile_words_while_cards_are_passed(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """FTW?!: while everyone chooses cards to pass nothing is played, so the pile has no caption
    ("play any card" would be wrong); once play begins it has one."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal", "normal"], seed=8)
    assert drive.wait_for_person() == "turn"
    assert window.controller.view().facts.phase == "pass"
    assert window.scene.captions[("pile",)].text() == ""
    hand = [it.card for it in window.scene.items_of("hand", 0)]
    drive.play(PassCards(tuple(hand[:3])))
    qtbot.waitUntil(lambda: window.controller.view().facts.phase == "play" and not window.scene.busy)
    assert window.scene.captions[("pile",)].text().startswith("Pile")


def test_mid_trick_each_card_lies_before_its_player(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """When Ben is to play into a trick, the table holds exactly the view's trick, each card marked
    with the seat that played it (speed off: the table snaps to the view)."""
    _four_hands(monkeypatch)
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["normal", "human", "normal", "normal"])
    controller = window.controller
    for _ in range(20):
        assert drive.wait_for_person() == "turn"
        view = controller.view()
        if view.zone("trick").cards:
            break
        drive.play(controller.legal_actions()[0])
    else:
        raise AssertionError("Ben never played into a trick")
    assert isinstance(controller.state.history[-1], Play)
    items = window.scene.items_of("trick")
    assert [it.card for it in items] == list(view.zone("trick").cards)
    assert [it.owner for it in items] == list(view.facts.trick_seats)
    assert items[-1].owner == 0
