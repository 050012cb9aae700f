"""A person's part at the table, played through the window's own input (the mouse on the cards and
the action buttons), for the pytest-qt tests (the ``driver_for`` fixture of ``conftest.py``) and for
a real app process driven from inside (``online_driver.py``). Waiting is left to ``qtbot``: pytest-qt's,
or anything else with its ``waitUntil(condition, timeout=ms)``."""

from __future__ import annotations

import asyncio
import contextlib
import random
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardgames.engine import Action
from cardgames.session.seats import Seat
from cardgames.ui.choice import Pick
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.scene.sprites import CardItem
from cardgames.ui.setup import MatchSetup

__all__ = ["Driver", "seats"]


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


def friend(
    url: str,
    code: str,
    name: str,
    seat: int,
    done: threading.Event,
    out: dict[str, Any],
    *,
    seed: int | None = None,
    pause: float = 0.05,
    wait: float = 20.0,
) -> threading.Thread:
    """A friend's app at ``seat`` of a table elsewhere, on a thread of its own: a
    :class:`~cardgames.net.client.SeatClient` (coming back by itself when the connection drops)
    that plays a random legal move (``seed``; default the seat) whenever it may, until the match
    ends or ``done`` is set. ``out`` gets the client, and the error that ended it, if one did."""
    from cardgames.net.client import SeatClient

    async def play() -> None:
        client = await SeatClient.join(url, code, name, seat=seat, timeout=wait, attempts=40)
        out["client"] = client
        rng = random.Random(seat if seed is None else seed)
        try:
            while client.record is None and not done.is_set():
                with contextlib.suppress(TimeoutError):
                    await client.next(timeout=0.3)
                if client.legal and client.seq is not None:
                    await asyncio.sleep(pause)
                    await client.act(rng.choice(client.legal))
        finally:
            await client.close()

    def run() -> None:
        try:
            asyncio.run(play())
        except BaseException as exc:  # told to the test
            out["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread
