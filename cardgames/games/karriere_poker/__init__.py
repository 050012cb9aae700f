"""Karriere Poker (Heidelberger Spieleverlag): a climbing game for 4 to 8 players.

Build a state from chosen cards for a test with
:meth:`KarrierePokerState.from_deal`; the rule ids (KP-1 to KP-9) refer to
``RULINGS.md``.

The modules: ``actions`` (the moves and their texts), ``options``, ``basics``
(components, the exchange table, what a set is and what it beats),
``state`` (the flow of a match), ``deal`` (seats, deal and exchange of each
game; states from chosen hands), ``scoring`` (positions and the end of the
match), ``observer`` (what a seat sees and may know: views, why a card cannot be
picked, determinization), ``heuristics`` (what a seat can work out from public
information, for the bots), ``bots`` and ``search`` (the hard bot's hooks).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...engine import Bot, Game, SearchHooks, ZoneRole
from .actions import PASS, TIME_UP, CallTime, KarrierePokerAction, KpAction, Pass, Play, parse_action, play
from .bots import EasyBot, NormalBot
from .observer import KarrierePokerFacts
from .options import KarrierePokerOptions
from .state import KarrierePokerState

__all__ = [
    "KARRIERE_POKER",
    "PASS",
    "TIME_UP",
    "CallTime",
    "KarrierePokerAction",
    "KarrierePokerFacts",
    "KarrierePokerGame",
    "KarrierePokerOptions",
    "KarrierePokerState",
    "KpAction",
    "Pass",
    "Play",
    "play",
]


class KarrierePokerGame(Game[KarrierePokerState, KarrierePokerOptions]):
    """The Karriere Poker ruleset."""

    id = "karriere_poker"
    title = "Karriere Poker"
    summary = (
        "Climb the company ladder: beat the set on the table with as many cards of a higher number, "
        "and be the first to run out of cards."
    )
    credits = (
        "Karriere Poker, published by Heidelberger Spieleverlag (revised edition); "
        "after the Chinese climbing game Zheng Shangyou."
    )
    min_players = 4
    max_players = 8
    Options = KarrierePokerOptions
    unit = "game"
    has_points = False
    #: The table reads these, never the names (``cardgames.engine.zones``): the set on top and the
    #: sets beaten under it are the lap that is taken out of play.
    zone_roles = {
        "hand": ZoneRole.HAND | ZoneRole.PRIVATE,
        "top": ZoneRole.TRICK | ZoneRole.FACE_UP | ZoneRole.LAID_ON,
        "table": ZoneRole.TRICK | ZoneRole.FACE_UP | ZoneRole.LAID_ON,
        "out": ZoneRole.TAKEN,
        "aside": ZoneRole.NONE,
        "deck": ZoneRole.NONE,
    }

    def time_limit(self, options: KarrierePokerOptions) -> tuple[float, KarrierePokerAction] | None:
        """Time-limit matches: the agreed minutes, then the call that makes this game the last."""
        if options.match_end != "time_limit":
            return None
        return options.time_limit_minutes * 60.0, TIME_UP

    def _new_state(self, num_players: int, seed: int, options: KarrierePokerOptions) -> KarrierePokerState:
        return KarrierePokerState.new(num_players, seed, options)

    def parse_action(self, text: str) -> KarrierePokerAction:
        """Read an action from its text form (``"play 7,7,JK"``, ``"pass"``, ``"time"``)."""
        return parse_action(text)

    def bot_levels(self) -> Mapping[str, Callable[[], Bot[KarrierePokerState]]]:
        """easy and normal."""
        return {"easy": EasyBot, "normal": NormalBot}

    def search_hooks(self) -> SearchHooks[KarrierePokerState]:
        """Karriere Poker's rollout player, horizon and position values (``search``)."""
        global _HOOKS
        if _HOOKS is None:
            # Made on first use: the hard bot's tables cost the app's start nothing.
            from .search import KarrierePokerHooks

            _HOOKS = KarrierePokerHooks()
        return _HOOKS


_HOOKS: SearchHooks[KarrierePokerState] | None = None
KARRIERE_POKER = KarrierePokerGame()
KarrierePokerState.game = KARRIERE_POKER
