"""What a game adds to the table: its layout, how its actions are picked, and its words.

The table, the controller and the windows are the same for every game. A
game's :class:`GameUI` says where its zones go for a player count (plain
:class:`~cardgames.ui.scene.layout.Place` data), which cards make up each
legal action and which button confirms it, and the few texts only it knows
(captions, hints); why a card cannot be picked is the game's own answer
(``State.why_unusable``). A game's table module is ``cardgames/ui/games/<id>.py``,
found by the game's id; without one the game gets the generic table.

``GameUI[FactsT]`` is typed on the facts of the game's views, so a game's table reads
``view.facts.trump`` with its type known; code for every game (the table, the controller)
writes a bare ``GameUI``, whose views may hold any game's facts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Literal

from PySide6.QtCore import QCoreApplication
from typing_extensions import TypeVar  # a TypeVar with a default (PEP 696), before Python 3.13

from ...engine import Action, Facts, TableView, ZoneRole
from ...games import GAMES
from ...session.records import RoundSummary
from ..art import CardStyle
from ..choice import Chooser, Pick
from ..scene.layout import Place, TableLayout

__all__ = ["GameUI", "Pile", "SeatScores", "TableLayout", "bottom_hand", "fill", "side_name"]


def fill(text: str, *args: object) -> str:
    """Put ``args`` into a translated text's ``%1``, ``%2``..."""
    for i, arg in enumerate(args, start=1):
        text = text.replace(f"%{i}", str(arg))
    return text


def side_name(seats: Sequence[int], names: Sequence[str]) -> str:
    """The one name of a side: its player, or a team's partners together ("Anna & Cleo")."""
    return " & ".join(names[s] if s < len(names) else str(s + 1) for s in seats)


class SeatScores(tuple[object, ...]):
    """Every seat's score as the side panel shows it, and how seats share its rows.

    ``rows`` lists the seats of each row of the score table: partners of a team
    share one row (their score is the team's). Empty: one row per seat.
    """

    rows: tuple[tuple[int, ...], ...]

    def __new__(cls, scores: Iterable[object], rows: Iterable[Sequence[int]] = ()) -> SeatScores:
        """Scores per seat, and the seats of each row (none: a row per seat)."""
        made = super().__new__(cls, scores)
        made.rows = tuple(tuple(r) for r in rows)
        return made


@dataclass(frozen=True, slots=True)
class Pile:
    """A pile a player may read through (see :meth:`GameUI.piles`): its title, its cards (public,
    or the viewer's own; a hidden order is never given), and a line on what it is."""

    title: str
    cards: Sequence[int]
    note: str = ""


def bottom_hand(
    width: float, height: float, cards: int, card_w: float, step: float, right: float, left: float = 250.0
) -> Place:
    """The viewer's hand fanned along the bottom edge, ``left`` units from the left edge (clear of
    its name plate in the bottom-left corner) and ``right`` units from the right edge, centred when
    there is room."""
    length = min(width - right - left, cards * card_w * step)
    x = max(width / 2, left + length / 2)
    return Place("fan", (x, height - card_w * 0.82), card_w, length=length, step=step, curve=6.0, z=20)


def _signed(points: int) -> str:
    """Points with their sign: "+3", "0", or a true minus sign before a loss."""
    if points > 0:
        return f"+{points}"
    return "0" if points == 0 else f"\u2212{-points}"


#: The facts of the game's views; a bare ``GameUI`` takes views of any game.
FactsT = TypeVar("FactsT", bound=Facts, default=Any)


class GameUI(Generic[FactsT]):
    """The table-side description of one game. Subclass it per game, typed on its facts."""

    game_id: ClassVar[str]
    style: ClassVar[CardStyle]
    #: Button kinds in the order their buttons appear.
    kinds: ClassVar[tuple[str, ...]] = ()
    #: Zone names whose cards the game keeps in card order (a card arriving there
    #: flies straight to its place in the order, not to the end).
    sorted_zones: ClassVar[frozenset[str]] = frozenset()
    #: The game has piles to read through card by card (see :meth:`piles`; the pile viewer).
    has_piles: ClassVar[bool] = False

    @property
    def zone_roles(self) -> Mapping[str, ZoneRole]:
        """What the game's zones are for (its ``Game.zone_roles``), as the table reads them."""
        return GAMES[self.game_id].zone_roles

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

    def played_by(self, view: TableView[FactsT], zone: tuple[Any, ...]) -> Sequence[int] | None:
        """Who put each card of ``zone`` there, in order (the players of a trick shown in front of
        them, see ``TableLayout.by_seat``); None where the game does not say."""
        return None

    def trick_winner(self, view: TableView[FactsT], plays: Sequence[tuple[int, int]]) -> int | None:
        """Which of a complete trick's (seat, card) plays takes it, as an index; None: no tricks."""
        return None

    def card_order(self, card: int) -> int:
        """A card's place in a sorted zone: by default its id."""
        return card

    def picks(self, action: Action, seat: int, view: TableView[FactsT] | None = None) -> frozenset[Pick]:
        """The cards ``seat`` picks to make ``action`` (``view``: the table as ``seat`` sees it now)."""
        raise NotImplementedError

    def input_zones(self, view: TableView[FactsT], seat: int) -> list[tuple[Any, ...]]:
        """The zones whose cards take part in ``seat``'s decision (marked legal or dimmed)."""
        raise NotImplementedError

    def passive(self, view: TableView[FactsT], pick: Pick) -> bool:
        """True for a card no move picks that still plays its part in the decision (Straight Up's
        money in the hand pays for a purchase): it is shown as it is, not dimmed, and its tooltip
        says what it does. By default every card no move picks is dimmed."""
        return False

    def kind(self, action: Action) -> str:
        """The button that confirms ``action``."""
        raise NotImplementedError

    def button_label(
        self,
        kind: str,
        view: TableView[FactsT] | None = None,
        chooser: Chooser | None = None,
        names: Sequence[str] = (),
    ) -> str:
        """The translated label of a kind's button. ``view``, ``chooser`` and ``names`` (the table,
        the selection and the seats' names now) let a label follow the rules in play and name
        what it acts on; without them it is the general label.

        An ``&`` marks the key that presses the button ("&Pass", "P&lace in a straight"), chosen
        by the translator in each language; a text filled in (a name) must double its own ``&``.
        The action bar shows the key on the button ("Pass (P)"); a missing or clashing mark gets
        a free letter of the label (:func:`~cardgames.ui.choice.button_keys`)."""
        raise NotImplementedError

    def button_tip(self, kind: str, view: TableView[FactsT] | None = None) -> str:
        """A translated tooltip for a kind's button."""
        return ""

    def card_words(self, cards: Sequence[int]) -> str:
        """Cards as players read them in a line of text ("7 7 J", "Q♥ 10♣")."""
        return " ".join(str(c) for c in cards)

    def card_name(self, card: int) -> str:
        """One card's name, as :meth:`card_words` writes it."""
        return self.card_words([card])

    def card_effect(self, card: int) -> str:
        """What a card does, in a translated line (empty: nothing to say)."""
        return ""

    def piles(self, view: TableView[FactsT], names: Sequence[str] = ()) -> list[Pile]:
        """The piles ``view``'s seat may read through card by card (public ones and its own), for
        the pile viewer (``names``: the seats' names); none by default."""
        return []

    def score_rows(self, num_players: int) -> tuple[tuple[int, ...], ...]:
        """The seats of each row of a score table: one row per seat, or per team."""
        return tuple((s,) for s in range(num_players))

    def side_name(self, seats: Sequence[int], names: Sequence[str]) -> str:
        """The name of a score table's row: its player, or a team's partners as one."""
        return side_name(seats, names)

    def coach_words(
        self, action: Action, seat: int, view: TableView[FactsT] | None, names: Sequence[str] = ()
    ) -> str | None:
        """A move in one translated line for the coach's list, where its button and its cards do
        not say it clearly ("B: Lay 10 as a helper, take 4"); None: the button and the cards."""
        return None

    def hint(self, view: TableView[FactsT], chooser: Chooser) -> str | None:
        """A translated line on what to do next with the current selection (None: the prompt says it)."""
        return None

    def captions(self, view: TableView[FactsT], names: Sequence[str] = ()) -> dict[tuple[Any, ...], str]:
        """Translated labels to show at the layout's caption positions (``names``: the seats' names)."""
        return {}

    def plate_accent(self, view: TableView[FactsT], seat: int) -> str | None:
        """A seat's side colour on its name plate (teams), or None."""
        return None

    def plate_line(self, view: TableView[FactsT], seat: int) -> str:
        """A translated line of public facts for a seat's name plate (score, cards...)."""
        return ""

    def plate_note(self, view: TableView[FactsT], seat: int) -> str:
        """A word the seat said that still counts, shown in a bubble on its plate ("Pass"), or ""."""
        return ""

    def card_tags(self, view: TableView[FactsT]) -> dict[Pick, str]:
        """Short labels on some of the viewer's cards ("new": just received), by pick."""
        return {}

    def handover_note(self, view: TableView[FactsT], names: Sequence[str] = ()) -> str:
        """A line for the hot-seat hand-over of ``view``'s seat (which never names a hidden card:
        the screen is seen before the hand is), or ""."""
        return ""

    def scores(self, view: TableView[FactsT]) -> tuple[object, ...]:
        """Every seat's score as the table shows it."""
        scores = view.facts.scores
        return scores if scores is not None else (0,) * view.num_players

    def round_label(self, view: TableView[FactsT]) -> str:
        """A translated line on the match's progress ("Round 2 of 4")."""
        return ""

    def score_header(self) -> str:
        """The heading of the side panel's score column."""
        return QCoreApplication.translate("SidePanel", "Points")

    def summary_scores(self, summary: RoundSummary, view: TableView[FactsT]) -> Sequence[object]:
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

    def summary_row(
        self, summary: RoundSummary, seat: int, view: TableView[FactsT] | None = None
    ) -> list[str]:
        """A seat's cells after its name (``view``: the table when the summary came)."""
        return [str(r[seat]) for r in summary.rounds] + [str(summary.totals[seat])]

    def summary_leaders(self, summary: RoundSummary) -> set[int]:
        """The seats shown in bold (and starred at the end): the best totals."""
        best = max(summary.totals) if summary.totals else 0
        return {s for s, t in enumerate(summary.totals) if t == best}

    def summary_details(
        self, summary: RoundSummary, names: Sequence[str], view: TableView[FactsT] | None
    ) -> str:
        """Lines under the summary's table (what the round was decided by), or nothing."""
        return ""

    def next_label(self) -> str:
        """The summary's button that goes on."""
        return QCoreApplication.translate("SummaryOverlay", "Next round")

    # ------------------------------------------------------------------ the score history

    #: The game is played in rounds (hands, games), so it has a score history.
    has_rounds: ClassVar[bool] = True

    #: What the replay's middle step skips (``cardgames.ui.timeline``): a trick, or a player's turn
    #: in games without tricks.
    review_unit: ClassVar[Literal["trick", "turn"]] = "trick"
    #: The most cards a hand shows in the replay's open rows before they overlap closer.
    open_hand_cards: ClassVar[int] = 11

    def round_name(self, number: int) -> str:
        """A round's name in the history ("Round 3")."""
        return QCoreApplication.translate("ScoreHistory", "Round %1").replace("%1", str(number))

    def history_line(
        self, number: int, points: Sequence[int], view: TableView[FactsT] | None, names: Sequence[str]
    ) -> str:
        """One line on round ``number``: who scored what and why (``view``: the public table right
        after the round ended, if known). By default each score row's points."""
        rows = self.score_rows(len(points))
        scored = ", ".join(f"{self.side_name(r, names)} {_signed(points[r[0]])}" for r in rows)
        return f"{self.round_name(number)}: {scored}"

    def history_series(self, rounds: Sequence[Sequence[int]]) -> tuple[list[list[int]], bool]:
        """The history chart: per score row, its value after each round, and whether a lower value is
        better (drawn at the top). By default the running totals."""
        if not rounds:
            return [], False
        series: list[list[int]] = []
        for row in self.score_rows(len(rounds[0])):
            total, values = 0, []
            for r in rounds:
                total += r[row[0]]
                values.append(total)
            series.append(values)
        return series, False
