"""What goes into the PyInstaller bundle, shared by the specs of every system.

``cardgames.spec`` (Linux and Windows, one folder) and ``macos/CardTable.spec``
(a macOS ``.app``) both import this module, so the data files, the excluded
modules and the trimming rules are written once; tests/packaging checks them.

- ``datas()``: the compiled catalogues, every rules text and the icon PNGs,
  found by globbing, so a new game's rules folder needs no line here. They
  land at the same relative paths as in the checkout, which
  ``cardgames/ui/resources.py`` looks up under ``sys._MEIPASS``.
- ``EXCLUDES``: modules PyInstaller would otherwise follow but the app never
  imports at run time.
- ``trim(toc)``: drops the Qt plugins, Qt libraries and Qt translations the
  app does not use (Qt Quick/QML, SQL, networking, image formats, Wayland,
  the GTK theme, ...); ``prune`` then drops the system libraries that only
  those needed (on Linux), so a build machine with GTK does not put GTK in.
"""

from __future__ import annotations

import re
import runpy
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP_NAME = "cardgames"  # the executable and the bundle folder
DISPLAY_NAME = "Card Table"
BUNDLE_ID = "io.github.cardtable.CardTable"

#: Top-level modules to leave out: tools and test libraries, and Qt modules the app does not import.
EXCLUDES = [
    "tkinter",
    "_tkinter",
    "turtle",
    "pydoc",
    "pydoc_data",
    "lib2to3",
    "idlelib",
    "ensurepip",
    "venv",
    "distutils",
    "setuptools",
    "pip",
    "cardgames.tools",  # developers' arena, ladder and benchmarks; the app never imports them
    "pytest",
    "hypothesis",
    "mypy",
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtSvg",
    "PySide6.QtSvgWidgets",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtXml",
    "PySide6.QtPrintSupport",
    "PySide6.QtConcurrent",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtHelp",
    "PySide6.QtPdf",
]

#: Qt plugins kept, by folder; a folder missing here is dropped whole. ``None`` keeps the whole folder.
KEEP_PLUGINS: dict[str, set[str] | None] = {
    # X11 (on Wayland desktops through XWayland: the path CI tests), headless checks; Windows; macOS.
    "platforms": {"qxcb", "qoffscreen", "qwindows", "qcocoa"},
    "xcbglintegrations": None,
    # Typing names with dead keys and input methods (IBus).
    "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
    # The desktop's file dialogs and colour scheme through the portal, without GTK.
    "platformthemes": {"qxdgdesktopportal"},
    # Native widget styles on Windows and macOS.
    "styles": None,
}

#: Qt's own catalogues kept: the standard dialogs' texts in our two languages.
KEEP_QT_TRANSLATIONS = {"qtbase_de", "qtbase_en"}

#: Qt libraries the kept plugins and modules never load (file stems without "lib" and version).
DROP_QT_LIBRARIES = re.compile(
    r"^Qt6(Qml|Quick|Pdf|Sql|Test|Network|Svg|OpenGL|Designer|UiTools|Help|Labs|Lottie|"
    r"VirtualKeyboard|Wayland|WlShell|Concurrent|Xml|PrintSupport|EglFs)"
)


def datas() -> list[tuple[str, str]]:
    """(source file, folder in the bundle) for every data file the app reads."""
    declared = runpy.run_path(str(ROOT / "setup.py"), run_name="data_files")  # the one list, also pip's
    paths = [p for p in declared["data_paths"](ROOT) if p.suffix != ".svg"]  # the bundle needs no SVG
    return [(str(ROOT / p), str(p.parent)) for p in paths]


#: Modules that compiled code imports, which PyInstaller's scan of Python code cannot see.
NATIVE_IMPORTS = [
    # miniaudio's compiled part (_miniaudio, made by cffi) imports cffi's backend from C: without
    # it the app has no sound ("No module named '_cffi_backend'").
    "_cffi_backend",
]


def hiddenimports() -> list[str]:
    """Modules the app imports by name at run time, which PyInstaller's scan cannot see: each
    game's table module, found by the game's id (``cardgames.ui.games.game_ui``), each game's
    package, which the registry imports when the game is first used (``cardgames.games``), and
    ``NATIVE_IMPORTS``."""
    tables = ROOT / "cardgames" / "ui" / "games"
    names = [f"cardgames.ui.games.{p.stem}" for p in tables.glob("*.py") if p.stem != "__init__"]
    games = ROOT / "cardgames" / "games"
    names += [f"cardgames.games.{p.parent.name}" for p in games.glob("*/__init__.py")]
    return sorted(names + NATIVE_IMPORTS)


def _stem(name: str) -> str:
    """``libqxcb.so`` / ``qwindows.dll`` / ``libQt6Gui.so.6`` -> ``qxcb`` / ``qwindows`` / ``Qt6Gui``."""
    stem = name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep(dest: str) -> bool:
    """Whether a file bound for ``dest`` (its path inside the bundle) stays in the bundle."""
    parts = Path(dest.replace("\\", "/")).parts
    if DROP_QT_LIBRARIES.match(_stem(parts[-1])):
        return False  # the library itself, or its symlink beside the executable
    if "PySide6" not in parts:
        return True
    if "plugins" in parts:
        at = parts.index("plugins")
        if len(parts) <= at + 2:
            return True
        folder = parts[at + 1]
        if folder not in KEEP_PLUGINS:
            return False
        wanted = KEEP_PLUGINS[folder]
        return wanted is None or _stem(parts[-1]) in wanted
    if "translations" in parts and parts[-1].endswith(".qm"):
        return _stem(parts[-1]) in KEEP_QT_TRANSLATIONS
    return "qml" not in parts


Entry = tuple[str, str, str]


def trim(toc: Iterable[Entry]) -> list[Entry]:
    """The entries of a PyInstaller TOC (dest, source, type) that ``keep`` keeps."""
    return [entry for entry in toc if keep(entry[0])]


def prune(binaries: list[Entry], datas: list[Entry]) -> tuple[list[Entry], list[Entry]]:
    """Linux: drop the system libraries that only trimmed plugins needed (GTK's, Kerberos...).

    The roots are what Python loads (extension modules, libpython) and the Qt
    plugins kept; ``ldd`` (through PyInstaller) lists everything they load,
    transitively. A library outside that set is dropped, and so is a symlink
    in ``datas`` whose target is gone.
    """
    from PyInstaller.depend.bindepend import get_imports

    def is_root(entry: Entry) -> bool:
        name = Path(entry[0]).name
        return entry[2] == "EXTENSION" or "plugins" in Path(entry[0]).parts or name.startswith("libpython")

    needed: set[str] = set()
    for entry in binaries:
        if is_root(entry):
            needed |= {Path(name).name for name, _ in get_imports(entry[1])}
    kept = [e for e in binaries if is_root(e) or Path(e[0]).name in needed]
    present = {e[0] for e in kept}
    links = [e for e in datas if e[2] != "SYMLINK" or e[1] in present]
    return kept, links


def version() -> str:
    """The app's version, read from ``cardgames/__init__.py`` (the specs run without importing it)."""
    text = (ROOT / "cardgames" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise ValueError("cardgames/__init__.py has no __version__")
    return found.group(1)
