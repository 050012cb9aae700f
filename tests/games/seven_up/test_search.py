"""Seven-up's search hooks and the hard bot on Seven-up positions.

Positions come from seeded random play (every phase: trump making, discards,
tricks) or from ``SevenUpState.from_deal``.
"""

from __future__ import annotations

import random

import pytest

from cardgames.ai.bots import bot_decision, make_bot
from cardgames.ai.ismcts import HardBot, search
from cardgames.games.seven_up import SEVEN_UP, SevenUpState
from cardgames.games.seven_up.actions import ACCEPT, ASK, GIVE, REFUSE, RUN
from cardgames.games.seven_up.options import TRADITIONAL

HOOKS = SEVEN_UP.search_hooks()


def positions(players: int, matches: int = 12) -> list[SevenUpState]:
    """Positions of seeded random matches, a few from every hand, in every phase."""
    rng = random.Random(players)
    out: list[SevenUpState] = []
    for m in range(matches):
        state = SEVEN_UP.new_state(players, 500 + m)
        assert isinstance(state, SevenUpState)
        state.quiet = True
        while state.current_player is not None:
            if rng.random() < 0.25:
                out.append(state.clone())
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
    return out


def deal(hands: list[str], turnup: str, **kw: object) -> SevenUpState:
    return SevenUpState.from_deal([h.split() for h in hands], turnup, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rollout_actions_are_legal_in_every_phase(players: int) -> None:
    """The quick player answers with a legal action in every phase: trump making, discards, play."""
    rng = random.Random(1)
    phases = set()
    for state in positions(players):
        phases.add(state.phase)
        assert state.why_illegal(HOOKS.rollout_action(state, rng)) is None
    assert {"propose", "dealer", "play"} <= phases


@pytest.mark.parametrize(("scores", "expected"), [([6, 0], {RUN}), ([0, 0], {GIVE, RUN})])
def test_rollout_dealer_in_traditional_trump_making_gives_or_runs(scores: list[int], expected: set) -> None:
    """Traditional: a strong dealer may give, but never when the point would win the game; never asks."""
    hands = ["2C 3C 4C 5C 6C 7C", "AH KH QH JH TH 9H"]  # the dealer (seat 1) holds strong trumps
    state = deal(hands, "5H", scores=scores, options=TRADITIONAL)
    state.apply(REFUSE)  # Vorhand begs
    assert state.phase == "dealer"
    rng = random.Random(3)
    answers = {HOOKS.rollout_action(state, rng) for _ in range(40)}
    assert answers == expected
    assert all(state.why_illegal(a) is None for a in answers)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rollouts_in_traditional_games_stay_legal(players: int) -> None:
    """Whole rollouts of traditional games never try an illegal action, near the target too."""
    rng = random.Random(4)
    for m in range(40):
        state = SEVEN_UP.new_state(players, 900 + m, TRADITIONAL)
        assert isinstance(state, SevenUpState)
        state.quiet = True
        while state.current_player is not None:
            action = HOOKS.rollout_action(state, rng)
            assert state.why_illegal(action) is None, (m, state.phase, action)
            state.apply(action)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rollouts_end_with_the_hand_and_value_the_parties(players: int) -> None:
    """A rollout plays the hand out and no further; partners get the same worth, all within [0, 1]."""
    rng = random.Random(2)
    for state in positions(players, 6):
        sample = state.clone()
        worth = HOOKS.rollout(state, sample, rng)
        assert len(worth) == players
        assert all(0.0 <= w <= 1.0 for w in worth)
        if players == 4:
            assert worth[0] == worth[2]
            assert worth[1] == worth[3]
        # the generic step-by-step rollout stops where the hand changes
        step = state.clone()
        while step.current_player is not None and not HOOKS.cutoff(state, step):
            step.apply(HOOKS.rollout_action(step, rng))
        assert step.is_over or step.hand_no == state.hand_no + 1


def test_values_of_a_finished_game_are_the_win_shares() -> None:
    """The party that reached 7 is worth 1, the others 0; in play, the leader is worth more."""
    state = deal(["AH KH QH JH TH 9H", "2C 3C 4C 5C 6C 7C"], "8H", scores=[6, 0])
    state.apply(ACCEPT)  # High, Jack, Game and Low all go to seat 0: the hand takes it to 7
    while state.current_player is not None:
        state.apply(state.legal_actions()[0])
    assert state.outcome is not None
    assert list(HOOKS.values(state)) == [1.0, 0.0]
    ahead = deal(["AH KH QH JH TH 9H", "2C 3C 4C 5C 6C 7C"], "8H", scores=[5, 1])
    worth = HOOKS.values(ahead)
    assert worth[0] > 0.5 > worth[1]


def test_the_search_accepts_when_refusing_again_would_lose_the_game() -> None:
    """Asked at 6 to 6, refusing again gives the dealer his seventh point: only accepting can win."""
    state = deal(["2C 3D 4S 5C 6D 7S", "AH KH QH JH 9C 8D"], "3H", scores=[6, 6])
    state.apply(REFUSE)
    state.apply(ASK)
    assert state.phase == "asked"
    result = search(state, 0, random.Random(3), HOOKS, iterations=300)
    assert result.action == ACCEPT
    assert result.iterations == 300


def test_the_search_takes_the_ten() -> None:
    """Seat 0 leads the ten of spades; seat 1 takes it with the ace rather than throwing the two."""
    state = deal(["TS 2C 3C 4C 5C 6C", "AS 2S 4D 5D 6D 7D"], "9H")
    state.apply(ACCEPT)
    state.apply(SEVEN_UP.parse_action("play TS"))
    assert state.current_player == 1
    result = search(state, 1, random.Random(4), HOOKS, iterations=400)
    assert result.action.text() == "play AS"


def test_hard_bot_plays_a_whole_game_legally() -> None:
    """A hard bot on a small iteration budget finishes a seeded 2-player game against normal."""
    hard = make_bot(SEVEN_UP, "hard")
    assert isinstance(hard, HardBot)
    hard.iterations = 60
    bots = [hard, make_bot(SEVEN_UP, "normal")]
    state = SEVEN_UP.new_state(2, 77)
    state.quiet = True
    rng = random.Random(5)
    searched = 0
    while state.current_player is not None:
        action = bot_decision(bots[state.current_player], state, rng)
        assert state.why_illegal(action) is None
        if state.current_player == 0 and hard.last is not None and hard.last.iterations:
            searched += 1
            hard.last = None
        state.apply(action)
    assert state.outcome is not None
    assert searched > 5
