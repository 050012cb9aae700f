"""Seven-up rules: one game to 7, hand after hand (SEV-1 to SEV-9 in RULINGS.md).

A hand: deal 3 + 3 from Vorhand, turn up the proposed trump; the trump
dialogue (accept, refuse, run or ask, accept or refuse again; or the
traditional stand, beg, give or run); running the cards until a new suit
turns up (or a bunch and a redeal); discarding down to six after a run; six
tricks; then High, Low, Jack and Game (``scoring``), and the hand's result.
Any recording that brings a party to the target ends the game at once (SEV-8).

Seats 0..N-1 play clockwise; with four players seats 0 and 2 are one team
and 1 and 3 the other (``party_of``). Hands are kept sorted by card id, so
by rank, then suit. What a seat sees and samples of what it cannot are in
``observer``; the trump dialogue and running the cards in ``trump``;
the log's words in ``log``.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Sequence
from typing import Annotated, Any

from ...engine import (
    Action,
    Announced,
    CardsMoved,
    Event,
    MatchEnded,
    Message,
    Outcome,
    RoundEnded,
    RoundStarted,
    Shared,
    Shuffled,
    State,
    TableView,
    TurnChanged,
    ZoneKey,
    stream,
)
from . import deal, log, observer, trump
from .actions import Decide, Discard, Play, SevenUpAction
from .basics import HAND, JACK, Phase, party_count, party_of, trick_winner
from .legal import card_refusal, decision_refusal, legal_actions, may_give
from .observer import SevenUpFacts
from .options import SevenUpOptions
from .scoring import HandResult, hand_result, high_and_low, recordings

__all__ = ["HandResult", "SevenUpState"]

#: ``_PARTIES[n]``: each seat's party with n players (``party_of``), built once.
_PARTIES = {n: tuple([party_of(seat, n) for seat in range(n)]) for n in range(2, 5)}


class SevenUpState(State[SevenUpOptions, SevenUpAction, SevenUpFacts]):
    """One game of Seven-up."""

    action_types = (Decide, Discard, Play)

    dealer: int
    #: Shuffles so far (a bunch redeals with a new shuffle).
    deal_no: int
    #: 1-based number of the hand being played (a bunched hand keeps its number).
    hand_no: int
    nparties: int
    #: ``parties[seat]``: the seat's party.
    parties: tuple[int, ...]
    #: The rules sheet's following: must follow suit, else must trump (SEV-5.2).
    strict: bool
    phase: Phase
    hands: list[list[int]]
    #: The undealt cards; the next card is the last one.
    stock: list[int]
    #: The original turn-up: its suit is the proposed trump (SEV-3.2).
    turnup: int
    #: Cards turned up while running, in order; the last one made trump if its suit differs.
    runs: list[int]
    #: The trump suit, -1 while undecided.
    trump: int
    #: Cards each seat discarded after a run (out of play, seen only by their owner).
    discards: list[list[int]]
    #: The party that gets +1 if it wins the hand (accepted when asked, SEV-4.3), or -1.
    bonus: int
    scores: list[int]
    #: Scores when the hand was first dealt (a bunch may restore them).
    hand_start: Annotated[list[int], Shared]
    #: Points each party recorded in this hand so far (before play and after).
    recorded: list[int]
    #: What was recorded before play in this hand: ``(party, points, why)`` (for the summary).
    early: tuple[tuple[int, int, str], ...]
    trick: list[int]
    trick_seats: list[int]
    leader: int
    tricks: int
    #: Per party, the cards of the tricks it won this hand.
    won: list[list[int]]
    jack_party: int
    #: The highest and lowest trump in play (SEV-6.1/6.2), -1 if none.
    high_card: int
    low_card: int
    #: The parties that held them, -1 if none.
    high_party: int
    low_party: int
    #: The last complete trick: (seat, card) in play order.
    last_seats: Annotated[list[int], Shared]
    last_cards: Annotated[list[int], Shared]
    #: Every card played this hand and who played it, in order.
    plays: list[tuple[int, int]]
    #: Per seat, a bit per suit it has shown it does not hold (bit 4: no trump).
    voids: list[int]
    #: The last scored hand's result, shown by the view (so part of equality).
    last_result: HandResult | None
    #: The number of the hand ``last_result`` belongs to (0: none yet).
    result_hand: int
    #: Every hand's recorded points per party, in order.
    results: list[tuple[int, ...]]

    @property
    def last_trick(self) -> tuple[tuple[int, int], ...]:
        """The last complete trick: (seat, card) in play order."""
        return tuple(zip(self.last_seats, self.last_cards, strict=True))

    # ------------------------------------------------------------------ building

    @classmethod
    def new(cls, num_players: int, seed: int, options: SevenUpOptions) -> SevenUpState:
        """A new game: a random first dealer (SEV-1.3), the first hand dealt."""
        s = cls._blank(num_players, seed, options)
        s.dealer = stream(seed, "dealer").randrange(num_players)
        s.deal_hand(None)
        return s

    @classmethod
    def _blank(cls, n: int, seed: int, options: SevenUpOptions) -> SevenUpState:
        s = cls.__new__(cls)
        s._init_base(n, seed, options)
        s.nparties = party_count(n)
        s.parties = _PARTIES.get(n) or tuple([party_of(seat, n) for seat in range(n)])
        s.strict = options.follow == "follow_else_trump"
        s.scores = [0] * s.nparties
        s.deal_no = 0
        s.hand_no = 1
        s.results = []
        s.last_result = None
        s.result_hand = 0
        s.last_seats = []
        s.last_cards = []
        return s

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[Sequence[str | int]],
        turnup: str | int,
        stock: Sequence[str | int] = (),
        *,
        dealer: int | None = None,
        scores: Sequence[int] | None = None,
        seed: int = 0,
        options: SevenUpOptions | dict[str, Any] | None = None,
    ) -> SevenUpState:
        """A hand with chosen cards, for tests and tutorials.

        ``hands`` are the seats' six cards (``"QH"`` or ids; the list's length
        is the player count), ``turnup`` the card turned up, ``stock`` the
        undealt cards from the top (the next card dealt first). Cards nobody
        holds and the stock does not name go below the given stock in a fixed
        order. The dealer defaults to the last seat, so seat 0 is Vorhand.
        Later hands are dealt from ``seed`` as usual.
        """
        n = len(hands)
        opts = options if isinstance(options, SevenUpOptions) else SevenUpOptions(**(options or {}))
        s = cls._blank(n, seed, opts)
        s.dealer = n - 1 if dealer is None else dealer
        dealt, up, rest = deal.chosen(hands, turnup, stock)
        s.deal_no = 1
        if scores is not None:  # before the hand begins: a turned-up jack may score at once (SEV-9)
            s.scores = list(scores)
        s._begin_hand(dealt, up, rest, None)
        return s

    # ------------------------------------------------------------------ the hand

    @property
    def vorhand(self) -> int:
        """The player left of the dealer (SEV-1.4)."""
        return (self.dealer + 1) % self.num_players

    def party(self, seat: int) -> int:
        """The party of a seat."""
        return self.parties[seat]

    def elder_order(self) -> list[int]:
        """Play order from Vorhand to the dealer (SEV-1.4)."""
        n = self.num_players
        return [(self.dealer + 1 + k) % n for k in range(n)]

    def deal_hand(self, ev: list[Event] | None) -> None:
        """Shuffle and deal a hand (SEV-3)."""
        self.deal_no += 1
        hands, up, stock = deal.shuffled(self.seed, self.deal_no, self.dealer, self.num_players)
        self._begin_hand(hands, up, stock, ev)

    def _begin_hand(self, hands: list[list[int]], up: int, stock: list[int], ev: list[Event] | None) -> None:
        n = self.num_players
        nparties = self.nparties
        vorhand = (self.dealer + 1) % n
        self.hands = hands
        self.stock = stock
        self.turnup = up
        self.runs = []
        self.trump = -1
        self.discards = [[] for _ in range(n)]
        self.bonus = -1
        self.hand_start = self.scores.copy()
        self.recorded = [0] * nparties
        self.early = ()
        self.trick = []
        self.trick_seats = []
        self.tricks = 0
        self.won = [[] for _ in range(nparties)]
        self.jack_party = -1
        self.high_card = self.low_card = -1
        self.high_party = self.low_party = -1
        self.leader = vorhand
        self.voids = [0] * n
        self.plays = []
        self.phase = "propose"
        self.current_player = vorhand
        if ev is not None:
            ev.append(RoundStarted(self.hand_no, vorhand, self.dealer))
            ev.append(Shuffled(("stock",)))
            for seat in range(n):
                ev.append(CardsMoved(("stock",), ("hand", seat), tuple(hands[seat]), frozenset({seat})))
            ev.append(CardsMoved(("stock",), ("turnup",), (up,)))
            ev.append(TurnChanged(vorhand))
        if up // 4 + 2 == JACK and self.options.turned_jack_point:
            self.record_before_play(self.parties[self.dealer], 1, "jack", ev)

    def record_before_play(self, party: int, points: int, why: str, ev: list[Event] | None) -> bool:
        """Record points before play (SEV-4.3, SEV-9); True if that ended the game (SEV-8.1)."""
        self.scores[party] += points
        self.recorded[party] += points
        self.early += ((party, points, why),)
        if ev is not None:
            ev.append(log.before_play(self.parties, party, why, self.scores[party]))
        return self._check_end(ev)

    def _check_end(self, ev: list[Event] | None) -> bool:
        """End the game when a party reached the target (SEV-8.1)."""
        best = max(self.scores)
        if best < self.options.target:
            return False
        winner = self.scores.index(best)
        self._finish_game(winner, ev)
        return True

    def _finish_game(self, winner: int, ev: list[Event] | None) -> None:
        n = self.num_players
        parties = self.parties
        seats_scores = tuple([self.scores[parties[s]] for s in range(n)])
        winners = tuple([s for s in range(n) if parties[s] == winner])
        self.outcome = Outcome(seats_scores, winners)
        self.current_player = None
        self.phase = "over"
        self.results.append(tuple(self.recorded))
        if ev is not None:
            ev.append(RoundEnded(self.hand_no, tuple(self.recorded[self.party(s)] for s in range(n))))
            ev.append(MatchEnded(seats_scores, winners))
            ev.append(TurnChanged(None))

    def start_discard(self, ev: list[Event] | None) -> None:
        """After a run each player discards down to six (SEV-4.5), one card at a time."""
        self.phase = "discard"
        self._next_discarder(ev)

    def _next_discarder(self, ev: list[Event] | None) -> None:
        n = self.num_players
        hands = self.hands
        for k in range(self.dealer + 1, self.dealer + 1 + n):  # ``elder_order``, without the list
            seat = k % n
            if len(hands[seat]) > HAND:
                self.current_player = seat
                if ev is not None:
                    ev.append(TurnChanged(seat))
                return
        self.start_play(ev)

    def note_high_low(self) -> None:
        """The highest and lowest trump in play and the parties holding them (SEV-6.1/6.2)."""
        literal = self.options.high_low == "literal_ace_two"
        self.high_card, self.low_card, self.high_party, self.low_party = high_and_low(
            self.trump, self.hands, self.plays, self.parties, literal
        )

    def start_play(self, ev: list[Event] | None) -> None:
        """Trump is made: note High and Low; Vorhand leads."""
        self.note_high_low()
        self.phase = "play"
        self.leader = self.current_player = vorhand = (self.dealer + 1) % self.num_players
        if ev is not None:
            ev.append(TurnChanged(vorhand))

    def _end_trick(self, ev: list[Event] | None) -> None:
        """The highest trump, else the highest card of the suit led, takes the trick (SEV-5.3)."""
        t = self.trump
        cards = self.trick
        seats = self.trick_seats
        winner = seats[trick_winner(cards, t)]
        party = self.parties[winner]
        self.won[party] += cards
        if (JACK - 2) * 4 + t in cards:  # the trump jack
            self.jack_party = party
        self.last_seats = seats
        self.last_cards = cards  # both lists are replaced below, never changed
        if ev is not None:
            ev.append(CardsMoved(("trick",), ("won", party), tuple(cards)))
            ev.append(Announced(winner, log.TRICK))
        self.trick = []
        self.trick_seats = []
        self.tricks = tricks = self.tricks + 1
        if tricks == HAND:
            self._score_hand(ev)
            return
        self.leader = self.current_player = winner
        if ev is not None:
            ev.append(TurnChanged(winner))

    def _score_hand(self, ev: list[Event] | None) -> None:
        """Score High, Low, Jack and Game (``scoring``), record the points; the deal passes on."""
        n = self.num_players
        result = hand_result(self)
        self.last_result = result
        self.result_hand = self.hand_no
        for party, points, what in recordings(result, self.options.hand_scoring == "independent"):
            self._record(party, points, ev, what)
            if self.outcome is not None:
                return
        self.results.append(tuple(self.recorded))
        if ev is not None:
            ev.append(RoundEnded(self.hand_no, tuple(self.recorded[self.party(s)] for s in range(n))))
        if self.stop_at_round_end:
            self.current_player = None  # the hand's end, shown as it lies: no gathering, no deal
            return
        if ev is not None:
            # The won tricks and the rest go back; the deal passes on.
            for p in range(self.nparties):
                if self.won[p]:
                    ev.append(CardsMoved(("won", p), ("stock",), tuple(self.won[p])))
            ev.append(CardsMoved(("turnup",), ("stock",), (self.turnup,)))
            if self.runs:
                ev.append(CardsMoved(("runs",), ("stock",), tuple(self.runs)))
            for seat in range(n):
                if self.discards[seat]:
                    # Discards were laid face down: gathered unseen, but by their owner.
                    own = frozenset({seat})
                    ev.append(CardsMoved(("discard", seat), ("stock",), tuple(self.discards[seat]), own))
        self.hand_no += 1
        self.dealer = (self.dealer + 1) % n
        self.deal_hand(ev)

    def _record(self, party: int, points: int, ev: list[Event] | None, what: tuple[str, ...] = ()) -> None:
        self.scores[party] += points
        self.recorded[party] += points
        if ev is not None:
            ev.append(log.records(self.parties, party, points, self.scores[party], what))
        self._check_end(ev)

    # ------------------------------------------------------------------ what may be done (``legal``)

    # The rules' list, bound as the hook itself: no wrapper call on the search's hot path.
    _legal_actions = legal_actions

    def quick_legal(self, action: Action) -> bool:
        """The fast path of ``apply`` (search plays millions of moves): True exactly when
        ``action`` is legal now, tested in a few steps per kind. False sends the move to the full
        check (``legal``), which says why it is refused; the tests hold the two to each other."""
        p = self.current_player
        if p is None:
            return False
        if type(action) is Play:
            if self.phase != "play":
                return False
            card = action.card
            hand = self.hands[p]
            if card not in hand:
                return False
            trick = self.trick
            if not trick:
                return True
            led = trick[0] & 3
            suit = card & 3
            if suit == led:
                return True
            # Not following suit: allowed without a card of the suit led (SEV-5.2); then under
            # the rules sheet a trump is due if held. follow_or_trump allows a trump anyway (SEV-9).
            t = self.trump
            strict = self.strict
            if suit == t and not strict:
                return True
            for c in hand:
                if c & 3 == led:
                    return False
            if suit == t or not strict:
                return True
            for c in hand:  # noqa: SIM110 (a plain loop: all() with a generator costs twice as much)
                if c & 3 == t:
                    return False
            return True
        if type(action) is Discard:
            return self.phase == "discard" and action.card in self.hands[p]
        if type(action) is Decide:  # by its word: an equal copy counts (``legal`` compares by value)
            word = action.word
            phase = self.phase
            if phase == "propose" or phase == "asked":
                return word == "accept" or word == "refuse"
            if phase == "dealer":
                if word == "run":
                    return True
                if self.options.trump_making == "traditional":
                    return word == "give" and may_give(self)
                return word == "ask"
        return False

    def _why_illegal(self, action: SevenUpAction) -> Message | None:
        p = self.current_player
        assert p is not None
        if type(action) is Play:
            return card_refusal(self, p, action.card, True)
        if type(action) is Discard:
            return card_refusal(self, p, action.card, False)
        return decision_refusal(self, p, action)

    def why_unusable(self, zone: ZoneKey, card: int, selected: Sequence[tuple[ZoneKey, int]] = ()) -> Message:
        """Why the player to act cannot pick ``card`` of ``zone``: the rule that refuses playing it
        (or discarding it, while discarding). One card makes a move, so ``selected`` changes nothing."""
        p = self.current_player
        if p is None or zone != ("hand", p):
            return super().why_unusable(zone, card, selected)
        reason = card_refusal(self, p, card, self.phase != "discard")
        return reason if reason is not None else super().why_unusable(zone, card, selected)

    # ------------------------------------------------------------------ moves

    def _apply(self, action: SevenUpAction) -> list[Event]:
        p = self.current_player
        assert p is not None
        events: list[Event] = []
        ev = None if self.quiet else events
        if type(action) is Play:
            card = action.card
            trick = self.trick
            if trick:
                led = trick[0] & 3
                suit = card & 3
                # Under follow_or_trump a trump may be played while holding the suit led (SEV-9).
                if suit != led and (self.strict or suit != self.trump):
                    self.voids[p] |= 1 << led
                    if suit != self.trump and self.strict:
                        self.voids[p] |= 16  # no trump either
            self.hands[p].remove(card)
            self.plays.append((p, card))
            trick.append(card)
            self.trick_seats.append(p)
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("trick",), (card,)))
                ev.append(Announced(p, log.played(card)))
            n = self.num_players
            if len(trick) == n:
                self._end_trick(ev)
            else:
                self.current_player = q = (p + 1) % n
                if ev is not None:
                    ev.append(TurnChanged(q))
            return events
        if type(action) is Discard:
            card = action.card
            hand = self.hands[p]
            hand.remove(card)
            insort(self.discards[p], card)
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("discard", p), (card,), frozenset({p})))
            if len(hand) > HAND:
                # Still too many: p stays the first in elder order to discard (the seats before
                # it are done), which is what ``_next_discarder`` would find.
                if ev is not None:
                    ev.append(TurnChanged(p))
                return events
            if ev is not None:
                ev.append(Announced(p, log.DISCARDED))
            self._next_discarder(ev)
            return events
        if type(action) is Decide:
            trump.decide(self, p, action.word, ev)
        return events

    # ------------------------------------------------------------------ views

    def view(self, seat: int | None) -> TableView[SevenUpFacts]:
        """What ``seat`` may see (``observer``)."""
        return observer.view(self, seat)

    def true_zones(self) -> dict[tuple[Any, ...], Sequence[int]]:
        """Every zone with its cards (``observer``)."""
        return observer.true_zones(self)

    def deck(self) -> list[int]:
        """The 52 cards."""
        return list(range(52))

    def determinize(self, seat: int, rng: random.Random) -> SevenUpState:
        """A sample of the hidden cards, drawn from what ``seat`` knows (``observer``)."""
        return observer.determinize(self, seat, rng)
