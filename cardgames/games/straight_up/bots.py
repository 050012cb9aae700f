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
needs to win, from what everybody may know about it (``heuristics.turns_to_win``):

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

from ...engine import Action
from .actions import PASS, Buy, Place, Remove, Strike
from .basics import ACE, GOALS, JACK, MONEY
from .heuristics import (
    GOAL_COSTS,
    Market,
    Seat,
    Weights,
    before_next_turn,
    deck_money,
    missing_goals,
    next_hands,
    turns_to_win,
    winning_action,
)
from .state import StraightUpState

__all__ = ["EasyBot", "NormalBot", "Weights"]

#: The deck money "easy" keeps when it removes starting cards (it starts with 18).
KEEP_MONEY = 14


# ---------------------------------------------------------------------- easy


class EasyBot:
    """A loose player: fixed priorities, no counting, and a random legal action now and then."""

    slip = 0.1

    def choose(self, state: StraightUpState, seat: int, rng: random.Random) -> Action:
        """Win, block a monopoly, place, strike a longer straight, buy by simple rules, thin, or pass."""
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


class NormalBot:
    """The heuristic bot: a turns-to-win estimate per player, each action scored as a race."""

    def __init__(self, weights: Weights | None = None) -> None:
        self.weights = weights or Weights()

    def choose(self, state: StraightUpState, seat: int, rng: random.Random) -> Action:
        """A win if there is one; otherwise the action with the best race score (see the module)."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        win = winning_action(state, actions)
        if win is not None:
            return win
        n = state.num_players
        seats = [Seat.of(state, q) for q in range(n)]
        free = [state.copies - sum(state.owned[q][k] for q in range(n)) for k in range(4)]
        supply = len(state.market) + len(state.market_deck) + len(state.market_discard)
        market = Market(free, supply, state.market, state.size)
        before = before_next_turn(state, seat)
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
        seats: list[Seat],
        market: Market,
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
                market = Market(free, market.supply - 1, row, market.size)
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

    def _race(self, seats: list[Seat], seat: int, market: Market, before: list[int], copies: int) -> float:
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
            turns[q] = min(200.0, turns_to_win(s, market, others, copies, soon, self.weights))
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
