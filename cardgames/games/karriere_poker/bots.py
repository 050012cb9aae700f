"""Karriere Poker bots: "normal" plays a sensible climbing game, "easy" is plausible but loose.

What the heuristic knows about the game: a game is a race to be first out of
cards, every player gets one turn per poker round, and only the round winner
chooses what to lead. Low cards can only be got rid of by leading them; high
cards and jokers can be played on almost anything, and they are what wins
rounds. So "normal":

- goes out whenever one set empties the hand;
- near the end follows a sure plan when there is one: lead the sets nobody can
  beat (counted from the unseen cards and the hand sizes) and keep one set for
  the last lead, which then empties the hand;
- otherwise leads its cheapest group whole: low numbers, big sets (few can
  follow them), never the jokers;
- raises when it pays: every play removes a group, but a high card or a joker
  spent on a round someone later in the lap will take is wasted. The chance
  that a set holds is worked out from the unseen cards, the hand sizes of the
  players still to act, and the cards it gave in the exchange. The last player
  of a one-lap round wins with any raise, so there any cheap raise is taken;
- minds players close to going out: it does not lead a set of exactly their
  hand size if they are likely to beat it.

A bot reads only its own hand and the public table: hand sizes, the played and
cleared cards, and its own exchange. The other hands of the (determinized)
state it is given are samples and are never looked at.
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

__all__ = ["EasyBot", "NormalBot", "Weights", "hold_chance"]


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
    """The knobs of the normal bot; one instance per bot so variants can be compared."""

    __slots__ = ("eager", "feed", "group", "joker", "lead", "out", "reach", "strength")

    def __init__(
        self,
        group: float = 1.0,
        lead: float = 0.8,
        strength: float = 0.6,
        reach: float = 0.5,
        joker: float = 1.2,
        out: float = 1.5,
        feed: float = 2.0,
        eager: float = 0.9,
    ) -> None:
        #: A group played: one play fewer to go out.
        self.group = group
        #: Winning the round: the next lead is ours.
        self.lead = lead
        #: Keeping a set that nobody can beat now (a control).
        self.strength = strength
        #: Keeping a set that can still be raised with later (high singles most of all).
        self.reach = reach
        #: Keeping a joker.
        self.joker = joker
        #: Winning the round with one set left: the next lead goes out.
        self.out = out
        #: Letting a player go out on our set.
        self.feed = feed
        #: How likely a player who can beat a set does so.
        self.eager = eager


DEFAULT_WEIGHTS = Weights()
#: How often a set of this size can later be raised with, relative to a single.
_REACH_SIZE = (0.0, 1.0, 0.5, 0.25, 0.1, 0.05, 0.02, 0.01, 0.0, 0.0, 0.0, 0.0, 0.0)


class _Read:
    """What a seat can work out from public information, for one decision.

    ``unseen[v]``: copies of v (0: jokers) not in our hand and not played, i.e.
    in the other hands (or set aside in game 1). Our exchange partner surely
    holds what we gave it and has not played since; the rest is drawn at
    random from the unseen cards.
    """

    __slots__ = ("hand", "jover", "known", "later", "others", "partner", "pool", "rows", "sizes", "unseen")

    def __init__(self, state: KarrierePokerState, seat: int) -> None:
        n = state.num_players
        hand = state.hands[seat]
        unseen = deck_counts(n)
        out = state.out
        for v in range(14):
            unseen[v] -= hand[v] + out[v]
        for c in state.table:
            unseen[c] -= 1
        self.hand = hand
        self.unseen = unseen
        self.sizes = state.sizes
        self.jover = state.jokers_over
        self.partner = q = state.partner[seat]
        free = unseen.copy()
        known = [0] * 14
        if q >= 0 and state.sizes[q]:
            played = state.played[q]
            for c in state.gave[seat]:
                known[c] += 1
            for v in range(14):
                known[v] = min(max(0, known[v] - played[v]), free[v])
                free[v] -= known[v]
        self.known = known
        self.pool = free
        self.rows: dict[tuple[int, int], list[float]] = {}
        # The others with cards, clockwise from us.
        others = []
        q = state.nxt[seat]
        while q != seat:
            if state.sizes[q]:
                others.append(q)
            q = state.nxt[q]
        self.others = others
        if state.leading or not state.one_lap:
            self.later = others
        else:
            self.later = others[: max(0, state.turns_left - 1)]

    def beat_row(self, opp: int, k: int) -> list[float]:
        """``row[v]``: the chance ``opp`` holds a set of ``k`` cards that beats a ``k``-set of value v."""
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
        draws = min(size - sum(known), pool)
        kj = known[JOKER]
        for drawn_j in range(min(free[JOKER], draws) + 1):
            pj = _exact(pool, free[JOKER], draws, drawn_j)
            if pj == 0.0:
                continue
            j = kj + drawn_j
            if j >= k:
                for v in range(1, 14):
                    row[v] += pj
                if self.jover:
                    row[JOKER_RANK] += pj
                continue
            need = k - j
            none = 1.0
            for v in range(13, 0, -1):
                # none: nobody-beats chance for a set of value v (numbers above v).
                row[v] += pj * (1.0 - none)
                w = v
                none *= 1.0 - _tail(pool, free[w], draws, need - known[w])
        return row

    def hold(self, k: int, v: int, seats: list[int], eager: float) -> float:
        """The chance that no seat in ``seats`` beats a ``k``-set of value v."""
        p = 1.0
        for q in seats:
            p *= 1.0 - eager * self.beat_row(q, k)[v]
        return p

    def sure(self, k: int, v: int) -> bool:
        """Nobody can beat this set as a lead, now or later: too few cards are unseen or held."""
        if not self.others or max(self.sizes[q] for q in self.others) < k:
            return True
        u = self.unseen
        jokers = u[JOKER]
        if v == JOKER_RANK:
            return not self.jover or jokers < k
        if jokers >= k:
            return False
        return all(u[w] + jokers < k or not u[w] for w in range(v + 1, 14))


def _joker_splits(jokers: int, groups: int) -> list[tuple[int, ...]]:
    """Every way to add some of ``jokers`` to ``groups`` groups (the rest stay alone)."""
    if groups == 0:
        return [()]
    out: list[tuple[int, ...]] = []
    for first in range(jokers + 1):
        out += [(first, *rest) for rest in _joker_splits(jokers - first, groups - 1)]
    return out


def sure_plan(hand: list[int], read: _Read) -> list[Play] | None:
    """Sets that empty ``hand`` where every set but one surely wins its lead, fewest sets first.

    Leading the sure sets one after the other keeps the lead, and the last
    lead goes out. None when no such plan exists (or the hand is too big to care).
    """
    numbers = [v for v in range(1, 14) if hand[v]]
    if len(numbers) > 4:
        return None
    jokers = hand[JOKER]
    best: list[Play] | None = None
    for split in _joker_splits(jokers, len(numbers)):
        sets = [play(v, hand[v], j) for v, j in zip(numbers, split, strict=True)]
        alone = jokers - sum(split)
        if alone:
            sets.append(play(0, 0, alone))
        risky = [s for s in sets if not read.sure(s.size, s.value)]
        if len(risky) > 1:
            continue
        # Sure sets first (the lowest first), the risky one last.
        sets.sort(key=lambda s: (s in risky, s.value, s.size))
        if best is None or len(sets) < len(best):
            best = sets
    return best


def _one_set(hand: list[int]) -> bool:
    """The hand is one set: at most one number, plus any jokers."""
    return sum(1 for v in range(1, 14) if hand[v]) <= 1


class NormalBot:
    """The Karriere Poker heuristic bot."""

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.weights = weights

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """Go out if possible; follow a sure plan; else the best play by :meth:`score` (or pass)."""
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
            plan = sure_plan(hand, read)
            if plan is not None:
                return plan[0]
        best: Action = PASS
        best_score = 0.0 if not state.leading else float("-inf")
        for a in actions:
            if isinstance(a, Play):
                s = self.score(read, hand, a)
                if s > best_score:
                    best, best_score = a, s
        return best

    def keep(self, read: _Read, v: int, count: int) -> float:
        """What holding ``count`` cards of v is worth: a control, or a set to raise with later."""
        if not count:
            return 0.0
        w = self.weights
        reach = _REACH_SIZE[count] * (v - 1) / 12
        strength = read.hold(count, v, read.others, 1.0)
        return w.reach * reach + w.strength * strength

    def score(self, read: _Read, hand: list[int], action: Play) -> float:
        """How good playing ``action`` is, against passing (0)."""
        w = self.weights
        v, m, j = action.number, action.count, action.jokers
        k = action.size
        value = -w.joker * j
        if m:
            left = hand[v] - m
            value += self.keep(read, v, left) - self.keep(read, v, hand[v])
            if not left:
                value += w.group
        holds = read.hold(k, action.value, read.later, w.eager)
        value += w.lead * holds
        after = hand.copy()
        after[v] -= m
        after[JOKER] -= j
        if _one_set(after):
            value += w.out * holds
        # A player with exactly k cards left goes out if he beats us.
        for q in read.later:
            if read.sizes[q] == k:
                value -= w.feed * w.eager * read.beat_row(q, k)[action.value]
        return value


def hold_chance(state: KarrierePokerState, seat: int, action: Play) -> float:
    """The chance that nobody still to act this round beats ``action`` (public information only)."""
    read = _Read(state, seat)
    return read.hold(action.size, action.value, read.later, 1.0)


class EasyBot:
    """A looser player: goes out when it can, leads its lowest group, raises with the cheapest group.

    It does not count cards or mind the lap; now and then it plays any legal move.
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
        plays = [a for a in actions if isinstance(a, Play)]
        whole = [a for a in plays if a.count and a.count == hand[a.number] and not a.jokers]
        if state.leading:
            if whole:
                return min(whole, key=lambda a: a.number)
            return plays[0]
        if whole:
            cheapest = min(whole, key=lambda a: a.number)
            if cheapest.number <= 10 or state.turns_left == 1 or rng.random() < 0.5:
                return cheapest
        return PASS
