"""Karriere Poker's blunder positions (``tests/ai/blunders.py``): plays normal and hard never make.

Hands are lists of cards: 1..13, and 0 for a joker; game 1 (cards nobody is
given are set aside), seat 0 leads unless a position says otherwise. The
issue's named kind is the first group: a joker spent where a plain card wins
the lap. "8 J over 3 3" from the play-test (second in the lap, two players
still to answer) is not here: played on from there by the normal bots on the
same deals, ``5,JK`` was better than passing by 2.7 +- 0.8 points, so the
joker is a judgement there, not a blunder.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.engine import Action
from cardgames.games.karriere_poker import PASS, KarrierePokerState, play
from cardgames.games.karriere_poker.actions import Play

from .blunders import Position

# Four players: seat 0 leads a single 3 (or 3 3); then seat 1; then these two.
LEADER = [3, 3, 4, 5]
MIDDLE = [1, 2, 3, 5, 7, 8, 9, 10]
LAST = [5, 6, 7, 8, 9, 10, 11]
# Eight players: six small hands for the seats between the leader and the seat under test.
SMALL = [[1, 2, 4, 6], [1, 2, 4, 7], [1, 2, 5, 7], [1, 2, 5, 8], [1, 4, 6, 8], [2, 4, 6, 8]]


def deal(
    hands: Sequence[Sequence[int]], moves: Sequence[Action] = (), start: int = 0
) -> Callable[[], KarrierePokerState]:
    """A builder of game 1 with these hands, ``start`` leading, after ``moves``."""

    def build() -> KarrierePokerState:
        state = KarrierePokerState.from_deal(hands, start_player=start)
        for move in moves:
            state.apply(move)
        return state

    return build


def second(mine: list[int], lead: Action) -> Callable[[], KarrierePokerState]:
    """``mine`` is seat 1, first to answer seat 0's lead; two players act after it."""
    return deal([LEADER, mine, MIDDLE, LAST], [lead])


def last(mine: list[int], lead: Action) -> Callable[[], KarrierePokerState]:
    """``mine`` is seat 3, last in the lap after seat 0 led and seats 1 and 2 passed."""
    return deal([LEADER, MIDDLE, LAST, mine], [lead, PASS, PASS])


def last_of_eight(mine: list[int], lead: Action) -> Callable[[], KarrierePokerState]:
    """Eight players: ``mine`` is seat 7, last in the lap after seat 0 led and six passes."""
    return deal([LEADER, *SMALL, mine], [lead] + [PASS] * 6)


def with_jokers(action: Action) -> bool:
    return isinstance(action, Play) and action.jokers > 0


def leads(number: int, counts: Sequence[int] = (1, 2, 3, 4)) -> Callable[[Action], bool]:
    return lambda a: isinstance(a, Play) and a.number == number and a.count in counts


OTHERS = [1, 3, 4, 6, 8, 9, 10]

POSITIONS = [
    # --- the named kind: a joker where a plain card wins the lap
    Position(
        "last in the lap, a plain 6 wins over a 3: no joker",
        "the last player's raise wins the one-lap round anyway; the joker is a control for later",
        last([1, 1, 2, 6, 0], play(3, 1, 0)),
        with_jokers,
    ),
    Position(
        "last in the lap over 3 3, the plain 10 10 wins: no joker",
        "10 10 takes the round as surely as 8+JK or 12+JK, which spend the joker and break a group",
        last([1, 2, 8, 10, 10, 0, 12], play(3, 2, 0)),
        with_jokers,
    ),
    Position(
        "last in the lap over 3 3 with two jokers: 10 10 wins, not the joker pair",
        "two jokers alone win the round too, but 10 10 does it and keeps both jokers",
        last([1, 2, 10, 10, 0, 0], play(3, 2, 0)),
        with_jokers,
    ),
    Position(
        "eight players, last of a lap of seven passes: a plain 6 wins, no joker",
        "every other player passed; any raise takes the round, so the joker is wasted",
        last_of_eight([1, 1, 2, 6, 0], play(3, 1, 0)),
        with_jokers,
    ),
    Position(
        "second in the lap: a lone joker is kept over a single 3",
        "two players still answer; the lone joker is the hand's one control, worth more later",
        second([1, 1, 2, 2, 0], play(3, 1, 0)),
        with_jokers,
    ),
    # --- sets and leads
    Position(
        "second in the lap: four 12s are not broken for a single",
        "four 12s are nearly unbeatable as a set; one 12 for a single 3 wastes them",
        second([1, 2, 12, 12, 12, 12, 5, 6], play(3, 1, 0)),
        lambda a: isinstance(a, Play) and a.number == 12 and a.count < 4,
    ),
    Position(
        "the first lead is not the 13 or the joker",
        "low cards leave the hand only by leading them; the 13 and the joker win rounds later",
        deal([[2, 5, 7, 7, 11, 13, 0], OTHERS, OTHERS, OTHERS]),
        lambda a: isinstance(a, Play) and (a.number == 13 or a.jokers > 0),
    ),
    Position(
        "goes out with 11+JK over 3 3",
        "the hand's two cards beat the pair and empty it: first out",
        second([11, 0], play(3, 2, 0)),
        lambda a: a != play(11, 1, 1),
    ),
    Position(
        "a sure plan: the unbeatable triples before the 2",
        "the others hold two cards each, so no triple can be beaten; the 2 first gives the lead away",
        deal([[2, 7, 7, 7, 9, 9, 9], [12, 13], [11, 13], [10, 13]]),
        leads(2),
    ),
    Position(
        "everyone on one card: the sure pair first",
        "nobody can follow a pair; leading the 2 first lets a single beat it and go out",
        deal([[2, 9, 9], [13], [12], [11]]),
        leads(2),
    ),
    Position(
        "no single into the next player on one card",
        "the next player goes out on any single he beats; the pair of 7s he cannot follow",
        deal(
            [
                [2, 7, 7, 8, 11, 12, 13, 13],
                [1],
                [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
                [1, 2, 4, 5, 6, 8, 9, 10, 11],
            ]
        ),
        lambda a: isinstance(a, Play) and a.size == 1,
    ),
    Position(
        "two players left: the pair first, then the 5 goes out",
        "the other holds two cards and cannot follow 9 9, so the 5 then empties the hand; "
        "a single first lets him beat it and lead his last card out",
        deal([[1, 5, 9, 9], [2], [13], [8, 10]], [play(1, 1, 0), play(2, 1, 0), play(13, 1, 0), PASS]),
        lambda a: isinstance(a, Play) and a.size == 1,
    ),
    Position(
        "eight players, second in the lap: a lone joker is kept over a single 3",
        "six players still answer; the lone joker is the hand's one control",
        deal([LEADER, [1, 1, 2, 2, 0], *SMALL], [play(3, 1, 0)]),
        with_jokers,
    ),
]
