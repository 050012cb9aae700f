"""The blunder suite: every game's named positions (``blunders_<game>.py``), each with a play normal
and hard never make; asked in this process and, of hard, through the app's search process."""

from __future__ import annotations

import pytest

from cardgames.ai.remote import SearchProcess

from . import blunders_ftw, blunders_karriere_poker, blunders_seven_up, blunders_straight_up
from .blunders import Position, check_across_process, check_levels

POSITIONS = [
    pytest.param(position, id=f"{module.__name__.split('blunders_')[-1]}: {position.name}")
    for module in (blunders_seven_up, blunders_straight_up, blunders_karriere_poker, blunders_ftw)
    for position in module.POSITIONS
]


def test_the_suite_holds_at_least_forty_positions_with_unique_names() -> None:
    names = [p.values[0].name for p in POSITIONS]
    assert len(names) >= 40
    assert len(set(names)) == len(names)


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS)
def test_no_blunder(position: Position, level: str) -> None:
    check_levels(position, level)


@pytest.mark.parametrize("position", POSITIONS)
def test_no_blunder_in_the_search_process(position: Position, child: SearchProcess) -> None:
    check_across_process(position, child)
