"""FTW?!'s blunder positions (``tests/ai/blunders.py``): plays normal and hard never make.

Two players unless a name says six; every position is in the match's last
round unless it says otherwise, seat 0 to act. Disputed positions were
checked with paired continuations from each candidate on the same sampled
deals (normal against normal to the end of the match): every blunder here
costs a clear share of the win there, or is dominated outright (the same
move with less in hand or in the helper row).
"""

from __future__ import annotations

from cardgames.engine import Action
from cardgames.games.ftw.actions import LayAndTake, PassCards, PlayHigher, PlayWithHelpers
from cardgames.games.ftw.scoring import round_points
from cardgames.games.ftw.state import FtwState

from .blunders import Position


def _is_higher_with(*cards: int):  # type: ignore[no-untyped-def]
    return lambda a: isinstance(a, PlayHigher) and a.card in cards


def _not_taking(card: int):  # type: ignore[no-untyped-def]
    """Anything but B taking ``card``."""
    return lambda a: not (isinstance(a, LayAndTake) and a.take == card)


def _goes_out(a: Action) -> bool:
    """Seat 0 holds two cards: A and C leave it one, which ends the round."""
    return isinstance(a, (PlayHigher, PlayWithHelpers))


def _six(
    hands: list[list[int]], pile: list[int], scores: list[int], helpers: list[list[int]] | None = None
) -> FtwState:
    """A six-player last round; the cards nobody holds are out of the round, seen by everyone."""
    rows = helpers or [[] for _ in hands]
    used = {c for part in (*hands, pile, *rows) for c in part}
    out = [c for c in range(1, 61) if c not in used]
    return FtwState.from_deal(hands, pile=pile, helpers=rows, out=out, aside=[], scores=scores, num_rounds=1)


def _b_hand_scores_nothing(a: Action) -> bool:
    """B in the position below whose hand then scores 0 (hand 2 5 32, pile 30 3 33)."""
    if not isinstance(a, LayAndTake):
        return False
    hand = [c for c in (2, 5, 32) if c != a.card] + [a.take]
    return round_points(hand) == 0


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
    Position(
        "no way out that loses the match: 10 behind 20, B takes the 30",
        "every way out keeps 2 or 3 points, 13 at most against 20: lost for certain; laying a card and "
        "taking the 30 keeps a 30-point way out for the next turn (the opponent cannot go out from 4 cards)",
        lambda: FtwState.from_deal(
            [[2, 3], [5, 12, 20, 33]], pile=[30], helpers=[[27, 28, 29], []], scores=[10, 20], num_rounds=1
        ),
        _not_taking(30),
    ),
    Position(
        "round 1 of 2, 50 behind: a way out with 3 points cannot catch up",
        "3 points now and at most 36 in the last round cannot reach 50: every way out loses the match; "
        "B taking the 30 keeps a 30-point way out for the next turn and the match open",
        lambda: FtwState.from_deal(
            [[2, 3], [5, 12, 20, 33]], pile=[30], helpers=[[27, 28, 29], []], scores=[0, 50], num_rounds=2
        ),
        _goes_out,
    ),
    Position(
        "the pass keeps the hand's highest card",
        "the highest card is what a hand scores with at the end; passing the 12 gives it away",
        lambda: FtwState.from_deal([list(range(1, 13)), list(range(13, 25))], passing=True, num_rounds=1),
        lambda a: isinstance(a, PassCards) and 12 in a.cards,
    ),
    Position(
        "the opponent on two cards is blocked with a card above theirs",
        "a 4 or a 10 on the pile (or B, which empties it) lets the opponent go out at once while this hand "
        "scores nothing; the 33, 34 or 35 leaves them no higher card (the only higher ones are ours)",
        lambda: FtwState.from_deal([[4, 10, 33, 34, 35], [20, 30]], pile=[3], scores=[50, 50], num_rounds=1),
        lambda a: not _is_higher_with(33, 34, 35)(a),
    ),
    Position(
        "round 1 of 2: C with the 8 alone keeps the 15 for the way out",
        "5 with the 8 beats the 12 and keeps the 15, which lifts the 20 over any top below 35 for the way "
        "out keeping the 30 next turn; spending the 15 too (or instead) gives that up for nothing "
        "(paired continuations: 5 with 15 -0.05, with 8 and 15 -0.12 of the win)",
        lambda: FtwState.from_deal(
            [[5, 20, 30], [6, 14, 21, 33, 35]],
            pile=[12],
            helpers=[[8, 15], []],
            scores=[10, 10],
            num_rounds=2,
        ),
        lambda a: isinstance(a, PlayWithHelpers) and 15 in a.helpers,
    ),
    Position(
        "30 against 10 in the last round: go out now",
        "the 30 beats the 20 and ends the match keeping 2: 32 against 10 and whatever the opponent's five "
        "cards score; B opens the match for them again",
        lambda: FtwState.from_deal([[2, 30], [6, 14, 21, 33, 35]], pile=[20], scores=[30, 10], num_rounds=1),
        lambda a: isinstance(a, LayAndTake),
    ),
    Position(
        "the 34 in the pile is not left under a 20 or a 25",
        "the next player lays any lower card and takes the 34 for a keeper (paired continuations: A 20 "
        "-0.25, A 25 -0.37 of the win against B taking the 34); 3 with helper 10 drops the top to 3",
        lambda: FtwState.from_deal(
            [[3, 20, 25, 36], [6, 14, 21, 30]],
            pile=[34, 12],
            helpers=[[10], []],
            scores=[20, 20],
            num_rounds=1,
        ),
        _is_higher_with(20, 25),
    ),
    Position(
        "B takes the 3 when the round ends next turn",
        "B empties the pile and the opponent goes out from two cards at once, so the hand is scored as B "
        "leaves it: 32 with 2 and 3 (or 5 and 3) scores 24-27; a second high card beside the 32, or the "
        "32 laid for the 3, scores nothing",
        lambda: FtwState.from_deal([[2, 5, 32], [14, 21]], pile=[30, 3, 33], scores=[20, 20], num_rounds=1),
        _b_hand_scores_nothing,
    ),
    Position(
        "six players: the next player on two cards is blocked",
        "a 4 or a 10 (or B, which empties the pile) lets the next player go out at once, while this hand "
        "scores nothing; 55, 57 or 58 is above every card still unseen",
        lambda: _six(
            [
                [4, 10, 55, 57, 58],
                [20, 30],
                [1, 5, 11, 22, 31, 41],
                [2, 6, 12, 23, 32, 42],
                [7, 13, 24, 33, 43, 52],
                [8, 14, 25, 34, 44, 53],
            ],
            pile=[3],
            scores=[50] * 6,
        ),
        lambda a: not _is_higher_with(55, 57, 58)(a),
    ),
    Position(
        "six players, last round: no way out that loses to the leader across the table",
        "10 and a kept 3 cannot reach the 35 of the player three seats on; B taking the 40 keeps a "
        "40-point way out next turn (no other hand can go out before it)",
        lambda: _six(
            [
                [2, 3],
                [4, 11, 21, 31, 41],
                [5, 12, 22, 32, 42],
                [6, 13, 23, 33, 43],
                [7, 14, 24, 34, 44],
                [8, 15, 25, 35, 45],
            ],
            pile=[40],
            helpers=[[38, 39], [], [], [], [], []],
            scores=[10, 0, 0, 35, 0, 0],
        ),
        _not_taking(40),
    ),
]
