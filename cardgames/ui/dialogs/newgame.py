"""The new-game dialog: the game, the seats (person or bot, name, level) and the game's options."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.bots import levels_for
from ...engine import Game
from ...games import GAMES
from ...session.seats import Seat
from ..i18n import engine_text
from ..screen import QWIDGETSIZE_MAX, CalmComboBox, CalmSpinBox, ScrollBody, keep_on_screen
from ..setup import MatchSetup
from .options import OptionsForm

__all__ = ["NewGameDialog", "level_names"]


def level_names() -> dict[str, str]:
    """Each bot level's name in the current language (the New-game dialog and the statistics)."""
    return {
        "random": QCoreApplication.translate("NewGameDialog", "Random"),
        "easy": QCoreApplication.translate("NewGameDialog", "Easy"),
        "normal": QCoreApplication.translate("NewGameDialog", "Normal"),
        "hard": QCoreApplication.translate("NewGameDialog", "Hard"),
    }


MAX_SEATS = 8
NAME_LIMIT = 24
_BOT_NAMES = ("Ada", "Ben", "Cleo", "Dario", "Elif", "Finn", "Greta", "Hugo")


class NewGameDialog(QDialog):
    """Pick a game, its seats and its options."""

    rulesRequested = Signal(str)

    def __init__(self, current: MatchSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(self.tr("New game"))
        self.games: list[Game] = list(GAMES.values())
        self._built = False  # set once the dialog is complete (and sized)
        self._measured = False  # sized as it first shows
        # Game, seats and options scroll when the screen is too small for them (eight seats at
        # 200 %); the error line and Start/Cancel stay below, always in sight. Side by side where
        # the dialog is wide enough, else one above the other.
        content = QWidget(self)
        content.setObjectName("newGameContent")
        layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, content)
        layout.setContentsMargins(0, 0, 0, 0)
        self.content, self.columns = content, layout
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Game"), self))
        self.game_list = QListWidget(self)
        self.game_list.setObjectName("gameList")
        for game in self.games:
            item = QListWidgetItem(
                self.tr("%1  (%2–%3 players)")
                .replace("%1", game.title)
                .replace("%2", str(game.min_players))
                .replace("%3", str(game.max_players))
            )
            item.setToolTip(engine_text(game.summary))
            self.game_list.addItem(item)
        left.addWidget(self.game_list)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setMinimumWidth(240)
        left.addWidget(self.summary)
        self.rules_button = QPushButton(self.tr("Rules of this game…"), self)
        self.rules_button.setObjectName("rulesButton")
        self.rules_button.clicked.connect(lambda: self.rulesRequested.emit(self.game().id))
        left.addWidget(self.rules_button)
        layout.addLayout(left)

        right = QVBoxLayout()
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel(self.tr("Players"), self))
        self.count = CalmSpinBox(self)
        self.count.setObjectName("seatCount")
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        right.addLayout(count_row)
        seats_box = QGroupBox(self.tr("Seats"), self)
        grid = QGridLayout(seats_box)
        grid.addWidget(QLabel(self.tr("Who"), seats_box), 0, 0)
        grid.addWidget(QLabel(self.tr("Name"), seats_box), 0, 1)
        grid.addWidget(QLabel(self.tr("Bot level"), seats_box), 0, 2)
        self.kinds: list[QComboBox] = []
        self.names: list[QLineEdit] = []
        self.levels: list[QComboBox] = []
        for i in range(MAX_SEATS):
            kind = CalmComboBox(seats_box)
            kind.setObjectName(f"seatKind{i}")
            kind.addItem(self.tr("Person"), "human")
            kind.addItem(self.tr("Bot"), "bot")
            name = QLineEdit(seats_box)
            name.setObjectName(f"seatName{i}")
            name.setMaxLength(NAME_LIMIT)
            level = CalmComboBox(seats_box)
            level.setObjectName(f"seatLevel{i}")
            grid.addWidget(kind, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(level, i + 1, 2)
            kind.currentIndexChanged.connect(self._validate)
            name.textChanged.connect(self._validate)
            level.currentIndexChanged.connect(
                lambda index, combo=level: combo.setToolTip(
                    combo.itemData(index, Qt.ItemDataRole.ToolTipRole) or ""
                )
            )
            self.kinds.append(kind)
            self.names.append(name)
            self.levels.append(level)
        right.addWidget(seats_box)
        self.options_box = QGroupBox(self.tr("Options"), self)
        self.options_layout = QVBoxLayout(self.options_box)
        self.options_form: OptionsForm | None = None
        right.addWidget(self.options_box)
        right.addStretch(1)
        layout.addLayout(right, 1)
        self.left_column, self.right_column = left, right
        self.body = ScrollBody(content, self)
        self.error = QLabel(self)
        self.error.setObjectName("setupError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addWidget(self.body, 1)
        outer.addWidget(self.error)
        outer.addWidget(self.buttons)

        self._current = current
        self.count.valueChanged.connect(self._show_rows)
        self.game_list.currentRowChanged.connect(self._game_changed)
        index = next((i for i, g in enumerate(self.games) if g.id == current.game.id), 0)
        self._fill_seats(current)
        self.game_list.setCurrentRow(index)
        self._game_changed(index)
        self._fit()
        self._built = True

    def game(self) -> Game:
        """The game selected."""
        return self.games[max(self.game_list.currentRow(), 0)]

    def _fill_seats(self, setup: MatchSetup) -> None:
        for i in range(MAX_SEATS):
            seat = setup.seats[i] if i < len(setup.seats) else Seat(_BOT_NAMES[i], "bot", "normal")
            self.kinds[i].setCurrentIndex(1 if seat.is_bot else 0)
            self.names[i].setText(seat.name)
            self.levels[i].setProperty("wanted", seat.level)
        self._seat_count = len(setup.seats)

    def _game_changed(self, row: int) -> None:
        game = self.games[max(row, 0)]
        self.summary.setText(engine_text(game.summary))
        wanted = self._seat_count  # setRange may emit a new value before ours is set
        self.count.blockSignals(True)
        self.count.setRange(game.min_players, game.max_players)
        self.count.setValue(min(max(wanted, game.min_players), game.max_players))
        self.count.blockSignals(False)
        levels = levels_for(game)
        names = level_names()
        tips = {
            "random": self.tr("Plays any legal move, at random."),
            "easy": self.tr("Follows a few simple rules and now and then plays carelessly."),
            "normal": self.tr(
                "Plays a strategy made for this game and keeps track of the cards it has seen."
            ),
            "hard": self.tr(
                "Thinks about a third of a second a move: plays each move out many times against "
                "guesses of the hidden cards (it never peeks) and keeps what works best."
            ),
        }
        for combo in self.levels:
            level = combo.currentData() or combo.property("wanted") or "normal"
            combo.clear()
            for lv in levels:
                combo.addItem(names.get(lv, lv), lv)
                if lv in tips:
                    combo.setItemData(combo.count() - 1, tips[lv], Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(max(combo.findData(level), 0))
            combo.setToolTip(tips.get(combo.currentData(), ""))
        if self.options_form is not None:
            self.options_layout.removeWidget(self.options_form)
            self.options_form.hide()  # at once: the deletion waits for the event loop
            self.options_form.deleteLater()
        values = self._current.options if game.id == self._current.game.id else game.default_options
        self.options_form = OptionsForm(game.Options, values, self.options_box)
        self.options_layout.addWidget(self.options_form)
        self._show_rows(self.count.value())

    def _show_rows(self, count: int) -> None:
        self._seat_count = count
        for i in range(MAX_SEATS):
            visible = i < count
            for w in (self.kinds[i], self.names[i], self.levels[i]):
                w.setVisible(visible)
        self._validate()
        if self.isVisible():
            # More seats or other options: the dialog grows with them, as far as the screen allows
            # (once the layouts have taken the change in).
            QTimer.singleShot(0, self, self._grow)
        elif self._built:
            self._fit()  # changed before it shows: sized for what it shows

    def _fit(self, grow_only: bool = False) -> None:
        """As large as the game, the seats and the options ask, where the screen has room
        (``grow_only``: never smaller than it is)."""
        self.body.fit_dialog(grow_only=grow_only)

    def _grow(self) -> None:
        self._arrange()
        self._fit(grow_only=True)

    def _arrange(self) -> None:
        """Game and seats side by side where they fit, else the game above the seats.

        Measured on the dialog's own width (less its margins and a scroll bar's room): the scroll
        area's is only known once the dialog has been laid out, after its first resize, and a
        guess from then put every dialog in one column with the options out of sight."""
        margins = self.content.contentsMargins()
        beside = (
            self.left_column.minimumSize().width()
            + self.columns.spacing()
            + self.right_column.minimumSize().width()
            + margins.left()
            + margins.right()
        )
        wide = self.body.room_in(self.width()) >= beside
        direction = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        if self.columns.direction() != direction:
            self.columns.setDirection(direction)
            # One above the other, the list of games is no taller than its games.
            rows = sum(self.game_list.sizeHintForRow(i) for i in range(self.game_list.count()))
            tall = rows + 2 * self.game_list.frameWidth() + 4
            self.game_list.setMaximumHeight(QWIDGETSIZE_MAX if wide else tall)
            if self._built and not wide:
                # One column is taller: as tall as it is, where the screen has room.
                QTimer.singleShot(0, self, self._grow)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Side by side or one above the other, as the new width allows."""
        super().resizeEvent(event)
        self._arrange()

    def showEvent(self, event: QShowEvent) -> None:
        """Fitted to its screen and centred over its parent as it shows."""
        super().showEvent(event)
        if not self._measured:
            # Measured again as it first shows: before that Qt has not styled its boxes yet, and
            # what they hold comes out smaller than it is (the options then hid below the seats).
            self._measured = True
            self._fit()
        keep_on_screen(self).shown()

    def _validate(self) -> None:
        count = self.count.value()
        names = [self.names[i].text().strip() for i in range(count)]
        problem = ""
        for i in range(count):
            self.levels[i].setEnabled(self.kinds[i].currentData() == "bot")
        if any(not n for n in names):
            problem = self.tr("Every seat needs a name.")
        elif len({n.casefold() for n in names}) < len(names):
            problem = self.tr("Two seats have the same name.")
        self.error.setText(problem)
        self.error.setVisible(bool(problem))  # no empty line above the buttons
        self.start_button.setEnabled(not problem)

    def result_setup(self) -> MatchSetup:
        """The match to start, with a fresh deal."""
        game = self.game()
        count = self.count.value()
        seats = [
            Seat(
                self.names[i].text().strip(),
                "bot" if self.kinds[i].currentData() == "bot" else "human",
                str(self.levels[i].currentData() or "normal"),
            )
            for i in range(count)
        ]
        options = self.options_form.values() if self.options_form is not None else None
        return MatchSetup(game, seats, options)
