"""How a Straight Up match ends (STR-6): a completed straight or every copy of a goal rank wins at
once; the [ENGINE] safeguards end a stuck match with no winner (STR-6.4, STR-A14).

The game keeps no points: the outcome gives the winner 1 and everybody else 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from ...engine import Message, Outcome
from .basics import GOALS, card_label
from .basics import msg as _m

__all__ = [
    "FULL_STRAIGHT",
    "End",
    "can_still_win",
    "end_message",
    "monopoly_rank",
    "nobody_can_win",
    "outcome",
]

#: Cards in a winning straight: J-Q-K-A (STR-6.1).
FULL_STRAIGHT = len(GOALS)

#: Why a match ended; "" while it runs.
End = Literal["", "straight", "monopoly", "round_cap", "unwinnable"]

_STRAIGHT = Message("su.log.win_straight", "completes J-Q-K-A and wins!")
_UNWINNABLE = Message("su.log.unwinnable", "Nobody can win any more: the match ends with no winner.")


def outcome(num_players: int, winner: int | None) -> Outcome:
    """The result: 1 for the winner, 0 for everybody else; nobody wins at the safeguards."""
    if winner is None:
        return Outcome((0,) * num_players, ())
    return Outcome(tuple(int(s == winner) for s in range(num_players)), (winner,))


def can_still_win(owned: Sequence[Sequence[int]], copies: int, seat: int) -> bool:
    """Whether ``seat`` could still win by some course of play (STR-A14).

    ``owned[q][k]``: the copies of goal rank k (J, Q, K, A) that seat q owns.
    Goal cards change owner only by a purchase and never leave the game, so a
    rank nobody else owns can still all become ``seat``'s, and a straight needs
    one copy of every goal rank that ``seat`` owns or can still buy.
    """
    return _can_win(owned[seat], _totals(owned), copies)


def _totals(owned: Sequence[Sequence[int]]) -> list[int]:
    """The copies of each goal rank owned by anybody."""
    return list(map(sum, zip(*owned, strict=True)))


def _can_win(mine: Sequence[int], totals: Sequence[int], copies: int) -> bool:
    if all(mine[k] or totals[k] < copies for k in range(4)):
        return True
    return any(totals[k] == mine[k] for k in range(4))


def nobody_can_win(owned: Sequence[Sequence[int]], copies: int) -> bool:
    """True once no seat can ever complete a straight or own every copy of a rank (STR-A14)."""
    # Asked after every purchase of a goal card, so the totals are counted once, and two quick
    # answers come first: a rank nobody owns can still all become anybody's, and while no rank
    # is owned whole, anybody can still build a straight.
    totals = _totals(owned)
    if 0 in totals or copies not in totals:
        return False
    return not any(_can_win(mine, totals, copies) for mine in owned)


def monopoly_rank(owned: Sequence[int], copies: int) -> int | None:
    """The goal rank of which a seat owns every copy (STR-6.2), if any."""
    for k, count in enumerate(owned):
        if count >= copies:
            return GOALS[k]
    return None


def end_message(why: End, round_no: int, copies: int, card: int) -> Message:
    """What the log says as the match ends (``card``: the rank of a monopoly)."""
    if why == "straight":
        return _STRAIGHT
    if why == "monopoly":
        return _m(
            "log.win_monopoly",
            "owns all {count} {card} cards and wins!",
            count=copies,
            card=card_label(card),
        )
    if why == "round_cap":
        if round_no == 1:
            return _m("log.round_cap_one", "1 round without a winner: the match ends with no winner.")
        return _m(
            "log.round_cap",
            "{rounds} rounds without a winner: the match ends with no winner.",
            rounds=round_no,
        )
    return _UNWINNABLE
