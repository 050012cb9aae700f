"""The README's two set-up commands, as an ordinary user meets them: scripts/bootstrap.sh under
``set -euo pipefail`` with a PATH that has no sbin folder, a half-made virtual environment, a
second start with no network, no display, and a Python that is too old."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BOOTSTRAP = ROOT / "scripts" / "bootstrap.sh"
VENV = ROOT / ".venv"
#: What an ordinary user's PATH has: no /sbin, no /usr/sbin (where ldconfig lives).
USER_PATH = f"{Path(sys.executable).parent}:/usr/local/bin:/usr/bin:/bin"


def _as_ordinary_user() -> list[str]:
    """When the tests run as root (CI): a prefix that runs a command as the user nobody instead."""
    setpriv = shutil.which("setpriv")
    if os.geteuid() != 0 or setpriv is None:
        return []
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]


def _bash(script: str, *, user: list[str] | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    """Run ``script`` after sourcing bootstrap.sh (which sets -euo pipefail)."""
    base = {k: v for k, v in os.environ.items() if k not in ("PYTHON", "CARDGAMES_VENV")}
    return subprocess.run(
        [*(user or []), "bash", "-c", f'source "{BOOTSTRAP}"\n{script}'],
        env={**base, "PATH": USER_PATH, **env},
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_library_check_has_no_false_alarm_in_200_runs() -> None:
    """The libraries Qt needs offscreen are there (scripts/test.sh made sure): 200 fresh looks at
    the linker's cache, under pipefail, as an ordinary user (nobody, when the tests run as root)
    without sbin on the PATH, all say so; a library that is not there is found missing."""
    out = _bash(
        user=_as_ordinary_user(),
        script="""
        for i in $(seq 200); do
            LIB_CACHE_READ=0
            missing="$(missing_libs)"
            if [ -n "$missing" ]; then echo "run $i: $missing"; exit 1; fi
        done
        have_lib libEGL.so.1 && echo "EGL found"
        have_lib libcardgames-nonesuch.so.7 || echo "nonesuch missing"
        """,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.split("\n")[:2] == ["EGL found", "nonesuch missing"]
    assert "need root" not in out.stderr


def test_a_half_made_venv_is_recognised_and_only_a_venv_is_removed(tmp_path: Path) -> None:
    """A venv without pip (what a failed ``python -m venv`` leaves) is not usable and is removed;
    a folder that is no venv is never removed."""
    half = tmp_path / "half"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(half)], check=True)
    out = _bash(
        "venv_usable && echo usable || echo broken; remove_venv; echo removed", CARDGAMES_VENV=str(half)
    )
    assert out.stdout.split() == ["broken", "removed"], out.stderr
    assert not half.exists()

    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "thesis.txt").write_text("mine", encoding="utf-8")
    out = _bash("remove_venv", CARDGAMES_VENV=str(mine))
    assert out.returncode != 0
    assert "not a virtual environment" in out.stderr
    assert (mine / "thesis.txt").read_text(encoding="utf-8") == "mine"


def test_the_venv_knows_the_interpreter_it_was_made_with() -> None:
    """``PYTHON=...`` is compared with what .venv was made from (its version and base install)."""
    base = getattr(sys, "_base_executable", sys.executable)
    out = _bash(f'interpreter_id "{VENV}/bin/python"; interpreter_id "{base}"')
    lines = out.stdout.splitlines()
    assert len(lines) == 2, out.stderr
    assert lines[0] == lines[1]
    assert lines[0].split()[0] == ".".join(map(str, sys.version_info[:3]))


def test_a_python_that_is_too_old_stops_before_anything_is_installed(tmp_path: Path) -> None:
    """The version is checked first: one message, exit 1, no apt-get and no pip."""
    old = tmp_path / "python3.9"
    old.write_text('#!/bin/sh\nif [ "$1" = --version ]; then echo "Python 3.9.2"; exit 0; fi\nexit 1\n')
    old.chmod(0o755)
    out = subprocess.run(
        ["bash", str(ROOT / "scripts" / "test.sh")],
        env={**os.environ, "PATH": USER_PATH, "PYTHON": str(old), "CARDGAMES_VENV": str(tmp_path / "v")},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 1
    assert "needs Python 3.11 or newer; Python 3.9.2 found" in out.stderr
    assert "installing" not in out.stderr
    assert not (tmp_path / "v").exists()


def test_no_display_is_said_in_one_line(tmp_path: Path) -> None:
    """play.sh without X11 or Wayland: one line that says so, before anything is installed."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run(
        ["bash", str(ROOT / "scripts" / "play.sh")],
        env={**env, "PATH": USER_PATH, "CARDGAMES_VENV": str(tmp_path / "v")},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 1
    assert out.stderr.strip().splitlines() == [
        "cardgames: no display: start Card Table in a desktop session (DISPLAY or WAYLAND_DISPLAY is not set)"
    ]
    assert not (tmp_path / "v").exists()


def _offline_prefix() -> list[str]:
    """A command prefix that runs without any network, or a skip saying why there is none."""
    unshare = shutil.which("unshare")
    if unshare is None:
        pytest.skip("needs unshare (util-linux) to run without a network")
    for prefix in ([unshare, "--net"], [unshare, "--user", "--map-root-user", "--net"]):
        if subprocess.run([*prefix, "true"], capture_output=True, timeout=30).returncode == 0:
            return prefix
    pytest.skip("this machine allows no network namespace (unshare --net failed)")


def _stamped() -> None:
    if not (VENV / ".cardgames-installed").exists():
        pytest.skip("run the tests through scripts/test.sh, which installs and stamps .venv")


def _start_offline(command: list[str]) -> subprocess.CompletedProcess[str]:
    prefix = _offline_prefix()
    env = {**os.environ, "PATH": USER_PATH, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHON", None)
    return subprocess.run(
        [*prefix, "bash", *command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def test_a_second_test_run_needs_no_network_and_installs_nothing() -> None:
    """With .venv complete and stamped, scripts/test.sh goes straight to pytest without a network."""
    _stamped()
    out = _start_offline(["scripts/test.sh", "--version"])
    assert out.returncode == 0, out.stderr
    assert "pytest" in out.stdout + out.stderr
    assert "installing" not in out.stderr, out.stderr


def test_a_second_start_of_the_app_needs_no_network_and_installs_nothing() -> None:
    """The same for scripts/play.sh (once the libraries of a real window are there)."""
    _stamped()
    missing = _bash("missing_libs gui").stdout.split()
    if missing:
        pytest.skip(f"the first start of play.sh installs these first: {' '.join(missing)}")
    out = _start_offline(["scripts/play.sh", "--version"])
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("cardgames "), out.stdout
    assert "installing" not in out.stderr, out.stderr
