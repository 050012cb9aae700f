"""Saved matches: the ``.cardtable`` file, its model, and loading it back by replay.

A save is the match's :class:`~cardgames.engine.GameRecord` (game, options,
seed, actions in their text form) plus who sat where, and a random match id
so that its result is counted only once in the statistics. Loading rebuilds the
state by replaying the actions from the seed, so the file holds nothing
executable (no pickle, no eval) and every action passes the rules again on its
way back in. A caller that goes on with the match hears every action as it
is replayed (``observe``: the match after it and what it did), so the table
is set from the same replay and the match is played only once.
Sizes are checked before the replay starts: a file of at most
``MAX_SAVE_BYTES``, at most 100,000 actions of at most 64 characters each,
2 to 8 seats, and a bounded block of options.

Loading never raises. A missing file gives nothing; a damaged one (not JSON,
a wrong type, another format version, an unknown game, an unknown bot level,
options the game refuses, an action that is not legal where it stands) is
moved aside to a ``.broken`` name, never overwritten nor deleted, and a
:class:`~cardgames.engine.Message` names the file and the reason. A folder,
a named pipe or a device is reported and never moved. A file the player
chose (``load_match(path, own=False)``: Open..., Recent games) is never moved
nor changed at all, and one whose name does not end in ``.cardtable`` is
not even read.

Options a newer version added (names the game's ``Options`` does not know) are
left out when the rest is valid and the match replays without them; the match
then loads with a remark that says so (:attr:`LoadedMatch.remark`). If it does
not replay without them, that is the damage reported.
"""

from __future__ import annotations

import contextlib
import glob
import json
import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    field_validator,
)

from cardgames import __version__
from cardgames.engine import (
    AnyState,
    Event,
    Game,
    GameRecord,
    Message,
    ReplayError,
)
from cardgames.games import GAMES, get_game

from .files import (
    Damaged,
    DamageNotices,
    atomic_write_text,
    backup_path,
    left_alone_notice,
    load_or_set_aside,
    read_json_object,
    shown_path,
    validation_reason,
)
from .paths import Paths
from .settings import BotLevel

__all__ = [
    "FORMAT_VERSION",
    "MAX_SAVE_BYTES",
    "SAVE_SUFFIX",
    "LoadedMatch",
    "MatchId",
    "Observer",
    "SavedMatch",
    "SavedSeat",
    "discard_autosave",
    "load_match",
    "new_match_id",
    "save_match",
]

_log = logging.getLogger(__name__)

#: The layout of the file; a file with another number is refused with a clear reason.
FORMAT_VERSION = 1
#: The file name ending of a saved match (the autosave uses it too).
SAVE_SUFFIX = ".cardtable"
#: Far above a long real match (a few thousand actions take some 100 KiB).
MAX_SAVE_BYTES = 4 << 20

MAX_ACTIONS = 100_000
MAX_ACTION_CHARS = 64
MAX_OPTIONS = 32
MAX_OPTION_KEY_CHARS = 64
#: The options as compact JSON; real ones take a few hundred characters.
MAX_OPTIONS_CHARS = 4096
_MAX_SEED = 2**63
_MAX_ISO_CHARS = 64


def from_iso(value: Any) -> Any:
    """A date and time field's value as read: ISO 8601 text becomes a datetime (strict mode would
    take only datetime objects); anything else is left for the field's own check."""
    if isinstance(value, str):
        if len(value) > _MAX_ISO_CHARS:
            raise ValueError("not a date and time")
        return datetime.fromisoformat(value)
    return value


#: Hears each action of a saved match as it is replayed: ``observe(state, events)`` with the match
#: after the action (its history says who made each move) and the action's events.
Observer = Callable[[AnyState, list[Event]], None]


class SavedSeat(BaseModel):
    """One seat of a saved match: the player's name, human or bot, and the bot's level."""

    model_config = ConfigDict(strict=True, extra="ignore", validate_assignment=True)

    name: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=24)]
    kind: Literal["human", "bot"]
    # A bot's level; None for a human.
    level: BotLevel | None = None


ActionText = Annotated[str, StringConstraints(max_length=MAX_ACTION_CHARS)]
#: A match id: 32 lowercase hex digits, as ``uuid.uuid4().hex`` makes them.
MATCH_ID_PATTERN = r"^[0-9a-f]{32}$"
MatchId = Annotated[str, StringConstraints(pattern=MATCH_ID_PATTERN)]


def new_match_id() -> str:
    """A fresh random match id."""
    return uuid.uuid4().hex


class SavedMatch(BaseModel):
    """A match on disk: its record (game, options, seed, actions), its seats and its dates."""

    model_config = ConfigDict(strict=True, extra="ignore", validate_assignment=True)

    format_version: int = FORMAT_VERSION
    # Names this match in the statistics, so its result is counted once; a file without one gets a new one.
    match_id: MatchId = Field(default_factory=new_match_id)
    # The app that wrote the file, for the curious; loading does not depend on it.
    app_version: Annotated[str, StringConstraints(max_length=32)] = __version__
    game_id: Annotated[str, StringConstraints(max_length=32)]
    # Checked against the game's own Options model when the match is loaded.
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SavedSeat] = Field(min_length=2, max_length=8)
    seed: int = Field(ge=0, lt=_MAX_SEED)
    actions: list[ActionText] = Field(default_factory=list, max_length=MAX_ACTIONS)
    created: AwareDatetime
    updated: AwareDatetime
    # Undo was used: the result is kept out of the statistics.
    practice: bool = False
    # The seats whose player asked the coach for a hint (the statistics mark their match).
    hints: list[Annotated[int, Field(ge=0, lt=8)]] = Field(default_factory=list, max_length=8)
    # Played at a table online (the server kept it; its record came at the end). Files without it
    # (every match before online play, and local ones) are not.
    online: bool = False

    @field_validator("format_version")
    @classmethod
    def _known_format(cls, value: int) -> int:
        if value != FORMAT_VERSION:
            raise ValueError(_format_reason(value))
        return value

    @field_validator("game_id")
    @classmethod
    def _known_game(cls, value: str) -> str:
        if value not in GAMES:
            raise ValueError(f"this version does not know the game {value!r}")
        return value

    @field_validator("options")
    @classmethod
    def _small_options(cls, value: dict[str, Any]) -> dict[str, Any]:
        if len(value) > MAX_OPTIONS:
            raise ValueError(f"more than {MAX_OPTIONS} options")
        if any(len(key) > MAX_OPTION_KEY_CHARS for key in value):
            raise ValueError(f"an option name longer than {MAX_OPTION_KEY_CHARS} characters")
        try:
            size = len(json.dumps(value, allow_nan=False, separators=(",", ":")))
        except (TypeError, ValueError, RecursionError):
            raise ValueError("options must be plain JSON data") from None
        if size > MAX_OPTIONS_CHARS:
            raise ValueError(f"the options take more than {MAX_OPTIONS_CHARS} characters")
        return value

    @field_validator("created", "updated", mode="before")
    @classmethod
    def _from_iso(cls, value: Any) -> Any:
        return from_iso(value)

    def record(self) -> GameRecord:
        """The replayable record of this match."""
        return GameRecord(
            game_id=self.game_id,
            num_players=len(self.seats),
            seed=self.seed,
            options=dict(self.options),
            actions=tuple(self.actions),
        )

    @classmethod
    def start(
        cls,
        game_id: str,
        options: dict[str, Any],
        seats: list[SavedSeat],
        seed: int,
        now: datetime | None = None,
    ) -> SavedMatch:
        """A new match with no actions yet and a fresh match id, created and updated ``now`` (default:
        the current UTC time).

        The options are stored complete, defaults filled in, so the save replays
        the same even if a later version changes a default. Raises ``KeyError``
        for an unknown game, and ``ValueError`` for a seat count or options the
        game refuses or any value out of bounds.
        """
        game = get_game(game_id)
        if not game.min_players <= len(seats) <= game.max_players:
            raise ValueError(
                f"{game.title} is for {game.min_players} to {game.max_players} players, not {len(seats)}"
            )
        full = game.make_options(options).model_dump(mode="json")
        when = now if now is not None else datetime.now(UTC)
        return cls(
            game_id=game_id,
            options=full,
            seats=list(seats),
            seed=seed,
            created=when,
            updated=when,
        )


@dataclass(frozen=True, slots=True)
class LoadedMatch:
    """What :func:`load_match` found: the match and its replayed state, or a notice, or nothing."""

    # None when the file is missing or damaged.
    match: SavedMatch | None
    # The replayed state of ``match`` (None exactly when ``match`` is).
    state: AnyState | None
    notice: Message | None = None
    # Where the damaged file was moved to; None if it was fine, missing, or could not or must not be moved.
    backup: Path | None = None
    # Something to tell about a match that loaded (options of a newer version were left out).
    remark: Message | None = None


_NOTICES = DamageNotices(
    damaged=(
        "store.save_damaged",
        "The saved match {file} could not be loaded ({reason}); it was kept as {backup}.",
    ),
    unreadable=(
        "store.save_unreadable",
        "The saved match {file} could not be loaded ({reason}) and could not be moved aside; "
        "it is left as it is.",
    ),
    left_alone=(
        "store.save_foreign_damaged",
        "{file} could not be opened as a match ({reason}); it is left as it is.",
    ),
)


def save_match(path: Path, match: SavedMatch) -> None:
    """Write ``match`` to ``path`` atomically (JSON, indent 1, sorted keys); raises OSError on failure.

    The match is checked first as :func:`load_match` will check it (a
    ``ValueError`` if it would not load back, which is a bug and never a disk
    problem), so a save never replaces a good file with one that cannot load.
    """
    data = match.model_dump(mode="json")
    try:
        SavedMatch.model_validate(data)
    except ValidationError as exc:
        raise ValueError(f"this match would not load back: {validation_reason(exc, 'match')}") from None
    text = json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False, allow_nan=False) + "\n"
    if len(text.encode("utf-8")) > MAX_SAVE_BYTES:
        raise ValueError(f"this match would take more than {MAX_SAVE_BYTES >> 20} MiB")
    atomic_write_text(path, text)


def load_match(
    path: Path,
    *,
    own: bool = True,
    progress: Callable[[int, int], None] | None = None,
    observe: Observer | None = None,
) -> LoadedMatch:
    """Read and replay a saved match; never raises for anything in the file (see the module
    docstring).

    ``progress(done, total)`` hears how far the replay of a long match got.

    ``observe`` hears every action as it is replayed (see :data:`Observer`): the replay then makes
    the events a quiet one leaves out. If the file turns out damaged at a later action, what was
    heard so far belongs to no match: the result has no match then. An exception of ``observe``
    itself is the caller's bug, not damage: it is raised, and the file is not set aside.

    ``own``: the app's own file (the autosave), moved aside if it is damaged.
    With ``own`` false (a file the player chose) nothing is ever moved nor
    written: damage gives the ``store.save_foreign_damaged`` notice, and a
    name without the ``.cardtable`` ending is refused unread, with that notice.
    """
    if not own and not path.name.lower().endswith(SAVE_SUFFIX):
        reason = f"it is not a Card Table match ({SAVE_SUFFIX})"
        return LoadedMatch(None, None, left_alone_notice(path, reason, _NOTICES))
    loaded, notice, backup = load_or_set_aside(
        path, partial(_read, progress=progress, observe=observe), _NOTICES, set_aside_damaged=own
    )
    if loaded is None:
        return LoadedMatch(None, None, notice, backup)
    match, state, remark = loaded
    if own and remark is not None:
        # The app writes its own file again at the next move, without what this version does not
        # know: the file as the newer version wrote it is kept beside it, for that version.
        kept = _keep_newer(path)
        if kept is not None:
            remark = Message.make(
                "store.save_newer_options_kept",
                "The saved match {file} was written by a newer version: options this version does not "
                "know ({options}) were left out, and the match goes on without them. The file as it was "
                "is kept as {backup}.",
                file=remark.args["file"],
                options=remark.args["options"],
                backup=shown_path(kept),
            )
    return LoadedMatch(match, state, remark=remark)


def _keep_newer(path: Path) -> Path | None:
    """A copy of ``path`` (a match a newer version wrote) beside it; None if none could be made."""
    try:
        text = path.read_text(encoding="utf-8")  # read as UTF-8 JSON just before
        # Started again before a move rewrote it: the copy made last time is that copy.
        for earlier in sorted(path.parent.glob(f"{glob.escape(path.name)}.newer*"))[:50]:
            with contextlib.suppress(OSError, UnicodeError):
                if earlier.is_file() and earlier.read_text(encoding="utf-8") == text:
                    return earlier
        target = backup_path(path, "newer")
        atomic_write_text(target, text)
    except (OSError, UnicodeError):
        return None
    return target


def discard_autosave(paths: Paths) -> None:
    """Delete the autosave, if there is one (the player chose Discard, or the match ended).

    Raises OSError if it is there and cannot be deleted.
    """
    paths.autosave_file.unlink(missing_ok=True)


class _ObserverFailed(Exception):
    """The observer of a replay raised ``error``: carried past the file's damage handling."""

    def __init__(self, error: Exception) -> None:
        super().__init__(error)
        self.error = error


def _read(
    path: Path,
    progress: Callable[[int, int], None] | None = None,
    observe: Observer | None = None,
) -> tuple[SavedMatch, AnyState, Message | None]:
    """Parse, validate and replay; OSError if the file cannot be read, Damaged if it is bad. The
    third part is the remark on options of a newer version that were left out (else None)."""
    data = read_json_object(path, MAX_SAVE_BYTES)
    version = data.get("format_version")
    # Before the model: a file of another format may differ anywhere, and this is the reason to give.
    if type(version) is int and version != FORMAT_VERSION:
        raise Damaged(_format_reason(version))
    try:
        match = SavedMatch.model_validate(data)
    except ValidationError as exc:
        raise Damaged(validation_reason(exc, "match")) from None
    game = GAMES[match.game_id]
    match, unknown = _known_options(match, game)
    try:
        state = _replay(match.record(), game, progress, observe)
    except ReplayError as exc:
        if unknown:
            reason = f"it does not replay without the options of a newer version ({_names(unknown)}): {exc}"
            raise Damaged(reason) from None
        raise Damaged(f"it does not replay: {exc}") from None
    except _ObserverFailed as exc:
        raise exc.error from None
    except Exception as exc:
        # A game's own bug met by a hostile or odd action; the file is still kept and reported.
        _log.warning("replaying %s failed unexpectedly", path, exc_info=True)
        raise Damaged(f"it does not replay ({type(exc).__name__})") from None
    if not unknown:
        return match, state, None
    remark = Message.make(
        "store.save_newer_options",
        "The saved match {file} was written by a newer version: options this version does not know "
        "({options}) were left out, and the match goes on without them.",
        file=shown_path(path),
        options=_names(unknown),
    )
    return match, state, remark


def _known_options(match: SavedMatch, game: Game) -> tuple[SavedMatch, list[str]]:
    """``match`` with the options this version knows, and the names of those it does not know (a
    newer version added them; a file whose every option is known comes back as it is).

    Raises :class:`Damaged` if an option this version knows has a value it refuses, or if the
    options are wrong even without the unknown ones.
    """
    try:
        game.Options.model_validate(match.options)
    except ValidationError as exc:
        unknown = sorted(name for name in match.options if name not in game.Options.model_fields)
        if not unknown:
            raise Damaged("options." + validation_reason(exc, "options")) from None
    else:
        return match, []
    known = {name: value for name, value in match.options.items() if name not in unknown}
    try:
        game.Options.model_validate(known)
    except ValidationError as exc:
        raise Damaged("options." + validation_reason(exc, "options")) from None
    return match.model_copy(update={"options": known}), unknown


def _names(options: list[str]) -> str:
    """The unknown options, named for the player: ``“x”, “y”`` (at most three named)."""
    return ", ".join(f"“{name}”" for name in options[:3]) + (", …" if len(options) > 3 else "")


def _replay(
    record: GameRecord,
    game: Game,
    progress: Callable[[int, int], None] | None,
    observe: Observer | None,
) -> AnyState:
    """The state ``record`` leads to; :class:`ReplayError` for the first action that cannot be read or
    is not legal where it stands (worded as :meth:`GameRecord.replay` words it).

    Without ``observe`` this is the quiet replay of the record. With it, each action is applied
    with its events and heard, so whoever goes on with the match need not play it again.
    """
    if observe is None:
        return record.replay(game, progress=progress)

    def heard(state: AnyState, events: list[Event]) -> None:
        try:
            observe(state, events)
        except Exception as exc:
            raise _ObserverFailed(exc) from exc

    return record.replay(game, progress=progress, observe=heard)


def _format_reason(version: int) -> str:
    """Why a file of another format version is not loaded."""
    if version > FORMAT_VERSION:
        return f"it was written by a newer version (format {version})"
    return f"it has an unknown format ({version})"
