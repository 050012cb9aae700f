"""Panels laid over the table: the hot-seat hand-over screen and the round and match summary."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import TableView
from ..session.records import RoundSummary
from .games.base import GameUI

__all__ = ["BUTTON_STYLE", "HandoverOverlay", "Overlay", "SummaryOverlay"]

#: The buttons a player works the table with (the action bar's and the overlays'): a thick,
#: high-contrast outline on the one with the keyboard focus. The outline is a wider border in a
#: dark blue, its room taken from the padding so nothing moves; the light yellow inside marks it
#: too. (It replaces the style's thin dotted focus rectangle.)
BUTTON_STYLE = """
QPushButton {
    color: #1d2a22; background: #f7f4ec;
    border: 1px solid #7d7566; border-radius: 6px;
    padding: 6px 16px; min-height: 20px; outline: none;
}
QPushButton:hover { background: #fffdf6; border-color: #3f3a30; }
QPushButton:pressed { background: #e2dccb; }
QPushButton:disabled { color: #8e8a80; background: #e9e6df; border-color: #c5c0b5; }
QPushButton:focus {
    background: #fff3b8; border: 3px solid #0b4fc2; padding: 4px 14px;
}
"""


class Overlay(QFrame):
    """A dimmed layer over its parent with a centred card of content; follows the parent's size."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, QColor(0, 0, 0, 170))
        self.setPalette(pal)
        outer = QGridLayout(self)
        self.card = QFrame(self)
        self.card.setObjectName("overlayCard")
        self.card.setStyleSheet(
            "#overlayCard { background: #f4f1e8; border-radius: 14px; border: 2px solid #c9a227; }"
            "#overlayCard QLabel { color: #1d2a22; }" + BUTTON_STYLE
        )
        self.card.setMaximumWidth(720)
        outer.addWidget(self.card, 0, 0, Qt.AlignmentFlag.AlignCenter)
        self.body = QVBoxLayout(self.card)
        self.body.setContentsMargins(28, 22, 28, 22)
        self.body.setSpacing(14)
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep covering the parent when it is resized."""
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self._cover()
        return False

    def _cover(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def popup(self) -> None:
        """Show over the whole parent."""
        self._cover()
        self.show()
        self.raise_()

    def shown_buttons(self) -> list[QPushButton]:
        """The buttons shown now, in their order on screen."""
        return [b for b in self.card.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]

    def default_button(self) -> QPushButton | None:
        """The button Enter presses when none has the focus: the first shown default one."""
        shown = self.shown_buttons()
        return next((b for b in shown if b.isDefault()), shown[0] if shown else None)

    def take_focus(self) -> None:
        """Give the keyboard to the default button (what Enter then presses)."""
        button = self.default_button()
        if button is not None:
            button.setFocus(Qt.FocusReason.OtherFocusReason)

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab and Shift+Tab go round the overlay's buttons only: the table under it is not in play."""
        shown = self.shown_buttons()
        if not shown or not self.isVisible():
            return super().focusNextPrevChild(forward)
        at = next((i for i, b in enumerate(shown) if b.hasFocus()), None)
        if at is None:
            target = shown[0] if forward else shown[-1]
        else:
            target = shown[(at + (1 if forward else -1)) % len(shown)]
        target.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter or Return presses the focused button, or the default one."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shown = self.shown_buttons()
            button = next((b for b in shown if b.hasFocus()), None) or self.default_button()
            if button is not None:
                button.click()
                event.accept()
                return
        super().keyPressEvent(event)


def _title_font(widget: QWidget, factor: float) -> QFont:
    font = QFont(widget.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * factor)
    return font


class HandoverOverlay(Overlay):
    """Hot-seat: every hand is hidden until the named person says they have the computer."""

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel(self.card)
        self.title.setFont(_title_font(self, 1.8))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel(self.card)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A word for the person alone about what waits in their hand (cards passed to them); it
        # never names a card, since everyone sees this screen.
        self.note = QLabel(self.card)
        self.note.setObjectName("handoverNote")
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setFont(_title_font(self, 1.0))
        self.note.hide()
        self.button = QPushButton(self.card)
        self.button.setObjectName("handoverButton")
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.clicked.connect(self._confirm)
        self.body.addWidget(self.title)
        self.body.addWidget(self.text)
        self.body.addWidget(self.note)
        self.body.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.name = ""
        self._note: Callable[[], str] | None = None

    def ask(self, name: str, note: Callable[[], str] | None = None) -> None:
        """Ask for ``name`` to take the computer; ``note`` gives a line (in the current language,
        naming no card) on what waits for them, "" for none."""
        self.name = name
        self._note = note
        self.retranslate()
        self.popup()
        self.take_focus()

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Pass the computer to %1").replace("%1", self.name))
        self.text.setText(
            self.tr(
                "Everyone else, please look away. %1, click the button when you are ready to see your cards."
            ).replace("%1", self.name)
        )
        self.button.setText(self.tr("I am %1: show my cards").replace("%1", self.name))
        note = self._note() if self._note is not None else ""
        self.note.setText(note)
        self.note.setVisible(bool(note))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _confirm(self) -> None:
        self.hide()
        self.confirmed.emit()


class SummaryOverlay(Overlay):
    """The scores after a round, or the match's result with Play again and New game."""

    next_round = Signal()
    play_again = Signal()
    new_game = Signal()
    #: Look back at the round (or replay the whole match once it is over).
    look_back = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel(self.card)
        self.title.setFont(_title_font(self, 1.7))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel(self.card)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = QTableWidget(self.card)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.buttons = QHBoxLayout()
        self.next_button = QPushButton(self.card)
        self.next_button.setObjectName("nextRoundButton")
        self.again_button = QPushButton(self.card)
        self.again_button.setObjectName("playAgainButton")
        self.new_button = QPushButton(self.card)
        self.new_button.setObjectName("newGameButton")
        self.back_button = QPushButton(self.card)
        self.back_button.setObjectName("lookBackButton")
        for b in (self.next_button, self.again_button, self.new_button, self.back_button):
            # Enter presses the focused one; the default is what Enter presses first.
            b.setAutoDefault(True)
            self.buttons.addWidget(b)
        self.next_button.setDefault(True)
        self.again_button.setDefault(True)
        self.next_button.clicked.connect(self._next)
        self.again_button.clicked.connect(self._again)
        self.new_button.clicked.connect(self._new)
        self.back_button.clicked.connect(self._back)
        self.body.addWidget(self.title)
        self.body.addWidget(self.subtitle)
        self.body.addWidget(self.table)
        self.details = QLabel(self.card)
        self.details.setObjectName("summaryDetails")
        self.details.setWordWrap(True)
        self.body.addWidget(self.details)
        self.body.addLayout(self.buttons)
        self.summary: RoundSummary | None = None
        self.names: list[str] = []
        self.ui = GameUI()
        self.view: TableView[Any] | None = None
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self._next)

    def present(
        self,
        summary: RoundSummary,
        names: Sequence[str],
        auto_continue_ms: int | None = None,
        ui: GameUI | None = None,
        view: TableView[Any] | None = None,
    ) -> None:
        """Show a round's scores (or the final result); with ``auto_continue_ms``, go on by itself.

        ``ui`` (the game's table description) words the table; by default rounds and points.
        """
        self.summary = summary
        self.names = list(names)
        self.ui = ui or GameUI()
        self.view = view
        self.retranslate()
        self.popup()
        self.take_focus()  # Next round, or Play again at the end
        if not summary.is_final and auto_continue_ms is not None:
            self._auto.start(auto_continue_ms)

    def retranslate(self) -> None:
        """Texts in the current language."""
        s = self.summary
        if s is None:
            return
        final = s.is_final
        ui, names = self.ui, self.names
        self.title.setText(ui.summary_title(s, names))
        self.subtitle.setText(ui.summary_subtitle(s, names))
        details = ui.summary_details(s, names, self.view)
        self.details.setText(details)
        self.details.setVisible(bool(details))
        headers = ui.summary_headers(s)
        leaders = ui.summary_leaders(s)
        self.table.setColumnCount(len(headers))
        rows = ui.score_rows(len(names))  # a team's partners share one row, under one name
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels(headers)
        for row, seats in enumerate(rows):
            lead = any(seat in leaders for seat in seats)
            cells = [ui.side_name(seats, names), *ui.summary_row(s, seats[0], self.view)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(("★ " if final and lead and col == 0 else "") + text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if lead:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.resizeColumnsToContents()
        self.table.setMinimumWidth(min(640, 160 + 60 * (len(headers) - 1)))
        height = self.table.horizontalHeader().height() + 6
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)
        self.next_button.setText(ui.next_label())
        self.again_button.setText(self.tr("Play again"))
        self.new_button.setText(self.tr("New game…"))
        self.back_button.setText(self.tr("Replay the match") if final else self.tr("Look back"))
        self.back_button.setToolTip(
            self.tr("Every move again, from the first deal, with every hand face up")
            if final
            else self.tr("Step back through this round, as you saw it")
        )
        self.next_button.setVisible(not final)
        self.again_button.setVisible(final)
        self.new_button.setVisible(final)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _next(self) -> None:
        self._auto.stop()
        if self.isVisible() and self.summary is not None and not self.summary.is_final:
            self.hide()
            self.next_round.emit()

    def _again(self) -> None:
        self.hide()
        self.play_again.emit()

    def _new(self) -> None:
        self.hide()
        self.new_game.emit()

    def _back(self) -> None:
        self._auto.stop()
        self.look_back.emit()

    def come_back(self, auto_continue_ms: int | None = None) -> None:
        """Show again what was shown before a look back hid it (its timer starts afresh)."""
        if self.summary is None:
            return
        self.popup()
        self.take_focus()
        if not self.summary.is_final and auto_continue_ms is not None:
            self._auto.start(auto_continue_ms)

    def dismiss(self) -> None:
        """Hide without a choice (a new match replaced this one)."""
        self._auto.stop()
        self.hide()
