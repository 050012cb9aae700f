"""The last tricks of a hand, solved exactly (the hard bot's endgame; issue "a harder hard").

With every hand known (a sampled deal), the rest of the card play is a small game between two
sides: :func:`solve` plays it out by minimax with alpha-beta cuts and values each end by what the
hand is then worth to each side (``Table.hand_end``: the chance to win the game from the new
scores). :func:`endgame_values` does this on many sampled deals consistent with what the seat knows
and plays the card that is best on average (perfect-information Monte Carlo, as the strongest
bridge programs did before they learned more). It is used only when two sides play (two players,
or four in teams) and few cards are left, where it costs a few milliseconds.

When the best two cards are too close to tell apart on the deals so far (their paired
difference within two standard errors), more deals are drawn, up to ``MORE_SAMPLES``, where a
deal is cheap to solve (``MORE_CARDS``): a choice can turn on a deal that comes up one time in
ten (the last player void in the suit led and holding the trump jack, who takes a 10 of trumps
but not the queen), and 48 deals often held none of it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .basics import AUGEN, HAND, trick_winner, trump_jack
from .heuristics import Table, paired_gap
from .state import SevenUpState

__all__ = ["ENDGAME_CARDS", "MORE_CARDS", "MORE_SAMPLES", "SAMPLES", "endgame_values", "solvable", "solve"]

#: Cards left in each hand from which the card play is solved exactly, by number of players.
ENDGAME_CARDS = {2: 5, 4: 3}
#: Sampled deals per decision.
SAMPLES = 48
#: Sampled deals at most when the best two cards are close, and the cards in hand (by number of
#: players) up to which that is done: a deal then takes a millisecond or two to solve (192 deals at
#: most: a decision of 0.2 to 0.4 s, like the tree's 0.3 s; the median decision stays under 0.1 s).
MORE_SAMPLES = 4 * SAMPLES
MORE_CARDS = {2: 4, 4: 3}
#: Standard errors of the paired difference within which the best two cards count as close.
CLOSE_Z = 2.0

_Leaf = Callable[[tuple[int, ...], int], tuple[float, float]]


def _legal(hand: list[list[int]], trick: list[int], t: int, strict: bool) -> list[int]:
    """The cards of ``hand`` (by suit) that may be played to ``trick`` (the rules' follow rule)."""
    if trick:
        led = trick[0] & 3
        follow = hand[led]
        if follow:
            return follow if strict or led == t or not hand[t] else follow + hand[t]
        if strict and hand[t]:
            return hand[t]
    return hand[0] + hand[1] + hand[2] + hand[3]


def solve(state: SevenUpState, leaf: _Leaf | None = None) -> dict[int, tuple[float, float]]:
    """Every legal card of the seat to play in ``state`` (a full deal, card play under way, two
    sides), with the worth of the hand's end to side 0 and side 1 when both play perfectly on."""
    t = state.trump
    strict = state.strict
    parties = state.parties
    n = len(parties)
    jack = trump_jack(t)
    suits = [[[c for c in h if c & 3 == x] for x in range(4)] for h in state.hands]
    if leaf is None:
        tables = [Table(state, parties.index(side)) for side in range(2)]
        memo: dict[tuple[tuple[int, ...], int], tuple[float, float]] = {}

        def leaf(won: tuple[int, ...], jack_party: int) -> tuple[float, float]:
            key = (won, jack_party)
            got = memo.get(key)
            if got is None:
                got = memo[key] = (
                    tables[0].hand_end(state, list(won), jack_party),
                    tables[1].hand_end(state, list(won), jack_party),
                )
            return got

    def lay(
        p: int, card: int, trick: list[int], seats: list[int], won: tuple[int, ...], jp: int, tricks: int,
        alpha: float, beta: float,
    ) -> tuple[float, float]:  # fmt: skip
        """Seat ``p`` plays ``card``, then both sides play on perfectly: the end's worth to each."""
        pile = suits[p][card & 3]
        at = pile.index(card)
        del pile[at]
        trick.append(card)
        seats.append(p)
        if len(trick) == n:
            winner = seats[trick_winner(trick, t)]
            gained = list(won)
            gained[parties[winner]] += sum(AUGEN[c] for c in trick)
            jp2 = parties[winner] if jack in trick else jp
            if tricks + 1 == HAND:
                value = leaf(tuple(gained), jp2)
            else:
                value = play(winner, [], [], tuple(gained), jp2, tricks + 1, alpha, beta)
        else:
            value = play((p + 1) % n, trick, seats, won, jp, tricks, alpha, beta)
        trick.pop()
        seats.pop()
        pile.insert(at, card)
        return value

    def play(
        p: int, trick: list[int], seats: list[int], won: tuple[int, ...], jp: int, tricks: int,
        alpha: float, beta: float,
    ) -> tuple[float, float]:  # fmt: skip
        """The ends' worth (side 0, side 1) under perfect play from here; side 0 maximises the
        difference, side 1 minimises it."""
        side = parties[p]
        best: tuple[float, float] | None = None
        for card in _legal(suits[p], trick, t, strict):
            value = lay(p, card, trick, seats, won, jp, tricks, alpha, beta)
            diff = value[0] - value[1]
            if best is None or (diff > best[0] - best[1] if side == 0 else diff < best[0] - best[1]):
                best = value
            if side == 0:
                alpha = max(alpha, diff)
            else:
                beta = min(beta, diff)
            if alpha >= beta:
                break
        assert best is not None
        return best

    p = state.current_player
    assert p is not None
    won0 = tuple(sum(AUGEN[c] for c in w) for w in state.won)
    trick, seats = list(state.trick), list(state.trick_seats)
    out: dict[int, tuple[float, float]] = {}
    for card in _legal(suits[p], trick, t, strict):
        out[card] = lay(p, card, trick, seats, won0, state.jack_party, state.tricks, -2.0, 2.0)
    return out


def solvable(state: SevenUpState, seat: int) -> bool:
    """Whether ``seat``'s card play from here is solved exactly (two sides, few cards left)."""
    if state.phase != "play" or state.current_player != seat or state.nparties != 2:
        return False
    left = ENDGAME_CARDS.get(state.num_players)
    return left is not None and len(state.hands[seat]) <= left


def endgame_values(
    state: SevenUpState,
    seat: int,
    rng: random.Random,
    sees_all: bool = False,
    should_stop: Callable[[], bool] | None = None,
) -> list[tuple[int, float, float, int]] | None:
    """Each card ``seat`` may play, with the mean and standard error of its worth to ``seat``'s side
    over the sampled deals and their number, best first, when the rest of the hand is small
    enough to solve (see the module's doc); None when it is not (or only one card may be
    played)."""
    if not solvable(state, seat):
        return None
    side = state.parties[seat]
    seen: dict[int, list[float]] = {}
    most = 1 if sees_all else SAMPLES
    if not sees_all and len(state.hands[seat]) <= MORE_CARDS.get(state.num_players, 0):
        most = MORE_SAMPLES
    deals = 0
    while deals < most:
        deal = state if sees_all else state.determinize(seat, rng)
        for card, ends in solve(deal).items():
            seen.setdefault(card, []).append(ends[side])
        deals += 1
        if should_stop is not None and should_stop():
            break  # told to answer now: what the deals so far say (a deal takes a few ms)
        if deals % SAMPLES == 0 and deals < most and not _close(seen):
            break
    if len(seen) < 2:
        return None
    out = []
    for card, worth in seen.items():
        mean = sum(worth) / len(worth)
        spread = sum((w - mean) ** 2 for w in worth) / max(len(worth) - 1, 1)
        out.append((card, mean, (spread / len(worth)) ** 0.5, len(worth)))
    # The best on average first; a tie goes to the card worth the least (the cheaper one to give).
    out.sort(key=lambda v: (-v[1], AUGEN[v[0]], v[0]))
    return out


def _close(seen: dict[int, list[float]]) -> bool:
    """Whether the best two cards on the deals so far differ by no more than ``CLOSE_Z`` standard
    errors of their paired difference (and differ on some deal at all)."""
    if len(seen) < 2:
        return False
    first, second = sorted(seen, key=lambda card: -sum(seen[card]))[:2]
    gap, error = paired_gap(seen[first], seen[second])
    return error > 0.0 and gap <= CLOSE_Z * error
