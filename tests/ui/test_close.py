"""Closing the window while a bot thinks: the window goes at once, the late answer is dropped."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
import time
from typing import Any

from cardgames.ai.bots import RandomBot

from .conftest import seats


class BlockingBot:
    """A bot that thinks until the test lets it answer."""

    def __init__(self, gate: threading.Event, asked: threading.Event) -> None:
        self.gate = gate
        self.asked = asked

    def choose(self, state: Any, seat: int, rng: Any) -> Any:
        self.asked.set()
        self.gate.wait(30)
        return RandomBot().choose(state, seat, rng)


def test_close_while_a_bot_thinks(make_window: Any, qtbot: Any) -> None:
    """close() returns at once; the worker stops; the answer that comes later changes nothing."""
    from cardgames.games import GAMES
    from cardgames.ui.setup import MatchSetup

    gate, asked = threading.Event(), threading.Event()
    window = make_window()
    window.bot_factory = lambda game, level: BlockingBot(gate, asked)
    window.start_match(MatchSetup(GAMES["ftw"], seats("normal", "normal", "normal"), seed=3))
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(asked.is_set, timeout=5000)
    history = len(controller.state.history)
    window.close()
    # It returned while the bot still waits at its gate: the close did not wait for it (no clock
    # is read, so a loaded machine cannot make this fail).
    assert not gate.is_set()
    assert controller.worker.thread_alive
    assert window.controller is None
    gate.set()  # the bot answers now, too late
    qtbot.wait(200)
    assert len(controller.state.history) == history, "a stale bot answer was applied"
    qtbot.waitUntil(lambda: not controller.worker.thread_alive, timeout=2000)


def test_a_worker_deleted_with_its_parent_stops_before_it_is_freed(qtbot: Any) -> None:
    """The controller (the worker's parent) deleted without a stop, as a test's teardown or a
    closed window's deleteLater does, while a bot thinks: the worker stops as it is destroyed, so
    its thread never emits on the freed object (that crashed the process in CI), and it ends."""
    import random

    import shiboken6
    from PySide6.QtCore import QObject

    from cardgames.games import GAMES
    from cardgames.ui.botworker import BotJob, BotWorker

    gate, asked = threading.Event(), threading.Event()
    parent = QObject()
    worker = BotWorker(parent)
    answers: list[object] = []
    worker.answered.connect(answers.append)
    stopped, thread = worker._stopped, worker._thread
    state = GAMES["ftw"].new_state(2, 1)
    worker.submit(BotJob(1, BlockingBot(gate, asked), state, random.Random(1)))
    qtbot.waitUntil(asked.is_set, timeout=5000)
    shiboken6.delete(parent)  # the C++ parent and its child worker are freed now
    assert not shiboken6.isValid(worker)
    assert stopped.is_set(), "the worker was freed without stopping"
    gate.set()  # the bot answers after its worker is gone
    thread.join(5)
    assert not thread.is_alive()
    qtbot.wait(50)
    assert answers == []


def test_the_process_exits_within_a_second_of_closing(tmp_path: Any) -> None:
    """The real app with a bot that would think for a minute: the process ends right after the close."""
    script = textwrap.dedent(
        """
        import sys, time
        from PySide6.QtCore import QTimer
        from cardgames.ui.app import create_window, parse_args
        from cardgames.session.seats import Seat
        from cardgames.ui.setup import MatchSetup
        from cardgames.games import GAMES

        class SlowBot:
            def choose(self, state, seat, rng):
                time.sleep(60)

        app, window = create_window(parse_args([]))
        window.bot_factory = lambda game, level: SlowBot()
        window.show()
        setup = MatchSetup(GAMES["ftw"], [Seat(n, "bot") for n in ("A", "B", "C")], seed=1)
        QTimer.singleShot(0, lambda: window.start_match(setup))

        def close():
            print(f"closing {time.time()}", flush=True)
            window.close()

        QTimer.singleShot(400, close)
        sys.exit(app.exec())
        """
    )
    env_home = tmp_path / "home"
    proc = subprocess.Popen(
        [sys.executable, "-c", script],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**_env(), "CARDGAMES_HOME": str(env_home)},
    )
    out, err = proc.communicate(timeout=30)
    ended = time.time()
    assert proc.returncode == 0, err
    closing = [line for line in out.splitlines() if line.startswith("closing ")]
    assert closing, out + err
    assert ended - float(closing[0].split()[1]) < 1.0


def _env() -> dict[str, str]:
    import os

    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def test_closing_calls_off_a_hard_search(make_window: Any, qtbot: Any) -> None:
    """A hard bot given a minute per move stops within a moment of the close, not after the minute."""
    from cardgames.ai.bots import make_bot
    from cardgames.games import GAMES
    from cardgames.ui.setup import MatchSetup

    searching = threading.Event()

    class Hard:
        def __init__(self) -> None:
            self.inner = make_bot(GAMES["seven_up"], "hard")
            self.inner.seconds = 60.0  # type: ignore[attr-defined]
            self.should_stop: Any = None

        def choose(self, state: Any, seat: int, rng: Any) -> Any:
            searching.set()
            self.inner.should_stop = self.should_stop  # type: ignore[attr-defined]
            return self.inner.choose(state, seat, rng)

    window = make_window()
    window.bot_factory = lambda game, level: Hard()
    window.start_match(MatchSetup(GAMES["seven_up"], seats("hard", "hard"), seed=3))
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(searching.is_set, timeout=5000)
    qtbot.wait(100)
    assert controller.worker.thread_alive, "the search should still be running"
    window.close()
    # Called off: it ends long before its minute (a generous bound that holds on a loaded machine).
    qtbot.waitUntil(lambda: not controller.worker.thread_alive, timeout=20000)


def test_the_table_seats_hard_bots_in_the_search_process(make_window: Any, qtbot: Any) -> None:
    """A hard seat searches in the child process; closing the window calls that search off too."""
    from cardgames.ai.remote import ProcessBot, shared_process
    from cardgames.games import GAMES
    from cardgames.ui.botworker import table_bot
    from cardgames.ui.setup import MatchSetup

    made: list[ProcessBot] = []

    def factory(game: Any, level: str) -> Any:
        bot = table_bot(game, level)
        assert isinstance(bot, ProcessBot)
        bot.seconds = 60.0  # a minute per move, unless called off
        made.append(bot)
        return bot

    window = make_window()
    window.bot_factory = factory
    window.start_match(MatchSetup(GAMES["seven_up"], seats("hard", "hard"), seed=3))
    controller = window.controller
    assert controller is not None
    assert made
    qtbot.waitUntil(lambda: made[0].should_stop is not None or made[1].should_stop is not None, timeout=5000)
    qtbot.wait(300)
    assert controller.worker.thread_alive, "the worker should be waiting for the search"
    assert shared_process().pid is not None
    window.close()
    # Called off: it ends long before its minute (a generous bound that holds on a loaded machine).
    qtbot.waitUntil(lambda: not controller.worker.thread_alive, timeout=20000)
