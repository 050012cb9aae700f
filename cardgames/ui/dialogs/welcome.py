"""The first start: a short welcome that asks the language, the game and how many play."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...games import GAMES
from ...session.seats import Seat
from ..i18n import engine_text
from ..screen import CalmSpinBox, ScrollBody, fit_window, keep_on_screen
from ..setup import MatchSetup, default_name

#: The content's width, in device-independent pixels.
WIDE = 500

__all__ = ["WelcomeDialog"]

#: The languages offered, each in its own words (never translated).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}
_BOT_NAMES = ("Ada", "Ben", "Cleo", "Dario", "Elif", "Finn", "Greta", "Hugo")


class WelcomeDialog(QDialog):
    """Language, game and number of players; Start plays you against normal bots.

    ``More choices…`` (``wants_more``) goes on to the full new-game dialog with the same choice.
    """

    #: The player picked a language (the window switches at once; this dialog follows).
    languageChosen = Signal(str)

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomeDialog")
        self.wants_more = False
        #: The player asked to quit the app here (Ctrl+Q works in the welcome too).
        self.wants_quit = False
        # Application-wide: the key also counts when it reaches the main window behind this
        # modal dialog (a window manager may focus that one), where Qt would drop it.
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        if QKeySequence("Ctrl+Q") not in keys:
            keys.append(QKeySequence("Ctrl+Q"))
        quit_key = QShortcut(self)  # one shortcut for all keys: two with one key would be ambiguous
        quit_key.setKeys(keys)
        quit_key.setContext(Qt.ShortcutContext.ApplicationShortcut)
        quit_key.activated.connect(self._quit)
        self.games = list(GAMES.values())
        content = QWidget(self)
        column = QVBoxLayout(content)
        self.heading = QLabel(content)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)  # a long title in German wraps instead of widening the body
        self.intro = QLabel(content)
        self.intro.setWordWrap(True)
        column.addWidget(self.heading)
        column.addWidget(self.intro)

        self.language_box = QGroupBox(content)
        row = QHBoxLayout(self.language_box)
        self.language_group = QButtonGroup(self)
        self.language_buttons: dict[str, QRadioButton] = {}
        for code, name in LANGUAGE_NAMES.items():
            button = QRadioButton(name, self.language_box)
            button.setObjectName(f"language_{code}")
            button.setChecked(code == language)
            button.toggled.connect(lambda on, c=code: self._language_toggled(c, on))
            self.language_group.addButton(button)
            self.language_buttons[code] = button
            row.addWidget(button)
        row.addStretch(1)
        column.addWidget(self.language_box)

        self.game_box = QGroupBox(content)
        games = QVBoxLayout(self.game_box)
        self.game_group = QButtonGroup(self)
        self.game_buttons: list[QRadioButton] = []
        self.game_notes: list[QLabel] = []
        for i, game in enumerate(self.games):
            button = QRadioButton(game.title, self.game_box)
            button.setObjectName(f"game_{game.id}")
            note = QLabel(self.game_box)
            note.setWordWrap(True)
            note.setContentsMargins(24, 0, 0, 4)
            self.game_group.addButton(button, i)
            self.game_buttons.append(button)
            self.game_notes.append(note)
            games.addWidget(button)
            games.addWidget(note)
        column.addWidget(self.game_box)

        count_row = QHBoxLayout()
        self.count_label = QLabel(content)
        self.count = CalmSpinBox(content)
        self.count.setObjectName("welcomeCount")
        self.count_label.setBuddy(self.count)
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        column.addLayout(count_row)
        column.addStretch(1)

        # Wide enough that the games' notes wrap into few lines and the player count shows
        # without scrolling on a 1024x640 screen (it was 329 px wide there); narrower screens
        # still get it whole (fit_window keeps it on the screen).
        self.body = ScrollBody(content, self)
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        room = screen.availableGeometry().width() - 48 if screen is not None else WIDE
        self.body.setMinimumWidth(max(min(WIDE, room), 1))
        self.buttons = QDialogButtonBox(self)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("welcomeStart")
        self.start_button.setDefault(True)
        self.more_button = QPushButton(self)
        self.more_button.setObjectName("welcomeMore")
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.more_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.start_button.clicked.connect(self.accept)
        self.more_button.clicked.connect(self._more)
        outer = QVBoxLayout(self)
        outer.addWidget(self.body, 1)
        outer.addWidget(self.buttons)

        self.game_group.idToggled.connect(self._game_toggled)
        first = next((i for i, g in enumerate(self.games) if g.id == "ftw"), 0)
        self.game_buttons[first].setChecked(True)
        self._game_changed(first)
        self.retranslate()
        fit_window(self, self.sizeHint())
        self._measured = False  # sized again as it first shows

    def showEvent(self, event: QShowEvent) -> None:
        """Fitted to its screen as it shows, measured as Qt has styled it (before that, what its
        boxes hold comes out smaller than it is)."""
        super().showEvent(event)
        if not self._measured:
            self._measured = True
            self.body.fit_dialog()
        keep_on_screen(self).shown()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Welcome"))
        self.heading.setText(self.tr("Welcome to Card Table"))
        self.intro.setText(
            self.tr(
                "Choose your language, a game and how many sit at the table. You play against "
                "computer players; friends at this computer and every option are under "
                "More choices, and later under Game > New game."
            )
        )
        self.language_box.setTitle(self.tr("Language"))
        self.game_box.setTitle(self.tr("Game"))
        for game, note in zip(self.games, self.game_notes, strict=True):
            note.setText(engine_text(game.summary))
        self.count_label.setText(self.tr("&Players at the table (you and bots)"))
        self.start_button.setText(self.tr("&Start"))
        self.more_button.setText(self.tr("&More choices…"))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes; the dialog grows with longer texts (German)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.isVisible():
                # Once the labels have taken their new texts in.
                QTimer.singleShot(0, self, lambda: self.body.fit_dialog(grow_only=True))
        super().changeEvent(event)

    def _language_toggled(self, code: str, on: bool) -> None:
        if on:
            self.languageChosen.emit(code)

    def _game_toggled(self, index: int, on: bool) -> None:
        if on:
            self._game_changed(index)

    def _game_changed(self, index: int) -> None:
        game = self.games[index]
        wanted = self.count.value() if self.count.value() else 4
        self.count.setRange(game.min_players, game.max_players)
        self.count.setValue(min(max(wanted, game.min_players), game.max_players))

    def _quit(self) -> None:
        """Ctrl+Q (the platform's Quit key) leaves the app from here too."""
        self.wants_quit = True
        self.reject()

    def _more(self) -> None:
        self.wants_more = True
        self.accept()

    def game_id(self) -> str:
        """The chosen game's id."""
        return self.games[max(self.game_group.checkedId(), 0)].id

    def result_setup(self) -> MatchSetup:
        """You and normal bots at the chosen game."""
        game = GAMES[self.game_id()]
        you = Seat(default_name(), "human")
        bots = [Seat(name, "bot", "normal") for name in _BOT_NAMES[: self.count.value() - 1]]
        return MatchSetup(game, [you, *bots])
