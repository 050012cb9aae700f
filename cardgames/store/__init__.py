"""Files on disk: settings, saved matches and statistics, and where they live.

Everything here is plain Python with pydantic models; nothing imports Qt. The match history's
and the statistics' modules load when one of their names is first used (``store.MatchHistory``,
``from cardgames.store import load_statistics``): a match's end needs them, the app's start not.
"""

import importlib
from typing import TYPE_CHECKING, Any

from .files import (
    Damaged,
    NotRegularFile,
    atomic_write_text,
    backup_path,
    read_json_object,
    remove_stale_temps,
    shown_path,
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

if TYPE_CHECKING:
    from .history import (
        FinishedMatch,
        MatchHistory,
        add_finished,
        load_history,
        save_history,
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

#: Names read from a submodule when first asked for.
_HISTORY = ("FinishedMatch", "MatchHistory", "add_finished", "load_history", "save_history")
_STATS = (
    "PlayerStats",
    "Statistics",
    "StatsLoad",
    "load_statistics",
    "record_result",
    "reset_statistics",
    "save_statistics",
    "was_counted",
)
_LATER = dict.fromkeys(_HISTORY, "history") | dict.fromkeys(_STATS, "stats")


def __getattr__(name: str) -> Any:
    module = _LATER.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "FORMAT_VERSION",
    "MAX_SAVE_BYTES",
    "SAVE_SUFFIX",
    "AnimationSpeed",
    "BotLevel",
    "Damaged",
    "FinishedMatch",
    "GameSetup",
    "Language",
    "LoadResult",
    "LoadedMatch",
    "MatchHistory",
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
    "add_finished",
    "app_paths",
    "atomic_write_text",
    "backup_path",
    "clean_stale_temps",
    "discard_autosave",
    "load_history",
    "load_match",
    "load_settings",
    "load_statistics",
    "new_match_id",
    "read_json_object",
    "record_result",
    "remove_stale_temps",
    "reset_statistics",
    "save_history",
    "save_match",
    "save_settings",
    "save_statistics",
    "shown_path",
    "was_counted",
]
