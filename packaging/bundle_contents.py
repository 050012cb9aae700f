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
- ``game_files``, ``strip_game``, ``game_texts``, ``catalogue_without``: a
  build without a game (``build.sh --without straight_up``): its code, rules
  texts and catalogue entries left out of a copy of the tree
  (``python packaging/bundle_contents.py without GAME --root COPY``).
- ``trim(toc)``: drops the Qt plugins, Qt libraries and Qt translations the
  app does not use (Qt Quick/QML, SQL, network plugins, image formats, Wayland,
  the GTK theme, ...); ``prune`` then drops the system libraries that only
  those needed (on Linux), so a build machine with GTK does not put GTK in.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import runpy
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
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
    r"^Qt6(Qml|Quick|Pdf|Sql|Test|Svg|OpenGL|Designer|UiTools|Help|Labs|Lottie|"
    r"VirtualKeyboard|Wayland|WlShell|Concurrent|Xml|PrintSupport|EglFs)"
)


def datas(root: Path = ROOT) -> list[tuple[str, str]]:
    """(source file, folder in the bundle) for every data file the app reads, in the tree ``root``."""
    declared = runpy.run_path(str(root / "setup.py"), run_name="data_files")  # the one list, also pip's
    paths = [p for p in declared["data_paths"](root) if p.suffix != ".svg"]  # the bundle needs no SVG
    return [(str(root / p), str(p.parent)) for p in paths]


#: Modules that compiled code imports, which PyInstaller's scan of Python code cannot see.
NATIVE_IMPORTS = [
    # miniaudio's compiled part (_miniaudio, made by cffi) imports cffi's backend from C: without
    # it the app has no sound ("No module named '_cffi_backend'").
    "_cffi_backend",
]


def hiddenimports(root: Path = ROOT) -> list[str]:
    """Modules the app imports by name at run time, which PyInstaller's scan cannot see: each
    game's table module, found by the game's id (``cardgames.ui.games.game_ui``), each game's
    package, which the registry imports when the game is first used (``cardgames.games``), and
    ``NATIVE_IMPORTS``."""
    tables = root / "cardgames" / "ui" / "games"
    names = [f"cardgames.ui.games.{p.stem}" for p in tables.glob("*.py") if p.stem != "__init__"]
    games = root / "cardgames" / "games"
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


def write_manifest(
    path: str | Path, pure: Iterable[Entry], scripts: Iterable[Entry], files: Iterable[Entry]
) -> None:
    """Write what the bundle holds, and where each part was copied from, as JSON to ``path``
    (packaging/third_party.py traces every part to its licence from it).

    ``pure``: the Python modules frozen into the executable's archive (name, source, type);
    ``scripts``: the scripts the executable runs first (PyInstaller's bootstrap, its runtime hooks,
    launch.py); ``files``: the files of the bundle's folder (path in the bundle, source, type), as
    COLLECT copies them.
    """
    import json

    def rows(entries: Iterable[Entry]) -> list[list[str]]:
        return [[str(name), str(source), str(kind)] for name, source, kind in entries]

    manifest = {"modules": rows(pure), "scripts": rows(scripts), "files": rows(files)}
    Path(path).write_text(json.dumps(manifest, indent=1), encoding="utf-8")


def version() -> str:
    """The app's version, read from ``cardgames/__init__.py`` (the specs run without importing it)."""
    text = (ROOT / "cardgames" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise ValueError("cardgames/__init__.py has no __version__")
    return found.group(1)


# --------------------------------------------------------------------------- a build without a game

GAME_ID = re.compile(r"^[a-z][a-z0-9_]*$")


def game_files(game: str, root: Path = ROOT) -> list[Path]:
    """Everything of the game ``game`` in the tree ``root``, relative to it: its package
    (``cardgames/games/<id>/``), its table module (``cardgames/ui/games/<id>.py`` and any
    ``<id>_*.py`` beside it), anything of the bots' named after it (``cardgames/ai/<id>*``) and its
    rules texts (``resources/rules/<id>/``). ``ValueError`` for a game the tree does not have."""
    if not GAME_ID.match(game):
        raise ValueError(f"{game!r} is not a game id")
    package = root / "cardgames" / "games" / game
    if not (package / "__init__.py").is_file():
        known = sorted(p.parent.name for p in (root / "cardgames" / "games").glob("*/__init__.py"))
        raise ValueError(f"no game {game!r} in {root} (known: {', '.join(known)})")
    found = [package]
    tables = root / "cardgames" / "ui" / "games"
    found += sorted([*tables.glob(f"{game}.py"), *tables.glob(f"{game}_*.py")])
    found += sorted((root / "cardgames" / "ai").glob(f"{game}*"))
    rules = root / "resources" / "rules" / game
    if rules.is_dir():
        found.append(rules)
    return [p.relative_to(root) for p in found]


def _python_files(paths: Iterable[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path] if path.suffix == ".py" else []
    return files


def _strings_and_classes(files: Iterable[Path]) -> tuple[set[str], set[str], set[str]]:
    """The string constants, the class names and the ``title = "..."`` texts of class bodies."""
    strings: set[str] = set()
    classes: set[str] = set()
    titles: set[str] = set()
    for file in files:
        tree = ast.parse(file.read_text(encoding="utf-8"), str(file))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.add(node.value)
            elif isinstance(node, ast.ClassDef):
                classes.add(node.name)
                for item in node.body:
                    target = (
                        item.targets[0] if isinstance(item, ast.Assign) and len(item.targets) == 1 else None
                    )
                    if isinstance(item, ast.AnnAssign):
                        target = item.target
                    value = getattr(item, "value", None)
                    if (
                        isinstance(target, ast.Name)
                        and target.id == "title"
                        and isinstance(value, ast.Constant)
                    ):
                        titles.add(str(value.value))
    return strings, classes, titles


#: A catalogue entry: (context, source text, disambiguation comment, plural).
Text = tuple[str, str, str, bool]


def _catalogue_entries(ts: Path) -> list[Text]:
    entries: list[Text] = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            entries.append(
                (
                    name,
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                    bool(message.get("numerus")),
                )
            )
    return entries


def game_texts(game: str, root: Path = ROOT) -> tuple[str, list[Text]]:
    """The game's title, and the entries of the catalogue (``translations/cardgames_en.ts``) that
    only the game uses: those of a context that only its code names (its table's
    ``StraightUpTable``), and those whose source text is written in its code and nowhere else in
    the app's (the developers' tools, which the bundle leaves out, not counted)."""
    own = [root / p for p in game_files(game, root)]
    own_files = set(_python_files(own))
    rest = [
        f
        for f in _python_files([root / "cardgames"])
        if f not in own_files and not f.is_relative_to(root / "cardgames" / "tools")
    ]
    own_strings, own_classes, titles = _strings_and_classes(own_files)
    rest_strings, rest_classes, _ = _strings_and_classes(rest)
    # A context is a class's name (``self.tr``) or a literal (``QCoreApplication.translate("X", ...)``).
    contexts = (own_classes | own_strings) - (rest_classes | rest_strings)
    only = own_strings - rest_strings
    texts = [
        e
        for e in _catalogue_entries(root / "translations" / "cardgames_en.ts")
        if e[0] in contexts or e[1] in only
    ]
    return (sorted(titles)[0] if titles else game), texts


def catalogue_without(ts_text: str, texts: Iterable[Text]) -> tuple[str, int]:
    """A catalogue (.ts) without the entries ``texts``, and how many it dropped; a context left
    empty goes too."""
    drop = {(c, s, m) for c, s, m, _ in texts}
    root = ET.fromstring(ts_text)
    dropped = 0
    for context in list(root.iter("context")):
        name = context.findtext("name") or ""
        for message in list(context.iter("message")):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            if key in drop:
                context.remove(message)
                dropped += 1
        if context.find("message") is None:
            root.remove(context)
    body = ET.tostring(root, encoding="unicode")
    return f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', dropped


def strip_game(game: str, root: Path, lrelease: str | None = None) -> list[str]:
    """Leave the game ``game`` out of the tree ``root`` (a copy: this deletes): its files go, its
    entries leave every catalogue (.ts), and with ``lrelease`` (pyside6-lrelease) each .qm is
    compiled anew from its .ts. What was done, line by line."""
    title, texts = game_texts(game, root)
    done = []
    for ts in sorted((root / "translations").glob("*.ts")):
        text, dropped = catalogue_without(ts.read_text(encoding="utf-8"), texts)
        ts.write_text(text, encoding="utf-8")
        if lrelease is not None:
            qm = ts.with_suffix(".qm")
            out = subprocess.run(
                [lrelease, "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True, check=False
            )
            if out.returncode != 0 or not qm.is_file():
                raise RuntimeError(f"{lrelease} failed on {ts}: {out.stdout}{out.stderr}")
        done.append(
            f"{ts.relative_to(root)}: {dropped} entries of {title} dropped"
            + (", .qm made anew" if lrelease else "")
        )
    for path in game_files(game, root):
        full = root / path
        if full.is_dir():
            shutil.rmtree(full)
        else:
            full.unlink()
        done.append(f"{path}: removed")
    return done


def _main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bundle_contents.py", description="A build without a game.")
    sub = parser.add_subparsers(dest="command", required=True)
    without = sub.add_parser("without", help="leave GAME out of the tree --root (a copy: this deletes)")
    without.add_argument("game")
    without.add_argument("--root", type=Path, required=True)
    without.add_argument("--lrelease", help="pyside6-lrelease, to compile the catalogues anew")
    texts = sub.add_parser("texts", help="each game's title and its own catalogue entries, as JSON")
    texts.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args(argv)
    try:
        if args.command == "without":
            for line in strip_game(args.game, args.root.resolve(), args.lrelease):
                print(f"bundle_contents: {line}")
        else:
            games = sorted(p.parent.name for p in (args.root / "cardgames" / "games").glob("*/__init__.py"))
            found = {}
            for game in games:
                title, entries = game_texts(game, args.root)
                found[game] = {"title": title, "texts": [list(e) for e in entries]}
            print(json.dumps(found, ensure_ascii=False, indent=1))
    except (ValueError, RuntimeError) as exc:
        print(f"bundle_contents: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv[1:]))
