"""The demo and screenshot mode, run as a person would run it: a separate process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage


def _run(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "cardgames", *args], capture_output=True, text=True, env=env, timeout=120
    )


def _colours(image: QImage) -> int:
    """How many distinct colours a coarse grid of the image shows."""
    seen = set()
    for y in range(0, image.height(), 9):
        for x in range(0, image.width(), 9):
            seen.add(image.pixel(x, y))
    return len(seen)


def test_demo_screenshots_in_both_languages(tmp_path: Path, qapp: object) -> None:
    """Bots play 25 moves; the PNG shows the table (many colours); German and English differ."""
    shots = {}
    for lang in ("en", "de"):
        shot = tmp_path / f"table_{lang}.png"
        out = _run(
            "--demo", "ftw", "--players", "4", "--seed", "5", "--moves", "25",
            "--lang", lang, "--size", "1280x800", "--screenshot", str(shot),
            home=tmp_path / "home",
        )  # fmt: skip
        assert out.returncode == 0, out.stderr
        image = QImage(str(shot))
        assert not image.isNull()
        assert image.width() >= 1280 - 40
        assert image.height() >= 800 - 40
        assert _colours(image) > 200, "the screenshot looks blank"
        shots[lang] = image
    assert shots["en"] != shots["de"], "the German screenshot is the English one"
    # The demo never writes the player's settings.
    assert not (tmp_path / "home" / "config" / "settings.json").exists()


def test_hard_demo_searches_in_the_search_process(tmp_path: Path, qapp: object) -> None:
    """Hard bots play; every search was answered by the child process, and the demo says so."""
    shot = tmp_path / "hard.png"
    out = _run(
        "--demo", "seven_up", "--level", "hard", "--moves", "4", "--screenshot", str(shot),
        home=tmp_path / "home",
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    line = next(x for x in out.stdout.splitlines() if x.startswith("cardgames:"))
    count = int(line.split()[1])
    assert count >= 1, line
    assert line.endswith("answered by the search process"), line  # no fallback reason follows
    assert shot.is_file()


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--demo", "chess"], "unknown game"),
        (["--demo", "ftw", "--players", "9"], "2 to 6 players"),
        (["--demo", "ftw", "--moves", "-1", "--screenshot", "x.png"], "--moves must be 0 or more"),
        (["--demo", "ftw", "--moves", "1"], "--moves needs --screenshot"),  # it was ignored: played on
        (["--demo", "ftw", "--size", "big"], "--size"),
        (["--demo", "ftw", "--size", "100x100"], "outside"),
        (["--demo", "ftw", "--lang", "fr"], "invalid choice"),
        (["--players", "3"], "needs --demo"),
        (["--level", "hard"], "needs --demo"),
        (["--demo", "ftw", "--level", "expert"], "invalid choice"),
        (["--demo", "ftw", "--players", "0"], "2 to 6 players"),
        (["--demo", "ftw", "--players", "-3"], "2 to 6 players"),
        (["--demo", "ftw", "--seed", "-1"], "--seed"),
        (["--demo", "ftw", "--seed", str(2**63)], "--seed"),
        (["--demo", "ftw", "--seed", "seven"], "--seed"),
        (["--demo", "ftw", "--screenshot", "/no/such/folder/x.png"], "does not exist"),
        # Unwritable for root too ({tmp} is the test's folder, which holds a file "file.txt").
        (["--demo", "ftw", "--screenshot", "{tmp}"], "is a folder"),
        (["--demo", "ftw", "--screenshot", "{tmp}/file.txt/x.png"], "is not a folder"),
        (["--resume", "--screenshot", "{tmp}"], "is a folder"),
        (["--frobnicate"], "unrecognized"),
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(tmp_path: Path, args: list[str], words: str) -> None:
    """Every mistake on the command line: exit status 2 and a single line that says what is wrong."""
    (tmp_path / "file.txt").write_text("not a folder\n", encoding="utf-8")
    out = _run(*(a.replace("{tmp}", str(tmp_path)) for a in args), home=tmp_path)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert words in lines[0]


def test_version_and_every_level_the_readme_names(tmp_path: Path, qapp: object) -> None:
    """``--version`` prints the version; ``--level`` takes random, easy, normal and hard."""
    from cardgames import __version__

    out = _run("--version", home=tmp_path)
    assert out.returncode == 0
    assert out.stdout.strip() == f"cardgames {__version__}"
    shot = tmp_path / "random.png"
    out = _run("--demo", "ftw", "--level", "random", "--moves", "3", "--screenshot", str(shot), home=tmp_path)
    assert out.returncode == 0, out.stderr
    assert shot.is_file()


def test_no_display_is_said_in_one_line(tmp_path: Path) -> None:
    """Without X11, Wayland or a chosen Qt platform: one line that says so, not Qt's abort."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run(
        [sys.executable, "-m", "cardgames"],
        capture_output=True,
        text=True,
        env={**env, "CARDGAMES_HOME": str(tmp_path / "home")},
        timeout=60,
    )
    assert out.returncode == 1
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert lines[0].startswith("cardgames: no display")
    assert not (tmp_path / "home").exists(), "nothing is written before the app can show itself"
