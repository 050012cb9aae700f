"""A match's positions, one per action, for looking back and for the replay (no Qt here).

Position ``p`` is the match after its first ``p`` actions: 0 is the first deal, ``len(timeline)``
where it stands now. The timeline plays the history once from the deal and keeps a copy of the
state every ``CHECKPOINT`` actions, so any position is rebuilt from the nearest copy by at most
that many ``apply`` calls (a long eight-player match costs a few dozen copies, not one per move).

While it plays, it notes where the steps of the replay stop:

- a **round** stop where a new round, hand or game stands dealt (and the first deal);
- a **trick** stop right after a trick, a pile or a cleared table was taken away;
- a **turn** stop where the turn passed to another seat (for games without tricks).

What a position shows is the view of the seat that looks (public cards and that seat's own), or,
once the match is over, every hand face up: :func:`face_up_view`.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Literal

from ..engine import Action, AnyState, CardsMoved, Event, Game, RoundStarted, TableView, Zone

__all__ = ["CHECKPOINT", "TAKEN_FROM", "TAKEN_TO", "Timeline", "Unit", "face_up_view", "takes_trick"]

#: Actions between two kept copies of the state.
CHECKPOINT = 32

#: A trick, pile or cleared table goes from one of these zones...
TAKEN_FROM = frozenset({"trick", "table", "top", "pile"})
#: ...to one of these.
TAKEN_TO = frozenset({"won", "out"})

#: What one step of the replay skips over.
Unit = Literal["move", "trick", "turn", "round"]

#: The zones that hold a seat's hidden cards: shown face up once the match is over.
_PRIVATE = frozenset({"hand", "passing"})


def takes_trick(events: Sequence[Event]) -> bool:
    """True when these events take a trick, a pile or a cleared table away."""
    return any(isinstance(e, CardsMoved) and e.src[0] in TAKEN_FROM and e.dst[0] in TAKEN_TO for e in events)


def face_up_view(state: AnyState, seat: int | None) -> TableView[Any]:
    """``seat``'s view of ``state`` with every hand (and every card being passed) face up."""
    view = state.view(seat)
    true = state.true_zones()
    zones = {
        key: Zone(tuple(true[key]), face_up=True) if key[0] in _PRIVATE and key in true else zone
        for key, zone in view.zones.items()
    }
    return replace(view, zones=zones)


class Timeline:
    """Every position of one match, rebuilt on demand from a few kept copies."""

    def __init__(
        self, game: Game, num_players: int, seed: int, options: Any, history: Sequence[Action]
    ) -> None:
        """Play ``history`` once from the deal of ``game`` (``options`` as the match has them)."""
        state = game.new_state(num_players, seed, options)
        self.game = game
        self._actions = tuple(history)
        self._copies: list[AnyState] = [state.clone()]
        self.stops: dict[Unit, list[int]] = {"move": [], "trick": [0], "turn": [0], "round": [0]}
        before = state.current_player
        for i, action in enumerate(self._actions):
            events = state.apply(action)
            at = i + 1
            if any(isinstance(e, RoundStarted) for e in events):
                self.stops["round"].append(at)
            if takes_trick(events):
                self.stops["trick"].append(at)
            if state.current_player != before:
                self.stops["turn"].append(at)
            before = state.current_player
            if at % CHECKPOINT == 0:
                self._copies.append(state.clone())
        self._last = state
        #: Where each round stands dealt (the first at 0).
        self._dealt = list(self.stops["round"])
        end = len(self._actions)
        for unit in ("trick", "turn", "round"):
            stops = self.stops[unit]
            if stops[-1] != end:
                stops.append(end)

    def __len__(self) -> int:
        return len(self._actions)

    @property
    def is_over(self) -> bool:
        """True when the last position ends the match."""
        return self._last.is_over

    def state_at(self, position: int) -> AnyState:
        """The match after ``position`` actions (a copy of its own)."""
        if not 0 <= position <= len(self._actions):
            raise IndexError(f"position {position} is outside 0..{len(self._actions)}")
        if position == len(self._actions):
            return self._last.clone()
        base = position // CHECKPOINT
        state = self._copies[base].clone()
        for action in self._actions[base * CHECKPOINT : position]:
            state.apply(action)
        return state

    def advance(self, position: int) -> tuple[AnyState, list[Event]]:
        """The match after ``position + 1`` actions, with the events its last action made."""
        if not 0 <= position < len(self._actions):
            raise IndexError(f"no action follows position {position}")
        state = self.state_at(position)
        return state, state.apply(self._actions[position])

    def step(self, position: int, unit: Unit, forward: bool) -> int:
        """The next (or previous) stop of ``unit`` from ``position``; the ends stay where they are."""
        end = len(self._actions)
        if unit == "move":
            return min(position + 1, end) if forward else max(position - 1, 0)
        stops = self.stops[unit]
        if forward:
            i = bisect_right(stops, position)
            return stops[i] if i < len(stops) else end
        i = bisect_left(stops, position)
        return stops[i - 1] if i > 0 else 0

    def round_span(self, number: int) -> tuple[int, int]:
        """Where round ``number`` stands dealt, and where the next one does (or the last position)."""
        dealt = self._dealt
        begins = dealt[number - 1]
        return begins, dealt[number] if number < len(dealt) else len(self._actions)

    def round_at(self, position: int) -> int:
        """The number of the round (hand, game) the position belongs to, from 1."""
        return bisect_right(self._dealt, position)
