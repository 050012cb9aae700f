"""How the table marks the cards a player may pick: legal, selected (lifted), blocked with a reason,
the keyboard's focus, and the little lift of a pickable card under the pointer."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPropertyAnimation

from ..choice import Pick
from .speed import Timing
from .sprites import CARD_H, CardItem, Mark
from .zones import Zones

__all__ = ["Marks"]


class Marks:
    """The marks and lifts of one table's cards (``timing``: the table's animation speed now)."""

    def __init__(self, owner: QObject, zones: Zones, timing: Callable[[], Timing]) -> None:
        self._owner = owner
        self._zones = zones
        self._timing = timing
        self._lift_anims: dict[int, QAbstractAnimation] = {}

    def clear(self, items: Iterable[CardItem]) -> None:
        """No marks, no focus and nothing lifted (input is held)."""
        for item in items:
            if item.mark != "none" or item.focused:
                item.set_mark("none")
                item.set_focused(False)
                self.lift(item, 0.0, animate=False)

    def set(self, marks: dict[Pick, tuple[Mark, str]], focus: Pick | None) -> None:
        """Mark the cards a player may pick (legal, selected, blocked with a reason); lift the selected."""
        for item in self._zones.cards():
            pick = self._zones.pick_of(item)
            mark, tip = marks.get(pick, ("none", ""))
            item.set_mark(mark, tip)
            item.set_focused(focus is not None and pick == focus)
            lift = self._selected_lift(item) if mark == "selected" else 0.0
            if lift != item.lift:
                self.lift(item, lift, animate=True)

    def _selected_lift(self, item: CardItem) -> float:
        place = self._zones.place(item.zone)
        share = 0.24 if place is not None and place.kind == "fan" else 0.14
        return CARD_H * item.home.scale * share

    def hover(self, item: CardItem, on: bool) -> None:
        """Raise a pickable card a little under the pointer, lower it when the pointer leaves."""
        if item.mark != "legal":
            return
        self.lift(item, CARD_H * item.home.scale * 0.07 if on else 0.0, animate=True)

    def lift(self, item: CardItem, lift: float, animate: bool) -> None:
        """Raise ``item`` by ``lift`` above its place (0: back in its place)."""
        item.lift = lift
        item.animated()
        old = self._lift_anims.pop(id(item), None)
        if old is not None:
            old.stop()
        target = CardItem.target_pos(item.home, lift)
        timing = self._timing()
        if not animate or not timing.animated:
            item.setPos(target)
            return
        anim = QPropertyAnimation(item, b"pos", self._owner)
        anim.setDuration(timing.lift)
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._lift_anims[id(item)] = anim
        anim.finished.connect(lambda: self._lift_anims.pop(id(item), None))
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
