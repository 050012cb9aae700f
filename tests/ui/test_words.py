"""What the table says (issue 19, items 8, 9 and 11): teams as one side with one name, a log that
credits the right person, summaries that explain their numbers, Karriere Poker's exchange in the
log without leaking cards in hot-seat, and the words themselves (elder hand, stand and beg, why
Give is missing, plurals, the rules viewer's tabs).
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

from cardgames.games.karriere_poker import KarrierePokerState
from cardgames.games.seven_up import ACCEPT, ASK, REFUSE, RUN, Decide, SevenUpState
from cardgames.session.records import RoundSummary
from cardgames.ui.choice import strip_key
from cardgames.ui.games import game_ui
from cardgames.ui.games.seven_up import SevenUpUI
from cardgames.ui.mainwindow import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def _seven_up(window: MainWindow) -> SevenUpState:
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, SevenUpState)
    return state


def _next_turn(window: MainWindow, drive: Any) -> str:
    """Wait for a person's turn, confirming hand-overs on the way; "turn" or "summary"."""
    while True:
        what = drive.wait_for_person()
        if what != "handover":
            return str(what)
        QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)


def _decide(window: MainWindow, drive: Any, decision: Decide) -> None:
    """The person to act presses the button of a trump decision."""
    assert _next_turn(window, drive) == "turn"
    chooser = window.input.chooser
    assert chooser is not None
    assert decision in chooser.ready().values()
    drive.press(SevenUpUI().kind(decision))


def _play_to_summary(window: MainWindow, drive: Any, rng: random.Random) -> None:
    """Every person plays legal cards by mouse until the hand's summary shows."""
    for _ in range(400):
        if _next_turn(window, drive) == "summary":
            return
        controller = window.controller
        assert controller is not None
        drive.play(rng.choice(controller.legal_actions()))
    raise AssertionError("no summary came")


# ---------------------------------------------------------------------- item 8: teams


def test_a_team_is_one_row_and_one_name(make_window: Any, driver_for: Any) -> None:
    """Four players: the score table has a row per team ("Anna & Cleo") with the team's score, and
    every point a team records is logged in both partners' names, never in one partner's."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal", "normal", "normal"], seed=5)
    assert _next_turn(window, drive) == "turn"
    table = window.side.scores
    assert table.rowCount() == 2
    rows = [table.item(r, 0).text().removeprefix("▶ ") for r in range(2)]
    assert rows == ["Anna (person) &\nCleo (bot)", "Ben (bot) &\nDario (bot)"]  # one partner a line
    # play-sev-str F14: on a small screen (1024x640, as 2048x1280 at 200 %) both names stay whole.
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication, QStyle

    window.resize(1024, 640)
    QApplication.processEvents()
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    for r in range(2):
        item = table.item(r, 0)
        metrics = QFontMetrics(item.font())
        for line in item.text().split("\n"):
            assert metrics.horizontalAdvance(line) + 2 * margin <= table.columnWidth(0), line
        assert table.rowHeight(r) >= 2 * metrics.lineSpacing()
    _play_to_summary(window, drive, random.Random(1))
    state = _seven_up(window)
    assert [table.item(r, 1).text() for r in range(2)] == [str(s) for s in state.scores]
    records = [line for line in window.side.log_texts() if " for the hand: " in line]
    assert records, window.side.log_texts()
    for line in records:
        assert line.startswith(("Anna & Cleo record ", "Ben & Dario record ")), line


def test_the_summary_table_has_a_row_per_team(make_window: Any, driver_for: Any) -> None:
    """The hand summary's table, like the side panel, has one row per team under the team's name."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal", "normal", "normal"], seed=5)
    _play_to_summary(window, drive, random.Random(1))
    table = window.summary.table
    assert table.rowCount() == 2
    assert [table.item(r, 0).text().removeprefix("★ ") for r in range(2)] == ["Anna & Cleo", "Ben & Dario"]


def test_the_log_credits_the_dealers_team_not_a_partner(make_window: Any, driver_for: Any) -> None:
    """Four people: the hand's first line names the dealer and the elder hand; when the elder hand
    refuses twice, the point goes to the dealer's team and the log says so in both partners' names
    (it used to credit the dealer's partner alone, which read as if the partner had dealt)."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human"] * 4, seed=3)
    assert _next_turn(window, drive) == "turn"
    state = _seven_up(window)
    names = ["Anna", "Ben", "Cleo", "Dario"]
    dealer, elder = state.dealer, state.vorhand
    assert f"Hand 1: {names[dealer]} deals, {names[elder]} is the elder hand." in window.side.log_texts()
    drive.press("refuse")
    _decide(window, drive, ASK)
    _decide(window, drive, REFUSE)
    assert _next_turn(window, drive) == "turn"
    team = f"{names[dealer % 2]} & {names[dealer % 2 + 2]}"
    lines = [line for line in window.side.log_texts() if "refused twice" in line]
    assert lines == [f"{team} record a point: the elder hand refused twice. Score 1."]
    assert not any(line.startswith(f"{names[(dealer + 2) % 4]} records") for line in window.side.log_texts())


def test_the_winning_team_has_one_name_in_title_status_and_log(make_window: Any, driver_for: Any) -> None:
    """At the end the summary title, the status line and the log name the winning team as one."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal", "normal", "normal"], seed=6, options={"target": 2})
    rng = random.Random(6)
    for _ in range(20):
        _play_to_summary(window, drive, rng)
        summary = window.summary.summary
        assert summary is not None
        if summary.is_final:
            break
        QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    state = _seven_up(window)
    assert state.outcome is not None
    a, b = (["Anna", "Ben", "Cleo", "Dario"][w] for w in state.outcome.winners)
    assert window.summary.title.text() == f"{a} & {b} win!"
    assert window.status_text() == f"The match is over: {a} & {b} win!"
    assert window.side.log_texts()[-1].startswith(f"{a} & {b} win with a score of ")


# ---------------------------------------------------------------------- item 9: summaries


def test_seven_up_summary_explains_the_bonus_for_accepting_when_asked(
    make_window: Any, driver_for: Any
) -> None:
    """Elder hand refuses, the dealer asks, the elder hand accepts: the summary says whether the
    bonus point was won, and the recorded points add up with it."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "human"], seed=4)
    _decide(window, drive, REFUSE)
    _decide(window, drive, ASK)
    _decide(window, drive, ACCEPT)
    state = _seven_up(window)
    elder = state.vorhand
    _play_to_summary(window, drive, random.Random(2))
    details = window.summary.details.text()
    result = state.last_result
    assert result is not None
    name = ["Anna", "Ben"][elder]
    if result.winner == elder:
        assert (
            f"{name} accepted the trump when the dealer asked and won the hand: 1 bonus point more."
            in details
        )
        assert result.recorded[elder] == result.counts[elder] + 1
    else:
        assert (
            f"{name} accepted the trump when the dealer asked but did not win the hand: no bonus." in details
        )
    assert f"and records {result.recorded[result.winner]}." in details


def _zero_point_hand(options: dict[str, Any] | None = None) -> SevenUpState:
    """Two players, no card with card points in play: a 0-0 tie for Game (seat 0 is elder hand)."""
    state = SevenUpState.from_deal(
        [["2H", "3H", "4C", "5C", "6D", "7D"], ["5H", "6H", "2C", "3C", "2D", "3D"]],
        "8H",
        options=options,
    )
    rng = random.Random(0)
    state.apply(ACCEPT)
    while state.phase == "play":
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(
    ("tie", "expected"),
    [("elder", "Game goes to Anna, the side without the dealer."), ("none", "nobody takes Game")],
)
def test_seven_up_summary_explains_a_tie_for_game(tie: str, expected: str) -> None:
    """SEV-6.4, SEV-A6: equal card points; the summary names the tie rule and whom it favoured."""
    state = _zero_point_hand({"game_point_tie": tie})
    assert state.last_result is not None
    summary = RoundSummary(1, (state.results[0],), tuple(state.scores), None)
    details = SevenUpUI().summary_details(summary, ["Anna", "Ben"], state.view(None))
    assert "Card points are tied at 0" in details
    assert expected in details


def test_seven_up_summary_explains_every_point_counts(make_window: Any, driver_for: Any) -> None:
    """Independent scoring: the summary lists what each side records and for which points, and the
    numbers add up to the points of the hand in the summary's table."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=9, options={"hand_scoring": "independent"})
    _play_to_summary(window, drive, random.Random(3))
    details = window.summary.details.text()
    line = next(x for x in details.splitlines() if x.startswith("Every point counts"))
    summary = window.summary.summary
    assert summary is not None
    recorded = dict(re.findall(r"(Anna|Ben) (\d+) \(", line))
    assert {k: int(v) for k, v in recorded.items()} == {
        n: p for n, p in zip(("Anna", "Ben"), summary.rounds[-1], strict=True) if p
    }


def test_ftw_summary_shows_the_last_card_and_every_calculation(make_window: Any, driver_for: Any) -> None:
    """FTW-5.1: the round summary names the card that ended the round and works out each player's
    points (highest minus the rest, at least 0), which match the table's points for the round."""
    window = make_window()
    drive = driver_for(window)
    drive.start("ftw", ["human", "normal", "normal"], seed=2)
    rng = random.Random(5)
    for _ in range(300):
        if drive.wait_for_person() == "summary":
            break
        controller = window.controller
        assert controller is not None
        drive.play(rng.choice(controller.legal_actions()))
    controller = window.controller
    assert controller is not None
    ender, card, hands = controller.state.view(None).facts.round_end
    details = window.summary.details.text().splitlines()
    names = controller.names()
    assert (
        details[0]
        == f"{names[ender]} played {card} as the last card and kept a single card: the round is over."
    )
    summary = window.summary.summary
    assert summary is not None
    for seat, hand in enumerate(hands):
        line = next(x for x in details if x.startswith(f"{names[seat]}: "))
        assert line.startswith(f"{names[seat]}: {max(hand)}")
        assert line.endswith((f"= {summary.rounds[-1][seat]}", ", so 0"))
    assert len(hands[ender]) == 1
    # Playing alone, the person reads in the log which cards they passed (to the right) and got.
    log = window.side.log_texts()
    assert any(re.fullmatch(r"You gave \d+ \d+ \d+ to Cleo\.", line) for line in log)
    assert any(re.fullmatch(r"You got \d+ \d+ \d+ from Ben\.", line) for line in log)


def _karriere_to_game_two(window: MainWindow, drive: Any, kinds: list[str]) -> KarrierePokerState:
    drive.start("karriere_poker", kinds, seed=6, options={"games": 2})
    rng = random.Random(1)
    for _ in range(800):
        what = drive.wait_for_person(timeout=60000)
        if what == "summary":
            break
        if what == "handover":
            QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            continue
        controller = window.controller
        assert controller is not None
        drive.play(rng.choice(controller.legal_actions()))
    # The next game's deal and exchange are told when they are shown, after game 1's summary.
    QTest.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    drive.qtbot.waitUntil(lambda: any(" swaps " in line for line in window.side.log_texts()), timeout=20000)
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, KarrierePokerState)
    return state


def test_karriere_exchange_names_your_cards_when_you_play_alone(make_window: Any, driver_for: Any) -> None:
    """One person against bots: after the exchange the log says publicly who swaps how many cards
    with whom, and names the cards the person gave and got (nobody else reads this log)."""
    window = make_window()
    drive = driver_for(window)
    state = _karriere_to_game_two(window, drive, ["human", "normal", "normal", "normal"])
    ui = game_ui("karriere_poker")
    names = ["Anna", "Ben", "Cleo", "Dario"]
    partner = state.partner[0]
    log = window.side.log_texts()
    assert f"You gave {ui.card_words(state.gave[0])} to {names[partner]}." in log
    assert f"You got {ui.card_words(state.got[0])} from {names[partner]}." in log
    swaps = [line for line in log if " swaps " in line]
    assert len(swaps) == 2
    assert all("gives the" in line and "lowest" in line for line in swaps)


def test_karriere_exchange_names_no_cards_in_hot_seat(make_window: Any, driver_for: Any) -> None:
    """Two people at one computer: the log (seen by both) names no exchanged card at all."""
    window = make_window()
    drive = driver_for(window)
    _karriere_to_game_two(window, drive, ["human", "normal", "human", "normal"])
    log = window.side.log_texts()
    assert [line for line in log if " swaps " in line]
    assert not [line for line in log if line.startswith(("You gave", "You got"))]


# ---------------------------------------------------------------------- item 11: words


def test_english_says_elder_hand_never_vorhand(make_window: Any, driver_for: Any) -> None:
    """Every English Seven-up text the table shows (buttons, tips, prompts, log) and the English
    rules say "elder hand"; the German word is for the German texts only."""
    ui = SevenUpUI()
    texts = [ui.button_label(k) for k in ui.kinds] + [ui.button_tip(k) for k in ui.kinds]
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "human"], seed=2)
    _decide(window, drive, REFUSE)
    assert _next_turn(window, drive) == "turn"
    texts += [window.status_text(), *window.side.log_texts()]
    texts += [
        (ROOT / "resources/rules/seven_up/en" / f"{p}.md").read_text()
        for p in ("overview", "rules", "quickref")
    ]
    assert not [t for t in texts if "Vorhand" in t]
    assert "the elder hand" in window.status_text()
    assert any("is the elder hand." in line for line in window.side.log_texts())


def test_traditional_buttons_say_stand_and_beg() -> None:
    """The Traditional preset's trump decisions are worded as they are played: Stand and Beg."""
    ui = SevenUpUI()
    traditional = SevenUpState.from_deal(
        [["2H", "3H", "4C", "5C", "6D", "7D"], ["5H", "6H", "2C", "3C", "2D", "3D"]],
        "8H",
        options={"trump_making": "traditional"},
    ).view(0)
    seed = SevenUpState.from_deal(
        [["2H", "3H", "4C", "5C", "6D", "7D"], ["5H", "6H", "2C", "3C", "2D", "3D"]], "8H"
    ).view(0)
    assert strip_key(ui.button_label("accept", traditional))[0] == "Stand"
    assert strip_key(ui.button_label("refuse", traditional))[0] == "Beg"
    assert strip_key(ui.button_label("accept", seed))[0] == "Accept trump"
    assert strip_key(ui.button_label("refuse", seed))[0] == "Refuse"
    assert "point" in ui.button_tip("refuse", traditional)


def test_traditional_buttons_in_the_window(make_window: Any, driver_for: Any) -> None:
    """In the window: the elder hand sees Stand and Beg with the Traditional preset."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "human"], seed=2, options={"trump_making": "traditional"})
    assert _next_turn(window, drive) == "turn"
    stand, beg = window.action_bar.button("accept"), window.action_bar.button("refuse")
    assert stand is not None
    assert beg is not None
    assert stand.text().startswith("Stand")
    assert beg.text().startswith("Beg")


def test_without_give_the_prompt_says_why(make_window: Any, driver_for: Any) -> None:
    """Traditional, target 1: a gift would win the game, so the dealer has no Give button and the
    prompt says why."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "human"], seed=2, options={"trump_making": "traditional", "target": 1})
    assert _next_turn(window, drive) == "turn"
    drive.press("refuse")  # beg
    assert _next_turn(window, drive) == "turn"
    state = _seven_up(window)
    assert state.legal_actions() == [RUN]
    assert window.action_bar.button("give") is None
    assert "You may not give a point here, because it would reach 1 and win the game" in window.status_text()


def test_existing_plurals_read_right_in_both_languages(translations: Any) -> None:
    """ "%n card(s)" reads "1 card" and "2 cards", "1 Karte" and "2 Karten"."""
    english = [QCoreApplication.translate("StraightUpTable", "%n card(s)", "", n) for n in (1, 2)]
    assert english == ["1 card", "2 cards"]
    translations.set_language("de")
    german = [QCoreApplication.translate("StraightUpTable", "%n card(s)", "", n) for n in (1, 2)]
    assert german == ["1 Karte", "2 Karten"]


def test_new_plurals_read_right_in_english() -> None:
    """The summary's counts go through Qt's plural forms, not a hand-made "(s)"."""
    state = _zero_point_hand()
    summary = RoundSummary(1, (state.results[0],), tuple(state.scores), None)
    details = SevenUpUI().summary_details(summary, ["Anna", "Ben"], state.view(None))
    assert "(s)" not in details


def test_rules_viewer_tabs_follow_its_own_language(make_window: Any) -> None:
    """The interface in German, the rules viewer toggled to English: its tabs are English too."""
    window = make_window()
    window.set_language("de")
    window.show_rules_for("seven_up")
    dialog = window.menus.rules
    dialog.set_language("en")
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs == ["Overview", "Rules", "Quick reference"]
