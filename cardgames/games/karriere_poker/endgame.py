"""Two players left in a game, solved exactly (the hard bot's endgame).

With two hands left and every card known (a sampled deal), the rest of a
one-lap game is a small race: the leader lays a set, the other answers once
(a raise of the same size and a higher value, or a pass), and whoever played
last leads again; the first to empty the hand takes the better of the two
positions left. :func:`leader_wins` plays it out by minimax over the sets
(memoised on the two hands), and :func:`endgame_values` does it on sampled
deals (the belief's, when the hooks infer) and values each move of the seat
by the match chance of the position it leads to, on average (perfect-
information Monte Carlo, as Seven-up's endgame does for its last tricks).

Only the one-lap round rule is solved (until-all-pass lets the two raise
each other for as long as they can, a larger game); a deal whose race takes
more than ``NODES`` positions is given up, and then the search decides.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from math import sqrt

from ...engine import Action
from .basics import JOKER_RANK
from .state import KarrierePokerState

__all__ = ["CARDS", "NODES", "SAMPLES", "endgame_values", "leader_wins", "sets_of"]

#: Sampled deals per decision.
SAMPLES = 48
#: Cards in the two hands together at most for the race to be solved (above: the search decides).
CARDS = 10
#: Positions of one deal's race at most (its memo's size) before the deal is given up.
NODES = 5_000

Hand = tuple[int, ...]


class _TooBig(Exception):
    """The race has more positions than ``NODES``."""


def sets_of(hand: Hand, k: int = 0, top: int = 0, jokers_over: bool = False) -> list[tuple[int, int, int]]:
    """The sets ``(number, count, jokers)`` ``hand`` may lay: any set for a lead (``k`` 0), else the
    ``k``-sets beating a top of value ``top`` (``JOKER_RANK``: jokers alone, beaten only by jokers
    alone, and only with ``jokers_over``)."""
    jokers = hand[0]
    out: list[tuple[int, int, int]] = []
    if k == 0:
        for v in range(1, 14):
            for m in range(1, hand[v] + 1):
                for j in range(jokers + 1):
                    out.append((v, m, j))
        for j in range(1, jokers + 1):
            out.append((0, 0, j))
        return out
    if top < JOKER_RANK:
        for v in range(top + 1, 14):
            c = hand[v]
            for m in range(max(1, k - jokers), min(c, k) + 1):
                out.append((v, m, k - m))
    if jokers >= k and (top < JOKER_RANK or jokers_over):
        out.append((0, 0, k))
    return out


def _less(hand: Hand, v: int, m: int, j: int) -> Hand:
    h = list(hand)
    h[v] -= m
    h[0] -= j
    return tuple(h)


def leader_wins(lead: Hand, other: Hand, jokers_over: bool, memo: dict[tuple[Hand, Hand], bool]) -> bool:
    """True when the player to lead with ``lead`` empties the hand before ``other`` does, both
    playing perfectly (one-lap rounds of two players)."""
    key = (lead, other)
    found = memo.get(key)
    if found is not None:
        return found
    if len(memo) >= NODES:
        raise _TooBig
    result = False
    for v, m, j in sets_of(lead):
        after = _less(lead, v, m, j)
        if not any(after):
            result = True
            break
        if _answer_loses(other, after, m + j, v if m else JOKER_RANK, jokers_over, memo):
            result = True
            break
    memo[key] = result
    return result


def _answer_loses(
    hand: Hand, leader: Hand, k: int, top: int, jokers_over: bool, memo: dict[tuple[Hand, Hand], bool]
) -> bool:
    """True when every answer of ``hand`` to a ``k``-set of value ``top`` still lets ``leader`` out first."""
    # A pass: the leader leads again.
    if not leader_wins(leader, hand, jokers_over, memo):
        return False
    for v, m, j in sets_of(hand, k, top, jokers_over):
        after = _less(hand, v, m, j)
        if not any(after) or leader_wins(after, leader, jokers_over, memo):
            return False
    return True


def first_out(state: KarrierePokerState, seat: int, memo: dict[tuple[Hand, Hand], bool]) -> bool:
    """True when ``seat`` (one of the two left in ``state``, a full deal) goes out first."""
    p = state.current_player
    assert p is not None
    q = state.nxt[p]
    while not state.sizes[q]:
        q = state.nxt[q]
    if not state.leading and state.top_seat != q:
        # p answers the set of a player now out: who leads next follows the rules (KP-7).
        for action in state.legal_actions():
            x = state.clone()
            x.apply(action)
            if x.finished[-2] == p if x.active < 2 else first_out(x, p, memo):
                return p == seat
        return p != seat
    mine, theirs = tuple(state.hands[p]), tuple(state.hands[q])
    jo = state.jokers_over
    if state.leading:
        wins = leader_wins(mine, theirs, jo, memo)
    else:
        # p answers q's set: p wins unless every answer lets q out first.
        wins = not _answer_loses(mine, theirs, state.top_size, state.top_value, jo, memo)
    return wins == (p == seat)


def solvable(state: KarrierePokerState) -> bool:
    """Two players left in a one-lap game, with few enough cards between them to solve."""
    return (
        state.one_lap and state.active == 2 and state.current_player is not None and sum(state.sizes) <= CARDS
    )


def endgame_values(
    state: KarrierePokerState,
    seat: int,
    draw: Callable[[random.Random], KarrierePokerState],
    rng: random.Random,
    worth: Sequence[float],
    should_stop: Callable[[], bool] | None = None,
) -> list[tuple[Action, float, float, int]] | None:
    """Each legal move of ``seat`` with the mean and standard error of its worth over sampled deals
    (``worth[0]``: taking the better position left, ``worth[1]``: the other), best first; None when a
    deal's race is too big to solve."""
    legal = state.legal_actions()
    totals = [0.0] * len(legal)
    squares = [0.0] * len(legal)
    deals = 0
    for _ in range(SAMPLES):
        d = draw(rng)
        memo: dict[tuple[Hand, Hand], bool] = {}
        try:
            for i, action in enumerate(legal):
                x = d.clone()
                x.quiet = True
                x.stop_at_round_end = True
                x.apply(action)
                first = x.finished[-2] == seat if x.active < 2 else first_out(x, seat, memo)
                value = worth[0] if first else worth[1]
                totals[i] += value
                squares[i] += value * value
        except _TooBig:
            return None
        deals += 1
        if should_stop is not None and should_stop():
            break
    means = [t / deals for t in totals]
    errors = [
        sqrt(max(0.0, (squares[i] - deals * means[i] ** 2) / (deals - 1)) / deals) if deals > 1 else 0.5
        for i in range(len(legal))
    ]
    order = sorted(range(len(legal)), key=lambda i: -means[i])
    return [(legal[i], means[i], errors[i], deals) for i in order]
