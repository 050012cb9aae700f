"""Why a move is good or bad in Seven-up, in the game's terms: the coach's reasons (``cardgames.ai.coach``).

:func:`reasons` says, for one legal move of the seat to act, what it does for
the hand's points: it wins a trick with the Jack of trumps or a 10 in it (the
Jack point; card points for Game), it saves a 10 or the Jack from a trick the
other side is winning or gives it away, it takes the trick from an opponent,
it overtakes (or lets stand) a partner's winning trick and throws a low card
on it, it keeps or throws away the only trump, an ace or a 10 when
discarding, and how many trumps a trump decision rests on.

Every reason is a fact of the position and the move, from what the seat
sees: its own hand and discards, the trick, the cards played this hand, the
turned-up cards, and the suits others have shown they lack. "Nobody can beat
it" means no card the seat has not seen, in the hands of a player still to
play who may hold that suit, beats it. Other hands are never read.

A reason is a message (key and English template, the ``sev.coach.`` keys);
the table translates it. Parameters ending in ``_seat`` are seats and
``_card``/``_cards`` are cards, which the table names in the player's words.
"""

from __future__ import annotations

from ...engine import Action, Message
from .actions import Decide, Discard, Play
from .basics import AUGEN, SUIT_SYMBOLS, TEN, beats, trick_winner, trump_jack
from .basics import msg as _m
from .state import SevenUpState

__all__ = ["reasons"]

ACE = 14


def reasons(state: SevenUpState, seat: int, action: Action) -> tuple[list[Message], list[Message]]:
    """What speaks for ``action`` of ``seat`` (the seat to act) and what against it, weightiest first."""
    pros: list[Message] = []
    cons: list[Message] = []
    if isinstance(action, Play):
        _play(state, seat, action.card, pros, cons)
    elif isinstance(action, Discard):
        _discard(state, seat, action.card, pros, cons)
    elif isinstance(action, Decide):
        _decide(state, seat, action.word, pros, cons)
    return pros, cons


# ---------------------------------------------------------------------- what the seat knows


def _unseen(state: SevenUpState, seat: int) -> list[int]:
    """The cards ``seat`` has not seen: not its own, not played, not turned up, not its discards."""
    seen = set(state.hands[seat]) | set(state.discards[seat]) | set(state.runs) | {state.turnup}
    seen.update(c for _, c in state.plays)
    return [c for c in range(52) if c not in seen]


def _may_hold(state: SevenUpState, other: int, card: int) -> bool:
    """Whether ``other`` may hold ``card`` as far as its play has shown (a suit it failed to follow)."""
    voids = state.voids[other]
    suit = card & 3
    if voids >> suit & 1:
        return False
    return not (suit == state.trump and voids & 16)


def _beaters(state: SevenUpState, seat: int, trick: list[int], seats: list[int]) -> int:
    """How many cards ``seat`` has not seen could still beat the winning card of ``trick`` (laid by
    ``seats``): higher cards of its suit, or trumps on a plain card, that a player still to play
    may hold (none once everybody has played)."""
    n = state.num_players
    later = [(seats[-1] + k) % n for k in range(1, n - len(trick) + 1)]
    if not later:
        return 0
    best = trick[trick_winner(trick, state.trump)]
    t = state.trump
    return sum(
        1
        for card in _unseen(state, seat)
        if beats(card, best, t) and any(_may_hold(state, q, card) for q in later)
    )


def _trumps(state: SevenUpState, hand: list[int]) -> list[int]:
    return [c for c in hand if c & 3 == state.trump]


# ---------------------------------------------------------------------- play


def _counts(card: int, jack: int) -> bool:
    """A card that matters for the hand's points when it is won: a 10 (10 card points) or the Jack."""
    return AUGEN[card] >= TEN or card == jack


def _play(state: SevenUpState, seat: int, card: int, pros: list[Message], cons: list[Message]) -> None:
    t = state.trump
    jack = trump_jack(t)
    hand = state.hands[seat]
    legal = [a.card for a in state.legal_actions() if isinstance(a, Play)]
    trick = [*state.trick, card]
    seats = [*state.trick_seats, seat]
    win = seats[trick_winner(trick, t)]
    beaters = _beaters(state, seat, trick, seats)
    safe = not beaters
    ours = state.parties[win] == state.parties[seat]
    if len(trick) == 1:
        _lead(card, jack, safe, pros, cons)
    else:
        before = state.trick_seats[trick_winner(state.trick, t)]
        partner = state.parties[before] == state.parties[seat]
        # Could the seat have let its partner's card stand?
        stand = [c for c in legal if not beats(c, state.trick[trick_winner(state.trick, t)], t)]
        if win == seat and partner and stand:
            cons.append(
                _m(
                    "coach.overtakes_partner",
                    "Overtakes your partner {partner_seat}, who was winning this trick.",
                    partner_seat=before,
                )
            )
        elif win == seat:
            _take(trick, jack, beaters, None if partner else before, pros)
        elif ours:
            _on_partner(win, card, jack, safe, pros)
        else:
            _on_theirs(win, card, jack, pros, cons)
        if ours and not safe and _counts(card, jack):
            cons.append(
                _m(
                    "coach.risks_ten_one",
                    "Puts {played_card} in a trick that one card you have not seen can still take.",
                    played_card=card,
                )
                if beaters == 1
                else _m(
                    "coach.risks_ten",
                    "Puts {played_card} in a trick that {count} cards you have not seen can still take.",
                    played_card=card,
                    count=beaters,
                )
            )
        if not (ours and safe):
            # Kept out of a trick the side may lose: not a card that would win it beyond doubt
            # (the last player's trump Jack, say, is no card to keep out of this trick).
            kept = [
                c
                for c in legal
                if c != card and _counts(c, jack) and not _wins_for_sure(state, seat, seats, c, t)
            ]
            if kept and not _counts(card, jack):
                pros.append(
                    _m(
                        "coach.keeps_ten",
                        "Keeps your {saved_card} out of a trick your side is not sure to win.",
                        saved_card=kept[0],
                    )
                )
    trumps = _trumps(state, hand)
    if len(trumps) == 1 and trumps[0] != card and trumps[0] in legal:
        pros.append(
            _m(
                "coach.keeps_only_trump",
                "Keeps your only trump, {trump_card}, for later.",
                trump_card=trumps[0],
            )
        )


def _wins_for_sure(state: SevenUpState, seat: int, seats: list[int], card: int, t: int) -> bool:
    """True when ``card``, played now, wins this trick for the seat's side beyond any unseen card."""
    trick = [*state.trick, card]
    win = seats[trick_winner(trick, t)]
    return state.parties[win] == state.parties[seat] and not _beaters(state, seat, trick, seats)


def _lead(card: int, jack: int, safe: bool, pros: list[Message], cons: list[Message]) -> None:
    """A lead: sure to win the trick, or a counting card that may still be taken."""
    if safe and card == jack:
        pros.append(
            _m(
                "coach.lead_jack_safe",
                "Leads the Jack of trumps where nobody can beat it: the Jack point is yours.",
            )
        )
    elif safe:
        pros.append(_m("coach.lead_safe", "Nobody can beat {lead_card} in this trick.", lead_card=card))
    elif card == jack:
        cons.append(
            _m("coach.lead_jack_risk", "Leads the Jack of trumps where a higher trump may still take it.")
        )
    elif AUGEN[card] >= TEN:
        cons.append(
            _m(
                "coach.lead_ten_risk",
                "Leads {lead_card}, 10 card points for Game, where it may still be beaten.",
                lead_card=card,
            )
        )
    elif AUGEN[card] == 0:
        pros.append(_m("coach.lead_low", "Leads {lead_card}, which counts nothing for Game.", lead_card=card))


def _take(trick: list[int], jack: int, beaters: int, rival: int | None, pros: list[Message]) -> None:
    """The card goes on top: the trick is won (or led for now), with what it holds."""
    points = sum(AUGEN[c] for c in trick)
    if beaters == 1:
        pros.append(
            _m(
                "coach.leads_trick_one",
                "Goes on top of the trick; only one card you have not seen can still beat it.",
            )
        )
        return
    if beaters:
        if rival is not None:
            pros.append(
                _m(
                    "coach.beats_for_now",
                    "Beats {rival_seat}'s card for now; {count} cards you have not seen can still take the "
                    "trick.",
                    rival_seat=rival,
                    count=beaters,
                )
            )
        return
    if jack in trick and trick[-1] != jack:
        pros.append(_m("coach.wins_jack", "Wins the Jack of trumps for your side: the Jack point."))
    elif trick[-1] == jack:
        pros.append(
            _m(
                "coach.jack_safe",
                "Plays the Jack of trumps where nobody can beat it: the Jack point is yours.",
            )
        )
    tens = [c for c in trick if AUGEN[c] == TEN]
    if tens:
        pros.append(
            _m(
                "coach.wins_ten",
                "Wins the trick with {ten_card} in it: {points} card points for Game.",
                ten_card=tens[0],
                points=points,
            )
        )
    elif jack not in trick or trick[-1] == jack:
        if points == 1:
            pros.append(_m("coach.wins_trick_one", "Wins the trick: 1 card point for Game."))
        elif points:
            pros.append(
                _m("coach.wins_trick", "Wins the trick: {points} card points for Game.", points=points)
            )
        else:
            pros.append(_m("coach.wins_empty_trick", "Wins the trick, and with it the next lead."))


def _on_partner(win: int, card: int, jack: int, safe: bool, pros: list[Message]) -> None:
    """The partner's card stays on top."""
    if _counts(card, jack) or AUGEN[card]:
        if safe:
            pros.append(
                _m(
                    "coach.feeds_partner",
                    "Puts {played_card} on your partner {partner_seat}'s trick, which nobody can beat now.",
                    played_card=card,
                    partner_seat=win,
                )
            )
        return
    pros.append(
        _m(
            "coach.low_on_partner",
            "Lets your partner {partner_seat}'s winning trick stand and throws a low card.",
            partner_seat=win,
        )
    )


def _on_theirs(win: int, card: int, jack: int, pros: list[Message], cons: list[Message]) -> None:
    """An opponent stays on top: a counting card given away, or a low card thrown."""
    if card == jack:
        cons.append(
            _m(
                "coach.gives_jack",
                "Gives the Jack of trumps (the Jack point) to a trick {rival_seat} is winning.",
                rival_seat=win,
            )
        )
    elif AUGEN[card] >= TEN:
        cons.append(
            _m(
                "coach.gives_ten",
                "Gives {played_card}, 10 card points for Game, to a trick {rival_seat} is winning.",
                played_card=card,
                rival_seat=win,
            )
        )
    elif AUGEN[card] == 0:
        pros.append(
            _m("coach.low_on_theirs", "Throws a low card on a trick {rival_seat} is winning.", rival_seat=win)
        )


# ---------------------------------------------------------------------- discards and trump decisions


def _discard(state: SevenUpState, seat: int, card: int, pros: list[Message], cons: list[Message]) -> None:
    t = state.trump
    hand = state.hands[seat]
    trumps = _trumps(state, hand)
    rank = card // 4 + 2
    if card == trump_jack(t):
        cons.append(_m("coach.discards_jack", "Throws away the Jack of trumps: the Jack point."))
    elif card & 3 == t and len(trumps) == 1:
        cons.append(
            _m("coach.discards_only_trump", "Throws away your only trump, {trump_card}.", trump_card=card)
        )
    elif card & 3 == t and card == max(trumps):
        cons.append(
            _m(
                "coach.discards_high_trump",
                "Throws away your highest trump, {trump_card}, which may win High.",
                trump_card=card,
            )
        )
    elif card & 3 == t and card == min(trumps):
        cons.append(
            _m(
                "coach.discards_low_trump",
                "Throws away your lowest trump, {trump_card}, which may win Low.",
                trump_card=card,
            )
        )
    elif card & 3 == t:
        cons.append(_m("coach.discards_trump", "Throws away a trump, {trump_card}.", trump_card=card))
    elif rank == ACE:
        cons.append(
            _m("coach.discards_ace", "Throws away {ace_card}: an ace, 4 card points for Game.", ace_card=card)
        )
    elif rank == TEN:
        cons.append(
            _m("coach.discards_ten", "Throws away {ten_card}: 10 card points for Game.", ten_card=card)
        )
    elif AUGEN[card] == 0:
        pros.append(
            _m("coach.discards_low", "Throws away {low_card}, which counts nothing for Game.", low_card=card)
        )
    if len(trumps) == 1 and trumps[0] != card:
        pros.append(
            _m("coach.keeps_only_trump_discard", "Keeps your only trump, {trump_card}.", trump_card=trumps[0])
        )
    suit = card & 3
    if suit != t and not any(c & 3 == suit and c != card for c in hand):
        pros.append(
            _m(
                "coach.makes_void",
                "Leaves you without {suit}, so you can trump when {suit} is led.",
                suit=SUIT_SYMBOLS[suit],
            )
        )


def _decide(state: SevenUpState, seat: int, word: str, pros: list[Message], cons: list[Message]) -> None:
    """A trump decision: the trumps the proposed suit gives this hand, and what the rules do next."""
    suit = state.turnup & 3
    hand = state.hands[seat]
    trumps = [c for c in hand if c & 3 == suit]
    jack = trump_jack(suit)
    symbol = SUIT_SYMBOLS[suit]
    # Two trumps or the jack speak for the suit; one or none against it.
    strong = len(trumps) >= 2 or jack in trumps
    if len(trumps) == 0:
        count = _m("coach.no_trumps", "With {suit} as trump you hold no trump.", suit=symbol)
    elif len(trumps) == 1:
        count = _m(
            "coach.one_trump",
            "With {suit} as trump you hold one trump: {trump_cards}.",
            suit=symbol,
            trump_cards=tuple(trumps),
        )
    else:
        count = _m(
            "coach.trumps",
            "With {suit} as trump you hold {count} trumps: {trump_cards}.",
            suit=symbol,
            count=len(trumps),
            trump_cards=tuple(trumps),
        )
    keeps = word in ("accept", "give")
    if keeps:
        (pros if strong else cons).append(count)
    elif word == "refuse" or (word == "run" and state.phase == "dealer"):
        (cons if strong else pros).append(count)
    if word == "accept" and state.phase == "asked":
        pros.append(
            _m(
                "coach.accept_asked",
                "Accepting when asked: your side scores a point more if it wins the hand.",
            )
        )
    elif word == "refuse" and state.phase == "asked":
        cons.append(
            _m("coach.refuse_again", "Refusing again gives the dealer's side a point, and the cards are run.")
        )
    elif word == "ask":
        pros.append(_m("coach.ask", "If the elder hand refuses again, your side scores a point."))
    elif word == "give":
        cons.append(_m("coach.give", "Gives the other side a point to keep this trump."))
    elif word == "run":
        pros.append(
            _m("coach.run", "Everybody gets three more cards, and the next turned-up suit becomes trump.")
        )
