"""The seam the next issue plays across: a person elsewhere, stood in by a thread that gets only
its seat's view and legal moves through a queue and answers through another, and a screen
elsewhere that hears only what that seat may see. Every game is played to its end through the
:class:`~cardgames.session.match.Match` that way, with bots in the other seats (and, in one
match, a person at this screen too)."""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.engine import Event, TableView
from cardgames.games import GAMES
from cardgames.session.match import Listener, Match
from cardgames.session.records import RoundSummary

from .driver import RemotePerson, faces_hidden_from, hands_hidden, random_person, table


class SeatScreen(Listener):
    """A screen elsewhere, watching one seat (None: the public table): keeps everything it heard,
    checked as it comes."""

    def __init__(self, match: Match, seat: int | None) -> None:
        self.match = match
        self.seat = seat
        self.batches = 0
        self.summaries: list[RoundSummary] = []
        self.leaks: list[str] = []

    def on_batch(self, events: list[Event], view: TableView[Any] | None) -> None:
        self.batches += 1
        if not faces_hidden_from(self.seat, events):
            self.leaks.append(f"an event showed a face to seat {self.seat}: {events}")
        if view is None or view.seat != self.seat:
            self.leaks.append(f"a view not of seat {self.seat}: {view}")
        elif view != self.match.state.view(self.seat):
            self.leaks.append("a view that is not the seat's view of the true state")
        elif not self.match.is_over and not hands_hidden(view, self.seat):
            self.leaks.append(f"another hand's face shown to seat {self.seat}")

    def on_turn(self, seat: int) -> None:
        self.leaks.append("a screen elsewhere was told of this screen's turn")

    def on_summary(self, summary: RoundSummary) -> None:
        self.summaries.append(summary)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_person_elsewhere_plays_a_whole_match(game_id: str) -> None:
    game = GAMES[game_id]
    kinds = ["remote"] + ["bot"] * (game.min_players - 1)
    remote = RemotePerson(seed=5)
    t = table(game_id, kinds, seed=21, agents={0: remote})
    match = t.match
    elsewhere = SeatScreen(match, 0)
    match.listen(elsewhere, seat=0)
    onlooker = SeatScreen(match, None)
    match.listen(onlooker, seat=None)
    t.waiting.append(lambda: remote.poll(match))
    match.start()
    t.run(limit=500_000)
    assert match.is_over, f"{game_id}: the match stopped in {match.phase}"
    remote.stop()
    remote.thread.join(5)
    assert not remote.thread.is_alive()
    # The person elsewhere made moves, and saw only their own seat's view.
    assert 0 in match.actors
    assert remote.seen
    assert all(v.seat == 0 for v in remote.seen)
    assert elsewhere.leaks == []
    assert onlooker.leaks == []
    assert elsewhere.batches == len(match.actors) + 1  # the deal, then one per action
    assert elsewhere.summaries
    assert elsewhere.summaries[-1].is_final
    assert elsewhere.summaries[-1] == t.screen.summaries[-1]
    assert t.screen.turns == []  # nobody plays at this screen


def test_a_person_here_and_one_elsewhere_play_together() -> None:
    """Seven-up with four seats: a person at this screen, a person elsewhere, two bots. The
    person here is asked at this screen only; the one elsewhere through their agent."""
    remote = RemotePerson(seed=8)
    t = table("seven_up", ["human", "remote", "bot", "bot"], seed=4, agents={1: remote})
    match = t.match
    elsewhere = SeatScreen(match, 1)
    match.listen(elsewhere, seat=1)
    t.waiting.append(lambda: remote.poll(match))
    match.start()
    t.run(random_person(9), limit=500_000)
    assert match.is_over
    remote.stop()
    assert set(t.screen.turns) == {0}
    assert {0, 1, 2, 3} <= {a for a in match.actors if a is not None}
    assert elsewhere.leaks == []
    assert not match.hotseat
    assert match.viewer == 0
    assert match.undo_point() is not None
    assert match.actors[match.undo_point() or 0] == 0
