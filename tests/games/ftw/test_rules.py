"""FTW?! rule scenarios: one test per rule of RULINGS.md section 3 (FTW-1.1 .. FTW-6.2, FTW-A1 .. A13).

Each test builds a small position with ``FtwState.from_deal`` (or a seeded new
match) and checks exact cards, zones and scores. Refused actions are checked
through ``IllegalAction.reason.key`` and must leave the state unchanged.
"""

from __future__ import annotations

import random
from itertools import chain, combinations

import pytest

from cardgames.engine import HIDDEN, Action, IllegalAction, InvalidAction
from cardgames.games.ftw import FTW, FtwState, LayAndTake, PassCards, PlayHigher, PlayWithHelpers
from cardgames.games.ftw.actions import (
    lay_and_take,
    parse_action,
    pass_cards,
    play_higher,
    play_with_helpers,
)
from cardgames.games.ftw.basics import deck_size, hand_size
from cardgames.games.ftw.scoring import round_points

ALL_COUNTS = [2, 3, 4, 5, 6]


# --------------------------------------------------------------------------- helpers


def deal(hands: list[list[int]], **kw: object) -> FtwState:
    """A scenario position (cards nobody holds go aside)."""
    return FtwState.from_deal(hands, **kw)  # type: ignore[arg-type]


def all_cards(state: FtwState) -> list[int]:
    return sorted(chain.from_iterable(state.true_zones().values()))


def refuse(state: FtwState, action: object) -> str:
    """Apply ``action``, expect IllegalAction, an unchanged state; return the reason key."""
    before = state.clone()
    reason = state.why_illegal(action)  # type: ignore[arg-type]
    assert reason is not None, f"{action} should be illegal"
    with pytest.raises(IllegalAction) as info:
        state.apply(action)  # type: ignore[arg-type]
    assert state == before
    assert info.value.reason.key == reason.key
    return info.value.reason.key


def of_type(state: FtwState, kind: type) -> set[object]:
    return {a for a in state.legal_actions() if type(a) is kind}


def helper_subsets(row: list[int]) -> list[tuple[int, ...]]:
    return [sub for k in range(1, len(row) + 1) for sub in combinations(row, k)]


def play_out_passing(state: FtwState) -> None:
    while state.view(None).facts.phase == "pass":
        state.apply(state.legal_actions()[0])


# --------------------------------------------------------------------------- FTW-1 setup


@pytest.mark.parametrize("n", ALL_COUNTS)
@pytest.mark.parametrize("seed", [0, 1, 7])
def test_deck_and_hand_sizes(n: int, seed: int) -> None:
    """FTW-1.1, FTW-1.2, FTW-1.4, FTW-2.3, FTW-A10: deck 1..M, 12 cards (10 for six), set-aside."""
    state = FTW.new_state(n, seed)
    assert isinstance(state, FtwState)
    m = {2: 36, 3: 36, 4: 48, 5: 60, 6: 60}[n]
    assert deck_size(n) == m
    assert hand_size(n) == (10 if n == 6 else 12)
    assert all_cards(state) == list(range(1, m + 1))
    for seat in range(n):
        assert len(state.hands[seat]) == (10 if n == 6 else 12)
        assert state.helpers[seat] == []
    assert state.pile == []
    assert state.out == []
    assert state.scores == [0] * n
    assert state.view(None).facts.scores == (0,) * n
    if n == 2:
        aside = state.true_zones()[("aside",)]
        assert len(aside) == 12
        for viewer in (0, 1, None):
            view = state.view(viewer)
            assert view.zone("aside").cards == (HIDDEN,) * 12
            assert not set(aside) & set(view.visible_cards())
    else:
        assert list(state.true_zones()[("aside",)]) == []


@pytest.mark.parametrize("n", [0, 1, 7, 8])
def test_player_count_outside_two_to_six_is_refused(n: int) -> None:
    """FTW-1.1: N must be 2..6."""
    with pytest.raises(ValueError, match="players"):
        FTW.new_state(n, 1)


@pytest.mark.parametrize("n", ALL_COUNTS)
def test_rounds_and_start_player_rotation(n: int) -> None:
    """FTW-1.3, FTW-A8, FTW-A9: N rounds, each starting one seat clockwise from the last."""
    state = FTW.new_state(n, 11 * n)
    assert isinstance(state, FtwState)
    starts: dict[int, int] = {}
    first_movers: dict[int, int | None] = {}
    while not state.is_over:
        facts = state.view(None).facts
        assert facts.rounds == n
        r = facts.round
        if r not in starts:
            assert facts.phase == "pass"
            starts[r] = facts.start_player
        if facts.phase == "play" and r not in first_movers:
            first_movers[r] = state.current_player
        state.apply(state.legal_actions()[0])
    assert sorted(starts) == list(range(1, n + 1))
    for r in range(1, n):
        assert starts[r + 1] == (starts[r] + 1) % n
    assert sorted(starts.values()) == list(range(n))  # everyone starts once
    assert first_movers == starts  # the start player makes the first play
    final = state.view(None).facts
    assert len(final.round_points) == n
    assert final.phase == "over"
    if n == 2:  # FTW-A10: the set-aside stays hidden even at the end
        assert final.phase == "over"
        assert state.view(0).zone("aside").cards == (HIDDEN,) * 12


def test_round1_start_player_is_random_across_seeds() -> None:
    """FTW-1.3: round 1's start player is chosen at random (varies with the seed)."""
    starts = {FTW.new_state(4, seed).view(None).facts.start_player for seed in range(30)}
    assert starts == {0, 1, 2, 3}


def test_rounds_option_changes_match_length() -> None:
    """FTW-1.3 (option "rounds"): a 3-player match with rounds=1 ends after one round."""
    state = FTW.new_state(3, 5, {"rounds": 1})
    rounds_seen = set()
    while not state.is_over:
        rounds_seen.add(state.view(None).facts.round)
        state.apply(state.legal_actions()[0])
    assert rounds_seen == {1}
    assert len(state.view(None).facts.round_points) == 1


# --------------------------------------------------------------------------- FTW-2.2 passing


def _passing_scenario() -> FtwState:
    return deal(
        [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12, 13, 14, 15]],
        start_player=0,
        passing=True,
    )


def test_passing_legal_actions_are_the_three_card_subsets() -> None:
    """FTW-2.2: during passing only PassCards, exactly the C(h,3) 3-subsets of the hand."""
    state = _passing_scenario()
    legal = state.legal_actions()
    assert all(type(a) is PassCards for a in legal)
    assert len(legal) == 10
    assert set(legal) == {pass_cards(c) for c in combinations([1, 2, 3, 4, 5], 3)}


def test_passing_refusals_leave_state_unchanged() -> None:
    """FTW-2.2: pass exactly 3 distinct own cards; no play before passing is done."""
    state = _passing_scenario()
    assert refuse(state, PassCards((1, 2))) == "ftw.illegal.pass_count"
    assert refuse(state, PassCards((1, 2, 3, 4))) == "ftw.illegal.pass_count"
    assert refuse(state, PassCards((1, 2, 6))) == "ftw.illegal.not_in_hand"
    assert refuse(state, PassCards((1, 1, 2))) == "ftw.illegal.pass_twice"
    assert refuse(state, play_higher(5)) == "ftw.illegal.pass_first"
    assert refuse(state, lay_and_take(1, 5)) == "ftw.illegal.pass_first"
    assert refuse(state, play_with_helpers(1, (5,))) == "ftw.illegal.pass_first"


def test_passes_go_right_and_are_delivered_together() -> None:
    """FTW-2.2, FTW-A7: seat s's cards reach seat s-1, only once every seat has chosen."""
    state = _passing_scenario()
    state.apply(pass_cards((1, 2, 3)))
    assert state.hands[0] == [4, 5]
    assert state.hands[2] == [11, 12, 13, 14, 15]  # receiver unchanged so far
    assert state.hands[1] == [6, 7, 8, 9, 10]
    # Hidden for the other seats, known to the passer.
    assert state.view(0).zone("passing", 0).cards == (1, 2, 3)
    for viewer in (1, 2, None):
        view = state.view(viewer)
        assert view.zone("passing", 0).cards == (HIDDEN,) * 3
        assert not {1, 2, 3} & set(view.visible_cards())
    assert state.current_player == 1
    state.apply(pass_cards((6, 7, 8)))
    assert state.hands[0] == [4, 5]  # seat 1's pass to seat 0 not delivered yet
    assert state.hands[2] == [11, 12, 13, 14, 15]
    assert state.view(None).facts.phase == "pass"
    # Seat 2 cannot pass on what it is about to receive (FTW-A7).
    assert state.current_player == 2
    assert all(isinstance(a, PassCards) and not {1, 2, 3} & set(a.cards) for a in state.legal_actions())
    assert refuse(state, pass_cards((1, 11, 12))) == "ftw.illegal.not_in_hand"
    state.apply(pass_cards((11, 12, 13)))
    assert state.hands[0] == [4, 5, 6, 7, 8]
    assert state.hands[1] == [9, 10, 11, 12, 13]
    assert state.hands[2] == [1, 2, 3, 14, 15]
    assert state.view(None).facts.phase == "play"
    assert state.view(0).facts.passed == (1, 2, 3)
    assert state.view(0).facts.receiver == 2
    assert state.current_player == 0
    assert refuse(state, pass_cards((4, 5, 6))) == "ftw.illegal.already_passed"
    assert all(type(a) is PlayHigher for a in state.legal_actions())


def test_two_players_swap_passes() -> None:
    """FTW-2.2, FTW-A7: with N=2 the two seats swap 3 cards."""
    state = deal([[1, 2, 3, 4], [31, 32, 33, 34]], start_player=1, passing=True)
    assert state.current_player == 1
    state.apply(pass_cards((31, 33, 34)))
    assert state.hands[0] == [1, 2, 3, 4]
    assert state.current_player == 0
    state.apply(pass_cards((2, 3, 4)))
    assert state.hands[0] == [1, 31, 33, 34]
    assert state.hands[1] == [2, 3, 4, 32]
    assert state.current_player == 1


@pytest.mark.parametrize("n", ALL_COUNTS)
def test_passing_in_a_dealt_round(n: int) -> None:
    """FTW-2.2, FTW-A7: every seat passes once; dealt hand - own pass + left neighbour's pass."""
    state = FTW.new_state(n, 100 + n)
    assert isinstance(state, FtwState)
    dealt = [list(h) for h in state.hands]
    chosen: dict[int, tuple[int, ...]] = {}
    while state.view(None).facts.phase == "pass":
        p = state.current_player
        assert p is not None
        assert p not in chosen
        action = state.legal_actions()[-1]
        chosen[p] = action.cards  # type: ignore[attr-defined]
        state.apply(action)
        if len(chosen) < n:
            for seat in range(n):
                expected = [c for c in dealt[seat] if c not in chosen.get(seat, ())]
                assert state.hands[seat] == expected
    assert sorted(chosen) == list(range(n))
    for seat in range(n):
        giver = (seat + 1) % n
        expected = sorted([c for c in dealt[seat] if c not in chosen[seat]] + list(chosen[giver]))
        assert state.hands[seat] == expected
    assert all_cards(state) == list(range(1, deck_size(n) + 1))


# --------------------------------------------------------------------------- FTW-4.1 option A


def test_option_a_on_empty_pile_any_card_and_only_a() -> None:
    """FTW-4.1, FTW-A4: on an empty pile every hand card is legal via A; B and C are refused."""
    state = deal([[5, 20, 30], [10, 15, 25]], helpers=[[3], []], start_player=0)
    assert set(state.legal_actions()) == {play_higher(5), play_higher(20), play_higher(30)}
    assert len(state.legal_actions()) == 3
    assert refuse(state, lay_and_take(5, 20)) == "ftw.illegal.empty_pile"
    assert refuse(state, play_with_helpers(5, (3,))) == "ftw.illegal.empty_pile"
    state.apply(play_higher(5))
    assert state.pile == [5]
    assert state.hands[0] == [20, 30]
    assert state.current_player == 1


def test_option_a_needs_a_strictly_higher_card() -> None:
    """FTW-4.1: with a pile, A needs a card higher than the top; the card goes on top."""
    state = deal([[5, 12, 20, 30], [10, 15, 25]], pile=[8, 18], start_player=0)
    assert of_type(state, PlayHigher) == {play_higher(20), play_higher(30)}
    assert refuse(state, play_higher(12)) == "ftw.illegal.not_higher"
    assert refuse(state, play_higher(5)) == "ftw.illegal.not_higher"
    assert refuse(state, play_higher(25)) == "ftw.illegal.not_in_hand"
    state.apply(play_higher(20))
    assert state.pile == [8, 18, 20]
    assert state.hands[0] == [5, 12, 30]
    assert state.view(None).facts.top == 20
    assert state.current_player == 1
    assert of_type(state, PlayHigher) == {play_higher(25)}
    assert refuse(state, play_higher(15)) == "ftw.illegal.not_higher"


# --------------------------------------------------------------------------- FTW-4.2 option B


@pytest.mark.parametrize("take", [10, 22, 15])
def test_option_b_takes_any_pile_card(take: int) -> None:
    """FTW-4.2, FTW-A2: lay a lower card as helper, take any pile card, the rest goes out."""
    state = deal([[4, 9, 30], [1, 2, 33]], pile=[10, 22, 15], start_player=0)
    expected_b = {lay_and_take(c, t) for c in (4, 9) for t in (10, 22, 15)}
    assert of_type(state, LayAndTake) == expected_b
    state.apply(lay_and_take(9, take))
    assert state.hands[0] == sorted([4, 30, take])
    assert len(state.hands[0]) == 3  # hand size unchanged
    assert state.helpers[0] == [9]
    assert state.pile == []
    assert sorted(state.out) == sorted({10, 22, 15} - {take})
    assert state.current_player == 1
    assert not state.is_over
    assert all_cards(state) == list(range(1, 37))
    view = state.view(1)
    assert view.zone("helpers", 0).cards == (9,)
    assert view.zone("helpers", 0).face_up
    assert view.facts.taken == ((take,), ())
    # FTW-6.2: after B the next player faces an empty pile, so only A.
    assert set(state.legal_actions()) == {play_higher(1), play_higher(2), play_higher(33)}


def test_option_b_with_one_card_pile() -> None:
    """FTW-A1: B on a one-card pile takes that card; the pile ends empty, nothing goes out."""
    state = deal([[4, 30, 33], [1, 2, 3]], pile=[20], start_player=0)
    assert of_type(state, LayAndTake) == {lay_and_take(4, 20)}
    state.apply(lay_and_take(4, 20))
    assert state.hands[0] == [20, 30, 33]
    assert state.helpers[0] == [4]
    assert state.pile == []
    assert state.out == []
    assert state.current_player == 1


def test_option_b_refusals() -> None:
    """FTW-4.2, FTW-A4: B needs a lower card, a non-empty pile and a card that is on the pile."""
    state = deal([[4, 9, 30], [1, 2, 33]], pile=[10, 22, 15], start_player=0)
    assert refuse(state, lay_and_take(30, 10)) == "ftw.illegal.not_lower"
    assert refuse(state, lay_and_take(4, 21)) == "ftw.illegal.not_on_pile"
    assert refuse(state, lay_and_take(5, 10)) == "ftw.illegal.not_in_hand"
    empty = deal([[4, 30], [1, 2]], start_player=0)
    assert refuse(empty, lay_and_take(4, 30)) == "ftw.illegal.empty_pile"
    assert of_type(empty, LayAndTake) == set()


def test_option_b_allowed_while_holding_a_higher_card() -> None:
    """FTW-A12: the choice is free: B is legal even though A is possible."""
    state = deal([[5, 30, 33], [1, 2, 3]], pile=[20], start_player=0)
    legal = set(state.legal_actions())
    assert {play_higher(30), play_higher(33), lay_and_take(5, 20)} <= legal
    state.apply(lay_and_take(5, 20))
    assert state.hands[0] == [20, 30, 33]
    assert state.helpers[0] == [5]


# --------------------------------------------------------------------------- FTW-4.3 option C


def _c_scenario() -> FtwState:
    return deal(
        [[2, 6, 11, 30], [1, 12, 21]],
        helpers=[[3, 5, 9], []],
        pile=[7, 20],
        start_player=0,
    )


def test_option_c_legal_helper_subsets() -> None:
    """FTW-4.3, FTW-A3: C for each lower card and each non-empty subset with card + sum > top."""
    state = _c_scenario()
    top = 20
    expected = {
        play_with_helpers(c, sub)
        for c in (2, 6, 11, 30)
        if c < top
        for sub in helper_subsets([3, 5, 9])
        if c + sum(sub) > top
    }
    assert expected == {
        play_with_helpers(6, (3, 5, 9)),
        play_with_helpers(11, (3, 9)),
        play_with_helpers(11, (5, 9)),
        play_with_helpers(11, (3, 5, 9)),
    }
    assert of_type(state, PlayWithHelpers) == expected


def test_option_c_refusals() -> None:
    """FTW-4.3, FTW-A3: strictly greater sum, at least one own helper, a lower hand card."""
    state = _c_scenario()
    assert refuse(state, play_with_helpers(11, (9,))) == "ftw.illegal.sum_too_low"  # 20 == 20
    assert refuse(state, play_with_helpers(6, (5, 9))) == "ftw.illegal.sum_too_low"  # 20 == 20
    assert refuse(state, play_with_helpers(2, (3, 5, 9))) == "ftw.illegal.sum_too_low"
    assert refuse(state, play_with_helpers(11, ())) == "ftw.illegal.no_helpers"
    assert refuse(state, play_with_helpers(30, (3,))) == "ftw.illegal.not_lower"
    assert refuse(state, play_with_helpers(11, (4,))) == "ftw.illegal.not_a_helper"
    assert refuse(state, PlayWithHelpers(11, (9, 9))) == "ftw.illegal.helper_twice"
    assert refuse(state, play_with_helpers(12, (9,))) == "ftw.illegal.not_in_hand"


def test_option_c_effect_and_printed_value_on_top() -> None:
    """FTW-4.3, FTW-A3 (iv): the card goes on top at its printed value; used helpers go out."""
    state = _c_scenario()
    state.apply(play_with_helpers(11, (3, 9)))
    assert state.pile == [7, 20, 11]
    assert state.hands[0] == [2, 6, 30]
    assert state.helpers[0] == [5]
    assert sorted(state.out) == [3, 9]
    assert state.view(None).facts.top == 11
    assert state.current_player == 1
    # Seat 1 must beat 11 (printed), not 23 (the sum): A 12 is legal.
    assert of_type(state, PlayHigher) == {play_higher(12), play_higher(21)}
    # Seat 1 has no helpers: no C; a foreign helper is refused.
    assert of_type(state, PlayWithHelpers) == set()
    assert refuse(state, play_with_helpers(1, (5,))) == "ftw.illegal.not_a_helper"
    state.apply(play_higher(12))
    assert state.pile == [7, 20, 11, 12]
    assert state.hands[1] == [1, 21]


# --------------------------------------------------------------------------- FTW-4.4 round end


def test_round_ends_right_after_the_turn_leaving_one_card() -> None:
    """FTW-4.4, FTW-A5: the turn leaving 1 card ends the round; nobody else moves."""
    state = deal([[10, 25], [3, 4, 5], [1, 2, 6, 7]], start_player=0, num_rounds=1)
    state.apply(play_higher(25))
    assert state.is_over
    assert state.current_player is None
    assert state.hands == [[10], [3, 4, 5], [1, 2, 6, 7]]
    assert state.pile == [25]
    assert len(state.history) == 1


def test_round_end_then_next_round_is_dealt() -> None:
    """FTW-4.4, FTW-5.2, FTW-1.3, FTW-2.1: after a round end the next round starts one seat on."""
    state = deal([[10, 25], [3, 4, 5], [1, 2, 6, 7]], start_player=0)
    state.apply(play_higher(25))
    assert not state.is_over
    facts = state.view(None).facts
    assert facts.round == 2
    assert facts.phase == "pass"
    assert facts.start_player == 1
    assert facts.round_points == ((10, 0, 0),)
    assert state.scores == [10, 0, 0]
    assert state.current_player == 1
    assert state.pile == []
    assert [len(h) for h in state.hands] == [12, 12, 12]
    assert all_cards(state) == list(range(1, 37))


def test_option_b_never_ends_a_round() -> None:
    """FTW-A5: B keeps the hand size, so a 2-card hand stays at 2 and play goes on."""
    state = deal([[10, 25], [1, 2, 3]], pile=[20], start_player=0, num_rounds=1)
    state.apply(lay_and_take(10, 20))
    assert not state.is_over
    assert state.hands[0] == [20, 25]
    assert state.current_player == 1
    assert state.view(None).facts.phase == "play"


def test_option_c_can_end_a_round() -> None:
    """FTW-4.4, FTW-A5: C that leaves one card ends the round."""
    state = deal([[10, 25], [1, 2, 3]], helpers=[[15], []], pile=[20], start_player=0, num_rounds=1)
    state.apply(play_with_helpers(10, (15,)))
    assert state.is_over
    assert state.hands == [[25], [1, 2, 3]]
    assert state.outcome is not None
    assert state.outcome.scores == (25, 0)
    assert state.outcome.winners == (0,)


def test_three_card_hand_does_not_end_the_round() -> None:
    """FTW-4.4: a turn leaving 2 cards passes the turn to the left."""
    state = deal([[10, 25, 26], [1, 2, 3]], start_player=0, num_rounds=1)
    state.apply(play_higher(25))
    assert not state.is_over
    assert state.current_player == 1


# --------------------------------------------------------------------------- FTW-5 scoring


def test_round_points_formula() -> None:
    """FTW-5.1, FTW-A6: highest minus the others, floored at 0; a single card scores its value."""
    assert round_points([17]) == 17
    assert round_points([4, 5, 30]) == 21
    assert round_points([3, 9, 12, 20]) == 0  # 20 - 24 = -4
    assert round_points([10, 20]) == 10
    assert round_points([10, 30, 20]) == 0  # exactly 0


def test_round_scoring_ignores_helpers_and_floors_at_zero() -> None:
    """FTW-5.1, FTW-5.2, FTW-A6: points from hand cards only, negatives become 0, added to totals."""
    state = deal(
        [[10, 25], [4, 5, 30], [3, 9, 12, 20]],
        helpers=[[2], [1], []],
        pile=[8],
        start_player=0,
        num_rounds=1,
        scores=[5, 5, 5],
    )
    state.apply(play_higher(25))
    assert state.is_over
    assert state.view(None).facts.round_points == ((10, 21, 0),)
    assert state.scores == [15, 26, 5]
    assert state.outcome is not None
    assert state.outcome.scores == (15, 26, 5)
    assert state.outcome.winners == (1,)
    # At the end every hand is shown.
    assert state.view(None).zone("hand", 2).cards == (3, 9, 12, 20)


# --------------------------------------------------------------------------- FTW-5.3 match end


def test_final_round_tie_shares_the_win_and_match_is_closed() -> None:
    """FTW-5.3, FTW-A13: after the last round the highest totals win; a tie gives several winners."""
    state = deal(
        [[9, 25], [5, 10], [2, 6]],
        start_player=0,
        scores=[10, 14, 3],
        round_no=2,
    )
    assert state.view(None).facts.round == 3
    assert state.view(None).facts.rounds == 3
    state.apply(play_higher(25))
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.scores == (19, 19, 7)
    assert state.outcome.winners == (0, 1)
    assert state.outcome.share(0) == 0.5
    assert state.outcome.share(2) == 0.0
    facts = state.view(None).facts
    assert facts.winners == (0, 1)
    assert facts.phase == "over"
    assert facts.round_points == ((9, 5, 4),)
    assert state.legal_actions() == []
    assert refuse(state, play_higher(9)) == "illegal.match_over"
    assert refuse(state, pass_cards((2, 5, 6))) == "illegal.match_over"


def test_one_round_match_tie() -> None:
    """FTW-5.3, FTW-A13: num_rounds=1, both seats score 7: both win."""
    state = deal([[7, 30], [10, 17]], start_player=0, num_rounds=1)
    state.apply(play_higher(30))
    assert state.outcome is not None
    assert state.outcome.scores == (7, 7)
    assert state.outcome.winners == (0, 1)


# --------------------------------------------------------------------------- FTW-6


@pytest.mark.parametrize("n", ALL_COUNTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_dead_end_and_termination_in_random_play(n: int, seed: int) -> None:
    """FTW-6.1, FTW-6.2: before the end a legal action always exists; rounds terminate."""
    state = FTW.new_state(n, seed)
    assert isinstance(state, FtwState)
    state.quiet = True
    rng = random.Random(seed)
    deck = list(range(1, deck_size(n) + 1))
    turns = 0
    budget: int | None = None
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps < 5000
        legal = state.legal_actions()
        assert legal
        if state.passing:
            budget = None
        else:
            p = state.current_player
            assert p is not None
            hand = state.hands[p]
            assert len(hand) >= 2
            if budget is None:  # first turn of a round: at most ~2x the hand cards (FTW-6.2)
                budget = 2 * sum(len(h) for h in state.hands)
                turns = 0
            turns += 1
            assert turns <= budget
            legal_set = set(legal)
            for c in hand:
                if not state.pile:
                    assert play_higher(c) in legal_set
                else:
                    assert play_higher(c) in legal_set or lay_and_take(c, state.pile[-1]) in legal_set
        state.apply(rng.choice(legal))
        assert all_cards(state) == deck


# --------------------------------------------------------------------------- action texts


def test_action_text_forms() -> None:
    """Action texts: exact forms and parse_action(str(a)) == a (FTW-2.2, FTW-4 actions)."""
    assert str(pass_cards((25, 3, 17))) == "pass 3,17,25"
    assert str(play_higher(37)) == "A 37"
    assert str(lay_and_take(5, 30)) == "B 5 take 30"
    assert str(play_with_helpers(5, (12, 9))) == "C 5 with 9,12"
    sample: list[Action] = [
        pass_cards((25, 3, 17)),
        play_higher(37),
        play_higher(60),
        lay_and_take(5, 30),
        play_with_helpers(5, (12, 9)),
        play_with_helpers(1, (60,)),
    ]
    sample += _c_scenario().legal_actions()
    sample += _passing_scenario().legal_actions()
    for action in sample:
        assert parse_action(str(action)) == action
        assert FTW.parse_action(str(action)) == action


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "A",
        "A 0",
        "A 61",
        "A -3",
        "A x",
        "A JK",
        "A 05",
        "A 5 6",
        "B 5 30",
        "B 5 take",
        "B 5 with 30",
        "C 5 with",
        "C 5 take 9",
        "C 5 with 9,,12",
        "C 5 with 9,",
        "pass",
        "pass 1,2,",
        "pass 1,x,3",
        "D 5",
    ],
)
def test_malformed_action_texts_are_refused(text: str) -> None:
    """Malformed action texts raise InvalidAction (unreadable, not an illegal move)."""
    with pytest.raises(InvalidAction):
        parse_action(text)
    with pytest.raises(InvalidAction):
        FTW.parse_action(text)
