"""Every decision by keyboard: Tab through the cards, the action bar and the side panel; a key of
its own on every button, in English and German; Enter on the summary and hand-over screens; Enter
on the table confirms a selection, never a pass nobody chose; and a focus outline one can see."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from cardgames.games.seven_up import Decide, SevenUpState
from cardgames.games.straight_up import Pass
from cardgames.ui.choice import button_keys, strip_key
from cardgames.ui.games import game_ui
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.panels import RESERVED_KEYS

GAME_IDS = ("straight_up", "seven_up", "ftw", "karriere_poker")
#: The focus outline's colour in ``BUTTON_STYLE``.
FOCUS_BLUE = QColor("#0b4fc2")


def focused() -> QWidget:
    """The widget with the keyboard focus: where a player's key goes."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(key: Qt.Key | str, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """Type a key (or a letter) into the focused widget, as a player would."""
    code = Qt.Key(ord(key.upper())) if isinstance(key, str) else key
    QTest.keyClick(focused(), code, modifier)


def shown_keys(window: MainWindow) -> dict[str, str]:
    """Each visible action button's key, checked to be on its text and bound as its shortcut."""
    out = {}
    for kind in window.input.kinds():
        button = window.action_bar.button(kind)
        assert button is not None, kind
        assert button.isVisible(), kind
        key = window.action_bar.key(kind)
        assert key, f"the {kind} button has no key"
        assert button.text().endswith(f"({key})"), button.text()
        assert "&" not in button.text(), "no Qt mnemonic (Alt+key) next to the menus' ones"
        assert button.shortcut().toString() == key
        out[kind] = key
    return out


def tab_round(window: MainWindow, limit: int = 80) -> list[str]:
    """Tab from the table once round the window: what took the focus, in order ("card", a button's
    kind, "tabs", "log", "table"), until the table has it again."""
    assert focused() is window.canvas
    seen: list[str] = []
    for _ in range(limit):
        press(Qt.Key.Key_Tab)
        widget = focused()
        if widget is window.canvas:
            if window.input.focus is None:
                seen.append("table")
                return seen
            seen.append("card")
        elif widget is window.side.log:
            seen.append("log")
        elif widget is window.side.tabs.tabBar():  # the side panel's tabs: the log and the history
            seen.append("tabs")
        else:
            kind = next((k for k in window.input.kinds() if window.action_bar.button(k) is widget), None)
            assert kind is not None, f"Tab went to {widget!r}"
            seen.append(kind)
    raise AssertionError(f"Tab never came back to the table: {seen}")


def tab_to(window: MainWindow, target: QWidget, limit: int = 80) -> None:
    """Press Tab until ``target`` has the focus."""
    for _ in range(limit):
        if focused() is target:
            return
        press(Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {target!r}")


def seven_up_state(window: MainWindow) -> SevenUpState:
    assert window.controller is not None
    state = window.controller.state
    assert isinstance(state, SevenUpState)
    return state


# ---------------------------------------------------------------------- (a) Seven-up's trump decisions


def test_every_trump_decision_by_tab_and_by_its_key(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """Two people play Seven-up: Vorhand refuses by key, the dealer asks by Tab and Enter, Vorhand
    accepts by key. Each time Tab reaches every decision button, then the log, then the table."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "human"], seed=2)
    made: list[str] = []
    for _ in range(20):
        what = drive.wait_for_person()
        if what == "handover":
            press(Qt.Key.Key_Return)
            continue
        assert what == "turn"
        state = seven_up_state(window)
        if state.phase == "play" or state.phase == "discard":
            break
        kinds = window.input.kinds()
        assert set(kinds) <= {"accept", "refuse", "ask", "give", "run"}
        keys = shown_keys(window)
        assert len(set(keys.values())) == len(keys)
        # Tab: no card to pick in a trump decision, so straight to the buttons, the log, the table.
        assert focused() is window.canvas
        assert tab_round(window) == [*kinds, "tabs", "log", "table"]
        before = len(state.history)
        if state.phase in ("propose", "asked"):
            choice = "refuse" if "refuse" not in made else "accept"
            press(keys[choice])
        else:
            choice = "ask" if "ask" in kinds else kinds[-1]
            tab_to(window, window.action_bar.button(choice))
            # Left and Right move along the buttons too.
            press(Qt.Key.Key_Left)
            if kinds.index(choice) > 0:
                assert focused() is window.action_bar.button(kinds[kinds.index(choice) - 1])
                press(Qt.Key.Key_Right)
            assert focused() is window.action_bar.button(choice)
            press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda s=state, b=before: len(s.history) > b)
        assert state.history[before] == Decide(choice), "the key made another decision"
        made.append(choice)
    assert made[:3] == ["refuse", "ask", "accept"]


def test_enter_on_the_table_makes_no_trump_decision(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """With only buttons to choose from, Enter on the table changes nothing and says how to choose."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=2)
    assert drive.wait_for_person() == "turn"
    assert window.input.kinds() == ["run", "ask"]
    before = len(seven_up_state(window).history)
    press(Qt.Key.Key_Return)
    qtbot.wait(50)
    assert len(seven_up_state(window).history) == before
    assert "press its key" in window.action_bar.hint.text()


# ---------------------------------------------------------------------- (b) summary and hand-over


def test_enter_continues_a_round_summary(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """After a hand of Seven-up the summary has the keyboard: Tab stays on it, Enter deals the next hand."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=3)
    rng = random.Random(3)
    for _ in range(200):
        if drive.wait_for_person() == "summary":
            break
        assert window.controller is not None
        drive.play(rng.choice(window.controller.legal_actions()))
    else:
        raise AssertionError("no summary came")
    summary = window.summary
    assert summary.summary is not None
    assert not summary.summary.is_final
    assert focused() is summary.next_button
    press(Qt.Key.Key_Tab)
    assert focused() is summary.back_button
    press(Qt.Key.Key_Tab)
    assert focused() is summary.next_button, "Tab stays on the summary: the table under it is not in play"
    with qtbot.waitSignal(summary.next_round, timeout=2000):
        press(Qt.Key.Key_Return)
    assert not summary.isVisible()
    # The next hand is dealt and played: the bot or the person moves on.
    assert drive.wait_for_person() == "turn"
    assert window.status.kind == "human"


def test_enter_on_the_summary_card_presses_its_default_button(qtbot: Any, translations: Any) -> None:
    """Enter on the final summary plays again (its default); focus on New game, Enter opens that."""
    from cardgames.session.records import RoundSummary
    from cardgames.ui.overlays import SummaryOverlay

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    host.activateWindow()
    assert QTest.qWaitForWindowActive(host)
    overlay = SummaryOverlay(host)
    overlay.present(RoundSummary(2, ((10, 3), (5, 4)), (15, 7), (0,)), ["Anna", "Ben"])
    assert focused() is overlay.again_button
    press(Qt.Key.Key_Tab)
    assert focused() is overlay.new_button
    press(Qt.Key.Key_Tab)
    assert focused() is overlay.back_button
    assert overlay.back_button.text() == "Replay the match"
    press(Qt.Key.Key_Tab)
    assert focused() is overlay.again_button, "Tab goes round the summary's buttons only"
    with qtbot.waitSignal(overlay.play_again, timeout=1000):
        press(Qt.Key.Key_Enter)
    overlay.present(RoundSummary(2, ((10, 3), (5, 4)), (15, 7), (0,)), ["Anna", "Ben"])
    press(Qt.Key.Key_Backtab)
    assert focused() is overlay.back_button
    press(Qt.Key.Key_Backtab)
    assert focused() is overlay.new_button
    with qtbot.waitSignal(overlay.new_game, timeout=1000):
        press(Qt.Key.Key_Return)


def test_enter_confirms_the_hand_over(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """Hot-seat: the hand-over screen has the keyboard, and Enter says "I have the computer"."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "human"], seed=2)
    assert drive.wait_for_person() == "handover"
    assert focused() is window.handover.button
    press(Qt.Key.Key_Tab)
    assert focused() is window.handover.button
    press(Qt.Key.Key_Return)
    assert drive.wait_for_person() == "turn"
    assert not window.handover.isVisible()
    assert focused() is window.canvas


# ---------------------------------------------------------------------- (c) Straight Up: no pass by accident


def _straight_up_turn(make_window: Any, driver_for: Any) -> tuple[MainWindow, Any]:
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["human", "normal"], seed=5)
    assert drive.wait_for_person() == "turn"
    assert window.input.chooser is not None
    assert window.input.chooser.selection == []
    assert "pass" in window.input.ready(), "with nothing selected the rules offer the pass"
    return window, drive


def test_enter_with_nothing_selected_does_not_pass(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """Straight Up: Enter with nothing selected keeps the turn and says what to do instead."""
    window, _drive = _straight_up_turn(make_window, driver_for)
    controller = window.controller
    assert controller is not None
    before = len(controller.state.history)
    assert focused() is window.canvas
    press(Qt.Key.Key_Return)
    qtbot.wait(50)
    assert len(controller.state.history) == before, "Enter passed the turn"
    assert controller.state.current_player == 0
    hint = window.action_bar.hint.text()
    assert "Nothing is selected" in hint
    assert "Space" in hint
    # Picking a card and dropping it again changes nothing either.
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Space)
    press(Qt.Key.Key_Space)
    press(Qt.Key.Key_Return)
    qtbot.wait(50)
    assert len(controller.state.history) == before


def test_tab_walks_the_cards_then_the_buttons_and_passes_with_enter(
    make_window: Any, driver_for: Any, qtbot: Any
) -> None:
    """Tab visits every card that can be picked (its focus ring on), then the ready Pass button, the log
    and the table again; Pass focused, Enter passes."""
    window, _drive = _straight_up_turn(make_window, driver_for)
    order = window.input.focus_order()
    assert order, "Straight Up offers cards to pick at the start of a turn"
    visited = []
    press(Qt.Key.Key_Tab)
    while focused() is window.canvas and window.input.focus is not None:
        item = window.scene.find(window.input.focus)
        assert item is not None
        assert item.focused
        visited.append(window.input.focus)
        press(Qt.Key.Key_Tab)
    assert visited == order
    assert focused() is window.action_bar.button("pass"), "disabled buttons are skipped"
    assert not any(it.focused for it in window.scene.cards()), "no card keeps the ring off the table"
    # Shift+Tab goes back onto the table, then to its last card; Tab from there to Pass again.
    press(Qt.Key.Key_Backtab)
    assert focused() is window.canvas
    assert window.input.focus is None
    press(Qt.Key.Key_Backtab)
    assert focused() is window.canvas
    assert window.input.focus == order[-1]
    press(Qt.Key.Key_Tab)
    pass_button = window.action_bar.button("pass")
    assert focused() is pass_button
    controller = window.controller
    assert controller is not None
    before = len(controller.state.history)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(controller.state.history) > before)
    assert controller.state.history[before] == Pass()


def test_the_pass_key_passes(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """Straight Up: the key shown on Pass passes at once, the table keeping the keyboard."""
    window, _drive = _straight_up_turn(make_window, driver_for)
    key = window.action_bar.key("pass")
    assert window.action_bar.button("pass").text() == f"Pass ({key})"
    controller = window.controller
    assert controller is not None
    before = len(controller.state.history)
    press(key)
    qtbot.waitUntil(lambda: len(controller.state.history) > before)
    assert controller.state.history[before] == Pass()


# ---------------------------------------------------------------------- (d) distinct keys, both languages


@pytest.mark.parametrize("language", ["en", "de"])
def test_visible_buttons_have_distinct_keys(
    make_window: Any, driver_for: Any, qtbot: Any, translations: Any, language: str
) -> None:
    """Straight Up, Seven-up, FTW?! and Karriere Poker: every shown button has a key of its own, on its
    text, in English and in German (the key comes from the translated label)."""
    window = make_window()
    drive = driver_for(window)
    if language == "de":
        translations.set_language("de")
        qtbot.waitUntil(lambda: window.game_menu.title() == "&Spiel")
    checked = 0
    for game, kinds, seed in (
        ("straight_up", ["human", "normal"], 5),
        ("seven_up", ["human", "normal"], 2),
        ("seven_up", ["normal", "human"], 2),
        ("ftw", ["human", "normal"], 21),
        ("karriere_poker", ["human", "normal", "normal", "normal"], 4),
    ):
        drive.start(game, kinds, seed=seed)
        rng = random.Random(seed)
        for _ in range(12):
            what = drive.wait_for_person()
            if what != "turn":
                break
            keys = shown_keys(window)
            assert len(set(keys.values())) == len(keys), f"{game}: two buttons share a key: {keys}"
            assert "H" not in keys.values(), f"{game}: a move took Hint's key: {keys}"
            checked += len(keys)
            assert window.controller is not None
            drive.play(rng.choice(window.controller.legal_actions()))
    assert checked >= 20


@pytest.mark.parametrize("game", GAME_IDS)
def test_each_game_marks_a_key_of_its_own_for_every_button(game: str, translations: Any) -> None:
    """Every English label marks its key with "&", and no two kinds of a game mark the same one, so a
    button's key never depends on which others are shown; German labels (marked or not) get keys too."""
    ui = game_ui(game)
    kinds = list(ui.kinds)
    english = {kind: ui.button_label(kind) for kind in kinds}
    marked = {kind: strip_key(label)[1] for kind, label in english.items()}
    assert all(marked.values()), f"a label marks no key: {english}"
    assert len(set(marked.values())) == len(kinds), f"two kinds mark the same key: {marked}"
    assert not set(marked.values()) & RESERVED_KEYS, f"a label marks the window's own key: {marked}"
    translations.set_language("de")
    german = button_keys({kind: ui.button_label(kind) for kind in kinds})
    assert all(key for _text, key in german.values())
    assert len({key for _text, key in german.values()}) == len(kinds)


def test_keys_come_from_the_label_and_never_clash() -> None:
    """The marked letter wins; a clash or a missing mark falls back to a free letter of the text."""
    assert strip_key("P&lace in a straight") == ("Place in a straight", "L")
    assert strip_key("Salt && pepper") == ("Salt & pepper", "")
    assert strip_key("&Strike Anna & Cleo's K") == ("Strike Anna & Cleo's K", "S"), "a name's & stays"
    assert strip_key("&Übernehmen") == ("Übernehmen", ""), "only keys every keyboard has"
    keys = button_keys({"pass": "&Passen", "place": "&Platzieren", "buy": "Kaufen", "strike": "&kaufen"})
    assert keys["pass"] == ("Passen", "P")
    assert keys["place"][1] == "L", "a clash takes the next free letter of the label"
    assert keys["buy"][1] == "A", "K was marked by a later button: it keeps it"
    assert keys["strike"][1] == "K"
    assert button_keys({"a": "&&"}) == {"a": ("&", "")}
    # H is the window's (Hint): a label marking it, or starting with it, takes another letter.
    held = button_keys({"hold": "&Hold", "hit": "Hit"}, frozenset({"H"}))
    assert held == {"hold": ("Hold", "O"), "hit": ("Hit", "I")}


# ---------------------------------------------------------------------- (e) the focus is drawn


def _colour_share(image: QImage, colour: QColor) -> float:
    """The share of the image's pixels near ``colour``."""
    near = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            distance = abs(c.red() - colour.red()) + abs(c.green() - colour.green())
            if distance + abs(c.blue() - colour.blue()) < 40:
                near += 1
    return near / (image.width() * image.height())


def _grab(button: QPushButton) -> QImage:
    return button.grab().toImage()


def test_the_focused_button_has_a_thick_outline(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """The same button grabbed without and with the keyboard focus: a thick blue outline shows it,
    on the action bar and on the summary screen alike."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=2)
    assert drive.wait_for_person() == "turn"
    button = window.action_bar.button(window.input.kinds()[0])
    assert button is not None
    assert focused() is window.canvas
    plain = _grab(button)
    press(Qt.Key.Key_Tab)
    assert focused() is button
    lit = _grab(button)
    assert plain.size() == lit.size(), "the outline takes no room: nothing moves"
    assert _colour_share(plain, FOCUS_BLUE) < 0.01
    # A 3-pixel frame round a button of this size is well over a tenth of its pixels.
    assert _colour_share(lit, FOCUS_BLUE) > 0.1
    middle_left = lit.pixelColor(1, lit.height() // 2)
    assert abs(middle_left.blue() - FOCUS_BLUE.blue()) < 30
    assert middle_left.red() < 60
    # The overlays' buttons wear the same outline.
    from cardgames.session.records import RoundSummary

    window.summary.present(RoundSummary(1, ((1, 2),), (1, 2), None), ["Anna", "Ben"])
    next_button = window.summary.next_button
    assert focused() is next_button
    assert _colour_share(_grab(next_button), FOCUS_BLUE) > 0.1
    next_button.clearFocus()
    assert _colour_share(_grab(next_button), FOCUS_BLUE) < 0.01


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_menu_marks_each_key_once(
    make_window: Any, translations: Any, qtbot: Any, language: str
) -> None:
    """Alt and a letter reach one entry: no two entries of a menu (or two menus) share a marked key."""
    window = make_window()
    translations.set_language(language)
    try:
        if language == "de":
            qtbot.waitUntil(lambda: window.game_menu.title() == "&Spiel", timeout=2000)

        def marked(texts: list[str]) -> list[str]:
            keys = []
            for text in texts:
                at = text.replace("&&", "").find("&")
                if at >= 0:
                    keys.append(text.replace("&&", "")[at + 1].lower())
            return keys

        bar = window.menuBar().actions()
        tops = marked([a.text() for a in bar])
        assert len(tops) == len(set(tops)), tops
        for top in bar:
            menu = top.menu()
            assert menu is not None
            menu.aboutToShow.emit()
            keys = marked([a.text() for a in menu.actions() if not a.isSeparator()])
            assert len(keys) == len(set(keys)), (top.text(), [a.text() for a in menu.actions()])
    finally:
        translations.set_language("en")
