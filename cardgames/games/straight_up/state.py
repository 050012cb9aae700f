"""Straight Up's flow: one match, round after round, until a player wins (STR-1 to STR-6 in RULINGS.md).

A round: fill the market row to N + 2 (STR-2.1), then every player takes one
turn from the start player clockwise (STR-2.2); after a round without a
purchase the row goes to the market discard and a new one is revealed
(STR-2.3); the start marker passes on (STR-2.4). A turn: the player draws up
to 3 (reshuffling the discard pile whenever the draw pile is empty), does
exactly one thing (buy, remove a starting card, place a goal card, strike, or
pass), discards the rest of the hand, and reshuffles if the draw pile is now
empty (STR-3). A completed J-Q-K-A or every copy of a goal rank wins at once
(STR-6); the [ENGINE] safeguards of the options end a stuck match with no
winner (STR-6.4).

Cards are ranks (2..14; suits do not matter, STR-1.2). Every pile is a list
from bottom to top: the last card of a draw pile or of the market deck is the
next one drawn or revealed, the last card of a discard pile the one on top.
A player's straights are two places, each holding a prefix of J-Q-K-A and
kept as its length (0 for an empty place), since a straight is always built in
that order (STR-4.2).

The state moves the cards; what each action needs is in ``rules``, how a match
ends in ``scoring``, what a seat sees and samples in ``observer``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Annotated, Any

from ...engine import (
    Announced,
    CardsMoved,
    Event,
    MatchEnded,
    Message,
    RoundStarted,
    Shared,
    Shuffled,
    State,
    TableView,
    TurnChanged,
    Uncompared,
    ZoneKey,
    stream,
)
from . import deal, observer, rules, scoring
from .actions import Buy, Pass, Place, Remove, StraightUpAction, Strike
from .basics import (
    GOALS,
    HAND_SIZE,
    JACK,
    JOKER,
    MONEY,
    SLOTS,
    STARTING_DECK,
    card_label,
    copies,
    deck_cards,
    market_cards,
    shuffle,
    straight_text,
)
from .basics import msg as _m
from .deal import Cards
from .observer import StraightUpFacts
from .options import StraightUpOptions
from .scoring import End
from .suits import Suits, first, follow

__all__ = ["StraightUpState"]

_LOG_PASS = Message("su.log.pass", "passes.")
_LOG_REFRESH = Message("su.log.refresh", "Nobody bought this round: the market is refreshed.")
_LOG_MARKET_SHUFFLE = Message(
    "su.log.market_shuffle", "The market deck is empty: the market discard is shuffled into a new one."
)
_LOG_NO_MARKET = Message("su.log.no_market", "No market cards are left: play goes on without a market.")
_LOG_RESHUFFLE = Message("su.log.reshuffle", "shuffles the discard pile into a new draw pile.")


class StraightUpState(State[StraightUpOptions, StraightUpAction, StraightUpFacts]):
    """One match of Straight Up."""

    action_types = (Buy, Remove, Place, Strike, Pass)

    #: Per seat, the draw pile (bottom to top; the last card is drawn next).
    draws: list[list[int]]
    #: Per seat, the hand, sorted; only the player on turn holds cards (STR-A1).
    hands: list[list[int]]
    #: Per seat, the discard pile (bottom to top), public (STR-7.2).
    discards: list[list[int]]
    #: Per seat, the length of the straight in each of its two places (0: none).
    straights: list[list[int]]
    #: Per seat, True while its strike marker (the joker) is in front of it (STR-1.5).
    strikes: list[bool]
    #: Per seat, how many J, Q, K, A it owns in all its zones (STR-6.2, STR-A7).
    owned: list[list[int]]
    #: The market row, in the order revealed.
    market: list[int]
    #: The face-down market deck (bottom to top).
    market_deck: list[int]
    #: The market discard (bottom to top), public.
    market_discard: list[int]
    #: Starting cards removed from the game (STR-3.4), in order.
    removed: list[int]
    #: 1-based number of the running round.
    round_no: int
    #: The start player of the running round (holds the start marker).
    start: int
    #: How many turns of the running round have been taken (the player on turn is start + turn).
    turn: int
    #: Whether somebody bought in the running round (STR-2.3).
    bought: bool
    #: Shuffles so far; the n-th shuffle is drawn from (seed, n).
    shuffles: int
    #: Copies of each rank in the game (4 or 8, STR-1.9).
    copies: int
    #: The market size, N + 2 (STR-2.1).
    size: int
    #: The round cap and the early end of the options (STR-6.4).
    cap: int
    early: bool
    #: Why the match ended: "straight", "monopoly", "round_cap", "unwinnable"; "" while it runs.
    end: End
    #: Each card's suit, which the rules ignore but the table draws (``suits``): kept from the deal
    #: while the state makes events, None in a bot's sample. Replaced, never changed in place;
    #: cosmetic, so no part of equality.
    suits: Annotated[Suits | None, Shared, Uncompared]

    # ------------------------------------------------------------------ building

    @classmethod
    def new(cls, num_players: int, seed: int, options: StraightUpOptions) -> StraightUpState:
        """A new match: shuffled starting decks and market deck, a random start player (STR-1, STR-A12)."""
        s = cls._blank(num_players, seed, options)
        for _ in range(num_players):
            deck = list(STARTING_DECK)
            s._shuffle(deck)
            s.draws.append(deck)
            s.hands.append([])
            s.discards.append([])
        deck = market_cards(num_players)
        s._shuffle(deck)
        s.market_deck = deck
        s.start = stream(seed, "start").randrange(num_players)
        s._fill(None)
        s.current_player = s.start
        s._draw(s.start, None)
        s.suits = first(s)
        return s

    @classmethod
    def _blank(cls, n: int, seed: int, options: StraightUpOptions) -> StraightUpState:
        s = cls.__new__(cls)
        s._init_base(n, seed, options)
        s.cap = options.round_cap
        s.early = options.stop_when_unwinnable
        s.copies = copies(n)
        s.size = n + 2
        s.draws = []
        s.hands = []
        s.discards = []
        s.straights = [[0] * SLOTS for _ in range(n)]
        s.strikes = [True] * n
        s.owned = [[0] * 4 for _ in range(n)]
        s.market = []
        s.market_deck = []
        s.market_discard = []
        s.removed = []
        s.round_no = 1
        s.start = 0
        s.turn = 0
        s.bought = False
        s.shuffles = 0
        s.end = ""
        s.suits = None
        return s

    @classmethod
    def from_deal(
        cls,
        draw: Sequence[Cards],
        *,
        hands: Sequence[Cards] | None = None,
        discards: Sequence[Cards] | None = None,
        straights: Sequence[Sequence[Cards]] | None = None,
        strikes: Sequence[bool] | None = None,
        market: Cards = (),
        market_deck: Cards | None = None,
        market_discard: Cards = (),
        removed: Cards | None = None,
        start_player: int = 0,
        current_player: int | None = None,
        round_no: int = 1,
        bought: bool = False,
        seed: int = 0,
        options: StraightUpOptions | dict[str, Any] | None = None,
    ) -> StraightUpState:
        """A position with chosen cards, for tests and tutorials.

        Cards are ranks (``12``) or labels (``"Q"``); a pile may be written as
        one string, ``"2 2 3 Q"``. Piles go from bottom to top: the last card of
        a draw pile or of the market deck is drawn or revealed next.

        - ``draw``: every seat's draw pile; the list's length is the player count.
        - ``hands``: every seat's hand; only the player on turn may hold cards
          (STR-A1). Without it, the player on turn draws up to 3 as a turn begins.
        - ``discards``, ``straights`` (per seat up to two straights, each a
          prefix of J-Q-K such as ``"J Q"``, an empty one for a free place),
          ``strikes`` (per seat, whether its strike is still available).
        - ``market`` (the row), ``market_deck`` and ``market_discard``. Market
          cards (5..A) that no zone names form the market deck, shuffled by
          ``seed``, unless ``market_deck`` is given; then none may be left over.
        - ``removed``: starting cards already out of the game; by default every
          2, 3 and 4 that no zone names.
        - ``start_player`` holds the start marker of round ``round_no``;
          ``current_player`` (default: the start player) is on turn, and
          ``bought`` says whether somebody bought earlier in the round.

        Every card of the game (STR-1.7, STR-1.8) must be placed exactly once.
        Later shuffles are drawn from ``seed``.
        """
        n = len(draw)
        if not 2 <= n <= 4:
            raise ValueError(f"Straight Up is for 2 to 4 players, not {n}")
        opts = options if isinstance(options, StraightUpOptions) else StraightUpOptions(**(options or {}))
        s = cls._blank(n, seed, opts)
        cur = deal.lay_out(
            s,
            draw,
            hands=hands,
            discards=discards,
            straights=straights,
            strikes=strikes,
            market=market,
            market_deck=market_deck,
            market_discard=market_discard,
            removed=removed,
            start_player=start_player,
            current_player=current_player,
            round_no=round_no,
            bought=bought,
        )
        s.current_player = cur
        if hands is None:
            s._draw(cur, None)
        s.suits = first(s)
        return s

    # ------------------------------------------------------------------ card movements

    def _shuffle(self, cards: list[int]) -> None:
        """Shuffle with the match's next shuffle number."""
        shuffle(cards, self.seed, self.shuffles)
        self.shuffles += 1

    def _reshuffle(self, p: int, ev: list[Event] | None) -> None:
        """The discard pile becomes the new, shuffled draw pile (STR-3.1, STR-3.8)."""
        pile = self.discards[p]
        self.discards[p] = []
        if ev is not None:
            ev.append(CardsMoved(("discard", p), ("draw", p), tuple(pile)))
            ev.append(Shuffled(("draw", p)))
            ev.append(Announced(p, _LOG_RESHUFFLE))
        shuffle(pile, self.seed, self.shuffles)  # ``_shuffle`` without its call: every other turn
        self.shuffles += 1
        self.draws[p] = pile

    def _draw(self, p: int, ev: list[Event] | None) -> None:
        """Draw up to 3, reshuffling the discard pile whenever the draw pile runs out (STR-3.1, STR-A3)."""
        hand = self.hands[p]
        need = HAND_SIZE - len(hand)
        pile = self.draws[p]
        if len(pile) >= need:  # the usual case: no reshuffle
            if need:
                got = pile[-need:]
                del pile[-need:]
                hand += got
                hand.sort()
                if ev is not None:
                    ev.append(CardsMoved(("draw", p), ("hand", p), tuple(reversed(got)), frozenset({p})))
            return
        # The pile runs out (STR-A3): draw what it holds, shuffle the discard pile into a new one
        # (it is empty after a reshuffle, so there is never a second) and draw on from that.
        if pile:
            got = pile[::-1]  # drawn from the top
            hand += pile
            need -= len(pile)
            pile.clear()
            if ev is not None:
                ev.append(CardsMoved(("draw", p), ("hand", p), tuple(got), frozenset({p})))
        if self.discards[p]:
            self._reshuffle(p, ev)
            pile = self.draws[p]
            take = need if need <= len(pile) else len(pile)
            got = pile[-take:]
            del pile[-take:]
            hand += got
            if ev is not None:
                ev.append(CardsMoved(("draw", p), ("hand", p), tuple(reversed(got)), frozenset({p})))
        hand.sort()  # a hand the piles cannot fill stays short

    def _fill(self, ev: list[Event] | None) -> None:
        """Reveal market cards until the row holds N + 2 or none is left (STR-2.1, STR-5.1)."""
        row = self.market
        want = self.size - len(row)
        if want <= 0:
            return
        deck = self.market_deck
        if ev is None and len(deck) >= want:  # the usual case, quiet: one slice of the deck
            got = deck[-want:]
            del deck[-want:]
            got.reverse()  # revealed from the top
            row += got
            return
        while want:
            if not deck:
                if not self.market_discard:
                    break
                # STR-5.1, STR-A6: the market discard is reshuffled only when a card must be revealed.
                deck = self.market_discard
                self.market_discard = []
                if ev is not None:
                    ev.append(CardsMoved(("market_discard",), ("market_deck",), tuple(deck)))
                    ev.append(Shuffled(("market_deck",)))
                    ev.append(Announced(None, _LOG_MARKET_SHUFFLE))
                self._shuffle(deck)
                self.market_deck = deck
            take = want if want <= len(deck) else len(deck)
            got = deck[-take:]
            del deck[-take:]
            got.reverse()  # revealed from the top
            row += got
            want -= take
            if ev is not None:
                ev.append(CardsMoved(("market_deck",), ("market",), tuple(got)))

    # ------------------------------------------------------------------ turns and rounds

    def _end_turn(self, p: int, ev: list[Event] | None) -> None:
        """Discard the hand, reshuffle if the draw pile is empty, and hand the turn on (STR-3.8, STR-2);
        after the round's last turn, end the round first.

        Every move comes through here, so the end of a round is written out in place, and so is
        the usual draw of a quiet state (a playout's), which ``_draw`` does in general.
        """
        hands = self.hands
        hand = hands[p]
        if hand:
            self.discards[p] += hand
            hands[p] = []
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("discard", p), tuple(hand)))
        if not self.draws[p] and self.discards[p]:
            self._reshuffle(p, ev)  # STR-3.8.2, STR-A3 (a)
        n = self.num_players
        turn = self.turn + 1
        if turn < n:
            self.turn = turn
            q = (self.start + turn) % n
        else:
            # The round ends: refresh a market nobody bought from, pass the marker, fill the row
            # (STR-2.3 to STR-2.5), unless the round cap ends the match (STR-6.4).
            if self.round_no >= self.cap:
                self.turn = turn
                self._finish(None, "round_cap", ev)
                return
            if not self.bought and self.market:
                # STR-2.3, STR-A4: the old row goes to the market discard first, then a new one is revealed.
                row = self.market
                self.market_discard += row
                self.market = []
                if ev is not None:
                    ev.append(CardsMoved(("market",), ("market_discard",), tuple(row)))
                    ev.append(Announced(None, _LOG_REFRESH))
                self._fill(ev)
            q = self.start = (self.start + 1) % n
            self.round_no += 1
            self.turn = 0
            self.bought = False
            if ev is not None:
                ev.append(RoundStarted(self.round_no, q))
            if len(self.market) < self.size:  # a refreshed row is full already
                self._fill(ev)
        self.current_player = q
        if ev is not None:
            ev.append(TurnChanged(q))
            self._draw(q, ev)
            return
        # ``_draw``'s usual case: the hand is empty (only the player on turn holds cards, STR-A1)
        # and the pile holds a full hand.
        hand = hands[q]
        pile = self.draws[q]
        if not hand and len(pile) >= HAND_SIZE:
            hand += pile[-HAND_SIZE:]
            del pile[-HAND_SIZE:]
            hand.sort()
        else:
            self._draw(q, None)

    def _finish(self, winner: int | None, why: End, ev: list[Event] | None, card: int = 0) -> None:
        """End the match at once (STR-6, STR-A16): ``winner`` wins, or nobody does."""
        self.outcome = scoring.outcome(self.num_players, winner)
        self.current_player = None
        self.end = why
        if ev is not None:
            ev.append(Announced(winner, scoring.end_message(why, self.round_no, self.copies, card)))
            ev.append(MatchEnded(self.outcome.scores, self.outcome.winners))
            ev.append(TurnChanged(None))

    def can_still_win(self, seat: int) -> bool:
        """Whether ``seat`` could still win by some course of play (STR-A14, see ``scoring``)."""
        return scoring.can_still_win(self.owned, self.copies, seat)

    # ------------------------------------------------------------------ hooks

    #: The legal actions come straight from ``rules`` (no wrapper: the search lists them millions of times).
    _legal_actions = rules.legal_actions

    def _why_illegal(self, action: StraightUpAction) -> Message | None:
        p = self.current_player
        assert p is not None
        if type(action) is Buy:
            return rules.buy_refusal(self, p, action.card)
        if type(action) is Remove:
            return rules.remove_refusal(self, p, action.card)
        if type(action) is Place:
            return rules.place_refusal(self, p, action.card, action.slot)
        if type(action) is Strike:
            return rules.strike_refusal(self, p, action.card, action.seat, action.slot)
        return None

    def why_unusable(self, zone: ZoneKey, card: int, selected: Sequence[tuple[ZoneKey, int]] = ()) -> Message:
        """Why the player on turn cannot use ``card`` of ``zone`` now, from the same checks as
        ``why_illegal`` (see ``rules.unusable``)."""
        reason = rules.unusable(self, zone, card, selected)
        return reason if reason is not None else super().why_unusable(zone, card, selected)

    #: The short yes for the moves a playout makes (``rules.quick_legal``), beside the full check.
    quick_legal = rules.quick_legal

    def _follow(self, events: list[Event]) -> None:
        """The copies' suits follow the cards the events moved (``suits``); the first of the move's
        shuffles had the number the count stood at before them. Only a state that makes events."""
        kept = self.suits
        if kept is not None:
            shuffled = sum(1 for e in events if type(e) is Shuffled)
            self.suits = follow(kept, events, self.seed, self.shuffles - shuffled)

    def _apply(self, action: StraightUpAction) -> list[Event]:
        p = self.current_player
        assert p is not None
        events: list[Event] = []
        ev = None if self.quiet else events
        if ev is None:
            # A move nobody watches moves copies unseen: from here their suits cannot be followed
            # (a quiet replay that goes on loud draws them as dealt, see ``suits``).
            self.suits = None
        if type(action) is Pass:  # most moves of a playout
            if ev is not None:
                ev.append(Announced(p, _LOG_PASS))
        elif type(action) is Buy:
            r = action.card
            self.market.remove(r)
            self.discards[p].append(r)
            self.bought = True
            if ev is not None:
                ev.append(CardsMoved(("market",), ("discard", p), (r,)))
                ev.append(Announced(p, _m("log.buy", "buys {card}.", card=card_label(r))))
                if not (self.market or self.market_deck or self.market_discard):
                    ev.append(Announced(None, _LOG_NO_MARKET))  # cards never return (STR-5.2, STR-5.3)
            if r >= JACK:
                own = self.owned[p]
                own[r - JACK] += 1
                if own[r - JACK] == self.copies:  # STR-6.2
                    self._finish(p, "monopoly", ev, r)
                    if ev is not None:
                        self._follow(events)
                    return events
                if self.early and scoring.nobody_can_win(self.owned, self.copies):
                    self._finish(None, "unwinnable", ev)
                    if ev is not None:
                        self._follow(events)
                    return events
        elif type(action) is Remove:
            r = action.card
            self.hands[p].remove(r)
            self.removed.append(r)
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("removed",), (r,)))
                text = _m("log.remove", "removes a {card} from the game.", card=card_label(r))
                ev.append(Announced(p, text))
        elif type(action) is Place:
            r = action.card
            i = action.slot
            self.hands[p].remove(r)
            mine = self.straights[p]
            mine[i] += 1
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("straight", p, i), (r,)))
                ev.append(
                    Announced(
                        p,
                        _m(
                            "log.place", "places {card} in straight {place}.", card=card_label(r), place=i + 1
                        ),
                    )
                )
            if mine[i] == scoring.FULL_STRAIGHT:  # STR-6.1
                self._finish(p, "straight", ev)
                if ev is not None:
                    self._follow(events)
                return events
        elif type(action) is Strike:
            g = action.card
            t = action.seat
            i = action.slot
            self.hands[p].remove(g)
            self.discards[p].append(g)
            theirs = self.straights[t]
            top = GOALS[theirs[i] - 1]
            theirs[i] -= 1  # an emptied place frees a slot (STR-3.6.3)
            self.discards[t].append(top)
            self.strikes[p] = False
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("discard", p), (g,)))
                ev.append(CardsMoved(("straight", t, i), ("discard", t), (top,)))
                ev.append(CardsMoved(("marker", p), ("box",), (JOKER,)))  # the joker is put away
                ev.append(
                    Announced(
                        p,
                        _m(
                            "log.strike",
                            "strikes the {top} of {target_seat}'s straight {straight} with {card}: "
                            "both cards go to their owners' discard piles.",
                            top=card_label(top),
                            target_seat=t,
                            straight=straight_text(theirs[i] + 1),
                            card=card_label(g),
                        ),
                    )
                )
        self._end_turn(p, ev)
        if ev is not None:
            self._follow(events)
        return events

    # ------------------------------------------------------------------ views

    def view(self, seat: int | None) -> TableView[StraightUpFacts]:
        """What ``seat`` may see: its own hand, every public pile, and the sizes of the hidden ones."""
        return observer.view(self, seat)

    def money(self, seat: int) -> int:
        """The money the cards in ``seat``'s hand give (STR-1.3)."""
        return sum(MONEY[c] for c in self.hands[seat])

    def true_zones(self) -> dict[tuple[Any, ...], Sequence[int]]:
        """Every zone with its cards, hidden ones included."""
        return observer.true_zones(self)

    def deck(self) -> list[int]:
        """Every starting card, market card and strike marker of the game (STR-1.5 to STR-1.8)."""
        return deck_cards(self.num_players) + [JOKER] * self.num_players

    # ------------------------------------------------------------------ copies

    def determinize(self, seat: int, rng: random.Random) -> StraightUpState:
        """A sample of the hidden cards, drawn from what ``seat`` knows (see ``observer``)."""
        return observer.determinize(self, seat, rng)
