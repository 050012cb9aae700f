"""Karriere Poker basics: components per player count (KP-1), the exchange table (KP-4.3),
card ranks, what a set is and what it beats (KP-2), and how the game's messages are keyed.

Cards are ints: 1..13 for the number cards and 0 for a joker (the id of
:class:`~cardgames.engine.NumberCard`'s joker). A hand is kept as a list of
14 counts, index 0 for jokers and 1..13 for the numbers, since equal numbers
are interchangeable (KP-1.2).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ...engine import Message

__all__ = [
    "CARDS",
    "HAND_SIZE",
    "JOKER",
    "JOKER_RANK",
    "NOT_A_SET",
    "RANK",
    "cards_of",
    "counts_of",
    "deck_counts",
    "exchange_pairs",
    "jokers_for",
    "msg",
    "rank_order",
    "set_fault",
    "set_text",
    "set_value",
]

HAND_SIZE = 13
JOKER = 0
#: The value of a set of jokers alone: above 13 (KP-2.2).
JOKER_RANK = 14
#: ``RANK[card]``: a card's rank for the exchange and for sorting hands; jokers highest.
RANK = (JOKER_RANK, *range(1, 14))

_EXCHANGE: dict[int, tuple[tuple[int, int, int], ...]] = {
    4: ((1, 4, 2), (2, 3, 1)),
    5: ((1, 5, 2), (2, 4, 1)),
    6: ((1, 6, 3), (2, 5, 2), (3, 4, 1)),
    7: ((1, 7, 3), (2, 6, 2), (3, 5, 1)),
    8: ((1, 8, 4), (2, 7, 3), (3, 6, 2), (4, 5, 1)),
}


def jokers_for(num_players: int) -> int:
    """Jokers in play: 2 for 4-5 players, 3 for 6-7, 4 for 8 (KP-1.3)."""
    return 2 if num_players <= 5 else 3 if num_players <= 7 else 4


def deck_counts(num_players: int) -> list[int]:
    """The whole deck as counts: N of every number, and the jokers (KP-1.2, KP-1.3)."""
    return [jokers_for(num_players)] + [num_players] * 13


def exchange_pairs(num_players: int) -> tuple[tuple[int, int, int], ...]:
    """(upper position, lower position, cards each gives) for every pair (KP-4.3)."""
    return _EXCHANGE[num_players]


def cards_of(counts: list[int]) -> list[int]:
    """The cards of a count vector, by rank: numbers 1..13, then jokers."""
    out: list[int] = []
    for v in range(1, 14):
        out += [v] * counts[v]
    return out + [JOKER] * counts[JOKER]


def counts_of(cards: Iterable[int]) -> list[int]:
    """The count vector of some cards."""
    counts = [0] * 14
    for c in cards:
        counts[c] += 1
    return counts


def rank_order(cards: Iterable[int]) -> list[int]:
    """Cards sorted by rank, lowest first; jokers last."""
    return sorted(cards, key=RANK.__getitem__)


def msg(key: str, template: str, **params: Any) -> Message:
    """A message of this game: its key gets the ``kp.`` prefix."""
    return Message.make("kp." + key, template, **params)


def set_text(cards: Sequence[int]) -> str:
    """A set as the log writes it: ``7 7 J`` (J is a joker)."""
    return " ".join("J" if c == JOKER else str(c) for c in cards)


#: ``CARDS[number][count][jokers]``: the cards of a set, numbers first.
CARDS = [[[(v,) * m + (JOKER,) * j for j in range(5)] for m in range(9)] for v in range(14)]


#: Cards of two numbers, or none: no set at all (KP-2.1).
NOT_A_SET = msg("illegal.not_a_set", "A set is one or more cards of one number, plus any jokers.")


def set_value(cards: Sequence[int]) -> int:
    """A set's value: its number, or 14 for jokers alone (KP-2.2)."""
    return next((c for c in cards if c != JOKER), JOKER_RANK)


def set_fault(
    hand: Sequence[int],
    cards: Sequence[int],
    top: Sequence[int],
    jokers_over: bool,
    *,
    partial: bool = False,
) -> Message | None:
    """Why ``cards`` are no set that ``hand`` (14 counts) may play on ``top`` now, or None if they are.

    ``top`` is the set to beat, empty for a lead; ``jokers_over``: a set of jokers alone beats one
    of the same size (KP-A3 flag). With ``partial`` the cards are a set being picked: they need not
    have the whole size yet, only be part of a set the hand could play. This is the one place the
    rules of a set are written: the state refuses a play with it, and the table says with it why a
    card cannot join the picked ones (``observer.why_unusable``).
    """
    number = 0
    for c in cards:
        if c != JOKER and c != number:
            if number or not 0 < c < 14:
                return NOT_A_SET
            number = c
    if not cards:
        return NOT_A_SET
    size = len(cards)
    jokers = sum(1 for c in cards if c == JOKER)
    count = size - jokers
    # Worded without a plural noun, so one template fits 1 and many (English and German).
    if number and hand[number] < count:
        return msg(
            "illegal.missing_number",
            "Your hand has too few cards of {number} for {set} ({count} needed).",
            count=count,
            number=number,
            set=set_text(cards),
        )
    if hand[JOKER] < jokers:
        return msg(
            "illegal.missing_jokers",
            "Your hand has too few jokers for {set} ({count} needed).",
            count=jokers,
            set=set_text(cards),
        )
    if not top:
        return None
    k = len(top)
    if size > k or (size < k and not partial):
        return msg(
            "illegal.wrong_size",
            "A raise has as many cards as the lead ({size}); {set} has {count}.",
            size=k,
            set=set_text(cards),
            count=size,
        )
    beat = set_value(top)
    if count or size == k:
        # Jokers alone so far may still join a number: their value is known only when whole.
        value = number if count else JOKER_RANK
        if not (value > beat or (value == beat == JOKER_RANK and jokers_over)):
            if beat == JOKER_RANK:
                return msg("illegal.jokers_on_top", "Nothing beats a set of jokers alone.")
            return msg(
                "illegal.not_higher",
                "{set} does not beat {top}: a raise needs a higher number.",
                set=set_text(cards),
                top=set_text(top),
            )
    if size == k:
        return None
    # Part of a raise: it is fine if the hand completes it to a whole one. With a number, as many
    # of that number as fit (the fewest jokers); with jokers only, each higher number held, then
    # jokers alone. The first completion's fault says what is missing.
    wholes: list[tuple[int, ...]] = []
    for v in [number] if count else [v for v in range(13, beat, -1) if hand[v]]:
        m = min(hand[v], k - jokers)
        wholes.append((v,) * m + (JOKER,) * (k - m))
    if not count:
        wholes.append((JOKER,) * k)
    first: Message | None = None
    for whole in wholes:
        fault = set_fault(hand, whole, top, jokers_over)
        if fault is None:
            return None
        first = first or fault
    return first
