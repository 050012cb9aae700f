"""The bench's command line: measure every game at its smallest and largest player count, print
the figures with their targets' verdicts, and write them as JSON on request."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from ...ai.bots import levels_for
from ...ai.cli import Parser
from ...ai.ismcts import DEFAULT_SECONDS
from ...engine import Game
from ...games import GAMES
from ..anchor import Anchor, measure_anchor
from ..ladder import TABLE_ITERATIONS
from .measure import (
    MODES,
    Figure,
    bot_latency,
    matches_for,
    playout_rates,
    sample_positions,
    search_rates,
    spread,
    state_costs,
    stop_latency,
)
from .targets import (
    CLONE_PER_APPLY_TARGET,
    DETERMINIZE_TARGET_US,
    LATENCY_TARGETS_MS,
    SEARCH_TARGETS,
    STOP_TARGET_MS,
    Targets,
)

__all__ = ["main"]

#: Width of the row labels of the printed tables.
_LABEL = 14


def _fmt(f: Figure, digits: int = 0) -> str:
    return f"{f.min:>10,.{digits}f} {f.median:>10,.{digits}f} {f.max:>10,.{digits}f}"


def _row(head: str, label: str, text: str) -> None:
    print(f"{head:<7} {label:<{_LABEL}} {text}")


def _parser() -> Parser:
    description = (sys.modules[__package__].__doc__ or "").splitlines()[0]  # the package's first line
    p = Parser(prog="python -m cardgames.tools.bench", description=description)
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
