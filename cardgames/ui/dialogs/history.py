"""Match history: the last finished matches of this profile (when, which game, who played, how it
ended), newest first; Open lays a finished match on the table as it ended, with its summary."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import Message
from ...games import GAMES
from ...session.seats import seat_from_saved
from ...store import FinishedMatch, Paths, load_history
from ..games import game_ui
from ..screen import fit_window, keep_on_screen

__all__ = ["MatchHistoryDialog"]


class MatchHistoryDialog(QDialog):
    """The finished matches in a table; Open (or a double click) asks the window to show one."""

    #: The player chose a finished match to look at.
    opened = Signal(object)  # FinishedMatch
    #: The player chose a finished match to replay from its first deal.
    replayed = Signal(object)  # FinishedMatch

    def __init__(self, paths: Paths, parent: QWidget | None = None, *, read_only: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("historyDialog")
        self.setWindowTitle(self.tr("Match history"))
        loaded = load_history(paths, set_aside=not read_only)
        self.matches: list[FinishedMatch] = list(loaded.history.matches)
        #: What to tell the player about a damaged history file (the window shows it).
        self.notice: Message | None = loaded.notice
        layout = QVBoxLayout(self)
        self.empty = QLabel(self.tr("No match has been finished yet."), self)
        layout.addWidget(self.empty)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("historyTable")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Finished"), self.tr("Game"), self.tr("Players"), self.tr("Result")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        for column in (0, 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        for column in (2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = QPushButton(self.tr("&Open"), self)
        self.open_button.setObjectName("openFinished")
        self.open_button.setToolTip(self.tr("Lay this match on the table as it ended, with its summary."))
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button = QPushButton(self.tr("&Replay"), self)
        self.replay_button.setObjectName("replayFinished")
        self.replay_button.setToolTip(self.tr("Play this match again move by move, with every hand face up."))
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(self._replay)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.open_button.clicked.connect(self._open)
        self.table.itemDoubleClicked.connect(lambda _item: self._open())
        self.table.itemSelectionChanged.connect(self._selection)
        self._fill()
        fit_window(self, QSize(860, 480))

    def _fill(self) -> None:
        self.table.setRowCount(len(self.matches))
        locale = QLocale()
        for row, entry in enumerate(self.matches):
            match = entry.match
            when = QDateTime.fromSecsSinceEpoch(int(entry.finished.timestamp())).toLocalTime()
            names = [seat.name for seat in match.seats]
            players = self._players(entry)
            cells = [
                locale.toString(when, QLocale.FormatType.ShortFormat),
                GAMES[match.game_id].title,
                players,
                self._result(entry, names),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        self.empty.setVisible(not self.matches)
        self.table.setVisible(bool(self.matches))
        if self.matches:
            self.table.selectRow(0)
        self._selection()

    @staticmethod
    def _rows(entry: FinishedMatch) -> tuple[tuple[int, ...], ...]:
        """The seats of each side of the match: one per player, or the partners of a team together."""
        seats = len(entry.match.seats)
        rows = game_ui(entry.match.game_id).score_rows(seats)
        if sorted(s for row in rows for s in row) != list(range(seats)):
            return tuple((s,) for s in range(seats))
        return rows

    def _players(self, entry: FinishedMatch) -> str:
        """Who played, bots marked; teams as their partners together ("Anna & Cleo (bot) vs ...")."""
        seats = entry.match.seats

        def named(s: int) -> str:
            seat = seat_from_saved(seats[s])
            return self.tr("%1 (bot)").replace("%1", seat.name) if seat.is_bot else seat.name

        rows = self._rows(entry)
        if all(len(row) == 1 for row in rows):
            return ", ".join(named(s) for s in range(len(seats)))
        sides = [" & ".join(named(s) for s in row) for row in rows]
        return self.tr("%1 vs %2").replace("%1", sides[0]).replace("%2", ", ".join(sides[1:]))

    def _result(self, entry: FinishedMatch, names: list[str]) -> str:
        """Who won, with the scores where the game has points (a team's once: "5 : 8"); online,
        practice and hints marked."""
        winners = [names[w] for w in entry.winners if w < len(names)]
        if len(winners) > 1:  # a team, or a shared win: German needs the plural ("gewannen")
            text = self.tr("%1 won", "several winners").replace("%1", " & ".join(winners))
        else:
            text = self.tr("%1 won").replace("%1", " & ".join(winners)) if winners else self.tr("no winner")
        if GAMES[entry.match.game_id].has_points and entry.scores:
            rows = self._rows(entry) if len(entry.scores) == len(entry.match.seats) else ()
            shown = [entry.scores[row[0]] for row in rows] if rows else list(entry.scores)
            text += " (" + " : ".join(str(s) for s in shown) + ")"
        marks = []
        if entry.match.online:
            marks.append(self.tr("online"))
        if entry.match.practice:
            marks.append(self.tr("practice: undo was used"))
        if entry.match.hints:
            marks.append(self.tr("with hints"))
        return text + "".join(f" · {m}" for m in marks)

    def _selection(self) -> None:
        chosen = bool(self.table.selectionModel().selectedRows())
        self.open_button.setEnabled(chosen)
        self.replay_button.setEnabled(chosen)

    def selected(self) -> FinishedMatch | None:
        """The match of the selected row, if any."""
        rows = self.table.selectionModel().selectedRows()
        return self.matches[rows[0].row()] if rows else None

    def _open(self) -> None:
        entry = self.selected()
        if entry is not None:
            self.opened.emit(entry)
            self.accept()

    def _replay(self) -> None:
        entry = self.selected()
        if entry is not None:
            self.replayed.emit(entry)
            self.accept()

    def showEvent(self, event: QShowEvent) -> None:
        """Fitted to its screen and centred over its parent as it shows."""
        super().showEvent(event)
        keep_on_screen(self).shown()

    def keyPressEvent(self, event: object) -> None:
        """Enter opens the selected match."""
        key = getattr(event, "key", lambda: None)()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selected() is not None:
            self._open()
            return
        super().keyPressEvent(event)  # type: ignore[arg-type]
