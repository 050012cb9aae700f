"""Straight Up search hooks: what the generic hard bot (ISMCTS) uses to play this game well.

- ``rollout_action``: a quick rule player (``quick_action``, about a
  microsecond) that reads the sample directly and builds its action from the
  interned action tables without listing the legal ones: win at once if it
  can, deny an opponent's win, place the goal card that extends its longest
  straight, strike a threatening straight, buy a goal rank it owns no copy
  of or a good money card, or thin its deck of starting cards.
- ``cutoff``: the game has no hands or rounds that end a scoring unit, so a
  rollout stops a fixed number of turns per player past the root, tree moves
  included (``HORIZON``), and the position is scored by the race below. At 2
  players one turn each: against normal, horizons of zero, one and two
  turns each were within noise of one another at 400 and 1,000 iterations,
  and one turn keeps the concrete draws of every player's next hand. At 3
  and 4 players the leaf is scored at once (a four-ply rollout of quick
  moves only added noise: 25.0% against 21.5% of the wins, same deals, 200
  matches, both within noise of parity).
- ``values``: a finished match gives the win shares; a running one gives
  each seat's chance to win (``win_chances``): a sure win for the player on
  turn whose hand wins at once, else a share proportional to
  ``(turns to win + TEMPO * wait) ** -POWER``, with the normal bot's
  turns-to-win estimate (``heuristics.race_turns``) and the wait before the seat's
  next turn. ``POWER`` and ``TEMPO`` maximise the likelihood of the actual
  winners over every position of 150 normal self-play matches at each of 2,
  3 and 4 players (log-likelihood per position -0.61 against -0.69 for even
  chances at 2 players, -0.98 against -1.10 at 3, -1.21 against -1.39 at 4).
  A seat that still holds its one strike has its share multiplied by
  ``STRIKE_HELD``, the normal bot's price of spending it read as odds: the
  race itself never sees a strike's later use (the rollouts stop a turn past
  the root), so without it the search spent the strike on a lone jack on the
  first turn, which paired self-play continuations show costs 3.6 to 6.4
  points of the match.
- ``order``: placements first (the ace first), then purchases (dearest
  first), strikes, removals, and passing last.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ...engine import Action, SearchHooks
from .actions import BUY, PASS, PLACE, REMOVE, STRIKE, Buy, Place, Strike
from .basics import ACE, COST, JACK, MONEY
from .heuristics import WEIGHTS, deck_money, race_turns
from .state import StraightUpState

__all__ = ["HORIZON", "STRIKE_HELD", "StraightUpHooks", "quick_action", "win_chances"]

#: By player count: a rollout stops this many turns per player past the root (counting the
#: tree's moves) and is scored by ``values``.
HORIZON = {2: 1, 3: 0, 4: 0}
#: The quick player's thresholds: it buys money cards of at least MIN_MONEY, prefers removing a
#: starting card to buying one below THIN_BELOW, and removes a 4 only while its deck keeps
#: KEEP_FOR_FOURS of money after it (tried against the normal bot: 37% of the wins at 2 players,
#: against 17% for buying first and thinning only when nothing is worth buying).
MIN_MONEY = 7
THIN_BELOW = 9
KEEP_FOR_FOURS = 22
#: A seat's chance is proportional to its turns to win to the power -POWER (fitted on self-play).
POWER = 3.0
#: Turns a seat's estimate grows per whole table of turns it waits before its next turn.
TEMPO = 1.0
#: What the one strike of the game is worth while still held: the normal bot charges
#: ``Weights.strike_keep`` of its race score (a log chance) for spending it, so a seat that still
#: holds it has its race weight multiplied by exp(strike_keep).
STRIKE_HELD = math.exp(WEIGHTS.strike_keep)


def quick_action(state: StraightUpState, rng: random.Random) -> Action:
    """A fast rule move for the player on turn; always legal (it checks each precondition itself)."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    money = 0
    goals_in_hand = False
    for c in hand:
        money += MONEY[c]
        if c >= JACK:
            goals_in_hand = True
    n = state.num_players
    copies = state.copies
    owned = state.owned
    mine = owned[p]
    row = state.market
    slots = state.straights[p]
    # 1. A win at once: the ace on a J-Q-K, or the last copy of a goal rank.
    if goals_in_hand and hand[-1] == ACE:
        for i in range(2):
            if slots[i] == 3:
                return PLACE[ACE][i]
    if row and money >= 10:
        for r in row:
            if r >= JACK and COST[r] <= money and mine[r - JACK] == copies - 1:
                return BUY[r]
        # 2. Deny a win: the last copy an opponent lacks, or the ace its J-Q-K waits for.
        for r in row:
            if r < JACK or COST[r] > money:
                continue
            k = r - JACK
            for q in range(n):
                if q == p:
                    continue
                if owned[q][k] == copies - 1 or (r == ACE and owned[q][3] == 0 and 3 in state.straights[q]):
                    return BUY[r]
    # 3. Place the goal card that extends the longest straight.
    if goals_in_hand:
        best_place: Action | None = None
        best_len = -1
        for c in hand:
            if c < JACK:
                continue
            need = c - JACK
            for i in range(2):
                if slots[i] == need and need > best_len:
                    best_len = need
                    best_place = PLACE[c][i]
        if best_place is not None:
            return best_place
        # 4. Strike a J-Q-K (or a J-Q whose owner holds a king) with a higher card.
        if state.strikes[p]:
            for q in range(n):
                if q == p:
                    continue
                theirs = state.straights[q]
                for i in range(2):
                    length = theirs[i]
                    if length == 3 or (length == 2 and owned[q][2]):
                        for c in hand:
                            if c > JACK - 1 + length:
                                return STRIKE[c][q][i]
    # 5. A goal rank it owns no copy of (the dearest), else thin the deck, else a good money card.
    best = 0
    if row and money >= 5:
        for r in row:
            if COST[r] > money:
                continue
            if r >= JACK:
                if not mine[r - JACK] and (r > best or best < JACK):
                    best = r
            elif best < JACK and r > best and r >= MIN_MONEY:
                best = r
        if best >= JACK:
            return BUY[best]
    if hand and hand[0] <= 4 and best < THIN_BELOW:
        low = hand[0]
        if low < 4 or deck_money(state, p) - 4 >= KEEP_FOR_FOURS:
            return REMOVE[low]
    if best:
        return BUY[best]
    return PASS


class StraightUpHooks(SearchHooks[StraightUpState]):
    """Rule rollouts for a few turns, scored by the turns-to-win race."""

    max_rollout = 64

    def __init__(self, horizon: int | None = None) -> None:
        #: Turns per player a rollout plays past the root (None: ``HORIZON`` by player count).
        self.horizon = horizon

    def rollout_action(self, state: StraightUpState, rng: random.Random) -> Action:
        """The quick rule move (``quick_action``)."""
        return quick_action(state, rng)

    def cutoff(self, root: StraightUpState, state: StraightUpState) -> bool:
        """Stop ``horizon`` turns per player past the root (at once with a horizon of 0).

        The search draws every sample from ``root`` with an empty history, so
        the sample's history counts exactly the moves made since the root.
        """
        n = state.num_players
        h = HORIZON[n] if self.horizon is None else self.horizon
        return len(state.history) >= h * n

    def values(self, state: StraightUpState) -> Sequence[float]:
        """Win shares once over; otherwise each seat's chance from the turns-to-win race."""
        outcome = state.outcome
        if outcome is not None:
            return [outcome.share(seat) for seat in range(state.num_players)]
        return win_chances(state)

    def order(self, state: StraightUpState, actions: list[Action]) -> list[Action]:
        """Placements first, then purchases (dearest first), strikes, removals, passing last."""
        return sorted(actions, key=_rank_action, reverse=True)


def _rank_action(a: Action) -> int:
    """Placements (the ace first), purchases (dearest first), strikes, removals, passing."""
    if isinstance(a, Place):
        return 40 + a.card
    if isinstance(a, Buy):
        return 20 + a.card
    if isinstance(a, Strike):
        return 10
    if a == PASS:
        return 0
    return 5


def win_chances(state: StraightUpState) -> list[float]:
    """Each seat's chance to win from a running position, from the turns-to-win race.

    The player on turn wins for sure when his hand (known in a sample) wins
    at once. Otherwise a seat's chance is proportional to ``t ** -POWER``,
    where ``t`` is its turns to win (``race_turns``) plus ``TEMPO`` per whole
    table of turns it waits before its next one, times ``STRIKE_HELD`` while
    it still holds its strike.
    """
    n = state.num_players
    p = state.current_player
    assert p is not None
    if _wins_now(state, p):
        return [1.0 if q == p else 0.0 for q in range(n)]
    turns = race_turns(state)
    delay = _delays(state)
    strikes = state.strikes
    weights = [0.0] * n
    total = 0.0
    for q in range(n):
        w = (turns[q] + TEMPO * delay[q]) ** -POWER
        if strikes[q]:
            w *= STRIKE_HELD
        weights[q] = w
        total += w
    return [w / total for w in weights]


def _wins_now(state: StraightUpState, p: int) -> bool:
    """Whether ``p``'s hand wins this turn: an ace for a J-Q-K, or money for the last copy of a rank."""
    hand = state.hands[p]
    if not hand:
        return False
    if hand[-1] == ACE and 3 in state.straights[p]:
        return True
    money = 0
    for c in hand:
        money += MONEY[c]
    if money < COST[JACK]:
        return False
    last = state.copies - 1
    mine = state.owned[p]
    return any(r >= JACK and mine[r - JACK] == last and COST[r] <= money for r in state.market)


def _delays(state: StraightUpState) -> list[float]:
    """For each seat, the turns other players take before its next turn, over the player count."""
    n = state.num_players
    out = [0.0] * n
    done = [False] * n
    # the rest of this round, then the next round from the next start player (STR-2.4)
    start = state.start
    for seen, i in enumerate([*range(state.turn, n), *range(n + 1, 2 * n + 1)]):
        q = (start + i) % n
        if not done[q]:
            done[q] = True
            out[q] = seen / n
    return out
