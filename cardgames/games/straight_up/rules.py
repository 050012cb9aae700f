"""What each Straight Up action needs (STR-3.3 to STR-3.7): the legal actions, and why any other
cannot be taken, said in the rules' words.

One function per kind of action tells why it cannot be taken now, or None when
it can. The state asks them before it applies a move (``why_illegal``), and
the table asks them, through ``why_unusable``, why a card the player points at
takes part in no legal move; so the rule behind a refusal is written once.
They read only what the player on turn knows: its own hand and the public
market, straights and strike markers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...engine import Action, Message, ZoneKey
from .actions import BUY, PASS, PLACE, REMOVE, STRIKE
from .basics import COST, GOALS, JACK, MONEY, SLOTS, STARTING, card_label, straight_text
from .basics import msg as _m

if TYPE_CHECKING:
    from .state import StraightUpState

__all__ = ["buy_refusal", "legal_actions", "place_refusal", "remove_refusal", "strike_refusal", "unusable"]


def legal_actions(state: StraightUpState) -> list[Action]:
    """Every legal action of the player on turn, in a fixed order: purchases (by rank), removals,
    placements, strikes, and passing last (STR-3.3 to STR-3.7). Built directly from the tables
    of interned actions, for speed; the refusals below agree with it (the random-match tests check)."""
    p = state.current_player
    assert p is not None
    hand = state.hands[p]
    acts: list[Action] = []
    money = 0
    for c in hand:
        money += MONEY[c]
    row = state.market
    if row and money >= 5:
        for r in sorted(set(row)):
            if COST[r] <= money:
                acts.append(BUY[r])
    prev = 0
    for c in hand:  # sorted: starting cards first, goal cards last
        if c > 4:
            break
        if c != prev:
            acts.append(REMOVE[c])
            prev = c
    if hand and hand[-1] >= JACK:
        mine = state.straights[p]
        goals: list[int] = []
        for c in hand:
            if c >= JACK and (not goals or goals[-1] != c):
                goals.append(c)
        for g in goals:
            need = g - JACK
            for i in range(len(mine)):
                if mine[i] == need:
                    acts.append(PLACE[g][i])
        if state.strikes[p]:
            for g in goals:
                if g == JACK:
                    continue
                row_g = STRIKE[g]
                for t in range(state.num_players):
                    if t == p:
                        continue
                    theirs = state.straights[t]
                    for i in range(len(theirs)):
                        length = theirs[i]
                        if length and g > JACK - 1 + length:
                            acts.append(row_g[t][i])
    acts.append(PASS)
    return acts


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
