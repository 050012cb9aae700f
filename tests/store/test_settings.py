"""Settings survive a round trip, and a damaged file is kept aside, reported, and replaced by defaults.

What is not a file (a pipe, a folder, a device) is reported and left alone, and a symlinked file stays linked.
"""

from __future__ import annotations

import json
import os
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from cardgames.ai import LEVELS
from cardgames.store import (
    BotLevel,
    GameSetup,
    Paths,
    SeatSetup,
    Settings,
    app_paths,
    load_settings,
    save_settings,
)


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return Paths(config=tmp_path / "config", data=tmp_path / "data")


def _custom() -> Settings:
    """Settings with every field away from its default."""
    return Settings(
        language="de",
        rules_language="en",
        animation_speed="slow",
        bot_delay_ms=1234,
        last_setup=GameSetup(
            game_id="other",
            seats=[SeatSetup(name="Anna"), SeatSetup(name="Bot 1", kind="bot", level="hard")],
            options={"target": 21, "variant": "fast", "flags": [True, None]},
        ),
        window_geometry="AdnQywADAAAAAAA=",
        show_hints=False,
        hotseat_undo=True,
        hotseat_hints=True,
        auto_play_forced=False,
        ask_before_practice=False,
        match_folder="/home/anna/Karten",
        sound_on=False,
        sound_volume=35,
        table_colour="blue",
        card_back="sunburst",
        replay_pace="fast",
        recent_files=["/home/anna/Monday.cardtable", "C:\\Users\\Ben\\Kartentisch.cardtable"],
        online_servers=["ws://192.168.1.20:7341", "ws://cards.example.org:7341"],
        host_port=7400,
        host_address="127.0.0.1",
        online_name="Zoe",
        host_hints=True,
        host_onlookers=False,
        host_seat_wait=30,
    )


def _write(paths: Paths, raw: bytes) -> None:
    paths.settings_file.parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_bytes(raw)


def test_missing_file_gives_defaults_without_notice(paths: Paths) -> None:
    """No file yet: the defaults, nothing to report, and nothing written."""
    result = load_settings(paths)
    assert result.settings == Settings()
    assert result.notice is None
    assert result.backup is None
    assert result.can_save
    assert not paths.config.exists()


def test_defaults_are_as_designed() -> None:
    """The documented defaults."""
    s = Settings()
    assert (s.language, s.rules_language, s.animation_speed) == (None, None, "normal")
    assert (s.bot_delay_ms, s.window_geometry, s.show_hints) == (700, None, True)
    assert s.last_setup == GameSetup(game_id="ftw", seats=[], options={})


def test_every_field_round_trips(paths: Paths) -> None:
    """Saving and loading gives back every field, all of them set away from the defaults."""
    custom = _custom()
    defaults = Settings()
    for field in Settings.model_fields:
        assert getattr(custom, field) != getattr(defaults, field), f"{field} is not covered"
    save_settings(custom, paths)
    result = load_settings(paths)
    assert result.notice is None
    assert result.settings == custom


def test_saved_file_is_indented_json_with_sorted_keys(paths: Paths) -> None:
    """The file is readable by people: two-space indent, keys in order, a final newline."""
    save_settings(_custom(), paths)
    text = paths.settings_file.read_text(encoding="utf-8")
    data = json.loads(text)
    assert text == json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    assert '\n  "animation_speed": "slow",\n' in text
    assert list(data) == sorted(data)
    assert [p.name for p in paths.config.iterdir()] == ["settings.json"]


def test_unknown_keys_from_newer_versions_are_ignored(paths: Paths) -> None:
    """A file with keys this version does not know still loads, keeping what it does know."""
    _write(paths, json.dumps({"language": "de", "future_option": {"x": 1}}).encode())
    result = load_settings(paths)
    assert result.notice is None
    assert result.settings.language == "de"
    assert paths.settings_file.exists()


def test_seat_names_are_stripped() -> None:
    """Spaces around a seat name are dropped before the length check."""
    assert SeatSetup(name="  Anna  ").name == "Anna"
    assert SeatSetup(name=" " + "x" * 24 + " ").name == "x" * 24


def test_bad_assignments_are_refused() -> None:
    """Changing a value in code is checked as strictly as loading it."""
    settings = Settings()
    with pytest.raises(ValidationError):
        settings.bot_delay_ms = 5001
    with pytest.raises(ValidationError):
        settings.animation_speed = "warp"  # type: ignore[assignment]
    assert settings == Settings()


DAMAGE = {
    "garbage bytes": b"\x00\x17\x9c\xfe\x80PK\x03\x04 not a settings file",
    "invalid JSON": b'{"language": "de",',
    "empty file": b"",
    "a JSON list": b'["de", "en"]',
    "a JSON string": b'"settings"',
    "a wrong type": b'{"show_hints": "yes"}',
    "a number as text": b'{"bot_delay_ms": "700"}',
    "an unknown language": b'{"language": "fr"}',
    "an out-of-range delay": b'{"bot_delay_ms": 99999}',
    "a negative delay": b'{"bot_delay_ms": -1}',
    "a seat name too long": json.dumps({"last_setup": {"seats": [{"name": "x" * 25}]}}).encode(),
    "a blank seat name": b'{"last_setup": {"seats": [{"name": "   "}]}}',
    "non-UTF-8 text": '{"window_geometry": "Größe"}'.encode("latin-1"),
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "a level in capitals": json.dumps({"last_setup": {"seats": [{"name": "B", "level": "Hard"}]}}).encode(),
    "an unknown level": json.dumps({"last_setup": {"seats": [{"name": "B", "level": "ultra"}]}}).encode(),
    "an empty level": json.dumps({"last_setup": {"seats": [{"name": "B", "level": ""}]}}).encode(),
    "a level as a number": json.dumps({"last_setup": {"seats": [{"name": "B", "level": 3}]}}).encode(),
    "non-ASCII geometry": json.dumps({"window_geometry": "é€"}).encode(),
    "a geometry with \u00ff": json.dumps({"window_geometry": "AAAA\u00ff"}, ensure_ascii=False).encode(),
    "a geometry with spaces": json.dumps({"window_geometry": "AdnQ ywAD"}).encode(),
    "a geometry with a line end": json.dumps({"window_geometry": "AdnQywAD\n"}).encode(),
    "a geometry with a slash path": json.dumps({"window_geometry": "../../etc/passwd"}).encode(),
    "a geometry with padding inside": json.dumps({"window_geometry": "AA=A"}).encode(),
    "a geometry with three =": json.dumps({"window_geometry": "AA==="}).encode(),
    "an overlong geometry": json.dumps({"window_geometry": "A" * 8193}).encode(),
    "an empty game id": b'{"last_setup": {"game_id": ""}}',
    "a game id too long": json.dumps({"last_setup": {"game_id": "g" * 33}}).encode(),
}


@pytest.mark.parametrize("raw", DAMAGE.values(), ids=DAMAGE.keys())
def test_damaged_file_is_kept_aside_and_defaults_are_used(paths: Paths, raw: bytes) -> None:
    """Each kind of damage: defaults, a one-line notice, and the original bytes kept in a backup."""
    _write(paths, raw)
    result = load_settings(paths)
    assert result.settings == Settings()
    assert result.notice is not None
    assert result.notice.key == "store.settings_damaged"
    assert result.backup == paths.config / "settings.json.broken"
    assert result.backup.read_bytes() == raw
    assert not paths.settings_file.exists()
    assert result.can_save
    reason = result.notice.args["reason"]
    assert reason
    assert "\n" not in reason
    assert len(reason) <= 120
    assert result.notice.args["backup"] == "settings.json.broken"
    text = str(result.notice)
    assert "\n" not in text
    assert "settings.json.broken" in text
    assert reason in text


def test_reason_names_the_bad_field(paths: Paths) -> None:
    """The notice says which value was wrong, so a hand-edited file can be fixed."""
    _write(paths, b'{"bot_delay_ms": 99999}')
    result = load_settings(paths)
    assert result.notice is not None
    assert result.notice.args["reason"].startswith("bot_delay_ms:")


def test_oversized_file_is_damage(paths: Paths) -> None:
    """A file far larger than any settings file is treated as damaged, and kept intact."""
    raw = b'{"window_geometry": "' + b"A" * (2 << 20) + b'"}'
    _write(paths, raw)
    result = load_settings(paths)
    assert result.notice is not None
    assert "larger than" in result.notice.args["reason"]
    assert result.backup is not None
    assert result.backup.read_bytes() == raw


def test_what_is_not_a_file_is_reported_and_left_alone(
    paths: Paths, hostile: Any, in_time: Callable[..., Any], not_a_file: str
) -> None:
    """A pipe, a folder or a device: at once the defaults and a notice; never moved, never saved over."""
    intact = hostile.place(paths.settings_file, not_a_file)
    result = in_time(lambda: load_settings(paths))
    assert result.settings == Settings()
    assert result.notice is not None
    assert result.notice.key == "store.settings_unreadable"
    assert result.notice.args["reason"].endswith(", not a file")
    assert result.backup is None
    assert not result.can_save
    assert intact()
    assert [p.name for p in paths.config.iterdir()] == ["settings.json"]
    # Were the app to save anyway, the write refuses rather than replace it.
    with pytest.raises(OSError, match="not a file"):
        save_settings(_custom(), paths)
    assert intact()


def test_a_symlinked_settings_file_stays_a_link(paths: Paths, tmp_path: Path, hostile: Any) -> None:
    """Settings kept elsewhere (dotfiles) through a link: loaded through it, saved to its target."""
    real = tmp_path / "dotfiles" / "cardgames.json"
    real.parent.mkdir()
    real.write_text('{"language": "de"}', encoding="utf-8")
    still_linked = hostile.link(paths.settings_file, real)
    assert load_settings(paths).settings.language == "de"
    save_settings(_custom(), paths)
    assert still_linked()
    assert json.loads(real.read_text(encoding="utf-8"))["bot_delay_ms"] == 1234
    assert load_settings(paths).settings == _custom()
    assert [p.name for p in paths.config.iterdir()] == ["settings.json"]
    assert sorted(p.name for p in real.parent.iterdir()) == ["cardgames.json"]


def test_bot_levels_are_the_ais_levels() -> None:
    """The levels a file may name are exactly the levels the bots have."""
    assert typing.get_args(BotLevel) == LEVELS
    for level in LEVELS:
        assert SeatSetup(name="Bot", kind="bot", level=level).level == level
    for bad in ("Hard", "ultra", "", 3, None):
        with pytest.raises(ValidationError):
            SeatSetup(name="Bot", kind="bot", level=bad)


def test_window_geometry_is_short_ascii_base64() -> None:
    """A geometry as Qt's toBase64() writes it is kept; anything else is refused."""
    for good in ("AdnQywADAAAAAAA=", "", "AA==", "+/+/", "A" * 8192, None):
        assert Settings(window_geometry=good).window_geometry == good
    for bad in ("é€", "\u00ff", "AdnQ ywAD", "AdnQ\n", "AA=A", "AA===", "=A", "A" * 8193, "AA%3D"):
        with pytest.raises(ValidationError):
            Settings(window_geometry=bad)


def test_a_game_this_version_does_not_know_still_loads(paths: Paths) -> None:
    """An unknown game id in the last setup is the dialog's to ignore, not damage; a bounded one."""
    _write(paths, b'{"last_setup": {"game_id": "poker_night"}}')
    result = load_settings(paths)
    assert result.notice is None
    assert result.settings.last_setup.game_id == "poker_night"
    for bad in ("", "g" * 33):
        with pytest.raises(ValidationError):
            GameSetup(game_id=bad)


def test_a_long_system_error_becomes_one_short_line(paths: Paths, monkeypatch: pytest.MonkeyPatch) -> None:
    """A read error with a long, multi-line text from the system still gives a one-line reason."""
    _write(paths, b"{}")

    def failing_open(*args: object, **kwargs: object) -> None:
        raise OSError(5, "Input/output error\n  at sector 12\n" + "details " * 50)

    monkeypatch.setattr(os, "open", failing_open)
    result = load_settings(paths)
    monkeypatch.undo()
    assert result.notice is not None
    reason = result.notice.args["reason"]
    assert reason.startswith("it could not be opened: Input/output error at sector 12 details")
    assert "\n" not in reason
    assert len(reason) <= 120
    assert result.backup is not None
    assert result.backup.read_bytes() == b"{}"


def test_second_damaged_file_gets_a_new_backup_name(paths: Paths) -> None:
    """The first backup is never overwritten: the next one is ``.broken-2``."""
    _write(paths, b"first damage")
    first = load_settings(paths)
    _write(paths, b"second damage")
    second = load_settings(paths)
    assert first.backup == paths.config / "settings.json.broken"
    assert second.backup == paths.config / "settings.json.broken-2"
    assert second.notice is not None
    assert second.notice.args["backup"] == "settings.json.broken-2"
    assert first.backup.read_bytes() == b"first damage"
    assert second.backup.read_bytes() == b"second damage"


def test_saving_after_damage_leaves_the_backup_alone(paths: Paths) -> None:
    """The app's next save writes a fresh file and does not touch the kept copy."""
    _write(paths, b"{broken")
    result = load_settings(paths)
    assert result.backup is not None
    settings = result.settings
    settings.language = "en"
    save_settings(settings, paths)
    save_settings(settings, paths)
    assert result.backup.read_bytes() == b"{broken"
    again = load_settings(paths)
    assert again.notice is None
    assert again.settings == settings
    assert sorted(p.name for p in paths.config.iterdir()) == ["settings.json", "settings.json.broken"]


def test_when_the_file_cannot_be_moved_nothing_is_written(
    paths: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the damaged file cannot be moved aside, it stays as it was and the notice says so."""
    _write(paths, b"{broken")

    def refuse(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    result = load_settings(paths)
    assert result.settings == Settings()
    assert result.backup is None
    assert result.notice is not None
    assert result.notice.key == "store.settings_unreadable"
    assert "\n" not in str(result.notice)
    assert not result.can_save
    assert paths.settings_file.read_bytes() == b"{broken"
    assert [p.name for p in paths.config.iterdir()] == ["settings.json"]


def test_cardgames_home_is_respected(tmp_path: Path) -> None:
    """With CARDGAMES_HOME set, settings are saved under it and read back from there."""
    paths = app_paths({"CARDGAMES_HOME": str(tmp_path)})
    save_settings(_custom(), paths)
    assert (tmp_path / "config" / "settings.json").is_file()
    stored = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert stored["bot_delay_ms"] == 1234
    assert load_settings(app_paths({"CARDGAMES_HOME": str(tmp_path)})).settings == _custom()
