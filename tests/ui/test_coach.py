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

from .conftest import answers
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
    chosen = next(row for row in shown if row.action == advice.best.action)
    assert chosen.name.text().startswith("<b>")
    assert chosen.why.text().startswith("The coach's choice")
    assert "% to win" in chosen.bar.text()
    assert [row for row in shown if row.name.text().startswith("<b>")] == [chosen]
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
    QTest.mouseClick(chosen, Qt.MouseButton.LeftButton)
    ui = window.game_ui()
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
    """The box words every verdict in the game's terms and a player's words: "about as good as",
    never "give or take N points" (in Seven-up "give a point" is a move); an "as good" move that
    costs something says what it costs; the choice is the first row."""
    from cardgames.ai.coach import Advice, MoveAdvice
    from cardgames.engine import Message
    from cardgames.ui.coach import CoachPanel

    def said(text: str) -> Message:
        return Message("test.reason", text)

    def move(name: str, verdict: Verdict, chance: float | None, visits: int = 50, ahead: float = 0.0,
             pros: tuple[str, ...] = (),
             cons: tuple[str, ...] = ()) -> MoveAdvice:  # fmt: skip
        return MoveAdvice(name, verdict, chance, 0.01, visits, ahead,  # type: ignore[arg-type]
                          tuple(map(said, pros)), tuple(map(said, cons)))  # fmt: skip

    panel = CoachPanel()
    qtbot.addWidget(panel)
    moves = (
        move(
            "a",
            Verdict.BEST,
            0.60,
            pros=("Saves your 10♥.", "Keeps your only trump."),
            cons=("Costs a lot.",),
        ),
        move("b", Verdict.CLOSE, 0.594, pros=("Wins the trick.",)),
        move(
            "c",
            Verdict.CLOSE,
            0.59,
            ahead=-0.01,
            pros=("Keeps a low card.",),
            cons=("Throws away your only trump, 8♠.",),
        ),
        move("d", Verdict.WORSE, 0.40, ahead=-0.2, pros=("Takes the lead.",), cons=("Gives the Jack away.",)),
        move("e", Verdict.FEW, 0.70, visits=3),
        move("f", Verdict.UNSEARCHED, None),
        move("g", Verdict.WORSE, 0.30, ahead=-0.3),
        move("h", Verdict.WORSE, 0.20, ahead=-0.4),
    )
    panel.show_advice(Advice(0, 0, moves, 700, 1.0), str)
    lines = [panel.why(m) for m in moves]
    assert lines[:6] == [
        "The coach's choice. Saves your 10♥. Costs a lot.",
        "About as good as the coach's choice. Wins the trick.",
        "About as good in the trials, but: Throws away your only trump, 8♠. Keeps a low card.",
        "Clearly behind the coach's choice. Gives the Jack away. Takes the lead.",
        "Tried only 3 times: too few to give it a number.",
        "Not tried: the search found better moves first.",
    ]
    assert not any("give or take" in line for line in lines)
    assert [row.bar.text() for row in panel.rows if row.isVisible()][:2] == ["60 % to win", "59 % to win"]
    assert panel.more.text() == "… and 2 more moves, none better than those above."
    assert "700 times" in panel.status.text()
    assert "press Enter" in panel.status.text()
    # The choice is the best number, in the first row, even among seven close ones.
    best = move("b", Verdict.BEST, 0.61)
    many = tuple(move(f"m{i}", Verdict.CLOSE, 0.6 - i / 100, ahead=-0.01 - i / 100) for i in range(7))
    panel.show_advice(Advice(0, 0, (best, *many), 80, 1.0), str)
    assert [row.action for row in panel.rows if row.isVisible()] == ["b", "m0", "m1", "m2", "m3", "m4"]
    assert panel.why(best) == "The coach's choice."
    assert panel.why(many[0]) == "About as good as the coach's choice."
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
    answers(again).resume_answer = True
    assert again.begin() is True
    assert again.keeper.saved is not None
    assert again.keeper.saved.hints == [0]
    driver_for(again).wait_for_person()
    again.undo()
    assert again.keeper.saved.hints == [0]
    assert again.keeper.saved.practice


def test_the_log_keeps_its_notes_through_undo(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """The hint's note and the undo's note stay in the log when moves are taken back, also the
    moves before which they were said; a hint asked in a practice match does not say it counts."""
    window, driver = _hinted(make_window, driver_for, qtbot, "karriere_poker", ["human"] + ["normal"] * 3, 9)
    hint_note = "Anna asked for a hint: the match still counts"
    assert any(hint_note in line for line in window.side.log_texts())
    for _ in range(2):
        window.input.submit(window.controller.legal_actions()[0])
        driver.wait_for_person()
    answers(window).practice_answer = True
    window.undo()
    driver.wait_for_person()
    practice_note = "A move was taken back: this match is practice now"
    texts = window.side.log_texts()
    assert sum(hint_note in line for line in texts) == 1
    assert sum(practice_note in line for line in texts) == 1
    window.undo()  # back before the hint was asked
    driver.wait_for_person()
    texts = window.side.log_texts()
    assert sum(hint_note in line for line in texts) == 1, texts[-5:]
    assert sum(practice_note in line for line in texts) == 1, texts[-5:]
    # A hint in the practice match (by a seat that asked none before) says nothing of counting.
    window.keeper.saved.hints.clear()
    _press_h(window)
    qtbot.waitUntil(lambda: window.side.coach.advice is not None, timeout=30000)
    assert window.side.log_texts()[-1].endswith("Anna asked for a hint.")


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


# ---------------------------------------------------------------------- built positions


def _built(
    monkeypatch: pytest.MonkeyPatch,
    make_window: Any,
    driver_for: Any,
    qtbot: Any,
    state: Any,
    kinds: list[str],
    seed: int = 5,
    iterations: int = 300,
) -> MainWindow:
    """A window dealt ``state`` (the person, seat 0, to act), its hint asked with H and answered."""
    from cardgames.games import GAMES

    game = GAMES[state.game.id]
    monkeypatch.setattr(game, "_new_state", lambda n, s, options: state.clone())
    window = make_window()
    window.hints.worker.iterations = iterations
    window.hints.worker.seconds = 600.0  # the iteration cap ends the search: the same answer every time
    window.hints.seed = seed
    driver = driver_for(window)
    driver.start(game.id, kinds, seed=1)
    assert driver.wait_for_person() == "turn"
    _press_h(window)
    qtbot.waitUntil(lambda: window.side.coach.advice is not None, timeout=30000)
    return window


def _rows(window: MainWindow) -> list[Any]:
    return [row for row in window.side.coach.rows if row.isVisible()]


def _number(row: Any) -> int:
    """The per cent a row's bar shows ("17 % to win")."""
    return int(row.bar.text().split()[0])


def _ftw_six() -> Any:
    """FTW?! with six players, Anna (seat 0) to beat a 5 (play-ftw-kp 7: "21 % above 22 %")."""
    from cardgames.games.ftw import FtwState

    hands = [
        [9, 23, 26, 28, 44, 45, 47, 50, 53, 54],
        [2, 6, 16, 35, 40, 41, 42, 43, 59],
        [3, 17, 20, 21, 29, 33, 37, 39, 49, 52],
        [13, 14, 19, 32, 34, 46, 48, 57, 58],
        [1, 4, 7, 12, 22, 24, 25, 38, 55, 56],
        [8, 10, 11, 18, 27, 30, 36, 51, 60],
    ]
    return FtwState.from_deal(hands, pile=[5], helpers=[[], [], [15], [], [31], []])


@pytest.mark.parametrize("seed", [8, 4])
def test_the_rows_run_by_the_number_shown_and_the_choice_says_why(
    seed: int, monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """H on a built position: the numbers on the bars never rise down the list, and the coach's
    choice (bold) is the first row, the best number (play-tests: the choice stood sixth, below
    higher numbers, out of sight). The rows below say in words how they compare."""
    window = _built(
        monkeypatch, make_window, driver_for, qtbot, _ftw_six(), ["human"] + ["normal"] * 5, seed, 600
    )
    rows = _rows(window)
    numbers = [_number(row) for row in rows]
    assert numbers == sorted(numbers, reverse=True)
    bold = [row for row in rows if row.name.text().startswith("<b>")]
    assert bold == [rows[0]]
    assert rows[0].why.text().startswith("The coach's choice.")
    for row in rows[1:]:
        assert _number(row) <= _number(rows[0])
        assert row.why.text().startswith(("About as good", "Clearly behind", "Tried only")), row.why.text()
        assert "give or take" not in row.why.text()


def _ftw_b() -> Any:
    """FTW?!: Anna holds 4 10 30 33, the pile is 12 22, Ben (next) has 3 cards."""
    from cardgames.games.ftw import FtwState

    return FtwState.from_deal(
        [[4, 10, 30, 33], [5, 20, 35], [2, 8, 25, 28]], pile=[12, 22], helpers=[[3], [], []]
    )


def test_option_b_says_which_card_is_laid_and_which_is_taken(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """play-ftw-kp 6: "B: Lay lower, take card: 17 22" (sorted) could not be read. Every B row now
    names the card laid and the card taken, and its reasons name Ben and the points against you."""
    from cardgames.games.ftw.actions import LayAndTake

    window = _built(monkeypatch, make_window, driver_for, qtbot, _ftw_b(), ["human", "normal", "normal"])
    rows = _rows(window)
    assert len(rows) == 6  # A 30, A 33 and four B moves: all listed
    b_rows = {row.action: row for row in rows if isinstance(row.action, LayAndTake)}
    assert len(b_rows) == 4
    for action, row in b_rows.items():
        name = row.name.text().removeprefix("<b>").removesuffix("</b>")
        assert name == f"B: Lay {action.card} as a helper, take {action.take}"
        assert "Empties the pile: Ben (3 cards left) may start it with any card." in row.why.text()
    assert (
        "Swaps 10 for 22: the cards counting against you grow from 44 to 56."
        in b_rows[LayAndTake(10, 22)].why.text()
    )
    a33 = next(
        row for row in rows if row.name.text().endswith("A: Play 33 higher") or "Play 33" in row.name.text()
    )
    assert "Plays away your highest card, 33, the one that scores." in a33.why.text()


def test_a_on_an_empty_pile_starts_it(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """The POLISH "hint wording": opening an empty pile was listed as "A: Play higher"."""
    from cardgames.games.ftw import FtwState

    state = FtwState.from_deal([[4, 10, 17, 30, 33], [5, 20, 35], [2, 8, 25, 28]])
    window = _built(monkeypatch, make_window, driver_for, qtbot, state, ["human", "normal", "normal"])
    names = sorted(row.name.text().removeprefix("<b>").removesuffix("</b>") for row in _rows(window))
    assert names == [f"A: Start the pile with {c}" for c in sorted(["10", "17", "30", "33", "4"])]
    assert window.action_bar.button("higher").text() == "A: Start the pile (A)"
    lowest = next(
        row for row in _rows(window) if row.name.text().endswith("with 4") or "with 4<" in row.name.text()
    )
    assert "Starts the pile with your lowest card." in lowest.why.text()


def test_enter_plays_the_move_picked_in_the_panel(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """play-ftw-kp 8, play-sev-str m6: after a click in the panel Enter did nothing (the panel kept
    the keyboard). Now the click gives the keyboard back to the table and Enter plays the move."""
    window = _built(monkeypatch, make_window, driver_for, qtbot, _ftw_b(), ["human", "normal", "normal"])
    row = _rows(window)[3]
    action = row.action
    QTest.mouseClick(row, Qt.MouseButton.LeftButton)
    before = len(window.controller.state.history)
    QTest.keyClick(_keyboard(), Qt.Key.Key_Return)  # where the keyboard is now, as a person types
    assert len(window.controller.state.history) > before
    assert window.controller.state.history.moves()[before][1] == action
    assert window.canvas.hasFocus()


def _keyboard() -> Any:
    """The widget that has the keyboard now."""
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def test_escape_clears_the_move_picked_in_the_panel(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """Escape after a pick clears the selection (the table keeps the keyboard); Enter then plays
    nothing."""
    window = _built(monkeypatch, make_window, driver_for, qtbot, _ftw_b(), ["human", "normal", "normal"])
    row = _rows(window)[1]
    QTest.mouseClick(row, Qt.MouseButton.LeftButton)
    chooser = window.input.chooser
    assert chooser is not None
    assert chooser.selection
    QTest.keyClick(_keyboard(), Qt.Key.Key_Escape)
    assert chooser.selection == []
    assert window.canvas.hasFocus()
    before = len(window.controller.state.history)
    QTest.keyClick(_keyboard(), Qt.Key.Key_Return)
    assert len(window.controller.state.history) == before
    assert "Nothing is selected" in window.input.hint()
    # The panel frames the picked move while it stands on the table.
    QTest.mouseClick(row, Qt.MouseButton.LeftButton)
    assert row.frameShape() == row.Shape.Box
    QTest.keyClick(_keyboard(), Qt.Key.Key_Escape)
    assert row.frameShape() == row.Shape.NoFrame


def test_enter_plays_a_picked_move_without_cards(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """Seven-up's trump decision has no card: picked in the panel, Enter makes it all the same; the
    rows say how many trumps the hand holds."""
    from cardgames.games.seven_up import SEVEN_UP, SevenUpState

    state = SevenUpState.from_deal(
        [["AH", "KH", "TH", "4C", "3D", "2S"], ["2H", "JH", "QC", "5D", "6D", "3S"]], "5H", stock=["AC"]
    )
    window = _built(monkeypatch, make_window, driver_for, qtbot, state, ["human", "normal"])
    rows = {str(row.action): row for row in _rows(window)}
    assert set(rows) == {"accept", "refuse"}
    assert "With ♥ as trump you hold 3 trumps: 10♥ K♥ A♥." in rows["accept"].why.text()
    QTest.mouseClick(rows["refuse"], Qt.MouseButton.LeftButton)
    QTest.keyClick(_keyboard(), Qt.Key.Key_Return)
    assert window.controller.state.history.moves()[0][1] == SEVEN_UP.parse_action("refuse")


def test_the_reasons_follow_the_language(
    monkeypatch: pytest.MonkeyPatch, make_window: Any, driver_for: Any, qtbot: Any, translations: Any
) -> None:
    """The reasons come from the game as message keys: switched to German, the rows say them in
    German, the names and numbers filled in."""
    window = _built(monkeypatch, make_window, driver_for, qtbot, _ftw_b(), ["human", "normal", "normal"])
    translations.set_language("de")
    panel = window.side.coach
    qtbot.waitUntil(lambda: panel.title.text() == "Tipp", timeout=2000)
    text = "\n".join(panel.texts())
    assert "B: 10 als Hilfskarte auslegen, 22 nehmen" in text
    assert "Leert den Stapel: Ben (noch 3 Karten) darf ihn mit einer beliebigen Karte beginnen." in text
    assert "Wahl des Trainers" in text


def test_an_as_good_discard_of_the_only_trump_says_what_it_costs(qtbot: Any, translations: Any) -> None:
    """play-sev-str m3: discarding the only trump (8♠) or an ace was called "as good as the best".
    With Seven-up's own reasons for these discards, an "about as good" line always names the cost."""
    from cardgames.ai.coach import Advice, MoveAdvice
    from cardgames.games.seven_up import SEVEN_UP, SevenUpState
    from cardgames.games.seven_up.explain import reasons
    from cardgames.ui.coach import CoachPanel, reason_text
    from cardgames.ui.games.seven_up import SevenUpUI

    state = SevenUpState.from_deal(
        [["AH", "3D", "8S", "5C", "6C", "7C"], ["2H", "JH", "QC", "5D", "6D", "3S"]],
        "5H",
        stock=["AC", "JC", "9D", "KC", "KD", "KH", "2S"],
    )
    for text in ("refuse", "run"):
        state.apply(SEVEN_UP.parse_action(text))
    assert state.phase == "discard"

    def rated(text: str, verdict: Verdict, chance: float) -> MoveAdvice:
        action = SEVEN_UP.parse_action(text)
        pros, cons = reasons(state, 0, action)
        return MoveAdvice(action, verdict, chance, 0.01, 300, 0.0, tuple(pros), tuple(cons))

    moves = (
        rated("discard 3D", Verdict.BEST, 0.42),
        rated("discard 8S", Verdict.CLOSE, 0.41),
        rated("discard AH", Verdict.CLOSE, 0.40),
    )
    panel = CoachPanel()
    qtbot.addWidget(panel)
    ui = SevenUpUI()
    panel.show_advice(Advice(0, 0, moves, 300, 1.0), str, lambda m: reason_text(m, ["Anna", "Ben"], ui))
    assert panel.why(moves[0]).startswith(
        "The coach's choice. Throws away 3♦, which counts nothing for Game."
    )
    assert panel.why(moves[1]).startswith(
        "About as good in the trials, but: Throws away your only trump, 8♠."
    )
    assert panel.why(moves[2]).startswith(
        "About as good in the trials, but: Throws away A♥: an ace, 4 card points for Game."
    )
