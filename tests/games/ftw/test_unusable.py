"""Why a card cannot be picked (``FtwState.why_unusable``): one scenario per reason, from explicit
deals, plus its agreement with the legal actions and with what the acting seat may know.

The reasons are those of ``why_illegal`` (FTW-2.2, FTW-4) for the move the card would join, so
each scenario checks the reason's key and parameters.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardgames.engine import Message
from cardgames.games.ftw import FTW, FtwState, LayAndTake, PassCards, PlayHigher, PlayWithHelpers

GENERIC = "illegal.card_unusable"


def hand(seat: int, card: int) -> tuple[tuple[Any, ...], int]:
    return (("hand", seat), card)


def params(reason: Message) -> dict[str, object]:
    return dict(reason.params)


# --------------------------------------------------------------------------- passing (FTW-2.2)


def test_a_fourth_card_to_pass_breaks_exactly_three() -> None:
    """With 3 cards chosen, a fourth hand card would make a pass of 4."""
    state = FtwState.from_deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]], passing=True)
    chosen = [hand(0, 1), hand(0, 2), hand(0, 3)]
    reason = state.why_unusable(("hand", 0), 4, chosen)
    assert reason.key == "ftw.illegal.pass_count"
    assert params(reason) == {"count": 4}
    assert reason.format() == "Pass exactly 3 cards, not 4."


def test_while_passing_every_hand_card_can_still_join_a_pass() -> None:
    """Fewer than 3 chosen: no hand card has a rule against it (the table shows it as legal)."""
    state = FtwState.from_deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]], passing=True)
    for chosen in ([], [hand(0, 5)], [hand(0, 5), hand(0, 1)]):
        for card in (1, 2, 3, 4):
            if hand(0, card) not in chosen:
                assert state.why_unusable(("hand", 0), card, chosen).key == GENERIC


def test_while_passing_other_zones_wait_for_the_pass() -> None:
    """Before the pass is made, a helper or pile card takes no part: the pass comes first."""
    state = FtwState.from_deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]], helpers=[[11], []], passing=True)
    assert state.why_unusable(("helpers", 0), 11).key == "ftw.illegal.pass_first"
    assert state.why_unusable(("pile",), 11).key == "ftw.illegal.pass_first"


# --------------------------------------------------------------------------- play (FTW-4)


def test_a_pile_card_needs_a_lower_hand_card() -> None:
    """FTW-4.2: every hand card is above the top 9, so no pile card can be taken; the lowest is named."""
    state = FtwState.from_deal([[30, 33, 35], [31, 32, 34]], pile=[7, 26, 29, 8, 9])
    for card in (7, 26, 29, 8, 9):
        reason = state.why_unusable(("pile",), card)
        assert reason.key == "ftw.illegal.not_lower"
        assert params(reason) == {"card": 30, "top": 9}


def test_a_pile_card_is_free_to_take_with_a_lower_card() -> None:
    """With 5 below the top, every pile card can be taken (B), whatever is selected."""
    state = FtwState.from_deal([[5, 33, 35], [31, 32, 34]], pile=[7, 26, 29, 8, 9])
    assert state.why_unusable(("pile",), 26).key == GENERIC
    assert state.why_unusable(("pile",), 26, [hand(0, 33)]).key == GENERIC


def test_helpers_on_an_empty_pile_wait_for_it_to_open() -> None:
    """FTW-4.3 needs a pile: on an empty one only option A exists."""
    state = FtwState.from_deal([[5, 10, 20], [1, 2, 4]], helpers=[[3, 7, 12], []])
    reason = state.why_unusable(("helpers", 0), 7)
    assert reason.key == "ftw.illegal.empty_pile"


def test_helpers_need_a_lower_hand_card() -> None:
    """FTW-4.3: no hand card below the top 9, so no helper can be used; the lowest card is named."""
    state = FtwState.from_deal([[30, 33, 35], [31, 32, 34]], pile=[7, 9], helpers=[[1, 2], []])
    reason = state.why_unusable(("helpers", 0), 2)
    assert reason.key == "ftw.illegal.not_lower"
    assert params(reason) == {"card": 30, "top": 9}


def test_helpers_that_cannot_lift_any_lower_card() -> None:
    """FTW-4.3: the best lower card, 20, with every helper makes 21, not above 25."""
    state = FtwState.from_deal([[5, 10, 20, 30], [2, 4, 6, 9]], pile=[8, 15, 25], helpers=[[1], []])
    reason = state.why_unusable(("helpers", 0), 1)
    assert reason.key == "ftw.illegal.sum_too_low"
    assert params(reason) == {"card": 20, "total": 21, "top": 25}
    assert reason.format() == "20 and your helpers make 21, which does not beat the top card 25."


def test_a_hand_card_above_the_top_cannot_take_the_chosen_pile_card() -> None:
    """With pile card 15 chosen, 30 could only lay down for B, and it is above the top 25."""
    state = FtwState.from_deal([[5, 10, 20, 30], [2, 4, 6, 9]], pile=[8, 15, 25], helpers=[[1], []])
    reason = state.why_unusable(("hand", 0), 30, [(("pile",), 15)])
    assert reason.key == "ftw.illegal.not_lower"
    assert params(reason) == {"card": 30, "top": 25}
    assert state.why_unusable(("hand", 0), 30).key == GENERIC, "alone, 30 beats the pile (A)"


def test_another_seats_cards_get_no_rule_of_their_own() -> None:
    """Another seat's hand or helpers are not the acting seat's to use: the plain sentence, which
    names no card of theirs."""
    state = FtwState.from_deal([[5, 10, 20, 30], [2, 4, 6, 9]], pile=[8, 15, 25], helpers=[[1], [3]])
    for zone, card in ((("hand", 1), 4), (("helpers", 1), 3), (("out",), 7)):
        assert state.why_unusable(zone, card).key == GENERIC


# --------------------------------------------------------------------------- against the legal actions


def _picks(state: FtwState) -> list[tuple[tuple[Any, ...], int]]:
    p = state.current_player
    assert p is not None
    zones: list[tuple[Any, ...]] = (
        [("hand", p)] if state.passing else [("hand", p), ("pile",), ("helpers", p)]
    )
    return [(z, c) for z in zones for c in state.true_zones()[z]]


def _uses(action: object, seat: int) -> set[tuple[tuple[Any, ...], int]]:
    if isinstance(action, PassCards):
        return {(("hand", seat), c) for c in action.cards}
    if isinstance(action, LayAndTake):
        return {(("hand", seat), action.card), (("pile",), action.take)}
    if isinstance(action, PlayWithHelpers):
        return {(("hand", seat), action.card)} | {(("helpers", seat), h) for h in action.helpers}
    assert isinstance(action, PlayHigher)
    return {(("hand", seat), action.card)}


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_rule_reason_exactly_for_cards_no_legal_action_uses(players: int) -> None:
    """Over seeded random matches, with nothing selected: a card some legal action uses gets no
    rule against it, and every card no legal action uses gets the rule that forbids it."""
    rng = random.Random(players)
    checked = 0
    for seed in range(4):
        state = FTW.new_state(players, seed)
        assert isinstance(state, FtwState)
        while state.current_player is not None:
            p = state.current_player
            actions = state.legal_actions()
            used = set().union(*(_uses(a, p) for a in actions))
            for zone, card in _picks(state):
                reason = state.why_unusable(zone, card)
                assert (reason.key == GENERIC) == ((zone, card) in used), (zone, card, reason)
                checked += 1
            state.apply(rng.choice(actions))
    assert checked > 500


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_reason_tells_nothing_the_acting_seat_cannot_know(players: int) -> None:
    """A sample of the hidden cards (what the acting seat cannot tell from the truth) gets the same
    reason for every card, picked alone or after a first pick."""
    rng = random.Random(10 + players)
    compared = 0
    for seed in range(3):
        state = FTW.new_state(players, seed)
        assert isinstance(state, FtwState)
        while state.current_player is not None:
            p = state.current_player
            sample = state.determinize(p, random.Random(rng.random()))
            picks = _picks(state)
            for first in [None, *rng.sample(picks, min(2, len(picks)))]:
                chosen = [] if first is None else [first]
                for zone, card in picks:
                    assert state.why_unusable(zone, card, chosen) == sample.why_unusable(zone, card, chosen)
                    compared += 1
            state.apply(rng.choice(state.legal_actions()))
    assert compared > 500
