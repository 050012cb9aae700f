"""Why a move is good or bad in Karriere Poker, in the game's terms: the coach's reasons
(``cardgames.ai.coach``).

:func:`reasons` says, for one legal move of the seat to act, what it does in
the race to be first out: it goes out, it plays a group whole (one set fewer)
or breaks one up, it spends jokers, nobody still to play can beat it (the
round and the next lead are yours), it hands a player the chance to go out by
beating a set of exactly their hand size; and for a pass, what the cheapest
raise would have cost (jokers, strong cards, a broken group).

Every reason is a fact of the position and the move, from what the seat
sees: its own hand, the hand sizes, the cards played and cleared, and its
own exchange (``heuristics.Read``, as the normal bot reads the table). Other
hands are never read: "nobody can beat it" means no set the unseen cards
could make in the hands still to play beats it.

A reason is a message (key and English template, the ``kp.coach.`` keys);
the table translates it. Parameters ending in ``_seat`` are seats and
``_cards`` are cards, which the table names in the player's words.
"""

from __future__ import annotations

from ...engine import Action, Message
from .actions import Pass, Play
from .basics import msg as _m
from .heuristics import Read
from .state import KarrierePokerState

__all__ = ["STRONG", "reasons"]

#: Numbers from which a card counts as strong: it wins rounds and can be raised with late.
STRONG = 11


def reasons(state: KarrierePokerState, seat: int, action: Action) -> tuple[list[Message], list[Message]]:
    """What speaks for ``action`` of ``seat`` (the seat to act) and what against it, weightiest first."""
    pros: list[Message] = []
    cons: list[Message] = []
    if isinstance(action, Play):
        _play(state, seat, action, pros, cons)
    elif isinstance(action, Pass):
        _pass(state, seat, pros, cons)
    return pros, cons


def _play(
    state: KarrierePokerState, seat: int, action: Play, pros: list[Message], cons: list[Message]
) -> None:
    hand = state.hands[seat]
    v, m, j = action.number, action.count, action.jokers
    if action.size == state.sizes[seat]:
        pros.append(_m("coach.goes_out", "Goes out: this set empties your hand."))
        return
    read = Read(state, seat)
    k, value = action.size, action.value
    holds = read.hold(k, value, read.later, 1.0)
    if holds >= 1.0 and not read.later and not state.leading and state.one_lap:
        pros.append(_m("coach.last_to_play", "Nobody plays after you this round: this set takes it."))
    elif holds >= 1.0 and (not state.leading or read.sure(k, value)):
        pros.append(
            _m(
                "coach.unbeatable",
                "Nobody still to play can beat this set: the round and the next lead are yours.",
            )
        )
    if m >= 2 and m == hand[v]:
        pros.append(
            _m(
                "coach.whole_group",
                "Plays your {set_cards} together: one set fewer to get rid of.",
                set_cards=(v,) * m,
            )
        )
    elif m and m < hand[v]:
        cons.append(
            _m(
                "coach.breaks_group",
                "Breaks up your {group_cards}: the rest stay in your hand to get rid of later.",
                group_cards=(v,) * hand[v],
            )
        )
    if m and m == hand[v] and state.leading and v == min(n for n in range(1, 14) if hand[n]):
        pros.append(_m("coach.leads_lowest", "Leads your lowest number, which is hard to get rid of later."))
    if j == 1:
        cons.append(_m("coach.spends_joker", "Spends a joker, which could complete any set later."))
    elif j > 1:
        cons.append(
            _m("coach.spends_jokers", "Spends {count} jokers, which could complete any set later.", count=j)
        )
    if holds < 1.0 and m and v >= STRONG and not j:
        cons.append(
            _m(
                "coach.strong_at_risk",
                "Spends your strong {set_cards} on a round somebody may still win above you.",
                set_cards=(v,) * m,
            )
        )
    for q in read.later:
        if read.sizes[q] == k and read.beat_row(q, k)[value] > 0.0:
            if k == 1:
                cons.append(
                    _m(
                        "coach.feeds_one",
                        "{rival_seat} has one card left: beating this card would take them out.",
                        rival_seat=q,
                    )
                )
            else:
                cons.append(
                    _m(
                        "coach.feeds",
                        "{rival_seat} has exactly {count} cards: beating this set would take them out.",
                        rival_seat=q,
                        count=k,
                    )
                )
            break


def _cheapest(state: KarrierePokerState, seat: int) -> Play | None:
    """The raise that costs least: fewest jokers, then whole groups, then the lowest number."""
    hand = state.hands[seat]
    plays = [a for a in state.legal_actions() if isinstance(a, Play)]
    if not plays:
        return None
    return min(plays, key=lambda a: (a.jokers, a.count < hand[a.number] if a.count else False, a.value))


def _pass(state: KarrierePokerState, seat: int, pros: list[Message], cons: list[Message]) -> None:
    """A pass: what the cheapest raise would have spent."""
    cheapest = _cheapest(state, seat)
    if cheapest is None:
        return
    hand = state.hands[seat]
    cards = cheapest.cards
    if cheapest.jokers:
        pros.append(
            _m(
                "coach.pass_keeps_jokers",
                "Keeps your jokers: every raise here needs one (the cheapest is {set_cards}).",
                set_cards=cards,
            )
        )
    elif cheapest.number >= STRONG:
        pros.append(
            _m(
                "coach.pass_keeps_strong",
                "Saves your strong cards: the cheapest raise here is {set_cards}.",
                set_cards=cards,
            )
        )
    elif cheapest.count < hand[cheapest.number]:
        pros.append(
            _m(
                "coach.pass_keeps_group",
                "Keeps your {group_cards} together: every raise here would break a set.",
                group_cards=(cheapest.number,) * hand[cheapest.number],
            )
        )
    else:
        cons.append(
            _m(
                "coach.pass_lets_go",
                "Lets the round go although {set_cards} could raise.",
                set_cards=cards,
            )
        )
