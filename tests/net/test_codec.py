"""The online codec: what a seat's JSON holds is exactly what ``view(seat)`` shows, for every game.

Seeded random matches of every game at its smallest and largest table are played to the end; at
every step every seat's view (and the onlooker's), the events as that seat sees them and the round
summaries go through ``encode``, a JSON dump and load, and ``decode``, and must come back equal
down to the types (``repr`` compares a NamedTuple with a tuple, ``True`` with ``1``, and a zone's
faces, which ``==`` ignores). Bad data gives ``CodecError`` and nothing else.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import random
import sys
from collections.abc import Callable
from typing import Any

import pytest

import cardgames
from cardgames.engine import (
    HIDDEN,
    Announced,
    AnyState,
    CardsMoved,
    Event,
    Game,
    Message,
    RoundEnded,
    TableView,
    events_for_seat,
)
from cardgames.games import GAMES
from cardgames.net.codec import (
    EVENT_TYPES,
    CodecError,
    decode_events,
    decode_message,
    decode_summary,
    decode_view,
    encode_events,
    encode_message,
    encode_summary,
    encode_view,
)
from cardgames.session.records import RoundSummary

#: Each case's matches: (seed, options). The second match of a game plays other variants, so other
#: facts come up (Karriere Poker's streak end has no number of games); Karriere Poker's matches are kept
#: short (a full 8-seat match alone would take half the file's time).
MATCHES: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "ftw": [(1, {}), (2, {})],
    "karriere_poker": [
        (1, {"games": 3}),
        (2, {"match_end": "dishwasher_streak", "streak": 2, "max_games": 2}),
    ],
    "seven_up": [(1, {}), (2, {"trump_making": "traditional", "follow": "follow_or_trump"})],
    "straight_up": [(1, {}), (2, {})],
}
CASES = [(gid, n) for gid in sorted(GAMES) for n in sorted({GAMES[gid].min_players, GAMES[gid].max_players})]


def _json(data: Any) -> Any:
    """``data`` after a trip through JSON text, checked to be plain JSON data that survives it."""
    text = json.dumps(data, allow_nan=False)
    again = json.loads(text)
    assert again == data, "an encoder returned something JSON does not keep"
    return again


def _same(decoded: Any, original: Any) -> None:
    """Equal, and equal in the types too (repr shows NamedTuples, booleans and zone faces)."""
    assert decoded == original
    assert repr(decoded) == repr(original)


def _check_view(game: Game, view: TableView[Any]) -> dict[str, Any]:
    data = _json(encode_view(view))
    decoded = decode_view(game, data)
    _same(decoded, view)
    assert list(decoded.zones) == list(view.zones), "the zones keep their order"
    assert type(decoded.facts) is type(view.facts)
    return data


def _check_events(events: list[Event]) -> None:
    _same(decode_events(_json(encode_events(events))), events)
    for e in events:
        if isinstance(e, Announced):
            _same(decode_message(_json(encode_message(e.message))), e.message)


def _play(
    game: Game,
    players: int,
    seed: int,
    step: Callable[[AnyState, list[Event]], None],
    options: dict[str, Any] | None = None,
) -> int:
    """A seeded random match to its end; ``step`` sees the deal (no events) and every action's."""
    state = game.new_state(players, seed, options)
    rng = random.Random(seed * 7919 + players)
    step(state, [])
    steps = 0
    while not state.is_over:
        events = state.apply(rng.choice(state.legal_actions()))
        step(state, events)
        steps += 1
    return steps


def _round_trip_match(game: Game, players: int, seed: int, options: dict[str, Any] | None = None) -> set[str]:
    """Every view, event and summary of one match through the codec; returns the event types seen."""
    rounds: list[tuple[int, ...]] = []
    seen: set[str] = set()

    def step(state: AnyState, events: list[Event]) -> None:
        for seat in [None, *range(players)]:
            _check_view(game, state.view(seat))
            filtered = events_for_seat(events, seat)
            _check_events(filtered)
            seen.update(type(e).__name__ for e in filtered)
        if any(isinstance(e, RoundEnded) for e in events) or state.is_over:
            rounds.extend(e.points for e in events if isinstance(e, RoundEnded))
            outcome = state.outcome
            summary = RoundSummary(
                len(rounds),
                tuple(rounds),
                outcome.scores if outcome is not None else tuple(map(sum, zip(*rounds, strict=True))),
                outcome.winners if outcome is not None else None,
            )
            _same(decode_summary(_json(encode_summary(summary))), summary)

    assert _play(game, players, seed, step, options) > 0
    return seen


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_every_view_and_event_of_random_matches_survives_the_codec(game_id: str, players: int) -> None:
    """At every step of seeded random matches, for every seat and the onlooker."""
    seen: set[str] = set()
    for seed, options in MATCHES[game_id]:
        seen |= _round_trip_match(GAMES[game_id], players, seed, options)
    assert {"CardsMoved", "TurnChanged", "Announced"} <= seen


def test_the_fifth_game_needs_nothing_of_the_codec(fifth_game: Game) -> None:
    """A game the codec was never told of (tests/games/fifth, registered by the conftest's fixture)
    goes through it as it is."""
    _round_trip_match(fifth_game, fifth_game.min_players, 3)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_a_seat_s_json_shows_the_cards_of_its_view_and_no_other(game_id: str, players: int) -> None:
    """The card faces in a seat's JSON zones are those its view shows, and while a match runs every
    other seat's hand is all HIDDEN there."""

    def step(state: AnyState, events: list[Event]) -> None:
        for seat in [None, *range(players)]:
            view = state.view(seat)
            data = encode_view(view)
            shown = sorted(c for z in data["zones"] for c in z["cards"] if c != HIDDEN)
            assert shown == sorted(view.visible_cards())
            if not state.is_over:
                for z in data["zones"]:
                    if z["key"][0] == "hand" and z["key"][1] != seat:
                        assert set(z["cards"]) <= {HIDDEN}, f"seat {seat} sees {z['key']}"

    _play(GAMES[game_id], players, 5, step)


def test_every_event_class_in_cardgames_has_a_codec() -> None:
    """Every Event subclass of the app's plain-Python layers is one the codec knows, by its name."""
    for layer in ("engine", "games", "ai", "store", "session", "net"):
        package = importlib.import_module(f"cardgames.{layer}")
        for info in pkgutil.walk_packages(package.__path__, f"cardgames.{layer}."):
            importlib.import_module(info.name)
    found: set[type[Event]] = set()
    todo = list(Event.__subclasses__())
    while todo:
        cls = todo.pop()
        found.add(cls)
        todo += cls.__subclasses__()
    # A slotted dataclass is a new class; the one it replaced lingers among the subclasses until
    # collected: the classes are those their modules hold.
    ours = {
        cls
        for cls in found
        if cls.__module__.startswith(cardgames.__name__ + ".")
        and getattr(sys.modules[cls.__module__], cls.__qualname__, None) is cls
    }
    assert len(ours) >= 9
    assert ours == set(EVENT_TYPES.values())
    assert all(EVENT_TYPES[cls.__name__] is cls for cls in ours)


def test_messages_keep_their_parameters_exactly() -> None:
    """Parameters in order, tuples as tuples, messages inside messages, floats and None."""
    inner = Message.make("kp.card", "{rank}", rank="J")
    m = Message.make(
        "sev.log.team",
        "{side_seats} score {total}",
        side_seats=(0, 2),
        total=3,
        card=inner,
        ratio=0.5,
        none=None,
    )
    m2 = Message("x", "{a}", (("b", True), ("a", ((1, "x"), ()))))
    for message in (m, m2, Message("plain", "Nothing to fill.")):
        _same(decode_message(_json(encode_message(message))), message)
    data = encode_message(m)
    assert list(data["params"]) == ["side_seats", "total", "card", "ratio", "none"]


@pytest.mark.parametrize(
    "message",
    [
        Message("x", "{a}", (("a", [1, 2]),)),
        Message("x", "{a}", (("a", {"k": 1}),)),
        Message("x", "{a}", (("a", float("nan")),)),
        Message("x", "{a}", (("a", 1), ("a", 2))),
    ],
    ids=["a list", "a dict", "nan", "a name twice"],
)
def test_a_message_the_codec_cannot_keep_exactly_is_refused(message: Message) -> None:
    with pytest.raises(CodecError):
        encode_message(message)


def _a_view(
    game_id: str = "karriere_poker", players: int = 4, moves: int = 12
) -> tuple[Game, dict[str, Any]]:
    """A running match's view of seat 0, encoded."""
    game = GAMES[game_id]
    state = game.new_state(players, 7)
    rng = random.Random(7)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return game, _json(encode_view(state.view(0)))


def _edit(change: Callable[[dict[str, Any]], Any], game_id: str = "karriere_poker") -> Callable[[], Any]:
    """A decode of a good view after ``change`` spoiled it."""

    def run() -> Any:
        game, data = _a_view(game_id)
        out = change(data)
        return decode_view(game, data if out is None else out)

    return run


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for p in path[:-1]:
            target = target[p]
        target[path[-1]] = value

    return change


def _delete(path: list[Any]) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for p in path[:-1]:
            target = target[p]
        del target[path[-1]]

    return change


_GOOD_EVENT = {"type": "CardsMoved", "src": ["hand", 0], "dst": ["pile"], "cards": [3], "seen_by": None}
_GOOD_MESSAGE = {"key": "k", "template": "{a}", "params": {"a": 1}}
_GOOD_SUMMARY = {"number": 1, "rounds": [[1, 2]], "totals": [1, 2], "winners": None}

#: (what is wrong, a call that must raise CodecError)
BAD: list[tuple[str, Callable[[], Any]]] = [
    ("a view that is a list", lambda: decode_view(GAMES["ftw"], [])),
    ("a view that is a string", lambda: decode_view(GAMES["ftw"], "view")),
    ("a view of an unknown game", _edit(_set(["game_id"], "chess"))),
    ("a view of another game", lambda: decode_view(GAMES["ftw"], _a_view()[1])),
    ("a view without facts", _edit(_delete(["facts"]))),
    ("a view with an extra field", _edit(_set(["cheat"], [1, 2]))),
    ("a seat that is a string", _edit(_set(["seat"], "0"))),
    ("a seat off the table", _edit(_set(["seat"], 9))),
    ("players out of the game's range", _edit(_set(["num_players"], 1))),
    ("zones that are a string", _edit(_set(["zones"], "hand"))),
    ("a zone's cards a string", _edit(_set(["zones", 0, "cards"], "1 2 3"))),
    ("a card that is a float", _edit(_set(["zones", 0, "cards", 0], 1.0))),
    ("face_up an integer", _edit(_set(["zones", 0, "face_up"], 1))),
    ("an empty zone key", _edit(_set(["zones", 0, "key"], []))),
    ("a zone key holding a list", _edit(_set(["zones", 0, "key"], ["hand", [0]]))),
    ("a zone listed twice", _edit(lambda d: d["zones"].append(d["zones"][0]))),
    ("a zone without faces", _edit(_delete(["zones", 1, "faces"]))),
    ("a fact missing", _edit(_delete(["facts", "phase"]))),
    ("a fact too many", _edit(_set(["facts", "extra"], 0))),
    ("a literal fact unknown", _edit(_set(["facts", "phase"], "bluff"))),
    ("a boolean fact as 0", _edit(_set(["facts", "time_up"], 0))),
    ("an integer fact as true", _edit(_set(["facts", "turns_left"], True))),
    ("a tuple fact a string", _edit(_set(["facts", "positions"], "1234"))),
    ("a nested fact garbage", _edit(_set(["facts", "results"], [[1, [2]]]))),
    ("a named tuple fact a list", _edit(_set(["facts", "top"], [7, 1, 0]))),
    ("a prompt that is a string", _edit(_set(["prompt"], "Play!"))),
    ("deep nesting", _edit(lambda d: d["facts"].__setitem__("results", [[[[[[[[0]]]]]]]]))),
    ("events not a list", lambda: decode_events({"type": "Shuffled", "zone": ["deck"]})),
    ("an unknown event", lambda: decode_events([{"type": "Exploded", "zone": ["deck"]}])),
    ("an event without a type", lambda: decode_events([{"zone": ["deck"]}])),
    ("an event that is a list", lambda: decode_events([["Shuffled", ["deck"]]])),
    ("an event field missing", lambda: decode_events([{k: v for k, v in _GOOD_EVENT.items() if k != "src"}])),
    ("an event field extra", lambda: decode_events([{**_GOOD_EVENT, "why": 1}])),
    ("seen_by a string", lambda: decode_events([{**_GOOD_EVENT, "seen_by": "0"}])),
    ("seen_by a seat twice", lambda: decode_events([{**_GOOD_EVENT, "seen_by": [0, 0]}])),
    ("a zone key a string", lambda: decode_events([{**_GOOD_EVENT, "dst": "pile"}])),
    (
        "an announcement with a broken message",
        lambda: decode_events([{"type": "Announced", "seat": 0, "message": {"key": "k"}}]),
    ),
    ("a message that is null", lambda: decode_message(None)),
    ("a message key a number", lambda: decode_message({**_GOOD_MESSAGE, "key": 5})),
    ("message params a list", lambda: decode_message({**_GOOD_MESSAGE, "params": [["a", 1]]})),
    (
        "a message parameter infinite",
        lambda: decode_message({**_GOOD_MESSAGE, "params": {"a": float("inf")}}),
    ),
    ("a message parameter an object", lambda: decode_message({**_GOOD_MESSAGE, "params": {"a": {"x": 1}}})),
    ("a message parameter a set", lambda: decode_message({**_GOOD_MESSAGE, "params": {"a": {1}}})),
    ("a message parameter's name a number", lambda: decode_message({**_GOOD_MESSAGE, "params": {1: "a"}})),
    ("a summary that is a list", lambda: decode_summary([1, [[1]], [1], None])),
    ("a summary's winners a number", lambda: decode_summary({**_GOOD_SUMMARY, "winners": 1})),
    ("a summary's rounds flat", lambda: decode_summary({**_GOOD_SUMMARY, "rounds": [1, 2]})),
]


def test_the_good_data_of_the_bad_table_decodes() -> None:
    """The table's spoilt inputs start from data that decodes (so each failure is the spoiling)."""
    game, data = _a_view()
    decode_view(game, data)
    decode_events([_GOOD_EVENT])
    decode_message(_GOOD_MESSAGE)
    decode_summary(_GOOD_SUMMARY)


@pytest.mark.parametrize("call", [c for _, c in BAD], ids=[w for w, _ in BAD])
def test_malformed_input_gives_a_codec_error_and_nothing_else(call: Callable[[], Any]) -> None:
    with pytest.raises(CodecError) as info:
        call()
    assert type(info.value) is CodecError
    assert str(info.value)


def test_a_codec_error_says_where_and_why() -> None:
    game, data = _a_view()
    data["facts"]["top"] = {"value": "7", "size": 1, "seat": 0}
    with pytest.raises(CodecError) as info:
        decode_view(game, data)
    assert str(info.value) == "view.facts.top.value: expected an integer, got a string"
    with pytest.raises(CodecError) as info:
        decode_events([_GOOD_EVENT, {**_GOOD_EVENT, "cards": [1, "2"]}])
    assert str(info.value) == "events[1].cards[1]: expected an integer, got a string"


def test_a_hand_passed_face_down_keeps_its_seen_by() -> None:
    """``seen_by`` survives as the same frozenset, and hidden faces stay HIDDEN after the trip."""
    moved = CardsMoved(("hand", 0), ("passing", 0), (5, 9, 12), frozenset({0, 2}))
    for seat in (None, 0, 1, 2):
        events = events_for_seat([moved], seat)
        _same(decode_events(_json(encode_events(events))), events)
    assert encode_events(events_for_seat([moved], 1))[0]["cards"] == [HIDDEN] * 3
