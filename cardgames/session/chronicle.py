"""What a match has said so far: its log lines, every round's points and the public table at each
round's end. The words are the :class:`~cardgames.session.narrator.Narrator`'s; the chronicle
keeps them in order and tells each line once, when the table shows what it says. Plain Python."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..engine import AnyState, Event, Message, RoundEnded, TableView
from .narrator import Narrator
from .records import LogEntry, RoundSummary

__all__ = ["Chronicle"]


class Chronicle:
    """A match's log and round results, told through ``tell`` as they are said."""

    def __init__(
        self, narrator: Narrator, tell: Callable[[list[LogEntry]], None], narrate: bool = True
    ) -> None:
        self.narrator = narrator
        self._tell = tell
        #: False where nobody reads the log (a server's match): no lines are made, only the rounds'
        #: points and ends are kept, so a long match costs no more memory than a short one.
        self.narrate = narrate
        #: Every line said so far, in order.
        self.log: list[LogEntry] = []
        #: Every finished round's points by seat.
        self.rounds: list[tuple[int, ...]] = []
        #: The public view right after each round ended, in order (the score history's "why").
        self.round_ends: list[TableView[Any]] = []
        # The next deal's lines, told when that deal is shown (see ``hold``).
        self._held: list[LogEntry] = []

    def record(
        self, events: list[Event], move: int, state: AnyState, hold_next_deal: bool = False
    ) -> list[LogEntry]:
        """The ``move``-th action's events (``state``: the match after it) in words, told, and its
        round's points kept; with ``hold_next_deal`` the next deal's lines are returned untold, for
        :meth:`hold`. Lines held back before and not told yet (time was called) are told first."""
        self.tell_held()
        if not self.narrate:
            self.rounds += [e.points for e in events if isinstance(e, RoundEnded)]
            return []
        entries, rounds = self.narrator.lines(events, move, state)
        self.rounds += rounds
        self.log += entries
        later = [e for e in entries if e.part == 1] if hold_next_deal else []
        told = [e for e in entries if e.part == 0] if later else entries
        if told:
            self._tell(told)
        return later

    def hold(self, lines: list[LogEntry]) -> None:
        """Keep ``lines`` (the next deal's) until :meth:`tell_held`: the log ends with the round's end
        until the table shows the next deal, as the table does."""
        self._held = lines

    def tell_held(self) -> None:
        """Tell the lines held back, if any."""
        if self._held:
            held, self._held = self._held, []
            self._tell(held)

    def round_start(self, state: AnyState) -> None:
        """The opening line of the round ``state`` stands dealt at."""
        if not self.narrate:
            return
        facts = state.view(None).facts
        start = facts.start_player if facts.start_player is not None else state.current_player or 0
        entry = replace(self.narrator.round_start(facts.round, start, facts.dealer), move=0, part=1)
        self.log.append(entry)
        self._tell([entry])

    def note(self, message: Message, move: int) -> LogEntry:
        """A notice no move makes, said after ``move`` actions."""
        entry = LogEntry(None, message, "notice", move=move)
        self.log.append(entry)
        self._tell([entry])
        return entry

    def keep_notes(self, notes: Sequence[LogEntry], moves: int) -> None:
        """The notices of an earlier run of this match, which now stands after ``moves`` actions:
        each where it was said or, when that move was taken back, at the position it goes on from
        (a hint asked, a move taken back stay true of the match). Nothing is told: the log is shown
        whole when the match is laid out."""
        kept = [replace(e, move=min(e.move, moves)) for e in notes if e.kind == "notice"]
        if kept:  # in order of the moves that said them, each after that move's own lines
            self.log = sorted(self.log + kept, key=lambda e: (max(e.move, 0), e.part))

    def summary(self, state: AnyState) -> RoundSummary:
        """The scores so far (the match's result, once it has one)."""
        totals = tuple(sum(r[s] for r in self.rounds) for s in range(state.num_players))
        outcome = state.outcome
        if outcome is not None:
            totals = outcome.scores
        return RoundSummary(
            len(self.rounds), tuple(self.rounds), totals, outcome.winners if outcome is not None else None
        )
