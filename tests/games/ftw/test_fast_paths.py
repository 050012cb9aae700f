"""FTW?!'s fast paths give exactly what their plain forms give.

``rules`` builds the legal actions from tables (the pass rows, C-level getters)
and tells the engine ``quick_legal`` for options A and B; ``actions`` makes the
memos' actions without the dataclass ``__init__``; ``state`` deals with its own
copy of ``random.shuffle``. Each is checked against the plain form it replaces:
the legal lists against a straightforward enumeration (same actions, same
order), ``quick_legal`` against ``why_illegal`` over random positions and probe
moves, the made actions against the dataclass constructor, the shuffle against
``random.Random.shuffle``.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from itertools import combinations

import pytest

from cardgames.engine import Action, IllegalAction
from cardgames.games.ftw import FTW, FtwState, LayAndTake, PassCards, PlayHigher, PlayWithHelpers
from cardgames.games.ftw.actions import LAY_AND_TAKE, PASS, PLAY_HIGHER, WITH_HELPERS
from cardgames.games.ftw.basics import deck_size
from cardgames.games.ftw.rules import _passes, legal_actions, quick_legal, why_illegal


def _plain_legal_actions(state: FtwState) -> list[Action]:
    """The legal actions by the plain enumeration: every pass, then A, B and C in order."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    if state.passing:
        return [PASS[cards] for cards in combinations(hand, 3)]
    pile = state.pile
    if not pile:
        return [PLAY_HIGHER[c] for c in hand]
    top = pile[-1]
    i = bisect_left(hand, top)
    actions: list[Action] = [PLAY_HIGHER[c] for c in hand[i:]]
    low = hand[:i]
    actions += [LAY_AND_TAKE[c][t] for c in low for t in sorted(pile)]
    row = state.helpers[p]
    subsets = sorted((sum(sub), sub) for k in range(1, len(row) + 1) for sub in combinations(row, k))
    for c in low:
        actions += [WITH_HELPERS[c][sub] for total, sub in subsets if c + total > top]
    return actions


def _positions(players: int, matches: int, seed: int) -> list[FtwState]:
    """Every position of seeded random matches."""
    found = []
    rng = random.Random(seed)
    for m in range(matches):
        state = FTW.new_state(players, seed * 1_000 + m)
        assert isinstance(state, FtwState)
        state.quiet = True
        while state.current_player is not None:
            found.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    return found


@pytest.mark.parametrize("players", [2, 4, 6])
def test_legal_actions_are_the_plain_enumeration(players: int) -> None:
    """Same actions in the same order as the plain enumeration, in every position of 30 matches."""
    for state in _positions(players, 30, players):
        assert legal_actions(state) == _plain_legal_actions(state)


@pytest.mark.parametrize(("deck", "size"), [(36, 12), (48, 12), (60, 10), (36, 15), (60, 3), (60, 4)])
def test_passes_are_the_combinations_in_order(deck: int, size: int) -> None:
    """The pass rows give ``combinations(hand, 3)``, in its order, for hands of any size."""
    rng = random.Random(deck * 100 + size)
    for _ in range(200):
        hand = sorted(rng.sample(range(1, deck + 1), size))
        assert _passes(hand, deck) == [PASS[cards] for cards in combinations(hand, 3)]
    assert _passes([5, 9], deck) == []


def test_a_pass_from_a_short_test_deal() -> None:
    """A hand of three or four cards in a passing test deal lists its passes."""
    state = FtwState.from_deal([[1, 2, 3, 4], [5, 6, 7]], passing=True)
    assert state.legal_actions() == [PASS[c] for c in combinations([1, 2, 3, 4], 3)]
    assert len(state.legal_actions()) == 4
    assert deck_size(2) == 36


def _probes(state: FtwState, rng: random.Random) -> list[Action]:
    """Moves near the legal ones: every A, B with hand and pile cards and others, a few C."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    probes: list[Action] = [PlayHigher(c) for c in range(62)]
    for _ in range(20):
        c = rng.choice(hand) if rng.random() < 0.7 else rng.randrange(0, 62)
        t = rng.choice(state.pile) if state.pile and rng.random() < 0.7 else rng.randrange(0, 62)
        probes.append(LayAndTake(c, t))
    for _ in range(5):
        probes.append(PlayWithHelpers(rng.choice(hand), tuple(state.helpers[p][:2]) or (1,)))
        probes.append(PassCards(tuple(rng.sample(hand, min(3, len(hand))))))
    return probes


@pytest.mark.parametrize("players", [2, 6])
def test_quick_legal_says_yes_only_to_legal_moves(players: int) -> None:
    """quick_legal is never yes for an illegal move, and is yes for every legal A and B."""
    rng = random.Random(players)
    # Every third position of a few matches: the illegal probes each try a refused apply.
    for state in _positions(players, 24 // players, 100 + players)[::3]:
        for action in [*_probes(state, rng), *state.legal_actions()]:
            quick = quick_legal(state, action)
            if quick:
                assert why_illegal(state, action) is None, action
            elif why_illegal(state, action) is None:
                assert type(action) in (PlayWithHelpers, PassCards), action
            if not quick and why_illegal(state, action) is not None:
                copy = state.clone()
                with pytest.raises(IllegalAction):
                    copy.apply(action)
                assert copy == state


def test_made_actions_equal_the_dataclass_ones() -> None:
    """The memos' actions equal, hash and print like those of the constructors."""
    for made, plain in [
        (PASS[(9, 3, 5)], PassCards((3, 5, 9))),
        (PASS[(1, 2, 3)], PassCards((3, 2, 1))),
        (WITH_HELPERS[5][(12, 9)], PlayWithHelpers(5, (9, 12))),
        (WITH_HELPERS[1][(7, 2)], PlayWithHelpers(1, (2, 7))),
    ]:
        assert made == plain
        assert hash(made) == hash(plain)
        assert repr(made) == repr(plain)
        assert made.text() == plain.text()
        assert FTW.parse_action(made.text()) == made


def test_a_card_that_is_no_number_is_refused_as_before() -> None:
    """quick_legal tests the hand first: a card of another type is refused by why_illegal's words."""
    state = FtwState.from_deal([[5, 20, 30], [6, 21, 31]], pile=[10])
    for action in [PlayHigher("20"), LayAndTake("5", 10), PlayHigher(None)]:  # type: ignore[arg-type]
        assert not quick_legal(state, action)
        reason = why_illegal(state, action)
        assert reason is not None
        with pytest.raises(IllegalAction) as refused:
            state.apply(action)
        assert refused.value.reason == reason
