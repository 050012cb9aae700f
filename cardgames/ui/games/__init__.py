"""The table side of every game: layouts, picks and texts, by game id."""

from __future__ import annotations

from .base import GameUI, TableLayout
from .ftw import FtwUI
from .karriere_poker import KarrierePokerUI
from .seven_up import SevenUpUI
from .straight_up import StraightUpUI

__all__ = ["GAME_UIS", "GameUI", "TableLayout", "game_ui"]

#: The table description of every game that can be played at the table.
GAME_UIS: dict[str, GameUI] = {
    ui.game_id: ui for ui in (FtwUI(), KarrierePokerUI(), SevenUpUI(), StraightUpUI())
}


def game_ui(game_id: str) -> GameUI:
    """The table description of a game; ``KeyError`` if the game has no table yet."""
    return GAME_UIS[game_id]
