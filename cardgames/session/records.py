"""What a match's record is made of, for every part of the app that shows or keeps one: a line of
the log (:class:`LogEntry`), the scores after a round (:class:`RoundSummary`), a match played again
once (:class:`Replayed`), and how a batch of events is cut and dealt (who sits where is
:mod:`cardgames.session.seats`). Plain Python: no Qt (see :mod:`cardgames.session`)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ..engine import (
    PROGRESS_STEP,
    Action,
    AnyState,
    CardsMoved,
    Event,
    Message,
    RoundEnded,
    RoundStarted,
    Scored,
    TableView,
)

__all__ = [
    "MAX_LOG_LINES",
    "LogEntry",
    "Replayed",
    "RoundSummary",
    "deal_from",
    "log_message",
    "split_at_round_end",
]

#: Lines the game log keeps: a long match's early moves are not worth a slow window.
MAX_LOG_LINES = 2000


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game log: who (a seat, or nobody) and what, as a message to translate."""

    seat: int | None
    message: Message
    kind: Literal["action", "round", "result", "notice"] = "action"
    #: The actions played when it was said (-1: not said by a move, a notice).
    move: int = -1
    #: 1 for the lines of the next deal that a round-ending action also made (said after the
    #: round's end, see ``Timeline``), else 0.
    part: int = 0

    def said_by(self, moves: int, round_end: bool) -> bool:
        """True when this line had been said at the position after ``moves`` actions (at a round's
        end before its next deal when ``round_end``); lines of no move always were."""
        if self.move < 0:
            return True
        return (self.move, self.part) <= (moves, 0 if round_end else 1)


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """Scores after a round: points of every finished round, totals, and the winners if it is over."""

    number: int
    rounds: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...] | None

    @property
    def is_final(self) -> bool:
        """True when the match is over."""
        return self.winners is not None


def log_message(key: str, template: str, **params: Any) -> Message:
    """A line of the game log said by the app (key ``ui.log.<key>``)."""
    return Message.make("ui.log." + key, template, **params)


class Replayed:
    """A match's actions played again once, kept as the table needs them: where they lead (whose
    history says who made each), the points of every round, and the events of the last
    ``MAX_LOG_LINES`` actions (the log keeps no more, so a long match costs no more memory than a
    short one).

    It listens while the actions are played: as the observer of reading a saved match
    (``load_match(path, observe=replayed.heard)``), which checks every action of the file, or in the
    match's own replay of a match taken back. A :class:`~cardgames.session.match.Match` given it stands there
    at once, so an opened or resumed match is played once, not once to check it and again to set
    the table. What was heard of a file that then turned out damaged belongs to no match: dropped.
    """

    __slots__ = ("ends", "recent", "rounds", "state")

    def __init__(self) -> None:
        #: The match after the last action heard (None: none yet, it stands at its deal).
        self.state: AnyState | None = None
        #: The points of the rounds that ended before the recent actions.
        self.rounds: list[tuple[int, ...]] = []
        #: The events of the last ``MAX_LOG_LINES`` actions, oldest first.
        self.recent: deque[list[Event]] = deque(maxlen=MAX_LOG_LINES)
        #: The public view right after each round ended (the score history's "why").
        self.ends: list[TableView[Any]] = []

    def heard(self, state: AnyState, events: list[Event]) -> None:
        """An action gave ``events``; ``state`` is the match after it."""
        self.state = state
        for e in events:
            if isinstance(e, RoundEnded):
                self.ends.append(state.view(None))
        recent = self.recent
        if len(recent) == recent.maxlen:
            # The oldest falls out of the log's reach; only its round results are still wanted.
            self.rounds.extend(e.points for e in recent[0] if isinstance(e, RoundEnded))
        recent.append(events)

    @classmethod
    def of(
        cls, deal: AnyState, history: Sequence[Action], progress: Callable[[int, int], None] | None = None
    ) -> Replayed:
        """``history`` played again from ``deal`` (on a copy), heard as reading a saved match hears
        it (``progress(done, total)`` hears how far a long replay got)."""
        replayed = cls()
        state = deal.clone()
        for i, action in enumerate(history):
            if progress is not None and i % PROGRESS_STEP == 0:
                progress(i, len(history))
            replayed.heard(state, state.apply(action))
        return replayed

    @property
    def from_the_deal(self) -> bool:
        """True when the recent actions are all of them, so the log begins at the first deal."""
        return self.state is None or len(self.recent) == len(self.state.history)


def deal_from(view: TableView[Any]) -> list[Event]:
    """The opening deal as events: every card of the first view comes out of the deck.

    A new state holds its first deal without having announced it; these
    events let the table deal it with the same animation as later rounds.
    """
    events: list[Event] = [
        CardsMoved(("deck",), key, zone.cards)
        for key, zone in view.zones.items()
        if zone.cards and key[0] != "deck"
    ]
    dealer = view.facts.dealer
    if dealer is not None:
        # Said first, so the table puts the deck in front of the dealer before dealing.
        start = view.current_player if view.current_player is not None else dealer
        events.insert(0, RoundStarted(view.facts.round, start, dealer))
    return events


def split_at_round_end(events: list[Event]) -> list[list[Event]]:
    """Cut a batch after each round's scores, so the table can pause on the summary there."""
    parts: list[list[Event]] = [[]]
    scoring = False
    for e in events:
        if scoring and not isinstance(e, Scored):
            parts.append([])
            scoring = False
        parts[-1].append(e)
        if isinstance(e, RoundEnded):
            scoring = True
    return [p for p in parts if p]
