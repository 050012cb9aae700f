"""Seven-up actions: the trump decisions (SEV-4, SEV-9), discarding after a run, and playing a card.

Text forms (parsed back exactly by :func:`parse_action`):

- ``accept``, ``refuse``  Vorhand takes or refuses the proposed trump (traditional: stand, beg)
- ``run``, ``ask``        the dealer runs the cards, or asks Vorhand once more
- ``give``                traditional: the dealer gives Vorhand's side a point instead of running
- ``discard QH``          after a run, put one hand card out of play
- ``play QH``             play a card to the trick
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ...engine import Action, FrenchCard, InvalidAction

__all__ = [
    "ACCEPT",
    "ASK",
    "DECISIONS",
    "DISCARD",
    "GIVE",
    "PLAY",
    "REFUSE",
    "RUN",
    "Decide",
    "Discard",
    "Play",
    "SevenUpAction",
    "parse_action",
]


@dataclass(frozen=True, slots=True)
class Decide(Action):
    """A trump-making decision: accept, refuse, run, ask or give."""

    word: str

    def text(self) -> str:
        """The word itself."""
        return self.word


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Put one hand card out of play (after a run, down to six cards, SEV-4.5)."""

    card: int

    def text(self) -> str:
        """``discard QH``."""
        return f"discard {FrenchCard(self.card)}"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card to the trick (SEV-5)."""

    card: int

    def text(self) -> str:
        """``play QH``."""
        return f"play {FrenchCard(self.card)}"


#: Every Seven-up action.
SevenUpAction: TypeAlias = Decide | Discard | Play

ACCEPT = Decide("accept")
REFUSE = Decide("refuse")
RUN = Decide("run")
ASK = Decide("ask")
GIVE = Decide("give")
DECISIONS = {d.word: d for d in (ACCEPT, REFUSE, RUN, ASK, GIVE)}
PLAY = [Play(c) for c in range(52)]
DISCARD = [Discard(c) for c in range(52)]


def _card(text: str) -> int:
    try:
        card = FrenchCard.parse(text)
    except ValueError as e:
        raise InvalidAction(str(e)) from None
    if card.is_joker:
        raise InvalidAction("Seven-up has no joker")
    return int(card)


def parse_action(text: str) -> SevenUpAction:
    """The action written as ``text``; ``InvalidAction`` for anything else."""
    words = text.split()
    if len(words) == 1 and words[0] in DECISIONS:
        return DECISIONS[words[0]]
    if len(words) == 2 and words[0] == "play":
        return PLAY[_card(words[1])]
    if len(words) == 2 and words[0] == "discard":
        return DISCARD[_card(words[1])]
    raise InvalidAction(f"not a Seven-up action: {text!r}")
