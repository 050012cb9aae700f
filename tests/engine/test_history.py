"""The match history: a persistent list; clones share it without copying and never see each other's moves."""

from __future__ import annotations

import pickle
import random

import pytest

from cardgames.engine import History
from cardgames.games import GAMES, get_game


def test_history_reads_like_the_list_of_its_actions() -> None:
    """Indexing, slicing, iterating, length, truth, membership and equality with lists and tuples."""
    game = get_game("ftw")
    state = game.new_state(3, seed=4)
    played = []
    rng = random.Random(1)
    for _ in range(12):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        played.append(action)
    h = state.history
    assert isinstance(h, History)
    assert len(h) == 12
    assert bool(h)
    assert not History()
    assert list(h) == played
    assert h == played
    assert h == tuple(played)
    assert h != played[:-1]
    assert h[0] == played[0]
    assert h[-1] == played[-1]
    assert h[3:7] == played[3:7]
    assert played[5] in h
    assert h.index(played[5]) == played.index(played[5])
    assert History(played) == h
    assert History() == []
    assert repr(History(played[:1])).startswith("History([")


def test_clones_share_the_past_and_keep_their_own_futures() -> None:
    """After a clone, moves on either side leave the other's history as it was."""
    game = get_game("karriere_poker")
    state = game.new_state(5, seed=2)
    rng = random.Random(3)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    before = list(state.history)
    a, b = state.clone(), state.clone()
    move_a, move_b, move_s = a.legal_actions()[0], b.legal_actions()[-1], state.legal_actions()[0]
    a.apply(move_a)
    b.apply(move_b)
    state.apply(move_s)
    assert a.history[:-1] == before == b.history[:-1] == state.history[:-1]
    assert (a.history[-1], b.history[-1], state.history[-1]) == (move_a, move_b, move_s)
    assert len(a.history) == len(b.history) == len(state.history) == len(before) + 1


def test_a_long_history_pickles_as_a_flat_tuple() -> None:
    """Thousands of actions pickle and come back equal (a chain of links would hit the recursion limit)."""
    game = get_game("straight_up")
    state = game.new_state(2, seed=1)
    action = state.legal_actions()[0]
    long = History([action] * 20_000)
    back = pickle.loads(pickle.dumps(long))
    assert back == long
    assert len(back) == 20_000
    again = pickle.loads(pickle.dumps(state))
    assert again.history == state.history


def test_every_game_records_its_moves_in_a_history() -> None:
    """Every game's state starts with an empty History and its samples for search have one too."""
    for game in GAMES.values():
        state = game.new_state(game.min_players, seed=1)
        assert isinstance(state.history, History)
        assert state.history == []
        state.apply(state.legal_actions()[0])
        seat = state.current_player
        assert seat is not None
        sample = state.determinize(seat, random.Random(0))
        assert isinstance(sample.history, History)
        assert len(sample.history) == 0


def test_a_history_knows_who_made_each_move_across_pickle_and_copies() -> None:
    """``moves()`` pairs each action with the seat that made it, as ``State.apply`` records it."""
    game = get_game("ftw")
    state = game.new_state(3, 4)
    made: list[tuple[int, object]] = []
    rng = random.Random(1)
    for _ in range(12):
        seat = state.current_player
        assert seat is not None
        action = rng.choice(state.legal_actions())
        state.apply(action)
        made.append((seat, action))
    assert list(state.history.moves()) == made
    assert list(state.history) == [a for _, a in made]
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert list(state.history.moves()) == made
    assert pickle.loads(pickle.dumps(state.history)).moves() == state.history.moves()
    with pytest.raises(TypeError):
        hash(state.history)
    with pytest.raises(TypeError):
        hash(state)
