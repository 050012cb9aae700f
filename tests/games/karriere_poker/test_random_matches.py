"""Karriere Poker invariants over seeded random matches, 4 to 8 players, both round rules.

Checked after every action: no card lost or duplicated (KP-1.2 to KP-1.4), a
legal action exists while the match runs and the starter never may pass
(KP-5.1, KP-A10), a one-lap round gives every holder at most one turn
(KP-5.2, KP-A1). Checked per game: the positions are a permutation of 1..N
given in the order the players went out, the last holder being the Dishwasher
(KP-6.1 to KP-6.3, KP-A14); the next game seats and deals by them (KP-4.1,
KP-4.2, KP-4.4). At the end: the winner is the Boss of the last game (KP-8.1)
and the record replays to an equal state. A second test checks, in random
positions, that the legal list is exactly the set of conceivable actions the
validator accepts (KP-2, KP-5).
"""

from __future__ import annotations

import random
from itertools import chain

import pytest

from cardgames.engine import Action, GameRecord
from cardgames.games.karriere_poker import KARRIERE_POKER, PASS, KarrierePokerState, Play, play

MATCHES = 20
GAMES = 3
JOKERS = {4: 2, 5: 2, 6: 3, 7: 3, 8: 4}


def _deck(n: int) -> list[int]:
    return sorted([v for v in range(1, 14) for _ in range(n)] + [0] * JOKERS[n])


def _cards_in_play(state: KarrierePokerState) -> list[int]:
    return sorted(chain.from_iterable(state.true_zones().values()))


@pytest.mark.parametrize("round_rule", ["one_lap", "until_all_pass"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_random_matches_keep_the_rules(players: int, round_rule: str) -> None:
    """Seeded random matches of three games; every invariant checked after every action."""
    n = players
    deck = _deck(n)
    for seed in range(MATCHES):
        options = {"games": GAMES, "round_rule": round_rule, "jokers_over_jokers": seed % 2 == 1}
        state = KARRIERE_POKER.new_state(n, 1000 * n + seed, options)
        assert isinstance(state, KarrierePokerState)
        state.quiet = True
        rng = random.Random(seed)
        went_out: list[int] = []
        turns_in_round: dict[int, int] = {}
        holders_at_lead = 0
        while not state.is_over:
            p = state.current_player
            assert p is not None
            legal = state.legal_actions()
            assert legal
            assert state.sizes[p] > 0
            if state.leading:
                assert PASS not in legal
                turns_in_round = {}
                holders_at_lead = sum(1 for s in range(n) if state.sizes[s])
            else:
                assert PASS in legal
            turns_in_round[p] = turns_in_round.get(p, 0) + 1
            if round_rule == "one_lap":
                assert turns_in_round[p] == 1
                assert len(turns_in_round) <= holders_at_lead
            game_before = state.game_no
            sizes_before = list(state.sizes)
            chairs_before = list(state.chairs)
            state.apply(legal[rng.randrange(len(legal))])
            assert _cards_in_play(state) == deck
            if state.game_no == game_before and not state.is_over:
                went_out += [s for s in range(n) if sizes_before[s] and not state.sizes[s]]
                assert state.finished == went_out
                continue
            # The game just ended: one holder was left, and he is the Dishwasher.
            result = state.results[-1]
            assert sorted(result) == list(range(1, n + 1))
            # Only a play that empties the player's hand can end a game (KP-6.2).
            assert isinstance(state.history[-1], Play)
            assert state.history[-1].size == sizes_before[p]
            out_order = [*went_out, p]
            holders = [s for s in range(n) if s not in out_order]
            assert len(holders) == 1
            assert [result.index(k + 1) for k in range(n)] == [*out_order, holders[0]]
            went_out = []
            if len(state.results) == GAMES:
                assert state.outcome is not None
                break
            assert state.game_no == len(state.results)
            boss = result.index(1)
            assert state.current_player == boss
            assert state.chairs[boss] == chairs_before[boss]
            assert state.dealer == result.index(n)
            assert state.sizes[state.dealer] == 13 + JOKERS[n]
            assert state.aside == []
        outcome = state.outcome
        assert outcome is not None
        assert len(state.results) == GAMES
        assert outcome.winners == (state.results[-1].index(1),)
        assert outcome.scores == state.results[-1]
        replayed = GameRecord.from_json(state.record().to_json()).replay(KARRIERE_POKER)
        replayed.quiet = True
        assert replayed == state


def _every_conceivable_play(state: KarrierePokerState) -> set[Action]:
    """PASS and every (number, count, jokers) a hand could hold, set or not."""
    actions: set[Action] = {PASS}
    for v in range(14):
        for m in range(9):
            for j in range(5):
                if m + j:
                    actions.add(play(v, m, j))
    return actions


@pytest.mark.parametrize("round_rule", ["one_lap", "until_all_pass"])
def test_legal_list_is_exactly_what_the_rules_accept(round_rule: str) -> None:
    """KP-2, KP-5: in random play the legal list equals the conceivable actions the validator accepts."""
    checked = 0
    for seed, n in enumerate((4, 6, 8)):
        options = {"games": 2, "round_rule": round_rule, "jokers_over_jokers": seed == 1}
        state = KARRIERE_POKER.new_state(n, seed, options)
        assert isinstance(state, KarrierePokerState)
        state.quiet = True
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            legal = state.legal_actions()
            if step % 3 == 0:
                accepted = {a for a in _every_conceivable_play(state) if state.why_illegal(a) is None}
                assert set(legal) == accepted
                assert len(legal) == len(set(legal))
                checked += 1
            step += 1
            state.apply(rng.choice(legal))
    assert checked > 100
