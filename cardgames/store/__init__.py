"""Files on disk: where settings, saved matches and statistics live.

Everything here is plain Python with pydantic models; nothing imports Qt.
"""

from .files import atomic_write_text, backup_path
from .paths import Paths, app_paths
from .settings import (
    AnimationSpeed,
    GameSetup,
    Language,
    LoadResult,
    SeatSetup,
    Settings,
    load_settings,
    save_settings,
)

__all__ = [
    "AnimationSpeed",
    "GameSetup",
    "Language",
    "LoadResult",
    "Paths",
    "SeatSetup",
    "Settings",
    "app_paths",
    "atomic_write_text",
    "backup_path",
    "load_settings",
    "save_settings",
]
