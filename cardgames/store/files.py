"""Safe file writing: atomic replacement, and free names for keeping damaged copies.

A write goes to a temporary file beside the target and is moved over it only
once it is complete and on disk, so a crash or a full disk leaves either the
old file or the new one, never half of each.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

__all__ = ["atomic_write_text", "backup_path"]


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
