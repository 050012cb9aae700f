"""The coach's reasons in Straight Up (``cardgames.games.straight_up.explain``) on positions built
from chosen cards: the goal card a straight needs, the price, a card another straight needs, the
last copy of a rank, placing, striking, removing, and the refresh of a row nobody bought from."""

from __future__ import annotations

from typing import Any

from cardgames.engine import Action, Message
from cardgames.games.straight_up import StraightUpState
from cardgames.games.straight_up.actions import PASS, buy, place, remove, strike
from cardgames.games.straight_up.basics import ACE, JACK, KING, QUEEN


def _said(state: StraightUpState, action: Action) -> tuple[dict[str, Message], dict[str, Message]]:
    from cardgames.games.straight_up.explain import reasons

    seat = state.current_player
    assert seat is not None
    assert action in state.legal_actions()
    pros, cons = reasons(state, seat, action)
    return {m.key: m for m in pros}, {m.key: m for m in cons}


def _deal(**kw: Any) -> StraightUpState:
    """Two players; seat 0 on turn (its hand given), seat 1 with a plain deck unless told."""
    kw.setdefault("draw", ["2 3", "2 2 3 3 4 4"])
    draw = kw.pop("draw")
    return StraightUpState.from_deal(draw, **kw)


def test_buying_the_goal_card_a_straight_needs_next_and_its_price() -> None:
    state = _deal(hands=["5 10 4", ""], straights=[["J"], []], market="Q 6 7 8")
    pros, cons = _said(state, buy(QUEEN))
    assert pros["su.coach.buys_next"].args == {"goal_card": QUEEN, "straight": "J"}
    assert pros["su.coach.price"].args == {"price": 15, "money": 19}
    assert cons == {}
    pros, _ = _said(state, buy(6))
    assert pros["su.coach.buys_money"].args == {"money_card": 6, "money": 6}
    # A second Q waiting in the deck makes the purchase a spare.
    spare = _deal(draw=["2 Q", "2 2 3 3 4 4"], hands=["5 10 4", ""], straights=[["J"], []], market="Q 6 7 8")
    _, cons = _said(spare, buy(QUEEN))
    assert cons["su.coach.buys_spare"].args == {"goal_card": QUEEN}


def test_the_last_copy_of_a_rank_wins_and_a_large_change_is_lost() -> None:
    state = _deal(hands=["10 10 5", ""], discards=["K K K", ""], market="K 5 6 7")
    pros, _ = _said(state, buy(KING))
    assert list(pros) == ["su.coach.buys_last"]
    _, cons = _said(state, buy(5))
    assert cons["su.coach.no_change"].args == {"money": 25, "price": 5}


def test_taking_the_only_card_another_straight_needs() -> None:
    """Ben's straight J-Q needs a K and he has none waiting; one K lies in the row."""
    state = _deal(hands=["10 10 5", ""], straights=[[], ["J Q"]], market="K 5 6 7")
    pros, _ = _said(state, buy(KING))
    assert pros["su.coach.denies"].args == {"goal_card": KING, "rival_seat": 1, "straight": "J-Q"}


def test_the_refresh_after_a_round_nobody_bought_in() -> None:
    """Seat 0 plays last in the round (seat 1 started it) and nobody bought: a pass lets the row be
    refreshed, taking away the A that Ben's J-Q-K needs; a purchase keeps the row."""
    state = _deal(
        hands=["5 4 3", ""], straights=[[], ["J Q K"]], market="A 5 6 7", start_player=1, current_player=0
    )
    pros, _ = _said(state, PASS)
    assert pros["su.coach.refresh_denies"].args == {"goal_card": ACE, "rival_seat": 1}
    pros, _ = _said(state, buy(5))
    assert "su.coach.stops_refresh" in pros
    bought = _deal(
        hands=["5 4 3", ""],
        straights=[[], ["J Q K"]],
        market="A 5 6 7",
        start_player=1,
        current_player=0,
        bought=True,
    )
    pros, _ = _said(bought, PASS)
    assert "su.coach.refresh_denies" not in pros
    first = _deal(hands=["5 4 3", ""], straights=[[], ["J Q K"]], market="A 5 6 7")
    pros, _ = _said(first, PASS)  # seat 1 still plays this round: no refresh yet
    assert pros == {}


def test_placing_striking_and_removing() -> None:
    state = _deal(hands=["K A 2", ""], straights=[["J Q"], ["J Q"]], market="5 6 7 8")
    pros, _ = _said(state, place(KING, 0))
    assert pros["su.coach.places"].args == {"goal_card": KING, "straight": "J-Q-K"}
    pros, cons = _said(state, strike(KING, 1, 0))
    assert pros["su.coach.strikes"].args == {"rival_seat": 1, "goal_card": QUEEN, "straight": "J"}
    assert "su.coach.uses_strike" in cons
    money = _deal(hands=["2 5 6", ""], market="5 6 7 8")
    pros, _ = _said(money, remove(2))  # the deck pays 18 in 5 cards: a 2 is below the average
    assert pros["su.coach.removes_weak"].args == {"money_card": 2}
    _, cons = _said(state, remove(2))  # 2 3 2 and two goal cards pay 7 in 5 cards: above the average
    assert cons["su.coach.removes_money"].args == {"money_card": 2}
    done = _deal(hands=["A 2 3", ""], straights=[["J Q K"], ["J"]], market="5 6 7 8")
    pros, _ = _said(done, place(ACE, 0))
    assert list(pros) == ["su.coach.completes"]
    pros, _ = _said(done, strike(ACE, 1, 0))
    assert pros["su.coach.strikes_jack"].args == {"rival_seat": 1, "goal_card": JACK}
