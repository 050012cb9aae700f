"""The games, one package each, and the registry that maps game ids to them."""

from __future__ import annotations

from ..engine import AnyState, Game, GameRecord
from .ftw import FTW
from .karriere_poker import KARRIERE_POKER
from .seven_up import SEVEN_UP
from .straight_up import STRAIGHT_UP

__all__ = ["GAMES", "get_game", "replay"]

#: Every playable game by its stable id.
GAMES: dict[str, Game] = {g.id: g for g in (FTW, KARRIERE_POKER, SEVEN_UP, STRAIGHT_UP)}


def get_game(game_id: str) -> Game:
    """The game with this id; ``KeyError`` with the known ids otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


def replay(record: GameRecord) -> AnyState:
    """Rebuild the state a record describes, with the game it names."""
    return record.replay(get_game(record.game_id))
