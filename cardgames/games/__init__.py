"""The games, one package each, and the registry that maps game ids to them.

This registry is the only list of games: the table finds a game's table module
(``cardgames.ui.games.<id>``), its rules texts (``resources/rules/<id>/``) and
its catalogue entries by the game's id. A game registered at run time (a test's
game, say) with :func:`register` is playable on the table with a generic layout.
"""

from __future__ import annotations

from ..engine import AnyState, Game, GameRecord
from .ftw import FTW
from .karriere_poker import KARRIERE_POKER
from .seven_up import SEVEN_UP
from .straight_up import STRAIGHT_UP

__all__ = ["GAMES", "get_game", "register", "replay", "unregister"]

#: Every playable game by its stable id.
GAMES: dict[str, Game] = {g.id: g for g in (FTW, KARRIERE_POKER, SEVEN_UP, STRAIGHT_UP)}


def register(game: Game) -> Game:
    """Add ``game`` to the registry (its id must be new); returns it."""
    if game.id in GAMES and GAMES[game.id] is not game:
        raise ValueError(f"a game with the id {game.id!r} is already registered")
    GAMES[game.id] = game
    return game


def unregister(game_id: str) -> None:
    """Remove a game added by :func:`register` (nothing happens if it is not there)."""
    GAMES.pop(game_id, None)


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
