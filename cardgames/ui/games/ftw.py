"""FTW?! at the table: hands, the fanned pile, helper rows, the pass, and the three options.

The rules stay with the game: why a card cannot be picked is the state's answer
(``why_unusable``), a hint follows the legal actions the selection makes, and a
round's points are worked out by the game's ``hand_score``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import Action, TableView
from ...games.ftw import FtwFacts, LayAndTake, PassCards, PlayHigher, PlayWithHelpers, hand_score
from ...games.ftw.basics import deck_size
from ...session.records import RoundSummary
from ..art import CardStyle
from ..choice import Chooser, Pick
from ..scene.layout import Place, seat_anchors
from .base import GameUI, TableLayout, bottom_hand
from .base import fill as _fill

__all__ = ["FtwUI"]

View = TableView[FtwFacts]


class FtwUI(GameUI[FtwFacts]):
    """FTW?!'s layout, picks and texts."""

    review_unit = "turn"

    game_id = "ftw"
    style = CardStyle.FTW
    kinds = ("pass", "higher", "take", "helpers")
    sorted_zones = frozenset({"hand", "helpers"})

    # ------------------------------------------------------------------ layout

    def faces(self, num_players: int) -> list[int]:
        """Cards 1..M."""
        return list(range(1, deck_size(num_players) + 1))

    def layout(
        self,
        num_players: int,
        viewer: int | None,
        width: float,
        height: float,
        chairs: Sequence[int] | None = None,
        dealer: int | None = None,
    ) -> TableLayout:
        """Viewer's hand along the bottom, the others round the oval, the pile in the middle.

        Another seat holds its (face-down) hand just above its name plate; its
        helper row lies towards the middle: below the plate for seats across
        the top, beside it for seats on the left and right.
        """
        n = num_players
        w, h = width, height
        bottom = viewer if viewer is not None else 0
        anchors = seat_anchors(n, viewer, w, h, chairs=chairs)
        cx, cy = w / 2, h * 0.45
        places: dict[tuple[Any, ...], Place] = {}
        plates: list[tuple[float, float]] = [(0.0, 0.0)] * n
        captions: dict[tuple[Any, ...], tuple[float, float]] = {}
        # The viewer: a large hand along the bottom edge, the helper row just above it. Twelve cards
        # take the width right of the plate, so each card's big number shows past its neighbour;
        # the hand sits a little up from the edge, so its bottom corners stay on the table. The
        # cards it passes wait above its right end.
        hand_w = 92.0
        hand = bottom_hand(w, h, 12, hand_w, 1.04, right=24.0)
        places[("hand", bottom)] = hand = replace(hand, center=(hand.center[0], hand.center[1] - 14))
        hand_x = hand.center[0]
        places[("helpers", bottom)] = Place("row", (cx, h - 258), 66.0, length=w * 0.42, step=1.04, z=10)
        places[("passing", bottom)] = Place("stack", (w - 90, h - 262), 70.0, z=15)
        captions[("received",)] = (hand_x, h - 198)
        plates[bottom] = (125.0, h - 72)
        # The others round the oval.
        small, helper_w = (44.0, 52.0) if n <= 4 else (40.0, 46.0)
        span = min(230.0, w / (n + 0.5))
        for seat in range(n):
            if seat == bottom:
                continue
            ax, ay, facing = anchors[seat]
            plates[seat] = (ax, ay)
            places[("hand", seat)] = Place("row", (ax, ay - 34), small, length=span * 0.7, step=0.2, z=4)
            inward = 1.0 if ax <= cx else -1.0  # towards the middle, never off the table
            places[("passing", seat)] = Place(
                "stack", (ax + inward * (span * 0.35 + small * 0.9), ay - 34), small, z=6
            )
            side = abs(math.cos(math.radians(facing + 90.0))) > 0.85  # on the left or right rim
            if side:
                hx = ax + inward * (115 + 14 + span / 2)
                places[("helpers", seat)] = Place("row", (hx, ay + 4), helper_w, length=span, step=0.62, z=8)
            else:
                places[("helpers", seat)] = Place(
                    "row", (ax, ay + 44 + helper_w * 0.7), helper_w, length=span, step=0.62, z=8
                )
        # The middle: the pile fanned so every value shows; the round's leftovers below it.
        pile_len = w * 0.42
        places[("pile",)] = Place("row", (cx, cy), 80.0, length=pile_len, step=0.34, z=12)
        places[("deck",)] = Place("stack", (cx, cy), 80.0, z=30)
        stacks_y = cy + 118
        places[("out",)] = Place("stack", (cx + 150, stacks_y), 46.0, z=4)
        places[("aside",)] = Place("stack", (cx - 150, stacks_y), 46.0, z=4)
        captions[("pile",)] = (cx, cy - 100)  # clear of a pile card raised as it is picked
        captions[("out",)] = (cx + 150, stacks_y + 48)
        captions[("aside",)] = (cx - 150, stacks_y + 48)
        return TableLayout(places, plates, captions, fallback=(cx, cy))

    # ------------------------------------------------------------------ picking

    def picks(self, action: Action, seat: int, view: View | None = None) -> frozenset[Pick]:
        """Hand cards, plus the pile card taken (B) or the helpers used (C)."""
        raise_if_unknown(action)
        hand = ("hand", seat)
        if isinstance(action, PassCards):
            return frozenset((hand, c) for c in action.cards)
        if isinstance(action, PlayHigher):
            return frozenset({(hand, action.card)})
        if isinstance(action, LayAndTake):
            return frozenset({(hand, action.card), (("pile",), action.take)})
        assert isinstance(action, PlayWithHelpers)
        return frozenset({(hand, action.card)} | {(("helpers", seat), x) for x in action.helpers})

    def input_zones(self, view: View, seat: int) -> list[tuple[Any, ...]]:
        """The hand while passing; hand, pile and helpers in play."""
        if view.facts.phase == "pass":
            return [("hand", seat)]
        return [("hand", seat), ("pile",), ("helpers", seat)]

    def kind(self, action: Action) -> str:
        """pass, higher (A), take (B) or helpers (C)."""
        raise_if_unknown(action)
        return {PassCards: "pass", PlayHigher: "higher", LayAndTake: "take", PlayWithHelpers: "helpers"}[
            type(action)
        ]

    def button_label(
        self, kind: str, view: View | None = None, chooser: Chooser | None = None, names: Sequence[str] = ()
    ) -> str:
        """The option's button text; on an empty pile A starts it."""
        if kind == "higher" and view is not None and view.facts.phase == "play" and view.facts.top is None:
            return QCoreApplication.translate("FtwTable", "&A: Start the pile")
        return {
            "pass": QCoreApplication.translate("FtwTable", "&Pass these 3 cards"),
            "higher": QCoreApplication.translate("FtwTable", "&A: Play higher"),
            "take": QCoreApplication.translate("FtwTable", "&B: Lay lower, take card"),
            "helpers": QCoreApplication.translate("FtwTable", "&C: Play with helpers"),
        }[kind]

    def coach_words(
        self, action: Action, seat: int, view: View | None, names: Sequence[str] = ()
    ) -> str | None:
        """The coach's line for a move: which card B lays and which it takes, which helpers C uses,
        and A on an empty pile as starting it."""
        if isinstance(action, LayAndTake):
            return _fill(
                QCoreApplication.translate("FtwTable", "B: Lay %1 as a helper, take %2"),
                action.card,
                action.take,
            )
        if isinstance(action, PlayWithHelpers):
            return _fill(
                QCoreApplication.translate("FtwTable", "C: Play %1 with helpers %2"),
                action.card,
                " + ".join(map(str, action.helpers)),
            )
        if isinstance(action, PlayHigher):
            if view is not None and view.facts.top is None:
                return _fill(QCoreApplication.translate("FtwTable", "A: Start the pile with %1"), action.card)
            return _fill(QCoreApplication.translate("FtwTable", "A: Play %1 higher"), action.card)
        return None

    def button_tip(self, kind: str, view: View | None = None) -> str:
        """What the option does."""
        return {
            "pass": QCoreApplication.translate(
                "FtwTable", "Give the 3 selected cards face down to your right-hand neighbour."
            ),
            "higher": QCoreApplication.translate(
                "FtwTable", "Play the selected card on the pile; it must beat the top card."
            ),
            "take": QCoreApplication.translate(
                "FtwTable",
                "Lay the selected lower card in front of you as a helper and take the selected pile card.",
            ),
            "helpers": QCoreApplication.translate(
                "FtwTable",
                "Play the selected lower card on the pile; with the helpers it must beat the top card.",
            ),
        }[kind]

    def hint(self, view: View, chooser: Chooser) -> str | None:
        """What the current selection can still become (the legal actions decide, not the cards' values)."""
        sel = chooser.selection
        top = view.facts.top
        if view.facts.phase == "pass":
            return _fill(QCoreApplication.translate("FtwTable", "%1 of 3 cards chosen to pass."), len(sel))
        hand = [c for (zone, c) in sel if zone[0] == "hand"]
        if not hand:
            if sel:
                return QCoreApplication.translate("FtwTable", "Now pick the lower hand card to lay down.")
            return None
        card = hand[0]
        ready = chooser.ready()
        if "higher" in ready:
            return _fill(
                QCoreApplication.translate("FtwTable", "Play %1 on the pile with A (or double-click it)."),
                card,
            )
        helpers = [c for (zone, c) in sel if zone[0] == "helpers"]
        taken = [c for (zone, c) in sel if zone[0] == "pile"]
        if taken:
            return _fill(
                QCoreApplication.translate(
                    "FtwTable", "Confirm B: lay %1 as a helper and take %2 into your hand."
                ),
                card,
                taken[0],
            )
        if helpers:
            # The sum is only shown; whether it beats the top is the rules' answer (C ready or not).
            total = card + sum(helpers)
            if "helpers" in ready:
                text = QCoreApplication.translate(
                    "FtwTable", "Confirm C: %1 with %n helper(s) makes %2, which beats %3.", "", len(helpers)
                )
            else:
                text = QCoreApplication.translate(
                    "FtwTable", "%1 with %n helper(s) makes %2; you need more than %3.", "", len(helpers)
                )
            return _fill(text, card, total, top)
        return _fill(
            QCoreApplication.translate(
                "FtwTable",
                "%1 is lower than %2: take a pile card (B), or pick helpers that lift it above %2 (C).",
            ),
            card,
            top,
        )

    # ------------------------------------------------------------------ words on the table

    def captions(self, view: View, names: Sequence[str] = ()) -> dict[tuple[Any, ...], str]:
        """The pile's top card, and the sizes of the set-aside stacks."""
        out: dict[tuple[Any, ...], str] = {}
        top = view.facts.top
        if top is not None:
            out[("pile",)] = _fill(QCoreApplication.translate("FtwTable", "Pile · beat %1"), top)
        elif view.facts.phase == "play":
            # No word on the pile while cards are passed (nobody plays yet) or once it is over.
            out[("pile",)] = QCoreApplication.translate("FtwTable", "Pile empty · play any card")
        news = self._news(view)
        giver = view.facts.giver
        if news and giver is not None:
            who = names[giver] if giver < len(names) else str(giver + 1)
            out[("received",)] = _fill(
                QCoreApplication.translate("FtwTable", "%1 passed you %2"), who, " ".join(map(str, news))
            )
        n_out = len(view.zone("out"))
        if n_out:
            out[("out",)] = _fill(QCoreApplication.translate("FtwTable", "Out of round: %1"), n_out)
        n_aside = len(view.zone("aside"))
        if n_aside:
            out[("aside",)] = _fill(QCoreApplication.translate("FtwTable", "Set aside: %1"), n_aside)
        return out

    def _news(self, view: View) -> tuple[int, ...]:
        """The cards passed to the viewer this round, until its first turn after the pass."""
        f = view.facts
        seat = view.seat
        if seat is None or f.phase != "play" or not f.received:
            return ()
        if seat < len(f.moved) and f.moved[seat]:
            return ()
        return f.received

    def card_tags(self, view: View) -> dict[Pick, str]:
        """The tag "new" on the cards the pass brought, until the viewer has taken a turn."""
        news = self._news(view)
        if not news or view.seat is None:
            return {}
        hand = ("hand", view.seat)
        held = set(view.zone(*hand).cards)
        new = QCoreApplication.translate("FtwTable", "new")
        return {(hand, c): new for c in news if c in held}

    def handover_note(self, view: View, names: Sequence[str] = ()) -> str:
        """Before the hand is shown: who passed cards to this person (which ones, only on the table)."""
        giver = view.facts.giver
        if not self._news(view) or giver is None or giver >= len(names):
            return ""
        return _fill(
            QCoreApplication.translate("FtwTable", "%1 passed you 3 cards: they are marked in your hand."),
            names[giver],
        )

    def plate_line(self, view: View, seat: int) -> str:
        """Score and cards in hand."""
        scores = view.facts.scores or ()
        sizes = view.facts.hand_sizes
        score = scores[seat] if seat < len(scores) else 0
        cards = sizes[seat] if seat < len(sizes) else 0
        points = QCoreApplication.translate("FtwTable", "%n pt(s)", "", score)
        return points + " · " + QCoreApplication.translate("FtwTable", "%n card(s)", "", cards)

    def round_label(self, view: View) -> str:
        """Round r of n."""
        return _fill(
            QCoreApplication.translate("FtwTable", "Round %1 of %2"),
            view.facts.round,
            view.facts.rounds,
        )

    def history_line(
        self, number: int, points: Sequence[int], view: View | None, names: Sequence[str]
    ) -> str:
        """Every player's points in round ``number``, and who ended it with which card."""
        line = super().history_line(number, points, view, names)
        end = view.facts.round_end if view is not None else None
        if view is None or end is None or len(view.facts.round_points) != number or end.seat >= len(names):
            return line
        ended = _fill(
            QCoreApplication.translate("FtwTable", "%1 ended it with %2"), names[end.seat], end.card
        )
        return f"{line} · {ended}"

    def summary_details(self, summary: RoundSummary, names: Sequence[str], view: View | None) -> str:
        """How the round ended (who played which last card) and every player's points worked out:
        the highest hand card minus all the others, never below 0 (FTW-5.1)."""
        if view is None:
            return ""
        end = view.facts.round_end
        if end is None or len(view.facts.round_points) != summary.number:
            return ""

        def name(seat: int) -> str:
            return names[seat] if seat < len(names) else str(seat + 1)

        lines = [
            _fill(
                QCoreApplication.translate(
                    "FtwTable", "%1 played %2 as the last card and kept a single card: the round is over."
                ),
                name(end.seat),
                end.card,
            ),
            QCoreApplication.translate(
                "FtwTable", "Points: the highest hand card minus all the other hand cards, at least 0."
            ),
        ]
        for seat, hand in enumerate(end.hands):
            score = hand_score(hand)
            if not score.others:
                lines.append(
                    _fill(
                        QCoreApplication.translate("FtwTable", "%1: %2 (a single card) = %3"),
                        name(seat),
                        score.best,
                        score.points,
                    )
                )
                continue
            sum_text = " + ".join(str(c) for c in score.others)
            if score.difference < 0:
                text = QCoreApplication.translate("FtwTable", "%1: %2 − (%3) = %4, below 0, so 0")
                lines.append(_fill(text, name(seat), score.best, sum_text, score.difference))
            else:
                text = QCoreApplication.translate("FtwTable", "%1: %2 − (%3) = %4")
                lines.append(_fill(text, name(seat), score.best, sum_text, score.points))
        return "\n".join(lines)


def raise_if_unknown(action: Action) -> None:
    """Refuse an object that is not an FTW?! action."""
    if not isinstance(action, PassCards | PlayHigher | LayAndTake | PlayWithHelpers):
        raise TypeError(f"not an FTW?! action: {action!r}")
