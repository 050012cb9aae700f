"""The look-back and the table's sounds read the zones' declared roles, not their names: a game
whose trick lies in "middle" and goes to "taken" (names the built-in games never used) gets its
trick stops and its trick sound because it declares those zones TRICK and TAKEN."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from fifth_game import HighCardGame, HighCardState  # tests/games/fifth, loaded by tests/conftest.py

from cardgames.engine import CardsMoved, Event, Shuffled, TableView, ZoneKey, ZoneRole
from cardgames.games import GAMES
from cardgames.session.sounds import batch_sound
from cardgames.session.timeline import Timeline, face_up_view, held_sweep


def _renamed(key: ZoneKey) -> ZoneKey:
    return ("middle", *key[1:]) if key[0] == "trick" else key


class MiddleCardState(HighCardState):
    """High Card with its trick in a zone called "middle"."""

    def _apply(self, action: Any) -> list[Event]:
        return [
            replace(e, src=_renamed(e.src), dst=_renamed(e.dst)) if isinstance(e, CardsMoved) else e
            for e in super()._apply(action)
        ]

    def view(self, seat: int | None) -> TableView[Any]:
        view = super().view(seat)
        return replace(view, zones={_renamed(k): z for k, z in view.zones.items()})

    def true_zones(self) -> dict[tuple[Any, ...], Any]:
        return {_renamed(k): z for k, z in super().true_zones().items()}


class MiddleCardGame(HighCardGame):
    id = "middle_card"
    zone_roles = {
        "hand": ZoneRole.HAND | ZoneRole.PRIVATE,
        "middle": ZoneRole.TRICK | ZoneRole.FACE_UP | ZoneRole.LAID_ON,
        "taken": ZoneRole.TAKEN | ZoneRole.FACE_UP,
    }

    def _new_state(self, num_players: int, seed: int, options: Any) -> MiddleCardState:
        return MiddleCardState.new(num_players, seed, options)


class NamelessGame(MiddleCardGame):
    """The same game declaring no roles: nothing generic may then find its tricks by their names."""

    id = "nameless_card"
    zone_roles: dict[str, ZoneRole] = {}


MIDDLE = MiddleCardGame()
MiddleCardState.game = MIDDLE


def _played(game: HighCardGame, players: int = 3, seed: int = 4) -> tuple[Any, list[list[Event]]]:
    state = game.new_state(players, seed)
    batches = []
    while not state.is_over:
        batches.append(state.apply(state.legal_actions()[0]))
    return state, batches


def test_a_trick_in_a_zone_of_another_name_is_taken_as_a_trick() -> None:
    state, batches = _played(MIDDLE)
    moved = {(e.src[0], e.dst[0]) for batch in batches for e in batch if isinstance(e, CardsMoved)}
    assert moved == {("hand", "middle"), ("middle", "taken")}, "the game really uses other names"
    # The look-back stops after every trick: three players, three tricks of three cards.
    timeline = Timeline(MIDDLE, 3, 4, None, list(state.history))
    assert timeline.stops["trick"] == [0, 3, 6, 9]
    # A trick taken sounds like one, a card laid like a card.
    sounds = [batch_sound(MIDDLE, batch) for batch in batches]
    assert sounds == ["card", "card", "trick"] * 3
    # By its roles, not its names: without them there are no trick stops and no sounds.
    nameless = NamelessGame()
    assert Timeline(nameless, 3, 4, None, list(state.history)).stops["trick"] == [0, 9]
    assert {batch_sound(nameless, batch) for batch in batches} == {None}


def test_the_look_back_holds_a_trick_of_another_name_where_it_was_played() -> None:
    state = MIDDLE.new_state(3, 4)
    for _ in range(2):
        state.apply(state.legal_actions()[0])
    events = state.apply(state.legal_actions()[0])
    kept, held = held_sweep(events, state.view(0), MIDDLE.zone_roles)
    assert [(e.src[0], e.dst[0]) for e in kept if isinstance(e, CardsMoved)] == [("hand", "middle")]
    assert [(e.src[0], e.dst[0]) for e in held if isinstance(e, CardsMoved)] == [("middle", "taken")]


def test_the_hands_are_shown_by_their_role_once_the_match_is_over() -> None:
    state = MIDDLE.new_state(3, 4)
    state.apply(state.legal_actions()[0])
    shown = face_up_view(state, 0)
    assert all(shown.zone("hand", seat).face_up for seat in range(3))
    assert not state.view(0).zone("hand", 1).face_up


#: How the window chose a batch's sound by zone names before the games declared roles.
_LAID_ON = frozenset({"trick", "top", "pile", "table", "straight", "helpers", "discard", "removed"})


def _sound_by_names(events: list[Event]) -> str | None:
    sound = None
    for e in events:
        if isinstance(e, Shuffled):
            return "shuffle"
        if isinstance(e, CardsMoved):
            if e.src[0] in ("trick", "table", "top", "pile") and e.dst[0] in ("won", "out"):
                sound = "trick"
            elif sound is None and e.src[0] == "hand" and e.dst[0] in _LAID_ON:
                sound = "card"
    return sound


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_built_in_games_sound_as_they_did_by_their_zone_names(game_id: str) -> None:
    game = GAMES[game_id]
    for players in sorted({game.min_players, game.max_players}):
        state = game.new_state(players, 3)
        rng = random.Random(3)
        sounds: set[str | None] = set()
        for _ in range(600):
            if state.is_over:
                break
            events = state.apply(rng.choice(state.legal_actions()))
            assert batch_sound(game, events) == _sound_by_names(events), events
            sounds.add(batch_sound(game, events))
        assert "card" in sounds
