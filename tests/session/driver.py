"""A match played without a window: a screen that reports every batch shown, agents that answer
from a list the driver works off (bots) or from another thread (a person elsewhere), and timers
that run out when the driver says. Plain Python: nothing here imports Qt."""

from __future__ import annotations

import queue
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardgames.ai.bots import bot_decision, make_bot
from cardgames.engine import HIDDEN, Action, AnyBot, CardsMoved, Event, Game, Message, TableView
from cardgames.games import GAMES
from cardgames.session.match import Listener, ManualTimers, Match, Token, Turn
from cardgames.session.records import LogEntry, RoundSummary
from cardgames.session.seats import Seat
from cardgames.store import Paths, Settings


class Screen(Listener):
    """This screen: keeps what it was shown, and owes the match a "shown" report for each batch."""

    def __init__(self) -> None:
        self.batches: list[tuple[list[Event], TableView[Any] | None]] = []
        self.unshown = 0
        self.turns: list[int] = []
        self.handovers: list[int] = []
        self.summaries: list[RoundSummary] = []
        self.log: list[LogEntry] = []
        self.notices: list[Message] = []
        self.applied = 0
        self.halted = False

    def on_batch(self, events: list[Event], view: TableView[Any] | None) -> None:
        self.batches.append((events, view))
        self.unshown += 1

    def on_turn(self, seat: int) -> None:
        self.turns.append(seat)

    def on_handover(self, seat: int) -> None:
        self.handovers.append(seat)

    def on_summary(self, summary: RoundSummary) -> None:
        self.summaries.append(summary)

    def on_log(self, entries: list[LogEntry]) -> None:
        self.log += entries

    def on_notice(self, message: Message) -> None:
        self.notices.append(message)

    def on_applied(self) -> None:
        self.applied += 1

    def on_halted(self) -> None:
        self.halted = True


class Host:
    """A keeper's host that is no window: settings, a profile folder, and what it was told
    (``cardgames.session.keeper.KeeperHost``)."""

    def __init__(self, paths: Paths) -> None:
        self.settings = Settings()
        self.paths: Paths | None = paths
        self.persist = True
        self.told: list[Message] = []
        #: What is kept in sight now (``show_save_problem``).
        self.problem: Message | None = None

    def notify(self, message: Message) -> None:
        self.told.append(message)

    def show_save_problem(self, message: Message | None) -> None:
        self.problem = message


class QueuedBots:
    """Bot agents whose questions wait in a list until the driver answers them (in order)."""

    def __init__(self) -> None:
        self.asked: list[tuple[Turn, AnyBot]] = []
        self.stopped = 0

    def agent(self, bot: AnyBot) -> BotAgent:
        return BotAgent(self, bot)


@dataclass
class BotAgent:
    """One bot seat of :class:`QueuedBots`."""

    bots: QueuedBots
    bot: AnyBot

    def ask(self, turn: Turn) -> None:
        self.bots.asked.append((turn, self.bot))

    def stop(self) -> None:
        self.bots.stopped += 1


@dataclass
class Table:
    """A match with its screen, bots and timers, and the driver's loop."""

    match: Match
    screen: Screen
    bots: QueuedBots
    timers: ManualTimers
    waiting: list[Callable[[], bool]] = field(default_factory=list)

    def step(self, person: Callable[[Match], Action | None] | None = None, confirm: bool = True) -> bool:
        """Do the next thing a real table would do; False when nothing is left to do."""
        match = self.match
        if self.screen.unshown:
            self.screen.unshown -= 1
            match.presented()
            return True
        if self.bots.asked:
            turn, bot = self.bots.asked.pop(0)
            match.answer(turn.token, bot_decision(bot, turn.state, turn.rng))
            return True
        if self.timers.fire(match, "pace") or self.timers.fire(match, "round_end"):
            return True
        if any(poll() for poll in self.waiting):
            return True
        if match.phase == "summary":
            match.continue_match()
            return True
        if match.phase == "handover" and confirm:
            match.confirm_handover()
            return True
        if match.phase == "human" and person is not None:
            action = person(match)
            if action is not None:
                assert match.human_act(action) is None
                return True
        return False

    def run(
        self,
        person: Callable[[Match], Action | None] | None = None,
        limit: int = 200_000,
        confirm: bool = True,
    ) -> None:
        """Play until nothing is left to do (the match is over, or waits for a person); with
        ``limit`` steps at most (then it stops where it is)."""
        for _ in range(limit):
            if not self.step(person, confirm):
                return


def table(
    game_id: str,
    kinds: list[str],
    seed: int = 1,
    options: dict[str, Any] | None = None,
    *,
    level: str = "easy",
    agents: dict[int, Any] | None = None,
    **kwargs: Any,
) -> Table:
    """A match of ``game_id`` with seats of ``kinds`` ("human", "bot", or "remote": answered by
    ``agents``), bots of ``level``."""
    game: Game = GAMES[game_id]
    names = ["Anna", "Ben", "Cleo", "Dario", "Emil", "Fay", "Gus", "Hana"]
    seats = [Seat(names[i], k, level) for i, k in enumerate(kinds)]  # type: ignore[arg-type]
    given = dict(agents or {})
    bots = QueuedBots()
    all_agents = {i: bots.agent(make_bot(game, level)) for i, k in enumerate(kinds) if k == "bot"}
    all_agents.update(given)
    timers = ManualTimers()
    match = Match(game, seats, seed, options, agents=all_agents, timers=timers, bot_delay_ms=10, **kwargs)
    screen = Screen()
    match.listen(screen)
    return Table(match, screen, bots, timers)


def random_person(seed: int = 0) -> Callable[[Match], Action]:
    """A person who picks any legal move."""
    rng = random.Random(seed)
    return lambda match: rng.choice(match.legal_actions())


def faces_hidden_from(seat: int | None, events: list[Event]) -> bool:
    """True when no card moved in ``events`` shows a face ``seat`` may not see."""
    return all(
        e.seen_by is None or (seat is not None and seat in e.seen_by) or all(c == HIDDEN for c in e.cards)
        for e in events
        if isinstance(e, CardsMoved)
    )


def hands_hidden(view: TableView[Any], but: int | None) -> bool:
    """No hand but ``but``'s shows a face in ``view``."""
    return all(
        all(c == HIDDEN for c in zone.cards)
        for key, zone in view.zones.items()
        if key[0] == "hand" and key[1:] != (but,)
    )


class RemotePerson:
    """A person elsewhere, stood in by a thread: the agent sends it only the seat's view and its
    legal moves through a queue; the thread answers through another queue, which the driver
    polls (answers reach the match on its own thread, as a server's would)."""

    def __init__(self, seed: int) -> None:
        self.requests: queue.Queue[tuple[Token, TableView[Any], list[Action]] | None] = queue.Queue()
        self.answers: queue.Queue[tuple[Token, Action]] = queue.Queue()
        self.seen: list[TableView[Any]] = []
        self.rng = random.Random(seed)
        self.thread = threading.Thread(target=self._play, daemon=True)
        self.thread.start()
        self.stopped = False

    def ask(self, turn: Turn) -> None:
        self.requests.put((turn.token, turn.state.view(turn.seat), turn.state.legal_actions()))

    def stop(self) -> None:
        self.stopped = True
        self.requests.put(None)

    def _play(self) -> None:
        while (request := self.requests.get()) is not None:
            token, view, legal = request
            self.seen.append(view)
            self.answers.put((token, self.rng.choice(legal)))

    def poll(self, match: Match) -> bool:
        """Hand the match an answer that came back, waiting a moment for one when it waits."""
        try:
            token, action = self.answers.get(timeout=5 if match.phase == "bot" else 0.001)
        except queue.Empty:
            return False
        match.answer(token, action)
        return True
