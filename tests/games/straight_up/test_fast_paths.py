"""The fast paths of a Straight Up playout agree with the plain rules they stand for.

- ``quick_legal`` (the engine then skips ``why_illegal``) says yes only to an action the rules
  accept, and says it to every legal action of random play, odd values included;
- ``legal_actions``, read from the tables of ``rules``, comes out in the documented order
  (purchases by rank, removals, placements, strikes, passing), also for a hand no table holds;
- the packed way of ``shuffle`` for long piles gives the same order as the step-by-step one;
- ``nobody_can_win``'s quick answers agree with asking every seat (STR-A14).
"""

from __future__ import annotations

import random
from itertools import product

from cardgames.games.straight_up import (
    PASS,
    STRAIGHT_UP,
    Buy,
    Pass,
    Place,
    Remove,
    StraightUpState,
    Strike,
)
from cardgames.games.straight_up.basics import _MASK, shuffle
from cardgames.games.straight_up.scoring import can_still_win, nobody_can_win

ODD_VALUES = (-1, 0, 1, 2.0, True, "Q", 15, 99)


def _battery(n: int) -> list[object]:
    """Every action of every kind, legal or not, with some values no action should carry."""
    acts: list[object] = [PASS]
    values = (*range(2, 15), *ODD_VALUES)
    for r in values:
        acts += [Buy(r), Remove(r)]
        acts += [Place(r, i) for i in (*range(2), *ODD_VALUES)]
    for r, t, i in product(values, (*range(n), *ODD_VALUES), (*range(2), *ODD_VALUES)):
        acts.append(Strike(r, t, i))
    return acts


def _rank(action: object) -> tuple[int, int]:
    """Where an action belongs in the legal list: its kind, then (purchases) its rank."""
    kinds = (Buy, Remove, Place, Strike, Pass)
    kind = kinds.index(type(action))
    return kind, action.card if isinstance(action, Buy) else 0


def _quick_says_yes(state: StraightUpState, action: object) -> bool:
    try:
        return bool(state.quick_legal(action))
    except (TypeError, IndexError):
        return False  # it may refuse as the full check does; it must never say yes to those


def test_quick_legal_says_yes_only_to_legal_actions() -> None:
    checked = 0
    for n in (2, 3, 4):
        battery = _battery(n)
        for seed in range(3):
            state = STRAIGHT_UP.new_state(n, 40 + seed)
            assert isinstance(state, StraightUpState)
            state.quiet = True
            rng = random.Random(seed)
            step = 0
            while not state.is_over:
                legal = state.legal_actions()
                assert all(state.quick_legal(a) for a in legal)
                if step % 7 == 0:
                    for a in battery:
                        if _quick_says_yes(state, a):
                            assert state.why_illegal(a) is None, a
                    checked += 1
                step += 1
                state.apply(rng.choice(legal))
    assert checked > 50


def test_legal_actions_keep_their_order() -> None:
    for n in (2, 4):
        for seed in range(4):
            state = STRAIGHT_UP.new_state(n, 90 + seed)
            state.quiet = True
            rng = random.Random(seed)
            while not state.is_over:
                legal = state.legal_actions()
                assert [_rank(a) for a in legal] == sorted(_rank(a) for a in legal)
                assert legal[-1] == PASS
                state.apply(rng.choice(legal))


def test_a_hand_no_table_holds_is_worked_out() -> None:
    """A hand of four (never dealt, STR-A1) still gets its actions, as the rules give them."""
    state = StraightUpState.from_deal(["", ""], hands=["2 10 J", ""], market="5 J A")
    state.quiet = True
    state.hands[0].append(12)  # a Q as well
    state.straights[1][0] = 1  # seat 1 shows a J: the Q strikes it
    legal = state.legal_actions()
    assert [a.text() for a in legal] == [
        "buy 5",
        "buy J",
        "remove 2",
        "place J 0",
        "place J 1",
        "strike Q 1 0",
        "pass",
    ]


def _plain_shuffle(cards: list[int], seed: int, counter: int) -> None:
    """``shuffle`` step by step, as its docstring describes it."""
    x = (seed * 0x9E3779B97F4A7C15 + counter * 0xBF58476D1CE4E5B9 + 0x632BE59BD9B4E019) & _MASK
    x ^= x >> 31
    x = (x * 0x94D049BB133111EB) & _MASK
    x ^= x >> 29
    for i in range(len(cards) - 1, 0, -1):
        x = (x * 6364136223846793005 + 1442695040888963407) & _MASK
        j = (x >> 32) % (i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def test_shuffle_is_the_same_at_every_length() -> None:
    rng = random.Random(5)
    for n in range(140):
        for _ in range(6):
            seed, counter = rng.getrandbits(62), rng.randrange(2000)
            cards = [rng.randrange(2, 15) for _ in range(n)]
            expected = list(cards)
            _plain_shuffle(expected, seed, counter)
            shuffle(cards, seed, counter)
            assert cards == expected, n


def _reference_can_win(owned: list[list[int]], copies: int, seat: int) -> bool:
    """STR-A14 for one seat, written out plainly: every goal rank still to be had, or a rank all its own."""
    mine = owned[seat]
    totals = [sum(o[k] for o in owned) for k in range(4)]
    if all(mine[k] or totals[k] < copies for k in range(4)):
        return True
    return any(totals[k] == mine[k] for k in range(4))


def test_nobody_can_win_agrees_with_every_seat() -> None:
    rng = random.Random(11)
    answers = {True: 0, False: 0}
    for _ in range(3000):
        n = rng.choice((2, 3, 4))
        copies = 4 if n == 2 else 8
        owned = [[0] * 4 for _ in range(n)]
        for k in range(4):  # often every copy owned, by a few seats: both answers come up
            owners = rng.sample(range(n), rng.randrange(1, n + 1))
            for _ in range(copies if rng.random() < 0.7 else rng.randrange(copies + 1)):
                owned[rng.choice(owners)][k] += 1
        for q in range(n):
            assert can_still_win(owned, copies, q) == _reference_can_win(owned, copies, q)
        expected = not any(_reference_can_win(owned, copies, q) for q in range(n))
        assert nobody_can_win(owned, copies) == expected
        answers[expected] += 1
    assert min(answers.values()) > 40, answers
