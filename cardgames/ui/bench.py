"""Benchmarks of the app as a player meets it: start-up time, memory and smoothness while bots think.

    python -m cardgames.ui.bench startup [--runs 10]
        cold start of ``python -m cardgames`` to the first painted table, in ms
        (each run is a new process; min / median / max), beside a bare PySide6
        window's first paint timed the same way in the same run, and the ratio

    python -m cardgames.ui.bench memory [--game karriere_poker --players 8 --moves 4000]
        resident memory of the app while bots play a long match (steady and peak)

    python -m cardgames.ui.bench frames [--moves 24] [--think-ms 1200] [--delay-ms 0]
        the largest gap between painted frames while cards are animated and a
        bot thinks on its thread (CPU-bound Python, as a searching bot is),
        against the same run with bots that answer at once. With the default
        bot delay of 0 the next move starts the moment the last one has been
        shown, so the work between two moves falls between frames too (the
        worst case); ``--delay-ms 700`` is the app's default pace.

    python -m cardgames.ui.bench frames --level hard [--game seven_up --players 2]
        the same with real bots of that level in every seat, made as the app
        makes them (the hard bot: its search with the default 0.3 s budget),
        so that searches overlap the card animations; also prints how long
        the bots thought.

Figures are printed, not asserted: the tests check behaviour, this checks speed.
Each figure with a target says what the target asks and whether this run met
it, ``met`` or ``MISSED`` (the start: at most 2.0x a bare Qt window; the
steady memory: at most 100 MiB; with ``--level hard``, the largest frame gap
at most 25 ms). The exit status stays 0 either way: a missed target is a
figure, not a failure of the command.
"""

from __future__ import annotations

import gc
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..ai.cli import Parser

if TYPE_CHECKING:
    import random

    from ..engine import Action, AnyBot, AnyState, Game

__all__ = ["main"]

#: The targets: the start at most this many times a bare window's, the steady memory, and the largest
#: gap between frames while hard bots search (ms).
STARTUP_TARGET = 2.0
MEMORY_TARGET_MIB = 100
FRAME_GAP_TARGET_MS = 25.0


def verdict(meaning: str, met: bool) -> str:
    """``target: MEANING: met``, or ``MISSED``: the target in words, and how this run did."""
    return f"target: {meaning}: {'met' if met else 'MISSED'}"


#: The anchor of the start-up figure: the barest PySide6 app, a main window of the table's size
#: shown and painted once, timed the same way (from before its process starts to its first paint).
BARE_WINDOW = """
import os, sys, time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 820)
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            ms = (time.time() - float(os.environ["CARDGAMES_T0"])) * 1000
            print(f"first-paint-ms {ms:.1f}", flush=True)
            app.quit()
        return False
watcher = FirstPaint()
window.installEventFilter(watcher)
window.show()
app.exec()
"""


def _first_paint(command: list[str], home: str, write_bytecode: bool = True) -> float:
    """Milliseconds from just before ``command``'s process starts to the first paint it reports."""
    env = {
        **os.environ,
        "CARDGAMES_HOME": home,
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
    }
    if write_bytecode:
        # As installed: pip compiles the bytecode, so no run pays for compiling the sources.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["CARDGAMES_T0"] = repr(time.time())
    out = subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)
    line = next((ln for ln in out.stdout.splitlines() if ln.startswith("first-paint-ms")), None)
    if line is None:
        raise RuntimeError(f"no first paint reported: {out.stdout} {out.stderr}")
    return float(line.split()[1])


def _startup(runs: int) -> tuple[list[float], list[float]]:
    """Milliseconds to the first painted table and to a bare PySide6 window's first paint, one new
    process per run, the two taking turns (so a slow spell of the machine touches both alike)."""
    app = [sys.executable, "-m", "cardgames", "--quit-after-paint", "--lang", "en"]
    bare = [sys.executable, "-c", BARE_WINDOW]
    ours: list[float] = []
    anchor: list[float] = []
    with tempfile.TemporaryDirectory() as home:
        # One run of each first, not counted: bytecode written, the profile's settings made (the
        # table is timed as a returning player meets it), the files in the system's cache.
        _first_paint(app, home)
        _first_paint(bare, home)
        for _ in range(runs):
            ours.append(_first_paint(app, home))
            anchor.append(_first_paint(bare, home))
    return ours, anchor


def _rss_kib(pid: int) -> int | None:
    """Resident memory of process ``pid`` in KiB (Linux), None when it cannot be read."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def _memory(game: str, players: int, moves: int, seed: int) -> dict[str, float]:
    """Resident memory of the app playing a long match of bots, sampled every 50 ms.

    The app itself runs (``--demo GAME --moves N --screenshot``: the window, the table, the side
    panel's log and the match history grow as in play, with animations off so the match is long
    in moves, not in minutes). The steady figure is the median over the second half of the
    samples, once the table and the bots have settled; the peak is the largest sample.
    """
    with tempfile.TemporaryDirectory() as folder:
        shot = os.path.join(folder, "end.png")
        env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
        env["CARDGAMES_HOME"] = folder
        command = [sys.executable, "-m", "cardgames", "--demo", game, "--players", str(players)]
        command += ["--moves", str(moves), "--seed", str(seed), "--screenshot", shot, "--lang", "en"]
        started = time.perf_counter()
        child = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        samples: list[int] = []
        while child.poll() is None:
            rss = _rss_kib(child.pid)
            if rss is not None:
                samples.append(rss)
            time.sleep(0.05)
        seconds = time.perf_counter() - started
        _, err = child.communicate()
        if child.returncode != 0 or not samples:
            raise RuntimeError(f"the app ended with {child.returncode}: {err.decode(errors='replace')}")
    late = samples[len(samples) // 2 :]
    return {
        "steady_mib": statistics.median(late) / 1024,
        "peak_mib": max(samples) / 1024,
        "seconds": seconds,
        "samples": float(len(samples)),
    }


class ThinkingBot:
    """The normal bot, after ``think_ms`` of CPU-bound search-like work (sampling and scoring positions)."""

    def __init__(self, game: Game, think_ms: int) -> None:
        self.inner = game.bot_levels()["normal"]()
        self.think_s = think_ms / 1000

    def choose(self, state: AnyState, seat: int, rng: random.Random) -> Action:
        """Burn the thinking time in pure Python, then answer like the normal bot."""
        end = time.perf_counter() + self.think_s
        while time.perf_counter() < end:
            sample = state.clone()
            for action in sample.legal_actions()[:8]:
                probe = sample.clone()
                probe.apply(action)
        return self.inner.choose(state, seat, rng)


class TimedBot:
    """A bot as the app makes it, whose thinking times (ms) are noted in ``times``.

    Any other attribute is the inner bot's, read and written through, so the
    worker's ``should_stop`` reaches a searching bot as it would unwrapped.
    """

    inner: AnyBot
    times: list[float]

    def __init__(self, inner: AnyBot, times: list[float]) -> None:
        object.__setattr__(self, "inner", inner)
        object.__setattr__(self, "times", times)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self.inner, name, value)

    def choose(self, state: AnyState, seat: int, rng: random.Random) -> Action:
        """The inner bot's answer, timed."""
        start = time.perf_counter()
        try:
            return self.inner.choose(state, seat, rng)
        finally:
            self.times.append((time.perf_counter() - start) * 1000)


def _frames(
    moves: int,
    think_ms: int,
    speed: str,
    delay_ms: int = 0,
    game_id: str = "ftw",
    players: int = 4,
    level: str = "normal",
) -> dict[str, float]:
    """Paint gaps (ms) while a batch animates, over ``moves`` bot moves of a bots-only match.

    Every seat is a ``level`` bot made by the app's factory, or with
    ``think_ms`` a ``ThinkingBot`` that burns that long before it answers.
    The result also says how often and how long (ms) the bots thought.
    """
    from PySide6.QtCore import QTimer, QVariantAnimation
    from PySide6.QtWidgets import QApplication

    from ..games import GAMES
    from ..session.seats import Seat
    from ..store import Settings
    from ..ui.mainwindow import MainWindow
    from ..ui.setup import MatchSetup

    app = QApplication.instance() or QApplication([])
    window = MainWindow(Settings(animation_speed=speed, bot_delay_ms=delay_ms), None, None, persist=False)
    game = GAMES[game_id]
    thought: list[float] = []
    if think_ms:
        window.bot_factory = lambda g, lv: TimedBot(ThinkingBot(g, think_ms), thought)
    else:
        make = window.bot_factory
        window.bot_factory = lambda g, lv: TimedBot(make(g, lv), thought)
    window.auto_continue_ms = 0
    window.resize(1600, 1000)
    window.show()
    gc.freeze()  # as the app does once its window is up (cardgames.ui.app.main)
    # A probe animation runs on the same animation clock as the cards; its ticks
    # show when the GUI thread could advance the animations. A gap between two
    # ticks while cards are moving is a frame the player did not get.
    gaps: list[float] = []
    last = [0.0]

    def tick(_value: object) -> None:
        now = time.perf_counter()
        if window.scene.busy:
            if last[0]:
                gaps.append((now - last[0]) * 1000)
            last[0] = now
        else:
            last[0] = 0.0

    # Garbage collections stop every thread; a full one in a large heap can
    # outlast a frame, so the longest is reported beside the gaps.
    # Wall and CPU time (ms) of each: on a busy machine the wall time includes
    # waits for a core, the CPU time of the collecting thread does not.
    collections: list[tuple[int, float, float]] = []
    gc_start = [0.0, 0.0]

    def on_gc(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            gc_start[:] = [time.perf_counter(), time.thread_time()]
        else:
            wall = (time.perf_counter() - gc_start[0]) * 1000
            collections.append((info["generation"], wall, (time.thread_time() - gc_start[1]) * 1000))

    gc.callbacks.append(on_gc)
    probe = QVariantAnimation()
    probe.setStartValue(0.0)
    probe.setEndValue(1.0)
    probe.setDuration(1000)
    probe.setLoopCount(-1)
    probe.valueChanged.connect(tick)
    probe.start()
    names = ("Ada", "Ben", "Cleo", "Dario", "Elif", "Finn", "Greta", "Hugo")
    seats = [Seat(names[i], "bot", level) for i in range(players)]
    window.start_match(MatchSetup(game, seats, seed=7))
    controller = window.controller
    assert controller is not None
    controller.stop_after = moves
    controller.halted.connect(app.quit)
    QTimer.singleShot(600_000, app.quit)
    started = time.perf_counter()
    app.exec()
    seconds = time.perf_counter() - started
    probe.stop()
    gc.callbacks.remove(on_gc)
    window.close()
    gaps.sort()
    return {
        "frames": float(len(gaps)),
        "median": statistics.median(gaps) if gaps else 0.0,
        "p99": gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))] if gaps else 0.0,
        "max": gaps[-1] if gaps else 0.0,
        "seconds": seconds,
        "decisions": float(len(thought)),
        "think_median": statistics.median(thought) if thought else 0.0,
        "think_max": max(thought, default=0.0),
        "gc_full": float(sum(1 for c in collections if c[0] == 2)),
        "gc_max": max((c[1] for c in collections), default=0.0),
        "gc_max_cpu": max((c[2] for c in collections), default=0.0),
    }


def _parser() -> Parser:
    p = Parser(
        prog="python -m cardgames.ui.bench", description="Start-up time and frame gaps of the table app."
    )
    sub = p.add_subparsers(dest="what", required=True)
    s = sub.add_parser("startup", help="cold start to the first painted table")
    s.add_argument("--runs", type=int, default=10)
    m = sub.add_parser("memory", help="resident memory of the app during a long match of bots")
    m.add_argument("--game", default="karriere_poker", help="game id (default karriere_poker)")
    m.add_argument("--players", type=int, default=8, help="seats (default 8)")
    m.add_argument("--moves", type=int, default=4000, help="moves at most (the match may end first)")
    m.add_argument("--seed", type=int, default=1)
    f = sub.add_parser("frames", help="frame gaps while animating with a thinking bot")
    f.add_argument("--moves", type=int, default=24)
    f.add_argument("--think-ms", type=int, default=1200)
    f.add_argument("--delay-ms", type=int, default=0, help="bot delay (the app's default is 700)")
    f.add_argument("--speed", choices=["fast", "normal", "slow"], default="normal")
    f.add_argument("--game", default="ftw", help="game id (default ftw)")
    f.add_argument("--players", type=int, default=4, help="seats (default 4)")
    f.add_argument(
        "--level",
        help="real bots of this level instead of the fake thinker (hard: the search, 0.3 s a move)",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run one benchmark and print its figures."""
    args = _parser().parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.what == "startup":
        ours, anchor = (sorted(f) for f in _startup(args.runs))
        ratio = statistics.median(ours) / statistics.median(anchor)
        for label, figures in (("Card Table, first painted table", ours), ("bare PySide6 window", anchor)):
            print(
                f"{label:>32}: {args.runs} runs, min {figures[0]:.0f} ms, "
                f"median {statistics.median(figures):.0f} ms, max {figures[-1]:.0f} ms"
            )
        target = verdict(f"start-up at most {STARTUP_TARGET:.1f}x a bare Qt window", ratio <= STARTUP_TARGET)
        print(f"{'ratio of the medians':>32}: {ratio:.2f}x ({target})")
        return 0
    if args.what == "memory":
        m = _memory(args.game, args.players, args.moves, args.seed)
        target = verdict(
            f"steady memory at most {MEMORY_TARGET_MIB} MiB", m["steady_mib"] <= MEMORY_TARGET_MIB
        )
        print(
            f"resident memory, {args.game} with {args.players} bots, up to {args.moves} moves "
            f"({m['seconds']:.1f} s, {m['samples']:.0f} samples): steady {m['steady_mib']:.1f} MiB, "
            f"peak {m['peak_mib']:.1f} MiB ({target})"
        )
        return 0
    from ..ai.bots import levels_for
    from ..games import GAMES

    game = GAMES.get(args.game)
    if game is None:
        _parser().error(f"unknown game {args.game!r} (known: {', '.join(sorted(GAMES))})")
    if not game.min_players <= args.players <= game.max_players:
        _parser().error(f"{game.title} is for {game.min_players} to {game.max_players} players")
    if args.level is not None and args.level not in levels_for(game):
        _parser().error(f"{game.title} has no bot level {args.level!r} ({', '.join(levels_for(game))})")
    runs = [("bots answer at once", 0, "normal")]
    if args.level is None:
        runs.append((f"bots think {args.think_ms} ms", args.think_ms, "normal"))
    else:
        runs.append((f"{args.level} bots", 0, args.level))
    for label, think, level in runs:
        r = _frames(args.moves, think, args.speed, args.delay_ms, args.game, args.players, level)
        gap = ""
        if level == "hard":
            meaning = f"the largest frame gap while hard bots search at most {FRAME_GAP_TARGET_MS:.0f} ms"
            gap = f"; {verdict(meaning, r['max'] <= FRAME_GAP_TARGET_MS)}"
        print(
            f"{label:>24}: {r['frames']:.0f} frame gaps while animating, median {r['median']:.1f} ms, "
            f"p99 {r['p99']:.1f} ms, max {r['max']:.1f} ms ({r['seconds']:.1f} s); "
            f"{r['decisions']:.0f} bot decisions, median {r['think_median']:.0f} ms, "
            f"max {r['think_max']:.0f} ms; {r['gc_full']:.0f} full garbage collections, "
            f"longest collection {r['gc_max']:.1f} ms ({r['gc_max_cpu']:.1f} ms CPU){gap}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
