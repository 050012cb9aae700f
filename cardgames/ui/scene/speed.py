"""Every animation timing of the table in one place, per speed setting."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["SPEEDS", "Speed", "Timing"]

Speed = Literal["off", "fast", "normal", "slow"]


@dataclass(frozen=True, slots=True)
class Timing:
    """Durations in milliseconds; ``move`` 0 means the table jumps without animating.

    ``hold`` is how long a complete trick stays in view, its winning card marked, before
    it is collected; ``round_end`` how long the move that ends a round stays in view before
    the round's summary covers it (at least the bots' pace).
    """

    move: int
    stagger: int
    flip: int
    lift: int
    hold: int = 0
    round_end: int = 0

    @property
    def animated(self) -> bool:
        """False for the speed "off"."""
        return self.move > 0


SPEEDS: dict[str, Timing] = {
    "off": Timing(move=0, stagger=0, flip=0, lift=0),
    "fast": Timing(move=170, stagger=18, flip=110, lift=70, hold=1000, round_end=900),
    "normal": Timing(move=320, stagger=34, flip=180, lift=110, hold=2000, round_end=1500),
    "slow": Timing(move=620, stagger=70, flip=320, lift=160, hold=3200, round_end=2400),
}
