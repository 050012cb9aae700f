"""One seat model: a :class:`Seat` says what it is (a bot, a person, here or elsewhere), and the
store's two seat models meet it in one place. Their formats on disk do not change: settings and
saved matches written before the seat model load, and are written back as they were."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardgames.games import GAMES
from cardgames.session.seats import Seat, seat_from_saved, seat_from_setup, seat_to_saved, seat_to_setup
from cardgames.session.setup import MatchSetup
from cardgames.store import FORMAT_VERSION, Paths, SavedSeat, SeatSetup, load_match, load_settings


@pytest.mark.parametrize(
    ("seat", "bot", "person", "local"),
    [
        (Seat("Anna"), False, True, True),
        (Seat("Ben", "bot", "hard"), True, False, True),
        (Seat("Cleo", "remote"), False, True, False),
    ],
)
def test_a_seat_says_what_it_is(seat: Seat, bot: bool, person: bool, local: bool) -> None:
    assert (seat.is_bot, seat.is_person, seat.is_local) == (bot, person, local)


def test_seats_go_to_the_store_and_back() -> None:
    """A person's level is not saved with a match; a bot's is, in the settings and in a match."""
    anna, ben = Seat("Anna"), Seat("Ben", "bot", "easy")
    assert seat_to_saved(anna) == SavedSeat(name="Anna", kind="human", level=None)
    assert seat_to_saved(ben) == SavedSeat(name="Ben", kind="bot", level="easy")
    assert [seat_from_saved(seat_to_saved(s)) for s in (anna, ben)] == [anna, ben]
    assert seat_to_setup(ben) == SeatSetup(name="Ben", kind="bot", level="easy")
    assert [seat_from_setup(seat_to_setup(s)) for s in (anna, ben)] == [anna, ben]
    # A saved bot without a level (none was written) plays at the default one.
    assert seat_from_saved(SavedSeat(name="Ben", kind="bot")) == Seat("Ben", "bot", "normal")


def test_a_seat_elsewhere_is_not_written_as_one() -> None:
    """The store knows no seat elsewhere: a remembered table seats that person here next time, and
    a saved match refuses them (their hidden hand would be playable from the file)."""
    cleo = Seat("Cleo", "remote")
    assert seat_to_setup(cleo) == SeatSetup(name="Cleo", kind="human", level="normal")
    with pytest.raises(ValueError, match="elsewhere"):
        seat_to_saved(cleo)
    with pytest.raises(ValueError, match="no bot level"):
        seat_to_saved(Seat("Ben", "bot", "grandmaster"))


#: The seats of the last new-game table, as a version before the seat model wrote them.
OLD_SETUP_SEATS = [
    {"kind": "human", "level": "normal", "name": "Anna"},
    {"kind": "bot", "level": "easy", "name": "Ben"},
]


def test_old_settings_load_and_are_written_back_as_they_were(tmp_path: Path) -> None:
    paths = Paths(config=tmp_path / "config", data=tmp_path / "data")
    paths.config.mkdir()
    old = {"language": "en", "last_setup": {"game_id": "seven_up", "options": {}, "seats": OLD_SETUP_SEATS}}
    paths.settings_file.write_text(json.dumps(old), encoding="utf-8")
    loaded = load_settings(paths)
    assert loaded.notice is None
    setup = MatchSetup.from_settings(loaded.settings.last_setup)
    assert setup is not None
    assert setup.seats == [Seat("Anna"), Seat("Ben", "bot", "easy")]
    assert setup.to_settings().model_dump(mode="json")["seats"] == OLD_SETUP_SEATS


def test_an_old_saved_match_loads_and_is_written_back_as_it_was(tmp_path: Path) -> None:
    seats = [
        {"kind": "human", "level": None, "name": "Anna"},
        {"kind": "bot", "level": "hard", "name": "Ben"},
    ]
    data = {
        "format_version": FORMAT_VERSION,
        "match_id": "0123456789abcdef0123456789abcdef",
        "app_version": "0.1",
        "game_id": "seven_up",
        "options": {},
        "seats": seats,
        "seed": 6,
        "actions": [],
        "created": "2026-11-20T10:00:00+00:00",
        "updated": "2026-11-20T10:00:00+00:00",
    }
    path = tmp_path / "old.cardtable"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_match(path, own=False)
    assert loaded.match is not None, loaded.notice
    table = [seat_from_saved(s) for s in loaded.match.seats]
    assert table == [Seat("Anna"), Seat("Ben", "bot", "hard")]
    setup = MatchSetup(GAMES[loaded.match.game_id], table, loaded.match.options, seed=loaded.match.seed)
    assert [seat_to_saved(s).model_dump(mode="json") for s in setup.seats] == seats
