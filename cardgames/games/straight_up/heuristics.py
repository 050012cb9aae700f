"""What the Straight Up bots and the search share: what a hand pays, what a player may draw next,
and the turns-to-win estimate behind the normal bot and the search's scoring.

The estimate (see ``bots`` for how the normal bot races with it): a player
must still buy every goal rank its best straight lacks and holds no copy of,
each after a wait for a free copy in the row and a hand that pays its price
(``afford``: the exact chances over every three cards of its deck, goal cards
as blanks); every card still to place waits about one pass through its deck;
owning every copy of a rank nobody else holds is a second, cautious way.
``turns_to_win`` works on the summaries ``Seat`` and ``Market`` (which the
normal bot changes move by move); ``race_turns`` gives the same numbers in one
pass over a state, for the search's many cut-offs. Everything here reads only
what every seat may know, and the contents of draw piles, never their order.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb

from ...engine import Action
from .actions import Buy, Place
from .basics import COST, GOALS, HAND_SIZE, JACK, MONEY
from .state import StraightUpState

__all__ = [
    "GOAL_COSTS",
    "WEIGHTS",
    "Market",
    "Seat",
    "Weights",
    "afford",
    "before_next_turn",
    "deck_money",
    "missing_goals",
    "next_hands",
    "race_turns",
    "turns_to_win",
    "winning_action",
]

#: The prices of J, Q, K, A (STR-1.4), in goal order.
GOAL_COSTS = tuple(COST[g] for g in GOALS)


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


@lru_cache(maxsize=1 << 16)
def afford(money: tuple[int, ...]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """What a random hand of three cards from a deck pays, against the prices of J, Q, K, A.

    ``money[v]`` is the number of cards of money value ``v`` (goal cards count
    as 0). Returns, per goal rank, the chance that the hand pays its price and
    the expected amount by which it falls short (0 when it pays). A deck of
    three cards or fewer is one fixed hand.
    """
    d = sum(money)
    values = [v for v in range(len(money)) if money[v]]
    if d <= HAND_SIZE:
        m = sum(v * money[v] for v in values)
        return (
            tuple(1.0 if m >= c else 0.0 for c in GOAL_COSTS),
            tuple(float(max(0, c - m)) for c in GOAL_COSTS),
        )
    pays = [0, 0, 0, 0]
    short = [0, 0, 0, 0]
    for i, a in enumerate(values):
        na = money[a]
        for j in range(i, len(values)):
            b = values[j]
            nb = money[b]
            for c in values[j:]:
                # the number of hands holding exactly these three values
                if a == b == c:
                    ways = na * (na - 1) * (na - 2) // 6
                elif a == b:
                    ways = na * (na - 1) // 2 * money[c]
                elif b == c:
                    ways = na * nb * (nb - 1) // 2
                else:
                    ways = na * nb * money[c]
                if not ways:
                    continue
                total = a + b + c
                for k in range(4):
                    if total >= GOAL_COSTS[k]:
                        pays[k] += ways
                    else:
                        short[k] += ways * (GOAL_COSTS[k] - total)
    hands = d * (d - 1) * (d - 2) // 6
    return tuple(x / hands for x in pays), tuple(x / hands for x in short)


def next_hands(draw: Sequence[int], discard: Sequence[int]) -> list[tuple[float, tuple[int, ...]]]:
    """Every hand a player may draw next turn, with its chance, from what its piles hold.

    Only the contents of the piles matter (never their order): three cards of
    the draw pile, or all of it and the rest from the shuffled discard pile
    when it holds fewer than three (STR-3.1).
    """
    pile = tuple(sorted(draw))
    if len(pile) >= HAND_SIZE:
        return _draws(pile, HAND_SIZE, ())
    return _draws(tuple(sorted(discard)), HAND_SIZE - len(pile), pile)


@lru_cache(maxsize=1 << 10)
def _draws(pool: tuple[int, ...], k: int, fixed: tuple[int, ...]) -> list[tuple[float, tuple[int, ...]]]:
    """Every way to draw ``k`` cards of ``pool`` after ``fixed``: (chance, ``fixed`` + the cards drawn)."""
    k = min(k, len(pool))
    if k == 0:
        return [(1.0, fixed)]
    counts: dict[int, int] = {}
    for c in pool:
        counts[c] = counts.get(c, 0) + 1
    total = comb(len(pool), k)
    out = []
    for drawn in combinations_with_replacement(sorted(counts), k):
        ways = 1
        for c in set(drawn):
            ways *= comb(counts[c], drawn.count(c))
        if ways:
            out.append((ways / total, fixed + drawn))
    return out


# ---------------------------------------------------------------------- the estimate


@dataclass(frozen=True, slots=True)
class Weights:
    """The normal bot's constants, tuned in self-play and against "easy" (2 to 4 players)."""

    #: Turns a placement waits per three cards of deck beyond one hand (a pass through the deck).
    cycle: float = 1.0
    #: The purchase chance per turn assumed even when no hand pays yet: a wait is at most 1/this.
    min_chance: float = 0.2
    #: Turns per point of money by which a hand falls short of a price, on average.
    shortfall: float = 0.2
    #: Turns of lead at which a race is about three to one.
    scale: float = 3.0
    #: What spending the one strike costs (in units of the race score), and on a lone jack on top.
    strike_keep: float = 0.3
    strike_lone: float = 1.0
    #: A monopoly estimate counts this many times its purchases, plus a few turns.
    monopoly: float = 3.0
    monopoly_extra: float = 2.0


class Seat:
    """What everybody knows about one player's cards (order never used)."""

    __slots__ = ("discard", "draw", "goals", "money", "owned", "size", "straights")

    #: Cards per money value 0..10 in draw pile, hand and discard pile; goal cards count as 0.
    money: list[int]
    #: Goal cards of each rank in draw pile, hand and discard pile (not yet placed).
    goals: list[int]
    size: int
    straights: list[int]
    owned: list[int]
    #: The draw pile (sorted) and the discard pile: what the next hand is drawn from.
    draw: Sequence[int]
    discard: Sequence[int]

    @classmethod
    def of(cls, state: StraightUpState, seat: int) -> Seat:
        """What everybody knows about ``seat``'s cards in ``state``."""
        s = cls.__new__(cls)
        money = [0] * 11
        goals = [0, 0, 0, 0]
        size = 0
        for zone in (state.draws[seat], state.hands[seat], state.discards[seat]):
            for c in zone:
                size += 1
                if c >= JACK:
                    goals[c - JACK] += 1
                    money[0] += 1
                else:
                    money[c] += 1
        s.money = money
        s.goals = goals
        s.size = size
        s.straights = list(state.straights[seat])
        s.owned = list(state.owned[seat])
        s.draw = sorted(state.draws[seat])
        s.discard = state.discards[seat]
        return s

    def copy(self) -> Seat:
        """A copy to change for one action (the piles are shared: they are never changed)."""
        s = Seat.__new__(Seat)
        s.money = self.money.copy()
        s.goals = self.goals.copy()
        s.size = self.size
        s.straights = self.straights.copy()
        s.owned = self.owned.copy()
        s.draw = self.draw
        s.discard = self.discard
        return s


class Market:
    """The market as the plan sees it: free copies per goal rank, the cards left to reveal, the row."""

    __slots__ = ("free", "row", "size", "supply")

    def __init__(self, free: list[int], supply: int, row: list[int], size: int) -> None:
        #: Copies of each goal rank no player owns (all of them are market cards).
        self.free = free
        #: Market cards in the row, the market deck and the market discard.
        self.supply = supply
        self.row = row
        #: Cards in a full row (N + 2).
        self.size = size


def before_next_turn(state: StraightUpState, seat: int) -> list[int]:
    """The seats that move between this turn of ``seat`` and its next one, in order.

    The rest of this round, then the next round from its new start player
    (STR-2.4); a seat may come twice, and with two players ``seat`` may move
    again at once (STR-A12).
    """
    n = state.num_players
    out = [(state.start + i) % n for i in range(state.turn + 1, n)]
    first = (state.start + 1) % n
    i = 0
    while (first + i) % n != seat:
        out.append((first + i) % n)
        i += 1
    return out


#: The weights the bots and the search use unless told otherwise.
WEIGHTS = Weights()


def turns_to_win(
    s: Seat,
    market: Market,
    others: list[int],
    copies: int,
    soon: list[float] | None,
    weights: Weights | None = None,
) -> float:
    """About how many turns the player ``s`` still needs to win (see the module docstring).

    ``others``: copies of each goal rank owned by the other players.
    ``soon``: for an opponent who moves before our next turn, the chance its
    next hand can buy each goal rank from the row as it is now.
    """
    w = weights or WEIGHTS
    place = 1.0 + w.cycle * max(0, s.size - HAND_SIZE) / HAND_SIZE
    supply = market.supply
    in_row = [0.0] * 4
    for k in range(4):
        f = market.free[k]
        if f > 0 and supply > 0:
            in_row[k] = 1.0 - (1.0 - f / supply) ** market.size

    def wait(k: int, blanks: int) -> float:
        """Turns until ``s`` buys a copy of goal rank ``k``, with ``blanks`` more blanks in the deck."""
        if in_row[k] <= 0.0:
            return math.inf
        money = s.money
        if blanks:
            money = money.copy()
            money[0] += blanks
        pays, short = afford(tuple(money))
        turns = 1.0 / (pays[k] * in_row[k] + w.min_chance) + w.shortfall * short[k]
        if soon is not None and soon[k] > 0.0:
            turns = soon[k] + (1.0 - soon[k]) * (1.0 + turns)
        return turns

    best = math.inf
    for length in s.straights:
        need = [k for k in range(length, 4) if not s.goals[k]]
        t = (4 - length) * place
        for k in need:
            t += wait(k, len(need))
        best = min(best, t)
    for k in range(4):
        if not others[k] and in_row[k] > 0.0:
            more = copies - s.owned[k]
            best = min(best, w.monopoly * more * wait(k, more) + w.monopoly_extra)
    return best


def race_turns(state: StraightUpState, weights: Weights | None = None) -> list[float]:
    """Every seat's turns to win as the normal bot estimates them, at most 200 (for the search).

    The same numbers as ``turns_to_win`` without the opponents'
    next-hand look-ahead, computed in one pass over the state with one
    ``afford`` look-up per deck and number of blanks (the search calls this
    at every cut-off rollout).
    """
    w = weights or WEIGHTS
    n = state.num_players
    copies = state.copies
    owned = state.owned
    total = [0, 0, 0, 0]
    for q in range(n):
        own = owned[q]
        for k in range(4):
            total[k] += own[k]
    supply = len(state.market) + len(state.market_deck) + len(state.market_discard)
    size = state.size
    in_row = [0.0, 0.0, 0.0, 0.0]
    if supply:
        for k in range(4):
            f = copies - total[k]
            if f > 0:
                in_row[k] = 1.0 - (1.0 - f / supply) ** size
    min_chance = w.min_chance
    shortfall = w.shortfall
    inf = math.inf
    out = []
    for q in range(n):
        money = [0] * 11
        goals = [0, 0, 0, 0]
        cards = 0
        for zone in (state.draws[q], state.hands[q], state.discards[q]):
            cards += len(zone)
            for c in zone:
                if c >= JACK:
                    goals[c - JACK] += 1
                    money[0] += 1
                else:
                    money[c] += 1
        place = 1.0 + w.cycle * max(0, cards - HAND_SIZE) / HAND_SIZE
        paying: dict[int, tuple[tuple[float, ...], tuple[float, ...]]] = {}
        best = inf
        for length in state.straights[q]:
            need = [k for k in range(length, 4) if not goals[k]]
            t = (4 - length) * place
            blanks = len(need)
            for k in need:
                if in_row[k] <= 0.0:
                    t = inf
                    break
                got = paying.get(blanks)
                if got is None:
                    money[0] += blanks
                    got = paying[blanks] = afford(tuple(money))
                    money[0] -= blanks
                t += 1.0 / (got[0][k] * in_row[k] + min_chance) + shortfall * got[1][k]
            if t < best:
                best = t
        own = owned[q]
        for k in range(4):
            if total[k] == own[k] and in_row[k] > 0.0:
                more = copies - own[k]
                got = paying.get(more)
                if got is None:
                    money[0] += more
                    got = paying[more] = afford(tuple(money))
                    money[0] -= more
                t = 1.0 / (got[0][k] * in_row[k] + min_chance) + shortfall * got[1][k]
                t = w.monopoly * more * t + w.monopoly_extra
                if t < best:
                    best = t
        out.append(min(200.0, best))
    return out
