"""The State contract: one whole match, its public API and the per-game hooks.

The public methods (``legal_actions``, ``why_illegal``, ``apply``) do the
bookkeeping once for every game: refusing actions after the end, checking the
action before anything changes, recording history. A game implements small
hooks (``_legal_actions``, ``_why_illegal``, ``_apply``) and the viewing and
sampling methods. ``_apply`` runs only after ``_why_illegal`` said yes, so a
refused action never leaves a half-changed state. A game whose search applies
millions of moves may give ``quick_legal``: a cheap test that says yes for its
common legal moves, so those skip the full check (everything else still takes
it; the bookkeeping stays here).

A state's fields are declared once, as annotations (see ``fields``): its
slots, ``clone()`` and equality are made from them, so a field can never be
left out of a copy or a comparison by mistake.

``State[OptionsT, ActionT, FactsT]`` is typed on the game's options model, its action type and
the facts of its view, so a game's code reads ``self.options.target`` and a UI
reads ``view.facts.trump`` with their types known; the hooks and ``legal_actions`` speak the
game's action type, so ``state.apply(state.legal_actions()[0])`` type-checks for a typed state.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Generic, Self, TypeAlias, TypeGuard, TypeVar

from pydantic import BaseModel

from .actions import Action
from .events import Event, ZoneKey
from .fields import StateMeta, Uncompared, build_clone, build_equal
from .history import History
from .messages import IllegalAction, Message
from .record import GameRecord
from .view import FactsT, TableView

if TYPE_CHECKING:
    from .game import Game

#: The game's options model, action type and view facts.
OptionsT = TypeVar("OptionsT", bound=BaseModel)
ActionT = TypeVar("ActionT", bound=Action)

__all__ = ["ActionT", "AnyState", "FactsT", "OptionsT", "Outcome", "State"]

_OVER = Message("illegal.match_over", "The match is over.")
_UNUSABLE = Message("illegal.card_unusable", "This card cannot be used now.")


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a match ended: final score per seat and the winning seats (ties share)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def share(self, seat: int) -> float:
        """This seat's share of the win: 1/len(winners) for a winner, else 0."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0


class State(Generic[OptionsT, ActionT, FactsT], metaclass=StateMeta):
    """One match of one game, from the deal to the final result."""

    #: The game this state belongs to; set by each game's State subclass.
    game: ClassVar[Game]
    #: Every action class of the game, for a clear refusal of foreign objects.
    action_types: ClassVar[tuple[type[Action], ...]] = ()
    #: A fast path: ``quick_legal(action)`` True means the action is surely legal now, so
    #: ``apply`` skips ``why_illegal``; False means "not sure" and the full check runs.
    #: None (the default): every action takes the full check. It runs before the test of the
    #: action's type, so a game's version tests the type itself (``type(action) is Play``) and may
    #: take any ``Action``. (Its first argument, the state, is ``Any`` only because mypy allows no
    #: ``Self`` in a ClassVar of a generic class; a method or a function of the game's state fits.)
    quick_legal: ClassVar[Callable[[Any, ActionT], bool] | None] = None

    num_players: int
    seed: int
    options: OptionsT
    current_player: int | None
    history: History
    outcome: Outcome | None
    #: When True, ``apply`` still validates and records but builds no events:
    #: for search and playouts, where nobody watches. Not part of equality: a quiet
    #: copy is the same match.
    quiet: Annotated[bool, Uncompared]
    #: When True, an action that ends a round stops there: the round is scored, but nothing is
    #: gathered and the next round is not dealt (``current_player`` is None). Such a state is
    #: for showing a round's end (the look back's last frame, the table under a summary), never
    #: for playing on. Not part of equality: it says how the state is used, not what it is.
    stop_at_round_end: Annotated[bool, Uncompared]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "clone" not in cls.__dict__:
            type.__setattr__(cls, "clone", State.clone)

    def _init_base(self, num_players: int, seed: int, options: OptionsT) -> None:
        """Set the fields every state has."""
        self.num_players = num_players
        self.seed = seed
        self.options = options
        self.current_player = None
        self.history = History()
        self.outcome = None
        self.quiet = False
        self.stop_at_round_end = False

    # ------------------------------------------------------------------ public API

    def until_round_end(self, action: ActionT) -> tuple[list[Event], Self] | None:
        """The round's end that ``action`` brings, before the next deal: its events (the last move,
        the round's end and its scores) and a copy of the match standing there (for viewing only).
        None when ``action`` ends no round or ends the match. ``self`` is left as it is."""
        stopped = self.clone()
        stopped.stop_at_round_end = True
        stopped.quiet = False
        events = stopped.apply(action)
        if stopped.is_over or stopped.current_player is not None:
            return None
        return events, stopped

    @property
    def is_over(self) -> bool:
        """True once the match has a result."""
        return self.outcome is not None

    def legal_actions(self) -> list[ActionT]:
        """Every legal action of ``current_player``, in a fixed order; empty only when over."""
        if self.current_player is None:
            return []
        return self._legal_actions()

    def why_illegal(self, action: Action) -> Message | None:
        """None if ``action`` is legal now, else the reason it is not."""
        if self.current_player is None:
            return _OVER
        if not self._is_own(action):
            return Message.make(
                "illegal.not_an_action",
                "{action} is not a move of this game.",
                action=repr(action),
            )
        return self._why_illegal(action)

    def _is_own(self, action: object) -> TypeGuard[ActionT]:
        """True when ``action`` is one of this game's action types."""
        return isinstance(action, self.action_types)

    def apply(self, action: ActionT) -> list[Event]:
        """Carry out ``action`` for ``current_player`` and return what happened.

        Raises :class:`IllegalAction` with the reason, leaving the state as it
        was, when the action is not legal now. A ``quiet`` state returns no events.
        """
        seat = self.current_player
        if seat is None:
            raise IllegalAction(_OVER)
        quick = self.quick_legal
        if quick is None or not quick(action):
            # ``why_illegal`` without its turn test, which was made just above (every move
            # of every search comes through here).
            if not isinstance(action, self.action_types):
                raise IllegalAction(self.why_illegal(action) or _OVER)
            reason = self._why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason)
        events = self._apply(action)
        self.history.append(action, seat)
        return events

    def why_unusable(self, zone: ZoneKey, card: int, selected: Sequence[tuple[ZoneKey, int]] = ()) -> Message:
        """Why the current player cannot use ``card`` of ``zone`` now, ``selected`` already picked.

        The table asks this for a card that no legal action takes (with the
        selection made), and shows the answer beside the card. A game answers
        in its own rules' words, from its own rule code, and says nothing the
        current player could not know; this default is a plain sentence.
        """
        return _UNUSABLE

    def record(self) -> GameRecord:
        """The match so far as a replayable record."""
        return GameRecord(
            game_id=self.game.id,
            num_players=self.num_players,
            seed=self.seed,
            options=self.options.model_dump(mode="json"),
            actions=tuple(a.text() for a in self.history),
        )

    def clone(self) -> Self:
        """A fast, independent copy (no ``deepcopy``), made from the declared fields.

        The first call per class builds the copier and puts it on the class, so
        later calls go straight to it (each subclass starts again from this one:
        ``__init_subclass__``, so it never uses its parent's copier).
        """
        cls = type(self)
        copier = build_clone(cls)
        type.__setattr__(cls, "clone", copier)
        copy: Self = copier(self)
        return copy

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        cls = type(self)
        equal: Callable[[Any, Any], bool] | None = cls.__dict__.get("_equal")
        if equal is None:
            equal = build_equal(cls)
            type.__setattr__(cls, "_equal", staticmethod(equal))
        return equal(self, other)

    # No __hash__: defining __eq__ makes Python set it to None (states are mutable).

    # ------------------------------------------------------------- game hooks

    @abstractmethod
    def _legal_actions(self) -> list[ActionT]:
        """The legal actions; called only while the match runs."""

    @abstractmethod
    def _why_illegal(self, action: ActionT) -> Message | None:
        """The reason ``action`` (of this game's types) is illegal now, or None."""

    @abstractmethod
    def _apply(self, action: ActionT) -> list[Event]:
        """Change the state by a legal action and return the events (none when quiet)."""

    @abstractmethod
    def view(self, seat: int | None) -> TableView[FactsT]:
        """What ``seat`` may see; ``None`` is an onlooker who sees public cards only."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> Self:
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


#: A state of any game, for code that works with every game (the search, the table).
AnyState: TypeAlias = State[Any, Any, Any]
