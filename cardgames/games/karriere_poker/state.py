"""Karriere Poker rules: one match of several games (KP-1 to KP-8 in RULINGS.md).

A game: deal 13 cards each (game 1: leftovers set aside, a random dealer, the
player to his left starts; later games: seats by position, the Dishwasher
deals and keeps the leftovers, the automatic exchange, the Boss starts).
Then poker rounds: the starter leads a set, every other player with cards
raises or passes once (one lap), the top set wins the round and its player
leads next. Going out takes the next position; the game ends the moment one
player is left holding cards. The match ends as its options say (KP-8).

Seats are the players (0..N-1) and never change; where they sit does. From
game 2 the clockwise order follows the positions, so turn order uses
``nxt``/``prv`` (the neighbours by chair), not seat numbers. Hands are kept
as 14 counts (jokers at index 0), since equal numbers are interchangeable.

This module is the flow of play. The set-up of each game (seats, deal,
exchange) is in ``deal``, the rules of a set in ``basics``, the positions and
the end of the match in ``scoring``, and what a seat sees in ``observer``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import chain
from operator import getitem
from typing import Annotated, Any

from ...engine import (
    Action,
    Announced,
    CardsMoved,
    Event,
    MatchEnded,
    Memo,
    Message,
    Outcome,
    Resets,
    RoundEnded,
    RowsShared,
    Shared,
    State,
    TableView,
    TurnChanged,
    Uncompared,
    ZoneKey,
)
from . import deal, observer
from .actions import MAX_COUNT, MAX_JOKERS, PASS, PLAY, CallTime, KarrierePokerAction, Pass, Play
from .basics import (
    CARDS,
    JOKER,
    JOKER_RANK,
    NOT_A_SET,
    cards_of,
    deck_counts,
    rank_order,
    set_fault,
    set_text,
)
from .basics import msg as _m
from .observer import KarrierePokerFacts
from .options import KarrierePokerOptions
from .scoring import match_result, positions, streak_loser

__all__ = ["KarrierePokerState"]

_LOG_PASS = Message("kp.log.pass", "passes.")
_LOG_LEAD = ("kp.log.lead", "leads {set}.")
_LOG_RAISE = ("kp.log.raise", "raises with {set}.")
#: A set of a number with jokers: the log says what the jokers stand for.
_LOG_LEAD_JOKERS = ("kp.log.lead_jokers", "leads {set} (J as {number}).")
_LOG_RAISE_JOKERS = ("kp.log.raise_jokers", "raises with {set} (J as {number}).")
_LOG_ROUND_WON = _m("log.round_won", "wins the round and leads next.")
#: ``SET_TEXTS[number][count][jokers]``: ``set_text`` of that set, for the log of every play (made once).
SET_TEXTS = [[[set_text(cards) for cards in row] for row in rows] for rows in CARDS]


def _lead_row(v: int, c: int, j: int) -> tuple[Play, ...]:
    """The leads with number ``v`` from ``c`` of it and ``j`` jokers: each count with any jokers."""
    return tuple(PLAY[v][m][jj] for m in range(1, c + 1) for jj in range(j + 1))


#: ``LEAD_ROWS[jokers][v][count]``: the leads of number ``v`` from a hand with ``count`` of it and
#: ``jokers`` jokers (KP-5.1); row 0 (the jokers' own count) gives none. A hand's leads are
#: then these rows in number order, found by ``map`` in C without a Python loop: a hand the
#: memo below has not seen (most of a random playout's) costs half what it did.
LEAD_ROWS = [
    [((),) * (MAX_COUNT + 1)]
    + [tuple(_lead_row(v, c, j) for c in range(MAX_COUNT + 1)) for v in range(1, 14)]
    for j in range(MAX_JOKERS + 1)
]
#: ``JOKER_LEADS[jokers]``: jokers alone, one to all of them (they come last).
JOKER_LEADS = [tuple(PLAY[0][0][1 : j + 1]) for j in range(MAX_JOKERS + 1)]


def _raise_row(k: int, j: int, v: int, c: int) -> tuple[Play, ...]:
    """The raises of size ``k`` with number ``v`` from ``c`` of it and ``j`` jokers: from the
    fewest number cards (the most jokers) up (KP-2)."""
    low = k - j if k > j else 1
    return tuple(PLAY[v][m][k - m] for m in range(low, min(c, k) + 1)) if c >= low else ()


#: ``RAISE_ROWS[size][jokers][v][count]``: the raises of that size with number ``v`` (the raise
#: listing looks each row up instead of counting through it).
RAISE_ROWS = [
    [
        [tuple(_raise_row(k, j, v, c) if v else () for c in range(MAX_COUNT + 1)) for v in range(14)]
        for j in range(MAX_JOKERS + 1)
    ]
    for k in range(MAX_COUNT + MAX_JOKERS + 1)
]


def leads(hand: Sequence[int]) -> list[KarrierePokerAction]:
    """Every set a hand (14 counts) can lead: each number with any jokers, then jokers alone (KP-5.1)."""
    jokers = hand[JOKER]
    return [*chain.from_iterable(map(getitem, LEAD_ROWS[jokers], hand)), *JOKER_LEADS[jokers]]


# Hands repeat during search (and when the same deals are played again); their lead lists are kept.
LEADS: Memo[tuple[int, ...], list[KarrierePokerAction]] = Memo(leads, limit=50_000)


class KarrierePokerState(State[KarrierePokerOptions, KarrierePokerAction, KarrierePokerFacts]):
    """One match of Karriere Poker."""

    action_types = (Play, Pass, CallTime)

    #: 0-based number of the running game.
    game_no: int
    #: ``chairs[seat]``: the chair (0..N-1, clockwise) a seat sits in this game.
    chairs: Annotated[list[int], Shared]
    #: The next seat clockwise and the next counterclockwise, by chair.
    nxt: Annotated[list[int], Shared]
    prv: Annotated[list[int], Shared]
    #: Position of each seat in this game (1 Boss .. N Dishwasher); all 0 in game 1 (KP-A13).
    rank: Annotated[list[int], Shared]
    #: ``by_rank[pos]``: the seat holding position ``pos`` this game (index 0 unused).
    by_rank: list[int]
    dealer: int
    #: Per seat, the count of each card in hand (index 0: jokers). A clone shares these
    #: rows (and those of ``played``) with its original until one of them plays from a
    #: row: never change a row in place outside ``_apply``; replace it.
    hands: Annotated[list[list[int]], RowsShared]
    sizes: list[int]
    #: How many seats still hold cards.
    active: int
    #: Cards played in the running poker round, in order.
    table: list[int]
    #: Counts of the cards cleared from earlier rounds of this game.
    out: list[int]
    #: Game 1's leftover cards, set aside unseen (KP-3.2).
    aside: Annotated[list[int], Shared]
    top_value: int
    top_size: int
    #: The seat whose set is on top; -1 before the lead.
    top_seat: int
    #: True when the current player must lead a new round.
    leading: bool
    #: Turns still to be taken before the round ends.
    turns_left: int
    #: 1-based number of the poker round within the game.
    round_no: int
    #: Bit ``1 << seat``: the seat has taken a turn in the running poker round (public, for the
    #: table); ``lap_passed``: its last turn in it was a pass. Both mean nothing while leading.
    lap_moved: int
    lap_passed: int
    #: Seats in the order they went out this game.
    finished: list[int]
    #: Per seat, the counts of the cards it has played this game (public).
    played: Annotated[list[list[int]], RowsShared]
    #: Bit ``1 << seat`` set: this state's rows ``hands[seat]`` and ``played[seat]`` are its
    #: own (not shared with a clone) and ``_apply`` may change them in place.
    owned: Annotated[int, Resets(0), Uncompared]
    #: The exchange of this game: each seat's partner (-1: none), what it gave and got.
    partner: Annotated[list[int], Shared]
    gave: Annotated[list[tuple[int, ...]], Shared]
    got: Annotated[list[tuple[int, ...]], Shared]
    #: The positions of every seat in every finished game.
    results: list[tuple[int, ...]]
    #: The passes of the running game, newest first, as a chain ``(pass, earlier)`` (None: none yet):
    #: each ``(seat, top size, top value, last of the lap, the seat's played counts then)``. Public
    #: (everyone saw them); the hard bot's inference reads them. Rebuilt by a replay like the rest.
    passes: Annotated[tuple[Any, ...] | None, Shared]
    #: The time limit has been called (KP-8.4): the running game is the last.
    time_up: bool
    one_lap: bool
    jokers_over: bool

    # ------------------------------------------------------------------ building

    @classmethod
    def new(cls, num_players: int, seed: int, options: KarrierePokerOptions) -> KarrierePokerState:
        """A new match; game 1 is dealt and the player left of the dealer leads."""
        s = deal.blank(cls, num_players, seed, options)
        deal.start_game(s, None)
        return s

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[Sequence[int]],
        *,
        start_player: int = 0,
        positions: Sequence[int] | None = None,
        chairs: Sequence[int] | None = None,
        dealer: int | None = None,
        results: Sequence[Sequence[int]] = (),
        aside: Sequence[int] | None = None,
        seed: int = 0,
        options: KarrierePokerOptions | dict[str, Any] | None = None,
    ) -> KarrierePokerState:
        """A state with chosen hands at the start of a game, for tests and tutorials.

        ``hands`` gives every seat's cards (0 is a joker; the list's length is
        the player count) after any exchange. Without ``positions`` it is game
        1: seats sit in seat order and nobody has a rank. With ``positions``
        (1 Boss .. N Dishwasher per seat) it is a later game: ``results``
        (earlier games' positions) defaults to one game that gave these
        positions, and ``chairs`` defaults to seats clockwise by position.
        ``start_player`` leads. Cards nobody holds are set aside in game 1
        (or ``aside`` names them); in later games every card must be dealt.
        Games after this one are dealt from ``seed`` as usual.
        """
        return deal.from_deal(
            cls,
            hands,
            start_player=start_player,
            positions=positions,
            chairs=chairs,
            dealer=dealer,
            results=results,
            aside=aside,
            seed=seed,
            options=options,
        )

    # ------------------------------------------------------------------ game flow

    def _successor(self, winner: int) -> int:
        """Who leads when the round winner has gone out (KP-7)."""
        sizes = self.sizes
        if self.game_no == 0:
            q = self.prv[winner]  # KP-7.1: counterclockwise
            while not sizes[q]:
                q = self.prv[q]
            return q
        n = self.num_players
        r = self.rank[winner]
        if r > 1 and sizes[self.by_rank[r - 1]]:  # KP-7.2 rule 1: the direct superior
            return self.by_rank[r - 1]
        if r < n and sizes[self.by_rank[r + 1]]:  # rule 2: the direct subordinate
            return self.by_rank[r + 1]
        for pos in range(1, n + 1):  # rule 3: the highest-ranked player with cards
            if sizes[self.by_rank[pos]]:
                return self.by_rank[pos]
        raise AssertionError("a running game has players with cards")

    def _end_round(self, ev: list[Event] | None) -> None:
        """The lap is over: the top set wins, the table is cleared, the next starter leads (KP-5.3/5.4)."""
        winner = self.top_seat
        out = self.out
        for c in self.table:
            out[c] += 1
        cleared = self.table
        self.table = []
        starter = winner if self.sizes[winner] else self._successor(winner)
        if ev is not None:
            split = len(cleared) - self.top_size
            if split:
                ev.append(CardsMoved(("table",), ("out",), tuple(cleared[:split])))
            ev.append(CardsMoved(("top",), ("out",), tuple(cleared[split:])))
            if starter == winner:
                ev.append(Announced(winner, _LOG_ROUND_WON))
            else:
                ev.append(
                    Announced(
                        winner,
                        _m(
                            "log.round_won_out",
                            "wins the round but has no cards left; {starter_seat} leads next.",
                            starter_seat=starter,
                        ),
                    )
                )
            ev.append(TurnChanged(starter))
        self.top_value = self.top_size = 0
        self.top_seat = -1
        self.leading = True
        self.round_no += 1
        self.current_player = starter

    def _end_game(self, ev: list[Event] | None) -> None:
        """One player holds cards: the game ends at once, he is the Dishwasher (KP-6.2, KP-A7)."""
        n = self.num_players
        last = next(s for s in range(n) if self.sizes[s])
        self.finished.append(last)
        result = positions(self.finished, n)
        self.results.append(result)
        outcome = match_result(self.options, self.results, self.time_up)
        if ev is not None:
            ev.append(
                Announced(last, _m("log.dishwasher", "is the last with cards and becomes the Dishwasher."))
            )
            ev.append(RoundEnded(self.game_no + 1, result))
        if outcome is not None:
            self.outcome = outcome
            self.current_player = None
            if ev is not None:
                ev.append(MatchEnded(outcome.scores, outcome.winners))
                ev.append(TurnChanged(None))
            return
        if self.stop_at_round_end:
            self.current_player = None  # the game's end, shown as it lies: no gathering, no deal
            return
        if ev is not None:
            deal.gather(self, ev)
        self.game_no += 1
        deal.start_game(self, ev)

    @property
    def loser(self) -> int | None:
        """Dishwasher-streak matches: the seat that was Dishwasher too often (KP-8.3)."""
        if self.outcome is None:
            return None
        return streak_loser(self.options, self.results)

    # ------------------------------------------------------------------ hooks

    def _legal_actions(self) -> list[KarrierePokerAction]:
        p = self.current_player
        assert p is not None
        hand = self.hands[p]
        if self.leading:
            return LEADS[tuple(hand)]
        k = self.top_size
        t = self.top_value
        jokers = hand[0]
        actions: list[KarrierePokerAction] = [PASS]
        if t < JOKER_RANK:
            # Each higher number held often enough (with the jokers) to make k cards.
            low = k - jokers if k > jokers else 1
            rows = RAISE_ROWS[k][jokers]
            for v in range(t + 1, 14):
                c = hand[v]
                if c >= low:
                    actions += rows[v][c]
            if jokers >= k:
                actions.append(PLAY[0][0][k])
        elif self.jokers_over and jokers >= k:
            actions.append(PLAY[0][0][k])
        return actions

    def _why_illegal(self, action: KarrierePokerAction) -> Message | None:
        p = self.current_player
        assert p is not None
        if type(action) is Play:
            v, m, j = action.number, action.count, action.jokers
            if not (0 <= v <= 13 and m >= 0 and j >= 0 and (v == 0) == (m == 0)):
                # Not even a list of cards: a count of no number, or a number without a count.
                return NOT_A_SET
            k = self.top_size
            top = self.table[len(self.table) - k :] if k else ()
            return set_fault(self.hands[p], action.cards, top, self.jokers_over)
        if type(action) is Pass:
            if self.leading:
                return _m("illegal.must_lead", "You start this round: you must lead a set, you cannot pass.")
            return None
        if self.options.match_end != "time_limit":
            return _m("illegal.no_time_limit", "This match has no time limit.")
        if self.time_up:
            return _m("illegal.time_called", "The time limit has already been called.")
        return None

    def quick_legal(self, action: Action) -> bool:
        """A short yes for the usual moves (search plays millions): a pass while raising, and a
        play that the hand holds and that leads or beats the top set. Anything else: full check."""
        if type(action) is Play:
            p = self.current_player
            if p is None:
                return False
            v, m, j = action.number, action.count, action.jokers
            hand = self.hands[p]
            return (
                0 < v < 14
                and 0 < m <= hand[v]
                and 0 <= j <= hand[0]
                and (self.leading or (m + j == self.top_size and v > self.top_value))
            )
        return type(action) is Pass and not self.leading

    def _apply(self, action: KarrierePokerAction) -> list[Event]:
        p = self.current_player
        assert p is not None
        events: list[Event] = []
        ev = None if self.quiet else events
        kind = type(action)
        # A pass first (any other kind, as before): it is the most frequent move of a raising lap.
        if kind is not Play and kind is not CallTime:
            if ev is not None:
                ev.append(Announced(p, _LOG_PASS))
            self.passes = (
                (
                    p,
                    self.top_size,
                    self.top_value,
                    self.one_lap and self.turns_left == 1,
                    tuple(self.played[p]),
                ),
                self.passes,
            )
            self.lap_moved |= 1 << p
            self.lap_passed |= 1 << p
            self.turns_left -= 1
            self._next_turn(p, ev)
            return events
        if kind is CallTime:
            self.time_up = True
            if self.results and self.round_no == 1 and self.leading:
                # Called between games (the new deal is out, nobody has played yet): the match
                # ends with the game before, and its Boss wins (KP-8.4).
                last = self.results[-1]
                self.outcome = Outcome(last, (last.index(1),))
                self.current_player = None
                if ev is not None:
                    ev.append(Announced(None, _m("log.time_up_now", "Time is up: the match ends here.")))
                    ev.append(MatchEnded(self.outcome.scores, self.outcome.winners))
                    ev.append(TurnChanged(None))
                return events
            if ev is not None:
                ev.append(
                    Announced(None, _m("log.time_up", "Time is up: this game is the last of the match."))
                )
            return events
        assert type(action) is Play  # (for the type checker: ``kind`` is Play here)
        v, m, j = action.number, action.count, action.jokers
        if self.owned >> p & 1:
            hand = self.hands[p]
            played = self.played[p]
        else:  # the rows are shared with a clone: copy them before the first change
            hand = self.hands[p] = self.hands[p].copy()
            played = self.played[p] = self.played[p].copy()
            self.owned |= 1 << p
        hand[v] -= m
        hand[JOKER] -= j
        k = m + j
        left = self.sizes[p] - k
        self.sizes[p] = left
        played[v] += m
        played[JOKER] += j
        cards = CARDS[v][m][j]
        table = self.table
        if ev is not None:  # the set it beats (only the table's events need it)
            beaten = tuple(table[len(table) - self.top_size :]) if self.top_size else ()
        table += cards
        self.top_value = v if m else JOKER_RANK
        self.top_size = k
        self.top_seat = p
        lead = self.leading
        self.leading = False
        if lead:
            self.lap_moved = 1 << p
            self.lap_passed = 0
        else:
            self.lap_moved |= 1 << p
            self.lap_passed &= ~(1 << p)
        if ev is not None:
            if beaten:
                ev.append(CardsMoved(("top",), ("table",), beaten))
            ev.append(CardsMoved(("hand", p), ("top",), cards))
            if m and j:
                template = _LOG_LEAD_JOKERS if lead else _LOG_RAISE_JOKERS
                said = Message(*template, (("set", SET_TEXTS[v][m][j]), ("number", v)))
            else:
                said = Message(*(_LOG_LEAD if lead else _LOG_RAISE), (("set", SET_TEXTS[v][m][j]),))
            ev.append(Announced(p, said))
        if not left:
            # KP-6.1: out of cards, the next position; the lap goes on without him.
            self.finished.append(p)
            self.active -= 1
            if ev is not None:
                ev.append(
                    Announced(
                        p,
                        _m(
                            "log.out",
                            "has no cards left and takes position {position}.",
                            position=len(self.finished),
                        ),
                    )
                )
            if self.active == 1:
                self._end_game(ev)
                return events
        if lead or not self.one_lap:
            self.turns_left = self.active - 1 if left else self.active
        else:
            self.turns_left -= 1
        self._next_turn(p, ev)
        return events

    def _next_turn(self, p: int, ev: list[Event] | None) -> None:
        """After ``p``'s turn: the next player with cards, or the round's end when no turn is left."""
        if self.turns_left:
            # The next seat clockwise that still holds cards.
            nxt = self.nxt
            sizes = self.sizes
            q = nxt[p]
            while not sizes[q]:
                q = nxt[q]
            self.current_player = q
            if ev is not None:
                ev.append(TurnChanged(q))
        else:
            self._end_round(ev)

    # ------------------------------------------------------------------ views

    def view(self, seat: int | None) -> TableView[KarrierePokerFacts]:
        """What ``seat`` may see: its own hand and the exchange it took part in, and the table."""
        return observer.view(self, seat)

    def why_unusable(self, zone: ZoneKey, card: int, selected: Sequence[tuple[ZoneKey, int]] = ()) -> Message:
        """The rule of a set that keeps ``card`` out of the picked ones (see ``observer``)."""
        reason = observer.why_unusable(self, zone, card, selected)
        return reason if reason is not None else super().why_unusable(zone, card, selected)

    def true_zones(self) -> dict[tuple[Any, ...], Sequence[int]]:
        """Every zone with its cards, hidden ones included."""
        zones: dict[tuple[Any, ...], Sequence[int]] = {}
        for s in range(self.num_players):
            zones[("hand", s)] = rank_order(cards_of(self.hands[s]))
        beaten = len(self.table) - self.top_size
        zones[("table",)] = self.table[:beaten]
        zones[("top",)] = self.table[beaten:]
        zones[("out",)] = cards_of(self.out)
        zones[("aside",)] = self.aside
        return zones

    def deck(self) -> list[int]:
        """N sets of 1..13 and the jokers."""
        return cards_of(deck_counts(self.num_players))

    # ------------------------------------------------------------------ copies

    def __getstate__(self) -> Any:
        """Pickled (the search process, the server's workers) with the passes as a flat tuple: a chain
        of several hundred passes nests deeper than pickle may recurse."""
        state = super().__getstate__()
        parts = [dict(part) if part else part for part in (state if isinstance(state, tuple) else (state,))]
        for part in parts:
            if part and "passes" in part:
                flat = []
                chain = part["passes"]
                while chain is not None:
                    flat.append(chain[0])
                    chain = chain[1]
                part["passes"] = tuple(flat)
        return tuple(parts) if isinstance(state, tuple) else parts[0]

    def __setstate__(self, state: Any) -> None:
        for part in state if isinstance(state, tuple) else (state,):
            for name, value in (part or {}).items():
                if name == "passes":
                    chain: Any = None
                    for item in reversed(value):
                        chain = (item, chain)
                    value = chain
                object.__setattr__(self, name, value)

    def determinize(self, seat: int, rng: random.Random) -> KarrierePokerState:
        """A sample of the hidden cards, drawn from what ``seat`` knows (see ``observer``)."""
        return observer.determinize(self, seat, rng)
