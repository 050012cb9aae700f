"""Ctrl+C and SIGTERM close the real app as its close button does.

The app runs as its own process (offscreen) with two hard bots, so the search process is busy
when the signal comes. Ctrl+C in a terminal reaches the whole process group (the search process
too); SIGTERM is sent to the app alone, as a session manager or ``kill`` sends it. Either way: the
process ends within a second or so, with 128 + the signal's number, the settings are written (the
window's place), the autosave loads with every move seen, no search process is left, and nothing
is said on stderr but Qt's offscreen chatter.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardgames.store import app_paths, load_match

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")

#: Generous: the close itself takes a few hundredths of a second, but a loaded laptop may keep the
#: process from running for seconds. A close that waited for anything (a search, a bot) hangs.
EXIT_WITHIN = 15.0


def _home(tmp_path: Path, level: str = "hard") -> Path:
    """Two bots at Seven-up as the last setup, animations fast, a short bot pause."""
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    seats = [{"name": name, "kind": "bot", "level": level} for name in ("Ada", "Ben")]
    settings = {
        "language": "en",
        "animation_speed": "fast",
        "bot_delay_ms": 40,
        "last_setup": {"game_id": "seven_up", "seats": seats, "options": {}},
    }
    (home / "config" / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    return home


@pytest.fixture
def started() -> Iterator[list[subprocess.Popen[str]]]:
    """Apps started by a test, each in a session of its own; their groups are killed afterwards."""
    apps: list[subprocess.Popen[str]] = []
    yield apps
    for app in apps:
        if app.poll() is None:
            os.killpg(app.pid, signal.SIGKILL)
        app.wait(10)


def _as_a_terminal_starts_it() -> None:
    """Ctrl+C and Ctrl+\\ as a terminal gives a command: by default. A test run started in the
    background of a script inherits them ignored (POSIX), and the app rightly leaves an ignored
    SIGINT ignored, so without this the Ctrl+C tests would test the shell, not the app."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGQUIT, signal.SIG_DFL)


def _start(home: Path, apps: list[subprocess.Popen[str]]) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_HOME": str(home)}
    app = subprocess.Popen(
        [sys.executable, "-m", "cardgames"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a terminal gives a command
        preexec_fn=_as_a_terminal_starts_it,
    )
    apps.append(app)
    return app


def _saved_actions(home: Path) -> list[str]:
    try:
        data = json.loads((home / "data" / "autosave.cardtable").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    return list(data.get("actions", []))


def _wait_for_moves(app: subprocess.Popen[str], home: Path, moves: int, seconds: float = 90) -> list[str]:
    """The autosave's actions once the bots have made ``moves`` (the app must keep running)."""
    deadline = time.monotonic() + seconds
    while len(seen := _saved_actions(home)) < moves:
        assert app.poll() is None, app.stderr.read() if app.stderr else ""
        assert time.monotonic() < deadline, "the bots made no moves"
        time.sleep(0.05)
    return seen


def _children(pid: int) -> list[int]:
    with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as listing:
        return [int(x) for x in listing.read().split()]


def _alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting for its parent counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as status:
            return status.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def _stacks(app: subprocess.Popen[str]) -> str:
    """A hanging app's threads, as its SIGUSR1 writes them to stderr; then the app is killed."""
    os.kill(app.pid, signal.SIGUSR1)
    time.sleep(1.0)
    os.killpg(app.pid, signal.SIGKILL)
    app.wait(10)
    return (app.stderr.read() if app.stderr else "")[-6000:]


def test_sigusr1_writes_every_threads_stack_and_the_app_goes_on(
    tmp_path: Path, started: list[subprocess.Popen[str]]
) -> None:
    """``kill -USR1`` says where a hanging app hangs: each thread's stack on stderr, nothing ended."""
    home = _home(tmp_path)
    app = _start(home, started)
    moves = len(_wait_for_moves(app, home, 2))
    os.kill(app.pid, signal.SIGUSR1)
    _wait_for_moves(app, home, moves + 2)  # the app goes on: the bots move on after it
    os.kill(app.pid, signal.SIGTERM)
    app.wait(30)
    err = app.stderr.read() if app.stderr else ""
    assert app.returncode == 128 + signal.SIGTERM, err
    assert "Current thread 0x" in err, err  # the main thread, which caught the signal
    assert "botworker.py" in err, err  # and the bots' thread, waiting for a job or searching


@pytest.mark.skipif(not os.path.exists("/proc/self/task"), reason="reads the process tree from /proc (Linux)")
@pytest.mark.parametrize(("name", "to_group"), [("SIGINT", True), ("SIGTERM", False)])
def test_a_signal_closes_the_app_as_the_close_button_does(
    tmp_path: Path, started: list[subprocess.Popen[str]], name: str, to_group: bool
) -> None:
    number = getattr(signal, name)
    home = _home(tmp_path)
    app = _start(home, started)
    seen = _wait_for_moves(app, home, 4)
    children = _children(app.pid)
    assert children, "the hard bots' search process should be running"

    sent = time.monotonic()
    if to_group:
        os.killpg(app.pid, number)  # Ctrl+C in the terminal
    else:
        os.kill(app.pid, number)
    try:
        app.wait(30)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"{name} did not end the app; where it hangs:\n{_stacks(app)}") from None
    took = time.monotonic() - sent
    err = app.stderr.read() if app.stderr else ""

    assert app.returncode == 128 + number, err
    assert took < EXIT_WITHIN, f"{took:.2f} s after {name}"
    assert "Traceback" not in err, err
    assert "leaked" not in err, err
    settings = json.loads((home / "config" / "settings.json").read_text(encoding="utf-8"))
    assert settings["window_geometry"], "the window's place was not written"
    loaded = load_match(app_paths({"CARDGAMES_HOME": str(home)}).autosave_file)
    assert loaded.notice is None
    assert loaded.state is not None
    saved = [a.text() for a in loaded.state.history]
    assert saved[: len(seen)] == seen, "a move seen in the autosave was lost"
    end = time.monotonic() + 5
    while any(_alive(pid) for pid in children):
        assert time.monotonic() < end, f"left running: {[pid for pid in children if _alive(pid)]}"
        time.sleep(0.05)


#: The app's own start (``main``), with a watch that says "asking" once the resume question is up.
ASKING = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import cardgames.ui.app as app

def watch():
    box = QApplication.activeModalWidget()
    if box is not None and box.objectName() == "resumePrompt":
        print("asking", flush=True)
    else:
        QTimer.singleShot(50, watch)

made = app.create_window
def create_window(*args):
    window = made(*args)
    QTimer.singleShot(50, watch)
    return window

app.create_window = create_window
sys.exit(app.main([]))
"""


def test_a_signal_during_the_resume_question_keeps_the_match(
    tmp_path: Path, started: list[subprocess.Popen[str]]
) -> None:
    """SIGTERM while the start asks "Resume or Discard?": the app ends, and the unfinished match is
    still there for the next start (an unanswered question is not "Discard")."""
    home = _home(tmp_path, level="normal")
    app = _start(home, started)
    _wait_for_moves(app, home, 3, 60)
    os.killpg(app.pid, signal.SIGKILL)
    app.wait(10)
    before = (home / "data" / "autosave.cardtable").read_bytes()

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_HOME": str(home)}
    again = subprocess.Popen(
        [sys.executable, "-c", ASKING],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    started.append(again)
    assert again.stdout is not None
    assert again.stdout.readline().strip() == "asking", again.stderr.read() if again.stderr else ""
    os.kill(again.pid, signal.SIGTERM)
    try:
        again.wait(30)
    except subprocess.TimeoutExpired:
        raise AssertionError("SIGTERM did not end the app at the resume question") from None
    assert again.returncode == 128 + signal.SIGTERM
    assert (home / "data" / "autosave.cardtable").read_bytes() == before


def _catches_sigterm(pid: int) -> bool:
    """True once the process catches SIGTERM (Python does not by default: the app's own handlers
    are in place, before the window exists)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("SigCgt:"):
                    return bool(int(line.split()[1], 16) >> (signal.SIGTERM - 1) & 1)
    except FileNotFoundError:
        pass
    return False


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="/proc (Linux)")
def test_ctrl_c_while_the_app_starts_ends_it_without_a_traceback(
    tmp_path: Path, started: list[subprocess.Popen[str]]
) -> None:
    """Ctrl+C in the first moments of a first start (the window not built yet, the welcome to come)
    ends the start: exit 130, no window left waiting, no traceback. (It was lost: the app went on
    to the welcome and waited there.)"""
    home = tmp_path / "home"  # no settings: a first start, which would welcome the player
    app = _start(home, started)
    deadline = time.monotonic() + 30
    while not _catches_sigterm(app.pid):
        assert app.poll() is None, app.stderr.read() if app.stderr else ""
        assert time.monotonic() < deadline, "the app never caught SIGTERM"
        time.sleep(0.001)
    os.killpg(app.pid, signal.SIGINT)
    try:
        app.wait(30)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"Ctrl+C at the start was lost; where it waits:\n{_stacks(app)}") from None
    err = app.stderr.read() if app.stderr else ""
    assert app.returncode == 128 + signal.SIGINT, err
    assert "Traceback" not in err, err


#: The app's own start, with Ctrl+C coming at a chosen moment of it (argv[1]) and the events handled
#: then, as Qt may handle them while the start builds: "window" while the main window is being made,
#: "shown" once it is shown but before the app's event loop runs.
EARLY = """
import os, signal, sys
from PySide6.QtWidgets import QApplication
import cardgames.ui.app as app
import cardgames.ui.mainwindow as mainwindow

when = sys.argv[1]

def ctrl_c():
    os.kill(os.getpid(), signal.SIGINT)
    QApplication.processEvents()

made = mainwindow.MainWindow.__init__
def init(self, *args, **kwargs):
    if when == "window":
        ctrl_c()
    made(self, *args, **kwargs)
mainwindow.MainWindow.__init__ = init

run = app._run_app
def run_app(application, window, args):
    run(application, window, args)
    if when == "shown":
        ctrl_c()
app._run_app = run_app
sys.exit(app.main([]))
"""


@pytest.mark.parametrize("when", ["window", "shown"])
def test_ctrl_c_before_the_event_loop_runs_is_not_lost(
    tmp_path: Path, started: list[subprocess.Popen[str]], when: str
) -> None:
    """Ctrl+C while the start still builds (Qt handling events before its loop runs) ends the app:
    exit 130, no window left waiting for nobody (it was lost: the app went on to the welcome)."""
    home = tmp_path / "home"  # a first start: the welcome would wait for the player
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_HOME": str(home)}
    app = subprocess.Popen(
        [sys.executable, "-c", EARLY, when],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=_as_a_terminal_starts_it,
    )
    started.append(app)
    try:
        app.wait(30)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"Ctrl+C was lost; where the app waits:\n{_stacks(app)}") from None
    err = app.stderr.read() if app.stderr else ""
    assert app.returncode == 128 + signal.SIGINT, err
    assert "Traceback" not in err, err
