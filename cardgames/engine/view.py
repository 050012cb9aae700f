"""What one seat may see of the table: zones, public facts and a prompt.

A :class:`TableView` is built by ``State.view(seat)``. It holds every zone with
its cards in order; a card the seat may not see is
:data:`~cardgames.engine.cards.HIDDEN`, so a view never tells a hidden face.
The UI draws a view; tests compare views to check that hidden information
stays hidden.

Its public facts are typed: each game has a frozen dataclass derived from
:class:`Facts`, which holds what every table reads (round, dealer, scores...),
so ``view.facts.trump`` is checked by mypy where the UI reads it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from .cards import HIDDEN
from .events import ZoneKey
from .messages import Message

__all__ = ["Facts", "TableView", "Zone"]


@dataclass(frozen=True, slots=True)
class Zone:
    """The cards of one zone, in order, as the viewer sees them.

    ``face_up`` says how the table shows the zone; a face-down zone may still
    list faces its owner knows (a player's own passed cards, say). ``faces``,
    where a game gives it, says how each card is drawn when its id alone does
    not (Straight Up's suits, which its rules ignore): one per card, for shown
    cards only. It is cosmetic, so it is no part of a view's equality.
    """

    cards: tuple[int, ...] = ()
    face_up: bool = True
    faces: tuple[int, ...] = field(default=(), compare=False)

    @property
    def hidden_count(self) -> int:
        """How many cards the viewer cannot see."""
        return sum(1 for c in self.cards if c == HIDDEN)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[int]:
        return iter(self.cards)


@dataclass(frozen=True, slots=True, kw_only=True)
class Facts:
    """The public facts every table reads; a game's facts class adds its own fields."""

    #: The round, hand or game being played, from 1.
    round: int = 1
    #: The dealer's seat, for games with one.
    dealer: int | None = None
    #: The seat that opens the round (None: whoever acts first).
    start_player: int | None = None
    #: Each seat's score as the table shows it (None: the game shows no points per seat).
    scores: tuple[int, ...] | None = None
    #: Each seat's party, when seats play as teams.
    parties: tuple[int, ...] | None = None
    #: The seats in their order around the table when it changes (Karriere Poker's chairs).
    chairs: tuple[int, ...] | None = None
    #: The seat that lost the match, for games that name a loser.
    loser: int | None = None


FactsT = TypeVar("FactsT", bound=Facts)


@dataclass(frozen=True, slots=True)
class TableView(Generic[FactsT]):
    """Everything ``seat`` may see (``seat`` None: an onlooker, public only)."""

    game_id: str
    seat: int | None
    num_players: int
    current_player: int | None
    zones: dict[ZoneKey, Zone]
    facts: FactsT
    prompt: Message | None = None

    def zone(self, *key: Any) -> Zone:
        """The zone named by ``key`` (``view.zone("hand", 0)``); empty if absent."""
        return self.zones.get(tuple(key), Zone())

    def visible_cards(self) -> list[int]:
        """Every face this view shows, zone by zone."""
        return [c for z in self.zones.values() for c in z.cards if c != HIDDEN]
