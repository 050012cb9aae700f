"""Where cards and seats go: card_slots, seat_anchors and FTW?!'s table layout, as plain arithmetic."""

from __future__ import annotations

import math
from itertools import combinations, pairwise

import pytest

from cardgames.ui.games.ftw import FtwUI
from cardgames.ui.scene.layout import ASPECT, BASE_CARD_W, Place, card_slots, seat_anchors
from cardgames.ui.scene.sprites import SeatPlate

EPS = 1e-6
Rect = tuple[float, float, float, float]  # left, top, right, bottom

ANCHOR_SIZES = [(1280, 800), (1920, 1080)]
LAYOUT_SIZES = [(1280, 800), (1280, 900), (1707, 960), (2400, 1000)]


def plate_rect(center: tuple[float, float]) -> Rect:
    """The name plate centred on a point."""
    x, y = center
    return (x - SeatPlate.W / 2, y - SeatPlate.H / 2, x + SeatPlate.W / 2, y + SeatPlate.H / 2)


def place_rect(place: Place) -> Rect:
    """The room a zone takes: ``length`` along a row (one card for a stack), a card's height across."""
    assert place.angle == 0, "these rectangles are for places that run along x"
    along = place.length if place.kind != "stack" and place.length > 0 else place.card_w
    across = place.card_w * ASPECT
    x, y = place.center
    return (x - along / 2, y - across / 2, x + along / 2, y + across / 2)


def overlap(a: Rect, b: Rect) -> bool:
    """True if two rectangles share some area (touching edges do not count)."""
    return a[0] < b[2] - EPS and b[0] < a[2] - EPS and a[1] < b[3] - EPS and b[1] < a[3] - EPS


def inside(r: Rect, width: float, height: float) -> bool:
    """True if a rectangle lies within the table."""
    return r[0] >= -EPS and r[1] >= -EPS and r[2] <= width + EPS and r[3] <= height + EPS


# ---------------------------------------------------------------------- card_slots


@pytest.mark.parametrize("kind", ["stack", "row", "fan"])
def test_one_slot_per_card(kind: str) -> None:
    """Every card gets a slot, and no cards get no slots."""
    place = Place(kind, (300, 200), 60.0, length=400, step=0.5, curve=8.0)  # type: ignore[arg-type]
    assert card_slots(place, 0) == []
    for count in (1, 2, 5, 12, 30):
        assert len(card_slots(place, count)) == count


@pytest.mark.parametrize("kind", ["stack", "row", "fan"])
def test_slots_scale_cards_to_the_place_width(kind: str) -> None:
    """A place's card width is reached by scaling the rendered card."""
    place = Place(kind, (300, 200), 66.0, length=400)  # type: ignore[arg-type]
    assert all(math.isclose(s.scale, 66.0 / BASE_CARD_W) for s in card_slots(place, 4))


@pytest.mark.parametrize("kind", ["row", "fan"])
@pytest.mark.parametrize("angle", [0.0, 90.0, -30.0])
def test_a_row_never_runs_longer_than_its_length(kind: str, angle: float) -> None:
    """However many cards, the first card's near edge to the last card's far edge fits in ``length``."""
    rad = math.radians(angle)
    ux, uy = math.cos(rad), math.sin(rad)
    for card_w in (40.0, 80.0, 96.0):
        for length in (card_w, card_w * 1.5, 300.0, 1000.0):
            for step in (0.2, 0.62, 1.04):
                for count in range(1, 25):
                    place = Place(kind, (500, 400), card_w, angle=angle, length=length, step=step, curve=6.0)  # type: ignore[arg-type]
                    slots = card_slots(place, count)
                    along = [s.x * ux + s.y * uy for s in slots]
                    assert max(along) - min(along) + card_w <= length + EPS, (card_w, length, step, count)


def test_a_row_with_room_keeps_its_preferred_step_and_is_centred() -> None:
    """Room to spare: neighbours sit ``step`` card widths apart, and the row is centred on the place."""
    place = Place("row", (500, 300), 50.0, length=1000, step=0.62)
    slots = card_slots(place, 5)
    gaps = [b.x - a.x for a, b in pairwise(slots)]
    assert all(math.isclose(g, 0.62 * 50.0) for g in gaps)
    assert math.isclose((slots[0].x + slots[-1].x) / 2, 500)
    assert all(math.isclose(s.y, 300) for s in slots)


def test_a_crowded_row_overlaps_more_instead_of_growing() -> None:
    """Twenty cards in a short row: the step shrinks so the row fills exactly its length."""
    place = Place("row", (500, 300), 50.0, length=300, step=1.1)
    slots = card_slots(place, 20)
    assert math.isclose(slots[-1].x - slots[0].x + 50.0, 300)
    assert slots[1].x - slots[0].x < 1.1 * 50.0


def test_a_stack_keeps_its_cards_nearly_on_one_spot() -> None:
    """A stack of any height drifts only a few units, up and to the right, to show its height."""
    place = Place("stack", (200, 150), 70.0)
    for count in (1, 2, 12, 40):
        slots = card_slots(place, count)
        assert all(abs(s.x - 200) <= 5 and abs(s.y - 150) <= 5 for s in slots), count
        if count > 1:
            assert slots[-1].x > slots[0].x
            assert slots[-1].y < slots[0].y


@pytest.mark.parametrize("count", [2, 5, 8, 12])
def test_a_fan_is_symmetric(count: int) -> None:
    """Outer cards tilt by half the curve, mirrored left and right, and hang lower than the middle."""
    place = Place("fan", (640, 700), 96.0, length=1000, step=1.04, curve=6.0)
    slots = card_slots(place, count)
    for left, right in zip(slots, reversed(slots), strict=True):
        assert math.isclose(left.rotation, -right.rotation, abs_tol=EPS)
        assert math.isclose(left.y, right.y, abs_tol=EPS)
        assert math.isclose(left.x - 640, 640 - right.x, abs_tol=EPS)
    assert math.isclose(slots[0].rotation, -3.0)
    assert math.isclose(slots[-1].rotation, 3.0)
    assert slots[0].y > 700, "the outer cards hang below the place's centre"
    assert slots[0].y >= max(s.y for s in slots) - EPS, "no card hangs lower than the outer ones"


@pytest.mark.parametrize("kind", ["stack", "row", "fan"])
def test_later_cards_are_drawn_on_top(kind: str) -> None:
    """z starts at the place's z and grows with every card, so later cards cover earlier ones."""
    place = Place(kind, (300, 200), 60.0, length=400, curve=6.0, z=12)  # type: ignore[arg-type]
    zs = [s.z for s in card_slots(place, 10)]
    assert zs[0] == 12
    assert all(a < b for a, b in pairwise(zs))


# ---------------------------------------------------------------------- seat_anchors


def _angle_clockwise_from_bottom(x: float, y: float, width: float, height: float) -> float:
    """The seat's angle round the table's middle, growing clockwise on screen, 90 at the bottom."""
    a = math.degrees(math.atan2(y - height / 2, x - width / 2)) % 360.0
    return a + 360.0 if a < 90.0 - EPS else a


@pytest.mark.parametrize("size", ANCHOR_SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_the_viewer_sits_at_the_bottom_centre(n: int, size: tuple[int, int]) -> None:
    """Whichever seat looks at the table sits in the middle of the bottom edge, below everyone."""
    w, h = size
    for viewer in range(n):
        anchors = seat_anchors(n, viewer, w, h)
        assert len(anchors) == n
        x, y, facing = anchors[viewer]
        assert math.isclose(x, w / 2)
        assert facing == 0
        assert all(y > a[1] for i, a in enumerate(anchors) if i != viewer)
        assert y > h * 0.75


def test_an_onlooker_sees_seat_zero_at_the_bottom() -> None:
    """With no viewer the table is drawn from seat 0's side."""
    assert seat_anchors(4, None, 1280, 800) == seat_anchors(4, 0, 1280, 800)


@pytest.mark.parametrize("size", ANCHOR_SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_the_others_follow_clockwise(n: int, size: tuple[int, int]) -> None:
    """From the viewer: the next seat to the left, on over the top, the last seat to the right."""
    w, h = size
    for viewer in range(n):
        anchors = seat_anchors(n, viewer, w, h)
        order = [(viewer + k) % n for k in range(n)]
        angles = [_angle_clockwise_from_bottom(anchors[s][0], anchors[s][1], w, h) for s in order]
        assert all(a < b for a, b in pairwise(angles)), (viewer, angles)
        if n == 2:
            assert math.isclose(anchors[(viewer + 1) % n][0], w / 2)
            assert anchors[(viewer + 1) % n][1] < h / 2
        else:
            assert anchors[(viewer + 1) % n][0] < w / 2, "the next seat is on the viewer's left"
            assert anchors[(viewer - 1) % n][0] > w / 2, "the previous seat is on the viewer's right"


@pytest.mark.parametrize("size", ANCHOR_SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_anchors_and_their_plates_fit_on_the_table(n: int, size: tuple[int, int]) -> None:
    """Every seat is on the table, and every other seat's name plate too."""
    w, h = size
    for viewer in range(n):
        anchors = seat_anchors(n, viewer, w, h)
        for seat, (x, y, _facing) in enumerate(anchors):
            assert 0 <= x <= w
            assert 0 <= y <= h
            if seat != viewer:
                assert inside(plate_rect((x, y)), w, h), (viewer, seat)


@pytest.mark.parametrize("size", ANCHOR_SIZES)
@pytest.mark.parametrize("n", range(2, 9))
def test_plates_on_the_anchors_do_not_overlap(n: int, size: tuple[int, int]) -> None:
    """Name plates centred on the other seats' anchors never cover one another."""
    w, h = size
    for viewer in range(n):
        anchors = seat_anchors(n, viewer, w, h)
        others = [s for s in range(n) if s != viewer]
        for a, b in combinations(others, 2):
            ra, rb = plate_rect(anchors[a][:2]), plate_rect(anchors[b][:2])
            assert not overlap(ra, rb), (viewer, a, b, ra, rb)


# ---------------------------------------------------------------------- FtwUI.layout

LAYOUT_CASES = [
    (n, viewer, w, h) for n in range(2, 7) for viewer in sorted({0, n - 1}) for (w, h) in LAYOUT_SIZES
]


def _case_id(case: tuple[int, int, int, int]) -> str:
    n, viewer, w, h = case
    return f"{n}p-viewer{viewer}-{w}x{h}"


@pytest.fixture(params=LAYOUT_CASES, ids=_case_id)
def case(request: pytest.FixtureRequest) -> tuple[int, int, int, int]:
    """A player count, a viewer and a table size."""
    return request.param  # type: ignore[no-any-return]


def test_every_zone_lies_on_the_table(case: tuple[int, int, int, int]) -> None:
    """No zone hangs over the table's edge: its room (a row's length, a card's height) is inside."""
    n, viewer, w, h = case
    layout = FtwUI().layout(n, viewer, w, h)
    outside = {
        zone: tuple(round(v) for v in place_rect(p))
        for zone, p in layout.places.items()
        if not inside(place_rect(p), w, h)
    }
    assert outside == {}, f"zones beyond the {w}x{h} table"


def test_every_plate_lies_on_the_table(case: tuple[int, int, int, int]) -> None:
    """Every seat's name plate, the viewer's included, is fully on the table."""
    n, viewer, w, h = case
    layout = FtwUI().layout(n, viewer, w, h)
    assert len(layout.plates) == n
    for seat, centre in enumerate(layout.plates):
        assert inside(plate_rect(centre), w, h), (seat, centre)


def test_the_viewers_hand_is_lowest_and_largest(case: tuple[int, int, int, int]) -> None:
    """The viewer's own hand lies below every other zone and shows the widest cards."""
    n, viewer, w, h = case
    layout = FtwUI().layout(n, viewer, w, h)
    mine = layout.places[("hand", viewer)]
    assert mine.kind == "fan"
    for zone, place in layout.places.items():
        if zone == ("hand", viewer):
            continue
        assert place.center[1] < mine.center[1], zone
        assert place.card_w < mine.card_w, zone


def test_every_seat_has_its_zones(case: tuple[int, int, int, int]) -> None:
    """Each seat has a hand, a helper row and a passing stack; the middle has pile, deck, out, aside."""
    n, viewer, w, h = case
    places = FtwUI().layout(n, viewer, w, h).places
    expected: set[tuple[object, ...]] = {(z, s) for s in range(n) for z in ("hand", "helpers", "passing")}
    expected |= {("pile",), ("deck",), ("out",), ("aside",)}
    assert set(places) == expected


def test_no_two_plates_overlap(case: tuple[int, int, int, int]) -> None:
    """For every pair of seats, the viewer's plate included, the name plates stay apart."""
    n, viewer, w, h = case
    plates = FtwUI().layout(n, viewer, w, h).plates
    for a, b in combinations(range(n), 2):
        assert not overlap(plate_rect(plates[a]), plate_rect(plates[b])), (a, b, plates[a], plates[b])


def test_the_pile_row_leaves_every_plate_free(case: tuple[int, int, int, int]) -> None:
    """The fanned pile in the middle covers no seat's name plate."""
    n, viewer, w, h = case
    layout = FtwUI().layout(n, viewer, w, h)
    pile = place_rect(layout.places[("pile",)])
    for seat, centre in enumerate(layout.plates):
        assert not overlap(pile, plate_rect(centre)), (seat, pile, centre)


def test_other_seats_plates_sit_on_their_anchors(case: tuple[int, int, int, int]) -> None:
    """The layout puts the others' plates on seat_anchors; only the viewer's plate moves beside the hand."""
    n, viewer, w, h = case
    layout = FtwUI().layout(n, viewer, w, h)
    anchors = seat_anchors(n, viewer, w, h)
    for seat in range(n):
        if seat != viewer:
            assert layout.plates[seat] == pytest.approx(anchors[seat][:2])
    mine = plate_rect(layout.plates[viewer])
    hand = place_rect(layout.places[("hand", viewer)])
    assert not overlap(mine, hand), "the viewer's plate sits beside the hand, not under it"


# ---------------------------------------------------------------------- the replay's open hands


def _slots_rect(place: Place, count: int) -> Rect:
    """The room ``count`` cards laid in ``place`` take (rows of angle 0 only)."""
    half_w, half_h = place.card_w / 2, place.card_w * ASPECT / 2
    slots = card_slots(place, count)
    return (
        min(s.x for s in slots) - half_w,
        min(s.y for s in slots) - half_h,
        max(s.x for s in slots) + half_w,
        max(s.y for s in slots) + half_h,
    )


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("ftw", 2), ("ftw", 6), ("karriere_poker", 4), ("karriere_poker", 8), ("seven_up", 2), ("seven_up", 4),
     ("straight_up", 2), ("straight_up", 4)],
)  # fmt: skip
@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1707, 960)])
def test_open_hands_lie_clear_of_their_plates_on_the_table(
    game_id: str, players: int, width: int, height: int
) -> None:
    """In the replay every other hand is a row of larger cards beside or in front of its own plate:
    it never covers that plate, stays on the table and keeps each card's corner in sight."""
    from cardgames.ui.games import game_ui
    from cardgames.ui.scene.layout import open_hands

    ui = game_ui(game_id)
    plain = ui.layout(players, 0, width, height, None, None)
    opened = open_hands(plain, 0, (width / 2, height * 0.45), (SeatPlate.W, SeatPlate.H), roles=ui.zone_roles)
    checked = 0
    for key, place in opened.places.items():
        if key[0] != "hand" or len(key) < 2 or key[1] == 0 or place.kind == "stack":
            continue
        assert place.card_w > plain.places[key].card_w  # larger than in play
        assert place.card_w <= opened.places[("hand", 0)].card_w * 0.8 + EPS  # smaller than one's own
        for count in (1, 6, 13):
            room = _slots_rect(place, count)
            assert not overlap(room, plate_rect(opened.plates[key[1]])), (key, count)
            assert inside(room, width, height), (key, count, room)
            slots = card_slots(place, count)
            assert all(b.x - a.x >= place.card_w * 0.2 for a, b in pairwise(slots)), (key, count)
        checked += 1
    assert checked == players - 1 or game_id == "ftw"


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("ftw", 2), ("ftw", 6), ("karriere_poker", 4), ("karriere_poker", 8), ("seven_up", 2), ("seven_up", 3),
     ("seven_up", 4), ("straight_up", 2), ("straight_up", 4)],
)  # fmt: skip
@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1707, 960)])
def test_open_hands_cover_no_other_zone_plate_or_label(
    game_id: str, players: int, width: int, height: int
) -> None:
    """In the replay a row of six face-up cards never covers another seat's plate, a zone of the
    table (a discard pile, the cards turned up while running, the market), a label on the felt or
    another open hand (the play-test saw a discard pile over a hand, and a hand over the run card)."""
    from cardgames.ui.games import game_ui
    from cardgames.ui.scene.layout import open_hands, place_room

    ui = game_ui(game_id)
    for dealer in (None, *range(players)):
        plain = ui.layout(players, 0, width, height, None, dealer)
        plate = (SeatPlate.W, SeatPlate.H)
        opened = open_hands(
            plain, 0, (width / 2, height * 0.45), plate, cards=ui.open_hand_cards, roles=ui.zone_roles
        )
        rows = {
            key: _slots_rect(place, min(6, ui.open_hand_cards))
            for key, place in opened.places.items()
            if key[0] == "hand" and len(key) > 1 and key[1] != 0 and place.kind != "stack"
        }
        fixed = {
            key: place_room(place, 1)
            for key, place in opened.places.items()
            if key not in rows and not (key[0] == "hand" and key[1] != 0)
        }
        for key, (x, y) in opened.captions.items():
            if key in opened.left_captions:
                fixed[("caption", *key)] = (x, y - 8, x + 120, y + 8)
            else:
                fixed[("caption", *key)] = (x - 60, y - 8, x + 60, y + 8)
        for key, ordered in opened.by_order.items():
            for i, place in enumerate(ordered):
                fixed[("by_order", i, *key)] = place_room(place, 1)
        for key, (_other, place) in opened.aside.items():
            fixed[("aside", *key)] = place_room(place, 1)
        for seat, centre in enumerate(opened.plates):
            fixed[("plate", seat)] = plate_rect(centre)
        for key, room in rows.items():
            for other, box in fixed.items():
                assert not overlap(room, box), (dealer, key, other)
            for other, box in rows.items():
                assert other == key or not overlap(room, box), (dealer, key, other)


# ---------------------------------------------------------------------- Karriere Poker's dealer piles

KP_SIZES = [(1280, 800), (1280, 900), (1707, 960), (2400, 1000)]


def _text_width(qapp: object, text: str, size: float = 17.0) -> float:
    """How wide a caption of the table is in scene units."""
    from PySide6.QtGui import QFontMetricsF

    from cardgames.ui.scene.sprites import table_font

    return QFontMetricsF(table_font(size, bold=True)).horizontalAdvance(text)


@pytest.mark.parametrize(("width", "height"), KP_SIZES)
@pytest.mark.parametrize("n", range(4, 9))
def test_the_dealers_piles_lie_in_front_of_him(qapp: object, n: int, width: int, height: int) -> None:
    """The set-aside and cleared stacks and their captions (the longest German ones) lie on the felt,
    nearer the dealer's plate than any other, clear of every plate, hand and of the middle (a set of
    four, the sets it beat, their captions), whoever deals."""
    from cardgames.ui.games.karriere_poker import KarrierePokerUI

    ui = KarrierePokerUI()
    captions = {
        ("aside",): _text_width(qapp, "Beiseitegelegt: 4"),
        ("out",): _text_width(qapp, "Abgeräumt: 104"),
        ("top",): _text_width(qapp, "Greta spielte 13 13 J (J als 13) · schlagen mit 3 Karten"),
        ("table",): _text_width(qapp, "In dieser Runde überboten"),
        ("exchange",): _text_width(
            qapp, "Tausch mit Greta (Geschäftsführer): du gabst 1 1 2 2, du bekamst 13 J J J"
        ),
    }
    for dealer in range(n):
        layout = ui.layout(n, 0, width, height, None, dealer)
        piles: list[Rect] = []
        for key in (("aside",), ("out",)):
            place = layout.places[key]
            piles.append(place_rect(place))
            x, y = layout.captions[key]
            piles.append((x, y - 11, x + captions[key], y + 11))
        keep: dict[str, Rect] = {f"plate {s}": plate_rect(p) for s, p in enumerate(layout.plates)}
        for s in range(n):
            keep[f"hand {s}"] = (
                place_rect(layout.places[("hand", s)]) if s else _slots_rect(layout.places[("hand", 0)], 17)
            )
        keep["top set"] = _slots_rect(layout.places[("top",)], 4)
        keep["beaten sets"] = _slots_rect(layout.places[("table",)], 6)
        for key in (("top",), ("table",), ("exchange",)):
            x, y = layout.captions[key]
            keep[f"caption {key[0]}"] = (x - captions[key] / 2, y - 11, x + captions[key] / 2, y + 11)
        for rect in piles:
            hit = [name for name, other in keep.items() if overlap(rect, other)]
            assert hit == [], (dealer, rect, hit)
            assert inside(rect, width, height), (dealer, rect)
        left = min(r[0] for r in piles)
        top = min(r[1] for r in piles)
        right = max(r[2] for r in piles)
        bottom = max(r[3] for r in piles)
        middle = ((left + right) / 2, (top + bottom) / 2)
        # Nearest to the dealer's plate: measured to each plate's edge.
        edges = [plate_rect(p) for p in layout.plates]
        distances = [
            math.hypot(max(e[0] - middle[0], middle[0] - e[2], 0), max(e[1] - middle[1], middle[1] - e[3], 0))
            for e in edges
        ]
        assert min(range(n), key=distances.__getitem__) == dealer, (dealer, middle, distances)
        if dealer:  # on the felt (the viewer's own plate sits in the corner, off it)
            fx, fy, rx, ry = width / 2, height * 0.46, width * 0.465, height * 0.43
            for x in (left, right):
                for y in (top, bottom):
                    assert ((x - fx) / rx) ** 2 + ((y - fy) / ry) ** 2 <= 1.0, (dealer, x, y)
