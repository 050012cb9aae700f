"""The widgets around the table: the side panel (scores and game log) and the action bar."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .controller import MAX_LOG_LINES, LogEntry, SeatInfo
from .i18n import message_text

__all__ = ["ActionBar", "SidePanel", "log_line"]


def log_line(entry: LogEntry, names: Sequence[str]) -> str:
    """One log entry in words: "Anna played 37 on the pile."."""
    text = message_text(entry.message)
    if entry.seat is not None and entry.kind in ("action", "result"):
        return f"{names[entry.seat]} {text}"
    return text


class SidePanel(QWidget):
    """Scores per seat and the readable log of the match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setMinimumWidth(200)
        self.setMaximumWidth(380)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.round_label = QLabel(self)
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.round_label.setFont(bold)
        self.scores_title = QLabel(self)
        self.scores = QTableWidget(0, 2, self)
        self.scores.verticalHeader().setVisible(False)
        self.scores.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scores.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.scores.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.scores.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.scores.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.log_title = QLabel(self)
        self.log = QListWidget(self)
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        layout.addWidget(self.round_label)
        layout.addWidget(self.scores_title)
        layout.addWidget(self.scores)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log, 1)
        self._entries: list[LogEntry] = []
        self._names: list[str] = []
        self._seats: list[SeatInfo] = []
        self._scores: tuple[object, ...] = ()
        self._active: int | None = None
        #: The game's heading of the score column ("Points", "Position"), in the current language.
        self._score_header: Callable[[], str] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the current language, the log included."""
        self.scores_title.setText(self.tr("Scores"))
        self.log_title.setText(self.tr("Game log"))
        header = self._score_header() if self._score_header is not None else self.tr("Points")
        self.scores.setHorizontalHeaderLabels([self.tr("Player"), header])
        self._fill_scores()
        self.log.clear()
        self._append_items(self._entries)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def start(self, seats: Sequence[SeatInfo], score_header: Callable[[], str] | None = None) -> None:
        """A new match: its seats, an empty log, and the game's heading of the score column."""
        self._score_header = score_header
        header = score_header() if score_header is not None else self.tr("Points")
        self.scores.setHorizontalHeaderLabels([self.tr("Player"), header])
        self._seats = list(seats)
        self._names = [s.name for s in seats]
        self._entries = []
        self._scores = (0,) * len(seats)
        self._active = None
        self.log.clear()
        self.scores.clearContents()
        self.scores.setRowCount(len(seats))
        self._fill_scores()

    def set_scores(self, scores: Sequence[object], active: int | None, round_text: str) -> None:
        """Scores per seat, the seat to act, and the match's progress."""
        if (tuple(scores), active, round_text) == (self._scores, self._active, self.round_label.text()):
            return  # most moves change nothing here: keep the GUI thread's work small
        self._scores = tuple(scores)
        self._active = active
        self.round_label.setText(round_text)
        self._fill_scores()

    def _fill_scores(self) -> None:
        """Write the rows in place (items are made once per match)."""
        bold = QFont(self.scores.font())
        bold.setBold(True)
        for row, seat in enumerate(self._seats):
            mark = self.tr("bot") if seat.is_bot else self.tr("person")
            name, points = self.scores.item(row, 0), self.scores.item(row, 1)
            if name is None or points is None:
                name, points = QTableWidgetItem(), QTableWidgetItem()
                points.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.scores.setItem(row, 0, name)
                self.scores.setItem(row, 1, points)
            name.setText(f"{'▶ ' if row == self._active else ''}{seat.name} ({mark})")
            points.setText(str(self._scores[row] if row < len(self._scores) else 0))
            font = bold if row == self._active else self.scores.font()
            name.setFont(font)
            points.setFont(font)
        self.scores.resizeRowsToContents()
        height = self.scores.horizontalHeader().height() + 4
        height += sum(self.scores.rowHeight(r) for r in range(self.scores.rowCount()))
        self.scores.setFixedHeight(height)

    def add_entries(self, entries: Sequence[LogEntry]) -> None:
        """New log lines at the bottom; beyond ``MAX_LOG_LINES`` the oldest go."""
        self._entries += entries
        excess = len(self._entries) - MAX_LOG_LINES
        if excess > 0:
            del self._entries[:excess]
            # Lines already shown that fell out of the window go too.
            for _ in range(min(excess, self.log.count())):
                self.log.takeItem(0)
        self._append_items(entries[-MAX_LOG_LINES:])

    def _append_items(self, entries: Sequence[LogEntry]) -> None:
        for entry in entries:
            item = QListWidgetItem(log_line(entry, self._names))
            if entry.kind in ("round", "notice") or (entry.kind == "result" and entry.seat is None):
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.log.addItem(item)
        self.log.scrollToBottom()

    def last_action_text(self) -> str:
        """The latest move in words ("Ben played 38 on the pile."), or nothing."""
        for entry in reversed(self._entries):
            if entry.kind == "action":
                return log_line(entry, self._names)
        return ""

    def log_texts(self) -> list[str]:
        """Every log line as shown (for tests)."""
        return [self.log.item(i).text() for i in range(self.log.count())]


class ActionBar(QWidget):
    """Under the table: what to do now, and one button per kind of move that is possible."""

    confirmed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.hint.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.hint, 1)
        self._buttons: dict[str, QPushButton] = {}
        self._layout = layout
        self.setMinimumHeight(52)

    def show_choices(
        self,
        kinds: Sequence[str],
        ready: Sequence[str],
        labels: dict[str, str],
        tips: dict[str, str],
        hint: str,
    ) -> None:
        """One button per kind, enabled when the selection completes a move of that kind."""
        self.hint.setText(hint)
        for kind in list(self._buttons):
            if kind not in kinds:
                button = self._buttons.pop(kind)
                self._layout.removeWidget(button)
                button.hide()  # at once: the deletion waits for the event loop
                button.deleteLater()
        for kind in kinds:
            existing = self._buttons.get(kind)
            if existing is None:
                button = QPushButton(self)
                button.setObjectName(f"action_{kind}")
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(lambda _=False, k=kind: self.confirmed.emit(k))
                self._layout.addWidget(button)
                self._buttons[kind] = button
            else:
                button = existing
            button.setText(labels[kind])
            button.setToolTip(tips.get(kind, ""))
            button.setEnabled(kind in ready)
            button.setDefault(kind in ready)

    def clear(self, hint: str = "") -> None:
        """No choices now."""
        self.show_choices([], [], {}, {}, hint)

    def button(self, kind: str) -> QPushButton | None:
        """The button of a kind, if shown (for tests)."""
        return self._buttons.get(kind)
