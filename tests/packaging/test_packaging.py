"""The installable app, checked cheaply: icon, desktop entry, bundle contents, pip's launcher.

The full build (PyInstaller bundle, .deb, install, start under Xvfb, removal)
runs in packaging/build.sh, not here; these tests catch the mistakes that
would only show there, in well under a few seconds.
"""

from __future__ import annotations

import configparser
import importlib
import importlib.util
import re
import runpy
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from cardgames.ui import resources

from ..conftest import load_script

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / "linux" / "cardgames.desktop"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


bundle_contents = load_script(PACKAGING / "bundle_contents.py")


def _data_files() -> list[Path]:
    """Every file the app reads at run time, as paths relative to the checkout."""
    files = sorted((ROOT / "translations").glob("*.qm"))
    files += sorted((ROOT / "resources" / "rules").rglob("*.md"))
    files += [resources.icon_file(size) for size in resources.ICON_SIZES]
    files += [resources.sound_file(name) for name in ("card", "shuffle", "trick", "turn", "win")]
    return [f.relative_to(ROOT) for f in files]


# --- the icon -------------------------------------------------------------------------------


def test_icon_pngs_exist_in_every_size_and_match_the_svg() -> None:
    """packaging/render_icons.py --check: each PNG is the SVG's render at its size; .ico and .icns exist."""
    out = subprocess.run(
        [sys.executable, str(PACKAGING / "render_icons.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert resources.ICON_SIZES == (16, 24, 32, 48, 64, 128, 256, 512)
    for size in resources.ICON_SIZES:
        assert resources.icon_file(size).is_file()


def test_app_icon_offers_every_size(qapp: QApplication) -> None:
    """app_icon() carries all rendered sizes, so the window and task bar pick a sharp one."""
    icon = resources.app_icon()
    assert not icon.isNull()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert sizes == {(n, n) for n in resources.ICON_SIZES}
    assert icon.pixmap(QSize(48, 48)).width() == 48


# --- the Linux desktop entry -----------------------------------------------------------------


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


# desktop-file-validate checks the entry in packaging/build.sh (step 1, and once installed), which
# installs desktop-file-utils: a test of it here was skipped on any machine without that package.


def test_desktop_entry_names_categories_icon_and_exec() -> None:
    """Name and German name, Game;CardGame, our icon, and an Exec of the installed launcher."""
    entry = _desktop_entry()
    assert entry["Name"] == "Card Table"
    assert entry["Name[de]"] == "Kartentisch"
    assert {"Game", "CardGame"} <= set(entry["Categories"].strip(";").split(";"))
    assert entry["Icon"] == "cardgames"
    assert entry["Terminal"] == "false"
    command = entry["Exec"].split()[0]
    assert command == "cardgames"
    launcher = (PACKAGING / "linux" / command).read_text(encoding="utf-8")
    assert f'exec /usr/lib/{bundle_contents.APP_NAME}/{bundle_contents.APP_NAME} "$@"' in launcher


# --- the PyInstaller bundle ------------------------------------------------------------------


def test_bundle_carries_every_data_file_where_resources_looks() -> None:
    """datas(): every catalogue, rules text, icon and sound, at the same relative folder as in the
    checkout."""
    datas = {(Path(src).relative_to(ROOT), Path(dest)) for src, dest in bundle_contents.datas()}
    wanted = _data_files()
    assert {src for src, _ in datas} == set(wanted)
    assert all(dest == src.parent for src, dest in datas)
    assert any(src.suffix == ".qm" for src in wanted)
    assert sum(src.suffix == ".md" for src in wanted) >= 24  # 4 games x 2 languages x 3 texts


@pytest.mark.parametrize("spec", ["cardgames.spec", "macos/CardTable.spec"])
def test_specs_use_the_shared_contents(spec: str) -> None:
    """Both specs take their data, excludes and trimming from bundle_contents and a windowed launcher."""
    text = (PACKAGING / spec).read_text(encoding="utf-8")
    for needle in (
        "datas=bc.datas(",  # of the checkout, or of build.sh's copy (cardgames.spec: CARDGAMES_SOURCE)
        "hiddenimports=bc.hiddenimports(",
        "excludes=bc.EXCLUDES",
        "bc.trim(a.binaries)",
        "bc.trim(a.datas)",
    ):
        assert needle in text
    assert "launch.py" in text
    assert re.search(r"console=False", text)


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6\\plugins\\platforms\\qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/translations/qtbase_de.qm", True),
        ("PySide6/Qt/translations/qtbase_fr.qm", False),
        ("PySide6/Qt/translations/qtdeclarative_de.qm", False),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
        ("PySide6/Qt/lib/libQt6Qml.so.6", False),
        ("libQt6Network.so.6", True),  # QNetworkInterface: a hosted table's addresses
        ("libQt6Sql.so.6", False),
        ("libQt6Gui.so.6", True),
        ("translations/cardgames_de.qm", True),
        ("resources/rules/ftw/de/rules.md", True),
        ("libX11.so.6", True),
    ],
)
def test_trimming_keeps_what_the_app_uses(dest: str, kept: bool) -> None:
    """The Qt plugins, libraries and catalogues the app loads stay; the rest goes."""
    assert bundle_contents.keep(dest) is kept


def test_the_bundled_modules_are_the_ones_the_app_imports() -> None:
    """No Qt module the app imports is excluded from the bundle."""
    used = set()
    for path in (ROOT / "cardgames").rglob("*.py"):
        used |= set(re.findall(r"from PySide6\.(Qt\w+) import", path.read_text(encoding="utf-8")))
    assert used
    assert not {f"PySide6.{m}" for m in used} & set(bundle_contents.EXCLUDES)


# --- pip install . -------------------------------------------------------------------------


def test_the_launcher_is_a_gui_script_that_imports() -> None:
    """[project.gui-scripts] cardgames (no console window on Windows), and its target is callable."""
    target = PYPROJECT["project"]["gui-scripts"]["cardgames"]
    assert "cardgames" not in PYPROJECT["project"].get("scripts", {})
    module, _, name = target.partition(":")
    assert callable(getattr(importlib.import_module(module), name))


def test_pip_install_ships_every_data_file() -> None:
    """setup.py's data_files copy each file the app reads to share/cardgames/<its folder>; pyproject.toml
    declares none of its own (one declaration for the whole tree)."""
    assert "data-files" not in PYPROJECT["tool"]["setuptools"]
    declared = runpy.run_path(str(ROOT / "setup.py"), run_name="data_files")
    shipped = set()
    for dest, files in declared["data_files"](ROOT):
        for name in files:
            file = Path(name)
            assert (ROOT / file).is_file()
            assert Path(dest) == Path("share/cardgames") / file.parent, (dest, file)
            shipped.add(file)
    missing = sorted(str(f) for f in set(_data_files()) - shipped)
    assert not missing, f"setup.py does not ship: {missing}"


def test_a_new_games_rules_texts_need_no_declaration(tmp_path: Path) -> None:
    """A fifth game's rules folder is shipped by pip and bundled without a line anywhere."""
    declared = runpy.run_path(str(ROOT / "setup.py"), run_name="data_files")
    rules = tmp_path / "resources" / "rules" / "fifth" / "de"
    rules.mkdir(parents=True)
    (rules / "overview.md").write_text("# Fünf", encoding="utf-8")
    (tmp_path / "translations").mkdir()
    (tmp_path / "translations" / "cardgames_de.qm").write_bytes(b"")
    assert ("share/cardgames/resources/rules/fifth/de", ["resources/rules/fifth/de/overview.md"]) in declared[
        "data_files"
    ](tmp_path)


def test_installed_copy_finds_its_data_under_share(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Outside a checkout, the data is in <prefix>/share/cardgames, found through the installed file list."""
    share = tmp_path / "prefix" / "share" / "cardgames"
    (share / "translations").mkdir(parents=True)
    (share / "translations" / "cardgames_en.qm").write_bytes(b"")
    record = Path("../../../share/cardgames/translations/cardgames_en.qm")
    site = tmp_path / "prefix" / "lib" / "python3" / "site-packages"
    site.mkdir(parents=True)
    entry = SimpleNamespace(parts=record.parts, locate=lambda: site / record)
    monkeypatch.setattr(resources, "_CHECKOUT", tmp_path / "no-checkout")
    monkeypatch.setattr(resources.metadata, "files", lambda name: [entry])
    resources._installed_data.cache_clear()
    try:
        assert resources.project_root() == share.resolve()
        assert resources.translations_dir() == share.resolve() / "translations"
    finally:
        resources._installed_data.cache_clear()


def test_a_bundle_finds_its_data_under_meipass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In a PyInstaller bundle the data is under sys._MEIPASS, whatever the working folder."""
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.chdir(tmp_path.parent)
    assert resources.rules_file("ftw", "en", "rules") == tmp_path / "resources/rules/ftw/en/rules.md"
    assert resources.icon_file(16) == tmp_path / "resources/icons/cardgames-16.png"


# --- the build script and the other systems' recipes ---------------------------------------------


@pytest.mark.parametrize("name", ["build.sh", "wheel.sh"])
def test_build_script_is_valid_bash_and_stops_on_errors(name: str) -> None:
    """build.sh (the .deb) and wheel.sh (wheel and sdist) parse, and run with set -euo pipefail."""
    script = PACKAGING / name
    assert "set -euo pipefail" in script.read_text(encoding="utf-8")
    out = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out.stderr


def test_windows_installer_script_points_at_the_bundle_and_makes_a_start_menu_entry() -> None:
    """The Inno Setup script installs the one-folder build, with a Start-menu entry and our icon."""
    text = (PACKAGING / "windows" / "cardgames.iss").read_text(encoding="utf-8")
    assert f"{bundle_contents.APP_NAME}.exe" in text
    assert "{autoprograms}" in text
    icon = re.search(r"^SetupIconFile=(.+)$", text, re.MULTILINE)
    assert icon is not None
    assert (PACKAGING / "windows" / icon.group(1).strip().replace("\\", "/")).resolve().is_file()


def test_the_bundle_carries_every_table_module_found_by_id() -> None:
    """game_ui imports cardgames.ui.games.<id> by name; the bundle must list each such module."""
    names = set(bundle_contents.hiddenimports())
    for game_id in ("ftw", "karriere_poker", "seven_up", "straight_up"):
        assert f"cardgames.ui.games.{game_id}" in names


def test_the_bundle_carries_every_game_the_registry_loads_by_name() -> None:
    """The registry imports a game's package when the game is first used (``importlib``): the
    bundle must list each one, or a bundled app would know the game and fail to load it."""
    from cardgames.games import BUILT_IN

    names = set(bundle_contents.hiddenimports())
    for game_id in BUILT_IN:
        assert f"cardgames.games.{game_id}" in names


def test_the_bundle_carries_the_module_miniaudios_compiled_part_imports() -> None:
    """miniaudio's compiled part (``_miniaudio``, made by cffi) imports cffi's ``_cffi_backend`` from
    C, where PyInstaller's scan cannot see it: without it in the hidden imports the bundle had no
    sound ("No module named '_cffi_backend'")."""
    import _miniaudio  # type: ignore[import-not-found]

    assert b"_cffi_backend" in Path(_miniaudio.__file__).read_bytes()
    assert importlib.util.find_spec("_cffi_backend") is not None
    assert "_cffi_backend" in bundle_contents.hiddenimports()


# --- the licence, the wheel and the sdist -------------------------------------------------------


def test_the_project_is_gpl3_or_later_with_the_full_text() -> None:
    """pyproject.toml names the licence as SPDX (which setuptools 77 first accepts) and ships
    LICENSE, the GPL version 3's full text; no licence classifier beside it (setuptools refuses both)."""
    project = PYPROJECT["project"]
    assert project["license"] == "GPL-3.0-or-later"
    assert project["license-files"] == ["LICENSE"]
    assert not [c for c in project.get("classifiers", []) if c.startswith("License ::")]
    assert "setuptools>=77" in PYPROJECT["build-system"]["requires"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.split()[:6] == ["GNU", "GENERAL", "PUBLIC", "LICENSE", "Version", "3,"]
    assert "END OF TERMS AND CONDITIONS" in text
    assert len(text) > 30_000


#: What the wheel and sdist are built from (the sdist then holds what setuptools and MANIFEST.in take).
_SOURCES = (
    "pyproject.toml",
    "setup.py",
    "README.md",
    "LICENSE",
    "MANIFEST.in",
    "cardgames",
    "resources",
    "translations",
    "scripts",
    "packaging",
)


def test_the_wheel_and_sdist_carry_the_licence_and_every_data_file(tmp_path: Path) -> None:
    """As ``python -m build`` does, without build isolation: the sdist from a copy of the tree, the
    wheel from the unpacked sdist. The sdist holds LICENSE, the data and the catalogues' sources;
    the wheel holds LICENSE, the SPDX licence and each file the app reads (rules, catalogues,
    sounds, icons) under its data folder share/cardgames."""
    import tarfile
    import zipfile

    tree = tmp_path / "tree"
    tree.mkdir()
    for name in _SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, tree / name)
    out = tmp_path / "out"
    build = "import sys\nfrom setuptools import build_meta as b\nprint(getattr(b, sys.argv[1])(sys.argv[2]))"
    made = subprocess.run(
        [sys.executable, "-c", build, "build_sdist", str(out)], cwd=tree, capture_output=True, text=True
    )
    assert made.returncode == 0, made.stderr[-3000:]
    sdist = out / made.stdout.split()[-1]
    with tarfile.open(sdist) as tar:
        tar.extractall(tmp_path / "unpacked", filter="data")
        in_sdist = {Path(*Path(n).parts[1:]).as_posix() for n in tar.getnames()}
    for name in ("LICENSE", "setup.py", "translations/cardgames_de.ts", "scripts/make_sounds.py"):
        assert name in in_sdist
    assert {p.as_posix() for p in _data_files()} <= in_sdist
    made = subprocess.run(
        [sys.executable, "-c", build, "build_wheel", str(out)],
        cwd=next((tmp_path / "unpacked").iterdir()),
        capture_output=True,
        text=True,
    )
    assert made.returncode == 0, made.stderr[-3000:]
    with zipfile.ZipFile(out / made.stdout.split()[-1]) as wheel:
        names = set(wheel.namelist())
        info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        metadata = wheel.read(f"{info}/METADATA").decode()
    assert f"{info}/licenses/LICENSE" in names
    assert "License-Expression: GPL-3.0-or-later" in metadata.splitlines()
    data = info.replace(".dist-info", ".data") + "/data/share/cardgames/"
    shipped = {n.removeprefix(data) for n in names if n.startswith(data)}
    assert shipped == {p.as_posix() for p in _data_files()} | {"resources/icons/cardgames.svg"}
