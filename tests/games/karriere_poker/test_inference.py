"""Karriere Poker's hard bot: the record of passes, the inference from them, and the two-player endgame.

Hands are lists of cards: 1..13, and 0 for a joker (see ``test_bots``).
"""

from __future__ import annotations

import copy
import json
import pickle
import random

from cardgames.ai import bot_decision
from cardgames.engine.record import GameRecord
from cardgames.games.karriere_poker import KARRIERE_POKER, PASS, KarrierePokerState, play
from cardgames.games.karriere_poker.actions import Play
from cardgames.games.karriere_poker.bots import NormalBot
from cardgames.games.karriere_poker.endgame import leader_wins, sets_of
from cardgames.games.karriere_poker.search import KarrierePokerHooks, belief, pass_likelihood


def chain(state: KarrierePokerState) -> list[tuple[int, int, int, bool, tuple[int, ...]]]:
    """The recorded passes of the running game, oldest first."""
    out = []
    link = state.passes
    while link is not None:
        entry, link = link
        out.append(entry)
    return out[::-1]


def played_match(seed: int, moves: int) -> KarrierePokerState:
    state = KARRIERE_POKER.new_state(4, seed, {"games": 3})
    assert isinstance(state, KarrierePokerState)
    state.quiet = True
    rng = random.Random(seed)
    for _ in range(moves):
        if state.current_player is None:
            break
        state.apply(bot_decision(NormalBot(), state, rng))
    return state


def test_every_pass_of_the_game_is_recorded_with_what_the_player_faced() -> None:
    state = KarrierePokerState.from_deal([[3, 3, 4, 5], [1, 2, 3, 5], [1, 2, 7, 8], [5, 6, 9, 11]])
    assert state.passes is None
    state.apply(play(3, 2, 0))
    state.apply(PASS)
    state.apply(PASS)
    state.apply(PASS)
    assert chain(state) == [
        (1, 2, 3, False, (0,) * 14),
        (2, 2, 3, False, (0,) * 14),
        (3, 2, 3, True, (0,) * 14),
    ]
    # Seat 0 won the round and leads again: a single 4, seat 1 raises with the 5 (its played row counts it).
    state.apply(play(4, 1, 0))
    state.apply(play(5, 1, 0))
    state.apply(PASS)
    played = [0] * 14
    played[5] = 1
    assert chain(state)[-1] == (2, 1, 5, False, (0,) * 14)
    assert state.played[1] == played


def test_the_record_crosses_samples_copies_and_a_replay_of_the_saved_match() -> None:
    state = played_match(3, 25)
    assert state.passes is not None
    sample = state.determinize(1, random.Random(5))
    assert chain(sample) == chain(state)
    assert chain(state.clone()) == chain(state)
    record = GameRecord.from_json(json.loads(json.dumps(state.record().to_json())))
    again = record.replay(KARRIERE_POKER)
    assert chain(again) == chain(state)  # type: ignore[arg-type]


def test_a_new_game_starts_a_new_record() -> None:
    state = KARRIERE_POKER.new_state(4, 3, {"games": 3})
    assert isinstance(state, KarrierePokerState)
    state.quiet = True
    rng = random.Random(3)
    while state.game_no == 0:
        state.apply(bot_decision(NormalBot(), state, rng))
    assert state.game_no == 1
    # The exchange and the first lead of game 2 are no passes.
    assert all(seat >= 0 for seat, *_ in chain(state))
    assert len(chain(state)) < 4


def test_a_pass_with_a_cheap_whole_group_that_beats_is_unlikely() -> None:
    hand = [0] * 14
    hand[6] = 1
    assert pass_likelihood(hand, 1, 3, last=False) < 0.5  # a lone 6 over a 3: normal plays it
    assert pass_likelihood(hand, 2, 3, last=False) == 1.0  # no pair to beat 3 3
    assert pass_likelihood(hand, 1, 7, last=False) == 1.0  # nothing beats a 7
    hand[6] = 0
    hand[13] = 2
    assert pass_likelihood(hand, 1, 3, last=False) == 1.0  # the 13s are controls to keep
    assert pass_likelihood(hand, 1, 3, last=True) < 0.5  # ... but last in the lap any raise wins


def test_the_belief_weighs_down_deals_where_a_pass_was_unlikely() -> None:
    """Seats 2 and 3 passed over a single 3: deals giving them a lone card 4..10 count less."""
    state = KarrierePokerState.from_deal(
        [[3, 3, 4, 5], [1, 1, 2, 2, 0], [1, 2, 2, 13], [1, 13, 13, 12]], start_player=0
    )
    for move in (play(4, 1, 0), PASS, PASS, PASS):
        state.apply(move)
    # Seat 0 leads again; seat 1 (the searching seat) is to answer a 3.
    state.apply(play(3, 2, 0))
    assert state.current_player == 1

    def cheap_single(d: KarrierePokerState, seat: int) -> bool:
        return any(d.hands[seat][v] == 1 for v in range(5, 11))

    pool = belief(state, 1, random.Random(1), size=200)
    plain = sum(cheap_single(d, 2) for d in pool.deals) / len(pool.deals)
    weighted = sum(w for d, w in zip(pool.deals, pool.weights, strict=True) if cheap_single(d, 2))
    assert plain > 0.3
    assert weighted < plain - 0.2
    assert pool.effective_size < len(pool.deals) / 2
    # The hooks draw their deals from it.
    draw = KarrierePokerHooks().sampler(state, 1, random.Random(1))
    assert draw is not None
    assert draw(random.Random(2)).hands[1] == state.hands[1]


def test_without_passes_the_hooks_sample_as_before() -> None:
    state = KarrierePokerState.from_deal([[3, 3, 4, 5], [1, 1, 2, 2, 0], [1, 2, 2, 13], [1, 13, 13, 12]])
    assert KarrierePokerHooks().sampler(state, 0, random.Random(1)) is None


def test_the_solver_lays_exactly_the_rules_sets() -> None:
    """Leads and raises of the endgame are the game's own legal plays, in whole matches."""
    rng = random.Random(4)
    for seed in range(3):
        state = KARRIERE_POKER.new_state(4, seed, {"games": 2, "jokers_over_jokers": seed == 1})
        assert isinstance(state, KarrierePokerState)
        state.quiet = True
        while state.current_player is not None:
            p = state.current_player
            plays = {a for a in state.legal_actions() if isinstance(a, Play)}
            k = 0 if state.leading else state.top_size
            mine = sets_of(tuple(state.hands[p]), k, state.top_value, state.jokers_over)
            assert {play(*s) for s in mine} == plays
            state.apply(bot_decision(NormalBot(), state, rng))


def counts(cards: list[int]) -> tuple[int, ...]:
    hand = [0] * 14
    for c in cards:
        hand[c] += 1
    return tuple(hand)


def test_the_race_of_two_is_solved() -> None:
    # 9 9 first (the other cannot follow a pair), then the 5 goes out.
    assert leader_wins(counts([5, 9, 9]), counts([8, 10]), False, {})
    # Two singles against one higher single: he beats the first and is out.
    assert not leader_wins(counts([5, 9]), counts([12]), False, {})
    # The whole hand as one set (2 and two jokers) goes out at once.
    assert leader_wins(counts([0, 0, 2]), counts([13, 13, 3]), False, {})
    # A lone joker beats any single: he answers the first single and leads his other joker out.
    assert not leader_wins(counts([2, 4]), counts([0, 0]), False, {})


def test_the_endgame_plays_the_pair_first_with_two_players_left() -> None:
    """Two players left in game 1 of three: 9 9 then 5 goes out; a single first lets him out."""
    state = KarrierePokerState.from_deal([[1, 5, 9, 9], [2], [13], [8, 10]], options={"games": 3})
    for move in (play(1, 1, 0), play(2, 1, 0), play(13, 1, 0), PASS):
        state.apply(move)
    assert (state.active, state.current_player, state.leading) == (2, 0, True)
    ranked = KarrierePokerHooks().exact(state.determinize(0, random.Random(0)), 0, random.Random(0), False)
    assert ranked is not None
    assert ranked[0][0] == play(9, 2, 0)
    assert ranked[0][1] > ranked[-1][1]


def test_a_long_record_of_passes_crosses_a_process() -> None:
    """A game's record of passes is a chain; pickled (to the search process) it goes flat, so a
    long game never nests deeper than pickle recurses, and it comes back equal."""
    state = KARRIERE_POKER.new_state(8, 1)
    chain = None
    for i in range(2_000):
        chain = ((i % 8, 1, 5, False, tuple(range(14))), chain)
    state.passes = chain
    back = pickle.loads(pickle.dumps(state))
    copied = copy.deepcopy(state)

    def flat(passes: object) -> list[object]:
        out = []
        while passes is not None:
            out.append(passes[0])  # type: ignore[index]
            passes = passes[1]  # type: ignore[index]
        return out

    assert flat(back.passes) == flat(chain)
    assert flat(copied.passes) == flat(chain)
    back.passes = copied.passes = state.passes = None
    assert back == state
    assert copied == state
