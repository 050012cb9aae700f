"""Faces of the French deck: suit symbols built as paths, pip cards, aces, court cards and the joker.

Suits are drawn from our own curves, never from font glyphs, so they look the same everywhere.
Hearts and diamonds are red, clubs and spades black; the four shapes differ, so colour is never
the only cue.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

from ...engine import FrenchCard
from ._kit import (
    CENTRE,
    GOLD,
    PAPER,
    W,
    blank,
    both_ends,
    circle,
    draw_text,
    faded,
    mix,
    polygon,
    star,
    text_path,
)

RED = QColor("#c8102e")
BLACK = QColor("#1b1c22")
RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}
SUIT_TEXT = "♣♦♥♠"

# Pip layouts of 2..10 on a 3-column grid: (column 0..2, row 0..1 from top to bottom).
_THIRD, _SIXTH = 1 / 3, 1 / 6
_PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, _THIRD), (2, _THIRD), (1, 0.5), (0, 2 * _THIRD), (2, 2 * _THIRD), (0, 1), (2, 1)),
    10: (
        (0, 0),
        (2, 0),
        (1, _SIXTH),
        (0, _THIRD),
        (2, _THIRD),
        (0, 2 * _THIRD),
        (2, 2 * _THIRD),
        (1, 1 - _SIXTH),
        (0, 1),
        (2, 1),
    ),
}
_COLUMNS = (31.0, 50.0, 69.0)
_TOP, _BOTTOM = 26.0, 114.0


def rank_text(rank: int) -> str:
    """How an index writes the rank: "2".."10", "J", "Q", "K", "A"."""
    return RANK_TEXT.get(rank, str(rank))


def suit_colour(suit: int) -> QColor:
    """Red for diamonds and hearts, black for clubs and spades."""
    return RED if suit in (1, 2) else BLACK


@lru_cache(maxsize=4)
def suit_path(suit: int) -> QPainterPath:
    """The suit symbol (0 clubs, 1 diamonds, 2 hearts, 3 spades), 1 tall and centred on the origin."""
    if suit == 1:
        path = QPainterPath(QPointF(0, -0.5))
        path.quadTo(0.2, -0.22, 0.4, 0)
        path.quadTo(0.2, 0.22, 0, 0.5)
        path.quadTo(-0.2, 0.22, -0.4, 0)
        path.quadTo(-0.2, -0.22, 0, -0.5)
        return path
    if suit == 2:
        return _heart(upside_down=False)
    stem = QPainterPath(QPointF(0, 0.02))
    stem.quadTo(0.03, 0.36, 0.2, 0.5)
    stem.lineTo(-0.2, 0.5)
    stem.quadTo(-0.03, 0.36, 0, 0.02)
    if suit == 3:
        return _heart(upside_down=True, top=-0.5, bottom=0.3).united(stem)
    lobes = circle(0, -0.24, 0.235).united(circle(-0.24, 0.12, 0.235)).united(circle(0.24, 0.12, 0.235))
    lobes = lobes.united(polygon([(0, -0.1), (0.12, 0.12), (-0.12, 0.12)]))
    return lobes.united(stem)


def _heart(upside_down: bool, top: float = -0.5, bottom: float = 0.5) -> QPainterPath:
    """A heart filling ``top``..``bottom``, point down (or up for the spade)."""
    path = QPainterPath(QPointF(0, 0.5))
    path.cubicTo(-0.1, 0.36, -0.5, 0.12, -0.5, -0.16)
    path.cubicTo(-0.5, -0.38, -0.36, -0.5, -0.24, -0.5)
    path.cubicTo(-0.1, -0.5, -0.02, -0.42, 0, -0.3)
    path.cubicTo(0.02, -0.42, 0.1, -0.5, 0.24, -0.5)
    path.cubicTo(0.36, -0.5, 0.5, -0.38, 0.5, -0.16)
    path.cubicTo(0.5, 0.12, 0.1, 0.36, 0, 0.5)
    t = QTransform()
    t.translate(0, (top + bottom) / 2)
    t.scale(1, (bottom - top) * (-1 if upside_down else 1))
    return t.map(path)


def pip(
    painter: QPainter,
    suit: int,
    cx: float,
    cy: float,
    size: float,
    upside_down: bool = False,
    colour: QColor | None = None,
) -> None:
    """A suit symbol ``size`` tall centred at (``cx``, ``cy``), in its suit's colour unless told."""
    t = QTransform()
    t.translate(cx, cy)
    t.scale(size, -size if upside_down else size)
    painter.fillPath(t.map(suit_path(suit)), colour or suit_colour(suit))


def _index(painter: QPainter, rank: int, suit: int) -> None:
    """The corner index: rank above a small suit, at top-left and turned at bottom-right."""
    colour = suit_colour(suit)
    for _ in both_ends(painter):
        draw_text(painter, text_path(rank_text(rank), 15, 11, 6.5, max_width=16.5), colour)
        pip(painter, suit, 11, 31.0, 12.5)


def paint_french(painter: QPainter, card: int) -> None:
    """A French card: index, and pips, a big ace pip, a court panel or the joker."""
    fc = FrenchCard(card)
    blank(painter)
    if fc.is_joker:
        _joker(painter)
        return
    rank, suit = fc.rank, fc.suit
    assert suit is not None
    _index(painter, rank, suit)
    if rank == 14:
        _ace(painter, suit)
    elif rank >= 11:
        _court(painter, rank, suit)
    else:
        for col, row in _PIPS[rank]:
            y = _TOP + (_BOTTOM - _TOP) * row
            pip(painter, suit, _COLUMNS[col], y, 16, upside_down=row > 0.5)


def _ace(painter: QPainter, suit: int) -> None:
    """The ace: one large pip, framed by a fine ring for the ace of spades."""
    if suit == 3:
        painter.strokePath(circle(CENTRE.x(), CENTRE.y(), 30), QPen(BLACK, 0.8))
        painter.strokePath(circle(CENTRE.x(), CENTRE.y(), 28.2), QPen(BLACK, 0.4))
        pip(painter, suit, CENTRE.x(), CENTRE.y(), 36)
    else:
        pip(painter, suit, CENTRE.x(), CENTRE.y(), 44)


_COURT_TINT = {11: QColor("#dcefea"), 12: QColor("#f6e2ee"), 13: QColor("#fbedcc")}
_PANEL = QRectF(21, 15, 58, 110)
_GOLD_DARK = mix(GOLD, BLACK, 0.55)


def _court(painter: QPainter, rank: int, suit: int) -> None:
    """A court card: a framed, double-ended panel with the rank's headgear, big letter and suit pips."""
    colour = suit_colour(suit)
    tint = _COURT_TINT[rank]
    frame = QPainterPath()
    frame.addRoundedRect(_PANEL, 3, 3)
    grad = QLinearGradient(0, _PANEL.top(), 0, _PANEL.bottom())
    grad.setColorAt(0, tint)
    grad.setColorAt(0.5, mix(tint, PAPER, 0.7))
    grad.setColorAt(1, tint)
    painter.fillPath(frame, grad)
    painter.save()
    painter.setClipPath(frame)
    trellis = QPainterPath()
    for k in range(-24, 24):
        x = _PANEL.left() + k * 6.0
        trellis.moveTo(x, _PANEL.top())
        trellis.lineTo(x + _PANEL.height(), _PANEL.bottom())
        trellis.moveTo(x + _PANEL.height(), _PANEL.top())
        trellis.lineTo(x, _PANEL.bottom())
    painter.strokePath(trellis, QPen(faded(GOLD, 0.22), 0.35))
    painter.restore()
    for _ in both_ends(painter):
        _court_half(painter, rank, suit, colour)
    cx, cy = CENTRE.x(), CENTRE.y()
    line = QPainterPath(QPointF(_PANEL.left() + 3, cy))
    line.lineTo(_PANEL.right() - 3, cy)
    painter.strokePath(line, QPen(GOLD, 0.7))
    gem = polygon([(cx, cy - 3.2), (cx + 4.5, cy), (cx, cy + 3.2), (cx - 4.5, cy)])
    painter.fillPath(gem, GOLD)
    painter.strokePath(gem, QPen(_GOLD_DARK, 0.5))
    painter.strokePath(frame, QPen(colour, 1.1))
    inner = QPainterPath()
    inner.addRoundedRect(_PANEL.adjusted(1.8, 1.8, -1.8, -1.8), 2, 2)
    painter.strokePath(inner, QPen(GOLD, 0.6))


def _court_half(painter: QPainter, rank: int, suit: int, colour: QColor) -> None:
    """The top half of a court panel; drawn twice, once turned."""
    cx = CENTRE.x()
    _headgear(painter, rank, suit, cx, 40.0)
    draw_text(painter, text_path(rank_text(rank), 18, cx, 43.5), colour, halo=PAPER, halo_width=1.6)
    # The suit large on both sides of the letter: J♦ and J♥ tell apart at a glance, even small.
    pip(painter, suit, cx - 18, 54.5, 12.5)
    pip(painter, suit, cx + 18, 54.5, 12.5)


def _headgear(painter: QPainter, rank: int, suit: int, cx: float, base: float) -> None:
    """What the court wears, standing on ``base``: K a spiked crown, Q a pearl tiara, J a plumed cap."""
    outline = QPen(_GOLD_DARK, 0.7)
    colour = suit_colour(suit)
    left, right = cx - 17, cx + 17
    if rank == 13:
        pts = [(left, base), (left - 1.5, base - 14), (left + 5, base - 6), (cx - 8.5, base - 12)]
        pts += [(cx - 4, base - 6), (cx, base - 17), (cx + 4, base - 6), (cx + 8.5, base - 12)]
        pts += [(right - 5, base - 6), (right + 1.5, base - 14), (right, base)]
        crown = polygon(pts)
        for x, y in (
            (left - 1.5, base - 14),
            (cx - 8.5, base - 12),
            (cx + 8.5, base - 12),
            (right + 1.5, base - 14),
        ):
            crown = crown.united(circle(x, y, 1.7))
        cross = QPainterPath()
        cross.addRect(QRectF(cx - 0.9, base - 23.5, 1.8, 7))
        cross.addRect(QRectF(cx - 2.6, base - 21.6, 5.2, 1.7))
        crown = crown.united(cross).united(circle(cx, base - 17, 2.2))
        painter.fillPath(crown, GOLD)
        painter.strokePath(crown, outline)
        band = QPainterPath()
        band.addRect(QRectF(left, base - 4.5, right - left, 4.5))
        painter.fillPath(band, mix(GOLD, _GOLD_DARK, 0.3))
        painter.strokePath(band, outline)
        for x in (cx - 10, cx, cx + 10):
            painter.fillPath(circle(x, base - 2.25, 1.4 if x != cx else 1.8), colour)
    elif rank == 12:
        tiara = QPainterPath(QPointF(left + 2, base))
        tiara.lineTo(left, base - 8)
        tiara.quadTo(cx - 8, base - 4, cx - 8, base - 12)
        tiara.quadTo(cx, base - 20, cx + 8, base - 12)
        tiara.quadTo(cx + 8, base - 4, right, base - 8)
        tiara.lineTo(right - 2, base)
        tiara.closeSubpath()
        painter.fillPath(tiara, GOLD)
        painter.strokePath(tiara, outline)
        for x, y in ((left, base - 8), (cx - 8, base - 12), (cx + 8, base - 12), (right, base - 8)):
            painter.fillPath(circle(x, y - 1.6, 1.7), PAPER)
            painter.strokePath(circle(x, y - 1.6, 1.7), QPen(_GOLD_DARK, 0.45))
        pip(painter, suit, cx, base - 8, 6.5)
        arc = QPainterPath(QPointF(left + 2, base - 2))
        arc.quadTo(cx, base - 5, right - 2, base - 2)
        painter.strokePath(arc, QPen(_GOLD_DARK, 0.45))
    else:
        plume = QPainterPath(QPointF(right - 8, base - 9))
        plume.cubicTo(right - 9, base - 17, right - 4, base - 22, right + 4, base - 24)
        plume.cubicTo(right + 1, base - 19, right - 1, base - 14, right - 4, base - 8)
        plume.closeSubpath()
        painter.fillPath(plume, colour)
        painter.strokePath(plume, QPen(mix(colour, BLACK, 0.4), 0.5))
        quill = QPainterPath(QPointF(right - 6, base - 8))
        quill.quadTo(right - 4, base - 19, right + 3.5, base - 23.5)
        painter.strokePath(quill, QPen(GOLD, 0.5))
        cap = QPainterPath(QPointF(left + 4, base - 3))
        cap.cubicTo(left + 1, base - 23, right - 1, base - 23, right - 4, base - 3)
        cap.closeSubpath()
        painter.fillPath(cap, GOLD)
        painter.strokePath(cap, outline)
        brim = QPainterPath()
        brim.addRoundedRect(QRectF(left - 1.5, base - 5, right - left + 3, 5), 2.5, 2.5)
        painter.fillPath(brim, mix(GOLD, _GOLD_DARK, 0.3))
        painter.strokePath(brim, outline)
        pip(painter, suit, cx, base - 11, 6)


def _joker(painter: QPainter) -> None:
    """The joker: "JOKER" down the corners and a jester's cap with bells on a golden burst."""
    for n, _ in enumerate(both_ends(painter)):
        colour = RED if n == 0 else BLACK
        for i, letter in enumerate("JOKER"):
            draw_text(painter, text_path(letter, 7.5, 10, 7 + i * 10, max_width=8), colour)
    cx, cy = CENTRE.x(), CENTRE.y() - 4
    burst = star(cx, cy - 6, 36, 27, 16)
    painter.fillPath(burst, QColor("#fff0c2"))
    painter.strokePath(burst, QPen(GOLD, 0.7))
    purple = QColor("#4b2a7b")
    prongs = (
        (RED, -14, cx - 27, cy - 22, cx - 2),
        (purple, -9, cx, cy - 33, cx + 9),
        (RED, 2, cx + 27, cy - 22, cx + 14),
    )
    for tone, start, tx, ty, end in prongs:
        prong = QPainterPath(QPointF(cx + start, cy + 2))
        prong.quadTo(tx + (cx - tx) * 0.25, cy - 2, tx, ty)
        prong.quadTo((tx + cx) / 2, cy - 8, end, cy + 2)
        prong.closeSubpath()
        painter.fillPath(prong, tone)
        painter.strokePath(prong, QPen(BLACK, 0.7))
        painter.fillPath(circle(tx, ty, 3.6), GOLD)
        painter.strokePath(circle(tx, ty, 3.6), QPen(_GOLD_DARK, 0.6))
    band = QPainterPath()
    band.addRoundedRect(QRectF(cx - 17, cy + 1, 34, 7), 2, 2)
    painter.fillPath(band, GOLD)
    painter.strokePath(band, QPen(_GOLD_DARK, 0.7))
    for i, x in enumerate((cx - 10, cx, cx + 10)):
        pip(painter, (1, 0, 2)[i], x, cy + 4.5, 4.5, colour=purple if i == 1 else RED)
    draw_text(painter, text_path("JOKER", 9, W / 2, cy + 34, max_width=46), purple)
    painter.fillPath(star(cx, cy + 48, 3.2, 1.4), GOLD)
