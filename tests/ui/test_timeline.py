"""The replay's timeline: every position is the match after that many actions, rebuilt from kept
copies; its stops (rounds, tricks, turns) are where the match really has them; the face-up view
shows every hand and changes nothing else."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardgames.engine import HIDDEN, AnyState, CardsMoved, RoundStarted
from cardgames.games import GAMES
from cardgames.ui.timeline import CHECKPOINT, Timeline, face_up_view, takes_trick

SIZES = [
    ("ftw", 2),
    ("ftw", 6),
    ("karriere_poker", 4),
    ("karriere_poker", 8),
    ("seven_up", 2),
    ("seven_up", 4),
    ("straight_up", 2),
    ("straight_up", 4),
]


def _random_match(game_id: str, players: int, seed: int) -> tuple[Any, Any, AnyState]:
    game = GAMES[game_id]
    options = game.make_options(None)
    state = game.new_state(players, seed, options)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return game, options, state


def _replayed(game: Any, players: int, seed: int, options: Any, actions: Any) -> AnyState:
    state = game.new_state(players, seed, options)
    for action in actions:
        state.apply(action)
    return state


@pytest.mark.parametrize(("game_id", "players"), SIZES)
def test_every_position_is_the_match_after_that_many_actions(game_id: str, players: int) -> None:
    game, options, final = _random_match(game_id, players, 11)
    history = list(final.history)
    timeline = Timeline(game, players, 11, options, history)
    assert len(timeline) == len(history)
    assert timeline.is_over
    end = len(history)
    checked = {0, 1, CHECKPOINT - 1, CHECKPOINT, CHECKPOINT + 1, 3 * CHECKPOINT + 5, end // 2, end - 1, end}
    for position in sorted(p for p in checked if 0 <= p <= end):
        expected = _replayed(game, players, 11, options, history[:position])
        got = timeline.state_at(position)
        assert got.true_zones() == expected.true_zones(), position
        assert got.current_player == expected.current_player, position
        assert got.view(0) == expected.view(0), position
        assert list(got.history) == history[:position]
    # A position handed out is a copy: playing on it leaves the timeline as it was.
    copy = timeline.state_at(0)
    copy.apply(history[0])
    assert timeline.state_at(0).true_zones() == game.new_state(players, 11, options).true_zones()
    with pytest.raises(IndexError):
        timeline.state_at(end + 1)
    with pytest.raises(IndexError):
        timeline.advance(end)


@pytest.mark.parametrize(("game_id", "players"), SIZES)
def test_the_stops_are_where_the_match_has_them(game_id: str, players: int) -> None:
    game, options, final = _random_match(game_id, players, 5)
    history = list(final.history)
    timeline = Timeline(game, players, 5, options, history)
    state = game.new_state(players, 5, options)
    dealt, tricks, turns = [0], [0], [0]
    for i, action in enumerate(history):
        before = state.current_player
        events = state.apply(action)
        if any(isinstance(e, RoundStarted) for e in events):
            dealt.append(i + 1)
        taken = any(
            isinstance(e, CardsMoved)
            and e.src[0] in ("trick", "table", "top", "pile")
            and e.dst[0] in ("won", "out")
            for e in events
        )
        assert takes_trick(events) == taken
        if taken:
            tricks.append(i + 1)
        if state.current_player != before:
            turns.append(i + 1)
        # advance() gives this action's events as they were.
        if i % 17 == 0:
            _after, heard = timeline.advance(i)
            assert heard == events
    end = len(history)
    assert timeline.stops["round"] == ([*dealt, end] if dealt[-1] != end else dealt)
    assert timeline.stops["trick"] == ([*tricks, end] if tricks[-1] != end else tricks)
    assert timeline.stops["turn"] == ([*turns, end] if turns[-1] != end else turns)
    # Round numbers count the deals; a round spans from its deal to the next one.
    for number, at in enumerate(dealt, start=1):
        assert timeline.round_at(at) == number
        assert timeline.round_span(number) == (at, dealt[number] if number < len(dealt) else end)
        if at > 0:
            assert timeline.round_at(at - 1) == number - 1
    assert timeline.round_at(end) == len(dealt)
    # Stepping walks the stops one by one, both ways, and stays at the ends.
    for unit in ("trick", "turn", "round"):
        stops = timeline.stops[unit]  # type: ignore[index]
        walked = [0]
        while walked[-1] != end:
            walked.append(timeline.step(walked[-1], unit, True))  # type: ignore[arg-type]
        assert walked == stops
        back = [end]
        while back[-1] != 0:
            back.append(timeline.step(back[-1], unit, False))  # type: ignore[arg-type]
        assert back == stops[::-1]
        # From between two stops, back goes to the one before and on to the one after.
        if len(stops) > 2 and stops[1] - stops[0] > 1:
            middle = stops[0] + 1
            assert timeline.step(middle, unit, False) == stops[0]  # type: ignore[arg-type]
            assert timeline.step(middle, unit, True) == stops[1]  # type: ignore[arg-type]
    assert timeline.step(0, "move", False) == 0
    assert timeline.step(end, "move", True) == end
    assert timeline.step(3, "move", True) == 4
    assert timeline.step(3, "move", False) == 2


def test_seven_up_tricks_end_with_an_empty_trick() -> None:
    game, options, final = _random_match("seven_up", 4, 8)
    timeline = Timeline(game, 4, 8, options, list(final.history))
    assert len(timeline.stops["trick"]) > 10
    for at in timeline.stops["trick"][1:-1]:
        view = timeline.state_at(at).view(None)
        assert not view.zones.get(("trick",), ()) or len(view.zone("trick")) == 0, at


@pytest.mark.parametrize(("game_id", "players"), SIZES)
def test_the_face_up_view_shows_every_hand_and_nothing_else_changes(game_id: str, players: int) -> None:
    game, options, final = _random_match(game_id, players, 3)
    timeline = Timeline(game, players, 3, options, list(final.history))
    for position in (0, len(timeline) // 3, len(timeline) // 2):
        state = timeline.state_at(position)
        plain = state.view(0)
        shown = face_up_view(state, 0)
        true = state.true_zones()
        assert shown.seat == plain.seat
        assert shown.facts == plain.facts
        for key, zone in shown.zones.items():
            if key[0] in ("hand", "passing"):
                assert zone.face_up
                assert HIDDEN not in zone.cards
                assert sorted(zone.cards) == sorted(true[key])
            else:
                assert zone == plain.zones[key]
        # Some hand of another seat was hidden before: the face-up view is not the plain one.
        assert any(HIDDEN in z.cards for k, z in plain.zones.items() if k[0] == "hand" and k[1] != 0) or all(
            len(z) == 0 for k, z in plain.zones.items() if k[0] == "hand" and k[1] != 0
        )
