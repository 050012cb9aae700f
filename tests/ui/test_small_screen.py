"""A 1024x640 screen with eight at the table: Karriere Poker's second game (every seat has its
title), the person to act, then the Hint box open. The window stays on the screen, the status line
is whole, every name in the scores is whole on one line and every score row is shown, and the log
ends with its newest line.

The app runs in a process of its own on an offscreen screen of that size (Qt's offscreen platform
reads its screens from a JSON file, as in ``test_screens``); a driver lays the table out, asks for
the hint and reports what a player would see.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Lays out the table (argv[2]: the language), reports, asks for a hint, reports again; JSON to argv[1].
DRIVER = r'''
import json
import random
import sys

from PySide6.QtCore import QElapsedTimer, QPoint, QRect, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle


def settle(app, ms):
    clock = QElapsedTimer()
    clock.start()
    while clock.elapsed() < ms:
        app.processEvents()


def box(r):
    return [r.x(), r.y(), r.width(), r.height()]


def look(window):
    """What a player sees of the window, the status line, the scores and the log."""
    side = window.side
    scores = side.scores
    margin = scores.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, scores) + 1
    names = []
    for row in range(scores.rowCount()):
        item = scores.item(row, 0)
        metrics = QFontMetrics(item.font())
        names.append(
            {
                "text": item.text(),
                "needs": metrics.horizontalAdvance(item.text()) + 2 * margin,
                "has": scores.columnWidth(0),
                "height": scores.rowHeight(row),
                "line": metrics.lineSpacing(),
            }
        )
    status = window.statusBar()
    top_left = status.mapToGlobal(QPoint(0, 0))
    log = side.log
    last = log.visualItemRect(log.item(log.count() - 1)) if log.count() else QRect()
    return {
        "frame": box(window.frameGeometry()),
        "available": box(window.screen().availableGeometry()),
        "least": [window.minimumSizeHint().width(), window.minimumSizeHint().height()],
        "status_shown": window.status_label.text(),
        "status_whole": window.status_text(),
        "status_bar": [top_left.x(), top_left.y(), status.width(), status.height()],
        "names": names,
        "rows_scroll": scores.verticalScrollBar().isVisible(),
        "coach": side.coach.isVisible(),
        "advice": side.coach.advice is not None,
        "log_newest": log.viewport().rect().contains(last),
        "log_height": log.viewport().height(),
        "log_line": log.fontMetrics().lineSpacing(),
    }


def main():
    from cardgames.games import GAMES
    from cardgames.ui.app import create_window, parse_args
    from cardgames.session.seats import Seat
    from cardgames.ui.setup import MatchSetup

    out_path, language = sys.argv[1], sys.argv[2]
    app, window = create_window(parse_args(["--lang", language]))
    window.auto_continue_ms = None
    window.show()
    settle(app, 500)
    game = GAMES["karriere_poker"]
    names = ["Player", "Ada", "Ben", "Cleo", "Dario", "Elif", "Finn", "Greta"]
    seats = [Seat(names[0], "human")] + [Seat(n, "bot", "normal") for n in names[1:]]
    state = game.new_state(8, 5, None)
    rng = random.Random(3)
    history = []
    while True:
        facts = state.view(None).facts
        if (
            facts.round == 2
            and facts.poker_round >= 2
            and state.current_player == 0
            and len(state.legal_actions()) >= 2
        ):
            break
        action = rng.choice(state.legal_actions())
        state.apply(action)
        history.append(action)
    report = {}

    def run():
        window.start_match(MatchSetup(game, seats, None, seed=5), history=history)
        settle(app, 800)
        report["table"] = look(window)
        window.hints.worker.iterations = 80
        window.act_hint.trigger()
        clock = QElapsedTimer()
        clock.start()
        while window.side.coach.advice is None and clock.elapsed() < 60000:
            app.processEvents()
        settle(app, 800)
        report["hint"] = look(window)
        with open(out_path, "w") as f:
            json.dump(report, f)
        app.quit()

    QTimer.singleShot(0, run)
    app.exec()


if __name__ == "__main__":
    main()
'''


def run_driver(tmp_path: Path, language: str) -> dict[str, Any]:
    """The driver's report on a 1024x640 screen."""
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps(
            {
                "windowFrameMargins": True,
                "screens": [
                    {
                        "name": "small",
                        "x": 0,
                        "y": 0,
                        "width": 1024,
                        "height": 640,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ],
            }
        ),
        encoding="utf-8",
    )
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    settings = {"language": language, "animation_speed": "off", "bot_delay_ms": 0, "show_hints": True}
    (home / "config" / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER, encoding="utf-8")
    out = tmp_path / "report.json"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_SCALE_FACTOR": "1",
        "CARDGAMES_HOME": str(home),
        "PYTHONPATH": str(ROOT),
    }
    done = subprocess.run(
        [sys.executable, str(driver), str(out), language],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(out.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def inside(outer: list[int], inner: list[int]) -> bool:
    """The rectangle ``inner`` (x, y, w, h) lies wholly in ``outer``."""
    ox, oy, ow, oh = outer
    x, y, w, h = inner
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


@pytest.mark.parametrize("language", ["en", "de"])
def test_eight_seats_and_the_hint_fit_a_small_screen(tmp_path: Path, language: str) -> None:
    report = run_driver(tmp_path, language)
    for moment in ("table", "hint"):
        seen = report[moment]
        area = seen["available"]
        assert area == [0, 0, 1024, 640]
        assert inside(area, seen["frame"]), f"{moment}: the window {seen['frame']} is not on the screen"
        # The least the window can be, with room for a window manager's title bar and borders (the
        # offscreen frame is thinner than openbox's 24 pixels): more, and it grows off the screen.
        assert seen["least"][1] + 40 <= area[3], f"{moment}: the least window is {seen['least']}"
        assert inside(area, seen["status_bar"]), f"{moment}: the status line is cut by the screen"
        assert seen["status_shown"] == seen["status_whole"], f"{moment}: the status line is cut"
        assert not seen["rows_scroll"], f"{moment}: not every score row is shown"
        for name in seen["names"]:
            assert name["needs"] <= name["has"], f"{moment}: {name['text']!r} is cut"
            assert name["height"] < 2 * name["line"], f"{moment}: {name['text']!r} takes two lines"
        assert seen["log_newest"], f"{moment}: the log hides its newest line"
        assert seen["log_height"] >= 4 * seen["log_line"], f"{moment}: the log shows few lines"
    assert report["hint"]["coach"], "the Hint box is not shown"
    assert report["hint"]["advice"], "the coach did not answer"
