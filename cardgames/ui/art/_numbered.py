"""Faces of the numbered decks: FTW?! (1..60) and Karriere Poker (1..13 and the joker).

FTW cards come in six bands of ten (1-10, ..., 51-60); each band has an Okabe-Ito colour *and* a
shape, so a colour-blind player reads the range from the shape alone. Karriere cards have one
colour per number and, besides colour, a ring of as many pips as the number.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from ._kit import (
    CENTRE,
    PAPER,
    WHITE,
    W,
    band_symbol,
    blank,
    both_ends,
    card_shape,
    circle,
    draw_text,
    faded,
    mix,
    star,
    text_path,
)

#: FTW bands in order: (colour, symbol); Okabe-Ito colours, neighbours far apart.
FTW_BANDS: tuple[tuple[str, str], ...] = (
    ("#56B4E9", "circle"),
    ("#009E73", "triangle"),
    ("#E69F00", "square"),
    ("#0072B2", "diamond"),
    ("#CC79A7", "hexagon"),
    ("#D55E00", "star"),
)

#: Karriere colours for 1..13: a wheel of jewel tones, dark enough for white numbers.
KARRIERE_COLOURS: tuple[str, ...] = (
    "#c62f3c",
    "#dd5a1f",
    "#e38d12",
    "#c2a20c",
    "#7fa81c",
    "#2f9e4f",
    "#139a8a",
    "#1a86b5",
    "#2d5fc4",
    "#5141b8",
    "#8136b3",
    "#b2328f",
    "#7a5a45",
)

_NIGHT = QColor("#10131c")


def paint_ftw(painter: QPainter, n: int) -> None:
    """An FTW?! card: the big number, band colour and band symbol."""
    hex_colour, kind = FTW_BANDS[(n - 1) // 10]
    colour = QColor(hex_colour)
    ink = mix(colour, _NIGHT, 0.5)
    blank(painter, mix(PAPER, colour, 0.05))
    painter.fillPath(band_symbol(kind, CENTRE.x(), CENTRE.y() + 2, 34), faded(colour, 0.17))
    for _ in both_ends(painter):
        # A tinted corner pocket carries the band's colour even where a fanned hand shows only a corner.
        pocket = QPainterPath()
        pocket.addRoundedRect(QRectF(-10, -10, 38.2, 57.2), 5.5, 5.5)
        pocket = pocket.intersected(card_shape(3.2))
        painter.fillPath(pocket, faded(colour, 0.24))
        draw_text(painter, text_path(str(n), 16, 15.7, 8.5, max_width=20, underline_69=True), ink)
        symbol = band_symbol(kind, 15.7, 36.5, 6.2)
        painter.fillPath(symbol, colour)
        painter.strokePath(symbol, QPen(ink, 0.8))
    painter.strokePath(card_shape(3.2), QPen(colour, 1.6))
    number = text_path(str(n), 40, CENTRE.x(), CENTRE.y() + 2 - 20, max_width=74, underline_69=True)
    draw_text(painter, number, ink, halo=PAPER, halo_width=3.0)


def karriere_colour(n: int) -> QColor:
    """The colour of Karriere number ``n`` (1..13)."""
    return QColor(KARRIERE_COLOURS[n - 1])


def _panel(painter: QPainter, top: QColor, bottom: QColor) -> None:
    """The coloured inner panel of a Karriere card, with a soft vertical gradient."""
    shape = card_shape(4.0)
    grad = QLinearGradient(0, 4, 0, 136)
    grad.setColorAt(0, top)
    grad.setColorAt(1, bottom)
    painter.fillPath(shape, grad)
    painter.strokePath(card_shape(6.0), QPen(faded(WHITE, 0.55), 0.7))


def paint_karriere(painter: QPainter, n: int) -> None:
    """A Karriere Poker card: its colour, the number in a medallion and a ring of ``n`` pips."""
    if n == 0:
        _paint_karriere_joker(painter)
        return
    colour = karriere_colour(n)
    blank(painter)
    _panel(painter, colour.lighter(118), colour.darker(125))
    cx, cy = CENTRE.x(), CENTRE.y()
    ring = 37.0
    for i in range(n):
        a = math.radians(-90 + 360.0 * i / n)
        painter.fillPath(circle(cx + ring * math.cos(a), cy + ring * math.sin(a), 3.1), WHITE)
    medal = QRadialGradient(QPointF(cx - 8, cy - 10), 34)
    medal.setColorAt(0, PAPER)
    medal.setColorAt(1, mix(PAPER, colour, 0.12))
    painter.fillPath(circle(cx, cy, 29), medal)
    painter.strokePath(circle(cx, cy, 29), QPen(colour.darker(140), 1.2))
    ink = mix(colour, _NIGHT, 0.35)
    draw_text(painter, text_path(str(n), 30, cx, cy - 15, max_width=46, underline_69=True), ink)
    for _ in both_ends(painter):
        index = text_path(str(n), 14, 16, 11, max_width=17, underline_69=True)
        draw_text(painter, index, WHITE, halo=faded(_NIGHT, 0.3), halo_width=1.4)


def _paint_karriere_joker(painter: QPainter) -> None:
    """The Karriere joker: a night-blue card with a sunburst in all thirteen colours and a star."""
    blank(painter)
    _panel(painter, QColor("#2b2747"), QColor("#141226"))
    cx, cy = CENTRE.x(), CENTRE.y()
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    for i, hex_colour in enumerate(KARRIERE_COLOURS):
        a0 = -90 + 360.0 * i / 13 - 360.0 / 26
        painter.setBrush(QColor(hex_colour))
        painter.drawPie(QRectF(cx - 33, cy - 33, 66, 66), round(-a0 * 16), round(-360.0 / 13 * 16))
    painter.restore()
    painter.fillPath(circle(cx, cy, 22), QColor("#1c1933"))
    painter.fillPath(star(cx, cy, 20, 8.5), QColor("#ffd54a"))
    painter.strokePath(star(cx, cy, 20, 8.5), QPen(QColor("#b8860b"), 0.8))
    for _ in both_ends(painter):
        for i, letter in enumerate("JOKER"):
            draw_text(painter, text_path(letter, 7.5, 12, 11 + i * 10.5, max_width=8), WHITE)
    draw_text(painter, text_path("JOKER", 6, W / 2, 111, max_width=40), faded(WHITE, 0.9))
