"""Engine benchmarks: random-playout throughput per game.

    python -m cardgames.ai.bench                 # every game
    python -m cardgames.ai.bench --game ftw      # one game
    python -m cardgames.ai.bench --json out.json # figures as JSON too

A decision is one ``legal_actions()`` plus one ``apply()`` of a uniformly
random legal action. Beside matches/s the bench counts what a match is made
of: FTW?!'s rounds, Karriere Poker's games (five to a match by default).
Each figure is the min / median / max over several runs (5 by default) after
one warm-up run, for the smallest and the largest player count. Modes:

- ``plain``: a playout as search runs it: a quiet state (``state.quiet = True``,
  every action still validated, no event objects built);
- ``clone``: the same with ``clone()`` before every decision;
- ``events``: ``apply`` as the table uses it, building the events it animates.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from ..engine import Game, State
from ..games import GAMES
from .cli import Parser

__all__ = ["Figure", "main", "playout_rates"]

MODES = ("plain", "clone", "events")


@dataclass(frozen=True, slots=True)
class Figure:
    """Min, median and max of one measured rate."""

    min: float
    median: float
    max: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Figure:
        """The figure of a list of measurements."""
        return cls(min(values), statistics.median(values), max(values))


def _one_run(
    game: Game, players: int, matches: int, mode: str, seed: int, options: Any = None
) -> tuple[float, float, float]:
    """Play ``matches`` random matches; return (matches/s, decisions/s, rounds or games/s)."""
    rng = random.Random(seed)
    pick = rng.random
    decisions = 0
    units = 0
    elapsed = 0.0
    clock = time.perf_counter
    for m in range(matches):
        start = clock()
        state = game.new_state(players, seed * 100_003 + m, options)
        state.quiet = mode != "events"
        if mode == "clone":
            while state.current_player is not None:
                state = state.clone()
                actions = state.legal_actions()
                state.apply(actions[int(pick() * len(actions))])
                decisions += 1
        else:
            while state.current_player is not None:
                actions = state.legal_actions()
                state.apply(actions[int(pick() * len(actions))])
                decisions += 1
        elapsed += clock() - start
        # Counting rounds builds a public view: bookkeeping of the bench, so
        # it stays off the clock (it cost Seven-up single hands 20%).
        units += _units(state)
    return matches / elapsed, decisions / elapsed, units / elapsed


def _units(state: State) -> int:
    """Rounds (or, in Karriere Poker, games) a finished match had: its last one's number."""
    return int(state.view(None).facts.get("round", 1))


def playout_rates(
    game: Game, players: int, matches: int, runs: int = 5, modes: Sequence[str] = MODES, options: Any = None
) -> dict[str, tuple[Figure, Figure, Figure]]:
    """Per mode, (matches/s, decisions/s, rounds/s) figures over ``runs`` runs after a warm-up run.

    The modes take turns run by run, so a slow spell of the machine touches
    every mode alike instead of one whole row.
    """
    for mode in modes:
        _one_run(game, players, max(1, matches // 4), mode, seed=999, options=options)
    results: dict[str, list[tuple[float, float, float]]] = {mode: [] for mode in modes}
    for r in range(runs):
        for mode in modes:
            results[mode].append(_one_run(game, players, matches, mode, seed=r + 1, options=options))
    return {
        mode: (Figure.of([x[0] for x in res]), Figure.of([x[1] for x in res]), Figure.of([x[2] for x in res]))
        for mode, res in results.items()
    }


def _matches_for(game: Game, players: int, budget: int, options: Any = None) -> int:
    """How many matches make one run of about ``budget`` decisions."""
    state = game.new_state(players, 12345, options)
    state.quiet = True
    rng = random.Random(1)
    decisions = 0
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
        decisions += 1
    return max(1, budget // max(decisions, 1))


def _fmt(f: Figure, digits: int = 0) -> str:
    return f"{f.min:>10,.{digits}f} {f.median:>10,.{digits}f} {f.max:>10,.{digits}f}"


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point: print the figures, optionally write JSON."""
    p = Parser(prog="python -m cardgames.ai.bench", description=__doc__.splitlines()[0])
    p.add_argument("--game", help=f"one game id ({', '.join(sorted(GAMES))}); default: all")
    p.add_argument("--runs", type=int, default=5, help="measured runs per figure (default 5)")
    p.add_argument("--decisions", type=int, default=40_000, help="decisions per run, roughly (default 40000)")
    p.add_argument("--json", metavar="FILE", help="also write the figures to FILE as JSON")
    p.add_argument(
        "--options",
        default="{}",
        help="game options as JSON, with --game (Seven-up single hands: '{\"target\": 1}')",
    )
    args = p.parse_args(argv)
    if args.game is not None and args.game not in GAMES:
        p.error(f"unknown game {args.game!r} (known: {', '.join(sorted(GAMES))})")
    if args.runs < 1 or args.decisions < 1:
        p.error("--runs and --decisions must be at least 1")
    games = [GAMES[args.game]] if args.game else [GAMES[g] for g in sorted(GAMES)]
    options = None
    if args.options != "{}":
        if args.game is None:
            p.error("--options needs --game")
        try:
            options = games[0].make_options(json.loads(args.options))
        except ValueError as exc:
            p.error(f"--options: {' '.join(str(exc).split())}")
    report: dict[str, object] = {"python": sys.version.split()[0], "runs": args.runs, "games": {}}
    print(f"random playouts, min / median / max of {args.runs} runs (Python {report['python']})")
    for game in games:
        per_game: dict[str, object] = {}
        for players in sorted({game.min_players, game.max_players}):
            matches = _matches_for(game, players, args.decisions, options)
            print(f"\n{game.title} ({game.id}), {players} players, {matches} matches per run")
            print(f"{'mode':<7} {'':<12} {'min':>10} {'median':>10} {'max':>10}")
            rows: dict[str, object] = {}
            rates = playout_rates(game, players, matches, args.runs, options=options)
            unit = f"{game.unit}s/s"
            for mode in MODES:
                per_match, per_decision, per_unit = rates[mode]
                print(f"{mode:<7} {'matches/s':<12} {_fmt(per_match, 1)}")
                print(f"{'':<7} {unit:<12} {_fmt(per_unit, 1)}")
                print(f"{'':<7} {'decisions/s':<12} {_fmt(per_decision)}")
                rows[mode] = {
                    "matches_per_s": asdict(per_match),
                    f"{game.unit}s_per_s": asdict(per_unit),
                    "decisions_per_s": asdict(per_decision),
                }
            per_game[str(players)] = rows
        report["games"][game.id] = per_game  # type: ignore[index]
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(report, fh, indent=2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
