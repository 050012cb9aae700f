"""Karriere Poker at the table: hands of numbered cards, the top set in the middle, position titles.

Equal numbers are interchangeable, so a pick names a copy (the first 7, the
second 7...) and clicking any 7 selects the next free one. A set is chosen by
clicking cards of one number and jokers; the Play button is ready only for a
set that may be led or that beats the top set. Pass needs no card.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Any, NamedTuple, TypeAlias

from PySide6.QtCore import QCoreApplication

from ...engine import Action, TableView
from ...games.karriere_poker import KarrierePokerFacts, Pass, Play
from ...games.karriere_poker.basics import JOKER, JOKER_RANK, RANK, set_text
from ...session.records import RoundSummary
from ..art import CardStyle
from ..choice import Chooser, Pick, copy_pick, pick_card
from ..scene.layout import Place, seat_anchors
from .base import GameUI, TableLayout, bottom_hand
from .base import fill as _fill

__all__ = ["KarrierePokerUI", "position_title"]

View: TypeAlias = TableView[KarrierePokerFacts]


def position_title(position: int, num_players: int) -> str:
    """The title of a position: Boss and Dishwasher always, the middle ones from the top of the list."""
    if position == 1:
        return QCoreApplication.translate("KarrierePokerTable", "Boss")
    if position == num_players:
        return QCoreApplication.translate("KarrierePokerTable", "Dishwasher")
    middle = (
        QCoreApplication.translate("KarrierePokerTable", "Managing Director"),
        QCoreApplication.translate("KarrierePokerTable", "Manager"),
        QCoreApplication.translate("KarrierePokerTable", "Head of Department"),
        QCoreApplication.translate("KarrierePokerTable", "Master"),
        QCoreApplication.translate("KarrierePokerTable", "Journeyman"),
        QCoreApplication.translate("KarrierePokerTable", "Apprentice"),
    )
    return middle[position - 2]


# The dealer's piles: the width of their cards, the gap between things, the room for a caption.
PILE_W = 40.0
PILE_GAP = 8.0
PILE_CAPTION_W = 165.0
_PILE_H = PILE_W * 1.4

Rect: TypeAlias = tuple[float, float, float, float]
Point: TypeAlias = tuple[float, float]


class DealerPiles(NamedTuple):
    """Where the dealer's set-aside and cleared stacks lie, and their captions (each starts there)."""

    aside: Point
    out: Point
    aside_caption: Point
    out_caption: Point


def _piles_in(shape: str, left: float, top: float) -> DealerPiles:
    """The piles in a box: "pair" (the two stacks side by side, their captions one above the other to
    their right) or "column" (each stack with its caption to its right, one under the other)."""
    x = left + PILE_W / 2
    if shape == "pair":
        y = top + _PILE_H / 2
        out_x = x + PILE_W + PILE_GAP
        text_x = out_x + PILE_W / 2 + PILE_GAP
        return DealerPiles((x, y), (out_x, y), (text_x, y - 11), (text_x, y + 11))
    text_x = x + PILE_W / 2 + PILE_GAP
    y1 = top + _PILE_H / 2
    y2 = y1 + _PILE_H + PILE_GAP
    return DealerPiles((x, y1), (x, y2), (text_x, y1), (text_x, y2))


_SHAPES = {
    "pair": (2 * PILE_W + 2 * PILE_GAP + PILE_CAPTION_W, _PILE_H),
    "column": (PILE_W + PILE_GAP + PILE_CAPTION_W, 2 * _PILE_H + PILE_GAP),
}


# The places tried for the piles, nearest first: further out from the plate, and to either side.
_TRIES = sorted(
    ((extra, side) for extra in range(0, 400, 20) for side in range(-320, 321, 20)),
    key=lambda t: t[0] + abs(t[1]),
)


@functools.lru_cache(maxsize=64)
def dealer_piles(
    plate: Point,
    own: bool,
    centre: Point,
    size: Point,
    keep_clear: tuple[Rect, ...],
    others: tuple[Point, ...] = (),
) -> DealerPiles:
    """Where the dealer's piles lie: in front of his plate (``own``: the viewer's plate in the
    corner, above it), the nearest place that stays on the felt, clear of the ``keep_clear``
    rectangles (left, top, right, bottom: plates, hands and the middle of the table) and nearer the
    dealer's plate (its edge) than any of the ``others``' plates (so they are seen as his).
    """
    px, py = plate
    w, h = size
    if own:
        ux, uy = 0.0, -1.0
    else:
        dx, dy = centre[0] - px, centre[1] - py
        norm = math.hypot(dx, dy) or 1.0
        ux, uy = dx / norm, dy / norm
    # Beside a plate at the side, one under the other; below or above one, side by side.
    shapes = ["column", "pair"] if abs(ux) > abs(uy) else ["pair", "column"]
    # The felt: the oval the table paints (cardgames.ui.scene.felt.Felt.paint), a little inside its rim.
    fx, fy, rx, ry = w / 2, h * 0.46, w * 0.465 - 12, h * 0.43 - 12

    def fits(r: Rect) -> bool:
        if r[0] < 0:
            return False
        mx, my = (r[0] + r[2]) / 2, (r[1] + r[3]) / 2
        mine = _to_plate(mx, my, px, py)
        if any(_to_plate(mx, my, ox, oy) <= mine for ox, oy in others):
            return False
        if not own and any(
            ((x - fx) / rx) ** 2 + ((y - fy) / ry) ** 2 > 1.0 for x in r[::2] for y in r[1::2]
        ):
            return False
        return all(r[2] <= k[0] or k[2] <= r[0] or r[3] <= k[1] or k[3] <= r[1] for k in keep_clear)

    def box(shape: str, extra: float, side: float) -> Rect:
        bw, bh = _SHAPES[shape]
        start = _reach(ux, uy, 115.0, 35.0) + _reach(ux, uy, bw / 2, bh / 2) + 10.0 + extra
        bx = px + ux * start - uy * side
        by = py + uy * start + ux * side
        return (bx - bw / 2, by - bh / 2, bx + bw / 2, by + bh / 2)

    for extra, side in _TRIES:
        for shape in shapes:
            r = box(shape, extra, side)
            if fits(r):
                return _piles_in(shape, r[0], r[1])
    r = box(shapes[0], 0.0, 0.0)  # nothing fits: the nearest place, whatever it covers
    return _piles_in(shapes[0], r[0], r[1])


def _to_plate(x: float, y: float, px: float, py: float) -> float:
    """How far (x, y) is from the name plate centred on (px, py) (0 on it)."""
    return math.hypot(max(abs(x - px) - 115.0, 0.0), max(abs(y - py) - 35.0, 0.0))


def _reach(dx: float, dy: float, half_w: float, half_h: float) -> float:
    """How far a box of this half size reaches from its centre in the direction (dx, dy)."""
    return min(half_w / abs(dx) if dx else math.inf, half_h / abs(dy) if dy else math.inf)


def _set_words(cards: Sequence[int]) -> str:
    """Cards for the player: ``7 7 J``."""
    return set_text(sorted(cards, key=RANK.__getitem__))


def _play_words(cards: Sequence[int]) -> str:
    """A set as played: ``7 7 J (J as 7)`` when jokers join a number (they take its value, KP-2.2)."""
    words = _set_words(cards)
    numbers = {c for c in cards if c != JOKER}
    if JOKER not in cards or len(numbers) != 1:
        return words
    return _fill(QCoreApplication.translate("KarrierePokerTable", "%1 (J as %2)"), words, numbers.pop())


class KarrierePokerUI(GameUI[KarrierePokerFacts]):
    """Karriere Poker's layout, picks and texts."""

    game_id = "karriere_poker"
    style = CardStyle.KARRIERE
    kinds = ("play", "pass")
    sorted_zones = frozenset({"hand"})

    def faces(self, num_players: int) -> list[int]:
        """Jokers and 1..13."""
        return list(range(14))

    def card_order(self, card: int) -> int:
        """Numbers in order, jokers last (they rank highest)."""
        return int(RANK[card])

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
        """The viewer's hand at the bottom, the others round the table by chair, the sets in the middle."""
        n = num_players
        w, h = width, height
        bottom = viewer if viewer is not None else 0
        anchors = seat_anchors(n, viewer, w, h, chairs=chairs)
        cx, cy = w / 2, h * 0.45
        places: dict[tuple[Any, ...], Place] = {}
        plates: list[tuple[float, float]] = [(0.0, 0.0)] * n
        captions: dict[tuple[Any, ...], tuple[float, float]] = {}
        # Up to 17 cards (the Dishwasher's 13 and the leftovers): a wide, overlapping fan.
        hand_w = 92.0
        places[("hand", bottom)] = hand = bottom_hand(w, h, 17, hand_w, 0.62, right=60.0)
        hand_x = hand.center[0]
        plates[bottom] = (125.0, h - 72)
        captions[("exchange",)] = (hand_x, h - hand_w * 1.72 - 12)
        small = 40.0 if n <= 5 else 34.0
        span = min(200.0, w / (n + 0.5))
        for seat in range(n):
            if seat == bottom:
                continue
            ax, ay, _facing = anchors[seat]
            plates[seat] = (ax, ay)
            places[("hand", seat)] = Place("row", (ax, ay - 32), small, length=span * 0.8, step=0.16, z=4)
        # The middle: the top set large, the sets it beat this round small above it.
        places[("top",)] = Place("row", (cx, cy + 8), 84.0, length=w * 0.36, step=0.7, z=14)
        places[("table",)] = Place("row", (cx, cy - 96), 46.0, length=w * 0.3, step=0.3, z=10)
        captions[("top",)] = (cx, cy + 84)
        captions[("table",)] = (cx, cy - 142)
        # The dealer's piles lie in front of him (game 1's drawn dealer, later the Dishwasher): the
        # cards he sets aside in game 1 and those he clears after every round; the deck too.
        keep_clear = [
            (cx - 130, cy - 156, cx + 130, cy - 128),  # "Beaten this round"
            (cx - 120, cy - 128, cx + 120, cy - 64),  # the sets beaten
            (cx - 135, cy - 51, cx + 135, cy + 67),  # the top set (four cards)
            (cx - 250, cy + 72, cx + 250, cy + 96),  # who played it
            (hand_x - 290, h - hand_w * 1.72 - 24, hand_x + 290, h),  # the exchange caption
            (hand.center[0] - hand.length / 2, hand.center[1] - hand_w * 1.1, w, h),  # the hand, raised
        ]
        for seat in range(n):
            px, py = plates[seat]
            keep_clear.append((px - 121, py - 41, px + 121, py + 41))
            if seat != bottom:
                row = places[("hand", seat)]
                half = row.length / 2 + row.card_w / 2
                keep_clear.append(
                    (row.center[0] - half, row.center[1] - row.card_w * 0.7, row.center[0] + half, py)
                )
        at = plates[dealer if dealer is not None else bottom]
        others = tuple(p for p in plates if p != at)
        piles = dealer_piles(at, dealer in (None, bottom), (cx, cy), (w, h), tuple(keep_clear), others)
        places[("aside",)] = Place("stack", piles.aside, PILE_W, z=4)
        places[("out",)] = Place("stack", piles.out, PILE_W, z=4)
        captions[("aside",)] = piles.aside_caption
        captions[("out",)] = piles.out_caption
        deck = piles.out if dealer is not None else (cx, cy)
        places[("deck",)] = Place("stack", deck, PILE_W * 1.6, z=30)
        left = frozenset({("aside",), ("out",)})
        return TableLayout(places, plates, captions, fallback=(cx, cy), left_captions=left)

    # ------------------------------------------------------------------ picking

    def picks(self, action: Action, seat: int, view: View | None = None) -> frozenset[Pick]:
        """The set's cards in the hand, as copies (first 7, second 7, first joker...); Pass picks none."""
        if isinstance(action, Pass):
            return frozenset()
        if not isinstance(action, Play):
            raise TypeError(f"not a Karriere Poker move: {action!r}")
        hand = ("hand", seat)
        picks = {(hand, copy_pick(action.number, i)) for i in range(action.count)}
        picks |= {(hand, copy_pick(JOKER, i)) for i in range(action.jokers)}
        return frozenset(picks)

    def input_zones(self, view: View, seat: int) -> list[tuple[Any, ...]]:
        """Only the hand."""
        return [("hand", seat)]

    def kind(self, action: Action) -> str:
        """play or pass."""
        if isinstance(action, Play):
            return "play"
        if isinstance(action, Pass):
            return "pass"
        raise TypeError(f"not a Karriere Poker move: {action!r}")

    def button_label(
        self, kind: str, view: View | None = None, chooser: Chooser | None = None, names: Sequence[str] = ()
    ) -> str:
        """Play the selected set, or pass."""
        return {
            "play": QCoreApplication.translate("KarrierePokerTable", "Play &set"),
            "pass": QCoreApplication.translate("KarrierePokerTable", "&Pass"),
        }[kind]

    def button_tip(self, kind: str, view: View | None = None) -> str:
        """What the button does."""
        return {
            "play": QCoreApplication.translate(
                "KarrierePokerTable", "Play the selected cards: one number, plus any jokers."
            ),
            "pass": QCoreApplication.translate(
                "KarrierePokerTable", "Play nothing this round; you cannot come back into it."
            ),
        }[kind]

    @staticmethod
    def _selected(chooser: Chooser) -> list[int]:
        return [pick_card(code)[0] for (_zone, code) in chooser.selection]

    def hint(self, view: View, chooser: Chooser) -> str | None:
        """What the selection makes, and what is still missing."""
        cards = self._selected(chooser)
        top = view.facts.top
        if not cards:
            if top is not None and set(chooser.kinds) == {"pass"}:
                return QCoreApplication.translate(
                    "KarrierePokerTable", "Nothing in your hand beats this set: click Pass."
                )
            return None
        words = _play_words(cards)
        if chooser.ready():
            if top is None:
                return _fill(
                    QCoreApplication.translate(
                        "KarrierePokerTable", "Lead %1. Double-click a card to lead it alone."
                    ),
                    words,
                )
            return _fill(QCoreApplication.translate("KarrierePokerTable", "Raise with %1."), words)
        if top is not None:
            need = top.size - len(cards)
            if need > 0:
                return _fill(
                    QCoreApplication.translate(
                        "KarrierePokerTable",
                        "%1 selected: pick %n more card(s) of the same number, or jokers.",
                        "",
                        need,
                    ),
                    words,
                )
        return _fill(
            QCoreApplication.translate("KarrierePokerTable", "%1 is not a set you can play now."), words
        )

    # ------------------------------------------------------------------ words on the table

    def captions(self, view: View, names: Sequence[str] = ()) -> dict[tuple[Any, ...], str]:
        """The top set and who played it, what it beat, the cleared and set-aside stacks, the exchange."""
        out: dict[tuple[Any, ...], str] = {}
        f = view.facts
        top = f.top
        n = view.num_players

        def name(seat: int) -> str:
            return names[seat] if seat < len(names) else str(seat + 1)

        if top is not None:
            if top.value < JOKER_RANK:
                text = QCoreApplication.translate(
                    "KarrierePokerTable", "%1 played %2 · beat it with %n card(s)", "", top.size
                )
            elif f.jokers_over:
                text = QCoreApplication.translate(
                    "KarrierePokerTable", "%1 played %2 · only %n joker(s) beat it", "", top.size
                )
            else:
                text = QCoreApplication.translate("KarrierePokerTable", "%1 played %2 · nothing beats it")
            out[("top",)] = _fill(text, name(top.seat), _play_words(f.top_set))
        elif f.phase == "lead" and view.current_player is not None:
            out[("top",)] = _fill(
                QCoreApplication.translate("KarrierePokerTable", "%1 leads a new round"),
                name(view.current_player),
            )
        if len(view.zone("table")):
            out[("table",)] = QCoreApplication.translate("KarrierePokerTable", "Beaten this round")
        cleared = len(view.zone("out"))
        if cleared:
            out[("out",)] = _fill(QCoreApplication.translate("KarrierePokerTable", "Cleared: %1"), cleared)
        aside = len(view.zone("aside"))
        if aside:
            out[("aside",)] = _fill(QCoreApplication.translate("KarrierePokerTable", "Set aside: %1"), aside)
        exchange = f.exchange
        if exchange is not None and f.poker_round == 1 and f.phase != "over":
            out[("exchange",)] = _fill(
                QCoreApplication.translate(
                    "KarrierePokerTable", "Exchange with %1 (%2): you gave %3, you got %4"
                ),
                name(exchange.partner),
                position_title(f.positions[exchange.partner], n),
                _set_words(exchange.gave),
                _set_words(exchange.got),
            )
        return out

    def card_words(self, cards: Sequence[int]) -> str:
        """A set as players read it: ``7 7 J``."""
        return _set_words(cards)

    def plate_line(self, view: View, seat: int) -> str:
        """The seat's title this game (game 1: the dealer's job) and its cards; once out, the position
        it took; the last one left with cards, how many it kept and the position that gives."""
        f = view.facts
        n = view.num_players
        done = f.finished[seat]
        left = f.hand_sizes[seat]
        if done and left:
            return _fill(
                QCoreApplication.translate("KarrierePokerTable", "%n card(s) left → %1", "", left),
                position_title(done, n),
            )
        if done:
            return _fill(
                QCoreApplication.translate("KarrierePokerTable", "Out → %1"), position_title(done, n)
            )
        cards = QCoreApplication.translate("KarrierePokerTable", "%n card(s)", "", left)
        pos = f.positions[seat]
        if pos:
            return f"{position_title(pos, n)} · {cards}"
        if seat == f.dealer and f.phase != "over":
            return QCoreApplication.translate("KarrierePokerTable", "Dealer") + f" · {cards}"
        return cards

    def plate_note(self, view: View, seat: int) -> str:
        """A bubble saying "Pass" by a seat that passed in the running poker round (gone with the round)."""
        moves = view.facts.round_moves
        if view.facts.phase == "over" or seat >= len(moves) or moves[seat] != "pass":
            return ""
        return QCoreApplication.translate("KarrierePokerTable", "Pass")

    def _exchange_news(self, view: View) -> tuple[int, ...]:
        """The cards the viewer got in this game's exchange, while it has not yet played or passed."""
        f = view.facts
        seat = view.seat
        if seat is None or f.exchange is None or f.poker_round != 1 or f.phase == "over":
            return ()
        if seat < len(f.round_moves) and f.round_moves[seat]:
            return ()
        return f.exchange.got

    def card_tags(self, view: View) -> dict[Pick, str]:
        """The tag "new" on the cards the exchange brought, until the viewer's first turn is taken."""
        got = self._exchange_news(view)
        if not got or view.seat is None:
            return {}
        hand = ("hand", view.seat)
        held = view.zone(*hand).cards
        new = QCoreApplication.translate("KarrierePokerTable", "new")
        tags: dict[Pick, str] = {}
        for card in set(got):
            # Equal numbers are interchangeable: the last copies in the hand stand for the new ones.
            have = held.count(card)
            for copy in range(max(have - got.count(card), 0), have):
                tags[(hand, copy_pick(card, copy))] = new
        return tags

    def handover_note(self, view: View, names: Sequence[str] = ()) -> str:
        """A word before the hand is shown: the exchange brought cards, marked in the hand (which
        ones is said only once the hand is shown)."""
        if not self._exchange_news(view):
            return ""
        return QCoreApplication.translate(
            "KarrierePokerTable", "Your cards from the exchange are marked in your hand."
        )

    def scores(self, view: View) -> tuple[object, ...]:
        """Each seat's title this game (none in game 1); once out, the title it takes next."""
        f = view.facts
        n = view.num_players
        return tuple(
            "→ " + position_title(done, n) if done else position_title(p, n) if p else "–"
            for p, done in zip(f.positions, f.finished, strict=True)
        )

    def score_header(self) -> str:
        """Positions, not points."""
        return QCoreApplication.translate("KarrierePokerTable", "Position")

    def summary_scores(self, summary: RoundSummary, view: View) -> Sequence[object]:
        """The positions the last game gave."""
        if not summary.rounds:
            return self.scores(view)
        last = summary.rounds[-1]
        return tuple(position_title(p, len(last)) for p in last)

    def round_label(self, view: View) -> str:
        """Game g (of G) and the poker round."""
        f = view.facts
        if f.games:
            head = _fill(QCoreApplication.translate("KarrierePokerTable", "Game %1 of %2"), f.round, f.games)
        else:
            head = _fill(QCoreApplication.translate("KarrierePokerTable", "Game %1"), f.round)
        return (
            head + " · " + _fill(QCoreApplication.translate("KarrierePokerTable", "Round %1"), f.poker_round)
        )

    # ------------------------------------------------------------------ summaries

    def summary_title(self, summary: RoundSummary, names: Sequence[str]) -> str:
        """Who won the match, or which game ended and who is the new Boss."""
        if summary.winners is not None:
            return super().summary_title(summary, names)
        last = summary.rounds[-1] if summary.rounds else ()
        boss = names[last.index(1)] if 1 in last else ""
        return _fill(
            QCoreApplication.translate("KarrierePokerTable", "Game %1 is over: %2 is the new Boss"),
            summary.number,
            boss,
        )

    def summary_subtitle(self, summary: RoundSummary, names: Sequence[str]) -> str:
        """What the table shows."""
        if summary.is_final:
            return QCoreApplication.translate(
                "KarrierePokerTable",
                "The match is over after %n game(s). Positions in every game:",
                "",
                summary.number,
            )
        return QCoreApplication.translate(
            "KarrierePokerTable",
            "Positions in every game so far. They decide the seats and the card exchange of the next game.",
        )

    def summary_headers(self, summary: RoundSummary) -> list[str]:
        """Player, one column per game, and the position now."""
        games = [
            _fill(QCoreApplication.translate("KarrierePokerTable", "G%1"), g + 1)
            for g in range(len(summary.rounds))
        ]
        return [
            QCoreApplication.translate("KarrierePokerTable", "Player"),
            *games,
            QCoreApplication.translate("KarrierePokerTable", "Now"),
        ]

    def summary_row(self, summary: RoundSummary, seat: int, view: View | None = None) -> list[str]:
        """The seat's position number in every game, and its title now."""
        cells = [f"{r[seat]}." for r in summary.rounds]
        last = summary.rounds[-1] if summary.rounds else ()
        cells.append(position_title(last[seat], len(last)) if last else "")
        return cells

    def summary_leaders(self, summary: RoundSummary) -> set[int]:
        """The Boss of the last game (the match winner at the end)."""
        if summary.winners is not None:
            return set(summary.winners)
        last = summary.rounds[-1] if summary.rounds else ()
        return {last.index(1)} if 1 in last else set()

    def round_name(self, number: int) -> str:
        """A game's name in the history."""
        return _fill(QCoreApplication.translate("KarrierePokerTable", "Game %1"), number)

    def history_line(
        self, number: int, points: Sequence[int], view: View | None, names: Sequence[str]
    ) -> str:
        """The positions game ``number`` gave, from Boss to Dishwasher."""
        n = len(points)
        order = sorted(range(n), key=lambda s: points[s])
        ranks = " · ".join(
            f"{position_title(points[s], n)} {names[s] if s < len(names) else s + 1}" for s in order
        )
        return f"{self.round_name(number)}: {ranks}"

    def history_series(self, rounds: Sequence[Sequence[int]]) -> tuple[list[list[int]], bool]:
        """Each player's position in every game (1, the Boss, at the top)."""
        if not rounds:
            return [], True
        return [[r[s] for r in rounds] for s in range(len(rounds[0]))], True

    def summary_details(self, summary: RoundSummary, names: Sequence[str], view: View | None) -> str:
        """The loser of a Dishwasher streak (KP-8.3), as the game names him, and how often in a row."""
        if view is None or view.facts.loser is None or view.facts.loser >= len(names):
            return ""
        loser = view.facts.loser
        count = 0
        for r in reversed(view.facts.results):
            if r[loser] != len(r):
                break
            count += 1
        return _fill(
            QCoreApplication.translate("KarrierePokerTable", "%1 was Dishwasher %2 times in a row and pays."),
            names[loser],
            count,
        )

    def next_label(self) -> str:
        """Deal the next game."""
        return QCoreApplication.translate("KarrierePokerTable", "Next game")
