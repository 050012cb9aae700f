"""What a play-test of online tables met, in the real window against real servers: a hosted seat's
placeholder name gives way to the friend who joined; the table's hint in the Hint box; the log after
an agreed undo; quitting while hosting; join errors in the window's language; the name used online
remembered; the host dialog's seats; a full table offered to watch. Every wait is bounded."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any

from cardgames.net import protocol as p
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.online.controller import RemoteController

from .driving import friend
from .test_online import WAIT, Script, _join, server

__all__ = ["server"]  # the fixture, for pytest


def _host(qtbot: Any, window: MainWindow, seats: list[p.SeatSpec], **kw: Any) -> RemoteController:
    window.online_play.host(p.Create(game="ftw", seats=seats, **kw))
    qtbot.waitUntil(lambda: isinstance(window.controller, RemoteController), timeout=int(WAIT * 1000))
    controller = window.controller
    assert isinstance(controller, RemoteController)
    return controller


def test_the_friend_who_joins_replaces_the_placeholder_everywhere(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any
) -> None:
    """Anna hosts with seat 2 a person elsewhere ("Guest 2"); Bernd joins: the plate, the score
    table and every log line from then on say Bernd, never the placeholder."""
    window = make_window()
    seats = [p.SeatSpec(kind="person", name="Anna"), p.SeatSpec(kind="person", name="Guest 2")]
    controller = _host(qtbot, window, seats)
    assert window.scene.plates[1].name == "Guest 2"
    server = window.online_play.server
    assert server is not None
    assert server.port is not None
    done, out = threading.Event(), {}
    friend(f"ws://127.0.0.1:{server.port}", controller.code, "Bernd", 1, done, out, wait=WAIT)
    try:
        qtbot.waitUntil(lambda: controller.names()[1] == "Bernd", timeout=int(WAIT * 1000))
        qtbot.waitUntil(lambda: window.scene.plates[1].name == "Bernd", timeout=5000)
        assert window.side.scores.item(1, 0).text().endswith("Bernd (person)")
        joined = len(window.side.log_texts())
        driver = driver_for(window)
        driver.play_on(random.Random(3), lambda what: controller.actors.count(1) >= 2, limit=200)
        later = window.side.log_texts()[joined:]
        assert any(t.startswith("Bernd ") for t in later), later
        assert not any("Guest 2" in t for t in later), later
        assert "Guest 2" not in window.status_text()
    finally:
        done.set()
    assert "error" not in out, out.get("error")


def test_the_tables_hint_shows_in_the_hint_box_and_is_logged_once(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any, server: str
) -> None:
    """Online Hint: the table's suggestion replaces "The coach is thinking…" in the Hint box, a click
    on it picks its cards, and asking again at the same position adds no log line."""
    script = Script(server, "ftw", ["Anna", "Ben"], seed=4, hints=True)
    script.pause = 0.3
    script.start()
    window = make_window()
    _join(qtbot, window, server, script.wait_code())
    driver = driver_for(window)
    driver.wait_for_person()
    coach = window.side.coach
    window.hints.ask()

    def said() -> list[str]:
        return [t for t in window.side.log_texts() if t.startswith("The table suggests: ")]

    qtbot.waitUntil(lambda: bool(said()), timeout=int(WAIT * 1000))
    move = said()[0].removeprefix("The table suggests: ")
    qtbot.waitUntil(lambda: "The coach is thinking…" not in coach.texts(), timeout=2000)
    assert f"<b>{move}</b>" in coach.texts()
    for _ in range(3):
        window.hints.ask()
        qtbot.wait(300)
    assert said() == [f"The table suggests: {move}"]
    assert coach.isVisible()
    assert f"<b>{move}</b>" in coach.texts()
    row = coach.rows[0]
    assert row.action is not None
    row.clicked.emit(row.action)
    assert window.input.proposed == row.action
    assert window.hints.describe(row.action) == move


def test_after_an_agreed_undo_the_log_no_longer_lists_the_taken_back_move(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any, server: str
) -> None:
    """Undo online, agreed by the other person: as after a local undo, the taken-back move's lines
    are gone from the log, and a line says a move was taken back."""
    script = Script(server, "ftw", ["Anna", "Ben"], seed=4)
    script.pause = 0.3
    script.start()
    window = make_window()
    controller = _join(qtbot, window, server, script.wait_code())
    driver = driver_for(window)
    driver.wait_for_person()
    before = window.side.log_texts()
    driver.play(controller.legal_actions()[0])
    qtbot.waitUntil(lambda: controller.actors.count(0) == 1, timeout=int(WAIT * 1000))
    moves = controller.match.seq
    mine = [t for t in window.side.log_texts()[len(before) :] if t.startswith("Anna ")]
    assert mine
    window.undo()
    qtbot.waitUntil(lambda: controller.match.seq < moves, timeout=int(WAIT * 1000))
    qtbot.waitUntil(
        lambda: any("a move was taken back" in t for t in window.side.log_texts()), timeout=int(WAIT * 1000)
    )
    after = window.side.log_texts()
    assert after[: len(before)] == before
    assert not any(t in after[len(before) :] for t in mine), after
    assert [e for e in controller.log if e.kind != "notice" and e.move > controller.match.seq] == []


def test_closing_while_hosting_a_friend_asks_and_the_friend_sees_the_table_is_down(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any
) -> None:
    """Anna hosts, Bernd (another window) joined. Closing Anna's window asks first (no: it stays
    open, the table runs on); yes: the server stops, and Bernd's table is not playable meanwhile:
    no "your turn" badge, no choices, the status line and a click say it reconnects."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from .conftest import answers

    host = make_window()
    seats = [p.SeatSpec(kind="person", name="Anna"), p.SeatSpec(kind="person", name="Guest 2")]
    hosted = _host(qtbot, host, seats)
    server = host.online_play.server
    assert server is not None
    assert server.port is not None
    friend = make_window()
    joined = _join(qtbot, friend, f"ws://127.0.0.1:{server.port}", hosted.code, "Bernd")
    qtbot.waitUntil(lambda: hosted.names()[1] == "Bernd", timeout=int(WAIT * 1000))
    driver = driver_for(host)
    for _ in range(20):  # Anna plays until it is Bernd's turn
        qtbot.waitUntil(lambda: "human" in (joined.phase, hosted.phase), timeout=int(WAIT * 1000))
        if joined.phase == "human":
            break
        driver.play(hosted.legal_actions()[0])
        qtbot.waitUntil(lambda: hosted.phase != "human", timeout=int(WAIT * 1000))
    qtbot.waitUntil(lambda: bool(friend.status.badges()), timeout=int(WAIT * 1000))
    # No: nothing stops.
    answers(host).close_hosting_answer = False
    host.close()
    assert answers(host).close_hosting_asked == 1
    assert host.isVisible()
    assert server.running
    # Yes: the table stops for everyone.
    answers(host).close_hosting_answer = True
    host.close()
    assert not host.isVisible()
    qtbot.waitUntil(lambda: joined.lost, timeout=int(WAIT * 1000))
    qtbot.waitUntil(lambda: friend.status.badges() == {}, timeout=5000)
    assert not friend.input.active
    assert joined.legal_actions() == []
    assert friend.status_text() == "Connection lost — reconnecting…"
    assert all(plate._badge.text() == "" for plate in friend.scene.plates)
    friend.statusBar().clearMessage()
    viewport = friend.canvas.viewport()
    QTest.mouseClick(
        viewport, Qt.MouseButton.LeftButton, pos=QPoint(viewport.width() // 2, viewport.height() - 40)
    )
    assert friend.statusBar().currentMessage() == "Connection lost — reconnecting…"
    joined.shutdown()


def _through_join_dialog(
    qtbot: Any, window: MainWindow, address: str, code: str, name: str | None = None
) -> dict[str, str]:
    """Game > Play online… as a person uses it: the dialog as it opens (what it shows), then filled
    in and Join pressed."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cardgames.ui.online.dialogs import JoinDialog

    shown: dict[str, str] = {}

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, JoinDialog):
            QTimer.singleShot(50, fill)
            return
        shown.update(address=dialog.address.currentText(), code=dialog.code.text(), name=dialog.name.text())
        dialog.address.setEditText(address)
        dialog.code.setText(code)
        if name is not None:
            dialog.name.setText(name)
        dialog.buttons.accepted.emit()

    QTimer.singleShot(0, fill)
    window.online_play.open_dialog()
    return shown


def _free_port() -> int:
    import socket

    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        return int(free.getsockname()[1])


def test_a_join_nobody_answers_is_said_plainly_kept_as_typed_and_not_remembered(
    qtbot: Any, make_window: Callable[..., MainWindow], server: str
) -> None:
    """A port nobody listens on: the window says so in its own words (never the system's English
    error), the address is not remembered, the dialog opens again with what was typed, and the
    next table's log does not start with the error."""
    window = make_window()
    online = window.online_play
    port = _free_port()
    _through_join_dialog(qtbot, window, f"127.0.0.1:{port}", "ABC-DEF-GHJ", "Bernd")
    qtbot.waitUntil(lambda: online.pending is None, timeout=int(WAIT * 1000))
    said = window.statusBar().currentMessage()
    assert said == (
        f"Nobody answers at 127.0.0.1:{port}. Is the address right, and is the table's server running?"
    )
    assert "Errno" not in said
    assert window.settings.online_servers == []
    # The dialog again: as typed.
    script = Script(server, "ftw", ["Anna", "Ben"], seed=8)
    script.pause = 0.3
    script.start()
    shown = _through_join_dialog(qtbot, window, server.removeprefix("ws://"), script.wait_code())
    assert shown == {"address": f"127.0.0.1:{port}", "code": "ABC-DEF-GHJ", "name": "Bernd"}
    qtbot.waitUntil(lambda: isinstance(window.controller, RemoteController), timeout=int(WAIT * 1000))
    assert not any("Nobody answers" in t for t in window.side.log_texts())
    assert window.settings.online_servers == [server]


def test_a_german_window_says_nobody_answers_in_german(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.set_language("de")
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == "&Spiel", timeout=5000)
    port = _free_port()
    window.online_play.join(f"ws://127.0.0.1:{port}", p.Join(code="ABCDEFGHJ", name="Anna"))
    qtbot.waitUntil(lambda: window.online_play.pending is None, timeout=int(WAIT * 1000))
    said = window.statusBar().currentMessage()
    assert said.startswith(f"Unter 127.0.0.1:{port} antwortet niemand."), said


def test_the_name_used_online_is_remembered_for_joining_and_hosting(
    qtbot: Any, make_window: Callable[..., MainWindow], server: str
) -> None:
    from cardgames.ui.online.dialogs import HostTableDialog
    from cardgames.ui.setup import default_setup

    script = Script(server, "ftw", ["Anna", "Ben"], seed=9)
    script.pause = 0.3
    script.start()
    window = make_window()
    _through_join_dialog(qtbot, window, server.removeprefix("ws://"), script.wait_code(), "Bernd")
    qtbot.waitUntil(lambda: isinstance(window.controller, RemoteController), timeout=int(WAIT * 1000))
    assert window.settings.online_name == "Bernd"
    window.lifecycle.stop_match()
    assert window.online_play.online_name() == "Bernd"
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLineEdit

    seen: list[str] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(50, look)
            return
        name = dialog.findChild(QLineEdit, "joinName")
        seen.append(name.text() if name is not None else "?")
        dialog.reject()

    QTimer.singleShot(0, look)
    window.online_play.open_dialog()
    assert seen[-1] == "Bernd"
    host = HostTableDialog(default_setup(), window, me=window.online_play.online_name())
    qtbot.addWidget(host)
    assert host.names[0].text() == "Bernd"


def test_the_host_dialog_names_guests_refuses_a_table_of_bots_and_keeps_its_choices(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cardgames.ui.online.dialogs import HostTableDialog
    from cardgames.ui.setup import default_setup

    window = make_window()
    dialog = HostTableDialog(default_setup(), window, me="Anna")
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    for i in (1, 2):
        dialog.kinds[i].setCurrentIndex(0)  # a person elsewhere
    assert [dialog.names[i].text() for i in range(3)] == ["Anna", "Guest 2", "Guest 3"]
    assert dialog.start_button.isEnabled()
    create = dialog.result_create()
    assert [(s.kind, s.name) for s in create.seats] == [
        ("person", "Anna"),
        ("person", "Guest 2"),
        ("person", "Guest 3"),
    ]
    for i in (1, 2):
        dialog.kinds[i].setCurrentIndex(1)  # bots only
    assert not dialog.start_button.isEnabled()
    assert "Invite at least one person, or play a local match" in dialog.error.text()
    assert dialog.error.isVisibleTo(dialog)
    assert "Guest" not in dialog.names[1].text()
    # Hints and onlookers as chosen last time.

    def choose(hints: bool) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, HostTableDialog):
            QTimer.singleShot(50, lambda: choose(hints))
            return
        seen.append(box.hints.isChecked())
        box.kinds[1].setCurrentIndex(0)
        box.hints.setChecked(hints)
        box.onlookers.setChecked(False)
        box.accept()

    seen: list[bool] = []
    hosted: list[p.Create] = []  # (the table itself is hosted in the tests above)
    window.online_play.host = hosted.append  # type: ignore[method-assign]
    QTimer.singleShot(0, lambda: choose(True))
    window.online_play.host_dialog()
    assert hosted
    assert hosted[0].hints
    assert not hosted[0].onlookers
    QTimer.singleShot(0, lambda: choose(False))
    window.online_play.host_dialog()
    assert seen == [False, True]
    assert window.settings.host_onlookers is False


def test_the_code_in_the_log_stays_whole_and_leaving_says_what_happens_online(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any
) -> None:
    """The hosted table's code in the log never breaks at its hyphens (non-breaking ones, and a
    code copied from there is still taken); the leave question says what leaving does online,
    not that the match is kept under Recent games."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .conftest import answers

    window = make_window()
    seats = [p.SeatSpec(kind="person", name="Anna"), p.SeatSpec(kind="bot", name="Ben", level="easy")]
    controller = _host(qtbot, window, seats)
    line = next(t for t in window.side.log_texts() if t.startswith("Your table's code is "))
    shown = line.removeprefix("Your table's code is ").split(";")[0]
    assert shown == p.format_code(controller.code).replace("-", "\u2011")
    assert p.normalize_code(shown) == controller.code
    driver_for(window).play_on(random.Random(2), lambda what: bool(controller.state.history), limit=50)
    answers(window).leave_answer = None
    seen: list[str] = []

    def read() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(50, read)
            return
        seen.append(box.informativeText())
        box.reject()

    QTimer.singleShot(0, read)
    assert not window.lifecycle.confirm_leave()
    assert seen
    assert "Recent games" not in seen[0]
    assert seen[0].startswith("A bot plays your seat from now on; the table's server keeps the match")


def test_a_full_table_is_offered_to_watch_and_watched(
    qtbot: Any, make_window: Callable[..., MainWindow], server: str
) -> None:
    """Joining a table whose seats are all taken: asked to watch it instead; yes, the window follows
    the table as an onlooker (no seat, no hand of anyone's, nobody's choices here)."""
    from .conftest import answers

    script = Script(server, "ftw", ["Anna", "Ben"], seed=11)
    script.pause = 0.3
    script.start()
    code = script.wait_code()
    # Seat 0 is taken by a friend who joins the script's table.
    done, out = threading.Event(), {}
    friend(server, code, "Cleo", 0, done, out, wait=WAIT)
    try:
        qtbot.waitUntil(lambda: "client" in out, timeout=int(WAIT * 1000))
        window = make_window()
        answers(window).watch_answer = True
        window.online_play.join(server, p.Join(code=code, name="Dora"))
        qtbot.waitUntil(lambda: isinstance(window.controller, RemoteController), timeout=int(WAIT * 1000))
        controller = window.controller
        assert isinstance(controller, RemoteController)
        assert controller.match.seat is None
        assert controller.names() == ["Cleo", "Ben"]
        qtbot.waitUntil(lambda: len(controller.actors) >= 2, timeout=int(WAIT * 1000))
        assert not window.input.active
        assert controller.legal_actions() == []
    finally:
        done.set()
