"""Card pictures at the resolution the screen needs, rendered once and kept.

The art is vector drawing (``cardgames.ui.art``); this cache turns it into
pixmaps of exactly as many device pixels as a card covers at the table's
current zoom and the screen's pixel ratio, so cards stay sharp from a small
window to a 4K screen while every frame only copies pixels.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter, QPixmap

from ..art import CardStyle, card_image
from .layout import BASE_CARD_W

__all__ = ["DIM_VEIL", "CardPixmaps"]

#: The grey laid over a card that cannot be picked. It is painted into the card's own pixels
#: (never a see-through card), so whatever lies beneath never shows through a dimmed card.
DIM_VEIL = QColor(96, 104, 100, 150)


class CardPixmaps:
    """Rendered faces and backs of one card style at one device scale."""

    #: Sprites are drawn at most this much larger than the base card width (the viewer's hand).
    OVERSAMPLE = 1.0

    def __init__(self, style: CardStyle, device_scale: float = 1.0, back: str = "deck") -> None:
        self.style = style
        #: The chosen back (``cardgames.ui.art.BACKS``).
        self.back = back
        self._device_scale = device_scale
        self._cache: dict[tuple[int | None, int], QPixmap] = {}
        self._dimmed: dict[tuple[int | None, int], QPixmap] = {}

    @property
    def device_scale(self) -> float:
        """Device pixels per scene unit."""
        return self._device_scale

    def set_device_scale(self, scale: float) -> bool:
        """Change the resolution; True if pictures must be rendered again."""
        old = self._pixel_width()
        self._device_scale = max(scale, 0.05)
        if self._pixel_width() == old:
            return False
        self._cache.clear()
        self._dimmed.clear()
        return True

    def set_back(self, back: str) -> bool:
        """Use another back; True if pictures must be drawn again."""
        if back == self.back:
            return False
        self.back = back
        for cache in (self._cache, self._dimmed):
            for key in [k for k in cache if k[0] is None]:
                del cache[key]
        return True

    def _pixel_width(self) -> int:
        return max(16, round(BASE_CARD_W * self._device_scale * self.OVERSAMPLE))

    def has(self, card: int | None) -> bool:
        """True if the picture of ``card`` is rendered at the current resolution."""
        return (card, self._pixel_width()) in self._cache

    def pixmap(self, card: int | None) -> QPixmap:
        """The face of ``card`` (None: the back), sized BASE_CARD_W scene units wide."""
        px = self._pixel_width()
        key = (card, px)
        pm = self._cache.get(key)
        if pm is None:
            pm = QPixmap.fromImage(card_image(self.style, card, px, self.back))
            pm.setDevicePixelRatio(px / BASE_CARD_W)
            self._cache[key] = pm
        return pm

    def dimmed(self, card: int | None) -> QPixmap:
        """The picture of ``card`` greyed out: opaque wherever the card is, like the card itself.

        The veil is painted only where the card has pixels (``SourceAtop``), so the rounded
        corners stay as transparent as they were and every pixel of the card stays opaque.
        """
        key = (card, self._pixel_width())
        pm = self._dimmed.get(key)
        if pm is None:
            pm = self.pixmap(card).copy()
            ratio = pm.devicePixelRatio()
            pm.setDevicePixelRatio(1.0)  # paint in device pixels: the veil covers all of them
            painter = QPainter(pm)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
            painter.fillRect(pm.rect(), DIM_VEIL)
            painter.end()
            pm.setDevicePixelRatio(ratio)
            self._dimmed[key] = pm
        return pm
