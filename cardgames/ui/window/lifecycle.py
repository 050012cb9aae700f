"""A window's matches from start to end: start (and resume), undo, the first start's resume or
welcome, leaving a running match for another (new game, restart, open), and stopping one.

The questions these steps ask a person (resume? leave? take the move back?) are the window's
``prompts``. Every text keeps the translation context ``MainWindow``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer

from ...engine import Action, Message
from ...session.records import LogEntry, Replayed
from ...store import SavedMatch, discard_autosave
from ..controller import GameController
from ..games import game_ui
from ..keeper import replay_file, setup_of
from ..setup import MatchSetup, default_setup
from .files import ReplayProgress

if TYPE_CHECKING:
    from ..mainwindow import MainWindow
    from ..online.controller import RemoteController

__all__ = ["Lifecycle"]


class Lifecycle:
    """Starts, resumes, takes back and leaves the window's matches."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    # ------------------------------------------------------------------ starting

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
        """Replace the running match (if any) by a new one, or by one already played up to a point
        (the table is laid out as it stands, not dealt): ``history`` for a match taken back (replayed
        here), ``replayed`` for one opened or resumed (replayed once already, when its file was
        read and checked; see :func:`~cardgames.ui.keeper.replay_file`).

        ``practice``: undo was used, so the match stays out of the statistics. ``match_id``: the
        match's own id when it goes on (a new match gets a new one). ``progress``: where a long
        replay of ``history`` reports (by default a progress dialog of its own). ``hints``: the seats
        that asked the coach in this match so far. ``notes``: the notices of the match's log so far
        (a match taken back keeps those its remaining moves said).
        """
        window = self.window
        self.stop_match()
        if window.online_made is not None:
            window.online_made.cancel_pending()  # a table still being (re)joined: its seat stays kept
        window.setup_ = setup
        with ReplayProgress(window) as own_progress:
            controller = GameController(
                setup.game,
                setup.seats,
                setup.seed,
                setup.options,
                bot_delay_ms=window.settings.bot_delay_ms,
                make_bot_for=window.bot_factory,
                history=history,
                replayed=replayed,
                notes=notes,
                progress=progress or own_progress.part(0),
                parent=window,
            )
        window.controller = controller
        controller.round_end_ms = window.round_end_ms()
        window.presenter.attach(
            controller, game_ui(setup.game.id), shown=bool(history) or replayed is not None
        )
        last = setup.to_settings()
        if window.persist and last != window.settings.last_setup:
            # Only a new setup is written: the usual start deals the last one again, and its first
            # paint need not wait for the disk (the write ends with fsync).
            window.settings.last_setup = last
            window.save_settings()
        window.keeper.attach(controller, setup, practice, created, match_id, hints)
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

    def start_remote(self, controller: RemoteController) -> None:
        """Sit down at a table online (``controller`` is seated and has the table): the running
        match (if any) is replaced; a hosted table's server keeps running. Nothing is autosaved:
        the server keeps the match."""
        window = self.window
        self.stop_match(keep_server=True)
        window.setup_ = MatchSetup(controller.game, controller.seats, controller.options, seed=0)
        window.controller = controller
        controller.setParent(window)
        controller.round_end_ms = window.round_end_ms()
        window.keeper.detach()
        window.presenter.attach(controller, game_ui(controller.game.id), shown=False)
        controller.start()

    def stop_match(self, keep_server: bool = False) -> None:
        """Stop the running match at once (a thinking bot is abandoned) and clear the table. An
        online table is left for good (a bot plays the seat from now on) when another match takes
        its place; when the window closes, its seat stays the person's (kept to rejoin at the next
        start). The server of a hosted table ends, unless ``keep_server`` (another table of it
        follows)."""
        window = self.window
        if window.review_made is not None:
            window.review_made.close()
        window.hints.turn_over()
        window.autoplay.cancel()
        if window.controller is not None:
            controller = window.controller
            # Asked by the flag, so that the online modules are loaded only when a table online is
            # (they cost a start-up about 70 ms: pydantic's models, asyncio).
            online = controller.online
            if isinstance(controller, GameController):
                controller.shutdown()
            else:
                for_good = not window.closing
                controller.shutdown(leave=for_good)
                if for_good and window.online_made is not None:
                    window.online_made.forget_seat()
            controller.deleteLater()
            window.controller = None
            if window.online_made is not None:
                if online and not keep_server:
                    window.online_made.ended()
                if window.online_made.chat is not None:
                    window.online_made.chat.hide()
        window.hints.refresh()
        window.scene.stop()
        window.input.end()
        window.handover.hide()
        window.summary.dismiss()

    def restart(self) -> None:
        """Start the same deal again, with the same seats."""
        window = self.window
        if window.setup_ is None or window.controller is None:
            window.say(QCoreApplication.translate("MainWindow", "There is no deal on the table to restart."))
            return
        if window.controller.online:
            window.say(self._not_online())
            return
        if self.confirm_leave():
            self.start_match(window.setup_)

    def play_again(self) -> None:
        """The same seats, a new deal."""
        window = self.window
        if window.controller is not None and window.controller.online:
            window.say(self._not_online())
            return
        if window.setup_ is not None:
            self.start_match(window.setup_.again())

    def _not_online(self) -> str:
        return QCoreApplication.translate(
            "MainWindow", "An online table deals on its server: host a new table from Game > Play online…"
        )

    def new_game_dialog(self, current: MatchSetup | None = None) -> None:
        """Ask for game, seats and options, then start (a running match is left only if the
        player agrees)."""
        from ..dialogs.newgame import NewGameDialog

        window = self.window
        current = (
            current
            or window.setup_
            or MatchSetup.from_settings(window.settings.last_setup)
            or default_setup()
        )
        dialog = NewGameDialog(current, window)
        dialog.rulesRequested.connect(lambda game_id: window.menus.show_rules_for(game_id, over=dialog))
        setup = dialog.result_setup() if dialog.exec() else None
        window.menus.take_rules_back(dialog)
        dialog.deleteLater()
        if setup is not None and self.confirm_leave():
            self.start_match(setup)

    # ------------------------------------------------------------------ undo

    def undo(self, waited: int = 0) -> None:
        """Take back the person's last move and the bot moves after it (the match becomes practice).
        While the table still shows a move, it waits for it (``waited``: tenths of a second so far)."""
        window = self.window
        if window.reviewing:
            # Undo changes the match: only from the live table, never by surprise from a look back.
            window.say(
                QCoreApplication.translate(
                    "MainWindow", "Go back to the game first (Esc) to take a move back."
                )
            )
            return
        online: Any = window.controller
        if online is not None and online.online:
            # Online a move is taken back only when every person at the table agrees.
            if online.is_over or online.phase not in ("human", "bot", "presenting"):
                window.say(
                    QCoreApplication.translate("MainWindow", "There is no move of yours to take back now.")
                )
                return
            online.ask_undo()
            window.say(
                QCoreApplication.translate(
                    "MainWindow", "The table is asked to let you take your last move back…"
                )
            )
            return
        point = window.keeper.undo_point()
        controller, setup, saved = window.controller, window.setup_, window.keeper.saved
        if point is None and controller is not None and controller.phase == "presenting" and waited < 600:
            # The table is still showing a move (a trick being gathered): take it back once shown.
            # (The window as the timer's context: a window closed meanwhile cancels it.)
            QTimer.singleShot(100, window, lambda: self.undo(waited + 1))
            return
        if point is None or controller is None or setup is None or saved is None:
            window.say(
                QCoreApplication.translate("MainWindow", "There is no move of yours to take back now.")
            )
            return
        assert isinstance(controller, GameController)  # online undo is asked of the table (above)
        first = not saved.practice
        if first and not self.confirm_practice():
            return
        self.start_match(
            setup,
            controller.state.history[:point],
            True,
            saved.created,
            saved.match_id,
            hints=saved.hints,
            notes=[e for e in controller.log if e.kind == "notice"],
        )
        if first:
            window.notify(
                Message.make(
                    "ui.notice.practice",
                    "A move was taken back: this match is practice now and does not count in the statistics.",
                )
            )

    def confirm_practice(self) -> bool:
        """Take the move back, though the match then stops counting? Asked at a match's first undo
        (later ones take back at once), unless the player said not to ask again."""
        window = self.window
        if not window.settings.ask_before_practice or not window.persist:
            return True  # not asked, or nothing is counted in this window anyway
        taken, never = window.prompts.practice()
        if never:
            window.settings.ask_before_practice = False
            window.save_settings()
        return taken

    # ------------------------------------------------------------------ the first start

    def begin(self, resume_now: bool = False) -> bool:
        """At start: offer the unfinished match of the last session (Resume or Discard), or deal
        the last setup. ``resume_now``: resume without asking. True when a match was resumed."""
        window = self.window
        paths = window.paths
        if paths is not None and window.read_only:
            # The running app's match, to look at: read as a file of someone else's, never moved.
            with ReplayProgress(window) as progress:
                loaded, replayed = replay_file(paths.autosave_file, own=False, progress=progress.part(0))
            if loaded.match is not None and loaded.state is not None and not loaded.state.is_over:
                self.resume(loaded.match, replayed)
                return True
        if paths is not None and not window.read_only:
            with ReplayProgress(window) as progress:
                loaded, replayed = replay_file(paths.autosave_file, own=True, progress=progress.part(0))
            window.autosave_load = loaded
            if loaded.notice is not None:
                window.notify(loaded.notice)
            saved, state = loaded.match, loaded.state
            if saved is not None and state is not None and state.is_over:
                # Killed between the final move and counting it: count it now (once per match id).
                outcome = state.outcome
                assert outcome is not None
                window.keeper.add_to_history(saved, outcome)
                if saved.practice or window.keeper.count(saved, outcome):
                    with contextlib.suppress(OSError):
                        discard_autosave(paths)
            elif saved is not None and state is not None:
                answer = True if resume_now else window.prompts.resume(saved, len(state.history))
                if answer:
                    self.resume(saved, replayed)
                    return True
                if window.closing:
                    return False  # closed while it asked (Ctrl+C, SIGTERM): kept for the next start
                if answer is None:
                    self.offer_online()
                    # Decided later: the autosave stays, the table stays empty. A new game from
                    # the menu keeps the match in a file of its own (Game > Recent games).
                    window.notify(
                        Message.make(
                            "ui.resume_later",
                            "Your unfinished match is kept: it is offered again at the next start "
                            "(a new game keeps it in Game > Recent games).",
                        )
                    )
                    return False
                with contextlib.suppress(OSError):
                    discard_autosave(paths)
        if paths is not None and self.offer_online(resume_now):
            return True
        if window.first_start:
            window.first_start = False
            self.welcome()
            return False
        self.start_match(MatchSetup.from_settings(window.settings.last_setup) or default_setup())
        return False

    def offer_online(self, resume_now: bool = False) -> bool:
        """At start: the online seat of the last session (kept in ``online.json``), offered as the
        unfinished match is: Rejoin, Discard or Later (``resume_now``: rejoined without asking).
        True when it is being rejoined."""
        window = self.window
        paths = window.paths
        if paths is None or window.read_only or window.closing or not paths.online_file.exists():
            return False  # (nothing online is loaded at a start without a kept seat)
        online = window.online_play
        if not online.offer_kept(ask=not resume_now):
            return False
        return online.rejoining is not None

    def welcome(self) -> None:
        """The first start: language, game and players, then the table (or the full new-game
        dialog). Closed without a choice: an empty table and the hint to start from the menu."""
        from ..dialogs.welcome import WelcomeDialog

        window = self.window
        language = window.translations.language if window.translations is not None else "en"
        dialog = WelcomeDialog(language, window)
        dialog.languageChosen.connect(window.set_language)
        if not dialog.exec():
            if dialog.wants_quit:
                window.close()
            return
        setup = dialog.result_setup()
        if dialog.wants_more:
            self.new_game_dialog(setup)
        else:
            self.start_match(setup)

    # ------------------------------------------------------------------ leaving a match

    def running_match(self) -> bool:
        """A match is under way: unfinished, with at least one move made."""
        controller = self.window.controller
        return controller is not None and not controller.is_over and bool(controller.state.history)

    def confirm_leave(self) -> bool:
        """Before a running match is replaced (new game, restart, open, recent): ask; True to go on.
        The match left is kept as a file under Game > Recent games (see the keeper); if it cannot be
        kept, the player is told why and asked again (staying is the default)."""
        window = self.window
        if not self.running_match():
            return True
        online = ""
        if window.controller is not None and window.controller.online:
            hosting = window.online_made is not None and window.online_made.hosting_others()
            online = "host" if hosting else "seat"
        if not window.prompts.leave(window.persist, online):
            return False
        if online:
            return True  # the server keeps the match: nothing to keep here
        problem = window.keeper.keep_now()
        if problem is None:
            return True
        if not window.prompts.leave_unkept(problem):
            return False
        window.keeper.let_previous_go()
        return True
