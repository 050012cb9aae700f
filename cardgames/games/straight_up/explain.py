"""Why a move is good or bad in Straight Up, in the game's terms: the coach's reasons
(``cardgames.ai.coach``).

:func:`reasons` says, for one legal move of the seat on turn, what it does in
the race for J-Q-K-A: it buys the goal card a straight needs next (or the
last copy of a rank, which wins), what it costs against what the hand pays,
it takes a card another player's straight needs, it places a card or
completes the straight, it strikes another straight (and spends the one
strike), it removes a starting card from the deck, and whether the market is
refreshed after a round in which nobody bought.

Every reason is a fact of the position and the move, from what every seat
may know: the market row, the straights, who owns how many goal cards, the
strike markers, the round's purchases, and the contents of the seat's own
piles (never their order).

A reason is a message (key and English template, the ``su.coach.`` keys);
the table translates it. Parameters ending in ``_seat`` are seats and
``_card``/``_cards`` are cards, which the table names in the player's words.
"""

from __future__ import annotations

from ...engine import Action, Message
from .actions import Buy, Place, Remove, Strike
from .basics import COST, GOALS, JACK, MONEY, straight_text
from .basics import msg as _m
from .state import StraightUpState

__all__ = ["WASTE", "reasons"]

#: Money paid above the price from which the coach says no change is given.
WASTE = 5


def reasons(state: StraightUpState, seat: int, action: Action) -> tuple[list[Message], list[Message]]:
    """What speaks for ``action`` of ``seat`` (the seat on turn) and what against it, weightiest first."""
    pros: list[Message] = []
    cons: list[Message] = []
    if isinstance(action, Buy):
        _buy(state, seat, action.card, pros, cons)
    elif isinstance(action, Place):
        _place(state, seat, action, pros)
    elif isinstance(action, Strike):
        _strike(state, seat, action, pros, cons)
    elif isinstance(action, Remove):
        _remove(state, seat, action.card, pros, cons)
    if not isinstance(action, Buy):
        _refresh(state, seat, pros)
    return pros, cons


def _deck(state: StraightUpState, seat: int) -> list[int]:
    """Every card ``seat`` owns outside its straights: draw pile, hand and discard pile."""
    return [*state.draws[seat], *state.hands[seat], *state.discards[seat]]


def _needs(state: StraightUpState, seat: int, card: int) -> str | None:
    """The straight of ``seat`` that ``card`` goes on next, written out ("J-Q"; "" for a new one),
    when ``seat`` has no copy of it waiting in its deck; None otherwise."""
    if card not in GOALS or card in _deck(state, seat):
        return None
    length = card - JACK
    if length not in state.straights[seat]:
        return None
    return straight_text(length)


def _last_in_round(state: StraightUpState) -> bool:
    return state.turn == state.num_players - 1


def _buy(state: StraightUpState, seat: int, card: int, pros: list[Message], cons: list[Message]) -> None:
    n = state.num_players
    if card >= JACK and state.owned[seat][card - JACK] + 1 == state.copies:
        pros.append(
            _m("coach.buys_last", "Buys the last {goal_card}: owning every copy of it wins.", goal_card=card)
        )
        return
    need = _needs(state, seat, card)
    if need == "":
        pros.append(_m("coach.buys_jack", "Buys a {goal_card} to start a straight.", goal_card=card))
    elif need is not None:
        pros.append(
            _m(
                "coach.buys_next",
                "Buys the {goal_card} your straight {straight} needs next.",
                goal_card=card,
                straight=need,
            )
        )
    elif card in GOALS:
        cons.append(
            _m("coach.buys_spare", "You already have a {goal_card} waiting in your deck.", goal_card=card)
        )
    else:
        pros.append(
            _m(
                "coach.buys_money",
                "Buys {money_card}: it pays {money} towards later purchases.",
                money_card=card,
                money=MONEY[card],
            )
        )
    for k in range(1, n):
        other = (seat + k) % n
        theirs = _needs(state, other, card)
        if theirs and state.market.count(card) == 1:
            pros.append(
                _m(
                    "coach.denies",
                    "Takes the only {goal_card} in the row, which {rival_seat}'s straight {straight} "
                    "needs next.",
                    goal_card=card,
                    rival_seat=other,
                    straight=theirs,
                )
            )
            break
    paid = state.money(seat)
    price = COST[card]
    if paid - price >= WASTE:
        cons.append(
            _m(
                "coach.no_change",
                "Your hand pays {money} for a price of {price}, and no change is given.",
                money=paid,
                price=price,
            )
        )
    else:
        pros.append(_m("coach.price", "Costs {price}; your hand pays {money}.", price=price, money=paid))
    if not state.bought and _last_in_round(state):
        pros.append(
            _m(
                "coach.stops_refresh",
                "Nobody else bought this round: buying keeps the market row from being refreshed.",
            )
        )


def _refresh(state: StraightUpState, seat: int, pros: list[Message]) -> None:
    """Nobody bought and this is the round's last turn: the row is refreshed after it."""
    if state.bought or not _last_in_round(state) or not state.market:
        return
    n = state.num_players
    for k in range(1, n):
        other = (seat + k) % n
        for card in sorted(set(state.market), reverse=True):
            straight = _needs(state, other, card)
            if straight is not None:
                pros.append(
                    _m(
                        "coach.refresh_denies",
                        "Nobody has bought this round, so the market is refreshed after your turn: the "
                        "{goal_card} {rival_seat} needs leaves the row.",
                        goal_card=card,
                        rival_seat=other,
                    )
                )
                return
    pros.append(
        _m(
            "coach.refresh",
            "Nobody has bought this round, so the market is refreshed after your turn.",
        )
    )


def _place(state: StraightUpState, seat: int, action: Place, pros: list[Message]) -> None:
    length = state.straights[seat][action.slot] + 1
    if length == len(GOALS):
        pros.append(_m("coach.completes", "Completes J-Q-K-A: you win."))
        return
    pros.append(
        _m(
            "coach.places",
            "Places {goal_card}: your straight becomes {straight}.",
            goal_card=action.card,
            straight=straight_text(length),
        )
    )


def _strike(
    state: StraightUpState, seat: int, action: Strike, pros: list[Message], cons: list[Message]
) -> None:
    length = state.straights[action.seat][action.slot]
    top = GOALS[length - 1]
    left = straight_text(length - 1)
    if left:
        pros.append(
            _m(
                "coach.strikes",
                "Strikes {rival_seat}'s {goal_card}: their straight drops back to {straight}.",
                rival_seat=action.seat,
                goal_card=top,
                straight=left,
            )
        )
    else:
        pros.append(
            _m(
                "coach.strikes_jack",
                "Strikes {rival_seat}'s {goal_card}: that straight is gone.",
                rival_seat=action.seat,
                goal_card=top,
            )
        )
    cons.append(_m("coach.uses_strike", "Uses up your one strike."))


def _remove(state: StraightUpState, seat: int, card: int, pros: list[Message], cons: list[Message]) -> None:
    deck = _deck(state, seat)
    pay = sum(MONEY[c] for c in deck)
    average = pay / len(deck)
    if card < average:
        pros.append(
            _m(
                "coach.removes_weak",
                "Removes a {money_card} for good: your hands will draw more money on average.",
                money_card=card,
            )
        )
    else:
        cons.append(
            _m(
                "coach.removes_money",
                "Removes a {money_card}, which pays more than your deck's average card.",
                money_card=card,
            )
        )
