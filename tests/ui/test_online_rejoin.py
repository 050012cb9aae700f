"""Nothing is lost when the app goes away mid-match online: the seat taken is kept in the profile
(``online.json``, owner-only), the next window offers to rejoin it and the match goes on where it
stood; a real app process killed with SIGKILL comes back with ``--resume``; a hosted table's server
starts again on the same database and port and the friend's own client comes back by itself; a
discarded seat is given to a bot at once; a refused seat, a finished table and an unreachable
server are each said clearly; a damaged file is set aside. Real servers on 127.0.0.1, bounded
waits, everything stopped at the end."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from websockets.asyncio.client import connect

from cardgames.net import protocol as p
from cardgames.store import Paths, Settings
from cardgames.store.history import load_history
from cardgames.store.online import OnlineSeat, load_online_seat, save_online_seat
from cardgames.ui.controller import GameController
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.online.controller import RemoteController
from cardgames.ui.online.play import shown_code
from cardgames.ui.setup import default_setup

from .conftest import answers
from .driving import friend
from .test_online import ROOT, WAIT, Script, _join, _play_to_the_end, server

__all__ = ["server"]  # the fixture, shared with test_online


def _free_port() -> int:
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        return int(free.getsockname()[1])


def _kept(home: Paths) -> OnlineSeat | None:
    return load_online_seat(home, set_aside=False).seat


def _rejoining_window(make_window: Callable[..., MainWindow], answer: bool | None) -> MainWindow:
    """A new window on the same profile, its start's questions answered (Rejoin: True)."""
    window = make_window()
    answers(window).rejoin_answer = answer
    window.begin()
    return window


class Watcher(Script):
    """The script of test_online, which also keeps every table it is told of and can hold its
    moves (``hold``) while the other seat is away, so the match waits for it to come back."""

    def __init__(self, *args: Any, seat_wait: float = 60.0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.create = self.create.model_copy(update={"seat_wait": seat_wait})
        self.tables: list[p.TableInfo] = []
        self.actors: list[int] = []
        #: Do not move while seat 0 is away (a bot standing in, or not connected).
        self.hold = False

    async def _play(self) -> None:
        async with connect(self.url, open_timeout=WAIT, max_size=2**22) as ws:
            await ws.send(p.Hello(protocol=p.PROTOCOL, client="script").model_dump_json())
            await ws.send(self.create.model_dump_json())
            sent: set[int] = set()
            waiting: p.Snapshot | p.Update | None = None
            while True:
                try:
                    msg = p.parse_server(await asyncio.wait_for(ws.recv(), 0.2))
                except TimeoutError:
                    msg = None
                if isinstance(msg, p.Seated):
                    self.code = msg.table.code
                    self.tables.append(msg.table)
                    self.coded.set()
                elif isinstance(msg, p.TableOut):
                    self.tables.append(msg.table)
                elif isinstance(msg, p.RecordOut):
                    self.record = msg
                    return
                elif isinstance(msg, p.Update):
                    self.actors.append(msg.actor if msg.actor is not None else -1)
                if isinstance(msg, p.Snapshot | p.Update):
                    waiting = msg if msg.legal else None
                away = self.tables and not self.tables[-1].seats[0].connected
                if waiting is not None and waiting.seq not in sent and not (self.hold and away):
                    sent.add(waiting.seq)
                    await asyncio.sleep(self.pause)
                    action = self.rng.choice(waiting.legal)
                    await ws.send(p.Act(seq=waiting.seq, action=action).model_dump_json())
                    waiting = None

    def seat0(self) -> list[tuple[bool, bool]]:
        """Seat 0 as every table told: (connected, a bot standing in)."""
        return [(t.seats[0].connected, t.seats[0].standing_in) for t in self.tables]


def _wait(check: Callable[[], bool], what: str, limit: float = WAIT) -> None:
    deadline = time.monotonic() + limit
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {limit} s: {what}")
        time.sleep(0.1)


# ---------------------------------------------------------------------------- in the window


def test_a_closed_window_rejoins_its_table_and_plays_it_to_the_end(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any, server: str, home: Paths
) -> None:
    """Join from the window and play some moves; close the window as the app does at quit: the seat
    stays kept (owner-only, with its token). A new window on the profile offers it; Rejoin: the
    table stands as it was left, and the match plays to its end and into the match history,
    after which the seat is forgotten."""
    script = Script(server, "seven_up", ["Anna", "Ben"], seed=7)
    script.pause = 0.1
    script.start()
    window = make_window()
    controller = _join(qtbot, window, server, script.wait_code())
    kept = _kept(home)
    assert kept is not None
    assert (kept.url, kept.code, kept.seat, kept.name, kept.game_id) == (
        server,
        controller.code,
        0,
        "Anna",
        "seven_up",
    )
    assert kept.token == controller.token
    assert not kept.hosted
    if os.name == "posix":
        assert stat.S_IMODE(os.stat(home.online_file).st_mode) == 0o600
    assert kept.token not in repr(kept)
    driver = driver_for(window)
    driver.play_on(random.Random(7), lambda what: controller.actors.count(0) >= 2, limit=200)
    moves = controller.match.seq
    window.close()
    assert _kept(home) == kept  # closing keeps the seat: it is the person's still

    again = _rejoining_window(make_window, True)
    qtbot.waitUntil(lambda: isinstance(again.controller, RemoteController), timeout=int(WAIT * 1000))
    rejoined = again.controller
    assert isinstance(rejoined, RemoteController)
    assert rejoined.code == kept.code
    assert rejoined.match.seat == 0
    assert rejoined.match.seq >= moves
    assert rejoined.actors[: len(controller.actors)] == controller.actors
    _play_to_the_end(qtbot, again, driver_for(again), 8)
    qtbot.waitUntil(lambda: script.record is not None, timeout=int(WAIT * 1000))
    assert script.error is None
    qtbot.waitUntil(lambda: bool(load_history(home).history.matches), timeout=int(WAIT * 1000))
    assert load_history(home).history.matches[0].match.online
    assert not home.online_file.exists()


def test_rejoin_is_offered_with_the_game_and_the_code(
    qtbot: Any, make_window: Callable[..., MainWindow], server: str, home: Paths
) -> None:
    """The question names the game and the table's code, offers Rejoin, Discard and Later; Later
    keeps the seat, and Game > Play online… offers it again."""
    script = Script(server, "seven_up", ["Anna", "Ben"], seed=3)
    script.pause = 0.5
    script.start()
    window = make_window()
    controller = _join(qtbot, window, server, script.wait_code())
    code = controller.code
    window.close()
    again = make_window()
    asked: list[QMessageBox] = []

    def later() -> None:
        box = again.findChild(QMessageBox, "rejoinPrompt")
        if box is None or not box.isVisible():
            QTimer.singleShot(50, later)
            return
        asked.append(box)
        next(b for b in box.buttons() if b.objectName() == "laterButton").click()

    QTimer.singleShot(50, later)
    again.begin()
    assert asked
    box = asked[0]
    assert box.text() == f"Rejoin the online table (Seven-up, code {p.format_code(code)})?"
    buttons = {b.objectName() for b in box.buttons()}
    assert {"rejoinButton", "discardButton", "laterButton"} <= buttons
    assert _kept(home) is not None  # Later: kept
    assert isinstance(again.controller, GameController)  # and the last table is dealt meanwhile
    answers(again).rejoin_answer = True
    answers(again).leave_answer = True
    again.online_play.open_dialog()  # Game > Play online…: the kept seat first
    qtbot.waitUntil(lambda: isinstance(again.controller, RemoteController), timeout=int(WAIT * 1000))
    assert again.controller.code == code  # type: ignore[union-attr]


def test_discard_gives_the_seat_to_a_bot_at_once_and_forgets_it(
    qtbot: Any, make_window: Callable[..., MainWindow], server: str, home: Paths
) -> None:
    script = Watcher(server, "seven_up", ["Anna", "Ben"], seed=4, seat_wait=600.0)
    script.pause = 0.3
    script.start()
    window = make_window()
    _join(qtbot, window, server, script.wait_code())
    window.close()
    qtbot.waitUntil(lambda: script.seat0()[-1] == (False, False), timeout=int(WAIT * 1000))
    again = _rejoining_window(make_window, False)
    assert not home.online_file.exists()
    # The table's wait is ten minutes, yet a bot plays the seat at once: it was left.
    qtbot.waitUntil(lambda: script.seat0()[-1][1], timeout=int(WAIT * 1000))
    leaving = again.online_play.leaving
    assert leaving is not None
    leaving.join(WAIT)
    assert isinstance(again.controller, GameController)


def test_a_refused_seat_is_said_and_forgotten(
    qtbot: Any, make_window: Callable[..., MainWindow], server: str, home: Paths
) -> None:
    """A kept seat whose token the table does not know (or a table that is gone) cannot be taken
    back: a box says so, the seat is forgotten, and the app goes on."""
    script = Script(server, "seven_up", ["Anna", "Ben"], seed=5)
    script.pause = 0.5
    script.start()
    window = make_window()
    _join(qtbot, window, server, script.wait_code())
    window.close()
    kept = _kept(home)
    assert kept is not None
    data = json.loads(home.online_file.read_text())
    data["token"] = "x" * 22
    home.online_file.write_text(json.dumps(data))
    again = _rejoining_window(make_window, True)
    online = again.online_play
    qtbot.waitUntil(lambda: online.rejoining is None and online.pending is None, timeout=int(WAIT * 1000))
    box = again.findChild(QMessageBox, "onlineFailure")
    assert box is not None
    assert box.text().startswith(
        f"Your seat at the online table {shown_code(kept.code)} cannot be taken back, and is forgotten. "
        "The table says: "
    )
    assert "x" * 22 not in box.text()
    assert not home.online_file.exists()
    assert again.controller is None or not again.controller.online
    box.close()


def test_an_unreachable_server_is_said_and_the_seat_kept(
    qtbot: Any, make_window: Callable[..., MainWindow], home: Paths
) -> None:
    """The server of a kept seat cannot be reached: said once, the seat stays kept, and the link
    keeps trying; a local match started meanwhile gives the attempt up, not the seat."""
    port = _free_port()
    seat = OnlineSeat(
        url=f"ws://127.0.0.1:{port}", code="ABCDEFGHJ", seat=0, token="t" * 22, name="Anna", game_id="ftw"
    )
    save_online_seat(seat, home)
    window = _rejoining_window(make_window, True)
    online = window.online_play
    qtbot.waitUntil(
        lambda: "cannot be reached now" in window.statusBar().currentMessage(), timeout=int(WAIT * 1000)
    )
    assert window.statusBar().currentMessage() == (
        "The server of the online table ABC\u2011DEF\u2011GHJ cannot be reached now: "
        "Card Table keeps trying. Your seat is kept."
    )
    assert online.pending is not None  # still trying
    assert _kept(home) == seat
    window.lifecycle.start_match(default_setup())
    assert online.pending is None
    assert _kept(home) == seat


def test_a_new_local_match_leaves_the_online_table_for_good(
    qtbot: Any, make_window: Callable[..., MainWindow], server: str, home: Paths
) -> None:
    """Game > New game at an online table, agreed: the seat is left (a bot plays it at once) and
    forgotten, so it is not offered again."""
    script = Watcher(server, "seven_up", ["Anna", "Ben"], seed=6, seat_wait=600.0)
    script.pause = 0.3
    script.start()
    window = make_window()
    _join(qtbot, window, server, script.wait_code())
    assert home.online_file.exists()
    window.lifecycle.start_match(default_setup())
    assert not home.online_file.exists()
    qtbot.waitUntil(lambda: bool(script.seat0()) and script.seat0()[-1][1], timeout=int(WAIT * 1000))


def test_a_damaged_online_file_is_set_aside_with_a_message(
    qtbot: Any, make_window: Callable[..., MainWindow], home: Paths
) -> None:
    home.data.mkdir(parents=True, exist_ok=True)
    home.online_file.write_text('{"url": "ws://x:1", "seat": "zero"')
    window = make_window()
    answers(window).rejoin_answer = True
    window.begin()
    assert not home.online_file.exists()
    kept = list(home.data.glob("online.json.broken*")) + list(home.data.glob("online*.broken*"))
    assert kept, list(home.data.iterdir())
    assert kept[0].read_text() == '{"url": "ws://x:1", "seat": "zero"'
    assert any("online seat could not be read" in t for t in window.side.log_texts())
    assert isinstance(window.controller, GameController)  # the app started as usual


# ---------------------------------------------------------------------------- a hosted table


def test_a_hosted_table_comes_back_on_the_same_port_and_the_friend_with_it(
    qtbot: Any, make_window: Callable[..., MainWindow], driver_for: Any, home: Paths
) -> None:
    """Host a table (the server as the app's child, on the port of the settings); a friend's client
    joins. The window closes: its server ends. A new window rejoins: the server starts again on
    the same database and port, the friend's client comes back by itself, and the match goes on
    to its end."""
    port = _free_port()
    window = make_window(
        settings=Settings(
            animation_speed="off",
            bot_delay_ms=0,
            auto_play_forced=False,
            host_port=port,
            host_address="127.0.0.1",
        )
    )
    online = window.online_play
    online.host(
        p.Create(
            game="seven_up",
            seats=[p.SeatSpec(kind="person", name="Anna"), p.SeatSpec(kind="person", name="Ben")],
            sit=0,
        )
    )
    qtbot.waitUntil(lambda: isinstance(window.controller, RemoteController), timeout=int(WAIT * 1000))
    controller = window.controller
    assert isinstance(controller, RemoteController)
    assert online.server is not None
    assert online.server.port == port
    kept = _kept(home)
    assert kept is not None
    assert kept.hosted
    assert kept.port == port
    assert kept.db == str(home.data / "server.sqlite3")
    done = threading.Event()
    out: dict[str, Any] = {}
    friend_thread = friend(
        f"ws://127.0.0.1:{port}", controller.code, "Ben", 1, done, out, seed=9, pause=0.1, wait=WAIT
    )
    try:
        qtbot.waitUntil(lambda: controller.table.seats[1].connected, timeout=int(WAIT * 1000))
        driver = driver_for(window)
        driver.play_on(random.Random(9), lambda what: controller.actors.count(0) >= 2, limit=200)
        moves = controller.match.seq
        process = online.server.process
        window.close()
        assert process.state() == process.ProcessState.NotRunning

        again = _rejoining_window(make_window, True)
        qtbot.waitUntil(lambda: isinstance(again.controller, RemoteController), timeout=int(WAIT * 1000))
        back = again.online_play.server
        assert back is not None
        assert back.port == port
        assert back.db == home.data / "server.sqlite3"
        rejoined = again.controller
        assert isinstance(rejoined, RemoteController)
        assert rejoined.match.seq >= moves
        qtbot.waitUntil(
            lambda: out.get("client") is not None and out["client"].reconnects >= 1, timeout=int(WAIT * 2000)
        )
        qtbot.waitUntil(lambda: rejoined.table.seats[1].connected, timeout=int(WAIT * 1000))
        _play_to_the_end(qtbot, again, driver_for(again), 10)
        qtbot.waitUntil(lambda: out["client"].record is not None, timeout=int(WAIT * 1000))
        assert "error" not in out, out.get("error")
        assert not home.online_file.exists()
    finally:
        done.set()
        friend_thread.join(WAIT)


# ---------------------------------------------------------------------------- a real app process


def _app(home: Path, *args: str) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), CARDGAMES_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, "-m", "cardgames", "--lang", "en", *args],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.kill()
    proc.wait(10)


@pytest.fixture
def apps() -> Iterator[list[subprocess.Popen[bytes]]]:
    started: list[subprocess.Popen[bytes]] = []
    yield started
    for proc in started:
        _stop(proc)


def test_an_app_killed_mid_match_comes_back_with_resume(
    tmp_path: Path, server: str, apps: list[subprocess.Popen[bytes]]
) -> None:
    """A real app joins with ``--join``, is killed with SIGKILL: a bot stands in for its seat. Started
    again with ``--resume``, it takes the seat back (the table says so: connected, no bot). Closed
    by SIGTERM, the seat stays kept and the bot plays it to the end; started once more, the
    finished table's record lands in its match history and the seat is forgotten."""
    home = tmp_path / "profile"
    paths = Paths(config=home / "config", data=home / "data")
    script = Watcher(server, "seven_up", ["Anna", "Ben"], seed=11, seat_wait=1.0)
    script.pause = 0.1
    script.hold = True
    script.start()
    code = script.wait_code()
    address = server.removeprefix("ws://")
    first = _app(home, "--join", address, p.format_code(code).lower(), "--name", "Zoe")
    apps.append(first)
    _wait(lambda: paths.online_file.exists(), "the app kept its seat", 60)
    _wait(lambda: (True, False) in script.seat0(), "the app sat down", 30)
    kept = _kept(paths)
    assert kept is not None
    assert kept.code == code
    assert kept.name == "Zoe"
    first.send_signal(signal.SIGKILL)
    first.wait(10)
    _wait(lambda: script.seat0()[-1] == (False, True), "a bot stood in for the killed app")
    assert _kept(paths) == kept

    second = _app(home, "--resume")
    apps.append(second)
    _wait(lambda: script.seat0()[-1] == (True, False), "the app took its seat back", 60)
    assert second.poll() is None
    # Closed as a person closes it: the seat stays kept, a bot stands in, the match ends.
    script.hold = False
    second.send_signal(signal.SIGTERM)
    second.wait(30)
    assert _kept(paths) == kept
    _wait(lambda: script.record is not None, "the match reached its end", 120)
    assert script.error is None
    assert {0, 1} <= set(script.actors)

    third = _app(home, "--resume")
    apps.append(third)
    _wait(lambda: not paths.online_file.exists(), "the finished table's record came", 60)
    _wait(lambda: bool(load_history(paths, set_aside=False).history.matches), "the match history has it")
    entry = load_history(paths, set_aside=False).history.matches[0]
    assert entry.match.online
    assert [s.name for s in entry.match.seats] == ["Zoe", "Ben"]
    assert third.poll() is None
    third.send_signal(signal.SIGTERM)
    third.wait(30)


def test_join_on_the_command_line_is_checked(tmp_path: Path) -> None:
    from cardgames.ui.cli import parse_args

    args = parse_args(["--join", "127.0.0.1:7341", "abc-def-ghj", "--name", " Zoe "])
    assert args.join == ("ws://127.0.0.1:7341", "ABCDEFGHJ")
    assert args.name == "Zoe"
    for bad in (
        ["--join", "nowhere", "ABCDEFGHJ"],
        ["--join", "127.0.0.1:7341", "ABC"],
        ["--name", "Zoe"],
        ["--join", "127.0.0.1:7341", "ABCDEFGHJ", "--resume"],
    ):
        with pytest.raises(SystemExit) as stop:
            parse_args(bad)
        assert stop.value.code == 2


def test_hosting_on_a_taken_port_moves_to_a_free_one_and_says_so(
    qtbot: Any, make_window: Callable[..., MainWindow], home: Paths
) -> None:
    """The usual port is taken (another program listens there): the server listens on a free one,
    the window says the address changed, and the kept seat has the port really used."""
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = int(taken.getsockname()[1])
        window = make_window(
            settings=Settings(
                animation_speed="off",
                bot_delay_ms=0,
                auto_play_forced=False,
                host_port=port,
                host_address="127.0.0.1",
            )
        )
        online = window.online_play
        online.host(
            p.Create(
                game="ftw",
                seats=[
                    p.SeatSpec(kind="person", name="Anna"),
                    p.SeatSpec(kind="bot", name="Ben", level="easy"),
                ],
            )
        )
        qtbot.waitUntil(lambda: isinstance(window.controller, RemoteController), timeout=int(WAIT * 1000))
        server = online.server
        assert server is not None
        assert server.port is not None
        assert server.port != port
        assert server.moved_from == port
        said = f"The table server's usual port {port} is taken: it listens on port {server.port} instead"
        assert any(said in t for t in window.side.log_texts())
        kept = _kept(home)
        assert kept is not None
        assert kept.hosted
        assert kept.port == server.port
