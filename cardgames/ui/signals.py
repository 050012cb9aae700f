"""Ctrl+C and SIGTERM close the app as its close button does: :class:`SignalClose`.

Qt is imported only once the QApplication exists (:meth:`SignalClose.watch`), so the handlers can
be installed first thing, before the start imports Qt and builds the window.
"""

from __future__ import annotations

import contextlib
import faulthandler
import signal
import socket
import sys
from functools import partial
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .mainwindow import MainWindow

__all__ = ["EXIT_SIGNAL_BASE", "SignalClose"]

#: A signal closed the app: its exit status is this + the signal's number (SIGINT 130, SIGTERM 143).
EXIT_SIGNAL_BASE = 128


class SignalClose:
    """Ctrl+C in the terminal (SIGINT) and SIGTERM close the window as its close button does: the
    settings and the window's place are written, the match stays in its autosave, the search
    process ends, and the exit status is 128 + the signal's number.

    Python runs a signal handler only when the interpreter gets control, which it does not while
    Qt waits for events. So the signal also wakes the event loop: Python writes the signal's number
    to a socket (``signal.set_wakeup_fd``) that a ``QSocketNotifier`` watches, and the window is
    closed from the event loop, as a click would close it. A second signal ends the process the
    system's way (the app hangs somewhere, or is still closing).

    A signal that comes before the window exists is kept: the window is closed as soon as the
    event loop runs. Before :class:`SignalClose` is made (the interpreter's own start, imports),
    Python's defaults apply.

    SIGUSR1 writes every thread's stack to stderr and the app goes on (``kill -USR1 PID``: where
    does a hanging app hang?).
    """

    SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM") if hasattr(signal, name))

    def __init__(self) -> None:
        #: The signal that closes the app (None: none came).
        self.signum: int | None = None
        self.window: MainWindow | None = None
        self._handled = False
        self._notifier: Any = None
        self._poll: Any = None
        self._read, self._write = socket.socketpair()
        self._read.setblocking(False)
        self._write.setblocking(False)
        try:
            signal.set_wakeup_fd(self._write.fileno(), warn_on_full_buffer=False)
        except ValueError:  # not the main thread: signals cannot be caught here
            return
        if hasattr(signal, "SIGUSR1") and sys.stderr is not None:
            with contextlib.suppress(AttributeError, OSError, ValueError, RuntimeError):
                faulthandler.register(signal.SIGUSR1, file=sys.stderr, all_threads=True)
        for number in self.SIGNALS:
            # A signal the starting program told us to ignore (``nohup``, ``trap '' INT``) stays so.
            if signal.getsignal(number) is not signal.SIG_IGN:
                signal.signal(number, self._caught)

    def _caught(self, number: int, frame: object) -> None:
        """The Python handler: remember the signal; the event loop closes the window (``_wake``)."""
        if self.signum is None:
            self.signum = number
            return
        # A second signal: the first has not ended the app (it hangs, or is still closing). End now,
        # the system's way, as if we had never caught it.
        signal.signal(number, signal.SIG_DFL)
        signal.raise_signal(number)

    def watch(self, app: Any) -> None:
        """Let the signal wake ``app``'s event loop (once the QApplication exists)."""
        from PySide6.QtCore import QSocketNotifier

        notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, app)
        notifier.activated.connect(self._wake)
        self._notifier = notifier
        # And a look every fifth of a second: Python code running now and then lets the handler
        # run, and a signal whose wake-up was missed (once in a loaded test run) still closes.
        from PySide6.QtCore import QTimer

        poll = QTimer(app)
        poll.setInterval(200)
        poll.timeout.connect(self._check)
        poll.start()
        self._poll = poll

    def _check(self) -> None:
        """The timer's look: a signal came and was not acted on yet."""
        if self.signum is not None and not self._handled:
            self._wake()

    def give_window(self, window: MainWindow) -> None:
        """The window now exists: a signal that came before it closes it as soon as the event loop
        runs (before anything else the start queued)."""
        self.window = window
        if self.signum is not None and not self._handled:
            self._handled = True
            from PySide6.QtCore import QTimer

            window.signalled = True
            QTimer.singleShot(0, window.close)

    def _wake(self) -> None:
        """The event loop's turn after a signal: close the window (or the question before it)."""
        try:
            while self._read.recv(512):
                pass
        except OSError:
            pass
        if self.signum is None or self._handled:
            return
        from PySide6.QtWidgets import QApplication

        if self.window is not None:
            self._handled = True
            self.window.signalled = True  # nobody to ask: it closes
            self.window.close()  # the start checks ``closing`` before its event loop runs
            # A question open on it (the welcome, Resume or Discard?) is closed too: its own event
            # loop would keep the app running. Each asks whether the window is closing (the match
            # is then kept for the next start), and the app's loop is ended once they are gone.
            for widget in QApplication.topLevelWidgets():
                if widget is not self.window and widget.isVisible() and widget.isModal():
                    widget.close()
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, partial(QApplication.exit, EXIT_SIGNAL_BASE + self.signum))
            return
        # Before the window: a question of the start (another app runs on this profile) is closed,
        # and the start ends there.
        modal = QApplication.activeModalWidget()
        if modal is not None:
            self._handled = True
            modal.close()
            return
        # No window yet, and maybe no event loop either (the start is still building): then this
        # does nothing, and the window is closed as soon as it is given (``give_window``).
        QApplication.exit(EXIT_SIGNAL_BASE + self.signum)

    def status(self, status: int) -> int:
        """The exit status: ``status``, or 128 + the signal's number when a signal closed the app."""
        return EXIT_SIGNAL_BASE + self.signum if self.signum is not None else status
