"""The coach at the table: H (or the menu, or the action bar's button) asks for a hint on a person's
turn; the side panel rates every legal move; a click picks the move's cards; the turn's end forgets
it; hot-seat only when everybody agreed; the match is marked for the statistics; both languages."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox

from cardgames.ai.coach import Verdict
from cardgames.store import Paths, load_match
from cardgames.ui.choice import pick_card
from cardgames.ui.coach import MAX_ROWS
from cardgames.ui.mainwindow import MainWindow

from .test_persistence import _finish

GAME_IDS = ("straight_up", "seven_up", "ftw", "karriere_poker")
PLAYERS = {"straight_up": 2, "seven_up": 2, "ftw": 3, "karriere_poker": 4}


def _quick(window: MainWindow) -> None:
    """The coach searches a fixed number of iterations, so a test never waits a second per hint."""
    window.hints.worker.iterations = 80


def _turn_with_a_choice(driver: Any, window: MainWindow) -> None:
    """Play the person's forced moves until a turn offers a choice of at least two moves."""
    for _ in range(60):
        what = driver.wait_for_person()
        if what == "handover":  # hot-seat: the next person takes the computer
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        assert what == "turn"
        legal = window.controller.legal_actions()
        if len(legal) >= 2:
            return
        window.input.submit(legal[0])
    raise AssertionError("no turn with a choice")


def _press_h(window: MainWindow) -> None:
    """Type H on the table, in the active window (a closed dialog may have left none active)."""
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    window.canvas.setFocus()
    QTest.keyClick(window.canvas, Qt.Key.Key_H)
    assert window.side.coach.isVisible(), "H did not ask for a hint"


def _hinted(make_window: Any, driver_for: Any, qtbot: Any, game_id: str, kinds: list[str], seed: int) -> Any:
    """A window whose person asked for a hint on a turn with a choice, and got the answer."""
    window = make_window()
    _quick(window)
    driver = driver_for(window)
    driver.start(game_id, kinds, seed=seed)
    _turn_with_a_choice(driver, window)
    _press_h(window)
    qtbot.waitUntil(lambda: window.side.coach.advice is not None, timeout=30000)
    return window, driver


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_h_rates_every_move_and_a_click_picks_one(
    game_id: str, make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    window = make_window()
    _quick(window)
    driver = driver_for(window)
    driver.start(game_id, ["human"] + ["normal"] * (PLAYERS[game_id] - 1), seed=3)
    _turn_with_a_choice(driver, window)
    assert window.act_hint.isEnabled()
    assert window.action_bar.hint_button.isVisible()
    assert window.action_bar.hint_button.text() == "Hint (H)"
    panel = window.side.coach
    assert not panel.isVisible()
    _press_h(window)
    # The key returns at once: the search runs elsewhere, the panel says it is thinking.
    assert panel.isVisible()
    assert panel.advice is None
    assert "thinking" in panel.status.text()
    qtbot.waitUntil(lambda: panel.advice is not None, timeout=30000)
    advice = panel.advice
    assert advice is not None
    legal = window.controller.legal_actions()
    assert sorted(map(str, (m.action for m in advice.moves))) == sorted(map(str, legal))
    assert advice.best.verdict is Verdict.BEST
    shown = [row for row in panel.rows if row.isVisible()]
    assert len(shown) == min(len(legal), MAX_ROWS)
    assert shown[0].name.text().startswith("<b>")
    assert shown[0].why.text().startswith("The coach's choice")
    assert "% to win" in shown[0].bar.text()
    if len(legal) > MAX_ROWS:
        assert "more move" in panel.more.text()
    # The match is marked at once (the autosave says so); it still counts.
    saved = load_match(home.autosave_file).match
    assert saved is not None
    assert saved.hints == [0]
    assert window.keeper.saved is not None
    assert not window.keeper.saved.practice
    # A click on the best move selects its cards on the table; the person still confirms.
    best = advice.best.action
    QTest.mouseClick(shown[0], Qt.MouseButton.LeftButton)
    ui = window._ui()
    want = {(zone, pick_card(code)[0]) for zone, code in ui.picks(best, 0, window.input.view)}
    chooser = window.input.chooser
    assert chooser is not None
    assert {(zone, pick_card(code)[0]) for zone, code in chooser.selection} == want
    ready = window.input.ready()
    assert best in ready.values()
    kind = next(k for k, a in ready.items() if a == best)
    driver.press(kind)
    # The turn is over: the hint is forgotten, the action and its button are off.
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=5000)
    assert str(window.controller.state.history.moves()[-1][1]) == str(best) or not window.input.active
    assert not window.act_hint.isEnabled() or window.input.active


def test_a_late_answer_for_a_finished_turn_is_dropped(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    window = make_window()
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=5)
    _turn_with_a_choice(driver, window)
    window.hints.worker.seconds = 1.5  # long enough to move before the answer comes
    panel = window.side.coach
    window.act_hint.trigger()
    assert panel.isVisible()
    answers: list[object] = []
    window.hints.worker.answered.connect(lambda token, advice: answers.append(advice))
    window.input.submit(window.controller.legal_actions()[0])
    assert not panel.isVisible()
    qtbot.waitUntil(lambda: not window.hints.worker.busy, timeout=5000)  # called off at once
    qtbot.wait(200)
    assert answers == []
    assert panel.advice is None
    assert not panel.isVisible()


def test_hot_seat_hints_only_when_everybody_agreed(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    window = make_window()
    _quick(window)
    driver = driver_for(window)
    driver.start("seven_up", ["human", "human"], seed=2)
    _turn_with_a_choice(driver, window)
    assert not window.act_hint.isEnabled()
    assert not window.action_bar.hint_button.isVisible()
    window.hints.ask()  # the key, the menu and the button all come here
    assert not window.side.coach.isVisible()
    assert "no hint" in window.statusBar().currentMessage()

    def agree() -> None:  # Preferences: "Hints in hot-seat matches: everybody at this computer agrees"
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        box = dialog.findChild(QCheckBox, "hotseatHints")
        assert box is not None
        box.setChecked(True)
        dialog.accept()

    QTimer.singleShot(0, agree)
    window.settings_dialog()
    assert window.settings.hotseat_hints
    assert window.act_hint.isEnabled()
    assert window.action_bar.hint_button.isVisible()
    _press_h(window)
    qtbot.waitUntil(lambda: window.side.coach.advice is not None, timeout=30000)


def test_the_hint_follows_the_language(
    make_window: Any, driver_for: Any, qtbot: Any, translations: Any
) -> None:
    window, _driver = _hinted(make_window, driver_for, qtbot, "ftw", ["human", "normal", "normal"], 4)
    panel = window.side.coach
    english = panel.texts()
    translations.set_language("de")
    qtbot.waitUntil(lambda: panel.title.text() == "Tipp", timeout=2000)
    german = panel.texts()
    assert german != english
    assert any("Die Wahl des Trainers" in t for t in german), german
    assert any("% Siegchance" in t for t in german), german
    assert window.action_bar.hint_button.text() == "Tipp (H)"
    assert window.act_hint.text() == "&Tipp"


def test_a_hinted_match_counts_and_the_statistics_show_the_mark(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    """Ask once, play the match to its end: it is counted for the person, and the statistics show
    it among the matches with hints, also after a restart of the app."""
    from cardgames.store import load_statistics
    from cardgames.ui.dialogs.statistics import StatisticsDialog

    window = make_window()
    _quick(window)
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=8, options={"target": 1})
    _turn_with_a_choice(driver, window)
    _press_h(window)
    qtbot.waitUntil(lambda: window.side.coach.advice is not None, timeout=30000)
    _finish(window, driver, random.Random(3))
    outcome = window.controller.state.outcome
    assert outcome is not None
    won = int(0 in outcome.winners)
    anna = load_statistics(home).statistics.games["seven_up"]["Anna"]
    assert (anna.played, anna.won, anna.hinted, anna.hinted_won) == (1, won, 1, won)
    window.close()
    again = make_window()
    dialog = StatisticsDialog(home, "seven_up", again)
    header = dialog.table.horizontalHeaderItem(7)
    assert header is not None
    assert header.text() == "With hints"
    assert dialog.table.item(0, 7).text() == f"1 / {won}"
    assert dialog.table.item(0, 1).text() == "1"


def test_a_forced_move_gives_a_hint_without_marking_the_match(
    make_window: Any, driver_for: Any, qtbot: Any, home: Paths
) -> None:
    """H on a turn with one legal move says there is nothing to weigh; the match stays unmarked."""
    window = make_window()
    _quick(window)
    driver = driver_for(window)
    driver.start("seven_up", ["human", "normal"], seed=8)
    for _ in range(200):
        what = driver.wait_for_person()
        assert what == "turn"
        legal = window.controller.legal_actions()
        if len(legal) == 1:
            break
        window.input.submit(legal[0])
    else:
        raise AssertionError("no forced move")
    _press_h(window)
    qtbot.waitUntil(lambda: window.side.coach.advice is not None, timeout=30000)
    assert window.side.coach.advice.moves[0].action == legal[0]
    assert "nothing to weigh" in window.side.coach.status.text()
    saved = window.keeper.saved
    assert saved is not None
    assert saved.hints == []
    assert "hint" not in window.statusBar().currentMessage()
    # A real choice later marks it.
    _turn_with_a_choice(driver, window)
    _press_h(window)
    assert window.keeper.saved.hints == [0]


def test_a_move_is_named_by_its_button_and_every_card(make_window: Any, driver_for: Any) -> None:
    """Karriere Poker: a pair is named with both its cards ("Play set: 8 8"), a pass by its button."""
    from cardgames.games.karriere_poker.actions import Pass, Play

    window = make_window()
    driver = driver_for(window)
    driver.start("karriere_poker", ["human", "normal", "normal", "normal"], seed=6)
    for _ in range(40):
        assert driver.wait_for_person() == "turn"
        legal = window.controller.legal_actions()
        pairs = [a for a in legal if isinstance(a, Play) and a.count == 2 and a.jokers == 0]
        if pairs:
            break
        window.input.submit(legal[0])
    else:
        raise AssertionError("no turn with a pair to play")
    pair = pairs[0]
    name = window.hints.describe(pair)
    label, _, cards = name.partition(": ")
    assert label == "Play set"
    assert cards.split() == [str(pair.number)] * 2, name
    passes = [a for a in legal if isinstance(a, Pass)]
    if passes:
        assert ":" not in window.hints.describe(passes[0])


def test_each_verdict_has_its_own_line(qtbot: Any, translations: Any) -> None:
    """The box words every kind of verdict, with real plurals, and lists what it could not show."""
    from cardgames.ai.coach import Advice, MoveAdvice
    from cardgames.ui.coach import CoachPanel

    def move(name: str, verdict: Verdict, chance: float | None, stderr: float = 0.01, visits: int = 50,
             behind: float = 0.0, usual: bool = False) -> MoveAdvice:  # fmt: skip
        return MoveAdvice(name, verdict, chance, stderr, visits, behind, usual)  # type: ignore[arg-type]

    panel = CoachPanel()
    qtbot.addWidget(panel)
    moves = (
        move("a", Verdict.BEST, 0.60, stderr=0.02),
        move("b", Verdict.CLOSE, 0.58),
        move("c", Verdict.CLOSE, 0.70, visits=3),
        move("c2", Verdict.CLOSE, 0.61, visits=900),
        move("d", Verdict.WORSE, 0.59, behind=0.004),
        move("e", Verdict.WORSE, 0.50, behind=0.01, usual=True),
        move("f", Verdict.WORSE, 0.40, behind=0.2),
        move("g", Verdict.UNSEARCHED, None),
    )
    panel.show_advice(Advice(0, 0, moves, 700, 1.0), str)
    lines = [panel.why(m) for m in moves]
    assert lines == [
        "The coach's choice (give or take 4 points).",
        "As good as the best, as far as the search can tell.",
        "Looks better, but 3 simulations are too few to be sure.",
        "As good as the best, as far as the search can tell.",
        "A little behind the best (less than a point of win chance).",
        "1 point of win chance behind the best. The normal bot plays this too.",
        "20 points of win chance behind the best.",
        "Not weighed: the search found better moves first.",
    ]
    assert panel.more.text() == "… and 2 more moves; the search did not weigh all of them."
    assert "700 times" in panel.status.text()
    kept = move("a", Verdict.BEST, 0.50, usual=True)
    panel.show_advice(Advice(0, 0, (kept, move("b", Verdict.CLOSE, 0.55)), 80, 1.0), str)
    assert panel.why(kept) == "The coach's choice: the usual move here, and none is clearly better."
    panel.show_advice(None, str)
    assert "could not think" in panel.status.text()


def test_the_mark_survives_a_resume_and_an_undo(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """The app is closed after a hint and started again: the resumed match is still marked; an undo
    keeps the mark too (the match is the same match)."""
    window, driver = _hinted(make_window, driver_for, qtbot, "ftw", ["human", "normal", "normal"], 9)
    window.input.submit(window.controller.legal_actions()[0])
    driver.wait_for_person()
    window.close()
    again = make_window()
    again.resume_answer = True
    assert again.begin() is True
    assert again.keeper.saved is not None
    assert again.keeper.saved.hints == [0]
    driver_for(again).wait_for_person()
    again.undo()
    assert again.keeper.saved.hints == [0]
    assert again.keeper.saved.practice


@pytest.mark.parametrize(
    ("game_id", "kinds"),
    [
        ("ftw", ["human", "normal"]),
        ("karriere_poker", ["human"] + ["normal"] * 3),
        ("straight_up", ["human", "normal"]),
        ("seven_up", ["human", "normal"]),
    ],
)
def test_every_move_the_coach_names_can_be_picked_from_it(
    game_id: str, kinds: list[str], make_window: Any, driver_for: Any
) -> None:
    """A click on any move of the box (not only the best) selects exactly that move's cards, so its
    button confirms it: passes of three, helpers, sets with jokers."""
    window = make_window()
    driver = driver_for(window)
    driver.start(game_id, kinds, seed=12)
    checked = 0
    for _ in range(8):
        if driver.wait_for_person() != "turn":
            break
        legal = window.controller.legal_actions()
        for action in legal:
            window.hints.pick(action)
            assert action in window.input.ready().values(), (action, window.input.chooser.selection)
            checked += 1
        window.input.submit(legal[-1])
    assert checked >= 20
