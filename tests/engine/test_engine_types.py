"""Messages, refusals, events, views, seeded streams and records of the engine."""

from __future__ import annotations

import pytest

from cardgames.engine import (
    HIDDEN,
    CardsMoved,
    Facts,
    GameRecord,
    IllegalAction,
    Memo,
    Message,
    ReplayError,
    TableView,
    Zone,
    events_for_seat,
    stream,
)
from cardgames.games import get_game, replay


def test_message_formats_its_template() -> None:
    """A message fills its English template, or a translated one, with its parameters."""
    msg = Message.make("x.y", "{card} is not higher than {top}.", card=5, top=9)
    assert str(msg) == "5 is not higher than 9."
    assert msg.format("{card} ist nicht höher als {top}.") == "5 ist nicht höher als 9."
    assert msg.args == {"card": 5, "top": 9}


def test_illegal_action_is_a_value_error_with_a_reason() -> None:
    """IllegalAction carries the message and reads as its sentence."""
    err = IllegalAction(Message("k", "No."))
    assert isinstance(err, ValueError)
    assert str(err) == "No."
    assert err.reason.key == "k"
    assert IllegalAction("plain text").reason.template == "plain text"


def test_cards_moved_hides_faces_from_other_seats() -> None:
    """A private move shows its faces to the seats that see it and only HIDDEN to the rest."""
    move = CardsMoved(("hand", 0), ("passing", 0), (3, 17, 25), frozenset({0}))
    assert move.for_seat(0).cards == (3, 17, 25)
    assert move.for_seat(1).cards == (HIDDEN,) * 3
    assert move.for_seat(None).cards == (HIDDEN,) * 3
    public = CardsMoved(("hand", 0), ("pile",), (9,))
    assert events_for_seat([public, move], 1) == [public, move.for_seat(1)]


def test_table_view_lookups() -> None:
    """A view finds its zones by key and lists the faces it shows."""
    view = TableView("ftw", 0, 2, 0, {("hand", 0): Zone((4, 9)), ("hand", 1): Zone((HIDDEN,) * 2)}, Facts())
    assert view.zone("hand", 0).cards == (4, 9)
    assert view.zone("pile").cards == ()
    assert view.zone("hand", 1).hidden_count == 2
    assert view.visible_cards() == [4, 9]


def test_streams_are_reproducible_and_distinct() -> None:
    """The same seed and keys give the same stream; other seeds or keys give other streams."""
    draw = [stream(7, "deal", 1).random() for _ in range(2)]
    assert draw[0] == draw[1]
    others = {stream(7, "deal", 2).random(), stream(8, "deal", 1).random(), stream(7, "start").random()}
    assert draw[0] not in others
    assert len(others) == 3


def test_record_round_trip_and_refusals() -> None:
    """A record rebuilds its match; bad records are refused with a ReplayError that says why."""
    game = get_game("ftw")
    state = game.new_state(3, 42)
    for _ in range(10):
        state.apply(state.legal_actions()[-1])
    record = state.record()
    assert GameRecord.from_json(record.to_json()) == record
    assert replay(record) == state
    assert record.replay(game, upto=4) != state
    with pytest.raises(ReplayError, match="not legal"):
        GameRecord("ftw", 3, 42, {}, ("A 1",)).replay(game)
    with pytest.raises(ReplayError, match="cannot be read"):
        GameRecord("ftw", 3, 42, {}, ("dance",)).replay(game)
    with pytest.raises(ReplayError, match="players"):
        GameRecord("ftw", 9, 42, {}, ()).replay(game)
    with pytest.raises(ReplayError, match="options"):
        GameRecord("ftw", 3, 42, {"rounds": "many"}, ()).replay(game)
    with pytest.raises(ReplayError, match="not 'ftw'"):
        GameRecord("poker", 3, 42, {}, ()).replay(game)
    for bad in ([], {"game_id": 1}, {**record.to_json(), "actions": [1]}, {**record.to_json(), "seed": "x"}):
        with pytest.raises(ReplayError):
            GameRecord.from_json(bad)


def test_unknown_game_id_names_the_known_ones() -> None:
    """get_game refuses an unknown id and lists the ids there are."""
    with pytest.raises(KeyError, match="ftw"):
        get_game("chess")


def test_options_are_validated() -> None:
    """Options come from the game's model: defaults, dicts validated, nonsense refused."""
    game = get_game("ftw")
    assert game.new_state(3, 1).num_rounds == 3  # type: ignore[attr-defined]
    assert game.new_state(3, 1, {"rounds": 1}).num_rounds == 1  # type: ignore[attr-defined]
    for bad in ({"rounds": 0}, {"rounds": 13}, {"speed": 2}):
        with pytest.raises(ValueError, match="invalid options"):
            game.new_state(3, 1, bad)


def test_memo_computes_once_and_stays_bounded() -> None:
    """A memo computes each key once, and past its limit still answers without growing."""
    calls: list[int] = []

    def square(x: int) -> int:
        calls.append(x)
        return x * x

    memo = Memo(square, limit=2)
    assert memo[3] == 9
    assert memo[3] == 9
    assert calls == [3]
    assert memo[4] == 16
    assert memo[5] == 25
    assert memo[5] == 25
    assert len(memo) == 2
    assert calls == [3, 4, 5, 5]
