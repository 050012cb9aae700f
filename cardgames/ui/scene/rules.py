"""What the table needs from a game's table description: the :class:`TableRules` protocol.

``cardgames.ui.games.GameUI`` implements it; the table's parts (``zones``, ``texts``, ``batches``)
and the :class:`~cardgames.ui.scene.table.TableScene` facade read a game only through it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from ...engine import TableView, ZoneRole
from ..art import CardStyle
from ..choice import Pick
from .layout import TableLayout

__all__ = ["TableRules"]


class TableRules(Protocol):
    """What the table needs from a game's table description (``cardgames.ui.games.GameUI``)."""

    @property
    def style(self) -> CardStyle:
        """The game's card art."""
        ...

    @property
    def sorted_zones(self) -> frozenset[str]:
        """Zones kept in card order."""
        ...

    @property
    def open_hand_cards(self) -> int:
        """The most cards a hand shows in the replay's open rows before they overlap closer."""
        ...

    def layout(
        self,
        num_players: int,
        viewer: int | None,
        width: float,
        height: float,
        chairs: Sequence[int] | None = None,
        dealer: int | None = None,
    ) -> TableLayout:
        """Where everything goes (``chairs``: where each seat sits, if not in seat order;
        ``dealer``: who deals, if anyone)."""
        ...

    @property
    def zone_roles(self) -> Mapping[str, ZoneRole]:
        """What the game's zones are for (its ``Game.zone_roles``): the table reads these roles,
        never the zones' names."""
        ...

    def card_order(self, card: int) -> int:
        """Where a card goes in a sorted zone (lower first)."""
        ...

    def faces(self, num_players: int) -> list[int]:
        """Every face the game can show."""
        ...

    def plate_line(self, view: TableView[Any], seat: int) -> str:
        """A seat's public facts."""
        ...

    def plate_note(self, view: TableView[Any], seat: int) -> str:
        """A word in a bubble on a seat's plate ("Pass"), or ""."""
        ...

    def card_tags(self, view: TableView[Any]) -> dict[Pick, str]:
        """Labels on some of the viewer's cards, by pick."""
        ...

    def captions(self, view: TableView[Any], names: Sequence[str] = ()) -> dict[tuple[Any, ...], str]:
        """Labels on the felt."""
        ...

    def plate_accent(self, view: TableView[Any], seat: int) -> str | None:
        """A seat's side colour (``"#rrggbb"``), or None."""
        ...

    def played_by(self, view: TableView[Any], zone: tuple[Any, ...]) -> Sequence[int] | None:
        """Who put each card of ``zone`` there (a trick's players, in order), or None."""
        ...

    def trick_winner(self, view: TableView[Any], plays: Sequence[tuple[int, int]]) -> int | None:
        """Which of a complete trick's (seat, card) plays takes it (an index), or None."""
        ...
