"""The maintenance commands leave an unchanged tree unchanged.

``scripts/translations.py`` rebuilds the committed catalogues byte for byte from the sources,
quietly; ``packaging/render_icons.py`` keeps the committed icons when they are the SVG's render.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from ..conftest import load_script

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
ICONS = ROOT / "resources" / "icons"
RENDER_ICONS = ROOT / "packaging" / "render_icons.py"


@pytest.fixture(scope="module")
def translations() -> ModuleType:
    """``scripts/translations.py`` as a module."""
    return load_script(ROOT / "scripts" / "translations.py", "cardgames_translations_for_tools")


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


# --- icons ---------------------------------------------------------------------------------------


def _render(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(RENDER_ICONS), "--dir", str(folder), *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_render_icons_leaves_the_committed_icons_as_they_are(tmp_path: Path) -> None:
    """On a copy of the committed icons the script writes nothing, and the bytes stay."""
    shutil.copytree(ICONS, tmp_path, dirs_exist_ok=True)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    out = _render(tmp_path)
    assert out.returncode == 0, out.stderr
    assert "nothing written" in out.stdout
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_render_icons_is_deterministic_and_matches_the_committed_pixels(tmp_path: Path) -> None:
    """From the SVG alone it writes every file; a second run writes nothing; the fresh PNGs decode to
    the committed ones' pixels within the script's tolerance. (Bytes are compared only on this
    machine: another Qt or zlib may round a pixel or pack the same pixels differently.)"""
    shutil.copy(ICONS / "cardgames.svg", tmp_path / "cardgames.svg")
    first = _render(tmp_path)
    assert first.returncode == 0, first.stderr
    assert "cardgames.ico" in first.stdout
    assert "cardgames.icns" in first.stdout
    made = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert set(made) == {p.name for p in ICONS.iterdir()}
    again = _render(tmp_path)
    assert "nothing written" in again.stdout
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == made
    # The committed files pass --check against this render: pixels within tolerance.
    for name in made:
        if name != "cardgames.svg":
            shutil.copy(ICONS / name, tmp_path / name)
    check = _render(tmp_path, "--check")
    assert check.returncode == 0, check.stderr


def test_render_icons_redraws_a_changed_picture(tmp_path: Path) -> None:
    """A PNG that is not the SVG's render fails --check and is rewritten, with the .ico and .icns."""
    shutil.copytree(ICONS, tmp_path, dirs_exist_ok=True)
    shutil.copy(ICONS / "cardgames-16.png", tmp_path / "cardgames-32.png")  # wrong size
    (tmp_path / "cardgames.icns").write_bytes(b"icns\0\0\0\x08")  # empty
    check = _render(tmp_path, "--check")
    assert check.returncode == 1
    assert "cardgames-32.png is 16x16, not 32x32" in check.stderr
    assert "cardgames.icns does not hold the rendered images" in check.stderr
    out = _render(tmp_path)
    assert "wrote cardgames-32.png, " in out.stdout
    assert "cardgames.icns in" in out.stdout
    assert (tmp_path / "cardgames-32.png").read_bytes() != (ICONS / "cardgames-16.png").read_bytes()
    assert _render(tmp_path, "--check").returncode == 0
