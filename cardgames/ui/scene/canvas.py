"""The widget that shows the table scene, scaled to fill the window at any size and pixel ratio."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .table import MIN_H, MIN_W, TableScene

__all__ = ["TableCanvas"]


class TableCanvas(QGraphicsView):
    """A view over a :class:`TableScene` that zooms so the table always fits and stays sharp."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Small enough for a small screen at 200 % (512x320 in all): the table zooms to any size.
        self.setMinimumSize(240, 120)
        #: Called with every key press the table may use (arrows, space, enter, escape).
        self.on_key: Callable[[QKeyEvent], bool] | None = None

    def zoom(self) -> float:
        """Device-independent pixels per scene unit."""
        size = self.viewport().size()
        return min(size.width() / MIN_W, size.height() / MIN_H)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Re-fit the table: the scene grows with the window's shape, the zoom keeps it readable."""
        super().resizeEvent(event)
        self.refit()

    def refit(self) -> None:
        """Apply the zoom for the current size and screen."""
        size = self.viewport().size()
        s = max(self.zoom(), 0.05)
        self.setTransform(QTransform.fromScale(s, s))
        self.table.resize_table(size.width() / s, size.height() / s, s * self.devicePixelRatioF())
        self.setSceneRect(self.table.sceneRect())
        self.resetCachedContent()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows, space, enter and escape go to the table's keyboard handler."""
        if self.on_key is not None and self.on_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab and Shift+Tab step through the table's cards first (the keyboard handler is asked
        with a Tab or Backtab key); past the last card the focus goes on to the next widget, the
        action bar's buttons. (Qt hands Tab here, never to ``keyPressEvent``.)"""
        if self.on_key is not None and self.hasFocus() and self.isVisible() and self.isEnabled():
            key = Qt.Key.Key_Tab if forward else Qt.Key.Key_Backtab
            if self.on_key(QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)):
                return True
        return super().focusNextPrevChild(forward)
