"""Karriere Poker rule scenarios: tests per rule of RULINGS.md section 4 (KP-1 .. KP-8, KP-A1 .. KP-A14).

Positions are built with ``KarrierePokerState.from_deal`` (cards are ints,
1..13 and 0 for a joker) or come from a seeded new match. Moves are written in
their text form (``"play 7,7,JK"``, ``"pass"``) and every move names the seat
that must be on turn, so a wrong turn order fails at once. Refused actions are
checked through ``IllegalAction.reason.key`` and must leave the state
unchanged. Expected deals and exchanges are recomputed here from the sheet's
tables, independently of the engine's own helpers.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import chain
from typing import Any

import pytest

from cardgames.engine import HIDDEN, Action, IllegalAction, InvalidAction, stream
from cardgames.games.karriere_poker import (
    KARRIERE_POKER,
    PASS,
    TIME_UP,
    KarrierePokerState,
    Play,
    play,
)
from cardgames.games.karriere_poker.actions import parse_action
from cardgames.games.karriere_poker.basics import deck_counts, exchange_pairs, jokers_for
from cardgames.games.karriere_poker.deal import exchange

ALL_COUNTS = [4, 5, 6, 7, 8]
JK = 0

# The sheet's tables, written out here so the engine is checked against them (KP-1.3, KP-4.3).
JOKERS = {4: 2, 5: 2, 6: 3, 7: 3, 8: 4}
EXCHANGE = {
    4: {(1, 4, 2), (2, 3, 1)},
    5: {(1, 5, 2), (2, 4, 1)},
    6: {(1, 6, 3), (2, 5, 2), (3, 4, 1)},
    7: {(1, 7, 3), (2, 6, 2), (3, 5, 1)},
    8: {(1, 8, 4), (2, 7, 3), (3, 6, 2), (4, 5, 1)},
}


# --------------------------------------------------------------------------- helpers


def full_deck(n: int) -> list[int]:
    """N of every number 1..13, then the jokers, in the order the engine shuffles them."""
    return [v for v in range(1, 14) for _ in range(n)] + [JK] * JOKERS[n]


def rank(card: int) -> int:
    """Exchange rank: jokers highest (KP-4.3)."""
    return 14 if card == JK else card


def deal(hands: Sequence[Sequence[int]], **kw: Any) -> KarrierePokerState:
    """A game-1 position; cards nobody holds are set aside."""
    return KarrierePokerState.from_deal(hands, **kw)


def later(hands: Sequence[Sequence[int]], positions: Sequence[int], **kw: Any) -> KarrierePokerState:
    """A position of a later game (ranks from ``positions``); unused cards are named as aside."""
    n = len(hands)
    rest = Counter(full_deck(n))
    rest.subtract(chain.from_iterable(hands))
    aside = sorted(rest.elements())
    return KarrierePokerState.from_deal(hands, positions=positions, aside=aside, **kw)


def hand(state: KarrierePokerState, seat: int) -> list[int]:
    """A seat's cards, sorted by rank (jokers last)."""
    return sorted(state.true_zones()[("hand", seat)], key=rank)


def cards(values: Sequence[int]) -> list[int]:
    return sorted(values, key=rank)


def run(state: KarrierePokerState, *moves: tuple[int, str]) -> None:
    """Apply moves, each (seat that must be on turn, action text)."""
    for seat, text in moves:
        assert state.current_player == seat, f"expected seat {seat} on turn before {text!r}"
        state.apply(KARRIERE_POKER.parse_action(text))


def refuse(state: KarrierePokerState, action: Action) -> str:
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


def all_cards(state: KarrierePokerState) -> list[int]:
    return sorted(chain.from_iterable(state.true_zones().values()))


def finishing(state: KarrierePokerState) -> tuple[int, ...]:
    """``view.facts.finished``: the position each seat took this game, 0 if still in."""
    return tuple(state.view(None).facts.finished)


def random_until(state: KarrierePokerState, rng: random.Random, game_no: int) -> None:
    """Random legal moves until game ``game_no`` (0-based) is running or the match is over."""
    state.quiet = True
    while not state.is_over and state.game_no < game_no:
        state.apply(rng.choice(state.legal_actions()))
    state.quiet = False


def race(
    n: int, order: Sequence[int], *, positions: Sequence[int] | None = None, **kw: Any
) -> KarrierePokerState:
    """A position where ``order[i]`` holds the single card i+1 and sits i places clockwise of order[0].

    ``order[0]`` leads; each following seat raises with its last card, so the
    players go out in ``order`` and the game ends (see :func:`finish`).
    """
    hands: list[list[int]] = [[] for _ in range(n)]
    chairs = [0] * n
    for i, seat in enumerate(order):
        hands[seat] = [i + 1]
        chairs[seat] = i
    if positions is None:
        return deal(hands, start_player=order[0], chairs=chairs, **kw)
    return later(hands, positions, start_player=order[0], chairs=chairs, **kw)


def finish(state: KarrierePokerState, order: Sequence[int]) -> None:
    """Play a :func:`race` position to its end: the first N-1 of ``order`` go out in turn."""
    for i, seat in enumerate(order[:-1]):
        run(state, (seat, f"play {i + 1}"))


def expected_next_game(
    n: int, seed: int, game_no: int, positions: Sequence[int]
) -> tuple[list[list[int]], list[list[int]], dict[int, tuple[int, list[int], list[int]]]]:
    """Recompute a later game's deal and exchange from the sheet (KP-4.2, KP-4.3).

    Returns (dealt hands, hands after the exchange, per exchanging seat: partner, gave, got).
    """
    by_rank = {p: seat for seat, p in enumerate(positions)}
    deck = full_deck(n)
    stream(seed, "deal", game_no).shuffle(deck)
    dealt = [deck[13 * i : 13 * (i + 1)] for i in range(n)]
    dealt[by_rank[n]] = dealt[by_rank[n]] + deck[13 * n :]  # the Dishwasher keeps the leftovers
    after = [list(h) for h in dealt]
    swaps: dict[int, tuple[int, list[int], list[int]]] = {}
    for upper_pos, lower_pos, k in EXCHANGE[n]:
        upper, lower = by_rank[upper_pos], by_rank[lower_pos]
        low = cards(dealt[upper])[:k]  # chosen from the hands as dealt (KP-A8)
        high = cards(dealt[lower])[-k:]
        swaps[upper] = (lower, low, high)
        swaps[lower] = (upper, high, low)
    for seat, (_partner, gave, got) in swaps.items():
        for c in gave:
            after[seat].remove(c)
        after[seat] += got
    return dealt, [cards(h) for h in after], swaps


# --------------------------------------------------------------------------- KP-1 components


@pytest.mark.parametrize(
    ("n", "total", "jokers", "leftover"),
    [(4, 54, 2, 2), (5, 67, 2, 2), (6, 81, 3, 3), (7, 94, 3, 3), (8, 108, 4, 4)],
)
def test_components_per_player_count(n: int, total: int, jokers: int, leftover: int) -> None:
    """KP-1.2, KP-1.3, KP-1.4: N of each number, 2/2/3/3/4 jokers, 13 each and the leftovers."""
    assert jokers_for(n) == jokers
    assert deck_counts(n) == [jokers] + [n] * 13
    for seed in (0, 1, 2):
        state = KARRIERE_POKER.new_state(n, seed)
        assert isinstance(state, KarrierePokerState)
        assert sorted(state.deck()) == sorted(full_deck(n))
        assert len(state.deck()) == total
        assert all_cards(state) == sorted(full_deck(n))
        assert [len(hand(state, s)) for s in range(n)] == [13] * n
        assert len(state.aside) == leftover


@pytest.mark.parametrize("n", [0, 3, 9])
def test_player_count_outside_four_to_eight_is_refused(n: int) -> None:
    """KP-1.1: N must be 4..8."""
    with pytest.raises(ValueError, match="players"):
        KARRIERE_POKER.new_state(n, 1)


@pytest.mark.parametrize("n", ALL_COUNTS)
def test_leftovers_set_aside_in_game_one_then_given_to_the_dishwasher(n: int) -> None:
    """KP-1.4, KP-3.2, KP-4.2, KP-A9: leftovers aside unseen in game 1, dealt to the Dishwasher in game 2."""
    seed = 40 + n
    state = KARRIERE_POKER.new_state(n, seed)
    assert isinstance(state, KarrierePokerState)
    # Game 1: the deal is the seeded shuffle; seat i gets the i-th 13 cards, the rest is set aside.
    deck = full_deck(n)
    stream(seed, "deal", 0).shuffle(deck)
    for seat in range(n):
        assert hand(state, seat) == cards(deck[13 * seat : 13 * seat + 13])
    assert sorted(state.aside) == sorted(deck[13 * n :])
    for viewer in [*range(n), None]:
        view = state.view(viewer)
        assert view.zone("aside").cards == (HIDDEN,) * JOKERS[n]
    # Game 2 (reached by random play): nothing aside, the Dishwasher deals and has 13 + J cards.
    random_until(state, random.Random(seed), 1)
    assert state.game_no == 1
    assert state.aside == []
    dishwasher = state.results[0].index(n)
    assert state.dealer == dishwasher
    assert state.view(None).facts.dealer == dishwasher
    assert state.sizes == [13 + JOKERS[n] if s == dishwasher else 13 for s in range(n)]
    assert all_cards(state) == sorted(full_deck(n))


# --------------------------------------------------------------------------- KP-3 game 1


def test_game_one_dealer_is_random_and_his_left_neighbour_starts() -> None:
    """KP-3.1, KP-3.3, KP-A13: a random dealer; the player to his left leads; no ranks, no exchange."""
    dealers = set()
    for seed in range(40):
        state = KARRIERE_POKER.new_state(5, seed)
        assert isinstance(state, KarrierePokerState)
        dealers.add(state.dealer)
        assert state.current_player == state.nxt[state.dealer]
        assert state.leading
        assert state.rank == [0] * 5
        assert state.view(None).facts.positions == (0,) * 5
        assert state.partner == [-1] * 5
        assert state.gave == [()] * 5
        assert state.view(0).facts.exchange is None
    assert dealers == set(range(5))


def test_game_one_dealer_sits_right_of_the_starter_in_a_built_position() -> None:
    """KP-3.3: with chosen chairs the dealer of game 1 is the starter's right-hand neighbour."""
    state = deal([[1], [2], [3], [4]], start_player=2, chairs=[2, 0, 3, 1])
    # Clockwise: seat 1, seat 3, seat 0, seat 2.
    assert state.nxt == [2, 3, 1, 0]
    assert state.dealer == state.prv[2] == 0


# --------------------------------------------------------------------------- KP-2 sets and comparison


def test_set_values_and_sizes() -> None:
    """KP-2.2, KP-A3: a mixed set takes its number; jokers alone are worth 14."""
    assert play(7, 2, 1).value == 7
    assert play(7, 2, 1).size == 3
    assert play(13, 1, 3).value == 13
    assert play(0, 0, 1).value == 14
    assert play(0, 0, 2).size == 2
    assert play(7, 2, 1).cards == (7, 7, JK)


def test_leads_are_every_set_of_one_number_plus_any_jokers() -> None:
    """KP-2.1, KP-5.1, KP-A3: any k >= 1 cards of one number with any jokers; jokers may be led alone."""
    state = deal([[3, 3, 9, JK], [1], [2], [4]], start_player=0)
    assert set(state.legal_actions()) == {
        play(3, 1, 0),
        play(3, 1, 1),
        play(3, 2, 0),
        play(3, 2, 1),
        play(9, 1, 0),
        play(9, 1, 1),
        play(0, 0, 1),
    }
    assert len(state.legal_actions()) == 7
    assert PASS not in state.legal_actions()


def test_mixed_sets_and_raises_are_exactly_the_higher_sets_of_the_same_size() -> None:
    """KP-2.1, KP-2.3: a raise has the lead's size and a higher number; jokers fill in for it."""
    state = deal([[5, 5, 1], [4, 4, 6, 8, 8, 8, JK], [2], [3]], start_player=0)
    run(state, (0, "play 5,5"))
    assert set(state.legal_actions()) == {
        PASS,
        play(6, 1, 1),  # 6 + joker = two 6s
        play(8, 1, 1),
        play(8, 2, 0),
    }
    assert refuse(state, play(4, 2, 0)) == "kp.illegal.not_higher"
    assert refuse(state, play(4, 1, 1)) == "kp.illegal.not_higher"
    assert refuse(state, play(8, 3, 0)) == "kp.illegal.wrong_size"
    assert refuse(state, play(8, 1, 0)) == "kp.illegal.wrong_size"
    assert refuse(state, play(0, 0, 1)) == "kp.illegal.wrong_size"
    run(state, (1, "play 6,JK"))
    assert state.table == [5, 5, 6, JK]
    assert state.view(None).facts.top == (6, 2, 1)
    assert state.view(None).facts.top_set == (6, JK)


def test_equal_never_beats() -> None:
    """KP-2.3: a set of the same number does not beat the top set."""
    state = deal([[7, 7, 1], [7, 7, 2], [3], [4]], start_player=0)
    run(state, (0, "play 7,7"))
    assert state.legal_actions() == [PASS]
    assert refuse(state, play(7, 2, 0)) == "kp.illegal.not_higher"


def test_after_a_thirteen_only_jokers_alone_of_the_same_size() -> None:
    """KP-2.3, KP-A3: 13 + joker has value 13 and does not beat 13s; two jokers alone do."""
    state = deal([[13, 13, 1], [13, JK, JK, 5], [3], [4]], start_player=0)
    run(state, (0, "play 13,13"))
    assert set(state.legal_actions()) == {PASS, play(0, 0, 2)}
    assert refuse(state, play(13, 1, 1)) == "kp.illegal.not_higher"
    assert refuse(state, play(0, 0, 1)) == "kp.illegal.wrong_size"
    run(state, (1, "play JK,JK"))
    assert state.view(None).facts.top == (14, 2, 1)


def test_nothing_beats_jokers_alone() -> None:
    """KP-2.3, KP-A3: an all-joker set cannot be raised, not even by another all-joker set."""
    state = deal([[JK, 1], [JK, 13, 2], [3], [4]], start_player=0)
    run(state, (0, "play JK"))
    assert state.legal_actions() == [PASS]
    assert refuse(state, play(0, 0, 1)) == "kp.illegal.jokers_on_top"
    assert refuse(state, play(13, 1, 0)) == "kp.illegal.jokers_on_top"
    run(state, (1, "pass"), (2, "pass"), (3, "pass"))
    assert state.current_player == 0  # the joker won the round


def test_exact_size_four_twelves_on_a_triple() -> None:
    """KP-A4: 4 x 12 cannot be played on a triple, but 3 of the four 12s can."""
    state = deal([[7, 7, 7, 1], [12, 12, 12, 12], [2], [3]], start_player=0)
    run(state, (0, "play 7,7,7"))
    assert set(state.legal_actions()) == {PASS, play(12, 3, 0)}
    assert refuse(state, play(12, 4, 0)) == "kp.illegal.wrong_size"
    run(state, (1, "play 12,12,12"))
    assert hand(state, 1) == [12]


def test_raise_compares_with_the_top_set_not_with_the_previous_player() -> None:
    """KP-A2: after a pass the raise must beat the last set actually played."""
    state = deal([[5, 1], [6, 2], [4, 6, 3], [9]], start_player=0)
    run(state, (0, "play 5"), (1, "pass"))
    assert set(state.legal_actions()) == {PASS, play(6, 1, 0)}
    assert refuse(state, play(4, 1, 0)) == "kp.illegal.not_higher"


# --------------------------------------------------------------------------- KP-5 poker round


def test_the_lead_is_mandatory() -> None:
    """KP-5.1, KP-A10: the starter cannot pass; the others may pass voluntarily."""
    state = deal([[5, 1], [9, 2], [3], [4]], start_player=0)
    assert PASS not in state.legal_actions()
    assert refuse(state, PASS) == "kp.illegal.must_lead"
    run(state, (0, "play 5"))
    assert play(9, 1, 0) in state.legal_actions()
    run(state, (1, "pass"))  # could raise with the 9, passes voluntarily
    assert state.current_player == 2


def test_the_sheets_four_player_example_round() -> None:
    """KP-5.2, KP-5.3, KP-5.4, KP-A1, KP-A4: the sheet's example round, literally.

    The starter plays three 2s, the 2nd player three 7s; the 3rd has no triple
    and must pass; the 4th has four 12s but will not play just three of them
    and passes. The round is over (the starter does not act again) and the
    2nd player starts the next round.
    """
    state = later(
        [[2, 2, 2, 5, 9], [7, 7, 7, 3], [1, 3, 4, 4, 6, 8], [12, 12, 12, 12, 1]],
        positions=[1, 2, 3, 4],
        start_player=0,
    )
    run(state, (0, "play 2,2,2"), (1, "play 7,7,7"))
    assert state.legal_actions() == [PASS]  # no triple: must pass
    run(state, (2, "pass"))
    assert set(state.legal_actions()) == {PASS, play(12, 3, 0)}
    assert refuse(state, play(12, 4, 0)) == "kp.illegal.wrong_size"
    run(state, (3, "pass"))
    # The lap is over after one turn each.
    assert state.current_player == 1
    assert state.leading
    assert state.round_no == 2
    assert state.table == []
    assert sorted(state.true_zones()[("out",)]) == [2, 2, 2, 7, 7, 7]
    assert hand(state, 0) == [5, 9]
    assert len(state.history) == 4


def test_everybody_passes_the_starter_leads_again() -> None:
    """KP-5.3, KP-5.4, KP-A11: if everybody passes the starter wins the round and leads again."""
    state = deal([[3, 8], [9, 1], [10, 2], [11, 4]], start_player=0)
    run(state, (0, "play 3"), (1, "pass"), (2, "pass"), (3, "pass"))
    assert state.current_player == 0
    assert state.leading
    assert state.table == []
    assert state.true_zones()[("out",)] == [3]
    assert state.round_no == 2


def test_players_who_went_out_are_skipped_and_the_lap_goes_on() -> None:
    """KP-5.2, KP-6.1, KP-A6: going out mid-lap takes position 1; the lap continues; he is skipped later."""
    state = deal([[1, 8], [3], [9, 2, 6], [4, 5]], start_player=0)
    run(state, (0, "play 1"), (1, "play 3"))
    assert state.finished == [1]
    assert finishing(state) == (0, 1, 0, 0)
    assert state.current_player == 2  # the lap goes on
    run(state, (2, "play 9"), (3, "pass"))
    # KP-A6: the eventual round winner (seat 2) leads next.
    assert state.current_player == 2
    run(state, (2, "play 2"), (3, "pass"))
    assert state.current_player == 0  # seat 1 is skipped
    run(state, (0, "pass"))
    assert state.current_player == 2  # two turns were the whole lap
    assert state.round_no == 3


def test_one_lap_starter_does_not_answer_a_raise() -> None:
    """KP-5.2, KP-A1: after a raise the starter does not get another turn in the same round."""
    state = deal([[3, 12, 1], [5, 2], [4], [6, 7]], start_player=0)
    run(state, (0, "play 3"), (1, "play 5"), (2, "pass"), (3, "pass"))
    assert state.current_player == 1
    assert state.leading
    assert hand(state, 0) == [1, 12]


# --------------------------------------------------------------------------- KP-6 going out, end of game


def test_game_ends_at_once_mid_lap() -> None:
    """KP-6.1, KP-6.2, KP-6.3, KP-7.3, KP-A7, KP-A14: the game ends as soon as one player holds cards.

    Seat 1 goes out first; seat 0 leads its last card, seat 2 raises with its
    last card: seat 3 never gets his turn, although his jokers could beat it,
    and becomes Dishwasher. No successor is needed.
    """
    hands = [[5], [13], [6], [JK, JK, 1]]
    state = deal(hands, start_player=1, options={"games": 1})
    run(state, (1, "play 13"), (2, "pass"), (3, "pass"), (0, "pass"))
    assert state.current_player == 0  # KP-7.1: right of seat 1
    run(state, (0, "play 5"))
    assert finishing(state) == (2, 1, 0, 0)
    assert state.current_player == 2  # seat 1 is skipped
    run(state, (2, "play 6"))
    assert state.is_over
    assert state.view(None).current_player is None
    assert state.results == [(2, 1, 3, 4)]
    assert hand(state, 3) == [1, JK, JK]
    assert state.outcome is not None
    assert state.outcome.winners == (1,)
    assert state.outcome.scores == (2, 1, 3, 4)
    assert refuse(state, PASS) == "illegal.match_over"
    assert state.legal_actions() == []


def test_game_end_mid_lap_then_next_game_starts_with_the_boss() -> None:
    """KP-6.2, KP-7.3, KP-4.4: the same end in a longer match: game 2 starts, led by the new Boss."""
    state = deal([[5], [13], [6], [JK, JK, 1]], start_player=1, seed=3)
    run(state, (1, "play 13"), (2, "pass"), (3, "pass"), (0, "pass"), (0, "play 5"), (2, "play 6"))
    assert not state.is_over
    assert state.results == [(2, 1, 3, 4)]
    assert state.game_no == 1
    assert state.rank == [2, 1, 3, 4]
    assert state.current_player == 1
    assert state.leading
    assert state.finished == []
    assert state.sizes == [13, 13, 13, 15]


def test_going_out_by_leading() -> None:
    """KP-6.1, KP-A5: leading the last card goes out; everybody else still takes his turn."""
    state = deal([[4], [5, 1], [6, 2], [7, 3]], start_player=0)
    run(state, (0, "play 4"))
    assert state.finished == [0]
    assert state.current_player == 1
    run(state, (1, "pass"), (2, "pass"), (3, "pass"))
    # Seat 0 won the round with its last card: game 1 goes counterclockwise (KP-7.1).
    assert state.current_player == 3


# --------------------------------------------------------------------------- KP-7 successors


def test_game_one_successor_goes_counterclockwise_skipping_players_who_are_out() -> None:
    """KP-7.1, KP-A5, KP-A13: game 1: the next player to the right who still holds cards."""
    state = deal([[1, 2], [4, 9], [13], [8], [3, 5]], start_player=2)
    run(state, (2, "play 13"), (3, "pass"), (4, "pass"), (0, "pass"), (1, "pass"))
    assert state.current_player == 1  # right of seat 2
    run(state, (1, "play 4"), (3, "play 8"))  # seat 2 is out and skipped; seat 3 goes out
    assert state.finished == [2, 3]
    run(state, (4, "pass"), (0, "pass"))
    # Seat 3 won with its last card; seat 2 to its right is out, so seat 1 (not seat 4 to its left).
    assert state.current_player == 1
    assert state.leading


def test_game_one_successor_follows_the_chairs() -> None:
    """KP-7.1: counterclockwise means by chair, not by seat number."""
    # Clockwise by chair: seat 0, seat 2, seat 3, seat 1.
    state = deal([[1, 2], [3, 4], [13], [5, 6]], start_player=2, chairs=[0, 3, 1, 2])
    run(state, (2, "play 13"), (3, "pass"), (1, "pass"), (0, "pass"))
    assert state.current_player == 0


# Game 2+ scenarios with five players: seat s has position (s + 2) % 5 + 1, chairs by position,
# so the clockwise order is seat 3 (Boss), 4, 0, 1, 2 (Dishwasher).
FIVE = [3, 4, 5, 1, 2]


def test_successor_rule_1_the_direct_superior() -> None:
    """KP-7.2 rule 1: position 3 wins with its last card; position 2 starts."""
    state = later([[13], [2, 3], [4, 7], [1, 8], [5, 6]], FIVE, start_player=0)
    run(state, (0, "play 13"), (1, "pass"), (2, "pass"), (3, "pass"), (4, "pass"))
    assert state.current_player == 4  # position 2


def test_successor_rule_2_the_direct_subordinate() -> None:
    """KP-7.2 rule 2, KP-A5: the superior is out; the subordinate starts, not the highest-ranked."""
    state = later([[13], [2, 3], [4, 7], [9, 8], [1]], FIVE, start_player=4)
    run(state, (4, "play 1"), (0, "play 13"), (1, "pass"), (2, "pass"), (3, "pass"))
    assert state.finished == [4, 0]
    # Position 2 (seat 4) is out; position 4 (seat 1) starts, not position 1 (seat 3).
    assert state.current_player == 1


def test_successor_rule_3_both_neighbours_out() -> None:
    """KP-7.2 rule 3: superior and subordinate are out; the highest-ranked player with cards starts."""
    state = later([[13], [1], [4, 5], [10, 2, 3], [11]], FIVE, start_player=1)
    run(state, (1, "play 1"), (2, "pass"), (3, "play 10"), (4, "play 11"), (0, "pass"))
    # Seat 4 (position 2) won with its last card; its superior, the Boss (seat 3), starts.
    assert state.finished == [1, 4]
    assert state.current_player == 3
    run(state, (3, "play 2"), (0, "play 13"), (2, "pass"))
    # Seat 0 (position 3) won with its last card: positions 2 and 4 are out, so position 1 (seat 3);
    # the clockwise next with cards would be seat 2.
    assert state.finished == [1, 4, 0]
    assert state.current_player == 3
    assert not state.is_over


def test_successor_boss_goes_out_his_subordinate_starts() -> None:
    """KP-7.2, KP-A5: no superior for the Boss: rule 2, position 2 starts, not the Dishwasher."""
    state = later([[4, 7], [2, 3], [5, 6], [13], [1, 8]], FIVE, start_player=3)
    run(state, (3, "play 13"), (4, "pass"), (0, "pass"), (1, "pass"), (2, "pass"))
    assert state.current_player == 4


def test_successor_boss_goes_out_subordinate_out_too() -> None:
    """KP-7.2 rules 2 and 3: the Boss wins with his last card, position 2 is out: position 3 starts."""
    state = later([[9, 7], [2, 3], [5, 6], [13], [1]], FIVE, start_player=4)
    run(state, (4, "play 1"), (0, "play 9"), (1, "pass"), (2, "pass"), (3, "play 13"))
    assert state.finished == [4, 3]
    assert state.current_player == 0


def test_successor_dishwasher_goes_out_his_superior_starts() -> None:
    """KP-7.2, KP-A5: the Dishwasher goes out winning: position N-1 starts, not the Boss."""
    state = later([[4, 7], [2, 3], [13], [1, 8], [5, 6]], FIVE, start_player=2)
    run(state, (2, "play 13"), (3, "pass"), (4, "pass"), (0, "pass"), (1, "pass"))
    assert state.current_player == 1  # position 4


def test_successor_dishwasher_goes_out_superior_out_too() -> None:
    """KP-7.2 rules 1-3: the Dishwasher has no subordinate; with his superior out, rule 3 applies."""
    state = later([[4, 7], [1], [13], [9, 8], [5, 6]], FIVE, start_player=1)
    run(state, (1, "play 1"), (2, "play 13"), (3, "pass"), (4, "pass"), (0, "pass"))
    assert state.finished == [1, 2]
    assert state.current_player == 3  # the Boss


def test_successor_uses_rank_not_seat_order() -> None:
    """KP-7.2: with the chairs out of rank order, the superior or subordinate is found by rank."""
    # Seat s has position s + 1; clockwise by chair: seat 0, 3, 1, 4, 2.
    chairs = [0, 2, 4, 1, 3]
    state = later([[1, 5], [2, 6], [13], [3, 7], [4, 8]], [1, 2, 3, 4, 5], start_player=2, chairs=chairs)
    assert state.nxt == [3, 4, 0, 1, 2]
    run(state, (2, "play 13"), (0, "pass"), (3, "pass"), (1, "pass"), (4, "pass"))
    # Seat 2 (position 3): its neighbours are seats 4 and 0; its superior is seat 1.
    assert state.current_player == 1

    state = later([[1, 5], [2], [13], [3, 7], [4, 8]], [1, 2, 3, 4, 5], start_player=1, chairs=chairs)
    run(state, (1, "play 2"), (4, "pass"), (2, "play 13"), (0, "pass"), (3, "pass"))
    # Superior (seat 1) is out: the subordinate, position 4 = seat 3, neither neighbour of seat 2.
    assert state.current_player == 3


# --------------------------------------------------------------------------- KP-4 seating, dealing, start


def test_seating_and_start_of_game_two() -> None:
    """KP-4.1, KP-4.2, KP-4.4, KP-7.1, KP-A13: game 1 ends 2, 0, 3, 1; the new Boss keeps his chair."""
    state = deal([[5], [2], [1], [3]], start_player=2, seed=11)
    assert state.chairs == [0, 1, 2, 3]
    run(state, (2, "play 1"), (3, "pass"), (0, "play 5"), (1, "pass"))
    # Seat 0 won with its last card: game 1, so counterclockwise: seat 3.
    run(state, (3, "play 3"))
    assert state.results == [(2, 4, 1, 3)]
    assert state.game_no == 1
    # Boss seat 2 keeps chair 2; then clockwise: seat 0 (2), seat 3 (3), seat 1 (Dishwasher).
    assert state.chairs == [3, 1, 2, 0]
    assert state.nxt == [3, 2, 0, 1]
    assert state.prv[2] == 1  # the Dishwasher sits to the Boss's right
    assert state.rank == [2, 4, 1, 3]
    assert state.by_rank[1:] == [2, 0, 3, 1]
    assert state.view(None).facts.chairs == (3, 1, 2, 0)
    assert state.view(None).facts.positions == (2, 4, 1, 3)
    assert state.current_player == 2  # KP-4.4
    assert state.leading
    assert state.dealer == 1  # KP-4.2
    assert state.sizes == [13, 15, 13, 13]
    assert state.aside == []


def test_seating_game_two_to_three_and_rank_successors() -> None:
    """KP-4.1, KP-7.2, KP-6.3: a full game 2 of five; the seating of game 3 follows its result."""
    hands = [[1, 9], [3, 11], [2, 5, 6], [13], [10]]
    state = later(hands, [1, 2, 3, 4, 5], start_player=0, seed=5)
    run(state, (0, "play 1"), (1, "pass"), (2, "pass"), (3, "play 13"), (4, "pass"))
    # Seat 3 (position 4) went out winning: rule 1, position 3 (seat 2).
    assert state.current_player == 2
    run(state, (2, "play 2"), (4, "pass"), (0, "play 9"), (1, "pass"))
    # The Boss (seat 0) went out winning: rule 2, position 2 (seat 1).
    assert state.current_player == 1
    run(state, (1, "play 3"), (2, "pass"), (4, "play 10"))
    # The Dishwasher (seat 4) went out winning; position 4 is out: rule 3, position 2 (seat 1).
    assert state.current_player == 1
    run(state, (1, "play 11"))
    assert state.results == [(1, 2, 3, 4, 5), (2, 4, 5, 1, 3)]
    assert state.game_no == 2
    # Boss seat 3 keeps chair 3; clockwise: seat 0 (2), seat 4 (3), seat 1 (4), seat 2 (Dishwasher).
    assert state.chairs == [4, 1, 2, 3, 0]
    assert state.nxt == [4, 2, 3, 0, 1]
    assert state.prv[3] == 2
    assert state.current_player == 3
    assert state.dealer == 2
    assert state.sizes == [13, 13, 15, 13, 13]


@pytest.mark.parametrize("n", ALL_COUNTS)
def test_seating_after_random_games(n: int) -> None:
    """KP-4.1: in seeded matches the Boss keeps his chair and the rest follow clockwise by position."""
    for seed in range(3):
        state = KARRIERE_POKER.new_state(n, 70 + seed, {"games": 4})
        assert isinstance(state, KarrierePokerState)
        rng = random.Random(seed)
        for g in range(1, 4):
            chairs_before = list(state.chairs)
            random_until(state, rng, g)
            pos = state.results[-1]
            boss = pos.index(1)
            assert state.chairs[boss] == chairs_before[boss]
            for seat in range(n):
                assert state.chairs[seat] == (chairs_before[boss] + pos[seat] - 1) % n
                assert state.rank[state.nxt[seat]] == pos[seat] % n + 1
                assert state.nxt[state.prv[seat]] == seat
            assert state.current_player == boss
            assert state.dealer == pos.index(n)


# --------------------------------------------------------------------------- KP-4.3 exchange


def test_exchange_table_is_the_sheets() -> None:
    """KP-4.3: the pairs and counts for every N; with odd N the middle position does not exchange."""
    for n in ALL_COUNTS:
        assert set(exchange_pairs(n)) == EXCHANGE[n]


@pytest.mark.parametrize("n", ALL_COUNTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_exchange_from_game_one_to_game_two(n: int, seed: int) -> None:
    """KP-4.2, KP-4.3, KP-A8: the game-2 hands are the seeded deal after the sheet's exchange."""
    order = list(range(n))
    random.Random(100 * n + seed).shuffle(order)
    state = race(n, order, seed=seed)
    finish(state, order)
    positions = [order.index(s) + 1 for s in range(n)]
    assert state.results == [tuple(positions)]
    assert state.game_no == 1
    dealt, after, swaps = expected_next_game(n, seed, 1, positions)
    for s in range(n):
        assert hand(state, s) == after[s]
        if s in swaps:
            partner, gave, got = swaps[s]
            assert state.partner[s] == partner
            assert cards(state.gave[s]) == gave
            assert cards(state.got[s]) == got
            upper_pos, lower_pos = sorted((positions[s], positions[partner]))
            assert (upper_pos, lower_pos, len(gave)) in EXCHANGE[n]
            assert state.view(s).facts.exchange == (partner, state.gave[s], state.got[s])
        else:
            # KP-4.3: with odd N the middle position keeps its dealt hand.
            assert n % 2 == 1
            assert positions[s] == (n + 1) // 2
            assert state.partner[s] == -1
            assert state.gave[s] == state.got[s] == ()
            assert hand(state, s) == cards(dealt[s])
            assert state.view(s).facts.exchange is None
    assert sum(1 for s in range(n) if s in swaps) == 2 * (n // 2)
    assert all_cards(state) == sorted(full_deck(n))


@pytest.mark.parametrize("n", [4, 7])
def test_exchange_from_game_two_to_game_three(n: int) -> None:
    """KP-4.3: the exchange of a later game uses the positions of the game just ended."""
    order = list(range(n))
    random.Random(n).shuffle(order)
    previous = list(range(1, n + 1))
    random.Random(n + 1).shuffle(previous)
    state = race(n, order, positions=previous, seed=9)
    finish(state, order)
    positions = [order.index(s) + 1 for s in range(n)]
    assert state.results == [tuple(previous), tuple(positions)]
    _dealt, after, _swaps = expected_next_game(n, 9, 2, positions)
    assert [hand(state, s) for s in range(n)] == after


def test_the_dishwasher_must_hand_over_jokers() -> None:
    """KP-4.3, KP-A8: jokers rank highest, so a Dishwasher dealt a joker gives it to the Boss."""
    n = 4
    order = [1, 3, 0, 2]  # the Boss is seat 1, the Dishwasher seat 2
    positions = [3, 1, 4, 2]
    seed = next(sd for sd in range(200) if JK in expected_next_game(n, sd, 1, positions)[0][2])
    dealt, _after, _swaps = expected_next_game(n, seed, 1, positions)
    state = race(n, order, seed=seed)
    finish(state, order)
    assert state.gave[2][-1] == JK
    assert JK in state.got[1]
    assert Counter(hand(state, 1))[JK] >= 1
    # The Dishwasher's two highest, jokers first; the Boss's two lowest.
    assert cards(state.gave[2]) == cards(dealt[2])[-2:]
    assert cards(state.gave[1]) == cards(dealt[1])[:2]


def test_leftovers_are_in_the_dishwashers_hand_before_the_exchange() -> None:
    """KP-4.2, KP-A8: the Dishwasher takes the leftovers first, so he may have to give one of them."""
    n = 6
    order = [4, 1, 5, 0, 3, 2]  # Boss seat 4, Dishwasher seat 2
    positions = [order.index(s) + 1 for s in range(n)]

    def leftover_given(seed: int) -> bool:
        deck = full_deck(n)
        stream(seed, "deal", 1).shuffle(deck)
        top3 = cards(deck[26:39] + deck[13 * n :])[-3:]
        return cards(deck[26:39])[-3:] != top3

    seed = next(sd for sd in range(200) if leftover_given(sd))
    dealt, after, _swaps = expected_next_game(n, seed, 1, positions)
    state = race(n, order, seed=seed)
    finish(state, order)
    assert len(dealt[2]) == 16
    assert cards(state.gave[2]) == cards(dealt[2])[-3:]
    assert hand(state, 2) == after[2]
    assert state.sizes[2] == 16


def test_the_exchange_is_chosen_from_the_dealt_hands() -> None:
    """KP-4.3, KP-A8: both sides choose before anything arrives, so nobody hands back what he got."""
    state = later([[13] * 4 + [12] * 2 + [JK, JK], [1] * 4 + [2] * 2, [3], [4]], [1, 2, 3, 4])
    counts = [[0] * 14 for _ in range(4)]
    counts[0][13], counts[0][12], counts[0][JK] = 4, 2, 2  # Boss: 12, 12, 13 x4, JK, JK
    counts[3][1], counts[3][2] = 4, 2  # Dishwasher: 1 x4, 2, 2
    counts[1][5], counts[2][6] = 3, 3
    exchange(state, counts, None)
    # Boss gives 12, 12 and gets the Dishwasher's highest, the 2s (not the 12s just sent).
    assert state.gave[0] == (12, 12)
    assert state.got[0] == (2, 2)
    assert counts[0][12] == 0
    assert counts[0][2] == 2
    assert counts[3][12] == 2
    assert counts[3][2] == 0


# --------------------------------------------------------------------------- KP-8 match end


def test_match_of_a_number_of_games() -> None:
    """KP-8.1: games=G stops after game G; the winner is the first out of game G."""
    order = [2, 0, 3, 1]
    state = race(4, order, positions=[2, 1, 4, 3], options={"games": 2})
    finish(state, order)
    assert state.is_over
    assert len(state.results) == 2
    assert state.outcome is not None
    assert state.outcome.winners == (2,)
    assert state.outcome.scores == (2, 4, 1, 3)
    assert state.view(None).facts.winners == (2,)
    assert state.view(None).facts.phase == "over"
    # One more game to go: the match goes on.
    state = race(4, order, positions=[2, 1, 4, 3], options={"games": 3})
    finish(state, order)
    assert not state.is_over
    assert state.game_no == 2


@pytest.mark.parametrize("games", [1, 2, 3])
def test_seeded_match_plays_exactly_the_games(games: int) -> None:
    """KP-8.1: a random match of G games has G results, won by the Boss of the last."""
    state = KARRIERE_POKER.new_state(5, games, {"games": games})
    assert isinstance(state, KarrierePokerState)
    random_until(state, random.Random(games), 99)
    assert state.is_over
    assert len(state.results) == games
    assert state.outcome is not None
    assert state.outcome.winners == (state.results[-1].index(1),)


def test_boss_streak_counts_game_one() -> None:
    """KP-8.2, KP-A12 (ii): Boss of game 1 and game 2 is two in a row."""
    options = {"match_end": "boss_streak", "streak": 2}
    order = [1, 3, 0, 2]  # seat 1 is first out
    state = race(4, order, positions=[3, 1, 4, 2], results=[(3, 1, 4, 2)], options=options)
    assert state.game_no == 1
    finish(state, order)
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.winners == (1,)
    # Somebody else first out in game 2: no streak, the match goes on.
    order = [3, 1, 0, 2]
    state = race(4, order, positions=[3, 1, 4, 2], results=[(3, 1, 4, 2)], options=options)
    finish(state, order)
    assert not state.is_over
    assert state.game_no == 2


def test_boss_streak_needs_consecutive_games() -> None:
    """KP-8.2: three times Boss, but not in a row, does not end a streak-3 match."""
    options = {"match_end": "boss_streak", "streak": 3}
    results = [(1, 2, 3, 4), (2, 1, 3, 4), (1, 2, 3, 4)]
    order = [0, 1, 2, 3]
    state = race(4, order, positions=results[-1], results=results, options=options)
    finish(state, order)
    assert not state.is_over
    results = [(2, 1, 3, 4), (1, 2, 3, 4), (1, 2, 3, 4)]
    state = race(4, order, positions=results[-1], results=results, options=options)
    finish(state, order)
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.loser is None


def test_dishwasher_streak_reports_the_loser_and_the_boss() -> None:
    """KP-8.3, KP-A12 (iii): Dishwasher three times in a row loses; the current Boss is named winner."""
    options = {"match_end": "dishwasher_streak", "streak": 3}
    results = [(1, 2, 3, 4), (2, 1, 3, 4)]  # seat 3 Dishwasher twice
    order = [2, 0, 1, 3]
    state = race(4, order, positions=results[-1], results=results, options=options)
    not_yet = state.loser
    assert not_yet is None  # not over yet
    finish(state, order)
    assert state.is_over
    assert state.results[-1] == (2, 3, 1, 4)
    assert state.loser == 3
    assert state.outcome is not None
    assert state.outcome.winners == (2,)
    assert state.view(None).facts.loser == 3
    # A different Dishwasher in the last game: the match goes on.
    order = [2, 0, 3, 1]
    state = race(4, order, positions=results[-1], results=results, options=options)
    finish(state, order)
    assert not state.is_over
    assert state.loser is None


def test_streak_matches_are_capped() -> None:
    """KP-8.5: max_games ends a streak match without a streak; the last Boss wins, nobody loses."""
    for mode in ("boss_streak", "dishwasher_streak"):
        options = {"match_end": mode, "streak": 3, "max_games": 3}
        results = [(1, 2, 3, 4), (2, 1, 4, 3)]
        order = [2, 3, 0, 1]
        state = race(4, order, positions=results[-1], results=results, options=options)
        finish(state, order)
        assert state.is_over
        assert len(state.results) == 3
        assert state.outcome is not None
        assert state.outcome.winners == (2,)
        assert state.loser is None


def test_time_limit_ends_the_match_with_the_running_game() -> None:
    """KP-8.4, KP-A12 (i): the time call is recorded; the running game is finished, its Boss wins."""
    options = {"match_end": "time_limit"}
    order = [3, 2, 1, 0]
    state = race(4, order, positions=[1, 2, 3, 4], options=options)
    assert TIME_UP not in state.legal_actions()
    run(state, (3, "play 1"))
    before = state.clone()
    state.apply(TIME_UP)
    assert state.time_up
    assert state.view(None).facts.time_up
    assert state.current_player == before.current_player == 2
    assert state.hands == before.hands
    assert before.outcome is None
    assert refuse(state, TIME_UP) == "kp.illegal.time_called"
    run(state, (2, "play 2"), (1, "play 3"))
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.winners == (3,)
    assert state.history[1] == TIME_UP
    # Without the call a time-limit match goes on to the next game.
    state = race(4, order, positions=[1, 2, 3, 4], options=options)
    finish(state, order)
    assert not state.is_over
    assert state.game_no == 2


def test_time_called_between_games_ends_the_match_there() -> None:
    """KP-8.4: a call after a game's end, before anyone has played in the next one, ends the
    match with the finished game; its Boss wins and the new deal is not played."""
    state = KARRIERE_POKER.new_state(5, 21, {"match_end": "time_limit"})
    assert isinstance(state, KarrierePokerState)
    rng = random.Random(21)
    while not state.results:
        state.apply(rng.choice(state.legal_actions()))
    assert state.round_no == 1
    assert state.leading
    state.apply(TIME_UP)
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.winners == (state.results[0].index(1),)
    assert state.outcome.scores == state.results[0]
    assert len(state.results) == 1
    assert state.legal_actions() == []
    # One play into the game, the same call lets that game finish first.
    state = KARRIERE_POKER.new_state(5, 21, {"match_end": "time_limit"})
    rng = random.Random(21)
    while not state.results:  # type: ignore[attr-defined]
        state.apply(rng.choice(state.legal_actions()))
    state.apply(state.legal_actions()[0])
    state.apply(TIME_UP)
    assert not state.is_over


def test_time_limit_match_is_capped_by_max_games() -> None:
    """KP-8.5: a time-limit match also stops at max_games."""
    options = {"match_end": "time_limit", "max_games": 2}
    order = [3, 2, 1, 0]
    state = race(4, order, positions=[1, 2, 3, 4], options=options)
    finish(state, order)
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.winners == (3,)


def test_time_call_refused_without_a_time_limit() -> None:
    """KP-8.4: the time call exists only in a time-limit match."""
    for mode in ("games", "boss_streak", "dishwasher_streak"):
        state = deal([[1], [2], [3], [4]], options={"match_end": mode})
        assert refuse(state, TIME_UP) == "kp.illegal.no_time_limit"


def test_time_call_replays_from_the_record() -> None:
    """KP-8.4: "time" is recorded like a move, so a replay ends the same way."""
    state = KARRIERE_POKER.new_state(4, 8, {"match_end": "time_limit"})
    assert isinstance(state, KarrierePokerState)
    rng = random.Random(8)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    state.apply(TIME_UP)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert len(state.results) == 1
    assert "time" in state.record().actions
    replayed = state.record().replay(KARRIERE_POKER)
    assert replayed == state


# --------------------------------------------------------------------------- variants


def test_until_all_pass_a_passed_player_plays_again() -> None:
    """KP-A1 flag round_rule=until_all_pass: the round goes on until all others pass after the last play."""
    hands = [[3, 4, 12], [7, 2], [5, 6], [1, 8]]
    state = deal(hands, start_player=0, options={"round_rule": "until_all_pass"})
    run(state, (0, "play 3"), (1, "pass"), (2, "play 5"), (3, "pass"), (0, "pass"))
    run(state, (1, "play 7"))  # seat 1 passed before and may play now
    run(state, (2, "pass"), (3, "play 8"), (0, "play 12"), (1, "pass"), (2, "pass"))
    assert state.round_no == 1
    run(state, (3, "pass"))
    assert state.round_no == 2
    assert state.current_player == 0
    assert state.leading
    # The default one lap ends the same start after seat 3's pass, won by seat 2.
    state = deal(hands, start_player=0)
    run(state, (0, "play 3"), (1, "pass"), (2, "play 5"), (3, "pass"))
    assert state.round_no == 2
    assert state.current_player == 2


def test_until_all_pass_last_raiser_went_out() -> None:
    """KP-A1 flag, KP-7.1: the last raiser goes out; all remaining players pass; then his successor leads."""
    hands = [[3, 10], [2, JK], [1, 12], [13]]
    state = deal(hands, start_player=0, options={"round_rule": "until_all_pass"})
    run(state, (0, "play 3"), (1, "pass"), (2, "pass"), (3, "play 13"))
    assert state.finished == [3]
    run(state, (0, "pass"), (1, "pass"))
    assert state.round_no == 1
    assert state.table == [3, 13]
    run(state, (2, "pass"))
    assert state.round_no == 2
    assert state.current_player == 2  # right of seat 3


def test_until_all_pass_everybody_passes_on_the_lead() -> None:
    """KP-A1 flag, KP-A11: if nobody raises, the starter leads again after one pass each."""
    state = deal([[3, 8], [9, 1], [10, 2], [11, 4]], start_player=1, options={"round_rule": "until_all_pass"})
    run(state, (1, "play 1"), (2, "pass"), (3, "pass"), (0, "pass"))
    assert state.current_player == 1
    assert state.leading


def test_jokers_over_jokers_flag() -> None:
    """KP-A3 flag jokers_over_jokers: an all-joker set beats an all-joker set of the same size only."""
    hands = [[JK, 5], [JK, JK, 6], [13, 1], [2], [3], [4]]
    state = deal(hands, start_player=0, options={"jokers_over_jokers": True})
    run(state, (0, "play JK"))
    assert set(state.legal_actions()) == {PASS, play(0, 0, 1)}
    assert refuse(state, play(0, 0, 2)) == "kp.illegal.wrong_size"
    run(state, (1, "play JK"))
    assert state.view(None).facts.top == (14, 1, 1)
    assert state.legal_actions() == [PASS]
    assert refuse(state, play(13, 1, 0)) == "kp.illegal.jokers_on_top"
    # Default: the same position does not allow the second joker.
    state = deal(hands, start_player=0)
    run(state, (0, "play JK"))
    assert state.legal_actions() == [PASS]
    assert refuse(state, play(0, 0, 1)) == "kp.illegal.jokers_on_top"


# --------------------------------------------------------------------------- illegal actions, texts


class _Foreign(Action):
    __slots__ = ()

    def text(self) -> str:
        return "foreign"


def test_every_refusal_has_a_reason_and_changes_nothing() -> None:
    """KP-2, KP-5: each kind of illegal play is refused with its own reason key."""
    state = deal([[5, 5, 9, JK], [6, 6, 1], [2], [3]], start_player=0)
    assert refuse(state, PASS) == "kp.illegal.must_lead"
    assert refuse(state, Play(0, 0, 0)) == "kp.illegal.not_a_set"
    assert refuse(state, Play(5, 0, 1)) == "kp.illegal.not_a_set"
    assert refuse(state, Play(0, 1, 0)) == "kp.illegal.not_a_set"
    assert refuse(state, Play(14, 1, 0)) == "kp.illegal.not_a_set"
    assert refuse(state, Play(-1, 1, 0)) == "kp.illegal.not_a_set"
    assert refuse(state, play(5, 3, 0)) == "kp.illegal.missing_number"
    assert refuse(state, play(7, 1, 0)) == "kp.illegal.missing_number"
    assert refuse(state, play(9, 1, 2)) == "kp.illegal.missing_jokers"
    assert refuse(state, play(0, 0, 2)) == "kp.illegal.missing_jokers"
    assert refuse(state, _Foreign()) == "illegal.not_an_action"
    run(state, (0, "play 5,5"))
    assert refuse(state, play(6, 1, 0)) == "kp.illegal.wrong_size"
    assert refuse(state, play(1, 1, 0)) == "kp.illegal.wrong_size"
    assert refuse(state, play(6, 3, 0)) == "kp.illegal.missing_number"
    run(state, (1, "play 6,6"), (2, "pass"), (3, "pass"))
    assert refuse(state, PASS) == "kp.illegal.must_lead"


def test_action_text_forms() -> None:
    """Action texts: exact forms, and parse_action(str(a)) == a for every legal action seen."""
    assert str(play(7, 2, 1)) == "play 7,7,JK"
    assert str(play(0, 0, 2)) == "play JK,JK"
    assert str(play(13, 1, 0)) == "play 13"
    assert str(PASS) == "pass"
    assert str(TIME_UP) == "time"
    assert parse_action("play JK,7,7") == play(7, 2, 1)
    assert parse_action("play 7,7,JK") is play(7, 2, 1)  # interned
    sample: list[Action] = [PASS, TIME_UP, play(1, 8, 4), play(0, 0, 4)]
    state = deal([[3, 3, 9, 9, 9, JK, JK], [1], [2], [4]], start_player=0)
    sample += state.legal_actions()
    raising = deal([[3, 3, 1], [4, 4, 4, 13, JK, JK], [2], [5]], start_player=0)
    run(raising, (0, "play 3,3"))
    sample += raising.legal_actions()
    for action in sample:
        assert parse_action(str(action)) == action
        assert KARRIERE_POKER.parse_action(str(action)) == action
    assert len(sample) > 20


@pytest.mark.parametrize(
    "text",
    [
        "",
        "play",
        "play 3,4",
        "play 0",
        "play 14",
        "play 3,,3",
        "play 3,",
        "pass 3",
        "time now",
        "raise 3",
        "play x",
    ],
)
def test_malformed_action_texts_are_refused(text: str) -> None:
    """Malformed texts (two numbers in a set, unknown cards, extra words) raise InvalidAction."""
    with pytest.raises(InvalidAction):
        KARRIERE_POKER.parse_action(text)
