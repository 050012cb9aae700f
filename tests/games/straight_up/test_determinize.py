"""Straight Up determinization: a sample uses exactly what the seat knows (STR-7, STR-A17).

A seat sees its own hand and every public pile: discard piles, straights, the
market row, the market discard, the removed cards, and every pile's size. It
also knows what each player owns (the starting deck, public purchases and
removals), so the contents of a draw pile and hand together are known; since
hands are discarded after each turn, only the player on turn holds cards.
Hidden are the order of every draw pile and of the market deck, and which of
the player on turn's cards are in his hand. A sample redraws exactly that.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain

from cardgames.games.straight_up import STRAIGHT_UP, StraightUpState
from cardgames.games.straight_up.basics import parse_cards


def midgame(n: int, seed: int, steps: int = 40) -> StraightUpState:
    """A match after some random moves (still running)."""
    state = STRAIGHT_UP.new_state(n, seed)
    assert isinstance(state, StraightUpState)
    rng = random.Random(seed)
    for _ in range(steps):
        actions = state.legal_actions()
        if not actions:
            break
        probe = state.clone()
        action = rng.choice(actions)
        probe.apply(action)
        if probe.is_over:  # keep the match running
            continue
        state.apply(action)
    assert not state.is_over
    return state


def all_cards(state: StraightUpState) -> list[int]:
    return sorted(chain.from_iterable(state.true_zones().values()))


def test_sample_keeps_what_the_seat_knows() -> None:
    """The own hand, every public pile, every size, every player's deck contents and the market deck's
    contents are kept; the history is dropped."""
    for n in (2, 3, 4):
        for seed in range(5):
            state = midgame(n, seed)
            zones = state.true_zones()
            for seat in range(n):
                for k in range(5):
                    sample = state.determinize(seat, random.Random(k))
                    sz = sample.true_zones()
                    assert sample.hands[seat] == state.hands[seat]
                    for key, cards in zones.items():
                        if key[0] in ("discard", "straight", "market", "market_discard", "removed"):
                            assert list(sz[key]) == list(cards), key
                        assert len(sz[key]) == len(cards), key
                    for q in range(n):
                        assert Counter(sample.draws[q] + sample.hands[q]) == Counter(
                            state.draws[q] + state.hands[q]
                        )
                    assert Counter(sample.market_deck) == Counter(state.market_deck)
                    assert sample.strikes == state.strikes
                    assert sample.owned == state.owned
                    assert (sample.round_no, sample.start, sample.turn, sample.bought) == (
                        state.round_no,
                        state.start,
                        state.turn,
                        state.bought,
                    )
                    assert sample.current_player == state.current_player
                    assert sample.history == []
                    assert all_cards(sample) == all_cards(state)
                    assert sample.view(seat) == state.view(seat)
                    if seat == state.current_player:
                        assert sample.legal_actions() == state.legal_actions()


def position(seed: int, hand: str, draw: str, own_draw: str, deck_top: str) -> StraightUpState:
    """Seat 1 on turn holding ``hand`` over ``draw``; seat 0 with ``own_draw``; the market deck ends in
    ``deck_top``. Everything else is the same."""
    probe = StraightUpState.from_deal(
        [own_draw, draw],
        hands=["", hand],
        discards=["5 6", "2"],
        market="10 J Q A",
        start_player=1,
        seed=seed,
    )
    rest = Counter(probe.market_deck)
    rest.subtract(parse_cards(deck_top))
    return StraightUpState.from_deal(
        [own_draw, draw],
        hands=["", hand],
        discards=["5 6", "2"],
        market="10 J Q A",
        market_deck=sorted(rest.elements()) + parse_cards(deck_top),
        start_player=1,
        seed=seed,
    )


def test_indistinguishable_states_give_equal_samples() -> None:
    """Two positions that differ only in what seat 0 cannot see (seat 1's hand against its draw pile, the
    order of seat 0's own draw pile and of the market deck, the seed of later shuffles) give seat 0 equal
    samples; seat 1 tells them apart."""
    a = position(1, "2 3 K", "4 4 9", "2 3 4", "7 8")
    b = position(2, "4 9 K", "3 4 2", "4 2 3", "8 7")
    assert a != b
    assert a.view(0) == b.view(0)
    assert a.view(None) == b.view(None)
    for k in range(6):
        assert a.determinize(0, random.Random(k)) == b.determinize(0, random.Random(k))
    assert a.view(1) != b.view(1)
    assert a.determinize(1, random.Random(3)) != b.determinize(1, random.Random(3))


def test_hidden_order_is_really_redrawn() -> None:
    """Different rngs give different draw pile orders, market deck orders, and hands of the player on turn;
    the seat's own hand never changes."""
    state = position(1, "2 3 K", "4 4 9 8 7 6", "2 3 4 3 2", "7 8")
    hands, own_draws, others, decks = set(), set(), set(), set()
    for k in range(20):
        sample = state.determinize(0, random.Random(k))
        hands.add(tuple(sample.hands[1]))
        own_draws.add(tuple(sample.draws[0]))
        others.add(tuple(sample.draws[1]))
        decks.add(tuple(sample.market_deck))
        assert sample.hands[0] == []
        assert sorted(sample.hands[1] + sample.draws[1]) == parse_cards("2 3 4 4 6 7 8 9 K")
    assert len(hands) > 1
    assert len(own_draws) > 1
    assert len(others) > 1
    assert len(decks) > 1
    # The player on turn keeps his hand in his own samples.
    for k in range(5):
        assert state.determinize(1, random.Random(k)).hands[1] == parse_cards("2 3 K")


def test_same_rng_same_sample() -> None:
    """A sample is a function of the seat's knowledge and the rng."""
    state = midgame(3, 7)
    for seat in range(3):
        assert state.determinize(seat, random.Random(5)) == state.determinize(seat, random.Random(5))


def test_no_hidden_card_leaks_into_a_view() -> None:
    """A view shows no face of a draw pile or the market deck, and another player's hand face down."""
    for n in (2, 3, 4):
        state = midgame(n, 11)
        p = state.current_player
        assert p is not None
        for seat in [*range(n), None]:
            view = state.view(seat)
            for q in range(n):
                assert view.zone("draw", q).hidden_count == len(state.draws[q])
                hidden = view.zone("hand", q).hidden_count
                assert hidden == (0 if q == seat else len(state.hands[q]))
            assert view.zone("market_deck").hidden_count == len(state.market_deck)


def test_a_sample_plays_on_to_the_end() -> None:
    """A sample is a full state: random play finishes it with every card in place."""
    for n in (2, 3, 4):
        state = midgame(n, 20 + n)
        sample = state.determinize(0, random.Random(n))
        sample.quiet = True
        deck = sorted(sample.deck())
        rng = random.Random(n)
        while not sample.is_over:
            sample.apply(rng.choice(sample.legal_actions()))
            assert all_cards(sample) == deck
