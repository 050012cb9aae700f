"""Atomic writes leave the old file or the new one, never a mix; careful reads refuse bad JSON as damage."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardgames.store import Damaged, atomic_write_text, backup_path, read_json_object


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


# ------------------------------------------------------------------------ read_json_object


def _read(tmp_path: Path, raw: bytes, max_bytes: int = 1 << 20) -> dict[str, object]:
    target = tmp_path / "file.json"
    target.write_bytes(raw)
    return read_json_object(target, max_bytes)


def test_read_json_object_reads_an_object(tmp_path: Path) -> None:
    """Plain JSON, with or without a byte-order mark; the last of duplicate keys counts."""
    assert _read(tmp_path, b'{"a": [1, 2.5, "x", null, true]}') == {"a": [1, 2.5, "x", None, True]}
    assert _read(tmp_path, b'\xef\xbb\xbf{"a": 1}') == {"a": 1}
    assert _read(tmp_path, b'{"a": 1, "a": 2}') == {"a": 2}
    assert _read(tmp_path, b'{"smile": "\\ud83d\\ude00"}') == {"smile": "\U0001f600"}
    assert _read(tmp_path, b'{"n": -' + b"9" * 39 + b"}") == {"n": -(10**39 - 1)}


def test_read_json_object_missing_file_is_an_os_error(tmp_path: Path) -> None:
    """A missing file is not damage: the caller decides (usually: the defaults)."""
    with pytest.raises(FileNotFoundError):
        read_json_object(tmp_path / "nothing.json", 100)


JSON_DAMAGE = {
    "too large": (b'{"a": "' + b"x" * 200 + b'"}', "larger than 0 KiB"),
    "not UTF-8": (b'{"a": "\xff"}', "not UTF-8"),
    "not JSON": (b"{a: 1}", "not valid JSON"),
    "empty": (b"", "not valid JSON"),
    "NaN": (b'{"a": NaN}', "holds NaN"),
    "Infinity": (b'{"a": [-Infinity]}', "holds -Infinity"),
    "a float too large": (b'{"a": 1e400}', "too large for a float"),
    "an int of 41 digits": (b'{"a": ' + b"1" * 41 + b"}", "41 digits"),
    "an int of 5000 digits": (b'{"a": ' + b"1" * 5000 + b"}", "5000 digits"),
    "100000 nested lists": (b'{"a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested too deeply"),
    "65 levels": (b"{" + b'"a": {' * 64 + b"}" * 65, "nested too deeply"),
    "a lone surrogate": (b'{"a": ["\\ud800"]}', "not valid Unicode"),
    "a lone surrogate in a key": (b'{"\\udc00": 1}', "not valid Unicode"),
    "a list": (b"[]", "a JSON list, not an object"),
    "a string": (b'"x"', "a JSON string, not an object"),
    "null": (b"null", "a JSON null, not an object"),
    "a number": (b"3", "a JSON number, not an object"),
    "a boolean": (b"false", "a JSON boolean, not an object"),
}


@pytest.mark.parametrize(("raw", "why"), JSON_DAMAGE.values(), ids=JSON_DAMAGE.keys())
def test_read_json_object_refuses_damage(tmp_path: Path, raw: bytes, why: str) -> None:
    """Each kind of bad content is ``Damaged`` with a short reason, and never another exception."""
    max_bytes = 100 if why.startswith("larger") else 1 << 20
    with pytest.raises(Damaged) as info:
        _read(tmp_path, raw, max_bytes)
    assert why in str(info.value)


def test_read_json_object_allows_64_levels(tmp_path: Path) -> None:
    """Nesting up to the limit is fine."""
    data = _read(tmp_path, b"{" + b'"a": {' * 63 + b"}" * 64)
    depth = 0
    node: object = data
    while isinstance(node, dict):
        depth += 1
        node = node.get("a")
    assert depth == 64
