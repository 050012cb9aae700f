"""What the Seven-up bots and the hard bot's rollouts share: the game model, the playout player,
the discard order and a quick trump measure.

The game model. Every decision of the normal bot aims at one number: our
party's chance to win the game. ``match_chance`` works it out from the scores
(a small model of the rest of the game: even hands, each won by one party
with the usual number of points; or every point to its own party under
``hand_scoring=independent``). That is how the score situation enters: a
point given away near the target, the dealer's point for a second refusal,
the bonus for accepting when asked. ``Table`` holds one seat's situation and
scores the end of a hand by the rules (``scoring``).

The playout player (``policy``) sees every hand of a sample: it takes tricks
that carry points with cards nobody after it can beat, feeds a partner who is
sure to win, leads the trump jack or the best trump when that catches
counting cards, and else plays its cheapest card. ``Sample`` plays a hand out
with it, by suit lists, without ``apply``.

Discarding after a run (``discard_choice``) keeps the highest and the lowest
trump (High and Low are held, SEV-6), the jack and the other trumps, then the
counting cards; throws small plain cards first, from short suits (a void lets
us trump).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from .basics import AUGEN, HAND, JACK, beats, trick_winner, trump_jack
from .scoring import elder_parties, game_point, hand_winner

if TYPE_CHECKING:
    from .state import SevenUpState

__all__ = [
    "JACK_WORTH",
    "Sample",
    "Table",
    "can_beat",
    "discard_choice",
    "match_chance",
    "paired_gap",
    "policy",
    "settled",
    "trump_strength",
]

#: The Jack point in card points (Augen), for weighing it against the Game point.
JACK_WORTH = 12.0


def paired_gap(first: list[float], second: list[float]) -> tuple[float, float]:
    """How much ``first`` is ahead of ``second`` on the same samples: the mean of their paired
    differences and its standard error (0 with a single sample)."""
    n = len(first)
    gaps = [a - b for a, b in zip(first, second, strict=True)]
    gap = sum(gaps) / n
    spread = sum((g - gap) ** 2 for g in gaps) / (n - 1) if n > 1 else 0.0
    return gap, (spread / n) ** 0.5


#: Winner takes all: how many points the hand winner records, and how often (self-play), by parties.
_WINNER_COUNTS = {
    2: ((1, 0.02), (2, 0.53), (3, 0.385), (4, 0.065)),
    3: ((1, 0.1), (2, 0.6), (3, 0.26), (4, 0.04)),
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


#: ``Table._after``'s results: a pure function of the table's rules, the points, scores and bonus.
_AFTER: dict[tuple[object, ...], float] = {}
_AFTER_SIZE = 200_000


class Table:
    """The score situation of a decision: who we are, the scores, the rules of recording."""

    __slots__ = (
        "elder",
        "independent",
        "key",
        "literal",
        "nparties",
        "party",
        "scores",
        "target",
        "tie_none",
    )

    def __init__(self, state: SevenUpState, seat: int) -> None:
        o = state.options
        self.nparties = state.nparties
        self.party = state.party(seat)
        self.scores = list(state.scores)
        self.target = o.target
        self.independent = o.hand_scoring == "independent"
        self.literal = o.count_tie == "literal"
        self.tie_none = o.game_point_tie == "none"
        self.elder = elder_parties(state.dealer, state.parties)
        #: Everything ``_after`` depends on besides its arguments (its results are kept by it).
        self.key = (self.nparties, self.party, self.target, self.independent, self.literal, self.elder)

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
        value = self._after((s.high_party, s.low_party, jack, self._game(won)), self.scores, s.bonus)
        # a hair for card points beyond the Game point, to choose between otherwise equal plays
        return value + 0.0002 * (2 * won[self.party] - sum(won))

    def _game(self, won: list[int]) -> int:
        """The party that takes Game with these card points (a tie as the rules settle it)."""
        best = max(won)
        return won.index(best) if won.count(best) == 1 else game_point(won, self.elder, self.tie_none)

    def settled(self, bonus: int, trumps: bool) -> bool:
        """Whether the game's result no longer depends on the card play: High and Low are fixed
        by the cards in play, and for each way they fall every way Jack and Game may fall leaves
        our chance the same (the hand ends the game whoever takes them, or records the same).
        ``trumps``: a trump is known to be in play (so High and Low go to somebody)."""
        parties = range(-1, self.nparties)
        games = range(-1 if self.tie_none else 0, self.nparties)
        for h in parties:
            for lo in parties:
                if (h < 0 or lo < 0) and (trumps or h != lo):
                    continue  # no trump in play gives neither point; else both are given
                first = self._after((h, lo, -1, games[0]), self.scores, bonus)
                for j in parties:
                    for g in games:
                        if self._after((h, lo, j, g), self.scores, bonus) != first:
                            return False
        return True

    def settled_chance(self, s: SevenUpState) -> float:
        """Our chance to win the game in a settled hand (``settled``): High and Low as dealt in ``s``."""
        return self._after(
            (s.high_party, s.low_party, -1, self._game([0] * self.nparties)), self.scores, s.bonus
        )

    def hand_points(self, won: list[int], jack: int) -> float:
        """A settled hand's worth to us, played as if it still counted: Jack and Game we take less
        those others take, and a hair for card points."""
        value = 0.0
        for p in (jack, self._game(won)):
            if p >= 0:
                value += 1.0 if p == self.party else -1.0
        return value + 0.0002 * (2 * won[self.party] - sum(won))

    def _after(self, points: tuple[int, int, int, int], scores: list[int], bonus: int) -> float:
        """Our chance to win the game when the hand's points go to these parties (-1: nobody)."""
        key = (self.key, points, tuple(scores), bonus)
        value = _AFTER.get(key)
        if value is None:
            if len(_AFTER) >= _AFTER_SIZE:
                _AFTER.clear()
            value = _AFTER[key] = self._after_uncached(points, scores, bonus)
        return value

    def _after_uncached(self, points: tuple[int, int, int, int], scores: list[int], bonus: int) -> float:
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
        if counts.count(best) == 1:  # the most points win the hand; a tie as the rules settle it
            winner = counts.index(best)
        else:
            winner, _why = hand_winner(counts, points, self.literal, self.elder)
        if winner >= 0:
            new[winner] += counts[winner] + (1 if bonus == winner else 0)
        return self.chance(new)


def settled(state: SevenUpState, seat: int, table: Table | None = None) -> bool:
    """Whether, in the card play, no card of anybody can change the game's result any more, as far
    as ``seat`` knows (``Table.settled``; a trump in its hand or played means High and Low are given)."""
    if state.phase != "play":
        return False
    t = state.trump
    trumps = any(c & 3 == t for c in state.hands[seat]) or any(c & 3 == t for _, c in state.plays)
    return (table or Table(state, seat)).settled(state.bonus, trumps)


# ---------------------------------------------------------------------- discarding


def discard_choice(state: SevenUpState, seat: int) -> int:
    """The card ``seat`` throws after a run: the least worth keeping (see the module's notes)."""
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


# ---------------------------------------------------------------------- playouts


def can_beat(held: list[list[int]], card: int, led: int, t: int, strict: bool) -> bool:
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


def policy(
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
        if beats(trick[i], trick[bi], t):
            bi = i
    best = trick[bi]
    later = [suits[o] for o in ((p + k) % n for k in range(1, n - len(trick))) if parties[o] != me]
    if parties[seats[bi]] == me and not any(can_beat(h, best, led, t, strict) for h in later):
        under = [c for c in cards if not beats(c, best, t)]
        if under:
            return max(under, key=lambda c: (AUGEN[c] + (JACK_WORTH if c == jack else 0), c & 3 != t, -c))
        return cards[0]
    stake = sum(AUGEN[c] for c in trick) + (JACK_WORTH if jack in trick else 0)
    take, take_worth = -1, -99.0
    for c in cards:
        if beats(c, best, t) and not any(can_beat(h, c, led, t, strict) for h in later):
            gain = AUGEN[c] + (JACK_WORTH if c == jack else 0) - 0.3 * (c >> 2) - (3 if c & 3 == t else 0)
            if gain > take_worth:
                take, take_worth = c, gain
    if take >= 0 and (stake > 0 or AUGEN[take] > 0 or take == jack):
        return take
    return min(
        cards, key=lambda c: (AUGEN[c] + (JACK_WORTH if c == jack else 0) + (3 if c & 3 == t else 0), c)
    )


class Sample:
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
        """Seat ``p`` plays ``card``; everybody plays the rest of the hand by ``policy``.

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
        jack = trump_jack(t)
        tricks = self.tricks
        while True:
            suits[p][card & 3].remove(card)
            trick.append(card)
            seats.append(p)
            if len(trick) == n:
                p = seats[trick_winner(trick, t)]
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
            card = policy(suits, p, trick, seats, t, strict, parties)
