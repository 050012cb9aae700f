"""Engine and bot benchmarks per game: playouts, the search, state costs, bot latency.

    python -m cardgames.tools.bench                 # every game
    python -m cardgames.tools.bench --game ftw      # one game
    python -m cardgames.tools.bench --skip-hard     # leave out the timed searches
    python -m cardgames.tools.bench --json out.json # figures as JSON too

Everything is measured for the smallest and the largest player count.

**Random playouts.** A decision is one ``legal_actions()`` plus one
``apply()`` of a uniformly random legal action. Beside matches/s the bench
counts what a match is made of: FTW?!'s rounds, Karriere Poker's games (five
to a match by default). Each figure is the min / median / max over several
runs (5 by default) after one warm-up run. Modes:

- ``plain``: a playout as search runs it: a quiet state (``state.quiet = True``,
  every action still validated, no event objects built);
- ``clone``: the same with ``clone()`` before every decision;
- ``events``: ``apply`` as the table uses it, building the events it animates.

**Search.** ISMCTS iterations per second: ``search`` with the game's hooks
and a 0.3 s budget from each of a few positions of seeded random playouts
(positions with a choice); min / median / max of the per-run rates, per
second of wall time and per second of CPU time (the second one changes
little when other programs share the machine).

**Costs.** Over positions of random playouts: the mean time of one
``clone()``, one quiet ``apply()`` of a random legal action, their ratio, and
one ``determinize()`` for the seat to act, in microseconds (each the fastest
of a few tries per position; min / median / max of the runs).

**Latency.** How long ``bot_decision`` takes per level (p50 / p95 / max in
ms) on positions with a choice from seeded matches of normal bots; the hard
bot at its default budget on a smaller sample, since each takes 0.3 s.

**Stop.** How long a hard search takes to answer once it is told to stop
(p50 / p95 / max in ms), told at a random moment 10 to 200 ms into its
budget: in this process (``should_stop`` turns true), and through the
search process the table uses (the worker's flag, polled while waiting on
the pipe, sets the child's stop event).

**Targets.** Beside a figure with a target the bench says what the target
asks and whether this run met it (``target: at most 50 us: met``, or
``MISSED``), judged on the median (latencies: on the p95; the stop: on the
slowest answer); a closing line counts them and names the missed ones. The
exit status stays 0: a missed target is a figure, not an error.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from ..ai.bots import levels_for
from ..ai.cli import Parser
from ..ai.ismcts import DEFAULT_SECONDS
from ..engine import Game
from ..games import GAMES
from .anchor import Anchor, measure_anchor
from .ladder import TABLE_ITERATIONS
from .measure import (
    MODES,
    Costs,
    Figure,
    Latency,
    bot_latency,
    matches_for,
    playout_rates,
    sample_positions,
    search_rates,
    spread,
    state_costs,
    stop_latency,
)

__all__ = [
    "Costs",
    "Figure",
    "Latency",
    "bot_latency",
    "main",
    "playout_rates",
    "sample_positions",
    "search_rates",
    "state_costs",
    "stop_latency",
]

#: Width of the row labels of the printed tables.
_LABEL = 14
#: Floors for ISMCTS iterations/s, by game id and player count.
SEARCH_TARGETS = {("seven_up", 2): 12_000, ("karriere_poker", 8): 3_000}
#: The other targets: a clone at most this many applies, a determinize at most this many us, the
#: levels' p95 time per move (ms; hard's at the default budget), every stop answered within this (ms).
CLONE_PER_APPLY_TARGET = 1.5
DETERMINIZE_TARGET_US = 50
LATENCY_TARGETS_MS = {"easy": 2, "normal": 20, "hard": 400}
STOP_TARGET_MS = 20


class Targets:
    """The targets of a run: each one's verdict in words, and a count at the end."""

    def __init__(self) -> None:
        self.judged: list[tuple[str, bool]] = []

    def say(self, what: str, meaning: str, met: bool) -> str:
        """``target: MEANING: met`` (or ``MISSED``), noted for the closing line under ``what``."""
        self.judged.append((what, met))
        return f"target: {meaning}: {'met' if met else 'MISSED'}"

    def summary(self) -> str | None:
        """How many targets this run met, and which it missed; None if it judged none."""
        if not self.judged:
            return None
        missed = [what for what, met in self.judged if not met]
        line = f"targets: {len(self.judged) - len(missed)} of {len(self.judged)} met"
        return line + (f"; MISSED: {', '.join(missed)}" if missed else "")


# ----------------------------------------------------------------------------- command line


def _fmt(f: Figure, digits: int = 0) -> str:
    return f"{f.min:>10,.{digits}f} {f.median:>10,.{digits}f} {f.max:>10,.{digits}f}"


def _row(head: str, label: str, text: str) -> None:
    print(f"{head:<7} {label:<{_LABEL}} {text}")


def _parser() -> Parser:
    p = Parser(prog="python -m cardgames.tools.bench", description=__doc__.splitlines()[0])
    p.add_argument("--game", help=f"one game id ({', '.join(sorted(GAMES))}); default: all")
    p.add_argument("--runs", type=int, default=5, help="measured runs per figure (default 5)")
    p.add_argument(
        "--decisions", type=int, default=40_000, help="decisions per playout run, roughly (default 40000)"
    )
    p.add_argument("--json", metavar="FILE", help="also write the figures to FILE as JSON")
    p.add_argument(
        "--options",
        default="{}",
        help="game options as JSON, with --game (Seven-up single hands: '{\"target\": 1}')",
    )
    p.add_argument("--skip-playouts", action="store_true", help="leave out the random playouts")
    p.add_argument(
        "--skip-anchor",
        action="store_true",
        help="leave out OpenSpiel's card games (the playouts' anchor; pip install .[bench])",
    )
    p.add_argument(
        "--skip-hard", action="store_true", help="leave out the timed searches (iterations/s, hard latency)"
    )
    p.add_argument(
        "--search-seconds",
        type=float,
        default=DEFAULT_SECONDS,
        help=f"search budget per position for iterations/s (default {DEFAULT_SECONDS})",
    )
    p.add_argument("--search-positions", type=int, default=4, help="positions searched per run (default 4)")
    p.add_argument(
        "--cost-positions", type=int, default=200, help="positions timed for the costs (default 200)"
    )
    p.add_argument(
        "--latency-decisions", type=int, default=100, help="decisions timed per level but hard (default 100)"
    )
    p.add_argument("--hard-decisions", type=int, default=20, help="decisions timed for hard (default 20)")
    p.add_argument(
        "--hard-seconds",
        type=float,
        default=DEFAULT_SECONDS,
        help=f"the hard bot's budget per decision (default {DEFAULT_SECONDS}, the game's)",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point: print the figures, optionally write JSON."""
    p = _parser()
    args = p.parse_args(argv)
    if args.game is not None and args.game not in GAMES:
        p.error(f"unknown game {args.game!r} (known: {', '.join(sorted(GAMES))})")
    counts = (args.runs, args.decisions, args.search_positions, args.cost_positions, args.latency_decisions)
    if min(counts) < 1 or args.hard_decisions < 1:
        p.error("--runs, --decisions and the position and decision counts must be at least 1")
    if args.search_seconds <= 0 or args.hard_seconds <= 0:
        p.error("--search-seconds and --hard-seconds must be above 0")
    games = [GAMES[args.game]] if args.game else [GAMES[g] for g in sorted(GAMES)]
    options = None
    if args.options != "{}":
        if args.game is None:
            p.error("--options needs --game")
        try:
            options = games[0].make_options(json.loads(args.options))
        except ValueError as exc:
            p.error(f"--options: {' '.join(str(exc).split())}")
    report: dict[str, Any] = {"python": sys.version.split()[0], "runs": args.runs, "games": {}}
    targets = Targets()
    print(f"min / median / max of {args.runs} runs (Python {report['python']})")
    anchor = None
    if not args.skip_playouts and not args.skip_anchor:
        anchor = measure_anchor(args.runs)
        _print_anchor(anchor)
        if anchor is not None:
            report["anchor"] = {"open_spiel": anchor.version, "decisions_per_s": anchor.per_game}
    for game in games:
        per_game: dict[str, object] = {}
        for players in sorted({game.min_players, game.max_players}):
            per_game[str(players)] = _bench_count(game, players, args, options, targets)
        report["games"][game.id] = per_game
    if anchor is not None:
        later = measure_anchor(args.runs)
        if later is not None:
            anchor = anchor.and_again(later)
            print(
                f"\nOpenSpiel again, after our games: median {later.median:,.0f} decisions/s "
                f"(before them {anchor.spells[0]:,.0f}); the ratios use each game's mean of the two"
            )
            report["anchor"]["decisions_per_s"] = anchor.per_game
            report["anchor"]["spell_medians"] = list(anchor.spells)
    if not args.skip_playouts:
        _print_summary(report, anchor, targets)
    summary = targets.summary()
    if summary:
        print(f"\n{summary}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(report, fh, indent=2)
    return 0


def _print_anchor(anchor: Anchor | None) -> None:
    """OpenSpiel's figures, or why there are none."""
    if anchor is None:
        print(
            "\nOpenSpiel anchor: missing (OpenSpiel is not installed; `pip install .[bench]` adds it), "
            "so the playouts have no ratio"
        )
        return
    print(f"\nOpenSpiel {anchor.version} (C++ from Python), random playouts, player decisions/s:")
    for name, rate in anchor.per_game.items():
        _row("", name, f"{rate:>10,.0f}")
    _row("anchor", "median", f"{anchor.median:>10,.0f}")


def _print_summary(report: dict[str, Any], anchor: Anchor | None, targets: Targets) -> None:
    """Each game's plain playout decisions/s (median) beside the anchor, with the ratio."""
    against = f" against OpenSpiel's median ({anchor.median:,.0f})" if anchor else ""
    print("\nrandom playouts, plain decisions/s (median)" + against)
    for game_id, per_count in report["games"].items():
        for players, rows in per_count.items():
            plain = rows.get("plain")
            if plain is None:
                continue
            rate = plain["decisions_per_s"]["median"]
            ratio = ""
            if anchor:
                verdict = targets.say(
                    f"{game_id} {players}p playouts", "at least OpenSpiel's median", rate >= anchor.median
                )
                ratio = f"  {rate / anchor.median:.2f}x  ({verdict})"
            _row("", f"{game_id} {players}p", f"{rate:>10,.0f}{ratio}")


def _bench_count(
    game: Game, players: int, args: Any, options: Any, targets: Targets | None = None
) -> dict[str, object]:
    """Measure, print and return every figure of ``game`` at ``players``."""
    rows: dict[str, object] = {}
    targets = targets or Targets()
    place = f"{game.id} {players}p"
    head = f"\n{game.title} ({game.id}), {players} players"
    if not args.skip_playouts:
        matches = matches_for(game, players, args.decisions, options)
        print(f"{head}, random playouts: {matches} matches per run")
        print(f"{'mode':<7} {'':<{_LABEL}} {'min':>10} {'median':>10} {'max':>10}")
        rates = playout_rates(game, players, matches, args.runs, options=options)
        unit = f"{game.unit}s/s"
        for mode in MODES:
            per_match, per_decision, per_unit = rates[mode]
            _row(mode, "matches/s", _fmt(per_match, 1))
            _row("", unit, _fmt(per_unit, 1))
            _row("", "decisions/s", _fmt(per_decision))
            rows[mode] = {
                "matches_per_s": asdict(per_match),
                f"{game.unit}s_per_s": asdict(per_unit),
                "decisions_per_s": asdict(per_decision),
            }
    else:
        print(head)
        print(f"{'':<7} {'':<{_LABEL}} {'min':>10} {'median':>10} {'max':>10}")
    if not args.skip_hard:
        spots = sample_positions(game, players, args.search_positions, seed=11, options=options)
        rate, cpu_rate = search_rates(spots, args.search_seconds, args.runs)
        target = SEARCH_TARGETS.get((game.id, players))
        _row(
            "search",
            "iterations/s",
            f"{_fmt(rate)}  (ISMCTS {args.search_seconds:g} s from each of {len(spots)} positions"
            + (
                f"; {targets.say(f'{place} search', f'at least {target:,} a second', rate.median >= target)})"
                if target
                else ")"
            ),
        )
        _row("", "per CPU s", f"{_fmt(cpu_rate)}  (the same per second of CPU time)")
        here = round(rate.median * DEFAULT_SECONDS)
        reference = TABLE_ITERATIONS.get((game.id, players))
        _row(
            "",
            f"in {DEFAULT_SECONDS:g} s",
            f"{here:>10,}  iterations here"
            + (f" (the ladder's table budget, reference machine: {reference:,})" if reference else ""),
        )
        rows["search"] = {
            "table_iterations_here": here,
            "iterations_per_s": asdict(rate),
            "iterations_per_cpu_s": asdict(cpu_rate),
            "seconds": args.search_seconds,
            "positions": len(spots),
        }
    costs = state_costs(
        sample_positions(game, players, args.cost_positions, seed=21, options=options), args.runs
    )
    _row("cost", "clone us", _fmt(costs.clone_us, 1))
    _row("", "apply us", _fmt(costs.apply_us, 1))
    clone_ok = costs.clone_per_apply.median <= CLONE_PER_APPLY_TARGET
    clone_target = f"a clone costs at most {CLONE_PER_APPLY_TARGET} applies"
    _row(
        "",
        "clone/apply",
        f"{_fmt(costs.clone_per_apply, 2)}  ({targets.say(f'{place} clone', clone_target, clone_ok)})",
    )
    determinize_ok = costs.determinize_us.median <= DETERMINIZE_TARGET_US
    determinize_target = targets.say(
        f"{place} determinize", f"at most {DETERMINIZE_TARGET_US} us", determinize_ok
    )
    _row(
        "",
        "determinize us",
        f"{_fmt(costs.determinize_us, 1)}  ({determinize_target}; {costs.positions} positions)",
    )
    rows["cost"] = {
        "clone_us": asdict(costs.clone_us),
        "apply_us": asdict(costs.apply_us),
        "clone_per_apply": asdict(costs.clone_per_apply),
        "determinize_us": asdict(costs.determinize_us),
        "positions": costs.positions,
    }
    levels = [lv for lv in levels_for(game) if lv not in ("random", "hard")]
    spots = sample_positions(game, players, args.latency_decisions, seed=31, level="normal", options=options)
    print(f"{'latency':<7} {'(ms)':<{_LABEL}} {'p50':>10} {'p95':>10} {'max':>10}  decisions")
    latency: dict[str, object] = {}
    for level in levels:
        lat = bot_latency(game, level, spots)
        limit = LATENCY_TARGETS_MS.get(level)
        verdict = (
            f"  ({targets.say(f'{place} {level}', f'p95 at most {limit} ms', lat.p95_ms <= limit)})"
            if limit
            else ""
        )
        _row(
            level,
            "",
            f"{lat.p50_ms:>10,.2f} {lat.p95_ms:>10,.2f} {lat.max_ms:>10,.2f}  {lat.decisions}{verdict}",
        )
        latency[level] = asdict(lat)
    if not args.skip_hard:
        hard_spots = spread(spots, min(args.hard_decisions, len(spots)))
        lat = bot_latency(game, "hard", hard_spots, seconds=args.hard_seconds)
        verdict = ""
        if args.hard_seconds == DEFAULT_SECONDS:  # the target is for the table's budget only
            limit = LATENCY_TARGETS_MS["hard"]
            verdict = f"  ({targets.say(f'{place} hard', f'p95 at most {limit} ms', lat.p95_ms <= limit)})"
        _row(
            "hard",
            f"({args.hard_seconds:g} s)",
            f"{lat.p50_ms:>10,.2f} {lat.p95_ms:>10,.2f} {lat.max_ms:>10,.2f}  {lat.decisions}{verdict}",
        )
        latency["hard"] = {**asdict(lat), "seconds": args.hard_seconds}
        stops: dict[str, object] = {}
        for where, process in (("search", False), ("process", True)):
            lat = stop_latency(hard_spots, process=process)
            verdict = targets.say(
                f"{place} stop ({where})",
                f"every stop answered within {STOP_TARGET_MS} ms",
                lat.max_ms <= STOP_TARGET_MS,
            )
            _row(
                "stop",
                f"({where})",
                f"{lat.p50_ms:>10,.2f} {lat.p95_ms:>10,.2f} {lat.max_ms:>10,.2f}  {lat.decisions}"
                f"  ({verdict})",
            )
            stops[where] = asdict(lat)
        rows["stop"] = stops
    rows["latency"] = latency
    return rows


if __name__ == "__main__":
    raise SystemExit(main())
