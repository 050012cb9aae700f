"""The profile's lock, as processes meet it: one holder at a time, given back when its process dies
however it dies, and nothing planted at its place can stop a start or be lost.

The holders here are real processes (``python -c`` with the store only, no Qt), so the lock is
the operating system's between processes, as between two apps.
"""

from __future__ import annotations

import os
import shutil
import signal
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardgames.store.lock import LOCK_NAME, MAX_LOCK_BYTES, LockFile, LockState

from .conftest import finish_in_time

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the lock's processes are POSIX ones here")

#: A process that takes the lock in the folder argv[1], prints its state, and holds it until stdin
#: closes. With argv[2] "wait" it first says "ready" and waits for a line, so that several take it
#: at the same moment.
HOLDER = """
import sys
from pathlib import Path
from cardgames.store.lock import LOCK_NAME, LockFile
lock = LockFile(Path(sys.argv[1]) / LOCK_NAME)
if sys.argv[2:] == ["wait"]:
    print("ready", flush=True)
    sys.stdin.readline()
state = lock.acquire()
print(state.value, flush=True)
sys.stdin.read()
"""


def _holder(folder: Path, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder), *extra],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )


@pytest.fixture
def holders() -> Iterator[list[subprocess.Popen[str]]]:
    """Holder processes started by a test; all of them ended afterwards."""
    started: list[subprocess.Popen[str]] = []
    yield started
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)


def _state(proc: subprocess.Popen[str]) -> str:
    assert proc.stdout is not None
    return proc.stdout.readline().strip()


def test_a_running_holder_keeps_it_and_its_death_gives_it_back(
    tmp_path: Path, holders: list[subprocess.Popen[str]]
) -> None:
    """While a process holds the lock, another start is told so; once it is killed (SIGKILL: no chance
    to clean up), the next start takes it over at once, whatever the file holds."""
    first = _holder(tmp_path)
    holders.append(first)
    assert _state(first) == "held"
    second = LockFile(tmp_path / LOCK_NAME)
    assert second.acquire() is LockState.BUSY
    assert not second.held
    assert (tmp_path / LOCK_NAME).read_text().split("\n")[0] == str(first.pid)

    first.send_signal(signal.SIGKILL)
    first.wait(10)
    again = LockFile(tmp_path / LOCK_NAME)
    assert again.acquire() is LockState.HELD
    assert again.set_aside is None, "a dead holder's lock is taken over, not moved aside"
    assert (tmp_path / LOCK_NAME).read_text().split("\n")[0] == str(os.getpid())
    again.release()
    assert not again.held
    third = _holder(tmp_path)
    holders.append(third)
    assert _state(third) == "held", "a released lock is free"


def test_eight_starts_at_once_give_exactly_one_holder(
    tmp_path: Path, holders: list[subprocess.Popen[str]]
) -> None:
    """Eight processes take the lock at the same moment, with a named pipe at its place that each of
    them would move aside: exactly one holds the lock, the others are told it is busy, and the pipe
    is kept aside once."""
    os.mkfifo(tmp_path / LOCK_NAME)
    holders.extend(_holder(tmp_path, "wait") for _ in range(8))
    assert [_state(proc) for proc in holders] == ["ready"] * 8
    for proc in holders:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
    states = sorted(_state(proc) for proc in holders)
    assert states == ["busy"] * 7 + ["held"]
    moved = [p for p in tmp_path.iterdir() if p.name.startswith(LOCK_NAME + ".broken")]
    assert len(moved) == 1
    assert stat.S_ISFIFO(moved[0].lstat().st_mode)
    assert stat.S_ISREG((tmp_path / LOCK_NAME).lstat().st_mode)


def test_an_oversized_lock_file_is_kept_aside_whole(tmp_path: Path) -> None:
    """A large file at the lock's place is not ours: it is moved aside as it is, never cut, and the
    lock file is read not at all (a planted 1 MiB takes no time)."""
    big = os.urandom(1 << 20)
    (tmp_path / LOCK_NAME).write_bytes(big)
    lock = LockFile(tmp_path / LOCK_NAME)
    assert finish_in_time(lock.acquire) is LockState.HELD
    assert lock.set_aside is not None
    assert lock.set_aside.backup.read_bytes() == big
    assert f"larger than {MAX_LOCK_BYTES} bytes" in lock.set_aside.reason
    lock.release()


def test_an_unopenable_lock_file_is_moved_aside(tmp_path: Path) -> None:
    """A lock file this user may not open (mode 000 of a killed app under another user, say) is moved
    aside and a fresh one taken; root is run without its file permission bypass to see it."""
    (tmp_path / LOCK_NAME).write_text("4242\nCard Table\nhost\n")
    (tmp_path / LOCK_NAME).chmod(0)
    command = [sys.executable, "-c", HOLDER, str(tmp_path)]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        assert setpriv is not None, (
            "as root this needs setpriv (util-linux) to drop the file permission bypass"
        )
        command = [setpriv, "--bounding-set=-dac_override,-dac_read_search", "--inh-caps=-all", *command]
    proc = subprocess.run(
        command,
        input="",
        capture_output=True,
        text=True,
        timeout=30,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )
    assert proc.stdout.strip() == "held", proc.stderr
    backup = tmp_path / (LOCK_NAME + ".broken")
    assert stat.S_IMODE(backup.lstat().st_mode) == 0, "the unreadable file is kept as it was"
    backup.chmod(0o600)
    assert backup.read_text() == "4242\nCard Table\nhost\n"


def test_a_folder_that_cannot_be_made_leaves_the_app_unguarded(tmp_path: Path) -> None:
    """No lock can be made under a file: the start goes on (there is nothing to protect) and says why."""
    (tmp_path / "afile").write_text("x")
    lock = LockFile(tmp_path / "afile" / "data" / LOCK_NAME)
    assert lock.acquire() is LockState.UNGUARDED
    assert lock.problem is not None
    assert "cannot be made" in lock.problem
    assert not lock.held
    assert (tmp_path / "afile").read_text() == "x"
