"""Why a card cannot be used: ``StraightUpState.why_unusable``, the table's question for a dimmed card.

Each reason comes from explicit deals (``StraightUpState.from_deal``; cards are
ranks, 11 J .. 14 A, piles bottom to top). The answers must be the rules' own
refusals (the same keys ``why_illegal`` gives for the matching move) and may
use only what the player on turn knows: a sample of the hidden cards drawn for
that player gives the same answers.
"""

from __future__ import annotations

import random
from typing import Any

from cardgames.engine import Message
from cardgames.games.straight_up import (
    STRAIGHT_UP,
    Buy,
    Place,
    Remove,
    StraightUpState,
    Strike,
    buy,
    place,
    strike,
)
from cardgames.games.straight_up.basics import GOALS
from cardgames.games.straight_up.bots import EasyBot

J, Q, K, A = 11, 12, 13, 14
HAND = ("hand", 0)
MARKET = ("market",)


def deal(**kw: Any) -> StraightUpState:
    """Seat 0 on turn in a two-player match; draw piles of money cards unless given."""
    draw = kw.pop("draw", ["5 5 5", "6 6 6"])
    return StraightUpState.from_deal(draw, **kw)


def why(state: StraightUpState, zone: tuple[Any, ...], card: int, selected: Any = ()) -> Message:
    return state.why_unusable(zone, card, selected)


def test_a_market_card_the_hand_cannot_pay() -> None:
    """STR-3.3: the price against the hand's money, as the refused purchase says it."""
    state = deal(hands=["7 2 Q", ""], market="5 6 Q A")
    reason = why(state, MARKET, A)
    assert reason.key == "su.illegal.too_poor"
    assert str(reason) == "A costs 25, but your hand gives only 9."
    assert reason == state.why_illegal(buy(A))


def test_a_card_that_is_not_in_the_market() -> None:
    """A card the row does not hold cannot be bought."""
    state = deal(hands=["7 2 Q", ""], market="5 6 Q A")
    assert why(state, MARKET, K).key == "su.illegal.not_in_market"


def test_a_money_card_in_the_hand_only_pays() -> None:
    """STR-1.3: a 5..10 is neither removed nor placed; it pays for a purchase."""
    state = deal(hands=["7 2 Q", ""], market="5 6 Q A")
    reason = why(state, HAND, 7)
    assert reason.key == "su.unusable.money"
    assert str(reason) == "7 is money: it pays for a purchase. Pick a market card to buy."


def test_a_goal_card_with_no_straight_to_go_on() -> None:
    """STR-3.5, STR-4.2: a K goes only on J-Q; the reason names the place it could grow into."""
    state = deal(hands=["K 2 3", ""], straights=[["J", "J Q K"], []])
    reason = why(state, HAND, K)
    assert reason.key == "su.illegal.does_not_fit"
    assert str(reason) == "K goes only on J-Q; straight 1 holds J."
    assert reason == state.why_illegal(place(K, 0))


def test_a_goal_card_with_both_places_empty() -> None:
    """An empty place takes only a J: the reason says the place is empty."""
    state = deal(hands=["Q 2 3", ""])
    reason = why(state, HAND, Q)
    assert reason.key == "su.illegal.does_not_fit_empty"
    assert str(reason) == "Q goes only on J; straight 1 is empty."


def test_a_jack_with_two_straights_begun() -> None:
    """STR-4.1, STR-A11: a J cannot start a third straight."""
    state = deal(hands=["J 2 3", ""], straights=[["J", "J Q"], []])
    reason = why(state, HAND, J)
    assert reason.key == "su.illegal.two_straights"
    assert reason == state.why_illegal(place(J, 1))


def test_a_straight_when_the_strike_is_used() -> None:
    """STR-3.6: one strike per game."""
    state = deal(hands=["A 2 3", ""], straights=[[], ["J Q"]], strikes=[False, True])
    reason = why(state, ("straight", 1, 0), Q)
    assert reason.key == "su.illegal.strike_used"
    assert reason == state.why_illegal(strike(A, 1, 0))


def test_a_straight_with_no_goal_card_in_hand() -> None:
    """A strike is made with a goal card from the hand."""
    state = deal(hands=["7 2 3", ""], straights=[[], ["J Q"]])
    assert why(state, ("straight", 1, 0), Q).key == "su.illegal.strike_goal"


def test_a_straight_whose_top_beats_every_goal_card_in_hand() -> None:
    """The best goal card in hand is named; a picked goal card is named instead."""
    state = deal(hands=["Q K 2", ""], straights=[[], ["J Q K"]])
    reason = why(state, ("straight", 1, 0), K)
    assert reason.key == "su.illegal.not_higher"
    assert str(reason) == "K does not beat the K: strike with a higher goal card."
    picked = why(state, ("straight", 1, 0), K, [(HAND, Q)])
    assert str(picked) == "Q does not beat the K: strike with a higher goal card."
    assert picked == state.why_illegal(strike(Q, 1, 0))


def test_an_own_straight_cannot_be_struck() -> None:
    state = deal(hands=["A 2 3", ""], straights=[["J"], []])
    assert why(state, ("straight", 0, 0), J).key == "su.illegal.own_straight"


def test_other_zones_and_a_finished_match_get_the_plain_sentence() -> None:
    """Zones no action takes a card from, and any card once the match is over."""
    state = deal(hands=["7 2 Q", ""], discards=["9", ""], market="5 6 Q A")
    assert why(state, ("discard", 0), 9).key == "illegal.card_unusable"
    state = deal(hands=["A 2 3", ""], straights=[["J Q K"], []])
    state.apply(place(A, 0))
    assert state.is_over
    assert why(state, MARKET, 5).key == "illegal.card_unusable"


def _unusable_picks(state: StraightUpState) -> list[tuple[tuple[Any, ...], int]]:
    """Every card of the market, the hand on turn and the others' straight tops that no legal move uses."""
    p = state.current_player
    assert p is not None
    used: set[tuple[tuple[Any, ...], int]] = set()
    for a in state.legal_actions():
        if isinstance(a, Buy):
            used.add((MARKET, a.card))
        elif isinstance(a, Remove | Place):
            used.add((("hand", p), a.card))
        elif isinstance(a, Strike):
            used.add((("hand", p), a.card))
            used.add((("straight", a.seat, a.slot), GOALS[state.straights[a.seat][a.slot] - 1]))
    picks = [(MARKET, c) for c in state.market] + [(("hand", p), c) for c in state.hands[p]]
    for t in range(state.num_players):
        for i in range(2):
            if t != p and state.straights[t][i]:
                picks.append((("straight", t, i), GOALS[state.straights[t][i] - 1]))
    return [pick for pick in picks if pick not in used]


def test_every_unusable_card_has_a_reason_the_player_can_know() -> None:
    """Over whole matches: every card no legal move uses gets one of the rules' reasons (never the
    plain sentence), and a sample of what the player on turn cannot see gives the same one."""
    keys = set()
    for n in (2, 3, 4):
        state = STRAIGHT_UP.new_state(n, n + 10)
        assert isinstance(state, StraightUpState)
        rng = random.Random(n)
        bot = EasyBot()
        while state.current_player is not None and len(state.history) < 600:
            p = state.current_player
            sample = state.determinize(p, rng)
            for zone, card in _unusable_picks(state):
                reason = state.why_unusable(zone, card)
                assert reason.key != "illegal.card_unusable", (zone, card)
                assert sample.why_unusable(zone, card) == reason
                keys.add(reason.key)
            state.apply(bot.choose(state.clone(), p, rng))
    assert {"su.illegal.too_poor", "su.unusable.money", "su.illegal.not_higher"} <= keys
