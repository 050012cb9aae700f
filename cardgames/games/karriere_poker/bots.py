"""Karriere Poker bots: "normal" plays a sensible climbing game, "easy" is plausible but loose.

What the heuristic knows about the game: a game is a race to be first out of
cards. Every player gets one turn per poker round (in the default one-lap
round), and only the round winner chooses what to lead. Low cards can only be
got rid of by leading them; high cards and jokers can be played on almost
anything, and they are what wins rounds. So "normal":

- goes out whenever one set empties the hand;
- near the end follows a sure plan when there is one: lead the sets nobody can
  beat (too few unseen cards, or every other hand too small), one after the
  other, and keep one set for the last lead, which empties the hand;
- otherwise scores every legal play against passing. A play that empties a
  group is one play fewer to go out; it costs what the cards were worth to
  keep (a high number can be raised with later and may win a round, a joker
  completes any set); and it may win the round, so that the next lead is ours.
  That chance is worked out from public information: the unseen cards (the
  deck minus our hand and the played cards), the hand sizes of the players
  still to act this lap, and the cards we gave in the exchange, which our
  partner still holds unless he has played them. The last player of a one-lap
  round wins with any raise, so there a cheap raise always pays;
- a joker is dear: it is spent to go out, or to complete a set that gets rid
  of a group, and then mostly when that set wins the round; breaking a group,
  or spending a control (a set few unseen sets can beat), counts against a
  play in a round that will probably be lost;
- leads its cheapest group whole: low numbers, and sets few players can follow;
- minds players close to going out: a set of exactly their hand size is
  dearer, since beating it takes them out.

A bot reads only its own hand and the public table: hand sizes, the played and
cleared cards, and its own exchange. The other hands of the (determinized)
state it is given are samples and are never looked at.

"easy" goes out when it can, leads its lowest group and raises with its lowest
whole group, counting nothing; now and then it makes a random legal move.
"""

from __future__ import annotations

import random

from ...engine import Action
from .actions import PASS, Play
from .basics import JOKER
from .heuristics import Read, one_set, plan_of
from .state import KarrierePokerState

__all__ = [
    "ALL_PASS_WEIGHTS",
    "ONE_LAP_WEIGHTS",
    "EasyBot",
    "NormalBot",
    "Weights",
]


class Weights:
    """The knobs of the normal bot's scores; one instance per bot so variants can be compared."""

    __slots__ = ("eager", "feed", "group", "joker", "lead", "out", "reach", "split", "strength", "waste")

    def __init__(
        self,
        group: float = 1.4,
        lead: float = 0.4,
        strength: float = 0.7,
        reach: float = 0.9,
        joker: float = 1.0,
        out: float = 2.4,
        feed: float = 2.0,
        waste: float = 1.0,
        split: float = 0.3,
        eager: float = 0.9,
    ) -> None:
        #: A group played whole: one play fewer to go out.
        self.group = group
        #: Winning the round: the next lead is ours.
        self.lead = lead
        #: Keeping a set nobody can beat now.
        self.strength = strength
        #: Keeping a set that can still be raised with later (high singles most of all).
        self.reach = reach
        #: Keeping a joker.
        self.joker = joker
        #: Winning the round with one set left: the next lead goes out.
        self.out = out
        #: Letting a player go out by beating our set.
        self.feed = feed
        #: Spending a control (few unseen sets beat it) on a round we then lose.
        self.waste = waste
        #: Playing part of a group, on a round we then lose.
        self.split = split
        #: How likely a player who can beat a set does so.
        self.eager = eager


#: Tuned in the arena against earlier versions, for each round rule (KP-A1).
ONE_LAP_WEIGHTS = Weights()
#: Until everyone passes, a passed player may play again in the round: there playing as much as
#: possible paid best, breaking groups and high cards included.
ALL_PASS_WEIGHTS = Weights(waste=0.0, split=0.0)
#: How often a set of this size can later be raised with, relative to a single.
_REACH_SIZE = (0.0, 1.0, 0.5, 0.25, 0.1, 0.05, 0.02, 0.01, 0.0, 0.0, 0.0, 0.0, 0.0)


class NormalBot:
    """The Karriere Poker heuristic bot."""

    def __init__(self, weights: Weights | None = None) -> None:
        #: None: the tuned weights of the match's round rule.
        self.weights = weights

    def choose(self, state: KarrierePokerState, seat: int, rng: random.Random) -> Action:
        """Go out if possible; follow a sure plan; else the best play by :meth:`score`, or pass."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        size = state.sizes[seat]
        for a in actions:
            if isinstance(a, Play) and a.size == size:
                return a
        read = Read(state, seat)
        hand = state.hands[seat]
        if state.leading:
            plan = plan_of(hand, read)
            if plan is not None:
                return plan[0]
        w = self.weights or (ONE_LAP_WEIGHTS if state.one_lap else ALL_PASS_WEIGHTS)
        best: Action = PASS
        best_score = float("-inf") if state.leading else 0.0
        for a in actions:
            if isinstance(a, Play):
                s = self.score(read, hand, a, w)
                if s > best_score:
                    best, best_score = a, s
        return best

    @staticmethod
    def keep(read: Read, v: int, count: int, w: Weights) -> float:
        """What holding ``count`` cards of v is worth: a set to raise with later, or a control."""
        if not count:
            return 0.0
        reach = _REACH_SIZE[count] * (v - 1) / 12
        return w.reach * reach + w.strength * read.hold(count, v, read.others, 1.0)

    def score(self, read: Read, hand: list[int], action: Play, w: Weights) -> float:
        """How good playing ``action`` is, against passing (0)."""
        v, m, j = action.number, action.count, action.jokers
        k, value = action.size, action.value
        score = -w.joker * j
        if m:
            left = hand[v] - m
            score += self.keep(read, v, left, w) - self.keep(read, v, hand[v], w)
            if not left:
                score += w.group
        holds = read.hold(k, value, read.later, w.eager)
        if m and m < hand[v]:
            score -= w.split * (1.0 - holds)
        score += w.lead * holds
        if holds < 1.0:
            score -= w.waste * (1.0 - holds) / (1 + read.above(k, value))
        after = hand.copy()
        after[v] -= m
        after[JOKER] -= j
        if one_set(after):
            score += w.out * holds
        for q in read.later:
            if read.sizes[q] == k:
                score -= w.feed * w.eager * read.beat_row(q, k)[value]
        return score


class EasyBot:
    """A looser player: goes out when it can, leads its lowest group, raises with its lowest group.

    It counts no cards and does not mind the lap; now and then it plays any legal move.
    """

    slip = 0.15

    def choose(self, state: KarrierePokerState, seat: int, rng: random.Random) -> Action:
        """Simple rules, with a random legal move now and then."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        size = state.sizes[seat]
        for a in actions:
            if isinstance(a, Play) and a.size == size:
                return a
        if rng.random() < self.slip:
            return actions[rng.randrange(len(actions))]
        hand = state.hands[seat]
        # The lowest number played whole, without jokers.
        whole = [a for a in actions if isinstance(a, Play) and a.count == hand[a.number] and not a.jokers]
        lowest = min(whole, key=lambda a: a.number) if whole else None
        if state.leading:
            return lowest if lowest is not None else actions[0]
        if lowest is not None and (lowest.number <= 10 or rng.random() < 0.5):
            return lowest
        return PASS
