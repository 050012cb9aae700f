"""The coach: the hard bot's view of each legal move of a person's turn, for the Hint window.

``advise`` runs the hard bot's search (the game's hooks, the same ISMCTS) from
one seat and turns its root statistics into advice: per legal move its
chance to win as the search measured it, how sure that figure is, a verdict
the table puts in words (``Verdict``), and the game's reasons for and against
the move (``cardgames.games.<id>.explain``, where the game has one: message
keys with parameters, which the table translates).

Which move the coach recommends, and in which order the moves are listed:

- A move the search tried fewer than ``MIN_TRIES`` times gets no number (a
  mean of a handful of playouts is noise), unless it is behind the
  recommendation even at the top of its spread; the others are listed by the
  number the table shows (the chance rounded to a whole per cent), best first.
- The recommendation is the move with the best number (the most tries among
  equal numbers), so the first row is the one recommended. A move whose
  number is within ``CLOSE_Z`` standard errors of the difference is "about as
  good" (the table says so in words). Players met the other way (the hard
  bot's own rule, which keeps its usual move unless it is clearly beaten) as
  a recommendation listed below better numbers, out of sight.

Honesty: like every bot here, the coach is handed a sample the seat could
hold (``prepare``: ``determinize`` of the true state from that seat), never
the true state, and the search samples again from there in every iteration.
The reasons read only the seat's own cards and the public table, so they are
the same in every sample. So a hint says nothing the person could not have
worked out from what they see.

The search runs in the app's search process (``cardgames.ai.remote``) so the
table never waits for it; the result is plain data (actions by value, floats,
messages) and crosses the process boundary by pickle. Its time is bounded by
``COACH_SECONDS`` of search (checked after every playout; a playout is a few
milliseconds at most), the normal bot's own move before it, and the reasons
after it (microseconds per move).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from math import sqrt
from typing import Any

from ..engine import Action, AnyState, Message, SearchHooks
from .ismcts import MoveValue, search

__all__ = [
    "CLOSE_Z",
    "COACH_SECONDS",
    "MIN_TRIES",
    "Advice",
    "Explain",
    "MoveAdvice",
    "Verdict",
    "advise",
    "explainer",
    "prepare",
]

#: How long the coach searches: longer than a bot's move (a person asked and waits for the answer,
#: the table does not).
COACH_SECONDS = 1.0
#: Standard errors of the difference within which two moves are as good as each other.
CLOSE_Z = 2.0
#: Playouts a move needs before its chance is shown as a number.
MIN_TRIES = 20

#: A game's reasons for and against a move: ``(state, seat, action) -> (pros, cons)``, each a list of
#: messages, the weightiest first, read only from what ``seat`` may see.
Explain = Callable[[Any, int, Action], tuple[list[Message], list[Message]]]


class Verdict(StrEnum):
    """What the coach says of one move, in a word (the table words it in the person's language)."""

    ONLY = "only"  # the one legal move
    BEST = "best"  # the coach's recommendation
    CLOSE = "close"  # as good as the recommendation, within what the search can tell apart
    WORSE = "worse"  # clearly behind the recommendation
    FEW = "few"  # tried, but too few times to give it a number
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
    #: Win chance ahead of the recommendation (negative: behind it; 0 for it and unsearched moves).
    ahead: float
    #: The game's reasons for the move, and against it (messages the table translates).
    pros: tuple[Message, ...] = ()
    cons: tuple[Message, ...] = ()

    @property
    def percent(self) -> int | None:
        """The chance as the table shows it, in whole per cent (None: no number is shown)."""
        if self.chance is None or self.verdict in (Verdict.FEW, Verdict.UNSEARCHED, Verdict.ONLY):
            return None
        return round(100 * self.chance)


@dataclass(frozen=True, slots=True)
class Advice:
    """The coach's answer for ``seat``'s turn at ``moves_played`` actions into the match."""

    seat: int
    moves_played: int
    #: Every legal move: by the number shown (best first), then the moves too little tried for a
    #: number, then those never tried.
    moves: tuple[MoveAdvice, ...]
    iterations: int
    seconds: float

    @property
    def best(self) -> MoveAdvice:
        """The coach's recommendation."""
        return next(m for m in self.moves if m.verdict in (Verdict.BEST, Verdict.ONLY))


def prepare(state: AnyState, seat: int, rng: random.Random) -> AnyState:
    """What the coach is allowed to see: a sample of ``state`` drawn from ``seat``'s knowledge."""
    if state.current_player != seat:
        raise ValueError(f"seat {seat} is not to act")
    sample = state.determinize(seat, rng)
    sample.quiet = True
    return sample


def explainer(game_id: str) -> Explain | None:
    """The reasons of a game (``cardgames.games.<id>.explain.reasons``), None for a game without."""
    name = f"{__package__.rsplit('.', 1)[0]}.games.{game_id}.explain"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and name.startswith(exc.name):
            return None  # no such module (a game registered by a test, say): no reasons
        raise
    reasons: Explain = module.reasons
    return reasons


def _reasons(explain: Explain | None, sample: AnyState, seat: int, action: Action) -> tuple[Any, Any]:
    if explain is None:
        return (), ()
    pros, cons = explain(sample, seat, action)
    return tuple(pros), tuple(cons)


def _recommend(values: Sequence[MoveValue]) -> MoveValue:
    """The move with the best number shown (the chance in whole per cent), the most tried among equals."""
    return max(values, key=lambda v: (round(100 * v.mean), v.visits))


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
    explain = explainer(sample.game.id)
    if len(legal) == 1:
        pros, cons = _reasons(explain, sample, seat, legal[0])
        only = MoveAdvice(legal[0], Verdict.ONLY, None, 0.0, 0, 0.0, pros, cons)
        return Advice(seat, moves_played, (only,), 0, 0.0)
    result = search(sample, seat, rng, hooks, seconds=seconds, iterations=iterations, should_stop=should_stop)
    values: dict[Action, MoveValue] = {m.action: m for m in result.moves if m.visits}
    most = max((v.visits for v in values.values()), default=0)
    enough = min(MIN_TRIES, most)
    numbered = [v for v in values.values() if v.visits >= enough]
    chosen = _recommend(numbered) if numbered else None
    rated: list[MoveAdvice] = []
    for action in legal:
        value = values.get(action)
        pros, cons = _reasons(explain, sample, seat, action)
        if value is None or chosen is None:
            rated.append(MoveAdvice(action, Verdict.UNSEARCHED, None, 0.5, 0, 0.0, pros, cons))
            continue
        ahead = value.mean - chosen.mean
        if value is chosen:
            verdict, ahead = Verdict.BEST, 0.0
        elif value.visits < enough and value.mean + CLOSE_Z * value.stderr >= chosen.mean:
            verdict = Verdict.FEW  # too few tries to say more than that it might be as good
        elif value.visits < enough:
            verdict = Verdict.WORSE  # behind even at the top of what so few tries allow
        elif ahead > 0 or -ahead <= CLOSE_Z * sqrt(chosen.stderr**2 + value.stderr**2):
            verdict = Verdict.CLOSE
        else:
            verdict = Verdict.WORSE
        rated.append(MoveAdvice(action, verdict, value.mean, value.stderr, value.visits, ahead, pros, cons))

    # The words follow the numbers shown: a move whose number is no lower than one that is "about as
    # good" is not "clearly behind" (each move's own spread would say so of a few).
    floor = min(
        (m.percent for m in rated if m.verdict is Verdict.CLOSE and m.percent is not None), default=None
    )
    if floor is not None:
        rated = [
            replace(m, verdict=Verdict.CLOSE)
            if m.verdict is Verdict.WORSE and m.percent is not None and m.percent >= floor
            else m
            for m in rated
        ]

    def rank(m: MoveAdvice) -> tuple[int, int, bool, int]:
        shown = m.percent
        group = 0 if shown is not None else 1 if m.verdict is Verdict.FEW else 2
        return (group, -(shown or 0), m.verdict is not Verdict.BEST, -m.visits)

    rated.sort(key=rank)
    return Advice(seat, moves_played, tuple(rated), result.iterations, result.seconds)
