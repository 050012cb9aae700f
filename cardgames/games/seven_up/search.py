"""Seven-up's hooks for the generic hard bot (``cardgames.ai.ismcts``).

A rollout finishes the hand the search stands in and scores it by what the
game is then worth: the chance of each party to win the game from the new
scores (``match_chance``, the normal bot's model of the rest of the game).

- Trump making and discarding are played by quick rules (the hand's trump
  strength; the normal bot's discard order).
- Card play is simulated without ``apply``: the sample's hands are split by
  suit once and the normal bot's playout player (``heuristics.policy``, which sees
  every hand of the sample) plays the hand out; the hand is then scored as
  the rules score it (High, Low, Jack, Game, winner takes all or each point
  to its party, the bonus).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ...engine import Action, SearchHooks
from .actions import ACCEPT, ASK, DISCARD, GIVE, PLAY, REFUSE, RUN, SevenUpAction
from .endgame import SAMPLES, endgame_values
from .heuristics import Sample, Table, discard_choice, policy, settled, trump_strength
from .inference import belief
from .state import SevenUpState

#: How many standard errors the exact endgame's best card must be ahead of the normal bot's card
#: to be played instead, when the clock left it fewer than ``SAMPLES`` deals.
USUAL_Z = 2.0

__all__ = ["SevenUpHooks"]


class SevenUpHooks(SearchHooks[SevenUpState]):
    """Rollouts to the end of the hand, scored by each party's chance to win the game."""

    #: Trump strength (``trump_strength``) from which the quick player takes the proposed trump.
    accept_at = 5.0

    def rollout_action(self, state: SevenUpState, rng: random.Random) -> SevenUpAction:
        """The quick player's action: rules for trump making and discards, the playout player for cards."""
        p = state.current_player
        assert p is not None
        phase = state.phase
        if phase == "play":
            suits = [[[c for c in h if c & 3 == x] for x in range(4)] for h in state.hands]
            return PLAY[
                policy(suits, p, state.trick, state.trick_seats, state.trump, state.strict, state.parties)
            ]
        if phase == "discard":
            return DISCARD[discard_choice(state, p)]
        strength = trump_strength(state.hands[p], state.turnup & 3)
        if phase == "propose":
            return ACCEPT if strength >= self.accept_at else REFUSE
        if phase == "asked":
            return ACCEPT if strength >= self.accept_at - 2.0 else REFUSE
        if state.options.trump_making == "traditional":
            # The dealer gives or runs; giving is barred when the point would win the game.
            if GIVE in state.legal_actions():
                return GIVE if strength >= self.accept_at and rng.random() < 0.5 else RUN
            return RUN
        return ASK if strength >= self.accept_at - 1.0 else RUN

    def exact(
        self,
        state: SevenUpState,
        seat: int,
        rng: random.Random,
        sees_all: bool,
        should_stop: Callable[[], bool] | None = None,
    ) -> list[tuple[Action, float, float, int]] | None:
        """The last cards of a hand between two sides, solved exactly on sampled deals (``endgame``).
        A hand whose cards can no longer change the game's result (``settled``) needs no search:
        every card is worth the same, and the normal bot's, which plays such a hand as if it
        counted, is played."""
        if settled(state, seat):
            return self._settled(state, seat, rng, sees_all)
        found = endgame_values(state, seat, rng, sees_all, should_stop)
        if found is None:
            return None
        ranked: list[tuple[Action, float, float, int]] = [
            (PLAY[card], mean, error, deals) for card, mean, error, deals in found
        ]
        if not sees_all and max(deals for *_, deals in ranked) < SAMPLES:
            ranked = self._usual_unless_clearly_worse(state, seat, rng, ranked)
        return ranked

    def _usual_unless_clearly_worse(
        self,
        state: SevenUpState,
        seat: int,
        rng: random.Random,
        ranked: list[tuple[Action, float, float, int]],
    ) -> list[tuple[Action, float, float, int]]:
        """The clock (a loaded machine, a stop) cut the deals short: too few to overrule the normal
        bot's card by chance. Its card goes first unless the best is ahead by more than
        ``USUAL_Z`` standard errors (as the tree search overrules it). On a busy machine a
        hard partner once threw the ten of trumps where the queen was the card."""
        usual = self.default_action(state, seat, rng)
        mine = next((row for row in ranked if row[0] == usual), None)
        best = ranked[0]
        if mine is None or mine is best:
            return ranked
        if best[1] - mine[1] > USUAL_Z * (best[2] ** 2 + mine[2] ** 2) ** 0.5:
            return ranked
        return [mine, *(row for row in ranked if row is not mine)]

    def _settled(
        self, state: SevenUpState, seat: int, rng: random.Random, sees_all: bool
    ) -> list[tuple[Action, float, float, int]]:
        """Every legal card with the same worth, the seat's chance over sampled deals (High and Low
        are dealt, the rest no longer matters); the normal bot's card first."""
        table = Table(state, seat)
        deals = [state] if sees_all else [state.determinize(seat, rng) for _ in range(SAMPLES)]
        worth = [table.settled_chance(d) for d in deals]
        n = len(worth)
        mean = sum(worth) / n
        error = (sum((w - mean) ** 2 for w in worth) / (n - 1) / n) ** 0.5 if n > 1 else 0.0
        usual = self.default_action(state, seat, rng)
        legal = state.legal_actions()
        ranked = [usual, *(a for a in legal if a != usual)] if usual in legal else legal
        return [(a, mean, error, n) for a in ranked]

    def sampler(
        self,
        state: SevenUpState,
        seat: int,
        rng: random.Random,
        should_stop: Callable[[], bool] | None = None,
    ) -> Callable[[random.Random], SevenUpState] | None:
        """Deals weighted by the others' decisions in this hand (``inference``), when they made any."""
        found = belief(state, seat, rng, should_stop=should_stop)
        return None if found is None else found.draw

    def cutoff(self, root: SevenUpState, state: SevenUpState) -> bool:
        """A rollout ends with the hand it started in."""
        return state.hand_no != root.hand_no

    def values(self, state: SevenUpState) -> Sequence[float]:
        """The win shares once the game is over, else each party's chance to win from the scores."""
        if state.outcome is not None:
            return [state.outcome.share(s) for s in range(state.num_players)]
        by_party = [
            Table(state, self._seat_of(state, party)).chance(state.scores) for party in range(state.nparties)
        ]
        return [by_party[state.parties[s]] for s in range(state.num_players)]

    def rollout(self, root: SevenUpState, state: SevenUpState, rng: random.Random) -> Sequence[float]:
        """Quick rules up to the play, then the hand played out by suit lists and scored by the rules."""
        while state.current_player is not None and state.phase != "play" and state.hand_no == root.hand_no:
            state.apply(self.rollout_action(state, rng))
        if state.current_player is None or state.hand_no != root.hand_no:
            return self.values(state)
        p = state.current_player
        sample = Sample(state)
        card = policy(
            sample.suits, p, state.trick, state.trick_seats, state.trump, state.strict, state.parties
        )
        won, jack = sample.playout(p, card)
        out = []
        for party in range(state.nparties):
            value = Table(state, self._seat_of(state, party)).hand_end(state, won, jack)
            out.append(min(1.0, max(0.0, value)))
        return [out[state.parties[s]] for s in range(state.num_players)]

    @staticmethod
    def _seat_of(state: SevenUpState, party: int) -> int:
        """A seat of ``party`` (parties are seats, or with four players the teams 0-2 and 1-3)."""
        return state.parties.index(party)
