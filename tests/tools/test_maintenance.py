"""The maintenance commands leave an unchanged tree unchanged.

``scripts/translations.py`` rebuilds the committed catalogues byte for byte from the sources, quietly.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"


def _script(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def translations() -> ModuleType:
    """``scripts/translations.py`` as a module."""
    return _script(ROOT / "scripts" / "translations.py", "cardgames_translations_for_tools")


# --- translations --------------------------------------------------------------------------------


def test_a_fresh_build_is_the_committed_catalogues_byte_for_byte(
    translations: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """What the script would write (notes for translators included) is what is committed, and a
    normal run says nothing on stderr: lupdate's gaps are mended without a word."""
    warnings, written = translations.build(tmp_path, TRANSLATIONS)
    assert warnings == []
    assert sorted(written) == sorted(p.name for p in TRANSLATIONS.glob("cardgames_*.[tq][sm]"))
    for path in sorted(TRANSLATIONS.glob("cardgames_*.[tq][sm]")):
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), f"{path.name} is stale"
    assert capsys.readouterr().err == ""
    # A second build over the first writes nothing.
    assert translations.build(tmp_path, tmp_path) == ([], [])


def test_the_notes_for_translators_are_compared(translations: ModuleType, tmp_path: Path) -> None:
    """--check finds a catalogue whose only difference is a translator's note (the code's ``#:``
    documentation, which lupdate took for one, is none)."""
    for path in TRANSLATIONS.glob("cardgames_*"):
        shutil.copy(path, tmp_path / path.name)
    german = tmp_path / "cardgames_de.ts"
    text = german.read_text(encoding="utf-8")
    old = "<source>Card Table</source>\n"
    assert text.count(old) == 1
    german.write_text(text.replace(old, old + "        <extracomment>A note.</extracomment>\n"))
    problems = translations.check(tmp_path)
    assert problems == [
        f"{german}: MainWindow: 'Card Table': its note for translators differs from a fresh build"
        " (run scripts/translations.py)"
    ]


def test_check_is_quiet_on_the_committed_tree() -> None:
    """``--check`` passes with nothing on stdout or stderr."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "translations.py"), "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_verbose_lists_what_lupdate_missed(
    translations: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--verbose`` names the texts the script added behind lupdate: a plural whose count is an
    expression, a ``self.tr`` inside an f-string."""
    translations.build(tmp_path, TRANSLATIONS, verbose=True)
    err = capsys.readouterr().err
    assert "lupdate missed 'The match is over after %n round(s).'; added it" in err
    assert "lupdate missed 'bot'; added it" in err
