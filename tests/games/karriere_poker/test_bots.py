"""Karriere Poker bots: behaviour on chosen deals, legality in whole matches, and strength in the arena.

Hands are lists of cards: 1..13, and 0 for a joker. A four-player deck has four
of each number and two jokers; cards nobody is given are set aside (game 1).
Each decision is asked through ``bot_decision`` (the bot sees a determinized
copy) for a few seeds, and must not depend on the sample: the bots read only
their own hand and the public table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from cardgames.ai import bot_decision, make_bot, play_match
from cardgames.engine import Action, Bot
from cardgames.games.karriere_poker import KARRIERE_POKER, PASS, KarrierePokerState, play
from cardgames.games.karriere_poker.bots import EasyBot, NormalBot
from cardgames.games.karriere_poker.heuristics import hold_chance, sure_plan
from cardgames.tools.arena import run_arena

# Four players: 3 leads single 3 (or 3,3); then the seat under test; then these two.
LEADER = [3, 3, 4, 5]
MIDDLE = [1, 2, 3, 5, 7, 8, 9, 10]
LAST = [5, 6, 7, 8, 9, 10, 11]


def deal(hands: Sequence[Sequence[int]], moves: Sequence[Action] = (), start: int = 0) -> KarrierePokerState:
    """Game 1 with these hands, ``start`` leading, after ``moves``."""
    state = KarrierePokerState.from_deal(hands, start_player=start)
    for move in moves:
        state.apply(move)
    return state


def decide(state: KarrierePokerState, bot: Bot | None = None) -> Action:
    """The (normal) bot's choice for the player to act; the same for every sample it is shown."""
    chosen = {bot_decision(bot or NormalBot(), state, random.Random(k)) for k in range(4)}
    assert len(chosen) == 1, f"the choice depends on the sampled hands: {chosen}"
    return chosen.pop()


def second(mine: list[int], lead: Action) -> KarrierePokerState:
    """``mine`` is seat 1, first to answer the lead of seat 0; two players act after it."""
    return deal([LEADER, mine, MIDDLE, LAST], [lead])


def last(mine: list[int], lead: Action) -> KarrierePokerState:
    """``mine`` is seat 3, last in the lap after seat 0 led and seats 1 and 2 passed."""
    return deal([LEADER, MIDDLE, LAST, mine], [lead, PASS, PASS])


# ---------------------------------------------------------------- going out


def test_leads_the_whole_hand_when_it_is_one_set() -> None:
    """Two 9s and a joker go out at once as a set of three 9s."""
    state = deal([[9, 9, 0], [1, 2, 3, 4], [1, 2, 3, 5], [5, 6, 7, 8]])
    assert decide(state) == play(9, 2, 1)
    assert state.sizes[0] == 3


def test_raises_with_the_whole_hand_when_it_beats() -> None:
    """An 11 with a joker beats the pair of 3s and empties the hand, though it spends the joker."""
    state = second([11, 0], play(3, 2, 0))
    assert decide(state) == play(11, 1, 1)


def test_easy_goes_out_too() -> None:
    """The easy bot also never misses going out."""
    state = second([11, 0], play(3, 2, 0))
    assert decide(state, EasyBot()) == play(11, 1, 1)


def test_leads_the_sets_nobody_can_beat_and_keeps_the_last_lead() -> None:
    """The others hold two cards each, so no triple can be beaten: lead both triples, then the 2 goes out.

    Leading the 2 first, the lowest card, would give the lead away.
    """
    state = deal([[2, 7, 7, 7, 9, 9, 9], [12, 13], [11, 13], [10, 13]])
    assert sure_plan(state, 0) == [play(7, 3, 0), play(9, 3, 0), play(2, 1, 0)]
    assert decide(state) == play(7, 3, 0)


def test_with_two_sets_left_leads_the_sure_one_first() -> None:
    """Every other player holds one card: the pair of 9s is sure to win, the 2 is not.

    Leading the pair keeps the lead, and the 2 then goes out; leading the 2
    first would let a one-card player beat it and go out.
    """
    state = deal([[2, 9, 9], [13], [12], [11]])
    assert sure_plan(state, 0) == [play(9, 2, 0), play(2, 1, 0)]
    assert decide(state) == play(9, 2, 0)


# ---------------------------------------------------------------- leading


def test_leads_the_lowest_single_whole() -> None:
    """A low single goes first; the 12s are neither broken nor spent."""
    others = [1, 3, 4, 5, 7, 8, 10]
    state = deal([[2, 6, 6, 9, 11, 12, 12, 12, 13], others, others, others])
    assert decide(state) == play(2, 1, 0)


def test_leads_the_lowest_pair_whole_without_the_joker() -> None:
    """The lowest group is a pair: both 3s are led, the joker is kept."""
    others = [1, 4, 5, 7, 8, 10, 11]
    state = deal([[3, 3, 6, 9, 12, 12, 13, 0], others, others, others])
    assert decide(state) == play(3, 2, 0)


def test_does_not_lead_a_single_into_a_player_about_to_go_out() -> None:
    """The next player has one card left: a single he beats takes him out, so a pair is led."""
    hand = [2, 7, 7, 8, 11, 12, 13, 13]
    rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    safe = deal([hand, [1, 2, 3], rest, [1, 2, 4, 5, 6, 8, 9, 10, 11]])
    assert decide(safe) == play(2, 1, 0)
    danger = deal([hand, [1], rest, [1, 2, 3, 4, 5, 6, 8, 9, 10, 11]])
    assert decide(danger) == play(7, 2, 0)


# ---------------------------------------------------------------- raising


def test_keeps_a_lone_joker_for_a_round_it_can_win() -> None:
    """Only a joker beats the 3, and playing it alone removes no group: pass."""
    state = second([1, 1, 2, 2, 0], play(3, 1, 0))
    assert state.legal_actions() == [PASS, play(0, 0, 1)]
    assert decide(state) == PASS


def test_does_not_spend_a_joker_on_a_pair_it_will_lose() -> None:
    """9 and a joker would beat the 3s, but two players can still answer: pass. Last in the lap, play."""
    assert decide(second([1, 1, 2, 2, 9, 0], play(3, 2, 0))) == PASS
    assert decide(last([1, 1, 2, 2, 9, 0], play(3, 2, 0))) == play(9, 1, 1)


def test_raises_with_the_cheapest_set_and_keeps_the_high_ones() -> None:
    """6, 13 or the joker all beat the 3: the 6 goes, the 13 and the joker stay."""
    state = second([1, 1, 6, 13, 0], play(3, 1, 0))
    assert decide(state) == play(6, 1, 0)


@pytest.mark.parametrize("pair", [6, 12])
def test_breaks_a_pair_only_when_last_in_the_lap(pair: int) -> None:
    """A single from a pair: not while two players can still beat it; yes when it wins the round."""
    hand = [1, 1, 2, 2, pair, pair]
    early = second(hand, play(3, 1, 0))
    assert decide(early) == PASS
    final = last(hand, play(3, 1, 0))
    assert final.turns_left == 1
    assert hold_chance(final, 3, play(pair, 1, 0)) == 1.0
    assert decide(final) == play(pair, 1, 0)


def test_takes_a_cheap_raise_that_wins() -> None:
    """The two players after hold one card each and cannot beat a pair: the 7s win the round."""
    state = deal([[3, 3, 4, 9], [1, 1, 2, 6, 7, 7], [11], [12]], [play(3, 2, 0)])
    assert hold_chance(state, 1, play(7, 2, 0)) == 1.0
    assert decide(state) == play(7, 2, 0)


def test_counts_the_jokers_already_played() -> None:
    """A 13 can only be beaten by a joker: once both jokers are seen (on the table or cleared), it is sure."""
    hands = [[5, 8], [0, 1, 2], [1, 4, 0], [13, 2, 2, 3]]
    state = deal(hands)
    assert 0.0 < hold_chance(state, 0, play(13, 1, 0)) < 1.0
    # Seat 1 takes the 5 with a joker and leads 1; seat 2 plays the other joker on it.
    for move in [play(5, 1, 0), play(0, 0, 1), PASS, PASS, play(1, 1, 0), play(0, 0, 1)]:
        state.apply(move)
    assert state.current_player == 3
    assert (state.out[0], state.table.count(0)) == (1, 1)
    assert hold_chance(state, 3, play(13, 1, 0)) == 1.0
    assert hold_chance(state, 3, play(12, 1, 0)) < 1.0


# ---------------------------------------------------------------- whole matches


@pytest.mark.parametrize(
    "options",
    [{"games": 2}, {"games": 1, "round_rule": "until_all_pass"}, {"games": 1, "jokers_over_jokers": True}],
)
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_bots_play_whole_matches_legally(players: int, options: dict[str, object]) -> None:
    """Normal, easy and random bots together finish seeded matches; bot_decision refuses any illegal move."""
    levels = ["normal", "easy", "random", "normal", "easy", "random", "normal", "easy"][:players]
    bots = [make_bot(KARRIERE_POKER, level) for level in levels]
    for seed in range(3):
        state, outcome = play_match(KARRIERE_POKER, bots, seed, options, random.Random(seed))
        assert isinstance(state, KarrierePokerState)
        assert state.is_over
        assert len(outcome.winners) == 1
        assert len(state.results) == options["games"]


def test_normal_clearly_beats_random_in_the_arena() -> None:
    """Seats rotated, game 1 only: normal wins over twice the parity share at 4 and at 8 players."""
    four = run_arena(KARRIERE_POKER, ["normal"] + ["random"] * 3, matches=40, seed=3, options={"games": 1})
    assert four.entries[0].win_share.mean >= 2 * 0.25
    eight = run_arena(KARRIERE_POKER, ["normal"] + ["random"] * 7, matches=48, seed=3, options={"games": 1})
    assert eight.entries[0].win_share.mean >= 2 * 0.125
