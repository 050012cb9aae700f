"""tests/session runs where Qt cannot be imported at all: the match's logic needs no window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent

_RUN = """
import importlib.abc, sys
class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'pytestqt'):
            raise ModuleNotFoundError(f'{name} is made unimportable here', name=name)
sys.meta_path.insert(0, NoQt())
import pytest
code = pytest.main(sys.argv[1:])
loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))
print('QT-LOADED:' + ','.join(loaded))
sys.exit(int(code))
"""


def test_the_session_tests_pass_with_qt_made_unimportable() -> None:
    args = [str(HERE), "-q", "-p", "no:pytest-qt", "-p", "no:xdist", "-p", "no:cacheprovider"]
    args += [
        "--deselect",
        f"{Path(__file__).relative_to(HERE.parent.parent)}::{test_the_session_tests_pass_with_qt_made_unimportable.__name__}",
    ]
    out = subprocess.run(
        [sys.executable, "-c", _RUN, *args],
        capture_output=True,
        text=True,
        cwd=HERE.parent.parent,
        timeout=600,
    )
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    assert "QT-LOADED:\n" in out.stdout, out.stdout[-500:]
    assert " passed" in out.stdout
