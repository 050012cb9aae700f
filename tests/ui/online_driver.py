"""A person at a real Card Table process, for ``test_online_processes.py``: started as

    python -c "from tests.ui.online_driver import main; main('host', OUT, SEED)"

it makes the QApplication as the app makes it, schedules itself on a timer and then runs the app's
own start (:func:`cardgames.launch.main`, what ``python -m cardgames`` runs). Once the app's window
is up it plays a person's part through the window's own paths: the menu's actions, the dialogs'
widgets, the table's cards and buttons (:class:`tests.ui.driving.Driver`). Nothing here calls the
server or the window's online machinery directly.

Roles: ``host`` hosts a table (Game > Play online… > Host a table…: Seven-up for three seats, this
person, a person elsewhere and a normal bot) and writes its code and port; ``join`` waits for the
test's ``join.json`` (address and code), joins (Game > Play online…, Join), asks the test to cut its
connection once it has made a few moves, waits for the notice that it is lost and the one that it is
back, and switches the window to German (Language > Deutsch) a few moves later. Both play with
seeded random legal moves to the match's end, write what they saw to ``OUT/ROLE.json`` and close
the window as a person would.

What happens is written as it happens to ``OUT/ROLE.events`` (one JSON object a line): the test
waits on those lines.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QPushButton, QWidget

from tests.ui.driving import Driver

__all__ = ["Waiter", "main"]

#: The longest any single wait of the driver may take (s).
WAIT_S = 30.0
#: The joining person asks for the cut after this many of their own moves ...
CUT_AFTER = 3
#: ... and switches to German this many moves after the connection is back.
GERMAN_AFTER = 2


class Waiter:
    """pytest-qt's ``qtbot.waitUntil`` for a process without pytest: the app's events are handled
    while the condition is asked again and again, until it holds or the time is up."""

    def waitUntil(self, condition: Callable[[], object], timeout: int = 5000) -> None:
        deadline = time.monotonic() + timeout / 1000
        while True:
            if condition() not in (None, False):
                return
            if time.monotonic() > deadline:
                raise AssertionError(f"waited {timeout} ms in vain for {condition}")
            QTest.qWait(20)


class Person:
    """One role's person at the window (see the module)."""

    def __init__(self, role: str, out: Path, seed: int) -> None:
        self.role = role
        self.out = out
        self.rng = random.Random(seed)
        self.waiter = Waiter()
        self.window: Any = None
        #: Every status-bar message shown, and every status-line text, in order (no repeats in a row).
        self.messages: list[str] = []
        self.status: list[str] = []
        #: The object names of the dialogs and message boxes that came up, in order.
        self.dialogs: list[str] = []
        #: The log as it stood right before the language switch.
        self.log_before_switch: list[str] = []
        self.moves = 0
        #: What the person is doing now (for a report).
        self.doing = "starting"
        self._events = (out / f"{role}.events").open("a", encoding="utf-8")

    # ------------------------------------------------------------------ telling the test

    def event(self, what: str, **data: Any) -> None:
        self._events.write(json.dumps({"event": what, "t": round(time.monotonic(), 3), **data}) + "\n")
        self._events.flush()

    def wait(self, condition: Callable[[], object], what: str, seconds: float = WAIT_S) -> None:
        self.doing = f"waiting for {what}"
        try:
            self.waiter.waitUntil(condition, timeout=int(seconds * 1000))
        except AssertionError:
            raise AssertionError(f"{self.role}: waited {seconds} s in vain for {what}") from None

    def situation(self) -> str:
        """What the window shows and where its match stands, for a failure's report."""
        window = self.window
        if window is None:
            return "no window"
        lines = [
            f"doing: {self.doing}",
            f"status line: {window.status_text()!r}",
            f"status bar: {window.statusBar().currentMessage()!r}",
            f"messages: {self.messages[-6:]}",
            f"dialogs: {self.dialogs}",
            f"log tail: {window.side.log_texts()[-8:]}",
            f"input active: {window.input.active}, summary shown: {window.summary.isVisible()}",
        ]
        shown = [w.objectName() or type(w).__name__ for w in QApplication.topLevelWidgets() if w.isVisible()]
        lines.append(f"visible: {shown}")
        controller = window.controller
        if controller is not None:
            lines.append(f"controller: {type(controller).__name__}, phase {controller.phase}")
            match = getattr(controller, "match_", None)
            if match is not None:
                lines.append(
                    f"remote: seat {match.seat}, seq {match.seq}, held {match.held}, awaited "
                    f"{match.awaited()}, legal {len(match.legal_actions())}, over {match.is_over}"
                )
        return "\n".join(lines) + "\n"

    # ------------------------------------------------------------------ watching the window

    def _watch(self) -> None:
        """What a person sees come and go: the status bar's messages and the status line."""
        window = self.window
        window.statusBar().messageChanged.connect(self._message)
        timer = QTimer(window)
        timer.timeout.connect(self._look)
        timer.start(25)
        self._looker = timer

    def _message(self, text: str) -> None:
        if text and (not self.messages or self.messages[-1] != text):
            self.messages.append(text)

    def _look(self) -> None:
        text = self.window.status_text()
        if text and (not self.status or self.status[-1] != text):
            self.status.append(text)
        for widget in QApplication.topLevelWidgets():
            name = widget.objectName()
            if widget.isVisible() and name and name not in self.dialogs and widget is not self.window:
                self.dialogs.append(name)
                self.event("dialog", name=name, title=widget.windowTitle())
            if isinstance(widget, QMessageBox) and name == "leavePrompt" and _on_screen(widget):
                # "Leave this match?" for the table dealt at the start: a person leaves it (and
                # clicks again if the first click did nothing in 3 s).
                clicked = widget.property("clicked")
                if clicked is not None and time.monotonic() - float(clicked) < 3.0:
                    continue
                if clicked is not None:
                    self.event("click-ignored", what="Leave it")
                widget.setProperty("clicked", time.monotonic())
                leave = next(
                    b for b in widget.buttons() if widget.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole
                )
                QTimer.singleShot(0, lambda b=leave: QTest.mouseClick(b, Qt.MouseButton.LeftButton))

    def click(self, button: QPushButton, done: Callable[[], object], what: str) -> None:
        """Click ``button`` as a person does, once its window is on screen, and wait for ``done``;
        a click that did nothing in 3 s is told (``click-ignored``) and made again."""
        self.wait(lambda: _on_screen(button.window()), f"{what} on screen", 5.0)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        try:
            self.wait(done, what, 3.0)
        except AssertionError:
            self.event("click-ignored", what=what, enabled=button.isEnabled(), visible=button.isVisible())
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            self.wait(done, what)

    def when_shown(self, name: str, act: Callable[[Any], None]) -> None:
        """Once the dialog ``name`` shows (a modal one runs its own loop), do ``act`` with it."""
        deadline = time.monotonic() + WAIT_S
        timer = QTimer(self.window)

        def look() -> None:
            found = [w for w in QApplication.topLevelWidgets() if w.objectName() == name and w.isVisible()]
            if found:
                timer.stop()
                timer.deleteLater()
                try:
                    act(found[0])
                except Exception:
                    # Told, and the dialog given up (its own loop would otherwise hold the app).
                    self.event("error", text=traceback.format_exc())
                    found[0].close()
            elif time.monotonic() > deadline:
                timer.stop()
                self.event("error", text=f"the dialog {name} never showed")

        timer.timeout.connect(look)
        timer.start(30)

    # ------------------------------------------------------------------ the roles

    def run(self) -> None:
        from cardgames.ui.online.controller import RemoteController

        window = self.window
        self._watch()
        # The app's start deals the last table of the profile first.
        self.wait(lambda: window.controller is not None, "the first table")
        self.event("started", pid=os.getpid())
        if self.role == "host":
            self.host()
        else:
            self.join()
        self.wait(lambda: isinstance(window.controller, RemoteController), "a seat at the online table")
        self.event("seated", names=window.controller.names(), seat=window.controller.match.seat)
        if self.role == "host":
            self.show_code()
        self.play()
        self.finish()

    def host(self) -> None:
        window = self.window

        def choose_host(dialog: Any) -> None:
            self.click(dialog.host_button, lambda: not dialog.isVisible(), "Host a table…")

        def fill_table(dialog: Any) -> None:
            dialog.game_list.setCurrentRow(next(i for i, g in enumerate(dialog.games) if g.id == "seven_up"))
            dialog.count.setValue(3)
            for i, name in enumerate(("Anna", "Ben", "Cleo")):
                dialog.names[i].setText(name)
            dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("remote"))
            dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("bot"))
            dialog.levels[2].setCurrentIndex(dialog.levels[2].findData("normal"))
            self.click(dialog.start_button, lambda: not dialog.isVisible(), "Open the table")

        self.when_shown("joinDialog", choose_host)
        self.when_shown("hostTableDialog", fill_table)
        window.menus.act_online.trigger()

    def show_code(self) -> None:
        window = self.window
        online = window.online_play
        self.wait(lambda: online.code_dialog is not None and online.code_dialog.isVisible(), "the code")
        dialog = online.code_dialog
        shown = dialog.address_label.text().splitlines()[0]
        port = int(shown.rsplit(":", 1)[1])
        server = online.server
        self.event(
            "hosted",
            code=dialog.code_label.text(),
            port=port,
            address=shown,
            server_pid=int(server.process.processId()) if server is not None else None,
        )
        # Read out to the friend: the box is closed as a person closes it.
        close = next(b for b in dialog.findChildren(QPushButton) if _is_close(b))
        self.click(close, lambda: not dialog.isVisible(), "Close (the code's box)")

    def join(self) -> None:
        window = self.window
        where = self.out / "join.json"
        self.wait(where.exists, "the table's address and code from the test")
        given = json.loads(where.read_text(encoding="utf-8"))

        def fill(dialog: Any) -> None:
            dialog.address.setEditText(given["address"])
            dialog.code.setText(given["code"])
            dialog.name.setText("Ben")
            self.click(dialog.join_button, lambda: not dialog.isVisible(), "Join")

        self.when_shown("joinDialog", fill)
        window.menus.act_online.trigger()

    def play(self) -> None:
        window = self.window
        driver = Driver(self.waiter, window)
        lost = "Connection lost — reconnecting…"
        back = "Connected again: the table goes on."
        stage = {"cut": False, "back_at": None, "german": False}

        def at(what: str) -> bool:
            if what == "summary" and window.controller is not None and window.controller.is_over:
                return True
            if what != "turn":
                return False
            self.moves += 1
            if self.role != "join":
                return False
            if not stage["cut"] and self.moves > CUT_AFTER:
                stage["cut"] = True
                self.event("cut-me", moves=self.moves)
                self.wait(lambda: lost in self.messages, "the lost-connection notice")
                self.event("lost", shown=lost)
                # Sooner than the other window's wait for this person gives up (the failure to tell).
                self.wait(lambda: back in self.messages, "the connection to come back", 15.0)
                self.event("back", shown=back)
                stage["back_at"] = self.moves
                # The table waits for this person again (their turn came back with the table).
                QTest.qWait(300)  # the table as it stands comes right after
                self.wait(lambda: window.input.active, "the turn after coming back")
            back_at = stage["back_at"]
            if not stage["german"] and back_at is not None and self.moves >= back_at + GERMAN_AFTER:
                stage["german"] = True
                self.log_before_switch = window.side.log_texts()
                window.menus.language_actions["de"].trigger()
                self.wait(lambda: window.menus.game_menu.title() == "&Spiel", "the German menus")
                self.event("german", moves=self.moves)
            return False

        self.doing = "playing"
        driver.play_on(self.rng, at, limit=3000)
        self.event("over", moves=self.moves)

    def finish(self) -> None:
        window = self.window
        online = window.online_play
        # The match's record comes from the server once it is over; the window keeps it then.
        self.wait(lambda: online.last_finished is not None, "the match's record")
        from cardgames.store.history import load_history

        self.wait(
            lambda: any(e.match.online for e in load_history(window.paths).history.matches),
            "the match history entry",
        )
        entry = online.last_finished
        result = {
            "role": self.role,
            "moves": self.moves,
            "record": entry.match.model_dump(mode="json"),
            "log": window.side.log_texts(),
            "log_before_switch": self.log_before_switch,
            "messages": self.messages,
            "status": self.status,
            "dialogs": self.dialogs,
            "language": window.settings.language,
            "final_status": window.status_text(),
            "final_message": window.statusBar().currentMessage(),
        }
        (self.out / f"{self.role}.json").write_text(json.dumps(result, indent=1), encoding="utf-8")
        self.event("written")
        window.close()


def _on_screen(widget: QWidget) -> bool:
    """Shown, and on the screen (its window exposed): where a person can click it."""
    handle = widget.windowHandle()
    return widget.isVisible() and handle is not None and handle.isExposed()


def _is_close(widget: QPushButton) -> bool:
    box = widget.parent()
    return (
        isinstance(widget, QPushButton)
        and isinstance(box, QDialogButtonBox)
        and box.buttonRole(widget) == QDialogButtonBox.ButtonRole.RejectRole
    )


def main(role: str, out: str, seed: int) -> None:
    """Run the app with its person (see the module); exits with the app's status, 3 if the
    person could not do their part."""
    from cardgames.ui.mainwindow import MainWindow

    folder = Path(out)
    person = Person(role, folder, seed)
    # The QApplication as the app makes it (the app takes the one there is), so that the driver's
    # timer can be set before the app's own start runs.
    app = QApplication(["cardgames"])
    failed: list[str] = []

    def find() -> None:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        if not windows or not windows[0].isVisible():
            QTimer.singleShot(20, find)
            return
        person.window = windows[0]
        try:
            person.run()
        except BaseException:
            failed.append(traceback.format_exc() + person.situation())
            person.event("error", text=failed[-1])
            sys.stderr.write(failed[-1])
            app.exit(3)

    QTimer.singleShot(0, find)
    from cardgames.launch import main as launch

    sys.argv = ["cardgames"]
    status = launch()
    person.event("exit", status=status)
    raise SystemExit(3 if failed else status)
