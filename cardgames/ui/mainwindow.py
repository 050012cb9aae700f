"""The main window: menus, the table with its action bar, the side panel and the status line.

The window wires a :class:`GameController` (the match), a
:class:`TableScene` (what is drawn) and a :class:`HumanInput` (a person's
turn) together. It starts matches from a setup (game, seats, options, seed),
remembers the last setup and the window's geometry in the settings, and
switches the language at run time.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine import Action, AnyBot, CardsMoved, Event, Game, Message, Shuffled, TableView
from ..games import GAMES
from ..session.records import LogEntry, Replayed, RoundSummary
from ..session.timeline import trick_taken
from ..store import SAVE_SUFFIX, LoadedMatch, SavedMatch, Settings, discard_autosave, save_settings
from ..store.paths import Paths
from .autoplay import AutoPlay
from .botworker import table_bot
from .coach import Hints
from .controller import GameController
from .games import game_ui
from .i18n import LANGUAGES, Translations, message_text
from .input import HumanInput
from .instance import ProfileLock
from .keeper import MatchKeeper, SaveProblemLabel, replay_file, setup_of
from .overlays import HandoverOverlay, SummaryOverlay
from .panels import ActionBar, SidePanel, StatusLine
from .savenames import start_folder, suggested_name
from .scene.canvas import TableCanvas
from .scene.speed import SPEEDS
from .scene.table import TableScene
from .screen import fit_window, keep_on_screen, look_at_windows, watch_windows
from .setup import MatchSetup, default_setup
from .sound import Sounds
from .viewmenu import ViewMenu

if TYPE_CHECKING:
    from ..store import FinishedMatch
    from .review import Review

__all__ = ["MainWindow"]


#: Seconds a notice stays on the status line at least before a person's turn takes the line back.
NOTICE_READ_S = 2.5

#: Sounds of moves by zone (``cardgames.ui.sound``): a card from a hand laid on one of these (and
#: a trick taken: ``timeline.trick_taken``).
_LAID_ON = frozenset({"trick", "top", "pile", "table", "straight", "helpers", "discard", "removed"})


class MainWindow(QMainWindow):
    """Card Table's one window."""

    #: The window was closed, by the player or from outside (its native window destroyed): the app
    #: ends with it, whatever other windows (the rules viewer) are still open.
    closed = Signal()

    def __init__(
        self,
        settings: Settings,
        paths: Paths | None,
        translations: Translations | None = None,
        *,
        persist: bool = True,
        read_only: bool = False,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings
        self.paths = paths
        self.translations = translations
        self.persist = persist and paths is not None
        #: Another running app holds this profile: nothing is written, the autosave is not touched.
        self.read_only = read_only
        #: The profile's lock (see ``cardgames.ui.instance``), given back when the window closes.
        self.profile_lock: ProfileLock | None = None
        if read_only:
            self.persist = False
        self.controller: GameController | None = None
        self.setup_: MatchSetup | None = None
        #: Milliseconds before a round summary goes on by itself when no person plays.
        self.auto_continue_ms: int | None = 2500
        #: Makes the bot of a level for a game (tests put slow or failing bots here).
        self.bot_factory: Callable[[Game, str], AnyBot] = table_bot
        self.scene = TableScene(self)
        self.scene.set_speed(settings.animation_speed)
        self.scene.set_look(settings.table_colour, settings.card_back)
        self.canvas = TableCanvas(self.scene)
        self.input = HumanInput(self.scene, self._human_act)
        self.canvas.on_key = self.input.key
        self.action_bar = ActionBar()
        self.side = SidePanel()
        table_area = QWidget()
        self.table_area = table_area
        column = QVBoxLayout(table_area)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        #: The live table and its action bar; the review's earlier table is the stack's other page.
        self.live_page = QWidget()
        self.live_page.setObjectName("livePage")
        live = QVBoxLayout(self.live_page)
        live.setContentsMargins(0, 0, 0, 0)
        live.setSpacing(0)
        live.addWidget(self.canvas, 1)
        live.addWidget(self.action_bar)
        self.table_stack = QStackedWidget()
        self.table_stack.addWidget(self.live_page)
        column.addWidget(self.table_stack, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(table_area)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setCollapsible(0, False)
        self.setCentralWidget(splitter)
        self.splitter = splitter
        self.handover = HandoverOverlay(table_area)
        self.summary = SummaryOverlay(table_area)
        self.status_label = StatusLine()
        self.statusBar().addWidget(self.status_label, 1)
        #: What cannot be saved now, in sight until writing works again (``show_save_problem``).
        self.save_problem = SaveProblemLabel()
        self.statusBar().addPermanentWidget(self.save_problem)
        self._build_menus()
        self.scene.idle.connect(self._on_scene_idle)
        self.input.changed.connect(self._update_action_bar)
        self.action_bar.confirmed.connect(self.input.confirm)
        self.handover.confirmed.connect(self._handover_confirmed)
        self.summary.next_round.connect(self._next_round)
        self.summary.play_again.connect(self.play_again)
        self.summary.new_game.connect(lambda: self.new_game_dialog())
        self._status: tuple[str, Any] = ("idle", None)
        self._notices: list[LogEntry] = []
        self._rules: Any = None  # the rules viewer, once opened
        self.keeper = MatchKeeper(self, parent=self)
        #: Hint: the coach's view of the person's turn (menu, the action bar's button, key H).
        self.hints = Hints(self)
        #: Forced moves played for the person after a short pause (Preferences can turn it off).
        self.autoplay = AutoPlay(self)
        # Look back at earlier moves, and the replay of a finished match (Game menu, Ctrl+B): made
        # when first used (``review``), so its module costs the start nothing.
        self._review: Review | None = None
        self.summary.look_back.connect(lambda: self.review.start())
        #: The table's sounds (View > Sound, key M; the volume in Preferences).
        self.sounds = Sounds(settings.sound_volume, settings.sound_on)
        self.act_hint.triggered.connect(self.hints.ask)
        self.action_bar.hint_button.clicked.connect(self.hints.ask)
        self.act_hint.changed.connect(
            lambda: self.action_bar.show_hint_button(self.act_hint.isEnabled(), self.act_hint.toolTip())
        )
        #: Tests answer the resume prompt instead of a person (None: ask).
        self.resume_answer: bool | None = None
        #: No settings file was there at start: ``begin`` welcomes the player instead of dealing.
        self.first_start = False
        #: Tests answer "leave the running match?" instead of a person (None: ask).
        self.leave_answer: bool | None = None
        # When the last notice went up (``notify``).
        self._notice_at = 0.0
        #: Tests answer "the match cannot be kept: leave it for good?" (None: ask).
        self.leave_unkept_answer: bool | None = None
        #: Tests answer "the last moves are not saved: close anyway?" (None: ask).
        self.close_unsaved_answer: bool | None = None
        #: A signal (Ctrl+C, SIGTERM) closes the window: nobody is asked (``ui.signals``).
        self.signalled = False
        #: Tests answer "replace this file?" instead of a person (None: ask).
        self.replace_answer: bool | None = None
        #: Tests answer "take the move back, the match then stops counting?" (None: ask).
        self.practice_answer: bool | None = None
        self.resume_box: QMessageBox | None = None
        #: What the start read from the autosave (``begin``): the command line tells its damage.
        self.autosave_load: LoadedMatch | None = None
        #: The window is closing (or closed): a question it asked meanwhile was not answered.
        self.closing = False
        self.retranslate()
        # 1280x820 where the screen has room, never more than the room there is; from here on the
        # window and every dialog it opens are kept on their screen (cardgames.ui.screen). The
        # status line is cut to any width, so its text never holds the window wide.
        fit_window(self, QSize(1280, 820))
        if settings.window_geometry:
            # The store lets only base64 text through; anything else is ignored, never a crash.
            with contextlib.suppress(UnicodeEncodeError):
                if self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode("ascii"))):
                    # Saved on another screen maybe, a larger one: as large as fits this one, on it.
                    fit_window(self, self.size())
        # The table gets the room; the side panel about a fifth, within reason.
        side = min(max(int(self.width() * 0.21), min(220, self.width() // 3)), 320)
        splitter.setSizes([self.width() - side, side])
        # Message boxes, progress and file dialogs that Qt shows by itself: on their screen too.
        watch_windows(self)

    @property
    def review(self) -> Review:
        """Look back and replay (made on first use)."""
        if self._review is None:
            from .review import Review

            self._review = Review(self)
        return self._review

    @property
    def reviewing(self) -> bool:
        """True while the earlier table is shown (asks without making the review)."""
        return self._review is not None and self._review.active

    # ------------------------------------------------------------------ menus

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = QAction(self)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(lambda: self.new_game_dialog())
        self.act_restart = QAction(self)
        self.act_restart.setShortcut(QKeySequence("Ctrl+R"))
        self.act_restart.triggered.connect(self.restart)
        self.act_undo = QAction(self)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.triggered.connect(lambda: self.undo())
        self.act_hint = QAction(self)
        self.act_hint.setObjectName("actHint")
        self.act_hint.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.act_hint.setEnabled(False)
        self.act_look_back = QAction(self)
        self.act_look_back.setObjectName("actLookBack")
        self.act_look_back.setShortcut(QKeySequence("Ctrl+B"))
        self.act_look_back.triggered.connect(lambda: self.review.start())
        self.act_open = QAction(self)
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)
        self.act_open.triggered.connect(self.open_dialog)
        self.act_save = QAction(self)
        self.act_save.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.act_save.triggered.connect(self.save_dialog)
        self.act_stats = QAction(self)
        self.act_stats.triggered.connect(self.statistics_dialog)
        self.act_history = QAction(self)
        self.act_history.setObjectName("actHistory")
        self.act_history.triggered.connect(self.history_dialog)
        self.act_piles = QAction(self)
        self.act_piles.setObjectName("actPiles")
        self.act_piles.setEnabled(False)
        self.act_piles.triggered.connect(self.show_piles)
        self.act_quit = QAction(self)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        self.game_menu.addAction(self.act_new)
        self.game_menu.addAction(self.act_restart)
        self.game_menu.addAction(self.act_undo)
        self.game_menu.addAction(self.act_hint)
        self.game_menu.addAction(self.act_look_back)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_open)
        self.game_menu.addAction(self.act_save)
        self.recent_menu = self.game_menu.addMenu("")
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_piles)
        self.game_menu.addAction(self.act_stats)
        self.game_menu.addAction(self.act_history)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        self.game_menu.aboutToShow.connect(self._refresh_game_menu)
        # Greyed in the open menu when it cannot be used; Ctrl+Z always comes through and is
        # answered (a move being shown is waited for, else the status line says why not).
        self.game_menu.aboutToHide.connect(lambda: self.act_undo.setEnabled(True))
        self.game_menu.aboutToHide.connect(lambda: self.act_restart.setEnabled(True))

        #: View: animation speed, the bots' pace, full screen, table colour, card backs.
        self.view_menu = ViewMenu(self)
        self.speed_actions = self.view_menu.speed
        self.settings_menu = bar.addMenu("")
        self.act_settings = QAction(self)
        self.act_settings.triggered.connect(self.settings_dialog)
        self.settings_menu.addAction(self.act_settings)

        self.language_menu = bar.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            act = QAction(name, self)  # a language's own name is never translated
            act.setCheckable(True)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.language_group.addAction(act)
            self.language_menu.addAction(act)
            self.language_actions[code] = act

        self.help_menu = bar.addMenu("")
        self.act_rules = QAction(self)
        self.act_rules.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.act_rules.triggered.connect(self.show_rules)
        self.act_about = QAction(self)
        self.act_about.triggered.connect(self.show_about)
        self.help_menu.addAction(self.act_rules)
        self.help_menu.addAction(self.act_about)

    def retranslate(self) -> None:
        """Every text of the window in the current language."""
        name = self.tr("Card Table")
        # Qt adds the display name to every window's title ("Statistics — Kartentisch").
        QGuiApplication.setApplicationDisplayName(name)
        self.setWindowTitle(
            self.tr("Read-only: another window uses this profile (no autosave, no statistics)")
            if self.read_only
            else name
        )
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_restart.setText(self.tr("&Restart this deal"))
        self.act_undo.setText(self.tr("&Undo my last move"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_hint.setToolTip(self.tr("How the hard bot rates each of your moves now (H)"))
        self.act_look_back.setText(self.tr("Look &back / replay"))
        self.act_look_back.setToolTip(
            self.tr(
                "Step through the earlier moves; once the match is over, replay it with every hand face up"
            )
        )
        self.act_open.setText(self.tr("&Open…"))
        self.act_save.setText(self.tr("&Save as…"))
        self.recent_menu.setTitle(self.tr("Recent &games"))
        self.act_stats.setText(self.tr("S&tatistics…"))
        self.act_history.setText(self.tr("Match histor&y…"))
        self.act_piles.setText(self.tr("&Piles and decks…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.act_settings.setText(self.tr("&Preferences…"))
        self.view_menu.retranslate()
        self.language_menu.setTitle(self.tr("&Language"))
        current = self.translations.language if self.translations is not None else "en"
        for code, act in self.language_actions.items():
            act.setChecked(code == current)
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules of this game"))
        self.act_about.setText(self.tr("&About Card Table"))
        if self.controller is not None:
            self.scene.set_names(self.controller.names())
            view = self.scene.view_
            if view is not None:
                self.scene.update_texts(view, self._badges())
            self._refresh_side()
            if self.input.active:
                self.input.refresh()  # the reasons beside blocked cards, in the new language
        self._update_action_bar()
        self._show_status()

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes; the View menu follows full screen."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.view_menu.sync()
        super().changeEvent(event)

    # ------------------------------------------------------------------ matches

    def start_match(
        self,
        setup: MatchSetup,
        history: Sequence[Action] = (),
        practice: bool = False,
        created: datetime | None = None,
        match_id: str | None = None,
        progress: Callable[[int, int], None] | None = None,
        replayed: Replayed | None = None,
        hints: Sequence[int] = (),
    ) -> None:
        """Replace the running match (if any) by a new one, or by one already played up to a point
        (the table is laid out as it stands, not dealt): ``history`` for a match taken back (replayed
        here), ``replayed`` for one opened or resumed (replayed once already, when its file was
        read and checked; see :func:`~cardgames.ui.keeper.replay_file`).

        ``practice``: undo was used, so the match stays out of the statistics. ``match_id``: the
        match's own id when it goes on (a new match gets a new one). ``progress``: where a long
        replay of ``history`` reports (by default a progress dialog of its own). ``hints``: the seats
        that asked the coach in this match so far.
        """
        self._stop_match()
        self.setup_ = setup
        ui = game_ui(setup.game.id)
        with ReplayProgress(self) as own_progress:
            controller = GameController(
                setup.game,
                setup.seats,
                setup.seed,
                setup.options,
                bot_delay_ms=self.settings.bot_delay_ms,
                make_bot_for=self.bot_factory,
                history=history,
                replayed=replayed,
                progress=progress or own_progress.part(0),
                parent=self,
            )
        self.controller = controller
        controller.round_end_ms = self._round_end_ms()
        controller.batch.connect(self._on_batch)
        controller.humanTurn.connect(self._on_human_turn)
        controller.botThinking.connect(self._on_bot_thinking)
        controller.handover.connect(self._on_handover)
        controller.roundSummary.connect(self._on_round_summary)
        controller.logged.connect(self.side.add_entries)
        controller.notice.connect(self._on_notice)
        controller.halted.connect(self._on_halted)
        self.side.start(setup.seats, ui.score_header)
        self.act_piles.setEnabled(ui.has_piles)
        if history or replayed is not None:
            self.side.add_entries(controller.log)
        if self._notices:
            self.side.add_entries(self._notices)
            self._notices = []
        self.scene.setup(ui, controller.names(), [s.is_bot for s in setup.seats])
        self.canvas.refit()
        self._status = ("dealing", None)
        view = controller.view()
        self.scene.update_texts(view)
        self.side.set_scores(ui.scores(view), view.current_player, ui.round_label(view))
        self._show_status()
        last = setup.to_settings()
        if self.persist and last != self.settings.last_setup:
            # Only a new setup is written: the usual start deals the last one again, and its first
            # paint need not wait for the disk (the write ends with fsync).
            self.settings.last_setup = last
            self._save_settings()
        self.keeper.attach(controller, setup, practice, created, match_id, hints)
        controller.start()

    def resume(self, saved: SavedMatch, replayed: Replayed) -> None:
        """Go on with a saved match (the autosave, or an opened file) where it stood: ``replayed`` is
        the replay that read it, so nothing is played again."""
        self.start_match(
            setup_of(saved),
            practice=saved.practice,
            created=saved.created,
            match_id=saved.match_id,
            replayed=replayed,
            hints=saved.hints,
        )

    # ------------------------------------------------------------------ undo and files

    @Slot()
    def undo(self, waited: int = 0) -> None:
        """Take back the person's last move and the bot moves after it (the match becomes practice).
        While the table still shows a move, it waits for it (``waited``: tenths of a second so far)."""
        if self.reviewing:
            # Undo changes the match: only from the live table, never by surprise from a look back.
            text = self.tr("Go back to the game first (Esc) to take a move back.")
            self.statusBar().showMessage(text, 5000)
            return
        point = self.keeper.undo_point()
        controller, setup, saved = self.controller, self.setup_, self.keeper.saved
        if point is None and controller is not None and controller.phase == "presenting" and waited < 600:
            # The table is still showing a move (a trick being gathered): take it back once shown.
            # (The window as the timer's context: a window closed meanwhile cancels it.)
            QTimer.singleShot(100, self, lambda: self.undo(waited + 1))
            return
        if point is None or controller is None or setup is None or saved is None:
            self.statusBar().showMessage(self.tr("There is no move of yours to take back now."), 5000)
            return
        first = not saved.practice
        if first and not self.confirm_practice():
            return
        self.start_match(
            setup, controller.state.history[:point], True, saved.created, saved.match_id, hints=saved.hints
        )
        if first:
            self.notify(
                Message.make(
                    "ui.notice.practice",
                    "A move was taken back: this match is practice now and does not count in the statistics.",
                )
            )

    def confirm_practice(self) -> bool:
        """Take the move back, though the match then stops counting? Asked at a match's first undo
        (later ones take back at once), unless the player said not to ask again
        (``practice_answer`` answers for tests)."""
        if not self.settings.ask_before_practice or not self.persist:
            return True  # not asked, or nothing is counted in this window anyway
        if self.practice_answer is not None:
            return self.practice_answer
        box = QMessageBox(self)
        box.setObjectName("practicePrompt")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Take your move back?"))
        box.setText(
            self.tr("Taking a move back makes this match practice: it will not count in the statistics.")
        )
        box.setInformativeText(self.tr("This is asked once per match; later moves are taken back at once."))
        never = QCheckBox(self.tr("Do not ask again (Preferences can bring the question back)"), box)
        never.setObjectName("practiceNeverAsk")
        box.setCheckBox(never)
        back = box.addButton(self.tr("&Take it back"), QMessageBox.ButtonRole.AcceptRole)
        back.setObjectName("practiceTakeBack")
        keep = box.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        keep.setObjectName("practiceKeep")
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        if box.clickedButton() is not back:
            return False
        if never.isChecked():
            self.settings.ask_before_practice = False
            self._save_settings()
        return True

    def _refresh_game_menu(self) -> None:
        """Undo only when it can be used; the recent files as they are now."""
        self.act_undo.setEnabled(self.keeper.undo_point() is not None and not self.reviewing)
        self.act_save.setEnabled(self.controller is not None)
        self.act_restart.setEnabled(self.setup_ is not None and self.controller is not None)
        self.act_look_back.setEnabled(self.review.available() or self.reviewing)
        self.recent_menu.clear()
        recent = self.recent_files()
        for text in recent:
            act = self.recent_menu.addAction(Path(text).name)
            act.setToolTip(text)
            act.triggered.connect(lambda _=False, t=text: self.open_path(Path(t)))
        self.recent_menu.setEnabled(bool(recent))

    def recent_files(self) -> list[str]:
        """The recent games that can be opened now: existing regular ``.cardtable`` files only
        (a planted list may name anything; what it names is never touched)."""
        return [text for text in self.settings.recent_files if _is_match_file(text)]

    @Slot()
    def save_dialog(self) -> None:
        """Ask for a file name and save the running match there: the game and the time, a name
        every system takes, in the folder last used (at first the documents folder)."""
        if self.controller is None:
            return
        name = suggested_name(self.controller.game.title, datetime.now())
        # The dialog's own question would name the file as typed, before the ending is added.
        chosen, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the match"),
            str(start_folder(self.settings) / name),
            self.tr("Card Table matches (*.cardtable)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if chosen:
            path = _with_suffix(Path(chosen))
            if os.path.lexists(path) and not self.confirm_replace(path):
                return
            self.settings.match_folder = str(path.parent)
            self.save_to(path, replace=True)

    def confirm_replace(self, path: Path) -> bool:
        """Replace this existing file? (``replace_answer`` answers for tests.)"""
        if self.replace_answer is not None:
            return self.replace_answer
        answer = QMessageBox.question(
            self,
            self.tr("Save the match"),
            self.tr("%1 exists already. Replace it with this match?").replace("%1", str(path)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def save_to(self, path: Path, replace: bool = False) -> bool:
        """Save the running match to ``path`` (the ``.cardtable`` ending is added when missing);
        False on failure. A file that is there already is replaced only with ``replace`` (the
        player was asked), else refused."""
        path = _with_suffix(path)
        if not replace and os.path.lexists(path):
            self.notify(
                Message.make(
                    "ui.notice.save_exists",
                    "{file} exists already; choose another name.",
                    file=str(path),
                )
            )
            return False
        problem = self.keeper.save_to(path)
        if problem is not None:
            self.notify(problem)
            return False
        self._save_settings()
        self.statusBar().showMessage(self.tr("Saved as %1").replace("%1", str(path)), 5000)
        return True

    @Slot()
    def open_dialog(self) -> None:
        """Ask for a saved match and go on with it."""
        chosen, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a match"),
            str(start_folder(self.settings)),
            self.tr("Card Table matches (*.cardtable)"),
        )
        if chosen:
            self.settings.match_folder = str(Path(chosen).parent)
            self.open_path(Path(chosen))

    def open_path(self, path: Path) -> bool:
        """Go on with the match saved in ``path``; a damaged file gives a message and stays as it is."""
        with ReplayProgress(self) as progress:
            read = self.keeper.read(path, progress.part(0))
        if isinstance(read, Message):
            self.keeper.forget(path)
            self._save_settings()
            self.notify(read)
            return False
        self.keeper.remember(path)
        self._save_settings()
        if not self.confirm_leave():
            return False
        self.resume(*read)
        return True

    def begin(self, resume_now: bool = False) -> bool:
        """At start: offer the unfinished match of the last session (Resume or Discard), or deal
        the last setup. ``resume_now``: resume without asking. True when a match was resumed."""
        paths = self.paths
        if paths is not None and self.read_only:
            # The running app's match, to look at: read as a file of someone else's, never moved.
            with ReplayProgress(self) as progress:
                loaded, replayed = replay_file(paths.autosave_file, own=False, progress=progress.part(0))
            if loaded.match is not None and loaded.state is not None and not loaded.state.is_over:
                self.resume(loaded.match, replayed)
                return True
        if paths is not None and not self.read_only:
            with ReplayProgress(self) as progress:
                loaded, replayed = replay_file(paths.autosave_file, own=True, progress=progress.part(0))
            self.autosave_load = loaded
            if loaded.notice is not None:
                self.notify(loaded.notice)
            saved, state = loaded.match, loaded.state
            if saved is not None and state is not None and state.is_over:
                # Killed between the final move and counting it: count it now (once per match id).
                outcome = state.outcome
                assert outcome is not None
                self.keeper.add_to_history(saved, outcome)
                if saved.practice or self.keeper.count(saved, outcome):
                    with contextlib.suppress(OSError):
                        discard_autosave(paths)
            elif saved is not None and state is not None:
                answer = True if resume_now else self.ask_resume(saved, len(state.history))
                if answer:
                    self.resume(saved, replayed)
                    return True
                if self.closing:
                    return False  # closed while it asked (Ctrl+C, SIGTERM): kept for the next start
                if answer is None:
                    # Decided later: the autosave stays, the table stays empty. A new game from
                    # the menu keeps the match in a file of its own (Game > Recent games).
                    self.notify(
                        Message.make(
                            "ui.resume_later",
                            "Your unfinished match is kept: it is offered again at the next start "
                            "(a new game keeps it in Game > Recent games).",
                        )
                    )
                    return False
                with contextlib.suppress(OSError):
                    discard_autosave(paths)
        if self.first_start:
            self.first_start = False
            self.welcome()
            return False
        self.start_match(MatchSetup.from_settings(self.settings.last_setup) or default_setup())
        return False

    def welcome(self) -> None:
        """The first start: language, game and players, then the table (or the full new-game
        dialog). Closed without a choice: an empty table and the hint to start from the menu."""
        from .dialogs.welcome import WelcomeDialog

        language = self.translations.language if self.translations is not None else "en"
        dialog = WelcomeDialog(language, self)
        dialog.languageChosen.connect(self.set_language)
        if not dialog.exec():
            if dialog.wants_quit:
                self.close()
            return
        setup = dialog.result_setup()
        if dialog.wants_more:
            self.new_game_dialog(setup)
        else:
            self.start_match(setup)

    def running_match(self) -> bool:
        """A match is under way: unfinished, with at least one move made."""
        controller = self.controller
        return controller is not None and not controller.is_over and bool(controller.state.history)

    def confirm_leave(self) -> bool:
        """Before a running match is replaced (new game, restart, open, recent): ask; True to go on.
        The match left is kept as a file under Game > Recent games (see the keeper)."""
        if not self.running_match():
            return True
        if self.leave_answer is not None:
            return self.leave_answer and self._left_kept()
        box = QMessageBox(self)
        box.setObjectName("leavePrompt")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Leave this match?"))
        box.setText(self.tr("A match is still being played. Leave it for another?"))
        box.setInformativeText(
            self.tr("It is kept under Game > Recent games, so you can go on with it later.")
            if self.persist
            else self.tr("This window saves nothing: the match will be gone.")
        )
        leave = box.addButton(self.tr("&Leave it"), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        if box.clickedButton() is not leave:
            return False
        return self._left_kept()

    def _left_kept(self) -> bool:
        """Keep the match being left, as promised; if it cannot be kept, say why and ask again
        (staying is the default). True to go on to the next match."""
        problem = self.keeper.keep_now()
        if problem is None:
            return True
        if self.leave_unkept_answer is not None:
            answer = self.leave_unkept_answer
        else:
            box = QMessageBox(self)
            box.setObjectName("leaveUnkeptPrompt")
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(self.tr("The match cannot be kept"))
            box.setText(self.tr("This match could not be kept for later: %1").replace("%1", problem))
            box.setInformativeText(self.tr("Keep playing it, or leave it for good: then it is gone."))
            gone = box.addButton(self.tr("&Leave it for good"), QMessageBox.ButtonRole.DestructiveRole)
            stay = box.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(stay)
            box.setEscapeButton(stay)
            box.exec()
            answer = box.clickedButton() is gone
        if answer:
            self.keeper.let_previous_go()
        return answer

    def ask_resume(self, saved: SavedMatch, moves: int) -> bool | None:
        """Resume (True) or Discard (False)? None: decide later (Later, Escape, the close button),
        the autosave stays. (``resume_answer`` answers for tests.)"""
        if self.resume_answer is not None:
            return self.resume_answer
        box = QMessageBox(self)
        box.setObjectName("resumePrompt")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unfinished match"))
        names = ", ".join(s.name for s in saved.seats)
        # Written as the match history writes dates: the language's own short form.
        when = QLocale().toString(
            QDateTime.fromSecsSinceEpoch(int(saved.updated.timestamp())).toLocalTime(),
            QLocale.FormatType.ShortFormat,
        )
        box.setText(
            self.tr("Your last match was not finished: %1 with %2, %n move(s), last played %3.", "", moves)
            .replace("%1", GAMES[saved.game_id].title)
            .replace("%2", names)
            .replace("%3", when)
        )
        box.setInformativeText(
            self.tr("Resume it where you left off, discard it, or decide later (it is kept until then)?")
        )
        resume = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(self.tr("&Discard"), QMessageBox.ButtonRole.DestructiveRole)
        # Like every dialog it closes with Escape, Alt+F4 and its close button: decide later.
        later = box.addButton(self.tr("&Later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.setEscapeButton(later)
        self.resume_box = box
        box.exec()
        clicked = box.clickedButton()
        if clicked is resume:
            return True
        return False if clicked is discard else None

    @Slot()
    def show_piles(self) -> None:
        """Read through the table's piles card by card (Straight Up: the market discard, the removed
        cards and your own deck), as the table shows them now."""
        from .dialogs.piles import open_piles

        open_piles(self)

    @Slot()
    def history_dialog(self) -> None:
        """The last finished matches; Open lays one on the table as it ended."""
        from .dialogs.history import MatchHistoryDialog

        if self.paths is None:
            return
        dialog = MatchHistoryDialog(self.paths, self, read_only=not self.persist)
        if dialog.notice is not None:
            self.notify(dialog.notice)
        dialog.opened.connect(self.open_finished)
        dialog.replayed.connect(self.replay_finished)
        dialog.exec()

    def open_finished(self, entry: FinishedMatch) -> bool:
        """Lay a finished match from the history on the table as it ended (its summary comes up)."""
        saved = entry.match
        replayed = Replayed()
        try:
            saved.record().replay(GAMES[saved.game_id], observe=replayed.heard)
        except Exception as exc:  # a history entry that no longer replays: said, never a crash
            self.notify(
                Message.make(
                    "ui.notice.history_replay",
                    "This match could not be replayed: {reason}",
                    reason=str(exc).splitlines()[0] if str(exc) else type(exc).__name__,
                )
            )
            return False
        if not self.confirm_leave():
            return False
        self.resume(saved, replayed)
        return True

    def replay_finished(self, entry: FinishedMatch) -> bool:
        """Lay a finished match from the history on the table and replay it from its first deal."""
        return self.open_finished(entry) and self.review.start(face_up=True)

    @Slot()
    def statistics_dialog(self) -> None:
        """Played, won and streaks per game and player; resettable."""
        from .dialogs.statistics import StatisticsDialog

        if self.paths is None:
            return
        dialog = StatisticsDialog(
            self.paths, self.setup_.game.id if self.setup_ else None, self, read_only=not self.persist
        )
        if dialog.notice is not None:
            self.notify(dialog.notice)
        dialog.exec()

    def _stop_match(self) -> None:
        if self._review is not None:
            self._review.close()
        self.hints.turn_over()
        self.autoplay.cancel()
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
            self.controller = None
        self.hints.refresh()
        self.scene.stop()
        self.input.end()
        self.handover.hide()
        self.summary.dismiss()

    @Slot()
    def restart(self) -> None:
        """Start the same deal again, with the same seats."""
        if self.setup_ is None or self.controller is None:
            self.statusBar().showMessage(self.tr("There is no deal on the table to restart."), 5000)
            return
        if self.confirm_leave():
            self.start_match(self.setup_)

    @Slot()
    def play_again(self) -> None:
        """The same seats, a new deal."""
        if self.setup_ is not None:
            self.start_match(self.setup_.again())

    @Slot()
    def new_game_dialog(self, current: MatchSetup | None = None) -> None:
        """Ask for game, seats and options, then start (a running match is left only if the
        player agrees)."""
        from .dialogs.newgame import NewGameDialog

        current = (
            current or self.setup_ or MatchSetup.from_settings(self.settings.last_setup) or default_setup()
        )
        dialog = NewGameDialog(current, self)
        dialog.rulesRequested.connect(lambda game_id: self.show_rules_for(game_id, over=dialog))
        setup = dialog.result_setup() if dialog.exec() else None
        self._take_rules_back(dialog)
        dialog.deleteLater()
        if setup is not None and self.confirm_leave():
            self.start_match(setup)

    def _ui(self) -> Any:
        assert self.setup_ is not None
        return game_ui(self.setup_.game.id)

    # ------------------------------------------------------------------ controller signals

    @Slot(object, object)
    def _on_batch(self, events: list[Event], view: TableView[Any] | None) -> None:
        self.input.end()
        self.autoplay.cancel()
        self._sound_of(events)
        self.hints.turn_over()
        self.hints.refresh()
        if events and self._status[0] in ("bot", "human"):
            # The move is made: nobody is thinking while it is shown.
            self._status = ("idle", None)
            self._show_status()
            if self.scene.view_ is not None:
                self.scene.update_texts(self.scene.view_)
        self.scene.play(events, view)

    def _sound_of(self, events: list[Event]) -> None:
        """The sound of a batch: a shuffle, a trick taken, or a card laid down (one at a time)."""
        sound = None
        for e in events:
            if isinstance(e, Shuffled):
                sound = "shuffle"
                break
            if isinstance(e, CardsMoved):
                if trick_taken(e):
                    sound = "trick"
                elif sound is None and e.src[0] == "hand" and e.dst[0] in _LAID_ON:
                    sound = "card"
        if sound is not None:
            self.sounds.play(sound)

    def set_sound(self, on: bool) -> None:
        """Sound on or off (View > Sound, key M), remembered. On at volume 0 would still be silent:
        the volume comes back to its default."""
        self.settings.sound_on = on
        self.sounds.enabled = on
        if on and self.settings.sound_volume == 0:
            self.settings.sound_volume = self.sounds.volume = Settings().sound_volume
        self.view_menu.sync()
        self.statusBar().showMessage(self.tr("Sound on") if on else self.tr("Sound off"), 3000)
        self._save_settings()

    @Slot()
    def _on_scene_idle(self) -> None:
        controller = self.controller
        if controller is None:
            return
        if not self.reviewing:  # the side panel speaks of the earlier table meanwhile
            self._refresh_side()
        controller.presented()

    @Slot(int)
    def _on_human_turn(self, seat: int) -> None:
        controller = self.controller
        assert controller is not None
        view = controller.view()
        self._status = ("human", seat)
        # A notice of an earlier moment (a hint asked for, say) gives the line back to what the
        # person may do now, once it has been read; it stays in the log.
        if self.statusBar().currentMessage() and time.monotonic() - self._notice_at >= NOTICE_READ_S:
            self.statusBar().clearMessage()
        self.scene.update_texts(view, self._badges())
        legal = controller.legal_actions()
        if not controller.actors or controller.actors[-1] != seat:
            self.sounds.play("turn")  # the turn comes to this person from someone else
        self.autoplay.turn(legal)
        self.input.begin(self._ui(), seat, legal, view, controller.why_unusable)
        self.hints.refresh()
        self._show_status()
        self.canvas.setFocus()

    @Slot(int)
    def _on_bot_thinking(self, seat: int) -> None:
        self._status = ("bot", seat)
        if self.scene.view_ is not None:
            self.scene.update_texts(self.scene.view_, self._badges())
        self._update_action_bar()
        self._show_status()

    @Slot(int)
    def _on_handover(self, seat: int) -> None:
        assert self.controller is not None
        self._status = ("handover", seat)
        names = self.controller.names()
        view = self.controller.state.view(seat)
        ui = self._ui()
        self.handover.ask(names[seat], lambda: ui.handover_note(view, names))
        self._show_status()

    @Slot()
    def _handover_confirmed(self) -> None:
        if self.controller is not None:
            self.controller.confirm_handover()

    @Slot(object)
    def _on_round_summary(self, summary: RoundSummary) -> None:
        controller = self.controller
        assert controller is not None
        self.scene.reveal(controller.upcoming())
        # The plates behind the summary show the table after the round, never the old one: as the
        # round's end left it, where the game can stop there, else as the next round stands.
        ended = None if summary.is_final else controller.round_end_view()
        self.scene.round_ended(ended if ended is not None else controller.view())
        self._status = ("over" if summary.is_final else "summary", summary)
        self._refresh_side()
        if summary.is_final and any(w in controller.humans for w in summary.winners or ()):
            self.sounds.play("win")
        auto = self.auto_continue_ms if not controller.humans else None
        self.summary.present(summary, controller.names(), auto, self._ui(), controller.state.view(None))
        if self.reviewing:
            # The summary came while the earlier table is shown (a finished match laid out for its
            # replay): it waits under the replay and comes back when the replay is closed.
            self.review.cover_summary()
        self._show_status()

    @Slot()
    def _next_round(self) -> None:
        if self.controller is not None:
            self.controller.continue_match()

    @Slot()
    def _on_halted(self) -> None:
        self._status = ("idle", None)
        self._show_status()
        self._update_action_bar()

    @Slot(object)
    def _on_notice(self, message: Message) -> None:
        self.notify(message)

    def refresh_side(self) -> None:
        """The side panel's scores and history for the live table."""
        self._refresh_side()

    def save_settings(self) -> None:
        """Write the settings (when this window keeps any)."""
        self._save_settings()

    def refresh_status(self) -> None:
        """The status line for what is shown now."""
        self._show_status()

    def _refresh_side(self) -> None:
        """The side panel's scores as the table stands: with a summary up, its totals and no one to
        act; else the shown view's scores and the seat to act. Called after every batch, at a
        summary and at a language switch, so a switch re-renders the same facts."""
        view = self.scene.view_
        if view is None or self.setup_ is None:
            return
        ui = self._ui()
        kind, arg = self._status
        if kind in ("summary", "over") and isinstance(arg, RoundSummary):
            self.side.set_scores(ui.summary_scores(arg, view), None, ui.round_label(view))
        else:
            self.side.set_scores(ui.scores(view), view.current_player, ui.round_label(view))
        self._refresh_history()

    def _refresh_history(self) -> None:
        """The History tab: a line per finished round and the chart of the scores."""
        controller = self.controller
        if controller is None or self.setup_ is None:
            return
        ui = self._ui()
        names = controller.names()
        rounds, ends = controller.rounds, controller.round_ends
        lines = [
            ui.history_line(i + 1, points, ends[i] if i < len(ends) else None, names)
            for i, points in enumerate(rounds)
        ]
        series, lower_better = ui.history_series(rounds)
        rows = ui.score_rows(len(names))
        labels = [ui.side_name(r, names) for r in rows] if len(series) == len(rows) else names
        unit = self.setup_.game.unit
        self.side.history.show_rounds(lines, labels, series, lower_better, ui.has_rounds, unit)

    def _human_act(self, action: Action) -> Message | None:
        if self.controller is None:
            return None
        return self.controller.human_act(action)

    # ------------------------------------------------------------------ words

    def _badges(self) -> dict[int, str]:
        kind, seat = self._status
        if kind == "bot":
            return {seat: self.tr("thinking…")}
        if kind == "human":
            return {seat: self.tr("your turn")}
        return {}

    def _show_status(self) -> None:
        # One line: cut with "…" when the window is narrow; the whole text stays in the tooltip.
        self.status_label.set_whole_text(self.status_text())

    def status_text(self) -> str:
        """The status line: whose turn it is and what they can do now."""
        controller = self.controller
        if controller is None:
            return self.tr("Choose Game > New game to start.")
        if self.reviewing:
            return self.review.status_text()
        kind, arg = self._status
        names = controller.names()
        if kind == "human" and self.autoplay.pending is not None:
            move = self.hints.describe(self.autoplay.pending)
            return (
                self.tr("%1 has only one move: %2. It is played for you.")
                .replace("%1", names[arg])
                .replace("%2", move)
            )
        if kind == "human":
            view = controller.view()
            prompt = message_text(view.prompt) if view.prompt is not None else ""
            return self.tr("%1, your turn: %2").replace("%1", names[arg]).replace("%2", prompt)
        if kind == "bot":
            return self.tr("%1 (bot) is thinking…").replace("%1", names[arg])
        if kind == "handover":
            return self.tr("Waiting for %1 to take the computer.").replace("%1", names[arg])
        if kind == "summary":
            return str(self._ui().summary_title(arg, names))
        if kind == "over":
            return self.tr("The match is over: %1").replace("%1", self._ui().summary_title(arg, names))
        if kind == "dealing":
            return self.tr("Dealing the cards…")
        return ""

    def _update_action_bar(self) -> None:
        ui = self._ui() if self.setup_ is not None else None
        if ui is None or not self.input.active:
            # Between a person's turns the bar repeats the last move, in words.
            self.action_bar.clear(self.side.last_action_text())
            return
        kinds = self.input.kinds()
        # The labels follow the rules in play (Stand/Beg) and name what they act on ("Strike Ben's Q").
        view, chooser = self.input.view, self.input.chooser
        names = self.controller.names() if self.controller is not None else []
        self.action_bar.show_choices(
            kinds,
            list(self.input.ready()),
            {k: ui.button_label(k, view, chooser, names) for k in kinds},
            {k: ui.button_tip(k, view) for k in kinds},
            self.tr("Your only legal move is played for you in a moment.")
            if self.autoplay.pending is not None
            else self.input.hint(),
        )

    # ------------------------------------------------------------------ settings and dialogs

    def set_speed(self, speed: str) -> None:
        """Change the animation speed (and remember it)."""
        self.settings.animation_speed = speed  # type: ignore[assignment]
        self.scene.set_speed(speed)
        if self._review is not None and self._review.scene is not None:
            self._review.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        if self.controller is not None:
            self.controller.round_end_ms = self._round_end_ms()
        self._save_settings()

    def _round_end_ms(self) -> int:
        """How long a round's last move stays in view before its summary: the speed's pause, and
        never less than the bots' pace (nothing at speed "off" with no pace: the demo, the tests)."""
        return max(SPEEDS[self.settings.animation_speed].round_end, self.settings.bot_delay_ms)

    def set_bot_delay(self, ms: int) -> None:
        """How long bots wait before they move (and remember it)."""
        self.settings.bot_delay_ms = ms
        if self.controller is not None:
            self.controller.bot_delay_ms = ms
            self.controller.round_end_ms = self._round_end_ms()
        self.view_menu.sync()
        self._save_settings()

    def apply_look(self) -> None:
        """Show the table colour and card backs the settings name (and remember them)."""
        self.scene.set_look(self.settings.table_colour, self.settings.card_back)
        if self._review is not None and self._review.scene is not None:
            self._review.scene.set_look(self.settings.table_colour, self.settings.card_back)
        self.view_menu.sync()
        self._save_settings()

    def set_language(self, code: str) -> None:
        """Switch the interface language now; every open widget follows."""
        if self.translations is not None:
            self.translations.set_language(code)
        self.settings.language = code  # type: ignore[assignment]
        for c, act in self.language_actions.items():
            act.setChecked(c == code)
        self._save_settings()

    @Slot()
    def settings_dialog(self) -> None:
        """Edit animation speed and bot pace."""
        from .dialogs.settings import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            speed, delay = dialog.values()
            self.set_bot_delay(delay)
            self.settings.hotseat_undo = dialog.hotseat_undo.isChecked()
            self.settings.hotseat_hints = dialog.hotseat_hints.isChecked()
            self.settings.auto_play_forced = dialog.auto_play.isChecked()
            self.settings.ask_before_practice = dialog.ask_practice.isChecked()
            before = self.settings.sound_volume
            self.settings.sound_volume = dialog.volume.value()
            self.sounds.volume = self.settings.sound_volume
            # View > Sound says what is heard: silent at volume 0, on again when it is raised from 0.
            if self.settings.sound_volume == 0 and self.settings.sound_on:
                self.set_sound(False)
            elif before == 0 and self.settings.sound_volume > 0 and not self.settings.sound_on:
                self.set_sound(True)
            self.hints.refresh()
            self.set_speed(speed)

    @Slot()
    def show_rules(self) -> None:
        """The rules of the game being played (or of FTW?! before any match)."""
        self.show_rules_for(self.setup_.game.id if self.setup_ is not None else "ftw")

    @Slot(str)
    def show_rules_for(self, game_id: str, over: QWidget | None = None) -> None:
        """The rules viewer for a game (one viewer: asking again brings it to the front).

        ``over``: a modal dialog the rules are asked from (New game…). The viewer then belongs to
        it while it is open, so the dialog does not block it (a modal dialog blocks every window
        but its own), and it lies over the dialog; :meth:`_take_rules_back` gives it back after.
        """
        from .dialogs.rules import RulesDialog

        owner = over or self
        dialog = self._rules
        if dialog is None or dialog.game_id != game_id:
            if dialog is not None:
                dialog.close()
            interface = self.translations.language if self.translations else "en"
            language = self.settings.rules_language or interface
            dialog = RulesDialog(game_id, language, owner)
            dialog.languageChanged.connect(self._remember_rules_language)
            self._rules = dialog
        elif dialog.parentWidget() is not owner:
            _give_window(dialog, owner)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def _take_rules_back(self, owner: QWidget) -> None:
        """The rules viewer, if ``owner`` (a dialog closing) has it, stays open over this window."""
        dialog = self._rules
        if dialog is not None and dialog.parentWidget() is owner:
            _give_window(dialog, self)

    def _remember_rules_language(self, code: str) -> None:
        self.settings.rules_language = code  # type: ignore[assignment]
        self._save_settings()

    @Slot()
    def show_about(self) -> None:
        """Version, credits of every game, and where the rules texts come from."""
        from .. import __version__
        from .i18n import engine_text

        credits = "".join(f"<li>{engine_text(g.credits)}</li>" for g in GAMES.values())
        # The box fitted to the screen as soon as it shows (its text scrolls where it must).
        QTimer.singleShot(0, self, look_at_windows)
        QMessageBox.about(
            self,
            self.tr("About Card Table"),
            self.tr(
                "<h3>Card Table %1</h3><p>Card games on one animated table, against bots or friends.</p>"
            ).replace("%1", __version__)
            + f"<ul>{credits}</ul>"
            + self.tr("<p>The rules texts in this app are written in our own words.</p>"),
        )

    def _save_settings(self) -> None:
        if not self.persist or self.paths is None:
            return
        try:
            save_settings(self.settings, self.paths)
        except OSError as exc:
            self.statusBar().showMessage(
                self.tr("Settings could not be saved: %1").replace("%1", str(exc)), 8000
            )

    # ------------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the match at once (a thinking bot is abandoned) and remember the window. If the
        match's last moves cannot be saved (a full disk), the player is asked first; a signal
        closes anyway and says so on stderr."""
        self.keeper.flush()
        problem = self.keeper.unsaved()
        if problem is not None and not self._close_unsaved(problem):
            event.ignore()
            return
        self.closing = True
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self._save_settings()
        self._stop_match()
        self.sounds.close()
        super().closeEvent(event)
        if event.isAccepted():
            if self.profile_lock is not None:
                self.profile_lock.release()
                self.profile_lock = None
            self.closed.emit()

    def _close_unsaved(self, problem: str) -> bool:
        """The match's last moves could not be saved: close anyway? (A signal: yes, said on stderr.)"""
        if self.signalled:
            sys.stderr.write(
                f"cardgames: the match's last moves could not be saved ({problem}) and are lost\n"
            )
            return True
        if self.close_unsaved_answer is not None:
            return self.close_unsaved_answer
        box = QMessageBox(self)
        box.setObjectName("closeUnsavedPrompt")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("The match is not saved"))
        box.setText(self.tr("The last moves of this match could not be saved: %1").replace("%1", problem))
        box.setInformativeText(
            self.tr(
                "If you close now, they are lost. Leave the window open and free some space: "
                "the match is saved by itself as soon as it can be."
            )
        )
        close = box.addButton(self.tr("&Close anyway"), QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(self.tr("&Keep the window open"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        return box.clickedButton() is close

    def show_save_problem(self, message: Message | None) -> None:
        """Keep what cannot be saved in sight in the status bar until it is taken back (None)."""
        self.save_problem.show_message(message)

    def notify(self, message: Message) -> None:
        """A one-line notice for the player: in the status bar for a while (until the person's next
        turn, once read), and in the game log."""
        self.statusBar().showMessage(message_text(message), 20000)
        self._notice_at = time.monotonic()
        entry = LogEntry(None, message, "notice")
        if self.controller is not None:
            self.side.add_entries([entry])
        else:
            self._notices.append(entry)


def _give_window(window: QWidget, owner: QWidget) -> None:
    """Make ``window`` (a top-level window: the rules viewer) ``owner``'s, where it is and as shown."""
    shown, place = window.isVisible(), window.geometry()
    window.setParent(owner, window.windowFlags())  # this hides it
    window.setGeometry(place)
    if shown:
        window.show()


def _with_suffix(path: Path) -> Path:
    """``path`` with the ``.cardtable`` ending added when it lacks it."""
    return path if path.suffix == SAVE_SUFFIX else path.with_name(path.name + SAVE_SUFFIX)


def _is_match_file(text: str) -> bool:
    """True for an existing regular file (a link to one counts) whose name ends in ``.cardtable``."""
    if not text.endswith(SAVE_SUFFIX):
        return False
    try:
        return stat.S_ISREG(os.stat(text).st_mode)
    except (OSError, ValueError):
        return False


class ReplayProgress:
    """A progress dialog while a long match is played again (opened, resumed or taken back).

    Opening and resuming replay a save once (it checks every move and sets the table), undo replays
    the moves that stay: one replay each, so one part. Work of several replays would give each one
    of ``parts``; :meth:`part` gives the callback for one. Nothing shows for fewer than
    ``SHOWN_FROM`` moves; from there a modal dialog appears once the work has taken ``DELAY_MS``,
    and keeps the window painting. Used as a context manager.
    """

    SHOWN_FROM = 3000
    DELAY_MS = 300

    def __init__(self, parent: QWidget, parts: int = 1) -> None:
        self._parent = parent
        self._parts = parts
        self._dialog: QProgressDialog | None = None

    def __enter__(self) -> ReplayProgress:
        return self

    def part(self, index: int) -> Callable[[int, int], None]:
        """The ``progress(done, total)`` callback of part ``index`` (0-based)."""
        return lambda done, total: self._report(index, done, total)

    def _report(self, index: int, done: int, total: int) -> None:
        dialog = self._dialog
        if dialog is None:
            if total < self.SHOWN_FROM:
                return
            dialog = QProgressDialog(self._parent)
            dialog.setObjectName("replayProgress")
            dialog.setWindowTitle(self._parent.windowTitle())
            dialog.setLabelText(
                QCoreApplication.translate("ReplayProgress", "Setting up the match: %n move(s)…", "", total)
            )
            dialog.setCancelButton(None)
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.setMinimumDuration(self.DELAY_MS)
            dialog.setRange(0, total * self._parts)
            # Centred over the part of the window that is on the screen, and all on it.
            keep_on_screen(dialog)
            self._dialog = dialog
        dialog.setValue(min(index * total + done, dialog.maximum()))

    def __exit__(self, *exc: object) -> None:
        if self._dialog is not None:
            self._dialog.close()
            self._dialog.deleteLater()
            self._dialog = None
