"""The trump dialogue of a Seven-up hand (SEV-4, SEV-9): accept or refuse, ask, give, run the
cards until a new suit turns up, and a bunch when the stock runs short.

Functions of the state, called by ``SevenUpState._apply`` with a decision already known to be legal;
``state`` is the one they change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Announced, CardsMoved, Event, TurnChanged
from . import log
from .basics import JACK
from .legal import gift_parties

if TYPE_CHECKING:
    from .state import SevenUpState


def run(state: SevenUpState, ev: list[Event] | None) -> None:
    """Run the cards: 3 more each and a new turn-up until its suit differs (SEV-4.4)."""
    n = state.num_players
    first = state.turnup & 3
    while True:
        if len(state.stock) < 3 * n + 1:
            bunch(state, ev)
            return
        stock = state.stock
        for seat in state.elder_order():
            got = stock[-1:-4:-1]  # the next three, in the order they are drawn
            del stock[-3:]
            hand = state.hands[seat]
            hand += got
            hand.sort()  # hands stay sorted
            if ev is not None:
                ev.append(CardsMoved(("stock",), ("hand", seat), tuple(got), frozenset({seat})))
        card = state.stock.pop()
        state.runs.append(card)
        if ev is not None:
            ev.append(CardsMoved(("stock",), ("runs",), (card,)))
        if card & 3 != first:
            state.trump = card & 3
            if ev is not None:
                ev.append(log.run_turned(card, True))
            jack_point = state.options.turned_jack_point and card // 4 + 2 == JACK
            if jack_point and state.record_before_play(state.party(state.dealer), 1, "jack", ev):
                return
            state.start_discard(ev)
            return
        if ev is not None:
            ev.append(log.run_turned(card, False))


def bunch(state: SevenUpState, ev: list[Event] | None) -> None:
    """The stock cannot supply a run: throw the hand in, the same dealer deals again (SEV-4.6)."""
    if not state.options.bunch_keeps_points:
        state.scores = list(state.hand_start)
    if ev is not None:
        ev.append(Announced(state.dealer, log.BUNCH))
        for seat in range(state.num_players):
            ev.append(CardsMoved(("hand", seat), ("stock",), tuple(state.hands[seat])))
        ev.append(CardsMoved(("turnup",), ("stock",), (state.turnup,)))
        if state.runs:
            ev.append(CardsMoved(("runs",), ("stock",), tuple(state.runs)))
    state.deal_hand(ev)


def decide(state: SevenUpState, p: int, word: str, ev: list[Event] | None) -> None:
    """A trump decision (SEV-4, SEV-9), known to be legal. By its word: an action that crossed a
    process (the search) is an equal copy, never the same object as the module's constants."""
    traditional = state.options.trump_making == "traditional"
    phase = state.phase
    if word == "accept":
        if ev is not None:
            said = log.ACCEPT_ASKED if phase == "asked" else log.STAND if traditional else log.ACCEPT
            ev.append(Announced(p, said))
        if phase == "asked":
            state.bonus = state.party(state.vorhand)
        state.trump = state.turnup & 3
        state.start_play(ev)
    elif word == "refuse":
        if phase == "propose":
            if ev is not None:
                ev.append(Announced(p, log.BEG if traditional else log.REFUSE))
            state.phase = "dealer"
            state.current_player = state.dealer
            if ev is not None:
                ev.append(TurnChanged(state.dealer))
        else:
            if ev is not None:
                ev.append(Announced(p, log.REFUSE_AGAIN))
            if not state.record_before_play(state.party(state.dealer), 1, "refuse", ev):
                run(state, ev)
    elif word == "ask":
        if ev is not None:
            ev.append(Announced(p, log.ASK))
        state.phase = "asked"
        state.current_player = state.vorhand
        if ev is not None:
            ev.append(TurnChanged(state.vorhand))
    elif word == "give":
        for party in gift_parties(state):
            if state.record_before_play(party, 1, "give", ev):
                return
        state.trump = state.turnup & 3
        state.start_play(ev)
    else:
        if ev is not None:
            ev.append(Announced(p, log.RUN))
        run(state, ev)
