"""The table side of every game, found by the game's id.

A game's table module is ``cardgames/ui/games/<id>.py`` with one :class:`GameUI`
subclass whose ``game_id`` is the id; a game without one gets the
:class:`~cardgames.ui.games.generic.GenericUI`. There is no second registry
here: the games are those of ``cardgames.games.GAMES``.
"""

from __future__ import annotations

import importlib

from ...games import GAMES
from .base import GameUI, TableLayout

__all__ = ["GameUI", "TableLayout", "game_ui"]

_MADE: dict[str, GameUI] = {}


def game_ui(game_id: str) -> GameUI:
    """The table description of a registered game (``KeyError`` for an unknown id)."""
    made = _MADE.get(game_id)
    if made is not None:
        return made
    game = GAMES[game_id]
    try:
        module = importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{game_id}":
            raise
        from .generic import GenericUI

        made = GenericUI(game)
    else:
        found = [
            value
            for value in vars(module).values()
            if isinstance(value, type)
            and issubclass(value, GameUI)
            and getattr(value, "game_id", None) == game_id
        ]
        if len(found) != 1:
            raise LookupError(f"{module.__name__} must define one GameUI subclass with game_id {game_id!r}")
        made = found[0]()
    _MADE[game_id] = made
    return made
