"""The table's card sprites that lie nowhere, kept for reuse, and the faces drawn ahead of need.

A sprite is made once and reused for match after match: Qt's first call into a new Python-made
item takes Python's lock, and made mid-game while a bot thinks, a deal's worth of new cards would
stall the animation. Faces are drawn ahead for the same reason.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from ...engine import HIDDEN, TableView
from .sprites import CardItem, Table

__all__ = ["SpritePool"]


class SpritePool:
    """The spare sprites of one scene (``table``: what a card asks of the table it lies on)."""

    def __init__(self, scene: QGraphicsScene, table: Table, busy: Callable[[], bool]) -> None:
        self._scene = scene
        self._table = table
        #: True while the table moves: no face is drawn then.
        self._busy = busy
        #: Sprites put away, hidden, for the next card that needs one.
        self.spare: list[CardItem] = []
        self._warm_todo: list[int | None] = []
        self._warm_timer = QTimer(scene)
        self._warm_timer.timeout.connect(self._warm_some)

    def drop(self) -> None:
        """Remove every spare sprite from the scene (the card art changes: they are drawn anew)."""
        for item in self.spare:
            self._scene.removeItem(item)
        self.spare = []

    def stock_up(self, count: int) -> None:
        """Have ``count`` card sprites ready before play begins, each drawn once.

        Qt's first call into each new Python-made item (to paint it, to ask its
        size...) takes Python's lock; made mid-game while a bot thinks, a deal's
        worth of new cards would stall the animation. Made and painted here, in
        one Python call, later deals only reuse them.
        """
        fresh = [CardItem(self._table, HIDDEN, False) for _ in range(count - len(self.spare))]
        for item in fresh:
            self._scene.addItem(item)
            item.setPos(0.0, 0.0)
        if fresh:
            image = QImage(64, 40, QImage.Format.Format_ARGB32_Premultiplied)
            painter = QPainter(image)
            self._scene.render(painter, QRectF(0, 0, 64, 40), QRectF(0, 0, 200, 200))
            painter.end()
        for item in fresh:
            self.put(item)

    def prepare_faces(self, view: TableView[Any]) -> None:
        """Draw now, before anything moves, the faces the batch will show that are not drawn yet.

        The first deal may come before the warm-up has reached its faces; drawn
        on demand while cards turn over, they would stall the animation.
        """
        pixmaps = self._table.pixmaps
        for zone in view.zones.values():
            if zone.face_up:
                drawn = zone.faces if len(zone.faces) == len(zone.cards) else zone.cards
                for card, face in zip(zone.cards, drawn, strict=True):
                    if card != HIDDEN and not pixmaps.has(face):
                        pixmaps.pixmap(face)

    def warm_up(self, faces: Iterable[int]) -> None:
        """Render the back and ``faces`` a few at a time while the table is otherwise idle.

        Drawing a face is Python work; done on demand in the middle of a
        move, it would compete with a thinking bot for Python's lock and
        stall the animation. Done ahead, a move only copies pixels.
        """
        pixmaps = self._table.pixmaps
        self._warm_todo = [c for c in [None, *faces] if not pixmaps.has(c)]
        if not self._warm_timer.isActive():
            self._warm_timer.start(0)

    def _warm_some(self) -> None:
        """Draw faces for a few milliseconds, only while nothing moves: a court card of the
        French deck takes some 20 ms to draw, which in mid-move would be a visible stall."""
        if self._busy():
            return
        started = time.perf_counter()
        while self._warm_todo and time.perf_counter() - started < 0.008:
            self._table.pixmaps.pixmap(self._warm_todo.pop())
        if not self._warm_todo:
            self._warm_timer.stop()

    def take(self) -> CardItem:
        """A sprite from the stock (or a new one), showing its back."""
        if self.spare:
            item = self.spare.pop()
            item.setVisible(True)
            return item
        item = CardItem(self._table, HIDDEN, False)
        self._scene.addItem(item)
        return item

    def put(self, item: CardItem) -> None:
        """Put a sprite away for later (hidden, unmarked, back up)."""
        item.setVisible(False)
        item.set_mark("none")
        item.set_focused(False)
        item.set_winner("")
        item.set_tag("")
        item.owner = None
        item.card = HIDDEN
        item.zone = ()
        item.set_greyed(False)
        item.face = None
        item.show_face(HIDDEN, False)
        item.flip.setXScale(1.0)
        self.spare.append(item)
