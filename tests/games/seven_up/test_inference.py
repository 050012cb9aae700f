"""What the others' trump decisions tell the hard bot (``seven_up.inference``): the decisions are read
from the table's public facts, the hand at each decision is put back as it was, the samples agree
with what was said, and they depend only on what the searching seat knows."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardgames.ai import bot_decision, make_bot
from cardgames.engine import FrenchCard
from cardgames.games.seven_up import ACCEPT, ASK, GIVE, REFUSE, SEVEN_UP, TRADITIONAL, SevenUpState
from cardgames.games.seven_up.inference import agrees, sampler, told
from cardgames.games.seven_up.observer import determinize

from .test_bots import after, deal

#: Vorhand (seat 0) holds four clubs with the ace and jack: the normal bot accepts clubs.
STRONG = ("AC JC 9C 5C KH 3D", "QS 8S 4H 2D 7H 6S")
#: Vorhand holds no club at all: the normal bot refuses clubs.
WEAK = ("4H 7S 9D 3H 8S 2D", "QS 8H AD 10S 6D KH")


def test_the_decisions_are_read_from_the_table() -> None:
    assert told(deal(STRONG, "2C")) == []
    assert told(after(deal(STRONG, "2C"), "accept")) == [(0, "propose", ACCEPT)]
    state = after(deal(WEAK, "2C"), "refuse")
    assert told(state) == [(0, "propose", REFUSE)]
    after(state, "ask")
    assert told(state) == [(0, "propose", REFUSE), (1, "dealer", ASK)]
    after(state, "accept")
    assert told(state) == [(0, "propose", REFUSE), (1, "dealer", ASK), (0, "asked", ACCEPT)]
    # The cards were run: what was said is about hands the samples do not keep apart.
    assert told(after(deal(WEAK, "2C", stock="3S 4S 5S 6H 7D 8D 10H"), "refuse", "run")) == []
    gift = after(deal(WEAK, "2C", options=TRADITIONAL), "refuse", "give")
    assert told(gift) == [(0, "propose", REFUSE), (1, "dealer", GIVE)]


@pytest.mark.parametrize("players", [2, 4])
def test_the_hand_as_dealt_is_put_back_at_every_decision(players: int) -> None:
    """In normal bots' games, at every later position the true hands agree with every decision
    told: the hand at each decision and its situation are rebuilt exactly."""
    normal = make_bot(SEVEN_UP, "normal")
    rng = random.Random(7)
    checked = 0
    for seed in range(40):
        state = SEVEN_UP.new_state(players, seed)
        state.quiet = True
        while state.current_player is not None and state.hand_no == 1 and checked < 400:
            for decision in told(state):
                assert agrees(state, state, decision), (seed, decision)
                checked += 1
            state.apply(bot_decision(normal, state, rng))
    assert checked >= 200


def _agreeing(state: SevenUpState, draws: list[SevenUpState]) -> float:
    decisions = told(state)
    return sum(all(agrees(state, d, x) for x in decisions) for d in draws) / len(draws)


def test_the_samples_agree_with_what_was_said() -> None:
    """The dealer searches after Vorhand accepted: nearly every sample gives Vorhand a hand the
    normal bot would have accepted with (all but about one in twelve); plain samples mostly do not."""
    state = after(deal(STRONG, "2C"), "accept", "play 3D")
    assert state.current_player == 1
    rng = random.Random(3)
    draw = sampler(state, 1, rng)
    assert draw is not None
    inferred = [draw(rng) for _ in range(200)]
    plain = [determinize(state, 1, rng) for _ in range(200)]
    assert _agreeing(state, inferred) >= 0.85
    assert _agreeing(state, plain) <= 0.6
    played = FrenchCard.parse("3D")
    for sample in inferred:
        assert sample.hands[1] == state.hands[1]
        assert len(sample.hands[0]) == 5
        assert played not in sample.hands[0]  # on the table, so in no hand
        everything = [*sample.hands[0], *sample.hands[1], *sample.stock, sample.turnup, *sample.trick]
        assert sorted(everything) == list(range(52))


def test_the_samples_depend_only_on_what_the_seat_knows() -> None:
    state = after(deal(STRONG, "2C"), "accept", "play 3D")
    other = determinize(state, 1, random.Random(11))  # the same table, other hidden cards
    assert other.hands[0] != state.hands[0]

    def draws(s: SevenUpState) -> list[Any]:
        rng = random.Random(5)
        draw = sampler(s, 1, rng)
        assert draw is not None
        return [(d.hands, d.stock) for d in (draw(rng) for _ in range(30))]

    assert draws(state) == draws(other)


def test_with_nothing_told_the_search_draws_plain_samples() -> None:
    state = deal(STRONG, "2C")
    assert sampler(state, 0, random.Random(1)) is None
    hooks = SEVEN_UP.search_hooks()
    rng_a, rng_b = random.Random(9), random.Random(9)
    draw = hooks.sampler(state, 0, rng_a)
    assert [draw(rng_a).hands for _ in range(5)] == [state.determinize(0, rng_b).hands for _ in range(5)]
