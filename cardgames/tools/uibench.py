"""Benchmarks of the app as a player meets it: start-up time and smoothness while bots think.

    python -m cardgames.tools.uibench startup [--runs 10]
        cold start of ``python -m cardgames`` to the first painted table, in ms
        (each run is a new process; min / median / max)

    python -m cardgames.tools.uibench frames [--moves 24] [--think-ms 1200] [--delay-ms 0]
        the largest gap between painted frames while cards are animated and a
        bot thinks on its thread (CPU-bound Python, as a searching bot is),
        against the same run with bots that answer at once. With the default
        bot delay of 0 the next move starts the moment the last one has been
        shown, so the work between two moves falls between frames too (the
        worst case); ``--delay-ms 700`` is the app's default pace.

    python -m cardgames.tools.uibench frames --level hard [--game seven_up --players 2]
        the same with real bots of that level in every seat, made as the app
        makes them (the hard bot: its search with the default 0.3 s budget),
        so that searches overlap the card animations; also prints how long
        the bots thought.

Figures are printed, not asserted: the tests check behaviour, this checks speed.
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
from typing import Any

from ..ai.cli import Parser

__all__ = ["main"]


def _startup(runs: int) -> list[float]:
    """Milliseconds from process launch to the first painted table, one new process per run."""
    figures = []
    with tempfile.TemporaryDirectory() as home:
        for _ in range(runs):
            env = {
                **os.environ,
                "CARDGAMES_HOME": home,
                "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            }
            env["CARDGAMES_T0"] = repr(time.time())
            out = subprocess.run(
                [sys.executable, "-m", "cardgames", "--quit-after-paint", "--lang", "en"],
                capture_output=True,
                text=True,
                env=env,
                timeout=60,
            )
            line = next((ln for ln in out.stdout.splitlines() if ln.startswith("first-paint-ms")), None)
            if line is None:
                raise RuntimeError(f"no first paint reported: {out.stdout} {out.stderr}")
            figures.append(float(line.split()[1]))
    return figures


class ThinkingBot:
    """The normal bot, after ``think_ms`` of CPU-bound search-like work (sampling and scoring positions)."""

    def __init__(self, game: Any, think_ms: int) -> None:
        self.inner = game.bot_levels()["normal"]()
        self.think_s = think_ms / 1000

    def choose(self, state: Any, seat: int, rng: Any) -> Any:
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

    def __init__(self, inner: Any, times: list[float]) -> None:
        object.__setattr__(self, "inner", inner)
        object.__setattr__(self, "times", times)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self.inner, name, value)

    def choose(self, state: Any, seat: int, rng: Any) -> Any:
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
    from ..store import Settings
    from ..ui.controller import SeatInfo
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
    seats = [SeatInfo(names[i], "bot", level) for i in range(players)]
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
        prog="python -m cardgames.tools.uibench", description="Start-up time and frame gaps of the table app."
    )
    sub = p.add_subparsers(dest="what", required=True)
    s = sub.add_parser("startup", help="cold start to the first painted table")
    s.add_argument("--runs", type=int, default=10)
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
        figures = sorted(_startup(args.runs))
        print(
            f"cold start to first painted table, {args.runs} runs: "
            f"min {figures[0]:.0f} ms, median {statistics.median(figures):.0f} ms, max {figures[-1]:.0f} ms"
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
        print(
            f"{label:>24}: {r['frames']:.0f} frame gaps while animating, median {r['median']:.1f} ms, "
            f"p99 {r['p99']:.1f} ms, max {r['max']:.1f} ms ({r['seconds']:.1f} s); "
            f"{r['decisions']:.0f} bot decisions, median {r['think_median']:.0f} ms, "
            f"max {r['think_max']:.0f} ms; {r['gc_full']:.0f} full garbage collections, "
            f"longest collection {r['gc_max']:.1f} ms ({r['gc_max_cpu']:.1f} ms CPU)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
