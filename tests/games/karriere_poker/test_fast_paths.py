"""The fast paths of Karriere Poker's playouts against plain versions of the same rules.

The leads and raises are listed from precomputed rows; here they must equal the sets counted out
one by one, in the same order (KP-2, KP-5.1), and ``quick_legal`` (the fast path of ``apply``) may
say yes to legal actions only; the log's texts of sets are made once; the deal's written-out
shuffle is the library's (KP-3).
"""

from __future__ import annotations

import random

import pytest

from cardgames.engine import Action
from cardgames.games.karriere_poker import KARRIERE_POKER, PASS, KarrierePokerState
from cardgames.games.karriere_poker.actions import PLAY
from cardgames.games.karriere_poker.basics import CARDS, JOKER_RANK, set_text
from cardgames.games.karriere_poker.state import SET_TEXTS, leads


def _plain_leads(hand: list[int]) -> list[Action]:
    """Each number with one to all of its cards, each with none to all jokers; then jokers alone."""
    jokers = hand[0]
    out: list[Action] = []
    for v in range(1, 14):
        for m in range(1, hand[v] + 1):
            out += [PLAY[v][m][j] for j in range(jokers + 1)]
    return out + [PLAY[0][0][j] for j in range(1, jokers + 1)]


def _plain_raises(state: KarrierePokerState) -> list[Action]:
    """A pass; each higher number as k cards, from one number card and the rest jokers up; then
    k jokers alone (above any number; on jokers only with jokers_over_jokers)."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    k, t, jokers = state.top_size, state.top_value, hand[0]
    out: list[Action] = [PASS]
    if t < JOKER_RANK:
        for v in range(t + 1, 14):
            out += [PLAY[v][m][k - m] for m in range(1, k + 1) if m <= hand[v] and k - m <= jokers]
    if jokers >= k and (t < JOKER_RANK or state.jokers_over):
        out.append(PLAY[0][0][k])
    return out


def test_leads_are_the_sets_counted_out() -> None:
    rng = random.Random(3)
    for _ in range(5000):
        hand = [rng.randint(0, 4)] + [rng.choice([0, 0, 1, 2, 3, 8]) for _ in range(13)]
        assert leads(hand) == _plain_leads(hand)
    assert leads([0] * 14) == []


@pytest.mark.parametrize("options", [{}, {"jokers_over_jokers": True, "round_rule": "until_all_pass"}])
def test_raises_and_leads_in_random_play(options: dict[str, object]) -> None:
    checked = 0
    for seed, n in enumerate((4, 5, 6, 7, 8)):
        state = KARRIERE_POKER.new_state(n, 50 + seed, {"games": 2, **options})
        assert isinstance(state, KarrierePokerState)
        state.quiet = True
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            p = state.current_player
            assert p is not None
            if state.leading:
                assert legal == _plain_leads(state.hands[p])
            else:
                assert legal == _plain_raises(state)
                checked += 1
            state.apply(rng.choice(legal))
    assert checked > 500


def test_quick_legal_says_yes_to_legal_actions_only() -> None:
    everything: list[Action] = [PASS] + [PLAY[v][m][j] for v in range(14) for m in range(9) for j in range(5)]
    for seed, n in enumerate((4, 8)):
        state = KARRIERE_POKER.new_state(n, seed, {"games": 1, "jokers_over_jokers": True})
        state.quiet = True
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            assert {a for a in everything if state.quick_legal(a)} <= set(legal)
            state.apply(rng.choice(legal))


def test_the_log_texts_of_sets_are_set_text() -> None:
    for v in range(14):
        for m in range(9):
            for j in range(5):
                assert SET_TEXTS[v][m][j] == set_text(CARDS[v][m][j])
