"""How Karriere Poker games and matches are decided: positions by going out (KP-6), and the end of
the match and its winner and loser (KP-8).

A game gives every seat a position, 1 (Boss) to N (Dishwasher), in the order
they went out. Only the positions count: the match is won by the Boss of its
last game, and a Dishwasher-streak match also names the seat that was
Dishwasher too often.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Outcome
from .options import KarrierePokerOptions

__all__ = ["match_result", "positions", "streak_loser"]


def positions(finished: Sequence[int], num_players: int) -> tuple[int, ...]:
    """Each seat's position from the order they went out (0: still holding cards)."""
    pos = [0] * num_players
    for i, seat in enumerate(finished):
        pos[seat] = i + 1
    return tuple(pos)


def match_result(
    options: KarrierePokerOptions, results: Sequence[tuple[int, ...]], time_up: bool
) -> Outcome | None:
    """The outcome if the match ends after the last of ``results`` (KP-8), else None.

    ``results`` holds every finished game's positions; ``time_up``: the time
    limit has been called (KP-8.4). The last game's Boss wins.
    """
    played = len(results)
    last = results[-1]
    n = len(last)
    mode = options.match_end
    if mode == "games":
        over = played >= options.games
    else:
        over = played >= options.max_games
        k = options.streak
        if mode == "time_limit":
            over = over or time_up
        elif played >= k:
            place = 1 if mode == "boss_streak" else n
            seats = {r.index(place) for r in results[-k:]}
            over = over or len(seats) == 1
    if not over:
        return None
    return Outcome(last, (last.index(1),))


def streak_loser(options: KarrierePokerOptions, results: Sequence[tuple[int, ...]]) -> int | None:
    """Dishwasher-streak matches: the seat that was Dishwasher in each of the last ``streak``
    games (KP-8.3), if one was; None in other matches."""
    k = options.streak
    if options.match_end != "dishwasher_streak" or len(results) < k:
        return None
    n = len(results[-1])
    seats = {r.index(n) for r in results[-k:]}
    return seats.pop() if len(seats) == 1 else None
