"""Card types shared by every game: French cards, numbered cards and jokers.

A card is a small ``int`` subclass, so states can hold cards in plain lists and
compare and hash them at integer speed. Each card has a compact id (the int
itself) and a text form that converts back exactly: ``FrenchCard.parse("QH")``
is the queen of hearts, ``str(FrenchCard.parse("QH")) == "QH"``.

``HIDDEN`` stands for a card whose face a viewer may not see. It carries no
information about the card it hides.
"""

from __future__ import annotations

from typing import ClassVar, Self

__all__ = ["HIDDEN", "FrenchCard", "NumberCard", "card_text"]

#: A face-down card in a view or event: anonymous, says nothing about its face.
HIDDEN = -1

SUITS = "CDHS"  # clubs, diamonds, hearts, spades
RANKS = "23456789TJQKA"  # rank 2..14; T is ten


class _Card(int):
    """What every card family shares: the joker, and a repr that is valid Python."""

    __slots__ = ()
    JOKER_ID: ClassVar[int]

    @classmethod
    def joker(cls) -> Self:
        """The joker of this family."""
        return cls(cls.JOKER_ID)

    @classmethod
    def parse(cls, text: str) -> Self:
        """The card written as ``text``."""
        raise NotImplementedError

    @property
    def is_joker(self) -> bool:
        """True for the joker."""
        return int(self) == self.JOKER_ID

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({str(self)!r})"


class FrenchCard(_Card):
    """A card of the 52-card French deck, or a joker.

    Id: ``(rank - 2) * 4 + suit`` for ranks 2..14 (ace high) and suits 0..3
    (clubs, diamonds, hearts, spades), so ids sort by rank first. The joker has
    id 52. Text: rank then suit, ``"TH"`` for the ten of hearts, ``"JK"`` for the
    joker; ``"10H"`` is accepted when parsing.
    """

    __slots__ = ()
    JOKER_ID: ClassVar[int] = 52

    def __new__(cls, card_id: int) -> FrenchCard:
        """Make the card with this id; refuse ids outside 0..52."""
        if not 0 <= card_id <= cls.JOKER_ID:
            raise ValueError(f"no French card has id {card_id}")
        return super().__new__(cls, card_id)

    @classmethod
    def of(cls, rank: int, suit: int) -> FrenchCard:
        """The card of this rank (2..14) and suit (0..3)."""
        if not (2 <= rank <= 14 and 0 <= suit <= 3):
            raise ValueError(f"no French card of rank {rank} and suit {suit}")
        return cls((rank - 2) * 4 + suit)

    @classmethod
    def parse(cls, text: str) -> FrenchCard:
        """The card written as ``text`` (``"AS"``, ``"10H"``, ``"TH"``, ``"JK"``)."""
        t = text.strip().upper()
        if t == "JK":
            return cls.joker()
        if t.startswith("10"):
            t = "T" + t[2:]
        if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
            raise ValueError(f"not a French card: {text!r}")
        return cls.of(RANKS.index(t[0]) + 2, SUITS.index(t[1]))

    @property
    def rank(self) -> int:
        """Rank 2..14 (11 jack, 12 queen, 13 king, 14 ace); 0 for the joker."""
        return 0 if self.is_joker else int(self) // 4 + 2

    @property
    def suit(self) -> int | None:
        """Suit 0..3 (clubs, diamonds, hearts, spades); None for the joker."""
        return None if self.is_joker else int(self) % 4

    def __str__(self) -> str:
        if self.is_joker:
            return "JK"
        return RANKS[self.rank - 2] + SUITS[int(self) % 4]


class NumberCard(_Card):
    """A numbered card (FTW?! 1..60, Karriere Poker 1..13), or a joker.

    Id: the printed number, 1..99; the joker has id 0. Text: the number in
    decimal (``"37"``), ``"JK"`` for the joker.
    """

    __slots__ = ()
    JOKER_ID: ClassVar[int] = 0
    MAX: ClassVar[int] = 99

    def __new__(cls, value: int) -> NumberCard:
        """Make the card showing ``value`` (0 is the joker)."""
        if not 0 <= value <= cls.MAX:
            raise ValueError(f"no numbered card shows {value}")
        return super().__new__(cls, value)

    @classmethod
    def parse(cls, text: str) -> NumberCard:
        """The card written as ``text`` (``"37"``, ``"JK"``)."""
        t = text.strip().upper()
        if t == "JK":
            return cls.joker()
        if not t.isdigit() or t != str(int(t)) or int(t) == 0:
            raise ValueError(f"not a numbered card: {text!r}")
        return cls(int(t))

    def __str__(self) -> str:
        return "JK" if self.is_joker else str(int(self))


def card_text(card: int) -> str:
    """Text of a card as a view shows it: its own text, ``"??"`` when hidden."""
    return "??" if card == HIDDEN else str(card)
