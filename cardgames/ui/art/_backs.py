"""Card backs, one per deck: a blue lattice (French), a six-band badge (FTW), a sunburst (Karriere).

Each back is a white-rimmed card with a patterned panel clipped to a rounded inner shape and a
centre motif; all of it is painter paths.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QConicalGradient,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from ._french import pip
from ._kit import (
    CENTRE,
    GOLD,
    PAPER,
    WHITE,
    H,
    W,
    blank,
    card_shape,
    circle,
    draw_text,
    faded,
    star,
    text_path,
)
from ._numbered import FTW_BANDS, KARRIERE_COLOURS

_INSET = 5.0


def _panel(painter: QPainter, top: QColor, bottom: QColor) -> None:
    """Fill the inner panel with a vertical gradient and clip further drawing to it."""
    shape = card_shape(_INSET)
    grad = QLinearGradient(0, _INSET, 0, H - _INSET)
    grad.setColorAt(0, top)
    grad.setColorAt(1, bottom)
    painter.fillPath(shape, grad)
    painter.setClipPath(shape)


def _lattice(painter: QPainter, pen: QPen, step: float, slope: float) -> None:
    """Lines of slopes ``slope`` and ``-slope`` every ``step`` units (one stroke per direction: faster)."""
    for s in (slope, -slope):
        path = QPainterPath()
        x = -(W + H)
        while x < W + H:
            path.moveTo(x, 0)
            path.lineTo(x + H * s, H)
            x += step
        painter.strokePath(path, pen)


def _dots(painter: QPainter, dx: float, dy: float, r: float, colour: QColor, y0: float = 0.0) -> None:
    """A staggered grid of dots over the whole card."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    for row in range(int(H / dy) + 2):
        shift = dx / 2 if row % 2 else 0.0
        for col in range(int(W / dx) + 2):
            painter.drawEllipse(QPointF(col * dx + shift, y0 + row * dy), r, r)
    painter.restore()


#: The lattice back's colours: the panel's top and bottom, the lattice, the outer rule, the medallion.
LATTICE_COLOURS = {
    "blue": ("#1d4585", "#0f2a59", "#9cbcf0", "#0b1f44", "#143a78"),
    "red": ("#8a1c2b", "#5a0f1a", "#f0a0a8", "#3e0a12", "#741626"),
    "green": ("#1f6b3a", "#0f4322", "#a8e0b8", "#0a2e17", "#17582f"),
}


def paint_french_back(painter: QPainter, colours: str = "blue") -> None:
    """Deep blue (or red, or green) with a fine diamond lattice, a double white rule and a
    four-suit medallion."""
    top, bottom, lines, rule, medallion = LATTICE_COLOURS[colours]
    blank(painter)
    painter.save()
    _panel(painter, QColor(top), QColor(bottom))
    lattice = QPen(faded(QColor(lines), 0.45), 0.5)
    _lattice(painter, lattice, 7.0, 0.7)
    _dots(painter, 7.0, 10.0, 0.55, faded(WHITE, 0.35), y0=5.0)
    painter.restore()
    painter.strokePath(card_shape(_INSET), QPen(QColor(rule), 0.8))
    painter.strokePath(card_shape(_INSET + 2.6), QPen(faded(WHITE, 0.85), 0.8))
    cx, cy = CENTRE.x(), CENTRE.y()
    medal = QPainterPath()
    medal.addEllipse(QPointF(cx, cy), 21, 27)
    painter.fillPath(medal, QColor(medallion))
    painter.strokePath(medal, QPen(WHITE, 1.2))
    inner = QPainterPath()
    inner.addEllipse(QPointF(cx, cy), 18, 24)
    painter.strokePath(inner, QPen(faded(WHITE, 0.6), 0.5))
    for suit, (dx, dy) in enumerate(((0, -11), (11, 0), (0, 11), (-11, 0))):
        pip(painter, suit, cx + dx, cy + dy, 9, colour=WHITE)
    painter.fillPath(star(cx, cy, 3.2, 1.3, 4, -90), GOLD)


def paint_ftw_back(painter: QPainter) -> None:
    """Charcoal with a dotted grid, six band-coloured stripes and an "FTW?!" badge."""
    blank(painter)
    painter.save()
    _panel(painter, QColor("#2c3246"), QColor("#191c28"))
    _dots(painter, 10.0, 10.0, 1.1, faded(WHITE, 0.07))
    stripe = 3.2
    for i, (hex_colour, _) in enumerate(FTW_BANDS):
        path = QPainterPath()
        off = (i - 2.5) * stripe
        path.moveTo(-20, 120 + off)
        path.lineTo(120, 20 + off)
        painter.strokePath(path, QPen(QColor(hex_colour), stripe))
    painter.restore()
    cx, cy = CENTRE.x(), CENTRE.y()
    for i, (hex_colour, _) in enumerate(FTW_BANDS):
        painter.save()
        painter.setPen(QPen(QColor(hex_colour), 4.5))
        # Angles in 1/16 degree; each segment stops half a degree short, leaving a hairline gap.
        painter.drawArc(QRectF(cx - 25, cy - 25, 50, 50), (90 - i * 60) * 16 - 8, -60 * 16 + 16)
        painter.restore()
    painter.fillPath(circle(cx, cy, 22), QColor("#202434"))
    painter.strokePath(circle(cx, cy, 22), QPen(faded(WHITE, 0.8), 0.7))
    draw_text(painter, text_path("FTW?!", 10, cx, cy - 5, max_width=36), PAPER)
    painter.strokePath(card_shape(_INSET), QPen(QColor("#11131b"), 0.8))


def paint_karriere_back(painter: QPainter) -> None:
    """Burgundy sunburst inside a gold double rule, with a ring of thirteen colours and a star."""
    blank(painter)
    painter.save()
    _panel(painter, QColor("#7d1f3f"), QColor("#4e1228"))
    cx, cy = CENTRE.x(), CENTRE.y()
    # The rays are hard stops of one conical gradient: far cheaper than 36 separate wedges.
    rays = QConicalGradient(QPointF(cx, cy), 0)
    ray, gap, n, eps = faded(QColor("#ff9ab8"), 0.10), faded(QColor("#ff9ab8"), 0.0), 36, 0.002
    for i in range(n):
        rays.setColorAt(i / n + eps, ray)
        rays.setColorAt((i + 0.5) / n - eps, ray)
        rays.setColorAt((i + 0.5) / n + eps, gap)
        rays.setColorAt((i + 1) / n - eps, gap)
    painter.fillRect(QRectF(0, 0, W, H), rays)
    glow = QRadialGradient(QPointF(cx, cy), 50)
    glow.setColorAt(0, faded(QColor("#ffcf7a"), 0.35))
    glow.setColorAt(1, faded(QColor("#ffcf7a"), 0.0))
    painter.fillRect(QRectF(0, 0, W, H), glow)
    painter.restore()
    painter.strokePath(card_shape(_INSET + 2.4), QPen(GOLD, 0.9))
    painter.strokePath(card_shape(_INSET + 3.8), QPen(faded(GOLD, 0.6), 0.4))
    for i, hex_colour in enumerate(KARRIERE_COLOURS):
        a = math.radians(-90 + 360.0 * i / 13)
        x, y = cx + 19 * math.cos(a), cy + 19 * math.sin(a)
        painter.fillPath(circle(x, y, 2.8), QColor(hex_colour))
        painter.strokePath(circle(x, y, 2.8), QPen(GOLD, 0.5))
    painter.fillPath(star(cx, cy, 12, 5), GOLD)
    painter.strokePath(star(cx, cy, 12, 5), QPen(QColor("#8a6414"), 0.6))
