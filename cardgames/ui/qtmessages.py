"""Qt's own messages on stderr, without the ones that say nothing to a player.

Qt's offscreen platform (tests, ``--screenshot``, the benches) writes "This plugin does not
support propagateSizeHints()" whenever a window's size limits change, twice per start: a plugin
telling it has no window manager to pass them to. The app's handler drops exactly these lines and
writes every other message as Qt would (its ``QT_MESSAGE_PATTERN`` applies). Installed by the
command line's start only; tests keep pytest-qt's own handler.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

__all__ = ["NOT_SAID", "install"]

#: Messages that are dropped: said by a platform plugin about what it cannot do, harmless.
NOT_SAID = frozenset({"This plugin does not support propagateSizeHints()"})


def _handle(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if message in NOT_SAID:
        return
    try:
        sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")
        sys.stderr.flush()
    except (OSError, ValueError):  # stderr closed: nowhere to say it
        pass


def install() -> None:
    """From now on Qt's messages go through :func:`_handle`."""
    qInstallMessageHandler(_handle)
