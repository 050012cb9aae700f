"""One running app per profile folder.

Two windows that both autosave and count results into the same folder destroy
each other's match (the autosave flips between them, statistics written by one
are lost by the other). So the app that starts first holds a lock file in the
profile's data folder for as long as it runs; a second start finds it taken
and offers to look at the profile read-only (nothing is written: no autosave,
no statistics, no settings) or to quit.

The lock is Qt's :class:`QLockFile`: it holds the process id, and a lock whose
process is gone (the app was killed) is taken over at the next start. It never
expires by age, so a match may run for days.
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QCoreApplication, QLockFile
from PySide6.QtWidgets import QMessageBox, QWidget

from ..store import Paths

__all__ = ["LOCK_NAME", "IfRunning", "ProfileLock", "ask_if_running"]

# The lock file's name in the data folder.
LOCK_NAME = "cardgames.lock"

IfRunning = Literal["ask", "read-only", "quit"]


class ProfileLock:
    """The lock of one profile folder; held from :meth:`acquire` until :meth:`release` or exit."""

    def __init__(self, paths: Paths) -> None:
        self.path = paths.data / LOCK_NAME
        self._lock: QLockFile | None = None

    def acquire(self) -> bool:
        """Take the lock if nobody holds it (a dead holder's lock is taken over); False if another
        running app holds it. A folder that cannot be written counts as free: there is nothing to
        protect, and the store reports the folder's problem itself."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        if lock.tryLock(0):
            self._lock = lock
            return True
        return lock.error() != QLockFile.LockError.LockFailedError

    @property
    def held(self) -> bool:
        """True while this process holds the lock."""
        return self._lock is not None and self._lock.isLocked()

    def release(self) -> None:
        """Give the lock back (it is also given back when the process ends)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def ask_if_running(paths: Paths, parent: QWidget | None = None) -> bool:
    """The profile is in use by another running app: True to open it read-only, False to quit."""
    box = QMessageBox(parent)
    box.setObjectName("alreadyRunning")
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(QCoreApplication.translate("ProfileLock", "Card Table is already running"))
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
