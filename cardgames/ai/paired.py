"""Paired root search: every candidate move simulated on the same sampled deals.

For a decision among a handful of moves whose worth is mostly the luck of the
hidden cards (a trick to play, a trump to take, a set to lay), comparing the
moves on *different* samples wastes most of the budget on that luck. Here each
round draws one sample of the hidden cards (``determinize``, from what the seat
knows) and one seed for the rollouts, and plays every candidate on that same
sample with the same seed (common random numbers). The difference between two
moves on one sample is then mostly the difference the moves make, and its
standard error shrinks fast. This is what the strongest players of the
Daifugo family and perfect-information Monte Carlo in trick-taking games do:
search only the moves at hand, on the same deals for every candidate.

A game asks for it with ``SearchHooks.paired = True``. The budget is counted
in rollouts, like the tree search's iterations (one rollout each), so both use
the same budget for the same time. The game's own move (``default_action``)
is kept unless the best move's *paired* mean difference to it is larger than
``overrule_z`` standard errors of that difference plus the ``overrule``
allowance.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from math import sqrt
from typing import Any

from ..engine import Action, AnyState, SearchHooks

__all__ = ["MAX_CANDIDATES", "paired_search", "standard_error"]

#: Most moves compared; a wider position compares the game's ``order``'s first ones (and its own move).
MAX_CANDIDATES = 12


def paired_search(
    state: AnyState,
    seat: int,
    rng: random.Random,
    hooks: SearchHooks[Any],
    legal: list[Action],
    start: float,
    seconds: float,
    iterations: int | None,
    should_stop: Callable[[], bool] | None,
    default: Action | None,
    overrule: float,
    overrule_z: float,
    sees_all: bool,
    draw: Callable[[random.Random], Any] | None = None,
) -> tuple[Action, int, list[tuple[Action, int, float, float]]]:
    """The chosen move, the rollouts run, and per candidate (action, samples, mean, standard error),
    the best first. At least one sample of every candidate is played, whatever the budget."""
    clock = time.perf_counter
    deadline = start + seconds
    candidates = list(legal)
    if len(candidates) > MAX_CANDIDATES:
        candidates = hooks.order(state, list(legal))[:MAX_CANDIDATES]
        if default is not None and default not in candidates:
            candidates[-1] = default
    k = len(candidates)
    base = candidates.index(default) if default is not None and default in candidates else -1
    sums = [0.0] * k
    squares = [0.0] * k
    diffs = [0.0] * k  # paired differences to the default move
    diff_squares = [0.0] * k
    rollout = hooks.rollout
    cap = iterations if iterations is not None else 1 << 62
    samples = 0
    values = [0.0] * k
    while True:
        d = state.clone() if sees_all else draw(rng) if draw is not None else state.determinize(seat, rng)
        d.quiet = True
        seed = rng.getrandbits(62)
        for i, action in enumerate(candidates):
            x = d.clone()
            x.apply(action)
            values[i] = v = rollout(state, x, random.Random(seed))[seat]
            sums[i] += v
            squares[i] += v * v
        if base >= 0:
            kept = values[base]
            for i in range(k):
                gap = values[i] - kept
                diffs[i] += gap
                diff_squares[i] += gap * gap
        samples += 1
        if samples * k >= cap or clock() >= deadline or (should_stop is not None and should_stop()):
            break
    means = [s / samples for s in sums]
    errors = [standard_error(sums[i], squares[i], samples) for i in range(k)]
    best = max(range(k), key=lambda i: means[i])
    choice = best
    if base >= 0 and best != base:
        gap = diffs[best] / samples
        if gap <= overrule + overrule_z * standard_error(diffs[best], diff_squares[best], samples):
            choice = base
    ranked = sorted(range(k), key=lambda i: (i != choice, -means[i]))
    report = [(candidates[i], samples, means[i], errors[i]) for i in ranked]
    return candidates[choice], samples * k, report


def standard_error(total: float, square: float, n: int) -> float:
    """Standard error of a mean from its sum and sum of squares (0.5, the widest, below two values)."""
    if n < 2:
        return 0.5
    mean = total / n
    return sqrt(max(0.0, (square - n * mean * mean) / (n - 1)) / n)
