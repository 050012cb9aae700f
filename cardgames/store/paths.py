"""Where Card Table keeps its files.

By default the platform's usual places (platformdirs): settings in the user
config folder, saves and statistics in the user data folder. Setting
``CARDGAMES_HOME`` puts everything under one folder instead, for tests,
portable installs and side-by-side profiles.

:func:`clean_stale_temps` removes what writes killed half-way left beside
the app's own files; :func:`profile_problem` says when nothing can be kept at
all (a profile folder that is a file).
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from .files import remove_stale_temps, shown_path

__all__ = ["APP_NAME", "Paths", "app_paths", "clean_stale_temps", "profile_problem"]

APP_NAME = "cardgames"
APP_AUTHOR = "CardTable"


@dataclass(frozen=True, slots=True)
class Paths:
    """The folders the app reads and writes."""

    config: Path
    data: Path

    @property
    def settings_file(self) -> Path:
        """The settings file."""
        return self.config / "settings.json"

    @property
    def autosave_file(self) -> Path:
        """The running match, saved after every action."""
        return self.data / "autosave.cardtable"

    @property
    def statistics_file(self) -> Path:
        """Results per game and player name."""
        return self.data / "statistics.json"

    @property
    def history_file(self) -> Path:
        """The last finished matches."""
        return self.data / "history.json"

    @property
    def online_file(self) -> Path:
        """The seat at an online table this app holds, to rejoin it (see ``store.online``)."""
        return self.data / "online.json"

    @property
    def own_files(self) -> tuple[Path, ...]:
        """The files the app itself names and writes (settings, autosave, statistics, history,
        the online seat)."""
        return (
            self.settings_file,
            self.autosave_file,
            self.statistics_file,
            self.history_file,
            self.online_file,
        )


def clean_stale_temps(paths: Paths) -> list[Path]:
    """Delete the temporary files that killed writes of :attr:`Paths.own_files` left; return them.

    See :func:`~cardgames.store.files.remove_stale_temps`: nothing else is touched.
    """
    folders: dict[Path, list[str]] = {}
    for file in paths.own_files:
        folders.setdefault(file.parent, []).append(file.name)
    removed: list[Path] = []
    for folder, names in folders.items():
        removed += remove_stale_temps(folder, names)
    return removed


def profile_problem(paths: Paths) -> str | None:
    """Why nothing can be kept in the profile's folders, or None: a folder (or one on its way) is a
    file, or the nearest one that exists cannot be written. Nothing is made or written to find out.

    A folder that does not exist yet is no problem: it is made with the first file written.
    """
    for folder in dict.fromkeys((paths.config, paths.data)):
        probe = folder
        while True:
            try:
                mode = os.stat(probe).st_mode
            except (FileNotFoundError, NotADirectoryError):
                # Not there, or a folder on its way is a file: look at the folder above.
                if probe.parent == probe:
                    break
                probe = probe.parent
                continue
            except OSError as exc:
                return f"{shown_path(probe)} cannot be looked at ({exc.strerror or type(exc).__name__})"
            if not stat.S_ISDIR(mode):
                return f"{shown_path(probe)} is not a folder"
            if not os.access(probe, os.W_OK | os.X_OK):
                return f"the folder {shown_path(probe)} cannot be written"
            break
    return None


def app_paths(environ: dict[str, str] | None = None) -> Paths:
    """The folders to use: under ``CARDGAMES_HOME`` if set, else the platform's."""
    env = os.environ if environ is None else environ
    home = env.get("CARDGAMES_HOME")
    if home:
        root = Path(home).expanduser()
        return Paths(config=root / "config", data=root / "data")
    return Paths(
        config=Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR)),
        data=Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR)),
    )
