"""The typed contract holds: ``typing_probe.py`` type-checks under ``mypy --strict``.

The probe asserts each game's types (``FTW.new_state(3, 1)`` is an ``FtwState``, and so on) and
makes deliberately wrong calls under ``# type: ignore[arg-type]``; with ``--warn-unused-ignores``
an ignore that is no longer needed (the typing loosened to ``Any``) fails this test too.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("typing_probe.py")


def test_the_probe_type_checks_strictly() -> None:
    """mypy --strict finds nothing in the probe: every type is the game's own, every wrong call is caught."""
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--warn-unused-ignores", str(PROBE.relative_to(ROOT))],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr
