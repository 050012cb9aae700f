"""Seven-up at the table: the stock and turn-ups, the trump always shown, the dialogue as buttons,
the trick in the middle, each side's won tricks, and teams by colour. The words on a finished
hand (who took High, Low, Jack and Game, who records what) are in ``seven_up_summary``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import Action
from ...games.seven_up import Decide, Discard, Play, SevenUpFacts
from ...games.seven_up.basics import SUIT_SYMBOLS, party_count, party_of, trick_winner
from ...session.records import RoundSummary
from ..art import CardStyle
from ..choice import Chooser, Pick
from ..scene.layout import Place, seat_anchors, trick_places
from .base import GameUI, SeatScores, TableLayout, bottom_hand
from .base import fill as _fill
from .seven_up_summary import View, card_text, hand_details, side_text

__all__ = ["SevenUpUI", "suit_name"]

#: Side colours: team or player 0 gold, 1 blue, 2 red.
ACCENTS = ("#e0b43c", "#5aa0e6", "#e06464")
#: The width of a card in the trick.
TRICK_CARD_W = 80.0


def suit_name(suit: int) -> str:
    """The suit's name in the current language."""
    return (
        QCoreApplication.translate("SevenUpTable", "clubs"),
        QCoreApplication.translate("SevenUpTable", "diamonds"),
        QCoreApplication.translate("SevenUpTable", "hearts"),
        QCoreApplication.translate("SevenUpTable", "spades"),
    )[suit]


def _trick_winner(cards: Sequence[int], trump: int | None) -> int | None:
    """The index of the card that takes a trick, by the game's rule; None for an unknown card."""
    if not cards or trump is None or any(c < 0 for c in cards):
        return None
    return trick_winner(cards, trump)


def _teams(view: View) -> bool:
    """True when seats play in teams (four players, SEV-1.1)."""
    parties = view.facts.parties or ()
    return len(set(parties)) < len(parties)


def _traditional(view: View | None) -> bool:
    """True when the trump is made the traditional way (stand, beg, give one)."""
    return view is not None and view.facts.trump_making == "traditional"


class SevenUpUI(GameUI[SevenUpFacts]):
    """Seven-up's layout, picks and texts."""

    game_id = "seven_up"
    style = CardStyle.FRENCH
    kinds = ("accept", "refuse", "ask", "give", "run", "discard", "play")
    sorted_zones = frozenset({"hand"})

    def faces(self, num_players: int) -> list[int]:
        """The 52 cards."""
        return list(range(52))

    def card_order(self, card: int) -> int:
        """By suit, then rank: a hand reads suit by suit."""
        return (card & 3) * 16 + card // 4

    # ------------------------------------------------------------------ layout

    def layout(
        self,
        num_players: int,
        viewer: int | None,
        width: float,
        height: float,
        chairs: Sequence[int] | None = None,
        dealer: int | None = None,
    ) -> TableLayout:
        """The viewer's hand at the bottom, the others round the table; stock, turn-ups, trick between."""
        n = num_players
        w, h = width, height
        bottom = viewer if viewer is not None else 0
        anchors = seat_anchors(n, viewer, w, h, chairs=chairs)
        cx, cy = w / 2, h * 0.45
        places: dict[tuple[Any, ...], Place] = {}
        plates: list[tuple[float, float]] = [(0.0, 0.0)] * n
        captions: dict[tuple[Any, ...], tuple[float, float]] = {}
        # Up to 12 cards after a run: the fan's tilted first card keeps clear of the name plate.
        places[("hand", bottom)] = bottom_hand(w, h, 12, 100.0, 0.9, right=120.0, left=275.0)
        plates[bottom] = (125.0, h - 72)
        for seat in range(n):
            if seat == bottom:
                continue
            ax, ay, _facing = anchors[seat]
            plates[seat] = (ax, ay)
            places[("hand", seat)] = Place("row", (ax, ay - 34), 44.0, length=180.0, step=0.22, z=4)
        for seat in range(n):
            ax, ay = plates[seat]
            # Beside the plate, on the table's side: the side's won tricks and the seat's discards.
            if seat == bottom:
                tx, ty = ax + 40, ay - 130
            elif abs(ax - cx) < w * 0.15:
                tx, ty = ax + 200, ay  # across the top: beside the plate
            else:
                inward = 1.0 if ax < cx else -1.0
                tx, ty = ax + inward * 30, ay + 96  # on the sides: below the plate
            places[("discard", seat)] = Place("stack", (tx - 34, ty), 40.0, z=6)
            if seat < party_count(n):
                places[("won", seat)] = Place("stack", (tx + 34, ty), 46.0, z=6)
                captions[("won", seat)] = (tx + 34, ty + 46)
        # The middle: stock and turn-up above the trick. Once cards are run, the card that made trump
        # takes the turn-up's place under the trump's name, and the refused turn-up and any card of
        # its suit turned up while running lie left of the stock, smaller and greyed, each on its own
        # spot (the side seats' hands, spread face up in the replay, reach less far in on the left).
        top = cy - 95
        trump_spot = Place("stack", (cx + 40, top), 70.0, z=9)
        aside_x = cx - 118
        places[("stock",)] = Place("stack", (cx - 48, top), 70.0, z=8)
        places[("turnup",)] = trump_spot
        places[("runs",)] = trump_spot
        aside = [Place("stack", (aside_x - k * 52, top), 46.0, z=9, dim=True) for k in range(5)]
        by_order = {("runs",): (trump_spot, *aside[1:])}
        moved = {("turnup",): (("runs",), aside[0])}
        # The trick below them: each card in front of the seat that played it (the viewer's
        # towards the bottom edge, the others towards their chairs), the last trick beside it.
        tx, ty = cx, cy + 90
        toward = [(cx, h) if seat == bottom else (anchors[seat][0], anchors[seat][1]) for seat in range(n)]
        places[("trick",)] = Place("stack", (tx, ty), TRICK_CARD_W, z=14)
        by_seat = {("trick",): trick_places((tx, ty), toward, TRICK_CARD_W)}
        captions[("turnup",)] = (cx, top - 70)
        captions[("runs",)] = (aside_x - 26, top + 46)  # under the cards aside, clear of the stock
        captions[("trick",)] = (tx + TRICK_CARD_W * 1.9, ty + TRICK_CARD_W * 1.1)
        return TableLayout(
            places,
            plates,
            captions,
            fallback=(cx - 48, top),
            by_seat=by_seat,
            left_captions=frozenset({("trick",)}),
            by_order=by_order,
            aside=moved,
        )

    def played_by(self, view: View, zone: tuple[Any, ...]) -> Sequence[int] | None:
        """The trick's cards lie in front of their players (the view's "trick_seats")."""
        if zone != ("trick",):
            return None
        return view.facts.trick_seats

    def trick_winner(self, view: View, plays: Sequence[tuple[int, int]]) -> int | None:
        """The highest trump, else the highest card of the suit led (SEV-5.3)."""
        return _trick_winner([card for _seat, card in plays], view.facts.trump)

    # ------------------------------------------------------------------ picking

    def picks(self, action: Action, seat: int, view: View | None = None) -> frozenset[Pick]:
        """A card of the hand; the trump decisions need none."""
        if isinstance(action, Decide):
            return frozenset()
        if isinstance(action, Discard | Play):
            return frozenset({(("hand", seat), action.card)})
        raise TypeError(f"not a Seven-up move: {action!r}")

    def input_zones(self, view: View, seat: int) -> list[tuple[Any, ...]]:
        """Only the hand."""
        return [("hand", seat)]

    def kind(self, action: Action) -> str:
        """The decision's word, discard or play."""
        if isinstance(action, Decide):
            return action.word
        if isinstance(action, Discard):
            return "discard"
        if isinstance(action, Play):
            return "play"
        raise TypeError(f"not a Seven-up move: {action!r}")

    def button_label(
        self, kind: str, view: View | None = None, chooser: Chooser | None = None, names: Sequence[str] = ()
    ) -> str:
        """The buttons, in the words of the rules in play: accept and refuse (refuse again when
        asked), or the traditional stand and beg."""
        if _traditional(view) and kind in ("accept", "refuse"):
            return (
                QCoreApplication.translate("SevenUpTable", "&Stand")
                if kind == "accept"
                else QCoreApplication.translate("SevenUpTable", "&Beg")
            )
        if kind == "refuse" and view is not None and view.facts.phase == "asked":
            return QCoreApplication.translate("SevenUpTable", "&Refuse again")
        return {
            "accept": QCoreApplication.translate("SevenUpTable", "&Accept trump"),
            "refuse": QCoreApplication.translate("SevenUpTable", "&Refuse"),
            "ask": QCoreApplication.translate("SevenUpTable", "As&k the elder hand"),
            "give": QCoreApplication.translate("SevenUpTable", "&Give a point"),
            "run": QCoreApplication.translate("SevenUpTable", "Ru&n the cards"),
            "discard": QCoreApplication.translate("SevenUpTable", "&Discard"),
            "play": QCoreApplication.translate("SevenUpTable", "&Play card"),
        }[kind]

    def button_tip(self, kind: str, view: View | None = None) -> str:
        """What each choice means."""
        if _traditional(view) and kind in ("accept", "refuse"):
            if kind == "accept":
                return QCoreApplication.translate(
                    "SevenUpTable", "Keep the turned-up suit as trump and play the hand."
                )
            return QCoreApplication.translate(
                "SevenUpTable",
                "Ask the dealer for a point: the dealer gives your side one and the trump stays, "
                "or runs the cards for a new trump.",
            )
        return {
            "accept": QCoreApplication.translate(
                "SevenUpTable",
                "Play this hand with the turned-up suit as trump. "
                "If the dealer asked you, your side scores a point more if it wins the hand.",
            ),
            "refuse": QCoreApplication.translate(
                "SevenUpTable",
                "Do not take this trump. Refused a second time, "
                "the dealer's side scores a point and the cards are run.",
            ),
            "ask": QCoreApplication.translate(
                "SevenUpTable",
                "Ask the elder hand once more to accept the trump; refusing again gives your side a point.",
            ),
            "give": QCoreApplication.translate(
                "SevenUpTable",
                "Keep the trump: the elder hand's side (with three players, each other player) "
                "scores a point.",
            ),
            "run": QCoreApplication.translate(
                "SevenUpTable",
                "Deal three more cards to everyone and turn up a new card, until a different suit comes: "
                "that is trump. Then everyone discards down to six.",
            ),
            "discard": QCoreApplication.translate("SevenUpTable", "Put the selected card out of play."),
            "play": QCoreApplication.translate("SevenUpTable", "Play the selected card to the trick."),
        }[kind]

    def hint(self, view: View, chooser: Chooser) -> str | None:
        """What to do with the selected card."""
        if not chooser.selection:
            return None
        card = chooser.selection[0][1]
        if view.facts.phase == "discard":
            return _fill(
                QCoreApplication.translate("SevenUpTable", "Discard %1 (or double-click a card)."),
                card_text(card),
            )
        return _fill(
            QCoreApplication.translate("SevenUpTable", "Play %1 (or double-click a card)."), card_text(card)
        )

    # ------------------------------------------------------------------ words on the table

    def captions(self, view: View, names: Sequence[str] = ()) -> dict[tuple[Any, ...], str]:
        """Trump, the turn-ups, the last trick, and the tricks each side has won."""
        f = view.facts
        out: dict[tuple[Any, ...], str] = {}
        trump = f.trump
        proposed = f.proposed
        if trump is not None:
            out[("turnup",)] = _fill(
                QCoreApplication.translate("SevenUpTable", "Trump: %1 %2"),
                SUIT_SYMBOLS[trump],
                suit_name(trump),
            )
        else:
            out[("turnup",)] = _fill(
                QCoreApplication.translate("SevenUpTable", "Proposed: %1 %2"),
                SUIT_SYMBOLS[proposed],
                suit_name(proposed),
            )
        if len(view.zone("runs")):
            # The refused turn-up and the cards of its suit turned up while running, beside the trump.
            out[("runs",)] = QCoreApplication.translate("SevenUpTable", "Not trump")
        last = f.last_trick
        if last and f.phase == "play" and f.tricks > 0:
            # This hand's last trick only: who played which card, and who took it.
            def who(seat: int) -> str:
                return names[seat] if seat < len(names) else str(seat + 1)

            each = [f"{who(s)} {card_text(c)}" for s, c in last]
            # Two plays a line: the caption stays narrow beside the trick.
            plays = "\n".join(" · ".join(each[i : i + 2]) for i in range(0, len(each), 2))
            text = _fill(QCoreApplication.translate("SevenUpTable", "Last trick: %1"), plays)
            taker = _trick_winner([c for _s, c in last], trump)
            if taker is not None:
                text += "\n" + _fill(
                    QCoreApplication.translate("SevenUpTable", "%1 took it"), who(last[taker][0])
                )
            out[("trick",)] = text
        teams = _teams(view)
        for party in range(party_count(view.num_players)):
            won = view.zone("won", party).cards
            if not won:
                continue
            if teams and names:
                # A team's tricks lie by one partner's plate: the caption says whose they are.
                out[("won", party)] = _fill(
                    QCoreApplication.translate("SevenUpTable", "%1: %n card(s)", "", len(won)),
                    side_text(view, party, names),
                )
            else:
                out[("won", party)] = _fill(
                    QCoreApplication.translate("SevenUpTable", "%n card(s)", "", len(won)), len(won)
                )
        return out

    def plate_accent(self, view: View, seat: int) -> str | None:
        """Teams by colour with four players."""
        parties = view.facts.parties
        if parties is None or not _teams(view):
            return None
        return ACCENTS[parties[seat]]

    def plate_line(self, view: View, seat: int) -> str:
        """Score, the dealer, and the team with four players."""
        f = view.facts
        scores = f.scores or ()
        score = scores[seat] if seat < len(scores) else 0
        parts = [QCoreApplication.translate("SevenUpTable", "%n pt(s)", "", score)]
        if f.parties is not None and _teams(view):
            parts.insert(
                0,
                QCoreApplication.translate("SevenUpTable", "Team A")
                if f.parties[seat] == 0
                else QCoreApplication.translate("SevenUpTable", "Team B"),
            )
        if f.dealer == seat:
            parts.append(QCoreApplication.translate("SevenUpTable", "dealer"))
        return " · ".join(parts)

    def card_words(self, cards: Sequence[int]) -> str:
        """``Q♥ 10♣``."""
        return " ".join(card_text(c) for c in cards)

    def score_rows(self, num_players: int) -> tuple[tuple[int, ...], ...]:
        """With four players, a row per team (seats 0 and 2, 1 and 3): one score, one name."""
        parties = party_count(num_players)
        if parties == num_players:
            return super().score_rows(num_players)
        return tuple(
            tuple(s for s in range(num_players) if party_of(s, num_players) == p) for p in range(parties)
        )

    def scores(self, view: View) -> tuple[object, ...]:
        """Every seat's score (a team's is shared), in the rows of the sides."""
        return SeatScores(super().scores(view), self.score_rows(view.num_players))

    def summary_scores(self, summary: RoundSummary, view: View) -> Sequence[object]:
        """The totals, in the rows of the sides."""
        return SeatScores(summary.totals, self.score_rows(len(summary.totals)))

    def round_label(self, view: View) -> str:
        """Hand h, trump, and the target."""
        f = view.facts
        text = _fill(
            QCoreApplication.translate("SevenUpTable", "Hand %1 · first to %2"),
            f.round,
            f.target,
        )
        trump = f.trump
        if trump is not None:
            # One piece: a narrow panel wraps before "trump", never between the word and its suit.
            words = _fill(QCoreApplication.translate("SevenUpTable", "trump %1"), SUIT_SYMBOLS[trump])
            text += " · " + words.replace(" ", "\u00a0")
        return text

    # ------------------------------------------------------------------ summaries

    def summary_title(self, summary: RoundSummary, names: Sequence[str]) -> str:
        """The winner (a team: both partners, by the team's one name), or the hand that ended."""
        if summary.winners is not None:
            if len(names) == 4 and len(summary.winners) == 2:
                return _fill(
                    QCoreApplication.translate("SevenUpTable", "%1 win!"),
                    self.side_name(summary.winners, names),
                )
            return super().summary_title(summary, names)
        return _fill(QCoreApplication.translate("SevenUpTable", "Hand %1 is over"), summary.number)

    def summary_subtitle(self, summary: RoundSummary, names: Sequence[str]) -> str:
        """What the table shows."""
        if summary.is_final:
            return QCoreApplication.translate(
                "SevenUpTable", "The game is over after %n hand(s).", "", summary.number
            )
        return QCoreApplication.translate("SevenUpTable", "Game points recorded in each hand, and the score.")

    def summary_headers(self, summary: RoundSummary) -> list[str]:
        """Player, one column per hand, the score."""
        hands = [
            _fill(QCoreApplication.translate("SevenUpTable", "H%1"), r + 1)
            for r in range(len(summary.rounds))
        ]
        return [
            QCoreApplication.translate("SevenUpTable", "Player"),
            *hands,
            QCoreApplication.translate("SevenUpTable", "Score"),
        ]

    def round_name(self, number: int) -> str:
        """A hand's name in the history."""
        return _fill(QCoreApplication.translate("SevenUpTable", "Hand %1"), number)

    def history_line(
        self, number: int, points: Sequence[int], view: View | None, names: Sequence[str]
    ) -> str:
        """Who recorded what in hand ``number``, and who took High, Low, Jack and Game."""
        line = super().history_line(number, points, view, names)
        if view is None:
            return line
        result = view.facts.last_result
        if result is None or view.facts.result_hand != number:
            return line + " · " + QCoreApplication.translate("SevenUpTable", "decided before play")
        nobody = "–"

        def who(party: int) -> str:
            return side_text(view, party, names) if party >= 0 else nobody

        why = _fill(
            QCoreApplication.translate("SevenUpTable", "High %1, Low %2, Jack %3, Game %4"),
            who(result.high),
            who(result.low),
            who(result.jack),
            who(result.game),
        )
        if view.facts.hand_scoring != "independent" and result.winner >= 0:
            # The hand's winner records its points, the other side nothing, whatever it took.
            why += " · " + _fill(
                QCoreApplication.translate("SevenUpTable", "only the winner records: %1"), who(result.winner)
            )
        return f"{line} · {why}"

    def summary_details(self, summary: RoundSummary, names: Sequence[str], view: View | None) -> str:
        """Every number of the hand explained (``seven_up_summary.hand_details``)."""
        return hand_details(summary, names, view)

    def next_label(self) -> str:
        """Deal the next hand."""
        return QCoreApplication.translate("SevenUpTable", "Next hand")
