"""The replay's timeline: every position is the match after that many actions, rebuilt from kept
copies; its stops (rounds, tricks, turns) are where the match really has them; the face-up view
shows every hand and changes nothing else."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardgames.engine import HIDDEN, Announced, AnyState, CardsMoved, RoundEnded, RoundStarted
from cardgames.games import GAMES
from cardgames.session.timeline import CHECKPOINT, Timeline, face_up_view, takes_trick

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
    assert timeline.actions == len(history)
    assert timeline.is_over
    # One frame per action, and a second one (the round's end) for an action that ends a round
    # and deals the next.
    state = game.new_state(players, 11, options)
    expected = [(0, False)]
    for i, action in enumerate(history):
        events = state.apply(action)
        if any(isinstance(e, RoundEnded) for e in events) and any(
            isinstance(e, RoundStarted) for e in events
        ):
            expected.append((i + 1, True))
        expected.append((i + 1, False))
    assert timeline.frames == expected
    assert len(timeline) == len(expected) - 1
    end = len(history)
    checked = {0, 1, CHECKPOINT - 1, CHECKPOINT, CHECKPOINT + 1, 3 * CHECKPOINT + 5, end // 2, end - 1, end}
    for actions in sorted(p for p in checked if 0 <= p <= end):
        expected_state = _replayed(game, players, 11, options, history[:actions])
        got = timeline.state_after(actions)
        assert got.true_zones() == expected_state.true_zones(), actions
        assert got.current_player == expected_state.current_player, actions
        assert got.view(0) == expected_state.view(0), actions
        assert list(got.history) == history[:actions]
    # A round's end is laid out from the table before its last action, with that action's events
    # up to the scores; the step on from there shows the rest (the next deal).
    for frame, (actions, is_end) in enumerate(timeline.frames):
        assert timeline.is_round_end(frame) == is_end
        state, events, after = timeline.show(frame)
        if not is_end:
            assert events == []
            assert after is not None
            assert after.true_zones() == timeline.state_after(actions).true_zones()
            continue
        # The table stands at the round's end as it lies: nobody to act, the next deal not made.
        assert after is not None
        assert after.current_player is None
        assert not after.is_over
        assert after.true_zones() != timeline.state_after(actions).true_zones()
        assert state.true_zones() == timeline.state_after(actions - 1).true_zones()
        ended = [i for i, e in enumerate(events) if isinstance(e, RoundEnded)]
        assert ended
        assert not any(isinstance(e, RoundStarted) for e in events)
        stepped, stood = timeline.advance(frame - 1)
        assert stepped == events
        assert stood is not None
        assert stood.true_zones() == after.true_zones()
        # The move that ended it is said; the gathering that follows shows the rest.
        assert timeline.said(frame) == [e for e in events if isinstance(e, Announced)]
        assert timeline.said(frame)
        assert timeline.said(frame + 1) == []
        assert not any(isinstance(e, RoundStarted) for e in timeline.gathered(frame))
        rest, dealt = timeline.advance(frame)
        assert any(isinstance(e, RoundStarted) for e in rest)
        assert dealt is not None
        assert dealt.true_zones() == timeline.state_after(actions).true_zones()
    # A position handed out is a copy: playing on it leaves the timeline as it was.
    copy = timeline.show(0)[0]
    copy.apply(history[0])
    assert timeline.show(0)[0].true_zones() == game.new_state(players, 11, options).true_zones()
    with pytest.raises(IndexError):
        timeline.state_after(end + 1)
    with pytest.raises(IndexError):
        timeline.advance(len(timeline))


def test_at_a_summary_the_timeline_ends_with_the_rounds_end() -> None:
    game = GAMES["seven_up"]
    options = game.make_options(None)
    state = game.new_state(2, 4, options)
    rng = random.Random(4)
    while True:
        events = state.apply(rng.choice(state.legal_actions()))
        if any(isinstance(e, RoundEnded) for e in events):
            break
    timeline = Timeline(game, 2, 4, options, list(state.history), end_at_round_end=True)
    assert timeline.frames[-1] == (len(state.history), True)
    assert timeline.round_at(len(timeline)) == 1
    # The last trick is on the table: every card of the hand has been played.
    laid, events, _ = timeline.show(len(timeline))
    played = sum(1 for e in events if isinstance(e, CardsMoved) and e.src[0] == "hand")
    assert played == 1
    assert sum(len(h) for h in laid.hands) == 1


@pytest.mark.parametrize(("game_id", "players"), SIZES)
def test_the_stops_are_where_the_match_has_them(game_id: str, players: int) -> None:
    game, options, final = _random_match(game_id, players, 5)
    history = list(final.history)
    timeline = Timeline(game, players, 5, options, history)
    state = game.new_state(players, 5, options)
    dealt, tricks, turns = [0], [0], [0]
    frame = 0
    for action in history:
        before = state.current_player
        events = state.apply(action)
        ended = any(isinstance(e, RoundEnded) for e in events)
        started = any(isinstance(e, RoundStarted) for e in events)
        taken = any(
            isinstance(e, CardsMoved)
            and e.src[0] in ("trick", "table", "top", "pile")
            and e.dst[0] in ("won", "out")
            for e in events
        )
        assert takes_trick(events, game.zone_roles) == taken
        if ended and started:
            frame += 1  # the round's end, where its last trick is taken
            if taken:
                tricks.append(frame)
        frame += 1
        if started:
            dealt.append(frame)
            turns.append(frame)
        elif state.current_player != before:
            turns.append(frame)
        if taken and not (ended and started):
            tricks.append(frame)
    end = len(timeline)
    assert frame == end
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
        if timeline.is_round_end(at):
            # The hand's last trick is taken in the events that lay out its end.
            assert takes_trick(timeline.show(at)[1], game.zone_roles), at
            continue
        view = timeline.show(at)[0].view(None)
        assert not view.zones.get(("trick",), ()) or len(view.zone("trick")) == 0, at


@pytest.mark.parametrize(("game_id", "players"), SIZES)
def test_the_face_up_view_shows_every_hand_and_nothing_else_changes(game_id: str, players: int) -> None:
    game, options, final = _random_match(game_id, players, 3)
    timeline = Timeline(game, players, 3, options, list(final.history))
    for position in (0, len(timeline) // 3, len(timeline) // 2):
        state = timeline.show(position)[0]
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
