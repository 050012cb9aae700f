"""How one card moves: key-framed property animations, ready to start together in one group.

A card that starts later than its neighbours holds still for its delay
inside its own animation (a key frame), so a step is one flat group that is
started from Python: no nested group starts later on Qt's timer (see
``BatchPlayer._next_step`` in ``batches.py`` for why that matters while a bot thinks). Qt
interpolates linearly between key frames; a few frames on an ease-out curve
give the move its soft landing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QPropertyAnimation, QTimer

from .layout import Slot
from .sprites import CardItem

__all__ = ["fly", "turn"]

#: Key frames per move that shape the ease-out.
EASE_KEYS = 6


def _out_cubic(f: float) -> float:
    return 1.0 - (1.0 - f) ** 3


def _mix(a: Any, b: Any, f: float) -> Any:
    """``a`` moved towards ``b`` by ``f`` (numbers and points)."""
    return a + (b - a) * f


def fly(item: CardItem, slot: Slot, duration: int, delay: int) -> list[QAbstractAnimation]:
    """Position, rotation and scale animations that hold for ``delay`` ms, then ease into the slot."""
    total = duration + delay
    hold = delay / total
    anims: list[QAbstractAnimation] = []
    for prop, start, end in (
        (b"pos", item.pos(), CardItem.target_pos(slot)),
        (b"rotation", item.rotation(), slot.rotation),
        (b"scale", item.scale(), slot.scale),
    ):
        if start == end:
            continue
        anim = QPropertyAnimation(item, prop)
        anim.setDuration(total)
        anim.setStartValue(start)
        if hold:
            anim.setKeyValueAt(hold, start)
        for k in range(1, EASE_KEYS):
            f = k / EASE_KEYS
            anim.setKeyValueAt(hold + (1 - hold) * f, _mix(start, end, _out_cubic(f)))
        anim.setEndValue(end)
        anims.append(anim)
    return anims


def turn(item: CardItem, duration: int, delay: int, swap: Callable[[], None]) -> QAbstractAnimation:
    """Turn a card over after ``delay``: squeeze it to an edge, ``swap`` the picture, open it again."""
    anim = QPropertyAnimation(item.flip, b"xScale")
    total = delay + duration
    anim.setDuration(total)
    anim.setStartValue(1.0)
    if delay:
        anim.setKeyValueAt(delay / total, 1.0)
    anim.setKeyValueAt((delay + duration / 2) / total, 0.0)
    anim.setEndValue(1.0)
    QTimer.singleShot(delay + duration // 2, swap)
    return anim
