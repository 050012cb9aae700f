"""What a Seven-up hand writes in the table's log: the trump dialogue, the run, and the points recorded.

Each line is an :class:`~cardgames.engine.Announced` event with a message
(key and English template, translated by the table). A line about a party is
said by its player, or with teams about both partners (``side_seats``, which
the table turns into their names), never by one partner alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import Announced, Message
from .basics import SUIT_SYMBOLS, card_label
from .basics import msg as _m

__all__ = [
    "ACCEPT",
    "ACCEPT_ASKED",
    "ASK",
    "BEG",
    "BUNCH",
    "DISCARDED",
    "PLAY",
    "REFUSE",
    "REFUSE_AGAIN",
    "RUN",
    "STAND",
    "TRICK",
    "before_play",
    "card_name",
    "played",
    "records",
    "run_turned",
]

ACCEPT = Message("sev.log.accept", "accepts the trump.")
REFUSE = Message("sev.log.refuse", "refuses the trump.")
STAND = Message("sev.log.stand", "stands: the trump is made.")
BEG = Message("sev.log.beg", "begs.")
ASK = Message("sev.log.ask", "asks the elder hand to accept the trump.")
RUN = Message("sev.log.run", "runs the cards.")
ACCEPT_ASKED = Message("sev.log.accept_asked", "accepts when asked: a point more if this side wins the hand.")
REFUSE_AGAIN = _m("log.refuse_again", "refuses again.")
DISCARDED = _m("log.discarded", "has discarded down to six cards.")
BUNCH = _m("log.bunch", "cannot run the cards any further: the hand is bunched.")
TRICK = _m("log.trick", "takes the trick.")
#: A played card: the key and template (the card is filled in per play).
PLAY = ("sev.log.play", "plays {card}.")

_BEFORE_PLAY = {
    "refuse": (
        ("log.refused_point", "records a point: the elder hand refused twice. Score {total}."),
        (
            "log.team_refused_point",
            "{side_seats} record a point: the elder hand refused twice. Score {total}.",
        ),
    ),
    "give": (
        ("log.given_point", "is given a point to keep the trump. Score {total}."),
        ("log.team_given_point", "{side_seats} are given a point to keep the trump. Score {total}."),
    ),
    "jack": (
        ("log.jack_point", "records a point for the turned-up jack. Score {total}."),
        ("log.team_jack_point", "{side_seats} record a point for the turned-up jack. Score {total}."),
    ),
}


def _said(
    parties: Sequence[int], party: int, alone: tuple[str, str], team: tuple[str, str], **params: Any
) -> Announced:
    """A line about ``party``: said by its player, or about both partners."""
    if len(set(parties)) == len(parties):
        return Announced(party, _m(*alone, **params))
    seats = tuple(s for s, p in enumerate(parties) if p == party)
    return Announced(None, _m(*team, side_seats=seats, **params))


def before_play(parties: Sequence[int], party: int, why: str, total: int) -> Announced:
    """A point recorded before play (SEV-4.3, SEV-9): ``why`` "refuse", "give" or "jack"."""
    alone, team = _BEFORE_PLAY[why]
    return _said(parties, party, alone, team, total=total)


def records(
    parties: Sequence[int], party: int, points: int, total: int, what: Sequence[str] = ()
) -> Announced:
    """Points recorded for the hand (SEV-7, SEV-9), named: ``what`` lists the hand points they are
    for ("High", "Low", "Jack", "Game": the game's own words in both languages) and ``"bonus"``.
    Every point counting, each is recorded alone ("records 1 for High"); the winner taking all
    records its points at once ("records 3 for the hand: High, Jack, Game")."""
    names = ", ".join(w for w in what if w != "bonus")
    bonus = "bonus" in what
    if not names and bonus:
        return _said(
            parties,
            party,
            ("log.records_bonus", "records a point more for accepting when asked. Score {total}."),
            (
                "log.team_records_bonus",
                "{side_seats} record a point more for accepting when asked. Score {total}.",
            ),
            total=total,
        )
    if len(what) == 1 and points == 1:
        return _said(
            parties,
            party,
            ("log.records_point", "records 1 for {point}. Score {total}."),
            ("log.team_records_point", "{side_seats} record 1 for {point}. Score {total}."),
            point=names,
            total=total,
        )
    if bonus:
        return _said(
            parties,
            party,
            (
                "log.records_hand_bonus",
                "records {points} for the hand: {what} and a point more for accepting when asked. "
                "Score {total}.",
            ),
            (
                "log.team_records_hand_bonus",
                "{side_seats} record {points} for the hand: {what} and a point more for accepting "
                "when asked. Score {total}.",
            ),
            points=points,
            what=names,
            total=total,
        )
    return _said(
        parties,
        party,
        ("log.records_hand", "records {points} for the hand: {what}. Score {total}."),
        ("log.team_records_hand", "{side_seats} record {points} for the hand: {what}. Score {total}."),
        points=points,
        what=names,
        total=total,
    )


#: The court cards and the ace by name, so each language writes its own letter (German: B, D, K, A
#: for Bube, Dame, König, Ass, as its rules do); number cards are the same in every language.
_NAMED = {
    11: ("sev.card.jack", "J{suit}"),
    12: ("sev.card.queen", "Q{suit}"),
    13: ("sev.card.king", "K{suit}"),
    14: ("sev.card.ace", "A{suit}"),
}


def card_name(card: int) -> Message | str:
    """A card as the log and the table write it: ``"10♣"``, or a message the table translates
    (``"Q♥"``, German ``"D♥"``). In a message's parameters it is translated with the message."""
    named = _NAMED.get(card // 4 + 2)
    if named is None:
        return card_label(card)
    return Message(named[0], named[1], (("suit", SUIT_SYMBOLS[card & 3]),))


def played(card: int) -> Message:
    """A played card's line: "plays Q♥"."""
    return Message(PLAY[0], PLAY[1], (("card", card_name(card)),))


def run_turned(card: int, trump: bool) -> Announced:
    """A card turned up while running: a new trump, or the same suit again (SEV-4.4)."""
    params = (("card", card_name(card)),)
    if trump:
        return Announced(None, Message("sev.log.run_trump", "{card} turns up: it is trump.", params))
    return Announced(None, Message("sev.log.run_same", "{card} turns up: the same suit, run on.", params))
