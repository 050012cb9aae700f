"""Where the app finds its files: rules texts, translations, icons.

Three ways to run, three places, tried in this order:

- an app bundled by PyInstaller unpacks them under ``sys._MEIPASS``;
- a source checkout (and an editable install) has them beside the package;
- ``pip install .`` copies them to ``<prefix>/share/cardgames`` (the
  ``data_files`` of setup.py, one list for the whole tree), found through the installed file list.

Every path is absolute, so the app finds its files from any working folder.
"""

from __future__ import annotations

import sys
from functools import cache
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

__all__ = [
    "ICON_SIZES",
    "app_icon",
    "icon_file",
    "project_root",
    "rules_file",
    "sound_file",
    "translations_dir",
]

#: The rendered sizes of the app icon (packaging/render_icons.py makes them from the SVG).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

_CHECKOUT = Path(__file__).resolve().parents[2]
_MARKER = Path("translations") / "cardgames_en.qm"


@cache
def _installed_data() -> Path | None:
    """``<prefix>/share/cardgames`` of a non-editable install, if this package was installed so."""
    try:
        files = metadata.files("cardgames") or []
    except metadata.PackageNotFoundError:
        return None
    for file in files:
        parts = file.parts
        if parts[-2:] == _MARKER.parts and "share" in parts:
            root = Path(str(file.locate())).resolve().parents[1]
            if (root / _MARKER).is_file():
                return root
    return None


def project_root() -> Path:
    """The folder holding ``resources/`` and ``translations/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    if (_CHECKOUT / _MARKER).is_file():
        return _CHECKOUT
    return _installed_data() or _CHECKOUT


def translations_dir() -> Path:
    """The compiled catalogues (``cardgames_de.qm``...)."""
    return project_root() / "translations"


def rules_file(game_id: str, language: str, part: str) -> Path:
    """One rules text: ``part`` is overview, rules or quickref; ``language`` de or en."""
    return project_root() / "resources" / "rules" / game_id / language / f"{part}.md"


def sound_file(name: str) -> Path:
    """A sound of the table (``resources/sounds``, made by scripts/make_sounds.py)."""
    return project_root() / "resources" / "sounds" / f"{name}.wav"


def icon_file(size: int) -> Path:
    """The app icon rendered at ``size`` pixels (one of ICON_SIZES), a PNG."""
    return project_root() / "resources" / "icons" / f"cardgames-{size}.png"


def app_icon() -> QIcon:
    """The app icon in every rendered size, for the window and the task bar."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(icon_file(size)), QSize(size, size))
    return icon
