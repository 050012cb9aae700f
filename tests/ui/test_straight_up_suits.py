"""Straight Up's cards look like a real deck (issue 32, item 3): suits do not matter to the rules, but
the table never shows two identical faces from one deck (two 4♣), a card that left the market does
not come up again as the same face, and every copy keeps its suit for the whole match: while cards
fly and when the table settles, for both people of a hot-seat game, after a resume, an undo, and in
the look back. What is checked is the French card each sprite is drawn as."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from PySide6.QtCore import Qt

from cardgames.store import Paths
from cardgames.ui.art import CardStyle, card_label, rank_face
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.scene.sprites import CardItem
from cardgames.ui.scene.table import TableScene

from .conftest import answers
from .test_review import CTRL, _key

#: Zones everyone sees.
PUBLIC = ("market", "market_discard", "discard", "straight", "removed")


def _drawn(item: CardItem) -> str:
    """The French card a face-up sprite is drawn as ("4♣"), whatever its id."""
    card, _face_up = item.shown
    art = getattr(item, "face", None)
    return card_label(CardStyle.FRENCH, rank_face(art if art is not None else card))


def _faces(scene: TableScene) -> dict[tuple[Any, ...], list[str]]:
    """Every zone's face-up cards as drawn, in the zone's order."""
    out: dict[tuple[Any, ...], list[str]] = {}
    for zone, items in scene.zones.items():
        shown = [_drawn(it) for it in items if it.shown[1] and it.isVisible() and it.card != 15]
        if shown:
            out[zone] = shown
    return out


def _public(scene: TableScene) -> dict[tuple[Any, ...], list[str]]:
    return {z: f for z, f in _faces(scene).items() if z[0] in PUBLIC}


def _twice(faces: dict[tuple[Any, ...], list[str]]) -> list[str]:
    """The faces shown more than once (a one-deck game has each face once)."""
    shown = Counter(f for zone in faces.values() for f in zone)
    return [f for f, n in shown.items() if n > 1]


def _turns(window: MainWindow, drive: Any, rng: random.Random, moves: int) -> str:
    """People play by mouse (hand-overs confirmed) until ``moves`` actions were made and a person is
    on turn ("turn"), or the match is over ("summary")."""

    def enough(what: str) -> bool:
        controller = window.controller
        if what == "summary":
            return True
        return what == "turn" and controller is not None and len(controller.state.history) >= moves

    return str(drive.play_on(rng, enough, limit=1000))


def test_one_deck_never_shows_a_face_twice_and_cards_keep_their_suits(
    make_window: Any, driver_for: Any
) -> None:
    """Two people at one computer, animated: whenever the table settles, no face is shown twice (one
    deck), each card is drawn in its own rank, and no card changed its face as the table settled
    (the cards flew and turned up already drawn as they lie)."""
    window = make_window(speed="fast")
    drive = driver_for(window)
    scene = window.scene
    twice: list[str] = []
    jumped: list[str] = []
    settled = scene.snap

    def snap(view: Any) -> None:
        before = _faces(scene)
        settled(view)
        after = _faces(scene)
        for zone, faces in after.items():
            if zone in before and len(before[zone]) == len(faces) and before[zone] != faces:
                jumped.append(f"{zone}: {before[zone]} -> {faces}")
        shown = Counter(f for faces in after.values() for f in faces)
        twice.extend(f"{face} shown {n} times" for face, n in shown.items() if n > 1)

    scene.snap = snap  # type: ignore[method-assign]
    drive.start("straight_up", ["human", "human"], seed=3)
    rng = random.Random(3)
    # The first 24 moves animated (both draw piles reshuffled among them), the rest of the match
    # without animation: still every settled table is checked, in a fraction of the time.
    assert _turns(window, drive, rng, 24) == "turn"
    window.set_speed("off")
    assert _turns(window, drive, rng, 10_000) == "summary"  # the whole match
    assert window.controller is not None
    assert window.controller.state.is_over
    assert twice == []
    assert jumped == []
    for item in scene.cards():
        if item.shown[1] and item.card != 15:
            assert rank_face(item.face if item.face is not None else item.card) // 4 + 2 == item.card


def test_both_people_and_every_way_back_see_the_same_suits(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    """Against a bot: the public cards are drawn alike after a resume in a new window, after an undo
    back to a position, and in the look back at every earlier position."""
    window = make_window()
    drive = driver_for(window)
    seen: dict[int, dict[tuple[Any, ...], list[str]]] = {}

    def remember(_view: Any) -> None:
        controller = window.controller
        if controller is not None and not window.scene.busy:
            seen[len(controller.state.history)] = _public(window.scene)

    window.scene.snapped.connect(remember)
    drive.start("straight_up", ["human", "normal"], seed=5)
    rng = random.Random(5)
    _turns(window, drive, rng, 14)
    controller = window.controller
    assert controller is not None
    point = len(controller.state.history)
    at_point = _public(window.scene)
    assert sum(len(f) for f in at_point.values()) >= 8
    _turns(window, drive, rng, point + 6)
    # Undo to the person's last move: the table is drawn as it was then.
    while len(window.controller.state.history) > point:  # type: ignore[union-attr]
        assert window.keeper.undo_point() is not None
        window.undo()
        assert drive.wait_for_person() == "turn"
    assert len(window.controller.state.history) == point  # type: ignore[union-attr]
    assert _public(window.scene) == at_point
    assert _twice(_faces(window.scene)) == []
    # The look back shows each earlier position drawn as the live table drew it.
    _turns(window, drive, rng, point + 8)
    window.canvas.setFocus()
    _key(window, Qt.Key.Key_B, CTRL)
    review = window.review
    assert review.active
    assert review.scene is not None
    checked = 0
    while review.position > 0:
        _key(window, Qt.Key.Key_Left)
        qtbot.waitUntil(lambda: not review.scene.busy, timeout=3000)  # type: ignore[union-attr]
        assert _twice(_faces(review.scene)) == [], review.position
        if review.position in seen:
            assert _public(review.scene) == seen[review.position], review.position
            checked += 1
    assert checked >= 5
    _key(window, Qt.Key.Key_Escape)
    live = _public(window.scene)
    window.close()
    # Resumed in a new window, the table is drawn as it was.
    again = make_window()
    answers(again).resume_answer = True
    assert again.begin() is True
    assert driver_for(again).wait_for_person() == "turn"
    assert _public(again.scene) == live
    assert _twice(_faces(again.scene)) == []
    again.close()


def test_hot_seat_people_see_the_public_cards_alike(make_window: Any, driver_for: Any) -> None:
    """Two people at one computer: at every position, the table shows the market, the discard piles
    and the straights drawn alike to each person (and while the computer is handed over)."""
    window = make_window()
    drive = driver_for(window)
    looks: dict[int, dict[int | None, dict[tuple[Any, ...], list[str]]]] = {}
    twice: list[str] = []

    def remember(view: Any) -> None:
        controller = window.controller
        if controller is not None and not window.scene.busy:
            looks.setdefault(len(controller.state.history), {})[view.seat] = _public(window.scene)
            twice.extend(_twice(_faces(window.scene)))

    window.scene.snapped.connect(remember)
    drive.start("straight_up", ["human", "human"], seed=8)
    _turns(window, drive, random.Random(8), 40)
    compared = 0
    for position, by_seat in looks.items():
        first, *others = by_seat.values()
        for other in others:
            assert other == first, position
            compared += 1
    assert compared >= 20
    assert {0, 1} <= {seat for by_seat in looks.values() for seat in by_seat}
    assert twice == []
