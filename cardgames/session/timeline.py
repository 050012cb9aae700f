"""A match's positions, one per action, for looking back and for the replay (no Qt here).

Position ``p`` is the match after its first ``p`` actions: 0 is the first deal, ``len(timeline)``
where it stands now. The timeline plays the history once from the deal and keeps a copy of the
state every ``CHECKPOINT`` actions, so any position is rebuilt from the nearest copy by at most
that many ``apply`` calls (a long eight-player match costs a few dozen copies, not one per move).

While it plays, it notes where the steps of the replay stop:

- a **round** stop where a new round, hand or game stands dealt (and the first deal);
- a **trick** stop right after a trick, a pile or a cleared table was taken away (a move from a
  zone the game declares ``ZoneRole.TRICK`` to one it declares ``ZoneRole.TAKEN``);
- a **turn** stop where the turn passed to another seat (for games without tricks).

What a position shows is the view of the seat that looks (public cards and that seat's own), or,
once the match is over, every hand face up: :func:`face_up_view`.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Literal

from ..engine import (
    HIDDEN,
    Action,
    Announced,
    AnyState,
    CardsMoved,
    Event,
    Game,
    RoundEnded,
    RoundStarted,
    TableView,
    Zone,
    ZoneRole,
    role_of,
)
from ..engine import trick_taken as _taken
from .records import split_at_round_end

__all__ = [
    "CHECKPOINT",
    "Timeline",
    "Unit",
    "face_up_view",
    "held_sweep",
    "revealed_view",
    "takes_trick",
    "unswept_view",
]

#: Actions between two kept copies of the state.
CHECKPOINT = 32

#: What one step of the replay skips over.
Unit = Literal["move", "trick", "turn", "round"]


def takes_trick(events: Sequence[Event], roles: Mapping[str, ZoneRole]) -> bool:
    """True when one of these events takes a trick, a pile or a cleared table away (``roles``: the
    game's ``Game.zone_roles``)."""
    return any(_taken(roles, e) for e in events)


def face_up_view(state: AnyState, seat: int | None) -> TableView[Any]:
    """``seat``'s view of ``state`` with every hand (and every card being passed) face up, each drawn
    as its owner sees it (``Zone.faces``)."""
    view = state.view(seat)
    true = state.true_zones()
    roles = state.game.zone_roles
    owners: dict[int, TableView[Any]] = {}
    zones = {}
    for key, zone in view.zones.items():
        if ZoneRole.PRIVATE not in role_of(roles, key) or key not in true:
            zones[key] = zone
            continue
        shown = Zone(tuple(true[key]), face_up=True)
        owner = key[1] if len(key) > 1 and isinstance(key[1], int) else None
        if owner is not None and 0 <= owner < state.num_players:
            if owner not in owners:
                owners[owner] = state.view(owner)
            own = owners[owner].zones.get(key)
            if own is not None and own.cards == shown.cards:
                shown = Zone(shown.cards, True, own.faces)
        zones[key] = shown
    return replace(view, zones=zones)


def revealed_view(view: TableView[Any], state: AnyState, events: Sequence[Event]) -> TableView[Any]:
    """``view`` with face up every zone whose cards ``events`` move away in the open (as the seat
    sees them): at a round's end, the hands the game shows before it gathers them."""
    true = state.true_zones()
    zones = dict(view.zones)
    for e in events:
        if not isinstance(e, CardsMoved) or e.src not in zones or zones[e.src].face_up:
            continue
        cards = tuple(true.get(e.src, ()))
        if cards and HIDDEN not in e.cards and sorted(e.cards) == sorted(cards):
            zones[e.src] = Zone(cards, face_up=True)
    return replace(view, zones=zones)


def held_sweep(
    events: Sequence[Event], after: TableView[Any], roles: Mapping[str, ZoneRole]
) -> tuple[list[Event], list[Event]]:
    """A step's events without the sweep that ends it, and that sweep: the cards a move laid in the
    middle and the same step then took away (Seven-up's trick to its winner, Karriere Poker's won
    lap to the cleared pile). A look back shows the step with them still lying where they were
    played, as the table showed them for a moment; the sweep is played when stepping on.

    The sweep is every taking (``roles``: a move from a TRICK zone to a TAKEN one) after the step's
    last move out of a hand that empties its zone and whose cards are seen (a move the seat sees as
    hidden cards stays)."""
    last_laid = max(
        (
            i
            for i, e in enumerate(events)
            if isinstance(e, CardsMoved) and ZoneRole.HAND in role_of(roles, e.src)
        ),
        default=None,
    )
    if last_laid is None:
        return list(events), []
    kept: list[Event] = list(events[: last_laid + 1])
    held: list[Event] = []
    for e in events[last_laid + 1 :]:
        if (
            _taken(roles, e)
            and isinstance(e, CardsMoved)
            and HIDDEN not in e.cards
            and not after.zone(*e.src).cards
        ):
            held.append(e)
        else:
            kept.append(e)
    return kept, held


def unswept_view(view: TableView[Any], held: Sequence[Event]) -> TableView[Any]:
    """``view`` with the cards of a held sweep (:func:`held_sweep`) back where they were played."""
    if not held:
        return view
    zones = dict(view.zones)
    for e in reversed(held):
        assert isinstance(e, CardsMoved)
        src, dst = zones.get(e.src, Zone()), zones.get(e.dst, Zone())
        zones[e.src] = Zone((*src.cards, *e.cards), face_up=True)
        remaining = list(dst.cards)
        for card in e.cards:
            if card in remaining:
                remaining.remove(card)
            elif HIDDEN in remaining:
                remaining.remove(HIDDEN)
        zones[e.dst] = Zone(tuple(remaining), face_up=dst.face_up)
    return replace(view, zones=zones)


def _split_at_round_end(events: Sequence[Event]) -> tuple[list[Event], list[Event]]:
    """A round-ending action's events: up to its scores (the round's end), and the rest (the next
    deal), cut where the controller cuts them (:func:`~cardgames.session.records.split_at_round_end`)."""
    parts = split_at_round_end(list(events))
    if not parts:
        return [], []
    return parts[0], [e for part in parts[1:] for e in part]


class Timeline:
    """Every position of one match, rebuilt on demand from a few kept copies.

    A position is a *frame*: the match after some actions. An action that ends a round and deals
    the next gives two frames: the round's end (its last card laid, the hands shown, before the
    next deal) and the next deal; every other action gives one.
    """

    def __init__(
        self,
        game: Game,
        num_players: int,
        seed: int,
        options: Any,
        history: Sequence[Action],
        *,
        end_at_round_end: bool = False,
    ) -> None:
        """Play ``history`` once from the deal of ``game`` (``options`` as the match has them).
        ``end_at_round_end``: the last action's next deal is left out (a round's summary is up)."""
        state = game.new_state(num_players, seed, options)
        self.game = game
        self._actions = tuple(history)
        self._copies: list[AnyState] = [state.clone()]
        #: Each frame: the actions played, and whether it is a round's end before the next deal.
        self.frames: list[tuple[int, bool]] = [(0, False)]
        self.stops: dict[Unit, list[int]] = {"move": [], "trick": [0], "turn": [0], "round": [0]}
        #: The frames where a round stands dealt (or begins, in a game that deals nothing).
        self._dealt = [0]
        roles = game.zone_roles
        before = state.current_player
        for i, action in enumerate(self._actions):
            events = state.apply(action)
            ended = any(isinstance(e, RoundEnded) for e in events)
            started = any(isinstance(e, RoundStarted) for e in events)
            if ended and started:
                self.frames.append((i + 1, True))
                if takes_trick(_split_at_round_end(events)[0], roles):
                    self.stops["trick"].append(len(self.frames) - 1)
                if i + 1 == len(self._actions) and end_at_round_end:
                    break
            self.frames.append((i + 1, False))
            at = len(self.frames) - 1
            if started:
                self._dealt.append(at)
                self.stops["round"].append(at)
                self.stops["turn"].append(at)
            elif state.current_player != before:
                self.stops["turn"].append(at)
            if takes_trick(events, roles) and not (ended and started):
                self.stops["trick"].append(at)
            before = state.current_player
            if (i + 1) % CHECKPOINT == 0:
                self._copies.append(state.clone())
        self._last = state
        end = len(self.frames) - 1
        for unit in ("trick", "turn", "round"):
            stops = self.stops[unit]
            if stops[-1] != end:
                stops.append(end)

    def __len__(self) -> int:
        """The last frame's index (frames run from 0, the first deal)."""
        return len(self.frames) - 1

    @property
    def actions(self) -> int:
        """The actions the timeline plays."""
        return len(self._actions)

    @property
    def is_over(self) -> bool:
        """True when the last position ends the match."""
        return self._last.is_over

    def is_round_end(self, frame: int) -> bool:
        """True when ``frame`` shows a round's end (its next deal not yet made)."""
        return self.frames[frame][1]

    def state_after(self, actions: int) -> AnyState:
        """The match after ``actions`` actions (a copy of its own)."""
        if not 0 <= actions <= len(self._actions):
            raise IndexError(f"{actions} actions is outside 0..{len(self._actions)}")
        if actions == len(self._actions):
            return self._last.clone()
        base = actions // CHECKPOINT
        state = self._copies[base].clone()
        for action in self._actions[base * CHECKPOINT : actions]:
            state.apply(action)
        return state

    def show(self, frame: int) -> tuple[AnyState, list[Event], AnyState | None]:
        """How to lay ``frame`` out: a state to snap to, the events to show on it (none, or a round's
        end), and the state the table stands at afterwards: at a round's end the match as the
        round left it, before the next deal (None for a game that cannot stop there: as the events
        leave the table)."""
        actions, end = self.frames[frame]
        if not end:
            state = self.state_after(actions)
            return state, [], state
        before = self.state_after(actions - 1)
        events, stopped = self._round_end(before, actions)
        return before, events, stopped

    def _round_end(self, before: AnyState, actions: int) -> tuple[list[Event], AnyState | None]:
        """The round's end that action number ``actions`` brings to ``before``: its events up to
        the scores, and the match standing there (None if the game deals on regardless)."""
        action = self._actions[actions - 1]
        shown = before.until_round_end(action)
        if shown is not None:
            return shown
        return _split_at_round_end(before.clone().apply(action))[0], None

    def gathered(self, frame: int) -> list[Event]:
        """At a round's end: the events that gather its cards before the next deal (they show the
        hands that were still held); at any other frame none."""
        actions, end = self.frames[frame]
        if not end:
            return []
        rest = _split_at_round_end(self.state_after(actions - 1).apply(self._actions[actions - 1]))[1]
        dealt = next((i for i, e in enumerate(rest) if isinstance(e, RoundStarted)), len(rest))
        return rest[:dealt]

    def said(self, frame: int) -> list[Announced]:
        """What the move that led to ``frame`` announced ("played 23 with helpers 5 and 9"): at a
        round's end its lines up to the scores; none at the first deal or a round's deal."""
        actions, end = self.frames[frame]
        if frame == 0 or (not end and self.frames[frame - 1] == (actions, True)):
            return []
        before = self.state_after(actions - 1)
        events = self._round_end(before, actions)[0] if end else before.apply(self._actions[actions - 1])
        if not end:
            events = _split_at_round_end(events)[0]
        return [e for e in events if isinstance(e, Announced)]

    def advance(self, frame: int) -> tuple[list[Event], AnyState | None]:
        """The events from ``frame`` to the next one, and the state to snap to after them (at a
        round's end: the match as the round left it, or None where the game cannot stop there)."""
        if not 0 <= frame < len(self.frames) - 1:
            raise IndexError(f"no frame follows {frame}")
        actions, end = self.frames[frame]
        nxt, nxt_end = self.frames[frame + 1]
        before = self.state_after(actions - 1 if end else actions)
        if nxt_end:
            return self._round_end(before, nxt)
        events = before.apply(self._actions[nxt - 1])
        if end:
            return _split_at_round_end(events)[1], before
        return events, before

    def step(self, position: int, unit: Unit, forward: bool) -> int:
        """The next (or previous) stop of ``unit`` from ``position``; the ends stay where they are."""
        end = len(self.frames) - 1
        if unit == "move":
            return min(position + 1, end) if forward else max(position - 1, 0)
        stops = self.stops[unit]
        if forward:
            i = bisect_right(stops, position)
            return stops[i] if i < len(stops) else end
        i = bisect_left(stops, position)
        return stops[i - 1] if i > 0 else 0

    def round_span(self, number: int) -> tuple[int, int]:
        """The frame where round ``number`` stands dealt, and where the next one does (or the last)."""
        dealt = self._dealt
        begins = dealt[number - 1]
        return begins, dealt[number] if number < len(dealt) else len(self.frames) - 1

    def round_at(self, position: int) -> int:
        """The number of the round (hand, game) the frame belongs to, from 1."""
        return bisect_right(self._dealt, position)
