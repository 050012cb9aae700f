"""What the window shows, as data: the ``FILE.json`` written beside ``--screenshot FILE``.

Tests and play-testers hold the table to it (no private face on screen, every text in the window,
the window on its screen). The format is documented in the README ("The screenshot's JSON"); keep
it stable: add keys, never change the meaning of one (bump ``version`` if that ever must happen).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QTableWidget,
    QWidget,
)

from ..engine import HIDDEN
from .art import card_label
from .scene.sprites import CardItem

if TYPE_CHECKING:
    from .mainwindow import MainWindow

__all__ = ["FORMAT", "VERSION", "snapshot", "write_snapshot"]

FORMAT = "cardtable-screenshot"
VERSION = 1


def _rect(r: QRect | QRectF) -> list[float]:
    return [round(r.x(), 1), round(r.y(), 1), round(r.width(), 1), round(r.height(), 1)]


def _window_rect(widget: QWidget, window: QWidget) -> list[float]:
    """The widget's rectangle in the window's coordinates (device-independent pixels)."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    return _rect(QRect(top_left, widget.size()))


def _widget_texts(window: QWidget) -> list[dict[str, Any]]:
    """Every text a visible widget of ``window`` shows (and its open top-level dialogs')."""
    found: list[dict[str, Any]] = []
    tops = [window] + [
        w
        for w in QApplication.topLevelWidgets()
        if w is not window and w.isVisible() and not isinstance(w, QMainWindow)
    ]
    for top in tops:
        if top.windowTitle():
            found.append({"where": "title", "window": top.objectName(), "text": top.windowTitle()})
        for w in top.findChildren(QWidget):
            if not w.isVisibleTo(top) or not w.isVisible():
                continue
            texts: list[str] = []
            if isinstance(w, QLabel | QAbstractButton | QLineEdit):
                texts = [w.text()]
            elif isinstance(w, QComboBox):
                texts = [w.currentText()]
            elif isinstance(w, QTableWidget):
                texts = [
                    item.text()
                    for r in range(w.rowCount())
                    for c in range(w.columnCount())
                    if (item := w.item(r, c)) is not None
                ]
                header = w.horizontalHeader()
                texts += [
                    head.text()
                    for c in range(w.columnCount())
                    if not header.isHidden() and (head := w.horizontalHeaderItem(c)) is not None
                ]
            elif isinstance(w, QListWidget):
                texts = [w.item(i).text() for i in range(w.count())]
            for text in texts:
                if text:
                    found.append(
                        {
                            "where": "widget",
                            "window": top.objectName(),
                            "kind": type(w).__name__,
                            "name": w.objectName(),
                            "text": text,
                            "rect": _window_rect(w, top),
                        }
                    )
    return found


def snapshot(window: MainWindow) -> dict[str, Any]:
    """The window's table and texts as plain data (see the module's doc and the README)."""
    scene, canvas = window.scene, window.canvas
    screen = window.screen() or QGuiApplication.primaryScreen()
    controller = window.controller
    viewport = canvas.viewport()
    shown_scene = canvas.mapToScene(viewport.rect()).boundingRect()
    cards = []
    for item in scene.cards():
        if not item.isVisible():
            continue
        card, face_up = item.shown
        rect = item.sceneBoundingRect()
        art = item.face if item.face is not None else card
        cards.append(
            {
                "card": card if face_up and card != HIDDEN else None,
                # The face as drawn, by name ("8♥"): a Straight Up copy shows its own suit.
                "face": card_label(scene.pixmaps.style, art) if face_up and card != HIDDEN else None,
                "face_up": bool(face_up),
                "zone": [z if isinstance(z, int | str) else str(z) for z in item.zone],
                "rect": _rect(rect),
                "on_screen": shown_scene.contains(rect),
                "mark": item.mark,
            }
        )
    scene_texts = []
    for graphic in scene.items():
        if not graphic.isVisible() or isinstance(graphic, CardItem):
            continue
        if isinstance(graphic, QGraphicsSimpleTextItem):
            text = graphic.text()
        elif isinstance(graphic, QGraphicsTextItem):
            text = graphic.toPlainText()
        else:
            continue
        if text:
            scene_texts.append({"where": "table", "text": text, "rect": _rect(graphic.sceneBoundingRect())})
    frame = window.frameGeometry()
    return {
        "format": FORMAT,
        "version": VERSION,
        "language": window.translations.language if window.translations is not None else "en",
        "game": window.setup_.game.id if window.setup_ is not None else None,
        "viewer": controller.viewer if controller is not None else None,
        "status": window.status.kind,
        "window": {"geometry": _rect(window.geometry()), "frame": _rect(frame)},
        "screen": {
            "name": screen.name(),
            "geometry": _rect(screen.geometry()),
            "available": _rect(screen.availableGeometry()),
            "device_pixel_ratio": screen.devicePixelRatio(),
        },
        "scene": {"shown": _rect(shown_scene), "zoom": round(canvas.zoom(), 4)},
        "cards": cards,
        "texts": _widget_texts(window) + scene_texts,
    }


def write_snapshot(window: MainWindow, path: Path) -> None:
    """Write ``snapshot(window)`` to ``path`` as JSON (UTF-8, keys in a fixed order)."""
    path.write_text(json.dumps(snapshot(window), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
