"""The window's files: save as, open, the recent games, finished matches from the history laid on the
table, and the progress dialog of a long replay.

Every text keeps the translation context ``MainWindow`` it had when this was the window's own code.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtWidgets import QFileDialog, QProgressDialog, QWidget

from ...engine import Message
from ...games import GAMES
from ...session.records import Replayed
from ...store import SAVE_SUFFIX
from ..savenames import start_folder, suggested_name
from ..screen import keep_on_screen

if TYPE_CHECKING:
    from ...store import FinishedMatch
    from ..mainwindow import MainWindow

__all__ = ["Files", "ReplayProgress", "is_match_file", "with_suffix"]


class Files:
    """Save as, open and recent games of a window (the keeper reads and writes the files)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def recent_files(self) -> list[str]:
        """The recent games that can be opened now: existing regular ``.cardtable`` files only
        (a planted list may name anything; what it names is never touched)."""
        return [text for text in self.window.settings.recent_files if is_match_file(text)]

    @Slot()
    def save_dialog(self) -> None:
        """Ask for a file name and save the running match there: the game and the time, a name
        every system takes, in the folder last used (at first the documents folder)."""
        window = self.window
        if window.controller is None:
            return
        if window.controller.online:
            window.say(
                QCoreApplication.translate(
                    "MainWindow",
                    "The table's server keeps this match: at its end it is in Game > Match history.",
                )
            )
            return
        name = suggested_name(window.controller.game.title, datetime.now())
        # The dialog's own question would name the file as typed, before the ending is added.
        chosen, _ = QFileDialog.getSaveFileName(
            window,
            QCoreApplication.translate("MainWindow", "Save the match"),
            str(start_folder(window.settings) / name),
            QCoreApplication.translate("MainWindow", "Card Table matches (*.cardtable)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if chosen:
            path = with_suffix(Path(chosen))
            if os.path.lexists(path) and not window.prompts.replace(path):
                return
            window.settings.match_folder = str(path.parent)
            self.save_to(path, replace=True)

    def save_to(self, path: Path, replace: bool = False) -> bool:
        """Save the running match to ``path`` (the ``.cardtable`` ending is added when missing);
        False on failure. A file that is there already is replaced only with ``replace`` (the
        player was asked), else refused."""
        window = self.window
        path = with_suffix(path)
        if not replace and os.path.lexists(path):
            window.notify(
                Message.make(
                    "ui.notice.save_exists",
                    "{file} exists already; choose another name.",
                    file=str(path),
                )
            )
            return False
        problem = window.keeper.save_to(path)
        if problem is not None:
            window.notify(problem)
            return False
        window.save_settings()
        window.say(QCoreApplication.translate("MainWindow", "Saved as %1").replace("%1", str(path)))
        return True

    @Slot()
    def open_dialog(self) -> None:
        """Ask for a saved match and go on with it."""
        window = self.window
        chosen, _ = QFileDialog.getOpenFileName(
            window,
            QCoreApplication.translate("MainWindow", "Open a match"),
            str(start_folder(window.settings)),
            QCoreApplication.translate("MainWindow", "Card Table matches (*.cardtable)"),
        )
        if chosen:
            window.settings.match_folder = str(Path(chosen).parent)
            self.open_path(Path(chosen))

    def open_path(self, path: Path) -> bool:
        """Go on with the match saved in ``path``; a damaged file gives a message and stays as it is."""
        window = self.window
        with ReplayProgress(window) as progress:
            read = window.keeper.read(path, progress.part(0))
        if isinstance(read, Message):
            window.keeper.forget(path)
            window.save_settings()
            window.notify(read)
            return False
        window.keeper.remember(path)
        window.save_settings()
        if not window.lifecycle.confirm_leave():
            return False
        window.lifecycle.resume(*read)
        return True

    @Slot()
    def history_dialog(self) -> None:
        """The last finished matches; Open lays one on the table as it ended."""
        from ..dialogs.history import MatchHistoryDialog

        window = self.window
        if window.paths is None:
            return
        dialog = MatchHistoryDialog(window.paths, window, read_only=not window.persist)
        if dialog.notice is not None:
            window.notify(dialog.notice)
        dialog.opened.connect(self.open_finished)
        dialog.replayed.connect(self.replay_finished)
        dialog.exec()

    def open_finished(self, entry: FinishedMatch) -> bool:
        """Lay a finished match from the history on the table as it ended (its summary comes up)."""
        window = self.window
        saved = entry.match
        replayed = Replayed()
        try:
            saved.record().replay(GAMES[saved.game_id], observe=replayed.heard)
        except Exception as exc:  # a history entry that no longer replays: said, never a crash
            window.notify(
                Message.make(
                    "ui.notice.history_replay",
                    "This match could not be replayed: {reason}",
                    reason=str(exc).splitlines()[0] if str(exc) else type(exc).__name__,
                )
            )
            return False
        if not window.lifecycle.confirm_leave():
            return False
        window.lifecycle.resume(saved, replayed)
        return True

    def replay_finished(self, entry: FinishedMatch) -> bool:
        """Lay a finished match from the history on the table and replay it from its first deal."""
        return self.open_finished(entry) and self.window.review.start(face_up=True)


def with_suffix(path: Path) -> Path:
    """``path`` with the ``.cardtable`` ending added when it lacks it."""
    return path if path.suffix == SAVE_SUFFIX else path.with_name(path.name + SAVE_SUFFIX)


def is_match_file(text: str) -> bool:
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
