"""Files on disk: settings, saved matches and statistics, and where they live.

Everything here is plain Python with pydantic models; nothing imports Qt.
"""

from .files import (
    Damaged,
    NotRegularFile,
    atomic_write_text,
    backup_path,
    read_json_object,
    remove_stale_temps,
)
from .paths import Paths, app_paths, clean_stale_temps
from .saves import (
    FORMAT_VERSION,
    MAX_SAVE_BYTES,
    SAVE_SUFFIX,
    LoadedMatch,
    MatchId,
    SavedMatch,
    SavedSeat,
    discard_autosave,
    load_match,
    new_match_id,
    save_match,
)
from .settings import (
    AnimationSpeed,
    BotLevel,
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
    was_counted,
)

__all__ = [
    "FORMAT_VERSION",
    "MAX_SAVE_BYTES",
    "SAVE_SUFFIX",
    "AnimationSpeed",
    "BotLevel",
    "Damaged",
    "GameSetup",
    "Language",
    "LoadResult",
    "LoadedMatch",
    "MatchId",
    "NotRegularFile",
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
    "clean_stale_temps",
    "discard_autosave",
    "load_match",
    "load_settings",
    "load_statistics",
    "new_match_id",
    "read_json_object",
    "record_result",
    "remove_stale_temps",
    "reset_statistics",
    "save_match",
    "save_settings",
    "save_statistics",
    "was_counted",
]
