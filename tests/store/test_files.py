"""Atomic writes leave the old file or the new one, never a mix; careful reads refuse bad JSON as damage.

Writes keep symlinks and never replace a folder, a pipe or a device; reads take only regular files and
never hang; stale temporary files of killed writes are cleaned up, and nothing else.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardgames.store import (
    Damaged,
    NotRegularFile,
    Paths,
    atomic_write_text,
    backup_path,
    clean_stale_temps,
    read_json_object,
    remove_stale_temps,
)

REASONS = {
    "pipe": "it is a named pipe, not a file",
    "folder": "it is a folder, not a file",
    "device": "it is a device, not a file",
}


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


# --------------------------------------------------------------- things that are not files


def test_read_json_object_refuses_what_is_not_a_regular_file(
    tmp_path: Path, hostile: Any, in_time: Callable[..., Any], not_a_file: str
) -> None:
    """A pipe, a folder or a device is ``NotRegularFile`` (a kind of Damaged), at once, and stays."""
    target = tmp_path / "settings.json"
    intact = hostile.place(target, not_a_file)

    def read() -> Exception | None:
        try:
            read_json_object(target, 1 << 20)
        except Exception as exc:
            return exc
        return None

    error = in_time(read)
    assert isinstance(error, NotRegularFile)
    assert isinstance(error, Damaged)
    assert str(error) == REASONS[not_a_file]
    assert intact()


def test_read_json_object_follows_a_symlink_to_a_file(tmp_path: Path, hostile: Any) -> None:
    """A link to a regular file is read like the file."""
    real = tmp_path / "elsewhere" / "real.json"
    real.parent.mkdir()
    real.write_bytes(b'{"a": 1}')
    hostile.link(tmp_path / "settings.json", real)
    assert read_json_object(tmp_path / "settings.json", 100) == {"a": 1}


def test_read_json_object_dangling_symlink_is_missing(tmp_path: Path, hostile: Any) -> None:
    """A link to nothing is a missing file, not damage."""
    hostile.link(tmp_path / "settings.json", tmp_path / "nowhere.json")
    with pytest.raises(FileNotFoundError):
        read_json_object(tmp_path / "settings.json", 100)


def test_atomic_write_through_a_symlink_keeps_the_link(tmp_path: Path, hostile: Any) -> None:
    """Writing a symlinked file replaces its target, beside the target; the link stays a link."""
    real = tmp_path / "dotfiles" / "settings.json"
    real.parent.mkdir()
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "config" / "settings.json"
    still_linked = hostile.link(link, real)
    atomic_write_text(link, "new\n")
    assert still_linked()
    assert real.read_text(encoding="utf-8") == "new\n"
    assert link.read_text(encoding="utf-8") == "new\n"
    assert sorted(p.name for p in real.parent.iterdir()) == ["settings.json"]
    assert sorted(p.name for p in link.parent.iterdir()) == ["settings.json"]


def test_atomic_write_through_a_dangling_symlink_creates_its_target(tmp_path: Path, hostile: Any) -> None:
    """A link to a file not yet there gets that file, if its folder exists; otherwise OSError."""
    (tmp_path / "dotfiles").mkdir()
    link = tmp_path / "settings.json"
    still_linked = hostile.link(link, tmp_path / "dotfiles" / "settings.json")
    atomic_write_text(link, "made\n")
    assert still_linked()
    assert (tmp_path / "dotfiles" / "settings.json").read_text(encoding="utf-8") == "made\n"
    nowhere = tmp_path / "stats.json"
    still_dangling = hostile.link(nowhere, tmp_path / "missing" / "stats.json")
    with pytest.raises(OSError, match="does not exist"):
        atomic_write_text(nowhere, "lost\n")
    assert still_dangling()
    assert not (tmp_path / "missing").exists()


def test_atomic_write_never_replaces_what_is_not_a_file(
    tmp_path: Path, hostile: Any, not_a_file: str
) -> None:
    """A pipe, a folder or a device in the way is an OSError; it stays, and no temporary file is left."""
    target = tmp_path / "settings.json"
    intact = hostile.place(target, not_a_file)
    with pytest.raises(OSError, match=REASONS[not_a_file].removeprefix("it is ")):
        atomic_write_text(target, "{}\n")
    assert intact()
    assert _leftovers(tmp_path) == []


def test_atomic_write_refuses_a_circle_of_links(tmp_path: Path, hostile: Any) -> None:
    """Two links pointing at each other are an OSError, and both stay links."""
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    first_ok = hostile.link(first, second)
    second_ok = hostile.link(second, first)
    with pytest.raises(OSError, match="circle"):
        atomic_write_text(first, "{}\n")
    assert first_ok()
    assert second_ok()


# ------------------------------------------------------------------------- stale temporaries


def _real_temp(folder: Path, name: str) -> Path:
    """A temporary file named exactly as atomic_write_text names them (mkstemp itself makes it)."""
    fd, temp = tempfile.mkstemp(dir=folder, prefix="." + name, suffix=".tmp")
    os.write(fd, b"half a file")
    os.close(fd)
    return Path(temp)


def test_a_killed_write_leaves_a_temp_that_is_then_removed(tmp_path: Path) -> None:
    """A process killed between writing and renaming leaves its temporary file; the cleanup finds it."""
    target = tmp_path / "statistics.json"
    target.write_text("old\n", encoding="utf-8")
    code = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from cardgames.store import files\n"
        "files.os.replace = lambda src, dst: os._exit(9)\n"
        "files.atomic_write_text(Path(sys.argv[1]), 'new\\n')\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(target)], check=False, timeout=60)
    assert done.returncode == 9
    left = _leftovers(tmp_path)
    assert len(left) == 1
    assert remove_stale_temps(tmp_path, ["statistics.json"]) == [tmp_path / left[0]]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.json"]
    assert target.read_text(encoding="utf-8") == "old\n"


def test_remove_stale_temps_removes_only_real_temps(tmp_path: Path, hostile: Any) -> None:
    """Only regular files named as mkstemp names the temporaries of the given names go."""
    stale = sorted([_real_temp(tmp_path, "settings.json"), _real_temp(tmp_path, "settings.json")])
    stale.append(_real_temp(tmp_path, "autosave.cardtable"))
    keep = [
        "settings.json",
        ".other.json" + "abcd1234" + ".tmp",  # another file's temporary
        ".settings.json" + "abc1234" + ".tmp",  # 7 random characters
        ".settings.json" + "abcd12345" + ".tmp",  # 9
        ".settings.json" + "ABCD1234" + ".tmp",  # not mkstemp's characters
        ".settings.json" + "abc-1234" + ".tmp",
        "settings.json" + "abcd1234" + ".tmp",  # no dot
        ".settings.json" + "abcd1234" + ".tmp.bak",
        ".settings.json" + "abcd1234",
    ]
    for name in keep:
        (tmp_path / name).write_text("keep", encoding="utf-8")
    folder = tmp_path / (".settings.json" + "fold_e_r" + ".tmp")
    folder.mkdir()
    (folder / "inside").write_text("keep", encoding="utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    precious = elsewhere / "precious.txt"
    precious.write_text("keep", encoding="utf-8")
    link = tmp_path / (".settings.json" + "link_123" + ".tmp")
    still_linked = hostile.link(link, precious)
    nested = _real_temp(elsewhere, "settings.json")
    removed = remove_stale_temps(tmp_path, ["settings.json", "autosave.cardtable"])
    assert sorted(removed) == sorted(stale)
    assert not any(p.exists() for p in stale)
    for name in keep:
        assert (tmp_path / name).read_text(encoding="utf-8") == "keep", name
    assert (folder / "inside").read_text(encoding="utf-8") == "keep"
    assert still_linked()
    assert precious.read_text(encoding="utf-8") == "keep"
    assert nested.exists()
    # Nothing more to do, and a missing folder is no error.
    assert remove_stale_temps(tmp_path, ["settings.json", "autosave.cardtable"]) == []
    assert remove_stale_temps(tmp_path / "missing", ["settings.json"]) == []


def test_remove_stale_temps_never_leaves_the_folder(tmp_path: Path) -> None:
    """A name with a path in it matches nothing, inside the folder or out of it."""
    inner = tmp_path / "inner"
    inner.mkdir()
    outside = _real_temp(tmp_path, "settings.json")
    assert remove_stale_temps(inner, ["../settings.json", "x/../settings.json", ""]) == []
    assert outside.exists()


def test_clean_stale_temps_covers_the_apps_own_files(tmp_path: Path) -> None:
    """Settings in config, autosave and statistics in data; the same names elsewhere are kept."""
    paths = Paths(config=tmp_path / "config", data=tmp_path / "data")
    assert paths.own_files == (
        paths.settings_file,
        paths.autosave_file,
        paths.statistics_file,
        paths.history_file,
        paths.online_file,
    )
    paths.config.mkdir()
    paths.data.mkdir()
    stale = [
        _real_temp(paths.config, "settings.json"),
        _real_temp(paths.data, "autosave.cardtable"),
        _real_temp(paths.data, "statistics.json"),
    ]
    kept = [
        _real_temp(paths.data, "settings.json"),
        _real_temp(paths.config, "statistics.json"),
        _real_temp(paths.data, "match.cardtable"),
        _real_temp(tmp_path, "settings.json"),
    ]
    assert sorted(clean_stale_temps(paths)) == sorted(stale)
    assert not any(p.exists() for p in stale)
    assert all(p.exists() for p in kept)
    assert clean_stale_temps(Paths(config=tmp_path / "x", data=tmp_path / "y")) == []
