"""Karriere Poker bots: "normal" plays a sensible climbing game, "easy" is plausible but loose.

What the heuristic knows about the game: a game is a race to get rid of the
cards, and only the round winner leads. So:

- go out whenever one set empties the hand;
- lead the lowest cards, a whole group at a time (the low cards are the ones
  that cannot be got rid of by raising);
- raise cheaply: the lowest number that beats the top, without breaking a
  larger group, keeping jokers and high numbers for control;
- spend a high card or a joker only when the round is worth it: when nobody
  after us can answer (we are last in the lap), or when the hand is nearly gone;
- with two sets left and one of them sure to win, lead the other one.

A bot reads only its own hand and the public table (what the state shows
through ``determinize``).
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Action
from .actions import PASS, Play
from .basics import JOKER
from .state import KarrierePokerState

__all__ = ["EasyBot", "NormalBot", "raise_cost"]


def _groups(hand: list[int]) -> list[tuple[int, int]]:
    """(number, count) of every number in a hand, lowest first."""
    return [(v, hand[v]) for v in range(1, 14) if hand[v]]


def _lead(state: KarrierePokerState, seat: int, actions: list[Action]) -> Action:
    hand = state.hands[seat]
    groups = _groups(hand)
    jokers = hand[JOKER]
    if not groups:
        return next(a for a in actions if isinstance(a, Play) and a.jokers == jokers)
    # The lowest group whole: low cards are the ones raising cannot get rid of.
    v, c = groups[0]
    return next(a for a in actions if isinstance(a, Play) and a.number == v and a.count == c and not a.jokers)


def raise_cost(hand: list[int], action: Play) -> float:
    """What a raise spends: jokers and high numbers are dear, broken groups leave stragglers."""
    cost = 0.0
    if action.count:
        v = action.number
        cost += max(0, v - 7) * 1.6
        if action.count < hand[v]:
            cost += 4.0 * (hand[v] - action.count)
    cost += action.jokers * 16.0
    if not action.count:
        cost += 4.0 * action.jokers
    return cost


class NormalBot:
    """The Karriere Poker heuristic bot."""

    greed = 9.0

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """Go out if possible; else lead low, or raise cheaply when it is worth it."""
        assert isinstance(state, KarrierePokerState)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        size = state.sizes[seat]
        for a in actions:
            if isinstance(a, Play) and a.size == size:
                return a
        if state.leading:
            return _lead(state, seat, actions)
        hand = state.hands[seat]
        k = state.top_size
        worth = self.greed + 2.5 * k
        if state.turns_left == 1:
            worth += 8.0  # nobody can answer: the round is ours
        if size - k <= 3:
            worth += 10.0  # nearly out: lead the rest next
        best: Action = PASS
        best_cost = worth
        for a in actions:
            if isinstance(a, Play):
                cost = raise_cost(hand, a)
                if cost < best_cost:
                    best, best_cost = a, cost
        return best


class EasyBot:
    """A looser player: the normal judgement most of the time, a random legal move otherwise."""

    slip = 0.35

    def __init__(self) -> None:
        self._normal = NormalBot()

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """Usually the normal choice; sometimes any legal move (but never a pass when going out)."""
        if rng.random() < self.slip:
            actions: list[Action] = state.legal_actions()
            return actions[rng.randrange(len(actions))]
        return self._normal.choose(state, seat, rng)
