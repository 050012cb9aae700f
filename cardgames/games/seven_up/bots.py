"""Seven-up bots: "normal" plays a sensible All Fours hand, "easy" is plausible but loose.

Every decision of "normal" aims at one number: our party's chance to win the
game. ``match_chance`` works it out from the scores (a small model of the rest
of the game: even hands, each won by one party with the usual number of
points; or every point to its own party under ``hand_scoring=independent``).
That is how the score situation enters: a point given away near the target,
the dealer's point for a second refusal, the bonus for accepting when asked.

Trump making (SEV-4, SEV-9). ``point_chances`` estimates how likely our party
takes each hand point with a given trump, from our own six cards only: High
and Low from the unseen trumps above our best and below our lowest one (each
unseen card is in an opponent's hand, our partner's, or out of play); Jack
from holding it (and how many trumps guard it) or from the trumps we hold
above it; Game from a logistic model of our counting cards, tens, trumps,
high trumps, aces, the trump ten and jack, and the lead, fitted on self-play.
Running the cards is valued the same way for each suit that may turn up, with
three more cards for everybody. Each choice is then the one with the best
chance of the game, counting what the other player is likely to do next (the
dealer asks or runs, Vorhand accepts or refuses again, about evenly: nothing
is known of his hand).

Discarding after a run keeps the highest and the lowest trump (High and Low
are held, SEV-6), the jack and the other trumps, then the counting cards;
throws small plain cards first, from short suits (a void lets us trump).

Play: sampled playouts. The hidden cards are drawn again and again from what
our seat knows (``determinize``: our hand, the turn-ups, the played cards and
the voids others have shown; never the hands of the state we are given), and
for each distinct legal card the hand is played out by a quick player who sees
every hand (``_policy``): it takes tricks that carry points with cards nobody
after it can beat, feeds a partner who is sure to win, leads the trump jack or
the best trump when that catches counting cards, and else plays its cheapest
card. The card whose playouts end best for the game (High, Low, Jack and Game
of the hand as the rules score them, with a hair of card points) is played.
Leads get more playouts than follows. So it captures the jack and tens when it
can, keeps its trumps when a plain card wins, and does not overtake a partner
who is winning the trick anyway.

"easy" counts its trumps for the trump decisions, plays by a few fixed rules
(win a trick that carries points cheaply, feed a winning partner, else throw
the lowest card) and plays one card in five at random.
"""

from __future__ import annotations

import random
from functools import cache
from math import exp
from typing import Any

from ...engine import Action
from .actions import ACCEPT, ASK, DISCARD, GIVE, PLAY, REFUSE, RUN
from .basics import AUGEN, HAND, JACK, TEN
from .state import SevenUpState

__all__ = ["EasyBot", "NormalBot", "match_chance", "point_chances", "trump_strength"]

#: The Jack point in card points (Augen), for weighing it against the Game point.
JACK_WORTH = 12.0

#: Winner takes all: how many points the hand winner records, and how often (self-play), by parties.
_WINNER_COUNTS = {
    2: ((1, 0.02), (2, 0.53), (3, 0.385), (4, 0.065)),
    3: ((1, 0.1), (2, 0.6), (3, 0.26), (4, 0.04)),
}

#: How often a lone trump jack is brought home, by number of players (self-play).
_LONE_JACK = {2: 0.76, 3: 0.64, 4: 0.67}

#: The chance to take Game, fitted on self-play: a logistic model of the hand's counting cards, tens,
#: trumps, high trumps (A K Q), plain aces, the trump ten, the trump jack and having the lead; accepted
#: as dealt, and
#: (from the hand before the run) after running the cards; by number of players.
_GAME_FIT: dict[tuple[int, bool], tuple[float, ...]] = {
    (2, False): (-1.957, 0.180, -1.324, 0.472, 0.059, 0.087, 0.989, 0.016, 0.192),
    (3, False): (-2.844, 0.182, -1.853, 0.670, 0.039, 0.210, 1.334, -0.039, 0.056),
    (4, False): (-1.112, 0.085, -0.739, 0.328, 0.238, 0.144, 0.636, 0.128, -0.006),
    (2, True): (-1.336, 0.081, -1.272, 0.609, 0.191, 0.164, 1.242, 0.018, 0.082),
    (3, True): (-2.178, 0.042, -0.948, 0.685, 0.279, 0.315, 1.490, 0.186, 0.059),
    (4, True): (-0.789, 0.016, -0.222, 0.359, 0.343, 0.151, 0.457, 0.155, -0.024),
}


def trump_strength(hand: list[int], suit: int) -> float:
    """A quick measure of a hand with ``suit`` as trump: trumps, high trumps, the jack, and the aces."""
    trumps = [c for c in hand if c & 3 == suit]
    score = 1.2 * len(trumps)
    for c in trumps:
        r = c // 4 + 2
        if r >= 13:
            score += 1.5
        if r == JACK:
            score += 1.0
    score += 0.3 * sum(1 for c in hand if c // 4 + 2 == 14)
    return score


# ---------------------------------------------------------------------- the match


@cache
def _outcomes(nparties: int, independent: bool) -> tuple[tuple[float, tuple[int, ...]], ...]:
    """What an even hand records, for the match model: (chance, points per party)."""
    out: list[tuple[float, tuple[int, ...]]] = []
    if not independent:
        for p in range(nparties):
            for k, q in _WINNER_COUNTS[min(nparties, 3)]:
                rec = [0] * nparties
                rec[p] = k
                out.append((q / nparties, tuple(rec)))
        return tuple(out)
    # every point to its own party: High, Low and Game always, Jack one hand in four
    even = 1.0 / nparties
    for h in range(nparties):
        for lo in range(nparties):
            for g in range(nparties):
                for j in range(-1, nparties):
                    rec = [0] * nparties
                    for p in (h, lo, g, j):
                        if p >= 0:
                            rec[p] += 1
                    q = even**3 * (0.75 if j < 0 else 0.25 * even)
                    out.append((q, tuple(rec)))
    return tuple(out)


def _settled(scores: tuple[int, ...], target: int) -> float | None:
    """Party 0's share of the win if somebody reached the target, else None."""
    done = [p for p, s in enumerate(scores) if s >= target]
    if not done:
        return None
    return 1.0 / len(done) if 0 in done else 0.0


@cache
def match_chance(scores: tuple[int, ...], target: int, independent: bool) -> float:
    """How likely party 0 wins the game from ``scores`` (party 0 first), if all hands are even."""
    n = len(scores)
    total = 0.0
    for q, rec in _outcomes(n, independent):
        new = tuple(s + r for s, r in zip(scores, rec, strict=True))
        done = _settled(new, target)
        if done is None:
            done = match_chance((new[0], *sorted(new[1:])), target, independent)
        total += q * done
    return total


# ---------------------------------------------------------------------- the hand


def _first_in_play(cards: list[int], mine: bool, ours: float, theirs: float) -> tuple[float, float]:
    """Who holds the first of ``cards`` (unseen trumps, best first) that is in play: (ours, theirs).

    Each card is ours with chance ``ours`` and theirs with chance ``theirs``
    (else out of play); when none of them is in play, ``mine`` says whether we
    hold the trump that is then High (or Low).
    """
    got_ours = got_theirs = 0.0
    none = 1.0
    for _ in cards:
        got_ours += none * ours
        got_theirs += none * theirs
        none *= 1.0 - ours - theirs
    if mine:
        got_ours += none
    return got_ours, got_theirs


def point_chances(
    hand: list[int], suit: int, n: int, known: set[int], lead: bool, run: bool
) -> list[tuple[float, float]]:
    """How likely our party (ours, theirs) takes High, Low, Jack and Game with ``suit`` as trump.

    ``known``: the other cards we have seen out of play (the turn-ups). ``run``:
    the trump comes from running the cards, so everybody first gets three cards
    more and keeps the best six.
    """
    opp_seats = 1 if n == 2 else 2
    partner = n == 4
    size = 9 if run else 6
    unseen_count = 52 - len(hand) - len(known)
    po = size * opp_seats / unseen_count
    pp = (size if partner else 0) / unseen_count + (3 / unseen_count if run else 0.0)
    trumps = sorted(c for c in hand if c & 3 == suit)
    others = [c for c in range(suit, 52, 4) if c not in known and c not in trumps]
    if trumps:
        above = [c for c in others if c > trumps[-1]]
        below = [c for c in others if c < trumps[0]]
        high = _first_in_play(above, True, pp, po)
        low = _first_in_play(below, True, pp, po)
    else:
        high = low = _first_in_play(others, False, pp, po)
    jack = (JACK - 2) * 4 + suit
    up = sum(1 for c in trumps if c > jack)
    if jack in hand:
        keep = _LONE_JACK[n] if len(trumps) == 1 else min(0.98, 0.91 + 0.03 * (len(trumps) - 2) + 0.03 * up)
        jack_p = (keep, 1.0 - keep)
    elif jack in known:
        jack_p = (0.0, 0.0)
    else:
        catch = min(0.7, 0.25 * up)
        jack_p = (pp * 0.95 + po * catch, po * (1.0 - catch) + pp * 0.05)
    fit = _GAME_FIT[(n, run)]
    aug = sum(AUGEN[c] for c in hand)
    tens = sum(1 for c in hand if c // 4 + 2 == TEN)
    hi = sum(1 for c in trumps if c // 4 + 2 >= 12)
    aces = sum(1 for c in hand if c // 4 + 2 == 14 and c & 3 != suit)
    trten = 1.0 if (TEN - 2) * 4 + suit in hand else 0.0
    z = fit[0] + fit[1] * aug + fit[2] * tens + fit[3] * len(trumps) + fit[4] * hi + fit[5] * aces
    z += fit[6] * trten + (fit[7] if jack in hand else 0.0) + (fit[8] if lead else 0.0)
    game = 1.0 / (1.0 + exp(-z))
    return [high, low, jack_p, (game, 1.0 - game)]


class _Table:
    """The score situation of a decision: who we are, the scores, the rules of recording."""

    __slots__ = ("elder", "independent", "literal", "nparties", "party", "scores", "target", "tie_none")

    def __init__(self, state: SevenUpState, seat: int) -> None:
        o: Any = state.options
        self.nparties = state.nparties
        self.party = state.party(seat)
        self.scores = list(state.scores)
        self.target = o.target
        self.independent = o.hand_scoring == "independent"
        self.literal = o.count_tie == "literal"
        self.tie_none = o.game_point_tie == "none"
        order: list[int] = []
        for s in state.elder_order():
            if state.party(s) not in order:
                order.append(state.party(s))
        self.elder = order

    def chance(self, scores: list[int]) -> float:
        """Our chance to win the game from ``scores``."""
        key = tuple(scores)
        done = _settled(self._mine_first(key), self.target)
        if done is not None:
            return done
        return match_chance(self._mine_first(key), self.target, self.independent)

    def _mine_first(self, scores: tuple[int, ...]) -> tuple[int, ...]:
        p = self.party
        return (scores[p], *sorted(scores[:p] + scores[p + 1 :]))

    def worth(
        self, chances: list[tuple[float, float]], bonus: int = -1, before: tuple[int, ...] = ()
    ) -> float:
        """Our chance to win the game after a hand with these point chances.

        ``bonus``: the party that records a point more if it wins the hand;
        ``before``: parties that record a point before the hand is played.
        """
        scores = self.scores.copy()
        for p in before:
            scores[p] += 1
            if scores[p] >= self.target:
                return 1.0 if p == self.party else 0.0
        others = [p for p in range(self.nparties) if p != self.party]
        # each point: to us, to each other party (evenly), or to nobody
        per_point: list[list[tuple[float, int]]] = []
        for ours, theirs in chances:
            opts = [(ours, self.party)]
            opts += [(theirs / len(others), p) for p in others]
            if ours + theirs < 0.999:
                opts.append((1.0 - ours - theirs, -1))
            per_point.append(opts)
        total = 0.0
        for qh, h in per_point[0]:
            for ql, lo in per_point[1]:
                for qj, j in per_point[2]:
                    for qg, g in per_point[3]:
                        q = qh * ql * qj * qg
                        if q > 1e-6:
                            total += q * self._after((h, lo, j, g), scores, bonus)
        return total

    def hand_end(self, s: SevenUpState, won: list[int], jack: int) -> float:
        """Our chance to win the game when the sampled hand ``s`` ends with these card points and jack."""
        best = max(won)
        tied = [p for p in range(self.nparties) if won[p] == best]
        if len(tied) == 1:
            game = tied[0]
        elif self.tie_none:
            game = -1
        else:
            game = next(p for p in self.elder if p in tied)
        value = self._after((s.high_party, s.low_party, jack, game), self.scores, s.bonus)
        # a hair for card points beyond the Game point, to choose between otherwise equal plays
        return value + 0.0002 * (2 * won[self.party] - sum(won))

    def _after(self, points: tuple[int, int, int, int], scores: list[int], bonus: int) -> float:
        n = self.nparties
        counts = [0] * n
        for p in points:
            if p >= 0:
                counts[p] += 1
        best = max(counts)
        new = scores.copy()
        if self.independent:
            leaders = [p for p in range(n) if counts[p] == best]
            for p in points:
                if p >= 0:
                    new[p] += 1
                    if new[p] >= self.target:
                        return 1.0 if p == self.party else 0.0
            if best and len(leaders) == 1 and bonus == leaders[0]:
                new[bonus] += 1
            return self.chance(new)
        if best == 0:
            return self.chance(new)
        tied = [p for p in range(n) if counts[p] == best]
        if len(tied) == 1:
            winner = tied[0]
        elif self.literal and best != 2:
            winner = next(p for p in self.elder if p in tied)
        else:
            winner = next(p for p in points if p in tied)
        new[winner] += best + (1 if bonus == winner else 0)
        return self.chance(new)


# ---------------------------------------------------------------------- playouts


def _beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` takes a trick that ``best`` is winning (SEV-5.3)."""
    return (card & 3 == best & 3 and card > best) or (card & 3 == trump and best & 3 != trump)


def _can_beat(held: list[list[int]], card: int, led: int, t: int, strict: bool) -> bool:
    """Whether a player holding ``held`` (its cards by suit) could beat ``card`` in a trick led in ``led``."""
    trumps = held[t]
    if card & 3 == t:
        if led != t and strict and held[led]:
            return False
        return bool(trumps) and trumps[-1] > card
    follow = held[led]
    if follow:
        return follow[-1] > card or (not strict and bool(trumps))
    return bool(trumps)


def _policy(
    suits: list[list[list[int]]],
    p: int,
    trick: list[int],
    seats: list[int],
    t: int,
    strict: bool,
    parties: tuple[int, ...],
) -> int:
    """A quick card for seat ``p``, who sees every hand (by suit, ascending): the playouts' player.

    Leads: the trump jack when no opponent can beat it; the top trump when it is
    the best one and the opponents hold counting trumps; a plain card nobody can
    beat or ruff when it catches counting cards; else the cheapest card.
    Follows: feed a partner who is sure to win; take a trick that carries points
    (or with a counting card of our own) with a card nobody after us can beat;
    else throw the cheapest card.
    """
    mine = suits[p]
    mine_t = mine[t]
    if trick:
        led = trick[0] & 3
        follow = mine[led]
        if follow:
            cards = follow if strict or led == t or not mine_t else follow + mine_t
        elif strict and mine_t:
            cards = mine_t
        else:
            cards = mine[0] + mine[1] + mine[2] + mine[3]
    else:
        led = -1
        cards = mine[0] + mine[1] + mine[2] + mine[3]
    if len(cards) == 1:
        return cards[0]
    n = len(suits)
    me = parties[p]
    jack = (JACK - 2) * 4 + t
    if led < 0:
        opps = [suits[o] for o in range(n) if parties[o] != me]
        their_top = max((h[t][-1] for h in opps if h[t]), default=-1)
        if jack in mine_t and their_top < jack:
            return jack
        if mine_t and mine_t[-1] > their_top >= 0 and any(AUGEN[c] for h in opps for c in h[t]):
            return mine_t[-1]
        lead, lead_worth = -1, 0
        for s in range(4):
            if s == t or not mine[s]:
                continue
            top = -1
            catch = 0
            for h in opps:
                if h[s]:
                    top = max(top, h[s][-1])
                    catch += min(AUGEN[x] for x in h[s])
                elif h[t]:
                    top = 99  # a void opponent trumps
                    break
            for c in mine[s]:
                if c > top and AUGEN[c] + catch > lead_worth:
                    lead, lead_worth = c, AUGEN[c] + catch
        if lead >= 0:
            return lead
        return min(
            cards, key=lambda c: (AUGEN[c] + (JACK_WORTH if c == jack else 0) + (4 if c & 3 == t else 0), c)
        )
    bi = 0
    for i in range(1, len(trick)):
        if _beats(trick[i], trick[bi], t):
            bi = i
    best = trick[bi]
    later = [suits[o] for o in ((p + k) % n for k in range(1, n - len(trick))) if parties[o] != me]
    if parties[seats[bi]] == me and not any(_can_beat(h, best, led, t, strict) for h in later):
        under = [c for c in cards if not _beats(c, best, t)]
        if under:
            return max(under, key=lambda c: (AUGEN[c] + (JACK_WORTH if c == jack else 0), c & 3 != t, -c))
        return cards[0]
    stake = sum(AUGEN[c] for c in trick) + (JACK_WORTH if jack in trick else 0)
    take, take_worth = -1, -99.0
    for c in cards:
        if _beats(c, best, t) and not any(_can_beat(h, c, led, t, strict) for h in later):
            gain = AUGEN[c] + (JACK_WORTH if c == jack else 0) - 0.3 * (c >> 2) - (3 if c & 3 == t else 0)
            if gain > take_worth:
                take, take_worth = c, gain
    if take >= 0 and (stake > 0 or AUGEN[take] > 0 or take == jack):
        return take
    return min(
        cards, key=lambda c: (AUGEN[c] + (JACK_WORTH if c == jack else 0) + (3 if c & 3 == t else 0), c)
    )


class _Sample:
    """One sample of the hidden cards, ready for playouts: the hands by suit, the trick, the points won."""

    __slots__ = ("jack_party", "parties", "seats", "strict", "suits", "trick", "tricks", "trump", "won")

    def __init__(self, s: SevenUpState) -> None:
        self.trump = s.trump
        self.strict = s.strict
        self.parties = s.parties
        self.suits = [[[c for c in h if c & 3 == x] for x in range(4)] for h in s.hands]
        self.trick = s.trick
        self.seats = s.trick_seats
        self.won = [sum(AUGEN[c] for c in w) for w in s.won]
        self.jack_party = s.jack_party
        self.tricks = s.tricks

    def playout(self, p: int, card: int) -> tuple[list[int], int]:
        """Seat ``p`` plays ``card``; everybody plays the rest of the hand by ``_policy``.

        Returns the card points each party won and the party that took the trump jack (-1: nobody).
        """
        t = self.trump
        strict = self.strict
        parties = self.parties
        n = len(parties)
        suits = [[x.copy() for x in h] for h in self.suits]
        trick = self.trick.copy()
        seats = self.seats.copy()
        won = self.won.copy()
        jack_party = self.jack_party
        jack = (JACK - 2) * 4 + t
        tricks = self.tricks
        while True:
            suits[p][card & 3].remove(card)
            trick.append(card)
            seats.append(p)
            if len(trick) == n:
                bi = 0
                for i in range(1, n):
                    if _beats(trick[i], trick[bi], t):
                        bi = i
                p = seats[bi]
                won[parties[p]] += sum(AUGEN[c] for c in trick)
                if jack in trick:
                    jack_party = parties[p]
                tricks += 1
                if tricks == HAND:
                    return won, jack_party
                trick = []
                seats = []
            else:
                p = (p + 1) % n
            card = _policy(suits, p, trick, seats, t, strict, parties)


def _distinct(state: SevenUpState, seat: int, cards: list[int]) -> list[int]:
    """The legal cards less those that play exactly like a lower one.

    Two cards of a suit that count nothing (and are not the trump jack) are
    alike when every card ranked between them is ours or already out of play.
    """
    t = state.trump
    gone = set(state.hands[seat])
    gone.update(c for _, c in state.plays)
    gone.add(state.turnup)
    gone.update(state.runs)
    gone.update(state.discards[seat])
    jack = (JACK - 2) * 4 + t
    out: list[int] = []
    for c in sorted(cards):
        if out and AUGEN[c] == 0 and c != jack:
            prev = out[-1]
            alike = prev & 3 == c & 3 and AUGEN[prev] == 0 and prev != jack
            if alike and all(x in gone for x in range(prev + 4, c, 4)):
                continue
        out.append(c)
    return out


class NormalBot:
    """The Seven-up bot: trump decisions by their worth for the game, play by sampled playouts."""

    #: How likely the dealer asks (rather than runs) after Vorhand refused, and Vorhand accepts when asked.
    ask_rate = 0.5
    accept_rate = 0.5
    #: Traditional: how likely the dealer gives a point rather than running.
    give_rate = 0.5
    #: Cards played in the playouts of one decision, leading and following (shared among the distinct
    #: cards; leads get more: there what the others hold matters most), and the samples at least and at most.
    lead_budget = 2700
    follow_budget = 900
    min_samples = 8
    max_samples = 150

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """Decide the trump by its worth for the game; in play, weigh each card's sampled playouts."""
        assert isinstance(state, SevenUpState)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        phase = state.phase
        if phase == "discard":
            return DISCARD[self._discard(state, seat)]
        if phase == "play":
            return PLAY[self._play(state, seat)]
        return self._trump(state, seat, actions)

    # ------------------------------------------------------------------ trump making

    def _trump(self, state: SevenUpState, seat: int, actions: list[Action]) -> Action:
        n = state.num_players
        hand = state.hands[seat]
        table = _Table(state, seat)
        proposed = state.turnup & 3
        known = {state.turnup}
        lead = seat == state.vorhand
        here = point_chances(hand, proposed, n, known, lead, False)
        mine = table.party
        dealer = state.party(state.dealer)
        vorhand = state.party(state.vorhand)
        o: Any = state.options

        def run(before: tuple[int, ...] = ()) -> float:
            counts = [0 if s == proposed else 13 - sum(1 for c in hand if c & 3 == s) for s in range(4)]
            total = sum(counts)
            value = 0.0
            for s in range(4):
                if counts[s]:
                    chances = point_chances(hand, s, n, known, lead, True)
                    value += counts[s] / total * table.worth(chances, before=before)
            return value

        if o.trump_making == "traditional":
            gifts = tuple(state.party(s) for s in range(n) if s != state.dealer) if n == 3 else (vorhand,)
            may_give = all(state.scores[p] + 1 < o.target for p in gifts)
            if state.phase == "propose":
                accept = table.worth(here)
                give = self.give_rate if may_give else 0.0
                beg = give * table.worth(here, before=gifts) + (1.0 - give) * run()
                return ACCEPT if accept >= beg else REFUSE
            return GIVE if GIVE in actions and table.worth(here, before=gifts) > run() else RUN
        if state.phase == "propose":
            accept = table.worth(here)
            asked = max(table.worth(here, bonus=mine), run(before=(dealer,)))
            refuse = self.ask_rate * asked + (1.0 - self.ask_rate) * run()
            return ACCEPT if accept >= refuse else REFUSE
        if state.phase == "asked":
            return ACCEPT if table.worth(here, bonus=mine) >= run(before=(dealer,)) else REFUSE
        # the dealer, Vorhand refused
        ask = self.accept_rate * table.worth(here, bonus=vorhand)
        ask += (1.0 - self.accept_rate) * run(before=(mine,))
        return ASK if ask > run() else RUN

    # ------------------------------------------------------------------ discarding

    def _discard(self, state: SevenUpState, seat: int) -> int:
        t = state.trump
        hand = state.hands[seat]
        trumps = [c for c in hand if c & 3 == t]
        top = max(trumps, default=-1)
        bottom = min(trumps, default=-1)

        def keep(c: int) -> float:
            r = c // 4 + 2
            if c & 3 == t:
                v = 20.0 + r
                if c in (top, bottom):
                    v += 10.0
                if r == JACK:
                    v += 8.0
                return v
            v = AUGEN[c] * 1.0 + (3.0 if r == 14 else 0.0)
            # a short suit is better thrown away whole: a void lets us trump
            v += 0.3 * sum(1 for x in hand if x & 3 == c & 3)
            return v + r * 0.05

        return min(hand, key=keep)

    # ------------------------------------------------------------------ play

    def _play(self, state: SevenUpState, seat: int) -> int:
        legal = [a.card for a in state.legal_actions()]  # type: ignore[attr-defined]
        cards = _distinct(state, seat, legal)
        if len(cards) == 1:
            return cards[0]
        table = _Table(state, seat)
        # The samples are drawn from public information only, so the choice never depends on the
        # hidden cards of the state we were given.
        key = (seat, state.hand_no, state.turnup, *state.hands[seat], *(c for _, c in state.plays))
        rng = random.Random(hash(key))
        budget = self.follow_budget if state.trick else self.lead_budget
        left = sum(len(h) for h in state.hands)
        samples = min(self.max_samples, max(self.min_samples, budget // left // len(cards)))
        totals = [0.0] * len(cards)
        for _ in range(samples):
            s = state.determinize(seat, rng)
            sample = _Sample(s)
            for i, c in enumerate(cards):
                won, jack = sample.playout(seat, c)
                totals[i] += table.hand_end(s, won, jack)
        best = max(range(len(cards)), key=lambda i: (totals[i], -cards[i]))
        return cards[best]


class EasyBot:
    """A looser player: takes the trump by a rough count, plays by simple rules, and now and then at random.

    Trump: accepts (or stands) with two trumps and a high one or the jack,
    accepts when asked unless the hand is very weak, and as dealer asks when
    the proposed suit suits it. Play: leads a high trump, else its lowest plain
    card; takes a trick that carries points as cheaply as it can, feeds a
    partner who is winning, else throws its lowest card. One card in five is
    any legal card.
    """

    slip = 0.2
    accept_at = 5.0

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        """The rough choice; sometimes any legal action."""
        assert isinstance(state, SevenUpState)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if state.phase == "play" and rng.random() < self.slip:
            return actions[rng.randrange(len(actions))]
        hand = state.hands[seat]
        strength = trump_strength(hand, state.turnup & 3)
        if state.phase == "propose":
            return ACCEPT if strength >= self.accept_at else REFUSE
        if state.phase == "asked":
            return ACCEPT if strength >= self.accept_at - 3.0 else REFUSE
        if state.phase == "dealer":
            if GIVE in actions:
                return GIVE if strength >= self.accept_at else RUN
            return ASK if strength >= self.accept_at - 1.0 else RUN
        if state.phase == "discard":
            return DISCARD[NormalBot()._discard(state, seat)]
        return PLAY[self._play(state, seat, [a.card for a in actions])]  # type: ignore[attr-defined]

    @staticmethod
    def _play(state: SevenUpState, seat: int, cards: list[int]) -> int:
        t = state.trump
        jack = (JACK - 2) * 4 + t
        trick = state.trick
        if not trick:
            trumps = [c for c in cards if c & 3 == t]
            if trumps and max(trumps) // 4 + 2 >= 13:
                return max(trumps)
            plain = [c for c in cards if c & 3 != t] or cards
            return min(plain, key=lambda c: (AUGEN[c] > 0, c // 4))
        bi = 0
        for i in range(1, len(trick)):
            if _beats(trick[i], trick[bi], t):
                bi = i
        best = trick[bi]
        if state.party(state.trick_seats[bi]) == state.party(seat):
            return max(cards, key=lambda c: (not _beats(c, best, t), c != jack, AUGEN[c], -c))
        stake = sum(AUGEN[c] for c in trick) + (JACK_WORTH if jack in trick else 0)
        winners = [c for c in cards if _beats(c, best, t)]
        if winners and (stake > 0 or len(trick) == state.num_players - 1):
            return min(winners, key=lambda c: (c & 3 == t, c // 4))
        return min(cards, key=lambda c: (AUGEN[c] > 0, c == jack, c & 3 == t, c // 4))
