"""FTW?! legal-action enumeration agrees with the rule checks (FTW-4.1 to FTW-4.3).

For random positions, every conceivable action is generated: A with each
hand card, B with each hand card and each pile card, C with each hand card
and each non-empty helper subset, and every 3-card pass. The legal list must
be exactly those the validator accepts, so neither path can miss a variant.
"""

from __future__ import annotations

from itertools import chain, combinations

from hypothesis import given
from hypothesis import strategies as st

from cardgames.games.ftw import FtwState
from cardgames.games.ftw.actions import lay_and_take, pass_cards, play_higher, play_with_helpers


@st.composite
def positions(draw: st.DrawFn) -> FtwState:
    """A random FTW position with 2-4 players: hands, a pile, helper rows."""
    n = draw(st.integers(min_value=2, max_value=4))
    deck = 36 if n <= 3 else 48
    cards = draw(st.permutations(list(range(1, deck + 1))))
    passing = draw(st.booleans())
    # A pass needs three cards; in play every hand has 10 or 12 then.
    sizes = [draw(st.integers(min_value=3 if passing else 2, max_value=6)) for _ in range(n)]
    pile_size = draw(st.integers(min_value=0, max_value=4))
    helper_sizes = [draw(st.integers(min_value=0, max_value=4)) for _ in range(n)]
    it = iter(cards)
    hands = [[next(it) for _ in range(k)] for k in sizes]
    pile = [next(it) for _ in range(pile_size)]
    helpers = [[next(it) for _ in range(k)] for k in helper_sizes]
    return FtwState.from_deal(
        hands, start_player=draw(st.integers(0, n - 1)), pile=pile, helpers=helpers, passing=passing
    )


def _every_conceivable_action(state: FtwState) -> set[object]:
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    row = state.helpers[p]
    subsets = chain.from_iterable(combinations(row, k) for k in range(1, len(row) + 1))
    subsets = list(subsets)
    actions: set[object] = {pass_cards(c) for c in combinations(hand, 3)}
    for c in hand:
        actions.add(play_higher(c))
        actions.update(lay_and_take(c, t) for t in state.pile)
        actions.update(play_with_helpers(c, sub) for sub in subsets)
    return actions


@given(positions())
def test_legal_list_is_exactly_what_the_rules_accept(state: FtwState) -> None:
    """The enumerated legal set equals the set of conceivable actions the validator accepts."""
    legal = state.legal_actions()
    accepted = {a for a in _every_conceivable_action(state) if state.why_illegal(a) is None}
    assert set(legal) == accepted
    assert len(legal) == len(set(legal))
    assert legal, "FTW-6.1: a legal action always exists"
