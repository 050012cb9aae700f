"""Code quality gates: ruff lint and format, and strict mypy, as configured in pyproject.toml."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_lint_is_clean() -> None:
    """ruff finds nothing in the package and the tests."""
    out = _run("ruff", "check", "cardgames", "tests")
    assert out.returncode == 0, out.stdout + out.stderr


def test_ruff_format_is_applied() -> None:
    """Every file is formatted as ruff formats it."""
    out = _run("ruff", "format", "--check", "cardgames", "tests")
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy_strict_is_clean() -> None:
    """The package type-checks under mypy --strict."""
    out = _run("mypy")
    assert out.returncode == 0, out.stdout + out.stderr


def test_every_folder_of_the_package_is_a_regular_package() -> None:
    """Each folder of cardgames with Python files has an ``__init__.py``: a namespace package has no
    file PyInstaller can trace, and the bundle's licence check stops on it (it did for ui/online)."""
    bare = [
        str(folder.relative_to(ROOT))
        for folder in (ROOT / "cardgames").rglob("*")
        if folder.is_dir()
        and folder.name != "__pycache__"
        and any(folder.glob("*.py"))
        and not (folder / "__init__.py").exists()
    ]
    assert bare == []
