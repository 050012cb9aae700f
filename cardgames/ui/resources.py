"""Where the app finds its files: rules texts, translations, icons.

From a source checkout (and an editable install) they sit beside the
package; an app bundled by PyInstaller unpacks them under ``sys._MEIPASS``.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["project_root", "rules_file", "translations_dir"]


def project_root() -> Path:
    """The folder holding ``resources/`` and ``translations/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def translations_dir() -> Path:
    """The compiled catalogues (``cardgames_de.qm``...)."""
    return project_root() / "translations"


def rules_file(game_id: str, language: str, part: str) -> Path:
    """One rules text: ``part`` is overview, rules or quickref; ``language`` de or en."""
    return project_root() / "resources" / "rules" / game_id / language / f"{part}.md"
