"""What the others' decisions in this hand tell about their cards: the hard bot's belief.

The hard search draws the hidden cards from a pool of deals the searching
seat's knowledge allows (``observer.determinize``: the seen cards and the
shown voids), each weighted by how likely every other seat's observed
decisions in this hand were under that deal (``cardgames.engine.inference``).
The model of a player is the normal bot's judgement, made cheap enough to ask
a few hundred deals per decision:

- The trump dialogue (when no cards were run, so the hand each decision was
  made with is the hand now plus the cards played since): accepting, refusing,
  asking and giving as a logistic curve of the hand's trump strength
  (``trump_strength``), fitted on the normal bot's own decisions.
- Every card played: the hand of each seat at that moment is rebuilt from the
  deal (the cards held now plus those played since), and the card is compared
  with the one the playout player (``heuristics.policy``, the normal bot's
  playout model) would play there. A deal in which the player's card is what
  that player would have played is likelier than one in which it is not: who
  did not trump when he could have, who did not take a trick worth taking, who
  fed a ten to a trick, what was led. Cards that play alike (small cards of a
  suit that both take or both lose the trick) count as the same choice.

Each observed decision is a softmax over its options, mixed with a uniform
floor, so one surprising card never rules a deal out (people err, and the
normal bot samples).
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Callable
from math import exp, log

from ...engine.inference import Belief
from .basics import AUGEN, beats, trump_jack
from .heuristics import policy, trump_strength
from .state import SevenUpState

__all__ = ["POOL", "belief", "log_likelihood"]

#: How many deals are weighed between two looks at ``should_stop`` (a few ms).
STOP_EVERY = 16
#: Deals in the pool, by number of players (the pool is drawn and weighed once per decision).
POOL = {2: 240, 3: 200, 4: 200}
#: How strongly a card the playout player would play is preferred (softmax inverse temperature,
#: on a score of 1 for that card, ``ALIKE`` for one that plays like it, 0 for the rest), following
#: and leading. Measured on the normal bot's own games (2 players): its card following is the
#: playout player's card on the true deal 83 % of the time (20 % on a deal drawn at random), its
#: lead only 31 % (25 %): a follow tells much, a lead little.
FOLLOW_BETA = 2.0
LEAD_BETA = 0.4
ALIKE = 0.8
#: The uniform share mixed into every card's likelihood.
CARD_FLOOR = 0.05
#: The trump dialogue: the trump strength at which the normal bot says yes half of the time, and
#: the logistic curve's scale, fitted on its decisions over 1,500 random deals (2 players, scores
#: at random): accepting the proposal, asking (the dealer), accepting when asked; standing and
#: giving (traditional). The fit's log-loss is half that of the base rate.
ACCEPT_AT = (2.5, 0.5)
ASK_AT = (1.5, 0.4)
ASKED_AT = (0.75, 0.4)
STAND_AT = (3.25, 0.75)
GIVE_AT = (3.5, 0.75)
#: The uniform share mixed into every trump decision's likelihood.
TRUMP_FLOOR = 0.05

#: A trump decision seen: (seat, the curve of ``*_AT`` it is judged by, whether it said yes).
_Step = tuple[int, tuple[float, float], bool]


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + exp(-x))


def _trump_term(strength: float, at: tuple[float, float], yes: bool) -> float:
    p = _logistic((strength - at[0]) / at[1])
    p = p if yes else 1.0 - p
    return log((1.0 - TRUMP_FLOOR) * p + TRUMP_FLOOR * 0.5)


def _trump_dialogue(state: SevenUpState, seat: int, deal: SevenUpState) -> float:
    """The log-likelihood of the others' trump decisions so far, while the hands they were made
    with are known (no cards were run: the hand now plus the cards played since)."""
    phase = state.phase
    talking = phase == "dealer" or phase == "asked"
    if not talking and (phase != "play" or state.runs or state.trump != state.turnup & 3):
        return 0.0
    suit = state.turnup & 3
    played: dict[int, list[int]] = {}
    for p, c in state.plays:
        played.setdefault(p, []).append(c)
    vorhand, dealer = state.vorhand, state.dealer
    steps: list[_Step] = []
    if state.options.trump_making == "traditional":
        gave = any(why == "give" for _, _, why in state.early)
        steps.append((vorhand, STAND_AT, not (talking or gave)))
        if gave:
            steps.append((dealer, GIVE_AT, True))
    else:
        asked = phase == "asked" or state.bonus >= 0
        steps.append((vorhand, ACCEPT_AT, not (talking or asked)))
        if asked:
            steps.append((dealer, ASK_AT, True))
        if state.bonus >= 0:
            steps.append((vorhand, ASKED_AT, True))
    total = 0.0
    for p, at, yes in steps:
        if p != seat:
            total += _trump_term(trump_strength(deal.hands[p] + played.get(p, []), suit), at, yes)
    return total


def _card_play(state: SevenUpState, seat: int, deal: SevenUpState) -> float:
    """The log-likelihood of the others' cards played this hand, each against the playout player's
    card with the hands as they were then (rebuilt from ``deal``)."""
    plays = state.plays
    if not plays:
        return 0.0
    n = state.num_players
    t = state.trump
    strict = state.strict
    parties = state.parties
    jack = trump_jack(t)
    suits = [[[c for c in h if c & 3 == x] for x in range(4)] for h in deal.hands]
    total = 0.0
    for i in range(len(plays) - 1, -1, -1):
        p, card = plays[i]
        insort(suits[p][card & 3], card)
        if p == seat:
            continue
        start = i - i % n
        trick = [c for _, c in plays[start:i]]
        seats = [s for s, _ in plays[start:i]]
        mine = suits[p]
        if trick:
            led = trick[0] & 3
            follow = mine[led]
            if follow:
                options = follow if strict or led == t or not mine[t] else follow + mine[t]
            elif strict and mine[t]:
                options = mine[t]
            else:
                options = mine[0] + mine[1] + mine[2] + mine[3]
        else:
            options = mine[0] + mine[1] + mine[2] + mine[3]
        k = len(options)
        if k < 2:
            continue
        if card not in options:
            return float("-inf")  # cannot happen for a deal the voids allow; kept as a guard
        usual = policy(suits, p, trick, seats, t, strict, parties)
        best = -1
        if trick:
            best = trick[0]
            for c in trick[1:]:
                if beats(c, best, t):
                    best = c
        takes = best >= 0 and beats(usual, best, t)
        plain = AUGEN[usual] == 0 and usual != jack

        # The softmax over the options: 1 for the playout player's card, ALIKE for one that plays
        # like it (a small card of its suit that takes, or loses, the trick as it does), else 0.
        beta = FOLLOW_BETA if trick else LEAD_BETA
        same = exp(beta)
        alike = exp(beta * ALIKE)
        total_w = 0.0
        mine_w = 1.0
        for c in options:
            if c == usual:
                w = same
            elif (
                plain
                and c & 3 == usual & 3
                and AUGEN[c] == 0
                and c != jack
                and (best < 0 or beats(c, best, t) == takes)
            ):
                w = alike
            else:
                w = 1.0
            total_w += w
            if c == card:
                mine_w = w
        p_card = mine_w / total_w
        total += log((1.0 - CARD_FLOOR) * p_card + CARD_FLOOR / k)
    return total


def log_likelihood(state: SevenUpState, seat: int, deal: SevenUpState) -> float:
    """How likely (natural log) the decisions the other seats made in this hand were, had the hidden
    cards been as in ``deal`` (a full deal ``seat``'s knowledge allows)."""
    return _trump_dialogue(state, seat, deal) + _card_play(state, seat, deal)


def _copy(deal: SevenUpState) -> SevenUpState:
    s = deal.clone()
    s.quiet = True
    return s


def belief(
    state: SevenUpState,
    seat: int,
    rng: random.Random,
    size: int | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Belief[SevenUpState] | None:
    """A pool of deals for ``seat``, weighted by the others' decisions in this hand; None when they
    made none yet that tells anything (the search then draws every allowed deal alike).
    ``should_stop`` (the search called off) ends the pool early with the deals weighed so far."""
    phase = state.phase
    if phase == "play":
        spoke = (
            not state.runs
            and state.trump == state.turnup & 3
            and (state.vorhand != seat or state.bonus >= 0 or any(why == "give" for _, _, why in state.early))
        )
        if not spoke and all(p == seat for p, _ in state.plays):
            return None
    elif phase != "dealer" and phase != "asked":
        return None
    count = size or POOL.get(state.num_players, 200)
    deals = []
    weights = []
    for k in range(count):
        if should_stop is not None and k and k % STOP_EVERY == 0 and should_stop():
            break
        deal = state.determinize(seat, rng)
        deal.quiet = True
        deals.append(deal)
        weights.append(log_likelihood(state, seat, deal))
    return Belief(deals, weights, _copy)
