"""FTW?! actions: the 3-card pass and the options A, B and C (FTW-2.2, FTW-4).

Text forms (parsed back exactly by :func:`parse_action`):

- ``pass 3,17,25``  pass these three cards to the right-hand neighbour
- ``A 37``          option A: play 37, higher than the top card
- ``B 5 take 30``   option B: lay 5 as a helper, take 30 from the pile
- ``C 5 with 9,12`` option C: play 5 on the pile, using helpers 9 and 12

Actions are interned: ``play_higher(37) is play_higher(37)``. Legal-action
lists are built many thousands of times a second during search, and reusing
the objects keeps that cheap.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TypeAlias

from ...engine import Action, InvalidAction, Memo, NumberCard, cards_text, parse_cards

__all__ = [
    "LAY_AND_TAKE",
    "PASS",
    "PLAY_HIGHER",
    "WITH_HELPERS",
    "FtwAction",
    "LayAndTake",
    "PassCards",
    "PlayHigher",
    "PlayWithHelpers",
    "lay_and_take",
    "parse_action",
    "pass_cards",
    "play_higher",
    "play_with_helpers",
]

MAX_VALUE = 60


@dataclass(frozen=True, slots=True)
class PassCards(Action):
    """Pass three hand cards face down to the right-hand neighbour (FTW-2.2)."""

    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        # One canonical order, so equal choices are equal actions.
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def text(self) -> str:
        """``pass 3,17,25``."""
        return f"pass {cards_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class PlayHigher(Action):
    """Option A: play ``card`` on the pile; it must beat the top card (FTW-4.1)."""

    card: int

    def text(self) -> str:
        """``A 37``."""
        return f"A {self.card}"


@dataclass(frozen=True, slots=True)
class LayAndTake(Action):
    """Option B: lay a lower ``card`` as a helper, take ``take`` from the pile (FTW-4.2)."""

    card: int
    take: int

    def text(self) -> str:
        """``B 5 take 30``."""
        return f"B {self.card} take {self.take}"


@dataclass(frozen=True, slots=True)
class PlayWithHelpers(Action):
    """Option C: play a lower ``card`` on the pile, its sum raised by ``helpers`` (FTW-4.3)."""

    card: int
    helpers: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "helpers", tuple(sorted(self.helpers)))

    def text(self) -> str:
        """``C 5 with 9,12``."""
        return f"C {self.card} with {cards_text(self.helpers)}"


#: Every FTW?! action.
FtwAction: TypeAlias = PassCards | PlayHigher | LayAndTake | PlayWithHelpers

#: ``PLAY_HIGHER[c]``: option A with card c.
PLAY_HIGHER = [PlayHigher(v) for v in range(MAX_VALUE + 1)]
#: ``LAY_AND_TAKE[c][t]``: option B laying c and taking t.
LAY_AND_TAKE = [[LayAndTake(c, t) for t in range(MAX_VALUE + 1)] for c in range(MAX_VALUE + 1)]

# The memos below make new actions all through a long run of playouts (option C's card and
# helper subsets are many): they set the fields directly, as the frozen dataclass's
# ``__init__`` and ``__post_init__`` would (sorted), at a third less cost.
_new = object.__new__
_set = object.__setattr__


def _make_pass(cards: tuple[int, ...]) -> PassCards:
    """``PassCards(cards)``."""
    action = _new(PassCards)
    _set(action, "cards", tuple(sorted(cards)))
    return action


def _make_with_helpers(card: int, helpers: tuple[int, ...]) -> PlayWithHelpers:
    """``PlayWithHelpers(card, helpers)``."""
    action = _new(PlayWithHelpers)
    _set(action, "card", card)
    _set(action, "helpers", tuple(sorted(helpers)))
    return action


#: ``PASS[cards]``: the pass of a sorted card tuple.
PASS: Memo[tuple[int, ...], PassCards] = Memo(_make_pass)
#: ``WITH_HELPERS[c][helpers]``: option C playing c with a sorted helper tuple.
WITH_HELPERS: list[Memo[tuple[int, ...], PlayWithHelpers]] = [
    Memo(partial(_make_with_helpers, c), limit=20_000) for c in range(MAX_VALUE + 1)
]


def _in_range(card: int) -> bool:
    return type(card) is int and 0 <= card <= MAX_VALUE


def play_higher(card: int) -> PlayHigher:
    """The (interned) option-A action for ``card``."""
    return PLAY_HIGHER[card] if _in_range(card) else PlayHigher(card)


def lay_and_take(card: int, take: int) -> LayAndTake:
    """The (interned) option-B action."""
    if _in_range(card) and _in_range(take):
        return LAY_AND_TAKE[card][take]
    return LayAndTake(card, take)


def pass_cards(cards: tuple[int, ...]) -> PassCards:
    """The (interned) pass of these cards."""
    return PASS[tuple(sorted(cards))]


def play_with_helpers(card: int, helpers: tuple[int, ...]) -> PlayWithHelpers:
    """The (interned) option-C action."""
    if _in_range(card):
        return WITH_HELPERS[card][tuple(sorted(helpers))]
    return PlayWithHelpers(card, helpers)


def _card(text: str) -> int:
    try:
        card = NumberCard.parse(text)
    except ValueError as error:
        raise InvalidAction(f"FTW?! has no card {text.strip()!r}") from error
    if card.is_joker or card > MAX_VALUE:
        raise InvalidAction(f"FTW?! has no card {text.strip()!r}")
    return int(card)


def _cards(text: str) -> tuple[int, ...]:
    try:
        return parse_cards(text, _card)
    except InvalidAction:
        raise
    except ValueError as error:
        raise InvalidAction(str(error)) from error


def parse_action(text: str) -> FtwAction:
    """The action written as ``text``; :class:`InvalidAction` for anything else."""
    words = text.split()
    if not words:
        raise InvalidAction("empty action text")
    head = words[0].upper()
    if head == "PASS" and len(words) == 2:
        return pass_cards(_cards(words[1]))
    if head == "A" and len(words) == 2:
        return play_higher(_card(words[1]))
    if head == "B" and len(words) == 4 and words[2].lower() == "take":
        return lay_and_take(_card(words[1]), _card(words[3]))
    if head == "C" and len(words) == 4 and words[2].lower() == "with":
        return play_with_helpers(_card(words[1]), _cards(words[3]))
    raise InvalidAction(f"not an FTW?! action: {text!r}")
