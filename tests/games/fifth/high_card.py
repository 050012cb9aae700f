"""High Card: a tiny fifth game that proves a game is one folder (engine contract only).

2-4 players get three numbered cards each from 1..12; the elder hand leads, the
others follow with any card; the highest card takes the trick and leads the
next. After three tricks the most tricks win (ties share). The test that needs
it registers it with ``cardgames.games.register``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict

from cardgames.engine import (
    HIDDEN,
    Action,
    Bot,
    CardsMoved,
    Event,
    Facts,
    Game,
    InvalidAction,
    MatchEnded,
    Message,
    NumberCard,
    Outcome,
    RoundEnded,
    State,
    TableView,
    Zone,
    ZoneRole,
    stream,
)


class HighCardOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: int

    def text(self) -> str:
        return f"play {self.card}"


class HighCardState(State[HighCardOptions, Play, Facts]):
    action_types = (Play,)
    dealt: tuple[int, ...]
    hands: list[list[int]]
    trick: list[int]
    trick_seats: list[int]
    taken: list[list[int]]

    @classmethod
    def new(cls, n: int, seed: int, options: HighCardOptions) -> HighCardState:
        s = cls.__new__(cls)
        s._init_base(n, seed, options)
        deck = list(range(1, 13))
        stream(seed, "deal").shuffle(deck)
        s.hands = [sorted(deck[3 * p : 3 * p + 3]) for p in range(n)]
        s.dealt = tuple(sorted(deck[: 3 * n]))
        s.trick, s.trick_seats, s.taken = [], [], [[] for _ in range(n)]
        s.current_player = 0
        return s

    def _legal_actions(self) -> list[Play]:
        return [Play(c) for c in self.hands[self.current_player or 0]]

    def _why_illegal(self, action: Play) -> Message | None:
        if action.card not in self.hands[self.current_player or 0]:
            return Message.make("high.illegal.not_held", "You do not hold that card.")
        return None

    def _apply(self, action: Play) -> list[Event]:
        p, card = self.current_player or 0, action.card
        self.hands[p].remove(card)
        self.trick.append(card)
        self.trick_seats.append(p)
        events: list[Event] = [] if self.quiet else [CardsMoved(("hand", p), ("trick",), (card,))]
        self.current_player = (p + 1) % self.num_players
        if len(self.trick) == self.num_players:
            winner = self.trick_seats[self.trick.index(max(self.trick))]
            self.taken[winner] += self.trick
            if not self.quiet:
                events.append(CardsMoved(("trick",), ("taken", winner), tuple(self.trick)))
            self.trick, self.trick_seats, self.current_player = [], [], winner
            if not any(self.hands):
                tricks = tuple(len(t) // self.num_players for t in self.taken)
                best = max(tricks)
                self.outcome = Outcome(tricks, tuple(s for s, w in enumerate(tricks) if w == best))
                self.current_player = None
                if not self.quiet:
                    events += [RoundEnded(1, tricks), MatchEnded(tricks, self.outcome.winners)]
        return events

    def view(self, seat: int | None) -> TableView[Facts]:
        zones: dict[tuple[Any, ...], Zone] = {("trick",): Zone(tuple(self.trick))}
        for p in range(self.num_players):
            hand = self.hands[p] if p == seat else [HIDDEN] * len(self.hands[p])
            zones[("hand", p)] = Zone(tuple(hand), face_up=p == seat)
            zones[("taken", p)] = Zone(tuple(self.taken[p]))
        scores = tuple(len(t) // self.num_players for t in self.taken)
        return TableView(
            "high_card", seat, self.num_players, self.current_player, zones, Facts(scores=scores)
        )

    def determinize(self, seat: int, rng: random.Random) -> HighCardState:
        """The others' hands drawn from every card ``seat`` has not seen (the undealt ones too)."""
        s = self.clone()
        s.history = type(self.history)()
        seen = {*self.hands[seat], *self.trick, *(c for t in self.taken for c in t)}
        unseen = sorted(set(range(1, 13)) - seen)
        rng.shuffle(unseen)
        for p, h in enumerate(s.hands):
            if p != seat:
                s.hands[p] = sorted(unseen[: len(h)])
                del unseen[: len(h)]
        s.dealt = tuple(sorted(c for zone in s.true_zones().values() for c in zone))
        return s

    def true_zones(self) -> dict[tuple[Any, ...], Sequence[int]]:
        zones: dict[tuple[Any, ...], Sequence[int]] = {("trick",): self.trick}
        for p in range(self.num_players):
            zones[("hand", p)] = self.hands[p]
            zones[("taken", p)] = self.taken[p]
        return zones

    def deck(self) -> list[int]:
        return list(self.dealt)


class LowestBot:
    def choose(self, state: HighCardState, seat: int, rng: random.Random) -> Action:
        return state.legal_actions()[0]


class HighCardGame(Game[HighCardState, HighCardOptions]):
    id = "high_card"
    title = "High Card"
    summary = "Three cards each; the highest card takes the trick."
    credits = "A test game of Card Table."
    min_players = 2
    max_players = 4
    Options = HighCardOptions
    # The trick's winner keeps it in "taken": the declared roles, not the name, make it a trick.
    zone_roles = {
        "hand": ZoneRole.HAND | ZoneRole.PRIVATE,
        "trick": ZoneRole.TRICK | ZoneRole.FACE_UP | ZoneRole.LAID_ON,
        "taken": ZoneRole.TAKEN | ZoneRole.FACE_UP,
    }

    def _new_state(self, num_players: int, seed: int, options: HighCardOptions) -> HighCardState:
        return HighCardState.new(num_players, seed, options)

    def parse_action(self, text: str) -> Play:
        word, _, card = text.partition(" ")
        if word != "play":
            raise InvalidAction(f"not a High Card action: {text!r}")
        return Play(int(NumberCard.parse(card)))

    def bot_levels(self) -> Mapping[str, Callable[[], Bot[HighCardState]]]:
        return {"easy": LowestBot, "normal": LowestBot}


HIGH_CARD = HighCardGame()
HighCardState.game = HIGH_CARD
