"""Every game declares what each of its zones is for (``Game.zone_roles``): every zone its views
show and every zone its events move cards between has a role, so nothing generic need guess from
a zone's name."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardgames.engine import CardsMoved, Game, ZoneRole
from cardgames.games import GAMES


def _zones_used(game: Game, players: int, seed: int, moves: int = 400) -> set[str]:
    """The zone names of the views of every seat (and an onlooker) and of the moves of a random
    match (its first ``moves`` actions)."""
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    names: set[str] = set()
    for _ in range(moves):
        for seat in (None, *range(players)):
            names |= {key[0] for key in state.view(seat).zones}
        if state.is_over:
            break
        for e in state.apply(rng.choice(state.legal_actions())):
            if isinstance(e, CardsMoved):
                names |= {e.src[0], e.dst[0]}
    return names


def _check(game: Game) -> None:
    assert all(isinstance(role, ZoneRole) for role in game.zone_roles.values())
    for players in sorted({game.min_players, game.max_players}):
        for seed in (1, 2):
            missing = _zones_used(game, players, seed) - set(game.zone_roles)
            assert not missing, f"{game.id} declares no role for {sorted(missing)}"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_zone_of_a_built_in_game_has_a_declared_role(game_id: str) -> None:
    _check(GAMES[game_id])


def test_every_zone_of_the_fifth_game_has_a_declared_role(fifth_game: Any) -> None:
    _check(fifth_game)


def test_each_game_has_one_hand_and_its_tricks_go_somewhere() -> None:
    for game in GAMES.values():
        roles = game.zone_roles
        assert [name for name, role in roles.items() if ZoneRole.HAND in role] == ["hand"], game.id
        assert all(ZoneRole.PRIVATE in role for role in roles.values() if ZoneRole.HAND in role), game.id
        if any(ZoneRole.TRICK in role for role in roles.values()):
            assert any(ZoneRole.TAKEN in role for role in roles.values()), game.id
