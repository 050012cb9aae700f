"""Where zones sit on the table: data-like placements and the arithmetic that spreads cards.

A game's layout maps every zone it shows to a :class:`Place`: a kind (a
``stack``, an overlapping ``row``, a curved ``fan``), a centre, a direction,
a card width and the room the cards may take. :func:`card_slots` turns a
place and a card count into one :class:`Slot` (position, rotation, scale) per
card. Seat positions around the oval table come from :func:`seat_anchors`.
Everything here is plain arithmetic in scene units, so it is tested without
drawing anything.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from ...engine import ZoneRole, role_of

__all__ = ["BASE_CARD_W", "Place", "Slot", "TableLayout", "card_slots", "seat_anchors", "trick_places"]

#: Card pixmaps are rendered for this width in scene units; items scale from it.
BASE_CARD_W = 100.0
#: Card height over width (poker size); art.CARD_ASPECT says the same.
ASPECT = 1.4

Kind = Literal["stack", "row", "fan"]
Anchor = Literal["middle", "start", "end"]


@dataclass(frozen=True, slots=True)
class Place:
    """How one zone lays out its cards.

    ``center`` is where the middle of the cards goes; ``angle`` (degrees) is
    the direction the row runs and the tilt of every card; ``length`` is the
    most room along that direction the cards may take before they overlap
    more; ``step`` is the preferred distance between neighbours as a share of
    the card width (1.1: apart, 0.3: overlapping so the corner index shows).
    ``fan`` curves the row by ``curve`` degrees between the outermost cards.
    ``z`` orders zones (higher is drawn on top).
    """

    kind: Kind
    center: tuple[float, float]
    card_w: float
    angle: float = 0.0
    length: float = 0.0
    step: float = 0.3
    curve: float = 0.0
    z: float = 0.0
    #: Where ``center`` is along a row: its middle, its start (the first card's outer edge) or its end
    #: (the last card's outer edge).
    anchor: Literal["middle", "start", "end"] = "middle"
    #: Cards here are out of play and shown greyed (Seven-up's refused turn-up once cards are run).
    dim: bool = False


@dataclass(frozen=True, slots=True)
class Slot:
    """Where one card goes: the centre of the card, its rotation and its scale (``dim``: greyed)."""

    x: float
    y: float
    rotation: float
    scale: float
    z: float
    dim: bool = False


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Every zone's place, each seat's name plate (centre), and caption positions."""

    places: dict[tuple[Any, ...], Place]
    plates: list[tuple[float, float]]
    captions: dict[tuple[Any, ...], tuple[float, float]] = field(default_factory=dict)
    #: Where cards come from and go to when a zone is not shown (a deck during the deal).
    fallback: tuple[float, float] = (0.0, 0.0)
    #: Zones whose cards lie in front of the seat that played them (a trick): per zone, one
    #: place per seat. A card whose player is not known goes to the zone's own place.
    by_seat: dict[tuple[Any, ...], list[Place]] = field(default_factory=dict)
    #: Captions that start at their position rather than being centred on it (text to the right).
    left_captions: frozenset[tuple[Any, ...]] = frozenset()
    #: Zones whose cards each have a place of their own, counted from the newest card: the first
    #: place for the last card, the second for the one before it, and so on (the last place for any
    #: older one). Seven-up's cards turned up while running: the one that made trump in the middle,
    #: the ones set aside beside it, never on each other.
    by_order: dict[tuple[Any, ...], tuple[Place, ...]] = field(default_factory=dict)
    #: A zone's place while another zone holds cards: ``{zone: (other zone, place)}`` (Seven-up's
    #: proposed turn-up moves aside once cards are run).
    aside: dict[tuple[Any, ...], tuple[tuple[Any, ...], Place]] = field(default_factory=dict)


def _reach(dx: float, dy: float, half_w: float, half_h: float) -> float:
    """How far a box of this half size reaches from its centre in the direction (dx, dy)."""
    return min(half_w / abs(dx) if dx else math.inf, half_h / abs(dy) if dy else math.inf)


Rect = tuple[float, float, float, float]


def _overlap(a: Rect, b: Rect) -> float:
    """The area two boxes (left, top, right, bottom) share."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def place_room(place: Place, count: int) -> Rect:
    """The box ``count`` cards take in ``place`` (a row or fan at its full length when it has one)."""
    card_w, card_h = place.card_w, place.card_w * ASPECT
    if abs(math.sin(math.radians(place.angle))) > 0.7:
        card_w, card_h = card_h, card_w  # cards lying across
    slots = card_slots(place, max(count, 1))
    left = min(s.x for s in slots) - card_w / 2
    right = max(s.x for s in slots) + card_w / 2
    top = min(s.y for s in slots) - card_h / 2
    bottom = max(s.y for s in slots) + card_h / 2
    return (left, top, right, bottom)


def open_hands(
    layout: TableLayout,
    bottom: int,
    centre: tuple[float, float],
    plate: tuple[float, float],
    step: float = 0.26,
    grow: float = 1.45,
    cards: int = 11,
    caption: tuple[float, float] = (190.0, 26.0),
    *,
    roles: Mapping[str, ZoneRole],
) -> TableLayout:
    """``layout`` for a table that shows every hand face up (the replay): each other seat's hand (a
    zone ``roles`` declares ``ZoneRole.HAND``) is
    a straight row of cards ``grow`` times as large, each card's corner showing (``step`` card widths
    apart), beside or in front of its name plate (of size ``plate``), room made for ``cards`` cards
    (more of them overlap closer).

    Of the places beside the plate (after it, before it, in front of it towards the table's
    ``centre``, under it, over it) each row takes the one that covers least of the rest: the other
    plates, every other zone, the captions (about ``caption`` in size), the rows placed before it,
    and the room outside the table (``centre`` is its middle, a bit above half its height)."""
    size = (centre[0] * 2, centre[1] / 0.45)
    places = dict(layout.places)
    hands = [key for key in layout.places if ZoneRole.HAND in role_of(roles, key)]
    mine = next((layout.places[key] for key in hands if key[1:] == (bottom,)), None)
    others = [
        key
        for key in hands
        if len(key) > 1
        and isinstance(key[1], int)
        and key[1] != bottom
        and layout.places[key].kind != "stack"
        and key[1] < len(layout.plates)
    ]
    moved = set(others)
    pw, ph = plate[0] / 2, plate[1] / 2
    taken: list[Rect] = [(x - pw, y - ph, x + pw, y + ph) for x, y in layout.plates]
    for key, place in layout.places.items():
        if key not in moved:
            taken.append(place_room(place, 1 if place.kind == "stack" else 13))
    for seats in layout.by_seat.values():
        taken += [place_room(p, 1) for p in seats]
    for ordered in layout.by_order.values():
        taken += [place_room(p, 1) for p in ordered]
    taken += [place_room(p, 1) for _other, p in layout.aside.values()]
    for key, (x, y) in layout.captions.items():
        if key in layout.left_captions:
            taken.append((x, y - caption[1] / 2, x + caption[0], y + caption[1] / 2))
        else:
            taken.append((x - caption[0] / 2, y - caption[1] / 2, x + caption[0] / 2, y + caption[1] / 2))
    for key in others:
        place = layout.places[key]
        full = place.card_w * grow
        if mine is not None:
            full = min(full, mine.card_w * 0.8)
        # Smaller cards where the full size finds no free room (a crowded table).
        tries = [
            _place_row(layout.plates[key[1]], full * shrink, place.z, centre, plate, step, cards, taken, size)
            for shrink in (1.0, 0.86, 0.74)
        ]
        _, row, room = next((t for t in tries if t[0] < 1.0), min(tries, key=lambda t: t[0]))
        places[key] = row
        taken.append(room)
    return replace(layout, places=places)


def _place_row(
    at_plate: tuple[float, float],
    card_w: float,
    z: float,
    centre: tuple[float, float],
    plate: tuple[float, float],
    step: float,
    cards: int,
    taken: Sequence[Rect],
    size: tuple[float, float],
) -> tuple[float, Place, Rect]:
    """The best place for one open hand of ``card_w`` cards by its plate: (what it covers, the
    place, its room); see :func:`open_hands`."""
    px, py = at_plate
    pw, ph = plate[0] / 2, plate[1] / 2
    card_h = card_w * ASPECT
    dx, dy = centre[0] - px, centre[1] - py
    norm = math.hypot(dx, dy) or 1.0
    dx, dy = dx / norm, dy / norm
    length = card_w * (1 + step * (cards - 1))
    gap = card_w * 0.15
    reach = _reach(dx, dy, pw, ph) + _reach(dx, dy, length / 2, card_h / 2)
    ahead = (px + dx * (reach + card_w * 0.1), py + dy * (reach + card_w * 0.1))
    after: tuple[tuple[float, float], Anchor] = ((px + pw + gap, py), "start")
    before: tuple[tuple[float, float], Anchor] = ((px - pw - gap, py), "end")
    # The first choice: towards the middle along the side, else beside or in front of the plate.
    if abs(dx) > abs(dy) and dx < 0:
        first = [before, after]
    elif abs(dx) > abs(dy) or abs(dy) > 0.9:
        first = [after, before]
    else:
        first = [(ahead, "middle"), after, before]
    below, above = py + ph + gap + card_h / 2, py - ph - gap - card_h / 2
    shift = card_h * 0.6
    candidates: list[tuple[tuple[float, float], Anchor]] = [
        *first,
        (ahead, "middle"),
        ((px, below), "middle"),
        ((px, above), "middle"),
        # Then the same a little aside, where something lies right next to the plate.
        *[((x, y + d), a) for (x, y), a in (after, before) for d in (shift, -shift)],
        *[((px + d, y), "middle") for y in (below, above) for d in (length / 2, -length / 2)],
    ]
    best: tuple[float, Place, Rect] | None = None
    table = (0.0, 0.0, *size)
    for at, anchor in candidates:
        row = Place("row", at, card_w, angle=0.0, length=length, step=step, z=z, anchor=anchor)
        room = place_room(row, cards)
        left, top, right, low = room
        outside = (right - left) * (low - top) - _overlap(room, table)
        cost = sum(_overlap(room, other) for other in taken) + 4 * outside
        if best is None or cost < best[0] - 1.0:
            best = (cost, row, room)
    assert best is not None
    return best


def card_slots(place: Place, count: int) -> list[Slot]:
    """One slot per card, first card first (drawn lowest)."""
    if count <= 0:
        return []
    scale = place.card_w / BASE_CARD_W
    cx, cy = place.center
    if place.kind == "stack":
        # A slight drift up and right shows the stack's height, capped.
        drift = min(count, 12) * 0.35 / count if count else 0.0
        return [
            Slot(cx + i * drift, cy - i * drift, place.angle, scale, place.z + i * 0.01, place.dim)
            for i in range(count)
        ]
    step = place.step * place.card_w
    if count > 1 and place.length > 0:
        room = max(place.length - place.card_w, 0.0)
        step = min(step, room / (count - 1))
    span = step * (count - 1)
    rad = math.radians(place.angle)
    ux, uy = math.cos(rad), math.sin(rad)
    first = {"start": place.card_w / 2, "end": -span - place.card_w / 2}.get(place.anchor, -span / 2)
    slots = []
    for i in range(count):
        t = first + i * step
        x, y = cx + ux * t, cy + uy * t
        rot = place.angle
        if place.kind == "fan" and count > 1:
            share = (i / (count - 1)) - 0.5  # -0.5 .. 0.5
            rot += share * place.curve
            # Lower the outer cards along the curve, as a hand held in a fan.
            drop = share * share * place.curve * place.card_w * 0.02
            x, y = x - uy * drop, y + ux * drop
        slots.append(Slot(x, y, rot, scale, place.z + i * 0.01, place.dim))
    return slots


def seat_anchors(
    num_players: int,
    viewer: int | None,
    width: float,
    height: float,
    margin: float = 120.0,
    chairs: Sequence[int] | None = None,
) -> list[tuple[float, float, float]]:
    """Where each seat sits on the oval table: (x, y, facing angle in degrees).

    The viewer (or seat 0 for an onlooker) sits at the bottom centre. The
    other seats follow clockwise as seen from above: to the viewer's left,
    across the top, down the right side. The facing angle points from the
    seat towards the table's middle (0: the seat is at the bottom, looking up).
    No seat comes closer than ``margin`` to the left or right edge (a name plate's half width).
    With ``chairs`` (the chair of every seat, clockwise), seats go round in chair
    order instead of seat order; the viewer still sits at the bottom.
    """
    bottom = viewer if viewer is not None else 0
    cx, cy = width / 2, height * 0.47
    rx, ry = width * 0.43, height * 0.37
    others = num_players - 1
    anchors: list[tuple[float, float, float]] = [(0.0, 0.0, 0.0)] * num_players
    anchors[bottom] = (cx, height * 0.9, 0.0)
    for k in range(1, num_players):
        # The others share the arc from the left (165°) over the top to the right (375°)
        # evenly, each in the middle of its share: one sits at the top, two at the upper
        # corners, seven from the left edge round to the right edge.
        theta = 165.0 + (k - 0.5) * 210.0 / others
        rad = math.radians(theta)
        x, y = cx + rx * math.cos(rad), cy + ry * math.sin(rad)
        x = min(max(x, margin), width - margin)
        facing = (theta - 90.0) % 360.0
        anchors[(bottom + k) % num_players] = (x, y, facing)
    if chairs is None:
        return anchors
    # The seat k chairs clockwise of the viewer takes the k-th anchor.
    return [anchors[(bottom + chairs[s] - chairs[bottom]) % num_players] for s in range(num_players)]


def trick_places(
    center: tuple[float, float],
    toward: Sequence[tuple[float, float]],
    card_w: float,
    reach: tuple[float, float] | None = None,
    z: float = 14.0,
) -> list[Place]:
    """One place per seat round a trick's middle, each on the side of the seat it belongs to.

    ``toward`` is a point of every seat (its hand or name plate); a seat's card lies from
    ``center`` towards it, ``reach`` (across, up-down) away: by default far enough that the
    cards of the seats at the bottom, top, left and right do not cover each other.
    """
    cx, cy = center
    card_h = card_w * ASPECT
    rx, ry = reach if reach is not None else (card_w * 1.2, card_h * 0.6)
    places = []
    for x, y in toward:
        dx, dy = x - cx, y - cy
        d = math.hypot(dx, dy)
        ux, uy = (dx / d, dy / d) if d > 0 else (0.0, 0.0)
        places.append(Place("stack", (cx + ux * rx, cy + uy * ry), card_w, z=z))
    return places
