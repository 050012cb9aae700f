"""The suits Straight Up's cards are drawn with: each physical copy keeps its own for the whole match.

The rules ignore suits (STR-1.2), so the state knows a card only by its rank and
copies of a rank are equal ints. A table of real cards still shows each copy
with its suit: one deck never holds two 4♣, and an A♥ that went to the market
discard cannot come up again as a "new" A♥ while the first lies there. So the
suits are given here, outside the rules, to the copies as the first deal laid
them out (per rank, the copies in a fixed order of the zones get the four suits
in an order drawn from the match's seed: with two decks each face exists
twice), and followed through every move the match made: the match is played
again from its deal, its events say which cards went where, and each move takes
the copy the rules took (a pile's top card, the first equal card of a hand or
the market, a whole pile in its order), a shuffle moves the copies as the rules'
own shuffle moved the ranks.

So the suits depend only on the match (players, seed, options, actions): the
same after a resume, an undo, in the look back and for every seat. They are
cosmetic and never part of a view's equality; a view gives them only for the
cards it shows (``Zone.faces``). A position that its history cannot reproduce
(one laid out for a test, or a bot's sample) gets the same fixed assignment as
a first deal, from the cards as they lie.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from ...engine import CardsMoved, Event, Shuffled, stream
from .actions import StraightUpAction
from .basics import JOKER, shuffle

if TYPE_CHECKING:
    from .state import StraightUpState

__all__ = ["face", "suits"]

ZoneKey = tuple[Any, ...]

#: The order in which the copies of a rank get their suits at the first deal.
_DEAL_ORDER = ("market_deck", "market", "draw", "hand", "discard", "straight", "market_discard", "removed")
#: Zones whose cards leave from the top (the end of the list), one at a time.
_PILES = frozenset({"draw", "market_deck", "straight"})
#: Zones the rules keep sorted by rank.
_SORTED = frozenset({"hand"})
#: Matches followed at once (a window's match, its look back, a test's few).
_KEPT = 6
#: A copy of the followed state is kept every this many actions, so an earlier position (undo, the
#: look back) is reached again from the nearest one.
_CHECKPOINT = 32


def face(rank: int, suit: int) -> int:
    """The card drawn for a copy of ``rank`` in ``suit`` (0 clubs, 1 diamonds, 2 hearts, 3 spades):
    ``rank + 16 * (suit + 1)``, the ids of the art's suited Straight Up faces (the joker keeps 15)."""
    return rank + 16 * (suit + 1)


def _deal_order(zones: Mapping[ZoneKey, Sequence[int]]) -> list[ZoneKey]:
    """The zones in the order copies get their suits: by kind (``_DEAL_ORDER``), then by key."""
    kinds = {k: i for i, k in enumerate(_DEAL_ORDER)}
    keys = [key for key in zones if key[0] in kinds]
    return sorted(keys, key=lambda key: (kinds[key[0]], key[1:]))


def _first_suits(seed: int, zones: Mapping[ZoneKey, Sequence[int]]) -> dict[ZoneKey, list[int]]:
    """Suits for the cards as they lie: per rank, the k-th copy met gets the k-th suit of the rank's
    order (drawn from the seed), so copies of one deck all differ and two decks show each face twice."""
    orders: dict[int, list[int]] = {}
    met: dict[int, int] = {}
    out: dict[ZoneKey, list[int]] = {}
    for key in _deal_order(zones):
        suits = []
        for rank in zones[key]:
            order = orders.get(rank)
            if order is None:
                order = orders[rank] = [0, 1, 2, 3]
                stream(seed, "suits", rank).shuffle(order)
            k = met.get(rank, 0)
            met[rank] = k + 1
            suits.append(order[k % 4])
        out[key] = suits
    return out


class _Book:
    """One match followed from its deal: the state played again, and a suit per card of each zone."""

    def __init__(self, state: StraightUpState) -> None:
        self.state = state
        zones = state.true_zones()
        self.ranks: dict[ZoneKey, list[int]] = {k: list(v) for k, v in zones.items() if k[0] in _DEAL_ORDER}
        self.suits = _first_suits(state.seed, self.ranks)
        self.actions: list[StraightUpAction] = []
        self.saved: list[tuple[int, StraightUpState, dict[ZoneKey, list[int]], dict[ZoneKey, list[int]]]] = []
        self._save()

    def _save(self) -> None:
        self.saved.append(
            (
                len(self.actions),
                self.state.clone(),
                {k: list(v) for k, v in self.ranks.items()},
                {k: list(v) for k, v in self.suits.items()},
            )
        )

    def rewind(self, length: int) -> None:
        """Go back to the match after its first ``length`` actions (a kept copy at or before it)."""
        while self.saved[-1][0] > length:
            self.saved.pop()
        done, state, ranks, suits = self.saved[-1]
        self.state = state.clone()
        self.ranks = {k: list(v) for k, v in ranks.items()}
        self.suits = {k: list(v) for k, v in suits.items()}
        del self.actions[done:]

    def play(self, action: StraightUpAction) -> None:
        """Apply ``action`` and follow its cards."""
        counter = self.state.shuffles
        events = self.state.apply(action)
        self.actions.append(action)
        self._follow(events, counter)
        if len(self.actions) % _CHECKPOINT == 0:
            self._save()

    def _follow(self, events: list[Event], counter: int) -> None:
        for e in events:
            if isinstance(e, CardsMoved):
                self._move(e)
            elif isinstance(e, Shuffled) and e.zone in self.ranks:
                # The rules' shuffle is a fixed sequence of swaps: the same on the copies as on the ranks.
                paired = [r | s << 4 for r, s in zip(self.ranks[e.zone], self.suits[e.zone], strict=True)]
                shuffle(paired, self.state.seed, counter)
                counter += 1
                self.ranks[e.zone] = [p & 15 for p in paired]
                self.suits[e.zone] = [p >> 4 for p in paired]

    def _move(self, e: CardsMoved) -> None:
        if e.src[0] not in _DEAL_ORDER or e.dst[0] not in _DEAL_ORDER or JOKER in e.cards:
            return
        src_r, src_s = self.ranks.setdefault(e.src, []), self.suits.setdefault(e.src, [])
        dst_r, dst_s = self.ranks.setdefault(e.dst, []), self.suits.setdefault(e.dst, [])
        if e.src[0] not in _PILES and len(e.cards) == len(src_r):
            # A whole zone moves in its order (a hand discarded, a pile to be shuffled).
            dst_r += src_r
            dst_s += src_s
            src_r.clear()
            src_s.clear()
        else:
            pile = e.src[0] in _PILES
            for rank in e.cards:
                # A pile's top card (the last of its rank), else the first equal card, as ``list.remove``.
                at = len(src_r) - 1 - src_r[::-1].index(rank) if pile else src_r.index(rank)
                dst_r.append(src_r.pop(at))
                dst_s.append(src_s.pop(at))
        if e.dst[0] in _SORTED:
            # A stable sort: equal ranks keep their order.
            pairs = sorted(zip(dst_r, dst_s, strict=True), key=lambda p: p[0])
            dst_r[:] = [r for r, _s in pairs]
            dst_s[:] = [s for _r, s in pairs]

    def agrees(self, state: StraightUpState) -> bool:
        """True when the followed match lies exactly as ``state`` does."""
        zones = state.true_zones()
        return all(list(zones.get(k, ())) == v for k, v in self.ranks.items()) and all(
            not cards or k in self.ranks for k, cards in zones.items() if k[0] in _DEAL_ORDER
        )


_BOOKS: OrderedDict[tuple[Any, ...], _Book] = OrderedDict()


def suits(state: StraightUpState) -> dict[ZoneKey, list[int]]:
    """Every zone's cards' suits (0..3), in the order of ``state.true_zones()`` (the strike markers have
    none): followed from the match's deal, or, for a position its history does not lead to, as a
    first deal would give them."""
    from .state import StraightUpState

    key = (state.num_players, state.seed, state.options.model_dump_json())
    history = cast("tuple[StraightUpAction, ...]", tuple(state.history))
    book = _BOOKS.get(key)
    if book is not None:
        _BOOKS.move_to_end(key)
        done = len(book.actions)
        if done > len(history) or tuple(book.actions) != history[:done]:
            # Another course (an undo, an earlier position): back to where the two part.
            common = 0
            for a, b in zip(book.actions, history, strict=False):
                if a != b:
                    break
                common += 1
            book.rewind(common)
    if book is None:
        book = _Book(StraightUpState.new(state.num_players, state.seed, state.options))
        _BOOKS[key] = book
        while len(_BOOKS) > _KEPT:
            _BOOKS.popitem(last=False)
    try:
        for action in history[len(book.actions) :]:
            book.play(action)
    except ValueError:  # IllegalAction: a history of another beginning (a laid-out position)
        _BOOKS.pop(key, None)
        book = None
    if book is not None and book.agrees(state):
        return {k: list(v) for k, v in book.suits.items()}
    zones = {k: list(v) for k, v in state.true_zones().items() if k[0] in _DEAL_ORDER}
    return _first_suits(state.seed, zones)
