"""The pile viewer: read through the piles of the table card by card.

A game names the piles a player may read (:meth:`GameUI.piles`): public ones
such as Straight Up's market discard and removed cards, and the viewer's own,
such as what is in their draw pile (never its order). The viewer lists each
pile's cards by name, with a count for equal cards and a line on what each
card does. It shows the table as its viewer sees it now: with nobody at the
table (a hot-seat hand-over) only the public piles are listed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import TableView
from ..games.base import GameUI, Pile

if TYPE_CHECKING:
    from ..mainwindow import MainWindow

__all__ = ["PilesDialog", "open_piles", "pile_lines"]


def pile_lines(ui: GameUI, pile: Pile) -> list[str]:
    """A pile's cards as lines: equal cards once with their count, each with what it does."""
    counts = Counter(pile.cards)
    lines = []
    for card in sorted(counts, key=ui.card_order):
        name = ui.card_name(card)
        count = counts[card]
        head = f"{count} × {name}" if count > 1 else name
        effect = ui.card_effect(card)
        lines.append(f"{head} — {effect}" if effect else head)
    return lines


class PilesDialog(QDialog):
    """One tab per pile: its count in the tab, a line on what it is, and its cards."""

    def __init__(
        self, ui: GameUI, view: TableView[Any], parent: QWidget | None = None, names: Sequence[str] = ()
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pilesDialog")
        self.ui = ui
        self.view = view
        self.names = list(names)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("pileTabs")
        layout.addWidget(self.tabs)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(560, 420)
        self.retranslate()

    def retranslate(self) -> None:
        """Title, tabs and card lines in the current language (kept on the tab that was open)."""
        self.setWindowTitle(self.tr("Piles and decks"))
        current = self.tabs.currentIndex()
        self.tabs.clear()
        piles = self.ui.piles(self.view, self.names)
        if not piles:
            label = QLabel(self.tr("This game has no piles to read through."), self.tabs)
            label.setWordWrap(True)
            self.tabs.addTab(label, self.tr("Piles"))
            return
        for pile in piles:
            page = QWidget(self.tabs)
            box = QVBoxLayout(page)
            if pile.note:
                note = QLabel(pile.note, page)
                note.setWordWrap(True)
                box.addWidget(note)
            cards = QListWidget(page)
            cards.setObjectName("pileCards")
            lines = pile_lines(self.ui, pile)
            cards.addItems(lines or [self.tr("(empty)")])
            box.addWidget(cards, 1)
            self.tabs.addTab(page, f"{pile.title} ({len(pile.cards)})")
        if 0 <= current < self.tabs.count():
            self.tabs.setCurrentIndex(current)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def texts(self) -> dict[str, list[str]]:
        """Each tab's title and its lines as shown (for tests)."""
        out: dict[str, list[str]] = {}
        for i in range(self.tabs.count()):
            page = self.tabs.widget(i)
            cards = page.findChild(QListWidget, "pileCards") if page is not None else None
            out[self.tabs.tabText(i)] = (
                [cards.item(r).text() for r in range(cards.count())] if cards is not None else []
            )
        return out


def open_piles(window: MainWindow) -> PilesDialog | None:
    """Open the pile viewer over a main window for the table as it is shown now; None when no
    match is on. The dialog is window-modal and returns at once (``open``), so the table keeps
    animating behind it."""
    from ..games import game_ui

    setup, view = window.setup_, window.scene.view_
    if setup is None or view is None:
        return None
    controller = window.controller
    names = controller.names() if controller is not None else ()
    dialog = PilesDialog(game_ui(setup.game.id), view, window, names)
    dialog.setModal(True)
    dialog.open()
    return dialog
