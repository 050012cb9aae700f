"""What each Straight Up seat may know: its view of the table, and samples of what it cannot see.

The information model (STR-7, STR-A17): a hand is seen by its owner only; the
order of every draw pile and of the market deck is seen by nobody. Everything
else is public: the market row, the market discard, every discard pile, every
straight, the removed starting cards, the strike markers, and the size of
every pile.

So a seat knows more than it sees. Every card a player owns came from the
starting deck or a public purchase, and only removals (public) take one away,
so the contents of each player's draw pile and hand together are known; and
since every hand is discarded face up after its turn, only the player on turn
holds cards. The market deck holds exactly the market cards seen nowhere else.
What is unknown is the order of each draw pile and of the market deck, and
which of the player on turn's cards are in his hand rather than his draw pile.
A sample redraws exactly that.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from ...engine import HIDDEN, Facts, History, Message, TableView, Zone
from . import suits
from .actions import Strike
from .basics import GOALS, JOKER, STARTING, STARTING_DECK
from .basics import msg as _m
from .scoring import End, monopoly_rank

if TYPE_CHECKING:
    from .state import StraightUpState

__all__ = ["StraightUpFacts", "determinize", "marker_zones", "true_zones", "view"]


@dataclass(frozen=True, slots=True, kw_only=True)
class StraightUpFacts(Facts):
    """The public facts of a Straight Up table, and the viewer's own (``money``, ``own_draw``,
    ``strike_targets``). ``round`` is the running round, ``start_player`` holds the start marker;
    the game keeps no points (``scores`` None)."""

    #: "turn" while the match runs, "over" once it has ended.
    phase: Literal["turn", "over"]
    #: The round limit of the options (STR-6.4).
    round_cap: int
    #: Turns taken in the running round.
    turn: int
    #: Whether somebody bought in the running round (STR-2.3).
    bought: bool
    #: Cards in a full market row, N + 2 (STR-2.1).
    market_size: int
    market_deck_size: int
    market_discard_size: int
    #: Per seat: the cards in its draw pile, discard pile and hand.
    draw_sizes: tuple[int, ...]
    discard_sizes: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    #: Per seat, the length of the straight in each of its two places (0: none).
    straights: tuple[tuple[int, ...], ...]
    #: Per seat, whether its strike is still to be used.
    strikes: tuple[bool, ...]
    #: Per seat, how many J, Q, K, A it owns (STR-6.2).
    owned: tuple[tuple[int, ...], ...]
    #: Copies of each rank in the game (4 or 8).
    copies: int
    #: What the viewer's hand pays (None: an onlooker).
    money: int | None
    #: The viewer's draw pile, sorted: what is in it, never its order (STR-7.1); None: an onlooker.
    own_draw: tuple[int, ...] | None
    #: The (seat, place) straights the viewer, on turn, may strike now; empty otherwise.
    strike_targets: tuple[tuple[int, int], ...] = ()
    #: Per seat, the starting cards it has removed from the game, sorted (its own six less those it
    #: still owns: public, since every card a player owns is known, STR-7).
    removed_by: tuple[tuple[int, ...], ...] = ()
    #: The winners once the match is over (None while it runs; empty: nobody won).
    winners: tuple[int, ...] | None = None
    no_winner: bool = False
    #: Why the match ended ("" while it runs).
    end: End = ""
    #: The goal rank the winner owns every copy of, after a win by STR-6.2.
    monopoly: int | None = None


def view(state: StraightUpState, seat: int | None) -> TableView[StraightUpFacts]:
    """What ``seat`` may see (``None``: an onlooker)."""
    n = state.num_players
    outcome = state.outcome
    over = outcome is not None
    zones: dict[tuple[Any, ...], Zone] = {}
    for s in range(n):
        hand = state.hands[s]
        shown = s == seat or over
        zones[("hand", s)] = Zone(tuple(hand) if shown else (HIDDEN,) * len(hand), face_up=shown)
        zones[("draw", s)] = Zone((HIDDEN,) * len(state.draws[s]), face_up=False)
        zones[("discard", s)] = Zone(tuple(state.discards[s]))
        for i, length in enumerate(state.straights[s]):
            zones[("straight", s, i)] = Zone(GOALS[:length])
    zones[("market",)] = Zone(tuple(state.market))
    zones[("market_deck",)] = Zone((HIDDEN,) * len(state.market_deck), face_up=False)
    zones[("market_discard",)] = Zone(tuple(state.market_discard))
    zones[("removed",)] = Zone(tuple(state.removed))
    for key, cards in marker_zones(state).items():
        zones[key] = Zone(cards)
    # Each shown card with its copy's suit (``suits``): drawn, never a rule.
    copies = suits.suits(state)
    for key, zone in zones.items():
        kept = copies.get(key)
        if kept and HIDDEN not in zone.cards and len(kept) == len(zone.cards):
            zones[key] = Zone(zone.cards, zone.face_up, tuple(map(suits.face, zone.cards, kept)))
    on_turn = seat is not None and seat == state.current_player
    targets = _strike_targets(state) if on_turn else ()
    winners = outcome.winners if outcome is not None else None
    facts = StraightUpFacts(
        round=state.round_no,
        start_player=state.start,
        phase="over" if over else "turn",
        round_cap=state.options.round_cap,
        turn=state.turn,
        bought=state.bought,
        market_size=state.size,
        market_deck_size=len(state.market_deck),
        market_discard_size=len(state.market_discard),
        draw_sizes=tuple(len(d) for d in state.draws),
        discard_sizes=tuple(len(d) for d in state.discards),
        hand_sizes=tuple(len(h) for h in state.hands),
        straights=tuple(tuple(x) for x in state.straights),
        strikes=tuple(state.strikes),
        owned=tuple(tuple(x) for x in state.owned),
        copies=state.copies,
        money=state.money(seat) if seat is not None else None,
        own_draw=tuple(sorted(state.draws[seat])) if seat is not None else None,
        strike_targets=targets,
        removed_by=tuple(_removed_by(state, s) for s in range(n)),
        winners=winners,
        no_winner=winners == (),
        end=state.end,
        monopoly=monopoly_rank(state.owned[winners[0]], state.copies)
        if winners and state.end == "monopoly"
        else None,
    )
    return TableView(
        game_id="straight_up",
        seat=seat,
        num_players=n,
        current_player=state.current_player,
        zones=zones,
        facts=facts,
        prompt=_prompt(state, bool(targets)) if on_turn else None,
    )


def _removed_by(state: StraightUpState, seat: int) -> tuple[int, ...]:
    """The starting cards ``seat`` removed: its starting deck less the starting cards it still owns
    (starting cards never change hands, STR-3.4, STR-5.3)."""
    left = Counter(STARTING_DECK)
    left.subtract(
        c for z in (state.draws[seat], state.hands[seat], state.discards[seat]) for c in z if c in STARTING
    )
    return tuple(sorted(left.elements()))


def _strike_targets(state: StraightUpState) -> tuple[tuple[int, int], ...]:
    """The straights the player on turn may strike now, as (seat, place) in seat order."""
    return tuple(sorted({(a.seat, a.slot) for a in state.legal_actions() if isinstance(a, Strike)}))


def _prompt(state: StraightUpState, can_strike: bool) -> Message:
    p = state.current_player
    assert p is not None
    if not can_strike:
        return _m(
            "prompt.turn_no_strike",
            "Your hand gives {money}. Choose one: buy a market card, remove a starting card, "
            "place a goal card, or pass.",
            money=state.money(p),
        )
    return _m(
        "prompt.turn",
        "Your hand gives {money}. Choose one: buy a market card, remove a starting card, "
        "place a goal card, strike an outlined opponent's straight with a higher goal card, or pass.",
        money=state.money(p),
    )


def marker_zones(state: StraightUpState) -> dict[tuple[Any, ...], tuple[int, ...]]:
    """The strike markers: a joker in front of each player who may still strike, the others put away."""
    zones: dict[tuple[Any, ...], tuple[int, ...]] = {
        ("marker", s): (JOKER,) if state.strikes[s] else () for s in range(state.num_players)
    }
    zones[("box",)] = (JOKER,) * state.strikes.count(False)
    return zones


def true_zones(state: StraightUpState) -> dict[tuple[Any, ...], Sequence[int]]:
    """Every zone with its cards, hidden ones included (the referee's view, for tests)."""
    zones: dict[tuple[Any, ...], Sequence[int]] = {}
    for s in range(state.num_players):
        zones[("draw", s)] = state.draws[s]
        zones[("hand", s)] = state.hands[s]
        zones[("discard", s)] = state.discards[s]
        for i, length in enumerate(state.straights[s]):
            zones[("straight", s, i)] = GOALS[:length]
    zones[("market",)] = state.market
    zones[("market_deck",)] = state.market_deck
    zones[("market_discard",)] = state.market_discard
    zones[("removed",)] = state.removed
    zones.update(marker_zones(state))
    return zones


def determinize(state: StraightUpState, seat: int, rng: random.Random) -> StraightUpState:
    """Redraw what ``seat`` cannot know: draw pile orders, the market deck's order, the hand on turn.

    Each pool is sorted before it is shuffled, so the sample depends only on
    what ``seat`` knows and on ``rng``.
    """
    s = state.clone()
    s.history = History()
    s.seed = rng.getrandbits(62)
    s.suits = None  # a sample: its hidden cards are others, and nobody draws it
    for q in range(state.num_players):
        if q == seat:
            pool = sorted(state.draws[q])
            rng.shuffle(pool)
            s.draws[q] = pool
            continue
        k = len(state.hands[q])
        pool = sorted(state.draws[q] + state.hands[q])
        rng.shuffle(pool)
        s.hands[q] = sorted(pool[:k])
        s.draws[q] = pool[k:]
    deck = sorted(state.market_deck)
    rng.shuffle(deck)
    s.market_deck = deck
    return s
