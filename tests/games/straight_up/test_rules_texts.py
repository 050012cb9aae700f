"""The in-app rules of Straight Up (resources/rules/straight_up/<language>/) say what the game does:
a game ends with one winner or, only through the app's round limit or early end (STR-6.4), with none;
and the overview tells of the refresh of a market nobody bought from (STR-2.3)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def _text(language: str, part: str) -> str:
    return (ROOT / "resources/rules/straight_up" / language / f"{part}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("language", "always", "safeguard"),
    [
        (
            "en",
            ("always exactly one winner", "Exactly one winner", "lasts until somebody wins."),
            "safeguard",
        ),
        (
            "de",
            ("immer genau einen Sieger", "Genau ein Sieger", "dauert, bis jemand gewinnt."),
            "Sicherung der App",
        ),
    ],
)
def test_no_text_promises_a_winner_the_round_limit_can_withhold(
    language: str, always: tuple[str, ...], safeguard: str
) -> None:
    """STR-6.3, STR-6.4: the rules and the quick reference never say there is always exactly one winner
    (nor that the game simply lasts until somebody wins: play-sev-str F11); where they speak of the
    winner they name the app's safeguard that can end a game without one."""
    for part in ("rules", "quickref"):
        text = _text(language, part)
        assert not [a for a in always if a in text], part
        winner_lines = [line for line in text.splitlines() if "winner" in line or "Sieger" in line]
        assert any(safeguard in line for line in winner_lines), part


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", ("nobody buys", "fresh one is revealed")), ("de", ("niemand etwas", "neuer aufgedeckt"))],
)
def test_the_overview_tells_of_the_refresh(language: str, words: tuple[str, ...]) -> None:
    """STR-2.3: after a round in which nobody bought, the market is cleared away and a new one revealed."""
    text = _text(language, "overview")
    assert all(w in text for w in words)
