"""The coach (``cardgames.ai.coach``): every legal move rated, honest about hidden cards, and the same
advice when it crosses into the search process."""

from __future__ import annotations

import random

import pytest

from cardgames.ai.coach import Advice, Verdict, advise, prepare
from cardgames.ai.remote import SearchProcess
from cardgames.games import GAMES
from cardgames.games.ftw import FTW, FtwState
from cardgames.games.ftw.actions import PlayHigher, PlayWithHelpers
from cardgames.games.seven_up import SEVEN_UP, SevenUpState


def _ftw_winning_turn() -> FtwState:
    """Seat 0 wins at once with C (2 with helper 24 on the 25); A 30 hands seat 1 the match."""
    return FtwState.from_deal(
        [[2, 30], [3, 20]], start_player=0, pile=[5, 12, 25], helpers=[[24], []], scores=[10, 0], num_rounds=1
    )


def test_every_legal_move_is_rated_and_the_winning_one_is_best() -> None:
    state = _ftw_winning_turn()
    advice = advise(
        prepare(state, 0, random.Random(1)), 0, random.Random(1), FTW.search_hooks(), iterations=400
    )
    assert [m.action for m in advice.moves].count(advice.best.action) == 1
    assert sorted(map(str, (m.action for m in advice.moves))) == sorted(map(str, state.legal_actions()))
    assert isinstance(advice.best.action, PlayWithHelpers)
    assert advice.best.verdict is Verdict.BEST
    assert advice.best.chance is not None
    assert advice.best.chance > 0.95
    losing = next(m for m in advice.moves if isinstance(m.action, PlayHigher))
    assert losing.verdict is Verdict.WORSE
    assert losing.behind > 0.2
    assert advice.iterations == 400
    assert advice.seat == 0
    assert advice.moves_played == 0
    # The moves follow the best by chance; a move the search never opened comes last.
    searched = [m.chance for m in advice.moves[1:] if m.chance is not None]
    assert searched == sorted(searched, reverse=True)


def test_a_forced_move_is_said_to_be_the_only_one() -> None:
    state = SevenUpState.from_deal(
        [["AH", "KH", "TC", "4C", "3D", "2S"], ["2H", "JH", "QC", "5D", "6D", "3S"]],
        "5H",
        stock=["AC", "JC", "9D"],
    )
    state.apply(SEVEN_UP.parse_action("accept"))
    state.apply(SEVEN_UP.parse_action("play 2S"))  # seat 1 must follow with its only spade
    advice = advise(prepare(state, 1, random.Random(2)), 1, random.Random(2), SEVEN_UP.search_hooks())
    assert [(m.verdict, str(m.action)) for m in advice.moves] == [(Verdict.ONLY, "play 3S")]
    assert advice.iterations == 0


def test_the_coach_sees_only_what_the_seat_sees() -> None:
    """Two deals that differ only in cards seat 0 cannot see get the same advice, move for move."""
    mine = ["AH", "KH", "TC", "4C", "3D", "2S"]
    one = SevenUpState.from_deal([mine, ["2H", "JH", "QC", "5D", "6D", "3S"]], "5H", stock=["AC", "JC", "9D"])
    two = SevenUpState.from_deal([mine, ["AC", "JH", "QC", "5D", "6D", "3S"]], "5H", stock=["2H", "JC", "9D"])
    answers = []
    for state in (one, two):
        state.apply(SEVEN_UP.parse_action("accept"))
        sample = prepare(state, 0, random.Random(7))
        answers.append(advise(sample, 0, random.Random(7), SEVEN_UP.search_hooks(), iterations=300))
    assert answers[0].moves == answers[1].moves
    with pytest.raises(ValueError, match="not to act"):
        prepare(one, 1, random.Random(0))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_advice_from_the_search_process_equals_advice_here(child: SearchProcess, game_id: str) -> None:
    """The advice crosses the process boundary by pickle; with an iteration cap and equal random streams
    it is the in-process advice, compared by value."""
    game = GAMES[game_id]
    state = game.new_state(game.min_players, 21)
    state.quiet = True
    rng = random.Random(21)
    hooks = game.search_hooks()

    def searched(s: object) -> bool:
        # A position the tree searches (not a small endgame the hooks solve exactly).
        seat = s.current_player  # type: ignore[attr-defined]
        return hooks.exact(s, seat, random.Random(0), False) is None

    while state.current_player is not None and (
        len(state.history) < 5 or len(state.legal_actions()) < 2 or not searched(state)
    ):
        state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
    seat = state.current_player
    assert seat is not None
    sample = prepare(state, seat, random.Random(4))
    remote = child.advise(game_id, sample, seat, random.Random(5), 60.0, None, iterations=120)
    here = advise(sample, seat, random.Random(5), game.search_hooks(), iterations=120)
    assert isinstance(remote, Advice)
    assert remote.moves == here.moves
    assert remote.iterations == here.iterations == 120
    assert child.ended is None


def test_endgame_advice_crosses_the_process_boundary(child: SearchProcess) -> None:
    """A Seven-up endgame is solved exactly (no tree); its advice from the search process is the
    advice here, by value, and rates every legal card on the same number of sampled deals."""
    from cardgames.games.seven_up.endgame import SAMPLES

    hooks = SEVEN_UP.search_hooks()
    rng = random.Random(3)
    state = SEVEN_UP.new_state(2, 31)
    state.quiet = True
    while state.current_player is not None and (
        len(state.legal_actions()) < 2
        or hooks.exact(state, state.current_player, random.Random(0), False) is None
    ):
        state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
    seat = state.current_player
    assert seat is not None
    sample = prepare(state, seat, random.Random(4))
    remote = child.advise("seven_up", sample, seat, random.Random(5), 60.0, None)
    here = advise(sample, seat, random.Random(5), hooks)
    assert isinstance(remote, Advice)
    assert remote.moves == here.moves
    assert remote.iterations == here.iterations == SAMPLES
    assert {m.action for m in remote.moves} == set(state.legal_actions())
    assert child.ended is None
    # The hard bot's own answer from there crosses the same way: legal in the true state, and the
    # card the search here picks (compared by value).
    from cardgames.ai.ismcts import search

    answer = child.search("seven_up", state, seat, random.Random(6), 5.0, None, None)
    assert answer is not None
    assert answer in state.legal_actions()
    assert answer == search(state, seat, random.Random(6), hooks, seconds=5.0).action
