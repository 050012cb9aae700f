"""Switching the language at run time: menus, status line, log, plates and overlays follow at once."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QPushButton

from cardgames.ui.i18n import system_language


def _texts(window: Any) -> dict[str, Any]:
    return {
        "menu": window.game_menu.title(),
        "status": window.status_label.text(),
        "log": window.side.log_texts(),
        "plates": [plate.texts[1] for plate in window.scene.plates],
        "captions": [c.text() for c in window.scene.captions.values()],
        "scores": window.side.scores_title.text(),
        "buttons": [b.text() for b in window.action_bar.findChildren(QPushButton) if b.isVisible()],
    }


def test_switching_to_german_and_back_without_restart(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """The Language menu changes every visible text of the open window, the game log included."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal", "normal"], seed=3)
    assert drive.wait_for_person() == "turn"
    # Past the pass, so the pile has its caption (during the pass it has none).
    drive.play(window.controller.legal_actions()[0])
    assert drive.wait_for_person() == "turn"
    english = _texts(window)
    assert english["captions"]
    assert english["menu"] == "&Game"
    assert "your turn" in english["status"]
    assert any("cards to pass" in line or "Round 1 begins" in line for line in english["log"])
    assert all("card" in line for line in english["plates"])
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spiel")
    german = _texts(window)
    assert german["status"] != english["status"]
    assert "du bist dran" in german["status"].lower() or "dein zug" in german["status"].lower()
    assert len(german["log"]) == len(english["log"])
    assert german["log"][0] != english["log"][0]
    assert all("Karte" in line for line in german["plates"])
    assert german["captions"] != english["captions"]
    assert german["scores"] != english["scores"]
    assert german["buttons"] != english["buttons"]
    assert window.settings.language == "de"
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert _texts(window) == english


def test_the_summary_and_hand_over_screens_follow_the_language(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """An open overlay retranslates too."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "human"], seed=6)
    what = drive.wait_for_person()
    if what == "turn":
        drive.play(window.controller.legal_actions()[0])
        what = drive.wait_for_person()
    assert what == "handover"
    english = window.handover.title.text()
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: window.handover.title.text() != english)
    assert window.handover.name in window.handover.title.text()


def test_first_start_follows_the_system_locale(monkeypatch: Any) -> None:
    """No language saved yet: German on a German system, English on any other."""
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert system_language() == "de"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert system_language() == "en"


def _facts(window: Any) -> dict[str, Any]:
    """What the table says, as numbers and marks: the same in every language."""
    import re

    def numbers(text: str) -> list[str]:
        return re.findall(r"-?\d+", text)

    side = window.side.scores
    summary = window.summary.table
    return {
        "side": [
            (numbers(side.item(r, 1).text()), side.item(r, 0).text().startswith("▶"))
            for r in range(side.rowCount())
        ],
        "summary_shape": (summary.rowCount(), summary.columnCount()),
        "summary_cells": [
            numbers(summary.item(r, c).text() if summary.item(r, c) else "")
            for r in range(summary.rowCount())
            for c in range(1, summary.columnCount())
        ],
        "summary_height": summary.height(),
        "summary_numbers": numbers(window.summary.title.text()) + numbers(window.summary.subtitle.text()),
        "plates_active": [plate.active for plate in window.scene.plates],
        "cards": sorted((str(it.zone), it.shown) for it in window.scene.cards()),
        "status": window.status.kind,
    }


@pytest.mark.parametrize(
    ("game", "kinds", "options"),
    [
        ("seven_up", ["human", "normal"], None),
        ("karriere_poker", ["human", "normal", "normal", "normal"], None),
        ("ftw", ["human", "normal"], {"rounds": 1}),
    ],
)
def test_a_language_switch_on_a_summary_keeps_every_fact(
    make_window: Any, driver_for: Any, qtbot: Any, game: str, kinds: list[str], options: Any
) -> None:
    """With a round's (or the match's) summary open, switching the language changes words only:
    the scores in the side panel and the summary, the turn marker and the cards stay as they were."""
    import random

    window = make_window()
    drive = driver_for(window)
    drive.start(game, kinds, seed=9, options=options)
    rng = random.Random(1)
    for _ in range(400):
        if drive.wait_for_person() == "summary":
            break
        drive.play(rng.choice(window.controller.legal_actions()))
    else:
        raise AssertionError("no summary came")
    qtbot.wait(50)
    before = _facts(window)
    assert before["summary_shape"][0] >= 1
    assert before["summary_height"] > 20
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spiel")
    qtbot.wait(50)
    assert window.summary.isVisible()
    assert _facts(window) == before
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    qtbot.wait(50)
    assert _facts(window) == before
