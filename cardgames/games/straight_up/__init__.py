"""Straight Up by Nico Reuter: a quick deck-building card game for 2 to 4 players.

Build a state from chosen cards for a test with
:meth:`StraightUpState.from_deal`; the rule ids (STR-1 to STR-7, STR-A1 to
STR-A18) refer to ``RULINGS.md``.

The modules: ``actions`` and ``options``; ``basics`` (cards, money, prices, what
each card does); ``deal`` (laying out a chosen position); ``state`` (the flow of
a match); ``rules`` (the legal actions and why another is refused); ``scoring``
(how a match ends); ``observer`` (views, typed facts, samples); ``heuristics``
(the estimates bots and search share); ``bots``; ``search``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...engine import Bot, Game, SearchHooks, ZoneRole
from .actions import (
    PASS,
    Buy,
    Pass,
    Place,
    Remove,
    StraightUpAction,
    Strike,
    buy,
    parse_action,
    place,
    remove,
    strike,
)
from .bots import EasyBot, NormalBot
from .observer import StraightUpFacts
from .options import StraightUpOptions
from .state import StraightUpState

__all__ = [
    "PASS",
    "STRAIGHT_UP",
    "Buy",
    "Pass",
    "Place",
    "Remove",
    "StraightUpAction",
    "StraightUpFacts",
    "StraightUpGame",
    "StraightUpOptions",
    "StraightUpState",
    "Strike",
    "buy",
    "place",
    "remove",
    "strike",
]


class StraightUpGame(Game[StraightUpState, StraightUpOptions]):
    """The Straight Up ruleset."""

    id = "straight_up"
    title = "Straight Up"
    summary = (
        "Build your deck turn by turn: buy from a tight market, thin out your starting cards, "
        "and be the first to lay out J-Q-K-A."
    )
    credits = "Straight Up by Nico Reuter."
    min_players = 2
    max_players = 4
    Options = StraightUpOptions
    has_points = False
    may_end_without_winner = True  # the round cap and an unwinnable table (STR-6.4, STR-A14)
    #: The table reads these, never the names (``cardgames.engine.zones``); no tricks here.
    zone_roles = {
        "hand": ZoneRole.HAND | ZoneRole.PRIVATE,
        "straight": ZoneRole.FACE_UP | ZoneRole.LAID_ON,
        "discard": ZoneRole.FACE_UP | ZoneRole.LAID_ON,
        "removed": ZoneRole.FACE_UP | ZoneRole.LAID_ON,
        "market": ZoneRole.FACE_UP,
        "market_discard": ZoneRole.FACE_UP,
        "marker": ZoneRole.FACE_UP,
        "box": ZoneRole.FACE_UP,
        "draw": ZoneRole.NONE,
        "market_deck": ZoneRole.NONE,
    }

    def _new_state(self, num_players: int, seed: int, options: StraightUpOptions) -> StraightUpState:
        return StraightUpState.new(num_players, seed, options)

    def parse_action(self, text: str) -> StraightUpAction:
        """Read an action from its text form (``"buy Q"``, ``"place J 0"``, ``"strike A 1 0"``)."""
        return parse_action(text)

    def bot_levels(self) -> Mapping[str, Callable[[], Bot[StraightUpState]]]:
        """easy (plausible but loose) and normal (a race between turns-to-win estimates)."""
        return {"easy": EasyBot, "normal": NormalBot}

    def search_hooks(self) -> SearchHooks[StraightUpState]:
        """Quick rule rollouts for one turn each, scored by the turns-to-win race (``search``)."""
        global _HOOKS
        if _HOOKS is None:
            # Made on first use: the hard bot's tables cost the app's start nothing.
            from .search import StraightUpHooks

            _HOOKS = StraightUpHooks()
        return _HOOKS


_HOOKS: SearchHooks[StraightUpState] | None = None
STRAIGHT_UP = StraightUpGame()
StraightUpState.game = STRAIGHT_UP
