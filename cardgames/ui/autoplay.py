"""Auto-play of forced moves: when a person has only one legal move (a forced pass, the only card
that may be played), the table plays it for them after a short pause in which they see it coming.

The pause follows the animation speed, so the table never jumps ahead of the eye. The move goes
through the same path as a person's click (``HumanInput.submit``); if anything happened in the
meantime (the person moved themselves, undo, a new match), the timer's move is dropped.
Settings > Preferences turns it off (``Settings.auto_play_forced``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from ..engine import Action

if TYPE_CHECKING:
    from .window.host import WindowHost

__all__ = ["PAUSE_MS", "AutoPlay"]

#: How long the forced move is shown before it is played, per animation speed (ms): long enough to
#: read the status line that names it (a play-tester missed it at 0.8 s).
PAUSE_MS = {"off": 900, "fast": 1200, "normal": 1600, "slow": 2200}


class AutoPlay(QObject):
    """Plays a person's forced move for them after a visible pause."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.widget())
        self.host = host
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._play)
        #: The turn (controller, moves so far) and its only move, while the pause runs.
        self._pending: tuple[Any, int, Action] | None = None

    @property
    def pending(self) -> Action | None:
        """The move about to be played for the person, or None."""
        return self._pending[2] if self._pending is not None else None

    def turn(self, legal: list[Action]) -> bool:
        """A person's turn begins with these legal moves: True when the only one will be played."""
        self.cancel()
        host = self.host
        controller = host.controller
        if not host.settings.auto_play_forced or controller is None or len(legal) != 1:
            return False
        self._pending = (controller, len(controller.state.history), legal[0])
        self.timer.start(PAUSE_MS.get(host.settings.animation_speed, 800))
        return True

    def cancel(self) -> None:
        """Forget the move waiting to be played (the turn is over, or the match)."""
        self.timer.stop()
        self._pending = None

    def _play(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None:
            return
        controller, moves, action = pending
        current = self.host.controller
        if current is None or current is not controller or current.phase != "human":
            return
        if len(current.state.history) != moves:
            return
        self.host.input.submit(action)
