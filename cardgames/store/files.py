"""Safe files: atomic replacement, careful reading, and keeping damaged files aside.

A write goes to a temporary file beside the target and is moved over it only
once it is complete and on disk, so a crash or a full disk leaves either the
old file or the new one, never half of each.

A read trusts nothing: :func:`read_json_object` limits the size, the nesting
and the numbers before anything else looks at the data, and reports any
problem as :class:`Damaged` with a short reason. :func:`set_aside` then moves
the damaged file to a free ``.broken`` name, so it is never overwritten or
lost, and builds the notice for the player.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from pydantic import ValidationError

from cardgames.engine import Message

__all__ = [
    "DamageNotices",
    "Damaged",
    "atomic_write_text",
    "backup_path",
    "load_or_set_aside",
    "one_line",
    "opening_reason",
    "read_json_object",
    "set_aside",
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


class Damaged(Exception):
    """A file is there but unusable; the message is the short reason, for the player."""


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) so that readers see the old or the new file, never a mix."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix="." + path.name, suffix=".tmp")
    try:
        # newline="": the bytes on disk are exactly the text, on every platform.
        with open(fd, "w", encoding="utf-8", newline="") as tmp:
            tmp.write(text)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def backup_path(path: Path) -> Path:
    """A free name beside ``path`` for a damaged copy: ``x.broken``, else ``x.broken-2``, ``-3``, ..."""
    candidate = path.with_name(path.name + ".broken")
    number = 2
    # lexists: a dangling symlink also takes the name.
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{path.name}.broken-{number}")
        number += 1
    return candidate


# ---------------------------------------------------------------------------- reading


def read_json_object(path: Path, max_bytes: int) -> dict[str, Any]:
    """The JSON object in ``path``; ``OSError`` if it cannot be read, :class:`Damaged` if it is bad.

    Refused as damage: more than ``max_bytes`` (the rest is never read into
    memory), text that is not UTF-8 (a byte-order mark is allowed), text that
    is not JSON, ``NaN`` and ``Infinity``, numbers longer than
    ``MAX_NUMBER_CHARS`` characters or too large for a float, nesting deeper
    than ``MAX_JSON_DEPTH``, text with a lone surrogate (it could not be
    written back), and anything but an object at the top.
    Duplicate keys are allowed, as in JSON generally: the last one counts.
    """
    with path.open("rb") as file:
        raw = file.read(max_bytes + 1)
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


def one_line(reason: str) -> str:
    """Collapse whitespace and shorten, so the reason fits in one line of a notice."""
    reason = " ".join(reason.split())
    if len(reason) > _MAX_REASON_CHARS:
        reason = reason[: _MAX_REASON_CHARS - 1].rstrip() + "…"
    return reason


@dataclass(frozen=True, slots=True)
class DamageNotices:
    """What a loader says about a damaged file: (key, English template) when it was kept aside, and
    when it could not be moved.

    Templates may use ``{reason}`` and ``{file}`` (the full path), and the first also
    ``{backup}`` (the backup's file name).
    """

    damaged: tuple[str, str]
    unreadable: tuple[str, str]


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
        return Message.make(key, template, reason=reason, file=str(path)), None
    key, template = notices.damaged
    return Message.make(key, template, reason=reason, file=str(path), backup=backup.name), backup


T = TypeVar("T")


def load_or_set_aside(
    path: Path, read: Callable[[Path], T], notices: DamageNotices
) -> tuple[T | None, Message | None, Path | None]:
    """``read(path)`` with the damage handling every loader shares: (value, None, None) when it reads;
    (None, None, None) when the file is missing; (None, notice, backup) when it cannot be opened or is
    damaged (``read`` raises :class:`Damaged`), after :func:`set_aside` moved it away."""
    try:
        return read(path), None, None
    except FileNotFoundError:
        return None, None, None
    except OSError as exc:
        reason = opening_reason(exc)
    except Damaged as exc:
        reason = str(exc)
    notice, backup = set_aside(path, reason, notices)
    return None, notice, backup


def write_json(path: Path, data: Any, indent: int = 2) -> None:
    """Write JSON data atomically (sorted keys, UTF-8, a final newline); raises OSError on failure."""
    atomic_write_text(path, json.dumps(data, indent=indent, sort_keys=True, ensure_ascii=False) + "\n")
