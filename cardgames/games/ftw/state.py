"""FTW?! state: one match of N rounds (FTW-1 to FTW-5 in RULINGS.md).

Each round: shuffle 1..M, deal, every seat passes 3 cards to its right-hand
neighbour (chosen one seat at a time, delivered together), then turns go
clockwise; each turn is option A, B or C; the round ends right after the turn
that leaves the active player with one hand card, and every seat scores its
highest hand card minus the others, floored at 0. The start player moves one
seat clockwise each round; after N rounds the highest total wins, ties share.

This module is the flow: dealing, passing, turns, rounds. What a turn may do
and why a move is refused live in ``rules``, the points in ``scoring``, what
each seat sees and may guess in ``observer``. Hands and helper rows are kept
sorted, so a state has one canonical form.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Sequence
from typing import Any

from ...engine import (
    Announced,
    CardsMoved,
    Event,
    MatchEnded,
    Message,
    Outcome,
    RoundEnded,
    RoundStarted,
    Scored,
    Shuffled,
    State,
    TableView,
    TurnChanged,
    ZoneKey,
    shuffle,
    stream,
)
from . import observer, rules
from .actions import FtwAction, LayAndTake, PassCards, PlayHigher, PlayWithHelpers
from .basics import deck_size, hand_size
from .observer import FtwFacts
from .options import FtwOptions
from .scoring import RoundEnd, round_points, winners

__all__ = ["FtwState"]

# Log lines, built without keyword plumbing: ``apply`` runs in search loops.
_LOG_PASSED = Message("ftw.log.passed", "chose 3 cards to pass.")
_LOG_PLAY_HIGHER = ("ftw.log.play_higher", "played {card} on the pile.")
_LOG_LAY_AND_TAKE = ("ftw.log.lay_and_take", "laid {card} as a helper and took {take} from the pile.")
_LOG_PLAY_WITH_HELPERS = (
    "ftw.log.play_with_helpers",
    "played {card} with helpers {helpers}: {total} beats {top}.",
)
_LOG_PLAY_WITH_HELPER = (
    "ftw.log.play_with_helper",
    "played {card} with helper {helpers}: {total} beats {top}.",
)


class FtwState(State[FtwOptions, FtwAction, FtwFacts]):
    """One match of FTW?!."""

    action_types = (PassCards, PlayHigher, LayAndTake, PlayWithHelpers)

    num_rounds: int
    #: 0-based index of the running round.
    round_no: int
    #: The start player of round 1 (random); round r starts at first_start + r.
    first_start: int
    #: True while the seats choose the cards they pass (FTW-2.2).
    passing: bool
    hands: list[list[int]]
    #: The cards each seat has chosen to pass and not yet delivered (FTW-2.2).
    pending: list[tuple[int, ...] | None]
    #: The cards each seat passed this round: the passer knows where they went.
    gave: list[tuple[int, ...]]
    #: Cards each seat took from the pile with B this round: announced, so public.
    taken: list[list[int]]
    pile: list[int]
    helpers: list[list[int]]
    #: Cards out of this round that every seat has seen (B's pile rest, C's helpers).
    out: list[int]
    #: Two players: the 12 cards set aside unseen (FTW-1.2, FTW-A10).
    aside: list[int]
    scores: list[int]
    #: Points of every finished round, per seat.
    round_history: list[tuple[int, ...]]
    #: How the last finished round ended (public, for its summary); None before any round ended.
    round_end: RoundEnd | None

    @classmethod
    def new(cls, num_players: int, seed: int, options: FtwOptions) -> FtwState:
        """A new match; round 1 is dealt and waits for the first pass."""
        s = cls.__new__(cls)
        s._init_base(num_players, seed, options)
        s.num_rounds = options.rounds or num_players
        s.first_start = stream(seed, "start").randrange(num_players)
        s.scores = [0] * num_players
        s.round_history = []
        s.round_end = None
        s._start_round(0, None)
        return s

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[Sequence[int]],
        *,
        start_player: int = 0,
        pile: Sequence[int] = (),
        helpers: Sequence[Sequence[int]] | None = None,
        out: Sequence[int] = (),
        aside: Sequence[int] | None = None,
        passing: bool = False,
        scores: Sequence[int] | None = None,
        round_no: int = 0,
        num_rounds: int | None = None,
        seed: int = 0,
        options: FtwOptions | None = None,
    ) -> FtwState:
        """A state with chosen cards, for tests and tutorials.

        ``hands`` gives every seat's hand (its length is the player count).
        By default play begins at once (``passing=False``) with ``start_player``
        to move; ``passing=True`` starts with the 3-card pass instead. Every card
        of 1..M must appear exactly once across hands, pile, helpers, out and
        aside; when ``aside`` is None, the cards nobody holds are put aside (the
        two-player set-aside, or simply cards out of a shortened test deal).
        Later rounds, if any, are dealt from ``seed`` as usual.
        """
        n = len(hands)
        opts = options or FtwOptions()
        s = cls.__new__(cls)
        s._init_base(n, seed, opts)
        s.num_rounds = num_rounds or opts.rounds or n
        s.round_no = round_no
        s.first_start = (start_player - round_no) % n
        s.hands = [sorted(h) for h in hands]
        s.pile = list(pile)
        s.helpers = [sorted(h) for h in helpers] if helpers is not None else [[] for _ in range(n)]
        s.out = list(out)
        placed = [c for h in s.hands for c in h] + s.pile + [c for h in s.helpers for c in h] + s.out
        rest = sorted(set(range(1, deck_size(n) + 1)) - set(placed))
        s.aside = sorted(aside) if aside is not None else rest
        everything = sorted(placed + s.aside)
        if everything != list(range(1, deck_size(n) + 1)):
            raise ValueError(f"the deal must use every card 1..{deck_size(n)} exactly once")
        if len(s.helpers) != n:
            raise ValueError("give one helper row per seat")
        s.pending = [None] * n
        s.gave = [() for _ in range(n)]
        s.taken = [[] for _ in range(n)]
        s.scores = list(scores) if scores is not None else [0] * n
        s.round_history = []
        s.round_end = None
        s.passing = passing
        s.current_player = start_player
        return s

    @property
    def start_player(self) -> int:
        """The seat that starts the running round: one further clockwise each round (FTW-1.3)."""
        return (self.first_start + self.round_no) % self.num_players

    # ------------------------------------------------------------ round flow

    def _start_round(self, round_no: int, ev: list[Event] | None) -> None:
        """Shuffle, deal and open the passing step of round ``round_no`` (FTW-2.1)."""
        n = self.num_players
        self.round_no = round_no
        cards = list(range(1, deck_size(n) + 1))
        shuffle(stream(self.seed, "deal", round_no), cards)
        h = hand_size(n)
        self.hands = [sorted(cards[i * h : (i + 1) * h]) for i in range(n)]
        self.aside = sorted(cards[n * h :])
        self.pile = []
        self.helpers = [[] for _ in range(n)]
        self.out = []
        self.pending = [None] * n
        self.gave = [()] * n
        self.taken = [[] for _ in range(n)]
        self.passing = True
        self.current_player = (self.first_start + round_no) % n
        if ev is not None:
            ev.append(RoundStarted(round_no + 1, self.start_player))
            ev.append(Shuffled(("deck",)))
            for seat in range(n):
                ev.append(CardsMoved(("deck",), ("hand", seat), tuple(self.hands[seat]), frozenset({seat})))
            if self.aside:
                ev.append(CardsMoved(("deck",), ("aside",), tuple(self.aside), frozenset()))
            ev.append(TurnChanged(self.current_player))

    def _deliver_passes(self, ev: list[Event] | None) -> None:
        """All seats have chosen: every pass reaches its right-hand neighbour at once."""
        n = self.num_players
        for seat in range(n):
            cards = self.pending[seat]
            assert cards is not None
            receiver = (seat - 1) % n
            hand = self.hands[receiver]
            for c in cards:
                insort(hand, c)
            if ev is not None:
                ev.append(
                    CardsMoved(("passing", seat), ("hand", receiver), cards, frozenset({seat, receiver}))
                )
        self.pending = [None] * n
        self.passing = False
        self.current_player = self.start_player
        if ev is not None:
            ev.append(TurnChanged(self.current_player))

    def _end_round(self, ev: list[Event] | None) -> None:
        """Score the round (FTW-5) and deal the next one, or end the match."""
        n = self.num_players
        points = tuple(map(round_points, self.hands))
        self.round_history.append(points)
        scores = self.scores
        for seat in range(n):
            scores[seat] += points[seat]
        last = self.round_no + 1 >= self.num_rounds
        if last:
            self.outcome = Outcome(tuple(self.scores), winners(self.scores))
            self.current_player = None
        if ev is not None:
            ev.append(RoundEnded(self.round_no + 1, points))
            for seat in range(n):
                ev.append(Scored(seat, points[seat], self.scores[seat]))
        if self.stop_at_round_end and not last:
            self.current_player = None  # the round's end, shown as it lies: no gathering, no deal
            return
        if ev is not None:
            if self.outcome is not None:
                ev.append(MatchEnded(self.outcome.scores, self.outcome.winners))
                ev.append(TurnChanged(None))
            else:
                # Hands are shown for scoring, then everything goes back into the deck.
                for seat in range(n):
                    ev.append(CardsMoved(("hand", seat), ("deck",), tuple(self.hands[seat])))
                    if self.helpers[seat]:
                        ev.append(CardsMoved(("helpers", seat), ("deck",), tuple(self.helpers[seat])))
                for key, cards in ((("pile",), self.pile), (("out",), self.out)):
                    if cards:
                        ev.append(CardsMoved(key, ("deck",), tuple(cards)))
                if self.aside:
                    ev.append(CardsMoved(("aside",), ("deck",), tuple(self.aside), frozenset()))
        if not last:
            self._start_round(self.round_no + 1, ev)

    # ------------------------------------------------------------ hooks

    # The rules, bound as the hooks themselves: no wrapper call in every search step.
    _legal_actions = rules.legal_actions
    _why_illegal = rules.why_illegal
    quick_legal = rules.quick_legal

    def why_unusable(self, zone: ZoneKey, card: int, selected: Sequence[tuple[ZoneKey, int]] = ()) -> Message:
        """Why the seat to act cannot pick ``card`` of ``zone`` now, in the rules' words (see ``rules``)."""
        reason = rules.why_unusable(self, zone, card, selected)
        return reason if reason is not None else super().why_unusable(zone, card, selected)

    def _apply(self, action: FtwAction) -> list[Event]:
        p = self.current_player
        assert p is not None
        events: list[Event] = []
        ev = None if self.quiet else events
        hand = self.hands[p]
        if self.passing:
            assert isinstance(action, PassCards)
            for c in action.cards:
                hand.remove(c)
            self.pending[p] = action.cards
            self.gave[p] = action.cards
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("passing", p), action.cards, frozenset({p})))
                ev.append(Announced(p, _LOG_PASSED))
            n = self.num_players
            pending = self.pending
            for k in range(1, n):
                seat = (p + k) % n
                if pending[seat] is None:
                    self.current_player = seat
                    if ev is not None:
                        ev.append(TurnChanged(seat))
                    return events
            self._deliver_passes(ev)
            return events

        if type(action) is PlayHigher:
            c = action.card
            hand.remove(c)
            self.pile.append(c)
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("pile",), (c,)))
                ev.append(Announced(p, Message(*_LOG_PLAY_HIGHER, (("card", c),))))
        elif type(action) is LayAndTake:
            c, t = action.card, action.take
            pile = self.pile
            hand.remove(c)
            insort(self.helpers[p], c)
            pile.remove(t)
            insort(hand, t)
            self.taken[p].append(t)
            self.out += pile
            self.pile = []
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("helpers", p), (c,)))
                ev.append(CardsMoved(("pile",), ("hand", p), (t,)))
                if pile:
                    ev.append(CardsMoved(("pile",), ("out",), tuple(pile)))
                ev.append(Announced(p, Message(*_LOG_LAY_AND_TAKE, (("card", c), ("take", t)))))
        else:
            assert isinstance(action, PlayWithHelpers)
            c, used = action.card, action.helpers
            pile = self.pile
            top = pile[-1]
            hand.remove(c)
            pile.append(c)
            row = self.helpers[p]
            for h in used:
                row.remove(h)
            self.out += used
            if ev is not None:
                ev.append(CardsMoved(("hand", p), ("pile",), (c,)))
                ev.append(CardsMoved(("helpers", p), ("out",), used))
                params = (
                    ("card", c),
                    ("helpers", ", ".join(map(str, used))),
                    ("total", c + sum(used)),
                    ("top", top),
                )
                template = _LOG_PLAY_WITH_HELPER if len(used) == 1 else _LOG_PLAY_WITH_HELPERS
                ev.append(Announced(p, Message(*template, params)))
        # FTW-4.4: the round ends right after a turn that leaves one hand card.
        if len(hand) == 1:
            self.round_end = RoundEnd(p, c, tuple(map(tuple, self.hands)))
            self._end_round(ev)
        else:
            self.current_player = p = (p + 1) % self.num_players
            if ev is not None:
                ev.append(TurnChanged(p))
        return events

    # ------------------------------------------------------------ views

    def view(self, seat: int | None) -> TableView[FtwFacts]:
        """What ``seat`` may see: its own hand and pass, and every public card (see ``observer``)."""
        return observer.view(self, seat)

    def true_zones(self) -> dict[tuple[Any, ...], Sequence[int]]:
        """Every zone with its cards, hidden ones included."""
        n = self.num_players
        zones: dict[tuple[Any, ...], Sequence[int]] = {}
        for s in range(n):
            zones[("hand", s)] = self.hands[s]
            zones[("passing", s)] = self.pending[s] or ()
            zones[("helpers", s)] = self.helpers[s]
        zones[("pile",)] = self.pile
        zones[("out",)] = self.out
        zones[("aside",)] = self.aside
        return zones

    def deck(self) -> list[int]:
        """Cards 1..M for this player count."""
        return list(range(1, deck_size(self.num_players) + 1))

    # ------------------------------------------------------------ copies

    def determinize(self, seat: int, rng: random.Random) -> FtwState:
        """A sample of the hidden cards, drawn from what ``seat`` knows (see ``observer``)."""
        return observer.determinize(self, seat, rng)
