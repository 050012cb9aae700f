"""The start-up benchmark's own path: a fresh profile still reaches a painted table."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_a_first_start_with_quit_after_paint_reports_the_painted_table(tmp_path: Path) -> None:
    """``--quit-after-paint`` (used by ``cardgames.tools.uibench startup`` and the packaging check) on a
    profile without settings: the welcome must not stop it before the table is dealt and painted."""
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "CARDGAMES_HOME": str(home), "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_T0": "0"}
    out = subprocess.run(
        [sys.executable, "-m", "cardgames", "--quit-after-paint", "--lang", "en"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert any(line.startswith("first-paint-ms") for line in out.stdout.splitlines()), out.stdout + out.stderr
