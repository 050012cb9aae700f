"""Files on disk: settings, saved matches and statistics, and where they live.

Everything here is plain Python with pydantic models; nothing imports Qt.
"""

from .files import Damaged, atomic_write_text, backup_path, read_json_object
from .paths import Paths, app_paths
from .saves import (
    FORMAT_VERSION,
    MAX_SAVE_BYTES,
    SAVE_SUFFIX,
    LoadedMatch,
    SavedMatch,
    SavedSeat,
    discard_autosave,
    load_match,
    save_match,
)
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
from .stats import (
    PlayerStats,
    Statistics,
    StatsLoad,
    load_statistics,
    record_result,
    reset_statistics,
    save_statistics,
)

__all__ = [
    "FORMAT_VERSION",
    "MAX_SAVE_BYTES",
    "SAVE_SUFFIX",
    "AnimationSpeed",
    "Damaged",
    "GameSetup",
    "Language",
    "LoadResult",
    "LoadedMatch",
    "Paths",
    "PlayerStats",
    "SavedMatch",
    "SavedSeat",
    "SeatSetup",
    "Settings",
    "Statistics",
    "StatsLoad",
    "app_paths",
    "atomic_write_text",
    "backup_path",
    "discard_autosave",
    "load_match",
    "load_settings",
    "load_statistics",
    "read_json_object",
    "record_result",
    "reset_statistics",
    "save_match",
    "save_settings",
    "save_statistics",
]
