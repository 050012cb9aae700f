"""``--screenshot FILE`` writes ``FILE.json`` beside the picture: what the table shows, as data."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cardgames.store import Paths


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "cardgames", *args], capture_output=True, text=True, timeout=120, env=full
    )


def _inside(inner: list[float], outer: list[float]) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return x >= ox - 0.5 and y >= oy - 0.5 and x + w <= ox + ow + 0.5 and y + h <= oy + oh + 0.5


@pytest.mark.parametrize(("game", "players"), [("seven_up", 4), ("karriere_poker", 8), ("ftw", 2)])
def test_the_demo_screenshot_describes_its_table(
    home: Paths, tmp_path: Path, game: str, players: int
) -> None:
    """Every card sprite with its zone, face and place; the texts; window and screen geometry. The
    demo shows seat 0's eyes: no other hand's face, every card on screen, the window on its screen."""
    shot = tmp_path / "t.png"
    done = _run(
        "--demo", game, "--players", str(players), "--moves", "12", "--lang", "de", "--screenshot", str(shot)
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(Path(f"{shot}.json").read_text(encoding="utf-8"))
    assert (data["format"], data["version"], data["game"], data["language"]) == (
        "cardtable-screenshot",
        1,
        game,
        "de",
    )
    viewer = data["viewer"]
    assert viewer == 0
    cards = data["cards"]
    assert cards
    for card in cards:
        assert card["on_screen"], card
        if card["zone"][0] == "hand" and card["zone"][1] != viewer:
            assert card["card"] is None, card
            assert not card["face_up"], card
        assert (card["card"] is None) == (not card["face_up"]), card
    own = [c for c in cards if c["zone"] == ["hand", viewer]]
    assert own
    assert all(c["face_up"] and isinstance(c["card"], int) for c in own)
    texts = [t["text"] for t in data["texts"]]
    assert "Kartentisch" in texts  # the window title, in German
    assert any(t["where"] == "table" for t in data["texts"])  # the seat plates' names
    assert _inside(data["window"]["frame"], data["screen"]["available"])


def test_a_resumed_hot_seat_screenshot_shows_no_hand(
    make_window: Any, driver_for: Any, home: Paths, tmp_path: Path
) -> None:
    """Resuming a hot-seat match (``--resume``): the picture and its JSON show nobody's hand."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "human"], seed=2)
    for _ in range(6):
        what = drive.wait_for_person()
        if what == "handover":
            window.handover.button.click()
        elif what == "turn":
            drive.play(window.controller.legal_actions()[0])
    window.close()
    assert home.autosave_file.is_file()
    shot = tmp_path / "r.png"
    done = _run("--resume", "--screenshot", str(shot), "--lang", "en")
    assert done.returncode == 0, done.stderr
    data = json.loads(Path(f"{shot}.json").read_text(encoding="utf-8"))
    assert data["viewer"] is None
    hands = [c for c in data["cards"] if c["zone"][0] == "hand"]
    assert hands
    assert all(c["card"] is None for c in hands), [c for c in hands if c["card"] is not None]
