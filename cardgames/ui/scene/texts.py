"""The table's words: each seat's name plate and the captions on the felt, from a view's facts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QGraphicsScene

from ...engine import TableView, ZoneKey
from .layout import TableLayout
from .rules import TableRules
from .sprites import Caption, SeatPlate
from .zones import Zones

__all__ = ["Texts"]


class Texts:
    """The plates and captions of one scene, and the view whose facts they speak of."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self.plates: list[SeatPlate] = []
        self.captions: dict[ZoneKey, Caption] = {}
        #: The view whose facts the plates and captions show: the one the cards were snapped to, or
        #: a newer one while a batch deals a new round (the next deal must not show the last
        #: round's words).
        self.view: TableView[Any] | None = None
        #: A word on some plates (a seat's badge), by seat.
        self.badges: dict[int, str] = {}
        #: A round is over and the next not yet dealt: no captions, nobody to act.
        self.between = False

    def reset(self, names: Sequence[str], bots: Sequence[bool]) -> None:
        """New plates for a new match's seats (their ``names``; ``bots``: which are bots), no captions."""
        for plate in self.plates:
            self._scene.removeItem(plate)
        for caption in self.captions.values():
            self._scene.removeItem(caption)
        self.captions = {}
        self.view = None
        self.badges = {}
        self.between = False
        self.plates = []
        for name, bot in zip(names, bots, strict=True):
            plate = SeatPlate(name, bot)
            plate.setZValue(50)
            self._scene.addItem(plate)
            self.plates.append(plate)

    def set_names(self, names: Sequence[str]) -> None:
        """The seat names shown on the plates."""
        for plate, name in zip(self.plates, names, strict=False):
            plate.name = name

    def show(self, ui: TableRules, layout: TableLayout, zones: Zones, snapped: TableView[Any] | None) -> None:
        """Plates and captions from the facts of ``view``, with the badges last given; the tags of
        the cards (``zones``) from the view they were last ``snapped`` to."""
        view = self.view
        if view is None:
            return
        between = self.between
        for seat, plate in enumerate(self.plates):
            plate.set_texts(plate.name, ui.plate_line(view, seat), self.badges.get(seat, ""))
            plate.set_note("" if between else ui.plate_note(view, seat))
            plate.set_active(seat == view.current_player and not between)
            plate.set_accent(ui.plate_accent(view, seat))
        # Tags belong to the cards as last snapped (the newer facts of a deal in progress have none).
        tags = {} if between or snapped is None else ui.card_tags(snapped)
        for item in zones.cards():
            item.set_tag(tags.get(zones.pick_of(item), "") if tags and item.shown[1] else "")
        texts = {} if between else ui.captions(view, [p.name for p in self.plates])
        for key, (x, y) in layout.captions.items():
            caption = self.captions.get(key)
            if caption is None:
                caption = Caption()
                caption.setZValue(2)
                self._scene.addItem(caption)
                self.captions[key] = caption
            caption.set_caption(texts.get(key, ""), x, y, key in layout.left_captions)
