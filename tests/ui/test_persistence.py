"""Nothing played is lost: the autosave after every action, the resume prompt, save as and open,
recent files, undo against bots (practice), statistics, and damaged files, as a player meets them."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardgames.games import GAMES
from cardgames.store import Paths, Settings, load_match, load_settings, load_statistics
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.setup import MatchSetup

from .conftest import answers, seats


def _act(window: MainWindow, drive: Any, rng: random.Random, count: int) -> None:
    """The person makes ``count`` moves by mouse (bots answer in between)."""
    for _ in range(count):
        what = drive.wait_for_person()
        if what == "summary":
            QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
            continue
        controller = window.controller
        assert controller is not None
        drive.play(rng.choice(controller.legal_actions()))


def _finish(window: MainWindow, drive: Any, rng: random.Random) -> None:
    """Play the person's part until the final summary shows."""
    summary = window.summary
    drive.play_on(
        rng, lambda what: what == "summary" and summary.summary is not None and summary.summary.is_final
    )


def _texts(window: MainWindow) -> list[str]:
    return window.side.log_texts()


def test_every_action_is_autosaved_and_offered_at_the_next_start(
    make_window: Any, driver_for: Any, home: Paths
) -> None:
    """After each move the autosave holds every action so far; a new window offers it, resumes it
    exactly, and a Discard removes it and deals a new match."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=3)
    _act(window, drive, random.Random(1), 4)
    controller = window.controller
    assert controller is not None
    loaded = load_match(home.autosave_file)
    assert loaded.notice is None
    assert loaded.state is not None
    assert loaded.match is not None
    assert loaded.state.history == controller.state.history
    assert [s.name for s in loaded.match.seats] == controller.names()
    played = list(controller.state.history)
    window.close()

    again = make_window()
    answers(again).resume_answer = True
    assert again.begin() is True
    resumed = again.controller
    assert resumed is not None
    assert resumed.state.history == played
    assert resumed.state == controller.state
    assert any(line.startswith("Hand 1:") for line in _texts(again)), "the log is rebuilt"
    again.close()

    third = make_window()
    answers(third).resume_answer = False
    assert third.begin() is False
    assert not home.autosave_file.exists()
    assert third.controller is not None
    assert third.controller.state.history == []


def test_the_resume_prompt_names_the_match(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    """The prompt says which game, who played and how many moves, and offers Resume and Discard."""
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["human", "normal"], seed=2)
    _act(window, drive, random.Random(2), 3)
    moves = len(window.controller.state.history) if window.controller else 0
    window.close()
    # When it was last played, as the file says (resuming it stamps it anew).
    kept = load_match(home.autosave_file).match
    assert kept is not None

    again = make_window()
    answered: list[str] = []

    from PySide6.QtCore import QTimer

    def answer() -> None:
        box = again.prompts.resume_box
        if box is None or not box.isVisible():
            QTimer.singleShot(20, answer)  # a look again soon (no wait nested in a wait)
            return
        answered.append(box.text())
        buttons = {b.text().replace("&", ""): b for b in box.buttons()}
        assert set(buttons) == {"Resume", "Discard", "Later"}
        buttons["Resume"].click()

    QTimer.singleShot(50, answer)
    assert again.begin() is True
    assert "Straight Up with Anna, Ben" in answered[0]
    assert f"{moves} moves" in answered[0]
    # The date as the match history writes it: the language's short form.
    from PySide6.QtCore import QDateTime, QLocale

    when = QDateTime.fromSecsSinceEpoch(int(kept.updated.timestamp())).toLocalTime()
    assert f"last played {QLocale().toString(when, QLocale.FormatType.ShortFormat)}." in answered[0]


@pytest.mark.parametrize("how", ["escape", "close", "later"])
def test_the_resume_prompt_closes_like_any_dialog_and_the_match_waits(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths, how: str
) -> None:
    """newcomer 7: the "Unfinished match" prompt ignored Escape, Alt+F4 and its close button. Now
    each of them (and its Later button) means "decide later": the table stays empty, the autosave
    stays as it was, the next start asks again, and a new game then keeps the match in a file of
    its own."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QCloseEvent

    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"], seed=3)
    _act(window, drive, random.Random(3), 2)
    window.close()
    kept = home.autosave_file.read_bytes()

    again = make_window()

    def answer() -> None:
        box = again.prompts.resume_box
        if box is None or not box.isVisible():
            QTimer.singleShot(20, answer)
            return
        if how == "escape":
            qtbot.keyClick(box, Qt.Key.Key_Escape)
        elif how == "close":  # the title bar's close button and Alt+F4 send the dialog a close event
            QApplication.sendEvent(box, QCloseEvent())
        else:
            next(b for b in box.buttons() if b.text() == "&Later").click()
        # A prompt that would not close is answered Resume after 3 s: the test then fails, never hangs.
        # (The box as the timer's context: a box already gone cancels it.)
        QTimer.singleShot(3000, box, lambda: box.isVisible() and box.buttons()[0].click())

    QTimer.singleShot(50, answer)
    assert again.begin() is False
    assert again.prompts.resume_box is not None
    assert not again.prompts.resume_box.isVisible()
    assert again.controller is None  # nothing dealt
    assert home.autosave_file.read_bytes() == kept
    assert "offered again at the next start" in again.statusBar().currentMessage()
    again.close()

    third = make_window()
    answers(third).resume_answer = True
    assert third.begin() is True  # asked again, and resumed
    assert third.controller is not None
    assert len(third.controller.state.history) > 0


def test_undo_takes_back_the_persons_move_and_the_bot_moves_after_it(
    make_window: Any, driver_for: Any, home: Paths
) -> None:
    """Ctrl+Z restores exactly the state before the person's last move; play goes on correctly
    from there, and the finished match is practice: it stays out of the statistics."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=5, options={"target": 2})
    rng = random.Random(5)
    _act(window, drive, rng, 3)
    assert drive.wait_for_person() == "turn"
    controller = window.controller
    assert controller is not None
    point = controller.undo_point()
    assert point is not None
    before = controller.state.game.new_state(2, controller.seed, controller.options)
    for action in controller.state.history[:point]:
        before.apply(action)
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Undo))
    undone = window.controller
    assert undone is not None
    assert undone is not controller
    assert undone.state == before
    assert undone.state.history == controller.state.history[:point]
    assert any("practice" in line for line in _texts(window))
    saved = load_match(home.autosave_file).match
    assert saved is not None
    assert saved.practice
    assert saved.actions == [a.text() for a in undone.state.history]
    _finish(window, drive, rng)
    assert "seven_up" not in load_statistics(home).statistics.games


def test_ctrl_z_while_a_move_is_shown_waits_for_it_and_is_never_swallowed(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """play-sev-str F4: Ctrl+Z pressed while the table still showed a move (a trick being gathered)
    did nothing, without a word; and once the Game menu had been open while undo was not possible,
    the greyed action swallowed the key. Now the key always comes through: the move shown is
    waited for, then taken back."""
    window = make_window(speed="slow")
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=5)
    assert drive.wait_for_person() == "turn"
    controller = window.controller
    assert controller is not None
    # The Game menu opened while the person may not undo yet (no move of theirs), then closed.
    window.game_menu.aboutToShow.emit()
    assert not window.act_undo.isEnabled()
    window.game_menu.aboutToHide.emit()
    while controller.undo_point() is None:
        drive.play(controller.legal_actions()[0])
        assert drive.wait_for_person() == "turn"
    mine = len(controller.state.history)
    drive.play(controller.legal_actions()[0])
    qtbot.waitUntil(lambda: controller.phase == "presenting", timeout=5000)
    point = controller.undo_point()
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Undo))
    qtbot.waitUntil(lambda: window.controller is not controller, timeout=30000)
    undone = window.controller
    assert undone is not None
    assert point is None or point <= mine
    assert len(undone.state.history) <= mine
    assert undone.state.history == controller.state.history[: len(undone.state.history)]


def test_undoing_the_very_first_move_leaves_no_stale_autosave(
    make_window: Any, driver_for: Any, home: Paths
) -> None:
    """The person's first move is taken back: the autosave holds no move (not the one undone)."""
    window = make_window()
    drive = driver_for(window)
    for seed in range(1, 20):
        drive.start("straight_up", ["human", "normal"], seed=seed)
        assert drive.wait_for_person() == "turn"
        assert window.controller is not None
        if not window.controller.state.history:
            break  # the person starts
    else:
        raise AssertionError("no deal where the person starts")
    drive.play(window.controller.legal_actions()[0])
    assert drive.wait_for_person() == "turn"
    assert load_match(home.autosave_file).match.actions  # type: ignore[union-attr]
    window.undo()
    saved = load_match(home.autosave_file).match
    assert saved is not None
    assert saved.actions == []
    assert saved.practice


def test_undo_in_hot_seat_needs_everybodys_agreement(make_window: Any, driver_for: Any) -> None:
    """Two people at one computer: no undo until the settings say all agree."""
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["human", "human"], seed=4)
    rng = random.Random(4)
    for _ in range(3):
        if drive.wait_for_person() == "handover":
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        drive.play(rng.choice(window.controller.legal_actions()))  # type: ignore[union-attr]
    while drive.wait_for_person() == "handover":
        QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.keeper.undo_point() is None
    window.settings.hotseat_undo = True
    assert window.keeper.undo_point() is not None


def test_statistics_count_finished_matches_and_survive_a_restart(
    make_window: Any, driver_for: Any, home: Paths
) -> None:
    """A finished match counts for the person (not the bot); the dialog shows it after a restart,
    and a confirmed reset empties it."""
    from cardgames.ui.dialogs.statistics import StatisticsDialog

    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=8, options={"target": 1})
    _finish(window, drive, random.Random(8))
    controller = window.controller
    assert controller is not None
    outcome = controller.state.outcome
    assert outcome is not None
    won = 0 in outcome.winners
    assert not home.autosave_file.exists(), "a finished match leaves no autosave"
    window.close()

    again = make_window()
    dialog = StatisticsDialog(home, "seven_up", again)
    assert dialog.notice is None
    rows = {dialog.table.item(r, 0).text(): r for r in range(dialog.table.rowCount())}
    assert set(rows) == {"Anna"}
    cells = [dialog.table.item(rows["Anna"], c).text() for c in range(7)]
    assert cells[1:4] == ["1", str(int(won)), "100%" if won else "0%"]
    dialog.confirm_answer = False
    dialog.reset_game.click()
    assert dialog.table.rowCount() == 1
    dialog.confirm_answer = True
    dialog.reset_game.click()
    assert dialog.table.rowCount() == 0
    assert load_statistics(home).statistics.games.get("seven_up", {}) == {}


def test_save_as_open_and_recent_games(make_window: Any, driver_for: Any, tmp_path: Path) -> None:
    """Save as writes a .cardtable file; Open goes on with it exactly; it is first in Recent games."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal", "easy"], seed=9)
    _act(window, drive, random.Random(9), 3)
    controller = window.controller
    assert controller is not None
    played = list(controller.state.history)
    assert window.save_to(tmp_path / "Friday night") is True
    path = tmp_path / "Friday night.cardtable"
    assert path.exists()
    assert window.settings.recent_files[0] == str(path)
    window.start_match(MatchSetup.from_settings(window.settings.last_setup))  # type: ignore[arg-type]
    answers(window).leave_answer = True  # "Leave this match?" (asked: tests/ui/test_leaving.py)
    assert window.open_path(path) is True
    assert window.controller is not None
    assert window.controller.state.history == played
    window.menus.refresh_game_menu()
    assert [a.toolTip() for a in window.recent_menu.actions()] == [str(path)]


def test_a_damaged_file_gives_a_message_and_is_kept(make_window: Any, tmp_path: Path, home: Paths) -> None:
    """A damaged save: opened, a one-line message naming the file, which stays exactly as it was (it is
    the player's); found as the autosave (the app's own), kept aside with its bytes. Nothing crashes,
    and a fresh match is dealt."""
    window = make_window()
    broken = tmp_path / "broken.cardtable"
    broken.write_text('{"format_version": 1, "game_id": "ftw", "seed": "x"', encoding="utf-8")
    window.settings.recent_files = [str(broken)]
    assert window.open_path(broken) is False
    assert window.settings.recent_files == []
    assert "broken.cardtable" in window.statusBar().currentMessage()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("broken")) == ["broken.cardtable"]
    assert broken.read_text(encoding="utf-8").startswith('{"format_version": 1')

    home.autosave_file.parent.mkdir(parents=True, exist_ok=True)
    home.autosave_file.write_bytes(json.dumps({"format_version": 99}).encode())
    again = make_window()
    assert again.begin() is False
    assert again.controller is not None
    assert any("autosave.cardtable" in line for line in _texts(again))
    assert not home.autosave_file.exists()
    assert any(p.name.startswith("autosave.cardtable.broken") for p in home.autosave_file.parent.iterdir())


def test_the_demo_never_touches_the_autosave(qtbot: Any, home: Paths) -> None:
    """A window that does not persist (the demo) writes no autosave and no statistics."""
    from cardgames.games import GAMES

    window = MainWindow(Settings(animation_speed="off", bot_delay_ms=0), home, None, persist=False)
    qtbot.addWidget(window)
    window.show()
    window.start_match(MatchSetup(GAMES["ftw"], seats("normal", "easy", "normal"), seed=1))
    qtbot.waitUntil(lambda: window.controller is not None and len(window.controller.state.history) > 5)
    assert not home.autosave_file.exists()
    assert not home.statistics_file.exists()


def test_dealing_the_last_setup_again_leaves_the_settings_file_alone(make_window: Any, home: Paths) -> None:
    """A new setup is written when its match starts; the usual start, which deals the last setup
    again, does not rewrite the settings file (its first paint never waits for the disk)."""
    first = make_window()
    first.begin()  # a new profile: the last setup is the default one, now written
    assert first.settings.last_setup is not None
    written = load_settings(home).settings.last_setup
    assert written == first.settings.last_setup
    first.close()
    before = home.settings_file.stat()

    again = make_window(settings=load_settings(home).settings)
    assert again.begin() is False
    assert again.controller is not None
    after = home.settings_file.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)

    again.start_match(MatchSetup(GAMES["seven_up"], seats("human", "normal"), seed=5))
    assert load_settings(home).settings.last_setup == again.settings.last_setup
    assert home.settings_file.stat().st_mtime_ns != before.st_mtime_ns
    again.close()


def _disk_that_fills(monkeypatch: Any) -> dict[str, bool]:
    """The app's atomic writes fail with "No space left on device" while ``full["now"]`` is true."""
    import errno
    import os

    import cardgames.store.files as files

    full = {"now": False}
    replace = os.replace

    def replace_or_full(src: Any, dst: Any) -> None:
        if full["now"]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        replace(src, dst)

    monkeypatch.setattr(files.os, "replace", replace_or_full)
    return full


def test_a_full_disk_stays_in_sight_until_the_match_is_saved_again(
    make_window: Any, home: Paths, qtbot: Any, monkeypatch: Any
) -> None:
    """The disk fills up mid-match (every autosave write fails with "No space left on device"): the
    status bar says so for as long as it lasts, however many moves push the log on; once writing
    works again the match is saved by itself (nobody moves meanwhile), every move made in between
    included, and the status bar says it is saved again."""
    full = _disk_that_fills(monkeypatch)
    window = make_window()
    window.auto_continue_ms = 0
    window.start_match(MatchSetup(GAMES["seven_up"], seats("normal", "normal"), seed=3))
    controller = window.controller
    assert controller is not None
    controller.stop_after = 16
    qtbot.waitUntil(lambda: len(controller.state.history) >= 3, timeout=10000)
    full["now"] = True
    qtbot.waitUntil(lambda: len(controller.state.history) >= 16, timeout=20000)
    label = window.save_problem
    assert label.isVisible()
    assert "could not be saved" in label.text()
    assert "No space left on device" in label.toolTip()
    kept_before = load_match(home.autosave_file).match
    assert kept_before is not None
    assert len(kept_before.actions) < 16, "the disk was full"

    full["now"] = False
    qtbot.waitUntil(lambda: not label.isVisible(), timeout=10000)
    loaded = load_match(home.autosave_file)
    assert loaded.state is not None
    assert loaded.state.history == controller.state.history, "the moves made meanwhile were not written"
    assert len(loaded.state.history) == 16
    assert _texts(window)[-1] == "The match is saved automatically again."


def test_a_profile_path_that_is_not_utf8_loses_nothing(
    qtbot: Any, tmp_path: Path, monkeypatch: Any, translations: Any, driver_for: Any
) -> None:
    """A profile folder whose name is not UTF-8 (a Latin-1 home folder, say): opening another match
    while one runs keeps the running one in the unfinished folder and says where, opens the chosen
    one, and the settings still save (the path that cannot be written into them is left out)."""
    import os

    from cardgames.store import app_paths

    root = Path(os.fsdecode(bytes(tmp_path) + b"/bad\xff\xfename"))
    monkeypatch.setenv("CARDGAMES_HOME", str(root / "home"))
    paths = app_paths()
    window = MainWindow(Settings(animation_speed="off", bot_delay_ms=0), paths, translations)
    qtbot.addWidget(window)
    window.show()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=3)
    _act(window, drive, random.Random(1), 3)
    running = window.controller
    assert running is not None
    played = list(running.state.history)

    other = make_other_match(tmp_path / "other.cardtable")
    answers(window).leave_answer = True
    assert window.open_path(other) is True
    assert window.controller is not None
    assert window.controller is not running
    kept = list((paths.data / "unfinished").iterdir())
    assert len(kept) == 1
    assert load_match(kept[0], own=False).match is not None
    assert [a.text() for a in load_match(kept[0], own=False).state.history] == [a.text() for a in played]  # type: ignore[union-attr]
    said = [t for t in _texts(window) if "was kept as" in t]
    assert said, _texts(window)
    assert "unfinished" in said[-1], said
    assert "\ufffd" in said[-1], said  # the bytes that are not UTF-8, shown as such
    window.close()
    saved = load_settings(paths)
    assert saved.notice is None
    assert saved.settings.recent_files == [str(other)]


def make_other_match(path: Path) -> Path:
    """A saved FTW?! match of three bots, six moves in."""
    from cardgames.store import SavedMatch, SavedSeat, save_match

    state = GAMES["ftw"].new_state(3, 4)
    while len(state.history) < 6:
        state.apply(state.legal_actions()[0])
    seats_ = [SavedSeat(name=n, kind="bot", level="normal") for n in ("Ada", "Ben", "Cleo")]
    match = SavedMatch.start("ftw", {}, seats_, 4)
    save_match(path, match.model_copy(update={"actions": [a.text() for a in state.history]}))
    return path


@pytest.mark.parametrize("answer", ["Keep the window open", "Close anyway", "a signal"])
def test_closing_while_the_disk_is_full_asks_first(
    make_window: Any, home: Paths, qtbot: Any, monkeypatch: Any, capfd: Any, answer: str
) -> None:
    """The reliability test closed the window while the disk was full and lost the moves made since,
    unasked. Now the close asks: kept open, the moves are written once there is room; closed anyway,
    the player chose it. A signal (nobody to ask) closes, and says on stderr what was lost."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox

    full = _disk_that_fills(monkeypatch)
    window = make_window()
    window.start_match(MatchSetup(GAMES["seven_up"], seats("normal", "normal"), seed=3))
    controller = window.controller
    assert controller is not None
    controller.stop_after = 8
    qtbot.waitUntil(lambda: len(controller.state.history) >= 3, timeout=10000)
    full["now"] = True
    qtbot.waitUntil(lambda: len(controller.state.history) >= 8, timeout=20000)
    asked: list[str] = []

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, press)
            return
        asked.append(box.text())
        for button in box.findChildren(QAbstractButton):
            if button.text().replace("&", "") == answer:
                button.click()
                return

    if answer == "a signal":
        window.signalled = True  # as ui.signals does before it closes the window
        capfd.readouterr()
        window.close()
        assert not window.isVisible()
        err = capfd.readouterr().err
        assert "the match's last moves could not be saved (No space left on device)" in err
        return
    QTimer.singleShot(20, press)
    answers(window).close_unsaved_answer = None  # asked, as a person is
    window.close()
    assert asked
    assert "No space left on device" in asked[0]
    if answer == "Close anyway":
        assert not window.isVisible()
        return
    assert window.isVisible()
    assert window.controller is controller
    full["now"] = False
    qtbot.waitUntil(lambda: not window.save_problem.isVisible(), timeout=10000)
    loaded = load_match(home.autosave_file)
    assert loaded.state is not None
    assert loaded.state.history == controller.state.history
