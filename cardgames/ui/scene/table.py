"""The table: a QGraphicsScene that shows one seat's view of a match and animates what happens.

The scene keeps a model of which sprite is in which zone. ``play(events,
view)`` turns a batch of events (already filtered for the viewer) into one
animation group: each ``CardsMoved`` is a step in which the cards fly from
their zone to the new one while both zones close ranks, turning over when
their shown face changes. After the batch the scene *snaps* to the view:
every zone is made to hold exactly the view's cards, so the table can never
drift from the truth, whatever an animation did. Speed "off" snaps at once.

Input is held while a batch plays; ``idle`` says when it is done.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine import (
    HIDDEN,
    CardsMoved,
    Event,
    RoundEnded,
    RoundStarted,
    SeatsMoved,
    TableView,
    ZoneRole,
    role_of,
)
from ..art import CardStyle
from ..choice import Pick, copy_pick, pick_card
from .layout import Place, Slot, TableLayout, card_slots, open_hands
from .motion import fly, turn
from .pixmaps import CardPixmaps
from .speed import SPEEDS, Timing
from .sprites import CARD_H, Caption, CardItem, Mark, SeatPlate

__all__ = ["FELTS", "ShownTrick", "TableRules", "TableScene"]

#: The table colours a player may choose: the room around the table (centre, middle, edge) and the
#: felt (centre, rim). All dark enough for the white captions on them.
FELTS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "green": ((28, 110, 66), (16, 78, 46), (8, 40, 24), (36, 128, 78), (22, 94, 56)),
    "blue": ((28, 78, 120), (16, 52, 88), (8, 26, 48), (38, 92, 140), (22, 64, 104)),
    "red": ((112, 34, 44), (80, 22, 30), (40, 10, 16), (128, 44, 54), (94, 28, 38)),
    "grey": ((78, 84, 90), (56, 60, 66), (28, 30, 34), (92, 98, 104), (66, 72, 78)),
}

ZoneKey = tuple[Any, ...]
#: Scene units of the smallest table; larger windows get more room, never less.
MIN_W, MIN_H = 1280.0, 800.0
_FLIGHT_Z = 500.0


@dataclass(frozen=True, slots=True)
class ShownTrick:
    """A complete trick as the table showed it just before it was collected."""

    zone: tuple[Any, ...]
    #: (seat that played it, card) in play order; the seat is None where the table did not know it.
    plays: tuple[tuple[int | None, int], ...]
    #: The index in ``plays`` of the card that takes the trick, None if the game did not say.
    winner: int | None


class TableRules(Protocol):
    """What the table needs from a game's table description (``cardgames.ui.games.GameUI``)."""

    @property
    def style(self) -> CardStyle:
        """The game's card art."""
        ...

    @property
    def sorted_zones(self) -> frozenset[str]:
        """Zones kept in card order."""
        ...

    @property
    def open_hand_cards(self) -> int:
        """The most cards a hand shows in the replay's open rows before they overlap closer."""
        ...

    def layout(
        self,
        num_players: int,
        viewer: int | None,
        width: float,
        height: float,
        chairs: Sequence[int] | None = None,
        dealer: int | None = None,
    ) -> TableLayout:
        """Where everything goes (``chairs``: where each seat sits, if not in seat order;
        ``dealer``: who deals, if anyone)."""
        ...

    @property
    def zone_roles(self) -> Mapping[str, ZoneRole]:
        """What the game's zones are for (its ``Game.zone_roles``): the table reads these roles,
        never the zones' names."""
        ...

    def card_order(self, card: int) -> int:
        """Where a card goes in a sorted zone (lower first)."""
        ...

    def faces(self, num_players: int) -> list[int]:
        """Every face the game can show."""
        ...

    def plate_line(self, view: TableView[Any], seat: int) -> str:
        """A seat's public facts."""
        ...

    def plate_note(self, view: TableView[Any], seat: int) -> str:
        """A word in a bubble on a seat's plate ("Pass"), or ""."""
        ...

    def card_tags(self, view: TableView[Any]) -> dict[Pick, str]:
        """Labels on some of the viewer's cards, by pick."""
        ...

    def captions(self, view: TableView[Any], names: Sequence[str] = ()) -> dict[tuple[Any, ...], str]:
        """Labels on the felt."""
        ...

    def plate_accent(self, view: TableView[Any], seat: int) -> str | None:
        """A seat's side colour (``"#rrggbb"``), or None."""
        ...

    def played_by(self, view: TableView[Any], zone: tuple[Any, ...]) -> Sequence[int] | None:
        """Who put each card of ``zone`` there (a trick's players, in order), or None."""
        ...

    def trick_winner(self, view: TableView[Any], plays: Sequence[tuple[int, int]]) -> int | None:
        """Which of a complete trick's (seat, card) plays takes it (an index), or None."""
        ...


def _landing(item: CardItem, flight_z: float, z: float, duration: int) -> QAbstractAnimation:
    """The card's stacking while it moves: ``flight_z`` all the way, ``z`` as it arrives."""
    item.setZValue(flight_z)
    anim = QPropertyAnimation(item, b"z")
    anim.setDuration(max(duration, 1))
    anim.setStartValue(flight_z)
    if duration > 1:
        anim.setKeyValueAt((duration - 1) / duration, flight_z)
    anim.setEndValue(z)
    return anim


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
        self.ui: TableRules | None = None
        self.pixmaps = CardPixmaps(CardStyle.FTW)
        self.timing: Timing = SPEEDS["normal"]
        self.zones: dict[ZoneKey, list[CardItem]] = {}
        self.plates: list[SeatPlate] = []
        self.captions: dict[ZoneKey, Caption] = {}
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
        #: The last complete trick shown before it was collected (for tests and the curious).
        self.shown_trick: ShownTrick | None = None
        #: The view whose facts the plates and captions show: ``view_``, or a newer one while a
        #: batch deals a new round (the next deal must not show the last round's words).
        self._texts: TableView[Any] | None = None
        self._badges: dict[int, str] = {}
        #: A round is over and the next not yet dealt: no captions, nobody to act.
        self._between = False
        #: The batch being shown ends a round and is followed by more (its summary comes next).
        self._ends_round = False
        #: The trick collection that has had its pause (so the pause comes once).
        self._held: CardsMoved | None = None
        self._untold: list[ShownTrick] = []
        self._layout: TableLayout | None = None
        self._anim: QAbstractAnimation | None = None
        self._queue: list[tuple[list[Event], TableView[Any] | None]] = []
        self._input = False
        self._lift_anims: dict[int, QAbstractAnimation] = {}
        self._flights = 0
        self._batch = 0
        self._steps: list[CardsMoved | SeatsMoved | RoundStarted] = []
        self._spare: list[CardItem] = []
        self._final_reveal_done = False
        self._final: TableView[Any] | None = None
        self._retired: list[QAbstractAnimation] = []
        self._warm_todo: list[int | None] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.timeout.connect(self._warm_some)
        #: Every hand is shown face up (the replay): the other seats' hands are spread to be read.
        self.open_hands = False
        #: The table's colour, a key of ``FELTS``.
        self.felt = "green"
        self._felt = QGraphicsEllipseItem()
        self._felt.setZValue(-100)
        self._felt.setPen(QPen(QColor(60, 38, 22), 14))
        self.addItem(self._felt)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._paint_felt()

    # ------------------------------------------------------------------ set-up

    def setup(self, ui: TableRules, names: Sequence[str], bots: Sequence[bool]) -> None:
        """Prepare an empty table for a new match of ``ui``'s game."""
        self.stop()
        restyle = self.pixmaps.style != ui.style
        for item in self.cards():
            self._release(item)
        if restyle:
            for item in self._spare:
                self.removeItem(item)
            self._spare = []
        for plate in self.plates:
            self.removeItem(plate)
        for caption in self.captions.values():
            self.removeItem(caption)
        self.ui = ui
        if restyle:
            self.pixmaps = CardPixmaps(ui.style, self.pixmaps.device_scale, self.pixmaps.back)
        self.zones = {}
        self.captions = {}
        self.num_players = len(names)
        self.bottom = 0
        self.chairs = None
        self.dealer = None
        self.view_ = None
        self._texts = None
        self._badges = {}
        self._between = False
        self.shown_trick = None
        self.plates = []
        for name, bot in zip(names, bots, strict=True):
            plate = SeatPlate(name, bot)
            plate.setZValue(50)
            self.addItem(plate)
            self.plates.append(plate)
        self._relayout(animate=False)
        self._stock_up(len(ui.faces(self.num_players)))
        self._warm_up()

    def _stock_up(self, count: int) -> None:
        """Have ``count`` card sprites ready before play begins, each drawn once.

        Qt's first call into each new Python-made item (to paint it, to ask its
        size...) takes Python's lock; made mid-game while a bot thinks, a deal's
        worth of new cards would stall the animation. Made and painted here, in
        one Python call, later deals only reuse them.
        """
        fresh = [CardItem(self, HIDDEN, False) for _ in range(count - len(self._spare))]
        for item in fresh:
            self.addItem(item)
            item.setPos(0.0, 0.0)
        if fresh:
            image = QImage(64, 40, QImage.Format.Format_ARGB32_Premultiplied)
            painter = QPainter(image)
            self.render(painter, QRectF(0, 0, 64, 40), QRectF(0, 0, 200, 200))
            painter.end()
        for item in fresh:
            self._release(item)

    def _prepare_faces(self, view: TableView[Any]) -> None:
        """Draw now, before anything moves, the faces the batch will show that are not drawn yet.

        The first deal may come before the warm-up has reached its faces; drawn
        on demand while cards turn over, they would stall the animation.
        """
        for zone in view.zones.values():
            if zone.face_up:
                drawn = zone.faces if len(zone.faces) == len(zone.cards) else zone.cards
                for card, face in zip(zone.cards, drawn, strict=True):
                    if card != HIDDEN and not self.pixmaps.has(face):
                        self.pixmaps.pixmap(face)

    def _warm_up(self) -> None:
        """Render the game's card faces a few at a time while the table is otherwise idle.

        Drawing a face is Python work; done on demand in the middle of a
        move, it would compete with a thinking bot for Python's lock and
        stall the animation. Done ahead, a move only copies pixels.
        """
        if self.ui is None:
            return
        todo = [None, *self.ui.faces(self.num_players)]
        self._warm_todo = [c for c in todo if not self.pixmaps.has(c)]
        if not self._warm_timer.isActive():
            self._warm_timer.start(0)

    def _warm_some(self) -> None:
        """Draw faces for a few milliseconds, only while nothing moves: a court card of the
        French deck takes some 20 ms to draw, which in mid-move would be a visible stall."""
        if self.busy:
            return
        started = time.perf_counter()
        while self._warm_todo and time.perf_counter() - started < 0.008:
            self.pixmaps.pixmap(self._warm_todo.pop())
        if not self._warm_todo:
            self._warm_timer.stop()

    def set_open_hands(self, spread: bool) -> None:
        """Spread the other seats' hands to be read (the replay, a round's end that shows them) or
        keep them small by their plates; the table is laid out again when that changes."""
        if spread != self.open_hands:
            self.open_hands = spread
            self._relayout(animate=False)

    def set_speed(self, speed: str) -> None:
        """Animation speed: off, fast, normal or slow."""
        self.timing = SPEEDS[speed]

    def resize_table(self, width: float, height: float, device_scale: float) -> None:
        """The table is now ``width`` x ``height`` scene units, each ``device_scale`` device pixels."""
        self.width_, self.height_ = max(width, MIN_W), max(height, MIN_H)
        self.setSceneRect(QRectF(0, 0, self.width_, self.height_))
        self._paint_felt()
        if self.pixmaps.set_device_scale(device_scale):
            for item in self.cards():
                item.refresh_pixmap()
            self._warm_up()
        if self.busy:
            return  # the batch's end snaps everything into the new places
        self._relayout(animate=False)

    def set_look(self, felt: str, back: str) -> None:
        """The table's colour (one of ``FELTS``) and the card back (``cardgames.ui.art.BACKS``)."""
        if felt in FELTS and felt != self.felt:
            self.felt = felt
            self._paint_felt()
        if self.pixmaps.set_back(back):
            for item in [*self.cards(), *self._spare]:  # the spares too: they come back as they were drawn
                item.refresh_pixmap()

    def _paint_felt(self) -> None:
        w, h = self.width_, self.height_
        room, middle, edge, centre, rim = FELTS[self.felt]
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.7)
        grad.setColorAt(0.0, QColor(*room))
        grad.setColorAt(0.6, QColor(*middle))
        grad.setColorAt(1.0, QColor(*edge))
        self.setBackgroundBrush(QBrush(grad))
        self._felt.setRect(QRectF(w * 0.035, h * 0.03, w * 0.93, h * 0.86))
        inner = QRadialGradient(QPointF(w / 2, h * 0.45), w * 0.5)
        inner.setColorAt(0.0, QColor(*centre))
        inner.setColorAt(1.0, QColor(*rim))
        self._felt.setBrush(QBrush(inner))

    # ------------------------------------------------------------------ queries

    @property
    def busy(self) -> bool:
        """True while a batch is being animated or waits its turn."""
        return self._anim is not None or bool(self._queue)

    def cards(self) -> list[CardItem]:
        """Every card sprite on the table."""
        return [item for items in self.zones.values() for item in items]

    def items_of(self, *zone: Any) -> list[CardItem]:
        """The sprites of one zone, first card first."""
        return list(self.zones.get(tuple(zone), []))

    def find(self, pick: Pick) -> CardItem | None:
        """The sprite of a pick (zone and card, and which copy of an equal card)."""
        zone, code = pick
        card, copy = pick_card(code)
        for item in self.zones.get(zone, []):
            if item.card == card:
                if not copy:
                    return item
                copy -= 1
        return None

    def pick_of(self, item: CardItem) -> Pick:
        """The pick a sprite stands for: its zone and card, counting equal cards before it."""
        copy = 0
        for other in self.zones.get(item.zone, []):
            if other is item:
                break
            if other.card == item.card:
                copy += 1
        return (item.zone, copy_pick(item.card, copy))

    def layout(self) -> TableLayout:
        """The current layout."""
        assert self._layout is not None
        return self._layout

    # ------------------------------------------------------------------ snapping

    def snap(self, view: TableView[Any]) -> None:
        """Make every zone hold exactly the view's cards, placed without animation."""
        self.view_ = view
        if view.seat is not None:
            self.bottom = view.seat
        self.chairs = view.facts.chairs
        self.dealer = view.facts.dealer
        wanted: dict[int, list[CardItem]] = defaultdict(list)
        for sprite in self.cards():
            if sprite.card != HIDDEN:
                wanted[sprite.card].append(sprite)
        taken: set[int] = set()
        new: dict[ZoneKey, list[CardItem | None]] = {}
        # Known cards keep their sprite wherever it was (an equal card drawn alike first).
        for key, zone in view.zones.items():
            slots: list[CardItem | None] = []
            faces = zone.faces if len(zone.faces) == len(zone.cards) else (None,) * len(zone.cards)
            for card, face in zip(zone.cards, faces, strict=True):
                known = _take_alike(wanted[card], face) if card != HIDDEN and wanted.get(card) else None
                if known is not None:
                    taken.add(id(known))
                slots.append(known)
            new[key] = slots
        # Hidden cards reuse the sprites already in their zone, then any spare one.
        for key, slots in new.items():
            pool = [it for it in self.zones.get(key, []) if id(it) not in taken]
            for i, slot in enumerate(slots):
                if slot is None and pool:
                    reused = pool.pop(0)
                    slots[i] = reused
                    taken.add(id(reused))
        spare = [it for it in self.cards() if id(it) not in taken]
        zones: dict[ZoneKey, list[CardItem]] = {}
        for key, slots in new.items():
            zone = view.zones[key]
            players = self.ui.played_by(view, key) if self.ui is not None else None
            if players is not None and len(players) != len(zone.cards):
                players = None
            items: list[CardItem] = []
            faces = zone.faces if len(zone.faces) == len(zone.cards) else ()
            for i, (card, slot) in enumerate(zip(zone.cards, slots, strict=True)):
                item = slot if slot is not None else spare.pop() if spare else self._new_item()
                if players is not None:
                    item.owner = players[i]
                elif item.zone != key:
                    item.owner = None
                item.card = card
                item.zone = key
                item.face_up = zone.face_up
                item.face = faces[i] if faces else None
                item.show_face(card, zone.face_up)
                item.flip.setXScale(1.0)
                item.set_mark("none")
                item.set_focused(False)
                item.set_winner("")
                items.append(item)
            zones[key] = items
        for item in spare:
            self._release(item)
        self.zones = zones
        self._texts = view
        self._between = False
        self._relayout(animate=False)
        self.update_texts(view)
        self.snapped.emit(view)

    def update_texts(self, view: TableView[Any], badges: dict[int, str] | None = None) -> None:
        """Plates and captions from the view's public facts, in the current language.

        Given the view the cards were last snapped to while the plates already speak of a newer
        one (a new round being dealt, a round's summary), the newer facts stay: no word of the
        last round comes back while the next is dealt.
        """
        if view is self.view_ and self._texts is not None:
            view = self._texts
        else:
            self._texts = view
        self._badges = dict(badges or {})
        self._show_texts()

    def round_ended(self, view: TableView[Any]) -> None:
        """A round's summary is up: the plates show the match as it is now (``view``: the points
        after the round), while the cards still lie as the round left them. Until the next round
        is dealt the felt has no captions and no plate is highlighted."""
        self._texts = view
        self._between = True
        self._show_texts()

    def _show_texts(self) -> None:
        """Plates and captions from the facts of ``_texts``, with the badges last given."""
        view = self._texts
        if self.ui is None or view is None:
            return
        badges = self._badges
        between = self._between
        for seat, plate in enumerate(self.plates):
            plate.set_texts(plate.name, self.ui.plate_line(view, seat), badges.get(seat, ""))
            plate.set_note("" if between else self.ui.plate_note(view, seat))
            plate.set_active(seat == view.current_player and not between)
            plate.set_accent(self.ui.plate_accent(view, seat))
        # Tags belong to the cards as last snapped (the newer facts of a deal in progress have none).
        tags = {} if between or self.view_ is None else self.ui.card_tags(self.view_)
        for item in self.cards():
            item.set_tag(tags.get(self.pick_of(item), "") if tags and item.shown[1] else "")
        texts = {} if between else self.ui.captions(view, [p.name for p in self.plates])
        layout = self.layout()
        for key, (x, y) in layout.captions.items():
            caption = self.captions.get(key)
            if caption is None:
                caption = Caption()
                caption.setZValue(2)
                self.addItem(caption)
                self.captions[key] = caption
            caption.set_caption(texts.get(key, ""), x, y, key in layout.left_captions)

    def set_names(self, names: Sequence[str]) -> None:
        """The seat names shown on the plates."""
        for plate, name in zip(self.plates, names, strict=False):
            plate.name = name

    # ------------------------------------------------------------------ batches

    def play(self, events: list[Event], view: TableView[Any] | None) -> None:
        """Show a batch of events, then snap to ``view`` (if given) and emit ``idle``."""
        if view is not None and self._anim is None:
            self._prepare_faces(view)
        self._queue.append((events, view))
        if self._anim is None:
            self._start_next()

    def stop(self) -> None:
        """Drop every batch, running or queued (a new match replaces the table)."""
        self._queue.clear()
        self._steps = []
        self._batch += 1
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            self._retire(anim)

    def _start_next(self) -> None:
        if not self._queue:
            return
        events, view = self._queue.pop(0)
        self._final = view
        self._ends_round = view is None and any(isinstance(e, RoundEnded) for e in events)
        self.set_input(False)
        moves = [e for e in events if isinstance(e, CardsMoved | SeatsMoved | RoundStarted)]
        self._batch += 1
        if not self.timing.animated or not moves:
            for e in moves:
                if isinstance(e, CardsMoved):
                    if self._collects_trick(e):
                        self._show_trick(e.src)
                    for item, turns in self._apply_move(e):
                        if turns:  # no animation turns it: it shows its new face at once
                            item.show_face(item.card, item.face_up)
                elif isinstance(e, SeatsMoved):
                    self.chairs = e.chairs
                else:
                    self.dealer = e.dealer
            self._anim = QParallelAnimationGroup()  # a marker: busy until the call below
            batch = self._batch
            QTimer.singleShot(0, self, lambda: self._finish(view, batch))
            self._tell_tricks()
            return
        self._steps = moves
        self._final_reveal_done = False
        if view is not None and any(isinstance(e, RoundStarted | SeatsMoved) for e in moves):
            # The batch deals a new round: while the last round's cards are gathered, the players
            # change chairs and the cards are dealt, the plates already speak of the new round,
            # nobody is highlighted and the felt says nothing until the cards lie as the view says.
            self._texts = view
            self._between = True
            self._show_texts()
        self._next_step()

    def _next_step(self) -> None:
        """Start the next event's animation, or finish the batch.

        Each step is built and started here, in Python, when the one before
        it ends, rather than chained inside one Qt group. That way the first
        calls Qt makes into each new animation object happen while this
        Python code runs; chained in a group they would happen later, from
        Qt's timer, each one waiting for Python's lock while a bot thinks.
        """
        if self._anim is not None:
            self._retire(self._anim)
            self._anim = None
        while self._steps and isinstance(started := self._steps[0], RoundStarted):
            # A new round's dealer: the deck goes to him before the cards come out of it.
            self._steps.pop(0)
            self.dealer = started.dealer
            self._compute_layout()
        step: QAbstractAnimation
        if not self._steps:
            reveal = self._reveal_step(self._final) if self._final is not None else None
            self._final_reveal_done = True
            if reveal is None:
                self._finish(self._final, self._batch)
                return
            step = reveal
        elif (
            isinstance(first := self._steps[0], CardsMoved)
            and first is not self._held
            and self._collects_trick(first)
        ):
            # The trick is complete: it stays a moment, its winner marked, before it is collected.
            self._held = first
            self._show_trick(first.src)
            step = QPauseAnimation(max(self.timing.hold, 1))
        else:
            e = self._steps.pop(0)
            assert not isinstance(e, RoundStarted)
            step = self._move_step(e) if isinstance(e, CardsMoved) else self._seats_step(e)
        step.finished.connect(self._next_step)
        self._anim = step
        step.start()
        step.setCurrentTime(0)
        self._tell_tricks()

    def _collects_trick(self, e: CardsMoved) -> bool:
        """True if ``e`` takes every card of a trick (a zone laid out in front of its players) away."""
        if self._layout is None or e.src not in self._layout.by_seat or e.dst == e.src:
            return False
        items = self.zones.get(e.src, [])
        return bool(items) and len(e.cards) == len(items)

    def _show_trick(self, zone: ZoneKey) -> None:
        """A complete trick lies on the table: mark its winning card and tell who is listening."""
        items = self.zones.get(zone, [])
        plays = tuple((it.owner, it.card) for it in items)
        winner: int | None = None
        known = [(seat, card) for seat, card in plays if seat is not None and card != HIDDEN]
        if self.ui is not None and self.view_ is not None and len(known) == len(plays):
            winner = self.ui.trick_winner(self.view_, known)
        if winner is not None and 0 <= winner < len(items):
            best = items[winner]
            best.set_winner(QCoreApplication.translate("TableScene", "Takes the trick"))
            best.setZValue(max(it.zValue() for it in items) + 0.5)  # its mark over the others
        else:
            winner = None
        self.shown_trick = ShownTrick(zone, plays, winner)
        self._untold.append(self.shown_trick)

    def _tell_tricks(self) -> None:
        """Emit ``trickShown`` for the tricks just shown, once the table is busy holding them."""
        untold, self._untold = self._untold, []
        for shown in untold:
            self.trickShown.emit(shown)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click while a complete trick is held in view collects it at once."""
        anim = self._anim
        if (
            event.button() == Qt.MouseButton.LeftButton
            and isinstance(anim, QPauseAnimation)
            and anim.state() == QAbstractAnimation.State.Running
        ):
            event.accept()
            anim.setCurrentTime(anim.duration())
            return
        super().mousePressEvent(event)

    def _finish(self, view: TableView[Any] | None, batch: int) -> None:
        if batch != self._batch:
            return  # stopped meanwhile
        if self._anim is not None:
            anim, self._anim = self._anim, None
            self._retire(anim)
        if view is not None:
            self.snap(view)
        else:
            if self._ends_round:
                # The round is over; its summary comes: nothing on the felt speaks of a turn.
                self._between = True
            self._relayout(animate=False)
        if self._queue:
            self._start_next()
        else:
            self.idle.emit()

    def _retire(self, anim: QAbstractAnimation) -> None:
        """Free a finished step's animations soon, in one go.

        The groups belong to Python (no Qt parent), so they are freed when
        the last reference goes, inside one Python call. Qt's ``deleteLater``
        would free each animation object separately, and each would wait for
        Python's lock while a bot thinks. (Not freed right here: this may
        run inside the group's own ``finished`` signal.)
        """
        self._retired.append(anim)
        if len(self._retired) == 1:
            QTimer.singleShot(0, self._retired.clear)

    def _apply_move(self, e: CardsMoved) -> list[tuple[CardItem, bool]]:
        """Move sprites in the model; returns each moved sprite and whether its shown face changes."""
        src = self.zones.setdefault(e.src, [])
        dst = self.zones.setdefault(e.dst, [])
        face_up = self._face_up(e.dst)
        # A card out of a seat's hand was played by that seat (a trick lays it in front of it).
        played = ZoneRole.HAND in self._role(e.src) and len(e.src) > 1 and isinstance(e.src[1], int)
        moved: list[tuple[CardItem, bool]] = []
        for card in e.cards:
            item = self._take(src, card)
            if item is None:
                item = self._new_item()
                item.place_at(self._slot_for_new(e.src))
            known = item.shown[1] and item.card == card  # a shown card keeps how it is drawn
            item.card = card
            item.zone = e.dst
            item.face_up = face_up
            item.owner = e.src[1] if played else None
            item.set_winner("")
            self._insert(dst, item, e.dst)
            if not known:
                item.face = self._face_of(item, e.dst) if card != HIDDEN else None
            visible = card != HIDDEN and face_up
            moved.append((item, item.shown != (card if visible else HIDDEN, visible)))
        return moved

    def _insert(self, items: list[CardItem], item: CardItem, zone: ZoneKey) -> None:
        """Put a sprite into a zone: in card order where the game keeps the zone sorted, else at the end."""
        if self.ui is None or zone[0] not in self.ui.sorted_zones or item.card == HIDDEN:
            items.append(item)
            return
        order = self.ui.card_order
        rank = order(item.card)
        at = next((i for i, it in enumerate(items) if it.card == HIDDEN or order(it.card) > rank), len(items))
        items.insert(at, item)

    def _move_step(self, e: CardsMoved) -> QAbstractAnimation:
        """One event: the cards fly (staggered), the two zones close ranks, faces turn.

        Every animation of the step sits directly in one parallel group; a
        card that starts later holds still for its delay (a key frame), so
        no nested groups start later on Qt's timer.
        """
        moved = self._apply_move(e)
        t = self.timing
        step = QParallelAnimationGroup()
        stagger = min(t.stagger, 900 // max(len(moved), 1))
        flying = {id(item): i for i, (item, _) in enumerate(moved)}
        self._flights += 1
        # The two zones, and any zone that goes aside while one of them holds cards.
        aside = self._layout.aside if self._layout is not None else {}
        moving = [e.src, e.dst, *(z for z, (other, _p) in aside.items() if other in (e.src, e.dst))]
        for zone in dict.fromkeys(moving):
            items = self.zones.get(zone, [])
            place = self._place(zone)
            for item, slot in zip(items, self._zone_slots(zone, items), strict=True):
                i = flying.get(id(item))
                item.animated()
                if i is None:
                    item.setZValue(slot.z)
                else:
                    # Above everything while it flies; where it belongs once it lands (a card
                    # resting on a name plate must not hide the name).
                    step.addAnimation(
                        _landing(item, _FLIGHT_Z + self._flights + i * 0.01, slot.z, t.move + i * stagger)
                    )
                for anim in fly(item, slot, t.move, 0 if i is None else i * stagger):
                    step.addAnimation(anim)
                item.home = slot
                item.lift = 0.0
                item.set_greyed(slot.dim)
                item.setVisible(place is not None or item.isVisible())
        batch = self._batch
        for i, (item, turns) in enumerate(moved):
            if turns:
                step.addAnimation(self._turn(item, item.card, item.face_up, t.flip, i * stagger, batch))
        return step

    def _seats_step(self, e: SeatsMoved) -> QAbstractAnimation:
        """The players change places: plates glide to their new chairs, every card goes along."""
        self.chairs = e.chairs
        assert self.ui is not None
        self._layout = self._compute_layout()
        duration = self.timing.move * 2
        step = QParallelAnimationGroup()
        for seat, plate in enumerate(self.plates):
            x, y = self._layout.plates[seat]
            target = QPointF(x - plate.W / 2, y - plate.H / 2)
            if plate.pos() != target:
                anim = QPropertyAnimation(plate, b"pos")
                anim.setDuration(duration)
                anim.setEndValue(target)
                anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
                step.addAnimation(anim)
        for zone, items in self.zones.items():
            for item, slot in zip(items, self._zone_slots(zone, items), strict=True):
                item.animated()
                for flight in fly(item, slot, duration, 0):
                    step.addAnimation(flight)
                item.home = slot
                item.lift = 0.0
                item.set_greyed(slot.dim)
        return step

    def _reveal_step(self, view: TableView[Any]) -> QAbstractAnimation | None:
        """Turn up, in place, the face-down cards the batch's view shows face up (hands at the end).

        Only once per batch, and only turning cards up: hiding is never animated,
        so a face that must go away (the computer changes hands) goes at once.
        """
        if self._final_reveal_done:
            return None
        step = QParallelAnimationGroup()
        for key, zone in view.zones.items():
            items = self.zones.get(key, [])
            if not zone.face_up or len(items) != len(zone.cards):
                continue
            for i, (item, card) in enumerate(zip(items, zone.cards, strict=True)):
                if card != HIDDEN and not item.shown[1]:
                    item.card = card
                    item.face_up = True
                    item.face = zone.faces[i] if len(zone.faces) == len(zone.cards) else None
                    step.addAnimation(
                        self._turn(item, card, True, self.timing.flip, i * self.timing.stagger, self._batch)
                    )
        return step if step.animationCount() else None

    def _turn(
        self, item: CardItem, card: int, face_up: bool, duration: int, delay: int, batch: int
    ) -> QAbstractAnimation:
        """Turn a card over; the picture changes half way, unless the batch was stopped meanwhile."""

        def swap() -> None:
            if batch == self._batch:
                item.show_face(card, face_up)

        return turn(item, duration, delay, swap)

    def reveal(self, events: Iterable[Event]) -> None:
        """Turn up, in place, the hidden cards that coming events will show (hands at a round's end)."""
        for e in events:
            if not isinstance(e, CardsMoved):
                continue
            hidden = [it for it in self.zones.get(e.src, []) if it.card == HIDDEN]
            for card in e.cards:
                if card == HIDDEN or not hidden:
                    continue
                if any(it.card == card for it in self.zones.get(e.src, [])):
                    continue
                item = hidden.pop(0)
                item.card = card
                item.face_up = True
                item.face = self._face_of(item, e.src)
                item.show_face(card, True)

    # ------------------------------------------------------------------ model helpers

    def _take(self, items: list[CardItem], card: int) -> CardItem | None:
        """Remove and return the sprite for ``card`` from a zone (a hidden one if it is not known)."""
        if card != HIDDEN:
            for i, item in enumerate(items):
                if item.card == card:
                    return items.pop(i)
        for i in range(len(items) - 1, -1, -1):
            if items[i].card == HIDDEN:
                return items.pop(i)
        return items.pop() if items else None

    def _new_item(self) -> CardItem:
        """A sprite from the stock (or a new one), showing its back."""
        if self._spare:
            item = self._spare.pop()
            item.setVisible(True)
            return item
        item = CardItem(self, HIDDEN, False)
        self.addItem(item)
        return item

    def _release(self, item: CardItem) -> None:
        """Put a sprite away for later (hidden, unmarked, back up)."""
        item.setVisible(False)
        item.set_mark("none")
        item.set_focused(False)
        item.set_winner("")
        item.set_tag("")
        item.owner = None
        item.card = HIDDEN
        item.zone = ()
        item.set_greyed(False)
        item.face = None
        item.show_face(HIDDEN, False)
        item.flip.setXScale(1.0)
        self._spare.append(item)

    def _face_up(self, zone: ZoneKey) -> bool:
        # The batch's own view knows best (the opening deal has no earlier one).
        for view in (self._final, self.view_):
            if view is not None and zone in view.zones:
                return view.zones[zone].face_up
        return ZoneRole.FACE_UP in self._role(zone)

    def _role(self, zone: ZoneKey) -> ZoneRole:
        """What ``zone`` is for, as the game declares it."""
        return role_of(self.ui.zone_roles, zone) if self.ui is not None else ZoneRole.NONE

    def _face_of(self, item: CardItem, zone: ZoneKey) -> int | None:
        """How ``item``, newly face up in ``zone``, is drawn: as the batch's view draws the card of its
        rank that it will be there (the k-th equal card of the zone is the view's k-th), or by its id."""
        for view in (self._final, self.view_):
            shown = view.zones.get(zone) if view is not None else None
            if shown is None or len(shown.faces) != len(shown.cards):
                continue
            items = self.zones.get(zone, [])
            k = sum(1 for it in items[: items.index(item)] if it.card == item.card) if item in items else 0
            equal = [f for c, f in zip(shown.cards, shown.faces, strict=True) if c == item.card]
            return equal[k] if k < len(equal) else None
        return None

    def _place(self, zone: ZoneKey) -> Place | None:
        if self._layout is None:
            return None
        aside = self._layout.aside.get(zone)
        if aside is not None and self.zones.get(aside[0]):
            return aside[1]
        return self._layout.places.get(zone)

    def _slots(self, place: Place | None, count: int) -> list[Slot]:
        if place is None:
            x, y = self._layout.fallback if self._layout is not None else (self.width_ / 2, self.height_ / 2)
            return [Slot(x, y, 0.0, 0.6, 0.0)] * count
        return card_slots(place, count)

    def _zone_slots(self, zone: ZoneKey, items: Sequence[CardItem]) -> list[Slot]:
        """A slot for each card of a zone; in a trick, each card in front of the seat that played it."""
        place = self._place(zone)
        order = self._layout.by_order.get(zone) if self._layout is not None else None
        if order:
            # Each card its own place, the newest in the first one.
            last = len(items) - 1
            return [
                replace(card_slots(order[min(last - i, len(order) - 1)], 1)[0], z=order[0].z + i * 0.01)
                for i in range(len(items))
            ]
        seats = self._layout.by_seat.get(zone) if self._layout is not None else None
        if not seats:
            return self._slots(place, len(items))
        groups: dict[int | None, list[int]] = defaultdict(list)
        for i, item in enumerate(items):
            owner = item.owner if item.owner is not None and 0 <= item.owner < len(seats) else None
            groups[owner].append(i)
        slots: list[Slot] = [Slot(0.0, 0.0, 0.0, 1.0, 0.0)] * len(items)
        for owner, indexes in groups.items():
            where = seats[owner] if owner is not None else place
            for i, slot in zip(indexes, self._slots(where, len(indexes)), strict=True):
                slots[i] = replace(slot, z=slot.z + i * 0.05)  # a later card lies on an earlier one
        return slots

    def _slot_for_new(self, zone: ZoneKey) -> Slot:
        place = self._place(zone)
        slots = self._slots(place, 1)
        return slots[0]

    def _compute_layout(self) -> TableLayout:
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
        self._layout = layout
        return self._layout

    def _relayout(self, animate: bool) -> None:
        if self.ui is None or self.num_players == 0:
            return
        self._layout = self._compute_layout()
        for seat, plate in enumerate(self.plates):
            plate.center_on(*self._layout.plates[seat])
        for zone, items in self.zones.items():
            place = self._place(zone)
            for item, slot in zip(items, self._zone_slots(zone, items), strict=True):
                item.place_at(slot, item.lift)
                item.set_greyed(slot.dim)
                item.setVisible(place is not None)
        self._show_texts()

    # ------------------------------------------------------------------ input

    def set_input(self, enabled: bool) -> None:
        """Allow or hold clicks on cards."""
        self._input = enabled
        if not enabled:
            for item in self.cards():
                if item.mark != "none" or item.focused:
                    item.set_mark("none")
                    item.set_focused(False)
                    self._lift(item, 0.0, animate=False)

    def accepts_input(self, item: CardItem) -> bool:
        """True if a click on ``item`` counts now."""
        return self._input and not self.busy and item.interactive

    def set_marks(self, marks: dict[Pick, tuple[Mark, str]], focus: Pick | None = None) -> None:
        """Mark the cards a player may pick (legal, selected, blocked with a reason); lift the selected."""
        for item in self.cards():
            pick = self.pick_of(item)
            mark, tip = marks.get(pick, ("none", ""))
            item.set_mark(mark, tip)
            item.set_focused(focus is not None and pick == focus)
            lift = self._selected_lift(item) if mark == "selected" else 0.0
            if lift != item.lift:
                self._lift(item, lift, animate=True)

    def _selected_lift(self, item: CardItem) -> float:
        place = self._place(item.zone)
        share = 0.24 if place is not None and place.kind == "fan" else 0.14
        return CARD_H * item.home.scale * share

    def _lift(self, item: CardItem, lift: float, animate: bool) -> None:
        item.lift = lift
        item.animated()
        old = self._lift_anims.pop(id(item), None)
        if old is not None:
            old.stop()
        target = CardItem.target_pos(item.home, lift)
        if not animate or not self.timing.animated:
            item.setPos(target)
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(self.timing.lift)
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._lift_anims[id(item)] = anim
        anim.finished.connect(lambda: self._lift_anims.pop(id(item), None))
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def hover(self, item: CardItem, on: bool) -> None:
        """Raise a pickable card a little under the pointer, lower it when the pointer leaves."""
        if item.mark != "legal":
            return
        self._lift(item, CARD_H * item.home.scale * 0.07 if on else 0.0, animate=True)

    def card_clicked(self, item: CardItem) -> None:
        """Forward a click on a pickable card."""
        self.cardClicked.emit(self.pick_of(item))

    def card_double_clicked(self, item: CardItem) -> None:
        """Forward a double click on a pickable card."""
        self.cardDoubleClicked.emit(self.pick_of(item))


def _take_alike(items: list[CardItem], face: int | None) -> CardItem:
    """Take the sprite of ``items`` (equal cards) that is drawn as ``face``, else the last one."""
    if face is not None:
        for i in range(len(items) - 1, -1, -1):
            if items[i].face == face:
                return items.pop(i)
    return items.pop()
