"""Card art drawn as vectors by our own code: faces and backs of the FTW?!, Karriere and French decks.

Everything is QPainter paths and text scaled to the target rectangle, so a card is crisp from
40 to 400 pixels wide. ``paint_face``/``paint_back`` draw into any painter; ``card_image`` renders
one card to a transparent, antialiased image; ``card_label`` names a card in plain text.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from ...engine import FrenchCard
from ._backs import paint_french_back, paint_ftw_back, paint_karriere_back
from ._french import SUIT_TEXT, paint_french, rank_text
from ._kit import canvas
from ._numbered import paint_ftw, paint_karriere

__all__ = [
    "BACKS",
    "CARD_ASPECT",
    "RANKS_JOKER",
    "CardStyle",
    "card_image",
    "card_label",
    "paint_back",
    "paint_face",
    "rank_face",
]

#: Card height / width.
CARD_ASPECT = 1.4


class CardStyle(enum.Enum):
    """The deck a card belongs to, which decides its art and its valid ids."""

    FTW = "ftw"
    KARRIERE = "karriere"
    FRENCH = "french"
    #: French cards whose suit does not matter (Straight Up): id = rank 2..14, 15 the joker; a card
    #: drawn in a suit of its own (its copy's, see ``cardgames.games.straight_up.suits``) is
    #: ``rank + 16 * (suit + 1)``.
    RANKS = "ranks"


def rank_face(card: int) -> int:
    """The French card drawn for a RANKS card: its rank in its own suit (``rank + 16 * (suit + 1)``),
    or for a bare rank a suit that alternates along the ranks."""
    if card == RANKS_JOKER:
        return FrenchCard.JOKER_ID
    if card > RANKS_JOKER:
        return int(FrenchCard.of(card % 16, card // 16 - 1))
    return int(FrenchCard.of(card, card % 4))


#: The joker's id in the RANKS style.
RANKS_JOKER = 15


_FACES: dict[CardStyle, Callable[[QPainter, int], None]] = {
    CardStyle.FTW: paint_ftw,
    CardStyle.KARRIERE: paint_karriere,
    CardStyle.FRENCH: paint_french,
    CardStyle.RANKS: lambda painter, card: paint_french(painter, rank_face(card)),
}
_BACKS: dict[CardStyle, Callable[[QPainter], None]] = {
    CardStyle.FTW: paint_ftw_back,
    CardStyle.KARRIERE: paint_karriere_back,
    CardStyle.FRENCH: paint_french_back,
    CardStyle.RANKS: paint_french_back,
}
_IDS: dict[CardStyle, range | frozenset[int]] = {
    CardStyle.FTW: range(1, 61),
    CardStyle.KARRIERE: range(14),
    CardStyle.FRENCH: range(FrenchCard.JOKER_ID + 1),
    CardStyle.RANKS: frozenset(range(2, RANKS_JOKER + 1))
    | frozenset(rank + 16 * (suit + 1) for rank in range(2, 15) for suit in range(4)),
}


def _checked(style: CardStyle, card: int) -> int:
    """``card`` as a plain int, or ValueError if ``style`` has no such card."""
    if isinstance(card, bool) or not isinstance(card, int) or card not in _IDS[style]:
        raise ValueError(f"the {style.value} deck has no card {card!r}")
    return int(card)


def paint_face(painter: QPainter, rect: QRectF, style: CardStyle, card: int) -> None:
    """Draw the face of ``card`` of ``style`` filling ``rect``."""
    n = _checked(style, card)
    with canvas(painter, rect):
        _FACES[style](painter, n)


#: The backs a player may choose for every deck: ``deck`` is each deck's own (the blue lattice for
#: French cards, the six bands for FTW?!, the sunburst for Karriere); the others put that back on every
#: deck (not FTW?!'s, which carries the game's name).
BACKS: dict[str, Callable[[QPainter], None] | None] = {
    "deck": None,
    "lattice": paint_french_back,
    "red": lambda painter: paint_french_back(painter, "red"),
    "green": lambda painter: paint_french_back(painter, "green"),
    "sunburst": paint_karriere_back,
}


def paint_back(painter: QPainter, rect: QRectF, style: CardStyle, back: str = "deck") -> None:
    """Draw the back of a ``style`` card filling ``rect``: the deck's own, or the chosen one of ``BACKS``."""
    paint = BACKS.get(back) or _BACKS[style]
    with canvas(painter, rect):
        paint(painter)


def card_image(style: CardStyle, card: int | None, width_px: int, back: str = "deck") -> QImage:
    """Render a face (or the back, for ``card`` None) ``width_px`` wide on a transparent image."""
    if card is not None:
        _checked(style, card)
    height_px = round(width_px * CARD_ASPECT)
    image = QImage(width_px, height_px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        rect = QRectF(0, 0, width_px, height_px)
        if card is None:
            paint_back(painter, rect, style, back)
        else:
            paint_face(painter, rect, style, card)
    finally:
        painter.end()
    return image


def card_label(style: CardStyle, card: int) -> str:
    """The card in plain text for tooltips and screen readers: "37", "Joker", "Q♥"."""
    n = _checked(style, card)
    if style is CardStyle.FRENCH:
        fc = FrenchCard(n)
        if fc.is_joker or fc.suit is None:
            return "Joker"
        return rank_text(fc.rank) + SUIT_TEXT[fc.suit]
    if style is CardStyle.RANKS:
        if n > RANKS_JOKER:
            return rank_text(n % 16) + SUIT_TEXT[n // 16 - 1]
        return "Joker" if n == RANKS_JOKER else rank_text(n)
    if style is CardStyle.KARRIERE and n == 0:
        return "Joker"
    return str(n)
