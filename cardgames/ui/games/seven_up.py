"""Seven-up at the table: the stock and turn-ups, the trump always shown, the dialogue as buttons,
the trick in the middle, each side's won tricks, and teams by colour."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeAlias

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Message, TableView
from ...games.seven_up import Decide, Discard, Play, SevenUpFacts
from ...games.seven_up.basics import AUGEN, SUIT_SYMBOLS, party_count, party_of, trick_winner
from ...games.seven_up.log import card_name
from ...session.records import RoundSummary
from ..art import CardStyle
from ..choice import Chooser, Pick
from ..i18n import message_text
from ..scene.layout import Place, seat_anchors, trick_places
from .base import GameUI, SeatScores, TableLayout, bottom_hand
from .base import fill as _fill

__all__ = ["SevenUpUI", "suit_name"]

View: TypeAlias = TableView[SevenUpFacts]

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


def _card(card: int) -> str:
    """A card's name in the current language: "Q♥", in German "D♥" (as the log writes it)."""
    name = card_name(card)
    return message_text(name) if isinstance(name, Message) else name


def _trick_winner(cards: Sequence[int], trump: int | None) -> int | None:
    """The index of the card that takes a trick, by the game's rule; None for an unknown card."""
    if not cards or trump is None or any(c < 0 for c in cards):
        return None
    return trick_winner(cards, trump)


def _teams(view: View) -> bool:
    """True when seats play in teams (four players, SEV-1.1)."""
    parties = view.facts.parties or ()
    return len(set(parties)) < len(parties)


def _side(view: View, party: int, names: Sequence[str]) -> str:
    """A party's name: the player, or with teams both partners."""
    parties = view.facts.parties or ()
    members = [names[s] if s < len(names) else str(s + 1) for s, p in enumerate(parties) if p == party]
    return " & ".join(members)


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
                _card(card),
            )
        return _fill(
            QCoreApplication.translate("SevenUpTable", "Play %1 (or double-click a card)."), _card(card)
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

            each = [f"{who(s)} {_card(c)}" for s, c in last]
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
                    _side(view, party, names),
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
        return " ".join(_card(c) for c in cards)

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
            return _side(view, party, names) if party >= 0 else nobody

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
        """Every number of the hand explained: who took High, Low, Jack and Game (and how a tie on
        card points was settled), the card points, points recorded before play, the bonus for
        accepting when asked, who records what and why, and the score."""
        if view is None:
            return ""
        f = view.facts
        nobody = QCoreApplication.translate("SevenUpTable", "nobody")

        def who(party: int) -> str:
            return _side(view, party, names) if party >= 0 else nobody

        result = f.last_result
        if result is None or f.result_hand != summary.number:
            lines = [
                QCoreApplication.translate(
                    "SevenUpTable", "The game was decided before this hand was played."
                )
            ]
            lines += [_before_play_line(who(p), points, why) for p, points, why in f.before_play]
            lines.append(_score_line(f, who))
            return "\n".join(lines)
        high, low, jack, game = result.high, result.low, result.jack, result.game
        augen, counts, winner, recorded = result.augen, result.counts, result.winner, result.recorded
        high_card, low_card, bonus = result.high_card, result.low_card, result.bonus
        lines = [
            _fill(
                QCoreApplication.translate("SevenUpTable", "High %1: %2 · Low %3: %4 · Jack: %5 · Game: %6"),
                _card(high_card) if high_card >= 0 else "–",
                who(high),
                _card(low_card) if low_card >= 0 else "–",
                who(low),
                who(jack),
                who(game),
            )
        ]
        points = ", ".join(f"{who(p)} {a}" for p, a in enumerate(augen))
        lines.append(_fill(QCoreApplication.translate("SevenUpTable", "Card points: %1"), points))
        if result.game_tied:
            # The tie rule for Game (SEV-6.4, SEV-A6), said with the side it favoured.
            best = max(augen)
            if game < 0:
                lines.append(
                    _fill(
                        QCoreApplication.translate(
                            "SevenUpTable",
                            "Card points are tied at %1: nobody takes Game (option: Tie for Game).",
                        ),
                        best,
                    )
                )
            elif view.num_players == 3:
                lines.append(
                    _fill(
                        QCoreApplication.translate(
                            "SevenUpTable",
                            "Card points are tied at %1: Game goes to %2, the tied player who comes "
                            "first after the dealer.",
                        ),
                        best,
                        who(game),
                    )
                )
            else:
                lines.append(
                    _fill(
                        QCoreApplication.translate(
                            "SevenUpTable",
                            "Card points are tied at %1: Game goes to %2, the side without the dealer.",
                        ),
                        best,
                        who(game),
                    )
                )
        for p, cards in enumerate(result.won):
            # Each side's won tricks, as a look at the stack after the hand: its counting cards first.
            counting = sorted((c for c in cards if AUGEN[c]), key=lambda c: -AUGEN[c])
            if not cards:
                lines.append(_fill(QCoreApplication.translate("SevenUpTable", "%1 took no tricks."), who(p)))
            elif counting:
                text = QCoreApplication.translate(
                    "SevenUpTable", "%1 took %n card(s); those with card points: %2", "", len(cards)
                )
                lines.append(_fill(text, who(p), " ".join(_card(c) for c in counting)))
            else:
                text = QCoreApplication.translate(
                    "SevenUpTable", "%1 took %n card(s), none with card points", "", len(cards)
                )
                lines.append(_fill(text, who(p)))
        lines += [_before_play_line(who(p), pts, why) for p, pts, why in result.before]
        independent = f.hand_scoring == "independent"
        if bonus >= 0:
            lines.append(_bonus_line(who(bonus), bonus == winner, independent))
        if independent:
            # Every point counts: each side records the points it took, plus any bonus.
            titles = (
                QCoreApplication.translate("SevenUpTable", "High"),
                QCoreApplication.translate("SevenUpTable", "Low"),
                QCoreApplication.translate("SevenUpTable", "Jack"),
                QCoreApplication.translate("SevenUpTable", "Game"),
            )
            # One at a time in this order (SEV-9): the game ends at the point that reaches the target,
            # and the points after it are not counted. What was counted is read from the hand's record.
            order = [(t, q) for t, q in zip(titles, (high, low, jack, game), strict=True) if q >= 0]
            if bonus >= 0 and bonus == winner:
                order.append((QCoreApplication.translate("SevenUpTable", "bonus"), bonus))
            taken = list(recorded)
            if summary.is_final and f.results:
                before = [sum(pts for q, pts, _why in result.before if q == p) for p in range(len(recorded))]
                taken = [max(r - b, 0) for r, b in zip(f.results[-1], before, strict=False)]
            counted: list[tuple[str, int]] = []
            for title, q in order:
                if taken[q] <= 0:
                    break
                taken[q] -= 1
                counted.append((title, q))
            parts = []
            for p in range(len(recorded)):
                took = [t for t, q in counted if q == p]
                if took:
                    parts.append(f"{who(p)} {len(took)} ({', '.join(took)})")
            if len(counted) == len(order):
                lines.append(
                    _fill(
                        QCoreApplication.translate(
                            "SevenUpTable", "Every point counts, so each side records the points it took: %1."
                        ),
                        "; ".join(parts) or nobody,
                    )
                )
            else:
                last, side = counted[-1] if counted else ("", -1)
                lines.append(
                    _fill(
                        QCoreApplication.translate(
                            "SevenUpTable",
                            "Every point counts, one at a time in the order High, Low, Jack, Game: %1.",
                        ),
                        "; ".join(parts) or nobody,
                    )
                )
                lines.append(
                    _fill(
                        QCoreApplication.translate(
                            "SevenUpTable",
                            "%1 brought %2 to %3 and ended the game there, so %4 did not count.",
                        ),
                        last,
                        who(side),
                        f.target,
                        ", ".join(t for t, _q in order[len(counted) :]),
                    )
                )
        elif winner >= 0:
            reason = {
                "most": QCoreApplication.translate("SevenUpTable", "the most points"),
                "precedence": QCoreApplication.translate(
                    "SevenUpTable", "a tie, decided by the higher point (High, Low, Jack, Game)"
                ),
                "non_dealer": QCoreApplication.translate(
                    "SevenUpTable", "a tie, which goes to the non-dealer side"
                ),
            }[result.why]
            if view.num_players == 4:  # a team: "Anna & Cleo win"
                text = QCoreApplication.translate(
                    "SevenUpTable", "%1 win the hand with %n point(s) (%2) and record %3.", "", counts[winner]
                )
            else:
                text = QCoreApplication.translate(
                    "SevenUpTable",
                    "%1 wins the hand with %n point(s) (%2) and records %3.",
                    "",
                    counts[winner],
                )
            lines.append(_fill(text, who(winner), reason, recorded[winner]))
        else:
            lines.append(
                QCoreApplication.translate("SevenUpTable", "Nobody took a point, so nobody records anything.")
            )
        lines.append(_score_line(f, who))
        return "\n".join(lines)

    def next_label(self) -> str:
        """Deal the next hand."""
        return QCoreApplication.translate("SevenUpTable", "Next hand")


def _before_play_line(side: str, points: int, why: str) -> str:
    """A point recorded before the first trick, and why."""
    reason = {
        "refuse": QCoreApplication.translate("SevenUpTable", "the elder hand refused twice"),
        "give": QCoreApplication.translate("SevenUpTable", "given by the dealer to keep the trump"),
        "jack": QCoreApplication.translate("SevenUpTable", "the turned-up jack"),
    }.get(why, why)
    return _fill(
        QCoreApplication.translate("SevenUpTable", "Before play %1 recorded %2: %3."), side, points, reason
    )


def _bonus_line(side: str, won: bool, independent: bool) -> str:
    """The bonus for accepting the trump when the dealer asked (SEV-4.3, SEV-7.4): given or lost."""
    if won:
        return _fill(
            QCoreApplication.translate(
                "SevenUpTable",
                "%1 accepted the trump when the dealer asked and won the hand: 1 bonus point more.",
            ),
            side,
        )
    if independent:
        return _fill(
            QCoreApplication.translate(
                "SevenUpTable",
                "%1 accepted the trump when the dealer asked but did not take the most points: no bonus.",
            ),
            side,
        )
    return _fill(
        QCoreApplication.translate(
            "SevenUpTable", "%1 accepted the trump when the dealer asked but did not win the hand: no bonus."
        ),
        side,
    )


def _score_line(facts: SevenUpFacts, who: Callable[[int], str]) -> str:
    """The score of every side, and the target."""
    return _fill(
        QCoreApplication.translate("SevenUpTable", "Score: %1 (first to %2)"),
        " : ".join(f"{who(p)} {s}" for p, s in enumerate(facts.party_scores)),
        facts.target,
    )
