"""A table for a game that brings no table module of its own: every zone placed by its name.

The layout is learnt from a first view of the game (which zones exist, which
belong to a seat); an action is picked by the cards it names (its ``card`` or
``cards``) and confirmed with a button named after the action. A game that
wants its own layout, words and hints writes ``cardgames/ui/games/<id>.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Facts, Game, TableView
from ..art import CardStyle
from ..choice import Chooser, Pick
from ..scene.layout import Place, seat_anchors
from .base import GameUI, TableLayout, bottom_hand

__all__ = ["GenericUI"]


def _action_cards(action: Action) -> tuple[int, ...]:
    """The cards an action names, by the usual field names."""
    cards = getattr(action, "cards", None)
    if cards is not None:
        return tuple(cards)
    card = getattr(action, "card", None)
    return (card,) if isinstance(card, int) else ()


class GenericUI(GameUI[Facts]):
    """The table side of any game, from the engine contract alone."""

    style = CardStyle.FTW  # numbered cards: plain faces for any card id

    def __init__(self, game: Game) -> None:
        self.game = game
        self.game_id = game.id  # type: ignore[misc]  # one instance per game, not a class per game
        self._zones: dict[int, list[tuple[Any, ...]]] = {}

    def _zone_keys(self, num_players: int) -> list[tuple[Any, ...]]:
        """Every zone of the game at this player count, from a first view."""
        if num_players not in self._zones:
            view = self.game.new_state(num_players, 0).view(None)
            self._zones[num_players] = list(view.zones)
        return self._zones[num_players]

    def faces(self, num_players: int) -> list[int]:
        """Every card a first match deals."""
        return sorted(set(self.game.new_state(num_players, 0).deck()))

    def layout(
        self,
        num_players: int,
        viewer: int | None,
        width: float,
        height: float,
        chairs: Sequence[int] | None = None,
        dealer: int | None = None,
    ) -> TableLayout:
        """The viewer's first zone fanned at the bottom, each seat's zones by its plate, shared ones
        in a row across the middle."""
        bottom = viewer if viewer is not None else 0
        anchors = seat_anchors(num_players, viewer, width, height, chairs=chairs)
        keys = self._zone_keys(num_players)
        shared = [k for k in keys if not (len(k) == 2 and isinstance(k[1], int))]
        places: dict[tuple[Any, ...], Place] = {}
        plates = [(0.0, 0.0)] * num_players
        captions: dict[tuple[Any, ...], tuple[float, float]] = {}
        cx, cy = width / 2, height * 0.45
        for seat in range(num_players):
            own = [k for k in keys if len(k) == 2 and k[1] == seat]
            ax, ay, _ = anchors[seat]
            if seat == bottom:
                plates[seat] = (125.0, height - 72)
                for i, key in enumerate(own):
                    if i == 0:
                        places[key] = bottom_hand(width, height, 8, 90.0, 1.04, right=140.0)
                    else:
                        places[key] = Place("stack", (width - 70.0, height - 90.0 - 110 * (i - 1)), 60.0, z=8)
                continue
            plates[seat] = (ax, ay)
            for i, key in enumerate(own):
                inward = 1.0 if ax <= cx else -1.0
                places[key] = Place(
                    "row", (ax + inward * 120 * i, ay - 40), 46.0, length=150.0, step=0.3, z=4
                )
        step = width * 0.6 / max(1, len(shared))
        for i, key in enumerate(shared):
            x = cx - width * 0.3 + step * (i + 0.5)
            places[key] = Place("row", (x, cy), 80.0, length=step * 0.9, step=0.8, z=12)
            captions[key] = (x, cy - 78)
        places.setdefault(("deck",), Place("stack", (cx, cy), 80.0, z=30))
        return TableLayout(places, plates, captions, fallback=(cx, cy))

    def picks(self, action: Action, seat: int, view: TableView[Facts] | None = None) -> frozenset[Pick]:
        """The cards the action names, in the seat's zone that holds them."""
        cards = _action_cards(action)
        zones = self.input_zones(view, seat) if view is not None else [("hand", seat)]
        out: set[Pick] = set()
        for card in cards:
            zone = next((z for z in zones if view is not None and card in view.zone(*z).cards), zones[0])
            out.add((zone, card))
        return frozenset(out)

    def input_zones(self, view: TableView[Facts] | None, seat: int) -> list[tuple[Any, ...]]:
        """The seat's own zones."""
        keys = list(view.zones) if view is not None else [("hand", seat)]
        return [k for k in keys if len(k) == 2 and k[1] == seat] or [("hand", seat)]

    def kind(self, action: Action) -> str:
        """The action's first word ("play", "pass")."""
        return action.text().split()[0].lower()

    def button_label(
        self,
        kind: str,
        view: TableView[Facts] | None = None,
        chooser: Chooser | None = None,
        names: Sequence[str] = (),
    ) -> str:
        """The action's word, capitalised, with its first letter as the key."""
        word = QCoreApplication.translate("GenericTable", kind)
        return "&" + word[:1].upper() + word[1:]
