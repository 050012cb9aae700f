"""``online.json``: the online seat kept to rejoin a table. Written atomically and owner-only, read
back as written, set aside when damaged (never overwritten), forgotten without a trace."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from cardgames.store import Paths
from cardgames.store.online import OnlineSeat, forget_online_seat, load_online_seat, save_online_seat


def _paths(tmp_path: Path) -> Paths:
    return Paths(config=tmp_path / "config", data=tmp_path / "data")


def _seat(**changes: object) -> OnlineSeat:
    seat = OnlineSeat(
        url="ws://192.168.1.20:7341",
        code="ABCDEFGHJ",
        seat=1,
        token="s3cret-token-value",
        name="Anna",
        game_id="seven_up",
        hosted=True,
        db="/home/anna/.local/share/cardgames/server.sqlite3",
        port=7341,
    )
    return seat.model_copy(update=changes)


def test_a_seat_round_trips_and_is_the_owners_only(tmp_path: Path) -> None:
    paths = _paths(tmp_path)
    assert load_online_seat(paths).seat is None
    seat = _seat()
    save_online_seat(seat, paths)
    assert load_online_seat(paths).seat == seat
    if os.name == "posix":
        assert stat.S_IMODE(os.stat(paths.online_file).st_mode) == 0o600
    assert "s3cret" not in repr(seat)
    assert "s3cret" not in str(seat)
    forget_online_seat(paths)
    assert not paths.online_file.exists()
    forget_online_seat(paths)  # nothing there: no problem


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        json.dumps(
            {"url": "http://x:1", "code": "ABCDEFGHJ", "seat": 0, "token": "t", "name": "A", "game_id": "g"}
        ),
        json.dumps(
            {"url": "ws://x:1", "code": "ABCDEFGHJ", "seat": "0", "token": "t", "name": "A", "game_id": "g"}
        ),
        json.dumps({"format_version": 9, "url": "ws://x:1"}),
    ],
)
def test_a_damaged_file_is_set_aside_with_a_notice(tmp_path: Path, text: str) -> None:
    paths = _paths(tmp_path)
    paths.data.mkdir(parents=True)
    paths.online_file.write_text(text)
    loaded = load_online_seat(paths)
    assert loaded.seat is None
    assert loaded.notice is not None
    assert loaded.backup is not None
    assert loaded.backup.read_text() == text
    assert not paths.online_file.exists()


def test_a_damaged_file_of_a_reading_app_is_left_alone(tmp_path: Path) -> None:
    paths = _paths(tmp_path)
    paths.data.mkdir(parents=True)
    paths.online_file.write_text("[]")
    loaded = load_online_seat(paths, set_aside=False)
    assert loaded.seat is None
    assert loaded.notice is not None
    assert loaded.backup is None
    assert paths.online_file.read_text() == "[]"


def test_the_reason_never_says_the_token(tmp_path: Path) -> None:
    paths = _paths(tmp_path)
    paths.data.mkdir(parents=True)
    data = _seat().model_dump(mode="json")
    data["seat"] = 99  # damaged elsewhere: the reason names the field, never the values
    paths.online_file.write_text(json.dumps(data))
    loaded = load_online_seat(paths)
    assert loaded.notice is not None
    assert "s3cret" not in json.dumps(loaded.notice.args)
