"""What a game adds to the table: its layout, how its actions are picked, and its words.

The table, the controller and the windows are the same for every game. A
game's :class:`GameUI` says where its zones go for a player count (plain
:class:`~cardgames.ui.scene.layout.Place` data), which cards make up each
legal action and which button confirms it, and the few texts only it knows
(captions, hints, why a card cannot be picked). Adding a game to the table
means writing one such class and registering it in ``cardgames.ui.games``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication

from ...engine import Action, TableView
from ..art import CardStyle
from ..choice import Chooser, Pick
from ..controller import RoundSummary
from ..scene.layout import Place, TableLayout

__all__ = ["GameUI", "TableLayout", "bottom_hand", "fill"]


def fill(text: str, *args: object) -> str:
    """Put ``args`` into a translated text's ``%1``, ``%2``..."""
    for i, arg in enumerate(args, start=1):
        text = text.replace(f"%{i}", str(arg))
    return text


def bottom_hand(width: float, height: float, cards: int, card_w: float, step: float, right: float) -> Place:
    """The viewer's hand fanned along the bottom edge, clear of its name plate in the bottom-left
    corner and ``right`` units from the right edge, centred when there is room."""
    left = 250.0
    length = min(width - right - left, cards * card_w * step)
    x = max(width / 2, left + length / 2)
    return Place("fan", (x, height - card_w * 0.82), card_w, length=length, step=step, curve=6.0, z=20)


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

    def layout(
        self,
        num_players: int,
        viewer: int | None,
        width: float,
        height: float,
        chairs: Sequence[int] | None = None,
        dealer: int | None = None,
    ) -> TableLayout:
        """Where everything goes on a table of ``width`` x ``height`` scene units.

        ``chairs`` gives each seat's chair (clockwise) when the players do not sit
        in seat order (Karriere Poker reseats them by position); ``dealer`` is the
        seat that deals, if the game has one (the deck may lie in front of it).
        """
        raise NotImplementedError

    def card_order(self, card: int) -> int:
        """A card's place in a sorted zone: by default its id."""
        return card

    def picks(self, action: Action, seat: int, view: TableView | None = None) -> frozenset[Pick]:
        """The cards ``seat`` picks to make ``action`` (``view``: the table as ``seat`` sees it now)."""
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

    def captions(self, view: TableView, names: Sequence[str] = ()) -> dict[tuple[Any, ...], str]:
        """Translated labels to show at the layout's caption positions (``names``: the seats' names)."""
        return {}

    def plate_accent(self, view: TableView, seat: int) -> str | None:
        """A seat's side colour on its name plate (teams), or None."""
        return None

    def plate_line(self, view: TableView, seat: int) -> str:
        """A translated line of public facts for a seat's name plate (score, cards...)."""
        return ""

    def scores(self, view: TableView) -> tuple[object, ...]:
        """Every seat's score as the table shows it."""
        scores = view.facts.get("scores")
        return tuple(scores) if scores is not None else (0,) * view.num_players

    def round_label(self, view: TableView) -> str:
        """A translated line on the match's progress ("Round 2 of 4")."""
        return ""

    def score_header(self) -> str:
        """The heading of the side panel's score column."""
        return QCoreApplication.translate("SidePanel", "Points")

    def summary_scores(self, summary: RoundSummary, view: TableView) -> Sequence[object]:
        """What the side panel shows per seat while a summary is up."""
        return summary.totals

    # ------------------------------------------------------------------ the round summary

    def summary_title(self, summary: RoundSummary, names: Sequence[str]) -> str:
        """The summary's heading: who won, or which round ended."""
        if summary.winners is not None:
            winners = [names[w] for w in summary.winners]
            if len(winners) == 1:
                return QCoreApplication.translate("SummaryOverlay", "%1 wins!").replace("%1", winners[0])
            return QCoreApplication.translate("SummaryOverlay", "Shared win: %1").replace(
                "%1", ", ".join(winners)
            )
        return QCoreApplication.translate("SummaryOverlay", "Round %1 is over").replace(
            "%1", str(summary.number)
        )

    def summary_subtitle(self, summary: RoundSummary, names: Sequence[str]) -> str:
        """The line under the heading."""
        if summary.is_final:
            return QCoreApplication.translate(
                "SummaryOverlay", "The match is over after %n round(s).", "", summary.number
            )
        return QCoreApplication.translate("SummaryOverlay", "Points of this round and totals so far.")

    def summary_headers(self, summary: RoundSummary) -> list[str]:
        """Column headings: the player, then one per round and the total."""
        rounds = [
            QCoreApplication.translate("SummaryOverlay", "R%1").replace("%1", str(r + 1))
            for r in range(len(summary.rounds))
        ]
        player = QCoreApplication.translate("SummaryOverlay", "Player")
        return [player, *rounds, QCoreApplication.translate("SummaryOverlay", "Total")]

    def summary_row(self, summary: RoundSummary, seat: int, view: TableView | None = None) -> list[str]:
        """A seat's cells after its name (``view``: the table when the summary came)."""
        return [str(r[seat]) for r in summary.rounds] + [str(summary.totals[seat])]

    def summary_leaders(self, summary: RoundSummary) -> set[int]:
        """The seats shown in bold (and starred at the end): the best totals."""
        best = max(summary.totals) if summary.totals else 0
        return {s for s, t in enumerate(summary.totals) if t == best}

    def summary_details(self, summary: RoundSummary, names: Sequence[str], view: TableView | None) -> str:
        """Lines under the summary's table (what the round was decided by), or nothing."""
        return ""

    def next_label(self) -> str:
        """The summary's button that goes on."""
        return QCoreApplication.translate("SummaryOverlay", "Next round")
