"""Progress lines of the long developer commands (arena, ladder, scripts/reliability.py).

They go to stderr, so stdout keeps only the result, and at most one every
``DEFAULT_EVERY`` seconds, terminal or not (a CI log shows the run is alive):

    arena: 40/200 matches, 3.1 min so far, about 12 min left

A run shorter than that prints none. ``CARDGAMES_PROGRESS_SECONDS`` sets the
pause between lines (0: a line at every step; tests use it).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from typing import TextIO

__all__ = ["DEFAULT_EVERY", "Progress", "duration"]

#: Seconds between two progress lines.
DEFAULT_EVERY = 10.0
ENV = "CARDGAMES_PROGRESS_SECONDS"


def duration(seconds: float) -> str:
    """``seconds`` as a person reads it: "40 s", "12 min", "3.5 h"."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 90 * 60:
        return f"{seconds / 60:.0f} min" if seconds >= 600 else f"{seconds / 60:.1f} min"
    return f"{seconds / 3600:.1f} h"


def _every_from_env() -> float:
    try:
        return max(0.0, float(os.environ.get(ENV, DEFAULT_EVERY)))
    except ValueError:
        return DEFAULT_EVERY


class Progress:
    """Rate-limited progress lines for one run: ``label: what, time so far, about N left``."""

    def __init__(
        self,
        label: str,
        every: float | None = None,
        stream: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.label = label
        self.every = _every_from_env() if every is None else every
        self.stream = stream
        self.clock = clock
        self.started = clock()
        self.last = self.started
        self.lines = 0

    def say(self, text: str) -> None:
        """One line now, whatever the pace (what the run will do, said at its start)."""
        stream = self.stream if self.stream is not None else sys.stderr
        print(f"{self.label}: {text}", file=stream, flush=True)

    def report(self, what: str, fraction: float) -> bool:
        """A line with ``what`` and the time left at this pace (``fraction`` of the work done), if
        ``every`` seconds have passed since the start or the last line, and the work is not done
        (``finish`` says that); True if it was printed."""
        now = self.clock()
        if now - self.last < self.every or fraction >= 1:
            return False
        self.last = now
        spent = now - self.started
        text = f"{what}, {duration(spent)} so far"
        if 0 < fraction < 1:
            text += f", about {duration(spent / fraction * (1 - fraction))} left"
        self.say(text)
        self.lines += 1
        return True

    def count(self, done: int, total: int, unit: str) -> bool:
        """``report`` of ``done`` of ``total`` equal steps."""
        return self.report(f"{done}/{total} {unit}", done / total if total else 1.0)

    def finish(self, what: str) -> None:
        """The closing line (``what``, in how long), only if the run printed progress lines."""
        if self.lines:
            self.say(f"{what} in {duration(self.clock() - self.started)}")
