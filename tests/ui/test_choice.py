"""Choosing an FTW?! action by picking cards: the Chooser over exact deals, without a table."""

from __future__ import annotations

from cardgames.games.ftw import FtwState, LayAndTake, PassCards, PlayHigher, PlayWithHelpers
from cardgames.ui.choice import Chooser, Pick
from cardgames.ui.games.ftw import FtwUI

HAND0 = ("hand", 0)
PILE = ("pile",)
HELPERS0 = ("helpers", 0)


def chooser_for(state: FtwState) -> Chooser:
    """The chooser the table builds for the seat to move."""
    ui = FtwUI()
    seat = state.current_player
    assert seat is not None
    return Chooser(state.legal_actions(), lambda a: ui.picks(a, seat), ui.kind)


def hand(card: int) -> Pick:
    """A card of seat 0's hand."""
    return (HAND0, card)


def pile(card: int) -> Pick:
    """A card of the pile."""
    return (PILE, card)


def helper(card: int) -> Pick:
    """A card of seat 0's helper row."""
    return (HELPERS0, card)


def passing() -> Chooser:
    """Seat 0 chooses 3 of 1..5 to pass."""
    state = FtwState.from_deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]], passing=True)
    return chooser_for(state)


def in_play() -> Chooser:
    """Seat 0 holds 5, 10, 20, 30 against top 25 (pile 8, 15, 25) with helpers 3, 7, 12.

    A: 30. B: 5, 10 or 20 with any pile card. C: 5 + 3+7+12; 10 + 7+12 (or all);
    20 + any helpers but 3 alone (20 + 3 = 23 does not beat 25).
    """
    state = FtwState.from_deal(
        [[5, 10, 20, 30], [1, 2, 4, 6]],
        pile=[8, 15, 25],
        helpers=[[3, 7, 12], []],
    )
    return chooser_for(state)


# ---------------------------------------------------------------------- the pass


def test_three_picks_make_the_pass_ready() -> None:
    """Picking three hand cards makes exactly that pass ready, and only then."""
    c = passing()
    assert c.kinds == ["pass"]
    assert c.click(hand(4))
    assert c.click(hand(1))
    assert c.ready() == {}
    assert c.only_action() is None
    assert c.click(hand(2))
    assert c.ready() == {"pass": PassCards((1, 2, 4))}
    assert c.only_action() == PassCards((1, 2, 4))


def test_a_fourth_pass_pick_is_refused_and_changes_nothing() -> None:
    """With three cards chosen a fourth click is refused: the chosen three stay as they were."""
    c = passing()
    for card in (1, 2, 3):
        c.click(hand(card))
    assert c.status(hand(4)) == "blocked"
    assert c.click(hand(4)) is False
    assert c.selection == [hand(1), hand(2), hand(3)]
    assert c.ready() == {"pass": PassCards((1, 2, 3))}


def test_clicking_a_chosen_pass_card_drops_it() -> None:
    """A second click on a chosen card takes it back, and another card may be chosen instead."""
    c = passing()
    for card in (1, 2, 3):
        c.click(hand(card))
    assert c.click(hand(2)) is True
    assert c.selection == [hand(1), hand(3)]
    assert c.ready() == {}
    assert c.status(hand(4)) == "legal"
    assert c.click(hand(5))
    assert c.only_action() == PassCards((1, 3, 5))


# ---------------------------------------------------------------------- option A


def test_one_higher_card_makes_option_a_ready() -> None:
    """A single card above the top is option A at once."""
    c = in_play()
    assert c.click(hand(30))
    assert c.ready() == {"higher": PlayHigher(30)}
    assert c.only_action() == PlayHigher(30)


def test_a_lower_card_alone_is_not_ready() -> None:
    """A card below the top needs a pile card (B) or helpers (C) before any button is ready."""
    c = in_play()
    assert c.click(hand(10))
    assert c.selection == [hand(10)]
    assert c.ready() == {}
    assert c.only_action() is None


# ---------------------------------------------------------------------- option B


def test_a_lower_card_and_a_pile_card_make_option_b_ready() -> None:
    """Lower hand card plus a pile card: option B laying that card and taking that pile card."""
    c = in_play()
    c.click(hand(10))
    assert c.click(pile(15))
    assert c.ready() == {"take": LayAndTake(10, 15)}


def test_the_pile_card_may_be_picked_first() -> None:
    """Clicking the pile card before the hand card leads to the same option B."""
    c = in_play()
    assert c.click(pile(8))
    assert c.ready() == {}
    assert c.click(hand(20))
    assert c.only_action() == LayAndTake(20, 8)


def test_another_pile_card_swaps_the_taken_card() -> None:
    """Clicking a second pile card replaces the one to take; the hand card stays."""
    c = in_play()
    c.click(hand(10))
    c.click(pile(15))
    assert c.status(pile(8)) == "legal"
    assert c.click(pile(8))
    assert sorted(c.selection) == sorted([hand(10), pile(8)])
    assert c.ready() == {"take": LayAndTake(10, 8)}


def test_another_lower_card_keeps_the_pile_card() -> None:
    """Switching the lower hand card of a B choice keeps the pile card picked."""
    c = in_play()
    c.click(hand(10))
    c.click(pile(15))
    assert c.click(hand(20))
    assert sorted(c.selection) == sorted([pile(15), hand(20)])
    assert c.only_action() == LayAndTake(20, 15)


def test_a_higher_card_after_a_b_choice_starts_over_with_option_a() -> None:
    """The pile card makes no sense with a higher card, so it is dropped and A is ready."""
    c = in_play()
    c.click(hand(10))
    c.click(pile(15))
    assert c.click(hand(30))
    assert c.selection == [hand(30)]
    assert c.only_action() == PlayHigher(30)


# ---------------------------------------------------------------------- option C


def test_helpers_that_beat_the_top_make_option_c_ready() -> None:
    """10 with helpers 7 and 12 makes 29, which beats 25: option C is ready."""
    c = in_play()
    c.click(hand(10))
    assert c.click(helper(7))
    assert c.ready() == {}, "10 + 7 = 17 does not beat 25"
    assert c.click(helper(12))
    assert c.ready() == {"helpers": PlayWithHelpers(10, (7, 12))}


def test_helpers_that_do_not_reach_are_a_legal_prefix_but_not_ready() -> None:
    """10 + 3 + 12 is exactly 25, not more: the pick stands (7 could still come) but nothing is ready."""
    c = in_play()
    c.click(hand(10))
    assert c.click(helper(3))
    assert c.click(helper(12))
    assert sorted(c.selection) == sorted([hand(10), helper(3), helper(12)])
    assert c.ready() == {}
    assert c.only_action() is None
    assert c.click(helper(7))
    assert c.only_action() == PlayWithHelpers(10, (3, 7, 12))


def test_a_helper_that_cannot_lift_any_card_is_blocked() -> None:
    """Helper 1 lifts no lower card above 25: it is blocked, and a click on it does nothing."""
    state = FtwState.from_deal([[5, 10, 20, 30], [2, 4, 6, 9]], pile=[8, 15, 25], helpers=[[1], []])
    c = chooser_for(state)
    assert c.kinds == ["higher", "take"]
    assert not c.pickable(helper(1))
    assert c.status(helper(1)) == "blocked"
    assert c.click(helper(1)) is False
    assert c.selection == []


def test_switching_from_a_higher_to_a_lower_card_swaps_the_hand_pick() -> None:
    """Picking 10 after 30 replaces 30: one hand card at a time outside the pass."""
    c = in_play()
    c.click(hand(30))
    assert c.click(hand(10))
    assert c.selection == [hand(10)]
    assert c.ready() == {}


def test_switching_the_lower_card_keeps_helpers_that_still_fit() -> None:
    """From 10 + 7 + 12 to 20: the helpers stay, and 20 + 7 + 12 is option C at once."""
    c = in_play()
    for pick in (hand(10), helper(7), helper(12)):
        c.click(pick)
    assert c.click(hand(20))
    assert sorted(c.selection) == sorted([helper(7), helper(12), hand(20)])
    assert c.only_action() == PlayWithHelpers(20, (7, 12))


def test_a_helper_after_a_pile_card_drops_the_pile_card() -> None:
    """B and C do not mix: picking a helper after a pile card keeps the hand card, drops the pile card."""
    c = in_play()
    c.click(hand(10))
    c.click(pile(15))
    assert c.click(helper(7))
    assert sorted(c.selection) == sorted([hand(10), helper(7)])


# ---------------------------------------------------------------------- status, kinds, refusals


def test_status_of_representative_picks() -> None:
    """Before any pick own cards, pile and helpers are legal; others' cards are blocked."""
    c = in_play()
    assert c.status(hand(30)) == "legal"
    assert c.status(hand(5)) == "legal"
    assert c.status(pile(25)) == "legal"
    assert c.status(helper(3)) == "legal"
    assert c.status((("hand", 1), 6)) == "blocked", "another seat's card is never offered"
    assert c.status(hand(99)) == "blocked"
    c.click(hand(10))
    assert c.status(hand(10)) == "selected"
    assert c.status(pile(8)) == "legal"
    assert c.status(hand(30)) == "legal", "a click on 30 would swap the hand card"


def test_every_helper_of_a_c_choice_shows_as_selected() -> None:
    """With 5 picked, helper 3 is legal (as part of 3+7+12); once all three are picked they show selected."""
    c = in_play()
    c.click(hand(5))
    assert c.status(helper(3)) == "legal"
    for h in (3, 7, 12):
        c.click(helper(h))
    assert [c.status(helper(h)) for h in (3, 7, 12)] == ["selected"] * 3
    assert c.only_action() == PlayWithHelpers(5, (3, 7, 12))


def test_kinds_follow_the_order_of_the_actions() -> None:
    """Buttons come in the order A, B, C when all three are possible."""
    assert in_play().kinds == ["higher", "take", "helpers"]


def test_kinds_without_a_higher_card() -> None:
    """With no card above the top, only B and C are offered."""
    state = FtwState.from_deal([[5, 10, 20], [1, 2, 4]], pile=[8, 15, 25], helpers=[[3, 7, 12], []])
    assert chooser_for(state).kinds == ["take", "helpers"]


def test_kinds_on_an_empty_pile() -> None:
    """An empty pile takes any card with A; B and C do not exist."""
    state = FtwState.from_deal([[5, 10, 20], [1, 2, 4]], helpers=[[3, 7, 12], []])
    c = chooser_for(state)
    assert c.kinds == ["higher"]
    assert c.click(hand(5))
    assert c.only_action() == PlayHigher(5)


def test_clicking_a_card_no_action_uses_returns_false() -> None:
    """A card outside every action (another seat's, or one that is not there) changes nothing."""
    c = in_play()
    c.click(hand(10))
    assert c.click((("hand", 1), 6)) is False
    assert c.click(hand(42)) is False
    assert c.selection == [hand(10)]


def test_clear_drops_the_selection() -> None:
    """Clearing forgets every pick; nothing is ready afterwards."""
    c = in_play()
    c.click(hand(30))
    c.clear()
    assert c.selection == []
    assert c.ready() == {}
