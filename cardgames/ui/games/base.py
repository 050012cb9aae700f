"""What a game adds to the table: its layout, how its actions are picked, and its words.

The table, the controller and the windows are the same for every game. A
game's :class:`GameUI` says where its zones go for a player count (plain
:class:`~cardgames.ui.scene.layout.Place` data), which cards make up each
legal action and which button confirms it, and the few texts only it knows
(captions, hints, why a card cannot be picked). Adding a game to the table
means writing one such class and registering it in ``cardgames.ui.games``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ...engine import Action, TableView
from ..art import CardStyle
from ..choice import Chooser, Pick
from ..scene.layout import TableLayout

__all__ = ["GameUI", "TableLayout"]


class GameUI:
    """The table-side description of one game. Subclass it per game."""

    game_id: ClassVar[str]
    style: ClassVar[CardStyle]
    #: Button kinds in the order their buttons appear.
    kinds: ClassVar[tuple[str, ...]] = ()
    #: Zone names whose cards the game keeps in card order (a card arriving there
    #: flies straight to its place in the order, not to the end).
    sorted_zones: ClassVar[frozenset[str]] = frozenset()

    def faces(self, num_players: int) -> list[int]:
        """Every card face the game can show with this many players (rendered ahead of need)."""
        return []

    def layout(self, num_players: int, viewer: int | None, width: float, height: float) -> TableLayout:
        """Where everything goes on a table of ``width`` x ``height`` scene units."""
        raise NotImplementedError

    def picks(self, action: Action, seat: int) -> frozenset[Pick]:
        """The cards ``seat`` picks to make ``action``."""
        raise NotImplementedError

    def input_zones(self, view: TableView, seat: int) -> list[tuple[Any, ...]]:
        """The zones whose cards take part in ``seat``'s decision (marked legal or dimmed)."""
        raise NotImplementedError

    def kind(self, action: Action) -> str:
        """The button that confirms ``action``."""
        raise NotImplementedError

    def button_label(self, kind: str) -> str:
        """The translated label of a kind's button."""
        raise NotImplementedError

    def button_tip(self, kind: str) -> str:
        """A translated tooltip for a kind's button."""
        return ""

    def hint(self, view: TableView, chooser: Chooser) -> str | None:
        """A translated line on what to do next with the current selection (None: the prompt says it)."""
        return None

    def explain(self, view: TableView, pick: Pick, chooser: Chooser) -> str:
        """A translated reason why ``pick`` cannot be picked now."""
        raise NotImplementedError

    def captions(self, view: TableView) -> dict[tuple[Any, ...], str]:
        """Translated labels to show at the layout's caption positions."""
        return {}

    def plate_line(self, view: TableView, seat: int) -> str:
        """A translated line of public facts for a seat's name plate (score, cards...)."""
        return ""

    def scores(self, view: TableView) -> tuple[int, ...]:
        """Every seat's score as the table shows it."""
        scores = view.facts.get("scores")
        return tuple(scores) if scores is not None else (0,) * view.num_players

    def round_label(self, view: TableView) -> str:
        """A translated line on the match's progress ("Round 2 of 4")."""
        return ""
