"""A real server process per test, on a free port of 127.0.0.1, stopped at the end."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from .netplay import ServerProcess


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A started server with a fresh database; SIGTERM (then SIGKILL) at the end."""
    proc = ServerProcess(tmp_path / "server.sqlite3")
    proc.start()
    try:
        yield proc
    finally:
        if proc.proc is not None and proc.proc.poll() is None:
            proc.stop()
