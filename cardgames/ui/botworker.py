"""Bots think on a worker thread; their answers reach the GUI thread by a queued signal.

One daemon thread takes jobs from a queue. A job carries a copy of the
state, so the bot never touches the state the table shows, and a token that
says which turn it was asked for; the controller drops an answer whose token
is no longer current (new game, restart, window closed). The thread is a
daemon, so closing the app never waits for a bot that is still thinking, and
``stop`` also calls off a search under way: a searching bot (the hard level)
is handed ``should_stop`` and answers within one iteration of it.

The answer is emitted on a QObject that lives in the GUI thread: Qt sees the
emitting thread differs and queues the call, so the slot runs in the GUI
thread.
"""

from __future__ import annotations

import queue
import random
import sys
import threading
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..ai.bots import RandomBot, bot_decision, make_bot
from ..engine import Action, AnyBot, AnyState, Game

__all__ = ["BotJob", "BotResult", "BotWorker", "table_bot"]

#: How long (s) a thread may keep Python's lock while another waits for it. Python's
#: default, 5 ms, lets a thinking bot hold up the GUI thread's Python code (slots,
#: the start and end of a move) for 5 ms each time it needs the lock; at 0.5 ms the
#: largest frame gap while a bot thinks fell from about 30 ms to about 20 ms
#: (``python -m cardgames.ui.bench frames``).
SWITCH_INTERVAL = 0.0005


def table_bot(game: Game, level: str) -> AnyBot:
    """The bot the table seats at ``level``: a hard bot searches in the search process.

    Searching on the worker thread would share Python's lock with the table and
    cost it frames (see ``cardgames.ai.remote``); the other levels answer in
    well under a frame, so they stay on the thread.
    """
    if level == "hard":
        # The search process (multiprocessing, about 10 ms of imports) only once a hard bot sits down.
        from ..ai.remote import ProcessBot, shared_process

        shared_process().start()  # warm: the child imports the games while the table deals
        return ProcessBot(game.id)
    return make_bot(game, level)


@dataclass(frozen=True, slots=True)
class BotJob:
    """Ask ``bot`` for the move of ``state.current_player`` (``state`` is a private copy)."""

    token: Any
    bot: AnyBot
    state: AnyState
    rng: random.Random


@dataclass(frozen=True, slots=True)
class BotResult:
    """A bot's answer to the job with ``token``; ``error`` says what went wrong, if anything."""

    token: Any
    action: Action
    error: str | None = None


class BotWorker(QObject):
    """Runs bot jobs one after another on a daemon thread and emits each answer."""

    answered = Signal(object)  # BotResult

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        self._jobs: queue.SimpleQueue[BotJob | None] = queue.SimpleQueue()
        self._stopped = threading.Event()
        # Held while an answer is emitted and while the worker is stopped: once ``stop`` has
        # returned, no emit is under way or will begin. Destroyed without ``stop`` (its parent was
        # deleted first), it stops too, before the object is freed: an emit on a deleted object
        # from this thread crashed the process (seen in a test's teardown).
        self._emitting = threading.RLock()
        self.destroyed.connect(partial(_halt, self._stopped, self._emitting))
        self._thread = threading.Thread(target=self._run, name="card-table-bots", daemon=True)
        self._thread.start()

    def submit(self, job: BotJob) -> None:
        """Queue a job; its answer comes back through ``answered``."""
        if not self._stopped.is_set():
            self._jobs.put(job)

    def stop(self) -> None:
        """Take no more jobs and emit no more answers. Returns at once (or once an answer being
        handed over, a moment's work, is out)."""
        _halt(self._stopped, self._emitting)
        self._jobs.put(None)

    @property
    def thread_alive(self) -> bool:
        """True while the worker thread runs (for tests)."""
        return self._thread.is_alive()

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None or self._stopped.is_set():
                return
            result = _solve(job, self._stopped.is_set)
            with self._emitting:
                if self._stopped.is_set():
                    return
                try:
                    self.answered.emit(result)
                except RuntimeError:  # the QObject is gone: the window was closed
                    return


def _halt(stopped: threading.Event, emitting: threading.RLock, *_: object) -> None:
    """Mark a worker stopped once no answer is being emitted (``stop``, or its ``destroyed``)."""
    with emitting:
        stopped.set()


def _solve(job: BotJob, should_stop: Any = None) -> BotResult:
    """The bot's answer; a bot that fails is replaced by a random legal move, and says so."""
    if should_stop is not None and hasattr(job.bot, "should_stop"):
        job.bot.should_stop = should_stop  # a search stops early once the worker is stopped
    try:
        return BotResult(job.token, bot_decision(job.bot, job.state, job.rng))
    except Exception as exc:  # a bot bug must not freeze the table
        fallback = bot_decision(RandomBot(), job.state, job.rng)
        return BotResult(job.token, fallback, f"{type(exc).__name__}: {exc}")
