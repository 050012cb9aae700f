"""What each Straight Up action needs (STR-3.3 to STR-3.7): the legal actions, a quick yes for the
usual ones, and why any other cannot be taken, said in the rules' words.

One function per kind of action tells why it cannot be taken now, or None when
it can. The state asks them before it applies a move (``why_illegal``), and
the table asks them, through ``why_unusable``, why a card the player points at
takes part in no legal move; so the rule behind a refusal is written once.
They read only what the player on turn knows: its own hand and the public
market, straights and strike markers.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from ...engine import Action, Memo, Message, ZoneKey
from .actions import BUY, PASS, PLACE, REMOVE, STRIKE, Buy, Pass, Place, Remove, StraightUpAction, Strike
from .basics import ACE, COST, GOALS, HAND_SIZE, JACK, MONEY, SLOTS, STARTING, card_label, straight_text
from .basics import msg as _m

if TYPE_CHECKING:
    from .state import StraightUpState

__all__ = [
    "HANDS",
    "buy_refusal",
    "legal_actions",
    "place_refusal",
    "quick_legal",
    "remove_refusal",
    "strike_refusal",
    "unusable",
]


# ``legal_actions`` runs once per move of every playout and search, so it reads two tables
# instead of looping over cards:
#
# - ``HANDS``: per hand (a sorted tuple of up to 3 ranks, STR-A1; 560 of them), what the hand
#   allows by itself: the dearest rank it can pay for (COST never falls as the rank rises, so
#   "COST[r] <= money" is "r <= limit"; 0 below the cheapest market card), its removals
#   (STR-3.4), and per distinct goal card its placements (STR-3.5) and strikes (STR-3.6).
# - ``_BUYS``: per set of ranks in the market row, their purchases in rank order, cut at every
#   limit.

#: (limit, removals (and passing, for a hand without goal cards: nothing else can follow them),
#: per goal (length it goes on, PLACE row), per goal (longest straight it strikes, STRIKE row)).
_HandEntry = tuple[
    int,
    tuple[StraightUpAction, ...],
    tuple[tuple[int, Sequence[StraightUpAction]], ...],
    tuple[tuple[int, Sequence[Sequence[StraightUpAction]]], ...],
]


def _hand_entry(hand: tuple[int, ...]) -> _HandEntry:
    """What ``hand`` allows whatever the table: (limit, removals, placements, strikes)."""
    money = 0
    for c in hand:
        money += MONEY[c]
    limit = max((r for r in range(len(COST)) if COST[r] <= money), default=0) if money >= 5 else 0
    removes = tuple(REMOVE[c] for c in sorted(set(hand)) if c <= 4)
    goals = sorted({c for c in hand if c >= JACK})
    # A goal g goes on a straight of length g - J; it strikes straights of length 1 to g - J.
    places = tuple((g - JACK, PLACE[g]) for g in goals)
    strikes = tuple((g - JACK, STRIKE[g]) for g in goals if g != JACK)
    return limit, removes if goals else (*removes, PASS), places, strikes


class _Hands(dict[tuple[int, ...], _HandEntry]):
    """Every hand the rules deal, made at import; another one is worked out at each look-up."""

    def __missing__(self, hand: tuple[int, ...]) -> _HandEntry:
        return _hand_entry(hand)


HANDS = _Hands(
    (hand, _hand_entry(hand))
    for k in range(HAND_SIZE + 1)
    for hand in combinations_with_replacement(range(2, ACE + 1), k)
)
assert all(COST[r] <= COST[r + 1] for r in range(len(COST) - 1)), "the limits need COST non-decreasing"


def _buys_of(ranks: frozenset[int]) -> tuple[tuple[StraightUpAction, ...], ...]:
    """For each limit 0..14, the purchases of ``ranks`` up to it, in rank order."""
    return tuple(tuple(BUY[r] for r in sorted(ranks) if r <= limit) for limit in range(ACE + 1))


#: Per set of ranks in the market row (at most 2**10 of them), its purchases per limit.
_BUYS: Memo[frozenset[int], tuple[tuple[StraightUpAction, ...], ...]] = Memo(_buys_of, limit=4096)


def legal_actions(state: StraightUpState) -> list[StraightUpAction]:
    """Every legal action of the player on turn, in a fixed order: purchases (by rank), removals,
    placements, strikes, and passing last (STR-3.3 to STR-3.7). Built from the tables above and
    the interned actions; the refusals below agree with it (the random-match tests check)."""
    p = state.current_player
    assert p is not None
    limit, rest, places, strikes = HANDS[tuple(state.hands[p])]
    acts = [*_BUYS[frozenset(state.market)][limit], *rest] if limit else [*rest]
    if not places:
        return acts  # ``rest`` ended with passing
    a, b = state.straights[p]  # SLOTS = 2
    for need, to in places:
        if a == need:
            acts.append(to[0])
        if b == need:
            acts.append(to[1])
    if strikes and state.strikes[p]:
        straights = state.straights
        for reach, at in strikes:
            for t in range(state.num_players):
                if t != p:
                    a, b = straights[t]
                    if 0 < a <= reach:
                        acts.append(at[t][0])
                    if 0 < b <= reach:
                        acts.append(at[t][1])
    acts.append(PASS)
    return acts


def quick_legal(state: StraightUpState, action: Action) -> bool:
    """A short yes for the moves a playout makes (search applies millions; the engine then skips
    the state's ``_why_illegal``): passing always, another action when the cheap tests below show
    that the refusal of its kind (below) has nothing to say. False sends the action to the full
    check, which gives the reason for a refused one."""
    if type(action) is Pass:
        return True
    p = state.current_player
    if p is None:
        return False
    if type(action) is Buy:
        c = action.card
        # The hand's limit: every rank up to it costs at most what the hand pays (``HANDS``).
        return type(c) is int and c <= HANDS[tuple(state.hands[p])][0] and c in state.market
    if type(action) is Remove:
        c = action.card
        return type(c) is int and 2 <= c <= 4 and c in state.hands[p]
    if type(action) is Place:
        c, i = action.card, action.slot
        return (
            type(c) is int
            and type(i) is int
            and JACK <= c <= ACE
            and 0 <= i < SLOTS
            and c in state.hands[p]
            and state.straights[p][i] == c - JACK
        )
    if type(action) is Strike:
        c, t, i = action.card, action.seat, action.slot
        return (
            state.strikes[p]
            and type(c) is int
            and type(t) is int
            and type(i) is int
            and JACK <= c <= ACE
            and 0 <= t < state.num_players
            and t != p
            and 0 <= i < SLOTS
            and c in state.hands[p]
            and 0 < state.straights[t][i] <= c - JACK  # a straight whose top card is lower
        )
    return False


def buy_refusal(state: StraightUpState, p: int, card: int) -> Message | None:
    """Why ``p`` cannot buy a ``card`` now: none in the row, or the hand cannot pay (STR-3.3)."""
    if card not in state.market:
        return _m("illegal.not_in_market", "There is no {card} in the market.", card=_label(card))
    money = 0
    for c in state.hands[p]:
        money += MONEY[c]
    if money < COST[card]:
        return _m(
            "illegal.too_poor",
            "{card} costs {cost}, but your hand gives only {money}.",
            card=_label(card),
            cost=COST[card],
            money=money,
        )
    return None


def remove_refusal(state: StraightUpState, p: int, card: int) -> Message | None:
    """Why ``p`` cannot remove a ``card``: only a starting card in the hand goes (STR-3.4)."""
    if card not in STARTING:
        return _m("illegal.not_starting", "Only a starting card (2, 3 or 4) can be removed.")
    if card not in state.hands[p]:
        return _m("illegal.not_in_hand", "You hold no {card}.", card=_label(card))
    return None


def place_refusal(state: StraightUpState, p: int, card: int, slot: int) -> Message | None:
    """Why ``p`` cannot place ``card`` in its straight place ``slot``: a J starts a straight in a
    free place, every other goal card goes on the one below it (STR-3.5, STR-4)."""
    if card not in GOALS:
        return _m("illegal.not_goal", "Only goal cards (J, Q, K, A) build straights.")
    if card not in state.hands[p]:
        return _m("illegal.not_in_hand", "You hold no {card}.", card=_label(card))
    if slot not in range(SLOTS):
        return _m("illegal.no_place", "A player has two straight places, no more.")
    mine = state.straights[p]
    if card == JACK and mine[slot]:
        if all(mine):
            return _m("illegal.two_straights", "You already have two straights.")
        return _m(
            "illegal.place_taken",
            "Straight {place} is already begun; a J starts a new straight.",
            place=slot + 1,
        )
    below = card - JACK
    if mine[slot] == below:
        return None
    if not mine[slot]:
        return _m(
            "illegal.does_not_fit_empty",
            "{card} goes only on {needs}; straight {place} is empty.",
            card=_label(card),
            needs=straight_text(below),
            place=slot + 1,
        )
    return _m(
        "illegal.does_not_fit",
        "{card} goes only on {needs}; straight {place} holds {has}.",
        card=_label(card),
        needs=straight_text(below),
        place=slot + 1,
        has=straight_text(mine[slot]),
    )


def strike_refusal(state: StraightUpState, p: int, card: int, seat: int, slot: int) -> Message | None:
    """Why ``p`` cannot strike the top of ``seat``'s straight in place ``slot`` with ``card``: one
    strike per game, with a higher goal card, at an opponent's straight (STR-3.6)."""
    if not state.strikes[p]:
        return _m("illegal.strike_used", "You have used your strike: one strike per game.")
    if card not in GOALS:
        return _m("illegal.strike_goal", "Strike with a goal card (Q, K or A).")
    if card not in state.hands[p]:
        return _m("illegal.not_in_hand", "You hold no {card}.", card=_label(card))
    if type(seat) is not int or seat not in range(state.num_players):
        return _m("illegal.no_seat", "There is no seat {seat}.", seat=str(seat))
    if seat == p:
        return _m("illegal.own_straight", "You cannot strike your own straight.")
    if slot not in range(SLOTS):
        return _m("illegal.no_place", "A player has two straight places, no more.")
    length = state.straights[seat][slot]
    if not length:
        return _m(
            "illegal.no_straight", "{target_seat} has no straight {place}.", target_seat=seat, place=slot + 1
        )
    top = GOALS[length - 1]
    if card <= top:
        return _m(
            "illegal.not_higher",
            "{card} does not beat the {top}: strike with a higher goal card.",
            card=_label(card),
            top=card_label(top),
        )
    return None


def unusable(
    state: StraightUpState, zone: ZoneKey, card: int, selected: Sequence[tuple[ZoneKey, int]]
) -> Message | None:
    """Why the player on turn cannot use ``card`` of ``zone`` (``selected`` already picked); None
    where the rules have nothing to say.

    A market card can only be bought; a hand card removed (a starting card),
    placed or struck with (a goal card), or else it only pays; a straight's top
    card can only be struck, with the goal card the player picked, or else its
    best one. Every action takes one card of a zone, so the selection matters
    only for the card a strike would be made with.
    """
    p = state.current_player
    if p is None:
        return None
    if zone == ("market",):
        return buy_refusal(state, p, card)
    if zone == ("hand", p):
        if card in GOALS:
            return place_refusal(state, p, card, _nearest_place(state.straights[p], card))
        if card in STARTING:
            return remove_refusal(state, p, card)
        return _m(
            "unusable.money",
            "{card} is money: it pays for a purchase. Pick a market card to buy.",
            card=_label(card),
        )
    if len(zone) == 3 and zone[0] == "straight":
        hand = state.hands[p]
        chosen = [c for z, c in selected if z == ("hand", p) and c in GOALS]
        striker = chosen[-1] if chosen else max(hand, default=0)
        return strike_refusal(state, p, striker, zone[1], zone[2])
    return None


def _nearest_place(mine: Sequence[int], card: int) -> int:
    """The straight place to speak of when ``card`` fits neither: the longest straight that is
    still shorter than the one it needs (it may take the card later), else the first."""
    below = card - JACK
    shorter = [i for i in range(SLOTS) if mine[i] < below]
    return max(shorter, key=lambda i: mine[i]) if shorter else 0


def _label(card: object) -> str:
    """A card's label for a refusal, whatever the action carried."""
    return card_label(card) if isinstance(card, int) else repr(card)
