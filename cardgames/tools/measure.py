"""The measurements of the bench (``python -m cardgames.tools.bench``, whose doc says what each
figure means): random playouts, the search's iterations, a state's costs, the bots' latency and how
fast a search stops. The bench's command line prints and judges them.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..ai.bots import bot_decision, make_bot
from ..ai.ismcts import HardBot, search
from ..engine import AnyState, Game

__all__ = [
    "MODES",
    "Costs",
    "Figure",
    "Latency",
    "bot_latency",
    "matches_for",
    "playout_rates",
    "sample_positions",
    "search_rates",
    "spread",
    "state_costs",
    "stop_latency",
]

#: The playouts' modes (see the bench's doc).
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


def matches_for(game: Game, players: int, budget: int, options: Any = None) -> int:
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
        positions.extend(spread(found, take))
        match += 1
        if match > 1000 + count:
            raise RuntimeError(f"{game.title}: too few positions with a choice in {match} matches")
    return positions


def spread(items: Sequence[AnyState], k: int) -> list[AnyState]:
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
