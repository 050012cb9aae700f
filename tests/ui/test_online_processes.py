"""Online play between two real app processes: one hosts a table, the other joins it through a relay
the test cuts mid-match, one switches to German; both play the whole match through their windows.

Each process is the app as ``python -m cardgames`` starts it (:func:`cardgames.launch.main`), with a
fresh profile of its own, and a person at it played by ``online_driver.py`` from inside the process
through the window's own paths (the menus, the dialogs, the table's cards and buttons). The hosted
server is the host app's own child. Under Xvfb (with openbox when there is one) where Xvfb is
installed, else on Qt's offscreen platform: both are real processes and real sockets.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from cardgames.engine import GameRecord
from cardgames.games import GAMES
from cardgames.store import app_paths
from cardgames.store.history import load_history
from tests.net.cutter import Cutter

ROOT = Path(__file__).resolve().parents[2]
#: The longest the two processes may take from their start to their end (s); every wait is shorter.
MATCH_S = 90.0
#: The status-bar notices of a lost connection and of its return, as the joining window shows them.
LOST = "Connection lost — reconnecting…"
BACK = "Connected again: the table goes on."
#: A hand's first line or a card played, as the log tells them in English and in German.
ENGLISH = re.compile(r"Hand \d+: |(Anna|Ben|Cleo) plays ")
GERMAN = re.compile(r"Runde \d+: |(Anna|Ben|Cleo) spielt ")


@contextlib.contextmanager
def screen() -> Iterator[tuple[dict[str, str], str]]:
    """The environment for the apps' windows, and what it is: an Xvfb display of its own (and
    openbox on it) where Xvfb is installed, else Qt's offscreen platform."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield {"QT_QPA_PLATFORM": "offscreen"}, "offscreen (no Xvfb here)"
        return
    read, write = os.pipe()
    # -displayfd: Xvfb takes a free display number itself and says which once it is ready.
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    manager: subprocess.Popen[bytes] | None = None
    try:
        said = b""
        deadline = time.monotonic() + 15
        while not said.endswith(b"\n") and time.monotonic() < deadline:
            ready, _, _ = select.select([read], [], [], 0.5)
            if ready:
                chunk = os.read(read, 64)
                if not chunk:
                    break
                said += chunk
        assert said.strip().isdigit(), f"Xvfb did not start ({said!r})"
        display = f":{int(said)}"
        if not _xcb_starts(display):
            yield {"QT_QPA_PLATFORM": "offscreen"}, "offscreen (Xvfb is here, Qt's xcb platform cannot start)"
            return
        what = f"Xvfb {display}"
        openbox = shutil.which("openbox")
        if openbox is not None:
            manager = subprocess.Popen(
                [openbox],
                env=dict(os.environ, DISPLAY=display),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            what += " with openbox"
        yield {"DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}, what
    finally:
        os.close(read)
        for proc in (manager, server):
            if proc is not None:
                _end(proc)


def _xcb_starts(display: str) -> bool:
    """Qt's xcb platform starts on ``display`` (its libraries are all there)."""
    probe = "from PySide6.QtGui import QGuiApplication; QGuiApplication(['probe'])"
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
    try:
        done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, timeout=20)
    except subprocess.TimeoutExpired:
        return False
    return done.returncode == 0


def _end(proc: subprocess.Popen[Any]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


def _gone(pid: int) -> bool:
    """The process ``pid`` is no more (or only a zombie waiting to be reaped)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def _left(folder: Path) -> list[str]:
    """The processes still running (not zombies) whose command line names ``folder``: the apps
    and the hosted server name their profile's folder."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            line = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace")
        except OSError:
            continue
        if str(folder) in line and not _gone(int(entry.name)):
            found.append(f"{entry.name}: {line[:200]}")
    return found


class App:
    """One app process with its person (``online_driver.py``) and its own profile."""

    def __init__(self, role: str, seed: int, base: Path, env: dict[str, str]) -> None:
        self.role = role
        self.home = base / role
        self.out = base
        config = self.home / "config"
        config.mkdir(parents=True)
        # A returning player's profile: no welcome, no animation, bots without a pause, no sound,
        # every move the person's own; the last table was Seven-up against a bot; hosting on
        # 127.0.0.1 only.
        person = "Anna" if role == "host" else "Ben"
        settings = {
            "language": "en",
            "animation_speed": "off",
            "bot_delay_ms": 0,
            "sound_on": False,
            "auto_play_forced": False,
            # The hosted table's server listens on a free port of this computer only.
            "host_address": "127.0.0.1",
            "host_port": 0,
            "last_setup": {
                "game_id": "seven_up",
                "seats": [{"name": person, "kind": "human"}, {"name": "Cleo", "kind": "bot"}],
                "options": {},
            },
        }
        (config / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        environ = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        environ.update(env, CARDGAMES_HOME=str(self.home), PYTHONPATH=str(ROOT))
        code = f"from tests.ui.online_driver import main; main({role!r}, {str(base)!r}, {seed})"
        self.log = (base / f"{role}.output").open("w")
        self.proc = subprocess.Popen(
            [sys.executable, "-c", code], env=environ, cwd=ROOT, stdout=self.log, stderr=subprocess.STDOUT
        )

    def events(self) -> list[dict[str, Any]]:
        path = self.out / f"{self.role}.events"
        if not path.exists():
            return []
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]

    def output(self) -> str:
        self.log.flush()
        return (self.out / f"{self.role}.output").read_text(encoding="utf-8", errors="replace")[-4000:]

    def result(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads((self.out / f"{self.role}.json").read_text(encoding="utf-8"))
        return data


def wait_for(apps: list[App], role: str, what: str, until: float) -> dict[str, Any]:
    """The first ``what`` event of ``role``'s app; fails at once when an app fails or ends early."""
    app = next(a for a in apps if a.role == role)
    while time.monotonic() < until:
        if any(e["event"] == "error" for a in apps for e in a.events()):
            # Where the other side stands: the app's own answer to SIGUSR1 is its threads' stacks.
            for a in apps:
                if a.proc.poll() is None:
                    a.proc.send_signal(signal.SIGUSR1)
            time.sleep(1.0)
            told = [f"{a.role}: {e['text']}" for a in apps for e in a.events() if e["event"] == "error"]
            told += [f"{a.role}'s output:\n{a.output()}" for a in apps]
            raise AssertionError("\n".join(told))
        found = [e for e in app.events() if e["event"] == what]
        if found:
            return found[0]
        for a in apps:
            ended = a.proc.poll()
            done = any(e["event"] == "written" for e in a.events())
            if ended is not None and (a is app or ended != 0 or not done):
                raise AssertionError(f"{a.role} ended ({ended}) before {role}'s {what}\n{a.output()}")
        time.sleep(0.05)
    raise AssertionError(f"{role}'s {what} never came\n" + "\n".join(a.output() for a in apps))


def test_two_app_processes_play_online_through_a_cut(tmp_path: Path) -> None:
    """Host and join in two real app processes: a whole three-seat Seven-up match (the host, the
    person joining, a normal bot on the host's server), the joining window switched to German
    mid-match while the host's stays English, the joining window's connection cut mid-match and
    back by itself; both keep the same finished match in their match history, marked online, and
    the host's server ends with the host."""
    started = time.monotonic()
    apps: list[App] = []
    cutter: Cutter | None = None
    server_pid: int | None = None
    with screen() as (env, where):
        try:
            apps = [App("host", 11, tmp_path, env), App("join", 12, tmp_path, env)]
            until = started + MATCH_S
            hosted = wait_for(apps, "host", "hosted", until)
            server_pid = hosted["server_pid"]
            assert server_pid is not None
            # Everything of the joining app goes through the relay to the host's server on 127.0.0.1.
            cutter = Cutter(hosted["port"])
            given = {"address": f"127.0.0.1:{cutter.port}", "code": hosted["code"]}
            (tmp_path / "join.json.part").write_text(json.dumps(given), encoding="utf-8")
            (tmp_path / "join.json.part").rename(tmp_path / "join.json")
            wait_for(apps, "join", "seated", until)
            wait_for(apps, "join", "cut-me", until)
            assert cutter.accepted == 1
            cutter.cut()
            wait_for(apps, "join", "back", until)
            assert cutter.accepted >= 2, "the joining app did not come back through the relay"
            wait_for(apps, "join", "german", until)
            for app in apps:
                wait_for(apps, app.role, "written", until)
            for app in apps:
                app.proc.wait(max(1.0, until - time.monotonic()))
                status = app.proc.returncode
                assert status == 0, f"{app.role} ended with {status}\n{app.output()}"
            took = time.monotonic() - started
            # The host's server was the host app's child: it ended with the host.
            deadline = time.monotonic() + 5
            while not _gone(server_pid) and time.monotonic() < deadline:
                time.sleep(0.1)
            assert _gone(server_pid), "the hosted server outlived the host app"
            assert _left(tmp_path) == []

            results = {app.role: app.result() for app in apps}
            a, b = results["host"], results["join"]
            # The same finished match on both sides, marked online, and a whole match when replayed.
            same = ("match_id", "game_id", "options", "seats", "seed", "actions", "online")
            assert {k: a["record"][k] for k in same} == {k: b["record"][k] for k in same}
            assert a["record"]["online"] is True
            assert [s["name"] for s in a["record"]["seats"]] == ["Anna", "Ben", "Cleo"]
            assert [s["kind"] for s in a["record"]["seats"]] == ["human", "human", "bot"]
            record = GameRecord(
                game_id=a["record"]["game_id"],
                num_players=len(a["record"]["seats"]),
                seed=a["record"]["seed"],
                options=a["record"]["options"],
                actions=tuple(a["record"]["actions"]),
            )
            assert record.replay(GAMES[record.game_id]).is_over
            for app in apps:
                kept = load_history(app_paths({"CARDGAMES_HOME": str(app.home)})).history.matches
                assert [e.match.model_dump(mode="json") for e in kept] == [results[app.role]["record"]]
                assert kept[0].match.online
            # Each person played their own moves through the window.
            assert a["moves"] > 5
            assert b["moves"] > 5

            # The joining window said the connection was lost and that it came back.
            assert LOST in b["messages"]
            assert BACK in b["messages"][b["messages"].index(LOST) :]
            # The host's window heard nothing of it but its own table.
            assert LOST not in a["messages"]
            # German from the switch on for the one who switched, English throughout for the other.
            assert a["language"] == "en"
            assert b["language"] == "de"
            # (The log is told again in the new language: every line of the switched window is German.)
            assert any(ENGLISH.match(line) for line in a["log"]), a["log"][:5]
            assert not any(GERMAN.match(line) for line in a["log"])
            before = b["log_before_switch"]
            assert LOST in before
            assert not any(GERMAN.match(line) for line in before)
            assert any(GERMAN.match(line) for line in b["log"]), b["log"][:5]
            assert not any(ENGLISH.match(line) for line in b["log"])
            assert "Verbindung verloren — verbinde neu…" in b["log"]
            assert "Ben lost the connection." in a["messages"]
            assert "Ben is back at the table." in a["messages"]
            assert any(s.startswith("Waiting for Ben") for s in a["status"])
            assert not any(s.startswith("Warte auf") for s in a["status"])
            assert any(s.startswith("Warte auf Anna") for s in b["status"])
            assert a["final_status"].startswith("The match is over: ")
            assert b["final_status"].startswith("Die Partie ist vorbei: ")
            # A click that did nothing the first time (the driver clicked again): said, for a look.
            ignored = [
                f"{a.role}: {e['what']}" for a in apps for e in a.events() if e["event"] == "click-ignored"
            ]
            print(
                f"\n{where}: the match took {took:.1f} s, {len(record.actions)} moves "
                f"(host {a['moves']}, join {b['moves']}); relay connections {cutter.accepted}; "
                f"dialogs host {a['dialogs']}, join {b['dialogs']}; clicks made twice {ignored}"
            )
        finally:
            if cutter is not None:
                cutter.close()
            for app in apps:
                _end(app.proc)
                app.log.close()
            if server_pid is not None and not _gone(server_pid):
                os.kill(server_pid, signal.SIGKILL)
