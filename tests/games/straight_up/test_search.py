"""Straight Up search hooks: legal quick moves, honest values, the rollout horizon, and the hard bot.

Positions come from seeded matches (random moves, or the normal bot) and from
``StraightUpState.from_deal`` (piles bottom to top, seat 0 on turn, market
cards nobody names in the market deck).
"""

from __future__ import annotations

import math
import random

import pytest

from cardgames.ai import play_match
from cardgames.ai.ismcts import HardBot, search
from cardgames.games.straight_up import (
    STRAIGHT_UP,
    StraightUpState,
    buy,
    place,
)
from cardgames.games.straight_up.bots import NormalBot
from cardgames.games.straight_up.heuristics import WEIGHTS, Market, Seat, Weights, race_turns, turns_to_win
from cardgames.games.straight_up.search import HORIZON, StraightUpHooks, quick_action

J, Q, K, A = 11, 12, 13, 14
HOOKS = StraightUpHooks()


def positions(n: int, seed: int, every: int = 3) -> list[StraightUpState]:
    """Running positions of one match in which both random and normal moves are played."""
    state = STRAIGHT_UP.new_state(n, seed)
    assert isinstance(state, StraightUpState)
    state.quiet = True
    rng = random.Random(seed)
    normal = NormalBot()
    out = []
    while state.current_player is not None and len(state.history) < 400:
        if len(state.history) % every == 0:
            out.append(state.clone())
        if rng.random() < 0.5:
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        else:
            state.apply(normal.choose(state, state.current_player, rng))
    return out


@pytest.mark.parametrize("n", [2, 3, 4])
def test_rollout_actions_are_always_legal(n: int) -> None:
    """In samples of many positions, every quick move is legal, all the way to the end of the match."""
    rng = random.Random(n)
    kinds = set()
    checked = 0
    for seed in range(6):
        for state in positions(n, 100 * n + seed):
            sample = state.determinize(state.current_player or 0, rng)
            sample.quiet = True
            while sample.current_player is not None and len(sample.history) < 300:
                action = HOOKS.rollout_action(sample, rng)
                assert action in sample.legal_actions(), (action, sample.hands, sample.straights)
                kinds.add(type(action).__name__)
                sample.apply(action)
                checked += 1
    assert checked > 1000
    assert kinds >= {"Buy", "Remove", "Place", "Pass"}  # the policy really plays the game


@pytest.mark.parametrize("n", [2, 3, 4])
def test_values_are_chances(n: int) -> None:
    """A running position: every value in [0, 1], summing to 1; a finished match: 1 for the winner only."""
    for seed in range(4):
        for state in positions(n, 200 * n + seed, every=5):
            worth = HOOKS.values(state)
            assert len(worth) == n
            assert all(0.0 <= v <= 1.0 for v in worth)
            assert sum(worth) == pytest.approx(1.0)
        state = positions(n, 200 * n + seed, every=1)[-1]
        while state.current_player is not None:  # finish the match with quick moves
            state.apply(quick_action(state, random.Random(seed)))
        worth = HOOKS.values(state)
        assert state.outcome is not None
        if state.outcome.winners:
            (winner,) = state.outcome.winners
            assert worth == [1.0 if q == winner else 0.0 for q in range(n)]
        else:
            assert worth == [0.0] * n


def test_values_favour_the_player_closer_to_a_straight() -> None:
    """Equal decks: the player with J-Q-K in place is worth more than the one with a lone J."""
    state = StraightUpState.from_deal(
        ["9 8 7 10", "9 8 7 10"],
        hands=["5 6 2", ""],
        straights=[["J Q K"], ["J"]],
        market="5 6 7 8",
    )
    worth = HOOKS.values(state)
    assert worth[0] > 0.7 > 0.3 > worth[1]
    # seat 1 on turn with an ace for its own J-Q-K wins at once, whatever seat 0 has built
    state = StraightUpState.from_deal(
        ["9 8 7 10", "9 8 7"],
        hands=["", "A 6 2"],
        straights=[["J Q K"], ["J Q K"]],
        market="5 6 7 8",
        current_player=1,
    )
    assert HOOKS.values(state) == [0.0, 1.0]


def test_values_count_the_strike_still_held() -> None:
    """Two equal seats: the one whose strike is spent is worth less, by the normal bot's price of it.

    Without this the search saw spending the game's one strike as free and
    struck a lone jack on the first turn (the blunder suite's position).
    """

    def worth(strikes: list[bool]) -> list[float]:
        state = StraightUpState.from_deal(
            ["9 8 7 10", "9 8 7 10"],
            hands=["5 6 2", ""],
            straights=[["J"], ["J"]],
            strikes=strikes,
            market="5 6 7 8",
        )
        return list(HOOKS.values(state))

    both = worth([True, True])
    spent = worth([False, True])
    assert spent[0] < both[0] - 0.02
    # as odds: the seat that still holds it has them multiplied by exp(strike_keep)
    odds = (both[0] / both[1]) / (spent[0] / spent[1])
    assert odds == pytest.approx(math.exp(WEIGHTS.strike_keep))
    assert worth([False, False]) == pytest.approx(both)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_race_turns_are_the_normal_bots_estimates(n: int) -> None:
    """The search's one-pass turns-to-win equals the normal bot's own (no next-hand look-ahead)."""
    weights = Weights()
    for seed in range(3):
        for state in positions(n, 400 * n + seed, every=2):
            owned = [sum(state.owned[q][k] for q in range(n)) for k in range(4)]
            free = [state.copies - owned[k] for k in range(4)]
            supply = len(state.market) + len(state.market_deck) + len(state.market_discard)
            market = Market(free, supply, state.market, state.size)
            want = []
            for q in range(n):
                seat = Seat.of(state, q)
                others = [owned[k] - seat.owned[k] for k in range(4)]
                turns = turns_to_win(seat, market, others, state.copies, None, weights)
                want.append(min(200.0, turns))
            assert race_turns(state) == pytest.approx(want)


@pytest.mark.parametrize("n", [2, 4])
def test_cutoff_after_the_horizon(n: int) -> None:
    """A rollout stops after its horizon in turns per player past the root, counted in the sample."""
    for hooks, turns in ((HOOKS, HORIZON[n]), (StraightUpHooks(horizon=2), 2)):
        rng = random.Random(n)
        root = positions(n, 300 + n)[4]
        sample = root.determinize(root.current_player or 0, rng)
        sample.quiet = True
        plies = 0
        while not hooks.cutoff(root, sample):
            assert sample.current_player is not None
            sample.apply(hooks.rollout_action(sample, rng))
            plies += 1
        assert plies == turns * n
        assert not StraightUpHooks(horizon=turns + 1).cutoff(root, sample)


def test_hard_bot_plays_a_whole_match_legally() -> None:
    """A hard bot with a small budget against normal: the match ends, every move checked by play_match."""
    state, outcome = play_match(
        STRAIGHT_UP, [HardBot(HOOKS, seconds=60.0, iterations=40), NormalBot()], 5, None
    )
    assert state.is_over
    assert len(state.history) > 10
    assert sum(outcome.share(q) for q in range(2)) in (0.0, 1.0)


def test_search_takes_the_winning_ace() -> None:
    """The ace on its J-Q-K wins at once, among purchases, removals and a strike."""
    state = StraightUpState.from_deal(
        ["9 8 7 10", "2 3 9 9"],
        hands=["10 4 A", ""],
        straights=[["J", "J Q K"], ["J Q"]],
        market="K 9 6 Q",
    )
    assert len(state.legal_actions()) >= 5
    result = search(state, 0, random.Random(1), HOOKS, seconds=60.0, iterations=200)
    assert result.action == place(A, 1)


def test_search_buys_the_last_king_away() -> None:
    """The opponent owns three kings and moves next; the fourth is in the row: buy it, or he wins."""
    state = StraightUpState.from_deal(
        ["9 8 7 6", "5 10 10 8 9"],
        hands=["10 10 5", ""],
        discards=["", "K K K"],
        straights=[["J"], ["J Q"]],
        market="K 9 6 Q",
        round_no=1,
    )
    assert state.current_player == 0
    result = search(state, 0, random.Random(2), HOOKS, seconds=60.0, iterations=300)
    assert result.action == buy(K)
