"""The table's zone model: which sprite lies in which zone, and where each of them goes.

Each zone holds its sprites first card first. Cards move between zones (``apply_move``), a zone
kept in card order takes a card at its place (``insert``), and ``snap`` makes every zone hold
exactly a view's cards, reusing the sprites already there. The layout places each zone; a trick
zone lays each card in front of the seat that played it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...engine import HIDDEN, CardsMoved, TableView, ZoneKey, ZoneRole, role_of
from ..choice import Pick, copy_pick, pick_card
from .layout import Place, Slot, TableLayout, card_slots
from .pool import SpritePool
from .rules import TableRules
from .sprites import CardItem

__all__ = ["Zones"]

#: Views to ask how a zone is shown, the best first (a batch's own view, then the one snapped).
Views = Sequence[TableView[Any] | None]


class Zones:
    """The sprites of every zone and the layout that places them."""

    def __init__(self, pool: SpritePool) -> None:
        self._pool = pool
        #: Every zone's sprites, first card first.
        self.items: dict[ZoneKey, list[CardItem]] = {}
        #: The game's table description (None before the first match).
        self.ui: TableRules | None = None
        #: Where every zone goes (None before the first layout).
        self.layout: TableLayout | None = None
        #: Where a card of a zone without a place goes while there is no layout.
        self.centre = (0.0, 0.0)

    # ------------------------------------------------------------------ queries

    def cards(self) -> list[CardItem]:
        """Every card sprite on the table."""
        return [item for items in self.items.values() for item in items]

    def find(self, pick: Pick) -> CardItem | None:
        """The sprite of a pick (zone and card, and which copy of an equal card)."""
        zone, code = pick
        card, copy = pick_card(code)
        for item in self.items.get(zone, []):
            if item.card == card:
                if not copy:
                    return item
                copy -= 1
        return None

    def pick_of(self, item: CardItem) -> Pick:
        """The pick a sprite stands for: its zone and card, counting equal cards before it."""
        copy = 0
        for other in self.items.get(item.zone, []):
            if other is item:
                break
            if other.card == item.card:
                copy += 1
        return (item.zone, copy_pick(item.card, copy))

    def role(self, zone: ZoneKey) -> ZoneRole:
        """What ``zone`` is for, as the game declares it."""
        return role_of(self.ui.zone_roles, zone) if self.ui is not None else ZoneRole.NONE

    # ------------------------------------------------------------------ snapping

    def snap(self, view: TableView[Any]) -> None:
        """Make every zone hold exactly the view's cards, each shown as the view shows it."""
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
            pool = [it for it in self.items.get(key, []) if id(it) not in taken]
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
                item = slot if slot is not None else spare.pop() if spare else self._pool.take()
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
            self._pool.put(item)
        self.items = zones

    def clear(self) -> None:
        """Put every sprite away (a new match)."""
        for item in self.cards():
            self._pool.put(item)
        self.items = {}

    # ------------------------------------------------------------------ moves

    def apply_move(self, e: CardsMoved, views: Views) -> list[tuple[CardItem, bool]]:
        """Move sprites in the model; returns each moved sprite and whether its shown face changes."""
        src = self.items.setdefault(e.src, [])
        dst = self.items.setdefault(e.dst, [])
        face_up = self.face_up(e.dst, views)
        # A card out of a seat's hand was played by that seat (a trick lays it in front of it).
        played = ZoneRole.HAND in self.role(e.src) and len(e.src) > 1 and isinstance(e.src[1], int)
        moved: list[tuple[CardItem, bool]] = []
        for card in e.cards:
            item = self._take(src, card)
            if item is None:
                item = self._pool.take()
                item.place_at(self.slot_for_new(e.src))
            known = item.shown[1] and item.card == card  # a shown card keeps how it is drawn
            item.card = card
            item.zone = e.dst
            item.face_up = face_up
            item.owner = e.src[1] if played else None
            item.set_winner("")
            self._insert(dst, item, e.dst)
            if not known:
                item.face = self.face_of(item, e.dst, views) if card != HIDDEN else None
            visible = card != HIDDEN and face_up
            moved.append((item, item.shown != (card if visible else HIDDEN, visible)))
        return moved

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

    def _insert(self, items: list[CardItem], item: CardItem, zone: ZoneKey) -> None:
        """Put a sprite into a zone: in card order where the game keeps the zone sorted, else at the end."""
        if self.ui is None or zone[0] not in self.ui.sorted_zones or item.card == HIDDEN:
            items.append(item)
            return
        order = self.ui.card_order
        rank = order(item.card)
        at = next((i for i, it in enumerate(items) if it.card == HIDDEN or order(it.card) > rank), len(items))
        items.insert(at, item)

    def face_up(self, zone: ZoneKey, views: Views) -> bool:
        """True if ``zone`` shows its cards: as the views say (the batch's own knows best: the opening
        deal has no earlier one), else as the game declares the zone (``ZoneRole.FACE_UP``)."""
        for view in views:
            if view is not None and zone in view.zones:
                return view.zones[zone].face_up
        return ZoneRole.FACE_UP in self.role(zone)

    def face_of(self, item: CardItem, zone: ZoneKey, views: Views) -> int | None:
        """How ``item``, newly face up in ``zone``, is drawn: as the batch's view draws the card of its
        rank that it will be there (the k-th equal card of the zone is the view's k-th), or by its id."""
        for view in views:
            shown = view.zones.get(zone) if view is not None else None
            if shown is None or len(shown.faces) != len(shown.cards):
                continue
            items = self.items.get(zone, [])
            k = sum(1 for it in items[: items.index(item)] if it.card == item.card) if item in items else 0
            equal = [f for c, f in zip(shown.cards, shown.faces, strict=True) if c == item.card]
            return equal[k] if k < len(equal) else None
        return None

    # ------------------------------------------------------------------ placement

    def place(self, zone: ZoneKey) -> Place | None:
        """Where ``zone`` lies now (its place aside while the zone it gives way to holds cards)."""
        if self.layout is None:
            return None
        aside = self.layout.aside.get(zone)
        if aside is not None and self.items.get(aside[0]):
            return aside[1]
        return self.layout.places.get(zone)

    def _slots(self, place: Place | None, count: int) -> list[Slot]:
        if place is None:
            x, y = self.layout.fallback if self.layout is not None else self.centre
            return [Slot(x, y, 0.0, 0.6, 0.0)] * count
        return card_slots(place, count)

    def zone_slots(self, zone: ZoneKey, items: Sequence[CardItem]) -> list[Slot]:
        """A slot for each card of a zone; in a trick, each card in front of the seat that played it."""
        place = self.place(zone)
        order = self.layout.by_order.get(zone) if self.layout is not None else None
        if order:
            # Each card its own place, the newest in the first one.
            last = len(items) - 1
            return [
                replace(card_slots(order[min(last - i, len(order) - 1)], 1)[0], z=order[0].z + i * 0.01)
                for i in range(len(items))
            ]
        seats = self.layout.by_seat.get(zone) if self.layout is not None else None
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

    def slot_for_new(self, zone: ZoneKey) -> Slot:
        """Where a card that the table did not have appears (the zone it comes from)."""
        return self._slots(self.place(zone), 1)[0]

    def place_all(self) -> None:
        """Put every sprite where the layout has it, at once."""
        for zone, items in self.items.items():
            place = self.place(zone)
            for item, slot in zip(items, self.zone_slots(zone, items), strict=True):
                item.place_at(slot, item.lift)
                item.set_greyed(slot.dim)
                item.setVisible(place is not None)


def _take_alike(items: list[CardItem], face: int | None) -> CardItem:
    """Take the sprite of ``items`` (equal cards) that is drawn as ``face``, else the last one."""
    if face is not None:
        for i in range(len(items) - 1, -1, -1):
            if items[i].face == face:
                return items.pop(i)
    return items.pop()
