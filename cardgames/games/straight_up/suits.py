"""The suits Straight Up's cards are drawn with: each physical copy keeps its own for the whole match.

The rules ignore suits (STR-1.2), so the state knows a card only by its rank and
copies of a rank are equal ints. A table of real cards still shows each copy
with its suit: one deck never holds two 4♣, and an A♥ that went to the market
discard cannot come up again as a "new" A♥ while the first lies there. So the
suits are kept beside the rules: the copies get them as the first deal (or a
laid-out position) lays them out (per rank, the copies in a fixed order of the
zones take the four suits in an order drawn from the match's seed: with two
decks each face exists twice), and follow them through every move the state
announces: each move takes the copy the rules took (a pile's top card, the
first equal card of a hand or of the market, a whole pile in its order), and
a shuffle moves the copies as the rules' own shuffle moved the ranks.

The state keeps the result (``StraightUpState.suits``) while it makes events, so
the suits depend only on the match (players, seed, options, actions): the same
after a resume, an undo, in the look back and for every seat, and the match is
never played again for them. A search's quiet states make no events and follow
nothing (its samples keep none), at no cost to it; a view of such a state is
drawn as dealt. The suits are cosmetic: no part of equality, and a view gives
them only for the cards it shows (``Zone.faces``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

from ...engine import CardsMoved, Event, Shuffled, stream
from .basics import JOKER, shuffle

if TYPE_CHECKING:
    from .state import StraightUpState

__all__ = ["Suits", "face", "first", "follow", "suits"]

ZoneKey = tuple[Any, ...]
#: Per zone, each card as ``rank | suit << 4`` in the zone's order (suit 0 clubs .. 3 spades). A
#: value is never changed in place: ``follow`` makes a new one.
Suits: TypeAlias = dict[ZoneKey, tuple[int, ...]]

#: The zones of cards, in the order copies of a rank get their suits at the first deal.
_DEAL_ORDER = ("market_deck", "market", "draw", "hand", "discard", "straight", "market_discard", "removed")
#: Zones whose cards leave from the top (the end of the list), one at a time.
_PILES = frozenset({"draw", "market_deck", "straight"})
#: Zones the rules keep sorted by rank.
_SORTED = frozenset({"hand"})


def face(rank: int, suit: int) -> int:
    """The card drawn for a copy of ``rank`` in ``suit`` (0 clubs, 1 diamonds, 2 hearts, 3 spades):
    ``rank + 16 * (suit + 1)``, the ids of the art's suited Straight Up faces (the joker keeps 15)."""
    return rank + 16 * (suit + 1)


def _cards(state: StraightUpState) -> dict[ZoneKey, Sequence[int]]:
    return {k: v for k, v in state.true_zones().items() if k[0] in _DEAL_ORDER}


def _dealt(seed: int, zones: Mapping[ZoneKey, Sequence[int]]) -> Suits:
    """Suits for the cards as they lie: per rank, the k-th copy met (zones by kind in ``_DEAL_ORDER``,
    then by key) gets the k-th suit of the rank's order, drawn from the seed, so the copies of one
    deck all differ and two decks show each face twice."""
    kinds = {k: i for i, k in enumerate(_DEAL_ORDER)}
    orders: dict[int, list[int]] = {}
    met: dict[int, int] = {}
    out: Suits = {}
    for key in sorted(zones, key=lambda key: (kinds[key[0]], key[1:])):
        cards = []
        for rank in zones[key]:
            order = orders.get(rank)
            if order is None:
                order = orders[rank] = [0, 1, 2, 3]
                stream(seed, "suits", rank).shuffle(order)
            k = met.get(rank, 0)
            met[rank] = k + 1
            cards.append(rank | order[k % 4] << 4)
        out[key] = tuple(cards)
    return out


def first(state: StraightUpState) -> Suits:
    """The suits of a match's first deal, or of a laid-out position, as its cards lie."""
    return _dealt(state.seed, _cards(state))


def follow(kept: Suits, events: Sequence[Event], seed: int, counter: int) -> Suits:
    """``kept`` after the cards moved as ``events`` say; ``counter`` is the number of the first shuffle
    among them (the state's shuffle count before the move)."""
    out = dict(kept)
    for e in events:
        if isinstance(e, CardsMoved):
            _move(out, e)
        elif isinstance(e, Shuffled) and e.zone in out:
            # The rules' shuffle is a fixed sequence of swaps: the same on the copies as on the ranks.
            cards = list(out[e.zone])
            shuffle(cards, seed, counter)
            counter += 1
            out[e.zone] = tuple(cards)
    return out


def _move(out: Suits, e: CardsMoved) -> None:
    if e.src[0] not in _DEAL_ORDER or e.dst[0] not in _DEAL_ORDER or JOKER in e.cards:
        return
    src = list(out.get(e.src, ()))
    dst = list(out.get(e.dst, ()))
    if e.src[0] not in _PILES and len(e.cards) == len(src):
        # A whole zone moves in its order (a hand discarded, a pile to be shuffled).
        dst += src
        src = []
    else:
        ranks = [c & 15 for c in src]
        pile = e.src[0] in _PILES
        for rank in e.cards:
            # A pile's top card (the last of its rank), else the first equal card, as ``list.remove``.
            at = len(ranks) - 1 - ranks[::-1].index(rank) if pile else ranks.index(rank)
            ranks.pop(at)
            dst.append(src.pop(at))
    if e.dst[0] in _SORTED:
        dst.sort(key=lambda c: c & 15)  # stable: equal ranks keep their order
    out[e.src] = tuple(src)
    out[e.dst] = tuple(dst)


def suits(state: StraightUpState) -> dict[ZoneKey, list[int]]:
    """Every zone's cards' suits (0..3) in the order of ``state.true_zones()`` (the strike markers
    have none): as the state kept them, or, where it kept none or its cards moved quietly since (a
    bot's sample, a search's state), as a first deal would give them."""
    cards = _cards(state)
    kept = state.suits
    if kept is None or any(tuple(c & 15 for c in kept.get(k, ())) != tuple(v) for k, v in cards.items()):
        kept = _dealt(state.seed, cards)
    return {k: [c >> 4 for c in kept.get(k, ())] for k in cards}
