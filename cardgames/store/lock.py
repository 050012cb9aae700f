"""The profile's lock: a file the operating system locks for as long as the app runs.

The lock is the system's own on an open file (``flock`` on Linux, macOS and the BSDs, a byte
lock with ``msvcrt.locking`` on Windows), held on a descriptor kept open for the app's life.
The system gives it back when the process ends, however it ends (closed, killed, crashed), so a
lock can never be stale and nothing in the file decides anything: whatever a killed app, a power
cut or a person left there (nothing, garbage, another program's process id) is simply taken over,
and this app's process id is written in its place, for the curious.

Nothing planted there can stop a start. The path is looked at first without following links and
opened only if it is a regular file, with flags that never wait (a named pipe) nor follow a link;
the file is never read. A named pipe, a folder, a device, a link, a file with more than one name
(a hard link to someone's file), an oversized file or one that cannot be opened is moved aside to
a free ``.broken`` name (:func:`~cardgames.store.files.backup_path`), never deleted nor written,
and a fresh lock file takes its place; :attr:`LockFile.set_aside` says what was moved and why.
Two starts at once each hold the folder's own lock while they look, move and take, so they never
move each other's lock: exactly one of them holds it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import stat
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from .files import backup_path

__all__ = ["LOCK_NAME", "MAX_LOCK_BYTES", "LockFile", "LockState", "SetAside"]

#: The lock file's name in the data folder.
LOCK_NAME = "cardgames.lock"
#: A lock file of ours holds a line or three; a larger one is not ours and is kept aside, not cut.
MAX_LOCK_BYTES = 4096
#: How long a start waits for another start's look at the folder (they take milliseconds).
FOLDER_WAIT = 2.0

# Never wait for a writer on a pipe, never follow a link, never make a terminal ours, and do not
# hand the descriptor to child processes (the search process would hold the lock after we die).
_OPEN_FLAGS = (
    os.O_RDWR
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_NOINHERIT", 0)
)
# A move aside that went wrong is tried this many times (a start that races us may move first).
_ATTEMPTS = 4


class LockState(Enum):
    """What :meth:`LockFile.acquire` found."""

    #: This process holds the lock now.
    HELD = "held"
    #: Another running process holds it.
    BUSY = "busy"
    #: No lock can be taken here (the folder cannot be made or written, or the system has no
    #: locks there): the app runs unguarded; :attr:`LockFile.problem` says why.
    UNGUARDED = "unguarded"


@dataclass(frozen=True, slots=True)
class SetAside:
    """Something unusable that stood at the lock's place and was moved aside."""

    path: Path
    backup: Path
    reason: str


class LockFile:
    """The lock at ``path``; held from :meth:`acquire` until :meth:`release` or the process's end."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        #: What was moved aside to make room for the lock (None: nothing).
        self.set_aside: SetAside | None = None
        #: Why the lock could not be taken, for :attr:`LockState.UNGUARDED`.
        self.problem: str | None = None

    @property
    def held(self) -> bool:
        """True while this process holds the lock."""
        return self._fd is not None

    def acquire(self) -> LockState:
        """Take the lock unless a running process holds it; never waits on the file, never reads it."""
        if self._fd is not None:
            return LockState.HELD
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return self._unguarded(f"the folder {folder} cannot be made: {_why(exc)}")
        with _folder_locked(folder):
            for _ in range(_ATTEMPTS):
                state = self._try()
                if state is not None:
                    return state
        return self._unguarded(f"the lock file {self.path} could not be made")

    def release(self) -> None:
        """Give the lock back (the file stays; it is taken over at the next start)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)

    # ------------------------------------------------------------------ inside

    def _unguarded(self, problem: str) -> LockState:
        self.problem = problem
        return LockState.UNGUARDED

    def _try(self) -> LockState | None:
        """One attempt: the lock's state, or None to try again (something was moved aside)."""
        path = self.path
        try:
            mode = os.lstat(path).st_mode
        except FileNotFoundError:
            pass
        except OSError as exc:
            return self._unguarded(f"the lock file {path} cannot be looked at: {_why(exc)}")
        else:
            if not stat.S_ISREG(mode):
                return self._move_aside(_not_a_file(mode))
        try:
            fd = os.open(path, _OPEN_FLAGS, 0o644)
        except FileNotFoundError:
            return None  # moved by someone in between: look again
        except OSError as exc:
            # A link put there since the look (ELOOP), a file we may not open (EACCES), ...
            return self._move_aside(f"it cannot be opened: {_why(exc)}")
        try:
            found = os.fstat(fd)
            reason = None
            if not stat.S_ISREG(found.st_mode):
                reason = _not_a_file(found.st_mode)
            elif found.st_nlink > 1:
                reason = "it is a hard link to a file elsewhere"
            if reason is not None:
                os.close(fd)
                return self._move_aside(reason)
            if not _lock(fd):
                os.close(fd)
                return LockState.BUSY
            # Ours now. Too large to be one of ours: a file of someone's, kept rather than cut.
            if found.st_size > MAX_LOCK_BYTES:
                os.close(fd)
                return self._move_aside(f"it is larger than {MAX_LOCK_BYTES} bytes")
            _write_owner(fd)
        except OSError as exc:
            with contextlib.suppress(OSError):
                os.close(fd)
            if exc.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL, errno.ENOSYS):
                return self._unguarded(f"the system cannot lock {path}: {_why(exc)}")
            return self._unguarded(f"the lock file {path} cannot be used: {_why(exc)}")
        self._fd = fd
        return LockState.HELD

    def _move_aside(self, reason: str) -> LockState | None:
        """Move what is at the lock's place to a free ``.broken`` name; None to try again."""
        backup = backup_path(self.path)
        try:
            os.rename(self.path, backup)
        except FileNotFoundError:
            return None  # gone already
        except OSError as exc:
            return self._unguarded(
                f"the lock file {self.path} is unusable ({reason}) and cannot be moved aside: {_why(exc)}"
            )
        if self.set_aside is None:
            self.set_aside = SetAside(self.path, backup, reason)
        return None


def _why(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def _not_a_file(mode: int) -> str:
    """What stands at the lock's place, for the player."""
    if stat.S_ISLNK(mode):
        return "it is a link, not a file"
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a named pipe, not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a file"
    return "it is not a file"


def _write_owner(fd: int) -> None:
    """Put this process's id in the held lock file, as Qt's ``QLockFile`` writes it (id, program,
    host): an older version of the app reading it sees a running app while we hold it."""
    text = f"{os.getpid()}\nCard Table\n{socket.gethostname()}\n".encode("utf-8", "replace")
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, text)
    os.lseek(fd, 0, os.SEEK_SET)


if sys.platform == "win32":  # pragma: no cover - tried on Windows only
    import msvcrt

    def _lock(fd: int) -> bool:
        """Lock the file's first byte for this process; False if another process has it."""
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            if exc.errno in (errno.EACCES, errno.EDEADLOCK):
                return False
            raise
        return True

    @contextlib.contextmanager
    def _folder_locked(folder: Path) -> Iterator[None]:
        # Windows has no named pipes or links to move here; the file lock alone decides.
        yield

else:
    import fcntl

    def _lock(fd: int) -> bool:
        """``flock`` the file without waiting; False if another process holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    @contextlib.contextmanager
    def _folder_locked(folder: Path) -> Iterator[None]:
        """Hold the folder's own ``flock`` while a start looks at, moves and takes the lock file, so
        that two starts never move each other's. Never waits more than ``FOLDER_WAIT`` (then goes on
        without it: the folder cannot be locked here, or something else holds it)."""
        try:
            fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | os.O_NONBLOCK | os.O_CLOEXEC)
        except OSError:
            yield
            return
        try:
            deadline = time.monotonic() + FOLDER_WAIT
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        break
                    time.sleep(0.005)
                except OSError:
                    break
            yield
        finally:
            os.close(fd)
