"""What the Seven-up player to act may do now, and why a move is refused.

``legal_actions`` lists the moves (the search asks millions of times, so it
builds the list directly); ``card_refusal`` and ``decision_refusal`` say why a
move is not among them. The state's refusal of an action and the table's
reason for a card it cannot pick (``why_unusable``) both come from
``card_refusal``; the tests hold the list and the refusals to each other.
Following (SEV-5.2): the rules sheet says follow suit, else trump; the
traditional rule (SEV-9) lets a player trump even when able to follow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action, Message
from .actions import ACCEPT, ASK, DISCARD, GIVE, PLAY, REFUSE, RUN, SevenUpAction
from .basics import SUIT_SYMBOLS
from .basics import msg as _m

if TYPE_CHECKING:
    from .state import SevenUpState

__all__ = ["card_refusal", "decision_refusal", "gift_parties", "legal_actions", "may_give"]

_SEED_PROPOSE = [ACCEPT, REFUSE]
_SEED_DEALER = [RUN, ASK]
_TRAD_DEALER = [GIVE, RUN]
_ONLY_RUN = [RUN]

_TRUMP_MADE = _m("illegal.trump_made", "The trump is made; now play a card.")
_DISCARD_FIRST = _m("illegal.discard_first", "First discard down to six cards.")
_GIVE_WINS = _m("illegal.give_wins", "You may not give a point that would win the game: run the cards.")
_NOT_NOW = _m("illegal.not_now", "That decision is not yours to make now.")
_NO_DISCARD = _m("illegal.no_discard", "Discarding comes only after the cards were run.")
_NOT_IN_HAND = _m("illegal.not_in_hand", "That card is not in your hand.")
_TRUMP_FIRST = _m("illegal.trump_first", "First the trump must be made.")


def legal_actions(state: SevenUpState) -> list[SevenUpAction]:
    """Every legal action of the player to act (the state's ``_legal_actions`` hook itself).

    The search asks this for every simulated move, so the play phase builds the list in one
    pass over the (sorted) hand: filtering a sorted hand keeps it sorted, so following suit
    or trumping lists the cards in card order with no sort.
    """
    p = state.current_player
    assert p is not None
    phase = state.phase
    hand = state.hands[p]
    if phase == "play":
        trick = state.trick
        if not trick:
            return [PLAY[c] for c in hand]
        led = trick[0] & 3
        follow: list[SevenUpAction] = [PLAY[c] for c in hand if c & 3 == led]
        if state.strict:
            if follow:
                return follow
            t = state.trump
            return [PLAY[c] for c in hand if c & 3 == t] or [PLAY[c] for c in hand]
        if not follow:
            return [PLAY[c] for c in hand]
        t = state.trump
        if led == t:
            return follow
        return [PLAY[c] for c in hand if c & 3 == led or c & 3 == t]
    if phase == "discard":
        return [DISCARD[c] for c in hand]
    if phase == "dealer":
        if state.options.trump_making == "traditional":
            return list(_TRAD_DEALER) if may_give(state) else list(_ONLY_RUN)
        return list(_SEED_DEALER)
    return list(_SEED_PROPOSE)


def gift_parties(state: SevenUpState) -> list[int]:
    """Who a traditional gift goes to: Vorhand's side; with three players every non-dealer (SEV-9)."""
    if state.num_players == 3:
        return [state.parties[s] for s in range(3) if s != state.dealer]
    return [state.parties[state.vorhand]]


def may_give(state: SevenUpState) -> bool:
    """The dealer may not give a point that would win the game (SEV-9)."""
    target = state.options.target
    return all(state.scores[p] + 1 < target for p in gift_parties(state))


def card_refusal(state: SevenUpState, p: int, card: int, play: bool) -> Message | None:
    """Why seat ``p`` may not play (``play``) or discard ``card`` now; None if it may.

    Discarding comes after a run, down to six (SEV-4.5); cards are played
    once the trump is made, following suit as the option says (SEV-5.2, SEV-9).
    Every reason speaks of the player's own hand and the public table only.
    """
    phase = state.phase
    hand = state.hands[p]
    if not play:
        if phase != "discard":
            return _NO_DISCARD
        return None if card in hand else _NOT_IN_HAND
    if phase != "play":
        return _DISCARD_FIRST if phase == "discard" else _TRUMP_FIRST
    if card not in hand:
        return _NOT_IN_HAND
    trick = state.trick
    if not trick:
        return None
    led = trick[0] & 3
    suit = card & 3
    if suit == led:
        return None
    t = state.trump
    can_follow = any(c & 3 == led for c in hand)
    if not state.strict:
        if can_follow and suit != t:
            return _m(
                "illegal.follow_or_trump", "You must follow suit ({suit}) or trump.", suit=SUIT_SYMBOLS[led]
            )
        return None
    if can_follow:
        return _m("illegal.follow", "You must follow suit: {suit}.", suit=SUIT_SYMBOLS[led])
    if suit != t and any(c & 3 == t for c in hand):
        return _m(
            "illegal.must_trump",
            "You have no {led}, so you must trump: {trump}.",
            led=SUIT_SYMBOLS[led],
            trump=SUIT_SYMBOLS[t],
        )
    return None


def decision_refusal(state: SevenUpState, p: int, action: Action) -> Message | None:
    """Why seat ``p`` may not make this trump decision now (SEV-4, SEV-9); None if it may."""
    if action in legal_actions(state):
        return None
    phase = state.phase
    if phase == "play":
        return _TRUMP_MADE
    if phase == "discard":
        return _DISCARD_FIRST
    if action == GIVE and phase == "dealer" and not may_give(state):
        return _GIVE_WINS
    return _NOT_NOW
