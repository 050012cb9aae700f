"""A package without a game (``packaging/build.sh --without straight_up``): what is left out, and
that the app without it runs and lists the other games only.

Straight Up's rules sheet reserves digital versions to its author, so a package handed to others
without his permission leaves the game out: its code, its rules texts and its catalogue entries.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardgames.games import GameRegistry, get_game

from ..conftest import load_script

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


bundle_contents = load_script(PACKAGING / "bundle_contents.py")
GAMES = ("ftw", "karriere_poker", "seven_up", "straight_up")


# --- the registry ----------------------------------------------------------------------------


def test_the_registry_leaves_out_a_built_in_game_whose_package_is_not_there() -> None:
    """A build without a game has no package for it: the registry does not list it, and asking
    for it is an unknown game, not an import error."""
    registry = GameRegistry({"ftw": "FTW", "no_such_game": "NO_SUCH_GAME"})
    assert list(registry) == ["ftw"]
    assert "no_such_game" not in registry
    assert len(registry) == 1
    assert registry.get("no_such_game") is None
    assert [game.id for game in registry.values()] == ["ftw"]


def test_an_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="unknown game 'no_such_game'"):
        get_game("no_such_game")


# --- what a game is made of --------------------------------------------------------------------


def test_straight_ups_files_are_its_package_table_and_rules() -> None:
    """Its package, its table module and its rules texts: nothing of the other games."""
    assert [p.as_posix() for p in bundle_contents.game_files("straight_up")] == [
        "cardgames/games/straight_up",
        "cardgames/ui/games/straight_up.py",
        "resources/rules/straight_up",
    ]
    for game in GAMES:
        files = bundle_contents.game_files(game)
        assert all(game in p.as_posix() for p in files)
        assert all((ROOT / p).exists() for p in files)


@pytest.mark.parametrize("game", ["no_such_game", "../cardgames", "Straight_Up", ""])
def test_an_unknown_game_cannot_be_left_out(game: str) -> None:
    with pytest.raises(ValueError, match="game"):
        bundle_contents.game_files(game)


def _imports(path: Path) -> set[str]:
    """The modules a file imports, absolute (``from ...games.ftw import x`` in cardgames/ui/x.py
    is ``cardgames.games.ftw``)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                name = ".".join([*base, *([node.module] if node.module else [])])
            else:
                name = node.module or ""
            found.add(name)
            found |= {f"{name}.{alias.name}" for alias in node.names}
    return found


@pytest.mark.parametrize("game", GAMES)
def test_nothing_else_of_the_app_imports_a_game(game: str) -> None:
    """The app finds a game through the registry only, so a tree without the game's files imports
    nothing missing (the developers' tools, which the bundle leaves out, not counted)."""
    own = {ROOT / p for p in bundle_contents.game_files(game)}
    offenders = []
    for path in sorted((ROOT / "cardgames").rglob("*.py")):
        if any(path == o or path.is_relative_to(o) for o in own) or "tools" in path.parts:
            continue
        names = _imports(path)
        if any(n.startswith((f"cardgames.games.{game}", f"cardgames.ui.games.{game}")) for n in names):
            offenders.append(str(path.relative_to(ROOT)))
    assert not offenders


# --- its catalogue entries ---------------------------------------------------------------------


def test_straight_ups_own_texts_are_its_table_its_messages_and_not_shared_ones() -> None:
    title, texts = bundle_contents.game_texts("straight_up")
    assert title == "Straight Up"
    entries = {(context, source) for context, source, _, _ in texts}
    assert ("StraightUpTable", "P&lace in a straight") in entries
    assert ("messages", "Straight Up by Nico Reuter.") in entries
    assert ("messages", "completes J-Q-K-A and wins!") in entries
    assert ("messages", "passes.") not in entries  # Karriere Poker's too
    assert not {c for c, _ in entries} - {"StraightUpTable", "messages"}
    others = {
        (c, s)
        for game in ("ftw", "karriere_poker", "seven_up")
        for c, s, _, _ in bundle_contents.game_texts(game)[1]
    }
    assert not entries & others
    assert len(entries) > 100


def test_the_catalogue_without_a_game_drops_exactly_its_entries() -> None:
    ts = (ROOT / "translations" / "cardgames_de.ts").read_text(encoding="utf-8")
    _, texts = bundle_contents.game_texts("straight_up")
    filtered, dropped = bundle_contents.catalogue_without(ts, texts)

    def entries(text: str) -> list[tuple[str, str]]:
        root = ET.fromstring(text.split("\n", 2)[2] if text.startswith("<?xml") else text)
        return [
            (context.findtext("name") or "", message.findtext("source") or "")
            for context in root.iter("context")
            for message in context.iter("message")
        ]

    before, after = entries(ts), entries(filtered)
    assert dropped == len(texts)
    assert len(before) - len(after) == dropped
    assert set(after) == set(before) - {(c, s) for c, s, _, _ in texts}
    assert "<name>StraightUpTable</name>" not in filtered
    assert filtered.startswith('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS ')


# --- a tree without Straight Up, as build.sh makes it --------------------------------------------


def test_a_tree_without_straight_up_runs_and_lists_the_other_games_only(tmp_path: Path) -> None:
    """The copy build.sh makes (``bundle_contents.py without straight_up``): its files are gone, the
    catalogues are compiled anew without its entries, and the app from that tree lists the other
    three games in German and English (the welcome and New game dialogs), refuses ``--demo
    straight_up`` as an unknown game and plays a demo of another."""
    tree = tmp_path / "tree"
    for name in ("cardgames", "resources", "translations"):
        shutil.copytree(ROOT / name, tree / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy2(ROOT / "setup.py", tree / "setup.py")
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    assert lrelease is not None
    done = bundle_contents.strip_game("straight_up", tree, lrelease)
    assert "cardgames/games/straight_up: removed" in done
    assert not list(tree.rglob("*straight_up*"))
    assert sorted(bundle_contents.hiddenimports(tree)) == [
        n for n in bundle_contents.hiddenimports() if "straight_up" not in n
    ]
    texts = tmp_path / "texts.json"
    made = subprocess.run(
        [sys.executable, str(PACKAGING / "bundle_contents.py"), "texts"],
        capture_output=True,
        text=True,
        check=True,
    )
    texts.write_text(made.stdout, encoding="utf-8")
    assert set(json.loads(made.stdout)) == set(GAMES)
    env = {
        **os.environ,
        "PYTHONPATH": str(tree),
        "QT_QPA_PLATFORM": "offscreen",
        "CARDGAMES_HOME": str(tmp_path / "home"),
        "CARDGAMES_AUDIO": "off",
    }

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
        )

    where = run("-c", "import cardgames; print(cardgames.__file__)")
    assert Path(where.stdout.strip()).is_relative_to(tree)
    check = run(
        str(PACKAGING / "linux" / "installed_check.py"), "games", str(texts), "--without", "straight_up"
    )
    assert check.returncode == 0, check.stderr
    assert "left out: Straight Up" in check.stdout
    # The same check fails where the game is still there: it can tell.
    full = {**env, "PYTHONPATH": str(ROOT)}
    still = subprocess.run(
        [
            sys.executable,
            str(PACKAGING / "linux" / "installed_check.py"),
            "games",
            str(texts),
            "--without",
            "straight_up",
        ],
        cwd=tmp_path,
        env=full,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert still.returncode == 1
    assert "FAILED" in still.stderr
    refused = run(
        "-m", "cardgames", "--demo", "straight_up", "--moves", "1", "--screenshot", str(tmp_path / "x.png")
    )
    assert refused.returncode == 2
    assert "unknown game 'straight_up' (known: ftw, karriere_poker, seven_up)" in refused.stderr
    played = run(
        "-m", "cardgames", "--demo", "ftw", "--moves", "3", "--screenshot", str(tmp_path / "ftw.png")
    )
    assert played.returncode == 0, played.stderr
    assert (tmp_path / "ftw.png").stat().st_size > 10_000
