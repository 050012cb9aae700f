"""Drawing kit shared by every face and back: the card canvas, the blank card, text and shape paths.

Every drawing works on a canvas of ``W`` x ``H`` units (100 x 140) that ``canvas`` maps onto the
target rectangle, so no size below is in pixels and the art is equally crisp at any width.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform

W = 100.0
H = 140.0
CENTRE = QPointF(W / 2, H / 2)
RADIUS = 7.5  # corner radius of the card, in canvas units

PAPER = QColor("#fffdf6")
EDGE = QColor("#a8a195")
WHITE = QColor("#ffffff")
GOLD = QColor("#d9a93a")


@contextmanager
def canvas(painter: QPainter, rect: QRectF) -> Iterator[None]:
    """Map the 100 x 140 card canvas onto ``rect`` for the duration of the block."""
    painter.save()
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / W, rect.height() / H)
    try:
        yield
    finally:
        painter.restore()


@contextmanager
def turned(painter: QPainter) -> Iterator[None]:
    """Draw the block rotated half a turn about the card's centre (the bottom-right index)."""
    painter.save()
    painter.translate(W, H)
    painter.rotate(180)
    try:
        yield
    finally:
        painter.restore()


def both_ends(painter: QPainter) -> Iterator[None]:
    """Run a loop body twice: as is, then rotated half a turn (top-left and bottom-right index)."""
    yield
    with turned(painter):
        yield


def card_shape(inset: float = 0.0) -> QPainterPath:
    """The rounded card outline, shrunk by ``inset`` on every side."""
    path = QPainterPath()
    r = max(RADIUS - inset * 0.6, 1.0)
    path.addRoundedRect(QRectF(inset, inset, W - 2 * inset, H - 2 * inset), r, r)
    return path


def blank(painter: QPainter, fill: QColor | QBrush = PAPER) -> None:
    """The card itself: the filled rounded shape with a thin edge."""
    painter.fillPath(card_shape(), fill)
    painter.strokePath(card_shape(0.3), QPen(EDGE, 0.6))


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def faded(colour: QColor, alpha: float) -> QColor:
    """``colour`` with opacity ``alpha``."""
    c = QColor(colour)
    c.setAlphaF(alpha)
    return c


@lru_cache(maxsize=256)
def _glyphs(text: str) -> QPainterPath:
    """``text`` in bold sans as a path: cap height 1, baseline at y = 0."""
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setBold(True)
    font.setPixelSize(200)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    cap = QFontMetricsF(font).capHeight()
    return QTransform.fromScale(1 / cap, 1 / cap).map(path)


def text_path(
    text: str, cap: float, cx: float, top: float, max_width: float | None = None, underline_69: bool = False
) -> QPainterPath:
    """``text`` with capitals ``cap`` tall, centred on ``cx``, capitals' top at ``top``; narrowed to fit.

    With ``underline_69`` a lone 6 or 9 is underlined, as on number cards, so a turned one is not misread.
    """
    glyphs = _glyphs(text)
    box = glyphs.boundingRect()
    sx = cap
    if max_width is not None and box.width() * sx > max_width:
        sx = max_width / box.width()
    t = QTransform()
    t.translate(cx - box.center().x() * sx, top + cap)
    t.scale(sx, cap)
    path = t.map(glyphs)
    if underline_69 and text in ("6", "9"):
        bar = path.boundingRect()
        path.addRoundedRect(
            QRectF(bar.left(), top + cap * 1.12, bar.width(), cap * 0.1), cap * 0.05, cap * 0.05
        )
    return path


def draw_text(
    painter: QPainter,
    path: QPainterPath,
    colour: QColor,
    halo: QColor | None = None,
    halo_width: float = 0.0,
) -> None:
    """Fill a text path, over a rounded outline ``halo`` if given."""
    if halo is not None and halo_width > 0:
        pen = QPen(halo, halo_width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, pen)
    painter.fillPath(path, colour)


def polygon(points: list[tuple[float, float]]) -> QPainterPath:
    """A closed path through ``points``."""
    path = QPainterPath()
    path.moveTo(*points[0])
    for x, y in points[1:]:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


def regular(cx: float, cy: float, r: float, n: int, start_deg: float = -90.0) -> QPainterPath:
    """A regular ``n``-gon of circumradius ``r``, first corner at ``start_deg``."""
    pts = []
    for i in range(n):
        a = math.radians(start_deg + 360.0 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return polygon(pts)


def star(
    cx: float, cy: float, r_out: float, r_in: float, points: int = 5, start_deg: float = -90.0
) -> QPainterPath:
    """A star with ``points`` tips of radius ``r_out`` and notches of radius ``r_in``."""
    pts = []
    for i in range(2 * points):
        a = math.radians(start_deg + 180.0 * i / points)
        r = r_out if i % 2 == 0 else r_in
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return polygon(pts)


def circle(cx: float, cy: float, r: float) -> QPainterPath:
    """A circle of radius ``r``."""
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), r, r)
    return path


def band_symbol(kind: str, cx: float, cy: float, r: float) -> QPainterPath:
    """One of the six FTW band symbols, sized so all look equally big at the same ``r``."""
    if kind == "circle":
        return circle(cx, cy, r * 0.92)
    if kind == "triangle":
        return regular(cx, cy + r * 0.18, r * 1.22, 3)
    if kind == "square":
        return regular(cx, cy, r * 1.15, 4, 45)
    if kind == "diamond":
        return polygon([(cx, cy - r * 1.2), (cx + r * 0.9, cy), (cx, cy + r * 1.2), (cx - r * 0.9, cy)])
    if kind == "hexagon":
        return regular(cx, cy, r * 1.0, 6, 0)
    return star(cx, cy, r * 1.2, r * 0.52)
