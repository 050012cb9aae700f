"""FTW?! determinization: a sample uses exactly what the seat knows (FTW-2.2, FTW-A11)."""

from __future__ import annotations

import random

from cardgames.games.ftw import FTW, FtwState
from cardgames.games.ftw.actions import lay_and_take, pass_cards, play_higher


def _two_player_after_passing() -> FtwState:
    """2 players, small hands; both passes delivered, seat 0 to move."""
    state = FtwState.from_deal(
        [[1, 2, 3, 20, 30, 33], [4, 5, 6, 21, 31, 34]], start_player=0, passing=True, num_rounds=1
    )
    state.apply(pass_cards((1, 2, 3)))  # seat 0 passes to its right neighbour, seat 1
    state.apply(pass_cards((4, 5, 6)))
    return state


def test_the_seat_keeps_its_hand_and_the_table() -> None:
    """The sample keeps the seat's hand, the pile, helpers and out-of-round cards as they are."""
    state = _two_player_after_passing()
    state.apply(play_higher(4))  # seat 0 starts the pile
    state.apply(lay_and_take(1, 4))  # seat 1: lays 1, takes 4 back (public)
    sample = state.determinize(0, random.Random(3))
    assert sample.hands[0] == state.hands[0]
    assert sample.pile == state.pile
    assert sample.helpers == state.helpers
    assert sample.out == state.out
    assert sample.history == []


def test_cards_the_seat_passed_stay_with_the_receiver() -> None:
    """FTW-2.2: seat 0 knows its passed 1, 2, 3 sit in seat 1's hand; they are never redrawn."""
    state = _two_player_after_passing()
    for k in range(30):
        sample = state.determinize(0, random.Random(k))
        assert {1, 2, 3} <= set(sample.hands[1])
        # The rest of seat 1's hand and the set-aside cards are redrawn from the unknown pool.
        assert len(sample.hands[1]) == len(state.hands[1])


def test_a_card_taken_with_b_is_known_to_everyone() -> None:
    """FTW-4.2: the card taken from the pile is announced, so every sample keeps it in that hand."""
    state = _two_player_after_passing()
    state.apply(play_higher(20))
    state.apply(lay_and_take(2, 20))  # seat 1 lays 2 (received from seat 0), takes 20
    for k in range(20):
        assert 20 in state.determinize(0, random.Random(k)).hands[1]


def test_hidden_cards_are_really_redrawn() -> None:
    """Another seat's hand differs between samples: nothing hidden is copied from the truth."""
    state = FTW.new_state(4, 11)
    hands = {tuple(state.determinize(0, random.Random(k)).hands[2]) for k in range(10)}
    assert len(hands) > 1


def test_indistinguishable_states_give_equal_samples() -> None:
    """Two deals that differ only in cards seat 0 cannot see give seat 0 the same sample."""
    a = FtwState.from_deal([[10, 20], [11, 12], [13, 14]], start_player=0, num_rounds=1)
    b = FtwState.from_deal([[10, 20], [13, 12], [11, 14]], start_player=0, num_rounds=1)
    assert a != b
    assert a.view(0) == b.view(0)
    assert a.determinize(0, random.Random(5)) == b.determinize(0, random.Random(5))
    # Seat 1 can tell them apart, and its samples differ.
    assert a.view(1) != b.view(1)
    assert a.determinize(1, random.Random(5)) != b.determinize(1, random.Random(5))


def test_pending_passes_of_others_are_hidden_and_redrawn() -> None:
    """During passing, another seat's chosen cards are unknown: samples vary them."""
    state = FTW.new_state(3, 4)
    first = state.current_player
    assert first is not None
    state.apply(state.legal_actions()[0])
    watcher = (first + 1) % 3
    pending = {state.determinize(watcher, random.Random(k)).pending[first] for k in range(10)}
    assert len(pending) > 1
    assert state.determinize(first, random.Random(1)).pending[first] == state.pending[first]
