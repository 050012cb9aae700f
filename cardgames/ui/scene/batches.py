"""The batch player: a batch of events becomes animations played one step at a time.

``play(events, view)`` queues a batch; its steps are built and started one by one (each card
move flies its cards while both zones close ranks and faces turn; the players change chairs; a
complete trick stays a moment, its winner marked, before it is collected). After the batch the
table *snaps* to the view, so it can never drift from the truth. Speed "off" applies the moves
at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QTimer,
)

from ...engine import HIDDEN, CardsMoved, Event, RoundEnded, RoundStarted, SeatsMoved, TableView, ZoneKey
from .layout import TableLayout
from .motion import fly, turn
from .pool import SpritePool
from .rules import TableRules
from .speed import Timing
from .sprites import CardItem
from .texts import Texts
from .zones import Zones

__all__ = ["BatchPlayer", "ShownTrick", "Stage"]

_FLIGHT_Z = 500.0


@dataclass(frozen=True, slots=True)
class ShownTrick:
    """A complete trick as the table showed it just before it was collected."""

    zone: tuple[Any, ...]
    #: (seat that played it, card) in play order; the seat is None where the table did not know it.
    plays: tuple[tuple[int | None, int], ...]
    #: The index in ``plays`` of the card that takes the trick, None if the game did not say.
    winner: int | None


class Stage(Protocol):
    """What the batch player needs of the table it plays on (the scene implements it)."""

    timing: Timing
    view_: TableView[Any] | None
    chairs: tuple[int, ...] | None
    dealer: int | None

    @property
    def ui(self) -> TableRules | None:
        """The game's table description."""
        ...

    def snap(self, view: TableView[Any]) -> None:
        """Make every zone hold exactly the view's cards."""
        ...

    def set_input(self, enabled: bool) -> None:
        """Allow or hold clicks on cards."""
        ...

    def compute_layout(self) -> TableLayout:
        """Lay the table out anew for its chairs and dealer as they are now."""
        ...

    def relayout(self) -> None:
        """Put everything where the layout has it, at once."""
        ...

    def show_texts(self) -> None:
        """Show the plates and captions anew."""
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


class BatchPlayer:
    """Plays the batches of one table in order; ``idle`` is called when the last one is shown."""

    def __init__(
        self,
        scene: QObject,
        stage: Stage,
        zones: Zones,
        texts: Texts,
        pool: SpritePool,
        idle: Callable[[], None],
        trick_shown: Callable[[ShownTrick], None],
    ) -> None:
        #: The Qt object whose life bounds the timers (a batch's end is not called after it).
        self._scene = scene
        self._stage = stage
        self._zones = zones
        self._texts = texts
        self._pool = pool
        self._idle = idle
        self._trick_shown = trick_shown
        #: The last complete trick shown before it was collected (for tests and the curious).
        self.shown_trick: ShownTrick | None = None
        #: The view the batch being shown ends in (None: none given).
        self.final: TableView[Any] | None = None
        #: The batch being shown ends a round and is followed by more (its summary comes next).
        self._ends_round = False
        #: The trick collection that has had its pause (so the pause comes once).
        self._held: CardsMoved | None = None
        self._untold: list[ShownTrick] = []
        self._anim: QAbstractAnimation | None = None
        self._queue: list[tuple[list[Event], TableView[Any] | None]] = []
        self._flights = 0
        self._batch = 0
        self._steps: list[CardsMoved | SeatsMoved | RoundStarted] = []
        self._final_reveal_done = False
        self._retired: list[QAbstractAnimation] = []

    @property
    def busy(self) -> bool:
        """True while a batch is being animated or waits its turn."""
        return self._anim is not None or bool(self._queue)

    def _views(self) -> tuple[TableView[Any] | None, TableView[Any] | None]:
        """The views that say how a zone is shown, the best first."""
        return (self.final, self._stage.view_)

    def play(self, events: list[Event], view: TableView[Any] | None) -> None:
        """Show a batch of events, then snap to ``view`` (if given) and call ``idle``."""
        if view is not None and self._anim is None:
            self._pool.prepare_faces(view)
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

    def forget_trick(self) -> None:
        """A new match: no trick was shown on this table."""
        self.shown_trick = None

    def skip_hold(self) -> bool:
        """Collect at once a complete trick held in view; False if none is held now."""
        anim = self._anim
        if isinstance(anim, QPauseAnimation) and anim.state() == QAbstractAnimation.State.Running:
            anim.setCurrentTime(anim.duration())
            return True
        return False

    def _start_next(self) -> None:
        if not self._queue:
            return
        stage = self._stage
        events, view = self._queue.pop(0)
        self.final = view
        self._ends_round = view is None and any(isinstance(e, RoundEnded) for e in events)
        stage.set_input(False)
        moves = [e for e in events if isinstance(e, CardsMoved | SeatsMoved | RoundStarted)]
        self._batch += 1
        if not stage.timing.animated or not moves:
            for e in moves:
                if isinstance(e, CardsMoved):
                    if self._collects_trick(e):
                        self._show_trick(e.src)
                    for item, turns in self._zones.apply_move(e, self._views()):
                        if turns:  # no animation turns it: it shows its new face at once
                            item.show_face(item.card, item.face_up)
                elif isinstance(e, SeatsMoved):
                    stage.chairs = e.chairs
                else:
                    stage.dealer = e.dealer
            self._anim = QParallelAnimationGroup()  # a marker: busy until the call below
            batch = self._batch
            QTimer.singleShot(0, self._scene, lambda: self._finish(view, batch))
            self._tell_tricks()
            return
        self._steps = moves
        self._final_reveal_done = False
        if view is not None and any(isinstance(e, RoundStarted | SeatsMoved) for e in moves):
            # The batch deals a new round: while the last round's cards are gathered, the players
            # change chairs and the cards are dealt, the plates already speak of the new round,
            # nobody is highlighted and the felt says nothing until the cards lie as the view says.
            self._texts.view = view
            self._texts.between = True
            stage.show_texts()
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
            self._stage.dealer = started.dealer
            self._stage.compute_layout()
        step: QAbstractAnimation
        if not self._steps:
            reveal = self._reveal_step(self.final) if self.final is not None else None
            self._final_reveal_done = True
            if reveal is None:
                self._finish(self.final, self._batch)
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
            step = QPauseAnimation(max(self._stage.timing.hold, 1))
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
        layout = self._zones.layout
        if layout is None or e.src not in layout.by_seat or e.dst == e.src:
            return False
        items = self._zones.items.get(e.src, [])
        return bool(items) and len(e.cards) == len(items)

    def _show_trick(self, zone: ZoneKey) -> None:
        """A complete trick lies on the table: mark its winning card and tell who is listening."""
        items = self._zones.items.get(zone, [])
        plays = tuple((it.owner, it.card) for it in items)
        winner: int | None = None
        known = [(seat, card) for seat, card in plays if seat is not None and card != HIDDEN]
        ui, view = self._stage.ui, self._stage.view_
        if ui is not None and view is not None and len(known) == len(plays):
            winner = ui.trick_winner(view, known)
        if winner is not None and 0 <= winner < len(items):
            best = items[winner]
            best.set_winner(QCoreApplication.translate("TableScene", "Takes the trick"))
            best.setZValue(max(it.zValue() for it in items) + 0.5)  # its mark over the others
        else:
            winner = None
        self.shown_trick = ShownTrick(zone, plays, winner)
        self._untold.append(self.shown_trick)

    def _tell_tricks(self) -> None:
        """Tell of the tricks just shown, once the table is busy holding them."""
        untold, self._untold = self._untold, []
        for shown in untold:
            self._trick_shown(shown)

    def _finish(self, view: TableView[Any] | None, batch: int) -> None:
        if batch != self._batch:
            return  # stopped meanwhile
        if self._anim is not None:
            anim, self._anim = self._anim, None
            self._retire(anim)
        if view is not None:
            self._stage.snap(view)
        else:
            if self._ends_round:
                # The round is over; its summary comes: nothing on the felt speaks of a turn.
                self._texts.between = True
            self._stage.relayout()
        if self._queue:
            self._start_next()
        else:
            self._idle()

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

    def _move_step(self, e: CardsMoved) -> QAbstractAnimation:
        """One event: the cards fly (staggered), the two zones close ranks, faces turn.

        Every animation of the step sits directly in one parallel group; a
        card that starts later holds still for its delay (a key frame), so
        no nested groups start later on Qt's timer.
        """
        zones = self._zones
        moved = zones.apply_move(e, self._views())
        t = self._stage.timing
        step = QParallelAnimationGroup()
        stagger = min(t.stagger, 900 // max(len(moved), 1))
        flying = {id(item): i for i, (item, _) in enumerate(moved)}
        self._flights += 1
        # The two zones, and any zone that goes aside while one of them holds cards.
        aside = zones.layout.aside if zones.layout is not None else {}
        moving = [e.src, e.dst, *(z for z, (other, _p) in aside.items() if other in (e.src, e.dst))]
        for zone in dict.fromkeys(moving):
            items = zones.items.get(zone, [])
            place = zones.place(zone)
            for item, slot in zip(items, zones.zone_slots(zone, items), strict=True):
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
        self._stage.chairs = e.chairs
        assert self._stage.ui is not None
        layout = self._stage.compute_layout()
        duration = self._stage.timing.move * 2
        step = QParallelAnimationGroup()
        for seat, plate in enumerate(self._texts.plates):
            x, y = layout.plates[seat]
            target = QPointF(x - plate.W / 2, y - plate.H / 2)
            if plate.pos() != target:
                anim = QPropertyAnimation(plate, b"pos")
                anim.setDuration(duration)
                anim.setEndValue(target)
                anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
                step.addAnimation(anim)
        for zone, items in self._zones.items.items():
            for item, slot in zip(items, self._zones.zone_slots(zone, items), strict=True):
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
        timing = self._stage.timing
        step = QParallelAnimationGroup()
        for key, zone in view.zones.items():
            items = self._zones.items.get(key, [])
            if not zone.face_up or len(items) != len(zone.cards):
                continue
            for i, (item, card) in enumerate(zip(items, zone.cards, strict=True)):
                if card != HIDDEN and not item.shown[1]:
                    item.card = card
                    item.face_up = True
                    item.face = zone.faces[i] if len(zone.faces) == len(zone.cards) else None
                    step.addAnimation(
                        self._turn(item, card, True, timing.flip, i * timing.stagger, self._batch)
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
        items = self._zones.items
        for e in events:
            if not isinstance(e, CardsMoved):
                continue
            hidden = [it for it in items.get(e.src, []) if it.card == HIDDEN]
            for card in e.cards:
                if card == HIDDEN or not hidden:
                    continue
                if any(it.card == card for it in items.get(e.src, [])):
                    continue
                item = hidden.pop(0)
                item.card = card
                item.face_up = True
                item.face = self._zones.face_of(item, e.src, self._views())
                item.show_face(card, True)
