"""The coach's reasons (each game's ``explain.reasons``) read only what the seat may see: over random
matches of every game, every legal move's reasons are the same in the true state and in a sample
that redraws every card the seat cannot see (the coach is handed a sample)."""

from __future__ import annotations

import importlib
import random

import pytest

from cardgames.games import GAMES

#: Per game: the player counts, the seed's base, and the moves at most per match.
CASES = {
    "ftw": ((2, 4, 6), 11, 10_000),
    "karriere_poker": ((4, 6), 30, 300),
    "seven_up": ((2, 3, 4, 4), 20, 400),
    "straight_up": ((2, 3, 4), 40, 300),
}


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_the_reasons_read_only_what_the_seat_sees(game_id: str) -> None:
    reasons = importlib.import_module(f"cardgames.games.{game_id}.explain").reasons
    game = GAMES[game_id]
    counts, base, most = CASES[game_id]
    rng = random.Random(base)
    checked = 0
    for i, players in enumerate(counts):
        state = game.new_state(players, base + players + i)
        state.quiet = True
        while state.current_player is not None and len(state.history) < most:
            seat = state.current_player
            sample = state.determinize(seat, random.Random(checked))
            for action in state.legal_actions()[:40]:
                assert reasons(state, seat, action) == reasons(sample, seat, action), action
                checked += 1
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert checked > 800
