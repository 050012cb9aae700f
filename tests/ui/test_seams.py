"""Where the window meets files it did not write, the end of a match, a failing disk, a second
match and a long one: nothing the player owns is touched, and nothing played is lost."""

from __future__ import annotations

import errno
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QProgressDialog

from cardgames.engine import PROGRESS_STEP
from cardgames.games import GAMES
from cardgames.session.records import MAX_LOG_LINES
from cardgames.store import Paths, SavedMatch, Settings, load_match, load_statistics, save_match
from cardgames.ui.keeper import UNFINISHED_FOLDER
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.setup import MatchSetup

from .conftest import answers, seats
from .test_persistence import _act, _finish


def _snapshot(folder: Path) -> dict[str, bytes | str]:
    """Every entry of a folder: a file's bytes, or the kind of anything else."""
    found: dict[str, bytes | str] = {}
    for entry in sorted(folder.iterdir()):
        if entry.is_symlink():
            found[entry.name] = "link:" + os.readlink(entry)
        elif entry.is_file():
            found[entry.name] = entry.read_bytes()
        else:
            found[entry.name] = "folder" if entry.is_dir() else "other"
    return found


def test_files_the_player_chose_are_never_moved(make_window: Any, tmp_path: Path) -> None:
    """Open… and Recent games: a damaged match, a document and a dotfile are left exactly as they
    were (no rename, no .broken), each gives a one-line message, and the running match goes on."""
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "thesis.docx").write_bytes(b"PK\x03\x04 my thesis")
    (folder / ".bashrc").write_text("export PATH=$HOME/bin:$PATH\n", encoding="utf-8")
    (folder / "friday.cardtable").write_text('{"format_version": 1, "game_id": "ftw"', encoding="utf-8")
    (folder / "notes.cardtable").mkdir()
    before = _snapshot(folder)
    window = make_window()
    window.start_match(MatchSetup(GAMES["ftw"], seats("human", "normal"), seed=3))
    running = window.controller
    planted = [
        str(folder / name) for name in ("thesis.docx", ".bashrc", "friday.cardtable", "notes.cardtable")
    ]
    window.settings.recent_files = [*planted, str(folder / "gone.cardtable")]
    for text in planted:
        assert window.open_path(Path(text)) is False
        assert Path(text).name in window.statusBar().currentMessage()
        assert window.controller is running, "a file that cannot be opened changes nothing"
    assert _snapshot(folder) == before


def test_the_recent_list_shows_only_matches_that_exist(make_window: Any, tmp_path: Path) -> None:
    """A planted recent list naming documents, folders, pipes and missing files shows none of them."""
    good = tmp_path / "good.cardtable"
    match = SavedMatch.start("ftw", {}, _saved_seats(2), 5)
    save_match(good, match)
    (tmp_path / "thesis.docx").write_bytes(b"doc")
    (tmp_path / "folder.cardtable").mkdir()
    names = ["thesis.docx", "folder.cardtable", "gone.cardtable"]
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.cardtable")
        names.append("pipe.cardtable")
    window = make_window()
    window.settings.recent_files = [str(tmp_path / n) for n in names] + [str(good)]
    window.menus.refresh_game_menu()
    assert [a.toolTip() for a in window.recent_menu.actions()] == [str(good)]


def _saved_seats(n: int) -> list[Any]:
    from cardgames.store import SavedSeat

    return [SavedSeat(name="Anna", kind="human")] + [
        SavedSeat(name=f"Bot {i}", kind="bot", level="normal") for i in range(1, n)
    ]


def test_a_result_is_counted_when_the_final_move_is_saved(
    make_window: Any, driver_for: Any, home: Paths
) -> None:
    """The statistics hold the result as soon as the final action is applied, before the end screen
    (a kill in the last second loses nothing), and the autosave is gone then too."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=8, options={"target": 1})
    seen: list[tuple[int, bool]] = []

    def on_applied() -> None:
        controller = window.controller
        if controller is not None and controller.state.is_over:
            stats = load_statistics(home).statistics.games.get("seven_up", {})
            seen.append((stats["Anna"].played if "Anna" in stats else 0, home.autosave_file.exists()))

    assert window.controller is not None
    # Connected after the keeper, so it runs once the keeper has handled the action.
    window.controller.applied.connect(on_applied)
    _finish(window, drive, random.Random(8))
    assert seen == [(1, False)]


def test_a_finished_match_left_uncounted_is_counted_once_at_start(
    make_window: Any, driver_for: Any, home: Paths
) -> None:
    """Killed between the final save and the count: the next start counts the finished autosave and
    drops it; the same match found again (same id) is not counted twice."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=8, options={"target": 1})
    _finish(window, drive, random.Random(8))
    controller = window.controller
    assert controller is not None
    assert window.keeper.saved is not None
    finished = window.keeper.saved.model_copy(
        update={"actions": [a.text() for a in controller.state.history]}
    )
    window.close()
    assert load_statistics(home).statistics.games["seven_up"]["Anna"].played == 1

    # The same finished match again as the autosave: already counted, so only dropped.
    save_match(home.autosave_file, finished)
    again = make_window()
    assert again.begin() is False
    assert not home.autosave_file.exists()
    assert load_statistics(home).statistics.games["seven_up"]["Anna"].played == 1

    # A finished match of another id (its count was lost to a kill): counted now, once.
    save_match(home.autosave_file, finished.model_copy(update={"match_id": "ab" * 16}))
    third = make_window()
    assert third.begin() is False
    assert not home.autosave_file.exists()
    assert load_statistics(home).statistics.games["seven_up"]["Anna"].played == 2


def test_a_full_disk_is_told_once_and_its_end_too(
    make_window: Any, driver_for: Any, home: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the disk is full every move still tries to save, but the player hears it once; when
    saving works again, once more; the autosave then holds every move."""
    import cardgames.session.keeper as keeper

    real = keeper.save_match
    full = True

    def save(path: Path, match: SavedMatch) -> None:
        if full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(path, match)

    monkeypatch.setattr(keeper, "save_match", save)
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal", "normal"], seed=4)
    _act(window, drive, random.Random(4), 4)
    log = "\n".join(window.side.log_texts())
    assert log.count("could not be saved automatically") == 1
    assert os.strerror(errno.ENOSPC) in log
    full = False
    _act(window, drive, random.Random(5), 1)
    log = "\n".join(window.side.log_texts())
    assert log.count("saved automatically again") == 1
    controller = window.controller
    assert controller is not None
    loaded = load_match(home.autosave_file)
    assert loaded.state is not None
    assert loaded.state.history == controller.state.history


def test_a_new_match_keeps_the_unfinished_ones_it_replaces(
    make_window: Any, driver_for: Any, home: Paths
) -> None:
    """Starting another match never overwrites an unfinished one: each is kept in a file of its own
    (two abandoned in a row: two files), offered in Recent games, and opens with every move."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"], seed=6)
    _act(window, drive, random.Random(6), 3)
    controller = window.controller
    assert controller is not None
    first = [a.text() for a in controller.state.history]
    drive.start("ftw", ["human", "normal"], seed=7)
    assert load_match(home.autosave_file).match.actions == first  # type: ignore[union-attr]
    _act(window, drive, random.Random(7), 1)
    kept = home.data / UNFINISHED_FOLDER
    files = sorted(kept.iterdir())
    assert len(files) == 1
    assert files[0].name.startswith("FTW ")
    assert load_match(files[0]).match.actions == first  # type: ignore[union-attr]
    assert window.recent_files()[0] == str(files[0])
    assert "was kept as" in "\n".join(window.side.log_texts())
    second = window.controller
    assert second is not None
    second_actions = [a.text() for a in second.state.history]
    assert load_match(home.autosave_file).match.actions == second_actions  # type: ignore[union-attr]

    # A third match: the second is kept too, and the first is still there.
    drive.start("ftw", ["human", "normal"], seed=8)
    _act(window, drive, random.Random(8), 1)
    files = sorted(kept.iterdir())
    assert len(files) == 2
    held = sorted(tuple(load_match(f).match.actions) for f in files)  # type: ignore[union-attr]
    assert held == sorted([tuple(first), tuple(second_actions)])

    # Going on with the same match (undo) keeps nothing aside: it is the same match.
    window.undo()
    _act(window, drive, random.Random(9), 1)
    assert len(list(kept.iterdir())) == 2


def test_a_read_only_window_shows_the_running_match_and_writes_nothing(
    qtbot: Any, home: Paths, translations: Any
) -> None:
    """A second app on a running profile: the running match is shown as it stands (the autosave is
    read, not offered and never touched), moves are not saved, settings and statistics stay as
    they are, and the title says so."""
    game = GAMES["ftw"]
    state = game.new_state(3, 5)
    rng = random.Random(5)
    for _ in range(4):
        state.apply(rng.choice(state.legal_actions()))
    match = SavedMatch.start("ftw", {}, _saved_seats(3), 5)
    save_match(home.autosave_file, match.model_copy(update={"actions": [a.text() for a in state.history]}))
    before = home.autosave_file.read_bytes()
    window = MainWindow(Settings(animation_speed="off", bot_delay_ms=0), home, translations, read_only=True)
    qtbot.addWidget(window)
    window.show()
    answers(window).resume_answer = False  # were it asked, it would discard: it must not ask
    assert window.begin() is True
    assert window.controller is not None
    assert window.controller.state == state
    window.start_match(MatchSetup(GAMES["ftw"], seats("normal", "easy", "normal"), seed=1))
    qtbot.waitUntil(lambda: window.controller is not None and len(window.controller.state.history) > 5)
    window.set_speed("fast")
    assert "Read-only" in window.windowTitle()
    assert home.autosave_file.read_bytes() == before
    assert not home.settings_file.exists()
    assert not home.statistics_file.exists()
    assert not (home.data / UNFINISHED_FOLDER).exists()


def test_save_as_replaces_a_file_only_when_asked(make_window: Any, driver_for: Any, tmp_path: Path) -> None:
    """Save as… adds the .cardtable ending (a document of that name is never touched) and replaces a
    match file that is there only once the player said so."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal"], seed=2)
    thesis = tmp_path / "thesis.docx"
    thesis.write_bytes(b"my thesis")
    assert window.save_to(thesis) is True
    assert thesis.read_bytes() == b"my thesis"
    saved = tmp_path / "thesis.docx.cardtable"
    assert load_match(saved).match is not None
    saved.write_bytes(b"an older match")
    assert window.save_to(saved) is False
    assert saved.read_bytes() == b"an older match"
    assert window.save_to(saved, replace=True) is True
    assert load_match(saved).match is not None


def test_a_long_match_opens_with_progress_and_a_short_log(
    make_window: Any, qtbot: Any, tmp_path: Path
) -> None:
    """A save of thousands of moves opens to the same state; a progress dialog shows while it is
    played again (once), and the log keeps its last lines only."""
    game = GAMES["karriere_poker"]
    options = {"match_end": "games", "games": 50}
    state = game.new_state(8, 2, game.make_options(options))
    rng = random.Random(2)
    while len(state.history) < 6000 and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over
    path = tmp_path / "long.cardtable"
    match = SavedMatch.start("karriere_poker", options, _saved_seats(8), 2)
    save_match(path, match.model_copy(update={"actions": [a.text() for a in state.history]}))
    window = make_window()
    shown: list[int] = []
    original = QProgressDialog.setValue

    def watch(dialog: QProgressDialog, value: int) -> None:
        shown.append(value)
        original(dialog, value)

    QProgressDialog.setValue = watch  # type: ignore[method-assign]
    try:
        assert window.open_path(path) is True
    finally:
        QProgressDialog.setValue = original  # type: ignore[method-assign]
    controller = window.controller
    assert controller is not None
    assert controller.state == state
    # One dialog through the one replay, which checks the file move by move and sets the table.
    moves = len(state.history)
    assert shown == list(range(0, moves, PROGRESS_STEP))
    assert len(shown) >= 5
    assert len(window.side.log_texts()) <= MAX_LOG_LINES
    assert (
        window.findChild(QProgressDialog, "replayProgress") is None
        or not window.findChild(QProgressDialog, "replayProgress").isVisible()
    )
    assert json.loads(path.read_text(encoding="utf-8"))["actions"][-1] == state.history[-1].text()
