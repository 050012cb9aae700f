"""What the FTW?! rules allow in a turn, and why they refuse a move (FTW-2.2, FTW-4).

:func:`legal_actions` lists every move of the seat to act; :func:`why_illegal`
is the one place that says, in the rules' words, why a move is refused.
:func:`why_unusable` answers the table's question "why can I not pick this
card?" by asking :func:`why_illegal` about the move the card would be part
of, so no rule is written twice. Both read only the acting seat's hand and
helper row and the public pile: a reason never tells what another seat holds.

``FtwState`` binds :func:`legal_actions` and :func:`why_illegal` as its
``_legal_actions`` and ``_why_illegal`` hooks directly, without a wrapper
call: search runs them in every simulated step. :func:`quick_legal` is the
engine's short yes for options A and B, so most moves skip the full check.

Hands and helper rows are kept sorted, so the legal actions can be cut from a
hand with ``bisect``, and built from interned actions by C-level getters
(``map``, ``itemgetter``) rather than one Python step per action; the 3-card
passes, up to 220 of them, come from tables of passes by card (:func:`_passes`).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from itertools import combinations
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ...engine import Action, Memo, Message, ZoneKey
from .actions import (
    LAY_AND_TAKE,
    MAX_VALUE,
    PASS,
    PLAY_HIGHER,
    WITH_HELPERS,
    FtwAction,
    LayAndTake,
    PassCards,
    PlayHigher,
    PlayWithHelpers,
)
from .basics import PASS_COUNT, deck_size
from .basics import msg as _m

if TYPE_CHECKING:
    from .state import FtwState

__all__ = ["HELPER_SUBSETS", "legal_actions", "quick_legal", "why_illegal", "why_unusable"]


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


#: The interned actions' getters, made once, so ``map`` builds an action list in C.
_HIGHER = PLAY_HIGHER.__getitem__
#: ``_TAKING[t](c)``: option B laying c and taking t (a column of ``LAY_AND_TAKE``).
_TAKING = [[by_take[t] for by_take in LAY_AND_TAKE].__getitem__ for t in range(MAX_VALUE + 1)]
_WITH = [memo.__getitem__ for memo in WITH_HELPERS]

#: ``_PASS_TABLES[m][a][b * (m + 1) + c]``: the interned pass of a < b < c in the deck 1..m,
#: one table per first card a, made on first use (at most 58 tables of 3,721 for the 60-card
#: deck; the passes themselves are ``PASS``'s). See :func:`_passes`.
_PASS_TABLES: dict[int, list[list[Any] | None]] = {}


def _pass_table(a: int, m: int) -> list[Any]:
    """Every pass a, b, c of the deck 1..m (a < b < c), at index b * (m + 1) + c (None elsewhere)."""
    w = m + 1
    table: list[Any] = [None] * (w * w)
    for b in range(a + 1, m + 1):
        for c in range(b + 1, m + 1):
            table[b * w + c] = PASS[(a, b, c)]
    return table


def _passes(hand: list[int], m: int) -> list[FtwAction]:
    """Every 3-card pass of a sorted hand of cards 1..m, in ``combinations`` order.

    The fast form of ``list(map(PASS.__getitem__, combinations(hand, 3)))``: that
    hashes and looks up 220 tuples for a 12-card hand, the largest part of a random
    playout's passing turns. Here the hand's pairs b < c are numbered once, and the
    passes with first card a are read from a's table by those numbers, one C-level
    ``map`` per first card.
    """
    h = len(hand)
    tables = _PASS_TABLES.get(m)
    if tables is None:
        tables = _PASS_TABLES[m] = [None] * (m + 1)
    w = m + 1
    # The pairs in combinations order: those after the first i + 1 runs (the pairs
    # starting with hand[0], ..., hand[i]) are the pairs of the cards after hand[i].
    pairs = [b * w + c for b, c in combinations(hand, 2)]
    passes: list[FtwAction] = []
    start = 0
    for i in range(h - 2):
        a = hand[i]
        table = tables[a]
        if table is None:
            table = tables[a] = _pass_table(a, m)
        start += h - 1 - i
        passes += map(table.__getitem__, pairs[start:])
    return passes


def legal_actions(state: FtwState) -> list[FtwAction]:
    """Every legal move of the seat to act: a 3-card pass, or options A, B and C (FTW-4)."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    if state.passing:
        m = deck_size(state.num_players)
        if hand and hand[-1] <= m:
            return _passes(hand, m)
        # Hands are sorted, so combinations come out as sorted tuples (a hand always
        # holds cards of the deck; this is only the plain form of ``_passes``).
        return list(map(PASS.__getitem__, combinations(hand, PASS_COUNT)))
    pile = state.pile
    if not pile:
        return list(map(_HIGHER, hand))
    top = pile[-1]
    i = bisect_left(hand, top)
    if not i:
        return list(map(_HIGHER, hand))
    actions: list[FtwAction] = list(map(_HIGHER, hand[i:]))
    low = hand[:i]
    # B: every lower card with every pile card; one C-level getter per card.
    if len(pile) == 1:
        actions += map(_TAKING[top], low)
    else:
        takes = itemgetter(*sorted(pile))
        for c in low:
            actions += takes(LAY_AND_TAKE[c])
    row = state.helpers[p]
    # C, when the highest lower card with the whole row beats the top card: the row's
    # subsets by sum; a card c takes those summing above top - c.
    if row and low[-1] + sum(row) > top:
        sums, subsets = HELPER_SUBSETS[tuple(row)]
        least = top - sums[-1]
        for c in low:
            if c > least:
                actions += map(_WITH[c], subsets[bisect_left(sums, top - c + 1) :])
    return actions


def quick_legal(state: FtwState, action: Action) -> bool:
    """True when ``action`` is surely legal now: the engine's short yes for options A and B,
    the moves of most turns (search applies millions). False means "not sure": option C,
    the pass and anything illegal take :func:`why_illegal`, the one place with the reasons.

    The tests are :func:`why_illegal`'s for these two options, without building messages;
    the hand comes first, so a card that is not even a number is refused there, as there.
    """
    p = state.current_player
    if p is None or state.passing:
        return False
    pile = state.pile
    if type(action) is PlayHigher:
        c = action.card
        return c in state.hands[p] and (not pile or c >= pile[-1])
    if type(action) is LayAndTake:
        c = action.card
        return c in state.hands[p] and bool(pile) and c <= pile[-1] and action.take in pile
    return False


def why_illegal(state: FtwState, action: FtwAction) -> Message | None:
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
