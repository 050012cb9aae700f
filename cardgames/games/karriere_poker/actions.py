"""Karriere Poker actions: play a set, pass, and the time-limit call (KP-2, KP-5, KP-8.4).

Text forms (parsed back exactly by :func:`parse_action`):

- ``play 7,7,JK``  play two 7s and a joker (a set of three 7s)
- ``play JK``      play a joker alone (value above 13)
- ``pass``         pass this turn
- ``time``         the time limit has run out: the match ends with the running game

A set is stored as (number, count, jokers): ``number`` is 1..13 for a set with
number cards (``count`` of them) and 0 for jokers alone (``count`` 0). Play
actions are interned: ``play(7, 2, 1) is play(7, 2, 1)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ...engine import Action, InvalidAction, NumberCard, cards_text, parse_cards
from .basics import JOKER, JOKER_RANK

__all__ = [
    "PASS",
    "TIME_UP",
    "CallTime",
    "KarrierePokerAction",
    "KpAction",
    "Pass",
    "Play",
    "parse_action",
    "play",
]

MAX_COUNT = 8  # N copies of each number, N <= 8
MAX_JOKERS = 4


class KpAction(Action):
    """Base class of the Karriere Poker actions."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Play(KpAction):
    """Lead or raise with ``count`` cards of ``number`` plus ``jokers`` jokers."""

    number: int
    count: int
    jokers: int

    @property
    def size(self) -> int:
        """Cards in the set."""
        return self.count + self.jokers

    @property
    def value(self) -> int:
        """The set's value: its number, or 14 for jokers alone (KP-2.2)."""
        return self.number if self.count else JOKER_RANK

    @property
    def cards(self) -> tuple[int, ...]:
        """The cards played: the numbers, then the jokers."""
        return (self.number,) * self.count + (JOKER,) * self.jokers

    def text(self) -> str:
        """``play 7,7,JK``."""
        return f"play {cards_text(NumberCard(c) for c in self.cards)}"


@dataclass(frozen=True, slots=True)
class Pass(KpAction):
    """Pass: play nothing this turn (KP-5.2)."""

    def text(self) -> str:
        """``pass``."""
        return "pass"


@dataclass(frozen=True, slots=True)
class CallTime(KpAction):
    """The agreed playing time is over (KP-8.4): the running game is the last.

    Not a player's move and never among the legal actions: the table calls it
    when its clock runs out, and it is recorded like a move so a replay ends
    the same way.
    """

    def text(self) -> str:
        """``time``."""
        return "time"


#: Every move of the game.
KarrierePokerAction: TypeAlias = Play | Pass | CallTime

PASS = Pass()
TIME_UP = CallTime()
#: ``PLAY[number][count][jokers]``.
PLAY = [[[Play(v, m, j) for j in range(MAX_JOKERS + 1)] for m in range(MAX_COUNT + 1)] for v in range(14)]


def play(number: int, count: int, jokers: int) -> Play:
    """The (interned) play of ``count`` x ``number`` and ``jokers`` jokers."""
    if 0 <= number <= 13 and 0 <= count <= MAX_COUNT and 0 <= jokers <= MAX_JOKERS:
        return PLAY[number][count][jokers]
    return Play(number, count, jokers)


def _set_of(cards: tuple[int, ...]) -> Play:
    numbers = [c for c in cards if c != JOKER]
    jokers = len(cards) - len(numbers)
    if numbers and any(c != numbers[0] for c in numbers):
        raise InvalidAction("a set has number cards of one number only")
    return play(numbers[0] if numbers else 0, len(numbers), jokers)


def _card(text: str) -> int:
    card = NumberCard.parse(text)
    if card > 13:
        raise ValueError(f"Karriere Poker has no card {text.strip()!r}")
    return int(card)


def parse_action(text: str) -> KarrierePokerAction:
    """The action written as ``text``; :class:`InvalidAction` for anything else."""
    words = text.split()
    if words == ["pass"]:
        return PASS
    if words == ["time"]:
        return TIME_UP
    if len(words) == 2 and words[0] == "play":
        try:
            cards = parse_cards(words[1], _card)
        except ValueError as exc:
            raise InvalidAction(f"not a Karriere Poker action: {text!r} ({exc})") from None
        return _set_of(cards)
    raise InvalidAction(f"not a Karriere Poker action: {text!r}")
