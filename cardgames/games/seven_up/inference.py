"""What the others' trump decisions tell about their hands, for the hard bot's samples.

Accepting the proposed trump, refusing it, asking or running says something
about the hand a player held when the cards were dealt. The hard bot's search
(``SevenUpHooks.sampler``) draws its samples so that they agree with what was
said: each candidate sample's hands are put back as they were at each decision
(the hand now plus the cards that seat has played since) and the normal bot's
trump judgement (``NormalBot.trump_choice``) is asked what it would have said
with them. A sample that agrees is kept; one that does not is kept only with a
small chance (``MISMATCH``), since a person may judge a hand otherwise than the
normal bot.

The decisions are read from public facts of the hand: its phase, whether it
was run, the bonus for accepting when asked, and what was recorded before play.
A hand whose cards were run is not read (the decisions were about the hand
before the run, which the samples do not keep apart).

Checking a sample costs about half a millisecond (the normal bot's model of
the hand), so a search draws a pool of ``POOL`` agreeing deals once, and each
iteration takes one of them with the rest of the unseen cards shuffled anew.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...engine import Action
from .actions import ACCEPT, ASK, GIVE, REFUSE
from .basics import Phase
from .bots import NormalBot
from .observer import determinize
from .state import SevenUpState

__all__ = ["MISMATCH", "POOL", "agrees", "sampler", "told"]

#: The chance that a sample whose hands disagree with a decision is kept all the same.
MISMATCH = 0.05
#: Deals drawn per search; and the tries for each before one is taken as it comes.
POOL = 48
TRIES = 12

#: A decision: the seat, the phase it was made in, and what it said.
Decision = tuple[int, Phase, Action]

_JUDGE = NormalBot()


def told(state: SevenUpState) -> list[Decision]:
    """The trump decisions made so far in this hand that speak of the hands as dealt, in order."""
    if state.runs:
        return []  # the cards were run: the decisions were about hands the samples do not keep
    vorhand, dealer = state.vorhand, state.dealer
    phase = state.phase
    if phase == "propose":
        return []
    if phase == "dealer":
        return [(vorhand, "propose", REFUSE)]
    if phase == "asked":
        return [(vorhand, "propose", REFUSE), (dealer, "dealer", ASK)]
    if state.trump < 0:
        return []
    if state.options.trump_making == "traditional":
        if any(why == "give" for _, _, why in state.early):
            return [(vorhand, "propose", REFUSE), (dealer, "dealer", GIVE)]
        return [(vorhand, "propose", ACCEPT)]
    if state.bonus >= 0:
        return [(vorhand, "propose", REFUSE), (dealer, "dealer", ASK), (vorhand, "asked", ACCEPT)]
    return [(vorhand, "propose", ACCEPT)]


def agrees(state: SevenUpState, sample: SevenUpState, decision: Decision) -> bool:
    """Whether the normal bot, holding the sample's hand as dealt, would have decided so."""
    seat, phase, said = decision
    then = sample.clone()
    dealt = sample.hands[seat] + [card for who, card in state.plays if who == seat]
    then.hands[seat] = sorted(dealt)
    then.phase = phase
    then.current_player = seat
    then.trump = -1
    then.bonus = -1
    then.scores = list(state.hand_start)
    return _JUDGE.trump_choice(then, seat) == said


def sampler(
    state: SevenUpState, seat: int, rng: random.Random
) -> Callable[[random.Random], SevenUpState] | None:
    """A draw of samples that agree with the others' trump decisions; None when nothing was told."""
    decisions = [d for d in told(state) if d[0] != seat]
    if not decisions:
        return None
    others = [o for o in range(state.num_players) if o != seat]
    pool: list[dict[int, list[int]]] = []
    for _ in range(POOL):
        for _ in range(TRIES):
            sample = determinize(state, seat, rng)
            keep = 1.0
            for decision in decisions:
                if not agrees(state, sample, decision):
                    keep *= MISMATCH
            if keep >= 1.0 or rng.random() < keep:
                break
        pool.append({o: sample.hands[o] for o in others})

    def draw(r: random.Random) -> SevenUpState:
        return determinize(state, seat, r, pool[int(r.random() * len(pool))])

    return draw
