"""Karriere Poker's search hooks: what the hard bot (ISMCTS) knows about the game.

- **Rollouts** play a quick climbing player (:func:`quick_move`): go out when
  one set empties the hand; with two groups left, lead first the one no other
  hand of the sample can beat; else lead the lowest group whole; raise with
  the lowest whole group that beats the top set, or a low group (up to
  ``JOKER_FILL``) completed with jokers; else break a group (half the time,
  always as the last player of the lap, where any raise wins the round);
  last in the lap, jokers alone take the round.
- **Cutoff.** A rollout stops when two players are left in the game it started
  in (the order of the others is known, and the next deal, the costly part of
  a game's last move, is never made), as soon as the first player out of the
  match's last game (its winner) is known, or at the first round start after
  ``HORIZON`` plies from the root.
- **Values.** Only the last game's Boss wins the match; earlier games matter
  through the positions they give (seating, and the exchange of the next
  game). ``MOVES[n][p][q]`` is the chance that position p in one game is
  followed by position q in the next, counted in normal-bot self-play, so
  the chance to win from position p with m games still to play is a chain of
  m steps. Within a game the finishing order is scored by a Plackett-Luce
  model of each hand (groups, jokers, high groups, cards, the lead, low
  singles), fitted by maximum likelihood on normal-bot self-play.
- **The moves at hand on the same deals.** The hard bot compares its
  candidates by paired rollouts (``cardgames.ai.paired``): every candidate is
  played on the same sampled deal with the same rollout seed, so the gap
  between two moves is measured without the luck of the deal, and moves a few
  points apart can be told apart (the tree could not: they sat within its noise
  and the normal bot's move was kept).
- **Inference.** The deals are drawn from a pool (:func:`belief`) weighted by
  how likely the other seats' passes of this game were under them
  (:func:`pass_likelihood`, the normal bot's habits: it plays a cheap whole
  group that beats the top set, and takes any raise last in the lap).
- **Two players left** (one-lap rounds, few cards): the race is solved
  exactly on sampled deals (``endgame``).
- **Order.** Wide lists (a big hand with jokers has dozens of leads) open
  pass and the whole groups first, lowest first, then split groups, then
  sets with more and more jokers.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from math import exp, log

from ...engine import Action, SearchHooks
from ...engine.inference import Belief
from . import endgame
from .actions import PASS, PLAY, Play
from .state import KarrierePokerState

__all__ = ["KarrierePokerHooks", "belief", "pass_likelihood", "quick_move"]

#: How often a group is broken to raise when others still act after us (always when last in the lap).
SPLIT_CHANCE = 0.5
#: A lead costs the set's number less this much per card (bigger sets are harder to follow).
BIG_SET = 5
#: Highest number that jokers complete to a whole group in a raise (higher ones are kept as controls).
JOKER_FILL = 11


def _unbeaten(state: KarrierePokerState, seat: int, k: int, v: int) -> bool:
    """No other hand of the sample can beat a lead of ``k`` cards of value ``v`` (14: jokers alone)."""
    hands = state.hands
    for q in range(state.num_players):
        h = hands[q]
        if q == seat or state.sizes[q] < k:
            continue
        j = h[0]
        if v > 13:
            if state.jokers_over and j >= k:
                return False
            continue
        if j >= k:
            return False
        for w in range(v + 1, 14):
            if h[w] + j >= k:
                return False
    return True


def quick_move(state: KarrierePokerState, rng: random.Random) -> Action:
    """The rollout's move for the player to act: a fast, sensible climbing player (always legal)."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    jokers = hand[0]
    if state.leading:
        groups = lowest = second = 0
        for v in range(1, 14):
            if hand[v]:
                groups += 1
                if not lowest:
                    lowest = v
                elif not second:
                    second = v
        if not lowest:
            return PLAY[0][0][jokers]
        if groups == 1:
            # One set: it empties the hand.
            return PLAY[lowest][hand[lowest]][jokers]
        if groups == 2 and _unbeaten(state, p, hand[second] + jokers, second):
            # Lead first the set nobody can beat (this sample shows every hand), then go out.
            return PLAY[second][hand[second]][jokers]
        # Else the lowest group whole: low cards leave the hand only by leading them.
        return PLAY[lowest][hand[lowest]][0]
    k = state.top_size
    t = state.top_value
    if t > 13:
        return PASS
    if state.sizes[p] == k:
        # The whole hand is exactly the size of the top set: going out if it is one set that beats.
        for v in range(1, 14):
            if hand[v]:
                if v > t and hand[v] + jokers == k:
                    return PLAY[v][hand[v]][jokers]
                break
        else:
            return PLAY[0][0][k]
    spare = filled = 0
    for v in range(t + 1, 14):
        c = hand[v]
        if c == k:
            return PLAY[v][k][0]
        if c > k:
            if not spare:
                spare = v
        elif c and c + jokers >= k and v <= JOKER_FILL and not filled:
            filled = v
    if filled:
        # A low group completed with jokers: the group is gone.
        return PLAY[filled][hand[filled]][k - hand[filled]]
    last = state.one_lap and state.turns_left == 1
    if spare and (last or rng.random() < SPLIT_CHANCE):
        return PLAY[spare][k][0]
    if last and jokers >= k:
        # Jokers alone win the round: the next lead is ours.
        return PLAY[0][0][k]
    return PASS


#: Plackett-Luce weights of a hand, per player count, for: groups (numbers held), jokers, cards,
#: high groups (12s and 13s), holding the lead, low singles (7 or lower). Fitted by maximum likelihood
#: on normal-bot self-play at 4 and 8 players (round starts of 150 and 40 matches); 5 to 7 in between.
STRENGTH: dict[int, tuple[float, float, float, float, float, float]] = {
    4: (-0.577, 0.754, 0.036, 0.914, 0.811, -0.414),
    5: (-0.444, 0.78, 0.001, 0.876, 0.825, -0.41),
    6: (-0.31, 0.805, -0.035, 0.839, 0.838, -0.406),
    7: (-0.177, 0.831, -0.07, 0.801, 0.852, -0.403),
    8: (-0.044, 0.857, -0.106, 0.763, 0.865, -0.399),
}
#: ``MOVES[n][p - 1][q - 1]``: how often position p in one game was followed by position q in the
#: next, counted in normal-bot self-play (20-game matches).
MOVES: dict[int, tuple[tuple[int, ...], ...]] = {
    4: (
        (1789, 776, 203, 82),
        (863, 1201, 480, 306),
        (113, 415, 1110, 1212),
        (85, 458, 1057, 1250),
    ),
    5: (
        (919, 320, 157, 85, 39),
        (371, 557, 275, 156, 161),
        (138, 317, 424, 324, 317),
        (59, 185, 337, 524, 415),
        (33, 141, 327, 431, 588),
    ),
    6: (
        (643, 301, 125, 48, 12, 11),
        (314, 416, 240, 75, 48, 47),
        (151, 290, 371, 154, 103, 71),
        (15, 64, 178, 328, 272, 283),
        (8, 43, 106, 233, 401, 349),
        (9, 26, 120, 302, 304, 379),
    ),
    7: (
        (489, 240, 107, 65, 32, 11, 6),
        (259, 273, 181, 102, 67, 45, 23),
        (107, 226, 256, 150, 81, 70, 60),
        (56, 116, 180, 208, 153, 123, 114),
        (25, 56, 107, 180, 234, 179, 169),
        (10, 27, 64, 134, 186, 289, 240),
        (4, 12, 55, 111, 197, 233, 338),
    ),
    8: (
        (492, 209, 117, 84, 22, 19, 4, 3),
        (220, 326, 195, 93, 54, 29, 16, 17),
        (156, 207, 260, 157, 62, 47, 35, 26),
        (70, 152, 189, 233, 129, 63, 61, 53),
        (9, 28, 80, 129, 199, 177, 153, 175),
        (2, 18, 52, 98, 153, 218, 205, 204),
        (1, 7, 22, 64, 151, 194, 262, 249),
        (0, 3, 35, 92, 180, 203, 214, 223),
    ),
}
#: Plies from the search's root after which a rollout stops at the next round start, per player count.
HORIZON = {4: 64, 5: 60, 6: 56, 7: 52, 8: 48}
#: Games still to play after the running one, assumed when the match has no fixed length.
OPEN_END = 2


def _chance_table(n: int, games: int) -> list[list[float]]:
    """``table[m][p]``: the chance that position p wins the match with m games still to play (p 1..n)."""
    counts = MOVES[n]
    moves = [[c / sum(row) for c in row] for row in counts]
    table = [[0.0] * (n + 1) for _ in range(games + 1)]
    table[0][1] = 1.0
    for m in range(1, games + 1):
        before = table[m - 1]
        table[m] = [0.0] + [sum(row[q] * before[q + 1] for q in range(n)) for row in moves]
    return table


#: Deals drawn per decision for the inference (a fixed number: the same answer on any machine).
POOL = 64
#: How likely the normal bot passes while holding a whole group that beats the top set cheaply
#: (up to ``CHEAP``), and, last in a one-lap round, while holding any raise (which wins the round).
PASS_WITH_CHEAP = 0.15
PASS_LAST_WITH_RAISE = 0.25
CHEAP = 10


def pass_likelihood(hand: Sequence[int], k: int, v: int, last: bool) -> float:
    """How likely the normal bot passed over a ``k``-set of value ``v`` holding ``hand`` (counts).

    Normal plays a whole group that beats the top set and costs little almost always (it gets rid
    of a group and may win the lead), and last in a one-lap round it takes any raise; a pass with
    such a hand is unlikely, one without it is what normal does.
    """
    if v > 13:
        return 1.0
    jokers = hand[0]
    if jokers >= k and last:
        return PASS_LAST_WITH_RAISE
    for w in range(v + 1, 14):
        c = hand[w]
        if c == k and w <= CHEAP:
            return PASS_WITH_CHEAP
        if last and c and c + jokers >= k:
            return PASS_LAST_WITH_RAISE
    return 1.0


def log_likelihood(deal: KarrierePokerState, seat: int) -> float:
    """Log-likelihood of the other seats' passes of this game under ``deal`` (a full sample)."""
    total = 0.0
    hands = deal.hands
    played = deal.played
    link = deal.passes
    while link is not None:
        (q, k, v, last, then), link = link
        if q == seat or v > 13:
            continue
        now = played[q]
        hand = hands[q]
        at = [hand[x] + now[x] - then[x] for x in range(14)]
        p = pass_likelihood(at, k, v, last)
        if p < 1.0:
            total += log(p)
    return total


def belief(
    state: KarrierePokerState, seat: int, rng: random.Random, size: int = POOL
) -> Belief[KarrierePokerState]:
    """``size`` deals of ``seat``'s knowledge, weighted by how likely the others' passes were under them."""
    deals = []
    weights = []
    for _ in range(size):
        d = state.determinize(seat, rng)
        d.quiet = True
        deals.append(d)
        weights.append(log_likelihood(d, seat))
    return Belief(deals, weights, lambda d: d.clone())


class KarrierePokerHooks(SearchHooks[KarrierePokerState]):
    """Karriere Poker's guidance for the hard bot (see the module's notes)."""

    max_rollout = 400
    #: The quick rollout player is weaker than the normal bot, so the search's values are rough: it overrules
    #: the normal bot's move only for a large margin. Hard against three normals, 4 players, 160 matches at
    #: 300 iterations: 20.6% [15.1, 27.5] with the default 0.02, 28.7% [22.3, 36.2] with 0.06 (parity 25%).
    #: With 0.06, 1,000 matches at 300 iterations: 28.4% [25.7, 31.3]; 200 matches at 3,000 iterations
    #: (about the table's 0.3 s): 31.5% [25.5, 38.2]. The paired search (below) measures the gap between
    #: two moves on the same deals, much more precisely: there it overrules for a gap of one point (plus
    #: two standard errors of the paired difference).
    overrule = 0.01
    #: The moves at hand compared on the same deals (``cardgames.ai.paired``).
    paired = True

    def __init__(self) -> None:
        self._tables: dict[int, list[list[float]]] = {}

    def _chances(self, n: int, after: int) -> list[float]:
        """Win chance by position (index 1..n) with ``after`` games still to play."""
        table = self._tables.get(n)
        if table is None or len(table) <= after:
            table = self._tables[n] = _chance_table(n, max(after, 8))
        return table[after]

    @staticmethod
    def _after(state: KarrierePokerState) -> int:
        """Games still to play after the running one (a guess when the match has no fixed length)."""
        options = state.options
        if options.match_end == "games":
            return options.games - 1 - state.game_no
        if state.time_up:
            return 0
        return max(0, min(OPEN_END, options.max_games - 1 - state.game_no))

    def exact(
        self,
        state: KarrierePokerState,
        seat: int,
        rng: random.Random,
        sees_all: bool,
        should_stop: Callable[[], bool] | None = None,
    ) -> list[tuple[Action, float, float, int]] | None:
        """Two players left (one-lap rounds): the race solved on sampled deals (``endgame``); the
        normal bot's move unless another is better by more than two standard errors."""
        if not endgame.solvable(state):
            return None
        after = self._after(state)
        if after == 0:
            return None  # the last game's winner is out: the two places left decide nothing
        chances = self._chances(state.num_players, after)
        base = len(state.finished) + 1
        worth = (chances[base], chances[base + 1])
        if sees_all:
            ranked = endgame.endgame_values(state, seat, lambda _rng: state.clone(), rng, worth, should_stop)
        else:
            draw = self.sampler(state, seat, rng, should_stop)
            if draw is None:

                def draw(r: random.Random) -> KarrierePokerState:
                    return state.determinize(seat, r)

            ranked = endgame.endgame_values(state, seat, draw, rng, worth, should_stop)
        if ranked is None:
            return None
        usual = self.default_action(state, seat, rng)
        mine = next((row for row in ranked if row[0] == usual), None)
        best = ranked[0]
        if mine is None or mine is best or best[1] - mine[1] > 2.0 * (best[2] ** 2 + mine[2] ** 2) ** 0.5:
            return ranked
        return [mine, *(row for row in ranked if row is not mine)]

    def sampler(
        self,
        state: KarrierePokerState,
        seat: int,
        rng: random.Random,
        should_stop: Callable[[], bool] | None = None,
    ) -> Callable[[random.Random], KarrierePokerState] | None:
        """Deals weighted by the others' passes of this game (none yet: every deal alike)."""
        if state.passes is None:
            return None
        return belief(state, seat, rng).draw

    def rollout_action(self, state: KarrierePokerState, rng: random.Random) -> Action:
        """:func:`quick_move`."""
        return quick_move(state, rng)

    def cutoff(self, root: KarrierePokerState, state: KarrierePokerState) -> bool:
        """Stop at the end of the game, when the winner is known, or at a round start past the horizon."""
        if state.game_no != root.game_no:
            return True
        if state.active <= 2 < root.active:
            return True
        if state.finished and self._after(state) == 0:
            return True  # the last game's first out is the match's winner
        return state.leading and len(state.history) >= HORIZON[state.num_players]

    def values(self, state: KarrierePokerState) -> Sequence[float]:
        """The match's result, or each seat's chance to win the match from here."""
        outcome = state.outcome
        n = state.num_players
        if outcome is not None:
            return [outcome.share(seat) for seat in range(n)]
        after = self._after(state)
        finished = state.finished
        if state.game_no and state.leading and state.round_no == 1 and not finished:
            # A fresh deal: the positions of the game before say more than the hands.
            chances = self._chances(n, after + 1)
            last = state.results[-1]
            return [chances[last[seat]] for seat in range(n)]
        chances = self._chances(n, after)
        out = [0.0] * n
        for i, seat in enumerate(finished):
            out[seat] = chances[i + 1]
        weights = STRENGTH[n]
        sizes = state.sizes
        hands = state.hands
        leader = state.current_player if state.leading else -1
        worth: list[tuple[int, float]] = []
        total = 0.0
        for seat in range(n):
            if not sizes[seat]:
                continue
            hand = hands[seat]
            groups = high = low = 0
            for v in range(1, 14):
                c = hand[v]
                if c:
                    groups += 1
                    if v >= 12:
                        high += 1
                    elif c == 1 and v <= 7:
                        low += 1
            u = (
                weights[0] * groups
                + weights[1] * hand[0]
                + weights[2] * sizes[seat]
                + weights[3] * high
                + weights[4] * (seat == leader)
                + weights[5] * low
            )
            e = exp(u)
            worth.append((seat, e))
            total += e
        if after == 0 and not finished:
            for seat, e in worth:
                out[seat] = e / total
            return out
        base = len(finished) + 1
        for seat, e in worth:
            # Plackett-Luce: the chance that q finishes before seat is e_q / (e_q + e_seat).
            pos = float(base)
            for q, f in worth:
                if q != seat:
                    pos += f / (f + e)
            whole = int(pos)
            frac = pos - whole
            out[seat] = (
                chances[whole] if frac == 0.0 else chances[whole] * (1 - frac) + chances[whole + 1] * frac
            )
        return out

    def order(self, state: KarrierePokerState, actions: list[Action]) -> list[Action]:
        """Wide lists: pass, then whole groups lowest first, then sets with jokers or split groups."""
        p = state.current_player
        if len(actions) <= 12 or p is None:
            return actions
        hand = state.hands[p]

        def rank(a: Action) -> tuple[int, int]:
            if type(a) is not Play:
                return (0, 0)
            whole = a.count == hand[a.number] if a.number else True
            return (1 + 2 * a.jokers + (0 if whole else 1), a.number or 14)

        return sorted(actions, key=rank)
