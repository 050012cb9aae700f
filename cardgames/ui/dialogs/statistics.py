"""Statistics: per game and player name, matches played and won, the win rate, streaks and the
best score; resettable (one game or all) after a confirmation."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import Message
from ...games import GAMES
from ...store import Paths, Statistics, load_history, load_statistics, reset_statistics
from ...store.history import MatchHistory, by_opponents, win_rates
from ..history import ScoreChart
from ..screen import fit_window, keep_on_screen
from .newgame import level_names

__all__ = ["StatisticsDialog"]


class StatisticsDialog(QDialog):
    """The statistics of one game at a time, with a reset."""

    def __init__(
        self, paths: Paths, game_id: str | None, parent: QWidget | None = None, *, read_only: bool = False
    ) -> None:
        """``read_only``: another running app owns the profile, so nothing may be reset here."""
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.setWindowTitle(self.tr("Statistics"))
        self.paths = paths
        loaded = load_statistics(paths, set_aside=not read_only)
        self.stats: Statistics = loaded.statistics
        #: What to tell the player about a damaged statistics file (the window shows it).
        self.notice: Message | None = loaded.notice
        self._can_save = loaded.can_save and not read_only
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Game:")))
        self.game = QComboBox(self)
        self.game.setObjectName("game")
        for gid, game in GAMES.items():
            self.game.addItem(game.title, gid)
        if game_id is not None and game_id in GAMES:
            self.game.setCurrentIndex(list(GAMES).index(game_id))
        self.game.currentIndexChanged.connect(self._fill)
        top.addWidget(self.game, 1)
        layout.addLayout(top)
        self.table = QTableWidget(0, 8, self)
        self.table.setObjectName("statsTable")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Played"),
                self.tr("Won"),
                self.tr("Win rate"),
                self.tr("Streak"),
                self.tr("Best streak"),
                self.tr("Best score"),
                self.tr("With hints"),
            ]
        )
        hints_header = self.table.horizontalHeaderItem(7)
        if hints_header is not None:
            hints_header.setToolTip(
                self.tr("Matches played / won in which this player asked the coach for a hint (they count)")
            )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, 8):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)
        self.empty = QLabel(self)
        self.empty.setObjectName("empty")
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        # From the match history (the last 100 matches): per kind of opponents, and over time.
        history = load_history(paths, set_aside=False)
        self.history: MatchHistory = history.history
        self.recent_title = QLabel(self)
        bold = self.recent_title.font()
        bold.setBold(True)
        self.recent_title.setFont(bold)
        layout.addWidget(self.recent_title)
        self.opponents = QTableWidget(0, 6, self)
        self.opponents.setObjectName("opponentsTable")
        self.opponents.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Against"),
                self.tr("Played"),
                self.tr("Won"),
                self.tr("Practice"),
                self.tr("With hints"),
            ]
        )
        self.opponents.verticalHeader().setVisible(False)
        self.opponents.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.opponents.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for c in range(2, 6):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.opponents, 1)
        self.chart_title = QLabel(self)
        layout.addWidget(self.chart_title)
        #: Each person's win rate (%) after each of their recent matches of this game.
        self.chart = ScoreChart(self)
        self.chart.setObjectName("winRateChart")
        layout.addWidget(self.chart)
        self.note = QLabel(
            self.tr(
                "Matches in which a move was taken back are practice and are not counted. "
                "Matches with hints count, and are shown apart too."
            )
        )
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_game = QPushButton(self.tr("Reset this game…"), self)
        self.reset_game.setObjectName("resetGame")
        self.reset_all = QPushButton(self.tr("Reset all…"), self)
        self.reset_all.setObjectName("resetAll")
        buttons.addButton(self.reset_game, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(self.reset_all, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.reset_game.clicked.connect(lambda: self._reset(self.game_id()))
        self.reset_all.clicked.connect(lambda: self._reset(None))
        layout.addWidget(buttons)
        #: Tests answer the confirmation instead of a person (None: ask with a message box).
        self.confirm_answer: bool | None = None
        self._fill()
        # 680x620 where the screen has room; the tables scroll in whatever size they get.
        fit_window(self, QSize(680, 620))

    def showEvent(self, event: QShowEvent) -> None:
        """Fitted to its screen and centred over its parent as it shows."""
        super().showEvent(event)
        keep_on_screen(self).shown()

    def game_id(self) -> str:
        """The game shown."""
        return str(self.game.currentData())

    def _fill(self) -> None:
        players = self.stats.games.get(self.game_id(), {})
        rows = sorted(players.items(), key=lambda kv: (-kv[1].won, -kv[1].played, kv[0].casefold()))
        self.table.setRowCount(len(rows))
        for r, (name, p) in enumerate(rows):
            best = "–" if p.best_score is None else str(p.best_score)
            cells = [
                name,
                str(p.played),
                str(p.won),
                f"{p.win_rate:.0%}",
                str(p.current_streak),
                str(p.best_streak),
                best,
                f"{p.hinted} / {p.hinted_won}" if p.hinted else "–",
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        listed, practice = self._fill_recent()
        if rows:
            empty = ""
        elif listed and practice == listed:
            # What the table below lists were practice matches: said, so nothing contradicts.
            empty = self.tr(
                "No counted match of this game yet: the matches below were practice "
                "(a move was taken back), and practice does not count."
            )
        elif listed:
            empty = self.tr(
                "No counted match of this game since its statistics were reset; the match history "
                "below still lists the last matches."
            )
        else:
            empty = self.tr("No finished matches of this game yet.")
        self.empty.setText(empty)
        self.empty.setVisible(not rows)
        self.table.setVisible(bool(rows))  # an empty table says less than the line in its place
        has_any = any(self.stats.games.values())
        self.reset_game.setEnabled(bool(rows) and self._can_save)
        self.reset_all.setEnabled(has_any and self._can_save)

    def _fill_recent(self) -> tuple[int, int]:
        """The last matches of this game from the match history: per kind of opponents, and each
        person's win rate over those that counted (practice is listed, never charted). Returns how
        many the table lists, and how many of them were practice."""
        game_id = self.game_id()
        rows = by_opponents(self.history, game_id)
        levels = level_names()
        self.recent_title.setText(self.tr("The last matches (match history), by opponents"))
        self.opponents.setRowCount(len(rows))
        for r, row in enumerate(rows):
            against = (
                self.tr("bots: %1").replace("%1", " + ".join(levels.get(lv, lv) for lv in row.levels))
                if row.levels
                else self.tr("people only")
            )
            cells = [row.player, against, str(row.played), str(row.won), str(row.practice), str(row.hinted)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c > 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.opponents.setItem(r, c, item)
        counted = [entry for entry in self.history.matches if not entry.match.practice]
        rates = win_rates(self.history.model_copy(update={"matches": counted}), game_id)
        self.chart_title.setText(self.tr("Win rate (%) after each counted match, oldest first"))
        self.chart.set_series(list(rates), list(rates.values()), False, from_zero=False, bounds=(0, 100))
        self.recent_title.setVisible(bool(rows))
        self.opponents.setVisible(bool(rows))
        self.chart_title.setVisible(bool(rates))
        self.chart.setVisible(bool(rates))
        return sum(row.played for row in rows), sum(row.practice for row in rows)

    def _confirm(self, text: str) -> bool:
        if self.confirm_answer is not None:
            return self.confirm_answer
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _reset(self, game_id: str | None) -> None:
        if game_id is None:
            text = self.tr("Delete the statistics of every game? This cannot be undone.")
        else:
            text = self.tr("Delete the statistics of %1? This cannot be undone.").replace(
                "%1", self.game.currentText()
            )
        if not self._confirm(text):
            return
        try:
            self.stats = reset_statistics(self.paths, game_id)
        except OSError as exc:
            QMessageBox.warning(
                self,
                self.tr("Reset statistics"),
                self.tr("The statistics could not be saved: %1").replace("%1", str(exc)),
            )
            return
        self._fill()
