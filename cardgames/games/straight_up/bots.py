"""Straight Up bots: "easy" plays a plausible but loose game.

What a turn offers: a purchase improves the deck (money cards make later
purchases possible, goal cards build the straight), removing a starting card
thins the deck so the good cards come round more often, placing builds the
straight, a strike sets an opponent back once per game. "easy":

- takes a win when one action gives it (the fourth card of a straight, the
  last copy of a goal rank);
- now and then plays any legal action;
- otherwise places a goal card when it can (the longest straight first),
  strikes when it can (the longest opposing straight first), buys the best
  card it can afford (goal ranks it does not own yet, in straight order, then
  high money cards), removes its lowest starting card while its deck keeps
  enough money, and otherwise buys any money card or passes.

A bot reads only its own hand and public facts (owned goal cards, straights,
the market row); the other zones of the determinized state it is handed are
samples. The helpers below are meant for the stronger bots too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...engine import Action
from .actions import PASS, Buy, Place, Remove, Strike
from .basics import COST, GOALS, JACK, MONEY
from .state import StraightUpState

__all__ = [
    "EasyBot",
    "NormalBot",
    "buy_score",
    "deck_money",
    "hand_money",
    "missing_goals",
    "straight_length",
    "winning_action",
]

#: The deck money "easy" keeps when it removes starting cards (it starts with 18).
KEEP_MONEY = 14


def hand_money(state: StraightUpState, seat: int) -> int:
    """What ``seat``'s hand gives towards a purchase."""
    return sum(MONEY[c] for c in state.hands[seat])


def deck_money(state: StraightUpState, seat: int) -> int:
    """The money of every card ``seat`` owns outside its straights (public: purchases and removals)."""
    total = 0
    for zone in (state.draws[seat], state.hands[seat], state.discards[seat]):
        for c in zone:
            total += MONEY[c]
    return total


def missing_goals(state: StraightUpState, seat: int) -> list[int]:
    """The goal ranks ``seat`` owns no copy of, in straight order (J, Q, K, A)."""
    return [g for k, g in enumerate(GOALS) if not state.owned[seat][k]]


def straight_length(state: StraightUpState, seat: int) -> int:
    """The length of ``seat``'s longest straight."""
    return max(state.straights[seat])


def winning_action(state: StraightUpState, actions: Sequence[Action]) -> Action | None:
    """An action that wins at once: the fourth card of a straight, or the last copy of a goal rank."""
    p = state.current_player
    assert p is not None
    own = state.owned[p]
    for a in actions:
        if type(a) is Place and state.straights[p][a.slot] == 3:
            return a
        if type(a) is Buy and a.card >= JACK and own[a.card - JACK] + 1 == state.copies:
            return a
    return None


def buy_score(state: StraightUpState, seat: int, card: int) -> int:
    """How much ``seat`` wants a market card of this rank: missing goal ranks in straight order
    first, then high money cards, spare goal cards, and low money cards."""
    if card >= JACK:
        missing = missing_goals(state, seat)
        if card in missing:
            return 100 - 10 * missing.index(card)
        return 30
    return 40 + card if card >= 8 else 20 + card


class EasyBot:
    """A loose player: wins when it can, places and strikes when it can, buys the best card it can afford.

    It plans nothing and counts nothing; now and then it plays any legal action.
    """

    slip = 0.1

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """Simple priorities, with a random legal action now and then."""
        assert isinstance(state, StraightUpState)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        win = winning_action(state, actions)
        if win is not None:
            return win
        if rng.random() < self.slip:
            return actions[rng.randrange(len(actions))]
        places = [a for a in actions if type(a) is Place]
        if places:
            return max(places, key=lambda a: (state.straights[seat][a.slot], a.card))
        strikes = [a for a in actions if type(a) is Strike]
        if strikes:
            return max(strikes, key=lambda a: (state.straights[a.seat][a.slot], -a.card))
        buys = [a for a in actions if type(a) is Buy]
        best = max(buys, key=lambda a: (buy_score(state, seat, a.card), COST[a.card]), default=None)
        if best is not None and buy_score(state, seat, best.card) >= 40:
            return best
        removes = [a for a in actions if type(a) is Remove]
        if removes and deck_money(state, seat) - removes[0].card >= KEEP_MONEY:
            return removes[0]
        if best is not None:
            return best
        return PASS


class NormalBot(EasyBot):
    """Stand-in for the "normal" level until the game's heuristic bot exists: "easy" without slips."""

    slip = 0.0
