"""Shared by the store tests: hostile things where a file should be, and a time limit for loaders."""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

#: What can stand where a file should be: a named pipe, a folder, a device (a symlink to /dev/zero).
NOT_FILES = ("pipe", "folder", "device")
#: Seconds a loader may take on such a thing; the old code waited forever on a pipe.
TIME_LIMIT = 20.0  # generous: a loaded machine may hold the test back for seconds


class Hostile:
    """Puts things that are not regular files where files should be, and checks they stay as they were."""

    def __init__(self) -> None:
        self.pipes: list[Path] = []

    def place(self, path: Path, kind: str) -> Callable[[], bool]:
        """Make a ``kind`` thing at ``path``; returns a check that it is still there, unchanged."""
        path.parent.mkdir(parents=True, exist_ok=True)
        if kind == "pipe":
            if not hasattr(os, "mkfifo"):
                pytest.skip("named pipes are not available on this platform")
            os.mkfifo(path)
            self.pipes.append(path)
            return lambda: stat.S_ISFIFO(os.lstat(path).st_mode)
        if kind == "folder":
            path.mkdir()
            (path / "inside.txt").write_text("keep me", encoding="utf-8")
            return lambda: (
                stat.S_ISDIR(os.lstat(path).st_mode)
                and [p.name for p in path.iterdir()] == ["inside.txt"]
                and (path / "inside.txt").read_text(encoding="utf-8") == "keep me"
            )
        if kind == "device":
            return self.link(path, Path("/dev/zero"))
        raise AssertionError(f"unknown kind {kind!r}")

    @staticmethod
    def link(path: Path, target: Path) -> Callable[[], bool]:
        """A symlink at ``path`` to ``target``; returns a check that it is still that link."""
        if str(target).startswith("/dev/") and not os.path.exists(target):
            pytest.skip(f"{target} is not available on this platform")
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            path.symlink_to(target)
        except (OSError, NotImplementedError):
            pytest.skip("symlinks are not available here")
        return lambda: os.path.islink(path) and os.readlink(path) == str(target)

    def release(self) -> None:
        """Let a reader still stuck on one of the pipes go (it reads end of file)."""
        for pipe in self.pipes:
            try:
                fd = os.open(pipe, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:
                continue
            os.close(fd)


@pytest.fixture
def hostile() -> Iterator[Hostile]:
    helper = Hostile()
    yield helper
    helper.release()


def finish_in_time(call: Callable[[], Any], seconds: float = TIME_LIMIT) -> Any:
    """``call()`` run in a thread that must end within ``seconds``: a load must never hang."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = call()
        except BaseException as exc:  # handed to the test below
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s: it hangs"
    if "error" in box:
        raise box["error"]
    return box["value"]


@pytest.fixture
def in_time() -> Callable[[Callable[[], Any]], Any]:
    """:func:`finish_in_time` for the tests."""
    return finish_in_time


@pytest.fixture(params=NOT_FILES)
def not_a_file(request: pytest.FixtureRequest) -> str:
    """Each kind of thing in :data:`NOT_FILES` in turn."""
    kind: str = request.param
    return kind
