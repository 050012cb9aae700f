"""Where files go: the platform's folders, or everything under CARDGAMES_HOME."""

from __future__ import annotations

from pathlib import Path

from cardgames.store import app_paths


def test_cardgames_home_puts_everything_under_one_folder(tmp_path: Path) -> None:
    """With CARDGAMES_HOME set, config and data live inside it."""
    paths = app_paths({"CARDGAMES_HOME": str(tmp_path)})
    assert paths.settings_file == tmp_path / "config" / "settings.json"
    assert paths.autosave_file.parent == tmp_path / "data"
    assert paths.statistics_file.parent == tmp_path / "data"


def test_default_folders_come_from_the_platform() -> None:
    """Without CARDGAMES_HOME, settings and saves go to separate per-user folders."""
    paths = app_paths({})
    assert "cardgames" in str(paths.config)
    assert "cardgames" in str(paths.data)
    assert paths.config.is_absolute()
    assert paths.data.is_absolute()
