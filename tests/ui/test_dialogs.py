"""The dialogs: new game (seats, options, the remembered setup), preferences, the rules viewer, speed menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox

from cardgames.games import GAMES
from cardgames.games.ftw import FtwOptions
from cardgames.session.seats import Seat
from cardgames.store import GameSetup, Paths, SeatSetup, Settings, load_settings
from cardgames.ui.dialogs.newgame import MAX_SEATS, NewGameDialog
from cardgames.ui.dialogs.rules import PARTS, RulesDialog
from cardgames.ui.dialogs.settings import SettingsDialog
from cardgames.ui.i18n import Translations
from cardgames.ui.mainwindow import MainWindow
from cardgames.ui.resources import rules_file
from cardgames.ui.scene.speed import SPEEDS
from cardgames.ui.setup import MatchSetup

FTW = GAMES["ftw"]
TABLE = [Seat("Zoe", "human"), Seat("Bob", "bot", "easy"), Seat("Max", "bot", "random")]


def open_dialog(qtbot: Any, setup: MatchSetup, parent: MainWindow) -> NewGameDialog:
    """A shown new-game dialog over ``parent``, as the window opens it."""
    dialog = NewGameDialog(setup, parent)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def four_seats() -> MatchSetup:
    """A person and three bots at FTW?! with the rules' number of rounds."""
    return MatchSetup(
        FTW,
        [Seat("Anna"), Seat("Ben", "bot", "easy"), Seat("Cleo", "bot"), Seat("Dario", "bot")],
        seed=3,
    )


def rounds_spin(dialog: NewGameDialog) -> QSpinBox:
    """The options form's editor for the number of rounds."""
    assert dialog.options_form is not None
    spin = dialog.options_form.findChild(QSpinBox, "option_rounds")
    assert spin is not None, "no Rounds option in the form"
    return spin


def shown_rows(dialog: NewGameDialog) -> list[int]:
    """The seat rows a player sees."""
    return [i for i in range(MAX_SEATS) if dialog.names[i].isVisible()]


def first_heading(game_id: str, language: str, part: str) -> str:
    """The first Markdown heading of a rules file, without its hashes."""
    text = rules_file(game_id, language, part).read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.startswith("#"))
    return line.lstrip("#").strip()


# ---------------------------------------------------------------------- new game: the form


def test_new_game_lists_ftw_with_its_player_range(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """FTW?! is offered with its range of 2 to 6 players, and it is the game selected."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    texts = [dialog.game_list.item(i).text() for i in range(dialog.game_list.count())]
    assert any("FTW?!" in t and "2–6" in t for t in texts), texts
    assert dialog.game().id == "ftw"
    assert dialog.summary.text()


def test_the_seat_count_is_limited_to_the_games_range(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """FTW?! takes 2 to 6 players: the spin box goes no lower and no higher."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    assert (dialog.count.minimum(), dialog.count.maximum()) == (2, 6)
    dialog.count.setValue(1)
    assert dialog.count.value() == 2
    dialog.count.setValue(MAX_SEATS)
    assert dialog.count.value() == 6


def test_the_dialog_opens_with_the_seat_count_it_is_given(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Given a four-seat setup, the dialog shows 4 players and four seat rows (not the game's minimum)."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    assert [dialog.names[i].text() for i in range(4)] == ["Anna", "Ben", "Cleo", "Dario"]
    assert dialog.count.value() == 4
    assert shown_rows(dialog) == [0, 1, 2, 3]


def test_rounds_default_reads_as_in_the_rules(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """The Rounds option shows "as in the rules" for the default and gives back None unchanged."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    spin = rounds_spin(dialog)
    assert dialog.options_form is not None
    label = dialog.options_form.form.labelForField(spin)
    assert isinstance(label, QLabel)
    assert label.text() == "Rounds"
    assert spin.specialValueText() == "as in the rules"
    assert spin.value() == spin.minimum()
    assert spin.text() == "as in the rules"
    assert dialog.options_form.values() == {"rounds": None}
    assert dialog.result_setup().options == FtwOptions()


def test_rounds_can_be_set(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """Setting Rounds to 3 gives {"rounds": 3}, and the match starts with 3 rounds."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    spin = rounds_spin(dialog)
    assert spin.maximum() == 12
    spin.setValue(3)
    assert dialog.options_form is not None
    assert dialog.options_form.values() == {"rounds": 3}
    assert dialog.result_setup().options == FtwOptions(rounds=3)
    spin.setValue(spin.minimum())
    assert dialog.options_form.values() == {"rounds": None}


def test_rows_beyond_the_count_are_hidden(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """Only as many seat rows as players are shown; more players show more rows."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    dialog.count.setValue(3)
    assert shown_rows(dialog) == [0, 1, 2]
    assert all(not dialog.kinds[i].isVisible() and not dialog.levels[i].isVisible() for i in range(3, 8))
    dialog.count.setValue(5)
    assert shown_rows(dialog) == [0, 1, 2, 3, 4]


def test_an_empty_name_disables_start_with_a_reason(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """A seat without a name (spaces count as none) cannot start; the dialog says why."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    dialog.count.setValue(3)
    assert dialog.start_button.isEnabled()
    assert dialog.error.text() == ""
    dialog.names[1].setText("   ")
    assert not dialog.start_button.isEnabled()
    assert dialog.error.text() == "Every seat needs a name."
    dialog.names[1].setText("Bea")
    assert dialog.start_button.isEnabled()
    assert dialog.error.text() == ""


def test_a_duplicate_name_disables_start_with_a_reason(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Two seats called the same (whatever the case) cannot start; the dialog says why."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    dialog.count.setValue(3)
    dialog.names[2].setText("anna ")
    assert not dialog.start_button.isEnabled()
    assert dialog.error.text() == "Two seats have the same name."
    dialog.names[2].setText("Hanna")
    assert dialog.start_button.isEnabled()


def test_hidden_rows_do_not_block_start(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """A name left empty in a row beyond the player count does not matter."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    dialog.count.setValue(3)
    dialog.names[4].setText("")
    dialog.names[5].setText("Anna")
    assert dialog.start_button.isEnabled()
    dialog.count.setValue(5)
    assert not dialog.start_button.isEnabled(), "the empty row is shown now"


def test_result_setup_returns_the_seats_as_edited(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """Kinds, names and bot levels come back as edited, one seat per player, for FTW?!."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    dialog.count.setValue(3)
    dialog.kinds[0].setCurrentIndex(dialog.kinds[0].findData("bot"))
    dialog.levels[0].setCurrentIndex(dialog.levels[0].findData("random"))
    dialog.names[0].setText("  Robo  ")
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("human"))
    dialog.names[1].setText("Bea")
    dialog.levels[2].setCurrentIndex(dialog.levels[2].findData("easy"))
    setup = dialog.result_setup()
    assert setup.game.id == "ftw"
    assert [(s.name, s.kind) for s in setup.seats] == [("Robo", "bot"), ("Bea", "human"), ("Cleo", "bot")]
    assert [s.level for s in setup.seats if s.is_bot] == ["random", "easy"]


def test_bot_levels_are_the_games_levels(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """A bot can play random, easy, normal or hard at every game; the setup's levels are selected."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    combo = dialog.levels[1]
    assert [combo.itemData(i) for i in range(combo.count())] == ["random", "easy", "normal", "hard"]
    assert combo.currentData() == "easy"
    assert dialog.levels[2].currentData() == "normal"
    for row, game in enumerate(dialog.games):
        dialog.game_list.setCurrentRow(row)
        names = [combo.itemText(i) for i in range(combo.count())]
        assert [combo.itemData(i) for i in range(combo.count())] == ["random", "easy", "normal", "hard"], (
            game.id
        )
        assert names[-1] == "Hard"


def test_each_level_says_what_it_does(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """Every level has its own tooltip; the box shows the one of the level chosen, and follows a change."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    combo = dialog.levels[1]
    tips = [combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(combo.count())]
    assert all(tips)
    assert len(set(tips)) == len(tips)
    assert "never peeks" in tips[-1]
    assert combo.toolTip() == tips[combo.findData("easy")]
    combo.setCurrentIndex(combo.findData("hard"))
    assert combo.toolTip() == tips[-1]


def test_the_level_is_disabled_for_a_person(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """A person has no bot level: the combo is disabled, and enabled again for a bot."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    assert not dialog.levels[0].isEnabled()
    assert dialog.levels[1].isEnabled()
    dialog.kinds[0].setCurrentIndex(dialog.kinds[0].findData("bot"))
    assert dialog.levels[0].isEnabled()
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("human"))
    assert not dialog.levels[1].isEnabled()


def test_the_rules_button_asks_for_the_games_rules(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """ "Rules of this game…" asks for FTW?!'s rules."""
    dialog = open_dialog(qtbot, four_seats(), make_window())
    with qtbot.waitSignal(dialog.rulesRequested, timeout=2000) as blocker:
        QTest.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["ftw"]


# ---------------------------------------------------------------------- new game: the last setup


def _start_table(window: MainWindow) -> None:
    window.start_match(MatchSetup(FTW, TABLE, {"rounds": 3}, seed=5))


def test_starting_a_match_saves_its_setup(make_window: Callable[..., MainWindow], home: Paths) -> None:
    """The settings file under the home folder holds the seats and options of the last match."""
    _start_table(make_window())
    saved = load_settings(home).settings.last_setup
    assert saved.game_id == "ftw"
    assert [(s.name, s.kind, s.level) for s in saved.seats] == [
        ("Zoe", "human", "normal"),
        ("Bob", "bot", "easy"),
        ("Max", "bot", "random"),
    ]
    assert saved.options == {"rounds": 3}


def _assert_shows_table(dialog: NewGameDialog) -> None:
    """The dialog shows TABLE and 3 rounds."""
    assert dialog.options_form is not None
    assert dialog.options_form.values() == {"rounds": 3}
    assert [dialog.names[i].text() for i in range(3)] == ["Zoe", "Bob", "Max"]
    assert [dialog.kinds[i].currentData() for i in range(3)] == ["human", "bot", "bot"]
    assert [dialog.levels[i].currentData() for i in (1, 2)] == ["easy", "random"]
    assert dialog.count.value() == 3, "the remembered table had 3 players"
    assert [(s.name, s.kind) for s in dialog.result_setup().seats] == [(s.name, s.kind) for s in TABLE]


def test_the_next_dialog_shows_the_last_setup(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """After a match, New game opens with its seats and options, ready to start again."""
    window = make_window()
    _start_table(window)
    current = window.setup_ or MatchSetup.from_settings(window.settings.last_setup)
    assert current is not None
    _assert_shows_table(open_dialog(qtbot, current, window))


def test_the_last_setup_survives_a_restart(
    qtbot: Any, make_window: Callable[..., MainWindow], home: Paths
) -> None:
    """A new window over the saved settings opens New game with the last table."""
    _start_table(make_window())
    again = make_window(settings=load_settings(home).settings)
    assert again.setup_ is None
    current = MatchSetup.from_settings(again.settings.last_setup)
    assert current is not None
    _assert_shows_table(open_dialog(qtbot, current, again))


def test_from_settings_refuses_an_unknown_game() -> None:
    """A setup for a game this version does not know is not used."""
    setup = GameSetup(game_id="poker", seats=[SeatSetup(name="A"), SeatSetup(name="B")])
    assert MatchSetup.from_settings(setup) is None


@pytest.mark.parametrize("count", [0, 1, 7])
def test_from_settings_refuses_an_impossible_seat_count(count: int) -> None:
    """FTW?! with fewer than 2 or more than 6 seats is not used."""
    setup = GameSetup(game_id="ftw", seats=[SeatSetup(name=f"P{i}") for i in range(count)])
    assert MatchSetup.from_settings(setup) is None


@pytest.mark.parametrize("options", [{"rounds": 99}, {"rounds": "three"}, {"colour": "red"}])
def test_from_settings_falls_back_to_default_options(options: dict[str, Any]) -> None:
    """Stored options the game rejects give the default options; the seats are kept."""
    seats = [SeatSetup(name="Anna"), SeatSetup(name="Ben", kind="bot", level="easy")]
    setup = MatchSetup.from_settings(GameSetup(game_id="ftw", seats=seats, options=options))
    assert setup is not None
    assert setup.options == FTW.default_options
    assert setup.seats == [Seat("Anna", "human", "normal"), Seat("Ben", "bot", "easy")]


def test_from_settings_keeps_valid_options() -> None:
    """Valid stored options come back as the game's options model."""
    seats = [SeatSetup(name="Anna"), SeatSetup(name="Ben")]
    setup = MatchSetup.from_settings(GameSetup(game_id="ftw", seats=seats, options={"rounds": 4}))
    assert setup is not None
    assert setup.options == FtwOptions(rounds=4)


# ---------------------------------------------------------------------- preferences


def test_settings_dialog_shows_the_current_values(qtbot: Any, translations: Translations) -> None:
    """Speed and bot delay start at the settings' values."""
    dialog = SettingsDialog(Settings(animation_speed="slow", bot_delay_ms=1200))
    qtbot.addWidget(dialog)
    assert dialog.speed.currentData() == "slow"
    assert dialog.speed.currentText() == "Slow"
    assert dialog.delay.value() == 1200
    assert dialog.values() == ("slow", 1200)


def test_settings_dialog_returns_what_was_edited(qtbot: Any, translations: Translations) -> None:
    """values() gives the edited speed and delay; the delay stays within 0..5000 ms."""
    dialog = SettingsDialog(Settings(animation_speed="normal", bot_delay_ms=700))
    qtbot.addWidget(dialog)
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    dialog.delay.setValue(300)
    assert dialog.values() == ("fast", 300)
    dialog.delay.setValue(99999)
    assert dialog.values() == ("fast", 5000)


def test_preferences_from_the_window_apply_and_are_saved(
    qtbot: Any, make_window: Callable[..., MainWindow], home: Paths
) -> None:
    """Accepting Preferences changes the table's speed and the bot delay, and saves both."""
    window = make_window(speed="off", delay=0)
    seen: list[SettingsDialog] = []

    def edit_and_accept() -> None:
        dialog = next((d for d in window.findChildren(SettingsDialog) if d.isVisible()), None)
        if dialog is None:
            QTimer.singleShot(10, edit_and_accept)
            return
        seen.append(dialog)
        dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
        dialog.delay.setValue(400)
        dialog.accept()

    QTimer.singleShot(0, edit_and_accept)
    window.settings_dialog()
    assert seen, "the dialog was never shown"
    assert window.scene.timing == SPEEDS["slow"]
    assert window.speed_actions["slow"].isChecked()
    assert (window.settings.animation_speed, window.settings.bot_delay_ms) == ("slow", 400)
    saved = load_settings(home).settings
    assert (saved.animation_speed, saved.bot_delay_ms) == ("slow", 400)


# ---------------------------------------------------------------------- the rules viewer


def test_rules_have_three_tabs_with_the_english_texts(qtbot: Any, translations: Translations) -> None:
    """Overview, Rules and Quick reference, each filled from its English Markdown file."""
    dialog = RulesDialog("ftw", "en")
    qtbot.addWidget(dialog)
    assert dialog.tabs.count() == 3
    assert [dialog.tabs.tabText(i) for i in range(3)] == ["Overview", "Rules", "Quick reference"]
    assert dialog.windowTitle() == "Rules: FTW?!"
    for part in PARTS:
        text = dialog.pages[part].toPlainText()
        assert len(text) > 500, part
        assert first_heading("ftw", "en", part) in text, part
        assert "is missing" not in text


def test_the_deutsch_button_switches_every_tab(qtbot: Any, translations: Translations) -> None:
    """Deutsch shows the German rules in all tabs and says so; the interface stays English."""
    dialog = RulesDialog("ftw", "en")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    button = dialog.findChild(type(dialog.language_buttons["de"]), "rules_de")
    assert button is not None
    assert button.text() == "Deutsch"
    with qtbot.waitSignal(dialog.languageChanged, timeout=2000) as blocker:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["de"]
    assert dialog.language == "de"
    assert button.isChecked()
    assert not dialog.language_buttons["en"].isChecked()
    for part in PARTS:
        text = dialog.pages[part].toPlainText()
        assert first_heading("ftw", "de", part) in text, part
        assert first_heading("ftw", "en", part) not in text, part
    assert translations.language == "en"
    # The tabs speak the rules' language, like the pages under them; the interface stays English.
    assert [dialog.tabs.tabText(i) for i in range(3)] == ["Überblick", "Regeln", "Kurzübersicht"]


def test_rules_open_in_german_and_unknown_languages_fall_back(qtbot: Any, translations: Translations) -> None:
    """Asked for "de" the viewer starts German; a language we do not have gives English."""
    german = RulesDialog("ftw", "de")
    other = RulesDialog("ftw", "fr")
    qtbot.addWidget(german)
    qtbot.addWidget(other)
    assert first_heading("ftw", "de", "overview") in german.pages["overview"].toPlainText()
    assert german.language_buttons["de"].isChecked()
    assert other.language == "en"
    assert first_heading("ftw", "en", "overview") in other.pages["overview"].toPlainText()


def _new_rules_dialog(window: MainWindow, before: list[RulesDialog]) -> RulesDialog:
    opened = [d for d in window.findChildren(RulesDialog) if d not in before and d.isVisible()]
    assert len(opened) == 1, "show_rules_for opens one visible rules viewer"
    return opened[0]


def test_the_window_opens_the_rules_and_remembers_their_language(
    qtbot: Any, make_window: Callable[..., MainWindow], home: Paths
) -> None:
    """The rules open in the interface language; switching them to German is remembered and saved."""
    window = make_window()
    window.show_rules_for("ftw")
    dialog = _new_rules_dialog(window, [])
    qtbot.waitExposed(dialog)
    assert dialog.language == "en"
    assert first_heading("ftw", "en", "rules") in dialog.pages["rules"].toPlainText()
    QTest.mouseClick(dialog.language_buttons["de"], Qt.MouseButton.LeftButton)
    assert window.settings.rules_language == "de"
    assert load_settings(home).settings.rules_language == "de"
    assert window.translations is not None
    assert window.translations.language == "en"
    assert window.settings.language != "de"
    assert window.menuBar().actions()[0].text() == "&Game", "the interface is still English"
    dialog.close()
    window.show_rules_for("ftw")
    again = _new_rules_dialog(window, [])
    assert again.language == "de"
    assert first_heading("ftw", "de", "rules") in again.pages["rules"].toPlainText()
    # Asking again while it is open brings the same viewer forward: never two of them.
    window.show_rules_for("ftw")
    assert [d for d in window.findChildren(RulesDialog) if d.isVisible()] == [again]


# ---------------------------------------------------------------------- the Settings menu


@pytest.mark.parametrize("speed", ["fast", "normal", "slow"])
def test_speed_menu_changes_the_table_and_is_saved(
    speed: str, make_window: Callable[..., MainWindow], home: Paths
) -> None:
    """Choosing a speed in the menu retimes the table at once, checks that entry, and saves it."""
    window = make_window(speed="off")
    assert window.scene.timing == SPEEDS["off"]
    window.speed_actions[speed].trigger()
    assert window.scene.timing == SPEEDS[speed]
    assert window.settings.animation_speed == speed
    assert [s for s, act in window.speed_actions.items() if act.isChecked()] == [speed]
    assert load_settings(home).settings.animation_speed == speed
    window.speed_actions["off"].trigger()
    assert not window.scene.timing.animated
    assert load_settings(home).settings.animation_speed == "off"


def test_karriere_poker_options_follow_the_match_end(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """The match-end choice has words, not ids; only the fields it uses are enabled; the match gets them."""
    game = GAMES["karriere_poker"]
    setup = MatchSetup(game, [Seat("Anna")] + [Seat(n, "bot") for n in ("Ben", "Cleo", "Dario")])
    dialog = open_dialog(qtbot, setup, make_window())
    form = dialog.options_form
    assert form is not None
    end = form.editors["match_end"]
    assert isinstance(end, QComboBox)
    assert [end.itemText(i) for i in range(end.count())] == [
        "After a number of games",
        "Boss several times in a row",
        "Dishwasher several times in a row",
        "After a time limit",
    ]
    enabled = {name: editor.isEnabled() for name, editor in form.editors.items()}
    assert enabled["games"]
    assert not enabled["streak"]
    assert not enabled["time_limit_minutes"]
    end.setCurrentIndex(3)
    assert form.editors["time_limit_minutes"].isEnabled()
    assert form.editors["max_games"].isEnabled()
    assert not form.editors["games"].isEnabled()
    label = form.form.labelForField(form.editors["games"])
    assert label is not None
    assert not label.isEnabled()
    options = dialog.result_setup().options
    assert options.match_end == "time_limit"  # type: ignore[attr-defined]


def test_seven_up_presets_fill_the_form(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """ "As in the rules sheet" is the default; "Traditional All Fours" sets every traditional flag;
    a changed field makes the preset read Custom."""
    game = GAMES["seven_up"]
    setup = MatchSetup(game, [Seat("Anna"), Seat("Ben", "bot")])
    dialog = open_dialog(qtbot, setup, make_window())
    form = dialog.options_form
    assert form is not None
    preset = form.preset
    assert preset is not None
    assert preset.currentText() == "As in the rules sheet"
    assert [preset.itemText(i) for i in range(preset.count())] == [
        "As in the rules sheet",
        "Traditional All Fours",
        "Custom",
    ]
    preset.setCurrentIndex(1)
    preset.activated.emit(1)
    values = form.values()
    assert values["trump_making"] == "traditional"
    assert values["follow"] == "follow_or_trump"
    assert values["hand_scoring"] == "independent"
    assert values["turned_jack_point"] is True
    assert dialog.result_setup().options.trump_making == "traditional"  # type: ignore[attr-defined]
    target = form.editors["target"]
    assert isinstance(target, QSpinBox)
    target.setValue(8)
    assert preset.currentText() == "Custom"
    target.setValue(7)
    assert preset.currentText() == "Traditional All Fours"


def test_the_mouse_wheel_scrolls_past_choices_it_was_not_given(make_window: Any, qtbot: Any) -> None:
    """Scrolling the new-game dialog with the wheel over a choice box does not change the choice
    (play-testers started matches with rules they never picked); once chosen (focused), it does."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication, QComboBox

    window = make_window()
    dialog = open_dialog(qtbot, four_seats(), window)
    dialog.resize(dialog.width(), 260)  # small: the body scrolls
    level = dialog.findChild(QComboBox, "seatLevel1")
    assert level is not None
    before = level.currentIndex()

    def wheel(widget: QComboBox) -> None:
        centre = QPointF(widget.width() / 2, widget.height() / 2)
        event = QWheelEvent(
            centre,
            QPointF(widget.mapToGlobal(centre.toPoint())),
            QPoint(0, 0),
            QPoint(0, -120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(widget, event)

    wheel(level)
    assert level.currentIndex() == before
    assert not level.hasFocus()
    level.setFocus()
    qtbot.waitUntil(level.hasFocus)
    wheel(level)
    assert level.currentIndex() != before


def test_preferences_tab_follows_the_rows(make_window: Callable[..., MainWindow], qtbot: Any) -> None:
    """Tab goes down the form's rows in the order they are shown."""
    from PySide6.QtWidgets import QFormLayout

    from cardgames.ui.dialogs.settings import SettingsDialog

    window = make_window()
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    form = dialog.layout()
    assert isinstance(form, QFormLayout)
    shown = [form.itemAt(row, QFormLayout.ItemRole.FieldRole).widget() for row in range(form.rowCount() - 1)]
    chain = [shown[0]]
    while len(chain) < len(shown):
        chain.append(chain[-1].nextInFocusChain())
        while chain[-1] not in shown:  # a spin box's inner line edit, say
            chain[-1] = chain[-1].nextInFocusChain()
    assert chain == shown
