"""Atomic writes leave the old file or the new one, never a mix or a stray temporary file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardgames.store import atomic_write_text, backup_path


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_atomic_write_creates_the_folder_and_writes_utf8(tmp_path: Path) -> None:
    """A file in a missing folder is written, as UTF-8, with the text's own line ends."""
    target = tmp_path / "a" / "b" / "settings.json"
    atomic_write_text(target, "Grüße\nline 2\r\n")
    assert target.read_bytes() == "Grüße\nline 2\r\n".encode()
    assert _leftovers(target.parent) == []


def test_atomic_write_replaces_old_content(tmp_path: Path) -> None:
    """Writing again replaces the content completely and leaves no temporary file."""
    target = tmp_path / "settings.json"
    atomic_write_text(target, "a much longer first version\n")
    atomic_write_text(target, "short\n")
    assert target.read_text(encoding="utf-8") == "short\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_failed_replace_keeps_the_old_file_and_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the final rename fails, the original is untouched and the temporary file is gone."""
    target = tmp_path / "settings.json"
    target.write_bytes(b'{"old": true}')
    seen: list[str] = []

    def broken_replace(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        seen.append(os.fspath(src))
        raise OSError("disk on fire")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk on fire"):
        atomic_write_text(target, '{"new": true}')
    assert target.read_bytes() == b'{"old": true}'
    assert _leftovers(tmp_path) == []
    # The temporary file was in the same folder and named after the target.
    assert len(seen) == 1
    temp = Path(seen[0])
    assert temp.parent == tmp_path
    assert temp.name.startswith(".settings.json")
    assert temp.name.endswith(".tmp")


def test_failed_encoding_keeps_the_old_file_and_cleans_up(tmp_path: Path) -> None:
    """Text that cannot be UTF-8 (a lone surrogate) fails before anything is replaced."""
    target = tmp_path / "settings.json"
    target.write_bytes(b"old")
    with pytest.raises(UnicodeEncodeError):
        atomic_write_text(target, "bad \ud800 text")
    assert target.read_bytes() == b"old"
    assert _leftovers(tmp_path) == []


def test_backup_path_finds_a_free_name(tmp_path: Path) -> None:
    """``x.broken`` first, then ``x.broken-2``, ``-3``, ... skipping names that are taken."""
    target = tmp_path / "settings.json"
    assert backup_path(target) == tmp_path / "settings.json.broken"
    (tmp_path / "settings.json.broken").write_text("1")
    assert backup_path(target) == tmp_path / "settings.json.broken-2"
    (tmp_path / "settings.json.broken-2").write_text("2")
    assert backup_path(target) == tmp_path / "settings.json.broken-3"


def test_backup_path_counts_a_dangling_symlink_as_taken(tmp_path: Path) -> None:
    """A symlink to nothing still occupies its name."""
    target = tmp_path / "settings.json"
    try:
        (tmp_path / "settings.json.broken").symlink_to(tmp_path / "nowhere")
    except OSError:
        pytest.skip("symlinks are not available here")
    assert backup_path(target) == tmp_path / "settings.json.broken-2"
