"""Seven-up (All Fours): 2 or 3 players alone, 4 in two teams; first to 7 game points wins.

Build a hand from chosen cards for a test with :meth:`SevenUpState.from_deal`;
the rule ids (SEV-1 to SEV-9) refer to ``RULINGS.md``.

Modules: ``actions`` and ``options``; ``basics`` (cards, parties, who takes a
trick); ``deal``; ``state`` (the flow of a hand), ``legal`` (what may be done
and why not), ``scoring`` and ``log``; ``observer`` (views, facts, samples);
``heuristics``, which ``bots`` and ``search`` share.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...engine import Bot, Game, SearchHooks, ZoneRole
from .actions import ACCEPT, ASK, GIVE, REFUSE, RUN, Decide, Discard, Play, SevenUpAction, parse_action
from .bots import EasyBot, NormalBot
from .observer import SevenUpFacts
from .options import TRADITIONAL, SevenUpOptions
from .scoring import HandResult
from .state import SevenUpState

__all__ = [
    "ACCEPT",
    "ASK",
    "GIVE",
    "REFUSE",
    "RUN",
    "SEVEN_UP",
    "TRADITIONAL",
    "Decide",
    "Discard",
    "HandResult",
    "Play",
    "SevenUpAction",
    "SevenUpFacts",
    "SevenUpGame",
    "SevenUpOptions",
    "SevenUpState",
]


class SevenUpGame(Game[SevenUpState, SevenUpOptions]):
    """The Seven-up ruleset."""

    id = "seven_up"
    title = "Seven-up"
    summary = "Make the trump, then take High, Low, Jack and Game in six tricks; first to seven wins."
    credits = "Seven-up is a traditional game of the All Fours family, from England and America."
    min_players = 2
    max_players = 4
    Options = SevenUpOptions
    unit = "hand"
    #: The table reads these, never the names (``cardgames.engine.zones``).
    zone_roles = {
        "hand": ZoneRole.HAND | ZoneRole.PRIVATE,
        "trick": ZoneRole.TRICK | ZoneRole.FACE_UP | ZoneRole.LAID_ON,
        "won": ZoneRole.TAKEN,
        "discard": ZoneRole.LAID_ON,  # cards discarded face down
        "turnup": ZoneRole.FACE_UP,
        "runs": ZoneRole.FACE_UP,
        "stock": ZoneRole.NONE,
    }

    def _new_state(self, num_players: int, seed: int, options: SevenUpOptions) -> SevenUpState:
        return SevenUpState.new(num_players, seed, options)

    def parse_action(self, text: str) -> SevenUpAction:
        """Read an action from its text form (``"accept"``, ``"play QH"``, ``"discard 2C"``)."""
        return parse_action(text)

    def bot_levels(self) -> Mapping[str, Callable[[], Bot[SevenUpState]]]:
        """easy and normal."""
        return {"easy": EasyBot, "normal": NormalBot}

    def search_hooks(self) -> SearchHooks[SevenUpState]:
        """Rollouts to the end of the hand, scored by the chance to win the game."""
        global _HOOKS
        if _HOOKS is None:
            # Made on first use: the hard bot's tables cost the app's start nothing.
            from .search import SevenUpHooks

            _HOOKS = SevenUpHooks()
        return _HOOKS


_HOOKS: SearchHooks[SevenUpState] | None = None
SEVEN_UP = SevenUpGame()
SevenUpState.game = SEVEN_UP
