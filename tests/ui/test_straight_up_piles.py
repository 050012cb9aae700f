"""Straight Up (issue 19, item 12): the pile viewer lists the market discard, the removed cards and
the viewer's own deck (contents, never order; nobody else's hidden cards), and a strike names its
target in the hint, the button and the log."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from cardgames.games.straight_up import Pass, Remove, StraightUpState, Strike
from cardgames.games.straight_up.basics import GOALS, card_label
from cardgames.ui.choice import Chooser, strip_key
from cardgames.ui.dialogs.piles import open_piles
from cardgames.ui.games.straight_up import StraightUpUI
from cardgames.ui.mainwindow import MainWindow


def _heads(lines: list[str]) -> list[str]:
    """The card part of each line (count and name), without what the card does."""
    return [line.split(" — ")[0] for line in lines]


def _expected(cards: list[int]) -> list[str]:
    """The lines a pile of ``cards`` should show: equal cards once with their count."""
    counts = Counter(cards)
    lines = [f"{counts[c]} × {card_label(c)}" if counts[c] > 1 else card_label(c) for c in sorted(counts)]
    return lines or ["(empty)"]


def _state(window: MainWindow) -> StraightUpState:
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, StraightUpState)
    return state


def _play_until_piles_fill(window: MainWindow, drive: Any) -> StraightUpState:
    """The person removes one starting card, then passes (so the market refreshes now and then),
    until cards were removed, the market discard holds cards and the person's draw pile too."""
    for _ in range(30):
        assert drive.wait_for_person() == "turn"
        state = _state(window)
        if state.removed and state.market_discard and state.draws[0]:
            return state
        removes = [a for a in state.legal_actions() if isinstance(a, Remove)]
        drive.play(removes[0] if removes and not state.removed else Pass())
    raise AssertionError("the piles did not fill")


def test_piles_list_the_market_discard_the_removed_cards_and_your_deck(
    make_window: Any, driver_for: Any
) -> None:
    """Every card of the public piles, and of the viewer's own draw pile sorted by rank (its order
    stays hidden), each with what it does; nothing of the other player's draw pile or hand."""
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["human", "easy"], seed=4, options={"round_cap": 50})
    state = _play_until_piles_fill(window, drive)
    dialog = open_piles(window)
    assert dialog is not None
    texts = dialog.texts()
    laid = [c for length in state.straights[0] for c in GOALS[:length]]
    owned = [*state.draws[0], *state.hands[0], *state.discards[0], *laid]
    assert list(texts) == [
        f"Market discard ({len(state.market_discard)})",
        f"Removed cards ({len(state.removed)})",
        f"Your draw pile ({len(state.draws[0])})",
        f"All your cards ({len(owned)})",
    ]
    market, removed, draw, mine = texts.values()
    assert _heads(market) == _expected(state.market_discard)
    assert _heads(removed) == _expected(state.removed)
    assert _heads(draw) == _expected(state.draws[0])
    assert _heads(mine) == _expected(owned)
    # Each card says what it does.
    assert all(" — " in line for line in removed + draw)
    assert any("Starting card: pays" in line for line in removed)
    dialog.close()


def test_piles_show_no_deck_while_the_computer_changes_hands(make_window: Any, driver_for: Any) -> None:
    """Hot-seat: at a hand-over nobody's deck is listed, only the public piles."""
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["human", "human"], seed=4)
    assert drive.wait_for_person() == "handover"
    dialog = open_piles(window)
    assert dialog is not None
    assert [t.split(" (")[0] for t in dialog.texts()] == ["Market discard", "Removed cards"]
    dialog.close()
    QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert drive.wait_for_person() == "turn"
    dialog = open_piles(window)
    assert dialog is not None
    seat = _state(window).current_player
    assert seat is not None
    draw = dialog.texts()[f"Your draw pile ({len(_state(window).draws[seat])})"]
    assert _heads(draw) == _expected(_state(window).draws[seat])
    dialog.close()


def _strike_position() -> StraightUpState:
    """Anna (seat 0) on turn holds a K; Ben's straight J-Q can be struck."""
    return StraightUpState.from_deal(
        ["2 2 3 3", "2 2 3 3 4"],
        hands=["4 4 K", ""],
        straights=[[], ["J Q"]],
        market="5 6 7 8",
    )


def test_the_strike_button_and_hint_name_the_target() -> None:
    """With the K and Ben's Q selected, the button reads "Strike Ben's Q with K" and the hint names
    the straight it hits; without names the button still names the cards."""
    ui = StraightUpUI()
    state = _strike_position()
    view = state.view(0)
    chooser = Chooser(state.legal_actions(), lambda a: ui.picks(a, 0, view), ui.kind)
    assert chooser.click((("hand", 0), 13))
    assert chooser.click((("straight", 1, 0), 12))
    assert isinstance(chooser.ready()["strike"], Strike)
    assert strip_key(ui.button_label("strike", view, chooser, ["Anna", "Ben"]))[0] == "Strike Ben's Q with K"
    assert strip_key(ui.button_label("strike", view, chooser))[0] == "Strike the Q with K"
    assert strip_key(ui.button_label("strike"))[0] == "Strike"
    hint = ui.hint(view, chooser)
    assert hint is not None
    assert hint.startswith("Strike the Q on top of the straight J-Q with K")


def _play_until_a_strike(window: Any, drive: Any) -> tuple[Any, Strike]:
    """Play Anna's part (never passing when something else is legal) until she may strike; a game
    that ends first is followed by another deal. While no strike is possible, the prompt offers none."""
    rng = random.Random(3)
    seed = 3
    drive.start("straight_up", ["human", "normal"], seed=seed)
    for _ in range(400):
        if drive.wait_for_person() == "summary":
            seed += 1  # this game ended before a strike came up: another one
            drive.start("straight_up", ["human", "normal"], seed=seed)
            continue
        state = _state(window)
        strikes = [a for a in state.legal_actions() if isinstance(a, Strike)]
        if strikes:
            return state, strikes[0]
        assert "strike" not in window.status_text()
        actions = state.legal_actions()
        drive.play(rng.choice([a for a in actions if not isinstance(a, Pass)] or actions))
    raise AssertionError("no strike came up")


def test_a_strike_by_mouse_is_named_in_the_prompt_hint_and_log(make_window: Any, driver_for: Any) -> None:
    """In play: the prompt offers the strike only when one is possible; the hint names the target,
    and after the strike the log says whose straight lost which card."""
    window = make_window()
    drive = driver_for(window)
    state, strike = _play_until_a_strike(window, drive)
    assert "strike an outlined opponent's straight" in window.status_text()
    top = GOALS[state.straights[strike.seat][strike.slot] - 1]
    straight = "-".join(card_label(g) for g in GOALS[: state.straights[strike.seat][strike.slot]])
    drive.click((("hand", 0), strike.card))
    drive.click((("straight", strike.seat, strike.slot), top))
    assert window.input.hint().startswith(
        f"Strike the {card_label(top)} on top of the straight {straight} with {card_label(strike.card)}"
    )
    drive.press("strike")
    line = f"Anna strikes the {card_label(top)} of Ben's straight {straight} with {card_label(strike.card)}"
    assert any(text.startswith(line) for text in window.side.log_texts())


def test_the_strike_button_in_the_window_names_the_target(make_window: Any, driver_for: Any) -> None:
    """In the window the Strike button names whose card it strikes."""
    window = make_window()
    drive = driver_for(window)
    state, strike = _play_until_a_strike(window, drive)
    top = GOALS[state.straights[strike.seat][strike.slot] - 1]
    drive.click((("hand", 0), strike.card))
    drive.click((("straight", strike.seat, strike.slot), top))
    button = window.action_bar.button("strike")
    assert button is not None
    assert f"Ben's {card_label(top)}" in button.text()


def test_pass_stays_available_while_a_card_is_selected(make_window: Any, driver_for: Any) -> None:
    """A selected card does not take Pass away: it stays enabled and passes."""
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["human", "normal"], seed=8)
    assert drive.wait_for_person() == "turn"
    state = _state(window)
    card = state.hands[0][0]
    drive.click((("hand", 0), card))
    assert window.input.chooser is not None
    assert window.input.chooser.selection
    before = len(state.history)
    drive.press("pass")
    assert state.history[before] == Pass()


def test_the_removed_pile_says_whose_cards_lie_on_it(make_window: Any, driver_for: Any) -> None:
    """The removed starting cards lie on one pile for everybody; the pile viewer says which of them
    each player removed (their starting cards less the ones they still own)."""
    window = make_window()
    drive = driver_for(window)
    drive.start("straight_up", ["human", "easy"], seed=4, options={"round_cap": 50})
    state = _play_until_piles_fill(window, drive)
    dialog = open_piles(window)
    assert dialog is not None
    tab = next(i for i in range(dialog.tabs.count()) if dialog.tabs.tabText(i).startswith("Removed"))
    note = dialog.tabs.widget(tab).findChild(QLabel).text()  # type: ignore[union-attr]
    whose = []
    for seat, name in enumerate(("Anna", "Ben")):
        kept = Counter(
            c for z in (state.draws[seat], state.hands[seat], state.discards[seat]) for c in z if c <= 4
        )
        removed = sorted((Counter({2: 2, 3: 2, 4: 2}) - kept).elements())
        if removed:
            whose.append(f"{name}: {' '.join(map(str, removed))}")
    assert whose
    assert sum(len(w.split(": ")[1].split()) for w in whose) == len(state.removed)
    assert (
        note == f"Starting cards removed from the game for good. Removed by each player: {' · '.join(whose)}."
    )
    dialog.close()
