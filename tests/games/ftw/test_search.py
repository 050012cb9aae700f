"""FTW?!'s search hooks: legal quick moves, a faithful round simulation, honest values,
the round horizon, and a hard bot that plays legal moves and finds an obvious one."""

from __future__ import annotations

import random

import pytest

from cardgames.ai.bots import play_match
from cardgames.ai.ismcts import HardBot, search
from cardgames.engine import SearchHooks
from cardgames.games.ftw import FTW, FtwOptions, FtwState, LayAndTake, PassCards, PlayWithHelpers
from cardgames.games.ftw.bots import EasyBot, NormalBot
from cardgames.games.ftw.heuristics import choose_pass, exit_need
from cardgames.games.ftw.search import FtwSearchHooks, quick_action, win_chances

ALL_COUNTS = [2, 3, 4, 5, 6]
HOOKS = FTW.search_hooks()


def _random_positions(players: int, matches: int, seed: int) -> list[FtwState]:
    """Positions of seeded matches played half at random, half by the quick player."""
    rng = random.Random(seed)
    out = []
    for m in range(matches):
        state = FTW.new_state(players, seed * 1000 + m)
        assert isinstance(state, FtwState)
        state.quiet = True
        while state.current_player is not None:
            out.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))] if rng.random() < 0.5 else quick_action(state))
    return out


def test_the_game_shares_one_hooks_instance() -> None:
    assert isinstance(HOOKS, FtwSearchHooks)
    assert FTW.search_hooks() is HOOKS


@pytest.mark.parametrize("players", ALL_COUNTS)
def test_rollout_actions_are_always_legal(players: int) -> None:
    """Over seeded positions of every phase (passing, empty pile, B and C chances)."""
    rng = random.Random(players)
    kinds = set()
    for state in _random_positions(players, 6, players):
        action = HOOKS.rollout_action(state, rng)
        assert action in state.legal_actions(), (action, state.hands, state.pile, state.helpers)
        kinds.add(type(action))
    # The quick player really uses every option, not just the easy ones.
    assert {PassCards, LayAndTake, PlayWithHelpers} <= kinds


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_simulated_round_matches_the_rules_engine(players: int) -> None:
    """The fast rollout reaches the same round points as the quick player through ``apply``."""
    for state in _random_positions(players, 2, 10 + players)[::7]:
        if state.current_player is None:
            continue
        slow = state.clone()
        root_round = slow.round_no
        while slow.current_player is not None and slow.round_no == root_round:
            slow.apply(quick_action(slow))
        fast = HOOKS.rollout(state, state.clone(), random.Random(0))
        assert list(fast) == pytest.approx(list(HOOKS.values(slow)))


def test_values_give_the_winner_everything_at_the_end() -> None:
    for players in ALL_COUNTS:
        state = _random_positions(players, 1, 3)[-1]
        state.apply(quick_action(state))
        assert state.outcome is not None
        values = HOOKS.values(state)
        for seat in range(players):
            assert values[seat] == state.outcome.share(seat)
            assert values[seat] == (
                1.0 / len(state.outcome.winners) if seat in state.outcome.winners else 0.0
            )


def test_cut_off_values_are_win_chances() -> None:
    """In [0, 1], summing to 1, higher totals worth more, closer to certain as rounds run out."""
    for players in ALL_COUNTS:
        for state in _random_positions(players, 1, 5)[::11]:
            if state.outcome is None:
                values = HOOKS.values(state)
                assert all(0.0 <= v <= 1.0 for v in values)
                assert sum(values) == pytest.approx(1.0)
    many = win_chances([40, 20, 20], 3, 3)
    few = win_chances([40, 20, 20], 1, 3)
    assert many[0] > many[1] == many[2]
    assert 0.5 < many[0] < few[0] < 1.0
    assert win_chances([30, 30], 0, 2) == [0.5, 0.5]
    assert win_chances([31, 30, 2], 0, 3) == [1.0, 0.0, 0.0]


def test_cutoff_is_the_end_of_the_round() -> None:
    """Rollouts by the base loop with these hooks stop right when the round is scored."""

    class Stepper(FtwSearchHooks):
        rollout = SearchHooks.rollout  # the generic loop: apply the quick move until cutoff

    stepper = Stepper()
    state = FTW.new_state(3, 42)
    assert isinstance(state, FtwState)
    state.quiet = True
    root = state.clone()
    assert not HOOKS.cutoff(root, state)
    values = stepper.rollout(root, state, random.Random(1))
    assert state.round_no == 1  # round 2 has just been dealt
    assert state.passing
    assert len(state.round_history) == 1
    assert list(values) == pytest.approx(win_chances(state.scores, 2, 3))
    assert HOOKS.cutoff(root, state)
    # In the last round the rollout plays to the end of the match.
    last = FTW.new_state(2, 7, FtwOptions(rounds=1))
    stepper.rollout(last.clone(), last, random.Random(1))
    assert last.outcome is not None


def test_wide_orders_are_permutations_and_lead_with_the_heuristic() -> None:
    state = FTW.new_state(4, 3)
    assert isinstance(state, FtwState)
    actions = state.legal_actions()
    assert len(actions) == 220
    ranked = HOOKS.order(state, actions)
    assert sorted(map(str, ranked)) == sorted(map(str, actions))
    assert ranked[0].cards == choose_pass(state.hands[state.current_player])  # type: ignore[attr-defined, index]
    wide = [s for s in _random_positions(4, 3, 8) if not s.passing and len(s.legal_actions()) > 12]
    assert wide
    for s in wide:
        legal = s.legal_actions()
        ranked = HOOKS.order(s, legal)
        assert sorted(map(str, ranked)) == sorted(map(str, legal))


def _plain_pass_order(hand: list[int], passes: list[PassCards]) -> list[PassCards]:
    """The pass rule written plainly: the normal bot's pass first, then by cost (the two highest
    cards 100 each, any other its distance from the upper middle), ties in the given order."""
    size = len(hand)
    favourite = choose_pass(hand)

    def cost(action: PassCards) -> float:
        if action.cards == favourite:
            return -1.0
        return sum(
            100.0 if hand.index(c) >= size - 2 else abs(size - 4 - hand.index(c)) for c in action.cards
        )

    return sorted(passes, key=cost)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_passes_are_ordered_by_the_pass_rule(players: int) -> None:
    """The search tries passes by the rule above, for every hand size it meets (the order is
    made once per size, from positions in the hand, not per hand)."""
    rng = random.Random(players)
    seen = set()
    for m in range(6):
        state = FTW.new_state(players, 40 + m)
        assert isinstance(state, FtwState)
        state.quiet = True
        while state.current_player is not None:
            legal = state.legal_actions()
            if state.passing and len(legal) > 12:
                hand = list(state.hands[state.current_player])
                seen.add(len(hand))
                assert HOOKS.order(state, legal) == _plain_pass_order(hand, legal)  # type: ignore[arg-type]
            state.apply(legal[rng.randrange(len(legal))])
    assert seen


def test_a_hard_bot_plays_a_seeded_match_legally() -> None:
    """play_match checks every answer against the true state (IllegalAction otherwise)."""
    bot = HardBot(HOOKS, seconds=60.0, iterations=25)
    state, outcome = play_match(FTW, [bot, bot, bot], 5, None, random.Random(5))
    assert isinstance(state, FtwState)
    assert state.round_no == 2
    assert sum(outcome.share(s) for s in range(3)) == pytest.approx(1.0)


def _losing_exit(rounds: int = 1) -> FtwState:
    """Round 1 of ``rounds``, 10 against 20: every way out now (C, eleven helper choices)
    keeps 2 or 3; laying a card and taking the 30 (B, two choices) keeps the round open for a
    30-point exit next turn (the opponent cannot go out from 4 cards)."""
    return FtwState.from_deal(
        [[2, 3], [5, 12, 20, 33]],
        pile=[30],
        helpers=[[27, 28, 29], []],
        scores=[10, 20],
        num_rounds=rounds,
    )


def test_the_search_refuses_a_losing_exit() -> None:
    """In the last round every way out loses the match: the quick player, the normal bot and the
    search all play on with B and take the 30 (the search spends most of its iterations there;
    uninformative values would give B about 2/13)."""
    state = _losing_exit()
    assert len(state.legal_actions()) == 13
    assert exit_need(state, 0) == 10
    quick = quick_action(state)
    assert isinstance(quick, LayAndTake)
    assert quick.take == 30
    normal = NormalBot().choose(state, 0, random.Random(1))
    assert isinstance(normal, LayAndTake)
    assert normal.take == 30
    result = search(state, 0, random.Random(1), HOOKS, iterations=300, seconds=60.0)
    assert isinstance(result.action, LayAndTake)
    assert result.action.take == 30
    on_b = sum(visits for action, visits in result.visits if isinstance(action, LayAndTake))
    assert on_b > 0.6 * result.iterations


def test_an_exit_with_rounds_to_come_is_taken() -> None:
    """The same cards with a round still to play: 3 points now and a round to make up 7 more, so
    the quick player and the normal bot go out; the easy bot ignores the scores and always does."""
    state = _losing_exit(rounds=2)
    assert exit_need(state, 0) == 10 - 36  # a round to come can bring up to 36 points
    assert isinstance(quick_action(state), PlayWithHelpers)
    assert isinstance(NormalBot().choose(state, 0, random.Random(1)), PlayWithHelpers)
    last = _losing_exit()
    for seed in range(5):
        assert isinstance(EasyBot().choose(last, 0, random.Random(seed)), PlayWithHelpers)


def test_the_simulated_round_refuses_a_losing_exit() -> None:
    """The rollout's own round (``_play_round``) plays on past the losing exit: it ends with seat 0
    keeping the 30 it took back (or with the opponent going out), never with 2 or 3 points."""
    state = _losing_exit()
    played = state.clone()
    values = HOOKS.rollout(state, played, random.Random(0))
    assert 30 in played.hands[0]
    assert list(values) == [1.0, 0.0]
