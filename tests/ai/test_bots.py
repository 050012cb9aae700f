"""Bots: always legal, never shown the true state, and ranked as their levels promise."""

from __future__ import annotations

import random

import pytest

from cardgames.ai import bot_decision, make_bot, play_match
from cardgames.engine import Action, State
from cardgames.games import GAMES, get_game
from cardgames.tools.arena import run_arena


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_bot_finishes_matches_legally(game_id: str, level: str) -> None:
    """Each level plays whole matches at every player count with legal actions only."""
    game = get_game(game_id)
    for n in range(game.min_players, game.max_players + 1):
        bots = [make_bot(game, level) for _ in range(n)]
        state, outcome = play_match(game, bots, seed=n)
        assert state.is_over
        assert outcome.winners


class _Spy:
    """A bot that records the states it is handed."""

    def __init__(self) -> None:
        self.seen: list[State] = []

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        self.seen.append(state)
        return state.legal_actions()[0]


def test_bots_are_handed_a_determinized_copy() -> None:
    """bot_decision never passes the true state: the bot gets a sample with redrawn hidden cards."""
    game = get_game("ftw")
    state = game.new_state(4, 8)
    spy = _Spy()
    samples = []
    for k in range(5):
        bot_decision(spy, state, random.Random(k))
        samples.append(spy.seen[-1])
    assert all(s is not state for s in samples)
    assert all(s.view(state.current_player) == state.view(state.current_player) for s in samples)
    assert any(s != state for s in samples)


def test_unknown_level_is_refused() -> None:
    """Asking for a level a game does not have names the levels it has."""
    with pytest.raises(ValueError, match="random, easy, normal, hard"):
        make_bot(get_game("ftw"), "expert")


@pytest.mark.parametrize("players", [2, 4])
def test_ftw_normal_clearly_beats_random(players: int) -> None:
    """The FTW heuristic wins far above parity against random players (seats rotated)."""
    seats = ["normal"] + ["random"] * (players - 1)
    result = run_arena(get_game("ftw"), seats, matches=40 * players, seed=5)
    normal = result.entries[0].win_share
    # Lower end of the 95% interval well above parity (50% or 25%).
    assert normal.low > 1.5 / players


def test_ftw_levels_are_ordered() -> None:
    """easy clearly beats random; normal clearly beats easy players (four seats, parity 25%)."""
    game = get_game("ftw")
    easy_vs_random = run_arena(game, ["easy", "random"], matches=120, seed=6).entries[0].win_share
    normal_vs_easy = run_arena(game, ["normal", "easy", "easy", "easy"], matches=240, seed=3)
    assert easy_vs_random.low > 0.75
    assert normal_vs_easy.entries[0].win_share.low > 0.35
