"""Declared state fields: slots, clone and equality made from the annotations (engine.fields)."""

from __future__ import annotations

import pickle
import random
from typing import Annotated, Any

import pytest
from pydantic import BaseModel, ConfigDict

from cardgames.engine import (
    Action,
    IllegalAction,
    Message,
    NumberCard,
    Resets,
    RowsShared,
    Shared,
    State,
    TableView,
    Uncompared,
)
from cardgames.engine.events import Event
from cardgames.engine.fields import field_specs
from cardgames.games import GAMES


class _Options(BaseModel):
    model_config = ConfigDict(frozen=True)


class _Toy(State[_Options, Action, dict[str, Any]]):
    """A state with one field of every kind."""

    count: int
    rows: list[list[int]]
    flat: list[int]
    named: dict[str, int]
    maybe: list[int] | None
    kept: Annotated[list[int], Shared]
    lazy_rows: Annotated[list[list[int]], RowsShared]
    marks: Annotated[int, Resets(0), Uncompared]
    cache: Annotated[list[int], Uncompared]

    def _legal_actions(self) -> list[Action]:
        return []

    def _why_illegal(self, action: Action) -> Message | None:
        return None

    def _apply(self, action: Action) -> list[Event]:
        return []

    def view(self, seat: int | None) -> TableView:
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> _Toy:
        return self.clone()

    def true_zones(self) -> dict[tuple[Any, ...], list[int]]:
        return {}

    def deck(self) -> list[int]:
        return []


class Bag:
    """A mutable thing that does not say how it is copied."""


def _toy() -> _Toy:
    s = _Toy.__new__(_Toy)
    s._init_base(2, 7, _Options())
    s.count = 3
    s.rows = [[1, 2], [3]]
    s.flat = [4, 5]
    s.named = {"a": 1}
    s.maybe = None
    s.kept = [9]
    s.lazy_rows = [[1], [2]]
    s.marks = 5
    s.cache = [0]
    return s


def test_the_annotations_become_the_slots() -> None:
    assert _Toy.__slots__ == (
        "count",
        "rows",
        "flat",
        "named",
        "maybe",
        "kept",
        "lazy_rows",
        "marks",
        "cache",
    )
    s = _toy()
    with pytest.raises(AttributeError):
        s.undeclared = 1  # type: ignore[attr-defined]


def test_a_clone_copies_each_field_as_declared() -> None:
    s = _toy()
    s.maybe = [1]
    c = s.clone()
    assert c == s
    assert c is not s
    assert c.rows == s.rows
    assert c.rows is not s.rows
    assert c.rows[0] is not s.rows[0]
    assert c.flat is not s.flat
    assert c.named is not s.named
    assert c.maybe is not s.maybe
    assert c.history is not s.history
    assert c.kept is s.kept  # Shared: replaced, never changed in place
    assert c.lazy_rows is not s.lazy_rows
    assert c.lazy_rows[0] is s.lazy_rows[0]  # RowsShared
    assert c.marks == 0
    assert s.marks == 0  # Resets: both restart
    c.rows[0].append(7)
    c.flat.append(7)
    c.named["b"] = 2
    assert s.rows == [[1, 2], [3]]
    assert s.flat == [4, 5]
    assert s.named == {"a": 1}
    assert c != s


def test_equality_reads_every_field_but_the_uncompared() -> None:
    s = _toy()
    for name, value in [
        ("count", 4),
        ("rows", [[1, 2], [4]]),
        ("flat", [5]),
        ("named", {}),
        ("maybe", []),
        ("kept", []),
        ("lazy_rows", [[1]]),
        ("seed", 8),
        ("current_player", 1),
    ]:
        other = s.clone()
        setattr(other, name, value)
        assert other != s, name
    other = s.clone()
    other.cache = [1, 2]
    other.marks = 9
    other.quiet = True
    assert other == s


def test_a_field_that_may_change_in_place_must_say_how_it_is_copied() -> None:
    class Loose(_Toy):
        bag: Bag

    with pytest.raises(TypeError, match=r"Loose\.bag"):
        field_specs(Loose)
    with pytest.raises(TypeError, match=r"Loose\.bag"):
        Loose.__new__(Loose).clone()


def test_clone_and_pickle_keep_equality_in_every_game() -> None:
    """Every game: a clone and a pickled copy equal the original all through a random match, and
    a move applied to a clone never shows in the original."""
    for game in GAMES.values():
        for players in (game.min_players, game.max_players):
            state = game.new_state(players, 11)
            rng = random.Random(5)
            for _ in range(400):
                if state.is_over:
                    break
                copy = state.clone()
                assert copy == state, game.id
                before = pickle.loads(pickle.dumps(state))
                action = rng.choice(state.legal_actions())
                copy.apply(action)
                assert state == before, game.id
                state.apply(action)
                assert copy == state, game.id


def test_every_game_field_is_compared_unless_written_down() -> None:
    """The exclusions from equality are the ones declared, nothing else."""
    uncompared = {
        game.id: {
            spec.name for spec in field_specs(type(game.new_state(game.min_players, 1))) if not spec.compared
        }
        for game in GAMES.values()
    }
    assert uncompared == {
        "ftw": {"quiet", "stop_at_round_end"},
        "karriere_poker": {"quiet", "stop_at_round_end", "owned"},
        "seven_up": {"quiet", "stop_at_round_end"},
        "straight_up": {"quiet", "stop_at_round_end", "suits"},
    }


def test_seven_up_views_that_differ_mean_states_that_differ() -> None:
    """The old hand-written signature left out the hand's result, which the view shows."""
    game = GAMES["seven_up"]
    state = game.new_state(2, 3)
    rng = random.Random(2)
    while state.result_hand == 0:  # type: ignore[attr-defined]
        state.apply(rng.choice(state.legal_actions()))
    other = state.clone()
    other.last_result = None  # type: ignore[attr-defined]
    assert other != state


def test_the_quick_check_still_refuses_and_leaves_the_state() -> None:
    """Karriere Poker's fast path for common moves: an illegal play still takes the full check."""
    game = GAMES["karriere_poker"]
    state = game.new_state(4, 9)
    quick = type(state).quick_legal
    assert quick is not None
    tried = 0
    for card in sorted(set(state.deck())):
        action = game.parse_action(f"play {NumberCard(card)}")
        if state.why_illegal(action) is None:
            assert quick(state, action)  # the usual legal play takes the short way
            continue
        tried += 1
        before = state.clone()
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state == before
    assert tried > 0
