"""Seven-up bots: "normal" plays a sensible All Fours hand, "easy" is plausible but loose.

Every decision of "normal" aims at one number: our party's chance to win the
game (``heuristics.match_chance`` and ``heuristics.Table``: the score
situation, a point given away near the target, the dealer's point for a
second refusal, the bonus for accepting when asked).

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

Discarding after a run: ``heuristics.discard_choice``.

Play: sampled playouts. The hidden cards are drawn again and again from what
our seat knows (``determinize``: our hand, the turn-ups, the played cards and
the voids others have shown; never the hands of the state we are given), and
for each distinct legal card the hand is played out by the quick player who
sees every hand (``heuristics.policy``). The card whose playouts end best for
the game (High, Low, Jack and Game of the hand as the rules score them, with a
hair of card points) is played; on a trick the opponents hold, a card that
does not take it and is worth fewer card points is played instead unless it is
clearly worse on the same samples. Leads get more playouts than follows. So it
captures the jack and tens when it can, keeps its trumps when a plain card
wins, and does not overtake a partner who is winning the trick anyway. Once no
card can change the game's result (``Table.settled``: High, counted first,
ends the game whoever takes the rest), it plays for Jack and Game as if they
still counted, rather than for nothing.

"easy" counts its trumps for the trump decisions, plays by a few fixed rules
(win a trick that carries points cheaply, feed a partner whose card holds,
else throw the lowest card) and plays one card in five at random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import exp

from ...engine import Action
from .actions import ACCEPT, ASK, DISCARD, GIVE, PLAY, REFUSE, RUN, Play
from .basics import AUGEN, TEN, beats, trick_winner, trump_jack
from .heuristics import JACK_WORTH, Sample, Table, discard_choice, paired_gap, settled, trump_strength
from .legal import gift_parties, may_give
from .state import SevenUpState

__all__ = ["EasyBot", "NormalBot", "point_chances"]

#: How many standard errors of the paired difference a card worth more must be ahead of a cheaper one
#: to be played instead (``_cheaper_unless_clearly_worse``).
CHEAPER_Z = 2.0

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
    jack = trump_jack(suit)
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


# ---------------------------------------------------------------------- the bots


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
    jack = trump_jack(t)
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

    def choose(self, state: SevenUpState, seat: int, rng: random.Random) -> Action:
        """Decide the trump by its worth for the game; in play, weigh each card's sampled playouts."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        phase = state.phase
        if phase == "discard":
            return DISCARD[discard_choice(state, seat)]
        if phase == "play":
            return PLAY[self._play(state, seat)]
        return self._trump(state, seat, actions)

    # ------------------------------------------------------------------ trump making

    def _trump(self, state: SevenUpState, seat: int, actions: Sequence[Action]) -> Action:
        n = state.num_players
        hand = state.hands[seat]
        table = Table(state, seat)
        proposed = state.turnup & 3
        known = {state.turnup}
        lead = seat == state.vorhand
        here = point_chances(hand, proposed, n, known, lead, False)
        mine = table.party
        dealer = state.party(state.dealer)
        vorhand = state.party(state.vorhand)
        o = state.options

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
            gifts = tuple(gift_parties(state))
            giving = may_give(state)
            if state.phase == "propose":
                accept = table.worth(here)
                give = self.give_rate if giving else 0.0
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

    # ------------------------------------------------------------------ play

    def _play(self, state: SevenUpState, seat: int) -> int:
        legal = [a.card for a in state.legal_actions() if isinstance(a, Play)]
        cards = _distinct(state, seat, legal)
        if len(cards) == 1:
            return cards[0]
        table = Table(state, seat)
        # The samples are drawn from public information only, so the choice never depends on the
        # hidden cards of the state we were given.
        key = (seat, state.hand_no, state.turnup, *state.hands[seat], *(c for _, c in state.plays))
        rng = random.Random(hash(key))
        budget = self.follow_budget if state.trick else self.lead_budget
        left = sum(len(h) for h in state.hands)
        samples = min(self.max_samples, max(self.min_samples, budget // left // len(cards)))
        # When no card can change the game's result any more, play the hand as if it still counted.
        done = settled(state, seat, table)
        values: list[list[float]] = [[] for _ in cards]
        for _ in range(samples):
            s = state.determinize(seat, rng)
            sample = Sample(s)
            for i, c in enumerate(cards):
                won, jack = sample.playout(seat, c)
                values[i].append(table.hand_points(won, jack) if done else table.hand_end(s, won, jack))
        totals = [sum(v) for v in values]
        best = max(range(len(cards)), key=lambda i: (totals[i], -cards[i]))
        if _lost(state, seat):
            best = _cheaper_unless_clearly_worse(state, cards, values, best)
        return cards[best]


def _lost(state: SevenUpState, seat: int) -> bool:
    """Whether the trick on the table is an opponent's and no partner plays to it after ``seat``."""
    trick = state.trick
    if not trick:
        return False
    n = state.num_players
    mine = state.party(seat)
    if state.party(state.trick_seats[trick_winner(trick, state.trump)]) == mine:
        return False
    return all(state.party((seat + k) % n) != mine for k in range(1, n - len(trick)))


def _cheaper_unless_clearly_worse(
    state: SevenUpState, cards: list[int], values: list[list[float]], best: int
) -> int:
    """On a trick the opponents hold (``_lost``), the index of the card to play when the best on the
    samples would not take it: a card worth less that does not take it either (fewer card points;
    the trump jack counts its point) unless it is clearly worse on the same samples (their paired
    difference beyond ``CHEAPER_Z`` standard errors). With a few dozen samples the Game point's
    noise swamps the hair of card points, and a plain queen went to a trick the opponent's trump
    took while the 8 of clubs was there."""
    t = state.trump
    top_card = state.trick[trick_winner(state.trick, t)]
    if beats(cards[best], top_card, t):
        return best
    jack = trump_jack(t)

    def cost(c: int) -> float:
        return AUGEN[c] + (JACK_WORTH if c == jack else 0.0)

    for i in sorted(range(len(cards)), key=lambda i: (cost(cards[i]), cards[i])):
        if cost(cards[i]) >= cost(cards[best]):
            break
        if beats(cards[i], top_card, t):
            continue
        gap, error = paired_gap(values[best], values[i])
        if gap <= CHEAPER_Z * error:
            return i
    return best


class EasyBot:
    """A looser player: takes the trump by a rough count, plays by simple rules, and now and then at random.

    Trump: accepts (or stands) with two trumps and a high one or the jack,
    accepts when asked unless the hand is very weak, and as dealer asks when
    the proposed suit suits it. Play: leads a high trump, else its lowest plain
    card; takes a trick that carries points as cheaply as it can; feeds a
    partner whose card holds (``_holds``), and gives a partner whose card may
    still be beaten its card worth the least; else throws its lowest card. One
    card in five is any legal card.
    """

    slip = 0.2
    accept_at = 5.0

    def choose(self, state: SevenUpState, seat: int, rng: random.Random) -> Action:
        """The rough choice; sometimes any legal action."""
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
            return DISCARD[discard_choice(state, seat)]
        return PLAY[self._play(state, seat, [a.card for a in actions if isinstance(a, Play)])]

    @staticmethod
    def _play(state: SevenUpState, seat: int, cards: list[int]) -> int:
        t = state.trump
        jack = trump_jack(t)
        trick = state.trick
        if not trick:
            trumps = [c for c in cards if c & 3 == t]
            if trumps and max(trumps) // 4 + 2 >= 13:
                return max(trumps)
            plain = [c for c in cards if c & 3 != t] or cards
            return min(plain, key=lambda c: (AUGEN[c] > 0, c // 4))
        bi = trick_winner(trick, t)
        best = trick[bi]
        if state.party(state.trick_seats[bi]) == state.party(seat):
            if EasyBot._holds(state, seat, best):
                return max(cards, key=lambda c: (not beats(c, best, t), c != jack, AUGEN[c], -c))
            # Not safe: an opponent still to play may take it, so give what is worth the least.
            return min(cards, key=lambda c: (AUGEN[c] + (JACK_WORTH if c == jack else 0), c & 3 == t, c // 4))
        stake = sum(AUGEN[c] for c in trick) + (JACK_WORTH if jack in trick else 0)
        winners = [c for c in cards if beats(c, best, t)]
        if winners and (stake > 0 or len(trick) == state.num_players - 1):
            return min(winners, key=lambda c: (c & 3 == t, c // 4))
        return min(cards, key=lambda c: (AUGEN[c] > 0, c == jack, c & 3 == t, c // 4))

    @staticmethod
    def _holds(state: SevenUpState, seat: int, best: int) -> bool:
        """Whether the partner's ``best`` holds against the opponents still to play, as far as our
        seat can tell: no higher card of its suit is unseen, and (a plain card) none of them has
        shown a void in the suit led while he may still hold a trump."""
        n = state.num_players
        me = state.party(seat)
        after = [(seat + k) % n for k in range(1, n - len(state.trick))]
        opponents = [o for o in after if state.party(o) != me]
        if not opponents:
            return True
        seen = set(state.hands[seat])
        seen.update(c for _, c in state.plays)
        seen.add(state.turnup)
        seen.update(state.runs)
        seen.update(state.discards[seat])
        if any(c not in seen for c in range(best + 4, 52, 4)):
            return False
        t = state.trump
        if best & 3 == t:
            return True
        led = state.trick[0] & 3
        return not any(state.voids[o] >> led & 1 and not state.voids[o] & 16 for o in opponents)
