"""FTW?! scoring (FTW-5): a hand's points, worked out for the table too, and the match's winners."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

__all__ = ["HandScore", "RoundEnd", "hand_score", "round_points", "winners"]


def round_points(hand: Sequence[int]) -> int:
    """Highest card minus all other cards, never below 0 (FTW-5.1).

    The fast form of :func:`hand_score` (``2 * top - sum``): rollouts score
    every hand of every simulated round with it.
    """
    if not hand:
        return 0
    top = max(hand)
    return max(0, 2 * top - sum(hand))


class HandScore(NamedTuple):
    """A hand's points worked out the way the rules say them (FTW-5.1), for a summary to show."""

    #: The highest card (0 for an empty hand).
    best: int
    #: The other cards, highest first.
    others: tuple[int, ...]
    #: ``best`` minus the others; may be negative.
    difference: int
    #: What the hand scores: the difference, at least 0 (equal to :func:`round_points`).
    points: int


def hand_score(hand: Sequence[int]) -> HandScore:
    """The highest card, the others and the points of ``hand`` (FTW-5.1)."""
    if not hand:
        return HandScore(0, (), 0, 0)
    ordered = sorted(hand, reverse=True)
    best, others = ordered[0], tuple(ordered[1:])
    return HandScore(best, others, best - sum(others), round_points(hand))


def winners(scores: Sequence[int]) -> tuple[int, ...]:
    """The seats with the highest total; a tie shares the win (FTW-5.3)."""
    best = max(scores)
    return tuple(s for s, total in enumerate(scores) if total == best)


class RoundEnd(NamedTuple):
    """How a round ended (public, for its summary)."""

    #: The seat whose turn left it one hand card.
    seat: int
    #: The card it played (or laid, with B) in that turn.
    card: int
    #: Every hand as it was scored, by seat.
    hands: tuple[tuple[int, ...], ...]
