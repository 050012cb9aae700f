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
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

__all__ = ["BASE_CARD_W", "Place", "Slot", "TableLayout", "card_slots", "seat_anchors", "trick_places"]

#: Card pixmaps are rendered for this width in scene units; items scale from it.
BASE_CARD_W = 100.0
#: Card height over width (poker size); art.CARD_ASPECT says the same.
ASPECT = 1.4

Kind = Literal["stack", "row", "fan"]


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


def open_hands(
    layout: TableLayout,
    bottom: int,
    centre: tuple[float, float],
    plate: tuple[float, float],
    step: float = 0.26,
    grow: float = 1.45,
    cards: int = 8,
) -> TableLayout:
    """``layout`` for a table that shows every hand face up (the replay): each other seat's hand is
    a straight row of cards ``grow`` times as large, each card's corner showing (``step`` card widths
    apart), in front of its name plate (of size ``plate``) towards the table's ``centre``, room made
    for ``cards`` cards (more overlap closer)."""
    places = dict(layout.places)
    mine = layout.places.get(("hand", bottom))
    for key, place in layout.places.items():
        other = key[0] == "hand" and len(key) > 1 and isinstance(key[1], int) and key[1] != bottom
        if not other or place.kind == "stack" or key[1] >= len(layout.plates):
            continue
        card_w = place.card_w * grow
        if mine is not None:
            card_w = min(card_w, mine.card_w * 0.8)
        card_h = card_w * ASPECT
        px, py = layout.plates[key[1]]
        dx, dy = centre[0] - px, centre[1] - py
        norm = math.hypot(dx, dy) or 1.0
        dx, dy = dx / norm, dy / norm
        length = card_w * (1 + step * (cards - 1))
        gap = card_w * 0.15
        anchor: Literal["middle", "start", "end"]
        if abs(dx) > abs(dy) and dx < 0:
            # A seat at the right side: the row runs towards the middle and ends at its plate.
            at, anchor = (px - plate[0] / 2 - gap, py), "end"
        elif abs(dx) > abs(dy) or len(layout.plates) <= 4:
            # A seat at the left side, or across the table with room beside it: the row starts right
            # of the plate, clear of what lies in the middle (Seven-up's trump and stock).
            at, anchor = (px + plate[0] / 2 + gap, py), "start"
        else:
            # Many seats side by side across the table: the row lies in front of its plate.
            reach = _reach(dx, dy, plate[0] / 2, plate[1] / 2) + _reach(dx, dy, length / 2, card_h / 2)
            at, anchor = (px + dx * (reach + card_w * 0.1), py + dy * (reach + card_w * 0.1)), "middle"
        places[key] = Place(
            "row",
            at,
            card_w,
            angle=0.0,
            length=card_w * (1 + step * 12),
            step=step,
            z=place.z,
            anchor=anchor,
        )
    return replace(layout, places=places)


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
