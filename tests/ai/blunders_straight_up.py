"""Straight Up's blunder positions (``tests/ai/blunders.py``): plays normal and hard never make.

Positions come from ``StraightUpState.from_deal``: piles go from bottom to
top, market cards nobody names lie in the market deck, starting cards nobody
names are out of the game, and seat 0 is on turn with its hand dealt. Two
players own 4 copies of each goal rank, three or four players 8.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardgames.engine import Action
from cardgames.games.straight_up import StraightUpState, Strike, buy, place, strike

from .blunders import Position

J, Q, K, A = 11, 12, 13, 14


def _deal(draw: list[str], **rest: Any) -> Callable[[], StraightUpState]:
    """A builder of the position ``StraightUpState.from_deal(draw, **rest)``."""
    return lambda: StraightUpState.from_deal(draw, **rest)


def _all_but(good: Action) -> Callable[[Action], bool]:
    """Every play but ``good`` is the blunder."""
    return lambda action: action != good


def _is_strike(action: Action) -> bool:
    return isinstance(action, Strike)


POSITIONS = [
    Position(
        "the winning ace is placed before anything is bought",
        "the ace on the J-Q-K ends the match; buying the king or striking only gives the opponent a turn",
        _deal(
            ["9 8 7 10", "2 3 9 A"],
            hands=["10 10 A", ""],
            straights=[["J", "J Q K"], ["J Q K"]],
            market="K 9 6 A",
        ),
        _all_but(place(A, 1)),
    ),
    Position(
        "4 players: the winning ace is placed",
        "the ace on the J-Q-K ends the match; anything else lets three opponents move, one with a J-Q-K",
        _deal(
            ["9 8 7 10", "2 3 9 9", "2 3 9 8", "2 3 9 A"],
            hands=["10 10 A", "", "", ""],
            straights=[["J Q K"], ["J Q"], ["J"], ["J Q K"]],
            market="K 9 6 A 8 7",
        ),
        _all_but(place(A, 0)),
    ),
    Position(
        "the fourth king wins by monopoly",
        "owning every copy of a rank wins at once; the ace for the straight can wait",
        _deal(
            ["9 8 7 10", "2 3 9 9"],
            hands=["10 10 5", ""],
            discards=["K K K", ""],
            straights=[["J Q"], ["J"]],
            market="A 9 K 6",
        ),
        _all_but(buy(K)),
    ),
    Position(
        "3 players: the eighth queen wins by monopoly",
        "with three players a rank has 8 copies; the last one in the row wins at once",
        _deal(
            ["9 8 7 10", "2 3 9 9", "2 3 9 8"],
            hands=["10 10 5", "", ""],
            discards=["Q Q Q Q Q Q", "", ""],
            straights=[["J Q"], ["J"], ["J"]],
            market="A 9 Q 6 5",
        ),
        _all_but(buy(Q)),
    ),
    Position(
        "the opponent's three kings: the fourth is bought away",
        "the opponent wins by monopoly with the fourth king on his next turn",
        _deal(
            ["9 8 7 10", "2 3 9 9"],
            hands=["10 10 5", ""],
            discards=["", "K K K"],
            straights=[["J"], ["J"]],
            market="A 9 K 6",
        ),
        _all_but(buy(K)),
    ),
    Position(
        "the ace that completes the opponent's J-Q-K is bought away",
        "the opponent owns no ace: the one in the row is his win; a 9 does not stop it",
        _deal(
            ["9 8 7 K", "9 9 10 8"],
            hands=["10 10 5", ""],
            discards=["A", ""],
            straights=[["J Q"], ["J Q K"]],
            market="A 9 6 5",
        ),
        _all_but(buy(A)),
    ),
    Position(
        "3 players: the ace the J-Q-K waits for is not left in the row",
        "passing or buying money leaves the opponent's winning ace in the row for his next turn",
        _deal(
            ["9 8 7 K", "9 9 10 8", "9 10 8 7"],
            hands=["10 10 5", "", ""],
            discards=["A", "", ""],
            straights=[["J Q"], ["J Q K"], ["J"]],
            market="A 9 6 5 5",
        ),
        _all_but(buy(A)),
    ),
    Position(
        "J-Q in place: the king is bought",
        "the king is the straight's next card; a second jack or queen is a blank in the deck",
        _deal(
            ["9 8 7 10", "2 3 9 9"],
            hands=["10 10 5", ""],
            straights=[["J Q"], ["J"]],
            market="Q J 9 K",
        ),
        _all_but(buy(K)),
    ),
    Position(
        "J-Q in place: the king, not a 10",
        "the hand pays for the king that extends the straight; the money card only delays it",
        _deal(
            ["9 8 7 10", "2 3 9 9"],
            hands=["10 10 5", ""],
            straights=[["J Q"], ["J"]],
            market="10 9 K 6",
        ),
        _all_but(buy(K)),
    ),
    Position(
        "the J-Q-K with an ace behind it is struck",
        "the opponent's deck holds the ace for his J-Q-K; only the strike takes the king off in time",
        _deal(
            ["9 9 7 K", "9 10 A 8"],
            hands=["A 10 8", ""],
            straights=[["J Q"], ["J", "J Q K"]],
            market="5 6 7 Q",
        ),
        _all_but(strike(A, 1, 1)),
    ),
    Position(
        "3 players: the leader's J-Q-K is struck",
        "the seat with the J-Q-K and an ace in its deck leads; the strike belongs to it",
        _deal(
            ["9 9 7 K", "9 10 8 7", "9 10 A 8"],
            hands=["A 10 8", "", ""],
            straights=[["J"], ["J Q"], ["J Q K"]],
            market="5 6 7 Q 5",
        ),
        _all_but(strike(A, 2, 0)),
    ),
    Position(
        "4 players: the J-Q-K among three opponents is struck",
        "of three opponents only the one with the J-Q-K and an ace behind it threatens to win now",
        _deal(
            ["9 9 7 K", "9 10 8 7", "9 10 8 7", "9 10 A 8"],
            hands=["A 10 8", "", "", ""],
            straights=[["J"], ["J"], ["J Q"], ["J Q K"]],
            market="5 6 7 Q 5 6",
        ),
        _all_but(strike(A, 3, 0)),
    ),
    Position(
        "first turn: the strike is kept off a lone jack (queen in hand)",
        "the game's one strike barely delays a lone jack; kept, it takes a king off a J-Q-K later",
        _deal(["2 3 3 4", "2 2 3 3 4 4"], hands=["2 4 Q", ""], straights=[[], ["J"]], market="5 6 7 8"),
        _is_strike,
    ),
    Position(
        "first turn: the strike is kept off a lone jack (ace in hand)",
        "the ace strikes anything, which is why it is wasted on a lone jack on the first turn",
        _deal(["2 3 3 4", "2 2 3 3 4 4"], hands=["2 4 A", ""], straights=[[], ["J"]], market="5 6 7 8"),
        _is_strike,
    ),
]
