"""The typed contract holds: ``typing_probe.py`` and the fifth game type-check under ``mypy --strict``.

The probe asserts each game's types (``FTW.new_state(3, 1)`` is an ``FtwState``, and so on) and
makes deliberately wrong calls under ``# type: ignore[arg-type]``; with ``--warn-unused-ignores``
an ignore that is no longer needed (the typing loosened to ``Any``) fails this test too. The
fifth game (``tests/games/fifth/high_card.py``) is how a new game is written: it stays strictly typed.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("typing_probe.py")
FIFTH = ROOT / "tests" / "games" / "fifth" / "high_card.py"


@pytest.mark.parametrize("path", [PROBE, FIFTH], ids=["probe", "fifth_game"])
def test_type_checks_strictly(path: Path) -> None:
    """mypy --strict finds nothing: every type is the game's own, every wrong call of the probe is caught."""
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--warn-unused-ignores", str(path.relative_to(ROOT))],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr
