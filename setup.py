"""The files the app reads besides its code, declared once for the whole tree.

``pip install .`` copies them to ``<prefix>/share/cardgames/<their folder>``,
where cardgames/ui/resources.py finds them; the PyInstaller bundle takes the
same list (packaging/bundle_contents.py). Everything else about the project is
in pyproject.toml. The list is found by convention, not written per folder: a
new game's rules texts under resources/rules/<id>/<language>/ need no line.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def data_paths(root: Path = ROOT) -> list[Path]:
    """Every data file the app reads at run time, relative to ``root``."""
    files = sorted(root.glob("translations/*.qm"))
    files += sorted(root.glob("resources/rules/*/*/*.md"))
    files += sorted(root.glob("resources/icons/cardgames-*.png"))
    files += sorted(root.glob("resources/icons/*.svg"))
    files += sorted(root.glob("resources/sounds/*.wav"))
    return [f.relative_to(root) for f in files]


def data_files(root: Path = ROOT) -> list[tuple[str, list[str]]]:
    """``data_files`` for setuptools: (share/cardgames/<folder>, its files), folder by folder."""
    folders: dict[str, list[str]] = {}
    for path in data_paths(root):
        folders.setdefault(f"share/cardgames/{path.parent.as_posix()}", []).append(path.as_posix())
    return sorted(folders.items())


if __name__ == "__main__":
    from setuptools import setup

    setup(data_files=data_files())
