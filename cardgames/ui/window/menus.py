"""The window's menus: Game, View (``ui/viewmenu.py``), Settings, Language and Help, their actions,
their texts in the current language, and the dialogs they open that belong to no other part (the
piles, statistics, preferences, the rules viewer, about).

Every text keeps the translation context ``MainWindow`` it had when this was the window's own code.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget

from ...games import GAMES
from ..i18n import LANGUAGES
from ..screen import look_at_windows
from ..viewmenu import ViewMenu

if TYPE_CHECKING:
    from ..mainwindow import MainWindow

__all__ = ["Menus"]


class Menus(QObject):
    """Builds the window's menu bar and keeps its texts and its enabled actions up to date."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        #: The rules viewer, once opened (one viewer: asking again brings it to the front).
        self.rules: Any = None
        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = self._action(lambda: window.lifecycle.new_game_dialog(), QKeySequence.StandardKey.New)
        self.act_online = self._action(lambda: window.online_play.open_dialog(), name="actOnline")
        self.act_restart = self._action(window.lifecycle.restart, "Ctrl+R")
        self.act_undo = self._action(lambda: window.lifecycle.undo(), QKeySequence.StandardKey.Undo)
        # Hint is asked of the coach (the window connects it once the coach is made).
        self.act_hint = self._action(None, Qt.Key.Key_H, "actHint")
        self.act_hint.setEnabled(False)
        self.act_look_back = self._action(lambda: window.review.start(), "Ctrl+B", "actLookBack")
        self.act_open = self._action(window.files.open_dialog, QKeySequence.StandardKey.Open)
        self.act_save = self._action(window.files.save_dialog, "Ctrl+Shift+S")
        self.act_stats = self._action(self.statistics_dialog)
        self.act_history = self._action(window.files.history_dialog, name="actHistory")
        self.act_piles = self._action(self.show_piles, name="actPiles")
        self.act_piles.setEnabled(False)
        self.act_quit = self._action(window.close, QKeySequence.StandardKey.Quit)
        game = self.game_menu
        game.addActions(
            [
                self.act_new,
                self.act_online,
                self.act_restart,
                self.act_undo,
                self.act_hint,
                self.act_look_back,
            ]
        )
        game.addSeparator()
        game.addActions([self.act_open, self.act_save])
        self.recent_menu = game.addMenu("")
        game.addSeparator()
        game.addActions([self.act_piles, self.act_stats, self.act_history])
        game.addSeparator()
        game.addAction(self.act_quit)
        game.aboutToShow.connect(self.refresh_game_menu)
        # Greyed in the open menu when it cannot be used; Ctrl+Z always comes through and is
        # answered (a move being shown is waited for, else the status line says why not).
        game.aboutToHide.connect(lambda: self.act_undo.setEnabled(True))
        game.aboutToHide.connect(lambda: self.act_restart.setEnabled(True))

        #: View: animation speed, the bots' pace, full screen, table colour, card backs.
        self.view_menu = ViewMenu(window)
        self.settings_menu = bar.addMenu("")
        self.act_settings = self._action(self.settings_dialog)
        self.settings_menu.addAction(self.act_settings)

        self.language_menu = bar.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            act = QAction(name, window)  # a language's own name is never translated
            act.setCheckable(True)
            act.triggered.connect(lambda _=False, c=code: window.set_language(c))
            self.language_group.addAction(act)
            self.language_menu.addAction(act)
            self.language_actions[code] = act

        self.help_menu = bar.addMenu("")
        self.act_rules = self._action(self.show_rules, Qt.Key.Key_F1)
        self.act_about = self._action(self.show_about)
        self.help_menu.addActions([self.act_rules, self.act_about])

    def _action(
        self, slot: Any, key: QKeySequence.StandardKey | Qt.Key | str | None = None, name: str = ""
    ) -> QAction:
        act = QAction(self.window)
        if name:
            act.setObjectName(name)
        if key is not None:
            act.setShortcut(QKeySequence(key))
        if slot is not None:
            act.triggered.connect(slot)
        return act

    def retranslate(self) -> None:
        """The window's title and every menu's text in the current language."""
        window = self.window
        # Qt adds the app's name to every title ("Statistics — Kartentisch"): the language sets it
        # (``Translations.set_language``).
        name = QCoreApplication.translate("MainWindow", "Card Table")
        window.setWindowTitle(
            QCoreApplication.translate(
                "MainWindow", "Read-only: another window uses this profile (no autosave, no statistics)"
            )
            if window.read_only
            else name
        )
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.act_new.setText(QCoreApplication.translate("MainWindow", "&New game…"))
        self.act_online.setText(QCoreApplication.translate("MainWindow", "Play on&line…"))
        self.act_online.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Host a table for friends on your network, or join one with its code"
            )
        )
        self.act_restart.setText(QCoreApplication.translate("MainWindow", "&Restart this deal"))
        self.act_undo.setText(QCoreApplication.translate("MainWindow", "&Undo my last move"))
        self.act_hint.setText(QCoreApplication.translate("MainWindow", "&Hint"))
        self.act_hint.setToolTip(
            QCoreApplication.translate("MainWindow", "How the hard bot rates each of your moves now (H)")
        )
        self.act_look_back.setText(QCoreApplication.translate("MainWindow", "Look &back / replay"))
        self.act_look_back.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Step through the earlier moves; once the match is over, replay it with every hand face up",
            )
        )
        self.act_open.setText(QCoreApplication.translate("MainWindow", "&Open…"))
        self.act_save.setText(QCoreApplication.translate("MainWindow", "&Save as…"))
        self.recent_menu.setTitle(QCoreApplication.translate("MainWindow", "Recent &games"))
        self.act_stats.setText(QCoreApplication.translate("MainWindow", "S&tatistics…"))
        self.act_history.setText(QCoreApplication.translate("MainWindow", "Match histor&y…"))
        self.act_piles.setText(QCoreApplication.translate("MainWindow", "&Piles and decks…"))
        self.act_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.settings_menu.setTitle(QCoreApplication.translate("MainWindow", "&Settings"))
        self.act_settings.setText(QCoreApplication.translate("MainWindow", "&Preferences…"))
        self.view_menu.retranslate()
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.check_language(window.translations.language if window.translations is not None else "en")
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.act_rules.setText(QCoreApplication.translate("MainWindow", "&Rules of this game"))
        self.act_about.setText(QCoreApplication.translate("MainWindow", "&About Card Table"))

    def check_language(self, code: str) -> None:
        """Check the language in use in the Language menu."""
        for c, act in self.language_actions.items():
            act.setChecked(c == code)

    def refresh_game_menu(self) -> None:
        """Undo only when it can be used; the recent files as they are now."""
        window = self.window
        controller = window.controller
        online = controller is not None and controller.online
        phase = controller.phase if controller is not None else None
        # Online: undo is asked of the table, the server keeps the record, and the deal is the server's.
        self.act_undo.setEnabled(
            (window.keeper.undo_point() is not None or (online and phase in ("human", "bot")))
            and not window.reviewing
        )
        self.act_save.setEnabled(controller is not None and not online)
        self.act_restart.setEnabled(window.setup_ is not None and controller is not None and not online)
        self.act_look_back.setEnabled(window.review.available() or window.reviewing)
        self.recent_menu.clear()
        recent = window.files.recent_files()
        for text in recent:
            act = self.recent_menu.addAction(Path(text).name)
            act.setToolTip(text)
            act.triggered.connect(lambda _=False, t=text: window.files.open_path(Path(t)))
        self.recent_menu.setEnabled(bool(recent))

    # ------------------------------------------------------------------ dialogs

    @Slot()
    def show_piles(self) -> None:
        """Read through the table's piles card by card (Straight Up: the market discard, the removed
        cards and your own deck), as the table shows them now."""
        from ..dialogs.piles import open_piles

        open_piles(self.window)

    @Slot()
    def statistics_dialog(self) -> None:
        """Played, won and streaks per game and player; resettable."""
        from ..dialogs.statistics import StatisticsDialog

        window = self.window
        if window.paths is None:
            return
        game_id = window.setup_.game.id if window.setup_ else None
        dialog = StatisticsDialog(window.paths, game_id, window, read_only=not window.persist)
        if dialog.notice is not None:
            window.notify(dialog.notice)
        dialog.exec()

    @Slot()
    def settings_dialog(self) -> None:
        """Edit animation speed and bot pace."""
        from ..dialogs.settings import SettingsDialog

        window = self.window
        settings = window.settings
        dialog = SettingsDialog(settings, window)
        if dialog.exec():
            speed, delay = dialog.values()
            window.set_bot_delay(delay)
            settings.hotseat_undo = dialog.hotseat_undo.isChecked()
            settings.hotseat_hints = dialog.hotseat_hints.isChecked()
            settings.auto_play_forced = dialog.auto_play.isChecked()
            settings.ask_before_practice = dialog.ask_practice.isChecked()
            before = settings.sound_volume
            settings.sound_volume = dialog.volume.value()
            window.sounds.volume = settings.sound_volume
            # View > Sound says what is heard: silent at volume 0, on again when it is raised from 0.
            if settings.sound_volume == 0 and settings.sound_on:
                window.set_sound(False)
            elif before == 0 and settings.sound_volume > 0 and not settings.sound_on:
                window.set_sound(True)
            window.hints.refresh()
            window.set_speed(speed)

    @Slot()
    def show_rules(self) -> None:
        """The rules of the game being played (or of FTW?! before any match)."""
        setup = self.window.setup_
        self.show_rules_for(setup.game.id if setup is not None else "ftw")

    def show_rules_for(self, game_id: str, over: QWidget | None = None) -> None:
        """The rules viewer for a game (one viewer: asking again brings it to the front).

        ``over``: a modal dialog the rules are asked from (New game…). The viewer then belongs to
        it while it is open, so the dialog does not block it (a modal dialog blocks every window
        but its own), and it lies over the dialog; :meth:`take_rules_back` gives it back after.
        """
        from ..dialogs.rules import RulesDialog

        window = self.window
        owner = over or window
        dialog = self.rules
        if dialog is None or dialog.game_id != game_id:
            if dialog is not None:
                dialog.close()
            interface = window.translations.language if window.translations else "en"
            language = window.settings.rules_language or interface
            dialog = RulesDialog(game_id, language, owner)
            dialog.languageChanged.connect(self._remember_rules_language)
            self.rules = dialog
        elif dialog.parentWidget() is not owner:
            _give_window(dialog, owner)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def take_rules_back(self, owner: QWidget) -> None:
        """The rules viewer, if ``owner`` (a dialog closing) has it, stays open over the window."""
        dialog = self.rules
        if dialog is not None and dialog.parentWidget() is owner:
            _give_window(dialog, self.window)

    def _remember_rules_language(self, code: str) -> None:
        self.window.settings.rules_language = code  # type: ignore[assignment]
        self.window.save_settings()

    @Slot()
    def show_about(self) -> None:
        """Version, credits of every game, and where the rules texts come from."""
        from ... import __version__
        from ..i18n import engine_text

        credits = "".join(f"<li>{engine_text(g.credits)}</li>" for g in GAMES.values())
        # The box fitted to the screen as soon as it shows (its text scrolls where it must).
        QTimer.singleShot(0, self, look_at_windows)
        QMessageBox.about(
            self.window,
            QCoreApplication.translate("MainWindow", "About Card Table"),
            QCoreApplication.translate(
                "MainWindow",
                "<h3>Card Table %1</h3><p>Card games on one animated table, against bots or friends.</p>",
            ).replace("%1", __version__)
            + f"<ul>{credits}</ul>"
            + QCoreApplication.translate(
                "MainWindow", "<p>The rules texts in this app are written in our own words.</p>"
            ),
        )


def _give_window(window: QWidget, owner: QWidget) -> None:
    """Make ``window`` (a top-level window: the rules viewer) ``owner``'s, where it is and as shown."""
    shown, place = window.isVisible(), window.geometry()
    window.setParent(owner, window.windowFlags())  # this hides it
    window.setGeometry(place)
    if shown:
        window.show()
