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
from typing import TYPE_CHECKING, Any

from ...engine import HIDDEN, History, Message, TableView, Zone
from .actions import Strike
from .basics import GOALS
from .basics import msg as _m

if TYPE_CHECKING:
    from .state import StraightUpState

__all__ = ["determinize", "view"]


def view(state: StraightUpState, seat: int | None) -> TableView:
    """What ``seat`` may see (``None``: an onlooker)."""
    n = state.num_players
    over = state.outcome is not None
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
    for key, cards in state.marker_zones().items():
        zones[key] = Zone(cards)
    o: Any = state.options
    facts: dict[str, Any] = {
        "phase": "over" if over else "turn",
        "round": state.round_no,
        "round_cap": o.round_cap,
        "start_player": state.start,
        "turn": state.turn,
        "bought": state.bought,
        "market_size": state.size,
        "market_deck_size": len(state.market_deck),
        "market_discard_size": len(state.market_discard),
        "draw_sizes": tuple(len(d) for d in state.draws),
        "discard_sizes": tuple(len(d) for d in state.discards),
        "hand_sizes": tuple(len(h) for h in state.hands),
        "straights": tuple(tuple(x) for x in state.straights),
        "strikes": tuple(state.strikes),
        "owned": tuple(tuple(x) for x in state.owned),
        "copies": state.copies,
        "money": state.money(seat) if seat is not None else None,
        # The viewer's own draw pile as a sorted list (what is in it, never its order: STR-7.1).
        "own_draw": tuple(sorted(state.draws[seat])) if seat is not None else None,
    }
    if over:
        assert state.outcome is not None
        facts["winners"] = state.outcome.winners
        facts["no_winner"] = not state.outcome.winners
        facts["end"] = state.end
    return TableView(
        game_id="straight_up",
        seat=seat,
        num_players=n,
        current_player=state.current_player,
        zones=zones,
        facts=facts,
        prompt=_prompt(state) if seat is not None and seat == state.current_player else None,
    )


def _prompt(state: StraightUpState) -> Message:
    p = state.current_player
    assert p is not None
    if not state.strikes[p] or not any(isinstance(a, Strike) for a in state.legal_actions()):
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


def determinize(state: StraightUpState, seat: int, rng: random.Random) -> StraightUpState:
    """Redraw what ``seat`` cannot know: draw pile orders, the market deck's order, the hand on turn.

    Each pool is sorted before it is shuffled, so the sample depends only on
    what ``seat`` knows and on ``rng``.
    """
    s = state.clone()
    s.history = History()
    s.seed = rng.getrandbits(62)
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
