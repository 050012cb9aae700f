"""Where Save as and Open start, and the file name Save as suggests.

The name is one every system takes (Windows is the strictest: no ``< > : " / \\ | ? *``, no
control characters, no trailing dot or space, no device names such as ``CON``), so a match saved
on one computer can be copied to any other. The folder is the one the player last used, while it
is there, else their documents folder (home where there is none).
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..store import SAVE_SUFFIX, Settings

__all__ = ["documents_folder", "portable_name", "start_folder", "suggested_name"]

#: Characters some system refuses in a file name (Windows refuses most), and control characters.
_REFUSED = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
#: Names Windows keeps for devices, with any ending.
_DEVICES = frozenset(
    {"CON", "PRN", "AUX", "NUL"} | {f"COM{i}" for i in range(1, 10)} | {f"LPT{i}" for i in range(1, 10)}
)
#: Far below every system's limit of 255, room left for " (2)" and the ending.
_LONGEST = 120


def portable_name(text: str) -> str:
    """``text`` as a file name every system takes: refused characters left out, spaces collapsed,
    no trailing dot or space, no device name, not empty, not too long."""
    name = " ".join(_REFUSED.sub("", " ".join(text.split())).split())[:_LONGEST].rstrip(". ")
    if not name:
        return "match"
    if name.split(".")[0].upper() in _DEVICES:
        name = f"{name} match"
    return name


def suggested_name(title: str, when: datetime) -> str:
    """The file name Save as suggests: the game and the time ("FTW! 2026-11-28 15-01.cardtable")."""
    return portable_name(f"{title} {when:%Y-%m-%d %H-%M}") + SAVE_SUFFIX


def documents_folder() -> Path:
    """The player's documents folder, as the system names it; home where there is none."""
    home = Path.home()
    text = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    try:
        if text and Path(text).is_dir():
            return Path(text)
    except (OSError, ValueError):
        pass
    return home


def start_folder(settings: Settings) -> Path:
    """Where Save as and Open start: the folder last used while it is there, else the documents."""
    if settings.match_folder:
        try:
            folder = Path(settings.match_folder)
            if folder.is_dir():
                return folder
        except (OSError, ValueError):
            pass
    return documents_folder()
