"""Why a move is good or bad in FTW?!, in the game's terms: the coach's reasons (``cardgames.ai.coach``).

:func:`reasons` says, for one legal move of the seat to act, what it does that
matters here: it ends the round with the last card scoring, it raises the
pile against a next player who is close to going out, it takes a high card
or swaps a card for a lower one with B (so fewer points count against you),
it keeps or spends the helpers, it plays away the highest card. Every reason
is a fact of the position and the move, worked out from what the seat sees:
its own hand and pass, the pile, the helper rows, the cards that left the
round, hand sizes, and the cards taken with B (announced). Other hands are
never read; the numbers ("only 2 unseen cards beat it") count what the seat
has not seen.

A reason is a message (key and English template, the ``ftw.coach.`` keys);
the table translates it. Parameters ending in ``_seat`` are seats, which the
table turns into names.
"""

from __future__ import annotations

from math import comb

from ...engine import Action, Message
from .actions import LayAndTake, PassCards, PlayHigher, PlayWithHelpers
from .basics import deck_size
from .basics import msg as _m
from .state import FtwState

__all__ = ["FEW_CARDS", "reasons"]

#: A next player with this many cards or fewer is close to going out: the coach watches what it is left.
FEW_CARDS = 3
#: A top card counts as a block when the next player holds none above it with at least this chance.
BLOCKS = 0.5


def reasons(state: FtwState, seat: int, action: Action) -> tuple[list[Message], list[Message]]:
    """What speaks for ``action`` of ``seat`` (the seat to act) and what against it, weightiest first."""
    pros: list[Message] = []
    cons: list[Message] = []
    hand = state.hands[seat]
    if isinstance(action, PassCards):
        _pass(state, seat, action, pros, cons)
        return pros, cons
    if isinstance(action, PlayHigher):
        after = [c for c in hand if c != action.card]
    elif isinstance(action, LayAndTake):
        after = sorted([c for c in hand if c != action.card] + [action.take])
    elif isinstance(action, PlayWithHelpers):
        after = [c for c in hand if c != action.card]
    else:
        return pros, cons
    if len(after) == 1:
        last = after[0]
        pros.append(
            _m(
                "coach.go_out",
                "Ends the round now with {card} as your last card: you score {card}.",
                card=last,
            )
        )
        return pros, cons
    if isinstance(action, LayAndTake):
        _lay_and_take(state, seat, action, hand, after, pros, cons)
        _next_player(state, seat, action, pros, cons)
    elif isinstance(action, PlayWithHelpers):
        pros.append(
            _m(
                "coach.with_helpers",
                "Gets rid of {card} with your helpers {helpers}; they leave the round.",
                card=action.card,
                helpers=" + ".join(map(str, action.helpers)),
            )
        )
        _next_player(state, seat, action, pros, cons)
    else:
        _next_player(state, seat, action, pros, cons)
        high = hand[-1]
        pile = state.pile
        if pile and action.card == min(c for c in hand if c >= pile[-1]) and action.card != high:
            pros.append(_m("coach.cheapest", "Beats {top} with the lowest card that does.", top=pile[-1]))
        elif not pile and action.card == hand[0]:
            pros.append(_m("coach.starts_low", "Starts the pile with your lowest card."))
        if action.card == high:
            cons.append(
                _m(
                    "coach.plays_highest",
                    "Plays away your highest card, {card}, the one that scores.",
                    card=high,
                )
            )
        row = state.helpers[seat]
        if row and _helpers_playable(state, hand, row):
            pros.append(
                _m("coach.keeps_helpers", "Keeps your helpers {helpers} for later.", helpers=_list(row))
            )
    return pros, cons


def _helpers_playable(state: FtwState, hand: list[int], row: list[int]) -> bool:
    """Option C is open now: a card below the top card reaches above it with the whole helper row."""
    if not state.pile:
        return False
    top = state.pile[-1]
    lower = [c for c in hand if c < top]
    return bool(lower) and lower[-1] + sum(row) > top


def _list(cards: list[int] | tuple[int, ...]) -> str:
    return " ".join(map(str, cards))


def _pass(state: FtwState, seat: int, action: PassCards, pros: list[Message], cons: list[Message]) -> None:
    """The 3-card pass: the highest card kept or given away, to the right-hand neighbour."""
    hand = state.hands[seat]
    receiver = (seat - 1) % state.num_players
    high = hand[-1]
    if high in action.cards:
        cons.append(
            _m(
                "coach.pass_highest",
                "Passes your highest card, {card}, the one that scores, to {receiver_seat}.",
                card=high,
                receiver_seat=receiver,
            )
        )
        return
    kept = [c for c in hand if c not in action.cards]
    second = kept[-2] if len(kept) >= 2 else None
    if second is not None and second == sorted(hand)[-2]:
        pros.append(
            _m(
                "coach.pass_keeps_two",
                "Keeps your two highest cards, {second} and {card}.",
                second=second,
                card=high,
            )
        )
    else:
        pros.append(_m("coach.pass_keeps_high", "Keeps your highest card, {card}.", card=high))


def _lay_and_take(
    state: FtwState,
    seat: int,
    action: LayAndTake,
    hand: list[int],
    after: list[int],
    pros: list[Message],
    cons: list[Message],
) -> None:
    """Option B: what the taken card does to the hand, and the helper laid."""
    card, take = action.card, action.take
    if take > hand[-1]:
        pros.append(
            _m(
                "coach.take_high",
                "Takes {take}: your new highest card, the one that scores.",
                take=take,
            )
        )
    else:
        # The cards that count against you: all but the highest.
        before = sum(hand) - hand[-1]
        now = sum(after) - after[-1]
        if now < before:
            pros.append(
                _m(
                    "coach.take_low",
                    "Swaps {card} for {take}, a lower card: the cards counting against you drop "
                    "from {before} to {now}.",
                    card=card,
                    take=take,
                    before=before,
                    now=now,
                )
            )
        elif now > before:
            cons.append(
                _m(
                    "coach.take_more",
                    "Swaps {card} for {take}: the cards counting against you grow from {before} to {now}.",
                    card=card,
                    take=take,
                    before=before,
                    now=now,
                )
            )
    if not state.helpers[seat]:
        pros.append(
            _m("coach.first_helper", "{card} becomes your first helper: option C opens up.", card=card)
        )


def _known_with(state: FtwState, seat: int, other: int) -> set[int]:
    """Cards ``seat`` knows ``other`` holds: those it took with B, and ``seat``'s pass if ``other``
    received it, while they are still there.

    Whether such a card is still there is public: a card leaves a hand only to the table, and
    comes back to a hand only by B, which is announced. So the hand is read here only for cards
    every sample keeps where they are (``observer.determinize``)."""
    known = set(state.taken[other])
    if other == (seat - 1) % state.num_players:
        known.update(state.gave[seat])
    return known & set(state.hands[other])


def _unseen(state: FtwState, seat: int) -> list[int]:
    """The cards ``seat`` has not seen anywhere (in other hands, or set aside)."""
    seen = set(state.hands[seat]) | set(state.pile) | set(state.out) | set(state.gave[seat])
    for row in state.helpers:
        seen.update(row)
    for other in range(state.num_players):
        seen.update(state.taken[other])
    return [c for c in range(1, deck_size(state.num_players) + 1) if c not in seen]


def _next_player(
    state: FtwState, seat: int, action: Action, pros: list[Message], cons: list[Message]
) -> None:
    """What the move leaves the next player, when that player is close to going out."""
    n = state.num_players
    nxt = (seat + 1) % n
    size = len(state.hands[nxt])
    if size > FEW_CARDS:
        return
    if isinstance(action, LayAndTake):
        cons.append(
            _m(
                "coach.empty_for_next",
                "Empties the pile: {next_seat} ({count} cards left) may start it with any card.",
                next_seat=nxt,
                count=size,
            )
        )
        return
    assert isinstance(action, PlayHigher | PlayWithHelpers)
    top = action.card
    if any(c > top for c in _known_with(state, seat, nxt)):
        cons.append(
            _m(
                "coach.next_holds_higher",
                "{next_seat} ({count} cards left) holds a card you know beats {card}.",
                next_seat=nxt,
                count=size,
                card=top,
            )
        )
        return
    unseen = _unseen(state, seat)
    higher = sum(1 for c in unseen if c > top)
    unknown = size - len(_known_with(state, seat, nxt))
    # The chance that none of the next player's unknown cards is higher (each unseen card alike).
    none = comb(len(unseen) - higher, unknown) / comb(len(unseen), unknown) if unknown <= len(unseen) else 1.0
    params = {"card": top, "next_seat": nxt, "count": size, "higher": higher}
    if higher == 0:
        pros.append(
            _m(
                "coach.blocks_all",
                "Puts {card} on top against {next_seat} ({count} cards left): no card you have not "
                "seen beats it.",
                **params,
            )
        )
    elif none >= BLOCKS and higher == 1:
        pros.append(
            _m(
                "coach.blocks_one",
                "Puts {card} on top against {next_seat} ({count} cards left): only one card you "
                "have not seen beats it.",
                **params,
            )
        )
    elif none >= BLOCKS:
        pros.append(
            _m(
                "coach.blocks",
                "Puts {card} on top against {next_seat} ({count} cards left): only {higher} cards "
                "you have not seen beat it.",
                **params,
            )
        )
    elif higher == 1:
        cons.append(
            _m(
                "coach.gives_way_one",
                "Leaves {card} on top for {next_seat} ({count} cards left): one card you have not "
                "seen beats it.",
                **params,
            )
        )
    else:
        cons.append(
            _m(
                "coach.gives_way",
                "Leaves {card} on top for {next_seat} ({count} cards left): {higher} cards you have "
                "not seen beat it.",
                **params,
            )
        )
