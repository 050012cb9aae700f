"""Switching the language at run time: menus, status line, log, plates and overlays follow at once."""

from __future__ import annotations

from typing import Any

from cardgames.ui.i18n import system_language


def _texts(window: Any) -> dict[str, Any]:
    return {
        "menu": window.game_menu.title(),
        "status": window.status_label.text(),
        "log": window.side.log_texts(),
        "plates": [plate.texts[1] for plate in window.scene.plates],
        "captions": [c.text() for c in window.scene.captions.values()],
        "scores": window.side.scores_title.text(),
        "buttons": [window.action_bar.button("pass").text()] if window.action_bar.button("pass") else [],
    }


def test_switching_to_german_and_back_without_restart(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """The Language menu changes every visible text of the open window, the game log included."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal", "normal"], seed=3)
    assert drive.wait_for_person() == "turn"
    english = _texts(window)
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
