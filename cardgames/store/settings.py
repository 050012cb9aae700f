"""The player's settings: the pydantic models and loading and saving ``settings.json``.

Loading never fails. A missing file gives the defaults; a damaged one (not
UTF-8, not JSON, not an object, a wrong type or a value out of range) is moved
aside to a ``.broken`` name so nothing the player had is lost or overwritten,
and the defaults come back with a :class:`~cardgames.engine.Message` saying so.
Types are checked strictly: ``"bot_delay_ms": "700"`` is damage, not 700,
and so is a bot level that is not one of :data:`BotLevel` (``"Hard"``) or a
window geometry that is not short base64 text. Unknown keys are ignored, so
files written by newer versions still load. A folder, a named pipe or a device
where the file should be is reported and left alone, and the settings are then
not saved over it (:attr:`LoadResult.can_save`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from cardgames.engine import Message

from .files import (
    Damaged,
    DamageNotices,
    SavesSafely,
    load_or_set_aside,
    read_json_object,
    validation_reason,
    write_json,
)
from .paths import Paths

__all__ = [
    "AnimationSpeed",
    "BotLevel",
    "GameSetup",
    "Language",
    "LoadResult",
    "SeatSetup",
    "Settings",
    "load_settings",
    "save_settings",
]

AnimationSpeed = Literal["off", "fast", "normal", "slow"]
#: How fast the replay plays on by itself (``cardgames.ui.review.PACE_MS``).
ReplayPace = Literal["slow", "normal", "fast"]
#: The table's colour and the card back (``cardgames.ui.scene.table.FELTS``, ``cardgames.ui.art.BACKS``).
TableColour = Literal["green", "blue", "red", "grey"]
CardBack = Literal["deck", "lattice", "red", "green", "sunburst"]
Language = Literal["de", "en"]
#: How well a bot plays; the same names as ``cardgames.ai.LEVELS`` (a test keeps them equal).
BotLevel = Literal["random", "easy", "normal", "hard"]

#: The longest window geometry kept; Qt's saveGeometry() takes some 100 characters of base64.
MAX_GEOMETRY_CHARS = 8192
#: Base64 text as QByteArray.toBase64() writes it, ASCII only.
Geometry = Annotated[str, StringConstraints(max_length=MAX_GEOMETRY_CHARS, pattern=r"^[A-Za-z0-9+/]*={0,2}$")]

# Far above any real settings file; a bigger one is not ours, and is not read into memory.
MAX_FILE_BYTES = 1 << 20

_CONFIG = ConfigDict(extra="ignore", strict=True, validate_assignment=True)


class SeatSetup(BaseModel):
    """One seat in the new-game dialog: who sits there and, for a bot, how well it plays."""

    model_config = _CONFIG

    name: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=24)]
    kind: Literal["human", "bot"] = "human"
    level: BotLevel = "normal"


class GameSetup(BaseModel):
    """The last new-game choice: the game, its seats and its options."""

    model_config = _CONFIG

    # Not checked against the known games: the dialog ignores a game this version does not know.
    game_id: Annotated[str, StringConstraints(min_length=1, max_length=32)] = "ftw"
    # Empty: the dialog uses its own default seats.
    seats: list[SeatSetup] = Field(default_factory=list)
    options: dict[str, Any] = Field(default_factory=dict)


class Settings(BaseModel):
    """Everything the app remembers between runs, apart from saved matches and statistics."""

    model_config = _CONFIG

    # None: follow the system locale at first start.
    language: Language | None = None
    # The rules viewer's own toggle; None: the same as the interface.
    rules_language: Language | None = None
    animation_speed: AnimationSpeed = "normal"
    bot_delay_ms: int = Field(default=700, ge=0, le=5000)
    # Sound: on, and at what volume (0-100).
    sound_on: bool = True
    sound_volume: int = Field(default=70, ge=0, le=100)
    table_colour: TableColour = "green"
    card_back: CardBack = "deck"
    # How fast the replay plays on by itself (Game > Look back / replay).
    replay_pace: ReplayPace = "normal"
    last_setup: GameSetup = Field(default_factory=GameSetup)
    # base64 of QWidget.saveGeometry(); opaque to the store beyond being short ASCII base64.
    window_geometry: Geometry | None = None
    show_hints: bool = True
    # Everybody at this computer agreed that undo may be used in hot-seat matches.
    hotseat_undo: bool = False
    # Everybody at this computer agreed that the coach's hints may be used in hot-seat matches.
    hotseat_hints: bool = False
    # A person's only legal move (a forced pass, the only card) is played for them after a pause.
    auto_play_forced: bool = True
    # Undo asks before it makes a counted match practice (once per match; "don't ask again" here).
    ask_before_practice: bool = True
    # The folder Save as and Open last used (None: the documents folder).
    match_folder: Annotated[str, StringConstraints(min_length=1, max_length=4096)] | None = None
    # Game > Recent games, newest first.
    recent_files: list[Annotated[str, StringConstraints(min_length=1, max_length=4096)]] = Field(
        default_factory=list, max_length=8
    )
    # Game > Play online…: the servers joined last, newest first ("ws://host:port").
    online_servers: list[Annotated[str, StringConstraints(min_length=1, max_length=300)]] = Field(
        default_factory=list, max_length=5
    )
    # The port a hosted table's server listens on (0: a free one each time). A fixed one lets the
    # friends' apps find a table hosted again after this app was closed.
    host_port: int = Field(default=7341, ge=0, le=65535)
    # Where a hosted table's server listens: every network of this computer ("0.0.0.0", so
    # friends on the local network reach it), or "127.0.0.1" (this computer only).
    host_address: Literal["0.0.0.0", "127.0.0.1", "::", "::1"] = "0.0.0.0"
    # The name this person last sat down with online (the Join dialog and the host's seat start
    # with it; "": none yet).
    online_name: str = Field(default="", max_length=40)
    # A hosted table's choices, kept between uses: hints allowed, onlookers allowed, and the
    # seconds a dropped person's seat waits before a bot stands in.
    host_hints: bool = False
    host_onlookers: bool = True
    host_seat_wait: int = Field(default=60, ge=0, le=600)


@dataclass(frozen=True, slots=True)
class LoadResult(SavesSafely):
    """The settings to use, and what to tell the player if the file was damaged."""

    settings: Settings
    notice: Message | None = None
    # Where the damaged file was moved to; None if it was fine, missing, or could not be moved.
    backup: Path | None = None


_NOTICES = DamageNotices(
    damaged=(
        "store.settings_damaged",
        "Your settings file could not be read ({reason}); it was kept as {backup} and the defaults are used.",
    ),
    unreadable=(
        "store.settings_unreadable",
        "Your settings file could not be read ({reason}) and could not be moved aside; "
        "the defaults are used and {file} is left as it is.",
    ),
)


def load_settings(paths: Paths, *, set_aside: bool = True) -> LoadResult:
    """Read the settings file; defaults if it is missing, defaults and a notice if it is damaged.

    ``set_aside=False`` (an app that only reads the profile) leaves a damaged file where it is.
    """
    settings, notice, backup = load_or_set_aside(
        paths.settings_file, _read, _NOTICES, set_aside_damaged=set_aside
    )
    return LoadResult(settings or Settings(), notice, backup)


def save_settings(settings: Settings, paths: Paths) -> None:
    """Write the settings file atomically (JSON, indent 2, sorted keys); raises OSError on failure."""
    write_json(paths.settings_file, settings.model_dump(mode="json"))


def _read(path: Path) -> Settings:
    """Parse and validate the file; raises OSError if it cannot be read, Damaged if it is bad."""
    data = read_json_object(path, MAX_FILE_BYTES)
    try:
        return Settings.model_validate(data)
    except ValidationError as exc:
        raise Damaged(validation_reason(exc, "settings")) from None
