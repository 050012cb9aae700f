"""Hard bots on the real table, across the process boundary as the app crosses it.

Every seat is a hard bot from the window's own bot factory (``table_bot``): each move is searched
in the shared search process and comes back pickled, an equal copy of the action and never the
same object. The bots play some moves; then every search must have been answered by the child,
the autosave must replay to the very state the table holds, and a new window on the same home must
resume that match. A game that told actions apart by identity (Seven-up once did, with
``action is ACCEPT``) plays other rules with such a copy than the replay of its save, and fails here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from cardgames.ai.remote import ProcessBot, shared_process
from cardgames.engine import Action, Game, State
from cardgames.games import GAMES
from cardgames.games.seven_up.actions import DECISIONS, Decide
from cardgames.store import Paths, load_match
from cardgames.ui.botworker import table_bot
from cardgames.ui.setup import MatchSetup

from .conftest import answers, seats

#: Bot moves before the table stops (it stops earlier at the first round's summary).
MOVES = 30
#: A search's budget: a handful of iterations, a few milliseconds; still in the child process.
ITERATIONS = 12
SECONDS = 0.05


@dataclass
class Searches:
    """How many searches the table's bots began and finished (all in this test's windows)."""

    asked: int = 0
    done: int = 0


def cheap_hard_bots(searches: Searches) -> Any:
    """The window's own factory for hard bots, with a small budget and a count of searches."""

    def factory(game: Game, level: str) -> Any:
        bot = table_bot(game, level)
        assert isinstance(bot, ProcessBot), "the table should seat a hard bot that searches in the child"
        bot.seconds, bot.iterations = SECONDS, ITERATIONS
        search = bot.choose

        def choose(state: State, seat: int, rng: random.Random) -> Action:
            searches.asked += 1
            try:
                return search(state, seat, rng)
            finally:
                searches.done += 1

        bot.choose = choose  # type: ignore[method-assign]
        return bot

    return factory


def texts(actions: Any) -> list[str]:
    """The text form of each action (what a save holds)."""
    return [a.text() for a in actions]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hard_bots_cross_the_process_and_the_match_resumes(
    game_id: str, make_window: Any, home: Paths, qtbot: Any
) -> None:
    """All seats hard: every search answered by the child; the autosave replays to the table's
    state (same actions as text); a new window resumes the same state and history."""
    game = GAMES[game_id]
    process = shared_process()
    answered_before = process.answered
    searches = Searches()
    window = make_window()
    window.bot_factory = cheap_hard_bots(searches)
    window.auto_continue_ms = None  # the first round's summary waits: a boundary to stop at
    stopped: list[str] = []
    notices: list[Any] = []
    window.start_match(MatchSetup(game, seats(*["hard"] * game.min_players), seed=1))
    controller = window.controller
    assert controller is not None
    controller.stop_after = MOVES
    controller.halted.connect(lambda: stopped.append("halted"))
    controller.roundSummary.connect(lambda s: stopped.append("summary"))
    controller.notice.connect(notices.append)
    qtbot.waitUntil(lambda: bool(stopped), timeout=30000)
    # The table may have asked for the next move already: let that search finish too.
    qtbot.waitUntil(lambda: searches.done == searches.asked, timeout=10000)

    state = controller.state
    history = list(state.history)
    assert not state.is_over, "the match ended: its autosave is gone; stop earlier"
    assert history, "no move was played"
    assert notices == [], "a bot answer was refused or failed"
    # (a) Every search was answered by the search process; none ran in this process instead.
    assert searches.done >= len(history)
    assert process.answered - answered_before == searches.done, process.report()
    if game_id == "seven_up":
        decisions = [
            a
            for a, seat in zip(history, controller.actors, strict=True)
            if seat is not None and isinstance(a, Decide)
        ]
        assert any(d.word != "run" for d in decisions), "no trump decision was made by a hard bot"
        # What the child sent back is a copy: the game must not tell it from the constant by identity.
        assert all(d is not DECISIONS[d.word] for d in decisions)

    # (b) The autosave replays to the same state, with the same actions.
    loaded = load_match(home.autosave_file)
    assert loaded.notice is None
    assert loaded.match is not None
    assert loaded.state is not None
    assert loaded.state == state
    assert texts(loaded.state.history) == texts(history)
    assert loaded.match.actions == texts(history)

    # (c) Closed and opened again on the same home: the same match resumes.
    window.close()
    again = make_window()
    again.bot_factory = cheap_hard_bots(searches)
    again.auto_continue_ms = None
    answers(again).resume_answer = True
    assert again.begin(), "the unfinished match was not offered"
    resumed = again.controller
    assert resumed is not None
    assert resumed is not controller
    assert resumed.game.id == game_id
    assert resumed.state == state
    assert texts(resumed.state.history) == texts(history)
    assert resumed.state.history == history
    again.close()
