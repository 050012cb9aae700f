"""Karriere Poker determinization: a sample uses exactly what the seat knows (KP-4.3, KP-A8, KP-A9).

A seat sees its own hand, every played card and the hand sizes. From the
exchange it knows the cards it gave (still in its partner's hand unless the
partner has played cards of those numbers) and a bound on the rest of the
partner's hand: a lower position gave its highest cards, an upper position its
lowest. Everything else is redrawn.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain

from cardgames.games.karriere_poker import KARRIERE_POKER, KarrierePokerState

JK = 0
FIVE_DECK = sorted([v for v in range(1, 14) for _ in range(5)] + [JK, JK])


def rank(card: int) -> int:
    return 14 if card == JK else card


def hand(state: KarrierePokerState, seat: int) -> Counter[int]:
    return Counter(state.true_zones()[("hand", seat)])


def all_cards(state: KarrierePokerState) -> list[int]:
    return sorted(chain.from_iterable(state.true_zones().values()))


def game_two(seed: int) -> KarrierePokerState:
    """Five players: game 1 ends at once with seat s in position s + 1; game 2 is dealt and exchanged.

    Pairs in game 2: seat 0 (Boss) with seat 4 (Dishwasher), 2 cards; seat 1
    with seat 3, 1 card; seat 2 does not exchange.
    """
    state = KarrierePokerState.from_deal([[1], [2], [3], [4], [5]], start_player=0, seed=seed)
    for seat in range(4):
        state.apply(KARRIERE_POKER.parse_action(f"play {seat + 1}"))
    assert state.game_no == 1
    assert state.partner == [4, 3, -1, 1, 0]
    return state


def played_on(seat: int, count: int) -> list[KarrierePokerState]:
    """Game-2 states (seeds 0, 1, ...) after random moves, at the first moment ``seat``'s partner has
    played a card of a number ``seat`` gave it; ``count`` of them."""
    found = []
    for seed in range(40):
        state = game_two(seed)
        partner = state.partner[seat]
        given = set(state.gave[seat])
        rng = random.Random(seed)
        while state.game_no == 1 and not any(state.played[partner][v] for v in given):
            state.apply(rng.choice(state.legal_actions()))
        if state.game_no == 1:
            found.append(state)
        if len(found) == count:
            return found
    raise AssertionError("too few games where the partner plays a card it was given")


def check_partner(state: KarrierePokerState, sample: KarrierePokerState, seat: int) -> None:
    """The partner holds what the seat gave and has not been played since; the rest respects the bound."""
    partner = state.partner[seat]
    upper = state.rank[seat] < state.rank[partner]
    given = Counter(state.gave[seat])
    known = Counter({v: given[v] - state.played[partner][v] for v in given})
    held = hand(sample, partner)
    assert sum(held.values()) == state.sizes[partner]
    assert held & known == +known  # every known card is there
    rest = held - known
    got = [rank(c) for c in state.got[seat]]
    if upper:  # the partner gave its highest cards: the rest of its deal is no higher
        assert all(rank(c) <= min(got) for c in rest.elements())
    else:  # the partner gave its lowest cards: the rest of its deal is no lower
        assert all(rank(c) >= max(got) for c in rest.elements())


def test_own_hand_table_and_public_facts_are_kept() -> None:
    """The sample keeps the seat's hand, the table, the cleared cards, who played what, and every size."""
    state = game_two(3)
    rng = random.Random(3)
    for _ in range(7):
        state.apply(rng.choice(state.legal_actions()))
    for seat in range(5):
        for k in range(10):
            sample = state.determinize(seat, random.Random(k))
            assert hand(sample, seat) == hand(state, seat)
            assert sample.table == state.table
            assert sample.out == state.out
            assert sample.played == state.played
            assert sample.sizes == state.sizes
            assert sample.results == state.results
            assert sample.current_player == state.current_player
            assert sample.history == []
            assert all_cards(sample) == FIVE_DECK
            assert sample.view(seat) == state.view(seat)


def test_upper_seat_knows_the_cards_it_gave_and_a_bound_on_the_partner() -> None:
    """KP-4.3, KP-A8: the Boss's 2 lowest stay with the Dishwasher (unless played); his other cards are
    at most the lowest card he gave the Boss."""
    for state in played_on(0, 3):
        check_partner(state, state, 0)  # the facts hold for the truth
        for k in range(25):
            check_partner(state, state.determinize(0, random.Random(k)), 0)


def test_lower_seat_knows_the_cards_it_gave_and_a_bound_on_the_partner() -> None:
    """KP-4.3, KP-A8: the Dishwasher's 2 highest stay with the Boss (unless played); the Boss's other cards
    are at least the highest card the Boss gave him."""
    for state in played_on(4, 3):
        check_partner(state, state, 4)
        for k in range(25):
            check_partner(state, state.determinize(4, random.Random(k)), 4)


def test_the_given_cards_are_known_before_any_play() -> None:
    """KP-4.3: right after the exchange the partner surely holds every card the seat gave."""
    state = game_two(6)
    for seat, partner in ((0, 4), (1, 3), (3, 1), (4, 0)):
        for k in range(10):
            sample = state.determinize(seat, random.Random(k))
            assert hand(sample, partner) & Counter(state.gave[seat]) == Counter(state.gave[seat])
            check_partner(state, sample, seat)
            # The sample keeps this seat's exchange and forgets the others'.
            assert sample.partner[seat] == partner
            assert sample.gave[seat] == state.gave[seat]
            assert sample.got[seat] == state.got[seat]
            assert [sample.partner[s] for s in range(5) if s not in (seat, partner)] == [-1] * 3


def test_hidden_cards_are_really_redrawn() -> None:
    """Hands the seat cannot see differ between samples; nothing hidden is copied from the truth."""
    state = game_two(5)
    for seat in (0, 2):
        for other in range(5):
            if other in (seat, state.partner[seat]):
                continue
            hands = {
                tuple(sorted(hand(state.determinize(seat, random.Random(k)), other).elements()))
                for k in range(10)
            }
            assert len(hands) > 1
    # The partner's hand beyond the known cards is redrawn too.
    partner_hands = {
        tuple(sorted(hand(state.determinize(0, random.Random(k)), 4).elements())) for k in range(10)
    }
    assert len(partner_hands) > 1


def test_game_one_aside_is_redrawn() -> None:
    """KP-3.2, KP-A9: game 1's set-aside cards are unseen, so samples redraw them."""
    state = KARRIERE_POKER.new_state(6, 12)
    assert isinstance(state, KarrierePokerState)
    asides = {tuple(state.determinize(0, random.Random(k)).aside) for k in range(10)}
    assert len(asides) > 1
    assert all(len(a) == 3 for a in asides)


def test_indistinguishable_states_give_equal_samples() -> None:
    """Two game-2 states that differ only in cards seat 0 cannot see give seat 0 the same sample."""
    a = game_two(7)
    # Swap a card between seat 2 (no exchange) and seat 1, keeping seat 1's exchange consistent:
    # seat 1 gave its lowest card, so both swapped cards rank above it.
    floor = rank(a.gave[1][0])
    x = next(c for c in sorted(hand(a, 2), key=rank) if rank(c) > floor)
    y = next(c for c in sorted(hand(a, 1), key=rank) if rank(c) > floor and c != x)
    b = a.clone()
    b.hands[1], b.hands[2] = b.hands[1].copy(), b.hands[2].copy()  # a clone shares its rows
    b.hands[2][x] -= 1
    b.hands[2][y] += 1
    b.hands[1][y] -= 1
    b.hands[1][x] += 1
    assert a != b
    assert a.view(0) == b.view(0)
    for k in range(5):
        assert a.determinize(0, random.Random(k)) == b.determinize(0, random.Random(k))
    # Seat 2 can tell them apart, and its samples differ.
    assert a.view(2) != b.view(2)
    assert a.determinize(2, random.Random(5)) != b.determinize(2, random.Random(5))


def test_indistinguishable_game_one_deals() -> None:
    """Game 1: swapping hidden cards between two other seats does not change seat 0's samples."""
    a = KarrierePokerState.from_deal([[10, 11], [1, 2], [3, 4], [5, 6]], start_player=0)
    b = KarrierePokerState.from_deal([[10, 11], [5, 2], [3, 4], [1, 6]], start_player=0)
    assert a != b
    assert a.view(0) == b.view(0)
    assert a.determinize(0, random.Random(2)) == b.determinize(0, random.Random(2))
    assert a.view(1) != b.view(1)


def test_a_sample_plays_on_to_the_end() -> None:
    """A sample is a full state: it plays on through later games with every card in place."""
    state = game_two(8)
    sample = state.determinize(2, random.Random(1))
    sample.quiet = True
    rng = random.Random(1)
    while not sample.is_over:
        sample.apply(rng.choice(sample.legal_actions()))
        assert all_cards(sample) == FIVE_DECK
    assert len(sample.results) == 5


def test_views_show_own_hand_and_own_exchange_only() -> None:
    """Hands are private, sizes public; each seat sees its own exchange only; all hands show at the end."""
    state = game_two(9)
    for seat in range(5):
        view = state.view(seat)
        for other in range(5):
            zone = view.zone("hand", other)
            assert len(zone) == state.sizes[other]
            if other == seat:
                assert sorted(zone.cards) == sorted(hand(state, seat).elements())
            else:
                assert zone.hidden_count == len(zone)
        exchange = view.facts.exchange
        if seat == 2:
            assert exchange is None
        else:
            assert exchange == (state.partner[seat], state.gave[seat], state.got[seat])
    assert state.view(None).facts.exchange is None
    assert all(state.view(None).zone("hand", s).hidden_count == state.sizes[s] for s in range(5))
    ended = KarrierePokerState.from_deal([[5], [13], [6], [JK, JK, 1]], start_player=1, options={"games": 1})
    for text in ("play 13", "pass", "pass", "pass", "play 5", "play 6"):
        ended.apply(KARRIERE_POKER.parse_action(text))
    assert ended.is_over
    assert ended.view(0).zone("hand", 3).cards == (1, JK, JK)
