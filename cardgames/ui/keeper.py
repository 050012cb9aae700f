"""The keeper in the window: :class:`cardgames.session.keeper.Keeper` (the autosave after every
action, saving and opening matches, the recent files, the statistics and history of finished
matches, the unfinished matches kept aside) following the Qt controller, with what only Qt does:
a timer that tries a failing autosave again, undo against
bots, and the label that keeps a save problem in sight.

The keeper serves whatever window holds it through :class:`KeeperHost`, a small interface of its
own: it never imports the main window, which imports it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from ..engine import Message
from ..session.keeper import (
    MAX_RECENT,
    UNFINISHED_FOLDER,
    Keeper,
    KeeperHost,
    PreviousNotKept,
    replay_file,
    setup_of,
)
from .controller import GameController
from .i18n import message_text
from .setup import MatchSetup

__all__ = [
    "MAX_RECENT",
    "UNFINISHED_FOLDER",
    "KeeperHost",
    "MatchKeeper",
    "PreviousNotKept",
    "SaveProblemLabel",
    "replay_file",
    "setup_of",
]


class MatchKeeper(Keeper[GameController]):
    """Autosave, files, undo and statistics for the window's match (see :class:`Keeper`)."""

    #: How often (ms) a failing autosave is tried again.
    RETRY_MS = 2000

    def __init__(self, window: KeeperHost, parent: QObject | None = None) -> None:
        super().__init__(window)
        # While the autosave fails, it is tried again every RETRY_MS, so the moves kept in memory
        # are written as soon as the disk has room again, even when nobody moves meanwhile. (The
        # parent, the window, ends it with itself.)
        self._retry = QTimer(parent)
        self._retry.setInterval(self.RETRY_MS)
        self._retry.timeout.connect(self.try_again)

    def attach(
        self,
        controller: GameController,
        setup: MatchSetup,
        practice: bool,
        created: datetime | None,
        match_id: str | None = None,
        hints: Sequence[int] = (),
    ) -> None:
        """A match starts on ``controller``: every action its match applies is saved, before the
        window (or anyone else) hears of it."""
        controller.match.listen(self, first=True)
        super().attach(controller, setup, practice, created, match_id, hints)

    def detach(self) -> None:
        """No match here to keep (a seat at a table online: the server keeps that match)."""
        self._match = None
        self.saved = None

    def retrying(self, wanted: bool) -> None:
        """Try a failing autosave again every ``RETRY_MS``, until it works."""
        if wanted:
            self._retry.start()
        else:
            self._retry.stop()

    def undo_point(self) -> int | None:
        """How many actions stay after an undo now, or None when undo is not offered.

        Against bots only; in hot-seat when everybody agreed in the settings.
        """
        controller = self.match
        return None if controller is None else controller.match.undo_offer(self.host.settings.hotseat_undo)


class SaveProblemLabel(QLabel):
    """What cannot be saved now (a full disk, a profile folder that is a file), in the status bar's
    right corner for as long as it lasts: not a notice that the next moves push away.

    The text is cut to a share of the window's width, so the status line keeps its room; the whole
    text is its tooltip. It follows a change of language.
    """

    #: The share of the window's width the label may take.
    SHARE = 0.45

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveProblem")
        self.setStyleSheet("QLabel { color: #b00020; font-weight: bold; padding: 0 6px; }")
        self.message: Message | None = None
        self._full = ""
        self.hide()

    def show_message(self, message: Message | None) -> None:
        """Show ``message`` until the next call; None hides the label."""
        self.message = message
        self._update()

    def _update(self) -> None:
        if self.message is None:
            self._full = ""
            self.clear()
            self.setToolTip("")
            self.hide()
            return
        self._full = "⚠ " + message_text(self.message)
        self.setToolTip(message_text(self.message))
        self.show()
        self.updateGeometry()
        self._elide()

    def _room(self) -> int:
        return max(160, int(self.window().width() * self.SHARE))

    def _elide(self) -> None:
        self.setText(
            self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(self.width() - 12, 40))
        )

    def sizeHint(self) -> QSize:
        """As wide as the whole text, up to the label's share of the window."""
        hint = super().sizeHint()
        wanted = self.fontMetrics().horizontalAdvance(self._full) + 14
        return QSize(min(wanted, self._room()), hint.height())

    def minimumSizeHint(self) -> QSize:
        """Never wider than its share: the status line keeps its room."""
        return QSize(min(self.sizeHint().width(), 120), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The text is cut to the new width."""
        super().resizeEvent(event)
        if self._full:
            self._elide()

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the text again in it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.message is not None:
            self._update()
