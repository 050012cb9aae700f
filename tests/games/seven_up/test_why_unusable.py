"""Why a card cannot be picked (``State.why_unusable``): each reason from an explicit deal, the
same reasons as the refused moves, and nothing the player to act could not know.

Positions are built with ``SevenUpState.from_deal`` (the dealer is the last
seat, so seat 0 is Vorhand). The table asks about the acting player's own
hand; the answers are the rules' refusals of playing (or, while discarding,
discarding) that card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from cardgames.engine import FrenchCard
from cardgames.games.seven_up import SEVEN_UP, Discard, Play, SevenUpState


def c(text: str) -> int:
    return int(FrenchCard.parse(text))


def deal(hands: Sequence[str], turnup: str, stock: str = "", **kw: Any) -> SevenUpState:
    return SevenUpState.from_deal([h.split() for h in hands], turnup, stock=stock.split(), **kw)


def run(state: SevenUpState, script: str) -> None:
    """Apply the moves written in ``script`` (``;``-separated texts)."""
    for text in script.split(";"):
        state.apply(SEVEN_UP.parse_action(text.strip()))


def unusable(state: SevenUpState, card: str) -> tuple[str, str]:
    """The key and English text of why the player to act cannot pick ``card`` of their hand."""
    seat = state.current_player
    assert seat is not None
    reason = state.why_unusable(("hand", seat), c(card))
    return reason.key, str(reason)


# F1 of the rules tests: 3 players, dealer seat 2, hearts proposed.
F1 = ("AC 3C KD 4H 2S 9S", "KC 2C 5D 7D 6S 8S", "QD JD 8H 6H TS 4S")
# S1 of the rules tests with a run: clubs become trump (KC turns up).
S1 = ("AH KH TC 4C 3D 2S", "2H JH QC 5D 6D 3S")
S1_STOCK = "AC JC 9D 2C 8D 7D KC"


@pytest.mark.parametrize(
    ("script", "seat"),
    [("", 0), ("refuse", 2), ("refuse; ask", 0)],
    ids=["elder hand", "dealer", "asked"],
)
def test_no_card_before_the_trump_is_made(script: str, seat: int) -> None:
    """SEV-4: while the trump is being made, every card of the deciding player's hand waits."""
    state = deal(F1, "5H")
    if script:
        run(state, script)
    assert state.current_player == seat
    for card in F1[seat].split():
        assert unusable(state, card) == ("sev.illegal.trump_first", "First the trump must be made.")


def test_a_card_that_does_not_follow_suit() -> None:
    """SEV-5.2: holding the suit led, the player must follow; the reason names the suit."""
    state = deal(F1, "5H")
    run(state, "accept; play 3C")
    assert unusable(state, "5D") == ("sev.illegal.follow", "You must follow suit: ♣.")
    assert unusable(state, "6S") == ("sev.illegal.follow", "You must follow suit: ♣.")


def test_a_plain_card_while_holding_a_trump() -> None:
    """SEV-5.2: void in the suit led, the player must trump; the reason names both suits."""
    state = deal(F1, "5H")
    run(state, "accept; play 3C; play 2C")
    assert unusable(state, "QD") == ("sev.illegal.must_trump", "You have no ♣, so you must trump: ♥.")
    assert unusable(state, "TS") == ("sev.illegal.must_trump", "You have no ♣, so you must trump: ♥.")


def test_follow_or_trump_refuses_a_third_suit() -> None:
    """SEV-9 ``follow_or_trump``: holding the suit led, a card of another plain suit is refused."""
    state = deal(["2C 3C 4C 6C 7C 8C", "5C 2H 4D 2S 3S 4S"], "5H", options={"follow": "follow_or_trump"})
    run(state, "accept; play 2C")
    assert unusable(state, "4D") == ("sev.illegal.follow_or_trump", "You must follow suit (♣) or trump.")
    assert unusable(state, "3S")[0] == "sev.illegal.follow_or_trump"


def test_a_card_that_is_not_in_the_hand() -> None:
    """A card the player does not hold, in play and while discarding."""
    state = deal(F1, "5H")
    run(state, "accept")
    assert unusable(state, "KC") == ("sev.illegal.not_in_hand", "That card is not in your hand.")
    discarding = deal(S1, "5H", S1_STOCK)
    run(discarding, "refuse; run")
    assert discarding.phase == "discard"
    assert unusable(discarding, "2H")[0] == "sev.illegal.not_in_hand"


def test_other_zones_get_the_plain_answer() -> None:
    """Only the acting player's hand is picked from; anything else gets the engine's plain sentence."""
    state = deal(F1, "5H")
    run(state, "accept; play 3C")
    assert state.why_unusable(("trick",), c("3C")).key == "illegal.card_unusable"
    assert state.why_unusable(("hand", 0), c("AC")).key == "illegal.card_unusable"  # not the acting seat


def _positions(seed: int, n: int, options: dict[str, Any] | None) -> list[SevenUpState]:
    """Every position of a seeded random match (discarding and playing ones)."""
    state = SEVEN_UP.new_state(n, seed, options)
    assert isinstance(state, SevenUpState)
    rng = random.Random(seed)
    out = []
    while not state.is_over and len(out) < 300:
        if state.phase in ("discard", "play"):
            out.append(state.clone())
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    return out


OPTIONS = [None, {"follow": "follow_or_trump"}]


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_reason_is_the_refusal_of_the_move(n: int, options: dict[str, Any] | None) -> None:
    """A card of the acting hand is unusable exactly when its move is refused, and for the same reason."""
    for state in _positions(n + 10, n, options):
        seat = state.current_player
        assert seat is not None
        legal = set(state.legal_actions())
        for card in range(52):
            move = Discard(card) if state.phase == "discard" else Play(card)
            refusal = state.why_illegal(move)
            assert (refusal is None) == (move in legal)
            if refusal is not None:
                assert state.why_unusable(("hand", seat), card) == refusal


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("n", [2, 4])
def test_the_reason_tells_nothing_hidden(n: int, options: dict[str, Any] | None) -> None:
    """Two states the acting player cannot tell apart (the true one and a sample of the hidden cards)
    give the same reason for every card."""
    positions = _positions(n + 20, n, options)
    redrawn = 0
    for k, state in enumerate(positions):
        seat = state.current_player
        assert seat is not None
        sample = state.determinize(seat, random.Random(k))
        redrawn += sample.hands != state.hands
        for card in range(52):
            zone = ("hand", seat)
            assert sample.why_unusable(zone, card) == state.why_unusable(zone, card)
    assert redrawn > len(positions) // 2, "the samples hid nothing"
