"""Nothing played is lost: the autosave after every action, saving and opening matches, the list
of recent files, undo against bots, and the statistics of finished matches.

The :class:`MatchKeeper` follows the window's running match. Every action is written to the
autosave before it is shown. A match's result is counted in the statistics when its final action
is saved (unless undo made it a practice match), once per match id, and then its autosave is
removed; a finished autosave that a kill left uncounted is counted at the next start. A new match
never overwrites the autosave of another unfinished one: that match is kept first, in a file of its
own in the data folder's ``unfinished`` folder, and offered in the recent games. Files are read
and written by ``cardgames.store``, which validates everything and moves damaged files of its own
aside (a file the player chose is never moved); here the results become notices and window
actions. A match read to go on with is replayed once, by that check, and handed to the table as a
:class:`~cardgames.ui.controller.Replayed`.

The keeper serves whatever window holds it through :class:`KeeperHost`, a small interface of its
own: it never imports the main window, which imports it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from ..engine import Message, Outcome
from ..games import GAMES
from ..session.records import Replayed
from ..session.seats import seat_from_saved, seat_to_saved
from ..store import (
    MAX_SAVE_BYTES,
    SAVE_SUFFIX,
    Damaged,
    LoadedMatch,
    Paths,
    SavedMatch,
    Settings,
    discard_autosave,
    load_match,
    read_json_object,
    save_match,
    shown_path,
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

#: Files in Game > Recent games.
MAX_RECENT = 8
#: The folder (in the data folder) where an unfinished match goes when a new match takes the autosave.
UNFINISHED_FOLDER = "unfinished"


class PreviousNotKept(OSError):
    """The unfinished match in the autosave could not be kept in a file of its own (the reason)."""


def _reason(exc: Exception) -> str:
    """A short reason for a failed write."""
    if isinstance(exc, PreviousNotKept):
        return str(exc)
    if isinstance(exc, OSError):
        return exc.strerror or type(exc).__name__
    return str(exc) or type(exc).__name__


def _is_text(text: str) -> bool:
    """True if ``text`` can be written as UTF-8 (no surrogate escapes of undecodable bytes)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _same_match(data: dict[str, object], saved: SavedMatch) -> bool:
    """True if the saved data is ``saved``'s match: by its id, or for a file from before match ids
    by its game, deal and start."""
    if "match_id" in data:
        return data["match_id"] == saved.match_id
    return (
        data.get("game_id") == saved.game_id
        and data.get("seed") == saved.seed
        and data.get("created") == saved.model_dump(mode="json")["created"]
    )


def _free_unfinished_name(folder: Path, data: dict[str, object]) -> Path:
    """A name that is not taken in ``folder`` (made if needed) for the saved match ``data``:
    ``Seven-up 2026-11-24 10-13-05.cardtable`` (its game and when it was last played)."""
    folder.mkdir(parents=True, exist_ok=True)
    game = GAMES.get(str(data.get("game_id")))
    title = re.sub(r"[^\w -]+", "", game.title if game is not None else "match").strip() or "match"
    try:
        when = datetime.fromisoformat(str(data.get("updated"))).astimezone()
    except ValueError:
        when = datetime.now().astimezone()
    stem = f"{title} {when:%Y-%m-%d %H-%M-%S}"
    candidate = folder / f"{stem}{SAVE_SUFFIX}"
    number = 2
    while os.path.lexists(candidate):
        candidate = folder / f"{stem} ({number}){SAVE_SUFFIX}"
        number += 1
    return candidate


def setup_of(saved: SavedMatch) -> MatchSetup:
    """The setup a saved match was started with (same seats, options and deal)."""
    seats = [seat_from_saved(s) for s in saved.seats]
    return MatchSetup(GAMES[saved.game_id], seats, saved.options, seed=saved.seed)


def replay_file(
    path: Path, *, own: bool, progress: Callable[[int, int], None] | None = None
) -> tuple[LoadedMatch, Replayed]:
    """Read the match saved in ``path`` (see ``load_match``; ``own``: the app's own file) and
    replay it once: the replay that checks every action is also the one the table goes on from.
    The :class:`Replayed` belongs to the loaded match only when it has one.

    The notice is also what to tell about a match that loads (``LoadedMatch.remark``: options of a
    newer version were left out), so a caller that tells the notice and goes on tells both."""
    replayed = Replayed()
    loaded = load_match(path, own=own, progress=progress, observe=replayed.heard)
    if loaded.remark is not None and loaded.notice is None:
        loaded = dataclasses.replace(loaded, notice=loaded.remark)
    return loaded, replayed


class KeeperHost(Protocol):
    """What the keeper needs of the window it keeps matches for."""

    @property
    def settings(self) -> Settings:
        """The settings (the recent files, whether hot-seat undo was agreed)."""

    @property
    def paths(self) -> Paths | None:
        """Where the autosave, the unfinished matches and the statistics live (None: nowhere)."""

    @property
    def persist(self) -> bool:
        """False for the demo, a read-only window, and when the settings file could not be kept."""

    def notify(self, message: Message) -> None:
        """Tell the player (a one-line notice)."""

    def show_save_problem(self, message: Message | None) -> None:
        """Keep ``message`` in sight (not a notice that scrolls away) until it is taken back (None)."""


class MatchKeeper(QObject):
    """Autosave, files, undo and statistics for the window's match."""

    #: How often (ms) a failing autosave is tried again.
    RETRY_MS = 2000

    def __init__(self, window: KeeperHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        #: The running match as it is saved (None before the first match).
        self.saved: SavedMatch | None = None
        self._controller: GameController | None = None
        # Why the last autosave failed (None: it worked), so a full disk is told once.
        self._write_problem: str | None = None
        # While the autosave fails, it is tried again every RETRY_MS, so the moves kept in memory
        # are written as soon as the disk has room again, even when nobody moves meanwhile.
        self._retry = QTimer(self)
        self._retry.setInterval(self.RETRY_MS)
        self._retry.timeout.connect(self._try_again)
        self._autosave_is_ours = False
        # The match the player let go when it could not be kept (its id): its autosave is not kept.
        self._let_go: str | None = None
        # What to tell about the match read last (see ``read``), once it is on the table.
        self._remark: Message | None = None
        # Notices of the match left (``keep_now``), told in the next match's log.
        self._carried: list[Message] = []

    # ------------------------------------------------------------------ following the match

    def attach(
        self,
        controller: GameController,
        setup: MatchSetup,
        practice: bool,
        created: datetime | None,
        match_id: str | None = None,
        hints: Sequence[int] = (),
    ) -> None:
        """A match starts (or resumes, or was taken back: then ``match_id`` is the match's own, and
        ``hints`` the seats that asked the coach so far)."""
        self._controller = controller
        seats = [seat_to_saved(s) for s in setup.seats]
        saved = SavedMatch.start(setup.game.id, setup.options.model_dump(mode="json"), seats, setup.seed)
        updates: dict[str, object] = {"practice": practice, "hints": sorted(set(hints))}
        if created is not None:
            updates["created"] = created
        if match_id is not None:
            updates["match_id"] = match_id
        self.saved = saved.model_copy(update=updates)
        # Until the first write: the autosave may hold another match (one that was left for this).
        self._autosave_is_ours = False
        controller.applied.connect(self._on_applied)
        carried, self._carried = self._carried, []
        for message in carried:
            self.window.notify(message)
        remark, self._remark = self._remark, None
        if remark is not None and created is not None:
            self.window.notify(remark)  # the match read last goes on (a new match forgets it)
        if (controller.state.history or practice) and not controller.state.is_over:
            # Resumed, opened or taken back (even to the first move): the autosave is this match now.
            self.autosave()

    @property
    def enabled(self) -> bool:
        """False for the demo, a read-only window, and when the settings file could not be kept:
        nothing is written."""
        return self.window.persist and self.window.paths is not None

    @Slot()
    def _on_applied(self) -> None:
        self.autosave()
        controller = self._controller
        if controller is not None and controller.state.is_over:
            self._finished()

    def _current(self) -> SavedMatch | None:
        """The saved match with the controller's actions up to now."""
        controller, saved = self._controller, self.saved
        if controller is None or saved is None:
            return None
        actions = [a.text() for a in controller.state.history]
        return saved.model_copy(update={"actions": actions, "updated": datetime.now(UTC)})

    def autosave(self) -> bool:
        """Write the running match to the autosave file (atomically); False if that failed.

        A failure (a full disk, say) is told once, not at every move, and stays in sight (the host's
        ``show_save_problem``) until a write works again: the whole match is written then, every
        move made meanwhile included, and the player is told that it is saved again. Until then it
        is tried again every ``RETRY_MS``, and after every move.
        """
        paths = self.window.paths
        current = self._current()
        if not self.enabled or paths is None or current is None:
            return True
        try:
            if not self._autosave_is_ours:
                self._keep_previous(current)
            save_match(paths.autosave_file, current)
        except (OSError, ValueError) as exc:
            # OSError: the disk; ValueError: a save that would not load back, so the last good one stays.
            reason = _reason(exc)
            if reason != self._write_problem:
                problem = (
                    Message.make(
                        "ui.notice.previous_not_kept",
                        "The unfinished match from before could not be kept ({error}), so this match "
                        "is not saved over it. Your moves are kept and saved as soon as it can be kept.",
                        error=reason,
                    )
                    if isinstance(exc, PreviousNotKept)
                    else Message.make(
                        "ui.notice.autosave_failed",
                        "The match could not be saved automatically: {error}. Your moves are kept and "
                        "saved as soon as writing works again.",
                        error=reason,
                    )
                )
                if self._write_problem is None:
                    self.window.notify(problem)
                self.window.show_save_problem(problem)
            self._write_problem = reason
            self._retry.start()
            return False
        if self._write_problem is not None:
            self._write_problem = None
            self._retry.stop()
            self.window.show_save_problem(None)
            self.window.notify(
                Message.make("ui.notice.autosave_works", "The match is saved automatically again.")
            )
        return True

    @Slot()
    def _try_again(self) -> None:
        """The autosave failed before: try again (and count a match that ended meanwhile)."""
        if self._write_problem is None or not self.enabled:
            self._retry.stop()
            return
        controller = self._controller
        if self.autosave() and controller is not None and controller.state.is_over:
            self._finished()

    def unsaved(self) -> str | None:
        """Why the running match's last moves are not saved (the last autosave failed), or None."""
        return self._write_problem if self.enabled and self._controller is not None else None

    def flush(self) -> None:
        """The window closes: one more try if the last autosave failed (the disk may have room now)."""
        if self._write_problem is not None:
            self._retry.stop()
            self.autosave()

    def _keep_previous(self, current: SavedMatch) -> None:
        """Before a new match takes the autosave: another unfinished match there is kept in a file of
        its own (named by its game and when it was last played; never one that exists) and offered
        in the recent games. Raises :class:`PreviousNotKept` when it cannot be kept: the autosave is
        then not written over (unless the player let that match go: :meth:`let_previous_go`)."""
        paths = self.window.paths
        assert paths is not None
        path = paths.autosave_file
        try:
            data = read_json_object(path, MAX_SAVE_BYTES)
        except (FileNotFoundError, Damaged):
            # Missing; or damaged, and then start-up already kept it aside and said so.
            self._autosave_is_ours = True
            return
        let_go, self._let_go = self._let_go, None
        if data.get("actions") and not _same_match(data, current) and data.get("match_id") != let_go:
            problem = self._move_aside(data)
            if problem is not None:
                raise PreviousNotKept(problem)
        self._autosave_is_ours = True

    def let_previous_go(self) -> None:
        """The player chose to go on although the match being left could not be kept: the next
        match's autosave may take its place."""
        self._let_go = self.saved.match_id if self.saved is not None else None

    def _move_aside(self, data: dict[str, object], later: bool = False) -> str | None:
        """Move the autosave (``data`` read from it) into a file of its own, offered in the recent
        games, and say so by the file's name (``later``: once the next match is on the table, whose
        log is the one that stays). The ``unfinished`` folder first; where it cannot be used (a
        file of that name, no right to write there), the data folder itself. Returns why it could
        not be kept anywhere (None: kept)."""
        paths = self.window.paths
        assert paths is not None
        problem: str | None = None
        for folder in (paths.data / UNFINISHED_FOLDER, paths.data):
            try:
                previous = _free_unfinished_name(folder, data)
                os.rename(paths.autosave_file, previous)
            except OSError as exc:
                problem = problem or f"{shown_path(folder)}: {_reason(exc)}"
                continue
            break
        else:
            return problem
        if self.remember(previous):
            kept = Message.make(
                "ui.notice.previous_kept",
                "The unfinished match from before was kept as “{file}” (Game > Recent games).",
                file=previous.stem,
            )
        else:
            kept = Message.make(
                "ui.notice.previous_kept_at",
                "The unfinished match from before was kept as {file} (Game > Open…).",
                file=shown_path(previous),
            )
        if later:
            self._carried.append(kept)
        else:
            self.window.notify(kept)
        return None

    def keep_now(self) -> str | None:
        """The player leaves the running match for another one: keep it now, in a file of its own
        under the recent games (not only once the next match makes its first move). Returns why it
        could not be kept (None: kept, or nothing to keep)."""
        paths, controller = self.window.paths, self._controller
        if not self.enabled or paths is None or controller is None or not controller.state.history:
            return None
        if not self.autosave():
            return self._write_problem or "it could not be saved"
        try:
            data = read_json_object(paths.autosave_file, MAX_SAVE_BYTES)
        except (OSError, Damaged) as exc:
            return _reason(exc) if isinstance(exc, OSError) else str(exc)
        current = self._current()
        if current is not None and data.get("actions") and _same_match(data, current):
            return self._move_aside(data, later=True)
        return None

    def _finished(self) -> None:
        """The final action is saved: count the result (unless practice) and drop the autosave."""
        controller, paths, saved = self._controller, self.window.paths, self.saved
        if controller is None or saved is None or paths is None or not self.enabled:
            return
        outcome = controller.state.outcome
        assert outcome is not None
        current = self._current()
        self.add_to_history(current if current is not None else saved, outcome)
        if not saved.practice and not self.count(saved, outcome):
            return  # not counted: the finished autosave stays, and is counted at the next start
        with contextlib.suppress(OSError):  # a leftover autosave is counted once, then dropped
            discard_autosave(paths)

    def count(self, saved: SavedMatch, outcome: Outcome) -> bool:
        """Record a finished match in the statistics, once per match id; False if it could not be."""
        paths = self.window.paths
        if paths is None or not self.enabled:
            return False
        from ..store.stats import load_statistics, record_result, save_statistics  # at a match's end

        loaded = load_statistics(paths)
        if loaded.notice is not None:
            self.window.notify(loaded.notice)
        if not loaded.can_save:
            return False
        game = GAMES[saved.game_id]
        stats = record_result(
            loaded.statistics,
            saved.game_id,
            [s.name for s in saved.seats],
            [seat_from_saved(s).is_person for s in saved.seats],
            outcome.winners,
            outcome.scores if game.has_points else None,
            match_id=saved.match_id,
            hinted=[seat in saved.hints for seat in range(len(saved.seats))],
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
            return False
        return True

    def add_to_history(self, saved: SavedMatch, outcome: Outcome) -> None:
        """Put a finished match first in the match history (once per match id; practice too)."""
        paths = self.window.paths
        if paths is None or not self.enabled:
            return
        from ..store.history import add_finished, load_history, save_history  # at a match's end

        loaded = load_history(paths)
        if loaded.notice is not None:
            self.window.notify(loaded.notice)
        if not loaded.can_save:
            return
        history = add_finished(loaded.history, saved, list(outcome.scores), list(outcome.winners))
        if history is loaded.history:
            return
        try:
            save_history(history, paths)
        except OSError as exc:
            self.window.notify(
                Message.make(
                    "ui.notice.history_failed",
                    "The match history could not be saved: {error}",
                    error=_reason(exc),
                )
            )

    def mark_hinted(self, seat: int) -> None:
        """``seat`` asked the coach: the match is marked so (saved at once, counted so at its end)."""
        saved = self.saved
        if saved is None or seat in saved.hints:
            return
        self.saved = saved.model_copy(update={"hints": sorted({*saved.hints, seat})})
        controller = self._controller
        if controller is not None and not controller.state.is_over:
            self.autosave()

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

    def remember(self, path: Path) -> bool:
        """Put ``path`` first in the recent files; False if it cannot be kept there.

        The settings file is UTF-8 text: a path whose name is not (a folder named in another
        encoding, whose bytes Python holds as surrogate escapes) cannot be written into it, and is
        left out rather than making the settings unsavable.
        """
        text = str(path)
        if not _is_text(text):
            return False
        recent = [p for p in self.window.settings.recent_files if p != text]
        self.window.settings.recent_files = [text, *recent][:MAX_RECENT]
        return True

    def forget(self, path: Path) -> None:
        """Drop ``path`` from the recent files (it is gone or was damaged)."""
        text = str(path)
        self.window.settings.recent_files = [p for p in self.window.settings.recent_files if p != text]

    def read(
        self, path: Path, progress: Callable[[int, int], None] | None = None
    ) -> tuple[SavedMatch, Replayed] | Message:
        """A saved match the player chose, replayed once to go on with, or the reason it cannot be
        used (the file stays as it is, whatever it holds). ``progress`` hears how far a long replay
        got. What there is to tell about a match that loads is told once the match is on the table."""
        loaded, replayed = replay_file(path, own=False, progress=progress)
        if loaded.match is None:
            return loaded.notice or Message.make(
                "ui.notice.no_file", "{file} does not exist.", file=shown_path(path)
            )
        self._remark = loaded.notice
        return loaded.match, replayed


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
