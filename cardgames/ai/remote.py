"""The hard bot's search in a separate process, behind the same ``Bot`` interface.

A searching bot on a thread shares Python's global interpreter lock with the
table: every time the GUI thread wants the lock back for a slot or a Python
``paint()``, it waits for the search to let go of it, and those waits add up
to frames the player does not get. ``ProcessBot`` sends the search to a child
process instead, so the GUI process only waits on a pipe (which releases the
lock).

- One child serves every ``ProcessBot`` of the app (one search at a time, as
  the table asks one bot at a time). It is started on first use with the
  ``spawn`` method (forking a process that runs Qt threads is unsafe), imports
  only the engine and the games, and ends when the app ends or its pipe
  closes.
- The state sent is the sample ``bot_decision`` already drew from the seat's
  knowledge, so the child never sees a hidden card either.
- ``should_stop`` (set by the table's worker) is polled while waiting; once it
  says stop, the child is told to stop and answers within one iteration.
  Answers carry the request number, so a late answer is never taken for the
  next one.
- If the child cannot be started or dies, the search runs in this process
  (a ``HardBot``): slower to the eye, never wrong.
- The coach's advice (``cardgames.ai.coach``) is searched there too
  (``SearchProcess.advise``), one request at a time like a bot's move.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import random
import threading
from collections.abc import Callable
from typing import Any

from ..engine import Action, AnyState
from .coach import Advice, advise
from .ismcts import DEFAULT_SECONDS, HardBot, search

__all__ = ["ProcessBot", "SearchProcess", "shared_process"]

#: How often (s) a waiting bot looks at ``should_stop``.
POLL = 0.005


def _serve(conn: Any, stop: Any) -> None:
    """The child's loop: answer each request (a bot's search or the coach's advice) with
    (number, action or advice, error text)."""
    import signal

    from ..games import GAMES

    # Ctrl+C in a terminal reaches the whole process group: the app closes itself and ends this
    # child then; the child does not stop on its own in the middle of a search, with a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # The games load here before the first request (the registry loads them lazily), so no
    # search of the table waits on an import; the child starts while the table deals.
    for game in GAMES.values():
        game.search_hooks()
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        number, kind, game_id, state, seat, rng, seconds, iterations = request
        try:
            hooks = GAMES[game_id].search_hooks()
            if kind == "advise":
                payload: Any = advise(state, seat, rng, hooks, seconds, iterations, stop.is_set)
            else:
                payload = search(
                    state,
                    seat,
                    rng,
                    hooks,
                    seconds=seconds,
                    iterations=iterations,
                    should_stop=stop.is_set,
                ).action
            answer: tuple[int, Any, str | None] = (number, payload, None)
        except Exception as exc:  # reported to the parent, which searches itself
            answer = (number, None, f"{type(exc).__name__}: {exc}")
        try:
            conn.send(answer)
        except (EOFError, OSError):
            return


class SearchProcess:
    """A child process that runs searches, one at a time."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._number = 0
        self._conn: Any = None
        self._proc: Any = None
        self._stop: Any = None
        #: Why no child could be started: searches then stay in this process.
        self.failed: str | None = None
        #: Why the last child ended unasked (it is started again on the next search).
        self.ended: str | None = None
        #: How many searches a child answered (the rest ran in the asking process).
        self.answered = 0

    def start(self) -> bool:
        """Start the child now (it takes a second to import the games), so the first search need not wait."""
        with self._lock:
            return self._ensure()

    def _ensure(self) -> bool:
        if self._proc is not None and self._proc.is_alive():
            return True
        if self.failed is not None:
            return False
        try:
            ctx = mp.get_context("spawn")
            parent, child = ctx.Pipe()
            if self._stop is None:
                self._stop = ctx.Event()
            self._proc = ctx.Process(
                target=_serve, args=(child, self._stop), name="card-table-search", daemon=True
            )
            self._proc.start()
            child.close()
            self._conn = parent
            return True
        except Exception as exc:  # no processes here: the caller searches in-process
            self.failed = f"{type(exc).__name__}: {exc}"
            return False

    @property
    def pid(self) -> int | None:
        """The child's process id once started (for tests)."""
        return self._proc.pid if self._proc is not None else None

    def report(self) -> str:
        """One line on where the searches ran (the demo prints it; the bundle check reads it)."""
        where = f"{self.answered} searches answered by the search process"
        problem = self.failed or self.ended
        return f"{where}; {problem}" if problem else where

    def search(
        self,
        game_id: str,
        state: AnyState,
        seat: int,
        rng: random.Random,
        seconds: float,
        iterations: int | None,
        should_stop: Callable[[], bool] | None,
    ) -> Action | None:
        """The child's choice, or None when the child is not available (then search here)."""
        answer: Action | None = self._ask(
            "search", game_id, state, seat, rng, seconds, iterations, should_stop
        )
        return answer

    def advise(
        self,
        game_id: str,
        sample: AnyState,
        seat: int,
        rng: random.Random,
        seconds: float,
        should_stop: Callable[[], bool] | None,
        iterations: int | None = None,
    ) -> Advice | None:
        """The coach's advice searched in the child, or None when the child is not available."""
        answer: Advice | None = self._ask(
            "advise", game_id, sample, seat, rng, seconds, iterations, should_stop
        )
        return answer

    def _ask(
        self,
        kind: str,
        game_id: str,
        state: AnyState,
        seat: int,
        rng: random.Random,
        seconds: float,
        iterations: int | None,
        should_stop: Callable[[], bool] | None,
    ) -> Any:
        with self._lock:
            if not self._ensure():
                return None
            self._number += 1
            number = self._number
            self._stop.clear()
            try:
                self._conn.send((number, kind, game_id, state, seat, rng, seconds, iterations))
                stopping = False
                while True:
                    if self._conn.poll(POLL):
                        got, action, error = self._conn.recv()
                        if got != number:
                            continue  # an answer to a request that was given up
                        if error is not None:  # the child's search failed: search here
                            self.ended = error
                            return None
                        self.answered += 1
                        return action
                    if not stopping and should_stop is not None and should_stop():
                        self._stop.set()
                        stopping = True
                    if not self._proc.is_alive():  # searched here this time; a new child next time
                        self.ended = f"the search process ended (exit code {self._proc.exitcode})"
                        self._drop()
                        return None
            except (EOFError, OSError) as exc:  # the pipe broke: the child is gone
                self.ended = f"the search process ended ({type(exc).__name__})"
                self._drop()
                return None

    def _drop(self) -> None:
        """Forget a child that is gone (reaping it, so it leaves no zombie)."""
        proc, self._proc = self._proc, None
        with contextlib.suppress(Exception):
            proc.kill()
            proc.join(0.5)

    def close(self) -> None:
        """End the child (it also ends by itself when this process goes)."""
        with self._lock:
            if self._proc is None:
                return
            with contextlib.suppress(EOFError, OSError):
                self._conn.send(None)
            self._proc.join(1.0)
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc = None


_SHARED: SearchProcess | None = None
_SHARED_LOCK = threading.Lock()


def shared_process() -> SearchProcess:
    """The app's one search process (started on first use)."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is None:
            _SHARED = SearchProcess()
        return _SHARED


class ProcessBot:
    """The hard bot, searching in the shared child process; the same choices as ``HardBot``'s search."""

    def __init__(
        self,
        game_id: str,
        seconds: float = DEFAULT_SECONDS,
        iterations: int | None = None,
        process: SearchProcess | None = None,
    ) -> None:
        from ..games import GAMES

        self.game_id = game_id
        self.seconds = seconds
        self.iterations = iterations
        self.process = process
        self.should_stop: Callable[[], bool] | None = None
        self._local = HardBot(GAMES[game_id].search_hooks(), seconds, iterations)

    def choose(self, state: AnyState, seat: int, rng: random.Random) -> Action:
        """Search in the child; if it is not there, here."""
        process = self.process or shared_process()
        action = process.search(
            self.game_id, state, seat, rng, self.seconds, self.iterations, self.should_stop
        )
        if action is not None:
            return action
        self._local.seconds, self._local.iterations = self.seconds, self.iterations
        self._local.should_stop = self.should_stop
        return self._local.choose(state, seat, rng)
