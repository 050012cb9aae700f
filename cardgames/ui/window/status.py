"""The status line: whose turn it is and what they can do now, read from the match's phase.

There is one status machine, the controller's ``phase``; this module only names it for the window.
Beside the phase it keeps two facts the phase does not hold: how many moves the table had when it
was last dealt (a match started, or a round gone on from its summary), so "Dealing the cards…" shows
until somebody moves, and the round summary the table shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from PySide6.QtCore import QCoreApplication

from ...session.records import RoundSummary
from ..i18n import message_text

if TYPE_CHECKING:
    from ..controller import GameController
    from ..mainwindow import MainWindow
    from ..online.controller import RemoteController

__all__ = ["Kind", "MatchStatus"]

#: What the window waits for (the screenshot's ``status``, see the README).
Kind = Literal["idle", "dealing", "human", "bot", "handover", "summary", "over"]


class MatchStatus:
    """The window's status line and the turn badges beside the players' names."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        # Moves made when the table was last dealt (``dealt``).
        self._dealt_at = 0
        #: The last round summary the match showed (its totals stand while it is up).
        self.summary: RoundSummary | None = None

    def dealt(self, controller: GameController | RemoteController, new_match: bool = False) -> None:
        """The table is being dealt (a new match, or the next round after a summary)."""
        self._dealt_at = len(controller.state.history)
        if new_match:
            self.summary = None

    def now(self) -> tuple[Kind, Any]:
        """What the window waits for, and of whom: a seat, or the summary shown."""
        controller = self.window.controller
        if controller is None:
            return ("idle", None)
        phase, seat = controller.phase, controller.state.current_player
        if phase in ("human", "bot", "handover") and seat is not None:
            return (phase, seat)
        if phase == "summary" and self.summary is not None:
            return ("summary", self.summary)
        if phase == "over" and controller.is_over and self.summary is not None:
            return ("over", self.summary)
        if phase in ("presenting", "hiding") and len(controller.state.history) == self._dealt_at:
            return ("dealing", None)
        return ("idle", None)

    @property
    def kind(self) -> Kind:
        """What the window waits for (see :meth:`now`)."""
        return self.now()[0]

    def badges(self) -> dict[int, str]:
        """The word beside the name of the player who is to act."""
        if getattr(self.window.controller, "lost", False):
            return {}  # online, the connection is down: nobody's turn can be played here now
        kind, seat = self.now()
        if kind == "bot":
            controller = self.window.controller
            if controller is not None and controller.online and not controller.seats[seat].is_bot:
                return {seat: QCoreApplication.translate("MainWindow", "to play")}
            return {seat: QCoreApplication.translate("MainWindow", "thinking…")}
        if kind == "human":
            return {seat: QCoreApplication.translate("MainWindow", "your turn")}
        return {}

    def show(self) -> None:
        """The line as it stands now (cut with "…" when the window is narrow; the whole text stays
        in the tooltip)."""
        self.window.status_label.set_whole_text(self.text())

    def _awaited_text(self, names: list[str]) -> str:
        """Online, when it is not this seat's turn: who the table waits for, and how they are there."""
        controller = self.window.controller
        awaited = getattr(controller, "awaited", None)
        found = awaited() if awaited is not None else None
        if found is None:
            return ""
        seat, how = found
        if how == "bot":
            text = QCoreApplication.translate("MainWindow", "%1 (bot) is thinking…")
        elif how == "standing_in":
            text = QCoreApplication.translate("MainWindow", "A bot plays for %1 (dropped)…")
        elif how == "dropped":
            text = QCoreApplication.translate("MainWindow", "Waiting for %1 (connection lost)…")
        elif how == "absent":
            text = QCoreApplication.translate("MainWindow", "Waiting for %1 to join the table…")
        else:
            text = QCoreApplication.translate("MainWindow", "Waiting for %1 (elsewhere)…")
        return text.replace("%1", names[seat])

    def text(self) -> str:
        """The status line: whose turn it is and what they can do now."""
        window = self.window
        controller = window.controller
        if controller is None:
            return QCoreApplication.translate("MainWindow", "Choose Game > New game to start.")
        if window.reviewing:
            return window.review.status_text()
        kind, arg = self.now()
        if getattr(controller, "lost", False) and not controller.is_over:
            return QCoreApplication.translate("MainWindow", "Connection lost — reconnecting…")
        names = controller.names()
        if kind == "human" and window.autoplay.pending is not None:
            move = window.hints.describe(window.autoplay.pending)
            return (
                QCoreApplication.translate("MainWindow", "%1 has only one move: %2. It is played for you.")
                .replace("%1", names[arg])
                .replace("%2", move)
            )
        if kind == "human":
            view = controller.view()
            prompt = message_text(view.prompt) if view.prompt is not None else ""
            return (
                QCoreApplication.translate("MainWindow", "%1, your turn: %2")
                .replace("%1", names[arg])
                .replace("%2", prompt)
            )
        if kind == "bot" and controller.online:
            return self._awaited_text(names)
        if kind == "bot":
            return QCoreApplication.translate("MainWindow", "%1 (bot) is thinking…").replace("%1", names[arg])
        if kind == "handover":
            return QCoreApplication.translate("MainWindow", "Waiting for %1 to take the computer.").replace(
                "%1", names[arg]
            )
        if kind == "summary":
            return str(window.game_ui().summary_title(arg, names))
        if kind == "over":
            return QCoreApplication.translate("MainWindow", "The match is over: %1").replace(
                "%1", window.game_ui().summary_title(arg, names)
            )
        if kind == "dealing":
            return QCoreApplication.translate("MainWindow", "Dealing the cards…")
        return ""
