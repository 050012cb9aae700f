"""A saved match is played again once when it is opened or resumed, not once to check the file and
once more for the table: counted as the app really does it, by the rules' own ``apply`` calls while
a real match file comes back through the main window, its menus and ``cardgames --resume``."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog

from cardgames.engine import AnyState
from cardgames.games import GAMES
from cardgames.store import Paths, SavedMatch, SavedSeat, save_match
from cardgames.ui.app import _run_app, create_window, parse_args
from cardgames.ui.mainwindow import MainWindow

from .conftest import answers

GAME = "straight_up"


def _played(moves: int, seed: int = 5) -> AnyState:
    """A real match of two seats, played by random legal moves until at least ``moves`` actions are
    made and the person (seat 0) is to act, so nobody thinks once it is back on the table."""
    game = GAMES[GAME]
    state = game.new_state(2, seed)
    rng = random.Random(seed)
    while len(state.history) < moves or state.current_player != 0:
        assert not state.is_over, "the match ended before the person's turn came back"
        state.apply(rng.choice(state.legal_actions()))
    return state


def _save(path: Path, state: AnyState) -> SavedMatch:
    seats = [SavedSeat(name="Anna", kind="human"), SavedSeat(name="Ben", kind="bot", level="normal")]
    match = SavedMatch.start(GAME, {}, seats, state.seed)
    match = match.model_copy(update={"actions": [a.text() for a in state.history]})
    save_match(path, match)
    return match


@pytest.fixture
def applies(monkeypatch: pytest.MonkeyPatch) -> Callable[[], int]:
    """Counts the rules' ``apply`` calls made on the GUI thread from now on (a bot thinking on its
    worker thread plays moves of its own; those are not a replay)."""
    cls = type(GAMES[GAME].new_state(2, 1))
    original = cls.apply
    calls = [0]

    def counted(self: AnyState, action: Any) -> Any:
        if threading.current_thread() is threading.main_thread():
            calls[0] += 1
        return original(self, action)

    monkeypatch.setattr(cls, "apply", counted)
    return lambda: calls[0]


def _assert_on_the_table(window: MainWindow, state: AnyState) -> None:
    controller = window.controller
    assert controller is not None
    assert controller.state == state
    assert controller.state.history == state.history
    assert window.side.log_texts(), "the log is rebuilt from the replay"


def test_open_and_recent_games_replay_a_match_once(
    make_window: Any, tmp_path: Path, applies: Callable[[], int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Game > Open… and Game > Recent games: every action of the file passes the rules exactly once."""
    state = _played(60)
    moves = len(state.history)
    path = tmp_path / "friday.cardtable"
    _save(path, state)
    window = make_window()
    answers(window).leave_answer = True
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))

    before = applies()
    window.act_open.trigger()
    assert applies() - before == moves
    _assert_on_the_table(window, state)

    window.game_menu.aboutToShow.emit()
    recent = [a for a in window.recent_menu.actions() if a.toolTip() == str(path)]
    assert len(recent) == 1
    before = applies()
    recent[0].trigger()
    assert applies() - before == moves
    _assert_on_the_table(window, state)


def test_resume_at_start_replays_the_autosave_once(
    make_window: Any, home: Paths, applies: Callable[[], int]
) -> None:
    """The resume prompt answered Resume: the autosave is read, checked and laid out by one replay."""
    state = _played(40, seed=8)
    home.data.mkdir(parents=True, exist_ok=True)
    _save(home.autosave_file, state)
    window = make_window()
    answers(window).resume_answer = True
    before = applies()
    assert window.begin() is True
    assert applies() - before == len(state.history)
    _assert_on_the_table(window, state)


def test_cardgames_resume_replays_the_autosave_once(
    qtbot: Any, home: Paths, translations: Any, applies: Callable[[], int]
) -> None:
    """``cardgames --resume`` as ``main`` runs it: the window, then the resume at the first event."""
    state = _played(50, seed=3)
    home.data.mkdir(parents=True, exist_ok=True)
    _save(home.autosave_file, state)
    args = parse_args(["--resume", "--lang", "en"])
    made = create_window(args)
    assert made is not None
    app, window = made
    qtbot.addWidget(window)
    before = applies()
    _run_app(app, window, args)
    qtbot.waitUntil(lambda: window.controller is not None and window.input.active, timeout=20000)
    assert applies() - before == len(state.history)
    _assert_on_the_table(window, state)


def test_undo_replays_what_stays_once(
    make_window: Any, home: Paths, qtbot: Any, applies: Callable[[], int]
) -> None:
    """Undo plays the match again up to the person's last move, once."""
    state = _played(30, seed=4)
    home.data.mkdir(parents=True, exist_ok=True)
    _save(home.autosave_file, state)
    window = make_window()
    answers(window).resume_answer = True
    assert window.begin() is True
    qtbot.waitUntil(lambda: window.input.active, timeout=20000)
    point = window.keeper.undo_point()
    assert point is not None
    before = applies()
    window.undo()
    assert applies() - before == point
    assert window.controller is not None
    assert window.controller.state.history == state.history[:point]


def test_after_a_resume_the_clocks_call_is_nobodys_move(tmp_path: Path, qapp: Any) -> None:
    """Karriere Poker against the clock: time was called while the person was to act. Resumed, the
    call is nobody's move, as in play, so undo takes back the person's own last move, not the clock."""
    from cardgames.games.karriere_poker import TIME_UP
    from cardgames.ui.controller import GameController
    from cardgames.ui.keeper import replay_file, setup_of

    game = GAMES["karriere_poker"]
    options = {"match_end": "time_limit", "time_limit_minutes": 30}
    state = game.new_state(4, 4, game.make_options(options))
    rng = random.Random(4)
    own: list[int] = []  # where the person (seat 0) acted
    while len(own) < 2 or state.current_player != 0:
        if state.current_player == 0:
            own.append(len(state.history))
        state.apply(rng.choice(state.legal_actions()))
    assert state.why_illegal(TIME_UP) is None
    state.apply(TIME_UP)
    assert state.current_player == 0
    seats = [SavedSeat(name="Anna", kind="human")] + [
        SavedSeat(name=n, kind="bot", level="normal") for n in ("Ben", "Cleo", "Dario")
    ]
    match = SavedMatch.start("karriere_poker", options, seats, 4)
    path = tmp_path / "clock.cardtable"
    save_match(path, match.model_copy(update={"actions": [a.text() for a in state.history]}))
    loaded, replayed = replay_file(path, own=False)
    assert loaded.match is not None
    setup = setup_of(loaded.match)
    controller = GameController(setup.game, setup.seats, setup.seed, setup.options, replayed=replayed)
    try:
        assert controller.state == state
        assert controller.actors[-1] is None
        assert controller.undo_point() == own[-1]
    finally:
        controller.shutdown()
