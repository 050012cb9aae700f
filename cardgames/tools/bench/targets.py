"""The bench's targets: what each figure should reach, and each run's verdicts on them."""

from __future__ import annotations

__all__ = [
    "CLONE_PER_APPLY_TARGET",
    "DETERMINIZE_TARGET_US",
    "LATENCY_TARGETS_MS",
    "SEARCH_TARGETS",
    "STOP_TARGET_MS",
    "Targets",
]

#: Floors for ISMCTS iterations/s, by game id and player count.
SEARCH_TARGETS = {("seven_up", 2): 12_000, ("karriere_poker", 8): 3_000}
#: The other targets: a clone at most this many applies, a determinize at most this many us, the
#: levels' p95 time per move (ms; hard's at the default budget), every stop answered within this (ms).
CLONE_PER_APPLY_TARGET = 1.5
DETERMINIZE_TARGET_US = 50
LATENCY_TARGETS_MS = {"easy": 2, "normal": 20, "hard": 400}
STOP_TARGET_MS = 20


class Targets:
    """The targets of a run: each one's verdict in words, and a count at the end."""

    def __init__(self) -> None:
        self.judged: list[tuple[str, bool]] = []

    def say(self, what: str, meaning: str, met: bool) -> str:
        """``target: MEANING: met`` (or ``MISSED``), noted for the closing line under ``what``."""
        self.judged.append((what, met))
        return f"target: {meaning}: {'met' if met else 'MISSED'}"

    def summary(self) -> str | None:
        """How many targets this run met, and which it missed; None if it judged none."""
        if not self.judged:
            return None
        missed = [what for what, met in self.judged if not met]
        line = f"targets: {len(self.judged) - len(missed)} of {len(self.judged)} met"
        return line + (f"; MISSED: {', '.join(missed)}" if missed else "")
