"""What the FTW?! table tells a player: the cards passed to each person of a hot-seat table, the
options the status line offers, one helper named as one, the pile's label clear of a picked card,
and a hand of twelve whose numbers can be read."""

from __future__ import annotations

import random
from itertools import pairwise
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgames.games.ftw import FTW, FtwState, PassCards, PlayWithHelpers
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.scene.sprites import CARD_W


def _deal(monkeypatch: pytest.MonkeyPatch, state: FtwState) -> None:
    """The next FTW?! match starts from ``state`` (an explicit deal)."""
    monkeypatch.setattr(FTW, "_new_state", lambda n, seed, options: state.clone())


def _moved_since_the_pass(state: FtwState, seat: int) -> bool:
    """True if ``seat`` has made a move since this round's passes, read from the history."""
    for who, action in reversed(state.history.moves()):
        if isinstance(action, PassCards):
            return False
        if who == seat:
            return True
    return True


def test_hot_seat_each_person_is_told_what_was_passed_to_them(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """Anna and Bert share the computer with Cleo (a bot). Before a person's first turn after the
    pass the hand-over names who passed them cards (not which); once they hold the computer exactly
    those cards are marked "new" and a line says which, until they have moved. No mark and no such
    line is ever there for anyone but the person looking."""
    window = make_window()
    drive = driver_for(window)
    leaks: list[str] = []

    def check(_view: object) -> None:
        scene = window.scene
        view = scene.view_
        viewer = view.seat if view is not None else None
        for card in scene.cards():
            if card.tag and (viewer is None or card.zone != ("hand", viewer) or not card.shown[1]):
                leaks.append(f"{card.zone} {card.card} marked for viewer {viewer}")
        line = scene.captions[("received",)].text()
        controller = window.controller
        if line and (viewer is None or controller is None):
            leaks.append(f"{line!r} shown to nobody in particular")
        elif line and controller is not None:
            state = controller.state
            assert isinstance(state, FtwState)
            giver = (viewer + 1) % state.num_players
            if not line.endswith(" ".join(map(str, state.gave[giver]))):
                leaks.append(f"{line!r} shown to {viewer}")

    window.scene.snapped.connect(check)
    drive.start("ftw", ["human", "human", "normal"], seed=7)
    controller = window.controller
    assert controller is not None
    names = controller.names()
    rng = random.Random(1)
    told: list[tuple[int, int]] = []  # (round, seat) shown its new cards
    noted: list[tuple[int, int]] = []
    for _ in range(2000):
        what = drive.wait_for_person(timeout=30000)
        state = controller.state
        assert isinstance(state, FtwState)
        if what == "summary":
            if state.is_over:
                break
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        seat = state.current_player
        assert seat is not None
        giver = (seat + 1) % 3
        first = not state.passing and not _moved_since_the_pass(state, seat)
        if what == "handover":
            assert not any(card.tag for card in window.scene.cards())
            if first:
                assert window.handover.note.isVisible()
                assert window.handover.note.text() == (
                    f"{names[giver]} passed you 3 cards: they are marked in your hand."
                )
                noted.append((state.round_no, seat))
            else:
                assert not window.handover.note.isVisible()
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        marked = {c.card for c in window.scene.items_of("hand", seat) if c.tag == "new"}
        line = window.scene.captions[("received",)].text()
        if first:
            received = state.gave[giver]
            assert marked == set(received) & set(state.hands[seat])
            assert line == f"{names[giver]} passed you {' '.join(map(str, received))}"
            told.append((state.round_no, seat))
        else:
            assert not marked
            assert line == ""
        drive.play(rng.choice(controller.legal_actions()))
    assert controller.state.is_over
    assert {s for _, s in told} == {0, 1}
    assert noted, "no person's first turn came after a hand-over"
    assert leaks == []


def _helper_deal() -> FtwState:
    """Two players, Anna to move: pile 8 25 (25 on top), her hand 10 20 30 and one helper, 11."""
    return FtwState.from_deal(
        [[10, 20, 30, 33], [5, 15, 35, 36]], pile=(8, 25), helpers=[[11], []], start_player=0
    )


def test_one_helper_is_named_as_one(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any, translations: Any
) -> None:
    """C with a single helper: the status line and the log speak of one helper, in both languages."""
    _deal(monkeypatch, _helper_deal())
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"])
    assert drive.wait_for_person() == "turn"
    drive.click((("hand", 0), 20))
    drive.click((("helpers", 0), 11))
    assert window.input.hint() == "Confirm C: 20 with 1 helper makes 31, which beats 25."
    translations.set_language("de")
    qtbot.waitUntil(
        lambda: (
            window.input.hint() == "C bestätigen: 20 mit 1 Hilfskarte ergibt 31 und ist damit höher als 25."
        )
    )
    drive.press("helpers")
    controller = window.controller
    assert controller is not None
    assert controller.state.history[0] == PlayWithHelpers(20, (11,))
    name = controller.names()[0]
    qtbot.waitUntil(
        lambda: f"{name} hat 20 mit der Hilfskarte 11 gespielt: 31 schlägt 25." in window.side.log_texts()
    )
    translations.set_language("en")
    qtbot.waitUntil(lambda: f"{name} played 20 with helper 11: 31 beats 25." in window.side.log_texts())


@pytest.mark.parametrize(
    ("hand", "helpers", "offered"),
    [
        ([10, 20, 30, 33], [11], "Beat 25 with a higher card (A); or lay a lower card as a helper and take a "
         "pile card (B), or play it with helpers summing above 25 (C)."),
        ([10, 20, 30, 33], [], "Beat 25 with a higher card (A), or lay a lower card as a helper and take a "
         "pile card (B)."),
        ([10, 20, 11, 12], [], "Nothing in your hand beats 25: lay a lower card as a helper and take a pile "
         "card (B)."),
        ([10, 20, 12, 13], [11], "Nothing in your hand beats 25: lay a lower card as a helper and take a "
         "pile card (B), or play it with helpers summing above 25 (C)."),
    ],
)  # fmt: skip
def test_the_status_line_offers_only_what_the_hand_can_do(
    monkeypatch: pytest.MonkeyPatch,
    make_window: Any,
    driver_for: Any,
    hand: list[int],
    helpers: list[int],
    offered: str,
) -> None:
    """No option C without a helper; no option A without a higher card."""
    _deal(
        monkeypatch,
        FtwState.from_deal([hand, [5, 15, 35, 36]], pile=(8, 25), helpers=[helpers, []], start_player=0),
    )
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"])
    assert drive.wait_for_person() == "turn"
    assert window.status_text() == f"{window.controller.names()[0]}, your turn: {offered}"


def test_a_picked_pile_card_leaves_the_pile_label_readable(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any
) -> None:
    """Option B: the pile card picked to take is raised, and the "Pile · beat 25" label stays clear."""
    _deal(monkeypatch, _helper_deal())
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"])
    assert drive.wait_for_person() == "turn"
    label = window.scene.captions[("pile",)]
    assert label.text() == "Pile · beat 25"
    for card in (8, 25):
        drive.click((("hand", 0), 10))
        drive.click((("pile",), card))
        item = window.scene.find((("pile",), card))
        assert item is not None
        assert item.mark == "selected"
        assert item.lift > 0
        assert not item.sceneBoundingRect().intersects(label.sceneBoundingRect()), card
        window.input.cancel()


@pytest.mark.parametrize("size", [(1280, 820), (1024, 640), (1500, 1100)])
def test_a_hand_of_twelve_shows_every_number(
    make_window: Any, driver_for: Any, qtbot: Any, size: tuple[int, int]
) -> None:
    """Twelve cards in hand: each card shows at least 88 % of its width (its big number), and the
    hand stays clear of the table's bottom edge."""
    window: MainWindow = make_window()
    window.resize(*size)
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal", "normal", "normal"], seed=3)
    assert drive.wait_for_person() == "turn"
    qtbot.waitUntil(lambda: len(window.scene.items_of("hand", 0)) == 12)
    cards = sorted(window.scene.items_of("hand", 0), key=lambda c: c.home.x)
    for a, b in pairwise(cards):
        assert b.home.x - a.home.x >= 0.88 * CARD_W * a.home.scale, (a.card, b.card)
    bottom = window.scene.sceneRect().bottom()
    lowest = max(c.sceneBoundingRect().bottom() for c in cards)
    assert lowest <= bottom - 12, (lowest, bottom)
