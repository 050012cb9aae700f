"""Straight Up basics: cards, money and costs (STR-1.3, STR-1.4), what each card does, the decks
per player count (STR-1.2, STR-1.6 to STR-1.9), a fast seeded shuffle, and how the game's
messages are keyed.

Suits do not matter in Straight Up (STR-1.2), so a card is its rank as an int:
2..10 for the number cards, 11 jack, 12 queen, 13 king, 14 ace. Cards of one
rank are interchangeable; a zone may hold the same int several times.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Iterable, Sequence
from operator import mod
from typing import Any

from ...engine import Message

__all__ = [
    "ACE",
    "COST",
    "GOALS",
    "HAND_SIZE",
    "JACK",
    "JOKER",
    "KING",
    "MARKET_RANKS",
    "MONEY",
    "QUEEN",
    "SLOTS",
    "STARTING",
    "STARTING_DECK",
    "card_effect",
    "card_label",
    "copies",
    "deck_cards",
    "labels",
    "market_cards",
    "msg",
    "parse_card",
    "parse_cards",
    "shuffle",
    "straight_text",
]

JACK = 11
QUEEN = 12
KING = 13
ACE = 14
#: The strike marker (STR-1.5): one joker per player, never in a deck, a hand, the market or a count.
JOKER = 15
#: The goal ranks in straight order (STR-1.3, STR-4.2).
GOALS = (JACK, QUEEN, KING, ACE)
#: The starting ranks; every 2, 3 and 4 in play is a starting card (STR-A13).
STARTING = (2, 3, 4)
#: A player's personal deck at the start (STR-1.6).
STARTING_DECK = (2, 2, 3, 3, 4, 4)
#: The ranks of the market deck (STR-1.8).
MARKET_RANKS = (5, 6, 7, 8, 9, 10, JACK, QUEEN, KING, ACE)
#: Cards drawn up to at the start of a turn (STR-3.1).
HAND_SIZE = 3
#: Straight places per player (STR-4.1).
SLOTS = 2

#: ``MONEY[rank]``: what a card gives towards a purchase (STR-1.3); goal cards give nothing.
MONEY = tuple(r if 2 <= r <= 10 else 0 for r in range(15))
#: ``COST[rank]``: the market price (STR-1.4): a number card its own value, J 10, Q 15, K 20, A 25.
COST = (0, 0, *range(2, 11), 10, 15, 20, 25)

_LABELS = {JACK: "J", QUEEN: "Q", KING: "K", ACE: "A", JOKER: "Joker"}
_BY_LABEL = {"J": JACK, "Q": QUEEN, "K": KING, "A": ACE, "T": 10}

_MASK = (1 << 64) - 1


def copies(num_players: int) -> int:
    """Copies of each rank in the game: 4 with one deck (2 players), 8 with two (STR-1.2, STR-1.9)."""
    return 4 if num_players == 2 else 8


def market_cards(num_players: int) -> list[int]:
    """The market deck before shuffling: every copy of 5..10 and J..A (STR-1.8)."""
    k = copies(num_players)
    return [r for r in MARKET_RANKS for _ in range(k)]


def deck_cards(num_players: int) -> list[int]:
    """Every card in the game: the players' starting cards and the market cards.

    The 2s, 3s and 4s nobody gets (two of each with 3 players) leave the game at
    setup and are not counted (STR-1.7). The strike markers are not cards of the
    game (STR-1.5); ``StraightUpState.deck`` adds them.
    """
    return [r for r in STARTING for _ in range(2 * num_players)] + market_cards(num_players)


def card_label(card: int) -> str:
    """A card as the rules write it: ``"7"``, ``"10"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``."""
    return _LABELS.get(card, str(card))


def straight_text(length: int) -> str:
    """A straight of ``length`` cards as the rules write it: ``"J-Q"`` (empty for none, STR-4.2)."""
    return "-".join(card_label(c) for c in GOALS[:length])


def card_effect(card: int) -> Message | None:
    """What ``card`` is good for, in a line (None for the strike marker, which is no card).

    Every 2, 3 and 4 is a starting card that pays and may be removed (STR-A13);
    5..10 pay their value; a goal card pays nothing, goes on the straight of the
    goal cards below it and strikes any of them (STR-1.3, STR-1.4, STR-4.2, STR-3.6).
    """
    if card in STARTING:
        return msg(
            "card.starting",
            "Starting card: pays {money}; as your action you may remove it from the game.",
            money=MONEY[card],
        )
    if card in MARKET_RANKS and card not in GOALS:
        return msg(
            "card.money",
            "Money: pays {money} towards a purchase; costs {cost}.",
            money=MONEY[card],
            cost=COST[card],
        )
    if card == JACK:
        return msg("card.jack", "Goal card: starts a straight; pays nothing; costs {cost}.", cost=COST[card])
    if card in GOALS:
        below = GOALS.index(card)
        return msg(
            "card.goal",
            "Goal card: goes on {straight}; strikes {beats}; pays nothing; costs {cost}.",
            straight=straight_text(below),
            beats=", ".join(card_label(g) for g in GOALS[:below]),
            cost=COST[card],
        )
    return None


def parse_card(text: str) -> int:
    """The rank written as ``text`` (``"7"``, ``"10"``, ``"T"``, ``"q"``); ``ValueError`` otherwise."""
    t = text.strip().upper()
    if t in _BY_LABEL:
        return _BY_LABEL[t]
    if t.isdigit() and t == str(int(t)) and 2 <= int(t) <= 10:
        return int(t)
    raise ValueError(f"not a Straight Up card: {text!r}")


def parse_cards(cards: str | Iterable[int | str]) -> list[int]:
    """Cards from ``"2 2 3 Q"`` or ``"2,2,3,Q"`` or a sequence of ranks and labels."""
    if isinstance(cards, str):
        return [parse_card(w) for w in cards.replace(",", " ").split()]
    return [parse_card(c) if isinstance(c, str) else _rank(c) for c in cards]


def _rank(card: object) -> int:
    if not isinstance(card, int) or isinstance(card, bool) or not 2 <= card <= ACE:
        raise ValueError(f"not a Straight Up card: {card!r}")
    return int(card)


_LCG_MUL = 6364136223846793005
_LCG_ADD = 1442695040888963407
#: Piles of _PACKED_FROM to _PACKED_UPTO - 1 cards take the packed way (see ``shuffle``): below,
#: its setup costs more than it saves; the largest market deck has 80 cards (STR-1.8).
_PACKED_FROM = 16
_PACKED_UPTO = 129
#: Bytes per generator state in a packed product: A * x + C < 2**129 never reaches the next one.
_LANE = 17


def _packed(n: int) -> tuple[int, int, int, Callable[[bytes], tuple[int, ...]], tuple[int, ...]]:
    """The packed generator for a pile of ``n``: (packed A_k, packed C_k, bytes, unpack, divisors).

    The generator's k-th state is an affine map of its start, x_k = A_k * x + C_k (mod 2**64),
    so one product of x with the A_k side by side (plus the C_k) holds all n - 1 states, each
    in its own lane; ``unpack`` reads every state's bits 32..63, and ``divisors`` are the
    i + 1 of the plain loop.
    """
    a, c, pa, pc = 1, 0, 0, 0
    for k in range(n - 1):
        a, c = (a * _LCG_MUL) & _MASK, (c * _LCG_MUL + _LCG_ADD) & _MASK
        pa |= a << (8 * _LANE * k)
        pc |= c << (8 * _LANE * k)
    unpack = struct.Struct("<" + f"4xI{_LANE - 8}x" * (n - 1)).unpack
    return pa, pc, _LANE * (n - 1), unpack, tuple(range(n, 1, -1))


_PACKED = [_packed(n) for n in range(_PACKED_FROM, _PACKED_UPTO)]


def shuffle(cards: list[int], seed: int, counter: int) -> None:
    """Shuffle ``cards`` in place by the seed and a shuffle counter (the match's n-th shuffle).

    A Fisher-Yates shuffle driven by a 64-bit generator whose start is mixed from
    (seed, counter). It is pure integer arithmetic, so replays are exact on every
    Python, and it costs a fifth of building a ``random.Random`` per shuffle; a
    match reshuffles a personal deck every other turn.

    A pile of 16 cards or more draws the generator's numbers all at once (``_packed``):
    the same numbers, so the same order, at two thirds of the cost per card.
    """
    n = len(cards)
    if n < 2:
        return  # nothing to shuffle (the generator's start has no other use)
    x = (seed * 0x9E3779B97F4A7C15 + counter * 0xBF58476D1CE4E5B9 + 0x632BE59BD9B4E019) & _MASK
    x ^= x >> 31
    x = (x * 0x94D049BB133111EB) & _MASK
    x ^= x >> 29
    if _PACKED_FROM <= n < _PACKED_UPTO:
        pa, pc, size, unpack, divisors = _PACKED[n - _PACKED_FROM]
        steps = map(mod, unpack((pa * x + pc).to_bytes(size, "little")), divisors)
        for i, j in zip(range(n - 1, 0, -1), steps, strict=True):
            cards[i], cards[j] = cards[j], cards[i]
        return
    for i in range(n - 1, 0, -1):
        x = (x * 6364136223846793005 + 1442695040888963407) & _MASK  # _LCG_MUL, _LCG_ADD
        j = (x >> 32) % (i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def labels(cards: Sequence[int]) -> str:
    """Cards as the log writes them: ``"2 3 Q"``."""
    return " ".join(card_label(c) for c in cards)


def msg(key: str, template: str, **params: Any) -> Message:
    """A message of this game: its key gets the ``su.`` prefix."""
    return Message.make("su." + key, template, **params)
