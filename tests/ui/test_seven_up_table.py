"""Seven-up as a player meets it (issue 32): the log names the points it records and the end screen
says when counting stopped at the target (item 7), team results read per team (item 6), the trump on
show is the trump (item 2), and German card names (item 17)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardgames.engine import FrenchCard
from cardgames.games.seven_up import SEVEN_UP, TRADITIONAL, Play, SevenUpState
from cardgames.ui.dialogs.history import MatchHistoryDialog
from cardgames.ui.mainwindow import MainWindow


def _state(window: MainWindow) -> SevenUpState:
    controller = window.controller
    assert controller is not None
    state = controller.state
    assert isinstance(state, SevenUpState)
    return state


def _next(window: MainWindow, drive: Any) -> str:
    """Wait for a person's turn or a summary, confirming hand-overs on the way."""
    while True:
        what = str(drive.wait_for_person())
        if what != "handover":
            return what
        QTest.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)


def _play_to_summary(window: MainWindow, drive: Any, rng: random.Random) -> None:
    """Every person plays legal moves by mouse until a summary shows."""
    for _ in range(600):
        if _next(window, drive) == "summary":
            return
        controller = window.controller
        assert controller is not None
        drive.play(rng.choice(controller.legal_actions()))
    raise AssertionError("no summary came")


def _card(text: str) -> int:
    return int(FrenchCard.parse(text))


def _deal(monkeypatch: pytest.MonkeyPatch, state: SevenUpState) -> None:
    """The next match starts from this explicit position."""
    monkeypatch.setattr(SEVEN_UP, "_new_state", lambda n, seed, options: state.clone())


# ---------------------------------------------------------------------- item 7: what is recorded

#: A recording of the log, with teams ("Anna & Cleo record ...") or alone ("Anna records ...").
RECORDS = re.compile(
    r"^(.*?) records? (1 for (High|Low|Jack|Game)|a point more for accepting when asked)\. Score"
)


@pytest.mark.parametrize("players", [2, 4])
def test_traditional_log_names_every_point_it_records(
    make_window: Any, driver_for: Any, players: int
) -> None:
    """Traditional All Fours (every point counts): each recording in the log says which point it is
    for ("Anna records 1 for High"), and every point the hand gave is named once, for its side."""
    window = make_window()
    drive = driver_for(window)
    kinds = ["human"] + ["normal"] * (players - 1)
    drive.start("seven_up", kinds, seed=11, options=TRADITIONAL)
    _play_to_summary(window, drive, random.Random(3))
    state = _state(window)
    result = state.last_result
    assert result is not None
    names = window.controller.names() if window.controller is not None else []
    sides = {
        p: " & ".join(names[s] for s in range(players) if state.parties[s] == p)
        for p in range(state.nparties)
    }
    log = window.side.log_texts()
    recorded = [line for line in log if " for the hand" in line or RECORDS.match(line)]
    assert not [line for line in recorded if " for the hand" in line], recorded
    named = sorted((m.group(1), m.group(3)) for line in recorded if (m := RECORDS.match(line)) and m.group(3))
    expected = sorted(
        (sides[p], title)
        for title, p in zip(
            ("High", "Low", "Jack", "Game"), (result.high, result.low, result.jack, result.game), strict=True
        )
        if p >= 0
    )
    assert named == expected, log


def test_end_screen_says_counting_stopped_at_the_target(
    make_window: Any, driver_for: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every point counting, 6 : 6 before the hand: High brings Anna to 7 and ends the game. The end
    screen says so, and that Low, Jack and Game did not count (they are in no side's list)."""
    deal = SevenUpState.from_deal(
        [["AH", "2S", "3S", "4C", "5C", "6D"], ["2H", "JH", "4S", "6C", "7D", "8D"]],
        "7H",
        scores=[6, 6],
        options=TRADITIONAL,
    )
    _deal(monkeypatch, deal)
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=1, options=TRADITIONAL)
    assert _next(window, drive) == "turn"
    drive.press("accept")  # stand
    _play_to_summary(window, drive, random.Random(2))
    summary = window.summary.summary
    assert summary is not None
    assert summary.is_final
    details = window.summary.details.text()
    assert "High brought Anna to 7 and ended the game there, so Low, Jack, Game did not count." in details
    assert "in the order High, Low, Jack, Game: Anna 1 (High)." in details
    assert "Ben" not in details.split("Game: Anna 1 (High)")[0].split("\n")[-1]
    state = _state(window)
    assert state.scores == [7, 6]
    # The table agrees: the last hand gave Anna 1 and Ben nothing.
    table = window.summary.table
    last = table.columnCount() - 2
    assert [table.item(r, last).text().strip() for r in range(2)] == ["1", "0"]


# ---------------------------------------------------------------------- item 6: teams as teams


def test_match_history_reads_a_team_result_once_per_team(
    make_window: Any, driver_for: Any, qtbot: Any, home: Any
) -> None:
    """A finished four-player game in Game > Match history: the players as two teams and the result
    as one score per team ("Anna & Cleo won (3 : 1)"), never one number per seat."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal", "normal", "normal"], seed=4, options={"target": 2})
    drive.play_on(
        random.Random(5),
        lambda what: (
            what == "summary" and window.summary.summary is not None and window.summary.summary.is_final
        ),
    )
    state = _state(window)
    seen: dict[str, list[str]] = {}

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, MatchHistoryDialog)
        seen["row"] = [dialog.table.item(0, c).text() for c in range(4)]
        dialog.reject()

    QTimer.singleShot(0, read)
    window.act_history.trigger()
    qtbot.waitUntil(lambda: "row" in seen, timeout=5000)
    _when, _game, players, result = seen["row"]
    assert players == "Anna & Cleo (bot) vs Ben (bot) & Dario (bot)"
    winners = " & ".join(("Anna", "Ben", "Cleo", "Dario")[s] for s in state.outcome.winners)  # type: ignore[union-attr]
    assert result == f"{winners} won ({state.scores[0]} : {state.scores[1]})"
    # In German the team won in the plural, and the teams play against each other.
    window.set_language("de")
    seen.clear()
    QTimer.singleShot(0, read)
    window.act_history.trigger()
    qtbot.waitUntil(lambda: "row" in seen, timeout=5000)
    _when, _game, players, result = seen["row"]
    assert players == "Anna & Cleo (Bot) gegen Ben (Bot) & Dario (Bot)"
    assert result == f"{winners} gewannen ({state.scores[0]} : {state.scores[1]})"


def test_a_teams_tricks_say_whose_they_are(make_window: Any, driver_for: Any) -> None:
    """Four players: each team's won tricks lie by one partner's plate, and their caption names both
    partners, so Cleo's tricks beside Anna's plate read as the team's."""
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal", "normal", "normal"], seed=5)
    rng = random.Random(2)
    for _ in range(200):
        if _next(window, drive) == "turn" and _state(window).tricks >= 2:
            break
        drive.play(rng.choice(window.controller.legal_actions()))  # type: ignore[union-attr]
    state = _state(window)
    names = {0: "Anna & Cleo", 1: "Ben & Dario"}
    for party in range(2):
        count = len(state.won[party])
        caption = window.scene.captions[("won", party)].text()
        if count:
            assert caption == f"{names[party]}: {count} cards"
        else:
            assert caption == ""
    assert any(state.won)


# ---------------------------------------------------------------------- item 2: the trump on show


def test_after_running_twice_the_trump_card_takes_the_middle(
    make_window: Any, driver_for: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Four players; ♣2 is turned up and refused, the dealer runs: ♣3 (the same suit, set aside), then
    ♦4 makes diamonds trump. The ♦4 lies where the turn-up lay, full size and not greyed, under
    "Trump: ♦ diamonds"; the ♣2 and ♣3 lie beside it, smaller, greyed, captioned as not trump; no
    two of these cards (nor the stock) lie on each other."""
    hands = [
        "AS KS QS JS 10S 9S",
        "AH KH QH JH 10H 9H",
        "8S 7S 6S 5S 4S 3S",
        "8H 7H 6H 5H 4H 3H",
    ]
    first_run = ["2S", "2H", "9C", "10C", "JC", "QC", "KC", "AC", "5D", "6D", "7D", "8D"]
    second_run = ["9D", "10D", "JD", "QD", "KD", "AD", "4C", "5C", "6C", "7C", "8C", "2D"]
    deal = SevenUpState.from_deal(
        [h.split() for h in hands], "2C", [*first_run, "3C", *second_run, "4D"], dealer=3
    )
    _deal(monkeypatch, deal)
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human"] * 4, seed=1)
    assert _next(window, drive) == "turn"
    drive.press("refuse")
    assert _next(window, drive) == "turn"
    assert window.input.seat == 3
    drive.press("run")
    assert _next(window, drive) == "turn"
    state = _state(window)
    assert state.phase == "discard"
    assert state.runs == [_card("3C"), _card("4D")]
    scene = window.scene
    (proposed,) = scene.items_of("turnup")
    set_aside, trump = scene.items_of("runs")
    assert (proposed.card, set_aside.card, trump.card) == (_card("2C"), _card("3C"), _card("4D"))
    # The trump card lies where the turn-up lay before the run, at the turn-up's size.
    spot = scene.layout().places[("turnup",)]
    assert (trump.home.x, trump.home.y) == spot.center
    assert trump.home.scale == pytest.approx(spot.card_w / 100)
    assert not trump.dimmed
    for item in (proposed, set_aside):
        assert item.home.scale < trump.home.scale
        assert item.dimmed
    middle = [*scene.items_of("stock")[-1:], proposed, set_aside, trump]
    for i, a in enumerate(middle):
        for b in middle[i + 1 :]:
            assert not a.sceneBoundingRect().intersects(b.sceneBoundingRect()), (a.card, b.card)
    # The trump's name is written right above the trump card, and the others are said not to be trump.
    caption = scene.captions[("turnup",)]
    assert caption.text() == "Trump: ♦ diamonds"
    assert caption.sceneBoundingRect().bottom() < trump.sceneBoundingRect().top()
    assert caption.sceneBoundingRect().left() < trump.sceneBoundingRect().center().x()
    assert scene.captions[("runs",)].text() == "Not trump"


# ---------------------------------------------------------------------- item 17: German card names


def test_german_log_and_table_write_bube_and_dame(
    make_window: Any, driver_for: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In German the log and the "last trick" caption write B and D for Bube and Dame (as the German
    rules do), also for lines written before the switch; in English they say J and Q."""
    deal = SevenUpState.from_deal(
        [["QS", "JH", "2C", "3C", "4D", "5D"], ["KS", "AS", "6C", "7C", "8D", "9D"]], "2H"
    )
    _deal(monkeypatch, deal)
    window = make_window()
    drive = driver_for(window)
    drive.start("seven_up", ["human", "human"], seed=1)
    assert _next(window, drive) == "turn"
    drive.press("accept")
    assert _next(window, drive) == "turn"
    drive.play(Play(_card("QS")))  # Anna leads the queen of spades
    assert _next(window, drive) == "turn"
    drive.play(Play(_card("AS")))  # Ben takes it with the ace and leads
    assert _next(window, drive) == "turn"
    drive.play(Play(_card("KS")))
    assert _next(window, drive) == "turn"
    drive.play(Play(_card("JH")))  # Anna has no spades: she must trump with the jack of hearts
    assert _next(window, drive) == "turn"
    english = window.side.log_texts()
    assert "Anna plays Q♠." in english
    assert "Anna plays J♥." in english
    assert window.scene.captions[("trick",)].text().startswith("Last trick: Ben K♠ · Anna J♥")
    window.set_language("de")
    qtbot.waitUntil(lambda: "Anna spielt D♠." in window.side.log_texts(), timeout=5000)
    german = window.side.log_texts()
    assert not [line for line in german if re.search(r"spielt [JQ]", line)], german
    assert "Anna spielt B♥." in german
    assert window.scene.captions[("trick",)].text().startswith("Letzter Stich: Ben K♠ · Anna B♥")


# ---------------------------------------------------------------------- polish: words


@pytest.mark.parametrize(
    ("game", "kinds", "word"),
    [
        ("seven_up", ["human", "normal"], "No hand is over yet"),
        ("karriere_poker", ["human", "normal", "normal", "normal"], "No game is over yet"),
        ("ftw", ["human", "normal"], "No round is over yet"),
    ],
)
def test_the_empty_history_tab_says_the_games_word(
    make_window: Any, driver_for: Any, game: str, kinds: list[str], word: str
) -> None:
    """Before the first hand (game, round) is over, the History tab says so in the game's own word."""
    window = make_window()
    drive = driver_for(window)
    drive.start(game, kinds, seed=1)
    drive.wait_for_person()
    assert window.side.history.empty.text().startswith(word)


def test_the_german_end_screen_offers_to_watch_the_match(make_window: Any, driver_for: Any) -> None:
    """At the end of a game in German the buttons read "Noch einmal" (play again) and "Partie ansehen"
    (watch the match move by move), not "Partie wiederholen", which reads as playing it again."""
    window = make_window()
    window.set_language("de")
    drive = driver_for(window)
    drive.start("seven_up", ["human", "normal"], seed=2, options={"target": 1})
    drive.play_on(
        random.Random(2),
        lambda what: (
            what == "summary" and window.summary.summary is not None and window.summary.summary.is_final
        ),
    )
    buttons = [b.text() for b in window.summary.shown_buttons()]
    assert "Noch einmal" in buttons
    assert "Partie ansehen" in buttons


# ---------------------------------------------------------------------- polish: small screens


def test_a_twelve_card_hand_keeps_clear_of_the_name_plate(
    make_window: Any, driver_for: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After two runs the hand holds 12 cards; fanned along the bottom, none touches the player's
    name plate (at least 10 units apart), and the table's smallest size is what a 1024x640 screen shows."""
    hands = ["AS KS QS JS 10S 9S", "AH KH QH JH 10H 9H", "8S 7S 6S 5S 4S 3S", "8H 7H 6H 5H 4H 3H"]
    first_run = ["2S", "2H", "9C", "10C", "JC", "QC", "KC", "AC", "5D", "6D", "7D", "8D"]
    second_run = ["9D", "10D", "JD", "QD", "KD", "AD", "4C", "5C", "6C", "7C", "8C", "2D"]
    deal = SevenUpState.from_deal(
        [h.split() for h in hands], "2C", [*first_run, "3C", *second_run, "4D"], dealer=3
    )
    _deal(monkeypatch, deal)
    window = make_window()
    window.resize(1024, 640)
    drive = driver_for(window)
    drive.start("seven_up", ["human"] * 4, seed=1)
    assert _next(window, drive) == "turn"
    drive.press("refuse")
    assert _next(window, drive) == "turn"
    drive.press("run")
    assert _next(window, drive) == "turn"
    hand = window.scene.items_of("hand", 0)
    assert len(hand) == 12
    plate = window.scene.plates[0].sceneBoundingRect()
    gap = min(item.sceneBoundingRect().left() for item in hand) - plate.right()
    assert gap >= 10
