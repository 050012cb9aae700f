"""The coach: the hard bot's view of each legal move of a person's turn, for the Hint window.

``advise`` runs the hard bot's search (the game's hooks, the same ISMCTS) from
one seat and turns its root statistics into advice: per legal move its
chance to win as the search measured it, how sure that figure is, and a
verdict the table puts in one line of words (``Verdict``).

Honesty: like every bot here, the coach is handed a sample the seat could
hold (``prepare``: ``determinize`` of the true state from that seat), never
the true state, and the search samples again from there in every iteration.
So a hint says nothing the person could not have worked out from what they
see.

The search runs in the app's search process (``cardgames.ai.remote``) so the
table never waits for it; the result is plain data (actions by value, floats)
and crosses the process boundary by pickle.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..engine import Action, AnyState, SearchHooks
from .ismcts import MoveValue, search

__all__ = ["COACH_SECONDS", "Advice", "MoveAdvice", "Verdict", "advise", "prepare"]

#: How long the coach searches: longer than a bot's move (a person asked and waits for the answer,
#: the table does not).
COACH_SECONDS = 1.0
#: Standard errors within which a move counts as good as the best.
CLOSE_Z = 2.0


class Verdict(StrEnum):
    """What the coach says of one move, in a word (the table words it in the person's language)."""

    ONLY = "only"  # the one legal move
    BEST = "best"  # the move the hard bot would play
    CLOSE = "close"  # as good as the best, within what the search can tell apart
    WORSE = "worse"  # clearly behind the best
    UNSEARCHED = "unsearched"  # the search did not think it worth a look


@dataclass(frozen=True, slots=True)
class MoveAdvice:
    """One legal move as the coach sees it."""

    action: Action
    verdict: Verdict
    #: The seat's chance to win after this move, in [0, 1] (None: not searched).
    chance: float | None
    #: Standard error of ``chance``.
    stderr: float
    #: How many of the search's simulations went through this move.
    visits: int
    #: Points of win chance behind the best move (0 for the best and for unsearched moves).
    behind: float
    #: The game's own (normal bot's) move here.
    usual: bool


@dataclass(frozen=True, slots=True)
class Advice:
    """The coach's answer for ``seat``'s turn at ``moves_played`` actions into the match."""

    seat: int
    moves_played: int
    #: Every legal move, the best first, then by chance; unsearched ones last.
    moves: tuple[MoveAdvice, ...]
    iterations: int
    seconds: float

    @property
    def best(self) -> MoveAdvice:
        """The move the hard bot would play."""
        return self.moves[0]


def prepare(state: AnyState, seat: int, rng: random.Random) -> AnyState:
    """What the coach is allowed to see: a sample of ``state`` drawn from ``seat``'s knowledge."""
    if state.current_player != seat:
        raise ValueError(f"seat {seat} is not to act")
    sample = state.determinize(seat, rng)
    sample.quiet = True
    return sample


def advise(
    sample: AnyState,
    seat: int,
    rng: random.Random,
    hooks: SearchHooks[Any],
    seconds: float = COACH_SECONDS,
    iterations: int | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Advice:
    """Search ``sample`` (from :func:`prepare`) for ``seat`` and rate every legal move."""
    legal = sample.legal_actions()
    moves_played = len(sample.history)
    if len(legal) == 1:
        only = MoveAdvice(legal[0], Verdict.ONLY, None, 0.0, 0, 0.0, False)
        return Advice(seat, moves_played, (only,), 0, 0.0)
    result = search(sample, seat, rng, hooks, seconds=seconds, iterations=iterations, should_stop=should_stop)
    values: dict[Action, MoveValue] = {m.action: m for m in result.moves}
    chosen = values.get(result.action)
    rated: list[MoveAdvice] = []
    for action in legal:
        value = values.get(action)
        usual = action == result.default
        if value is None:
            rated.append(MoveAdvice(action, Verdict.UNSEARCHED, None, 0.5, 0, 0.0, usual))
            continue
        if action == result.action:
            verdict, behind = Verdict.BEST, 0.0
        else:
            assert chosen is not None
            behind = max(0.0, chosen.mean - value.mean)
            error = (chosen.stderr**2 + value.stderr**2) ** 0.5
            verdict = Verdict.CLOSE if behind <= CLOSE_Z * error else Verdict.WORSE
        rated.append(MoveAdvice(action, verdict, value.mean, value.stderr, value.visits, behind, usual))
    order = {Verdict.BEST: 0, Verdict.CLOSE: 1, Verdict.WORSE: 1, Verdict.UNSEARCHED: 2}
    rated.sort(key=lambda m: (order[m.verdict], -(m.chance or 0.0), -m.visits))
    return Advice(seat, moves_played, tuple(rated), result.iterations, result.seconds)
