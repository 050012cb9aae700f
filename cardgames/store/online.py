"""The online seat this app holds: ``online.json`` in the data folder, one of the app's own files.

When a seat at an online table is taken, what it takes to come back to it is written here at once
(the server's address, the table's code, the seat, its token, the name, the game, and for a table
this app hosts: its server's database and port), so the seat is not lost when the app is closed,
crashes or is killed: the next start offers to rejoin it. The file goes when the match is over or
the seat is left for good.

The token is the seat's secret: the file is created readable by its owner only (mode 0600 on
POSIX, as every atomic write of :mod:`cardgames.store.files` makes its file), and nothing here puts
the token into a message. A damaged file is moved aside to a ``.broken`` name with a notice, never
overwritten, as the other files of the app are.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    field_validator,
)

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
from .saves import from_iso

__all__ = [
    "ONLINE_FORMAT_VERSION",
    "OnlineLoad",
    "OnlineSeat",
    "forget_online_seat",
    "load_online_seat",
    "save_online_seat",
]

ONLINE_FORMAT_VERSION = 1
# Far above a real file (a few hundred bytes); a bigger one is not ours.
MAX_ONLINE_BYTES = 64 << 10

_CONFIG = ConfigDict(strict=True, extra="ignore", validate_assignment=True)


class OnlineSeat(BaseModel):
    """A seat at an online table, as it is kept to come back to it."""

    model_config = _CONFIG

    format_version: int = ONLINE_FORMAT_VERSION
    #: The server's address (``ws://host:port`` or ``wss://...``).
    url: Annotated[str, StringConstraints(min_length=6, max_length=300, pattern=r"^wss?://\S+$")]
    #: The table's code (9 letters, no dashes).
    code: Annotated[str, StringConstraints(pattern=r"^[A-Z0-9]{9}$")]
    seat: int = Field(ge=0, le=7)
    #: The seat's secret: whoever has it plays the seat.
    token: Annotated[str, StringConstraints(min_length=1, max_length=200)]
    name: Annotated[str, StringConstraints(min_length=1, max_length=24)]
    game_id: Annotated[str, StringConstraints(min_length=1, max_length=32)]
    #: The table is on the server this app started (hosted here): it starts it again to rejoin.
    hosted: bool = False
    #: A hosted table's server database, and the port it listened on.
    db: Annotated[str, StringConstraints(min_length=1, max_length=4096)] | None = None
    port: int | None = Field(default=None, ge=1, le=65535)
    #: When the seat was taken.
    joined: AwareDatetime = Field(default_factory=lambda: datetime.now(UTC))

    @field_validator("format_version")
    @classmethod
    def _known_format(cls, value: int) -> int:
        if value != ONLINE_FORMAT_VERSION:
            raise ValueError(f"it has an unknown format ({value})")
        return value

    @field_validator("joined", mode="before")
    @classmethod
    def _from_iso(cls, value: object) -> object:
        return from_iso(value)

    def __repr__(self) -> str:
        # Never the token (a seat shown in a log or a failing test stays secret).
        return f"OnlineSeat(url={self.url!r}, code={self.code!r}, seat={self.seat}, hosted={self.hosted})"

    __str__ = __repr__


@dataclass(frozen=True, slots=True)
class OnlineLoad(SavesSafely):
    """The seat kept (None: none), and what to tell the player if the file was damaged."""

    seat: OnlineSeat | None
    notice: Message | None = None
    backup: Path | None = None


_NOTICES = DamageNotices(
    damaged=(
        "store.online_damaged",
        "The file of your online seat could not be read ({reason}); it was kept as {backup}, "
        "and no online table is offered to rejoin.",
    ),
    unreadable=(
        "store.online_unreadable",
        "The file of your online seat could not be read ({reason}) and could not be moved aside; "
        "{file} is left as it is.",
    ),
)


def load_online_seat(paths: Paths, *, set_aside: bool = True) -> OnlineLoad:
    """The online seat kept in the data folder; None if there is none, None and a notice if the file
    is damaged (moved aside unless ``set_aside`` is false: an app that only reads the profile)."""
    seat, notice, backup = load_or_set_aside(paths.online_file, _read, _NOTICES, set_aside_damaged=set_aside)
    return OnlineLoad(seat, notice, backup)


def save_online_seat(seat: OnlineSeat, paths: Paths) -> None:
    """Write the seat atomically, readable by its owner only; raises OSError on failure."""
    write_json(paths.online_file, seat.model_dump(mode="json"))
    if os.name == "posix":
        # The write's temporary file is made 0600 already; a link's target made by someone else
        # keeps its own mode, which is made the owner's only too.
        with contextlib.suppress(OSError):
            os.chmod(paths.online_file, 0o600)


def forget_online_seat(paths: Paths) -> None:
    """Remove the kept seat (the match is over, or the seat was left for good); raises OSError
    when it cannot be removed. A missing file is no problem."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(paths.online_file)


def _read(path: Path) -> OnlineSeat:
    data = read_json_object(path, MAX_ONLINE_BYTES)
    version = data.get("format_version")
    if type(version) is int and version != ONLINE_FORMAT_VERSION:
        newer = version > ONLINE_FORMAT_VERSION
        raise Damaged(f"it was written by a newer version (format {version})" if newer else "unknown format")
    try:
        return OnlineSeat.model_validate(data)
    except ValidationError as exc:
        raise Damaged(validation_reason(exc, "online seat")) from None
