"""Straight Up rule scenarios: tests per rule of RULINGS.md section 1 (STR-1 .. STR-7, STR-A1 .. STR-A18).

Positions are built with ``StraightUpState.from_deal``. Cards are ranks (2..10,
11 J, 12 Q, 13 K, 14 A) and piles are written bottom to top, so the last card
of a draw pile or a market deck is the next one drawn or revealed. Starting
cards a deal does not name are out of the game; market cards it does not name
lie in the market deck. Moves are written in their text form (``"buy Q"``,
``"place J 0"``, ``"strike A 1 0"``) and every move names the seat that must
be on turn. Refused actions are checked through ``IllegalAction.reason.key``
and must leave the state unchanged.
"""

from __future__ import annotations

from collections import Counter
from itertools import chain
from typing import Any

import pytest

from cardgames.engine import (
    HIDDEN,
    Action,
    CardsMoved,
    Event,
    IllegalAction,
    InvalidAction,
    MatchEnded,
    Shuffled,
)
from cardgames.games import GAMES
from cardgames.games.straight_up import (
    PASS,
    STRAIGHT_UP,
    Buy,
    Pass,
    Place,
    Remove,
    StraightUpState,
    Strike,
    buy,
    place,
    remove,
    strike,
)
from cardgames.games.straight_up.actions import parse_action
from cardgames.games.straight_up.basics import JOKER, parse_cards

J, Q, K, A = 11, 12, 13, 14
# The sheet's numbers, written out here so the engine is checked against them (STR-1.4).
CLASSES = {"Buy": Buy, "Remove": Remove, "Place": Place, "Strike": Strike, "Pass": Pass}
COSTS = {5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 10: 10, J: 10, Q: 15, K: 20, A: 25}


# --------------------------------------------------------------------------- helpers


def c(text: str) -> list[int]:
    """Cards from their labels: ``c("2 3 Q")``."""
    return parse_cards(text)


def deal(draw: Any = None, *, n: int = 2, top: str | None = None, **kw: Any) -> StraightUpState:
    """A position from ``from_deal``; ``top`` names the next market cards in the order they are revealed."""
    draw = draw if draw is not None else [""] * n
    if top is not None:
        probe = StraightUpState.from_deal(draw, **kw)
        rest = Counter(probe.market_deck)
        rest.subtract(c(top))
        kw["market_deck"] = sorted(rest.elements()) + c(top)[::-1]
    return StraightUpState.from_deal(draw, **kw)


def exhausted(draw: Any = None, *, n: int = 2, market_deck: str = "", **kw: Any) -> StraightUpState:
    """A position whose market deck is ``market_deck`` (default empty) and whose market discard is as
    given: every other market card is owned, dealt in turn onto the players' discard piles."""
    draw = draw if draw is not None else [""] * n
    rest = Counter(StraightUpState.from_deal(draw, **kw).market_deck)
    rest.subtract(c(market_deck))
    piles = [c(p) for p in kw.pop("discards", [""] * n)]
    for i, card in enumerate(sorted(rest.elements())):
        piles[i % n].append(card)
    return StraightUpState.from_deal(draw, discards=piles, market_deck=market_deck, **kw)


def run(state: StraightUpState, *moves: tuple[int, str]) -> list[Event]:
    """Apply moves, each (seat that must be on turn, action text); return the events of the last."""
    events: list[Event] = []
    for seat, text in moves:
        assert state.current_player == seat, f"expected seat {seat} on turn before {text!r}"
        events = state.apply(STRAIGHT_UP.parse_action(text))
    return events


def refuse(state: StraightUpState, action: Action) -> str:
    """Apply ``action``, expect IllegalAction and an unchanged state; return the reason key."""
    before = state.clone()
    reason = state.why_illegal(action)
    assert reason is not None, f"{action} should be illegal"
    assert action not in state.legal_actions()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state == before
    assert info.value.reason.key == reason.key
    assert str(info.value.reason)  # every refusal says why in words
    return info.value.reason.key


def moves(events: list[Event]) -> list[tuple[Any, Any, tuple[int, ...]]]:
    """The card movements of some events: (from, to, cards)."""
    return [(e.src, e.dst, e.cards) for e in events if isinstance(e, CardsMoved)]


def owned(state: StraightUpState, seat: int) -> Counter[int]:
    """Every card a seat owns: draw pile, hand, discard pile and straights (STR-6.2)."""
    zones = state.true_zones()
    mine = [zones[("draw", seat)], zones[("hand", seat)], zones[("discard", seat)]]
    mine += [zones[("straight", seat, i)] for i in range(2)]
    return Counter(chain.from_iterable(mine))


# --------------------------------------------------------------------------- STR-1 components and setup


def test_two_to_four_players() -> None:
    """STR-1.1: Straight Up is for 2, 3 or 4 players."""
    for n in (1, 5):
        with pytest.raises(ValueError, match="2 to 4 players"):
            STRAIGHT_UP.new_state(n, 1)
        with pytest.raises(ValueError, match="2 to 4 players"):
            StraightUpState.from_deal([""] * n)
    assert (STRAIGHT_UP.min_players, STRAIGHT_UP.max_players) == (2, 4)


@pytest.mark.parametrize(("n", "each", "starting"), [(2, 4, 4), (3, 8, 6), (4, 8, 8)])
def test_setup_per_player_count(n: int, each: int, starting: int) -> None:
    """STR-1.2, STR-1.5 to STR-1.9, STR-A15: decks, starting decks, market deck, one strike marker each."""
    for seed in range(4):
        state = STRAIGHT_UP.new_state(n, seed)
        assert isinstance(state, StraightUpState)
        deck = Counter(state.deck())
        assert all(deck[r] == starting for r in (2, 3, 4))  # STR-1.7: 3 players leave two of each out
        assert all(deck[r] == each for r in range(5, 15))
        for seat in range(n):
            assert owned(state, seat) == Counter(c("2 2 3 3 4 4"))  # STR-1.6
            assert state.true_zones()[("discard", seat)] == []
            assert state.straights[seat] == [0, 0]
        assert state.strikes == [True] * n  # STR-1.5, STR-A15: one joker per player
        market = Counter(state.market) + Counter(state.market_deck)
        assert market == Counter(dict.fromkeys(range(5, 15), each))  # STR-1.8
        assert len(state.market) == n + 2  # STR-2.1
        assert state.market_discard == []
        assert state.removed == []
        assert state.copies == each  # STR-1.9
        assert state.round_no == 1
        assert state.current_player == state.start
        assert len(state.hands[state.start]) == 3  # the first turn has begun: 3 drawn


def test_first_start_player_is_random() -> None:
    """STR-1.10, STR-A12: the first start player is drawn from the seed; every seat gets a turn."""
    for n in (2, 3, 4):
        starts = {STRAIGHT_UP.new_state(n, seed).current_player for seed in range(40)}
        assert starts == set(range(n))


@pytest.mark.parametrize(
    ("hand", "money"), [("2 3 4", 9), ("4 4 2", 10), ("J Q K", 0), ("10 9 K", 19), ("10 10 5", 25)]
)
def test_money_of_a_hand(hand: str, money: int) -> None:
    """STR-1.3, STR-3.3: money cards pay their value, goal cards nothing; the whole hand pays."""
    state = deal(["", "9 9"], hands=[hand, ""], market="5 10 J Q")
    assert state.money(0) == money
    buys = {a.card for a in state.legal_actions() if isinstance(a, Buy)}
    assert buys == {r for r in (5, 10, J, Q) if COSTS[r] <= money}


def hand_of(money: int) -> str:
    """A hand of at most three cards worth exactly ``money`` (4..25, never a remainder of 1)."""
    cards = []
    while money > 10:
        cards.append(10)
        money -= 10
    return " ".join(str(x) for x in [*cards, money])


@pytest.mark.parametrize("rank", sorted(COSTS))
def test_prices(rank: int) -> None:
    """STR-1.4: a market card costs its value, J 10, Q 15, K 20, A 25: exactly the price buys it, one
    less does not."""
    cost = COSTS[rank]
    exact = deal(["", "9"], hands=[hand_of(cost), ""], market=[rank])
    assert exact.money(0) == cost
    assert buy(rank) in exact.legal_actions()
    short = deal(["", "9"], hands=[hand_of(cost - 1), ""], market=[rank])
    assert short.money(0) == cost - 1
    assert refuse(short, buy(rank)) == "su.illegal.too_poor"


# --------------------------------------------------------------------------- STR-2 round structure


def test_market_is_filled_only_at_the_start_of_a_round() -> None:
    """STR-2.1, STR-A4 (i): a purchase is not replaced during the round; the next round fills to N + 2."""
    state = deal(hands=["5 5 10", ""], market="6 7 8 9", top="10 J")
    run(state, (0, "buy 9"))
    assert state.market == c("6 7 8")
    run(state, (1, "pass"))
    assert state.round_no == 2
    assert state.market == c("6 7 8 10")


def test_turn_order_and_start_marker() -> None:
    """STR-2.2, STR-2.4, STR-A12: turns go clockwise from the start player; the marker passes clockwise,
    so with two players a seat may take two turns in a row."""
    for n, expected in (
        (2, [0, 1, 1, 0, 0, 1]),
        (3, [1, 2, 0, 2, 0, 1, 0, 1, 2]),
        (4, [0, 1, 2, 3, 1, 2, 3, 0]),
    ):
        first = 1 if n == 3 else 0
        state = deal(n=n, start_player=first)
        order = []
        for _ in expected:
            order.append(state.current_player)
            state.apply(PASS)
        assert order == expected
        assert state.round_no == len(expected) // n + 1


def test_market_refresh_after_a_round_without_purchase() -> None:
    """STR-2.3, STR-A4, STR-A5: nobody bought, so the row goes to the market discard and a new row is
    revealed."""
    state = deal(hands=["2 3 4", ""], market="5 6 7 8", top="9 10 J Q")
    run(state, (0, "pass"))
    events = run(state, (1, "pass"))
    assert state.market_discard == c("5 6 7 8")
    assert state.market == c("9 10 J Q")
    assert (("market",), ("market_discard",), tuple(c("5 6 7 8"))) in moves(events)
    assert (("market_deck",), ("market",), tuple(c("9 10 J Q"))) in moves(events)


def test_no_refresh_after_a_round_with_a_purchase() -> None:
    """STR-2.3 control case: one purchase in the round keeps the rest of the row."""
    state = deal(hands=["5 5 10", ""], market="5 6 7 8", top="9 10 J Q")
    run(state, (0, "buy 6"), (1, "pass"))
    assert state.market_discard == []
    assert state.market == c("5 7 8 9")


def test_refresh_reshuffles_the_cards_just_discarded() -> None:
    """STR-2.3, STR-A4 (iii), STR-5.1: the old row is discarded first; when the market deck runs out
    during the new reveal, the market discard, now holding the old row, is shuffled into a new deck."""
    state = exhausted(hands=["2 3 4", ""], market="5 6 7 8", market_deck="9 10")
    run(state, (0, "pass"))
    events = run(state, (1, "pass"))
    assert state.market[:2] == c("10 9")
    old = Counter(state.market[2:]) + Counter(state.market_deck)
    assert old == Counter(c("5 6 7 8"))
    assert len(state.market) == 4
    assert len(state.market_deck) == 2
    assert state.market_discard == []
    assert Shuffled(("market_deck",)) in events


def test_refresh_needs_a_row() -> None:
    """STR-2.3, STR-5.2: with no market at all a round without purchase changes nothing in the market."""
    state = exhausted(hands=["2 3 4", ""], market="", market_deck="")
    run(state, (0, "pass"), (1, "pass"))
    assert state.market == []
    assert state.market_deck == []
    assert state.market_discard == []
    assert state.round_no == 2


# --------------------------------------------------------------------------- STR-3 a turn


def test_draw_three_from_the_top() -> None:
    """STR-3.1, STR-A1: the hand is empty when a turn begins; the player draws the top 3 cards."""
    state = deal(["2 3 4", "5 6 7 8 9"], hands=["2 3 4", ""])
    events = run(state, (0, "pass"))
    assert state.hands[1] == c("7 8 9")
    assert state.draws[1] == c("5 6")
    drawn = [e for e in events if isinstance(e, CardsMoved) and e.dst == ("hand", 1)]
    assert drawn == [CardsMoved(("draw", 1), ("hand", 1), tuple(c("9 8 7")), frozenset({1}))]
    assert drawn[0].for_seat(0).cards == (HIDDEN,) * 3  # the others do not see the faces


def test_reshuffle_in_the_middle_of_a_draw() -> None:
    """STR-3.1, STR-A3 (b): the draw pile runs out after one card; the discard pile is shuffled into a new
    draw pile and the player draws on to 3."""
    state = deal(["5", "9"], hands=["2 3 4", ""], discards=["", "5 6 7 8"])
    events = run(state, (0, "pass"))
    hand = state.hands[1]
    assert 9 in hand
    assert len(hand) == 3
    assert Counter(hand) + Counter(state.draws[1]) == Counter(c("9 5 6 7 8"))
    assert len(state.draws[1]) == 2
    assert state.discards[1] == []
    assert Shuffled(("draw", 1)) in events
    order = [(m[0], m[1]) for m in moves(events) if ("hand", 1) in m[:2] or ("draw", 1) in m[:2]]
    assert order == [
        (("draw", 1), ("hand", 1)),
        (("discard", 1), ("draw", 1)),
        (("draw", 1), ("hand", 1)),
    ]


def test_hand_stays_short_when_nothing_is_left_to_draw() -> None:
    """STR-3.1, STR-A1: with draw pile and discard pile empty the hand stays below 3."""
    state = deal(["5", "9"], hands=["2 3 4", ""])
    run(state, (0, "pass"))
    assert state.hands[1] == [9]
    assert state.legal_actions() == [PASS]


def test_reshuffle_at_the_end_of_the_turn_when_the_draw_pile_is_empty() -> None:
    """STR-3.8, STR-A3 (a): the hand goes onto the discard pile, then an empty draw pile is replaced by the
    shuffled discard pile."""
    state = deal(["", "9 9 9"], hands=["2 3 4", ""], discards=["5 6", ""])
    events = run(state, (0, "pass"))
    assert state.discards[0] == []
    assert sorted(state.draws[0]) == c("2 3 4 5 6")
    assert Shuffled(("draw", 0)) in events
    assert moves(events)[:2] == [
        (("hand", 0), ("discard", 0), tuple(c("2 3 4"))),
        (("discard", 0), ("draw", 0), tuple(c("5 6 2 3 4"))),
    ]


def test_no_end_of_turn_reshuffle_while_cards_remain() -> None:
    """STR-3.8 control case: a draw pile with cards left is not touched; the hand waits on the discard."""
    state = deal(["5", "9 9 9"], hands=["2 3 4", ""], discards=["6", ""])
    events = run(state, (0, "pass"))
    assert state.draws[0] == [5]
    assert state.discards[0] == c("6 2 3 4")
    assert Shuffled(("draw", 0)) not in events


def test_exactly_one_action_then_the_turn_passes() -> None:
    """STR-3.2, STR-A8: a purchase ends the turn, even with money left over."""
    state = deal(["", "9 9 9"], hands=["10 10 5", ""], market="5 6 7 8")
    run(state, (0, "buy 5"))
    assert state.current_player == 1


def test_buy_onto_the_discard_pile() -> None:
    """STR-3.3, STR-A9: the card goes from the row onto the buyer's discard pile (not the hand); any card
    may be bought; the round remembers the purchase."""
    state = deal(["7 7 7", "9 9 9"], hands=["10 10 5", ""], market="6 J Q A")
    events = run(state, (0, "buy Q"))
    assert state.market == c("6 J A")
    assert state.discards[0] == c("Q 5 10 10")
    assert state.bought
    assert moves(events)[0] == (("market",), ("discard", 0), (Q,))


def test_overpaying_gives_no_change() -> None:
    """STR-3.3, STR-A8: 25 pays for a 5; the surplus is lost and every hand card is discarded."""
    state = deal(["7 7 7", "9 9 9"], hands=["10 10 5", ""], market="5 6 7 8")
    run(state, (0, "buy 5"))
    assert state.discards[0] == c("5 5 10 10")
    assert state.hands[0] == []
    assert state.view(0).facts.money == 0


def test_buying_needs_enough_money_and_a_card_in_the_row() -> None:
    """STR-3.3, STR-A8: the sum of all hand cards must reach the cost; only row cards can be bought."""
    state = deal(["7 7 7", "9 9 9"], hands=["4 3 2", ""], market="10 J 9 5")
    assert state.money(0) == 9
    assert refuse(state, buy(10)) == "su.illegal.too_poor"
    assert refuse(state, buy(J)) == "su.illegal.too_poor"
    assert refuse(state, buy(6)) == "su.illegal.not_in_market"
    assert buy(9) in state.legal_actions()
    run(state, (0, "buy 9"))


def test_goal_cards_give_no_money() -> None:
    """STR-1.3: J, Q, K, A pay nothing."""
    state = deal(["7 7 7", "9 9 9"], hands=["A K 5", ""], market="5 6 7 8")
    assert state.money(0) == 5
    assert [a for a in state.legal_actions() if a.text().startswith("buy")] == [buy(5)]
    assert refuse(state, buy(6)) == "su.illegal.too_poor"


def test_remove_a_starting_card() -> None:
    """STR-3.4, STR-5.3, STR-A13: a 2, 3 or 4 from the hand leaves the game for good."""
    state = deal(["7 7 7", "9 9 9"], hands=["2 4 J", ""])
    legal = state.legal_actions()
    assert remove(2) in legal
    assert remove(4) in legal
    assert remove(3) not in legal
    events = run(state, (0, "remove 4"))
    assert state.removed.count(4) == 1 + 3  # the three 4s the deal left out, and this one
    assert moves(events)[0] == (("hand", 0), ("removed",), (4,))
    assert state.discards[0] == c("2 J")
    assert 4 not in owned(state, 0)


def test_only_starting_cards_in_hand_can_be_removed() -> None:
    """STR-3.4: a 5 or a goal card cannot be removed, nor a starting card not in hand."""
    state = deal(["7 7 7", "9 9 9"], hands=["2 5 J", ""])
    assert refuse(state, remove(5)) == "su.illegal.not_starting"
    assert refuse(state, remove(J)) == "su.illegal.not_starting"
    assert refuse(state, remove(3)) == "su.illegal.not_in_hand"


def test_pass_is_always_legal() -> None:
    """STR-3.7: pass is legal with any hand, even an empty one."""
    for hand in ("", "2", "10 10 5", "J Q K"):
        state = deal(["", "9 9 9"], hands=[hand, ""])
        assert PASS in state.legal_actions()


def test_cleanup_discards_every_hand_card() -> None:
    """STR-3.8, STR-A2: after the action the rest of the hand goes onto the discard pile."""
    state = deal(["7 7 7", "9 9 9"], hands=["2 3 Q", ""], straights=[["J"], []])
    run(state, (0, "place Q 0"))
    assert state.discards[0] == c("2 3")
    assert state.straights[0] == [2, 0]


# --------------------------------------------------------------------------- STR-4 straights


def test_building_a_straight_in_order() -> None:
    """STR-3.5, STR-4.2, STR-A2: J starts a straight; Q only on J, K only on J-Q; placed cards stay."""
    state = deal(["7 7 7", "9 9 9"], hands=["J Q K", ""])
    legal = state.legal_actions()
    assert place(J, 0) in legal
    assert place(J, 1) in legal
    assert refuse(state, place(Q, 0)) == "su.illegal.does_not_fit_empty"
    assert refuse(state, place(K, 1)) == "su.illegal.does_not_fit_empty"
    events = run(state, (0, "place J 1"))
    assert moves(events)[0] == (("hand", 0), ("straight", 0, 1), (J,))
    assert state.straights[0] == [0, 1]
    assert state.true_zones()[("straight", 0, 1)] == (J,)
    assert state.discards[0] == c("Q K")  # only the placed card stays on the table


def test_each_card_fits_only_its_place() -> None:
    """STR-3.5: Q on [J], K on [J, Q], A on [J, Q, K], nowhere else."""
    state = deal(["7 7 7", "9 9 9"], hands=["Q K A", ""], straights=[["J", "J Q"], []])
    legal = [a for a in state.legal_actions() if a.text().startswith("place")]
    assert legal == [place(Q, 0), place(K, 1)]
    assert refuse(state, place(A, 1)) == "su.illegal.does_not_fit"
    assert refuse(state, place(K, 0)) == "su.illegal.does_not_fit"
    assert refuse(state, place(Q, 1)) == "su.illegal.does_not_fit"
    assert refuse(state, place(Q, 2)) == "su.illegal.no_place"


def test_at_most_two_straights() -> None:
    """STR-4.1, STR-A11: with two straights a J cannot be placed, into either place."""
    state = deal(["7 7 7", "9 9 9"], hands=["J 2 3", ""], straights=[["J", "J Q"], []])
    assert not [a for a in state.legal_actions() if a.text().startswith("place")]
    assert refuse(state, place(J, 0)) == "su.illegal.two_straights"
    assert refuse(state, place(J, 1)) == "su.illegal.two_straights"


def test_a_jack_needs_a_free_place() -> None:
    """STR-3.5: a J starts a new straight, in the free place, not on top of another."""
    state = deal(["7 7 7", "9 9 9"], hands=["J 2 3", ""], straights=[["J Q"], []])
    assert [a for a in state.legal_actions() if a.text().startswith("place")] == [place(J, 1)]
    assert refuse(state, place(J, 0)) == "su.illegal.place_taken"


def test_two_straights_of_the_same_shape() -> None:
    """STR-4.3: a player may hold [J] and [J]; a Q fits either."""
    state = deal(["7 7 7", "9 9 9"], hands=["J Q 2", ""], straights=[["J"], []])
    run(state, (0, "place J 1"))
    assert state.straights[0] == [1, 1]
    second = deal(["7 7 7", "9 9 9"], hands=["Q 2 3", ""], straights=[["J", "J"], []])
    assert [a for a in second.legal_actions() if a.text().startswith("place")] == [place(Q, 0), place(Q, 1)]


def test_only_goal_cards_from_the_hand_are_placed() -> None:
    """STR-3.5, STR-4.3: money cards build nothing; a goal card must be in the hand."""
    state = deal(["7 7 7", "9 9 9"], hands=["2 3 Q", ""], straights=[["J"], []])
    assert refuse(state, place(10, 0)) == "su.illegal.not_goal"
    assert refuse(state, place(J, 1)) == "su.illegal.not_in_hand"


# --------------------------------------------------------------------------- STR-3.6 strikes


def strike_deal(**kw: Any) -> StraightUpState:
    """Seat 0 holds Q K A and may strike; seat 1 has [J] and [J, Q]; both draw piles have cards."""
    kw.setdefault("straights", [[], ["J", "J Q"]])
    return deal(["5 6 7", "8 9 10"], hands=["Q K A", ""], **kw)


def test_strike_must_be_strictly_higher() -> None:
    """STR-3.6, STR-A10: Q strikes J; K strikes J or Q; A strikes J, Q or K; equal or lower cannot."""
    state = strike_deal()
    strikes = [a for a in state.legal_actions() if a.text().startswith("strike")]
    assert strikes == [strike(Q, 1, 0), strike(K, 1, 0), strike(K, 1, 1), strike(A, 1, 0), strike(A, 1, 1)]
    assert refuse(state, strike(Q, 1, 1)) == "su.illegal.not_higher"
    top_k = deal(["5 6 7", "8 9 10"], hands=["J K 2", ""], straights=[[], ["J Q K"]])
    assert refuse(top_k, strike(K, 1, 0)) == "su.illegal.not_higher"
    assert refuse(top_k, strike(J, 1, 0)) == "su.illegal.not_higher"  # a J never strikes


def test_strike_sends_both_cards_to_their_owners_discard_piles() -> None:
    """STR-3.6, STR-5.3, STR-A2, STR-A10: the striking card to the striker's discard, the struck top card
    to its owner's; only the top card goes, the straight is one shorter; the joker is spent (put away
    in the box, STR-1.5)."""
    state = strike_deal()
    assert state.true_zones()[("marker", 0)] == (JOKER,)
    events = run(state, (0, "strike K 1 1"))
    assert moves(events)[:4] == [
        (("hand", 0), ("discard", 0), (K,)),
        (("straight", 1, 1), ("discard", 1), (Q,)),
        (("marker", 0), ("box",), (JOKER,)),
        (("hand", 0), ("discard", 0), (Q, A)),
    ]
    assert state.true_zones()[("marker", 0)] == ()
    assert state.true_zones()[("box",)] == (JOKER,)
    assert state.view(1).zone("marker", 1).cards == (JOKER,)
    assert state.straights[1] == [1, 1]
    assert state.discards[0] == c("K Q A")
    assert state.discards[1] == [Q]
    assert state.strikes == [False, True]
    assert state.current_player == 1  # the strike was the turn's action
    # STR-A3: the struck Q waits on the discard pile; seat 1 draws from its draw pile.
    assert state.hands[1] == c("8 9 10")


def test_strike_does_not_change_ownership() -> None:
    """STR-6.2, STR-A10: a struck card still belongs to its owner."""
    state = strike_deal()
    before = [owned(state, s) for s in (0, 1)]
    run(state, (0, "strike A 1 1"))
    assert [owned(state, s) for s in (0, 1)] == before
    assert state.owned[1] == [2, 1, 0, 0]


def test_one_strike_per_game() -> None:
    """STR-3.6, STR-A10: the strike marker is spent; no second strike in this game."""
    state = strike_deal()
    run(state, (0, "strike Q 1 0"), (1, "pass"), (1, "pass"))
    assert state.strikes[0] is False
    again = strike_deal(strikes=[False, True])
    assert not [a for a in again.legal_actions() if a.text().startswith("strike")]
    assert refuse(again, strike(A, 1, 1)) == "su.illegal.strike_used"


def test_striking_a_lone_jack_frees_a_place() -> None:
    """STR-3.6.3, STR-A10: the straight of a lone J no longer exists; its owner may start a new one."""
    state = deal(["5 6 7", "2 3 J"], hands=["Q K A", ""], straights=[[], ["J", "J Q"]])
    run(state, (0, "strike Q 1 0"))
    assert state.straights[1] == [0, 2]
    assert state.true_zones()[("straight", 1, 0)] == ()
    assert state.current_player == 1
    assert place(J, 0) in state.legal_actions()
    run(state, (1, "place J 0"))
    assert state.straights[1] == [1, 2]


def test_strike_only_opponents_straights() -> None:
    """STR-3.6, STR-A10: a player's own straights cannot be struck, nor an empty place or a missing seat."""
    state = deal(["5 6 7", "8 9 10"], hands=["Q K A", ""], straights=[["J"], ["J"]])
    assert refuse(state, strike(Q, 0, 0)) == "su.illegal.own_straight"
    assert refuse(state, strike(Q, 1, 1)) == "su.illegal.no_straight"
    assert refuse(state, strike(Q, 3, 0)) == "su.illegal.no_seat"
    assert refuse(state, strike(10, 1, 0)) == "su.illegal.strike_goal"
    holds = deal(["5 6 7", "8 9 10"], hands=["Q 2 3", ""], straights=[[], ["J"]])
    assert refuse(holds, strike(K, 1, 0)) == "su.illegal.not_in_hand"


def test_any_opponent_may_be_struck() -> None:
    """STR-3.6, STR-A10: with three players both opponents' straights are targets."""
    state = deal(["5 6 7", "8 9 10", "5 6 7"], n=3, hands=["A 2 3", "", ""], straights=[[], ["J Q K"], ["J"]])
    strikes = [a for a in state.legal_actions() if a.text().startswith("strike")]
    assert strikes == [strike(A, 1, 0), strike(A, 2, 0)]
    run(state, (0, "strike A 2 0"))
    assert state.straights[2] == [0, 0]
    assert state.discards[2] == [J]


# --------------------------------------------------------------------------- STR-5 market deck


def test_market_deck_is_reshuffled_only_when_a_card_must_be_revealed() -> None:
    """STR-5.1, STR-A6: an empty market deck waits; the next fill shuffles the market discard into it."""
    state = exhausted(hands=["10 10 5", ""], market="5 6 7 8", market_discard="9 10")
    run(state, (0, "buy 5"))
    assert state.market_deck == []
    assert state.market_discard == c("9 10")
    events = run(state, (1, "pass"))
    assert state.market[:3] == c("6 7 8")
    assert state.market[3] in (9, 10)
    assert state.market_deck == [19 - state.market[3]]
    assert state.market_discard == []
    assert Shuffled(("market_deck",)) in events
    assert (("market_discard",), ("market_deck",), (9, 10)) in moves(events)


def test_market_plays_on_with_fewer_cards() -> None:
    """STR-5.1, STR-5.2: with market deck and discard empty, the row stays short."""
    state = exhausted(hands=["10 10 5", ""], market="5 6 7 8")
    run(state, (0, "buy 5"), (1, "pass"))
    assert state.market == c("6 7 8")
    assert state.round_no == 2


def test_game_goes_on_without_a_market() -> None:
    """STR-5.2: with no market cards left there is nothing to buy; the game goes on."""
    state = exhausted(hands=["10 10 5", ""], market="")
    assert not [a for a in state.legal_actions() if a.text().startswith("buy")]
    assert refuse(state, buy(5)) == "su.illegal.not_in_market"
    run(state, (0, "pass"), (1, "pass"), (1, "pass"))
    assert not state.is_over
    assert state.market == []


# --------------------------------------------------------------------------- STR-6 end of game


def test_straight_win() -> None:
    """STR-6.1, STR-6.3, STR-A16: the A on J-Q-K wins at once; nobody else moves, the hand stays."""
    state = deal(["5 6 7", "8 9 10"], hands=["A 2 3", ""], straights=[["J Q K"], []])
    events = run(state, (0, "place A 0"))
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.outcome.scores == (1, 0)
    assert state.current_player is None
    assert state.legal_actions() == []
    assert state.end == "straight"
    assert state.true_zones()[("straight", 0, 0)] == (J, Q, K, A)
    assert state.hands[0] == c("2 3")  # no cleanup after the win
    assert state.round_no == 1
    assert state.start == 0
    assert MatchEnded((1, 0), (0,)) in events
    facts = state.view(None).facts
    assert facts.winners == (0,)
    assert facts.no_winner is False
    assert facts.end == "straight"
    assert refuse_after_end(state) == "illegal.match_over"


def refuse_after_end(state: StraightUpState) -> str:
    """Any action after the end is refused with the engine's reason."""
    with pytest.raises(IllegalAction) as info:
        state.apply(PASS)
    return info.value.reason.key


def test_win_ends_the_round_at_once() -> None:
    """STR-2.5, STR-A16: a win by the first player of a round skips the others' turns."""
    state = deal(["5 6 7", "8 9 10", "5 6 7"], n=3, hands=["A 2 3", "", ""], straights=[["J Q K"], [], []])
    run(state, (0, "place A 0"))
    assert state.is_over
    assert state.turn == 0
    assert state.hands[1] == []
    assert state.hands[2] == []


@pytest.mark.parametrize("hand", ["K 10 10", "10 10 5"])
def test_owning_every_copy_of_a_goal_rank_wins_with_two_players(hand: str) -> None:
    """STR-6.2, STR-A7: 4 kings with two players, counted in straights, discard, draw pile and hand."""
    draw = "5 6 7" if "K" in hand else "5 K 7"
    state = deal(
        [draw, "8 9 10"], hands=[hand, ""], straights=[["J Q K"], []], discards=["K", ""], market="K 6"
    )
    assert state.owned[0][K - J] == 3
    events = run(state, (0, "buy K"))
    assert state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.end == "monopoly"
    assert owned(state, 0)[K] == 4
    assert MatchEnded((1, 0), (0,)) in events


def test_every_copy_means_eight_with_three_or_four_players() -> None:
    """STR-6.2, STR-1.9: with two decks four kings are not enough; the eighth wins."""
    four = deal(["", "", ""], n=3, hands=["10 10 5", "", ""], discards=["K K K", "", ""], market="K A")
    run(four, (0, "buy K"))
    assert not four.is_over
    assert four.owned[0][K - J] == 4
    eight = deal(
        ["", "", "", ""],
        n=4,
        hands=["10 10 5", "", "", ""],
        discards=["K K K K K K K", "", "", ""],
        market="K",
    )
    run(eight, (0, "buy K"))
    assert eight.outcome is not None
    assert eight.outcome.winners == (0,)
    assert eight.end == "monopoly"


def test_win_is_checked_after_every_action() -> None:
    """STR-6.1, STR-6.2: other actions never end the game; a winning action ends it at once, mid-round."""
    state = deal(["5 6 7", "8 9 10"], hands=["2 3 4", ""], straights=[["J Q K"], []], market="K 9")
    for text in ("remove 2", "pass"):
        probe = state.clone()
        run(probe, (0, text))
        assert not probe.is_over
    state.apply(PASS)
    assert not state.is_over


def test_round_cap_ends_with_no_winner() -> None:
    """STR-6.4 [ENGINE]: after the cap's last round without a winner the match ends with nobody winning."""
    state = deal(options={"round_cap": 2})
    events: list[Event] = []
    for _ in range(3):
        events = state.apply(PASS)
    assert not state.is_over
    events = state.apply(PASS)
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.winners == ()
    assert state.outcome.scores == (0, 0)
    assert state.end == "round_cap"
    assert MatchEnded((0, 0), ()) in events
    facts = state.view(0).facts
    assert facts.no_winner is True
    assert facts.winners == ()
    assert facts.end == "round_cap"
    assert STRAIGHT_UP.Options().round_cap == 300  # the ruling's example is the default


def unwinnable_deal(**kw: Any) -> StraightUpState:
    """Three players; once seat 2 buys the last free Q, every goal rank is split between two players and
    each player lacks one rank for good (STR-A14's example): seat 0 has no K, seat 1 no Q, seat 2 no A."""
    return deal(
        ["", "", ""],
        n=3,
        hands=["", "", "10 5"],
        discards=["A A A A Q Q Q Q J", "A A A A K K K K J", "K K K K Q Q Q"],
        market="Q 6",
        start_player=0,
        current_player=2,
        **kw,
    )


def test_no_winner_once_nobody_can_win() -> None:
    """STR-6.4, STR-A14 [ENGINE]: the purchase that leaves nobody a way to win ends the match."""
    state = unwinnable_deal()
    assert not state.can_still_win(0)  # no K left to buy, and no rank it could own alone
    assert state.can_still_win(1)  # the last free Q
    assert not state.is_over
    events = run(state, (2, "buy Q"))
    assert not any(state.can_still_win(s) for s in range(3))
    assert state.outcome is not None
    assert state.outcome.winners == ()
    assert state.end == "unwinnable"
    assert MatchEnded((0, 0, 0), ()) in events


def test_the_early_end_can_be_switched_off() -> None:
    """STR-6.4: without the early end the stuck match plays on (until the round cap)."""
    state = unwinnable_deal(options={"stop_when_unwinnable": False})
    run(state, (2, "buy Q"))
    assert not state.is_over
    assert state.current_player == 1  # round 2 starts with seat 1


def test_a_rank_nobody_owns_keeps_the_game_winnable() -> None:
    """STR-A14: a rank still wholly in the market can all be bought by one player."""
    state = deal(["", "", ""], n=3, hands=["10 5", "", ""], discards=["A A A A", "A A A A", ""], market="Q")
    assert all(state.can_still_win(s) for s in range(3))


# --------------------------------------------------------------------------- STR-7 information


def test_views_hide_hands_and_draw_piles() -> None:
    """STR-7.1, STR-7.2, STR-A17: hands to their owner only; draw piles and the market deck to nobody;
    discard piles, straights, the row, the market discard and removed cards to everyone."""
    state = deal(
        ["5 6 7", "8 9 10"],
        hands=["Q K 2", ""],
        straights=[["J"], ["J Q"]],
        discards=["3", "4"],
        market="5 A",
    )
    for seat in (0, 1, None):
        view = state.view(seat)
        hand = view.zone("hand", 0)
        assert hand.cards == ((2, Q, K) if seat == 0 else (HIDDEN,) * 3)
        assert hand.face_up == (seat == 0)
        for s in (0, 1):
            assert view.zone("draw", s).cards == (HIDDEN,) * 3
        assert view.zone("discard", 0).cards == (3,)
        assert view.zone("discard", 1).cards == (4,)
        assert view.zone("straight", 0, 0).cards == (J,)
        assert view.zone("straight", 1, 0).cards == (J, Q)
        assert view.zone("market").cards == (5, A)
        assert view.zone("market_deck").hidden_count == len(state.market_deck)
        assert view.zone("removed").cards == tuple(state.removed)
        facts = view.facts
        assert facts.market_deck_size == len(state.market_deck)
        assert facts.draw_sizes == (3, 3)
        assert facts.strikes == (True, True)
        assert facts.straights == ((1, 0), (2, 0))
        assert facts.round == 1
        assert facts.start_player == 0
    assert state.view(0).facts.money == 2
    assert state.view(0).prompt is not None
    assert state.view(1).prompt is None


def test_the_view_names_the_straights_its_seat_may_strike_now() -> None:
    """STR-3.6: the viewer on turn learns which straights its hand may strike now (the table outlines
    only those); nobody else does, and nobody once the strike is used."""
    state = deal(["5 6 7", "8 9 10"], hands=["Q K 2", ""], straights=[[], ["J Q", "J"]])
    assert state.view(0).facts.strike_targets == ((1, 0), (1, 1))
    assert state.view(1).facts.strike_targets == ()
    assert state.view(None).facts.strike_targets == ()
    queen = deal(["5 6 7", "8 9 10"], hands=["Q 3 2", ""], straights=[[], ["J Q", "J"]])
    assert queen.view(0).facts.strike_targets == ((1, 1),)
    used = deal(["5 6 7", "8 9 10"], hands=["Q K 2", ""], straights=[[], ["J Q", "J"]], strikes=[False, True])
    assert used.view(0).facts.strike_targets == ()


def test_the_end_facts_say_how_the_match_was_won() -> None:
    """STR-6: the rank owned in full after a monopoly, none after a straight."""
    state = deal(
        ["5 6 7", "8 9 10"],
        hands=["10 10 5", ""],
        straights=[["J Q K"], []],
        discards=["K K", ""],
        market="K",
    )
    run(state, (0, "buy K"))
    facts = state.view(1).facts
    assert (facts.end, facts.winners, facts.monopoly, facts.copies) == ("monopoly", (0,), K, 4)
    straight = deal(["5 6 7", "8 9 10"], hands=["A 2 3", ""], straights=[["J Q K"], []])
    run(straight, (0, "place A 0"))
    facts = straight.view(None).facts
    assert (facts.end, facts.winners, facts.monopoly) == ("straight", (0,), None)


# --------------------------------------------------------------------------- actions and deals


def test_action_texts() -> None:
    """Every action has a text form that reads back exactly; other texts are refused."""
    for action, text in (
        (buy(10), "buy 10"),
        (buy(Q), "buy Q"),
        (remove(3), "remove 3"),
        (place(J, 0), "place J 0"),
        (strike(A, 2, 1), "strike A 2 1"),
        (PASS, "pass"),
    ):
        assert action.text() == text
        assert parse_action(text) is action
        assert eval(repr(action), CLASSES) == action  # the repr is valid Python
    for bad in ("", "buy", "buy 1", "buy Z", "place Q", "strike A x 0", "strike A 1", "pass now", "take 5"):
        with pytest.raises(InvalidAction, match="not a"):  # unreadable, unlike an illegal move
            parse_action(bad)
    assert GAMES["straight_up"] is STRAIGHT_UP


def test_foreign_and_out_of_range_actions_are_refused() -> None:
    """Actions of other shapes are refused with a reason and change nothing."""
    state = deal(["5 6 7", "8 9 10"], hands=["Q K 2", ""], straights=[[], ["J"]])
    assert refuse(state, place(Q, 5)) == "su.illegal.no_place"
    assert refuse(state, strike(K, 1, 7)) == "su.illegal.no_place"
    assert refuse(state, buy(99)) == "su.illegal.not_in_market"
    before = state.clone()
    with pytest.raises(IllegalAction):
        state.apply("buy Q")  # type: ignore[arg-type]
    assert state == before


def test_deals_are_checked() -> None:
    """from_deal refuses impossible positions with a clear message."""
    with pytest.raises(ValueError, match="more cards"):
        StraightUpState.from_deal(["K K K", "K K"])
    with pytest.raises(ValueError, match="not a straight"):
        StraightUpState.from_deal(["", ""], straights=[["J K"], []])
    with pytest.raises(ValueError, match="only the player on turn"):
        StraightUpState.from_deal(["", ""], hands=["", "5"])
    with pytest.raises(ValueError, match="already owns every copy"):
        StraightUpState.from_deal(["K K", ""], discards=["K K", ""])
    with pytest.raises(ValueError, match="2 to 4 players"):
        StraightUpState.from_deal([""])
    with pytest.raises(ValueError, match="market cards placed nowhere"):
        StraightUpState.from_deal(["", ""], market_deck="5")
