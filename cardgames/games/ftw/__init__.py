"""FTW?! by Friedemann Friese (2F-Spiele): numbered cards 1-60, 2 to 6 players.

Build a state from chosen cards for a test with :meth:`FtwState.from_deal`;
the rule ids (FTW-1 to FTW-6) refer to ``RULINGS.md``.

Modules: ``actions`` (the moves and their text), ``options``, ``basics`` (deck
and hand sizes), ``rules`` (legal moves and why a move is refused),
``scoring``, ``state`` (the flow of a match), ``observer`` (what a seat sees
and may guess), ``heuristics`` (the judgement bots and search share),
``bots`` and ``search``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...engine import Bot, Game, SearchHooks, ZoneRole
from .actions import (
    FtwAction,
    LayAndTake,
    PassCards,
    PlayHigher,
    PlayWithHelpers,
    parse_action,
)
from .bots import EasyBot, NormalBot
from .observer import FtwFacts
from .options import FtwOptions
from .scoring import HandScore, RoundEnd, hand_score
from .state import FtwState

__all__ = [
    "FTW",
    "FtwAction",
    "FtwFacts",
    "FtwGame",
    "FtwOptions",
    "FtwState",
    "HandScore",
    "LayAndTake",
    "PassCards",
    "PlayHigher",
    "PlayWithHelpers",
    "RoundEnd",
    "hand_score",
]


class FtwGame(Game[FtwState, FtwOptions]):
    """The FTW?! ruleset."""

    id = "ftw"
    title = "FTW?!"
    summary = (
        "Shed your cards and keep one high card: play higher, take from the pile, or boost with helpers."
    )
    credits = "FTW?! by Friedemann Friese, published by 2F-Spiele."
    min_players = 2
    max_players = 6
    Options = FtwOptions
    #: The table reads these, never the names (``cardgames.engine.zones``): the pile is the trick
    #: that is taken out of play, the helpers lie open beside it.
    zone_roles = {
        "hand": ZoneRole.HAND | ZoneRole.PRIVATE,
        "passing": ZoneRole.PRIVATE,
        "pile": ZoneRole.TRICK | ZoneRole.FACE_UP | ZoneRole.LAID_ON,
        "helpers": ZoneRole.FACE_UP | ZoneRole.LAID_ON,
        "out": ZoneRole.TAKEN,
        "aside": ZoneRole.NONE,
        "deck": ZoneRole.NONE,
    }

    def _new_state(self, num_players: int, seed: int, options: FtwOptions) -> FtwState:
        return FtwState.new(num_players, seed, options)

    def parse_action(self, text: str) -> FtwAction:
        """Read an action from its text form (``"A 37"``, ``"B 5 take 30"``, ...)."""
        return parse_action(text)

    def bot_levels(self) -> Mapping[str, Callable[[], Bot[FtwState]]]:
        """easy and normal."""
        return {"easy": EasyBot, "normal": NormalBot}

    def search_hooks(self) -> SearchHooks[FtwState]:
        """The hard bot's FTW?! heuristics (one shared instance; the hooks hold no state)."""
        global _HOOKS
        if _HOOKS is None:
            # Made on first use: the hard bot's tables cost the app's start nothing.
            from .search import FtwSearchHooks

            _HOOKS = FtwSearchHooks()
        return _HOOKS


_HOOKS: SearchHooks[FtwState] | None = None
FTW = FtwGame()
FtwState.game = FTW
