"""The Game contract: an immutable description of one ruleset.

A game names itself, says how many may play, declares its variants as a
pydantic ``Options`` model, builds new states, parses action texts and lists
its bot levels. Each game module creates one instance and the registry in
``cardgames.games`` maps its id to it.

``Game[StateT, OptionsT]`` is typed on the game's state and options, so
``FTW.new_state(3, 1)`` is an ``FtwState`` and ``FTW.default_options`` an
``FtwOptions``. Code that works with every game (the registry, the table, the
tools) writes a bare ``Game``: its parameters default to any state and any
options (``Game[AnyState, Any]``), and every game is one (the state parameter is
covariant: a game's states are states).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from functools import cached_property
from typing import Any, ClassVar, Generic, Protocol, TypeAlias

from pydantic import BaseModel, ValidationError
from typing_extensions import TypeVar  # a TypeVar with a default (PEP 696), before Python 3.13

from .actions import Action
from .search import SearchHooks
from .state import AnyState
from .zones import ZoneRole

__all__ = ["AnyBot", "Bot", "Game"]


#: The state type a bot plays: a game's bots are typed on their game's state.
StateT_contra = TypeVar("StateT_contra", bound=AnyState, contravariant=True)


class Bot(Protocol[StateT_contra]):
    """A player program. It is handed a determinized copy, never the true state."""

    def choose(self, state: StateT_contra, seat: int, rng: random.Random) -> Action:
        """Pick one of ``state.legal_actions()`` for ``seat`` (the current player)."""
        ...


#: A bot of any game, for code that works with every game.
AnyBot: TypeAlias = Bot[Any]

#: The game's state type; a bare ``Game`` is a game of any state.
StateT_co = TypeVar("StateT_co", bound=AnyState, covariant=True, default=AnyState)
#: The game's options model; a bare ``Game`` has options of any model.
OptionsT = TypeVar("OptionsT", bound=BaseModel, default=Any)


class Game(ABC, Generic[StateT_co, OptionsT]):
    """One ruleset: its id, player range, options, states and bots."""

    id: ClassVar[str]
    #: English name; the UI translates it.
    title: ClassVar[str]
    #: One English line saying what the game is like.
    summary: ClassVar[str]
    #: Author and publisher, for the credits.
    credits: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: Not a ClassVar only because a ClassVar may not be generic; set on the class.
    Options: type[OptionsT]
    #: What ``RoundStarted``/``RoundEnded`` count: "round" (FTW?!'s deals), "game"
    #: (Karriere Poker's games in a match) or "hand" (Seven-up), so the table names them right.
    unit: ClassVar[str] = "round"
    #: False when ``Outcome.scores`` are not points (Karriere Poker: final positions).
    has_points: ClassVar[bool] = True
    #: True when a match may end with nobody winning (Straight Up's round cap): ``Outcome.winners`` is then
    #: empty, and the table must say so.
    may_end_without_winner: ClassVar[bool] = False
    #: What each zone (by name: "hand", "trick") is for: the table, the look-back and the narrator
    #: read these roles, never the names (``cardgames.engine.zones``). Every zone the game's views
    #: show or its events move cards between is declared, ``ZoneRole.NONE`` where none applies.
    zone_roles: ClassVar[Mapping[str, ZoneRole]] = {}

    def time_limit(self, options: OptionsT) -> tuple[float, Action] | None:
        """A match clock: (seconds, the action that calls time), or None without one.

        The table applies the action once the seconds have passed; the state
        decides what follows (Karriere Poker finishes the running game, KP-8.4).
        """
        return None

    def new_state(
        self, num_players: int, seed: int, options: BaseModel | Mapping[str, Any] | None = None
    ) -> StateT_co:
        """A new match for ``num_players`` seats, shuffled from ``seed``.

        Raises ``ValueError`` with a clear message for a player count outside
        the game's range or options that do not validate.
        """
        if not isinstance(num_players, int) or not (self.min_players <= num_players <= self.max_players):
            raise ValueError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {num_players}"
            )
        return self._new_state(num_players, int(seed), self.make_options(options))

    def make_options(self, options: BaseModel | Mapping[str, Any] | None) -> OptionsT:
        """Validated options: defaults for None, a model from a dict."""
        if options is None:
            return self.default_options
        if isinstance(options, self.Options):
            return options
        if isinstance(options, BaseModel):
            options = options.model_dump()
        try:
            return self.Options.model_validate(dict(options))
        except ValidationError as exc:
            raise ValueError(f"invalid options for {self.title}: {exc}") from None

    @cached_property
    def default_options(self) -> OptionsT:
        """The options a new match uses unless told otherwise (built once; frozen)."""
        return self.Options()

    @abstractmethod
    def _new_state(self, num_players: int, seed: int, options: OptionsT) -> StateT_co:
        """Build the first state of a match with validated arguments."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action written as ``text``; ``ValueError`` if it is not one of this game."""

    @abstractmethod
    def bot_levels(self) -> Mapping[str, Callable[[], Bot[StateT_co]]]:
        """The game's own bots by level (``"easy"``, ``"normal"``); "hard" is the generic search."""

    def search_hooks(self) -> SearchHooks[StateT_co]:
        """The game's heuristics for the generic hard bot (``cardgames.engine.search``).

        The default plays random rollouts to the end of the match; each game
        overrides this with its own rollout player and position values.
        """
        return SearchHooks()

    def __repr__(self) -> str:
        return f"<Game {self.id}>"
