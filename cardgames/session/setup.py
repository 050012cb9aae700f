"""What starts a match: the game, the seats, the options and the deal (plain Python, no Qt)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..ai.bots import levels_for
from ..engine import Game
from ..games import GAMES
from ..store import GameSetup
from .seats import Seat, seat_from_setup, seat_to_setup

__all__ = ["MatchSetup"]


class MatchSetup:
    """Everything that starts a match: game, seats, options and the seed of the deal."""

    def __init__(
        self, game: Game, seats: Sequence[Seat], options: Any = None, seed: int | None = None
    ) -> None:
        self.game = game
        self.seats = list(seats)
        levels = levels_for(game)
        for seat in self.seats:
            if seat.is_bot and seat.level not in levels:
                raise ValueError(f"{game.title} has no bot level {seat.level!r} (known: {', '.join(levels)})")
        self.options = game.make_options(options)
        self.seed = seed if seed is not None else random.SystemRandom().getrandbits(48)

    @classmethod
    def from_settings(cls, setup: GameSetup) -> MatchSetup | None:
        """The remembered setup, if it still makes sense (a known game, a valid seat count)."""
        game = GAMES.get(setup.game_id)
        if game is None or not game.min_players <= len(setup.seats) <= game.max_players:
            return None
        try:
            options = game.make_options(setup.options)
        except ValueError:
            options = None
        seats = [seat_from_setup(s) for s in setup.seats]
        try:
            return cls(game, seats, options)
        except ValueError:  # a level this game's bots do not have
            return None

    def to_settings(self) -> GameSetup:
        """The setup as remembered in the settings."""
        return GameSetup(
            game_id=self.game.id,
            seats=[seat_to_setup(s) for s in self.seats],
            options=self.options.model_dump(mode="json"),
        )

    def again(self) -> MatchSetup:
        """The same table with a new deal."""
        return MatchSetup(self.game, self.seats, self.options)
