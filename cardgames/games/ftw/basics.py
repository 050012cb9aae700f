"""FTW?! basics: the deck and hands per player count (FTW-1), the pass size (FTW-2.2),
and how the game's messages are keyed."""

from __future__ import annotations

from typing import Any

from ...engine import Message

__all__ = ["PASS_COUNT", "deck_size", "hand_size", "msg"]

PASS_COUNT = 3


def deck_size(num_players: int) -> int:
    """Highest card value in play: 36 for 2-3 players, 48 for 4, 60 for 5-6 (FTW-1.1)."""
    return 36 if num_players <= 3 else 48 if num_players == 4 else 60


def hand_size(num_players: int) -> int:
    """Cards dealt to each seat: 12, or 10 with six players (FTW-1.2)."""
    return 10 if num_players == 6 else 12


def msg(key: str, template: str, **params: Any) -> Message:
    """A message of this game: its key gets the ``ftw.`` prefix."""
    return Message.make("ftw." + key, template, **params)
