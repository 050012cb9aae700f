"""FTW?! bots: "normal" plays like a sensible person, "easy" is plausible but loose.

Both judge by ``heuristics.evaluate`` (see there what it weighs); they read
only their own hand and the public table.
"""

from __future__ import annotations

import random

from ...engine import Action
from .actions import pass_cards
from .heuristics import DEFAULT_WEIGHTS, Weights, choose_pass, evaluate
from .state import FtwState

__all__ = ["EasyBot", "NormalBot"]


class NormalBot:
    """The FTW?! heuristic bot."""

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.weights = weights

    def choose(self, state: FtwState, seat: int, rng: random.Random) -> Action:
        """Pick the best action by :func:`evaluate` (passing: keep highs and lows)."""
        if state.passing:
            return pass_cards(choose_pass(state.hands[seat]))
        actions = state.legal_actions()
        w = self.weights
        return max(actions, key=lambda a: evaluate(state, seat, a, w))


class EasyBot:
    """A looser player: the same judgement, blurred by noise, careless passes, and blind to the
    match scores when it can go out (it takes a way out that loses the match)."""

    noise = 9.0
    weights = Weights(match_aware=False)

    def choose(self, state: FtwState, seat: int, rng: random.Random) -> Action:
        """Pick an action whose score, plus noise, is highest."""
        if state.passing:
            hand = state.hands[seat]
            return pass_cards(tuple(rng.sample(hand[:-1], 3)))
        actions = state.legal_actions()
        w = self.weights
        return max(actions, key=lambda a: evaluate(state, seat, a, w) + rng.gauss(0.0, self.noise))
