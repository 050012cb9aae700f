"""Card types: compact ids and text forms that convert back exactly."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardgames.engine import HIDDEN, FrenchCard, NumberCard, card_text


@given(st.integers(min_value=0, max_value=52))
def test_french_card_text_round_trip(card_id: int) -> None:
    """Every French card id survives id -> text -> card, and repr is valid Python."""
    card = FrenchCard(card_id)
    assert FrenchCard.parse(str(card)) == card
    assert eval(repr(card), {"FrenchCard": FrenchCard}) == card


def test_french_card_fields() -> None:
    """Rank and suit come from the id; ids sort by rank; the joker has neither."""
    queen = FrenchCard.parse("QH")
    assert (queen.rank, queen.suit, str(queen)) == (12, 2, "QH")
    assert FrenchCard.parse("10s") == FrenchCard.parse("TS") == FrenchCard.of(10, 3)
    assert FrenchCard.of(2, 0) < FrenchCard.of(2, 3) < FrenchCard.of(3, 0) < FrenchCard.of(14, 0)
    joker = FrenchCard.joker()
    assert joker.is_joker
    assert joker.rank == 0
    assert joker.suit is None
    assert str(joker) == "JK"
    assert len({FrenchCard(i) for i in range(52)}) == 52


@pytest.mark.parametrize("text", ["", "1H", "AX", "QHH", "11S", "J", "joker"])
def test_french_card_rejects_bad_text(text: str) -> None:
    """Text that is no card gives a ValueError naming it."""
    with pytest.raises(ValueError, match="not a French card"):
        FrenchCard.parse(text)


def test_french_card_rejects_bad_ids() -> None:
    """Ids outside 0..52 and impossible rank/suit pairs are refused."""
    for bad in (-1, 53):
        with pytest.raises(ValueError, match="no French card"):
            FrenchCard(bad)
    with pytest.raises(ValueError, match="no French card"):
        FrenchCard.of(1, 0)


@given(st.integers(min_value=0, max_value=99))
def test_number_card_text_round_trip(value: int) -> None:
    """Every numbered card (0 is the joker) survives id -> text -> card."""
    card = NumberCard(value)
    assert NumberCard.parse(str(card)) == card
    assert eval(repr(card), {"NumberCard": NumberCard}) == card
    assert card.is_joker == (value == 0)


@pytest.mark.parametrize("text", ["", "0", "007", "-3", "100", "x", "1.5"])
def test_number_card_rejects_bad_text(text: str) -> None:
    """Text that is no numbered card gives a ValueError."""
    with pytest.raises(ValueError, match="numbered card"):
        NumberCard.parse(text)


def test_hidden_card_text() -> None:
    """A hidden card shows as ?? and says nothing else."""
    assert card_text(HIDDEN) == "??"
    assert card_text(NumberCard(37)) == "37"
    assert card_text(FrenchCard.parse("AS")) == "AS"
