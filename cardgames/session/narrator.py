"""A match's events in the log's words: each move's lines, a round's opening and end, the scores,
the match's result. Plain Python: the words are messages the window translates; the cards' own
words come from the table's game module (handed in), so nothing here knows Qt."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..engine import (
    Announced,
    AnyState,
    CardsMoved,
    Event,
    Game,
    Message,
    RoundEnded,
    RoundStarted,
    Scored,
    ZoneRole,
    role_of,
)
from .records import LogEntry, log_message
from .seats import Seat

__all__ = ["Narrator"]


class Narrator:
    """Tells a match's events as log lines, naming the seats by their players.

    The log is public: everyone at the computer reads it. Only when one person plays (against
    bots) does it also name the cards that person gave or got from another hand (Karriere Poker's
    exchange, FTW?!'s pass), as "You gave ..." lines; with several people (hot-seat) no line names
    hidden cards, and each person reads their own exchange on the table.
    """

    def __init__(self, game: Game, seats: Sequence[Seat], card_words: Callable[[Sequence[int]], str]) -> None:
        self.game = game
        self.seats = list(seats)
        #: Cards as players read them ("7 7 J", "Q♥ 10♣"), from the table's game module.
        self.card_words = card_words
        people = [i for i, s in enumerate(self.seats) if s.is_person]
        #: The one person playing against bots, whose own exchanges the log may name.
        self.own = people[0] if len(people) == 1 else None

    def lines(
        self, events: Sequence[Event], move: int, state: AnyState
    ) -> tuple[list[LogEntry], list[tuple[int, ...]]]:
        """The lines of the ``move``-th action's ``events`` (``state``: the match after it), the
        next deal's marked ``part`` 1; and the points of the rounds it ended."""
        rounds: list[tuple[int, ...]] = []
        entries: list[LogEntry] = []
        own = self.own
        gave: list[LogEntry] = []  # the lone person's own cards, said after the public lines
        got: list[LogEntry] = []
        part = 0  # 1 once the round's end is said: the next deal's lines
        scoring = False
        roles = self.game.zone_roles

        def stamp(entry: LogEntry) -> LogEntry:
            return replace(entry, move=move, part=part)

        for e in events:
            if scoring and not isinstance(e, Scored):
                part, scoring = 1, False
            if isinstance(e, CardsMoved):
                src, dst = e.src, e.dst
                if (
                    own is None
                    or len(src) != 2
                    or len(dst) != 2
                    or ZoneRole.PRIVATE not in role_of(roles, src)
                    or ZoneRole.HAND not in role_of(roles, dst)
                    or src[1] == dst[1]
                    or own not in (src[1], dst[1])
                    or (e.seen_by is not None and own not in e.seen_by)
                ):
                    continue
                words = self.card_words(e.cards)
                if src[1] == own:
                    line = log_message(
                        "you_gave", "You gave {cards} to {name}.", cards=words, name=self.seats[dst[1]].name
                    )
                    gave.append(stamp(LogEntry(None, line)))
                else:
                    line = log_message(
                        "you_got", "You got {cards} from {name}.", cards=words, name=self.seats[src[1]].name
                    )
                    got.append(stamp(LogEntry(None, line)))
            elif isinstance(e, Announced):
                entries.append(stamp(LogEntry(e.seat, self.named(e.message))))
            elif isinstance(e, RoundEnded):
                rounds.append(e.points)
                if self.game.unit == "game":
                    ended = log_message("game_ended", "Game {round} is over.", round=e.number)
                elif self.game.unit == "hand":
                    ended = log_message("hand_ended", "Hand {round} is over.", round=e.number)
                else:
                    ended = log_message("round_ended", "Round {round} is over.", round=e.number)
                entries.append(stamp(LogEntry(None, ended, "round")))
                scoring = True
            elif isinstance(e, Scored):
                entries.append(
                    stamp(
                        LogEntry(
                            e.seat,
                            log_message(
                                "scored",
                                "scores {points} and has {total} in all.",
                                points=e.points,
                                total=e.total,
                            ),
                            "result",
                        )
                    )
                )
            elif isinstance(e, RoundStarted):
                entries.append(stamp(self.round_start(e.number, e.start_player, e.dealer)))
        entries += gave + got
        if state.outcome is not None:
            entries.append(stamp(self.result(state)))
        return entries, rounds

    def round_start(self, number: int, start_player: int, dealer: int | None = None) -> LogEntry:
        """The line that opens a round (a hand in Seven-up: who deals and who decides first)."""
        name = self.seats[start_player].name
        if self.game.unit == "hand" and dealer is not None:
            # Seven-up: who deals, and who decides the trump first (the elder hand, left of the dealer).
            return LogEntry(
                None,
                log_message(
                    "hand_dealt",
                    "Hand {round}: {dealer} deals, {name} is the elder hand.",
                    round=number,
                    dealer=self.seats[dealer].name,
                    name=name,
                ),
                "round",
            )
        if self.game.unit == "game":
            return LogEntry(
                None,
                log_message("game_started", "Game {round} begins; {name} starts.", round=number, name=name),
                "round",
            )
        if self.game.unit == "hand":
            return LogEntry(
                None,
                log_message(
                    "hand_started", "Hand {round} begins; {name} is the elder hand.", round=number, name=name
                ),
                "round",
            )
        return LogEntry(
            None,
            log_message("round_started", "Round {round} begins; {name} starts.", round=number, name=name),
            "round",
        )

    def named(self, message: Message) -> Message:
        """A message whose ``..._seat`` parameters name the seat's player instead of its number, and
        whose ``..._seats`` parameters (a team) name all of them as one: "Anna & Cleo"."""
        if not any(k.endswith(("_seat", "_seats")) for k, _ in message.params):
            return message

        def name(key: str, value: Any) -> Any:
            if key.endswith("_seat") and isinstance(value, int):
                return self.seats[value].name
            if key.endswith("_seats") and isinstance(value, tuple):
                return " & ".join(self.seats[s].name for s in value)
            return value

        params = tuple((k, name(k, v)) for k, v in message.params)
        return Message(message.key, message.template, params)

    def result(self, state: AnyState) -> LogEntry:
        """The line that ends the match: who won, with what (a team as one side)."""
        outcome = state.outcome
        assert outcome is not None
        names = [self.seats[s].name for s in outcome.winners]
        best = max(outcome.scores)
        loser = state.view(None).facts.loser
        if loser is not None:
            return LogEntry(
                None,
                log_message(
                    "loser",
                    "{loser} loses the match; {name} is the Boss.",
                    loser=self.seats[loser].name,
                    name=", ".join(names),
                ),
                "result",
            )
        if not names:
            return LogEntry(None, log_message("no_winner", "The match ends without a winner."), "result")
        if not self.game.has_points:
            return LogEntry(
                None,
                log_message("winner_no_points", "{name} wins the match.", name=", ".join(names)),
                "result",
            )
        parties = state.view(None).facts.parties
        if parties is not None and len(names) > 1 and len({parties[s] for s in outcome.winners}) == 1:
            # One team won (Seven-up with four): the partners are named as one side, not as a tie.
            return LogEntry(
                None,
                log_message(
                    "team_winner", "{name} win with a score of {points}.", name=" & ".join(names), points=best
                ),
                "result",
            )
        if len(names) == 1:
            # "a score of": one wording for 1 point and for many (log lines have no plural forms).
            msg = log_message("winner", "{name} wins with a score of {points}.", name=names[0], points=best)
        else:
            msg = log_message(
                "shared_win",
                "{names} share the win with a score of {points} each.",
                names=", ".join(names),
                points=best,
            )
        return LogEntry(None, msg, "result")
