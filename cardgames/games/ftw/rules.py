"""What the FTW?! rules allow in a turn, and why they refuse a move (FTW-2.2, FTW-4).

:func:`legal_actions` lists every move of the seat to act; :func:`why_illegal`
is the one place that says, in the rules' words, why a move is refused.
:func:`why_unusable` answers the table's question "why can I not pick this
card?" by asking :func:`why_illegal` about the move the card would be part
of, so no rule is written twice. Both read only the acting seat's hand and
helper row and the public pile: a reason never tells what another seat holds.

``FtwState`` binds :func:`legal_actions` and :func:`why_illegal` as its
``_legal_actions`` and ``_why_illegal`` hooks directly, without a wrapper
call: search runs them in every simulated step.

Hands and helper rows are kept sorted, so the legal actions can be cut from a
hand with ``bisect``.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from itertools import combinations
from operator import itemgetter
from typing import TYPE_CHECKING

from ...engine import Action, Memo, Message, ZoneKey
from .actions import (
    LAY_AND_TAKE,
    PASS,
    PLAY_HIGHER,
    WITH_HELPERS,
    FtwAction,
    LayAndTake,
    PassCards,
    PlayHigher,
    PlayWithHelpers,
)
from .basics import PASS_COUNT
from .basics import msg as _m

if TYPE_CHECKING:
    from .state import FtwState

__all__ = ["HELPER_SUBSETS", "legal_actions", "why_illegal", "why_unusable"]


def _subsets_by_sum(helpers: tuple[int, ...]) -> tuple[list[int], list[tuple[int, ...]]]:
    """Every non-empty subset of a helper row with its sum, sorted by sum, and the sums."""
    pairs = sorted((sum(sub), sub) for k in range(1, len(helpers) + 1) for sub in combinations(helpers, k))
    return [s for s, _ in pairs], [sub for _, sub in pairs]


# Helper rows repeat a lot during search, so their subsets are kept.
HELPER_SUBSETS: Memo[tuple[int, ...], tuple[list[int], list[tuple[int, ...]]]] = Memo(
    _subsets_by_sum, limit=50_000
)


def _not_in_hand(card: int) -> Message:
    return _m("illegal.not_in_hand", "{card} is not in your hand.", card=card)


def legal_actions(state: FtwState) -> list[Action]:
    """Every legal move of the seat to act: a 3-card pass, or options A, B and C (FTW-4)."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    if state.passing:
        # Hands are sorted, so combinations come out as sorted tuples.
        return list(map(PASS.__getitem__, combinations(hand, PASS_COUNT)))
    pile = state.pile
    higher = PLAY_HIGHER
    if not pile:
        return [higher[c] for c in hand]
    top = pile[-1]
    i = bisect_left(hand, top)
    actions: list[Action] = [higher[c] for c in hand[i:]]
    if i:
        low = hand[:i]
        # B: every lower card with every pile card; one C-level getter per card.
        if len(pile) == 1:
            t = pile[0]
            actions += [LAY_AND_TAKE[c][t] for c in low]
        else:
            takes = itemgetter(*sorted(pile))
            for c in low:
                actions += takes(LAY_AND_TAKE[c])
        row = state.helpers[p]
        if row:
            sums, subsets = HELPER_SUBSETS[tuple(row)]
            best = sums[-1]
            for c in low:
                if c + best > top:
                    j = bisect_left(sums, top - c + 1)
                    actions += map(WITH_HELPERS[c].__getitem__, subsets[j:])
    return actions


def why_illegal(state: FtwState, action: Action) -> Message | None:
    """The rule ``action`` (one of the game's action types) breaks now, or None if it is legal."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    if state.passing:
        if type(action) is not PassCards:
            return _m("illegal.pass_first", "First choose 3 cards to pass to your right-hand neighbour.")
        cards = action.cards
        if len(cards) != PASS_COUNT:
            return _m("illegal.pass_count", "Pass exactly 3 cards, not {count}.", count=len(cards))
        if len(set(cards)) != len(cards):
            return _m("illegal.pass_twice", "Each card can be passed only once.")
        for c in cards:
            if c not in hand:
                return _not_in_hand(c)
        return None
    # ``type(...) is`` narrows the action for the type checker and is the cheapest test
    # there is (``apply`` checks every move of every search with this): one per kind.
    pile = state.pile
    if type(action) is PlayHigher:
        c = action.card
        if c not in hand:
            return _not_in_hand(c)
        if pile and c < pile[-1]:
            return _m(
                "illegal.not_higher",
                "{card} is not higher than the top card {top}.",
                card=c,
                top=pile[-1],
            )
        return None
    if type(action) is LayAndTake:
        c, take, used = action.card, action.take, None
    elif type(action) is PlayWithHelpers:
        c, take, used = action.card, 0, action.helpers
    else:
        return _m("illegal.already_passed", "The cards have been passed; now play a card.")
    if c not in hand:
        return _not_in_hand(c)
    if not pile:
        return _m(
            "illegal.empty_pile",
            "The pile is empty: start it by playing any card (option A).",
        )
    top = pile[-1]
    if c > top:
        return _m(
            "illegal.not_lower",
            "Options B and C need a card lower than the top card {top}; {card} is higher.",
            card=c,
            top=top,
        )
    if used is None:  # B
        if take not in pile:
            return _m("illegal.not_on_pile", "{card} is not on the pile.", card=take)
        return None
    if not used:
        return _m("illegal.no_helpers", "Option C needs at least one of your helper cards.")
    row = state.helpers[p]
    if len(set(used)) != len(used):
        return _m("illegal.helper_twice", "Each helper card can be used only once.")
    for h in used:
        if h not in row:
            return _m("illegal.not_a_helper", "{card} is not one of your helper cards.", card=h)
    total = c + sum(used)
    if total <= top:
        return _m(
            "illegal.sum_too_low",
            "{card} and your helpers make {total}, which does not beat the top card {top}.",
            card=c,
            total=total,
            top=top,
        )
    return None


def why_unusable(
    state: FtwState, zone: ZoneKey, card: int, selected: Sequence[tuple[ZoneKey, int]]
) -> Message | None:
    """Why the seat to act cannot pick ``card`` of ``zone`` with ``selected`` picked; None when
    no rule of its own says so (another seat's card, or a card some move still takes).

    The answer is :func:`why_illegal`'s for the move the card would join:

    - passing, an own hand card: the pass of the chosen cards and this one,
      filled up from the hand (a fourth card breaks "exactly 3"); any other
      card: the pass comes first;
    - a pile card: option B taking it with the lowest hand card, the best
      chance to be lower than the top card;
    - a helper: option C with the highest hand card below the top card and the
      whole helper row, the largest sum any lower card can reach;
    - an own hand card in play: options A, B (and C with the chosen helpers),
      refused only when all of them are.
    """
    p = state.current_player
    if p is None:
        return None
    hand = state.hands[p]
    own_hand = ("hand", p)
    if state.passing:
        if zone != own_hand:
            return why_illegal(state, PlayHigher(card))
        chosen = [c for z, c in selected if z == own_hand and c != card]
        # Fewer than 3: the pass it would join is filled up with other hand cards.
        fill = [c for c in hand if c != card and c not in chosen][: PASS_COUNT - 1 - len(chosen)]
        return why_illegal(state, PassCards((*chosen, card, *fill)))
    if not hand:
        return None
    pile = state.pile
    probes: list[FtwAction]
    if zone == ("pile",):
        probes = [LayAndTake(hand[0], card)]
    elif zone == ("helpers", p):
        row = state.helpers[p]
        used = tuple(row) if card in row else (*row, card)
        lower = hand[: bisect_left(hand, pile[-1])] if pile else []
        probes = [PlayWithHelpers(lower[-1] if lower else hand[0], used)]
    elif zone == own_hand:
        takes = [c for z, c in selected if z == ("pile",)]
        helpers = tuple(c for z, c in selected if z == ("helpers", p))
        if takes:
            probes = [LayAndTake(card, takes[0])]
        elif helpers:
            probes = [PlayWithHelpers(card, helpers)]
        else:
            probes = [PlayHigher(card)]
            if pile:
                probes.append(LayAndTake(card, pile[-1]))
    else:
        return None
    reasons = [why_illegal(state, probe) for probe in probes]
    return None if None in reasons else reasons[0]
