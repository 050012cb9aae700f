"""Seven-up bots: "normal" plays a sensible All Fours hand, "easy" is plausible but loose.

The heuristic in short:

- trump decisions from hand strength: count the trumps, the high ones, the
  jack and the tens of the proposed suit;
- in play: win the trick when it carries points (a ten, the jack, court
  cards) as cheaply as possible, keep the low trump for Low, take the jack
  with a higher trump, follow the partner: do not overtake a trick the
  partner is winning, throw it points instead;
- otherwise play the lowest card that is allowed.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Action
from .actions import ACCEPT, ASK, GIVE, PLAY, REFUSE, RUN
from .basics import AUGEN, JACK
from .state import SevenUpState

__all__ = ["EasyBot", "NormalBot", "trump_strength"]


def trump_strength(hand: list[int], suit: int) -> float:
    """How well a hand plays with ``suit`` as trump: trumps, high trumps, the jack, and the tens."""
    trumps = [c for c in hand if c & 3 == suit]
    score = 1.2 * len(trumps)
    for c in trumps:
        r = c // 4 + 2
        if r >= 13:
            score += 1.5
        if r == JACK:
            score += 1.0
    score += 0.3 * sum(1 for c in hand if c // 4 + 2 == 14)
    return score


def _winner_so_far(state: SevenUpState) -> tuple[int, int]:
    """The seat winning the trick so far and its card."""
    t = state.trump
    cards = state.trick
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        if (c & 3 == b & 3 and c > b) or (c & 3 == t and b & 3 != t):
            best = i
    return state.trick_seats[best], cards[best]


def _beats(card: int, best: int, trump: int) -> bool:
    return (card & 3 == best & 3 and card > best) or (card & 3 == trump and best & 3 != trump)


class NormalBot:
    """The Seven-up heuristic bot."""

    accept_at = 5.0

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """Decide the trump by strength; in play, win point tricks cheaply and keep Low."""
        assert isinstance(state, SevenUpState)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        phase = state.phase
        hand = state.hands[seat]
        proposed = state.turnup & 3
        if phase in ("propose", "asked"):
            strong = trump_strength(hand, proposed) >= self.accept_at - (1.0 if phase == "asked" else 0.0)
            return ACCEPT if strong else REFUSE
        if phase == "dealer":
            # The dealer keeps the trump when it suits him; otherwise runs for a new suit.
            mine = trump_strength(hand, proposed)
            if GIVE in actions:
                return GIVE if mine >= self.accept_at else RUN
            return ASK if mine >= self.accept_at - 1.0 else RUN
        if phase == "discard":
            t = state.trump
            # Keep trumps and points; throw the lowest plain cards first.
            return min(actions, key=lambda a: (a.card & 3 == t, AUGEN[a.card], a.card // 4))  # type: ignore[attr-defined]
        return self._play(state, seat, actions)

    def _play(self, state: SevenUpState, seat: int, actions: list[Action]) -> Action:
        t = state.trump
        cards: list[int] = [a.card for a in actions]  # type: ignore[attr-defined]
        low_trump = min((c for c in state.hands[seat] if c & 3 == t), default=-1)
        if not state.trick:
            # Lead: a high trump that can catch the jack or tens, else the lowest plain card.
            trumps = [c for c in cards if c & 3 == t]
            if trumps and max(trumps) // 4 + 2 >= 13:
                return PLAY[max(trumps)]
            plain = [c for c in cards if c & 3 != t]
            pool = plain or cards
            return PLAY[min(pool, key=lambda c: (AUGEN[c] > 0, c // 4))]
        who, best = _winner_so_far(state)
        partner_wins = state.party(who) == state.party(seat)
        at_stake = sum(AUGEN[c] for c in state.trick) + (5 if (JACK - 2) * 4 + t in state.trick else 0)
        winners = [c for c in cards if _beats(c, best, t)]
        last = len(state.trick) == state.num_players - 1
        if partner_wins:
            # Give the partner points, cheaply.
            return PLAY[max(cards, key=lambda c: (c & 3 != t, AUGEN[c], -(c // 4)))]
        if winners and (at_stake > 0 or last):
            keep_low = [c for c in winners if c != low_trump] or winners
            return PLAY[min(keep_low, key=lambda c: (c & 3 == t, c // 4))]
        losers = [c for c in cards if c != low_trump] or cards
        return PLAY[min(losers, key=lambda c: (AUGEN[c] > 0, c & 3 == t, c // 4))]


class EasyBot:
    """A looser player: the normal judgement most of the time, a random legal card otherwise."""

    slip = 0.3

    def __init__(self) -> None:
        self._normal = NormalBot()

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """Usually the normal choice; sometimes any legal action."""
        if rng.random() < self.slip:
            actions: list[Action] = state.legal_actions()
            return actions[rng.randrange(len(actions))]
        return self._normal.choose(state, seat, rng)
