"""The State contract: one whole match, its public API and the per-game hooks.

The public methods (``legal_actions``, ``why_illegal``, ``apply``) do the
bookkeeping once for every game: refusing actions after the end, checking the
action before anything changes, recording history. A game implements small
hooks (``_legal_actions``, ``_why_illegal``, ``_apply``) and the copying and
viewing methods. ``_apply`` runs only after ``_why_illegal`` said yes, so a
refused action never leaves a half-changed state.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .actions import Action
from .events import Event
from .history import History
from .messages import IllegalAction, Message
from .record import GameRecord
from .view import TableView

if TYPE_CHECKING:
    from pydantic import BaseModel

    from .game import Game

__all__ = ["Outcome", "State"]

_OVER = Message("illegal.match_over", "The match is over.")


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a match ended: final score per seat and the winning seats (ties share)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def share(self, seat: int) -> float:
        """This seat's share of the win: 1/len(winners) for a winner, else 0."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0


class State(ABC):
    """One match of one game, from the deal to the final result."""

    __slots__ = ("current_player", "history", "num_players", "options", "outcome", "quiet", "seed")

    #: The game this state belongs to; set by each game's State subclass.
    game: ClassVar[Game]
    #: Every action class of the game, for a clear refusal of foreign objects.
    action_types: ClassVar[tuple[type[Action], ...]] = ()

    num_players: int
    seed: int
    options: BaseModel
    current_player: int | None
    history: History
    outcome: Outcome | None
    #: When True, ``apply`` still validates and records but builds no events:
    #: for search and playouts, where nobody watches. Not part of equality.
    quiet: bool

    def _init_base(self, num_players: int, seed: int, options: BaseModel) -> None:
        """Set the fields every state has."""
        self.num_players = num_players
        self.seed = seed
        self.options = options
        self.current_player = None
        self.history = History()
        self.outcome = None
        self.quiet = False

    def _base_signature(self) -> tuple[Any, ...]:
        """The base fields, for the start of every game's ``_signature``."""
        return (
            self.num_players,
            self.seed,
            self.options,
            self.current_player,
            tuple(self.history),
            self.outcome,
        )

    def _copy_base_to(self, other: State) -> None:
        """Copy the base fields into ``other`` (used by ``clone``)."""
        other.num_players = self.num_players
        other.seed = self.seed
        other.options = self.options
        other.current_player = self.current_player
        other.history = self.history.copy()
        other.outcome = self.outcome
        other.quiet = self.quiet

    # ------------------------------------------------------------------ public API

    @property
    def is_over(self) -> bool:
        """True once the match has a result."""
        return self.outcome is not None

    def legal_actions(self) -> list[Action]:
        """Every legal action of ``current_player``, in a fixed order; empty only when over."""
        if self.current_player is None:
            return []
        return self._legal_actions()

    def why_illegal(self, action: Action) -> Message | None:
        """None if ``action`` is legal now, else the reason it is not."""
        if self.current_player is None:
            return _OVER
        if not isinstance(action, self.action_types):
            return Message.make(
                "illegal.not_an_action",
                "{action} is not a move of this game.",
                action=repr(action),
            )
        return self._why_illegal(action)

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for ``current_player`` and return what happened.

        Raises :class:`IllegalAction` with the reason, leaving the state as it
        was, when the action is not legal now. A ``quiet`` state returns no events.
        """
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        events = self._apply(action)
        self.history.append(action)
        return events

    def record(self) -> GameRecord:
        """The match so far as a replayable record."""
        return GameRecord(
            game_id=self.game.id,
            num_players=self.num_players,
            seed=self.seed,
            options=self.options.model_dump(mode="json"),
            actions=tuple(a.text() for a in self.history),
        )

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, State)
        return self._signature() == other._signature()

    __hash__ = None  # type: ignore[assignment]  # states are mutable

    # ------------------------------------------------------------- game hooks

    @abstractmethod
    def _legal_actions(self) -> list[Action]:
        """The legal actions; called only while the match runs."""

    @abstractmethod
    def _why_illegal(self, action: Action) -> Message | None:
        """The reason ``action`` (of this game's types) is illegal now, or None."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Change the state by a legal action and return the events (none when quiet)."""

    @abstractmethod
    def view(self, seat: int | None) -> TableView:
        """What ``seat`` may see; ``None`` is an onlooker who sees public cards only."""

    @abstractmethod
    def clone(self) -> State:
        """A fast, independent copy (no ``deepcopy``)."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> State:
        """A full state consistent with all ``seat`` has seen; hidden cards redrawn by ``rng``.

        The result depends only on what ``seat`` knows and on ``rng``: two states
        that ``seat`` cannot tell apart give equal results for equal rngs. Its
        history is empty (it is a sample for search, not a record), and its
        future shuffles are drawn from ``rng`` too.
        """

    @abstractmethod
    def true_zones(self) -> dict[tuple[Any, ...], Sequence[int]]:
        """Every zone with every card, faces included: the referee's view, for tests."""

    @abstractmethod
    def deck(self) -> list[int]:
        """Every card of the game in play now; ``true_zones`` holds exactly these."""

    @abstractmethod
    def _signature(self) -> Hashable:
        """Everything that makes up the state, for equality."""
