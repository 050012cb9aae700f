"""The base type of every player decision.

An action is a small frozen, slotted, hashable dataclass defined by its game.
It has a text form that converts back exactly through the game's
``parse_action`` (``Game.parse_action(str(a)) == a``), and a repr that is valid
Python. Actions carry no seat: the state knows whose decision it is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

__all__ = ["Action", "cards_text", "parse_cards"]


class Action:
    """Base class of all actions; subclasses are frozen slotted dataclasses."""

    __slots__ = ()

    def text(self) -> str:
        """The text form, parsed back exactly by the game's ``parse_action``."""
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text()


def cards_text(cards: Iterable[int]) -> str:
    """Cards as a comma-separated list of their texts (``"3,17,25"``)."""
    return ",".join(str(c) for c in cards)


def parse_cards(text: str, parse_one: Callable[[str], int]) -> tuple[int, ...]:
    """Parse a comma-separated list of card texts, each with ``parse_one``."""
    parts = text.split(",")
    if any(not p.strip() for p in parts):
        raise ValueError(f"not a list of cards: {text!r}")
    return tuple(int(parse_one(p)) for p in parts)
