"""What a Karriere Poker seat can work out from its own hand and public information.

Public information is the hand sizes, the played and cleared cards, and the
seat's own exchange: its partner surely holds what it gave and has not played
since. Every other unseen card is taken as a random draw from the rest. From
that: the chance that a set holds against the players still to act
(:meth:`Read.hold`), whether a set is sure to win its lead (:meth:`Read.sure`),
and a sure way out (:func:`sure_plan`). The normal bot scores its plays with
these; the other hands of the (determinized) state are never looked at.
"""

from __future__ import annotations

from functools import cache
from math import comb

from .actions import Play, play
from .basics import JOKER, JOKER_RANK, deck_counts
from .state import KarrierePokerState

__all__ = ["Read", "hold_chance", "joker_splits", "one_set", "plan_of", "sure_plan"]


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


class Read:
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


def joker_splits(jokers: int, groups: int) -> list[tuple[int, ...]]:
    """Every way to add some of ``jokers`` to ``groups`` groups (the rest stay alone)."""
    if groups == 0:
        return [()]
    out: list[tuple[int, ...]] = []
    for first in range(jokers + 1):
        out += [(first, *rest) for rest in joker_splits(jokers - first, groups - 1)]
    return out


def sure_plan(state: KarrierePokerState, seat: int) -> list[Play] | None:
    """Sets that empty ``seat``'s hand, every one but the last sure to win its lead; fewest sets.

    Leading the sure sets one after the other keeps the lead, and the last lead
    goes out. None when there is no such plan (or the hand has over 4 numbers).
    """
    return plan_of(state.hands[seat], Read(state, seat))


def plan_of(hand: list[int], read: Read) -> list[Play] | None:
    """:func:`sure_plan` for ``hand``, read as ``read`` says."""
    numbers = [v for v in range(1, 14) if hand[v]]
    if len(numbers) > 4:
        return None
    jokers = hand[JOKER]
    best: list[Play] | None = None
    for split in joker_splits(jokers, len(numbers)):
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


def one_set(hand: list[int]) -> bool:
    """The hand is one set: at most one number, plus any jokers."""
    return sum(1 for v in range(1, 14) if hand[v]) <= 1


def hold_chance(state: KarrierePokerState, seat: int, action: Play) -> float:
    """The chance that nobody after ``seat`` (the player to act) this round beats ``action``.

    Worked out, as the normal bot does, from ``seat``'s hand and public information only.
    """
    read = Read(state, seat)
    return read.hold(action.size, action.value, read.later, 1.0)
