"""Karriere Poker's search hooks: legal rollouts, honest values, the horizon, and the hard bot on them.

Hands are lists of cards: 1..13, and 0 for a joker (see ``test_bots``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from cardgames.ai.ismcts import HardBot, search
from cardgames.games.karriere_poker import KARRIERE_POKER, PASS, KarrierePokerState, play
from cardgames.games.karriere_poker.search import HORIZON, KarrierePokerHooks, quick_move

HOOKS = KARRIERE_POKER.search_hooks()


def positions(players: int, seed: int, every: float, options: Any = None) -> Iterator[KarrierePokerState]:
    """Positions of a seeded match of random moves, about one in ``1 / every``."""
    rng = random.Random(seed)
    state = KARRIERE_POKER.new_state(players, seed, options)
    assert isinstance(state, KarrierePokerState)
    state.quiet = True
    while state.current_player is not None:
        if rng.random() < every:
            yield state.clone()
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])


def rollout(root: KarrierePokerState, rng: random.Random) -> KarrierePokerState:
    """A sample of ``root`` played by the hooks to their horizon; every move checked against the rules."""
    d = root.determinize(root.current_player, rng)  # type: ignore[arg-type]
    d.quiet = True
    steps = 0
    while d.current_player is not None and steps < HOOKS.max_rollout and not HOOKS.cutoff(root, d):
        action = HOOKS.rollout_action(d, rng)
        assert action in d.legal_actions(), (action, d.hands[d.current_player])
        d.apply(action)
        steps += 1
    return d


def test_the_game_gives_one_shared_instance_of_its_hooks() -> None:
    assert isinstance(HOOKS, KarrierePokerHooks)
    assert KARRIERE_POKER.search_hooks() is HOOKS


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (4, None),
        (6, None),
        (8, None),
        (5, {"round_rule": "until_all_pass"}),
        (4, {"jokers_over_jokers": True, "match_end": "boss_streak"}),
    ],
)
def test_rollouts_play_only_legal_moves_and_values_stay_in_range(players: int, options: Any) -> None:
    rng = random.Random(players)
    count = 0
    for seed in range(2):
        for root in positions(players, 100 + seed, 0.08, options):
            for _ in range(2):
                end = rollout(root, rng)
                worth = HOOKS.values(end)
                assert len(worth) == players
                assert all(0.0 <= w <= 1.0 for w in worth)
                count += 1
    assert count > 20


def test_the_quick_player_goes_out_and_raises_legally_where_the_rules_are_tight() -> None:
    # Seat 1 holds one set that beats the lead: it goes out with it.
    state = KarrierePokerState.from_deal([[3, 3, 4], [9, 0], [1, 2, 5], [5, 6, 7]])
    state.apply(play(3, 2, 0))
    assert quick_move(state, random.Random(0)) == play(9, 1, 1)
    # Jokers alone are never beaten: the quick player passes.
    state = KarrierePokerState.from_deal([[0, 0, 4], [13, 13, 12], [1, 2, 5], [5, 6, 7]])
    state.apply(play(0, 0, 2))
    assert quick_move(state, random.Random(0)) == PASS


def test_a_finished_match_is_worth_its_result() -> None:
    for players in (4, 7):
        rng = random.Random(players)
        state = KARRIERE_POKER.new_state(players, 5, {"games": 2})
        while state.current_player is not None:
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        assert state.outcome is not None
        worth = HOOKS.values(state)
        (winner,) = state.outcome.winners
        assert worth[winner] == 1.0
        assert sum(worth) == 1.0


def test_a_game_of_a_longer_match_is_worth_more_to_the_boss() -> None:
    """After game 1 of five, the new Boss is likelier to win the match than the Dishwasher."""
    state = next(s for s in positions(4, 9, 1.0) if s.game_no == 1)
    worth = HOOKS.values(state)
    boss, dishwasher = state.results[-1].index(1), state.results[-1].index(4)
    assert worth[boss] > 0.3 > worth[dishwasher]
    # Mid-game, few groups, jokers and high cards are worth more than many low singles.
    hands = [[13, 13, 0, 0, 5], [1, 2, 3, 4, 5], [1, 2, 3, 6, 7], [5, 6, 7, 8, 12]]
    worth = HOOKS.values(KarrierePokerState.from_deal(hands, start_player=1, options={"games": 1}))
    assert worth[0] > worth[3] > max(worth[1], worth[2])
    assert worth[1] > worth[2]  # the same shape of hand, but seat 1 leads
    assert sum(worth) == pytest.approx(1.0)
    # In the last game, the first player out has won.
    state = KarrierePokerState.from_deal(hands[:1] + hands[2:] + [[1, 2, 3, 4, 8]], options={"games": 1})
    state.apply(play(5, 1, 0))
    state.apply(PASS)
    state.apply(PASS)
    state.apply(PASS)
    state.apply(play(13, 2, 2))  # seat 0 goes out: places 2 to 4 are still open
    assert HOOKS.values(state) == [1.0, 0.0, 0.0, 0.0]


def test_cutoff_stops_at_the_end_of_the_game_or_the_horizon() -> None:
    rng = random.Random(3)
    seen_horizon = seen_end = 0
    for root in positions(6, 21, 0.1, {"games": 5}):
        end = rollout(root, rng)
        last_game = root.game_no == 4
        if end.outcome is not None:
            assert last_game
            continue
        # Never past the root's game, and stopped for one of the hooks' reasons.
        if end.game_no != root.game_no:
            assert root.active <= 2
            assert end.game_no == root.game_no + 1
            continue
        if last_game and end.finished:
            continue  # the match's winner is known
        if end.active <= 2 < root.active:
            seen_end += 1
            continue
        assert end.leading
        assert len(end.history) >= HORIZON[6]
        seen_horizon += 1
    assert seen_end
    assert seen_horizon
    # The last game of the match: the first player out ends the rollout.
    root = KarrierePokerState.from_deal(
        [[13, 13, 0], [1, 2, 3, 4], [1, 2, 3, 6], [5, 6, 7, 8]], options={"games": 1}
    )
    end = rollout(root, rng)
    assert end.finished
    assert end.active == 3
    assert not HOOKS.cutoff(root, root)


def test_order_opens_whole_groups_first() -> None:
    state = KarrierePokerState.from_deal(
        [[2, 2, 4, 4, 4, 6, 7, 7, 9, 11, 13, 0, 0], [1, 3, 5], [1, 3, 5], [6, 8, 10]]
    )
    actions = state.legal_actions()
    assert len(actions) > 12
    ranked = HOOKS.order(state, actions)
    assert sorted(ranked, key=str) == sorted(actions, key=str)
    assert ranked[:7] == [
        play(v, c, 0) for v, c in ((2, 2), (4, 3), (6, 1), (7, 2), (9, 1), (11, 1), (13, 1))
    ]


def test_hard_bot_plays_a_seeded_match_legally() -> None:
    bot = HardBot(HOOKS, seconds=60.0, iterations=25)
    rng = random.Random(1)
    state = KARRIERE_POKER.new_state(4, 77, {"games": 2})
    assert isinstance(state, KarrierePokerState)
    state.quiet = True
    while state.current_player is not None:
        seat = state.current_player
        action = bot.choose(state.determinize(seat, rng), seat, rng)
        assert action in state.legal_actions()
        state.apply(action)
    assert state.outcome is not None
    assert len(state.results) == 2


def test_search_finds_the_raise_that_wins_the_match() -> None:
    """The last game: seat 3, last in the lap, goes out and wins with two kings; a pass lets seat 0 lead."""
    state = KarrierePokerState.from_deal(
        [[8, 8, 1], [1, 2, 3, 4, 5], [2, 3, 4, 5, 6], [13, 13]], options={"games": 1}
    )
    for move in (play(8, 2, 0), PASS, PASS):
        state.apply(move)
    assert set(state.legal_actions()) == {PASS, play(13, 2, 0)}
    result = search(state, 3, random.Random(0), HOOKS, seconds=60.0, iterations=40)
    assert result.action == play(13, 2, 0)


def test_search_leads_the_set_that_empties_the_hand() -> None:
    """Three 6s go out at once and win the one-game match; a smaller lead is beaten by the 13s."""
    state = KarrierePokerState.from_deal(
        [[6, 6, 6], [1, 2, 3, 7, 8], [2, 3, 4, 9, 10], [11, 12, 13, 13, 13]], options={"games": 1}
    )
    result = search(state, 0, random.Random(0), HOOKS, seconds=60.0, iterations=30)
    assert result.action == play(6, 3, 0)
