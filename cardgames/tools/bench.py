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
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from ..ai.bots import bot_decision, levels_for, make_bot
from ..ai.cli import Parser
from ..ai.ismcts import DEFAULT_SECONDS, HardBot, search
from ..engine import AnyState, Game
from ..games import GAMES
from .anchor import Anchor, measure_anchor
from .ladder import TABLE_ITERATIONS

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

MODES = ("plain", "clone", "events")
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


# ----------------------------------------------------------------------------- playouts


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


def _units(state: AnyState) -> int:
    """Rounds (or, in Karriere Poker, games) a finished match had: its last one's number."""
    return int(state.view(None).facts.round)


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


# ----------------------------------------------------------------------------- positions


def sample_positions(
    game: Game,
    players: int,
    count: int,
    seed: int = 1,
    level: str = "random",
    options: Any = None,
    per_match: int = 25,
) -> list[AnyState]:
    """``count`` quiet positions with more than one legal action, from seeded matches of ``level`` bots.

    Each match gives at most ``per_match`` of its positions, evenly spread
    from its first decision to its last, so the sample covers every phase of
    a match (a deal's start, its middle and its end, early and late rounds).
    """
    positions: list[AnyState] = []
    match = 0
    while len(positions) < count:
        bots = [make_bot(game, level) for _ in range(players)]
        rng = random.Random(seed * 7_919 + match)
        state = game.new_state(players, seed * 100_003 + match, options)
        state.quiet = True
        found: list[AnyState] = []
        while state.current_player is not None:
            if len(state.legal_actions()) > 1:
                found.append(state.clone())
            state.apply(bot_decision(bots[state.current_player], state, rng))
        take = min(per_match, count - len(positions), len(found))
        positions.extend(_spread(found, take))
        match += 1
        if match > 1000 + count:
            raise RuntimeError(f"{game.title}: too few positions with a choice in {match} matches")
    return positions


def _spread(items: Sequence[AnyState], k: int) -> list[AnyState]:
    """``k`` items evenly spaced over ``items``, its first and its last included when k > 1."""
    if k <= 0:
        return []
    if k == 1:
        return [items[len(items) // 2]]
    step = (len(items) - 1) / (k - 1)
    return [items[round(i * step)] for i in range(k)]


# ----------------------------------------------------------------------------- search


def search_rates(positions: Sequence[AnyState], seconds: float, runs: int = 5) -> tuple[Figure, Figure]:
    """ISMCTS iterations/s with the game's hooks: per run, ``seconds`` of search from every position.

    Returns the rate per second of wall time (what a player gets) and per
    second of this process's CPU time, which a busy machine changes far less.
    """
    game = positions[0].game
    hooks = game.search_hooks()
    first = positions[0]
    assert first.current_player is not None
    search(first, first.current_player, random.Random(0), hooks, seconds=min(seconds, 0.05))  # warm-up
    cpu_clock = time.process_time
    rates = []
    cpu_rates = []
    for r in range(runs):
        rng = random.Random(r + 1)
        done = 0
        spent = 0.0
        cpu = 0.0
        for state in positions:
            assert state.current_player is not None
            start = cpu_clock()
            result = search(state, state.current_player, rng, hooks, seconds=seconds)
            cpu += cpu_clock() - start
            done += result.iterations
            spent += result.seconds
        rates.append(done / spent)
        cpu_rates.append(done / max(cpu, 1e-9))
    return Figure.of(rates), Figure.of(cpu_rates)


# ----------------------------------------------------------------------------- costs


@dataclass(frozen=True, slots=True)
class Costs:
    """Mean times of the state operations the search repeats, in microseconds."""

    clone_us: Figure
    apply_us: Figure
    #: One clone in applies: the clone's time over the apply's, run by run.
    clone_per_apply: Figure
    determinize_us: Figure
    positions: int


def state_costs(positions: Sequence[AnyState], runs: int = 5, repeats: int = 5, seed: int = 1) -> Costs:
    """Time ``clone``, a quiet ``apply`` of a random legal action and ``determinize`` over ``positions``.

    Each operation is timed ``repeats`` times one by one at every position and
    the fastest time counts: a few microseconds are easily stretched by the
    machine's other work, never shortened. A run's figure is the mean of
    these over the positions. The apply works on fresh clones made off the
    clock, always with the same action per position.
    """
    rng = random.Random(seed)
    moves = [rng.choice(p.legal_actions()) for p in positions]
    clock = time.perf_counter
    clones: list[float] = []
    applies: list[float] = []
    ratios: list[float] = []
    samples: list[float] = []
    for r in range(runs + 1):  # the first run warms up
        t_clone = t_apply = t_sample = 0.0
        for state, move in zip(positions, moves, strict=True):
            seat = state.current_player
            assert seat is not None
            best_clone = best_apply = best_sample = math.inf
            for _ in range(repeats):
                copy = state.clone()
                start = clock()
                copy.apply(move)
                took = clock() - start
                best_apply = min(best_apply, took)
                start = clock()
                state.clone()
                took = clock() - start
                best_clone = min(best_clone, took)
                start = clock()
                state.determinize(seat, rng)
                took = clock() - start
                best_sample = min(best_sample, took)
            t_clone += best_clone
            t_apply += best_apply
            t_sample += best_sample
        if r:
            count = len(positions)
            clones.append(t_clone / count * 1e6)
            applies.append(t_apply / count * 1e6)
            ratios.append(t_clone / t_apply)
            samples.append(t_sample / count * 1e6)
    return Costs(Figure.of(clones), Figure.of(applies), Figure.of(ratios), Figure.of(samples), len(positions))


# ----------------------------------------------------------------------------- latency


@dataclass(frozen=True, slots=True)
class Latency:
    """How long a bot took per decision, in milliseconds."""

    p50_ms: float
    p95_ms: float
    max_ms: float
    decisions: int


def _percentile(ordered: Sequence[float], q: float) -> float:
    """The nearest-rank ``q`` quantile of ascending ``ordered``."""
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def bot_latency(game: Game, level: str, positions: Sequence[AnyState], seed: int = 1, **hard: Any) -> Latency:
    """``bot_decision`` times of a ``level`` bot over ``positions``; ``hard`` sets HardBot's budget."""
    bot = make_bot(game, level)
    if isinstance(bot, HardBot):
        for key, value in hard.items():
            setattr(bot, key, value)
    rng = random.Random(seed)
    bot_decision(bot, positions[0], random.Random(0))  # warm-up, off the clock
    clock = time.perf_counter
    times = []
    for state in positions:
        start = clock()
        bot_decision(bot, state, rng)
        times.append((clock() - start) * 1000)
    times.sort()
    return Latency(_percentile(times, 0.5), _percentile(times, 0.95), times[-1], len(times))


def stop_latency(positions: Sequence[AnyState], seed: int = 1, process: bool = False) -> Latency:
    """Milliseconds from a stop request, at a random moment 10-200 ms into a 5 s search, to its answer.

    With ``process`` the search runs in a ``SearchProcess`` (started off the
    clock), as the table's hard bots do.
    """
    from ..ai.remote import SearchProcess

    game = positions[0].game
    hooks = game.search_hooks()
    # Positions the tree searches: a small endgame solved exactly answers before any stop comes.
    searched = [
        s
        for s in positions
        if s.current_player is not None and hooks.exact(s, s.current_player, random.Random(0), False) is None
    ]
    positions = searched or positions
    rng = random.Random(seed)
    clock = time.perf_counter
    child = SearchProcess() if process else None
    if child is not None:  # warm: the child imports the games before the first timed request
        first = positions[0]
        assert first.current_player is not None
        if child.search(game.id, first, first.current_player, random.Random(0), 1.0, 1, None) is None:
            raise RuntimeError(f"no search process: {child.failed or child.ended}")
    times = []
    try:
        for state in positions:
            seat = state.current_player
            assert seat is not None
            deadline = clock() + rng.uniform(0.01, 0.2)

            def stop(deadline: float = deadline) -> bool:
                return clock() >= deadline

            if child is not None:
                answer = child.search(game.id, state, seat, random.Random(seed), 5.0, None, stop)
                if answer is None:
                    raise RuntimeError(f"the search process did not answer: {child.ended}")
            else:
                search(state, seat, random.Random(seed), hooks, seconds=5.0, should_stop=stop)
            times.append((clock() - deadline) * 1000)
    finally:
        if child is not None:
            child.close()
    times.sort()
    return Latency(_percentile(times, 0.5), _percentile(times, 0.95), times[-1], len(times))


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
        matches = _matches_for(game, players, args.decisions, options)
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
        hard_spots = _spread(spots, min(args.hard_decisions, len(spots)))
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
