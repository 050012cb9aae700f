"""What starts a match, without a window: a remembered setup comes back as it was chosen, and one
that no longer makes sense (an unknown game, a seat count the game does not take) is refused
rather than dealt, and a bot level the game does not have is an error."""

from __future__ import annotations

import pytest

from cardgames.games import GAMES
from cardgames.session.seats import Seat
from cardgames.session.setup import MatchSetup
from cardgames.store import GameSetup, SeatSetup


def test_a_setup_survives_the_settings_round_trip() -> None:
    seats = [Seat("Anna", "human"), Seat("Ben", "bot", "hard"), Seat("Cleo", "bot", "easy")]
    setup = MatchSetup(GAMES["ftw"], seats, {"rounds": 2}, seed=7)
    again = MatchSetup.from_settings(GameSetup.model_validate(setup.to_settings().model_dump(mode="json")))
    assert again is not None
    assert again.game is setup.game
    assert again.seats == seats
    assert again.options == setup.options
    assert again.again().seats == seats


@pytest.mark.parametrize(
    "remembered",
    [
        GameSetup(game_id="no_such_game", seats=[SeatSetup(name="A"), SeatSetup(name="B")]),
        GameSetup(game_id="karriere_poker", seats=[SeatSetup(name="A"), SeatSetup(name="B")]),
    ],
    ids=["unknown game", "too few seats"],
)
def test_a_setup_that_no_longer_makes_sense_is_refused(remembered: GameSetup) -> None:
    assert MatchSetup.from_settings(remembered) is None


def test_a_bot_level_the_game_lacks_is_an_error() -> None:
    with pytest.raises(ValueError, match="no bot level"):
        MatchSetup(GAMES["seven_up"], [Seat("A"), Seat("B", "bot", "grandmaster")])
