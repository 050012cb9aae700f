"""UI test fixtures: an isolated home folder, windows, and a driver that clicks like a person."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardgames.engine import Action
from cardgames.session.seats import Seat
from cardgames.store import Paths, Settings, app_paths
from cardgames.ui.choice import Pick
from cardgames.ui.i18n import Translations
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.scene.sprites import CardItem
from cardgames.ui.setup import MatchSetup
from cardgames.ui.window.prompts import Prompts


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Paths:
    """CARDGAMES_HOME points at a fresh folder: no test touches the real settings."""
    monkeypatch.setenv("CARDGAMES_HOME", str(tmp_path / "home"))
    return app_paths()


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    """Our catalogues, English to begin with; English again afterwards."""
    tr = Translations(qapp)
    tr.set_language("en")
    yield tr
    tr.set_language("en")


class Answers(Prompts):
    """The window's questions answered by the test: each answer set here is given at once, one left
    None is asked as a person is asked (a message box the test can click)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.resume_box = window.prompts.resume_box
        #: Resume the last match (True), discard it (False), or decide later (None: asked).
        self.resume_answer: bool | None = None
        #: Rejoin the online table of the last session (True), discard the seat (False)?
        self.rejoin_answer: bool | None = None
        #: Leave the running match for another?
        self.leave_answer: bool | None = None
        #: The match left cannot be kept: leave it for good?
        self.leave_unkept_answer: bool | None = None
        #: Replace an existing file?
        self.replace_answer: bool | None = None
        #: Take the move back, the match then stops counting?
        self.practice_answer: bool | None = None
        #: The last moves are not saved: close anyway?
        self.close_unsaved_answer: bool | None = None
        #: This app hosts the table and a friend sits at it: close anyway? (How often it was asked.)
        self.close_hosting_answer: bool | None = None
        self.close_hosting_asked = 0
        #: Every seat is taken: watch the table instead?
        self.watch_answer: bool | None = None

    def resume(self, saved: Any, moves: int) -> bool | None:
        return self.resume_answer if self.resume_answer is not None else super().resume(saved, moves)

    def rejoin(self, seat: Any) -> bool | None:
        return self.rejoin_answer if self.rejoin_answer is not None else super().rejoin(seat)

    def leave(self, kept: bool, online: str = "") -> bool:
        return self.leave_answer if self.leave_answer is not None else super().leave(kept, online)

    def leave_unkept(self, problem: str) -> bool:
        answer = self.leave_unkept_answer
        return answer if answer is not None else super().leave_unkept(problem)

    def replace(self, path: Path) -> bool:
        return self.replace_answer if self.replace_answer is not None else super().replace(path)

    def practice(self) -> tuple[bool, bool]:
        return (self.practice_answer, False) if self.practice_answer is not None else super().practice()

    def watch_instead(self) -> bool:
        answer = self.watch_answer
        return answer if answer is not None else super().watch_instead()

    def close_hosting(self) -> bool:
        self.close_hosting_asked += 1
        answer = self.close_hosting_answer
        return answer if answer is not None else super().close_hosting()

    def close_unsaved(self, problem: str) -> bool:
        answer = self.close_unsaved_answer
        return answer if answer is not None else super().close_unsaved(problem)


def answers(window: MainWindow) -> Answers:
    """The test's answers to ``window``'s questions (put in place at the first call)."""
    if not isinstance(window.prompts, Answers):
        window.prompts = Answers(window)
    return window.prompts


@pytest.fixture
def make_window(qtbot: Any, home: Paths, translations: Translations) -> Callable[..., MainWindow]:
    """Build a shown main window with test-friendly settings (no animation, no bot delay by default)."""

    def make(
        speed: str = "off", delay: int = 0, settings: Settings | None = None, auto_play: bool = False
    ) -> MainWindow:
        # Forced moves are the test's to make unless it asks for auto-play (cardgames.ui.autoplay).
        # A table hosted in a test listens on a free port of this computer only (tests talk to
        # 127.0.0.1 alone).
        window = MainWindow(
            settings
            or Settings(
                animation_speed=speed,
                bot_delay_ms=delay,
                auto_play_forced=auto_play,
                host_address="127.0.0.1",
                host_port=0,
            ),
            home,
            translations,
        )
        qtbot.addWidget(window)
        # "Take the move back, the match then stops counting?" (asked: tests/ui/test_match_records.py)
        answers(window).practice_answer = True
        # "The last moves are not saved: close anyway?" (asked: tests/ui/test_persistence.py)
        answers(window).close_unsaved_answer = True
        # "You host this table: close anyway?" (asked: tests/ui/test_online_playtest.py)
        answers(window).close_hosting_answer = True
        window.resize(1280, 820)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


def seats(*kinds: str) -> list[Seat]:
    """Seats from kinds: "human" or a bot level."""
    names = ["Anna", "Ben", "Cleo", "Dario", "Elif", "Finn", "Greta", "Hugo"]
    return [
        Seat(names[i], "human") if k == "human" else Seat(names[i], "bot", k) for i, k in enumerate(kinds)
    ]


class Driver:
    """Plays a person's part through the mouse, as a player would."""

    def __init__(self, qtbot: Any, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window

    @property
    def scene(self) -> Any:
        return self.window.scene

    def start(self, game_id: str, kinds: list[str], seed: int = 1, options: Any = None) -> None:
        from cardgames.games import GAMES

        self.window.start_match(MatchSetup(GAMES[game_id], seats(*kinds), options, seed=seed))

    def wait_for_person(self, timeout: int = 20000) -> str:
        """Wait until a person may act, a hand-over is asked, or a summary shows; says which."""
        w = self.window

        def ready() -> bool:
            return w.input.active or w.handover.isVisible() or w.summary.isVisible()

        self.qtbot.waitUntil(ready, timeout=timeout)
        if w.handover.isVisible():
            return "handover"
        if w.summary.isVisible():
            return "summary"
        return "turn"

    def play_on(self, rng: random.Random, enough: Callable[[str], bool], limit: int = 3000) -> str:
        """Play the person's part at random (hand-overs confirmed, round summaries gone on) until
        ``enough`` says so of what waits now ("turn", "handover" or "summary"); returns that."""
        w = self.window
        for _ in range(limit):
            what = self.wait_for_person()
            if enough(what):
                return what
            if what == "summary":
                QTest.mouseClick(w.summary.next_button, Qt.MouseButton.LeftButton)
            elif what == "handover":
                QTest.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
            else:
                assert w.controller is not None
                self.play(rng.choice(w.controller.legal_actions()))
        raise AssertionError("the match never came where it was wanted")

    def visible_point(self, item: CardItem) -> QPointF:
        """A point of the card that no other card covers (the centre of a card may be under its neighbour)."""
        rect = item.sceneBoundingRect()
        for fy in (0.5, 0.35, 0.65, 0.2, 0.8):
            for fx in (0.5, 0.3, 0.15, 0.08, 0.7, 0.85, 0.95):
                p = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
                top = self.scene.itemAt(p, self.window.canvas.transform())
                while top is not None and not isinstance(top, CardItem):
                    top = top.parentItem()
                if top is item:
                    return p
        raise AssertionError(f"card {item.card} in {item.zone} is covered everywhere")

    def click(self, pick: Pick, double: bool = False) -> None:
        """Click a card on the table with the mouse."""
        item = self.scene.find(pick)
        assert item is not None, f"no card {pick} on the table"
        point = self.window.canvas.mapFromScene(self.visible_point(item))
        viewport = self.window.canvas.viewport()
        left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        if double:
            # What a real double click delivers: press, release, double-click, release.
            QTest.mousePress(viewport, left, none, point)
            QTest.mouseRelease(viewport, left, none, point)
            QTest.mouseDClick(viewport, left, none, point)
            QTest.mouseRelease(viewport, left, none, point)
        else:
            QTest.mouseClick(viewport, left, none, point)

    def press(self, kind: str) -> None:
        """Press an action button."""
        button = self.window.action_bar.button(kind)
        assert button is not None, f"no {kind} button"
        assert button.isEnabled(), f"the {kind} button is not enabled"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def watch_cards(self, problem: Callable[[CardItem, int | None], str | None]) -> list[str]:
        """After every snap of the running match, what ``problem`` says of each card (given the seat
        whose eyes the table shows); the list fills while the match is played."""
        found: list[str] = []

        def check(_view: object) -> None:
            scene, controller = self.window.scene, self.window.controller
            if controller is None or scene.view_ is None or controller.state.is_over:
                return
            looking = scene.view_.seat
            found.extend(text for it in scene.cards() if (text := problem(it, looking)))

        self.window.scene.snapped.connect(check)
        return found

    def play(self, action: Action) -> None:
        """Make ``action`` by clicking its cards (own hand first) and pressing its button."""
        w = self.window
        ui = w.game_ui()
        seat = w.input.seat
        assert seat is not None
        picks = sorted(ui.picks(action, seat, w.input.view), key=lambda p: (p[0][0] != "hand", str(p)))
        for pick in picks:
            self.click(pick)
        assert w.input.chooser is not None
        assert set(w.input.chooser.selection) == set(picks), "the clicks did not select the action's cards"
        self.press(ui.kind(action))


@pytest.fixture
def driver_for(qtbot: Any) -> Callable[[MainWindow], Driver]:
    """A mouse driver for a window."""
    return lambda window: Driver(qtbot, window)


__all__ = ["Answers", "Driver", "answers", "seats"]
