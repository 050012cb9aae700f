"""FTW?!'s blunder positions (``tests/ai/blunders.py``): plays normal and hard never make."""

from __future__ import annotations

import pytest

from cardgames.ai.remote import SearchProcess
from cardgames.games.ftw.actions import PlayHigher
from cardgames.games.ftw.state import FtwState

from .blunders import Position, check_across_process, check_levels


def _is_higher_with(card: int):  # type: ignore[no-untyped-def]
    return lambda a: isinstance(a, PlayHigher) and a.card == card


POSITIONS = [
    Position(
        "going out keeps the 35, not the 3",
        "3 with helper 18 beats the 20 and keeps the 35; going out with the 35 keeps only 3 points",
        lambda: FtwState.from_deal(
            [[3, 35], [5, 12, 21, 33]], pile=[20], helpers=[[18], []], scores=[10, 10], num_rounds=1
        ),
        _is_higher_with(35),
    ),
    Position(
        "the 36 is kept while 25 and 30 beat the pile too",
        "the 36 is the hand's keeper; 25 or 30 beats the 20 as well and costs less",
        lambda: FtwState.from_deal(
            [[5, 25, 30, 36], [6, 12, 21, 33, 34]], pile=[20], scores=[10, 10], num_rounds=1
        ),
        _is_higher_with(36),
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: p.name)
def test_no_blunder(position: Position, level: str) -> None:
    check_levels(position, level)


@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: p.name)
def test_no_blunder_in_the_search_process(position: Position, child: SearchProcess) -> None:
    check_across_process(position, child)
