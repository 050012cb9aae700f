"""The table: a QGraphicsScene that shows one seat's view of a match and animates what happens.

``TableScene`` is the facade its callers use; it composes the table's parts:

- ``zones.Zones``: which sprite lies in which zone, and where each goes (the layout);
- ``pool.SpritePool``: the sprites that lie nowhere, kept for reuse, and the faces drawn ahead;
- ``texts.Texts``: the seats' name plates and the captions on the felt;
- ``marks.Marks``: the cards a player may pick, marked, and the selected ones lifted;
- ``batches.BatchPlayer``: a batch of events played as animations, then the snap to the view;
- ``felt.Felt``: the table's colours.

``play(events, view)`` turns a batch of events (already filtered for the viewer) into
animations: each ``CardsMoved`` is a step in which the cards fly from their zone to the new one
while both zones close ranks, turning over when their shown face changes. After the batch the
scene *snaps* to the view: every zone is made to hold exactly the view's cards, so the table can
never drift from the truth, whatever an animation did. Speed "off" snaps at once.

Input is held while a batch plays; ``idle`` says when it is done.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine import Event, TableView, ZoneKey
from ..art import CardStyle
from ..choice import Pick
from .batches import BatchPlayer, ShownTrick
from .felt import FELTS, Felt
from .layout import TableLayout, open_hands
from .marks import Marks
from .pixmaps import CardPixmaps
from .pool import SpritePool
from .rules import TableRules
from .speed import SPEEDS, Timing
from .sprites import Caption, CardItem, Mark, SeatPlate
from .texts import Texts
from .zones import Zones

__all__ = ["FELTS", "ShownTrick", "TableRules", "TableScene"]

#: Scene units of the smallest table; larger windows get more room, never less.
MIN_W, MIN_H = 1280.0, 800.0


class TableScene(QGraphicsScene):
    """One match's table as one seat sees it."""

    #: The last batch has been shown (animations done, view snapped).
    idle = Signal()
    #: A card that can be picked was clicked: its pick.
    cardClicked = Signal(object)
    #: A card that can be picked was double-clicked: its pick.
    cardDoubleClicked = Signal(object)
    #: The scene snapped to a view (tests check hidden information here).
    snapped = Signal(object)
    #: A complete trick is shown, its winner marked, just before it is collected (a ShownTrick).
    trickShown = Signal(object)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.pixmaps = CardPixmaps(CardStyle.FTW)
        self.timing: Timing = SPEEDS["normal"]
        self.width_ = MIN_W
        self.height_ = MIN_H
        self.num_players = 0
        #: The seat drawn at the bottom (the viewer, or the last one while nobody may look).
        self.bottom = 0
        #: Where each seat sits (the view's "chairs" fact); None: in seat order.
        self.chairs: tuple[int, ...] | None = None
        #: Who deals (the view's "dealer" fact, or the last RoundStarted); None: nobody in particular.
        self.dealer: int | None = None
        self.view_: TableView[Any] | None = None
        #: Every hand is shown face up (the replay): the other seats' hands are spread to be read.
        self.open_hands = False
        #: The table's colour, a key of ``FELTS``.
        self.felt = "green"
        self._input = False
        self._pool = SpritePool(self, self, lambda: self.busy)
        self._model = Zones(self._pool)
        self._model.centre = (self.width_ / 2, self.height_ / 2)
        self._texts = Texts(self)
        self._marks = Marks(self, self._model, lambda: self.timing)
        self._player = BatchPlayer(
            self, self, self._model, self._texts, self._pool, self.idle.emit, self.trickShown.emit
        )
        self._felt = Felt(self)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._felt.paint(self.felt, self.width_, self.height_)

    # ------------------------------------------------------------------ the parts' state

    @property
    def ui(self) -> TableRules | None:
        """The game's table description (None before the first match)."""
        return self._model.ui

    @property
    def zones(self) -> dict[ZoneKey, list[CardItem]]:
        """Every zone's sprites, first card first."""
        return self._model.items

    @property
    def plates(self) -> list[SeatPlate]:
        """The seats' name plates, by seat."""
        return self._texts.plates

    @property
    def captions(self) -> dict[ZoneKey, Caption]:
        """The captions on the felt, by the zone they speak of."""
        return self._texts.captions

    @property
    def shown_trick(self) -> ShownTrick | None:
        """The last complete trick shown before it was collected (for tests and the curious)."""
        return self._player.shown_trick

    # ------------------------------------------------------------------ set-up

    def setup(self, ui: TableRules, names: Sequence[str], bots: Sequence[bool]) -> None:
        """Prepare an empty table for a new match of ``ui``'s game."""
        self.stop()
        restyle = self.pixmaps.style != ui.style
        self._model.clear()
        if restyle:
            self._pool.drop()
        self._model.ui = ui
        if restyle:
            self.pixmaps = CardPixmaps(ui.style, self.pixmaps.device_scale, self.pixmaps.back)
        self.num_players = len(names)
        self.bottom = 0
        self.chairs = None
        self.dealer = None
        self.view_ = None
        self._player.forget_trick()
        self._texts.reset(names, bots)
        self.relayout()
        self._pool.stock_up(len(ui.faces(self.num_players)))
        self._pool.warm_up(ui.faces(self.num_players))

    def set_open_hands(self, spread: bool) -> None:
        """Spread the other seats' hands to be read (the replay, a round's end that shows them) or
        keep them small by their plates; the table is laid out again when that changes."""
        if spread != self.open_hands:
            self.open_hands = spread
            self.relayout()

    def set_speed(self, speed: str) -> None:
        """Animation speed: off, fast, normal or slow."""
        self.timing = SPEEDS[speed]

    def resize_table(self, width: float, height: float, device_scale: float) -> None:
        """The table is now ``width`` x ``height`` scene units, each ``device_scale`` device pixels."""
        self.width_, self.height_ = max(width, MIN_W), max(height, MIN_H)
        self._model.centre = (self.width_ / 2, self.height_ / 2)
        self.setSceneRect(QRectF(0, 0, self.width_, self.height_))
        self._felt.paint(self.felt, self.width_, self.height_)
        if self.pixmaps.set_device_scale(device_scale):
            for item in self.cards():
                item.refresh_pixmap()
            if self.ui is not None:
                self._pool.warm_up(self.ui.faces(self.num_players))
        if self.busy:
            return  # the batch's end snaps everything into the new places
        self.relayout()

    def set_look(self, felt: str, back: str) -> None:
        """The table's colour (one of ``FELTS``) and the card back (``cardgames.ui.art.BACKS``)."""
        if felt in FELTS and felt != self.felt:
            self.felt = felt
            self._felt.paint(self.felt, self.width_, self.height_)
        if self.pixmaps.set_back(back):
            for item in [*self.cards(), *self._pool.spare]:  # the spares too: they come back as drawn
                item.refresh_pixmap()

    # ------------------------------------------------------------------ queries

    @property
    def busy(self) -> bool:
        """True while a batch is being animated or waits its turn."""
        return self._player.busy

    def cards(self) -> list[CardItem]:
        """Every card sprite on the table."""
        return self._model.cards()

    def items_of(self, *zone: Any) -> list[CardItem]:
        """The sprites of one zone, first card first."""
        return list(self._model.items.get(tuple(zone), []))

    def find(self, pick: Pick) -> CardItem | None:
        """The sprite of a pick (zone and card, and which copy of an equal card)."""
        return self._model.find(pick)

    def pick_of(self, item: CardItem) -> Pick:
        """The pick a sprite stands for: its zone and card, counting equal cards before it."""
        return self._model.pick_of(item)

    def layout(self) -> TableLayout:
        """The current layout."""
        assert self._model.layout is not None
        return self._model.layout

    # ------------------------------------------------------------------ snapping and texts

    def snap(self, view: TableView[Any]) -> None:
        """Make every zone hold exactly the view's cards, placed without animation."""
        self.view_ = view
        if view.seat is not None:
            self.bottom = view.seat
        self.chairs = view.facts.chairs
        self.dealer = view.facts.dealer
        self._model.snap(view)
        self._texts.view = view
        self._texts.between = False
        self.relayout()
        self.update_texts(view)
        self.snapped.emit(view)

    def update_texts(self, view: TableView[Any], badges: dict[int, str] | None = None) -> None:
        """Plates and captions from the view's public facts, in the current language.

        Given the view the cards were last snapped to while the plates already speak of a newer
        one (a new round being dealt, a round's summary), the newer facts stay: no word of the
        last round comes back while the next is dealt.
        """
        if view is self.view_ and self._texts.view is not None:
            view = self._texts.view
        else:
            self._texts.view = view
        self._texts.badges = dict(badges or {})
        self.show_texts()

    def round_ended(self, view: TableView[Any]) -> None:
        """A round's summary is up: the plates show the match as it is now (``view``: the points
        after the round), while the cards still lie as the round left them. Until the next round
        is dealt the felt has no captions and no plate is highlighted."""
        self._texts.view = view
        self._texts.between = True
        self.show_texts()

    def show_texts(self) -> None:
        """Plates and captions from the facts of the texts' view, with the badges last given."""
        if self.ui is not None and self._texts.view is not None:
            self._texts.show(self.ui, self.layout(), self._model, self.view_)

    def set_names(self, names: Sequence[str]) -> None:
        """The seat names shown on the plates."""
        self._texts.set_names(names)

    # ------------------------------------------------------------------ batches

    def play(self, events: list[Event], view: TableView[Any] | None) -> None:
        """Show a batch of events, then snap to ``view`` (if given) and emit ``idle``."""
        self._player.play(events, view)

    def stop(self) -> None:
        """Drop every batch, running or queued (a new match replaces the table)."""
        self._player.stop()

    def reveal(self, events: Iterable[Event]) -> None:
        """Turn up, in place, the hidden cards that coming events will show (hands at a round's end)."""
        self._player.reveal(events)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click while a complete trick is held in view collects it at once."""
        if event.button() == Qt.MouseButton.LeftButton and self._player.skip_hold():
            event.accept()
            return
        super().mousePressEvent(event)

    # ------------------------------------------------------------------ layout

    def compute_layout(self) -> TableLayout:
        """The game's layout for the table as it is now (size, viewer, chairs, dealer)."""
        assert self.ui is not None
        ui, seats = self.ui, self.num_players
        layout = ui.layout(seats, self.bottom, self.width_, self.height_, self.chairs, self.dealer)
        if self.open_hands:
            centre = (self.width_ / 2, self.height_ * 0.45)
            plate = (SeatPlate.W, SeatPlate.H)
            layout = open_hands(
                layout, self.bottom, centre, plate, cards=ui.open_hand_cards, roles=ui.zone_roles
            )
        self._model.layout = layout
        return layout

    def relayout(self) -> None:
        """Put the plates, every card and the texts where the layout has them, at once."""
        if self.ui is None or self.num_players == 0:
            return
        layout = self.compute_layout()
        for seat, plate in enumerate(self.plates):
            plate.center_on(*layout.plates[seat])
        self._model.place_all()
        self.show_texts()

    # ------------------------------------------------------------------ input

    def set_input(self, enabled: bool) -> None:
        """Allow or hold clicks on cards."""
        self._input = enabled
        if not enabled:
            self._marks.clear(self.cards())

    def accepts_input(self, item: CardItem) -> bool:
        """True if a click on ``item`` counts now."""
        return self._input and not self.busy and item.interactive

    def set_marks(self, marks: dict[Pick, tuple[Mark, str]], focus: Pick | None = None) -> None:
        """Mark the cards a player may pick (legal, selected, blocked with a reason); lift the selected."""
        self._marks.set(marks, focus)

    def hover(self, item: CardItem, on: bool) -> None:
        """Raise a pickable card a little under the pointer, lower it when the pointer leaves."""
        self._marks.hover(item, on)

    def card_clicked(self, item: CardItem) -> None:
        """Forward a click on a pickable card."""
        self.cardClicked.emit(self.pick_of(item))

    def card_double_clicked(self, item: CardItem) -> None:
        """Forward a double click on a pickable card."""
        self.cardDoubleClicked.emit(self.pick_of(item))
