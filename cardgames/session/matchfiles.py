"""Match files around the keeper: a saved match read and replayed once to go on with, the setup it
was started with, the recent files, and the names of unfinished matches kept aside. Plain Python,
no Qt; the files themselves are read and written by ``cardgames.store``."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from ..games import GAMES
from ..store import SAVE_SUFFIX, LoadedMatch, SavedMatch, Settings, load_match
from .records import Replayed
from .seats import seat_from_saved
from .setup import MatchSetup

__all__ = [
    "MAX_RECENT",
    "UNFINISHED_FOLDER",
    "PreviousNotKept",
    "forget",
    "free_unfinished_name",
    "reason",
    "remember",
    "replay_file",
    "same_match",
    "setup_of",
]

#: Files in Game > Recent games.
MAX_RECENT = 8
#: The folder (in the data folder) where an unfinished match goes when a new match takes the autosave.
UNFINISHED_FOLDER = "unfinished"


class PreviousNotKept(OSError):
    """The unfinished match in the autosave could not be kept in a file of its own (the reason)."""


def reason(exc: Exception) -> str:
    """A short reason for a failed write."""
    if isinstance(exc, PreviousNotKept):
        return str(exc)
    if isinstance(exc, OSError):
        return exc.strerror or type(exc).__name__
    return str(exc) or type(exc).__name__


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
        loaded = replace(loaded, notice=loaded.remark)
    return loaded, replayed


def same_match(data: dict[str, object], saved: SavedMatch) -> bool:
    """True if the saved data is ``saved``'s match: by its id, or for a file from before match ids
    by its game, deal and start."""
    if "match_id" in data:
        return data["match_id"] == saved.match_id
    return (
        data.get("game_id") == saved.game_id
        and data.get("seed") == saved.seed
        and data.get("created") == saved.model_dump(mode="json")["created"]
    )


def free_unfinished_name(folder: Path, data: dict[str, object]) -> Path:
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


def remember(settings: Settings, path: Path) -> bool:
    """Put ``path`` first in the recent files; False if it cannot be kept there.

    The settings file is UTF-8 text: a path whose name is not (a folder named in another encoding,
    whose bytes Python holds as surrogate escapes) cannot be written into it, and is left out rather
    than making the settings unsavable.
    """
    text = str(path)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    recent = [p for p in settings.recent_files if p != text]
    settings.recent_files = [text, *recent][:MAX_RECENT]
    return True


def forget(settings: Settings, path: Path) -> None:
    """Drop ``path`` from the recent files (it is gone or was damaged)."""
    text = str(path)
    settings.recent_files = [p for p in settings.recent_files if p != text]
