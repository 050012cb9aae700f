"""Inference about the hidden cards: deals weighted by what the other seats were seen to do.

Sampling every deal the searching seat's knowledge allows alike throws away
what the others' decisions tell: a player who let a trick go by with a trump
in hand, who passed on a lap, who bought this card and not that one. Strong
card-game programs weight their sampled deals by how likely each other
player's observed decisions were under them, with a model of how the others
play (GIB and Kermit in Skat, FujiGokoro in Daifugo). Here the model is the
game's own normal bot, or a quick softened version of its judgement.

A game's search hooks build a :class:`Belief` in ``SearchHooks.sampler``:
draw a pool of deals with ``state.determinize(seat, rng)``, give each a
log-likelihood of the others' past decisions (the game's own knowledge of
its history), and let the search draw its iterations from the pool in
proportion to those weights. The pool is made once per decision, so its cost
is paid once, not per iteration; its size is fixed (not timed), so a search
with a fixed number of iterations gives the same answer on any machine.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Sequence
from itertools import accumulate
from math import exp, fsum
from typing import Generic, TypeVar

__all__ = ["Belief", "softmax_likelihood"]

DealT = TypeVar("DealT")


class Belief(Generic[DealT]):
    """A pool of sampled deals with weights; :meth:`draw` returns a fresh copy of one, drawn by weight.

    ``log_weights`` are natural logarithms (so the products of many small
    likelihoods do not underflow); ``-inf`` rules a deal out. When every deal
    is ruled out, all count alike (the model was wrong about this player, and
    the seat's knowledge alone still holds).
    """

    def __init__(
        self,
        deals: Sequence[DealT],
        log_weights: Sequence[float],
        copy: Callable[[DealT], DealT],
    ) -> None:
        if not deals or len(deals) != len(log_weights):
            raise ValueError("a belief needs one weight per deal, and at least one deal")
        top = max(log_weights)
        weights = [1.0] * len(deals) if top == float("-inf") else [exp(w - top) for w in log_weights]
        total = fsum(weights)
        self.deals = list(deals)
        #: Each deal's weight, summing to 1.
        self.weights = [w / total for w in weights]
        self._cumulative = list(accumulate(self.weights))
        self._copy = copy

    def draw(self, rng: random.Random) -> DealT:
        """A new copy of a deal, drawn in proportion to its weight (the search may change it)."""
        i = bisect_right(self._cumulative, rng.random() * self._cumulative[-1])
        return self._copy(self.deals[min(i, len(self.deals) - 1)])

    @property
    def effective_size(self) -> float:
        """How many equally weighted deals the pool is worth (Kish's effective sample size)."""
        return 1.0 / fsum(w * w for w in self.weights)

    def rank_of(self, match: Callable[[DealT], bool]) -> int | None:
        """The rank (0 = likeliest) of the first deal ``match`` accepts, or None: for measuring how
        often the true deal is among the likeliest samples."""
        order = sorted(range(len(self.deals)), key=lambda i: -self.weights[i])
        for rank, i in enumerate(order):
            if match(self.deals[i]):
                return rank
        return None


def softmax_likelihood(
    scores: Sequence[float], chosen: int, temperature: float, floor: float = 0.02
) -> float:
    """How likely a player who weighs the options by ``scores`` (higher is better) chose option
    ``chosen``: a softmax at ``temperature``, mixed with a uniform ``floor`` so that one surprising
    move never rules a deal out entirely (people and bots err)."""
    if not scores:
        raise ValueError("no options")
    if temperature <= 0:
        raise ValueError("the temperature must be positive")
    top = max(scores)
    weights = [exp((s - top) / temperature) for s in scores]
    p = weights[chosen] / fsum(weights)
    return (1.0 - floor) * p + floor / len(scores)
