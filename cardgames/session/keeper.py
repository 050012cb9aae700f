"""Nothing played is lost: the autosave after every action, saving and opening matches, the recent
files, and counting finished matches. Plain Python, no Qt.

The :class:`Keeper` follows the running match (anything with a ``state``), and its owner calls
:meth:`Keeper.applied` after every action: the action is saved before it is shown. A finished match
is counted (unless undo made it practice) once per match id, then its autosave is removed; one a
kill left uncounted is counted at the next start (:meth:`Keeper.settle`). A new match never
overwrites another unfinished one's autosave: that match is first kept in a file of its own (the
data folder's ``unfinished`` folder) and offered in the recent games. ``cardgames.store`` reads and
writes the files and sets damaged ones of its own aside (never a file the player chose); here the
results become answers and :class:`~cardgames.engine.Message` notices handed to the host
(:class:`KeeperHost`). A failing autosave is tried again at :meth:`Keeper.try_again`, which an owner
with a clock calls while :meth:`Keeper.retrying` says so.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from ..engine import AnyState, Message, Outcome
from ..store import (
    MAX_SAVE_BYTES,
    Damaged,
    LoadedMatch,
    Paths,
    SavedMatch,
    Settings,
    discard_autosave,
    read_json_object,
    save_match,
    shown_path,
)
from . import matchfiles, tally
from .matchfiles import MAX_RECENT, UNFINISHED_FOLDER, PreviousNotKept, reason, replay_file, setup_of
from .records import Replayed
from .seams import Listener
from .seats import seat_to_saved
from .setup import MatchSetup

__all__ = [
    "MAX_RECENT",
    "UNFINISHED_FOLDER",
    "Keeper",
    "KeeperHost",
    "Kept",
    "PreviousNotKept",
    "replay_file",
    "setup_of",
]


class KeeperHost(Protocol):
    """What the keeper needs of whoever holds it (the window, a test)."""

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


class Kept(Protocol):
    """The running match as the keeper follows it: the true state, its history the actions."""

    @property
    def state(self) -> AnyState:
        """The match as it stands now."""


#: What a keeper follows (the Qt keeper: the controller).
K = TypeVar("K", bound=Kept)


class Keeper(Listener, Generic[K]):
    """Autosave, files and statistics for the host's running match; as a listener of a
    :class:`~cardgames.session.match.Match` it saves every action the match applies."""

    def __init__(self, host: KeeperHost) -> None:
        self.host = host
        #: The running match as it is saved (None before the first match, and for a match with a
        #: seat elsewhere, which is not kept here: see :mod:`cardgames.session.seats`).
        self.saved: SavedMatch | None = None
        self._match: K | None = None
        # Why the last autosave failed (None: it worked), so a full disk is told once.
        self._write_problem: str | None = None
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
        match: K,
        setup: MatchSetup,
        practice: bool,
        created: datetime | None,
        match_id: str | None = None,
        hints: Sequence[int] = (),
    ) -> None:
        """A match starts (or resumes, or was taken back: then ``match_id`` is the match's own, and
        ``hints`` the seats that asked the coach so far). From now on the owner calls
        :meth:`applied` after each of its actions."""
        self._match = match
        self.saved = None
        if all(s.is_local for s in setup.seats):
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
        carried, self._carried = self._carried, []
        for message in carried:
            self.host.notify(message)
        remark, self._remark = self._remark, None
        if remark is not None and created is not None:
            self.host.notify(remark)  # the match read last goes on (a new match forgets it)
        if (match.state.history or practice) and not match.state.is_over:
            # Resumed, opened or taken back (even to the first move): the autosave is this match now.
            self.autosave()

    @property
    def match(self) -> K | None:
        """The match followed (None before the first)."""
        return self._match

    @property
    def enabled(self) -> bool:
        """False for the demo, a read-only window, and when the settings file could not be kept:
        nothing is written."""
        return self.host.persist and self.host.paths is not None

    def applied(self) -> None:
        """An action was applied to the match: save it, and count the match if it is over."""
        self.autosave()
        match = self._match
        if match is not None and match.state.is_over:
            self._finished()

    def on_applied(self) -> None:
        """The match it listens to applied an action (see :meth:`applied`)."""
        self.applied()

    def _current(self) -> SavedMatch | None:
        """The saved match with the match's actions up to now."""
        match, saved = self._match, self.saved
        if match is None or saved is None:
            return None
        actions = [a.text() for a in match.state.history]
        return saved.model_copy(update={"actions": actions, "updated": datetime.now(UTC)})

    def retrying(self, wanted: bool) -> None:
        """The autosave began to fail (``wanted``: call :meth:`try_again` now and then until this
        is called with False) or works again. Here nothing: an owner with a clock overrides it."""

    def autosave(self) -> bool:
        """Write the running match to the autosave file (atomically); False if that failed.

        A failure (a full disk, say) is told once, not at every move, and stays in sight (the host's
        ``show_save_problem``) until a write works again: the whole match is written then, every
        move made meanwhile included, and the player is told that it is saved again. Until then it
        is tried again at every :meth:`try_again` (see :meth:`retrying`), and after every move.
        """
        paths = self.host.paths
        current = self._current()
        if not self.enabled or paths is None or current is None:
            return True
        try:
            if not self._autosave_is_ours:
                self._keep_previous(current)
            save_match(paths.autosave_file, current)
        except (OSError, ValueError) as exc:
            # OSError: the disk; ValueError: a save that would not load back, so the last good one stays.
            why = reason(exc)
            if why != self._write_problem:
                problem = (
                    Message.make(
                        "ui.notice.previous_not_kept",
                        "The unfinished match from before could not be kept ({error}), so this match "
                        "is not saved over it. Your moves are kept and saved as soon as it can be kept.",
                        error=why,
                    )
                    if isinstance(exc, PreviousNotKept)
                    else Message.make(
                        "ui.notice.autosave_failed",
                        "The match could not be saved automatically: {error}. Your moves are kept and "
                        "saved as soon as writing works again.",
                        error=why,
                    )
                )
                if self._write_problem is None:
                    self.host.notify(problem)
                self.host.show_save_problem(problem)
            self._write_problem = why
            self.retrying(True)
            return False
        if self._write_problem is not None:
            self._write_problem = None
            self.retrying(False)
            self.host.show_save_problem(None)
            self.host.notify(
                Message.make("ui.notice.autosave_works", "The match is saved automatically again.")
            )
        return True

    def try_again(self) -> None:
        """The autosave failed before: try again (and count a match that ended meanwhile)."""
        if self._write_problem is None or not self.enabled:
            self.retrying(False)
            return
        match = self._match
        if self.autosave() and match is not None and match.state.is_over:
            self._finished()

    def unsaved(self) -> str | None:
        """Why the running match's last moves are not saved (the last autosave failed), or None."""
        return self._write_problem if self.enabled and self._match is not None else None

    def flush(self) -> None:
        """The window closes: one more try if the last autosave failed (the disk may have room now)."""
        if self._write_problem is not None:
            self.retrying(False)
            self.autosave()

    def _keep_previous(self, current: SavedMatch) -> None:
        """Before a new match takes the autosave: another unfinished match there is kept in a file of
        its own (named by its game and when it was last played; never one that exists) and offered
        in the recent games. Raises :class:`PreviousNotKept` when it cannot be kept: the autosave is
        then not written over (unless the player let that match go: :meth:`let_previous_go`)."""
        paths = self.host.paths
        assert paths is not None
        try:
            data = read_json_object(paths.autosave_file, MAX_SAVE_BYTES)
        except (FileNotFoundError, Damaged):
            # Missing; or damaged, and then start-up already kept it aside and said so.
            self._autosave_is_ours = True
            return
        let_go, self._let_go = self._let_go, None
        if (
            data.get("actions")
            and not matchfiles.same_match(data, current)
            and data.get("match_id") != let_go
        ):
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
        paths = self.host.paths
        assert paths is not None
        problem: str | None = None
        for folder in (paths.data / UNFINISHED_FOLDER, paths.data):
            try:
                previous = matchfiles.free_unfinished_name(folder, data)
                os.rename(paths.autosave_file, previous)
            except OSError as exc:
                problem = problem or f"{shown_path(folder)}: {reason(exc)}"
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
            self.host.notify(kept)
        return None

    def keep_now(self) -> str | None:
        """The player leaves the running match for another one: keep it now, in a file of its own
        under the recent games (not only once the next match makes its first move). Returns why it
        could not be kept (None: kept, or nothing to keep)."""
        paths, match = self.host.paths, self._match
        if not self.enabled or paths is None or match is None or not match.state.history:
            return None
        if not self.autosave():
            return self._write_problem or "it could not be saved"
        try:
            data = read_json_object(paths.autosave_file, MAX_SAVE_BYTES)
        except (OSError, Damaged) as exc:
            return reason(exc) if isinstance(exc, OSError) else str(exc)
        current = self._current()
        if current is not None and data.get("actions") and matchfiles.same_match(data, current):
            return self._move_aside(data, later=True)
        return None

    # ------------------------------------------------------------------ finished matches

    def _finished(self) -> None:
        """The final action is saved: count the result (unless practice) and drop the autosave."""
        match, saved = self._match, self.saved
        if match is None or saved is None:
            return
        outcome = match.state.outcome
        assert outcome is not None
        current = self._current()
        self.settle(current if current is not None else saved, outcome)

    def settle(self, saved: SavedMatch, outcome: Outcome) -> bool:
        """A finished match (the running one at its end, or an autosave a kill left uncounted, read
        at the next start): put it in the match history, count it in the statistics unless it is
        practice (once per match id), and then drop the autosave. False when it could not be
        counted: the finished autosave stays, to be counted at the next start."""
        paths = self.host.paths
        if paths is None or not self.enabled:
            return False
        self.add_to_history(saved, outcome)
        if not saved.practice and not self.count(saved, outcome):
            return False
        with contextlib.suppress(OSError):  # a leftover autosave is counted once, then dropped
            discard_autosave(paths)
        return True

    def count(self, saved: SavedMatch, outcome: Outcome) -> bool:
        """Record a finished match in the statistics, once per match id; False if it could not be."""
        paths = self.host.paths
        return (
            paths is not None and self.enabled and tally.count_result(paths, saved, outcome, self.host.notify)
        )

    def add_to_history(self, saved: SavedMatch, outcome: Outcome) -> None:
        """Put a finished match first in the match history (once per match id; practice too)."""
        paths = self.host.paths
        if paths is not None and self.enabled:
            tally.add_to_history(paths, saved, outcome, self.host.notify)

    def mark_hinted(self, seat: int) -> None:
        """``seat`` asked the coach: the match is marked so (saved at once, counted so at its end)."""
        saved = self.saved
        if saved is None or seat in saved.hints:
            return
        self.saved = saved.model_copy(update={"hints": sorted({*saved.hints, seat})})
        match = self._match
        if match is not None and not match.state.is_over:
            self.autosave()

    # ------------------------------------------------------------------ files

    def read_autosave(
        self, progress: Callable[[int, int], None] | None = None
    ) -> tuple[LoadedMatch, Replayed]:
        """The autosave as the app's own file (a damaged one is set aside, and the notice says so),
        replayed once; nothing read when there is no data folder."""
        paths = self.host.paths
        if paths is None:
            return LoadedMatch(None, None), Replayed()
        return replay_file(paths.autosave_file, own=True, progress=progress)

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
                error=reason(exc),
            )
        self.remember(path)
        return None

    def remember(self, path: Path) -> bool:
        """Put ``path`` first in the recent files; False if it cannot be kept there (a name that is
        not UTF-8 text)."""
        return matchfiles.remember(self.host.settings, path)

    def forget(self, path: Path) -> None:
        """Drop ``path`` from the recent files (it is gone or was damaged)."""
        matchfiles.forget(self.host.settings, path)

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
