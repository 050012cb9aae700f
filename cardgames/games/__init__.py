"""The games, one package each, and the registry that maps game ids to them.

This registry is the only list of games: the table finds a game's table module
(``cardgames.ui.games.<id>``), its rules texts (``resources/rules/<id>/``) and
its catalogue entries by the game's id. A game registered at run time (a test's
game, say) with :func:`register` is playable on the table with a generic layout.

A game's package is imported the first time the registry hands the game out
(``GAMES[game_id]``, ``GAMES.values()``), never before: the app's first table
needs only its own game, and the start is the shorter for it. Its ids, and
``game_id in GAMES``, are known without importing anything.

A built-in game whose package is not there is not listed: a package of the app may be built
without a game (``packaging/build.sh --without straight_up``). A package that is there but fails
to import still fails.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterator, Mapping

from ..engine import AnyState, Game, GameRecord

__all__ = ["GAMES", "GameRegistry", "get_game", "register", "replay", "unregister"]

#: The built-in games in the menus' order: id -> the name of its Game instance in its package
#: (``cardgames.games.<id>``).
BUILT_IN: dict[str, str] = {
    "ftw": "FTW",
    "karriere_poker": "KARRIERE_POKER",
    "seven_up": "SEVEN_UP",
    "straight_up": "STRAIGHT_UP",
}


class GameRegistry(Mapping[str, Game]):
    """Every playable game by its stable id; a built-in game's package loads on first use."""

    def __init__(self, built_in: Mapping[str, str]) -> None:
        # Found, not imported (the package loads on first use).
        self._where = {g: n for g, n in built_in.items() if importlib.util.find_spec(f"{__name__}.{g}")}
        self._ids = list(self._where)
        self._loaded: dict[str, Game] = {}

    def __getitem__(self, game_id: str) -> Game:
        game = self._loaded.get(game_id)
        if game is not None:
            return game
        where = self._where.get(game_id)
        if where is None:
            raise KeyError(game_id)
        package = f"{__name__}.{game_id}"
        game = getattr(importlib.import_module(package), where)
        if not isinstance(game, Game) or game.id != game_id:
            raise TypeError(f"{package}.{where} is not the game {game_id!r}")
        self._loaded[game_id] = game
        return game

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._ids

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._ids))

    def __len__(self) -> int:
        return len(self._ids)

    def loaded(self) -> list[str]:
        """The ids whose games have been imported so far (for the start-up test)."""
        return [g for g in self._ids if g in self._loaded]

    def add(self, game: Game) -> None:
        if game.id in self._ids and self[game.id] is not game:
            raise ValueError(f"a game with the id {game.id!r} is already registered")
        if game.id not in self._ids:
            self._ids.append(game.id)
        self._loaded[game.id] = game

    def remove(self, game_id: str) -> None:
        if game_id in self._where:
            return  # the built-in games stay
        if game_id in self._ids:
            self._ids.remove(game_id)
        self._loaded.pop(game_id, None)


#: Every playable game by its stable id.
GAMES = GameRegistry(BUILT_IN)


def register(game: Game) -> Game:
    """Add ``game`` to the registry (its id must be new); returns it."""
    GAMES.add(game)
    return game


def unregister(game_id: str) -> None:
    """Remove a game added by :func:`register` (nothing happens if it is not there)."""
    GAMES.remove(game_id)


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
