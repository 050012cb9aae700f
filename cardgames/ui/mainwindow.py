"""The main window: the shell that lays out the table with its action bar, the side panel and the
status line, and makes the window's parts (``cardgames.ui.window``):

- ``menus``: the menu bar, its texts, and the dialogs it opens;
- ``files``: save as, open, the recent games, finished matches laid on the table;
- ``lifecycle``: starting, resuming, taking back and leaving matches;
- ``presenter``: the controller's signals shown on the table, the side panel and in sound;
- ``status``: the status line, read from the match's phase.

Features (look back, the coach, auto-play, the View menu) see the window as a
:class:`~cardgames.ui.window.host.WindowHost`. The shell keeps the settings' setters, closing, and
the questions' answers for tests.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSize, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QSplitter, QStackedWidget, QVBoxLayout, QWidget

from ..engine import Action, AnyBot, Game, Message
from ..session.records import LogEntry, Replayed
from ..store import LoadedMatch, Settings, save_settings
from ..store.paths import Paths
from .autoplay import AutoPlay
from .botworker import table_bot
from .coach import Hints
from .controller import GameController
from .games import GameUI, game_ui
from .i18n import Translations
from .input import HumanInput
from .instance import ProfileLock
from .keeper import MatchKeeper, SaveProblemLabel
from .overlays import HandoverOverlay, SummaryOverlay
from .panels import ActionBar, SidePanel, StatusLine
from .scene.canvas import TableCanvas
from .scene.speed import SPEEDS
from .scene.table import TableScene
from .screen import fit_window, watch_windows
from .setup import MatchSetup
from .sound import Sounds
from .window.files import Files
from .window.lifecycle import Lifecycle
from .window.menus import Menus
from .window.presenter import Presenter
from .window.prompts import Prompts
from .window.status import MatchStatus

if TYPE_CHECKING:
    from ..store import FinishedMatch
    from .online.controller import RemoteController
    from .online.play import OnlinePlay
    from .review import Review

__all__ = ["MainWindow"]


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
        #: Another running app holds this profile: nothing is written, the autosave is not touched.
        self.read_only = read_only
        self.persist = persist and paths is not None and not read_only
        #: The profile's lock (see ``cardgames.ui.instance``), given back when the window closes.
        self.profile_lock: ProfileLock | None = None
        self.controller: GameController | RemoteController | None = None
        # Game > Play online… (made when first used, see ``online_play``).
        self.online_made: OnlinePlay | None = None
        self.setup_: MatchSetup | None = None
        #: Milliseconds before a round summary goes on by itself when no person plays.
        self.auto_continue_ms: int | None = 2500
        #: Makes the bot of a level for a game (tests put slow or failing bots here).
        self.bot_factory: Callable[[Game, str], AnyBot] = table_bot
        #: No settings file was there at start: ``begin`` welcomes the player instead of dealing.
        self.first_start = False
        #: What the start read from the autosave (``begin``): the command line tells its damage.
        self.autosave_load: LoadedMatch | None = None
        #: A signal (Ctrl+C, SIGTERM) closes the window: nobody is asked (``ui.signals``).
        self.signalled = False
        #: The window is closing (or closed): a question it asked meanwhile was not answered.
        self.closing = False

        self.scene = TableScene(self)
        self.scene.set_speed(settings.animation_speed)
        self.scene.set_look(settings.table_colour, settings.card_back)
        self.canvas = TableCanvas(self.scene)
        self.status = MatchStatus(self)
        self.presenter = Presenter(self)
        self.input = HumanInput(self.scene, self.presenter.human_act)
        self.canvas.on_key = self.input.key
        self.action_bar = ActionBar()
        self.side = SidePanel()
        self._lay_out()
        #: The questions the window asks a person (tests answer them instead).
        self.prompts = Prompts(self)
        self.files = Files(self)
        self.lifecycle = Lifecycle(self)
        self.menus = menus = Menus(self)
        # The menus and their actions, under the window's names (tests and the snapshot use them).
        self.game_menu, self.recent_menu, self.view_menu = menus.game_menu, menus.recent_menu, menus.view_menu
        self.speed_actions, self.language_actions = menus.view_menu.speed, menus.language_actions
        self.act_new, self.act_restart, self.act_undo = menus.act_new, menus.act_restart, menus.act_undo
        self.act_hint, self.act_open, self.act_save = menus.act_hint, menus.act_open, menus.act_save
        self.act_stats, self.act_history, self.act_settings = (
            menus.act_stats,
            menus.act_history,
            menus.act_settings,
        )
        self.act_rules, self.act_about = menus.act_rules, menus.act_about
        self.scene.idle.connect(self.presenter.on_scene_idle)
        self.input.changed.connect(self.presenter.update_action_bar)
        self.action_bar.confirmed.connect(self.input.confirm)
        self.handover.confirmed.connect(self.presenter.handover_confirmed)
        self.summary.next_round.connect(self.presenter.next_round)
        self.summary.play_again.connect(self.lifecycle.play_again)
        self.summary.new_game.connect(lambda: self.lifecycle.new_game_dialog())
        self.keeper = MatchKeeper(self, parent=self)
        #: Hint: the coach's view of the person's turn (menu, the action bar's button, key H).
        self.hints = Hints(self)
        self.hints.offered.connect(self.act_hint.setEnabled)
        #: Forced moves played for the person after a short pause (Preferences can turn it off).
        self.autoplay = AutoPlay(self)
        # Look back at earlier moves, and the replay of a finished match (Game menu, Ctrl+B): made
        # when first used (``review``), so its module costs the start nothing.
        self.review_made: Review | None = None
        self.summary.look_back.connect(self._look_back)
        #: The table's sounds (View > Sound, key M; the volume in Preferences).
        self.sounds = Sounds(settings.sound_volume, settings.sound_on)
        self.act_hint.triggered.connect(self.hints.ask)
        self.action_bar.hint_button.clicked.connect(self.hints.ask)
        self.act_hint.changed.connect(
            lambda: self.action_bar.show_hint_button(self.act_hint.isEnabled(), self.act_hint.toolTip())
        )
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
        self.splitter.setSizes([self.width() - side, side])
        # Message boxes, progress and file dialogs that Qt shows by itself: on their screen too.
        watch_windows(self)

    def _lay_out(self) -> None:
        """The table (live, or the review's earlier one) with its action bar, beside the side
        panel; the overlays over the table; the status line."""
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

    # ------------------------------------------------------------------ what features ask (WindowHost)

    @property
    def review(self) -> Review:
        """Look back and replay (made on first use)."""
        if self.review_made is None:
            from .review import Review

            self.review_made = Review(self)
        return self.review_made

    @property
    def online_play(self) -> OnlinePlay:
        """Play online: join or host a table (made on first use)."""
        if self.online_made is None:
            from .online.play import OnlinePlay

            self.online_made = OnlinePlay(self)
        return self.online_made

    @Slot()
    def _look_back(self) -> None:
        """The summary's Look back: the look back here; online, the match's replay from its record
        (the moves are the server's until the match is over)."""
        if self.controller is not None and self.controller.online and self.online_made is not None:
            self.online_made.replay_last()
        else:
            self.review.start()

    @property
    def reviewing(self) -> bool:
        """True while the earlier table is shown (asks without making the review)."""
        return self.review_made is not None and self.review_made.active

    def game_ui(self) -> GameUI:
        """The running game's table description."""
        assert self.setup_ is not None
        return game_ui(self.setup_.game.id)

    def widget(self) -> QMainWindow:
        """This window, as Qt's widget."""
        return self

    def say(self, text: str, ms: int = 5000) -> None:
        """A short line on the status bar, gone after ``ms``."""
        self.statusBar().showMessage(text, ms)

    def notify(self, message: Message) -> None:
        """A one-line notice for the player: in the status bar for a while (until the person's next
        turn, once read), and in the game log."""
        self.presenter.notify(message)

    def show_save_problem(self, message: Message | None) -> None:
        """Keep what cannot be saved in sight in the status bar until it is taken back (None)."""
        self.save_problem.show_message(message)

    def pause_turn(self) -> None:
        """The live table is covered: no forced move, no hint."""
        self.autoplay.cancel()
        self.hints.turn_over()
        self.hints.refresh()

    def resume_turn(self) -> None:
        """The live table is back: a person's forced move is played, the hint offered again."""
        controller = self.controller
        if controller is not None and controller.phase == "human" and not controller.held:
            self.autoplay.turn(controller.legal_actions())
            self.canvas.setFocus(Qt.FocusReason.OtherFocusReason)
        self.hints.refresh()

    def refresh_side(self) -> None:
        """The side panel's scores and history for the live table."""
        self.presenter.refresh_side()

    def refresh_status(self) -> None:
        """The status line for what is shown now."""
        self.status.show()

    def status_text(self) -> str:
        """The status line: whose turn it is and what they can do now."""
        return self.status.text()

    # ------------------------------------------------------------------ language

    def retranslate(self) -> None:
        """Every text of the window in the current language."""
        self.menus.retranslate()
        if self.controller is not None:
            self.scene.set_names(self.controller.names())
            view = self.scene.view_
            if view is not None:
                self.scene.update_texts(view, self.status.badges())
            self.presenter.refresh_side()
            if self.input.active:
                self.input.refresh()  # the reasons beside blocked cards, in the new language
        self.presenter.update_action_bar()
        self.status.show()

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes; the View menu follows full screen."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.view_menu.sync()
        super().changeEvent(event)

    def set_language(self, code: str) -> None:
        """Switch the interface language now; every open widget follows."""
        if self.translations is not None:
            self.translations.set_language(code)
        self.settings.language = code  # type: ignore[assignment]
        self.menus.check_language(code)
        self.save_settings()

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
        notes: Sequence[LogEntry] = (),
    ) -> None:
        """Replace the running match by a new one (see :meth:`Lifecycle.start_match`)."""
        self.lifecycle.start_match(
            setup,
            history,
            practice,
            created,
            match_id,
            progress=progress,
            replayed=replayed,
            hints=hints,
            notes=notes,
        )

    def begin(self, resume_now: bool = False) -> bool:
        """At start: offer the unfinished match, welcome a first start, or deal the last setup."""
        return self.lifecycle.begin(resume_now)

    @Slot()
    def undo(self, waited: int = 0) -> None:
        """Take back the person's last move and the bot moves after it."""
        self.lifecycle.undo(waited)

    @Slot()
    def play_again(self) -> None:
        """The same seats, a new deal."""
        self.lifecycle.play_again()

    def new_game_dialog(self, current: MatchSetup | None = None) -> None:
        """Ask for game, seats and options, then start."""
        self.lifecycle.new_game_dialog(current)

    # ------------------------------------------------------------------ files and dialogs

    def recent_files(self) -> list[str]:
        """The recent games that can be opened now."""
        return self.files.recent_files()

    def save_to(self, path: Path, replace: bool = False) -> bool:
        """Save the running match to ``path``; False on failure."""
        return self.files.save_to(path, replace)

    def open_path(self, path: Path) -> bool:
        """Go on with the match saved in ``path``."""
        return self.files.open_path(path)

    def history_dialog(self) -> None:
        """The last finished matches."""
        self.files.history_dialog()

    def replay_finished(self, entry: FinishedMatch) -> bool:
        """Lay a finished match on the table and replay it from its first deal."""
        return self.files.replay_finished(entry)

    def statistics_dialog(self) -> None:
        """Played, won and streaks per game and player."""
        self.menus.statistics_dialog()

    def settings_dialog(self) -> None:
        """The preferences."""
        self.menus.settings_dialog()

    def show_rules_for(self, game_id: str, over: QWidget | None = None) -> None:
        """The rules viewer for a game."""
        self.menus.show_rules_for(game_id, over)

    def show_about(self) -> None:
        """Version and credits."""
        self.menus.show_about()

    # ------------------------------------------------------------------ settings

    def set_speed(self, speed: str) -> None:
        """Change the animation speed (and remember it)."""
        self.settings.animation_speed = speed  # type: ignore[assignment]
        self.scene.set_speed(speed)
        if self.review_made is not None and self.review_made.scene is not None:
            self.review_made.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        if self.controller is not None:
            self.controller.round_end_ms = self.round_end_ms()
        self.save_settings()

    def round_end_ms(self) -> int:
        """How long a round's last move stays in view before its summary: the speed's pause, and
        never less than the bots' pace (nothing at speed "off" with no pace: the demo, the tests)."""
        return max(SPEEDS[self.settings.animation_speed].round_end, self.settings.bot_delay_ms)

    def set_bot_delay(self, ms: int) -> None:
        """How long bots wait before they move (and remember it)."""
        self.settings.bot_delay_ms = ms
        if self.controller is not None:
            self.controller.bot_delay_ms = ms
            self.controller.round_end_ms = self.round_end_ms()
        self.view_menu.sync()
        self.save_settings()

    def apply_look(self) -> None:
        """Show the table colour and card backs the settings name (and remember them)."""
        self.scene.set_look(self.settings.table_colour, self.settings.card_back)
        if self.review_made is not None and self.review_made.scene is not None:
            self.review_made.scene.set_look(self.settings.table_colour, self.settings.card_back)
        self.view_menu.sync()
        self.save_settings()

    def set_sound(self, on: bool) -> None:
        """Sound on or off (View > Sound, key M), remembered. On at volume 0 would still be silent:
        the volume comes back to its default."""
        self.settings.sound_on = on
        self.sounds.enabled = on
        if on and self.settings.sound_volume == 0:
            self.settings.sound_volume = self.sounds.volume = Settings().sound_volume
        self.view_menu.sync()
        self.say(
            QCoreApplication.translate("MainWindow", "Sound on")
            if on
            else QCoreApplication.translate("MainWindow", "Sound off"),
            3000,
        )
        self.save_settings()

    def save_settings(self) -> None:
        """Write the settings (when this window keeps any)."""
        if not self.persist or self.paths is None:
            return
        try:
            save_settings(self.settings, self.paths)
        except OSError as exc:
            self.say(
                QCoreApplication.translate("MainWindow", "Settings could not be saved: %1").replace(
                    "%1", str(exc)
                ),
                8000,
            )

    # ------------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the match at once (a thinking bot is abandoned) and remember the window. If the
        match's last moves cannot be saved (a full disk), the player is asked first; a signal
        closes anyway and says so on stderr."""
        if (
            not self.signalled
            and self.online_made is not None
            and self.online_made.hosting_others()
            and not self.prompts.close_hosting()
        ):
            event.ignore()
            return
        self.keeper.flush()
        problem = self.keeper.unsaved()
        if problem is not None and not self._close_unsaved(problem):
            event.ignore()
            return
        self.closing = True
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self.save_settings()
        self.lifecycle.stop_match()
        if self.online_made is not None:
            self.online_made.shutdown()
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
        return self.prompts.close_unsaved(problem)
