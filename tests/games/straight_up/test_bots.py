"""Straight Up bots: "easy" takes wins, places, strikes, buys what it lacks in straight order, thins its deck.

Positions come from ``StraightUpState.from_deal`` (cards are ranks, piles bottom to top); the bot's
random slips are switched off so each test sees its plain priorities.
"""

from __future__ import annotations

import random
from typing import Any

from cardgames.ai import play_match
from cardgames.games.straight_up import PASS, STRAIGHT_UP, StraightUpState, buy, place, remove, strike
from cardgames.games.straight_up.bots import EasyBot, buy_score, missing_goals

J, Q, K, A = 11, 12, 13, 14


def choice(**kw: Any) -> Any:
    """What a slip-free easy bot does for seat 0 in this position."""
    state = StraightUpState.from_deal(kw.pop("draw", ["5 6 7", "8 9 10"]), **kw)
    bot = EasyBot()
    bot.slip = 0.0
    return bot.choose(state, 0, random.Random(0))


def test_takes_a_win() -> None:
    """The fourth card of a straight, and the last copy of a goal rank, come first."""
    assert choice(hands=["A 10 10", ""], straights=[["J Q K"], ["J"]], market="5 9") == place(A, 0)
    assert choice(hands=["10 10 5", ""], discards=["K K K", ""], market="K J 10") == buy(K)


def test_places_then_strikes() -> None:
    """A goal card that fits is placed; otherwise one that can strike strikes."""
    assert choice(hands=["Q 10 10", ""], straights=[["J"], ["J"]], market="J") == place(Q, 0)
    assert choice(hands=["K 10 10", ""], straights=[[], ["J Q"]], market="J") == strike(K, 1, 0)


def test_buys_missing_goal_ranks_in_straight_order() -> None:
    """With 25 to spend it takes the first goal rank it lacks, before money cards."""
    assert choice(hands=["10 10 5", ""], market="9 A Q J") == buy(J)
    assert choice(hands=["10 10 5", ""], discards=["J", ""], market="9 A Q") == buy(Q)


def test_removes_starting_cards_when_nothing_is_worth_buying() -> None:
    """Nothing worth buying: the lowest starting card goes, while enough money stays in the deck."""
    assert choice(draw=["10 9 8", "8 9"], hands=["2 3 4", ""], market="10 J Q K") == remove(2)
    assert choice(draw=["", ""], hands=["2 3 4", ""], market="10 J Q K") == PASS


def test_helpers_read_public_facts() -> None:
    """The shared helpers: missing goal ranks in straight order, and the purchase order they give."""
    state = StraightUpState.from_deal(["5", ""], hands=["", ""], discards=["Q", ""])
    assert missing_goals(state, 0) == [J, K, A]
    scores = [buy_score(state, 0, r) for r in (J, K, A, 10, Q, 5)]
    assert scores == sorted(scores, reverse=True)


def test_easy_beats_random() -> None:
    """Over a few seeded matches "easy" wins nearly every one against a random player."""
    from cardgames.ai.bots import RandomBot

    wins = 0
    for seed in range(20):
        bots = [EasyBot(), RandomBot()] if seed % 2 == 0 else [RandomBot(), EasyBot()]
        _, outcome = play_match(STRAIGHT_UP, bots, seed)
        wins += outcome.winners == ((0,) if seed % 2 == 0 else (1,))
    assert wins >= 17
