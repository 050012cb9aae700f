"""Seven-up scoring: High, Low, Jack and Game (SEV-6), the hand's winner and what each party
records (SEV-7, SEV-9).

The state calls these once per hand; the normal bot's model of a hand's end
(``heuristics``) scores its playouts with the same rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from .basics import AUGEN

if TYPE_CHECKING:
    from .state import SevenUpState

__all__ = [
    "HandResult",
    "elder_parties",
    "game_point",
    "hand_result",
    "hand_winner",
    "high_and_low",
    "recordings",
]


class HandResult(NamedTuple):
    """What a scored hand gave, for the summary and the tests (a tuple: made once a hand, cheaply)."""

    #: The parties that took High, Low, Jack and Game (-1: nobody).
    high: int
    low: int
    jack: int
    game: int
    #: The High and Low cards (-1: no trump in play).
    high_card: int
    low_card: int
    #: Card points per party (SEV-2.2).
    augen: tuple[int, ...]
    #: The most card points were tied, so the tie rule gave Game (or nobody took it, SEV-6.4).
    game_tied: bool
    #: Hand points per party (High, Low, Jack, Game).
    counts: tuple[int, ...]
    #: The party that won the hand (-1: nobody) and why: "most", "precedence", "non_dealer" ("": nobody).
    winner: int
    why: str
    #: What each party recorded for the hand, the bonus included.
    recorded: tuple[int, ...]
    #: The cards of every party's won tricks.
    won: tuple[tuple[int, ...], ...]
    #: The party that accepted when asked (-1: none, SEV-4.3).
    bonus: int
    #: The points recorded before play: ``(party, points, why)``, why "refuse", "give" or "jack".
    before: tuple[tuple[int, int, str], ...]


@cache
def elder_parties(dealer: int, parties: tuple[int, ...]) -> tuple[int, ...]:
    """The parties in play order from Vorhand: the elder one first, the dealer's last (SEV-1.4)."""
    n = len(parties)
    order: list[int] = []
    for k in range(n):
        party = parties[(dealer + 1 + k) % n]
        if party not in order:
            order.append(party)
    return tuple(order)


def high_and_low(
    trump: int,
    hands: Sequence[Sequence[int]],
    plays: Sequence[tuple[int, int]],
    parties: Sequence[int],
    literal: bool,
) -> tuple[int, int, int, int]:
    """The High and Low cards and the parties that held them (-1: none, SEV-6.1/6.2).

    In play: in the hands when trick 1 starts, so the ``hands`` now and the
    cards ``plays`` since. ``literal``: only the trump ace and two count.
    """
    # Once a hand, in every playout: one pass collects the trumps with their parties.
    held = [(c, parties[s]) for s in range(len(hands)) for c in hands[s] if c & 3 == trump]
    if plays:
        held += [(c, parties[s]) for s, c in plays if c & 3 == trump]
    if not held:
        return -1, -1, -1, -1
    if literal:
        ace, two = 48 + trump, trump
        high = low = high_party = low_party = -1
        for c, party in held:
            if c == ace:
                high, high_party = c, party
            elif c == two:
                low, low_party = c, party
        return high, low, high_party, low_party
    (high, high_party), (low, low_party) = max(held), min(held)  # cards differ: the party never decides
    return high, low, high_party, low_party


def game_point(augen: Sequence[int], elder: Sequence[int], tie_none: bool) -> int:
    """The party with the most card points; a tie to the elder tied party, or nobody (SEV-6.4)."""
    best = max(augen)
    tied = [p for p in range(len(augen)) if augen[p] == best]
    if len(tied) == 1:
        return tied[0]
    if tie_none:
        return -1
    return next(p for p in elder if p in tied)


def hand_winner(
    counts: Sequence[int], points: Sequence[int], literal: bool, elder: Sequence[int]
) -> tuple[int, str]:
    """Winner takes all: the party with the most hand points and why (SEV-7); (-1, "") if nobody scored.

    A tie goes to the higher point (High, Low, Jack, Game in ``points``); with
    ``literal`` ties other than 2-2 go to the elder (non-dealer) tied party.
    """
    best = max(counts)
    if best == 0:
        return -1, ""
    if counts.count(best) == 1:  # the usual case, without the list of the tied
        return counts.index(best), "most"
    tied = [p for p in range(len(counts)) if counts[p] == best]
    if literal and best != 2:
        return next(p for p in elder if p in tied), "non_dealer"
    return next(p for p in points if p in tied), "precedence"


def hand_result(state: SevenUpState) -> HandResult:
    """High, Low, Jack and Game of the hand just played, its winner and what each party records.

    Once a hand, in every rollout of the search too: so plain loops, and the
    elder order only where a tie needs it.
    """
    o = state.options
    nparties = state.nparties
    won = state.won
    augen = tuple([sum([AUGEN[c] for c in w]) for w in won])
    best = max(augen)
    tied = augen.count(best) > 1
    if tied:
        game = game_point(augen, elder_parties(state.dealer, state.parties), o.game_point_tie == "none")
    else:
        game = augen.index(best)
    high, low, jack = state.high_party, state.low_party, state.jack_party
    points = (high, low, jack, game)
    record = [0] * nparties
    for p in points:
        if p >= 0:
            record[p] += 1
    counts = tuple(record)
    bonus = state.bonus
    if o.hand_scoring == "independent":  # every point to its own party (SEV-9)
        top = max(counts)
        winner = counts.index(top) if top and counts.count(top) == 1 else -1
        why = "most" if winner >= 0 else ""
        if winner >= 0 and bonus == winner:
            record[winner] += 1
    else:
        record = [0] * nparties
        top = max(counts)
        if top and counts.count(top) == 1:  # ``hand_winner``'s usual answer, without the call
            winner, why = counts.index(top), "most"
        else:
            elder = elder_parties(state.dealer, state.parties)
            winner, why = hand_winner(counts, points, o.count_tie == "literal", elder)
        if winner >= 0:
            record[winner] = counts[winner] + (1 if bonus == winner else 0)
    # By position, in the order of the fields (a keyword call costs twice as much, once a hand).
    return HandResult(
        high,  # high
        low,  # low
        jack,  # jack
        game,  # game
        state.high_card,  # high_card
        state.low_card,  # low_card
        augen,  # augen
        tied,  # game_tied
        counts,  # counts
        winner,  # winner
        why,  # why
        tuple(record),  # recorded
        tuple([tuple(w) for w in won]),  # won
        bonus,  # bonus
        state.early,  # before
    )


def recordings(result: HandResult, independent: bool) -> list[tuple[int, int, tuple[str, ...]]]:
    """What the parties record for the hand, in order, as ``(party, points, what)``: ``what`` names
    the points ("High", "Low", "Jack", "Game", "bonus") for the log.

    Every point counts: one by one in the order High, Low, Jack, Game, then
    the bonus (SEV-9), so the game ends at the point that reaches the target.
    Winner takes all: the winner's points at once (SEV-7).
    """
    points = (result.high, result.low, result.jack, result.game)
    if independent:
        out: list[tuple[int, int, tuple[str, ...]]] = [
            (p, 1, (name,)) for name, p in zip(_NAMES, points, strict=True) if p >= 0
        ]
        if result.winner >= 0 and result.bonus == result.winner:
            out.append((result.winner, 1, ("bonus",)))
        return out
    winner = result.winner
    if winner >= 0:
        what = tuple([name for name, p in zip(_NAMES, points, strict=True) if p == winner])
        if result.bonus == winner:
            what += ("bonus",)
        return [(winner, result.recorded[winner], what)]
    return []


#: The hand points in the order they are counted (SEV-6.5, SEV-9).
_NAMES = ("High", "Low", "Jack", "Game")
