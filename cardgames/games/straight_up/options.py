"""Straight Up options: the engine safeguards of STR-6.4 and STR-A14.

The rule sheet has no variants; it also has no rule against a game that can
never end (STR-A14). RULINGS.md marks two safeguards [ENGINE], not rules of
the game: a round cap that ends a stuck match with no winner, and an early
end with no winner once nobody can win any more.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["StraightUpOptions"]


class StraightUpOptions(BaseModel):
    """Options of a Straight Up match."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    round_cap: int = Field(
        default=300,
        ge=1,
        le=10_000,
        title="Round limit",
        # STR-6.4
        description="Not a rule of the game: after this many rounds without a winner "
        "the match ends with no winner.",
    )
    stop_when_unwinnable: bool = Field(
        default=True,
        title="End when nobody can win",
        # STR-6.4, STR-A14
        description="Not a rule of the game: the match ends with no winner as soon as no player "
        "can ever complete a straight or own every copy of a goal rank.",
    )
