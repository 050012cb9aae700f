"""Sound: the table plays its sounds through miniaudio (here into its null device, which consumes
them in real time as a sound card would); M and View > Sound turn it off and on; the volume is in
Preferences; the demo is quiet; the sound files are what scripts/make_sounds.py makes."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSlider

from cardgames.engine import CardsMoved
from cardgames.store import Paths, load_settings
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.sound import NAMES, RATE, Sounds, load

ROOT = Path(__file__).resolve().parents[2]


def test_the_sound_files_are_what_the_script_makes() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "make_sounds.py"), "--check"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    for name in NAMES:
        samples = load(name)
        assert 0.05 * RATE < len(samples) < 1.0 * RATE, name
        assert max(abs(v) for v in samples) > 10_000, f"{name} is almost silent"


def _null_sounds(window: MainWindow) -> Sounds:
    """The window's sounds, played into miniaudio's null device (opened before the first move)."""
    sounds = window.sounds
    sounds.backend = "null"
    sounds.play("card")  # opens the device (off the table's thread; this first one is dropped)
    assert sounds.wait_until_open(), sounds.failure
    return sounds


def _wait_finished(qtbot: Any, sounds: Sounds, name: str) -> None:
    qtbot.waitUntil(lambda: name in sounds.mixer.finished, timeout=5000)


def test_a_card_laid_down_sounds_and_the_device_plays_it(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    window = make_window()
    sounds = _null_sounds(window)
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=8)
    played_before = len(sounds.played)
    for _ in range(40):
        assert driver.wait_for_person() == "turn"
        legal = window.controller.legal_actions()
        if window.controller.state.phase == "play":
            break
        driver.play(legal[0])
    moves = len(window.controller.state.history)
    driver.play(legal[0])
    qtbot.waitUntil(lambda: len(window.controller.state.history) > moves, timeout=5000)
    assert "card" in sounds.played[played_before:]
    _wait_finished(qtbot, sounds, "card")
    # At the person's next turn, after the bot's card: the turn's sound.
    driver.wait_for_person()
    assert "turn" in sounds.played[played_before:]


def test_m_turns_the_sound_off_and_on_and_it_is_kept(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    window = make_window()
    sounds = _null_sounds(window)
    # Seven-up's table: its trick zone goes to "won" (the sound comes from the game's zone roles).
    driver_for(window).start("seven_up", ["human", "normal"], seed=1)
    assert window.view_menu.sound.isChecked()
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    window.canvas.setFocus()
    QTest.keyClick(window.canvas, Qt.Key.Key_M)
    assert not window.settings.sound_on
    assert not window.view_menu.sound.isChecked()
    assert not load_settings(home).settings.sound_on
    heard = len(sounds.played)
    window.presenter.play_sound([CardsMoved(("hand", 0), ("trick",), (5,))])
    assert len(sounds.played) == heard  # muted: nothing is played
    QTest.keyClick(window.canvas, Qt.Key.Key_M)
    assert window.settings.sound_on
    window.presenter.play_sound([CardsMoved(("trick",), ("won", 0), (5, 9))])
    assert sounds.played[-1] == "trick"
    _wait_finished(qtbot, sounds, "trick")


def test_the_volume_is_set_in_preferences(make_window: Any, home: Paths) -> None:
    window = make_window()

    def quieter() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        slider = dialog.findChild(QSlider, "volume")
        assert slider is not None
        assert slider.value() == 70
        slider.setValue(25)
        dialog.accept()

    QTimer.singleShot(0, quieter)
    window.settings_dialog()
    assert window.sounds.volume == 25
    assert load_settings(home).settings.sound_volume == 25
    assert window.view_menu.sound.isChecked()

    def silent(value: int) -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        dialog.findChild(QSlider, "volume").setValue(value)
        dialog.accept()

    # Volume 0 is no sound: View > Sound says so.
    QTimer.singleShot(0, lambda: silent(0))
    window.settings_dialog()
    assert not window.settings.sound_on
    assert not window.view_menu.sound.isChecked()
    # Sound turned on again (M, or the menu) is heard: the volume comes back.
    window.view_menu.sound.trigger()
    assert window.settings.sound_on
    assert window.sounds.volume == 70
    assert load_settings(home).settings.sound_volume == 70
    # Muted, then the volume raised from 0 in Preferences: the sound is on again.
    QTimer.singleShot(0, lambda: silent(0))
    window.settings_dialog()
    QTimer.singleShot(0, lambda: silent(40))
    window.settings_dialog()
    assert window.settings.sound_on
    assert window.view_menu.sound.isChecked()
    assert window.sounds.volume == 40


def test_the_mixer_adds_sounds_at_their_volume_and_clips() -> None:
    from array import array

    from cardgames.ui.sound import Mixer

    mixer = Mixer()
    mixer.add("a", array("h", [10_000] * 4), 0.5)
    mixer.add("b", array("h", [30_000] * 2), 1.0)
    assert list(mixer.mix(3)) == [32767, 32767, 5000]
    assert mixer.finished == ["b"]
    assert list(mixer.mix(3)) == [5000, 0, 0]
    assert mixer.finished == ["b", "a"]
    assert not mixer.busy


def test_the_demo_is_quiet(qtbot: Any, home: Paths) -> None:
    from cardgames.ui.app import create_window, parse_args

    created = create_window(parse_args(["--demo", "ftw"]))
    assert created is not None
    _app, window = created
    qtbot.addWidget(window)
    assert window.sounds.backend == "off"
    window.sounds.play("card")
    assert not window.sounds.audible
    assert window.sounds.played == []
    time.sleep(0.05)
    assert window.sounds._opening is None  # no device was even opened


@pytest.mark.parametrize("name", NAMES)
def test_every_sound_plays_to_its_end(name: str) -> None:
    sounds = Sounds(volume=50, backend="null")
    sounds.play(name)
    assert sounds.wait_until_open(), sounds.failure
    sounds.play(name)
    deadline = time.monotonic() + 5
    while name not in sounds.mixer.finished and time.monotonic() < deadline:
        time.sleep(0.02)
    sounds.close()
    assert sounds.mixer.finished == [name]


def test_no_sound_device_is_said_in_one_line() -> None:
    """newcomer 11: where ALSA finds no card (a VM, a remote desktop, this machine), opening the
    device printed 35 "ALSA lib …" lines before "no sound". In a process of its own, as the app
    meets it, the first sound now says at most that one line (none where a device plays)."""
    script = "from cardgames.ui.sound import Sounds\ns = Sounds(backend='default')\ns._open()\ns.close()\n"
    env = {**os.environ, "CARDGAMES_AUDIO": "default"}
    # A card that ALSA cannot find, wherever the test runs: its configuration points at card 7.
    env["ALSA_CARD"] = "7"
    run = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    assert not any(line.startswith("ALSA lib") for line in lines), lines
    assert len(lines) <= 1, lines
    assert all(line.startswith("Card Table: no sound") for line in lines), lines
