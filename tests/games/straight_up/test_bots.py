"""Straight Up bots: behaviour on chosen positions, legality in whole games, and strength in the arena.

Positions come from ``StraightUpState.from_deal``: cards are ranks or labels,
piles go from bottom to top, ``straights`` lists each seat's straights, market
cards nobody names lie in the market deck and starting cards nobody names are
out of the game. Seat 0 is on turn. Each decision is asked through
``bot_decision`` (the bot sees a determinized copy) with several seeds and
must be the same for every sample: a bot reads only what its seat may know.
"easy" is asked with its random slips switched off.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from cardgames.ai import bot_decision, make_bot, play_match
from cardgames.engine import Action, Bot
from cardgames.games.straight_up import (
    PASS,
    STRAIGHT_UP,
    StraightUpState,
    Strike,
    buy,
    place,
    remove,
    strike,
)
from cardgames.games.straight_up.bots import EasyBot, NormalBot
from cardgames.games.straight_up.heuristics import afford, next_hands
from cardgames.tools.arena import run_arena

J, Q, K, A = 11, 12, 13, 14


def decide(bot: Bot, **deal: Any) -> Action:
    """What ``bot`` does as seat 0 in the position ``deal``; the same for every sample it is shown."""
    state = StraightUpState.from_deal(deal.pop("draw"), **deal)
    chosen = {bot_decision(bot, state, random.Random(k)) for k in range(5)}
    assert len(chosen) == 1, f"the choice depends on the sample: {chosen}"
    return chosen.pop()


def steady_easy() -> EasyBot:
    """An easy bot without its random slips."""
    bot = EasyBot()
    bot.slip = 0.0
    return bot


# ---------------------------------------------------------------- wins


@pytest.mark.parametrize("bot", [NormalBot(), steady_easy()], ids=["normal", "easy"])
def test_takes_a_winning_placement(bot: Bot) -> None:
    """The ace on its J-Q-K wins, before buying the king in the row or striking the threat."""
    deal = {
        "draw": ["9 8 7 10", "2 3 9 A"],
        "hands": ["10 10 A", ""],
        "straights": [["J", "J Q K"], ["J Q K"]],
        "market": "K 9 6 A",
    }
    assert decide(bot, **deal) == place(A, 1)


@pytest.mark.parametrize("bot", [NormalBot(), steady_easy()], ids=["normal", "easy"])
def test_buys_the_last_copy_for_a_monopoly(bot: Bot) -> None:
    """Owning three kings, the fourth in the row wins at once, before the ace its straight needs."""
    deal = {
        "draw": ["9 8 7 10", "2 3 9 9"],
        "hands": ["10 10 5", ""],
        "discards": ["K K K", ""],
        "straights": [["J Q"], ["J"]],
        "market": "A 9 K 6",
    }
    assert decide(bot, **deal) == buy(K)


# ---------------------------------------------------------------- the normal bot's plan


@pytest.mark.parametrize(
    ("hand", "rest", "market", "card"),
    [
        ("2 2 4", "3 3 4", "5 6 K Q", 2),
        ("2 3 4", "2 3 4", "5 6 7 J", 2),
        ("2 2 3", "3 4 4", "5 6 7 Q", 2),
        ("3 3 4", "2 2 4", "5 6 7 Q", 3),
    ],
)
def test_removes_starting_cards_early(hand: str, rest: str, market: str, card: int) -> None:
    """First turns with a weak hand: a starting card leaves the deck rather than a 5 to 7 coming in."""
    deal = {"draw": [rest, "2 2 3 3 4 4"], "hands": [hand, ""], "market": market}
    assert decide(NormalBot(), **deal) == remove(card)


def test_buys_the_goal_card_that_extends_its_straight() -> None:
    """J-Q in place: the king, not a second jack or queen or money; with only a jack, the queen."""
    deal = {
        "draw": ["9 8 7 10", "2 3 9 9"],
        "hands": ["10 10 5", ""],
        "straights": [["J Q"], ["J"]],
        "market": "Q J 9 K",
    }
    assert decide(NormalBot(), **deal) == buy(K)
    deal = {
        "draw": ["9 8 7 6", "2 3 9 9"],
        "hands": ["10 8 5", ""],
        "straights": [["J"], ["J"]],
        "market": "Q 10 9 8",
    }
    assert decide(NormalBot(), **deal) == buy(Q)


def test_denies_the_ace_that_completes_an_opponents_j_q_k() -> None:
    """It holds an ace already; the opponent's J-Q-K lacks one: the ace in the row is bought away.

    When the opponent holds an ace of his own, a second ace is just a blank in its deck.
    """
    deal: dict[str, Any] = {
        "draw": ["9 8 7 K", "9 9 10 8"],
        "hands": ["10 10 5", ""],
        "discards": ["A", ""],
        "straights": [["J Q"], ["J Q K"]],
        "market": "A 9 6 5",
    }
    assert decide(NormalBot(), **deal) == buy(A)
    deal["draw"] = ["9 8 7 K", "9 9 10 A"]
    assert decide(NormalBot(), **deal) != buy(A)


def test_strikes_the_j_q_k_that_threatens() -> None:
    """The opponent's J-Q-K and an ace in his deck: the king goes back with our ace (not his lone J)."""
    deal = {
        "draw": ["9 9 7 K", "9 10 A 8"],
        "hands": ["A 10 8", ""],
        "straights": [["J Q"], ["J", "J Q K"]],
        "market": "5 6 7 Q",
    }
    assert decide(NormalBot(), **deal) == strike(A, 1, 1)


def test_strikes_the_leader_among_three() -> None:
    """Three players: the J-Q-K with an ace behind it is struck, not the other opponent's J-Q."""
    deal = {
        "draw": ["9 9 7 K", "9 10 8 7", "9 10 A 8"],
        "hands": ["A 10 8", "", ""],
        "straights": [["J"], ["J Q"], ["J Q K"]],
        "market": "5 6 7 Q 5",
    }
    assert decide(NormalBot(), **deal) == strike(A, 2, 0)


@pytest.mark.parametrize("card", ["Q", "A"])
def test_keeps_the_strike_off_a_lone_jack_early(card: str) -> None:
    """Early on, an opponent's lone jack is not worth the one strike of the game."""
    deal = {
        "draw": ["2 3 3 4", "2 2 3 3 4 4"],
        "hands": [f"2 4 {card}", ""],
        "straights": [[], ["J"]],
        "market": "5 6 7 8",
    }
    choice = decide(NormalBot(), **deal)
    assert not isinstance(choice, Strike)
    assert choice == remove(2)


def test_normal_reads_only_what_its_seat_knows() -> None:
    """In positions from whole games at 2 to 4 players, every determinized sample gives the same choice."""
    for n in (2, 3, 4):
        state = STRAIGHT_UP.new_state(n, 40 + n)
        bots = [make_bot(STRAIGHT_UP, level) for level in ("normal", "random", "easy", "easy")[:n]]
        rng = random.Random(n)
        while state.current_player is not None:
            p = state.current_player
            if p == 0:
                chosen = {bot_decision(bots[0], state, random.Random(k)) for k in range(3)}
                assert len(chosen) == 1, chosen
            state.apply(bot_decision(bots[p], state, rng))


# ---------------------------------------------------------------- the easy bot


def easy_choice(**deal: Any) -> Action:
    """What a slip-free easy bot does as seat 0; both draw piles hold a few money cards by default."""
    deal.setdefault("draw", ["5 6 7", "8 9 10"])
    return decide(steady_easy(), **deal)


def test_easy_places_and_strikes_longer_straights() -> None:
    """A goal card that fits is placed; else it strikes a J-Q, but not a lone jack."""
    assert easy_choice(hands=["Q 10 10", ""], straights=[["J"], ["J"]]) == place(Q, 0)
    assert easy_choice(hands=["K 10 10", ""], straights=[[], ["J Q"]]) == strike(K, 1, 0)
    assert not isinstance(easy_choice(hands=["K 10 10", ""], straights=[[], ["J"]]), Strike)


def test_easy_buys_what_it_lacks_in_straight_order() -> None:
    """With 25 to spend it takes the first goal rank it lacks, before money cards."""
    assert easy_choice(hands=["10 10 5", ""], market="9 A Q J") == buy(J)
    assert easy_choice(hands=["10 10 5", ""], discards=["J", ""], market="9 A Q") == buy(Q)


def test_easy_blocks_a_monopoly() -> None:
    """An opponent owning three queens: the fourth is bought first."""
    assert easy_choice(hands=["10 10 5", ""], discards=["", "Q Q Q"], market="9 A Q J") == buy(Q)


def test_easy_thins_its_deck_while_it_keeps_money() -> None:
    """Nothing worth buying: the lowest starting card goes, unless the deck would be too poor."""
    assert easy_choice(draw=["10 9 8", "8 9"], hands=["2 3 4", ""], market="10 J Q K") == remove(2)
    assert easy_choice(draw=["", ""], hands=["2 3 4", ""], market="10 J Q K") == PASS


# ---------------------------------------------------------------- the model's arithmetic


@pytest.mark.parametrize("deck", ["2 2 3 3 4 4", "2 3 4 10 J", "9 10 10 K", "8 8 9 10 10 A", "5 7"])
def test_afford_counts_every_hand(deck: str) -> None:
    """Chances to pay J, Q, K, A and the mean shortfall agree with listing every three-card hand."""
    cards = [0 if w in "JQKA" else int(w) for w in deck.split()]
    money = [0] * 11
    for c in cards:
        money[c] += 1
    hands = [sum(h) for h in combinations(cards, 3)] if len(cards) > 3 else [sum(cards)]
    pays, short = afford(tuple(money))
    for k, cost in enumerate((10, 15, 20, 25)):
        assert pays[k] == pytest.approx(sum(m >= cost for m in hands) / len(hands))
        assert short[k] == pytest.approx(sum(max(0, cost - m) for m in hands) / len(hands))


def test_next_hands_draw_from_the_piles_contents() -> None:
    """Three of the draw pile; or all of a short draw pile and the rest from the discard pile."""
    got = next_hands([4, 2, 3, 2], [10])
    assert sum(p for p, _ in got) == pytest.approx(1.0)
    assert {h: p for p, h in got}[(2, 2, 3)] == pytest.approx(0.25)
    got = next_hands([9], [5, 14, 14])
    chances: dict[tuple[int, ...], float] = {}
    for p, h in got:
        key = tuple(sorted(h))
        chances[key] = chances.get(key, 0.0) + p
    assert chances == pytest.approx({(5, 9, 14): 2 / 3, (9, 14, 14): 1 / 3})


# ---------------------------------------------------------------- whole games


@pytest.mark.parametrize(
    "levels",
    [
        ["normal", "easy"],
        ["normal", "normal"],
        ["easy", "normal", "random"],
        ["normal", "easy", "normal"],
        ["normal", "easy", "random", "normal"],
        ["easy", "easy", "normal", "random"],
    ],
)
def test_bots_play_whole_games_legally(levels: list[str]) -> None:
    """Mixed levels finish seeded games; ``bot_decision`` refuses any illegal choice."""
    bots = [make_bot(STRAIGHT_UP, level) for level in levels]
    for seed in range(2):
        state, outcome = play_match(STRAIGHT_UP, bots, seed, None, random.Random(seed))
        assert isinstance(state, StraightUpState)
        assert state.is_over
        if outcome.winners:
            assert len(outcome.winners) == 1
            assert state.end in ("straight", "monopoly")
        else:
            assert state.end in ("round_cap", "unwinnable")


def test_normal_clearly_beats_random_and_easy_in_the_arena() -> None:
    """Seats rotated, two players: normal wins nearly every game against random and most against easy."""
    result = run_arena(STRAIGHT_UP, ["normal", "random"], matches=60, seed=3)
    assert result.entries[0].win_share.mean >= 0.95
    result = run_arena(STRAIGHT_UP, ["normal", "easy"], matches=200, seed=3)
    assert result.entries[0].win_share.low > 0.5
