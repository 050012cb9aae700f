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
from functools import cache
from math import comb
from typing import Any

from ...engine import Action
from .actions import PASS, Play, play
from .basics import JOKER, JOKER_RANK, deck_counts
from .state import KarrierePokerState

__all__ = [
    "ALL_PASS_WEIGHTS",
    "ONE_LAP_WEIGHTS",
    "EasyBot",
    "NormalBot",
    "Weights",
    "hold_chance",
    "sure_plan",
]


@cache
def _tail(pool: int, good: int, draws: int, least: int) -> float:
    """P(at least ``least`` of ``good`` marked cards among ``draws`` drawn from ``pool``)."""
    if least <= 0:
        return 1.0
    top = min(good, draws)
    if least > top:
        return 0.0
    hits = sum(comb(good, x) * comb(pool - good, draws - x) for x in range(least, top + 1))
    return hits / comb(pool, draws)


@cache
def _exact(pool: int, good: int, draws: int, hits: int) -> float:
    """P(exactly ``hits`` of ``good`` marked cards among ``draws`` drawn from ``pool``)."""
    if hits < 0 or hits > good or hits > draws:
        return 0.0
    return comb(good, hits) * comb(pool - good, draws - hits) / comb(pool, draws)


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


class _Read:
    """What a seat can work out from public information, for one decision.

    ``unseen[v]``: copies of v (0: jokers) not in our hand and not played, i.e.
    in the other hands (or set aside in game 1). Our exchange partner surely
    holds what we gave it and has not played since; every other card of the
    other hands is taken as a random draw from the rest of the unseen cards.
    """

    __slots__ = ("jover", "known", "later", "others", "partner", "pool", "rows", "sizes", "unseen")

    def __init__(self, state: KarrierePokerState, seat: int) -> None:
        hand = state.hands[seat]
        unseen = deck_counts(state.num_players)
        out = state.out
        for v in range(14):
            unseen[v] -= hand[v] + out[v]
        for c in state.table:
            unseen[c] -= 1
        self.unseen = unseen
        self.sizes = state.sizes
        self.jover = state.jokers_over
        self.partner = q = state.partner[seat]
        pool = unseen.copy()
        known = [0] * 14
        if q >= 0 and state.sizes[q]:
            played = state.played[q]
            for c in state.gave[seat]:
                known[c] += 1
            for v in range(14):
                known[v] = min(max(0, known[v] - played[v]), pool[v])
                pool[v] -= known[v]
        self.known = known
        self.pool = pool
        self.rows: dict[tuple[int, int], list[float]] = {}
        # The other players with cards, clockwise from us.
        others = []
        q = state.nxt[seat]
        while q != seat:
            if state.sizes[q]:
                others.append(q)
            q = state.nxt[q]
        self.others = others
        #: Those who still act after us this round (all of them after a lead or until all pass).
        self.later = others if state.leading or not state.one_lap else others[: max(0, state.turns_left - 1)]

    def beat_row(self, opp: int, k: int) -> list[float]:
        """``row[v]``: the chance that ``opp`` holds a ``k``-set beating a ``k``-set of value v (1..14)."""
        is_partner = opp == self.partner
        size = self.sizes[opp]
        key = (-1 - size if is_partner else size, k)
        row = self.rows.get(key)
        if row is not None:
            return row
        row = [0.0] * (JOKER_RANK + 1)
        self.rows[key] = row
        if size < k:
            return row
        known = self.known if is_partner else [0] * 14
        free = self.pool
        pool = sum(free)
        draws = min(max(0, size - sum(known)), pool)
        for drawn in range(min(free[JOKER], draws) + 1):
            pj = _exact(pool, free[JOKER], draws, drawn)
            jokers = known[JOKER] + drawn
            if jokers >= k:
                # Jokers alone beat any number; other jokers only with the flag (KP-A3).
                for v in range(1, 14):
                    row[v] += pj
                if self.jover:
                    row[JOKER_RANK] += pj
                continue
            need = k - jokers
            # none: the chance that no number above v makes a k-set with the jokers.
            none = 1.0
            for v in range(13, 0, -1):
                row[v] += pj * (1.0 - none)
                none *= 1.0 - _tail(pool, free[v], draws, need - known[v])
        return row

    def hold(self, k: int, v: int, seats: list[int], eager: float) -> float:
        """The chance that no seat in ``seats`` beats a ``k``-set of value v."""
        p = 1.0
        for q in seats:
            p *= 1.0 - eager * self.beat_row(q, k)[v]
        return p

    def sure(self, k: int, v: int) -> bool:
        """Nobody can beat this set as a lead, now or later: too few cards unseen, or hands too small."""
        if not self.others or max(self.sizes[q] for q in self.others) < k:
            return True
        u = self.unseen
        jokers = u[JOKER]
        if v == JOKER_RANK:
            return not self.jover or jokers < k
        if jokers >= k:
            return False
        return all(not u[w] or u[w] + jokers < k for w in range(v + 1, 14))

    def above(self, k: int, v: int) -> int:
        """How many ``k``-sets beating value v the unseen cards could make at most."""
        u = self.unseen
        jokers = u[JOKER]
        sets = sum((u[w] + jokers) // k for w in range(v + 1, 14) if u[w])
        if v < JOKER_RANK or self.jover:
            sets += jokers // k
        return sets


def _joker_splits(jokers: int, groups: int) -> list[tuple[int, ...]]:
    """Every way to add some of ``jokers`` to ``groups`` groups (the rest stay alone)."""
    if groups == 0:
        return [()]
    out: list[tuple[int, ...]] = []
    for first in range(jokers + 1):
        out += [(first, *rest) for rest in _joker_splits(jokers - first, groups - 1)]
    return out


def sure_plan(state: KarrierePokerState, seat: int) -> list[Play] | None:
    """Sets that empty ``seat``'s hand, every one but the last sure to win its lead; fewest sets.

    Leading the sure sets one after the other keeps the lead, and the last lead
    goes out. None when there is no such plan (or the hand has over 4 numbers).
    """
    return _plan(state.hands[seat], _Read(state, seat))


def _plan(hand: list[int], read: _Read) -> list[Play] | None:
    numbers = [v for v in range(1, 14) if hand[v]]
    if len(numbers) > 4:
        return None
    jokers = hand[JOKER]
    best: list[Play] | None = None
    for split in _joker_splits(jokers, len(numbers)):
        sets = [play(v, hand[v], j) for v, j in zip(numbers, split, strict=True)]
        if jokers > sum(split):
            sets.append(play(0, 0, jokers - sum(split)))
        risky = [s for s in sets if not read.sure(s.size, s.value)]
        if len(risky) > 1:
            continue
        # The sure sets first (lowest first), the risky one last.
        sets.sort(key=lambda s: (s in risky, s.value, s.size))
        if best is None or len(sets) < len(best):
            best = sets
    return best


def _one_set(hand: list[int]) -> bool:
    """The hand is one set: at most one number, plus any jokers."""
    return sum(1 for v in range(1, 14) if hand[v]) <= 1


class NormalBot:
    """The Karriere Poker heuristic bot."""

    def __init__(self, weights: Weights | None = None) -> None:
        #: None: the tuned weights of the match's round rule.
        self.weights = weights

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """Go out if possible; follow a sure plan; else the best play by :meth:`score`, or pass."""
        assert isinstance(state, KarrierePokerState)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        size = state.sizes[seat]
        for a in actions:
            if isinstance(a, Play) and a.size == size:
                return a
        read = _Read(state, seat)
        hand = state.hands[seat]
        if state.leading:
            plan = _plan(hand, read)
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
    def keep(read: _Read, v: int, count: int, w: Weights) -> float:
        """What holding ``count`` cards of v is worth: a set to raise with later, or a control."""
        if not count:
            return 0.0
        reach = _REACH_SIZE[count] * (v - 1) / 12
        return w.reach * reach + w.strength * read.hold(count, v, read.others, 1.0)

    def score(self, read: _Read, hand: list[int], action: Play, w: Weights) -> float:
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
        if _one_set(after):
            score += w.out * holds
        for q in read.later:
            if read.sizes[q] == k:
                score -= w.feed * w.eager * read.beat_row(q, k)[value]
        return score


def hold_chance(state: KarrierePokerState, seat: int, action: Play) -> float:
    """The chance that nobody after ``seat`` (the player to act) this round beats ``action``.

    Worked out, as the normal bot does, from ``seat``'s hand and public information only.
    """
    read = _Read(state, seat)
    return read.hold(action.size, action.value, read.later, 1.0)


class EasyBot:
    """A looser player: goes out when it can, leads its lowest group, raises with its lowest group.

    It counts no cards and does not mind the lap; now and then it plays any legal move.
    """

    slip = 0.15

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """Simple rules, with a random legal move now and then."""
        assert isinstance(state, KarrierePokerState)
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
