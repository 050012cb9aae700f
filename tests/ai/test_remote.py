"""The hard bot's search in a child process: same answers, stoppable, a fallback when the child is gone."""

from __future__ import annotations

import os
import random
import threading
import time

import pytest

from cardgames.ai.ismcts import search
from cardgames.ai.remote import ProcessBot, SearchProcess
from cardgames.games import GAMES


def _position(game_id: str, seed: int) -> tuple[object, int]:
    game = GAMES[game_id]
    state = game.new_state(game.min_players, seed)
    state.quiet = True
    rng = random.Random(seed)
    for _ in range(6):
        state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    assert seat is not None
    return state.determinize(seat, random.Random(seed)), seat


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_child_answers_as_the_search_here_would(child: SearchProcess, game_id: str) -> None:
    """With an iteration budget and equal random streams, the child's choice is the in-process search's."""
    sample, seat = _position(game_id, 11)
    bot = ProcessBot(game_id, iterations=150, process=child)
    remote = bot.choose(sample, seat, random.Random(5))  # type: ignore[arg-type]
    local = search(sample, seat, random.Random(5), GAMES[game_id].search_hooks(), iterations=150)  # type: ignore[arg-type]
    assert remote == local.action
    assert child.pid is not None
    assert child.pid != os.getpid()
    assert child.ended is None


def test_should_stop_ends_a_long_search_at_once(child: SearchProcess) -> None:
    sample, seat = _position("seven_up", 3)
    bot = ProcessBot("seven_up", seconds=60.0, process=child)
    stop = threading.Event()
    bot.should_stop = stop.is_set
    threading.Timer(0.2, stop.set).start()
    started = time.perf_counter()
    action = bot.choose(sample, seat, random.Random(1))  # type: ignore[arg-type]
    # Far within the minute it was given (a bound that holds on a loaded machine).
    assert time.perf_counter() - started < 20.0
    assert action in sample.legal_actions()  # type: ignore[attr-defined]
    # the child is ready for the next search, which is not answered with the stopped one's result
    bot.should_stop = None
    bot.seconds, bot.iterations = 60.0, 40
    assert bot.choose(sample, seat, random.Random(2)) in sample.legal_actions()  # type: ignore[arg-type, attr-defined]


def test_a_child_killed_mid_search_means_a_search_here_and_a_new_child_next_time() -> None:
    process = SearchProcess()
    try:
        assert process.start()
        first = process.pid
        sample, seat = _position("ftw", 4)
        bot = ProcessBot("ftw", seconds=1.0, process=process)
        threading.Timer(0.3, process._proc.kill).start()  # the child is gone, as after a crash
        started = time.perf_counter()
        assert bot.choose(sample, seat, random.Random(1)) in sample.legal_actions()  # type: ignore[arg-type, attr-defined]
        # 0.3 s in the child, then the whole second here (the upper bound holds on a loaded machine)
        assert 1.0 < time.perf_counter() - started < 30.0
        assert process.ended is not None
        assert "ended" in process.ended
        bot.seconds, bot.iterations = 60.0, 30
        assert bot.choose(sample, seat, random.Random(1)) in sample.legal_actions()  # type: ignore[arg-type, attr-defined]
        assert process.pid not in (None, first)
    finally:
        process.close()
