"""Straight Up bots: "normal" races a deck-builder's plan, "easy" plays plausible but loose.

What the game is about, seen from a bot. A hand is always three cards, so what
a player can buy is what three cards of its deck give: a jack (10) is easy, an
ace (25) needs three high money cards in one hand, and a goal card waiting in
the deck is a blank in every hand it comes in. A thin deck of high cards pays
for anything and brings each goal card round quickly; the starting 2s, 3s and
4s only slow it down. The market shows N + 2 cards, refilled only between
rounds, and each goal rank has 4 copies (8 with three or four players): a card
an opponent needs can be bought away, and once per game an opponent's top
card can be struck back into its deck.

"normal" turns this into one number per player: about how many turns it still
needs to win, from what everybody may know about it (``_turns_to_win``):

- every goal rank its best straight still lacks, and of which it holds no
  copy, must be bought: it waits for a turn on which a free copy is in the
  row (judged from the free copies among all market cards) and its hand pays
  for it. What a hand pays is counted exactly over every three cards of its
  deck, with the goal cards still to be bought already in it as blanks; a
  deck that cannot pay yet is also charged for how far its hands fall short
  on average, so each good money card and each removal brings it visibly
  closer. An opponent who moves before our next turn is judged on the hands
  its draw pile can really give it next turn, against the row as it is now;
- every card still to place waits about one pass through the deck: the more
  cards, the longer;
- the better of its two straight places counts; owning every copy of a rank
  nobody else holds is a second way, rated cautiously, since one purchase by
  anybody blocks it.

For each legal action the bot changes this picture as the action would (a
purchase adds a card, lowers the free copies and may take from the row what
an opponent wanted next turn; a removal thins the deck; a placement shortens
the plan; a strike sends an opponent's top card back into its deck) and scores
it as a race: for every opponent, log sigmoid((its turns - our turns) / scale),
plus the log of the chance that each opponent who moves before our next turn
does not win on that turn (a J-Q-K and an ace its next hand may draw, or the
last copy of a rank in the row that its next hand may pay for). The best score
is played. That one rule gives the plan:

- early, removing 2s and 3s and buying high money cards shorten the wait for
  every goal card; a low money card is bought only while it lifts the hands;
- goal cards are bought when they shorten the plan the most: usually the next
  card of the straight, sooner a rank whose price the deck seldom reaches or
  whose free copies run short; a second copy of a rank already held is just a
  blank, unless it keeps the rank from an opponent;
- a card an opponent needs is worth more the closer it is to winning: the ace
  that would finish its J-Q-K is bought away when the hand can pay;
- the strike costs a premium (more on a lone jack, which it would barely
  delay), so it is kept for a straight that threatens: the king off a J-Q-K
  whose owner holds an ace, the last steps of whoever leads the race;
- a winning placement or the purchase of the last copy of a rank is always
  taken first.

The bot reads only what its seat may know: its own hand, every public pile
and straight, the market row and pile sizes, and the contents (never the
order) of every draw pile, which follow from the public record. The sample
``bot_decision`` shows it changes nothing it looks at, and it uses no
randomness, so its choice is the same for every sample.

"easy" takes a win when one action gives it, stops an opponent from buying the
last copy of a rank, places whatever fits, strikes any straight of two cards
or more, buys the goal ranks it lacks in straight order, then money cards of 8
or more, removes starting cards while its deck keeps some money, and otherwise
buys a money card better than its average card. One decision in ten is a
random legal action.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb
from typing import Any

from ...engine import Action
from .actions import PASS, Buy, Place, Remove, Strike
from .basics import ACE, COST, GOALS, HAND_SIZE, JACK, MONEY
from .state import StraightUpState

__all__ = [
    "EasyBot",
    "NormalBot",
    "Weights",
    "afford",
    "deck_money",
    "missing_goals",
    "next_hands",
    "race_turns",
    "winning_action",
]

#: The prices of J, Q, K, A (STR-1.4), in goal order.
GOAL_COSTS = tuple(COST[g] for g in GOALS)

#: The deck money "easy" keeps when it removes starting cards (it starts with 18).
KEEP_MONEY = 14


# ---------------------------------------------------------------------- shared helpers


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


# ---------------------------------------------------------------------- easy


class EasyBot:
    """A loose player: fixed priorities, no counting, and a random legal action now and then."""

    slip = 0.1

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """Win, block a monopoly, place, strike a longer straight, buy by simple rules, thin, or pass."""
        assert isinstance(state, StraightUpState)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        win = winning_action(state, actions)
        if win is not None:
            return win
        if rng.random() < self.slip:
            return actions[rng.randrange(len(actions))]
        buys = [a for a in actions if type(a) is Buy]
        last = state.copies - 1
        for a in buys:  # somebody else would own every copy with this one
            if a.card >= JACK and any(
                state.owned[q][a.card - JACK] == last for q in range(state.num_players) if q != seat
            ):
                return a
        mine = state.straights[seat]
        places = [a for a in actions if type(a) is Place]
        if places:
            return max(places, key=lambda a: (mine[a.slot], a.card))
        strikes = [a for a in actions if type(a) is Strike and state.straights[a.seat][a.slot] >= 2]
        if strikes:
            return max(strikes, key=lambda a: (state.straights[a.seat][a.slot], -a.card))
        missing = missing_goals(state, seat)
        goals = [a for a in buys if a.card in missing]
        if goals:
            return min(goals, key=lambda a: missing.index(a.card))
        high = [a for a in buys if 8 <= a.card <= 10]
        if high:
            return max(high, key=lambda a: a.card)
        money = deck_money(state, seat)
        removes = [a for a in actions if type(a) is Remove]
        if removes and money - removes[0].card >= KEEP_MONEY:
            return removes[0]
        size = len(state.draws[seat]) + len(state.hands[seat]) + len(state.discards[seat])
        better = [a for a in buys if a.card <= 10 and a.card * size > money]
        if better:
            return max(better, key=lambda a: a.card)
        return PASS


# ---------------------------------------------------------------------- normal


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


class _Seat:
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
    def of(cls, state: StraightUpState, seat: int) -> _Seat:
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

    def copy(self) -> _Seat:
        s = _Seat.__new__(_Seat)
        s.money = self.money.copy()
        s.goals = self.goals.copy()
        s.size = self.size
        s.straights = self.straights.copy()
        s.owned = self.owned.copy()
        s.draw = self.draw
        s.discard = self.discard
        return s


class _Market:
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


def _before_next_turn(state: StraightUpState, seat: int) -> list[int]:
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


class NormalBot:
    """The heuristic bot: a turns-to-win estimate per player, each action scored as a race."""

    def __init__(self, weights: Weights | None = None) -> None:
        self.weights = weights or Weights()

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """A win if there is one; otherwise the action with the best race score (see the module)."""
        assert isinstance(state, StraightUpState)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        win = winning_action(state, actions)
        if win is not None:
            return win
        n = state.num_players
        seats = [_Seat.of(state, q) for q in range(n)]
        free = [state.copies - sum(state.owned[q][k] for q in range(n)) for k in range(4)]
        supply = len(state.market) + len(state.market_deck) + len(state.market_discard)
        market = _Market(free, supply, state.market, state.size)
        before = _before_next_turn(state, seat)
        best: Action = PASS
        best_score = -math.inf
        for a in actions:
            score = self._score(state, seat, seats, market, before, a)
            if score > best_score + 1e-9:
                best, best_score = a, score
        return best

    def _score(
        self,
        state: StraightUpState,
        seat: int,
        seats: list[_Seat],
        market: _Market,
        before: list[int],
        action: Action,
    ) -> float:
        """The race score of the position after ``action`` (higher is better for ``seat``)."""
        w = self.weights
        cost = 0.0
        if isinstance(action, (Buy, Remove, Place)):
            seats = seats.copy()
            me = seats[seat] = seats[seat].copy()
            r = action.card
            if isinstance(action, Buy):
                me.size += 1
                row = market.row.copy()
                row.remove(r)
                free = market.free
                if r >= JACK:
                    me.money[0] += 1
                    me.goals[r - JACK] += 1
                    me.owned[r - JACK] += 1
                    free = free.copy()
                    free[r - JACK] -= 1
                else:
                    me.money[r] += 1
                market = _Market(free, market.supply - 1, row, market.size)
            elif isinstance(action, Remove):
                me.size -= 1
                me.money[r] -= 1
            else:
                me.size -= 1
                me.money[0] -= 1
                me.goals[r - JACK] -= 1
                me.straights[action.slot] += 1
        elif isinstance(action, Strike):
            seats = seats.copy()
            them = seats[action.seat] = seats[action.seat].copy()
            top = them.straights[action.slot] - 1
            them.straights[action.slot] = top
            them.size += 1
            them.money[0] += 1
            them.goals[top] += 1
            them.discard = [*them.discard, GOALS[top]]
            cost = w.strike_keep + (w.strike_lone if top == 0 else 0.0)
        return self._race(seats, seat, market, before, state.copies) - cost

    def _race(self, seats: list[_Seat], seat: int, market: _Market, before: list[int], copies: int) -> float:
        """Log chance that nobody wins before our next turn, plus our race against every opponent."""
        n = len(seats)
        row = market.row
        owned = [sum(s.owned[k] for s in seats) for k in range(4)]
        score = 0.0
        turns = [0.0] * n
        for q in range(n):
            s = seats[q]
            soon = None
            if q != seat and q in before:
                # its next hand, exactly: can it pay for a goal card in the row, or win at once?
                soon = [0.0] * 4
                wins = 0.0
                ready = 3 in s.straights
                for chance, hand in next_hands(s.draw, s.discard):
                    m = 0
                    for c in hand:
                        m += MONEY[c]
                    won = ready and ACE in hand
                    for k in range(4):
                        if m >= GOAL_COSTS[k] and GOALS[k] in row:
                            soon[k] += chance
                            won = won or s.owned[k] == copies - 1
                    if won:
                        wins += chance
                score += math.log(max(1e-6, 1.0 - wins)) * before.count(q)
            others = [owned[k] - s.owned[k] for k in range(4)]
            turns[q] = min(200.0, self._turns_to_win(s, market, others, copies, soon))
        mine = turns[seat]
        scale = self.weights.scale
        for q in range(n):
            if q == seat:
                continue
            x = (turns[q] - mine) / scale
            if x > 30:
                continue
            score -= math.log1p(math.exp(-x)) if x > -30 else -x  # log sigmoid(x)
        return score

    def _turns_to_win(
        self, s: _Seat, market: _Market, others: list[int], copies: int, soon: list[float] | None
    ) -> float:
        """About how many turns the player ``s`` still needs to win (see the module docstring).

        ``others``: copies of each goal rank owned by the other players.
        ``soon``: for an opponent who moves before our next turn, the chance its
        next hand can buy each goal rank from the row as it is now.
        """
        w = self.weights
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


# ---------------------------------------------------------------------- for the search


def race_turns(state: StraightUpState, weights: Weights | None = None) -> list[float]:
    """Every seat's turns to win as the normal bot estimates them, at most 200 (for the search).

    The same numbers as ``NormalBot._turns_to_win`` without the opponents'
    next-hand look-ahead, computed in one pass over the state with one
    ``afford`` look-up per deck and number of blanks (the search calls this
    at every cut-off rollout).
    """
    w = weights or _WEIGHTS
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


_WEIGHTS = Weights()
