"""Setting up a Karriere Poker game: seats, the deal and the exchange (KP-3, KP-4), and states
built from chosen hands for tests.

Game 1 seats the players in seat order, draws the dealer and sets the
leftover cards aside; the player to the dealer's left starts (KP-3). Later
games seat the players clockwise by position from the new Boss's chair, the
Dishwasher deals and keeps the leftovers, the pairs exchange cards, and the
Boss starts (KP-4).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...engine import (
    Announced,
    CardsMoved,
    Event,
    RoundStarted,
    SeatsMoved,
    Shuffled,
    TurnChanged,
    shuffle,
    stream,
)
from .basics import HAND_SIZE, cards_of, counts_of, deck_counts, exchange_pairs, rank_order
from .basics import msg as _m
from .options import KarrierePokerOptions

if TYPE_CHECKING:
    from .state import KarrierePokerState

__all__ = ["begin", "blank", "exchange", "from_deal", "gather", "seat_by_chairs", "start_game"]


#: Every game of a match deals the same deck, shuffled anew: ``cards_of(deck_counts(n))`` made once.
_DECKS = {n: tuple(cards_of(deck_counts(n))) for n in range(4, 9)}


def blank(
    cls: type[KarrierePokerState], n: int, seed: int, options: KarrierePokerOptions
) -> KarrierePokerState:
    """A match of ``n`` seats in seat order with no game dealt yet."""
    s = cls.__new__(cls)
    s._init_base(n, seed, options)
    s.one_lap = options.round_rule == "one_lap"
    s.jokers_over = options.jokers_over_jokers
    s.game_no = 0
    s.results = []
    s.time_up = False
    s.lap_moved = s.lap_passed = 0
    seat_by_chairs(s, list(range(n)))
    s.rank = [0] * n
    s.by_rank = [0] * (n + 1)
    s.dealer = 0
    s.partner = [-1] * n
    s.gave = [() for _ in range(n)]
    s.got = [() for _ in range(n)]
    return s


def from_deal(
    cls: type[KarrierePokerState],
    hands: Sequence[Sequence[int]],
    *,
    start_player: int,
    positions: Sequence[int] | None,
    chairs: Sequence[int] | None,
    dealer: int | None,
    results: Sequence[Sequence[int]],
    aside: Sequence[int] | None,
    seed: int,
    options: KarrierePokerOptions | dict[str, Any] | None,
) -> KarrierePokerState:
    """:meth:`KarrierePokerState.from_deal`: a state with chosen hands at the start of a game."""
    n = len(hands)
    opts = options if isinstance(options, KarrierePokerOptions) else KarrierePokerOptions(**(options or {}))
    s = blank(cls, n, seed, opts)
    counts = [counts_of(h) for h in hands]
    total = [sum(c[v] for c in counts) for v in range(14)]
    deck = deck_counts(n)
    if positions is not None:
        if sorted(positions) != list(range(1, n + 1)):
            raise ValueError("positions must be 1..N, one per seat")
        s.results = [tuple(r) for r in results] or [tuple(positions)]
        if s.results[-1] != tuple(positions):
            raise ValueError("the last of the results must be these positions")
        s.game_no = len(s.results)
        s.rank = list(positions)
        for seat, pos in enumerate(positions):
            s.by_rank[pos] = seat
        if chairs is None:
            chairs = [p - 1 for p in positions]
        s.dealer = s.by_rank[n] if dealer is None else dealer
        rest = [0] * 14
    else:
        rest = [deck[v] - total[v] for v in range(14)]
    if chairs is not None:
        if sorted(chairs) != list(range(n)):
            raise ValueError("chairs must be 0..N-1, one per seat")
        order = [0] * n
        for seat, chair in enumerate(chairs):
            order[chair] = seat
        seat_by_chairs(s, order)
    if positions is None:
        # KP-3.3: the starter sits to the dealer's left, by chair.
        s.dealer = s.prv[start_player] if dealer is None else dealer
    s.aside = list(aside) if aside is not None else cards_of(rest)
    if any(x < 0 for x in rest) or [total[v] + counts_of(s.aside)[v] for v in range(14)] != deck:
        raise ValueError(f"the deal must use the {n}-player deck exactly: {n} of each number and the jokers")
    begin(s, counts, start_player)
    return s


def seat_by_chairs(state: KarrierePokerState, order: list[int]) -> None:
    """Seat ``order[c]`` in chair c; neighbours follow the chairs."""
    n = state.num_players
    state.chairs = [0] * n
    for chair, seat in enumerate(order):
        state.chairs[seat] = chair
    state.nxt = [order[(state.chairs[s] + 1) % n] for s in range(n)]
    state.prv = [order[(state.chairs[s] - 1) % n] for s in range(n)]


def begin(state: KarrierePokerState, counts: list[list[int]], starter: int) -> None:
    """Fresh game bookkeeping with these hands; ``starter`` leads round 1."""
    n = state.num_players
    state.hands = counts
    state.sizes = [sum(h) for h in counts]
    state.active = n
    state.table = []
    state.out = [0] * 14
    state.top_value = state.top_size = 0
    state.top_seat = -1
    state.leading = True
    state.turns_left = 0
    state.round_no = 1
    state.finished = []
    state.passes = None
    state.played = [[0] * 14 for _ in range(n)]
    state.owned = (1 << n) - 1
    state.current_player = starter


def start_game(state: KarrierePokerState, ev: list[Event] | None) -> None:
    """Seat, deal and exchange for game ``game_no`` (KP-3, KP-4)."""
    n = state.num_players
    g = state.game_no
    if g == 0:
        state.dealer = stream(state.seed, "dealer").randrange(n)
        starter = state.nxt[state.dealer]  # KP-3.3
    else:
        pos = state.results[-1]
        state.rank = list(pos)
        for seat in range(n):
            state.by_rank[pos[seat]] = seat
        boss = state.by_rank[1]
        base = state.chairs[boss]  # the new Boss keeps his chair (KP-4.1)
        order = [0] * n
        for seat in range(n):
            order[(base + pos[seat] - 1) % n] = seat
        seat_by_chairs(state, order)
        state.dealer = state.by_rank[n]
        starter = boss  # KP-4.4
        if ev is not None:
            ev.append(SeatsMoved(tuple(state.chairs)))
    cards = list(_DECKS.get(n) or cards_of(deck_counts(n)))
    shuffle(stream(state.seed, "deal", g), cards)
    dealt = [cards[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(n)]
    left = cards[n * HAND_SIZE :]
    if g == 0:
        state.aside = sorted(left)
    else:
        state.aside = []
        dealt[state.dealer] = dealt[state.dealer] + left  # KP-4.2
    if ev is not None:
        ev.append(RoundStarted(g + 1, starter, state.dealer))
        ev.append(Shuffled(("deck",)))
        for seat in range(n):
            ev.append(
                CardsMoved(("deck",), ("hand", seat), tuple(rank_order(dealt[seat])), frozenset({seat}))
            )
        if g == 0:
            ev.append(CardsMoved(("deck",), ("aside",), tuple(left), frozenset()))
            ev.append(
                Announced(
                    state.dealer,
                    _m("log.deals_first", "deals and sets {count} cards aside.", count=len(left)),
                )
            )
        else:
            ev.append(
                CardsMoved(
                    ("deck",), ("hand", state.dealer), tuple(rank_order(left)), frozenset({state.dealer})
                )
            )
            ev.append(
                Announced(
                    state.dealer,
                    _m("log.deals", "deals and keeps the {count} leftover cards.", count=len(left)),
                )
            )
    counts = [counts_of(h) for h in dealt]
    state.partner = [-1] * n
    state.gave = [() for _ in range(n)]
    state.got = [() for _ in range(n)]
    if g > 0:
        exchange(state, counts, ev)
    begin(state, counts, starter)
    if ev is not None:
        ev.append(TurnChanged(starter))


def exchange(state: KarrierePokerState, counts: list[list[int]], ev: list[Event] | None) -> None:
    """KP-4.3: each pair swaps, the upper giving its k lowest, the lower its k highest.

    Both sets are chosen from the hands as dealt, before anything arrives (KP-A8).
    """
    swaps = []
    for upper_pos, lower_pos, k in exchange_pairs(state.num_players):
        upper, lower = state.by_rank[upper_pos], state.by_rank[lower_pos]
        # ``cards_of`` lists a hand by rank already (numbers up, jokers last): no sort needed.
        low = tuple(cards_of(counts[upper])[:k])
        high = tuple(cards_of(counts[lower])[-k:])
        swaps.append((upper, lower, low, high))
    for upper, lower, low, high in swaps:
        for c in low:
            counts[upper][c] -= 1
            counts[lower][c] += 1
        for c in high:
            counts[lower][c] -= 1
            counts[upper][c] += 1
        state.partner[upper], state.partner[lower] = lower, upper
        state.gave[upper], state.got[upper] = low, high
        state.gave[lower], state.got[lower] = high, low
        if ev is not None:
            pair = frozenset({upper, lower})
            ev.append(CardsMoved(("hand", upper), ("hand", lower), low, pair))
            ev.append(CardsMoved(("hand", lower), ("hand", upper), high, pair))
            # Public: who swaps with whom and by which rule (KP-4.3), never which cards.
            text = (
                _m(
                    "log.swap_one",
                    "swaps 1 card with {partner_seat}: gives the lowest card, gets the highest.",
                    partner_seat=lower,
                )
                if len(low) == 1
                else _m(
                    "log.swap",
                    "swaps {count} cards with {partner_seat}: gives the {count} lowest, gets the {count} "
                    "highest.",
                    count=len(low),
                    partner_seat=lower,
                )
            )
            ev.append(Announced(upper, text))


def gather(state: KarrierePokerState, ev: list[Event]) -> None:
    """The events of a game's end: every card goes back to the deck for the next deal."""
    for seat in range(state.num_players):
        if state.sizes[seat]:
            ev.append(CardsMoved(("hand", seat), ("deck",), tuple(rank_order(cards_of(state.hands[seat])))))
    split = len(state.table) - state.top_size
    if split:
        ev.append(CardsMoved(("table",), ("deck",), tuple(state.table[:split])))
    if state.top_size:
        ev.append(CardsMoved(("top",), ("deck",), tuple(state.table[split:])))
    ev.append(CardsMoved(("out",), ("deck",), tuple(cards_of(state.out))))
    if state.aside:
        ev.append(CardsMoved(("aside",), ("deck",), tuple(state.aside), frozenset()))
