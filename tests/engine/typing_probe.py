"""A probe of the typed contract, type-checked by ``test_typing_probe.py`` (never run as a test).

Each game hands out its own types: its ``new_state`` is its state, its ``default_options`` its
options, its bots and search hooks are typed on its state, and its state's ``legal_actions`` are
its actions. ``assert_type`` fails when a type is wider than that (``Any`` included), and each
deliberately wrong call carries an ignore that mypy (``--warn-unused-ignores``) reports as unused
the day the typing loosens so far that the wrong call passes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import assert_type

from cardgames.engine import Bot, Event, SearchHooks
from cardgames.games.ftw import FTW, FtwAction, FtwOptions, FtwState
from cardgames.games.karriere_poker import (
    KARRIERE_POKER,
    KarrierePokerAction,
    KarrierePokerOptions,
    KarrierePokerState,
)
from cardgames.games.seven_up import SEVEN_UP, SevenUpAction, SevenUpOptions, SevenUpState
from cardgames.games.straight_up import STRAIGHT_UP, StraightUpAction, StraightUpOptions, StraightUpState


def ftw() -> None:
    assert_type(FTW.new_state(3, 1), FtwState)
    assert_type(FTW.default_options, FtwOptions)
    assert_type(FTW.make_options({}), FtwOptions)
    assert_type(FTW.bot_levels(), Mapping[str, Callable[[], Bot[FtwState]]])
    assert_type(FTW.search_hooks(), SearchHooks[FtwState])
    t = FtwState.new(3, 1, FTW.default_options)
    assert_type(t.legal_actions(), list[FtwAction])
    assert_type(t.apply(t.legal_actions()[0]), list[Event])
    other = SEVEN_UP.new_state(3, 1)
    FtwState.new(3, 1, SEVEN_UP.default_options)  # type: ignore[arg-type]
    t.apply(other.legal_actions()[0])  # type: ignore[arg-type]


def karriere_poker() -> None:
    assert_type(KARRIERE_POKER.new_state(4, 1), KarrierePokerState)
    assert_type(KARRIERE_POKER.default_options, KarrierePokerOptions)
    assert_type(KARRIERE_POKER.bot_levels(), Mapping[str, Callable[[], Bot[KarrierePokerState]]])
    assert_type(KARRIERE_POKER.search_hooks(), SearchHooks[KarrierePokerState])
    t = KarrierePokerState.new(4, 1, KARRIERE_POKER.default_options)
    assert_type(t.legal_actions(), list[KarrierePokerAction])
    t.apply(t.legal_actions()[0])
    other = FTW.new_state(3, 1)
    KarrierePokerState.new(4, 1, FTW.default_options)  # type: ignore[arg-type]
    t.apply(other.legal_actions()[0])  # type: ignore[arg-type]


def seven_up() -> None:
    assert_type(SEVEN_UP.new_state(3, 1), SevenUpState)
    assert_type(SEVEN_UP.default_options, SevenUpOptions)
    assert_type(SEVEN_UP.bot_levels(), Mapping[str, Callable[[], Bot[SevenUpState]]])
    assert_type(SEVEN_UP.search_hooks(), SearchHooks[SevenUpState])
    t = SevenUpState.new(3, 1, SEVEN_UP.default_options)
    assert_type(t.legal_actions(), list[SevenUpAction])
    t.apply(t.legal_actions()[0])
    other = STRAIGHT_UP.new_state(3, 1)
    SevenUpState.new(3, 1, STRAIGHT_UP.default_options)  # type: ignore[arg-type]
    t.apply(other.legal_actions()[0])  # type: ignore[arg-type]


def straight_up() -> None:
    assert_type(STRAIGHT_UP.new_state(3, 1), StraightUpState)
    assert_type(STRAIGHT_UP.default_options, StraightUpOptions)
    assert_type(STRAIGHT_UP.bot_levels(), Mapping[str, Callable[[], Bot[StraightUpState]]])
    assert_type(STRAIGHT_UP.search_hooks(), SearchHooks[StraightUpState])
    t = StraightUpState.new(3, 1, STRAIGHT_UP.default_options)
    assert_type(t.legal_actions(), list[StraightUpAction])
    t.apply(t.legal_actions()[0])
    other = KARRIERE_POKER.new_state(4, 1)
    StraightUpState.new(3, 1, KARRIERE_POKER.default_options)  # type: ignore[arg-type]
    t.apply(other.legal_actions()[0])  # type: ignore[arg-type]
