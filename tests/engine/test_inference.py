"""Deals weighted by inference (``cardgames.engine.inference``) and the search's ``sampler`` hook."""

from __future__ import annotations

import random
from collections import Counter
from math import log

import pytest

from cardgames.ai.ismcts import search
from cardgames.engine import SearchHooks
from cardgames.engine.inference import Belief, softmax_likelihood
from cardgames.games.ftw import FtwState


def test_a_belief_draws_in_proportion_to_its_weights() -> None:
    belief = Belief(["a", "b", "c"], [log(6), log(3), float("-inf")], copy=lambda d: d + "'")
    assert belief.weights == pytest.approx([2 / 3, 1 / 3, 0.0])
    drawn = Counter(belief.draw(random.Random(k)) for k in range(3_000))
    assert set(drawn) == {"a'", "b'"}, "a draw is a copy, and a ruled-out deal is never drawn"
    assert drawn["a'"] / 3_000 == pytest.approx(2 / 3, abs=0.03)
    assert belief.effective_size == pytest.approx(1 / (4 / 9 + 1 / 9))
    assert belief.rank_of(lambda d: d == "b") == 1
    assert belief.rank_of(lambda d: d == "z") is None


def test_a_belief_with_every_deal_ruled_out_counts_them_alike() -> None:
    belief = Belief([1, 2], [float("-inf"), float("-inf")], copy=int)
    assert belief.weights == [0.5, 0.5]
    with pytest.raises(ValueError, match="one weight per deal"):
        Belief([], [], copy=int)
    with pytest.raises(ValueError, match="one weight per deal"):
        Belief([1], [0.0, 0.0], copy=int)


def test_softmax_likelihood_prefers_the_better_option_and_never_rules_out() -> None:
    scores = [1.0, 0.0, -5.0]
    best = softmax_likelihood(scores, 0, temperature=0.5)
    worst = softmax_likelihood(scores, 2, temperature=0.5)
    assert best > 0.8
    assert 0.0 < worst < 0.01
    assert sum(softmax_likelihood(scores, i, 0.5) for i in range(3)) == pytest.approx(1.0)
    with pytest.raises(ValueError, match="temperature"):
        softmax_likelihood(scores, 0, temperature=0.0)


def _ftw_position() -> FtwState:
    state = FtwState.from_deal(
        [[2, 30], [3, 20]], pile=[5, 12, 25], helpers=[[24], []], scores=[10, 0], num_rounds=1
    )
    state.quiet = True
    return state


class _CountingSampler(SearchHooks[FtwState]):
    """Default hooks whose sampler draws its deals from a pool of three, counting the draws."""

    def __init__(self) -> None:
        self.built = 0
        self.drawn = 0

    def sampler(self, state, seat, rng, should_stop=None):  # type: ignore[no-untyped-def]
        self.built += 1
        pool = Belief([state.determinize(seat, rng) for _ in range(3)], [0.0, 0.0, 0.0], copy=self._copy)
        return pool.draw

    def _copy(self, deal: FtwState) -> FtwState:
        self.drawn += 1
        clone = deal.clone()
        clone.quiet = True
        return clone


@pytest.mark.parametrize("paired", [False, True])
def test_the_search_draws_every_iteration_from_the_games_sampler(paired: bool) -> None:
    hooks = _CountingSampler()
    state = _ftw_position()
    result = search(state, 0, random.Random(1), hooks, seconds=60, iterations=200, paired=paired)
    assert hooks.built == 1, "the pool is made once per decision"
    rounds = result.iterations // (len(state.legal_actions()) if paired else 1)
    assert hooks.drawn == rounds > 0


def test_a_search_that_sees_all_asks_no_sampler() -> None:
    hooks = _CountingSampler()
    search(_ftw_position(), 0, random.Random(1), hooks, seconds=60, iterations=50, sees_all=True)
    assert hooks.built == 0
    assert hooks.drawn == 0
