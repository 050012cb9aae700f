"""Hot-seat: two people at one computer never see each other's cards."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from cardgames.engine import HIDDEN, CardsMoved
from cardgames.ui.mainwindow import MainWindow

from .conftest import answers

HUMANS = (0, 2)


def _leaks(window: MainWindow) -> list[str]:
    """Faces of a person's private cards that the table shows to someone else."""
    scene = window.scene
    controller = window.controller
    if controller is None or scene.view_ is None:
        return []
    looking = scene.view_.seat  # whose eyes the table shows; None while the computer changes hands
    over = controller.state.is_over
    leaks = []
    for item in scene.cards():
        zone = item.zone
        if zone and zone[0] in ("hand", "passing") and zone[1] in HUMANS and zone[1] != looking and not over:
            card, face_shown = item.shown
            if face_shown or card != HIDDEN:
                leaks.append(f"{zone} shows {card}")
    if window.handover.isVisible():
        leaks += [
            f"{it.zone} face up during hand-over"
            for it in scene.cards()
            if it.zone[0] == "hand" and it.shown[1]
        ]
    return leaks


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_hand_over_screen_and_no_peeking(make_window: Any, driver_for: Any, qtbot: Any, speed: str) -> None:
    """Two people and a bot: every change of person shows the hand-over screen; no face leaks, ever."""
    window = make_window(speed=speed)
    drive = driver_for(window)
    seen: list[str] = []
    window.scene.snapped.connect(lambda _view: seen.extend(_leaks(window)))
    sampler = QTimer(window)
    sampler.timeout.connect(lambda: seen.extend(_leaks(window)))
    sampler.start(5)
    drive.start("ftw", ["human", "normal", "human"], seed=4, options={"rounds": 1})
    rng = random.Random(2)
    handovers = []
    turns = {0: 0, 2: 0}
    last_person = None
    for _ in range(300):
        what = drive.wait_for_person()
        controller = window.controller
        assert controller is not None
        if what == "summary":
            if window.summary.summary is not None and window.summary.summary.is_final:
                break
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        if what == "handover":
            seat = controller.state.current_player
            handovers.append(seat)
            assert window.handover.name == controller.names()[seat]
            assert not _leaks(window)
            # While the screen is up, the table shows nobody's hand.
            assert window.scene.view_ is not None
            assert window.scene.view_.seat is None
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        seat = controller.state.current_player
        assert seat in HUMANS
        if last_person is not None and seat != last_person:
            assert handovers, "a new person got the table without a hand-over"
            assert handovers[-1] == seat, "a new person got the table without a hand-over"
        last_person = seat
        turns[seat] += 1
        # The person at the computer sees their own hand.
        own = window.scene.items_of("hand", seat)
        assert own
        assert all(it.shown[1] and it.card != HIDDEN for it in own)
        drive.play(rng.choice(controller.legal_actions()))
    else:
        raise AssertionError("the match did not end")
    sampler.stop()
    assert turns[0] > 2
    assert turns[2] > 2
    # The pass is chosen privately, one person after the other: both got the screen before it.
    assert len(handovers) >= 3
    assert seen == [], seen[:5]


class _Watch:
    """Samples the table all the time: a person's hand may be face up only once that person has
    confirmed the hand-over (and until someone else confirms or a new round begins)."""

    def __init__(self, window: MainWindow, humans: tuple[int, ...]) -> None:
        self.window = window
        self.humans = humans
        self.holder: int | None = None  # who confirmed last
        self.public: set[int] = set()  # faces shown to all at the last round's end
        self.seen: list[str] = []
        window.scene.snapped.connect(lambda _view: self.check())
        self.sampler = QTimer(window)
        self.sampler.timeout.connect(self.check)
        self.sampler.start(3)

    def check(self) -> None:
        controller = self.window.controller
        if controller is None or controller.state.is_over:
            return
        # What the person at the computer may know (a card they gave away, say); None: nobody.
        known = {
            card
            for zone in controller.state.view(self.holder).zones.values()
            for card in zone.cards
            if card != HIDDEN
        }
        if controller.phase in ("summary", "over"):
            # A round's end shows its hands to everybody (they go back to the deck next).
            self.public |= {c for e in controller.upcoming() if isinstance(e, CardsMoved) for c in e.cards}
        known |= self.public
        for item in self.window.scene.cards():
            zone = item.zone
            if not zone or zone[0] not in ("hand", "passing") or len(zone) < 2 or zone[1] not in self.humans:
                continue
            card, face_shown = item.shown
            if (face_shown or card != HIDDEN) and zone[1] != self.holder and card not in known:
                where = (controller.phase, self.window.summary.isVisible(), len(controller.state.history))
                self.seen.append(f"{zone} shows {card} while {self.holder} holds the computer {where}")


def _play_hotseat(
    window: MainWindow, drive: Any, humans: tuple[int, ...], turns_wanted: int
) -> tuple[_Watch, list[int]]:
    """Play at random as the people; every person's turn must follow their own hand-over since the
    last round began; returns the watch and the seats handed over to."""
    watch = _Watch(window, humans)
    rng = random.Random(5)
    handed: list[int] = []
    since_round: set[int] = set()
    turns = 0
    while turns < turns_wanted:
        what = drive.wait_for_person()
        controller = window.controller
        assert controller is not None
        if what == "summary":
            summary = window.summary.summary
            if summary is not None and summary.is_final:
                break
            # The round's end showed its hands to everybody: they stay public while they go back to
            # the deck (said here, not left to the sampler, which may not tick while the summary is up).
            watch.check()
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            watch.holder = None  # a new round: nobody has confirmed for it yet
            since_round = set()
            continue
        seat = controller.state.current_player
        assert seat is not None
        if what == "handover":
            assert window.handover.name == controller.names()[seat]
            handed.append(seat)
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            watch.holder = seat
            watch.public = set()
            since_round.add(seat)
            continue
        assert seat == watch.holder, f"{seat} acts, but {watch.holder} took the computer last"
        assert seat in since_round, "a person acts in a new round without a hand-over"
        drive.play(rng.choice(controller.legal_actions()))
        turns += 1
    watch.sampler.stop()
    return watch, handed


@pytest.mark.parametrize(
    ("game", "kinds", "options", "turns"),
    [
        ("karriere_poker", ["human", "human", "normal", "normal"], None, 40),
        ("seven_up", ["human", "human"], None, 30),
        ("straight_up", ["human", "normal", "human"], None, 12),
        ("ftw", ["human", "human"], {"rounds": 2}, 40),
    ],
)
def test_no_hand_is_seen_before_its_person_takes_the_computer(
    make_window: Any, driver_for: Any, game: str, kinds: list[str], options: Any, turns: int
) -> None:
    """From the first deal on, through new rounds, Karriere Poker's exchange and FTW?!'s pass: the
    first person gets the hand-over screen too, and no hand is face up before its owner confirmed."""
    window = make_window(speed="fast")
    drive = driver_for(window)
    humans = tuple(i for i, k in enumerate(kinds) if k == "human")
    drive.start(game, kinds, seed=11, options=options)
    watch, handed = _play_hotseat(window, drive, humans, turns)
    assert handed
    assert handed[0] in humans
    assert watch.seen == [], watch.seen[:5]


@pytest.mark.parametrize("how", ["resume", "undo"])
def test_resume_and_undo_hand_over_first(make_window: Any, driver_for: Any, qtbot: Any, how: str) -> None:
    """A hot-seat match taken back or resumed in a new window shows no hand until its person confirms."""
    window = make_window(speed="fast")
    drive = driver_for(window)
    humans = (0, 1)
    drive.start("seven_up", ["human", "human"], seed=3)
    window.settings.hotseat_undo = True  # everybody agreed to undo
    _play_hotseat(window, drive, humans, 4)
    if drive.wait_for_person() == "handover":
        QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        assert drive.wait_for_person() == "turn"
    assert window.controller is not None
    played = len(window.controller.state.history)
    if how == "undo":
        window.undo()
        target = window
        assert window.controller is not None
        assert len(window.controller.state.history) < played
    else:
        window.close()
        target = make_window(speed="fast")
        answers(target).resume_answer = True
    watch = _Watch(target, humans)
    if how == "resume":
        assert target.begin()
    drive2 = driver_for(target)
    assert drive2.wait_for_person() == "handover"
    assert watch.seen == [], watch.seen[:5]
    watch.sampler.stop()
