"""The side panel's log always shows its newest line, and the status line says all it can.

The log is the only record of what three or seven bots did since the person's last turn: it must
show the newest entry whenever its size changes under it (the Hint box opening above it, a resume,
full screen and back). The status line is cut only when the window is really too narrow.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget

from cardgames.store import Paths, Settings
from cardgames.ui.mainwindow import MainWindow

from .conftest import answers

EIGHT = ["human"] + ["normal"] * 7


def newest_line_shown(log: QListWidget) -> bool:
    """The log's last line lies wholly inside what the log shows."""
    if log.count() == 0:
        return True
    last = log.visualItemRect(log.item(log.count() - 1))
    return last.isValid() and log.viewport().rect().contains(last)


def long_log(window: MainWindow, driver: Any, lines: int = 40) -> None:
    """Play Karriere Poker at eight seats until the log holds ``lines`` lines and it is the
    person's turn with a choice."""
    driver.start("karriere_poker", EIGHT, seed=4)
    rng = random.Random(2)

    def enough(what: str) -> bool:
        return (
            what == "turn"
            and window.side.log.count() >= lines
            and window.controller is not None
            and len(window.controller.legal_actions()) >= 2
        )

    driver.play_on(rng, enough)


def ask_hint(window: MainWindow, qtbot: Any) -> None:
    """Type H on the table and wait for the coach's answer."""
    window.activateWindow()
    window.canvas.setFocus()
    QTest.keyClick(window.canvas, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.side.coach.advice is not None, timeout=30000)


def test_the_log_shows_its_newest_line_when_the_hint_opens(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """H opens the Hint box above the log and the log gets shorter: its newest line stays in sight.
    The first hint of a match adds a line to the log (the match is marked); a later one adds none,
    so only the log's own care keeps the newest line in sight then."""
    window = make_window()
    window.hints.worker.iterations = 80
    driver = driver_for(window)
    long_log(window, driver)
    ask_hint(window, qtbot)
    driver.play(window.controller.legal_actions()[0])
    log = window.side.log
    driver.play_on(
        random.Random(5), lambda what: what == "turn" and len(window.controller.legal_actions()) >= 2
    )
    qtbot.waitUntil(lambda: not window.side.coach.isVisible())
    qtbot.waitUntil(lambda: newest_line_shown(log))
    height, lines = log.viewport().height(), log.count()
    ask_hint(window, qtbot)
    qtbot.waitUntil(lambda: log.viewport().height() < height)
    qtbot.wait(50)
    assert log.count() == lines, "this hint added a line: the test would not show what it means to"
    assert newest_line_shown(log)


def test_the_log_shows_its_newest_line_after_full_screen_and_back(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """Full screen (F11) and back again: the log still ends with the newest line."""
    window = make_window()
    long_log(window, driver_for(window))
    log = window.side.log
    qtbot.waitUntil(lambda: newest_line_shown(log))
    size = window.size()
    window.showFullScreen()
    qtbot.waitUntil(lambda: window.size() != size)
    qtbot.wait(50)
    assert newest_line_shown(log)
    full = window.size()
    window.showNormal()
    qtbot.waitUntil(lambda: window.size() != full)
    qtbot.wait(50)
    assert newest_line_shown(log)


def test_the_log_shows_its_newest_line_after_a_resume(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths, translations: Any
) -> None:
    """The app is closed mid-match and started again; Resume lays the table out and the log ends
    with the newest line, not somewhere before it."""
    window = make_window()
    long_log(window, driver_for(window), lines=60)
    entries = window.side.log.count()
    window.close()
    again = MainWindow(
        Settings(animation_speed="off", bot_delay_ms=0, auto_play_forced=False), home, translations
    )
    qtbot.addWidget(again)
    answers(again).resume_answer = True
    again.show()
    qtbot.waitExposed(again)
    assert again.begin()
    log = again.side.log
    qtbot.waitUntil(lambda: log.count() >= entries)
    qtbot.wait(100)
    assert newest_line_shown(log)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_status_line_is_whole_at_the_first_start(
    make_window: Any, qtbot: Any, translations: Any, language: str
) -> None:
    """Before any match, the window shows "Choose Game > New game to start." whole, not
    "Choose Gam…" (newcomer 6), in German too, on a small screen's 1024x640."""
    translations.set_language(language)
    try:
        window = make_window()
        window.resize(1024, 640)
        qtbot.wait(50)
        expected = {
            "en": "Choose Game > New game to start.",
            "de": "Wähle Spiel > Neues Spiel, um zu beginnen.",
        }
        assert window.status_text() == expected[language]
        qtbot.waitUntil(lambda: window.status_label.text() == window.status_text(), timeout=2000)
    finally:
        translations.set_language("en")


def test_a_read_notice_gives_the_status_line_back_at_the_persons_turn(
    make_window: Any, driver_for: Any, qtbot: Any, monkeypatch: Any
) -> None:
    """play-ftw-kp F9/F14: "Ada asked for a hint: the match still counts…" held the status line for
    20 s, over "your turn", after the move and the bots' replies. Once read, a notice gives the
    line back when the person's turn comes again (it stays in the log); a fresh one stays."""
    import cardgames.ui.window.presenter as presenter
    from cardgames.engine import Message

    window = make_window()
    driver = driver_for(window)
    driver.start("ftw", ["human", "normal", "normal"], seed=4)
    assert driver.wait_for_person() == "turn"
    controller = window.controller
    assert controller is not None
    monkeypatch.setattr(presenter, "NOTICE_READ_S", 3600.0)  # not read yet: it stays
    window.notify(Message.make("test.notice", "A notice of earlier."))
    driver.play(controller.legal_actions()[0])
    assert driver.wait_for_person() == "turn"
    assert window.statusBar().currentMessage() == "A notice of earlier."
    monkeypatch.setattr(presenter, "NOTICE_READ_S", 0.0)  # read: the turn takes the line back
    driver.play(controller.legal_actions()[0])
    assert driver.wait_for_person() == "turn"
    assert window.statusBar().currentMessage() == ""
    assert window.status_label.isVisible()
    assert "your turn" in window.status_text()
    log = window.side.log
    assert any("A notice of earlier." in log.item(i).text() for i in range(log.count()))


def test_the_status_line_follows_the_match_phase(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """One status machine, the controller's phase: the window names it (dealing, a person's turn, a
    bot thinking, the summary), and after a summary the next deal says "Dealing the cards…"."""
    window = make_window()
    window.auto_continue_ms = None  # bots only: the summary waits for the test
    driver = driver_for(window)
    shown: list[str] = []
    show = window.status.show

    def noted() -> None:
        shown.append(window.status.kind)
        show()

    window.status.show = noted  # type: ignore[method-assign]
    driver.start("seven_up", ["normal", "normal"], seed=3)
    assert driver.wait_for_person() == "summary"
    controller = window.controller
    assert controller is not None
    assert window.status.kind == "summary"
    assert window.status_text() == window.game_ui().summary_title(window.status.summary, controller.names())
    assert shown[0] == "dealing"
    assert "bot" in shown
    assert "human" not in shown
    del shown[:]
    QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "bot" in shown, timeout=10000)
    before_the_bot = shown[: shown.index("bot")]
    assert before_the_bot
    assert set(before_the_bot) == {"dealing"}
