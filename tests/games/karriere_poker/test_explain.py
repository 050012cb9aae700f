"""The coach's reasons in Karriere Poker (``cardgames.games.karriere_poker.explain``) on positions
built from chosen cards: going out, sets kept together or broken, jokers, sets nobody can beat, a
player one set from going out, and what a pass saves."""

from __future__ import annotations

from cardgames.engine import Action, Message
from cardgames.games.karriere_poker import KarrierePokerState
from cardgames.games.karriere_poker.actions import PASS, play
from cardgames.games.karriere_poker.explain import reasons

#: Game 1, four players, seat 0 leads (0 is a joker).
LEAD = [
    [7, 7, 7, 0, 2, 3, 4, 5, 6, 8, 9, 12, 13],
    [1, 1, 1, 1, 12, 12, 12, 13, 13, 13, 0, 10, 10],
    [2, 2, 2, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9],
    [3, 3, 3, 4, 4, 4, 7, 9, 9, 10, 10, 11, 11],
]


def _said(state: KarrierePokerState, action: Action) -> tuple[dict[str, Message], dict[str, Message]]:
    seat = state.current_player
    assert seat is not None
    assert action in state.legal_actions()
    pros, cons = reasons(state, seat, action)
    return {m.key: m for m in pros}, {m.key: m for m in cons}


def test_a_lead_keeps_a_set_together_or_breaks_it() -> None:
    state = KarrierePokerState.from_deal(LEAD)
    pros, cons = _said(state, play(7, 3, 0))
    assert pros["kp.coach.whole_group"].args == {"set_cards": (7, 7, 7)}
    assert cons == {}
    pros, cons = _said(state, play(7, 1, 0))
    assert cons["kp.coach.breaks_group"].args == {"group_cards": (7, 7, 7)}
    pros, _ = _said(state, play(2, 1, 0))
    assert "kp.coach.leads_lowest" in pros
    _, cons = _said(state, play(7, 3, 1))
    assert "kp.coach.spends_joker" in cons


def test_a_set_nobody_can_beat_wins_the_round() -> None:
    """A joker alone beats every number; the one other joker cannot beat it (jokers do not beat
    jokers by default). A single 13 can still be beaten by that joker."""
    state = KarrierePokerState.from_deal(LEAD)
    pros, cons = _said(state, play(0, 0, 1))
    assert "kp.coach.unbeatable" in pros
    assert "kp.coach.spends_joker" in cons
    pros, cons = _said(state, play(13, 1, 0))
    assert "kp.coach.unbeatable" not in pros
    assert cons["kp.coach.strong_at_risk"].args == {"set_cards": (13,)}


def test_going_out_and_the_last_to_play() -> None:
    """Seat 1 leads a single 1; seats 2 and 3 pass; seat 0 plays last in the one-lap round: any raise
    takes the round, and a pass lets it go although a 2 could raise."""
    state = KarrierePokerState.from_deal(LEAD, start_player=1)
    for action in (play(1, 1, 0), PASS, PASS):
        state.apply(action)
    assert state.current_player == 0
    pros, _ = _said(state, play(2, 1, 0))
    assert "kp.coach.last_to_play" in pros
    _, cons = _said(state, PASS)
    assert cons["kp.coach.pass_lets_go"].args == {"set_cards": (2,)}
    small = KarrierePokerState.from_deal([[9, 9], [2, 2], [3, 4, 6], [7, 8, 10, 11]])
    pros, _ = _said(small, play(9, 2, 0))
    assert list(pros) == ["kp.coach.goes_out"]


def test_a_pair_against_a_player_with_two_cards() -> None:
    """Ben (seat 1) holds exactly 2 cards: a pair he can beat takes him out."""
    state = KarrierePokerState.from_deal([[5, 5, 9], [2, 2], [3, 4, 6], [7, 8, 10, 11]])
    _, cons = _said(state, play(5, 2, 0))
    assert cons["kp.coach.feeds"].args == {"rival_seat": 1, "count": 2}
    _, cons = _said(state, play(9, 1, 0))
    assert "kp.coach.feeds" not in cons


def test_a_pass_saves_jokers_strong_cards_or_a_set() -> None:
    jokers = KarrierePokerState.from_deal(
        [[13, 0, 5, 6], [12, 12, 1], [3, 4, 6], [7, 8, 10, 11]], start_player=1
    )
    jokers.apply(play(12, 2, 0))  # two 12s: only 13 with a joker beats them
    jokers.apply(PASS)
    jokers.apply(PASS)
    pros, _ = _said(jokers, PASS)
    assert pros["kp.coach.pass_keeps_jokers"].args == {"set_cards": (13, 0)}
    strong = KarrierePokerState.from_deal([[11, 12, 2, 3], [10, 1], [3, 4, 6], [7, 8, 10, 2]], start_player=1)
    strong.apply(play(10, 1, 0))
    strong.apply(PASS)
    strong.apply(PASS)
    pros, _ = _said(strong, PASS)
    assert pros["kp.coach.pass_keeps_strong"].args == {"set_cards": (11,)}
    group = KarrierePokerState.from_deal([[4, 4, 5, 5, 2], [3, 1], [6, 6, 7], [7, 8, 10, 9]], start_player=1)
    group.apply(play(3, 1, 0))
    group.apply(PASS)
    group.apply(PASS)
    pros, _ = _said(group, PASS)
    assert pros["kp.coach.pass_keeps_group"].args == {"group_cards": (4, 4)}
