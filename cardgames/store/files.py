"""Safe files: atomic replacement, careful reading, and keeping damaged files aside.

A write goes to a temporary file beside the target and is moved over it only
once it is complete and on disk, so a crash or a full disk leaves either the
old file or the new one, never half of each.

A symlink stays a link: the write goes to the file it points to. Anything
but a regular file where the file should be (a folder, a named pipe, a
device) is never written over. :func:`remove_stale_temps` deletes the
temporary files a killed write left behind, and nothing else.

A read trusts nothing: :func:`read_json_object` reads only a regular file
(never waiting on a pipe or a device), limits the size, the nesting and the
numbers before anything else looks at the data, and reports any problem as
:class:`Damaged` with a short reason (:class:`NotRegularFile` for a folder,
a pipe or a device). :func:`set_aside` then moves the damaged file to a free
``.broken`` name, so it is never overwritten or lost, and builds the notice
for the player. Something that is not a regular file is never moved, and a
file the player chose (Open...) is never moved nor changed at all: the notice
then says it is left as it is.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from pydantic import ValidationError

from cardgames.engine import Message

__all__ = [
    "DamageNotices",
    "Damaged",
    "NotRegularFile",
    "atomic_write_text",
    "backup_path",
    "left_alone_notice",
    "load_or_set_aside",
    "one_line",
    "opening_reason",
    "read_json_object",
    "remove_stale_temps",
    "set_aside",
    "shown_path",
    "validation_reason",
    "write_json",
]

#: Deeper than any file of ours; checked so no later step can recurse without end.
MAX_JSON_DEPTH = 64
#: Characters in one JSON number; longer ones are not ours (and Python refuses >4300 digits anyway).
MAX_NUMBER_CHARS = 40
_MAX_REASON_CHARS = 120
# A \u escape of a surrogate (paired or not); only then can a parsed string hold a lone one.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
# Never wait for a writer on a named pipe, never make a terminal ours; both flags are absent on Windows.
_OPEN_FLAGS = (
    os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
)
_TEMP_SUFFIX = ".tmp"
# The random part of tempfile.mkstemp's names: 8 characters of this set (CPython's _RandomNameSequence).
_TEMP_RANDOM = re.compile(r"[a-z0-9_]{8}")


class Damaged(Exception):
    """A file is there but unusable; the message is the short reason, for the player."""


class NotRegularFile(Damaged):
    """Something other than a regular file (a folder, a named pipe, a device) is where a file should be.

    It is never read, moved nor written over; the message says what it is.
    """


def _not_a_file_reason(mode: int) -> str:
    """What a non-regular thing is, for the player: ``it is a folder, not a file`` and so on."""
    if stat.S_ISDIR(mode):
        what = "a folder"
    elif stat.S_ISFIFO(mode):
        what = "a named pipe"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        what = "a device"
    elif stat.S_ISSOCK(mode):
        what = "a socket"
    else:
        what = "something special"
    return f"it is {what}, not a file"


def _require_regular(mode: int) -> None:
    """Raise :class:`NotRegularFile` unless ``mode`` is a regular file's."""
    if not stat.S_ISREG(mode):
        raise NotRegularFile(_not_a_file_reason(mode))


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) so that readers see the old or the new file, never a mix.

    A symlink stays a link: the file it points to is replaced (the temporary
    file goes beside that one), and a dangling link gets its file, if that
    file's folder exists. Raises OSError if the write fails, if the link leads
    nowhere it can write or in a circle, or if a folder, a named pipe or a
    device is in the way: that is never replaced.
    """
    target = _write_target(path)
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix="." + target.name, suffix=_TEMP_SUFFIX)
    try:
        # newline="": the bytes on disk are exactly the text, on every platform.
        with open(fd, "w", encoding="utf-8", newline="") as tmp:
            tmp.write(text)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_folder(target.parent)


def _write_target(path: Path) -> Path:
    """Where a write of ``path`` goes: the path itself (its folder created), or a symlink's target.

    Raises OSError if a symlink's target folder is missing or the links go in
    a circle, and if something other than a regular file is in the way.
    """
    if os.path.islink(path):
        target = Path(os.path.realpath(path))
        if os.path.islink(target):
            raise OSError(errno.ELOOP, "the link leads in a circle", str(path))
        if not target.parent.is_dir():
            raise FileNotFoundError(errno.ENOENT, "the link leads to a folder that does not exist", str(path))
    else:
        target = path
        target.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target
    if not stat.S_ISREG(mode):
        code = errno.EISDIR if stat.S_ISDIR(mode) else errno.EEXIST
        raise OSError(code, _not_a_file_reason(mode), str(path))
    return target


def remove_stale_temps(folder: Path, names: Iterable[str]) -> list[Path]:
    """Delete what killed writes of ``names`` left in ``folder``, and return what was deleted.

    Only regular files (never a symlink nor a folder) directly in ``folder``
    whose name is exactly :func:`atomic_write_text`'s temporary name for one of
    ``names``: ``"." + name``, the 8 random characters of ``tempfile.mkstemp``
    (``a-z``, ``0-9``, ``_``) and ``.tmp``. Links are never followed, and a
    file that cannot be deleted is skipped.
    """
    prefixes = {"." + name for name in names if name and os.sep not in name and "/" not in name}
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not any(_is_temp_name(entry.name, prefix) for prefix in prefixes):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            # unlink removes the entry itself: were it swapped for a link since, only the link goes.
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(folder / entry.name)
    return removed


def _is_temp_name(name: str, prefix: str) -> bool:
    """True if ``name`` is ``prefix``, 8 characters as mkstemp makes them, and ``.tmp``."""
    if not (name.startswith(prefix) and name.endswith(_TEMP_SUFFIX)):
        return False
    middle = name[len(prefix) : len(name) - len(_TEMP_SUFFIX)]
    return _TEMP_RANDOM.fullmatch(middle) is not None


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def backup_path(path: Path, kind: str = "broken") -> Path:
    """A free name beside ``path`` for a copy of it: ``x.broken``, else ``x.broken-2``, ``-3``, ...
    (``kind``: ``broken`` for a damaged file, ``newer`` for one a newer version wrote)."""
    candidate = path.with_name(f"{path.name}.{kind}")
    number = 2
    # lexists: a dangling symlink also takes the name.
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{path.name}.{kind}-{number}")
        number += 1
    return candidate


# ---------------------------------------------------------------------------- reading


def read_json_object(path: Path, max_bytes: int) -> dict[str, Any]:
    """The JSON object in ``path``; ``OSError`` if it cannot be read, :class:`Damaged` if it is bad.

    Only a regular file is read (a symlink to one will do): a folder, a named
    pipe or a device is :class:`NotRegularFile`, found without waiting, and
    a pipe or a device is not even opened. Refused as damage: more than
    ``max_bytes`` (the rest is never read into memory), text that is not UTF-8
    (a byte-order mark is allowed), text that is not JSON, ``NaN`` and
    ``Infinity``, numbers longer than ``MAX_NUMBER_CHARS`` characters or too
    large for a float, nesting deeper than ``MAX_JSON_DEPTH``, text with a
    lone surrogate (it could not be written back), and anything but an object
    at the top. Duplicate keys are allowed, as in JSON generally: the last one
    counts.
    """
    raw = _read_regular(path, max_bytes + 1)
    if len(raw) > max_bytes:
        raise Damaged(f"it is larger than {max_bytes // 1024} KiB")
    try:
        # utf-8-sig: a byte-order mark left by a Windows editor is harmless.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise Damaged(f"it is not UTF-8 text (byte {exc.start})") from None
    try:
        data = json.loads(
            text, parse_constant=_refuse_constant, parse_int=_parse_int, parse_float=_parse_float
        )
    except json.JSONDecodeError as exc:
        raise Damaged(f"it is not valid JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise Damaged("it is nested too deeply") from None
    except ValueError:
        # Python's own limit on integer digits, should a number slip past the checks below.
        raise Damaged("it holds a number too large to read") from None
    if not isinstance(data, dict):
        raise Damaged(f"it holds a JSON {_json_kind(data)}, not an object")
    if _depth_exceeds(data, MAX_JSON_DEPTH):
        raise Damaged("it is nested too deeply")
    # A lone surrogate ("\\ud800") is legal JSON but not text: it would load, then fail every save.
    if _SURROGATE_ESCAPE.search(text) and _has_lone_surrogate(data):
        raise Damaged("it holds text that is not valid Unicode")
    return data


def _read_regular(path: Path, limit: int) -> bytes:
    """At most ``limit`` bytes of the regular file ``path``; :class:`NotRegularFile` for anything else."""
    # Checked before opening: opening a device can have effects of its own (a tape rewinds).
    _require_regular(os.stat(path).st_mode)
    fd = os.open(path, _OPEN_FLAGS)
    try:
        # Checked again on what was opened, in case the path changed in between.
        _require_regular(os.fstat(fd).st_mode)
        file = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with file:
        return file.read(limit)


def _refuse_constant(name: str) -> Any:
    """``NaN``, ``Infinity`` and ``-Infinity`` are not JSON, and no file of ours holds them."""
    raise Damaged(f"it holds {name}, which is not a number")


def _parse_int(text: str) -> int:
    """An integer of sensible length (a 5000-digit one is not ours, and costly to convert)."""
    if len(text) > MAX_NUMBER_CHARS:
        raise Damaged(f"it holds a number with {len(text)} digits")
    return int(text)


def _parse_float(text: str) -> float:
    """A finite float of sensible length (``1e400`` would become infinity)."""
    if len(text) > MAX_NUMBER_CHARS:
        raise Damaged(f"it holds a number with {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise Damaged(f"it holds a number too large for a float ({text})")
    return value


def _depth_exceeds(data: object, limit: int) -> bool:
    """True if lists and objects nest more than ``limit`` levels (walked without recursion)."""
    stack: list[tuple[object, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False


def _has_lone_surrogate(data: object) -> bool:
    """True if any key or string in ``data`` holds half of a surrogate pair (walked without recursion)."""
    stack: list[object] = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(value, dict):
            stack.extend(value)
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return False


def _json_kind(value: object) -> str:
    """The JSON name of a parsed value's type."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, list):
        return "list"
    if isinstance(value, str):
        return "string"
    return "number"


# ------------------------------------------------------------------ reasons and notices


def opening_reason(exc: OSError) -> str:
    """The reason for a file that exists but cannot be opened or read."""
    return f"it could not be opened: {exc.strerror or type(exc).__name__}"


def validation_reason(exc: ValidationError, root: str) -> str:
    """The first problem as ``field.path: message``, and how many more there are.

    ``root`` names the whole file, for a problem that belongs to no one field.
    """
    errors = exc.errors(include_url=False, include_input=False, include_context=False)
    first = errors[0]
    where = ".".join(str(part) for part in first["loc"]) or root
    # A validator's own ValueError comes as "Value error, <its text>": the text is the reason.
    message = first["msg"].removeprefix("Value error, ")
    reason = f"{where}: {message}"
    if len(errors) > 1:
        reason += f" (and {len(errors) - 1} more)"
    return reason


def shown_path(path: Path | str) -> str:
    """``path`` as text for the player: the bytes of a name that is not UTF-8 (Python holds them as
    surrogate escapes, which no label can show and no UTF-8 file can hold) become U+FFFD."""
    text = str(path)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        try:
            raw = text.encode("utf-8", "surrogateescape")
        except UnicodeEncodeError:
            raw = text.encode("utf-8", "replace")
        return raw.decode("utf-8", "replace")
    return text


def one_line(reason: str) -> str:
    """Collapse whitespace and shorten, so the reason fits in one line of a notice."""
    reason = " ".join(reason.split())
    if len(reason) > _MAX_REASON_CHARS:
        reason = reason[: _MAX_REASON_CHARS - 1].rstrip() + "…"
    return reason


class SavesSafely:
    """What a loaded file's result says about writing the file again (mixed into the results of
    the settings, the statistics and the match history, which have ``notice`` and ``backup``)."""

    __slots__ = ()
    notice: Message | None
    backup: Path | None

    @property
    def can_save(self) -> bool:
        """False when a damaged file is still in place: saving now would overwrite it."""
        return self.notice is None or self.backup is not None


@dataclass(frozen=True, slots=True)
class DamageNotices:
    """What a loader says about a damaged file: (key, English template) when it was kept aside, when
    it could not be moved (or is no regular file), and when it is the player's and is left alone.

    Templates may use ``{reason}`` and ``{file}`` (the full path), and the first also
    ``{backup}`` (the backup's file name). Without ``left_alone``, ``unreadable`` serves.
    """

    damaged: tuple[str, str]
    unreadable: tuple[str, str]
    left_alone: tuple[str, str] | None = None


def left_alone_notice(path: Path, reason: str, notices: DamageNotices) -> Message:
    """The notice for a damaged file of the player's that is left exactly as it is."""
    key, template = notices.left_alone or notices.unreadable
    return Message.make(key, template, reason=one_line(reason), file=shown_path(path))


def set_aside(path: Path, reason: str, notices: DamageNotices) -> tuple[Message, Path | None]:
    """Move a damaged file to :func:`backup_path` and say so; the backup is None if it could not move.

    Nothing is deleted or overwritten: the backup name is free, and a file that
    cannot be moved stays where it was (its notice says so).
    """
    reason = one_line(reason)
    backup = backup_path(path)
    try:
        os.replace(path, backup)
    except OSError:
        key, template = notices.unreadable
        return Message.make(key, template, reason=reason, file=shown_path(path)), None
    key, template = notices.damaged
    return (
        Message.make(key, template, reason=reason, file=shown_path(path), backup=shown_path(backup.name)),
        backup,
    )


T = TypeVar("T")


def load_or_set_aside(
    path: Path, read: Callable[[Path], T], notices: DamageNotices, *, set_aside_damaged: bool = True
) -> tuple[T | None, Message | None, Path | None]:
    """``read(path)`` with the damage handling every loader shares: (value, None, None) when it reads;
    (None, None, None) when the file is missing (or a folder on its way is a file); (None, notice,
    backup) when it cannot be opened or is damaged (``read`` raises :class:`Damaged`), after
    :func:`set_aside` moved it away.

    Nothing is moved, and the backup is None, for :class:`NotRegularFile` (the ``unreadable``
    notice) and, with ``set_aside_damaged`` false, for any damage (the ``left_alone`` notice):
    a file the player chose is theirs, and stays as it is.
    """
    try:
        return read(path), None, None
    except (FileNotFoundError, NotADirectoryError):
        # Not a directory: a folder on the way is a file, so there is no such file either (the
        # profile's own problem is told once, by whoever looks at the profile folder).
        return None, None, None
    except OSError as exc:
        reason = opening_reason(exc)
    except NotRegularFile as exc:
        if not set_aside_damaged:
            return None, left_alone_notice(path, str(exc), notices), None
        key, template = notices.unreadable
        return None, Message.make(key, template, reason=one_line(str(exc)), file=shown_path(path)), None
    except Damaged as exc:
        reason = str(exc)
    if not set_aside_damaged:
        return None, left_alone_notice(path, reason, notices), None
    notice, backup = set_aside(path, reason, notices)
    return None, notice, backup


def write_json(path: Path, data: Any, indent: int = 2) -> None:
    """Write JSON data atomically (sorted keys, UTF-8, a final newline); raises OSError on failure."""
    atomic_write_text(path, json.dumps(data, indent=indent, sort_keys=True, ensure_ascii=False) + "\n")
