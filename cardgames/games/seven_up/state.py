"""Seven-up rules: one game to 7, hand after hand (SEV-1 to SEV-9 in RULINGS.md).

A hand: deal 3 + 3 from Vorhand, turn up the proposed trump; the trump
dialogue (accept, refuse, run or ask, accept or refuse again; or the
traditional stand, beg, give or run); running the cards until a new suit
turns up (or a bunch and a redeal); discarding down to six after a run; six
tricks; then High, Low, Jack and Game, and the hand's result. Any recording
that brings a party to the target ends the game at once (SEV-8).

Seats 0..N-1 play clockwise; with four players seats 0 and 2 are one team
and 1 and 3 the other (``party_of``). Hands are kept sorted by card id, so
by rank, then suit.
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
    stream,
)
from . import knowledge
from .actions import ACCEPT, ASK, DISCARD, GIVE, PLAY, REFUSE, RUN, Decide, Discard, Play
from .basics import AUGEN, HAND, JACK, card_label, party_of
from .basics import msg as _m
from .options import SevenUpOptions

__all__ = ["HandResult", "SevenUpState"]

_SEED_PROPOSE = [ACCEPT, REFUSE]
_SEED_DEALER = [RUN, ASK]
_TRAD_DEALER = [GIVE, RUN]
_ONLY_RUN = [RUN]
_LOG_ACCEPT = Message("sev.log.accept", "accepts the trump.")
_LOG_REFUSE = Message("sev.log.refuse", "refuses the trump.")
_LOG_STAND = Message("sev.log.stand", "stands: the trump is made.")
_LOG_BEG = Message("sev.log.beg", "begs.")
_LOG_ASK = Message("sev.log.ask", "asks the elder hand to accept the trump.")
_LOG_RUN = Message("sev.log.run", "runs the cards.")
_LOG_ACCEPT_ASKED = Message(
    "sev.log.accept_asked", "accepts when asked: a point more if this side wins the hand."
)
_LOG_PLAY = ("sev.log.play", "plays {card}.")


class HandResult(tuple[Any, ...]):
    """What a scored hand gave: holders of High, Low, Jack and Game (parties, -1: nobody),
    the High and Low cards, card points per party, hand points per party, the winner
    (-1: nobody), why it won ("most", "precedence", "non_dealer"), what each party recorded
    for the hand (the bonus included), the cards of every party's won tricks, the party that
    accepted when asked (-1: none), and the points recorded before play as
    ``(party, points, why)`` with why "refuse", "give" or "jack"."""

    __slots__ = ()

    high = property(lambda self: self[0])
    low = property(lambda self: self[1])
    jack = property(lambda self: self[2])
    game = property(lambda self: self[3])
    high_card = property(lambda self: self[4])
    low_card = property(lambda self: self[5])
    augen = property(lambda self: self[6])
    counts = property(lambda self: self[7])
    winner = property(lambda self: self[8])
    why = property(lambda self: self[9])
    recorded = property(lambda self: self[10])
    won = property(lambda self: self[11])
    bonus = property(lambda self: self[12])
    before = property(lambda self: self[13])


class SevenUpState(State[SevenUpOptions, Action, dict[str, Any]]):
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
    #: "propose" (Vorhand), "dealer", "asked" (Vorhand), "discard", "play", "over".
    phase: str
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
        s._deal(None)
        return s

    @classmethod
    def _blank(cls, n: int, seed: int, options: SevenUpOptions) -> SevenUpState:
        s = cls.__new__(cls)
        s._init_base(n, seed, options)
        s.nparties = 2 if n == 4 else n
        s.parties = tuple(party_of(seat, n) for seat in range(n))
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
        from ...engine import FrenchCard

        def cid(c: str | int) -> int:
            return int(FrenchCard.parse(c)) if isinstance(c, str) else int(c)

        n = len(hands)
        opts = options if isinstance(options, SevenUpOptions) else SevenUpOptions(**(options or {}))
        s = cls._blank(n, seed, opts)
        s.dealer = n - 1 if dealer is None else dealer
        dealt = [sorted(cid(c) for c in h) for h in hands]
        top = [cid(c) for c in stock]
        up = cid(turnup)
        used = [c for h in dealt for c in h] + top + [up]
        if len(set(used)) != len(used):
            raise ValueError("a card is dealt twice")
        rest = [c for c in range(52) if c not in set(used)]
        s.deal_no = 1
        if scores is not None:  # before the hand begins: a turned-up jack may score at once (SEV-9)
            s.scores = list(scores)
        s._begin_hand(dealt, up, list(reversed(top)) if not rest else rest + list(reversed(top)), None)
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

    def _deal(self, ev: list[Event] | None) -> None:
        """Shuffle and deal a hand: 3 and 3 to each from Vorhand, then the turn-up (SEV-3)."""
        n = self.num_players
        self.deal_no += 1
        # A uniform permutation: the cards in the order of 52 random keys (faster than shuffle()).
        rnd = stream(self.seed, "deal", self.deal_no).random
        keys = [rnd() for _ in range(52)]
        stock = sorted(range(52), key=keys.__getitem__)  # the next card is the last
        hands: list[list[int]] = [[] for _ in range(n)]
        order = [(self.dealer + 1 + k) % n for k in range(n)]
        for _ in range(2):
            for seat in order:
                hands[seat] += [stock.pop(), stock.pop(), stock.pop()]
        up = stock.pop()
        for h in hands:
            h.sort()
        self._begin_hand(hands, up, stock, ev)

    def _begin_hand(self, hands: list[list[int]], up: int, stock: list[int], ev: list[Event] | None) -> None:
        n = self.num_players
        self.hands = hands
        self.stock = stock
        self.turnup = up
        self.runs = []
        self.trump = -1
        self.discards = [[] for _ in range(n)]
        self.bonus = -1
        self.hand_start = list(self.scores)
        self.recorded = [0] * self.nparties
        self.early = ()
        self.trick = []
        self.trick_seats = []
        self.tricks = 0
        self.won = [[] for _ in range(self.nparties)]
        self.jack_party = -1
        self.high_card = self.low_card = -1
        self.high_party = self.low_party = -1
        self.leader = self.vorhand
        self.voids = [0] * n
        self.plays = []
        self.phase = "propose"
        self.current_player = self.vorhand
        if ev is not None:
            ev.append(RoundStarted(self.hand_no, self.vorhand, self.dealer))
            ev.append(Shuffled(("stock",)))
            for seat in range(n):
                ev.append(CardsMoved(("stock",), ("hand", seat), tuple(hands[seat]), frozenset({seat})))
            ev.append(CardsMoved(("stock",), ("turnup",), (up,)))
            ev.append(TurnChanged(self.vorhand))
        o: Any = self.options
        if o.turned_jack_point and up // 4 + 2 == JACK:
            self._record_before_play(self.party(self.dealer), 1, "jack", ev)

    def _record_before_play(self, party: int, points: int, why: str, ev: list[Event] | None) -> bool:
        """Record points before play (SEV-4.3, SEV-9); True if that ended the game (SEV-8.1)."""
        self.scores[party] += points
        self.recorded[party] += points
        self.early += ((party, points, why),)
        if ev is not None:
            total = self.scores[party]
            if why == "refuse":
                ev.append(
                    self._said(
                        party,
                        (
                            "log.refused_point",
                            "records a point: the elder hand refused twice. Score {total}.",
                        ),
                        (
                            "log.team_refused_point",
                            "{side_seats} record a point: the elder hand refused twice. Score {total}.",
                        ),
                        total=total,
                    )
                )
            elif why == "give":
                ev.append(
                    self._said(
                        party,
                        ("log.given_point", "is given a point to keep the trump. Score {total}."),
                        (
                            "log.team_given_point",
                            "{side_seats} are given a point to keep the trump. Score {total}.",
                        ),
                        total=total,
                    )
                )
            else:
                ev.append(
                    self._said(
                        party,
                        ("log.jack_point", "records a point for the turned-up jack. Score {total}."),
                        (
                            "log.team_jack_point",
                            "{side_seats} record a point for the turned-up jack. Score {total}.",
                        ),
                        total=total,
                    )
                )
        return self._check_end(ev)

    def _said(self, party: int, alone: tuple[str, str], team: tuple[str, str], **params: Any) -> Announced:
        """A log line about a party: said by its player, or with teams about both partners
        (``side_seats``, which the table turns into their names), never by one partner alone."""
        if self.nparties == self.num_players:
            return Announced(party, _m(*alone, **params))
        seats = tuple(s for s in range(self.num_players) if self.parties[s] == party)
        return Announced(None, _m(*team, side_seats=seats, **params))

    def _check_end(self, ev: list[Event] | None) -> bool:
        """End the game when a party reached the target (SEV-8.1)."""
        o: Any = self.options
        best = max(self.scores)
        if best < o.target:
            return False
        winner = self.scores.index(best)
        self._finish_game(winner, ev)
        return True

    def _finish_game(self, winner: int, ev: list[Event] | None) -> None:
        n = self.num_players
        seats_scores = tuple(self.scores[self.party(s)] for s in range(n))
        winners = tuple(s for s in range(n) if self.party(s) == winner)
        self.outcome = Outcome(seats_scores, winners)
        self.current_player = None
        self.phase = "over"
        self.results.append(tuple(self.recorded))
        if ev is not None:
            ev.append(RoundEnded(self.hand_no, tuple(self.recorded[self.party(s)] for s in range(n))))
            ev.append(MatchEnded(seats_scores, winners))
            ev.append(TurnChanged(None))

    def _run(self, ev: list[Event] | None) -> None:
        """Run the cards: 3 more each and a new turn-up until its suit differs (SEV-4.4)."""
        n = self.num_players
        first = self.turnup & 3
        while True:
            if len(self.stock) < 3 * n + 1:
                self._bunch(ev)
                return
            for seat in self.elder_order():
                got = [self.stock.pop(), self.stock.pop(), self.stock.pop()]
                for c in got:
                    insort(self.hands[seat], c)
                if ev is not None:
                    ev.append(CardsMoved(("stock",), ("hand", seat), tuple(got), frozenset({seat})))
            card = self.stock.pop()
            self.runs.append(card)
            if ev is not None:
                ev.append(CardsMoved(("stock",), ("runs",), (card,)))
            if card & 3 != first:
                self.trump = card & 3
                if ev is not None:
                    ev.append(
                        Announced(
                            None,
                            Message(
                                "sev.log.run_trump",
                                "{card} turns up: it is trump.",
                                (("card", card_label(card)),),
                            ),
                        )
                    )
                o: Any = self.options
                jack_point = o.turned_jack_point and card // 4 + 2 == JACK
                if jack_point and self._record_before_play(self.party(self.dealer), 1, "jack", ev):
                    return
                self._start_discard(ev)
                return
            if ev is not None:
                ev.append(
                    Announced(
                        None,
                        Message(
                            "sev.log.run_same",
                            "{card} turns up: the same suit, run on.",
                            (("card", card_label(card)),),
                        ),
                    )
                )

    def _bunch(self, ev: list[Event] | None) -> None:
        """The stock cannot supply a run: throw the hand in, the same dealer deals again (SEV-4.6)."""
        o: Any = self.options
        if not o.bunch_keeps_points:
            self.scores = list(self.hand_start)
        if ev is not None:
            ev.append(
                Announced(
                    self.dealer, _m("log.bunch", "cannot run the cards any further: the hand is bunched.")
                )
            )
            for seat in range(self.num_players):
                ev.append(CardsMoved(("hand", seat), ("stock",), tuple(self.hands[seat])))
            ev.append(CardsMoved(("turnup",), ("stock",), (self.turnup,)))
            if self.runs:
                ev.append(CardsMoved(("runs",), ("stock",), tuple(self.runs)))
        self._deal(ev)

    def _start_discard(self, ev: list[Event] | None) -> None:
        """After a run each player discards down to six (SEV-4.5), one card at a time."""
        self.phase = "discard"
        self._next_discarder(ev)

    def _next_discarder(self, ev: list[Event] | None) -> None:
        for seat in self.elder_order():
            if len(self.hands[seat]) > HAND:
                self.current_player = seat
                if ev is not None:
                    ev.append(TurnChanged(seat))
                return
        self._start_play(ev)

    def note_high_low(self) -> None:
        """The highest and lowest trump in play and the parties holding them (SEV-6.1/6.2).

        In play: in the hands when trick 1 starts, so the hands now and the cards played since.
        """
        t = self.trump
        holder = {c: self.party(s) for s in range(self.num_players) for c in self.hands[s] if c & 3 == t}
        holder.update((c, self.party(s)) for s, c in self.plays if c & 3 == t)
        o: Any = self.options
        if o.high_low == "literal_ace_two":
            ace, two = 48 + t, t
            self.high_card = ace if ace in holder else -1
            self.low_card = two if two in holder else -1
        else:
            self.high_card = max(holder) if holder else -1
            self.low_card = min(holder) if holder else -1
        self.high_party = holder.get(self.high_card, -1)
        self.low_party = holder.get(self.low_card, -1)

    def _start_play(self, ev: list[Event] | None) -> None:
        """Trump is made: note High and Low; Vorhand leads."""
        self.note_high_low()
        self.phase = "play"
        self.leader = self.vorhand
        self.current_player = self.vorhand
        if ev is not None:
            ev.append(TurnChanged(self.vorhand))

    def _end_trick(self, ev: list[Event] | None) -> None:
        """The highest trump, else the highest card of the suit led, takes the trick (SEV-5.3)."""
        t = self.trump
        cards = self.trick
        best = 0
        for i in range(1, len(cards)):
            c, b = cards[i], cards[best]
            cs, bs = c & 3, b & 3
            if (cs == bs and c > b) or (cs == t and bs != t):
                best = i
        winner = self.trick_seats[best]
        party = self.parties[winner]
        self.won[party] += cards
        if (JACK - 2) * 4 + t in cards:  # the trump jack
            self.jack_party = party
        self.last_seats = self.trick_seats
        self.last_cards = cards  # both lists are replaced below, never changed
        if ev is not None:
            ev.append(CardsMoved(("trick",), ("won", party), tuple(cards)))
            ev.append(Announced(winner, _m("log.trick", "takes the trick.")))
        self.trick = []
        self.trick_seats = []
        self.tricks += 1
        if self.tricks == HAND:
            self._score_hand(ev)
            return
        self.leader = winner
        self.current_player = winner
        if ev is not None:
            ev.append(TurnChanged(winner))

    # ------------------------------------------------------------------ scoring

    def _game_point(self, augen: list[int]) -> int:
        """The party with the most card points; a tie to the elder tied party (SEV-6.4), or nobody."""
        best = max(augen)
        tied = [p for p in range(self.nparties) if augen[p] == best]
        if len(tied) == 1:
            return tied[0]
        o: Any = self.options
        if o.game_point_tie == "none":
            return -1
        for seat in self.elder_order():
            if self.party(seat) in tied:
                return self.party(seat)
        raise AssertionError("unreachable")

    def _score_hand(self, ev: list[Event] | None) -> None:
        """High, Low, Jack and Game, the hand's winner and what is recorded (SEV-6, SEV-7, SEV-9)."""
        n = self.num_players
        o: Any = self.options
        high, low = self.high_party, self.low_party
        jack = self.jack_party
        augen = [sum(AUGEN[c] for c in won) for won in self.won]
        game = self._game_point(augen)
        points = (high, low, jack, game)
        counts = [sum(1 for p in points if p == party) for party in range(self.nparties)]
        record = [0] * self.nparties
        winner, why = -1, ""
        self.result_hand = self.hand_no
        if o.hand_scoring == "independent":
            best = max(counts)
            leaders = [p for p in range(self.nparties) if counts[p] == best]
            winner = leaders[0] if best and len(leaders) == 1 else -1
            why = "most" if winner >= 0 else ""
            for p in points:  # counted out in the order High, Low, Jack, Game (SEV-9)
                if p >= 0:
                    record[p] += 1
            if winner >= 0 and self.bonus == winner:
                record[winner] += 1
            self.last_result = HandResult(
                (
                    high,
                    low,
                    jack,
                    game,
                    self.high_card,
                    self.low_card,
                    tuple(augen),
                    tuple(counts),
                    winner,
                    why,
                    tuple(record),
                    tuple(tuple(w) for w in self.won),
                    self.bonus,
                    self.early,
                )
            )
            for p in points:
                if p >= 0:
                    self._record(p, 1, ev)
                    if self.is_over:
                        return
            if winner >= 0 and self.bonus == winner:
                self._record(winner, 1, ev)
                if self.is_over:
                    return
        else:
            best = max(counts)
            tied = [p for p in range(self.nparties) if counts[p] == best]
            if best == 0:
                winner = -1
            elif len(tied) == 1:
                winner, why = tied[0], "most"
            elif o.count_tie == "literal" and best != 2:
                winner, why = self._non_dealer(tied), "non_dealer"
            else:
                winner = next(p for p in points if p in tied)
                why = "precedence"
            if winner >= 0:
                record[winner] = best + (1 if self.bonus == winner else 0)
            self.last_result = HandResult(
                (
                    high,
                    low,
                    jack,
                    game,
                    self.high_card,
                    self.low_card,
                    tuple(augen),
                    tuple(counts),
                    winner,
                    why,
                    tuple(record),
                    tuple(tuple(w) for w in self.won),
                    self.bonus,
                    self.early,
                )
            )
            if winner >= 0:
                self._record(winner, record[winner], ev)
                if self.is_over:
                    return
        self.results.append(tuple(self.recorded))
        if ev is not None:
            ev.append(RoundEnded(self.hand_no, tuple(self.recorded[self.party(s)] for s in range(n))))
            # The won tricks and the rest go back; the deal passes on.
            for p in range(self.nparties):
                if self.won[p]:
                    ev.append(CardsMoved(("won", p), ("stock",), tuple(self.won[p])))
            ev.append(CardsMoved(("turnup",), ("stock",), (self.turnup,)))
            if self.runs:
                ev.append(CardsMoved(("runs",), ("stock",), tuple(self.runs)))
            for seat in range(n):
                if self.discards[seat]:
                    ev.append(CardsMoved(("discard", seat), ("stock",), tuple(self.discards[seat])))
        self.hand_no += 1
        self.dealer = (self.dealer + 1) % n
        self._deal(ev)

    def _non_dealer(self, tied: list[int]) -> int:
        """Among tied parties, the elder one (the non-dealer side)."""
        for seat in self.elder_order():
            if self.party(seat) in tied:
                return self.party(seat)
        raise AssertionError("unreachable")

    def _record(self, party: int, points: int, ev: list[Event] | None) -> None:
        self.scores[party] += points
        self.recorded[party] += points
        if ev is not None:
            ev.append(
                self._said(
                    party,
                    ("log.records", "records {points} for the hand. Score {total}."),
                    ("log.team_records", "{side_seats} record {points} for the hand. Score {total}."),
                    points=points,
                    total=self.scores[party],
                )
            )
        self._check_end(ev)

    # ------------------------------------------------------------------ hooks

    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        p = self.current_player
        assert p is not None
        if phase == "play":
            hand = self.hands[p]
            if not self.trick:
                return [PLAY[c] for c in hand]
            led = self.trick[0] & 3
            t = self.trump
            follow = [c for c in hand if c & 3 == led]
            if not self.strict:
                if follow:
                    if led != t:
                        follow += [c for c in hand if c & 3 == t]
                        follow.sort()
                    return [PLAY[c] for c in follow]
                return [PLAY[c] for c in hand]
            if follow:
                return [PLAY[c] for c in follow]
            trumps = [c for c in hand if c & 3 == t]
            return [PLAY[c] for c in (trumps or hand)]
        if phase == "discard":
            return [DISCARD[c] for c in self.hands[p]]
        if phase == "dealer":
            o: Any = self.options
            if o.trump_making == "traditional":
                return list(_TRAD_DEALER) if self.may_give() else list(_ONLY_RUN)
            return list(_SEED_DEALER)
        return list(_SEED_PROPOSE)

    def gift_parties(self) -> list[int]:
        """Who a traditional gift goes to: Vorhand's side; with three players every non-dealer."""
        if self.num_players == 3:
            return [self.party(s) for s in range(3) if s != self.dealer]
        return [self.party(self.vorhand)]

    def may_give(self) -> bool:
        """The dealer may not give a point that would win the game (SEV-9)."""
        o: Any = self.options
        return all(self.scores[p] + 1 < o.target for p in self.gift_parties())

    def _why_illegal(self, action: Action) -> Message | None:
        phase = self.phase
        if type(action) is Decide:
            if action not in self._legal_actions():
                if phase in ("play", "discard"):
                    return (
                        _m("illegal.trump_made", "The trump is made; now play a card.")
                        if phase == "play"
                        else _m("illegal.discard_first", "First discard down to six cards.")
                    )
                if action == GIVE and phase == "dealer" and not self.may_give():
                    return _m(
                        "illegal.give_wins",
                        "You may not give a point that would win the game: run the cards.",
                    )
                return _m("illegal.not_now", "That decision is not yours to make now.")
            return None
        p = self.current_player
        assert p is not None
        card = action.card  # type: ignore[attr-defined]
        if type(action) is Discard:
            if phase != "discard":
                return _m("illegal.no_discard", "Discarding comes only after the cards were run.")
            if card not in self.hands[p]:
                return _m("illegal.not_in_hand", "That card is not in your hand.")
            return None
        if phase == "discard":
            return _m("illegal.discard_first", "First discard down to six cards.")
        if phase != "play":
            return _m("illegal.trump_first", "First the trump must be made.")
        hand = self.hands[p]
        if card not in hand:
            return _m("illegal.not_in_hand", "That card is not in your hand.")
        if not self.trick:
            return None
        led = self.trick[0] & 3
        cs = card & 3
        if cs == led:
            return None
        t = self.trump
        o: Any = self.options
        can_follow = any(c & 3 == led for c in hand)
        if o.follow == "follow_or_trump":
            if can_follow and cs != t:
                return _m("illegal.follow_or_trump", "You must follow suit or trump.")
            return None
        if can_follow:
            return _m("illegal.follow", "You must follow suit.")
        if cs != t and any(c & 3 == t for c in hand):
            return _m("illegal.must_trump", "You cannot follow suit, so you must trump.")
        return None

    def _apply(self, action: Action) -> list[Event]:
        p = self.current_player
        assert p is not None
        events: list[Event] = []
        ev = None if self.quiet else events
        kind = type(action)
        if kind is Play:
            card = action.card  # type: ignore[attr-defined]
            hand = self.hands[p]
            if self.trick:
                led = self.trick[0] & 3
                # Under follow_or_trump a trump may be played while holding the suit led (SEV-9).
                if card & 3 != led and (self.strict or card & 3 != self.trump):
                    self.voids[p] |= 1 << led
                    if card & 3 != self.trump and self.strict:
                        self.voids[p] |= 16  # no trump either
            hand.remove(card)
            self.plays.append((p, card))
            self.trick.append(card)
            self.trick_seats.append(p)
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("trick",), (card,)))
                ev.append(Announced(p, Message(*_LOG_PLAY, (("card", card_label(card)),))))
            if len(self.trick) == self.num_players:
                self._end_trick(ev)
            else:
                self.current_player = q = (p + 1) % self.num_players
                if ev is not None:
                    ev.append(TurnChanged(q))
            return events
        if kind is Discard:
            card = action.card  # type: ignore[attr-defined]
            self.hands[p].remove(card)
            insort(self.discards[p], card)
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("discard", p), (card,), frozenset({p})))
            if len(self.hands[p]) == HAND and ev is not None:
                ev.append(Announced(p, _m("log.discarded", "has discarded down to six cards.")))
            self._next_discarder(ev)
            return events
        o: Any = self.options
        traditional = o.trump_making == "traditional"
        phase = self.phase
        # By value: an action that crossed a process (the search) is an equal copy, never the
        # same object as the module's constants.
        word = action.word  # type: ignore[attr-defined]
        if word == "accept":
            if ev is not None:
                ev.append(
                    Announced(
                        p,
                        _LOG_ACCEPT_ASKED if phase == "asked" else _LOG_STAND if traditional else _LOG_ACCEPT,
                    )
                )
            if phase == "asked":
                self.bonus = self.party(self.vorhand)
            self.trump = self.turnup & 3
            self._start_play(ev)
        elif word == "refuse":
            if phase == "propose":
                if ev is not None:
                    ev.append(Announced(p, _LOG_BEG if traditional else _LOG_REFUSE))
                self.phase = "dealer"
                self.current_player = self.dealer
                if ev is not None:
                    ev.append(TurnChanged(self.dealer))
            else:
                if ev is not None:
                    ev.append(Announced(p, _m("log.refuse_again", "refuses again.")))
                if not self._record_before_play(self.party(self.dealer), 1, "refuse", ev):
                    self._run(ev)
        elif word == "ask":
            if ev is not None:
                ev.append(Announced(p, _LOG_ASK))
            self.phase = "asked"
            self.current_player = self.vorhand
            if ev is not None:
                ev.append(TurnChanged(self.vorhand))
        elif word == "give":
            over = False
            for party in self.gift_parties():
                if self._record_before_play(party, 1, "give", ev):
                    over = True
                    break
            if not over:
                self.trump = self.turnup & 3
                self._start_play(ev)
        else:
            if ev is not None:
                ev.append(Announced(p, _LOG_RUN))
            self._run(ev)
        return events

    # ------------------------------------------------------------------ views

    def view(self, seat: int | None) -> TableView:
        """What ``seat`` may see."""
        return knowledge.view(self, seat)

    def true_zones(self) -> dict[tuple[Any, ...], Sequence[int]]:
        """Every zone with its cards."""
        zones: dict[tuple[Any, ...], Sequence[int]] = {}
        for s in range(self.num_players):
            zones[("hand", s)] = self.hands[s]
            zones[("discard", s)] = self.discards[s]
        zones[("stock",)] = self.stock
        zones[("turnup",)] = [self.turnup]
        zones[("runs",)] = self.runs
        zones[("trick",)] = self.trick
        for p in range(self.nparties):
            zones[("won", p)] = self.won[p]
        return zones

    def deck(self) -> list[int]:
        """The 52 cards."""
        return list(range(52))

    def determinize(self, seat: int, rng: random.Random) -> SevenUpState:
        """A sample of the hidden cards, drawn from what ``seat`` knows (see ``knowledge``)."""
        return knowledge.determinize(self, seat, rng)
