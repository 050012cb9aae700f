"""FTW?! invariants over 2,000 seeded random matches, 400 for each player count.

Checked after every action: no card lost or duplicated (FTW-1.1), a legal
action exists while the match runs (FTW-6.1), every turn starts with at least
two hand cards (FTW-6.1), a round ends exactly when the active player is left
with one card and never after B (FTW-4.4, FTW-A5), round points are floored at
zero and add up to the totals (FTW-5), the start player moves one seat per
round (FTW-1.3), a round takes at most about twice the hand cards in turns
(FTW-6.2), and the winners are exactly the seats with the highest total
(FTW-5.3).
"""

from __future__ import annotations

import random
from itertools import chain

import pytest

from cardgames.games.ftw import FTW, FtwState, LayAndTake, PassCards
from cardgames.games.ftw.basics import deck_size, hand_size

MATCHES_PER_COUNT = 400


def _cards_in_play(state: FtwState) -> list[int]:
    return sorted(chain.from_iterable(state.true_zones().values()))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_matches_keep_the_rules(players: int) -> None:
    """400 random matches for this player count, every invariant checked after every action."""
    deck = list(range(1, deck_size(players) + 1))
    longest_round = 0
    for seed in range(MATCHES_PER_COUNT):
        state = FTW.new_state(players, seed)
        assert isinstance(state, FtwState)
        state.quiet = True
        rng = random.Random(seed)
        first_start = state.start_player
        turns_this_round = 0
        while not state.is_over:
            p = state.current_player
            assert p is not None
            legal = state.legal_actions()
            assert legal
            if not state.passing:
                assert len(state.hands[p]) >= 2
            round_before = state.round_no
            action = legal[rng.randrange(len(legal))]
            hand_before = len(state.hands[p])
            state.apply(action)
            assert _cards_in_play(state) == deck
            if isinstance(action, PassCards):
                continue
            turns_this_round += 1
            round_over = state.is_over or state.round_no != round_before
            if isinstance(action, LayAndTake):
                assert not round_over, "B never ends a round"
            else:
                assert round_over == (hand_before - 1 == 1), "round end iff one card is left"
            if round_over:
                longest_round = max(longest_round, turns_this_round)
                bound = 2 * players * hand_size(players)
                assert turns_this_round <= bound
                turns_this_round = 0
                if not state.is_over:
                    assert state.start_player == (first_start + state.round_no) % players
        outcome = state.outcome
        assert outcome is not None
        assert len(state.round_history) == players
        for points in state.round_history:
            assert all(0 <= x <= deck[-1] for x in points)
        totals = [sum(r[s] for r in state.round_history) for s in range(players)]
        assert list(outcome.scores) == totals
        best = max(totals)
        assert outcome.winners == tuple(s for s in range(players) if totals[s] == best)
    assert longest_round > 0
