"""The table's colours: the room around the table and the oval felt, painted for any size."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene

__all__ = ["FELTS", "Felt"]

#: The table colours a player may choose: the room around the table (centre, middle, edge) and the
#: felt (centre, rim). All dark enough for the white captions on them.
FELTS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "green": ((28, 110, 66), (16, 78, 46), (8, 40, 24), (36, 128, 78), (22, 94, 56)),
    "blue": ((28, 78, 120), (16, 52, 88), (8, 26, 48), (38, 92, 140), (22, 64, 104)),
    "red": ((112, 34, 44), (80, 22, 30), (40, 10, 16), (128, 44, 54), (94, 28, 38)),
    "grey": ((78, 84, 90), (56, 60, 66), (28, 30, 34), (92, 98, 104), (66, 72, 78)),
}


class Felt:
    """The oval felt of a scene and the room around it, in one of the ``FELTS`` colours."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._oval = QGraphicsEllipseItem()
        self._oval.setZValue(-100)
        self._oval.setPen(QPen(QColor(60, 38, 22), 14))
        scene.addItem(self._oval)

    def paint(self, felt: str, w: float, h: float) -> None:
        """Paint the table ``w`` x ``h`` scene units large in the colours ``FELTS[felt]``."""
        room, middle, edge, centre, rim = FELTS[felt]
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.7)
        grad.setColorAt(0.0, QColor(*room))
        grad.setColorAt(0.6, QColor(*middle))
        grad.setColorAt(1.0, QColor(*edge))
        self._scene.setBackgroundBrush(QBrush(grad))
        self._oval.setRect(QRectF(w * 0.035, h * 0.03, w * 0.93, h * 0.86))
        inner = QRadialGradient(QPointF(w / 2, h * 0.45), w * 0.5)
        inner.setColorAt(0.0, QColor(*centre))
        inner.setColorAt(1.0, QColor(*rim))
        self._oval.setBrush(QBrush(inner))
