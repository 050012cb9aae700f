"""Nothing played is lost: the autosave after every action, saving and opening matches, the list
of recent files, undo against bots, and the statistics of finished matches.

The :class:`MatchKeeper` follows the window's running match. Every action is written to the
autosave before it is shown; a finished match goes into the statistics (unless undo made it a
practice match) and its autosave is removed. Files are read and written by ``cardgames.store``,
which validates everything and moves damaged files aside; here the results become notices and
window actions.
"""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Slot

from ..engine import Action, Message
from ..games import GAMES
from ..store import (
    SavedMatch,
    SavedSeat,
    discard_autosave,
    load_match,
    load_statistics,
    record_result,
    save_match,
    save_statistics,
)
from .controller import GameController, RoundSummary, SeatInfo
from .setup import MatchSetup

if TYPE_CHECKING:
    from .mainwindow import MainWindow

__all__ = ["MAX_RECENT", "MatchKeeper", "setup_of"]

#: Files in Game > Recent games.
MAX_RECENT = 8


def _reason(exc: Exception) -> str:
    """A short reason for a failed write."""
    if isinstance(exc, OSError):
        return exc.strerror or type(exc).__name__
    return str(exc) or type(exc).__name__


def setup_of(saved: SavedMatch) -> MatchSetup:
    """The setup a saved match was started with (same seats, options and deal)."""
    seats = [SeatInfo(s.name, s.kind, s.level or "normal") for s in saved.seats]
    return MatchSetup(GAMES[saved.game_id], seats, saved.options, seed=saved.seed)


class MatchKeeper(QObject):
    """Autosave, files, undo and statistics for the window's match."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        #: The running match as it is saved (None before the first match).
        self.saved: SavedMatch | None = None
        self._controller: GameController | None = None

    # ------------------------------------------------------------------ following the match

    def attach(
        self, controller: GameController, setup: MatchSetup, practice: bool, created: datetime | None
    ) -> None:
        """A match starts (or resumes, or was taken back): follow it."""
        self._controller = controller
        seats = [
            SavedSeat(name=s.name, kind=s.kind, level=s.level if s.is_bot else None) for s in setup.seats
        ]
        saved = SavedMatch.start(setup.game.id, setup.options.model_dump(mode="json"), seats, setup.seed)
        updates: dict[str, object] = {"practice": practice}
        if created is not None:
            updates["created"] = created
        self.saved = saved.model_copy(update=updates)
        controller.applied.connect(self._on_applied)
        controller.roundSummary.connect(self._on_summary)
        if (controller.state.history or practice) and not controller.state.is_over:
            # Resumed, opened or taken back (even to the first move): the autosave is this match now.
            self.autosave()

    @property
    def enabled(self) -> bool:
        """False for the demo (and when the settings file could not be kept): nothing is written."""
        return self.window.persist and self.window.paths is not None

    @Slot()
    def _on_applied(self) -> None:
        self.autosave()

    def _current(self) -> SavedMatch | None:
        """The saved match with the controller's actions up to now."""
        controller, saved = self._controller, self.saved
        if controller is None or saved is None:
            return None
        actions = [a.text() for a in controller.state.history]
        return saved.model_copy(update={"actions": actions, "updated": datetime.now(UTC)})

    def autosave(self) -> None:
        """Write the running match to the autosave file (atomically); a failure is told once."""
        paths = self.window.paths
        current = self._current()
        if not self.enabled or paths is None or current is None:
            return
        try:
            save_match(paths.autosave_file, current)
        except (OSError, ValueError) as exc:
            # OSError: the disk; ValueError: a save that would not load back, so the last good one stays.
            self.window.notify(
                Message.make(
                    "ui.notice.autosave_failed",
                    "The match could not be saved automatically: {error}",
                    error=_reason(exc),
                )
            )

    @Slot(object)
    def _on_summary(self, summary: RoundSummary) -> None:
        """The match is over: count it (unless it is practice) and drop its autosave."""
        controller, paths = self._controller, self.window.paths
        if (
            not summary.is_final
            or controller is None
            or self.saved is None
            or not self.enabled
            or paths is None
        ):
            return
        outcome = controller.state.outcome
        if outcome is None:
            return
        if not self.saved.practice:
            self._count(controller, outcome.winners, outcome.scores)
        with contextlib.suppress(OSError):  # a leftover autosave is offered again, no harm done
            discard_autosave(paths)

    def _count(self, controller: GameController, winners: tuple[int, ...], scores: tuple[int, ...]) -> None:
        paths = self.window.paths
        assert paths is not None
        loaded = load_statistics(paths)
        if loaded.notice is not None:
            self.window.notify(loaded.notice)
        if not loaded.can_save:
            return
        stats = record_result(
            loaded.statistics,
            controller.game.id,
            controller.names(),
            [not s.is_bot for s in controller.seats],
            winners,
            scores if controller.game.has_points else None,
        )
        try:
            save_statistics(stats, paths)
        except OSError as exc:
            self.window.notify(
                Message.make(
                    "ui.notice.stats_failed",
                    "The statistics could not be saved: {error}",
                    error=_reason(exc),
                )
            )

    # ------------------------------------------------------------------ undo

    def undo_point(self) -> int | None:
        """How many actions stay after an undo now, or None when undo is not offered.

        Against bots only; in hot-seat when everybody agreed in the settings.
        """
        controller = self._controller
        if controller is None or controller.state.is_over or controller.phase not in ("human", "bot"):
            return None
        humans = len(controller.humans)
        if humans == 0 or (humans > 1 and not self.window.settings.hotseat_undo):
            return None
        return controller.undo_point()

    # ------------------------------------------------------------------ files

    def save_to(self, path: Path) -> Message | None:
        """Write the running match to ``path``; the reason if that failed."""
        current = self._current()
        if current is None:
            return Message.make("ui.notice.nothing_to_save", "There is no match to save.")
        try:
            save_match(path, current)
        except (OSError, ValueError) as exc:
            return Message.make(
                "ui.notice.save_failed",
                "{file} could not be saved: {error}",
                file=str(path),
                error=_reason(exc),
            )
        self.remember(path)
        return None

    def remember(self, path: Path) -> None:
        """Put ``path`` first in the recent files."""
        text = str(path)
        recent = [p for p in self.window.settings.recent_files if p != text]
        self.window.settings.recent_files = [text, *recent][:MAX_RECENT]

    def forget(self, path: Path) -> None:
        """Drop ``path`` from the recent files (it is gone or was damaged)."""
        text = str(path)
        self.window.settings.recent_files = [p for p in self.window.settings.recent_files if p != text]

    @staticmethod
    def read(path: Path) -> tuple[SavedMatch | None, list[Action], Message | None]:
        """A saved match from ``path`` with its actions, or the reason it cannot be used."""
        loaded = load_match(path)
        if loaded.notice is not None:
            return None, [], loaded.notice
        if loaded.match is None or loaded.state is None:
            return None, [], Message.make("ui.notice.no_file", "{file} does not exist.", file=str(path))
        return loaded.match, list(loaded.state.history), None
