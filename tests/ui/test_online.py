"""Game > Play online… in the real window against a real server process on 127.0.0.1: joining a
table and playing it to its end through the table's own input, while the other seat is played by a
script over a real connection; the host's flow (the server as the app's child, the code shown);
chat that stays plain text; a dropped connection that comes back; a German window beside an English
player. Every wait is bounded."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from websockets.asyncio.client import connect

from cardgames.net import protocol as p
from cardgames.store.history import load_history
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.online.controller import RemoteController
from cardgames.ui.online.play import OnlinePlay

ROOT = Path(__file__).resolve().parents[2]
WAIT = 20.0


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    """The table server started as the app starts it (its launcher with ``--serve``), on a free port
    of 127.0.0.1 with a fresh database; its URL. Ended at the test's end."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "cardgames", "--serve", "--host", "127.0.0.1", "--port", "0"]
    cmd += ["--db", str(tmp_path / "server.sqlite3"), "--test-seeds", "--quiet"]
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        prefix = "cardgames-server listening on "
        assert line.startswith(prefix), line
        yield line[len(prefix) :].strip()
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)


class Script(threading.Thread):
    """A person elsewhere, played by a script over its own connection: it creates a table (sitting at
    seat 1), then plays a seeded random legal move whenever the server offers one, and keeps every
    chat line it hears, until the match's record comes."""

    def __init__(self, url: str, game: str, names: list[str], seed: int, hints: bool = False) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.create = p.Create(
            game=game,
            seats=[p.SeatSpec(kind="person", name=n) for n in names],
            sit=1,
            seed=seed,
            hints=hints,
        )
        self.rng = random.Random(seed)
        self.code: str | None = None
        self.coded = threading.Event()
        self.record: p.RecordOut | None = None
        self.chats: list[p.ChatOut] = []
        self.error: BaseException | None = None
        self.pause = 0.0
        #: The answer to an undo asked by the other seat.
        self.agree = True

    def run(self) -> None:
        try:
            asyncio.run(self._play())
        except BaseException as exc:  # told to the test
            self.error = exc
            self.coded.set()

    async def _play(self) -> None:
        async with connect(self.url, open_timeout=WAIT, max_size=2**22) as ws:
            await ws.send(p.Hello(protocol=p.PROTOCOL, client="script").model_dump_json())
            await ws.send(self.create.model_dump_json())
            sent: set[int] = set()
            while True:
                msg = p.parse_server(await asyncio.wait_for(ws.recv(), 120))
                if isinstance(msg, p.Seated):
                    self.code = msg.table.code
                    self.coded.set()
                elif isinstance(msg, p.ChatOut):
                    self.chats.append(msg)
                elif isinstance(msg, p.UndoAsked) and msg.by != 1:
                    await ws.send(p.UndoAnswer(agree=self.agree).model_dump_json())
                elif isinstance(msg, p.RecordOut):
                    self.record = msg
                    return
                elif isinstance(msg, p.Snapshot | p.Update) and msg.legal and msg.seq not in sent:
                    sent.add(msg.seq)
                    if self.pause:
                        await asyncio.sleep(self.pause)
                    await ws.send(p.Act(seq=msg.seq, action=self.rng.choice(msg.legal)).model_dump_json())

    def wait_code(self) -> str:
        assert self.coded.wait(WAIT), "the script's table was not created"
        if self.error is not None:
            raise self.error
        assert self.code is not None
        return self.code


def _join(qtbot: Any, window: MainWindow, url: str, code: str, name: str = "Anna") -> RemoteController:
    """Join as the dialog does once filled in (the dialog itself: test_join_dialog_checks_what_is_typed)."""
    window.online_play.join(url, p.Join(code=code, name=name))
    qtbot.waitUntil(lambda: isinstance(window.controller, RemoteController), timeout=int(WAIT * 1000))
    controller = window.controller
    assert isinstance(controller, RemoteController)
    return controller


def _play_to_the_end(qtbot: Any, window: MainWindow, driver: Any, seed: int) -> None:
    rng = random.Random(seed)

    def final(what: str) -> bool:
        return what == "summary" and window.controller is not None and window.controller.is_over

    driver.play_on(rng, final, limit=2000)


def test_a_whole_online_match_from_the_window_to_the_match_history(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any, server: str
) -> None:
    """Seat 0 joins a 2-seat Seven-up table from the real window and plays it by mouse to its end;
    seat 1 is a script over its own connection. The status line names who is awaited, the log
    tells the match, and the finished match lands in the match history marked online."""
    script = Script(server, "seven_up", ["Anna", "Ben"], seed=7)
    script.pause = 0.15
    script.start()
    window = make_window()
    controller = _join(qtbot, window, server, script.wait_code())
    assert controller.names() == ["Anna", "Ben"]
    seen: list[str] = []
    window.status_label.installEventFilter(window)  # nothing; the text is read below
    controller.botThinking.connect(lambda _seat: seen.append(window.status_text()))
    _play_to_the_end(qtbot, window, driver_for(window), 7)
    assert any(t == "Waiting for Ben (elsewhere)…" for t in seen), seen[:5]
    qtbot.waitUntil(lambda: script.record is not None, timeout=int(WAIT * 1000))
    assert script.error is None
    assert window.side.log.count() > 10
    assert "wins" in window.side.log_texts()[-1] or "share" in window.side.log_texts()[-1]

    def in_history() -> bool:
        assert window.paths is not None
        return bool(load_history(window.paths).history.matches)

    qtbot.waitUntil(in_history, timeout=int(WAIT * 1000))
    assert window.paths is not None
    entry = load_history(window.paths).history.matches[0]
    assert entry.match.online
    assert entry.match.game_id == "seven_up"
    assert [s.name for s in entry.match.seats] == ["Anna", "Ben"]
    # The match history says so, and it opens as a replay like any finished match.
    from cardgames.ui.dialogs.history import MatchHistoryDialog

    dialog = MatchHistoryDialog(window.paths, window)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 3).text().endswith(" · online")
    # The final summary's Look back replays it from its record, every hand face up.
    assert window.online_play.last_finished is not None
    assert window.online_play.last_finished.match == entry.match
    window.summary.look_back.emit()
    qtbot.waitUntil(lambda: window.reviewing, timeout=5000)
    assert not window.controller.online


def test_chat_is_plain_text_in_the_log(
    qtbot: Any, make_window: Callable[..., MainWindow], server: str
) -> None:
    """A line with markup is shown as typed, never rendered: the log's items are plain text."""
    script = Script(server, "ftw", ["Anna", "Ben"], seed=3)
    script.pause = 0.5
    script.start()
    window = make_window()
    _join(qtbot, window, server, script.wait_code())
    online = window.online_play
    assert online.chat is not None
    assert online.chat.isVisible()
    hostile = '<b>x</b> <img src="file:///etc/passwd">'
    online.chat.line.setText(hostile)
    online.chat.line.returnPressed.emit()
    qtbot.waitUntil(lambda: any(hostile in t for t in window.side.log_texts()), timeout=int(WAIT * 1000))
    qtbot.waitUntil(lambda: any(c.text == hostile for c in script.chats), timeout=int(WAIT * 1000))
    line = next(t for t in window.side.log_texts() if hostile in t)
    assert line == f"Anna: {hostile}"
    # Plain text: no list item of the log renders markup (a QListWidget item is never rich text).
    item = window.side.log.item(window.side.log.count() - 1)
    assert item.text() == line


def test_a_dropped_connection_shows_a_notice_and_comes_back(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any, server: str
) -> None:
    script = Script(server, "ftw", ["Anna", "Ben"], seed=5)
    script.pause = 0.2
    script.start()
    window = make_window()
    controller = _join(qtbot, window, server, script.wait_code())
    states: list[str] = []
    controller.connection.connect(states.append)
    controller.link.drop()
    qtbot.waitUntil(lambda: "lost" in states, timeout=int(WAIT * 1000))
    assert any("Connection lost — reconnecting…" in t for t in window.side.log_texts())
    qtbot.waitUntil(lambda: "back" in states, timeout=int(WAIT * 1000))
    # Back at the table: it goes on to its end.
    _play_to_the_end(qtbot, window, driver_for(window), 5)
    qtbot.waitUntil(lambda: script.record is not None, timeout=int(WAIT * 1000))


def test_a_german_window_logs_in_german_while_the_other_side_is_english(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any, server: str
) -> None:
    script = Script(server, "ftw", ["Anna", "Ben"], seed=2)
    script.pause = 0.2
    script.start()
    window = make_window()
    window.set_language("de")
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == "&Spiel", timeout=5000)
    _join(qtbot, window, server, script.wait_code())
    driver = driver_for(window)
    driver.play_on(random.Random(2), lambda what: len(window.side.log_texts()) > 6, limit=200)
    texts = window.side.log_texts()
    assert any("Runde 1 beginnt" in t for t in texts), texts[:5]


def test_hosting_starts_the_server_as_a_child_and_shows_the_code(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Host a table: the app starts its own server (a child process), creates the table, sits at
    seat 1 and shows the address and the code (ABC-DEF-GHJ); leaving the table ends the server."""
    window = make_window()
    online: OnlinePlay = window.online_play
    online.host(
        p.Create(
            game="ftw",
            seats=[p.SeatSpec(kind="person", name="Anna"), p.SeatSpec(kind="bot", name="Ben", level="easy")],
        )
    )
    qtbot.waitUntil(lambda: isinstance(window.controller, RemoteController), timeout=int(WAIT * 1000))
    qtbot.waitUntil(lambda: online.code_dialog is not None and online.code_dialog.isVisible(), timeout=5000)
    dialog = online.code_dialog
    assert dialog is not None
    controller = window.controller
    assert isinstance(controller, RemoteController)
    assert dialog.code_label.text() == p.format_code(controller.code)
    assert len(dialog.code_label.text()) == 11
    assert dialog.code_label.text()[3] == "-"
    server = online.server
    assert server is not None
    assert server.running
    assert server.port
    assert all(a.endswith(f":{server.port}") for a in dialog.addresses)
    dialog.copy()
    assert p.format_code(controller.code) in QApplication.clipboard().text()
    process = server.process
    window.lifecycle.stop_match()
    assert online.server is None
    assert process.state() == process.ProcessState.NotRunning


def test_join_dialog_checks_what_is_typed(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """A code typed any case with or without dashes is taken; a bad one or a bad address is refused
    with a clear line, and the dialog stays."""
    from cardgames.ui.online.dialogs import JoinDialog

    window = make_window()
    dialog = JoinDialog("Anna", [], window)
    qtbot.addWidget(dialog)
    dialog.address.setEditText("127.0.0.1:7341")
    dialog.code.setText("abc-def-ghj")
    assert dialog.problem() is None
    url, join = dialog.result_join()
    assert (url, join.code, join.name) == ("ws://127.0.0.1:7341", "ABCDEFGHJ", "Anna")
    dialog.code.setText("ABCDEFGH0")  # 0 is no letter of a code
    dialog.buttons.accepted.emit()
    assert dialog.error.isVisibleTo(dialog)
    assert "9 letters" in dialog.error.text()
    assert dialog.result() == 0
    dialog.code.setText("ABC DEF GHJ")
    dialog.address.setEditText("not an address")
    assert dialog.problem() is not None
    assert "address" in (dialog.problem() or "")


def test_hint_and_undo_are_asked_of_the_table(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any, server: str
) -> None:
    """A table that allows hints answers Hint with a move (said on the status line and in the log);
    undo asks the other person, who agrees: the move is taken back on the server and the table
    snaps back."""
    script = Script(server, "ftw", ["Anna", "Ben"], seed=4, hints=True)
    script.pause = 0.3
    script.start()
    window = make_window()
    controller = _join(qtbot, window, server, script.wait_code())
    driver = driver_for(window)
    driver.wait_for_person()
    assert window.act_hint.isEnabled()
    window.hints.ask()
    qtbot.waitUntil(
        lambda: any(t.startswith("The table suggests: ") for t in window.side.log_texts()),
        timeout=int(WAIT * 1000),
    )
    driver.play(controller.legal_actions()[0])
    qtbot.waitUntil(lambda: controller.actors.count(0) == 1, timeout=int(WAIT * 1000))
    moves = controller.match.seq
    window.undo()
    qtbot.waitUntil(
        lambda: any("a move was taken back" in t for t in window.side.log_texts()), timeout=int(WAIT * 1000)
    )
    qtbot.waitUntil(lambda: controller.match.seq < moves, timeout=int(WAIT * 1000))


def test_the_hosted_server_ends_when_the_app_is_killed(tmp_path: Path) -> None:
    """The server the app starts (its launcher with ``--serve``) ends by itself when the app that
    started it is gone, even killed with SIGKILL: no server outlives the app."""
    import signal
    import time

    parent_code = (
        "import pathlib, subprocess, sys, time\n"
        "from cardgames.ui.online.server import server_command\n"
        f"db = pathlib.Path({str(tmp_path / 's.sqlite3')!r})\n"
        "program, args = server_command(db, 0, '127.0.0.1')\n"
        "child = subprocess.Popen([program, *args], stdout=subprocess.PIPE, text=True)\n"
        "print(child.stdout.readline().strip(), flush=True)\n"
        "print(child.pid, flush=True)\n"
        "time.sleep(60)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    parent = subprocess.Popen([sys.executable, "-c", parent_code], stdout=subprocess.PIPE, text=True, env=env)
    assert parent.stdout is not None
    line = parent.stdout.readline()
    assert "cardgames-server listening on ws://127.0.0.1:" in line
    child = int(parent.stdout.readline())
    parent.send_signal(signal.SIGKILL)
    parent.wait(10)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        # A child whose parent died is reaped by init; until then it may linger as a zombie.
        with open(f"/proc/{child}/stat") as stat:
            if stat.read().split()[2] == "Z":
                break
        time.sleep(0.2)
    else:
        os.kill(child, signal.SIGKILL)
        raise AssertionError("the server outlived the app")


def test_a_code_no_table_has_is_refused_clearly(
    qtbot: Any, make_window: Callable[..., MainWindow], server: str
) -> None:
    """Joining with a code of no table: the server's reason is said (status line, log, a box), the
    window's own match stays, and nothing keeps running."""
    window = make_window()
    online = window.online_play
    online.join(server, p.Join(code="ABCDEFGHJ", name="Anna"))
    qtbot.waitUntil(lambda: online.pending is None, timeout=int(WAIT * 1000))
    assert window.controller is None
    assert window.statusBar().currentMessage()
    box = window.findChild(QMessageBox, "onlineFailure")
    assert box is not None
    assert box.isVisible()
    assert box.text() == window.statusBar().currentMessage()
    box.close()


def test_an_address_nobody_listens_on_is_refused_clearly(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    import socket

    with socket.socket() as free:  # a port of 127.0.0.1 that nobody listens on once closed
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    window = make_window()
    online = window.online_play
    online.join(f"ws://127.0.0.1:{port}", p.Join(code="ABCDEFGHJ", name="Anna"))
    qtbot.waitUntil(lambda: online.pending is None, timeout=int(WAIT * 1000))
    assert window.statusBar().currentMessage().startswith(f"Nobody answers at 127.0.0.1:{port}. ")


def test_a_seat_taken_up_at_another_screen_is_not_fought_over(
    qtbot: Any, make_window: Callable[..., MainWindow], server: str
) -> None:
    """Another connection comes back to this window's seat with its token (the person moved to
    another computer): the server closes this window's connection, which says so and stops trying."""
    script = Script(server, "ftw", ["Anna", "Ben"], seed=6)
    script.pause = 0.5
    script.start()
    window = make_window()
    controller = _join(qtbot, window, server, script.wait_code())
    states: list[str] = []
    controller.connection.connect(states.append)
    seat = controller.link._seat
    assert seat is not None
    code, number, token = seat

    async def take_up() -> None:
        async with connect(server, open_timeout=WAIT) as ws:
            await ws.send(p.Hello(protocol=p.PROTOCOL).model_dump_json())
            await ws.send(p.Resume(code=code, seat=number, token=token).model_dump_json())
            while not isinstance(p.parse_server(await asyncio.wait_for(ws.recv(), WAIT)), p.Snapshot):
                pass
            await asyncio.sleep(1.0)  # held while the window hears of it

    thread = threading.Thread(target=lambda: asyncio.run(take_up()))
    thread.start()
    qtbot.waitUntil(lambda: "gone" in states, timeout=int(WAIT * 1000))
    thread.join(WAIT)
    assert any("played at another screen" in t for t in window.side.log_texts())
    assert "back" not in states
