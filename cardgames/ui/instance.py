"""One running app per profile folder.

Two windows that both autosave and count results into the same folder destroy
each other's match (the autosave flips between them, statistics written by one
are lost by the other). So the app that starts first holds a lock file in the
profile's data folder for as long as it runs; a second start finds it taken
and offers to look at the profile read-only (nothing is written: no autosave,
no statistics, no settings) or to quit.

The lock is the operating system's own on the open file
(:class:`cardgames.store.lock.LockFile`): it ends with the process, so a killed
app's lock is taken over at the next start whatever the file holds, and
nothing planted in its place (a pipe, a link, a folder) can stop a start: it is
moved aside, and the window says so in one line.
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine import Message
from ..store import Paths
from ..store.lock import LOCK_NAME, LockFile, LockState

__all__ = ["LOCK_NAME", "IfRunning", "ProfileLock", "ask_if_running"]

IfRunning = Literal["ask", "read-only", "quit"]


class ProfileLock:
    """The lock of one profile folder; held from :meth:`acquire` until :meth:`release` or exit."""

    def __init__(self, paths: Paths) -> None:
        self.path = paths.data / LOCK_NAME
        self._lock = LockFile(self.path)

    def acquire(self) -> bool:
        """Take the lock if no running app holds it (a dead holder's lock is taken over); False if
        another running app holds it. Where no lock can be taken (a folder that cannot be
        written), the profile counts as free: there is nothing to protect, and the store reports
        the folder's problem itself."""
        return self._lock.acquire() is not LockState.BUSY

    @property
    def held(self) -> bool:
        """True while this process holds the lock."""
        return self._lock.held

    @property
    def notice(self) -> Message | None:
        """What the player is told about the lock: something unusable in its place was moved aside,
        or it could not be taken at all (None: nothing to tell)."""
        moved = self._lock.set_aside
        if moved is not None:
            return Message.make(
                "ui.notice.lock_set_aside",
                "The profile's lock file {file} was unusable ({reason}); it was moved to {backup}.",
                file=str(moved.path),
                reason=moved.reason,
                backup=moved.backup.name,
            )
        if self._lock.problem is not None:
            return Message.make(
                "ui.notice.lock_unguarded",
                "This profile could not be locked ({reason}): another Card Table started on it "
                "would not be noticed.",
                reason=self._lock.problem,
            )
        return None

    def release(self) -> None:
        """Give the lock back (it is also given back when the process ends)."""
        self._lock.release()


def ask_if_running(paths: Paths, parent: QWidget | None = None) -> bool:
    """The profile is in use by another running app: True to open it read-only, False to quit."""
    box = QMessageBox(parent)
    box.setObjectName("alreadyRunning")
    box.setIcon(QMessageBox.Icon.Information)
    # Qt adds the app's name to a title: "Already running — Card Table".
    box.setWindowTitle(QCoreApplication.translate("ProfileLock", "Already running"))
    box.setText(
        QCoreApplication.translate(
            "ProfileLock", "Card Table is already running with this profile (%1)."
        ).replace("%1", str(paths.data))
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "ProfileLock",
            "Two windows on one profile would overwrite each other's match. You can look at it "
            "read-only here (nothing is saved), or quit and use the window that is open.",
        )
    )
    read_only = box.addButton(
        QCoreApplication.translate("ProfileLock", "Open read-only"), QMessageBox.ButtonRole.AcceptRole
    )
    quit_button = box.addButton(
        QCoreApplication.translate("ProfileLock", "Quit"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(quit_button)
    box.setEscapeButton(quit_button)
    box.exec()
    return box.clickedButton() is read_only
