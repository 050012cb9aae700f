"""The things on the table: card sprites, seat name plates and captions.

Every sprite is a ``QGraphicsWidget`` (a ``QGraphicsObject``) built from
Qt's own item types: a pixmap for the card, paths for shadow and outline,
simple text items for words. None overrides ``paint`` or ``boundingRect`` in
Python, so a frame of animation runs entirely in Qt's C++ code and never
waits for Python's interpreter lock while a bot thinks on its thread
(``python -m cardgames.ui.bench frames`` measures it). Positions, rotation,
scale and the flip are Qt properties, animated with ``QPropertyAnimation``.
"""

from __future__ import annotations

import math
from typing import Any, Literal, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen, QVector3D
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsScale,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsWidget,
)

from ...engine import HIDDEN
from .layout import ASPECT, BASE_CARD_W, Slot
from .pixmaps import CardPixmaps

__all__ = ["CARD_H", "CARD_W", "Caption", "CardItem", "Mark", "SeatPlate", "Table", "table_font"]

CARD_W = BASE_CARD_W
CARD_H = BASE_CARD_W * ASPECT
Mark = Literal["none", "legal", "selected", "blocked"]

_MARK_PENS = {
    "legal": QPen(QColor(255, 214, 92), 4.0),
    "selected": QPen(QColor(80, 200, 255), 6.0),
}
#: The keyboard focus ring: a solid white band between two dark edges, clear of the card and of
#: its legal or selected outline. White on dark shows on every card colour and on the felt, and
#: neither colour is that of a mark (gold: legal, blue: selected, orange: a trick's winner).
FOCUS_GAP = 11.0
_FOCUS_EDGE_PEN = QPen(QColor(10, 14, 18), 9.0)
_FOCUS_PEN = QPen(QColor(255, 255, 255), 4.5)
#: The winning card of a complete trick: an orange outline (dark-edged) and a label under it.
WIN_COLOR = QColor(255, 132, 40)
_WIN_EDGE_PEN = QPen(QColor(40, 20, 6), 10.0)
_WIN_PEN = QPen(WIN_COLOR, 6.0)
#: A card's tag ("new"): light cyan, a colour no mark uses.
TAG_COLOR = QColor(150, 232, 255)


class Table(Protocol):
    """What a card needs from the table it lies on (the scene implements it)."""

    @property
    def pixmaps(self) -> CardPixmaps:
        """The rendered card pictures."""
        ...

    def accepts_input(self, item: CardItem) -> bool:
        """True if a click on ``item`` counts now."""
        ...

    def card_clicked(self, item: CardItem) -> None:
        """A pickable card was clicked."""
        ...

    def card_double_clicked(self, item: CardItem) -> None:
        """A pickable card was double-clicked."""
        ...

    def hover(self, item: CardItem, on: bool) -> None:
        """The pointer entered or left a card."""
        ...


def table_font(pixel_size: float, bold: bool = False) -> QFont:
    """The table's sans font at a size in scene units."""
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class CardItem(QGraphicsWidget):
    """One card on the table: its face or back, where it belongs, and how it is marked.

    The *model* fields (``card``, ``zone``) say what the table knows; the
    shown face changes when an animation reaches the flip. ``card`` is
    :data:`~cardgames.engine.HIDDEN` for a card the viewer may not see.
    """

    def __init__(self, table: Table, card: int, face_up: bool) -> None:
        super().__init__()
        self._table = table
        self.card = card
        self.face_up = face_up
        self.zone: tuple[Any, ...] = ()
        self.home = Slot(0.0, 0.0, 0.0, 1.0, 0.0)
        self.lift = 0.0
        self.mark: Mark = "none"
        self.focused = False
        #: The seat that put the card where it lies (a trick card in front of its player), if known.
        self.owner: int | None = None
        #: The label of the winner's mark, "" while the card is not marked as a trick's winner.
        self.winner = ""
        #: Shown greyed where it lies: out of play (see ``Place.dim``), whatever its mark.
        self.greyed = False
        #: How the card is drawn when its id alone does not say it (``Zone.faces``: a Straight Up
        #: copy's suit); None: by its id.
        self.face: int | None = None
        self._art: int | None = None
        self.shown: tuple[int, bool] = (HIDDEN, False)
        self._drawn_at = 0.0
        self._drawn_dim = False
        self._win_items: tuple[QGraphicsPathItem, QGraphicsPathItem, QGraphicsPathItem] | None = None
        #: A short label on the card's top edge ("new"), "" for none.
        self.tag = ""
        self._tag_item: QGraphicsPathItem | None = None
        self._tooltip = ""
        self._placed: tuple[Slot, float] | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.resize(CARD_W, CARD_H)
        self.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
        self.setAcceptHoverEvents(True)
        outline = _rounded(QRectF(0, 0, CARD_W, CARD_H), CARD_W * 0.07)
        self._shadow = QGraphicsPathItem(outline, self)
        self._shadow.setBrush(QColor(0, 0, 0, 70))
        self._shadow.setPen(Qt.PenStyle.NoPen)
        self._shadow.setPos(2.5, 3.5)
        self._image = QGraphicsPixmapItem(self)
        self._image.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._image.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self._frame = QGraphicsPathItem(_rounded(QRectF(-3, -3, CARD_W + 6, CARD_H + 6), CARD_W * 0.09), self)
        self._frame.setBrush(Qt.BrushStyle.NoBrush)
        self._frame.setVisible(False)
        ring = _rounded(
            QRectF(-FOCUS_GAP, -FOCUS_GAP, CARD_W + 2 * FOCUS_GAP, CARD_H + 2 * FOCUS_GAP), CARD_W * 0.14
        )
        self._focus_edge = QGraphicsPathItem(ring, self)
        self._focus_edge.setPen(_FOCUS_EDGE_PEN)
        self._focus_edge.setVisible(False)
        self._focus = QGraphicsPathItem(ring, self)
        self._focus.setPen(_FOCUS_PEN)
        self._focus.setVisible(False)
        for decoration in (self._shadow, self._frame, self._focus_edge, self._focus):
            # Clicks and tooltips belong to the card, never to its shadow or outlines.
            decoration.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._flip = QGraphicsScale(self)
        self._flip.setOrigin(QVector3D(CARD_W / 2, CARD_H / 2, 0))
        self.setTransformations([self._flip])
        self.show_face(card, face_up)

    # ------------------------------------------------------------------ looks

    @property
    def flip(self) -> QGraphicsScale:
        """The horizontal squeeze used to turn the card over (its ``xScale`` is animated)."""
        return self._flip

    def show_face(self, card: int, face_up: bool) -> None:
        """Draw the card's face (when known and face up, as ``face`` says if set) or its back."""
        visible = card != HIDDEN and face_up
        shown = (card if visible else HIDDEN, visible)
        art = (self.face if self.face is not None else card) if visible else None
        if (
            shown == self.shown
            and art == self._art
            and self._drawn_at == self._table.pixmaps.device_scale
            and self._drawn_dim == self.dimmed
        ):
            return
        self.shown = shown
        self.refresh_pixmap()

    def set_face(self, face: int | None) -> None:
        """Draw the card as ``face`` (None: by its id), now if it is face up."""
        if face == self.face:
            return
        self.face = face
        if self.shown[1]:
            self.refresh_pixmap()

    def refresh_pixmap(self) -> None:
        """Re-render at the table's current resolution (greyed out while the card is dimmed)."""
        card, visible = self.shown
        pixmaps = self._table.pixmaps
        self._drawn_at = pixmaps.device_scale
        self._drawn_dim = self.dimmed
        face = (self.face if self.face is not None else card) if visible else None
        self._art = face
        self._image.setPixmap(pixmaps.dimmed(face) if self._drawn_dim else pixmaps.pixmap(face))

    @property
    def dimmed(self) -> bool:
        """True while the card is greyed out (it cannot be picked now, or it is out of play)."""
        return self.mark == "blocked" or self.greyed

    def set_greyed(self, greyed: bool) -> None:
        """Grey the card out where it lies (out of play), or show it as it is."""
        if greyed == self.greyed:
            return
        self.greyed = greyed
        if self._drawn_dim != self.dimmed:
            self.refresh_pixmap()

    def set_mark(self, mark: Mark, tooltip: str = "") -> None:
        """Outline for a legal or selected card; a greyed-out card for one that cannot be picked.

        The grey is painted into the card's own picture, never made by opacity: a see-through
        card would let the cards under it show through (a fanned pile would read wrong).
        """
        if mark == self.mark and tooltip == self._tooltip:
            return
        self.mark = mark
        self._tooltip = tooltip
        pen = _MARK_PENS.get(mark)
        self._frame.setVisible(pen is not None)
        if pen is not None:
            self._frame.setPen(pen)
        if self._drawn_dim != self.dimmed:
            self.refresh_pixmap()
        self.setToolTip(tooltip)
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if mark in ("legal", "selected") else Qt.CursorShape.ArrowCursor
        )

    def set_focused(self, focused: bool) -> None:
        """The keyboard focus ring."""
        if focused == self.focused:
            return
        self.focused = focused
        self._focus_edge.setVisible(focused)
        self._focus.setVisible(focused)

    def set_winner(self, label: str) -> None:
        """Mark the winning card of a complete trick with an outline and ``label`` under it
        ("" takes the mark away)."""
        if label == self.winner:
            return
        self.winner = label
        if self._win_items is None:
            if not label:
                return
            self._win_items = self._make_win_items()
        pill = self._win_items[2]
        for part in self._win_items:
            part.setVisible(bool(label))
        if not label:
            return
        text = pill.childItems()[0]
        assert isinstance(text, QGraphicsSimpleTextItem)
        text.setText(label)
        r = text.boundingRect()
        box = QRectF(0, 0, r.width() + 18, r.height() + 6)
        pill.setPath(_rounded(box, box.height() / 2))
        text.setPos(9, 3)
        pill.setPos((CARD_W - box.width()) / 2, CARD_H - box.height() * 0.35)

    def set_tag(self, label: str) -> None:
        """A small label sitting on the card's top edge at its left, where a fanned neighbour never
        covers it ("new" on a card just received); "" takes it away."""
        if label == self.tag:
            return
        self.tag = label
        if self._tag_item is None:
            if not label:
                return
            pill = QGraphicsPathItem(self)
            pill.setBrush(TAG_COLOR)
            pill.setPen(QPen(QColor(8, 40, 60), 2.0))
            pill.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            text = QGraphicsSimpleTextItem(pill)
            text.setFont(table_font(17, bold=True))
            text.setBrush(QColor(8, 30, 44))
            self._tag_item = pill
        pill = self._tag_item
        pill.setVisible(bool(label))
        if not label:
            return
        tag = pill.childItems()[0]
        assert isinstance(tag, QGraphicsSimpleTextItem)
        tag.setText(label)
        r = tag.boundingRect()
        box = QRectF(0, 0, r.width() + 14, r.height() + 4)
        pill.setPath(_rounded(box, box.height() / 2))
        tag.setPos(7, 2)
        pill.setPos(4, -box.height() * 0.6)

    def _make_win_items(self) -> tuple[QGraphicsPathItem, QGraphicsPathItem, QGraphicsPathItem]:
        outline = _rounded(QRectF(-4, -4, CARD_W + 8, CARD_H + 8), CARD_W * 0.1)
        edge = QGraphicsPathItem(outline, self)
        edge.setPen(_WIN_EDGE_PEN)
        ring = QGraphicsPathItem(outline, self)
        ring.setPen(_WIN_PEN)
        pill = QGraphicsPathItem(self)
        pill.setBrush(WIN_COLOR)
        pill.setPen(QPen(QColor(40, 20, 6), 2.0))
        text = QGraphicsSimpleTextItem(pill)
        text.setFont(table_font(19, bold=True))
        text.setBrush(QColor(32, 16, 4))
        for part in (edge, ring, pill):
            part.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return edge, ring, pill

    @property
    def interactive(self) -> bool:
        """True while the card can be clicked."""
        return self.mark in ("legal", "selected")

    def place_at(self, slot: Slot, lift: float = 0.0) -> None:
        """Jump to a slot (no animation)."""
        self.home = slot
        self.lift = lift
        if self._placed == (slot, lift):
            return  # already there, and no animation has moved it since
        self._placed = (slot, lift)
        self.setPos(self.target_pos(slot, lift))
        self.setRotation(slot.rotation)
        self.setScale(slot.scale)
        self.setZValue(slot.z)

    def animated(self) -> None:
        """An animation moves the card now: its next ``place_at`` must set everything again."""
        self._placed = None

    @staticmethod
    def target_pos(slot: Slot, lift: float = 0.0) -> QPointF:
        """The item position that puts the card's centre on the slot, raised by ``lift`` along its up."""
        rad = math.radians(slot.rotation)
        dx, dy = math.sin(rad) * lift, -math.cos(rad) * lift
        return QPointF(slot.x - CARD_W / 2 + dx, slot.y - CARD_H / 2 + dy)

    # ------------------------------------------------------------------ input

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on a card that can be picked goes to the table."""
        if event.button() == Qt.MouseButton.LeftButton and self._table.accepts_input(self):
            event.accept()
            self._table.card_clicked(self)
        else:
            event.ignore()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A double click picks and confirms when that makes exactly one move."""
        if event.button() == Qt.MouseButton.LeftButton and self._table.accepts_input(self):
            event.accept()
            self._table.card_double_clicked(self)
        else:
            event.ignore()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Lift a card that can be picked a little under the pointer."""
        if self.mark == "legal" and self._table.accepts_input(self):
            self._table.hover(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Put the card back down."""
        if self.mark == "legal":
            self._table.hover(self, False)


class SeatPlate(QGraphicsWidget):
    """A seat's name plate: name, person or bot, public facts, and a highlight when it is to act."""

    W = 230.0
    H = 70.0

    def __init__(self, name: str, is_bot: bool) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.resize(self.W, self.H)
        rect = QRectF(0, 0, self.W, self.H)
        self._glow = QGraphicsPathItem(_rounded(rect.adjusted(-5, -5, 5, 5), 18), self)
        self._glow.setPen(QPen(QColor(255, 206, 84), 5.0))
        self._glow.setBrush(QColor(255, 206, 84, 60))
        self._glow.setVisible(False)
        self._bg = QGraphicsPathItem(_rounded(rect, 14), self)
        self._bg.setBrush(QColor(10, 30, 22, 205))
        self._bg.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        self._icon = QGraphicsPathItem(_bot_icon() if is_bot else _person_icon(), self)
        self._icon.setBrush(QColor(230, 236, 230))
        self._icon.setPen(Qt.PenStyle.NoPen)
        self._icon.setPos(12, 14)
        self._name = QGraphicsSimpleTextItem(self)
        self._name.setFont(table_font(19, bold=True))
        self._name.setBrush(QColor(250, 250, 245))
        self._name.setPos(56, 8)
        self._line = QGraphicsSimpleTextItem(self)
        self._line.setFont(table_font(15))
        self._line.setBrush(QColor(214, 226, 214))
        self._line.setPos(56, 38)
        # A small gold pill on the plate's top edge: "thinking…", "your turn".
        self._pill = QGraphicsPathItem(self)
        self._pill.setBrush(QColor(255, 206, 84))
        self._pill.setPen(QPen(QColor(60, 40, 10, 160), 1.0))
        self._pill.setVisible(False)
        self._badge = QGraphicsSimpleTextItem(self._pill)
        self._badge.setFont(table_font(13, bold=True))
        self._badge.setBrush(QColor(40, 28, 6))
        # A speech bubble on the plate's left edge: a word the player said that still counts ("Pass").
        self._bubble = QGraphicsPathItem(self)
        self._bubble.setBrush(QColor(250, 250, 245))
        self._bubble.setPen(QPen(QColor(30, 40, 34), 1.5))
        self._bubble.setVisible(False)
        self._note = QGraphicsSimpleTextItem(self._bubble)
        self._note.setFont(table_font(17, bold=True))
        self._note.setBrush(QColor(30, 40, 34))
        self.name = name
        self.is_bot = is_bot
        self.active = False
        self.accent: str | None = None
        self._name.setText(name)

    def set_texts(self, name: str, line: str, badge: str = "") -> None:
        """The name, the facts line, and a short badge above the plate ("thinking…", "your turn")."""
        self.name = name
        self._name.setText(_elide(name, 15))
        if line != self._line.text():
            self._line.setText(line)
            # A long line ("Journeyman · 12 cards") gets a smaller font rather than spilling over.
            room = self.W - 56 - 10
            size = 15
            self._line.setFont(table_font(size))
            while size > 10 and self._line.boundingRect().width() > room:
                size -= 1
                self._line.setFont(table_font(size))
            if self._line.boundingRect().width() > room:
                shown = line
                while len(shown) > 4 and self._line.boundingRect().width() > room:
                    shown = shown[:-2]
                    self._line.setText(shown + "…")
            self.setToolTip(line)
        if badge != self._badge.text():
            self._badge.setText(badge)
            text = self._badge.boundingRect()
            pill = QRectF(0, 0, text.width() + 16, text.height() + 4)
            self._pill.setPath(_rounded(pill, pill.height() / 2))
            self._badge.setPos(8, 2)
            self._pill.setPos(self.W - pill.width() - 10, -pill.height() / 2)
        self._pill.setVisible(bool(badge))

    def set_note(self, note: str) -> None:
        """A word in a speech bubble over the plate's left end ("Pass"); "" takes it away."""
        if note != self._note.text():
            self._note.setText(note)
            text = self._note.boundingRect()
            w, h = text.width() + 18, text.height() + 6
            bubble = _rounded(QRectF(0, 0, w, h), h / 2)
            tail = QPainterPath()
            tail.moveTo(14, h - 1)
            tail.lineTo(10, h + 9)
            tail.lineTo(24, h - 1)
            tail.closeSubpath()
            self._bubble.setPath(bubble.united(tail))
            self._note.setPos(9, 3)
            self._bubble.setPos(-8, -h - 2)
        self._bubble.setVisible(bool(note))

    @property
    def note(self) -> str:
        """The word in the plate's bubble ("" while none is shown)."""
        return self._note.text() if self._bubble.isVisible() else ""

    def set_accent(self, color: str | None) -> None:
        """A coloured rim for the seat's side (a team colour), or the plain rim."""
        if color is None:
            self._bg.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        else:
            self._bg.setPen(QPen(QColor(color), 4.0))
        self.accent = color

    def set_active(self, active: bool) -> None:
        """Highlight the seat that is to act."""
        self.active = active
        self._glow.setVisible(active)
        self._bg.setBrush(QColor(22, 62, 44, 235) if active else QColor(10, 30, 22, 205))

    @property
    def texts(self) -> tuple[str, str, str]:
        """Name, facts line and badge as shown (for tests)."""
        return self._name.text(), self._line.text(), self._badge.text()

    def center_on(self, x: float, y: float) -> None:
        """Put the plate's centre at (x, y)."""
        self.setPos(x - self.W / 2, y - self.H / 2)


class Caption(QGraphicsSimpleTextItem):
    """A short label on the felt ("Pile · beat 37"), centred on a point."""

    def __init__(self) -> None:
        super().__init__()
        self.setFont(table_font(17, bold=True))
        self.setBrush(QColor(236, 244, 236, 220))

    def set_caption(self, text: str, x: float, y: float, left: bool = False) -> None:
        """Show ``text`` centred on (x, y), or with ``left`` starting at x (centred on y)."""
        self.setText(text)
        r = self.boundingRect()
        self.setPos(x if left else x - r.width() / 2, y - r.height() / 2)


def _elide(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _person_icon() -> QPainterPath:
    """A head and shoulders, 32 units wide: marks a person's seat (shape, not colour)."""
    path = QPainterPath()
    path.addEllipse(QRectF(9, 0, 14, 14))
    path.addRoundedRect(QRectF(2, 17, 28, 22), 11, 11)
    return path


def _bot_icon() -> QPainterPath:
    """A robot's head with an antenna, 32 units wide: marks a bot's seat."""
    head = QPainterPath()
    head.addRoundedRect(QRectF(2, 10, 28, 24), 6, 6)
    eyes = QPainterPath()
    eyes.addEllipse(QRectF(8, 17, 6, 6))
    eyes.addEllipse(QRectF(18, 17, 6, 6))
    mouth = QPainterPath()
    mouth.addRect(QRectF(10, 27, 12, 3))
    antenna = QPainterPath()
    antenna.addRect(QRectF(15, 3, 2, 8))
    antenna.addEllipse(QRectF(13, 0, 6, 6))
    return head.subtracted(eyes).subtracted(mouth).united(antenna)
