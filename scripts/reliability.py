"""Reliability figures: how the real app copes with hostile files in its profile and with SIGKILL.

Part 1 (``--cases N``): each case plants one hostile thing in a fresh ``CARDGAMES_HOME`` (bad bytes,
JSON or values in the settings, statistics or autosave; a FIFO, folder, link to /dev/zero or dangling
link in their place; recent games naming files the app did not write) and runs the app as a
subprocess (``--resume --quit-after-paint --if-running quit``, offscreen, 60 s limit). It fails on a
crash (exit status not 0, a traceback, no first paint), a hang, or a destroyed file: planted bytes
found neither in place nor in a ``.broken*`` backup, a FIFO, folder or link replaced or moved, a
foreign file changed or set aside (also after ``load_match(path, own=False)`` in this process).

The profile's lock (``data/cardgames.lock``) gets hostile things too: a FIFO, a folder, a link to
/dev/zero, an empty or garbage file. The start must not hang nor claim "already running" (exit 3),
and what it moves aside must be found whole in a ``.broken*`` backup.

Part 2 (``--kills K``): the plain app plays a bots-only match and gets SIGKILL after a random 1-6 s.
Every poll of the autosave must parse and the autosave must load with all actions seen (else "torn",
"actions lost"); ``--resume --quit-after-paint`` must succeed, keep them, and delete a planted stale
temporary file ("stale temps left").

Part 3 (``--signals S``): the same match gets SIGINT (to its process group, as Ctrl+C in a terminal)
or SIGTERM (to the app alone), in turn. The app must end within ``SIGNAL_EXIT`` seconds with 128 + the
signal's number, write its settings with the window's place, leave no child process, and keep every
action seen in an autosave that loads ("slow", "status", "unsaved", "orphans", "lost").

    .venv/bin/python scripts/reliability.py --cases 60 --kills 20 --signals 8 --seed 1

Exit status 1 if any crash, hang, destroyed file, torn autosave, lost action or failed signal, else 0.
The figures go to stdout at the end; meanwhile a line on stderr at most every 10 s says how far it is
and about how long is left (``cardgames.tools.progress``). README's run (280 cases, 40 kills, 8
signals) takes about 4-5 minutes on two cores.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from cardgames.store import load_match
from cardgames.tools.progress import Progress

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 60.0
#: Roughly how long one hostile-file case, kill round and signal round take (their share of the
#: progress lines' time left).
COSTS = {"hostile files": 1.0, "kills": 4.5, "signals": 4.0}
#: Seconds a signal may take to close the app (it takes a few hundredths; the machine may be loaded).
SIGNAL_EXIT = 3.0
LOCK = "data/cardgames.lock"
OWN = {
    "settings": "config/settings.json",
    "statistics": "data/statistics.json",
    "autosave": "data/autosave.cardtable",
}
SEATS = [{"name": "Anna", "kind": "human"}, {"name": "Ben", "kind": "bot", "level": "normal"}]
ANNA = {"played": 3, "won": 2, "current_streak": 1, "best_streak": 2, "best_score": 12}
STALE_TEMP = re.compile(r"^\..*\.tmp$")


def valid_data(which: str, rng: random.Random) -> dict:
    """A valid file of the app's own, written by hand after the pydantic models."""
    if which == "settings":
        setup = {"game_id": "ftw", "seats": [dict(s) for s in SEATS], "options": {}}
        return {"language": "en", "animation_speed": "off", "bot_delay_ms": 0, "last_setup": setup}
    if which == "statistics":
        return {"format_version": 1, "games": {"ftw": {"Anna": dict(ANNA)}}, "counted": []}
    when, seats = "2024-05-01T12:00:00+00:00", [dict(s) for s in SEATS]
    match = {"format_version": 1, "game_id": "ftw", "seats": seats, "created": when, "updated": when}
    return {**match, "seed": rng.randrange(10**6), "actions": [], "match_id": f"{rng.getrandbits(128):032x}"}


def snapshot(path: Path) -> tuple:
    """What is at ``path``, without following links: kind and content (bytes, inode, listing, target)."""
    try:
        st = path.lstat()
    except FileNotFoundError:
        return ("missing",)
    if path.is_symlink():
        return ("link", os.readlink(path))
    if path.is_dir():
        return ("dir", tuple(sorted((c.name, snapshot(c)) for c in path.iterdir())))
    if path.is_fifo():
        return ("fifo", st.st_ino)
    if path.is_file():
        return ("file", path.read_bytes())
    return ("other", st.st_mode, st.st_ino)


@dataclass
class Case:
    """One hostile case: its home, the planted things and their snapshots before the run."""

    root: Path
    rng: random.Random
    target: str
    planted: dict[Path, tuple[tuple, bool]] = field(default_factory=dict)  # path -> (before, foreign)

    @property
    def home(self) -> Path:
        return self.root / "home"

    def plant(self, path: Path, kind: str, payload: bytes | dict | str = b"", foreign: bool = False) -> None:
        """Make a file (``payload``), fifo, dir, link (to ``payload``) or nothing at ``path`` and record it;
        a "support" file is not hostile and is not recorded."""
        path.parent.mkdir(parents=True, exist_ok=True)
        if kind in ("file", "support"):
            path.write_bytes(json.dumps(payload).encode() if isinstance(payload, dict) else payload)
        elif kind == "fifo":
            os.mkfifo(path)
        elif kind == "dir":
            path.mkdir()
            (path / "keep.txt").write_text("mine\n")
        elif kind == "link":
            path.symlink_to(str(payload))
        if kind != "support":
            self.planted[path] = (snapshot(path), foreign)

    def path(self, which: str) -> Path:
        return self.home / OWN[which]

    def own(self, payload: bytes | dict, which: str = "") -> None:
        """Plant ``payload`` at the own file ``which`` (default and then: the target)."""
        self.target = which or self.target
        self.plant(self.path(self.target), "file", payload)

    def changed(self, which: str, where: tuple, value: object) -> dict:
        """A valid ``which`` file with ``value`` put at the keys ``where``."""
        data = node = valid_data(which, self.rng)
        for key in where[:-1]:
            node = node[key]
        node[where[-1]] = value
        return data


def k_truncated_json(c: Case) -> None:
    text = json.dumps(valid_data(c.target, c.rng), indent=1).encode()
    c.own(text[: c.rng.randint(1, len(text) - 2)])


def k_dangling_link(c: Case) -> None:
    # Into a folder that exists (a write could create the file there) or into one that does not.
    (c.root / "docs").mkdir(exist_ok=True)
    folder = c.root / c.rng.choice(["docs", "gone"])
    c.plant(c.path(c.target), "link", str(folder / f"nowhere-{c.target}"))


def k_recent_foreign(c: Case) -> None:
    docs = c.root / "docs"
    c.plant(docs / "thesis.docx", "file", b"PK\x03\x04 my thesis " + c.rng.randbytes(512), foreign=True)
    c.plant(docs / ".bashrc", "file", b"export PATH=$HOME/bin:$PATH\n", foreign=True)
    c.plant(docs / "old.cardtable", "file", c.rng.randbytes(300), foreign=True)
    c.plant(docs / "x.cardtable", "fifo", foreign=True)
    c.plant(docs / "folder.cardtable", "dir", foreign=True)
    c.plant(docs / "missing.cardtable", "missing", foreign=True)
    recent = [str(p) for p in c.planted]
    c.plant(c.path("settings"), "support", c.changed("settings", ("recent_files",), recent))


WRONG_TYPES = {
    "settings": ("bot_delay_ms",),
    "statistics": ("games", "ftw", "Anna", "played"),
    "autosave": ("seed",),
}
BAD_STATS = [{"won": 5}, {"current_streak": 3}, {"played": -1}]
ILLEGAL = [["A 37", "A 37"], ["Z 1"], ["B 5 take 30"] * 3, [""]]
#: kind: (own file, keys of the changed value, the hostile value from the case's random numbers)
CHANGES: dict[str, tuple[str, tuple, Callable[[random.Random], object]]] = {
    "bot_level": ("settings", ("last_setup", "seats", 1, "level"), lambda r: r.choice(["Hard", "ultra"])),
    "geometry_non_ascii": ("settings", ("window_geometry",), lambda r: "AdnQyw\u00dc\u20ac\U0001f0a1=="),
    "geometry_huge": ("settings", ("window_geometry",), lambda r: "A" * r.choice([8193, 200_000, 2 << 20])),
    "autosave_illegal": ("autosave", ("actions",), lambda r: r.choice(ILLEGAL)),
    "autosave_ultra": ("autosave", ("seats", 1, "level"), lambda r: "ultra"),
    "stats_inconsistent": ("statistics", ("games", "ftw", "Anna"), lambda r: {**ANNA, **r.choice(BAD_STATS)}),
}
#: Each kind plants one hostile thing. ``c.target`` (settings, statistics, autosave) cycles for the
#: kinds in TARGETED; the others name their file.
KINDS: dict[str, Callable[[Case], None]] = {
    "random_bytes": lambda c: c.own(c.rng.randbytes(c.rng.randint(1, 4096))),
    "truncated_json": k_truncated_json,
    "wrong_types": lambda c: c.own(c.changed(c.target, WRONG_TYPES[c.target], "700")),
    **{
        name: lambda c, w=which, k=keys, v=value: c.own(c.changed(w, k, v(c.rng)), w)
        for name, (which, keys, value) in CHANGES.items()
    },
    "fifo": lambda c: c.plant(c.path(c.target), "fifo"),
    "folder": lambda c: c.plant(c.path(c.target), "dir"),
    "link_dev_zero": lambda c: c.plant(c.path(c.target), "link", "/dev/zero"),
    "dangling_link": k_dangling_link,
    "recent_foreign": k_recent_foreign,
    # At the lock's place: what a killed write, a power cut or a person may leave there.
    "lock_fifo": lambda c: c.plant(c.home / LOCK, "fifo"),
    "lock_folder": lambda c: c.plant(c.home / LOCK, "dir"),
    "lock_dev_zero": lambda c: c.plant(c.home / LOCK, "link", "/dev/zero"),
    "lock_empty": lambda c: c.plant(c.home / LOCK, "support", b""),  # taken over: its bytes are no one's
    "lock_garbage": lambda c: c.plant(c.home / LOCK, "support", c.rng.randbytes(c.rng.randint(1, 4096))),
}
TARGETED = {name for name in KINDS if not name.startswith("lock_")} - set(CHANGES) - {"recent_foreign"}


def run_app(home: Path, *args: str) -> tuple[int | None, str, str]:
    """The app's exit status (None after a hang: it was killed), stdout and stderr."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_HOME": str(home)}
    cmd, pipe = [sys.executable, "-m", "cardgames", *args], subprocess.PIPE
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, text=True, errors="replace", stdout=pipe, stderr=pipe)
    try:
        out, err = proc.communicate(timeout=TIMEOUT)
        return proc.returncode, out, err
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        return None, out, err


def app_problem(status: int | None, out: str, err: str) -> tuple[str, str] | None:
    """("hang"|"crash", reason) for a failed run, else None."""
    if status is None:
        return "hang", f"no exit within {TIMEOUT:.0f} s"
    if status != 0 or "Traceback" in err:
        return "crash", f"exit status {status}" + (", traceback" if "Traceback" in err else "")
    if "first-paint-ms" not in out:
        return "crash", "exit 0 without first paint"
    return None


def destroyed(path: Path, before: tuple, foreign: bool) -> str | None:
    """Why the planted thing at ``path`` counts as destroyed, or None."""
    backups = sorted(path.parent.glob(path.name + ".broken*"))
    now = snapshot(path)
    if foreign:
        if now != before or backups:
            return f"foreign {path.name}: {before[0]} is now {now[0]}" + (", set aside" if backups else "")
        return None
    # Moved aside whole (a damaged file, or anything at the lock's place) is not destroyed.
    if now == before or any(snapshot(b) == before for b in backups):
        return None
    return f"{path.name}: planted {before[0]} now {now[0]}, not found in {len(backups)} backup(s)"


def foreign_load(path: Path) -> tuple[str, str] | None:
    """``load_match(path, own=False)`` in a thread; ("hang"|"crash", reason) if it fails."""
    result: list[str] = []

    def work() -> None:
        try:
            load_match(path, own=False)
            result.append("")
        except BaseException as exc:
            result.append(f"{type(exc).__name__}: {exc}")

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    thread.join(5)
    if thread.is_alive():
        return "hang", f"load_match({path.name}, own=False) still running after 5 s"
    return ("crash", f"load_match({path.name}) raised {result[0]}") if result[0] else None


def run_case(index: int, seed: int, failures: list, counts: dict[str, Counter]) -> None:
    name = list(KINDS)[index % len(KINDS)]
    case_seed = seed * 10_000 + index
    with tempfile.TemporaryDirectory(prefix="cardgames-rel-") as tmp:
        case = Case(Path(tmp), random.Random(case_seed), list(OWN)[index // len(KINDS) % len(OWN)])
        KINDS[name](case)
        label = f"{name}@{case.target}" if name in TARGETED else name
        if not os.path.lexists(case.path("settings")):
            case.plant(case.path("settings"), "support", valid_data("settings", case.rng))
        status, out, err = run_app(case.home, "--resume", "--quit-after-paint", "--if-running", "quit")
        problems = [p for p in [app_problem(status, out, err)] if p]
        for path, (before, foreign) in case.planted.items():
            problems += [("destroyed", why)] if (why := destroyed(path, before, foreign)) else []
            if foreign and why is None:  # then the in-process check of a file the player chose
                problems += [problem] if (problem := foreign_load(path)) else []
                why = destroyed(path, before, foreign)
                problems += [("destroyed", f"by load_match: {why}")] if why else []
    counts[name]["tried"] += 1
    for what, reason in problems:
        counts[name][what] += 1
        failures.append((f"case {index} {label}", case_seed, f"{what}: {reason}", err))


def kill_settings(k: int) -> dict:
    """Bots only: FTW?! with three normal bots, or (odd rounds) Seven-up with a normal and an easy one."""
    game, bots = ("ftw", ["normal"] * 3) if k % 2 == 0 else ("seven_up", ["normal", "easy"])
    seats = [{"name": f"Bot {i}", "kind": "bot", "level": level} for i, level in enumerate(bots)]
    setup = {"game_id": game, "seats": seats, "options": {}}
    return {"language": "en", "animation_speed": "off", "bot_delay_ms": 30, "last_setup": setup}


def watch_autosave(proc: subprocess.Popen, autosave: Path, wait: float) -> tuple[tuple | None, list[str]]:
    """Poll the autosave for ``wait`` seconds: the latest (match id, actions) seen with the
    most actions, and why reads did not parse (each one is a torn autosave)."""
    deadline, last, torn = time.monotonic() + wait, None, []
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            raw = autosave.read_bytes()
            doc = json.loads(raw)
            seen = (doc["match_id"], len(doc["actions"]))
        except FileNotFoundError:
            pass
        except (OSError, ValueError, KeyError, TypeError) as exc:
            torn.append(f"torn autosave while running: {type(exc).__name__}: {exc}")
        else:
            if last is None or seen[0] != last[0] or seen[1] >= last[1]:
                last = seen
        time.sleep(0.03)
    return last, torn


def counted_ids(home: Path) -> list:
    """The ids of the matches counted in the statistics (their autosave is deleted once counted)."""
    try:
        return json.loads((home / OWN["statistics"]).read_bytes()).get("counted", [])
    except (OSError, ValueError):
        return []


def run_kill(k: int, seed: int, failures: list, totals: Counter) -> None:
    kill_seed = seed * 10_000 + k
    label = f"kill {k} {kill_settings(k)['last_setup']['game_id']}"
    with tempfile.TemporaryDirectory(prefix="cardgames-kill-") as tmp:
        home = Path(tmp) / "home"
        autosave, data = home / OWN["autosave"], home / "data"
        (home / "config").mkdir(parents=True)
        (home / OWN["settings"]).write_text(json.dumps(kill_settings(k)))
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_HOME": str(home)}
        wait = random.Random(kill_seed).uniform(1, 6)
        with open(Path(tmp) / "stderr.txt", "w+", errors="replace") as err_file:
            cmd = [sys.executable, "-m", "cardgames"]
            proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=err_file)
            last, torn = watch_autosave(proc, autosave, wait)
            early = proc.poll()
            proc.kill()  # SIGKILL
            proc.wait()
            err_file.seek(0)
            err = err_file.read()
        problems = [("torn", reason, err) for reason in torn]
        if early is not None:
            problems.append(("crash", f"exited by itself ({early}) before the kill", err))
        expect, kept_id, resume_id = 0, None, None
        if autosave.exists():
            loaded = load_match(autosave, own=False)
            if loaded.match is None or loaded.state is None or loaded.notice is not None:
                problems.append(("torn", f"the autosave does not load after the kill: {loaded.notice}", err))
            else:
                kept_id, expect = loaded.match.match_id, len(loaded.match.actions)
                # A finished match is counted and discarded by the restart; an unfinished one resumes.
                resume_id = None if loaded.state.is_over else kept_id
        if last is not None:
            lost = max(0, last[1] - expect) if kept_id == last[0] else last[1]
            if kept_id != last[0] and last[0] in counted_ids(home):
                lost = 0  # the match last seen ended: it is counted in the statistics, its autosave deleted
            if lost:
                totals["lost"] += lost
                now = f"{expect} actions of {'the same' if kept_id == last[0] else 'another'} match"
                now = now if autosave.exists() else "missing"
                why = f"{lost} of {last[1]} seen action(s) lost, killed after {wait:.1f} s (autosave: {now})"
                problems.append(("lost", why, err))
            totals["max_seen"] = max(totals["max_seen"], last[1])
        data.mkdir(parents=True, exist_ok=True)
        (data / ".autosave.cardtableab12cd_9.tmp").write_text('{"half": ')  # as a killed write leaves it
        status, out, err = run_app(home, "--resume", "--quit-after-paint")
        problems += [(p[0], f"restart: {p[1]}", err)] if (p := app_problem(status, out, err)) else []
        if resume_id is not None and resume_id not in counted_ids(home):
            after = load_match(autosave, own=False).match if autosave.exists() else None
            kept = len(after.actions) if after is not None and after.match_id == resume_id else 0
            if kept < expect:
                totals["lost"] += expect - kept
                problems.append(
                    ("lost", f"{expect - kept} of {expect} saved action(s) gone after --resume", err)
                )
        totals["stale"] += sum(1 for p in data.iterdir() if STALE_TEMP.match(p.name))
    for what, reason, stderr in problems:
        totals[what] += what != "lost"  # lost counts actions, added above
        failures.append((label, kill_seed, f"{what}: {reason}", stderr))


def _alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie counts as ended; Linux's /proc, else a null signal)."""
    stat_file = Path(f"/proc/{pid}/stat")
    if stat_file.parent.parent.is_dir():
        try:
            return stat_file.read_text().rsplit(")", 1)[1].split()[0] != "Z"
        except (OSError, IndexError):
            return False
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True


def run_signal(k: int, seed: int, failures: list, totals: Counter) -> None:
    """The app plays a bots-only match; SIGINT to its group (even rounds) or SIGTERM to it (odd).
    Every other pair of rounds has hard bots, so the search process is busy when the signal comes."""
    number = signal.SIGINT if k % 2 == 0 else signal.SIGTERM
    settings = kill_settings(k)
    if (k // 2) % 2 == 1:
        for seat in settings["last_setup"]["seats"]:
            seat["level"] = "hard"
    level = settings["last_setup"]["seats"][0]["level"]
    label = f"signal {k} {number.name} {settings['last_setup']['game_id']} {level}"
    with tempfile.TemporaryDirectory(prefix="cardgames-signal-") as tmp:
        home = Path(tmp) / "home"
        autosave = home / OWN["autosave"]
        (home / "config").mkdir(parents=True)
        (home / OWN["settings"]).write_text(json.dumps(settings))
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_HOME": str(home)}
        wait = random.Random(seed * 10_000 + k).uniform(1, 6)
        problems: list[tuple[str, str]] = []
        with open(Path(tmp) / "stderr.txt", "w+", errors="replace") as err_file:
            cmd = [sys.executable, "-m", "cardgames"]
            proc = subprocess.Popen(
                cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=err_file, start_new_session=True
            )
            # A signal during a match: the first move is saved before the wait begins.
            started = time.monotonic()
            while not autosave.exists() and proc.poll() is None and time.monotonic() - started < TIMEOUT:
                time.sleep(0.03)
            last, torn = watch_autosave(proc, autosave, wait)
            problems += [("torn", reason) for reason in torn]
            children = _children(proc.pid)
            sent = time.monotonic()
            if number == signal.SIGINT:
                os.killpg(proc.pid, number)
            else:
                os.kill(proc.pid, number)
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                problems.append(("hang", f"still running 30 s after {number.name}"))
            took = time.monotonic() - sent
            totals["slowest"] = max(totals["slowest"], int(took * 1000))
            if took > SIGNAL_EXIT:
                problems.append(("slow", f"{took:.2f} s to end after {number.name}"))
            if proc.returncode != 128 + number:
                problems.append(("status", f"exit status {proc.returncode}, not {128 + number}"))
            time.sleep(0.3)
            left = [pid for pid in children if _alive(pid)]
            if left:
                problems.append(("orphans", f"child processes left: {left}"))
                for pid in left:
                    with contextlib.suppress(OSError):
                        os.kill(pid, signal.SIGKILL)
            err_file.seek(0)
            err = err_file.read()
        if "Traceback" in err or "leaked" in err:
            problems.append(("status", "a traceback or a leak warning on stderr"))
        try:
            geometry = json.loads((home / OWN["settings"]).read_text()).get("window_geometry")
        except (OSError, ValueError):
            geometry = None
        if not geometry:
            problems.append(("unsaved", "the settings hold no window place"))
        loaded = load_match(autosave, own=False) if autosave.exists() else None
        if last is not None and last[0] not in counted_ids(home):
            kept = 0
            if loaded is not None and loaded.match is not None and loaded.match.match_id == last[0]:
                kept = len(loaded.match.actions)
            if kept < last[1]:
                totals["lost"] += last[1] - kept
                problems.append(("lost", f"{last[1] - kept} of {last[1]} seen action(s) not in the autosave"))
    for what, reason in problems:
        totals[what] += what != "lost"
        failures.append((label, seed * 10_000 + k, f"{what}: {reason}", err))


def _children(pid: int) -> list[int]:
    """The child processes of ``pid`` (Linux), else none."""
    try:
        return [int(x) for x in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=60, help="hostile-file cases (default 60)")
    parser.add_argument("--kills", type=int, default=20, help="SIGKILL rounds (default 20)")
    parser.add_argument("--signals", type=int, default=8, help="SIGINT/SIGTERM rounds (default 8)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the cases and the kill times")
    args = parser.parse_args()
    start = time.monotonic()
    failures: list[tuple[str, int, str, str]] = []
    counts: dict[str, Counter] = {name: Counter() for name in KINDS}
    planned = {"hostile files": args.cases, "kills": args.kills, "signals": args.signals}
    done = dict.fromkeys(planned, 0)
    meter = Progress("reliability")
    whole = sum(COSTS[part] * n for part, n in planned.items()) or 1.0

    def step(part: str) -> None:
        done[part] += 1
        what = ", ".join(f"{name} {done[name]}/{n}" for name, n in planned.items() if n)
        meter.report(what, sum(COSTS[name] * n for name, n in done.items()) / whole)

    for index in range(args.cases):
        run_case(index, args.seed, failures, counts)
        step("hostile files")
    part1 = time.monotonic() - start
    totals: Counter = Counter()
    for k in range(args.kills):
        run_kill(k, args.seed, failures, totals)
        step("kills")
    part2 = time.monotonic() - start
    signals: Counter = Counter()
    for k in range(args.signals):
        run_signal(k, args.seed, failures, signals)
        step("signals")
    wall = time.monotonic() - start
    meter.finish(f"{sum(planned.values())} rounds")

    print(f"{'hostile files: kind':<26}{'tried':>6}{'crash':>7}{'hang':>6}{'destroyed':>11}")
    total: Counter = Counter()
    for name, c in counts.items():
        total.update(c)
        print(f"  {name:<24}{c['tried']:>6}{c['crash']:>7}{c['hang']:>6}{c['destroyed']:>11}")
    print(f"  {'total':<24}{total['tried']:>6}{total['crash']:>7}{total['hang']:>6}{total['destroyed']:>11}")
    print(
        f"kills: {args.kills} rounds, crashes {totals['crash']}, hangs {totals['hang']}, "
        f"torn autosaves {totals['torn']}, actions lost {totals['lost']}, stale temps left "
        f"{totals['stale']} (1 planted per round), most actions seen {totals['max_seen']}"
    )
    print(
        f"signals: {args.signals} rounds (SIGINT to the group, SIGTERM to the app, in turn), hangs "
        f"{signals['hang']}, slow {signals['slow']}, wrong status {signals['status']}, settings unsaved "
        f"{signals['unsaved']}, orphans {signals['orphans']}, actions lost {signals['lost']}, slowest "
        f"{signals['slowest']} ms"
    )
    print(
        f"wall time {wall:.1f} s (hostile files {part1:.1f} s, kills {part2 - part1:.1f} s, "
        f"signals {wall - part2:.1f} s)"
    )
    for label, case_seed, reason, err in failures:
        print(f"FAIL {label} (seed {case_seed}): {reason}")
        for line in [line for line in err.splitlines() if line.strip()][-4:]:
            print(f"    | {line[:200]}")
    bad = sum(total[key] for key in ("crash", "hang", "destroyed"))
    bad += sum(totals[key] for key in ("crash", "hang", "torn", "lost"))
    bad += sum(signals[key] for key in ("hang", "slow", "status", "unsaved", "orphans", "lost"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
