"""A match as data: (game id, seats, seed, options, actions), and its replay.

Because every shuffle comes from the seed, this tuple rebuilds a match
exactly. Saving, resuming, undo and replays are all built on it. Actions are
kept in their text form, so a record is plain JSON-ready data.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .messages import IllegalAction

if TYPE_CHECKING:
    from .events import Event
    from .game import Game
    from .state import AnyState

__all__ = ["PROGRESS_STEP", "GameRecord", "ReplayError"]

#: Actions between two progress reports of a long replay.
PROGRESS_STEP = 1000


class ReplayError(ValueError):
    """A record that does not replay: wrong game, bad options, an unreadable or illegal action."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """The replayable description of a match."""

    game_id: str
    num_players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The record as plain JSON data (lists, strings, ints)."""
        return {
            "game_id": self.game_id,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": list(self.actions),
        }

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """A record from ``to_json`` data; ``ReplayError`` if any field has the wrong type."""
        if not isinstance(data, dict):
            raise ReplayError("a game record must be a JSON object")
        expected = {"game_id": str, "num_players": int, "seed": int, "options": dict, "actions": list}
        for key, kind in expected.items():
            value = data.get(key)
            if type(value) is not kind:
                raise ReplayError(f"the record's {key!r} must be of type {kind.__name__}")
        if not all(isinstance(a, str) for a in data["actions"]):
            raise ReplayError("every action in a record must be text")
        return cls(
            game_id=data["game_id"],
            num_players=data["num_players"],
            seed=data["seed"],
            options=data["options"],
            actions=tuple(data["actions"]),
        )

    def replay(
        self,
        game: Game,
        upto: int | None = None,
        progress: Callable[[int, int], None] | None = None,
        observe: Callable[[AnyState, list[Event]], None] | None = None,
    ) -> AnyState:
        """Rebuild the state after the first ``upto`` actions (all by default).

        Without ``observe`` the replay is quiet (no events are made), so a long
        match comes back fast. With it, each action is applied with its events
        and ``observe(state, events)`` hears it (whoever goes on with the match
        need not play it again); an exception of ``observe`` passes through.
        ``progress(done, total)`` is called every ``PROGRESS_STEP`` actions.
        Raises :class:`ReplayError` naming the first action that cannot be read
        or is not legal at that point.
        """
        if game.id != self.game_id:
            raise ReplayError(f"this record is for {self.game_id!r}, not {game.id!r}")
        try:
            state = game.new_state(self.num_players, self.seed, self.options)
        except ValueError as exc:
            raise ReplayError(str(exc)) from None
        actions = self.actions[:upto]
        state.quiet = observe is None
        for i, text in enumerate(actions):
            if progress is not None and i % PROGRESS_STEP == 0:
                progress(i, len(actions))
            try:
                events = state.apply(game.parse_action(text))
            except IllegalAction as exc:
                raise ReplayError(f"action {i + 1} ({text!r}) is not legal: {exc}") from None
            except ValueError as exc:
                raise ReplayError(f"action {i + 1} ({text!r}) cannot be read: {exc}") from None
            if observe is not None:
                observe(state, events)
        state.quiet = False
        return state
