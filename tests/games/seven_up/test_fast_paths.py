"""The fast paths of Seven-up's playouts against plain versions of the same rules.

``quick_legal`` (the fast path of ``apply``) must say yes exactly to the legal actions, equal copies
included; the legal list is in card order; the deal cut by slices is the deal dealt card by card
(SEV-3); High and Low found in one pass are the plain ones (SEV-6.1/6.2).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardgames.engine import Action, stream
from cardgames.games.seven_up import ACCEPT, ASK, GIVE, REFUSE, RUN, SEVEN_UP, Discard, Play
from cardgames.games.seven_up.deal import shuffled
from cardgames.games.seven_up.scoring import high_and_low
from cardgames.games.seven_up.state import SevenUpState

from .test_random_matches import _options


def _everything() -> list[Action]:
    actions: list[Action] = [ACCEPT, REFUSE, RUN, ASK, GIVE]
    return actions + [Play(x) for x in range(52)] + [Discard(x) for x in range(52)]


@pytest.mark.parametrize("profile", ["seed", "traditional", "mixed"])
def test_quick_legal_says_yes_exactly_to_the_legal_actions(profile: str) -> None:
    """Every conceivable action (and an equal new copy of each) in every phase of random games."""
    everything = _everything()
    copies = [dataclasses.replace(a) for a in everything]
    seen: set[str] = set()
    for seed, n in enumerate((2, 3, 4, 2, 4)):
        state = SEVEN_UP.new_state(n, 100 + seed, _options(profile, seed))
        assert isinstance(state, SevenUpState)
        state.quiet = True
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            seen.add(state.phase)
            assert [a for a in everything if state.quick_legal(a)] == [
                a for a in everything if state.why_illegal(a) is None
            ]
            assert {a for a in copies if state.quick_legal(a)} == set(legal)
            state.apply(rng.choice(legal))
        assert not any(state.quick_legal(a) for a in everything)
    assert {"propose", "dealer", "play"} <= seen


@pytest.mark.parametrize("follow", ["follow_else_trump", "follow_or_trump"])
def test_the_cards_to_play_come_in_card_order(follow: str) -> None:
    """SEV-5.2, SEV-9: the legal plays are the hand's cards the rules accept, lowest first."""
    checked = 0
    for seed in range(12):
        state = SEVEN_UP.new_state(2 + seed % 3, seed, {"follow": follow})
        assert isinstance(state, SevenUpState)
        rng = random.Random(seed)
        while not state.is_over:
            p = state.current_player
            assert p is not None
            if state.phase == "play":
                hand = sorted(state.hands[p])
                assert state.legal_actions() == [Play(c) for c in hand if state.why_illegal(Play(c)) is None]
                checked += 1
            elif state.phase == "discard":
                assert state.legal_actions() == [Discard(c) for c in sorted(state.hands[p])]
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 500


def _dealt_card_by_card(
    seed: int, deal_no: int, dealer: int, n: int
) -> tuple[list[list[int]], int, list[int]]:
    """SEV-3 as the table deals: 3 and 3 from the top to each from Vorhand, then the turn-up."""
    rnd = stream(seed, "deal", deal_no).random
    keys = [rnd() for _ in range(52)]
    stock = sorted(range(52), key=keys.__getitem__)
    hands: list[list[int]] = [[] for _ in range(n)]
    for _ in range(2):
        for k in range(n):
            hands[(dealer + 1 + k) % n] += [stock.pop(), stock.pop(), stock.pop()]
    up = stock.pop()
    return [sorted(h) for h in hands], up, stock


def test_the_deal_is_the_deal_card_by_card() -> None:
    for seed in range(300):
        n = 2 + seed % 3
        for deal_no in (1, 2, 7):
            dealer = (seed + deal_no) % n
            assert shuffled(seed * 7_919, deal_no, dealer, n) == _dealt_card_by_card(
                seed * 7_919, deal_no, dealer, n
            )


def _plain_high_and_low(
    trump: int, hands: list[list[int]], plays: list[tuple[int, int]], parties: tuple[int, ...], literal: bool
) -> tuple[int, int, int, int]:
    holder = {c: parties[s] for s in range(len(hands)) for c in hands[s] if c & 3 == trump}
    holder.update((c, parties[s]) for s, c in plays if c & 3 == trump)
    if literal:
        high = 48 + trump if 48 + trump in holder else -1
        low = trump if trump in holder else -1
    else:
        high = max(holder) if holder else -1
        low = min(holder) if holder else -1
    return high, low, holder.get(high, -1), holder.get(low, -1)


def test_high_and_low_are_the_plain_ones() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        deck = list(range(52))
        rng.shuffle(deck)
        n = rng.choice([2, 3, 4])
        k = rng.randint(0, 9)
        hands = [sorted(deck[i * k : (i + 1) * k]) for i in range(n)]
        plays = [(rng.randrange(n), c) for c in deck[n * k : n * k + rng.randint(0, 8)]]
        parties = tuple(s % 2 if n == 4 else s for s in range(n))
        trump = rng.randrange(4)
        for literal in (False, True):
            assert high_and_low(trump, hands, plays, parties, literal) == _plain_high_and_low(
                trump, hands, plays, parties, literal
            )
