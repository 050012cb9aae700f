"""Straight Up at the table: the market in the middle with its prices, every player's draw pile,
discard pile (fanned, so anyone can read it), two straight places and strike marker, and the
hand of the player on turn with its money.

Opponents sit in a row across the top, the viewer's own cards lie above its hand. Cards are
ranks (suits do not matter), drawn as French cards, each copy in its own suit for the whole match
(the view's ``faces``); the strike marker is a joker that goes into the box when it is used.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeAlias

from PySide6.QtCore import QCoreApplication

from ...engine import Action, TableView
from ...games.straight_up import Buy, Pass, Place, Remove, StraightUpFacts, Strike
from ...games.straight_up.basics import COST, GOALS, JOKER, card_effect, card_label, straight_text
from ...games.straight_up.suits import face
from ...session.records import RoundSummary
from ..art import RANKS_JOKER, CardStyle
from ..choice import Chooser, Pick, pick_card, strip_key
from ..i18n import message_text
from ..scene.layout import Place as Spot
from ..scene.layout import card_slots
from .base import GameUI, Pile, TableLayout, bottom_hand
from .base import fill as _fill

__all__ = ["StraightUpUI"]

assert JOKER == RANKS_JOKER, "the engine's strike marker must be the art's joker"

#: Cards in a market row at most (four players: 4 + 2).
MAX_MARKET = 6

View: TypeAlias = TableView[StraightUpFacts]


class StraightUpUI(GameUI[StraightUpFacts]):
    """Straight Up's layout, picks and texts."""

    review_unit = "turn"
    open_hand_cards = 3  # a turn's hand (STR-3.1)

    #: One game decides the match: there is no score history.
    has_rounds = False

    game_id = "straight_up"
    style = CardStyle.RANKS
    kinds = ("buy", "remove", "place", "strike", "pass")
    sorted_zones = frozenset({"hand"})
    has_piles = True

    def faces(self, num_players: int) -> list[int]:
        """Every rank in every suit (each copy is drawn in its own, ``games.straight_up.suits``), and
        the joker."""
        return [face(rank, suit) for rank in range(2, JOKER) for suit in range(4)] + [JOKER]

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
        """The viewer's hand at the bottom, its piles above; the others across the top; the market between."""
        n = num_players
        w, h = width, height
        bottom = viewer if viewer is not None else 0
        cx = w / 2
        places: dict[tuple[Any, ...], Spot] = {}
        plates: list[tuple[float, float]] = [(0.0, 0.0)] * n
        captions: dict[tuple[Any, ...], tuple[float, float]] = {}

        # The viewer: hand along the bottom, its piles, straights and marker in a row above it.
        places[("hand", bottom)] = bottom_hand(w, h, 3, 100.0, 1.08, right=120.0)
        plates[bottom] = (125.0, h - 72)
        captions[("hand", bottom)] = (cx, h - 172)
        self._tableau(places, captions, bottom, cx, h - 255, 62.0, wide=True, marker=(265.0, h - 72))

        # The others across the top, from the viewer's left round to its right.
        others = n - 1
        for k in range(1, n):
            seat = (bottom + k) % n
            x = w * (k - 0.5) / others
            y = 78.0
            plates[seat] = (x, y)
            # The hand of an opponent on turn: face down beside the name plate (left of it, the strike
            # marker is on its right), never over the plate or off the table's top edge.
            places[("hand", seat)] = Spot(
                "row", (x - 125.0, y), 40.0, length=90.0, step=0.45, z=4, anchor="end"
            )
            self._tableau(places, captions, seat, x, y + 105, 50.0, wide=others == 1, marker=(x + 142, y))

        # The market in the middle: deck, row, discard; right of it the removed starting cards and
        # the box with the used strike markers.
        my = h * 0.5
        row = Spot("row", (cx, my), 72.0, length=MAX_MARKET * 72.0 * 1.14, step=1.14, z=10)
        places[("market",)] = row
        for count in range(1, MAX_MARKET + 1):
            for i, slot in enumerate(card_slots(row, count)):
                captions[("price", count, i)] = (slot.x, my + 62)
        left, right = cx - 410, cx + 410
        places[("market_deck",)] = Spot("stack", (left, my), 72.0, z=8)
        places[("market_discard",)] = Spot("stack", (right, my), 72.0, z=8)
        captions[("market_deck",)] = (left, my + 62)
        captions[("market_discard",)] = (right, my + 62)
        captions[("market",)] = (cx, my - 66)
        out_x = cx + 525
        places[("removed",)] = Spot("stack", (out_x, my - 45), 50.0, z=8)
        places[("box",)] = Spot("stack", (out_x, my + 45), 40.0, z=8)
        captions[("removed",)] = (out_x, my + 2)
        captions[("box",)] = (out_x, my + 88)
        return TableLayout(places, plates, captions, fallback=(left, my))

    @staticmethod
    def _tableau(
        places: dict[tuple[Any, ...], Spot],
        captions: dict[tuple[Any, ...], tuple[float, float]],
        seat: int,
        x: float,
        y: float,
        card: float,
        wide: bool,
        marker: tuple[float, float],
    ) -> None:
        """A player's draw pile, fanned discard pile and two straight places around (x, y), and the
        strike marker at ``marker`` (beside the name plate).

        ``wide``: everything in one row (the viewer, or the only opponent); else two rows.
        """
        below = card * 0.7 + 12
        if wide:
            cells = [-5.6, -3.2, -0.2, 2.2]
            ys = [y] * 4
        else:
            cells = [-2.3, 0.5, -1.2, 1.2]
            ys = [y, y, y + card * 1.4 + 26, y + card * 1.4 + 26]
        xs = [x + c * card for c in cells]
        places[("draw", seat)] = Spot("stack", (xs[0], ys[0]), card, z=6)
        captions[("draw", seat)] = (xs[0], ys[0] + below)
        discard_len = card * (3.4 if wide else 3.6)
        places[("discard", seat)] = Spot("row", (xs[1], ys[1]), card, length=discard_len, step=0.3, z=6)
        captions[("discard", seat)] = (xs[1], ys[1] + below)
        for i in range(2):
            places[("straight", seat, i)] = Spot(
                "row", (xs[2 + i], ys[2 + i]), card, length=card * 2.3, step=0.42, z=7
            )
        places[("marker", seat)] = Spot("stack", marker, 36.0, z=7)

    def card_order(self, card: int) -> int:
        """By rank: the id is the rank."""
        return card

    # ------------------------------------------------------------------ picking

    def picks(self, action: Action, seat: int, view: View | None = None) -> frozenset[Pick]:
        """Buy: the market card. Remove and place: the hand card. Strike: the hand card and the
        struck top card (read from ``view``). Pass: nothing."""
        if isinstance(action, Buy):
            return frozenset({(("market",), action.card)})
        if isinstance(action, Remove | Place):
            return frozenset({(("hand", seat), action.card)})
        if isinstance(action, Strike):
            target = view.zone("straight", action.seat, action.slot).cards if view is not None else ()
            top = target[-1] if target else GOALS[0]
            return frozenset({(("hand", seat), action.card), (("straight", action.seat, action.slot), top)})
        if isinstance(action, Pass):
            return frozenset()
        raise TypeError(f"not a Straight Up move: {action!r}")

    def input_zones(self, view: View, seat: int) -> list[tuple[Any, ...]]:
        """The hand and the market; of the other players' straights only those the game says a
        strike may hit now (the others would be dimmed for nothing)."""
        zones: list[tuple[Any, ...]] = [("hand", seat), ("market",)]
        zones += [("straight", s, i) for s, i in view.facts.strike_targets]
        return zones

    def passive(self, view: View, pick: Pick) -> bool:
        """The money cards of the hand on turn (5 to 10): no move picks them, but the hand's money
        counts them, so they are not dimmed (their tooltip says they pay for a purchase)."""
        zone, code = pick
        return zone == ("hand", view.seat) and 5 <= pick_card(code)[0] <= 10

    def kind(self, action: Action) -> str:
        """The action's button."""
        for cls, name in (
            (Buy, "buy"),
            (Remove, "remove"),
            (Place, "place"),
            (Strike, "strike"),
            (Pass, "pass"),
        ):
            if isinstance(action, cls):
                return name
        raise TypeError(f"not a Straight Up move: {action!r}")

    def button_label(
        self, kind: str, view: View | None = None, chooser: Chooser | None = None, names: Sequence[str] = ()
    ) -> str:
        """The buttons; a strike ready to go names its target: "Strike Ben's Q with K"."""
        strike = chooser.ready().get("strike") if chooser is not None else None
        if kind == "strike" and isinstance(strike, Strike) and view is not None:
            top = _strike_top(view, strike)
            if strike.seat < len(names):
                return _fill(
                    QCoreApplication.translate("StraightUpTable", "&Strike %1's %2 with %3"),
                    names[strike.seat].replace("&", "&&"),  # a name's "&" is no key marker
                    card_label(top),
                    card_label(strike.card),
                )
            return _fill(
                QCoreApplication.translate("StraightUpTable", "&Strike the %1 with %2"),
                card_label(top),
                card_label(strike.card),
            )
        return {
            "buy": QCoreApplication.translate("StraightUpTable", "&Buy"),
            "remove": QCoreApplication.translate("StraightUpTable", "&Remove from the game"),
            "place": QCoreApplication.translate("StraightUpTable", "P&lace in a straight"),
            "strike": QCoreApplication.translate("StraightUpTable", "&Strike"),
            "pass": QCoreApplication.translate("StraightUpTable", "&Pass"),
        }[kind]

    def coach_words(
        self, action: Action, seat: int, view: View | None, names: Sequence[str] = ()
    ) -> str | None:
        """The coach's line for a strike (whose card, with which) and a placement (on which straight)."""
        if isinstance(action, Strike) and view is not None:
            top = card_label(_strike_top(view, action))
            if action.seat < len(names):
                text = QCoreApplication.translate("StraightUpTable", "&Strike %1's %2 with %3")
                name = names[action.seat].replace("&", "&&")  # a name's "&" is no key marker
                return strip_key(_fill(text, name, top, card_label(action.card)))[0]
            text = QCoreApplication.translate("StraightUpTable", "&Strike the %1 with %2")
            return strip_key(_fill(text, top, card_label(action.card)))[0]
        if isinstance(action, Place) and view is not None:
            lengths = view.facts.straights[seat]
            length = lengths[action.slot]
            if length == 0:
                text = _fill(
                    QCoreApplication.translate("StraightUpTable", "Place %1: start a straight"),
                    card_label(action.card),
                )
            else:
                text = _fill(
                    QCoreApplication.translate("StraightUpTable", "Place %1 on %2"),
                    card_label(action.card),
                    straight_text(length),
                )
            if lengths.count(length) > 1:
                text = _fill(
                    QCoreApplication.translate("StraightUpTable", "%1 (straight %2)"), text, action.slot + 1
                )
            return text
        return None

    def button_tip(self, kind: str, view: View | None = None) -> str:
        """What each action does."""
        return {
            "buy": QCoreApplication.translate(
                "StraightUpTable",
                "Buy the selected market card with all the money in your hand; it goes onto your "
                "discard pile. No change is given.",
            ),
            "remove": QCoreApplication.translate(
                "StraightUpTable", "Put the selected starting card (2, 3 or 4) out of the game for good."
            ),
            "place": QCoreApplication.translate(
                "StraightUpTable",
                "Lay the selected goal card out: a J starts a straight (two at most), Q goes on J, "
                "K on J-Q, A on J-Q-K.",
            ),
            "strike": QCoreApplication.translate(
                "StraightUpTable",
                "Once per game: beat the top card of an opponent's straight with a higher goal card. "
                "Both cards go to their owners' discard piles and your joker is put away.",
            ),
            "pass": QCoreApplication.translate("StraightUpTable", "Do nothing this turn."),
        }[kind]

    def hint(self, view: View, chooser: Chooser) -> str | None:
        """What the selection does (as the move it makes says), and what the money in hand is."""
        money = view.facts.money or 0
        if not chooser.selection:
            return _fill(
                QCoreApplication.translate(
                    "StraightUpTable", "Your hand gives %1. Pick a card to buy, remove, place or strike with."
                ),
                money,
            )
        zone, code = chooser.selection[0]
        card = pick_card(code)[0]
        if zone == ("market",):
            return _fill(
                QCoreApplication.translate("StraightUpTable", "Buy %1 for %2 (your hand gives %3)."),
                card_label(card),
                COST[card],
                money,
            )
        ready = chooser.ready()
        if "remove" in ready:
            return _fill(
                QCoreApplication.translate(
                    "StraightUpTable", "Remove %1 from the game (or double-click it)."
                ),
                card_label(card),
            )
        place = ready.get("place")
        if len(chooser.selection) == 1 and not isinstance(place, Place):
            return _fill(
                QCoreApplication.translate(
                    "StraightUpTable", "Pick the top card of an opponent's straight to strike with %1."
                ),
                card_label(card),
            )
        if isinstance(place, Place):
            # Name the place the card goes to: a new straight, or the straight it extends.
            below = view.zone("straight", view.seat, place.slot).cards
            if not below:
                where = QCoreApplication.translate("StraightUpTable", "Start a new straight with J")
            else:
                where = _fill(
                    QCoreApplication.translate("StraightUpTable", "Put %1 on your straight %2"),
                    card_label(card),
                    _run(below),
                )
            if view.facts.strike_targets:
                return _fill(
                    QCoreApplication.translate(
                        "StraightUpTable", "%1 (or double-click it), or pick an outlined straight to strike."
                    ),
                    where,
                )
            return _fill(QCoreApplication.translate("StraightUpTable", "%1 (or double-click it)."), where)
        strike = ready.get("strike")
        if isinstance(strike, Strike):
            # Name the target: the top card and the straight it leaves behind.
            return _fill(
                QCoreApplication.translate(
                    "StraightUpTable",
                    "Strike the %1 on top of the straight %2 with %3: both go to their owners' discard "
                    "piles, and your joker is put away.",
                ),
                card_label(_strike_top(view, strike)),
                _run(view.zone("straight", strike.seat, strike.slot).cards),
                card_label(card),
            )
        return _fill(QCoreApplication.translate("StraightUpTable", "Strike with %1."), card_label(card))

    # ------------------------------------------------------------------ words on the table

    def captions(self, view: View, names: Sequence[str] = ()) -> dict[tuple[Any, ...], str]:
        """Prices, pile counts, the market's piles and the money of the viewer's hand."""
        f = view.facts
        out: dict[tuple[Any, ...], str] = {}
        market = view.zone("market").cards
        for i, card in enumerate(market):
            out[("price", len(market), i)] = str(COST[card])
        if market:
            out[("market",)] = QCoreApplication.translate(
                "StraightUpTable", "Market: the price is under each card"
            )
        else:
            out[("market",)] = QCoreApplication.translate("StraightUpTable", "The market is empty.")
        out[("market_deck",)] = _fill(
            QCoreApplication.translate("StraightUpTable", "Market deck: %1"), f.market_deck_size
        )
        out[("market_discard",)] = _fill(
            QCoreApplication.translate("StraightUpTable", "Market discard: %1"), f.market_discard_size
        )
        removed = len(view.zone("removed"))
        if removed:
            out[("removed",)] = _fill(QCoreApplication.translate("StraightUpTable", "Removed: %1"), removed)
        if len(view.zone("box")):
            out[("box",)] = QCoreApplication.translate("StraightUpTable", "Strikes used")
        for s in range(view.num_players):
            count = f.draw_sizes[s]
            out[("draw", s)] = QCoreApplication.translate("StraightUpTable", "%n card(s)", "", count)
            out[("discard", s)] = _fill(
                QCoreApplication.translate("StraightUpTable", "Discard: %1"), f.discard_sizes[s]
            )
        if view.seat is not None and view.current_player == view.seat and view.zone("hand", view.seat).cards:
            out[("hand", view.seat)] = _fill(
                QCoreApplication.translate("StraightUpTable", "Your hand gives %1"), f.money or 0
            )
        return out

    def card_words(self, cards: Sequence[int]) -> str:
        """``2 3 Q``."""
        return " ".join(card_label(c) for c in cards)

    def card_name(self, card: int) -> str:
        """A card's name: its rank as the rules write it."""
        return card_label(card)

    def card_effect(self, card: int) -> str:
        """What a card is good for, in a line, as the game says it."""
        effect = card_effect(card)
        return message_text(effect) if effect is not None else ""

    def piles(self, view: View, names: Sequence[str] = ()) -> list[Pile]:
        """The market discard and the removed starting cards (public), and the viewer's own deck:
        what is in the draw pile (sorted: never its order) and every card the viewer owns."""
        out = [
            Pile(
                QCoreApplication.translate("StraightUpTable", "Market discard"),
                sorted(view.zone("market_discard").cards),
                QCoreApplication.translate(
                    "StraightUpTable",
                    "Market cards put aside when nobody bought in a round; they are shuffled into a new "
                    "market deck when it runs out.",
                ),
            ),
            Pile(
                QCoreApplication.translate("StraightUpTable", "Removed cards"),
                sorted(view.zone("removed").cards),
                _removed_note(view, names),
            ),
        ]
        seat = view.seat
        draw = view.facts.own_draw
        if seat is None or draw is None:
            return out
        hand = [c for c in view.zone("hand", seat).cards if c >= 0]
        discard = list(view.zone("discard", seat).cards)
        laid = [c for i in range(2) for c in view.zone("straight", seat, i).cards]
        out.append(
            Pile(
                QCoreApplication.translate("StraightUpTable", "Your draw pile"),
                list(draw),
                QCoreApplication.translate(
                    "StraightUpTable",
                    "%n card(s), listed by rank: the order in which you draw them stays hidden.",
                    "",
                    len(draw),
                ),
            )
        )
        out.append(
            Pile(
                QCoreApplication.translate("StraightUpTable", "All your cards"),
                sorted([*draw, *hand, *discard, *laid]),
                QCoreApplication.translate(
                    "StraightUpTable", "Your draw pile, hand, discard pile and straights together."
                ),
            )
        )
        return out

    def plate_line(self, view: View, seat: int) -> str:
        """Straights, the strike, the start player."""
        f = view.facts
        parts = []
        mine = [s for s in f.straights[seat] if s]
        if mine:
            parts.append(" ".join(straight_text(x) for x in mine))
        parts.append(
            QCoreApplication.translate("StraightUpTable", "strike ready")
            if f.strikes[seat]
            else QCoreApplication.translate("StraightUpTable", "strike used")
        )
        if f.start_player == seat:
            parts.append(QCoreApplication.translate("StraightUpTable", "starts"))
        return " · ".join(parts)

    def round_label(self, view: View) -> str:
        """The round."""
        return _fill(QCoreApplication.translate("StraightUpTable", "Round %1"), view.facts.round)

    def score_header(self) -> str:
        """Goal cards owned instead of points."""
        return QCoreApplication.translate("StraightUpTable", "Straights")

    def scores(self, view: View) -> tuple[object, ...]:
        """Each player's straights, longest first."""
        return tuple(
            " ".join(straight_text(x) for x in sorted(s, reverse=True) if x) or "–"
            for s in view.facts.straights
        )

    def summary_scores(self, summary: RoundSummary, view: View) -> Sequence[object]:
        """The straights, as during play."""
        return self.scores(view)

    # ------------------------------------------------------------------ the end

    def summary_title(self, summary: RoundSummary, names: Sequence[str]) -> str:
        """Who won, or that nobody did."""
        if summary.winners == ():
            return QCoreApplication.translate("StraightUpTable", "No winner")
        return super().summary_title(summary, names)

    def summary_subtitle(self, summary: RoundSummary, names: Sequence[str]) -> str:
        """The game has no score: the table shows what everyone built and owned."""
        return QCoreApplication.translate(
            "StraightUpTable", "Each player's straights and the goal cards they own."
        )

    def summary_headers(self, summary: RoundSummary) -> list[str]:
        """Player, straights, then J Q K A owned."""
        return [
            QCoreApplication.translate("StraightUpTable", "Player"),
            QCoreApplication.translate("StraightUpTable", "Straights"),
            *(card_label(g) for g in GOALS),
        ]

    def summary_row(self, summary: RoundSummary, seat: int, view: View | None = None) -> list[str]:
        """The seat's straights and how many of each goal rank it owns."""
        if view is None:
            return ["–"] * 5
        f = view.facts
        straights = " ".join(straight_text(x) for x in sorted(f.straights[seat], reverse=True) if x)
        return [straights or "–", *(str(k) for k in f.owned[seat])]

    def summary_leaders(self, summary: RoundSummary) -> set[int]:
        """The winner."""
        return set(summary.winners or ())

    def summary_details(self, summary: RoundSummary, names: Sequence[str], view: View | None) -> str:
        """How the game was won (a straight, or every copy of a rank), or why nobody won."""
        if view is None:
            return ""
        f = view.facts
        end = f.end
        rounds = f.round
        winners = summary.winners or ()
        if end == "straight" and winners:
            return _fill(
                QCoreApplication.translate(
                    "StraightUpTable", "%1 completed the straight J-Q-K-A in round %2."
                ),
                names[winners[0]],
                rounds,
            )
        if end == "monopoly" and winners and f.monopoly is not None:
            return _fill(
                QCoreApplication.translate(
                    "StraightUpTable", "%1 owns every %2 in the game (all %3 copies) and wins in round %4."
                ),
                names[winners[0]],
                card_label(f.monopoly),
                f.copies,
                rounds,
            )
        if end == "round_cap":
            return _fill(
                QCoreApplication.translate(
                    "StraightUpTable",
                    "Nobody completed a straight within the round limit of %1 rounds, so the game "
                    "ends without a winner. (The limit is not a rule of the game; it is set in the "
                    "new-game dialog.)",
                ),
                f.round_cap,
            )
        if end == "unwinnable":
            return QCoreApplication.translate(
                "StraightUpTable",
                "The goal cards are spread so that nobody can ever complete a straight or own every "
                "copy of a rank, so the game ends without a winner.",
            )
        return ""

    def next_label(self) -> str:
        """Not used: the game has one round."""
        return QCoreApplication.translate("StraightUpTable", "Go on")


def _removed_note(view: View, names: Sequence[str]) -> str:
    """What the removed pile is, and whose cards lie on it: "Ada: 2 2 3 · Ben: 4"."""
    note = QCoreApplication.translate("StraightUpTable", "Starting cards removed from the game for good.")
    whose = [
        f"{names[s] if s < len(names) else s + 1}: {' '.join(card_label(c) for c in cards)}"
        for s, cards in enumerate(view.facts.removed_by)
        if cards
    ]
    if whose:
        note += " " + _fill(
            QCoreApplication.translate("StraightUpTable", "Removed by each player: %1."), " · ".join(whose)
        )
    return note


def _run(cards: Sequence[int]) -> str:
    """A straight's cards as the rules write them: ``"J-Q"``."""
    return "-".join(card_label(c) for c in cards)


def _strike_top(view: View, strike: Strike) -> int:
    """The card a strike hits: the top of the target straight."""
    target = view.zone("straight", strike.seat, strike.slot).cards
    return target[-1] if target else GOALS[0]
