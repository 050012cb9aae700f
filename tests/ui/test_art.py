"""The card art: every card of every deck renders, cards differ, bad ids are refused, labels read right."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from cardgames.engine import FrenchCard
from cardgames.ui.art import (
    CARD_ASPECT,
    RANKS_JOKER,
    CardStyle,
    card_image,
    card_label,
    paint_back,
    paint_face,
    rank_face,
)

IDS = {
    CardStyle.FTW: list(range(1, 61)),
    CardStyle.KARRIERE: list(range(14)),
    CardStyle.FRENCH: list(range(53)),
    CardStyle.RANKS: list(range(2, 16)),
}
WIDTH = 60


def _bytes(image: QImage) -> bytes:
    """The raw pixels of an image, for comparing two images."""
    return bytes(image.constBits())


def _colours(image: QImage, step: int = 3) -> set[int]:
    """The distinct opaque colours on a grid of sample pixels."""
    return {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
        if image.pixelColor(x, y).alpha() == 255
    }


@pytest.fixture(scope="module")
def faces(qapp: QApplication) -> dict[CardStyle, dict[int, QImage]]:
    """Every face of every deck, rendered once at ``WIDTH`` pixels."""
    return {style: {card: card_image(style, card, WIDTH) for card in ids} for style, ids in IDS.items()}


@pytest.mark.parametrize("style", list(CardStyle))
def test_every_face_renders_a_card_shaped_image(
    style: CardStyle, faces: dict[CardStyle, dict[int, QImage]]
) -> None:
    """Each face has the card's size and format, several colours, and a transparent corner."""
    for card, image in faces[style].items():
        assert (image.width(), image.height()) == (WIDTH, round(WIDTH * CARD_ASPECT)), card
        assert image.format() == QImage.Format.Format_ARGB32_Premultiplied
        assert len(_colours(image)) >= 4, f"{style} {card} looks blank"
        w, h = image.width(), image.height()
        for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert image.pixelColor(x, y).alpha() == 0, f"{style} {card} corner ({x}, {y}) is painted"
        assert image.pixelColor(w // 2, h // 2).alpha() == 255


@pytest.mark.parametrize("style", list(CardStyle))
def test_faces_of_a_deck_all_differ(style: CardStyle, faces: dict[CardStyle, dict[int, QImage]]) -> None:
    """No two cards of a deck look the same."""
    pixels = [_bytes(image) for image in faces[style].values()]
    assert len(set(pixels)) == len(pixels)


@pytest.mark.parametrize("style", list(CardStyle))
def test_the_back_renders_and_differs_from_every_face(
    style: CardStyle, faces: dict[CardStyle, dict[int, QImage]]
) -> None:
    """The back is a proper card image, unlike any face of its deck."""
    back = card_image(style, None, WIDTH)
    assert (back.width(), back.height()) == (WIDTH, round(WIDTH * CARD_ASPECT))
    assert len(_colours(back)) >= 4
    assert back.pixelColor(0, 0).alpha() == 0
    assert _bytes(back) not in {_bytes(image) for image in faces[style].values()}


def test_the_three_backs_differ(qapp: QApplication) -> None:
    """Each deck has its own back; cards by rank only are French cards with the French back."""
    backs = {_bytes(card_image(style, None, WIDTH)) for style in CardStyle}
    assert len(backs) == 3
    assert _bytes(card_image(CardStyle.RANKS, None, WIDTH)) == _bytes(
        card_image(CardStyle.FRENCH, None, WIDTH)
    )


def test_rank_cards_are_french_faces(faces: dict[CardStyle, dict[int, QImage]]) -> None:
    """A RANKS card is drawn as the French card of its rank; id 15 is the joker; labels name the rank."""
    for rank in range(2, 15):
        french = faces[CardStyle.FRENCH][rank_face(rank)]
        assert FrenchCard(rank_face(rank)).rank == rank
        assert _bytes(faces[CardStyle.RANKS][rank]) == _bytes(french)
    assert _bytes(faces[CardStyle.RANKS][RANKS_JOKER]) == _bytes(faces[CardStyle.FRENCH][52])
    assert [card_label(CardStyle.RANKS, c) for c in (2, 10, 11, 14, RANKS_JOKER)] == [
        "2",
        "10",
        "J",
        "A",
        "Joker",
    ]


@pytest.mark.parametrize(
    ("style", "card"),
    [
        (CardStyle.FTW, 0),
        (CardStyle.FTW, 61),
        (CardStyle.FTW, -1),
        (CardStyle.KARRIERE, 14),
        (CardStyle.KARRIERE, -1),
        (CardStyle.FRENCH, 53),
        (CardStyle.FRENCH, -1),
    ],
)
def test_a_card_the_deck_has_not_is_refused(qapp: QApplication, style: CardStyle, card: int) -> None:
    """card_image, paint_face and card_label raise ValueError for an id outside the deck."""
    with pytest.raises(ValueError, match="no card"):
        card_image(style, card, WIDTH)
    with pytest.raises(ValueError, match="no card"):
        card_label(style, card)
    image = QImage(WIDTH, WIDTH * 2, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        with pytest.raises(ValueError, match="no card"):
            paint_face(painter, QRectF(0, 0, WIDTH, WIDTH * 1.4), style, card)
    finally:
        painter.end()


def test_ftw_bands_differ_in_colour_at_the_corner(faces: dict[CardStyle, dict[int, QImage]]) -> None:
    """Cards of the six bands have six different corner colours; cards of one band share theirs."""
    ftw = faces[CardStyle.FTW]
    # The band symbol under the top-left index, at 15.7 / 36.5 of the 100 x 140 card.
    x, y = round(WIDTH * 0.157), round(WIDTH * 1.4 * 36.5 / 140)
    colours = [ftw[band * 10 + 5].pixel(x, y) for band in range(6)]
    assert len(set(colours)) == 6
    assert ftw[11].pixel(x, y) == ftw[18].pixel(x, y)


def test_ftw_cards_with_the_same_digits_in_other_bands_differ_beyond_the_number(
    faces: dict[CardStyle, dict[int, QImage]],
) -> None:
    """1, 11 and 51 differ in more than their digits: the band shows across the card."""
    ftw = faces[CardStyle.FTW]
    # The edge frame at the middle of the left side carries the band's colour.
    x, y = round(WIDTH * 0.032), round(WIDTH * 0.7)
    assert len({ftw[n].pixel(x, y) for n in (1, 11, 51)}) == 3


@pytest.mark.parametrize("width", [40, 400])
def test_cards_render_at_small_and_large_sizes(qapp: QApplication, width: int) -> None:
    """A card keeps its proportions from 40 to 400 pixels wide."""
    for style, card in ((CardStyle.FTW, 60), (CardStyle.KARRIERE, 0), (CardStyle.FRENCH, 46)):
        image = card_image(style, card, width)
        assert (image.width(), image.height()) == (width, round(width * CARD_ASPECT))
        assert len(_colours(image, step=max(1, width // 40))) >= 3


def test_paint_face_and_back_draw_into_any_rectangle(qapp: QApplication) -> None:
    """paint_face/paint_back fill the given rectangle and leave the painter as they found it."""
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    try:
        before = painter.transform()
        paint_face(painter, QRectF(10, 10, 50, 70), CardStyle.FRENCH, 0)
        paint_back(painter, QRectF(100, 100, 50, 70), CardStyle.KARRIERE)
        assert painter.transform() == before
    finally:
        painter.end()
    assert image.pixelColor(35, 45).alpha() == 255
    assert image.pixelColor(125, 135).alpha() == 255
    assert image.pixelColor(80, 80).alpha() == 0


def test_french_faces_accept_engine_cards(faces: dict[CardStyle, dict[int, QImage]]) -> None:
    """A FrenchCard (an int subclass) renders the same as its id."""
    queen = FrenchCard.parse("QH")
    assert _bytes(card_image(CardStyle.FRENCH, queen, WIDTH)) == _bytes(faces[CardStyle.FRENCH][int(queen)])


@pytest.mark.parametrize(
    ("style", "card", "label"),
    [
        (CardStyle.FTW, 37, "37"),
        (CardStyle.FTW, 1, "1"),
        (CardStyle.KARRIERE, 13, "13"),
        (CardStyle.KARRIERE, 0, "Joker"),
        (CardStyle.FRENCH, int(FrenchCard.parse("QH")), "Q♥"),
        (CardStyle.FRENCH, int(FrenchCard.parse("TS")), "10♠"),
        (CardStyle.FRENCH, int(FrenchCard.parse("AD")), "A♦"),
        (CardStyle.FRENCH, int(FrenchCard.parse("2C")), "2♣"),
        (CardStyle.FRENCH, FrenchCard.JOKER_ID, "Joker"),
    ],
)
def test_card_label(style: CardStyle, card: int, label: str) -> None:
    """card_label names a card in plain text."""
    assert card_label(style, card) == label


def test_every_label_is_unique_within_a_deck() -> None:
    """No two cards of a deck share a label."""
    for style, ids in IDS.items():
        labels = [card_label(style, card) for card in ids]
        assert len(set(labels)) == len(labels), style


def test_a_straight_up_copy_is_drawn_in_its_own_suit(faces: dict[CardStyle, dict[int, QImage]]) -> None:
    """A RANKS card with a suit (``rank + 16 * (suit + 1)``, a Straight Up copy's face) is the French
    card of that rank and suit, and is named so; ids past the spades are refused."""
    for rank in range(2, 15):
        for suit in range(4):
            card = rank + 16 * (suit + 1)
            french = int(FrenchCard.of(rank, suit))
            assert rank_face(card) == french
            assert card_label(CardStyle.RANKS, card) == card_label(CardStyle.FRENCH, french)
            if rank in (2, 11):
                image = card_image(CardStyle.RANKS, card, WIDTH)
                assert _bytes(image) == _bytes(faces[CardStyle.FRENCH][french])
    assert card_label(CardStyle.RANKS, 8 + 16 * 3) == "8♥"
    for bad in (16, 17, 31, 32, 79, 80):
        with pytest.raises(ValueError, match="no card"):
            card_label(CardStyle.RANKS, bad)


def _difference(a: str, b: str, width: int) -> int:
    """How many pixels tell two French cards apart at ``width`` pixels."""
    one = card_image(CardStyle.FRENCH, int(FrenchCard.parse(a)), width)
    two = card_image(CardStyle.FRENCH, int(FrenchCard.parse(b)), width)
    return sum(
        1 for y in range(one.height()) for x in range(one.width()) if one.pixel(x, y) != two.pixel(x, y)
    )


@pytest.mark.parametrize(("court", "other"), [("JD", "JH"), ("QD", "QH"), ("KC", "KS")])
def test_a_court_cards_suit_shows_at_a_glance(qapp: QApplication, court: str, other: str) -> None:
    """At a table's card size a court card shows its suit large (beside its letter and in the corner),
    so the jack of diamonds and the jack of hearts differ nearly as much as two sevens do: at least
    half as many pixels (they differed in a third when only small pips told them apart)."""
    sevens = _difference("7D", "7H", 70) if court[1] in "DH" else _difference("7C", "7S", 70)
    assert _difference(court, other, 70) >= sevens / 2
