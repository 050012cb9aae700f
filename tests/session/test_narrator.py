"""The log's words, without a window: a match played by bots and one person is told move by move;
the person's own exchange is named only when they play alone (hot-seat: never a hidden card), the
seats are named by their players, and the match's end says who won."""

from __future__ import annotations

import random

from cardgames.engine import CardsMoved, Message
from cardgames.games import GAMES
from cardgames.session.narrator import Narrator
from cardgames.session.seats import Seat


def _told(kinds: list[str], seed: int = 3) -> tuple[list[str], Narrator, list[tuple[int, ...]]]:
    """Karriere Poker with four seats played to its end at random: every line said, formatted."""
    game = GAMES["karriere_poker"]
    names = ["Anna", "Ben", "Cleo", "Dario"]
    seats = [Seat(n, "human" if k == "human" else "bot") for n, k in zip(names, kinds, strict=True)]
    narrator = Narrator(game, seats, lambda cards: " ".join(f"#{c}" for c in cards))
    state = game.new_state(4, seed, game.make_options({"games": 2}))
    rng = random.Random(seed)
    lines: list[str] = []
    rounds: list[tuple[int, ...]] = []
    exchanged = False
    while state.outcome is None and len(state.history) < 3000:
        events = state.apply(rng.choice(state.legal_actions()))
        exchanged |= any(
            isinstance(e, CardsMoved) and e.src[0] == "hand" and e.dst[0] == "hand" for e in events
        )
        entries, ended = narrator.lines(events, len(state.history), state)
        rounds += ended
        lines += [entry.message.format() for entry in entries]
    assert state.outcome is not None
    assert exchanged, "no exchange between hands was played: the test shows nothing"
    return lines, narrator, rounds


def test_one_person_against_bots_reads_their_own_exchange() -> None:
    lines, _, rounds = _told(["human", "bot", "bot", "bot"])
    assert any(line.startswith(("You gave #", "You got #")) for line in lines), lines
    assert any("Game 1 is over." in line for line in lines)
    assert len(rounds) >= 1
    assert "Boss" in lines[-1] or "wins" in lines[-1], lines[-1]


def test_in_hot_seat_no_line_names_a_hidden_card() -> None:
    lines, _, _ = _told(["human", "human", "bot", "bot"])
    assert not any(line.startswith(("You gave", "You got")) for line in lines)


def test_seats_are_named_by_their_players() -> None:
    narrator = Narrator(GAMES["seven_up"], [Seat("Anna"), Seat("Ben", "bot")], str)
    message = Message.make("test.named", "{winner_seat} and {team_seats}", winner_seat=1, team_seats=(0, 1))
    assert narrator.named(message).format() == "Ben and Anna & Ben"
    start = narrator.round_start(2, 0, dealer=1)
    assert start.message.format() == "Hand 2: Ben deals, Anna is the elder hand."
