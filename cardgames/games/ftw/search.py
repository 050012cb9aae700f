"""FTW?!'s hooks for the generic hard bot (ISMCTS, ``cardgames.engine.search``).

- **Rollouts** play :func:`quick_action`: the normal bot's judgement
  (``heuristics.evaluate``'s terms and weights) applied to a handful of candidate
  moves computed straight from the hand, pile and helper row, instead of
  building and scoring every legal action (option C alone can have hundreds).
- **Horizon**: a rollout stops when the round (deal) it started in has been
  scored; the match's last round ends the match itself.
- **Values**: a finished match gives the win shares; a cut-off position gives
  a softmax of the totals, ``exp(score / T)``, whose temperature ``T`` grows
  with the square root of the rounds still to play. ``T`` per player count was
  fitted by maximum likelihood on the final winners of normal-bot self-play
  (see ``TEMPERATURE``).
- **Order**: wide action sets (the 3-card pass, option C's helper subsets)
  are sorted by the same terms, so progressive widening opens the sensible
  moves first.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right, insort
from collections.abc import Sequence
from itertools import combinations
from math import exp, sqrt

from ...engine import Action, SearchHooks
from .actions import (
    LAY_AND_TAKE,
    PASS,
    PLAY_HIGHER,
    WITH_HELPERS,
    LayAndTake,
    PassCards,
    PlayHigher,
    PlayWithHelpers,
)
from .basics import deck_size
from .heuristics import DEFAULT_WEIGHTS, GO_OUT, choose_pass, exit_need
from .scoring import round_points
from .state import FtwState

__all__ = ["TEMPERATURE", "FtwSearchHooks", "quick_action", "win_chances"]

#: Softmax temperature per player count for one round still to play; it
#: scales with sqrt(rounds left). Fitted by maximum likelihood on 600
#: normal-bot self-play matches per player count (the totals after every
#: round but the last against the match's winners): the best temperature
#: barely changes with the rounds left once scaled so. Mean log-likelihood
#: per position, fitted vs uniform: 2p -0.551 vs -0.693, 4p -0.978 vs
#: -1.386, 6p -1.255 vs -1.792.
TEMPERATURE = {2: 12.5, 3: 9.5, 4: 12.0, 5: 14.0, 6: 13.5}

#: A safety stop for the simulated round (FTW-6.2 bounds a round by about
#: twice the hand cards in turns).
_MAX_TURNS = 400

_W = DEFAULT_WEIGHTS
_REST = _W.rest
_REST_URGENT = _W.rest_urgent
_TEMPO = _W.tempo
_KEEP = _W.keep
_HELPER = _W.helper
_GIFT = _W.gift
_FORCE = _W.force
_EMPTY = _W.empty


def _pile_tables(m: int) -> tuple[list[list[float]], list[list[float]]]:
    """For a deck of 1..m: ``force[k][c]`` and ``gift[k][c]``, the evaluation's pile terms.

    With top card c and a next player holding k cards, the evaluation adds
    ``force * below**k`` (they may have to spend a tempo) and subtracts
    ``gift * (1 - (1 - below)**k) * pile_max`` (they may take the best pile
    card), where ``below = (c - 1) / m``.
    """
    force = []
    gift = []
    for k in range(_MAX_HAND + 1):
        force.append([_FORCE * ((c - 1) / m) ** k for c in range(m + 1)])
        gift.append([_GIFT * (1.0 - (1.0 - (c - 1) / m) ** k) for c in range(m + 1)])
    return force, gift


#: Hands never hold more cards than the deck (the tables' k index).
_MAX_HAND = 60
_TABLES = {n: _pile_tables(deck_size(n)) for n in range(2, 7)}


def _lift(row: list[int], need: int) -> tuple[int, int] | None:
    """The fewest helpers of ``row`` (sorted) summing above ``need``, as a slice ``row[lo:hi]``."""
    if not row:
        return None
    if row[-1] > need:
        lo = bisect_right(row, need)
        return lo, lo + 1
    acc = 0
    lo = len(row)
    while lo > 0 and acc <= need:
        lo -= 1
        acc += row[lo]
    return (lo, len(row)) if acc > need else None


def _exit(hand: list[int], row: list[int], pile: list[int]) -> tuple[int, int, int, int] | None:
    """The quick player's way out of a 2-card ``hand`` (see :func:`_decide`), or None if there is none."""
    low, high = hand
    if not pile or low > pile[-1]:
        return (0, low, 0, 0)
    top = pile[-1]
    lifted = _lift(row, top - low)
    if lifted is not None:
        return (2, low, lifted[0], lifted[1])
    if high > top:
        return (0, high, 0, 0)
    lifted = _lift(row, top - high)
    if lifted is not None:
        return (2, high, lifted[0], lifted[1])
    return None


def _decide(
    state: FtwState, p: int, hand: list[int], row: list[int], pile: list[int], urgent: bool
) -> tuple[int, int, int, int]:
    """The quick player's move for seat ``p`` in play (not passing), encoded as ``(kind, card, x, y)``.

    ``kind`` 0 is option A with ``card``; 1 is option B laying ``card`` and
    taking ``x``; 2 is option C with ``card`` and the helpers ``row[x:y]``.
    Candidates: A with every card that may go on the pile; B laying the
    highest lower card that is not the keeper (or the keeper itself) and
    taking the pile's highest or lowest card; C with every lower card and its
    fewest (largest) helpers. Each is scored by ``heuristics.evaluate``'s terms:
    going out first, then tempo, the kept card, the rest, helpers, and what
    the pile offers the next player. ``urgent``: another hand is down to 3
    cards or fewer, so the cards left in hand weigh more.
    """
    n = state.num_players
    hands = state.hands
    w_rest = _REST_URGENT if urgent else _REST
    force_k, gift_k = _TABLES[n]
    k = len(hands[(p + 1) % n])
    force = force_k[k]
    gift = gift_k[k]
    size = len(hand)
    total = sum(hand)
    hmax = hand[-1]
    second = hand[-2]
    nrow = len(row)
    helper_v = _HELPER * (nrow if nrow < 3 else 3)
    # Scores of shedding one card (A or C), before the pile terms.
    shed_base = -_TEMPO * (size - 1)
    best = (0, hand[0], 0, 0)
    best_v = -1e18
    shed = True
    if size == 2:
        # Going out ends the round at once and beats every other move: keep
        # the higher card if possible, else the lower one; else play on. A way
        # out that loses the match for certain (``heuristics.exit_need``) is
        # taken only when B cannot play on.
        out = _exit(hand, row, pile)
        if out is not None:
            kept = hmax if out[1] != hmax else hand[0]
            if kept >= exit_need(state, p) or not pile or hand[0] > pile[-1]:
                return out
            shed = False
    if not pile:
        for c in hand:
            keep = second if c == hmax else hmax
            v = shed_base + _KEEP * keep - w_rest * (total - c - keep) + helper_v + force[c] - gift[c] * c
            if v > best_v:
                best, best_v = (0, c, 0, 0), v
        return best
    top = pile[-1]
    pmax = max(pile)
    lows = bisect_left(hand, top)
    for i in range(lows if shed else size, size):
        c = hand[i]
        keep = second if c == hmax else hmax
        v = (
            shed_base
            + _KEEP * keep
            - w_rest * (total - c - keep)
            + helper_v
            + force[c]
            - gift[c] * (c if c > pmax else pmax)
        )
        if v > best_v:
            best, best_v = (0, c, 0, 0), v
    if not lows:
        return best
    # C: every lower card, highest first, with the fewest (largest) helpers
    # that lift it over the top; once none lift a card, none lift lower ones.
    if nrow and shed:
        for i in range(lows - 1, -1, -1):
            c = hand[i]
            lifted = _lift(row, top - c)
            if lifted is None:
                break
            lo, hi = lifted
            left = nrow - (hi - lo)
            keep = second if c == hmax else hmax
            v = (
                shed_base
                + _KEEP * keep
                - w_rest * (total - c - keep)
                + _HELPER * (left if left < 3 else 3)
                + force[c]
                - gift[c] * pmax
            )
            if v > best_v:
                best, best_v = (2, c, lo, hi), v
    # B: lay the highest lower card that is not the keeper (its removal cuts
    # the rest most), or the keeper itself; take the pile's highest or lowest.
    pmin = min(pile)
    helper_b = _HELPER * (nrow + 1 if nrow < 2 else 3) - _EMPTY - _TEMPO * size
    lays = (hand[lows - 1],) if lows < size else (hand[lows - 2], hmax)
    for c in lays:
        base = total - c
        keep0 = second if c == hmax else hmax
        for t in (pmax, pmin):
            keep = t if t > keep0 else keep0
            v = helper_b + _KEEP * keep - w_rest * (base + t - keep)
            if v > best_v:
                best, best_v = (1, c, t, 0), v
    return best


def quick_action(state: FtwState) -> Action:
    """A fast heuristic move for the player to act (the normal bot's judgement, few candidates)."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    if state.passing:
        return PASS[choose_pass(hand)]
    row = state.helpers[p]
    hands = state.hands
    urgent = any(len(hands[s]) <= 3 for s in range(state.num_players) if s != p)
    kind, c, x, y = _decide(state, p, hand, row, state.pile, urgent)
    if kind == 0:
        return PLAY_HIGHER[c]
    if kind == 1:
        return LAY_AND_TAKE[c][x]
    return WITH_HELPERS[c][tuple(row[x:y])]


def _play_round(state: FtwState) -> list[int]:
    """Play the running round of ``state`` (in play, a throwaway sample) with the quick player; its points.

    The moves change the sample's hands, pile and helper rows directly, as
    ``FtwState._apply`` would, without validation or events; the scores and
    the round counter are left as they were.
    """
    n = state.num_players
    hands = state.hands
    helpers = state.helpers
    pile = state.pile
    p = state.current_player
    assert p is not None
    # Hands with 3 cards or fewer: hands only shrink (B keeps the size).
    short = sum(1 for h in hands if len(h) <= 3)
    for _ in range(_MAX_TURNS):
        hand = hands[p]
        row = helpers[p]
        size = len(hand)
        kind, c, x, y = _decide(state, p, hand, row, pile, short > (size <= 3))
        hand.remove(c)
        if kind == 0:
            pile.append(c)
        elif kind == 1:
            insort(row, c)
            insort(hand, x)
            pile.clear()
        else:
            pile.append(c)
            del row[x:y]
        if kind != 1:
            if size == 2:
                break
            if size == 4:
                short += 1
        p = p + 1 if p + 1 < n else 0
    return [round_points(h) for h in hands]


def win_chances(scores: Sequence[int], rounds_left: int, num_players: int) -> list[float]:
    """Each seat's estimated chance to win the match from these totals, ``rounds_left`` rounds to go."""
    top = max(scores)
    if rounds_left <= 0:
        winners = [1.0 if s == top else 0.0 for s in scores]
        share = 1.0 / sum(winners)
        return [w * share for w in winners]
    t = TEMPERATURE.get(num_players, 12.0) * sqrt(rounds_left)
    weights = [exp((s - top) / t) for s in scores]
    norm = 1.0 / sum(weights)
    return [w * norm for w in weights]


def _pass_order(size: int) -> list[int]:
    """The 3-card passes of a sorted hand of ``size`` cards, most promising first, as indexes
    into the passes in ``combinations`` order (the order of the legal actions).

    First the normal bot's pass (``choose_pass``), then by cost, lower first: a card costs 100
    among the two highest (never give those away), else its distance from the upper middle;
    equal costs keep their order. Both depend on the positions in the hand only, so the order
    is one list per hand size, made on first use (it was a dict of costs per hand, made for each
    new hand a search met: a fifth of a six-player search's time).
    """
    order = _PASS_ORDERS.get(size)
    if order is None:
        positions = list(range(size))
        favourite = choose_pass(positions)
        weight = [100.0 if i >= size - 2 else abs(size - 4 - i) for i in positions]
        costs = [
            -1.0 if cards == favourite else weight[cards[0]] + weight[cards[1]] + weight[cards[2]]
            for cards in combinations(positions, 3)
        ]
        order = _PASS_ORDERS[size] = sorted(range(len(costs)), key=costs.__getitem__)
    return order


_PASS_ORDERS: dict[int, list[int]] = {}


def _worth(
    new_len: int,
    keep: int,
    rest: int,
    helpers: int,
    top: int,
    pile_max: int,
    w_rest: float,
    m: int,
    k: int,
    need: int,
) -> float:
    """``heuristics.evaluate``'s score of the hand, helper row and pile an action leaves
    (``need``: ``heuristics.exit_need``, below which a way out loses the match)."""
    if new_len == 1:
        return GO_OUT + keep if keep >= need else keep - GO_OUT
    v = _KEEP * keep - _TEMPO * new_len - w_rest * rest + _HELPER * (helpers if helpers < 3 else 3)
    if top:
        below = (top - 1) / m
        v += _FORCE * below**k - _GIFT * (1.0 - (1.0 - below) ** k) * pile_max
    else:
        v -= _EMPTY
    return v


def _order_play(state: FtwState, actions: list[Action]) -> list[Action]:
    """Play actions by the evaluation's terms, best first (C: fewer helpers first on a tie)."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    n = state.num_players
    hands = state.hands
    closest = min(len(hands[s]) for s in range(n) if s != p)
    w_rest = _REST_URGENT if closest <= 3 else _REST
    m = deck_size(n)
    k = len(hands[(p + 1) % n])
    size = len(hand)
    total = sum(hand)
    hmax = hand[-1]
    second = hand[-2]
    nrow = len(state.helpers[p])
    pile = state.pile
    pmax = max(pile) if pile else 0
    need = exit_need(state, p)
    scored: list[tuple[float, int, Action]] = []
    for i, a in enumerate(actions):
        if type(a) is PlayHigher:
            c = a.card
            keep = second if c == hmax else hmax
            v = _worth(size - 1, keep, total - c - keep, nrow, c, c if c > pmax else pmax, w_rest, m, k, need)
        elif type(a) is LayAndTake:
            c, t = a.card, a.take
            keep = second if c == hmax else hmax
            if t > keep:
                keep = t
            v = _worth(size, keep, total - c + t - keep, nrow + 1, 0, 0, w_rest, m, k, need)
        else:
            assert type(a) is PlayWithHelpers
            c, used = a.card, len(a.helpers)
            keep = second if c == hmax else hmax
            v = (
                _worth(size - 1, keep, total - c - keep, nrow - used, c, pmax, w_rest, m, k, need)
                - 0.01 * used
            )
        scored.append((-v, i, a))
    scored.sort()
    return [a for _, _, a in scored]


class FtwSearchHooks(SearchHooks[FtwState]):
    """Heuristic rollouts to the end of the round, scored by the chance to win the match."""

    max_rollout = 400

    def rollout_action(self, state: FtwState, rng: random.Random) -> Action:
        """The quick heuristic move (:func:`quick_action`)."""
        return quick_action(state)

    def cutoff(self, root: FtwState, state: FtwState) -> bool:
        """Stop once the round the rollout started in has been scored."""
        return state.round_no != root.round_no

    def rollout(self, root: FtwState, state: FtwState, rng: random.Random) -> Sequence[float]:
        """Finish the round of ``state`` with the quick player, straight on its lists; the values there.

        Passes still to choose go through ``apply``; the play is simulated by
        :func:`_play_round` (the sample is the search's to change), and the
        round's points are added to a copy of the totals.
        """
        if state.current_player is None or state.round_no != root.round_no:
            return self.values(state)
        while state.passing and state.current_player is not None:
            state.apply(PASS[choose_pass(state.hands[state.current_player])])
        points = _play_round(state)
        scores = [a + b for a, b in zip(state.scores, points, strict=True)]
        return win_chances(scores, state.num_rounds - state.round_no - 1, state.num_players)

    def values(self, state: FtwState) -> Sequence[float]:
        """Win shares when the match is over, else each seat's chance to win from the totals."""
        outcome = state.outcome
        if outcome is not None:
            return [outcome.share(seat) for seat in range(state.num_players)]
        return win_chances(state.scores, state.num_rounds - state.round_no, state.num_players)

    def order(self, state: FtwState, actions: list[Action]) -> list[Action]:
        """Wide sets most promising first: passes by the normal bot's rule, plays by the evaluation."""
        p = state.current_player
        if len(actions) <= 12 or p is None:
            return actions
        if type(actions[0]) is PassCards:
            # The legal passes come in ``combinations`` order of the sorted hand (``rules``).
            order = _pass_order(len(state.hands[p]))
            if len(order) == len(actions):
                return list(map(actions.__getitem__, order))
            return actions
        return _order_play(state, actions)
