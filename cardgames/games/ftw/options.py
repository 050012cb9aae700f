"""FTW?! variants: the match length.

The rule sheet plays one round per player (FTW-1.3); a shorter or longer
match is a common table agreement, so the number of rounds can be set.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["FtwOptions"]


class FtwOptions(BaseModel):
    """Options of an FTW?! match."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rounds: int | None = Field(
        default=None,
        ge=1,
        le=12,
        title="Rounds",
        description="Rounds in the match; by the rules, one per player.",
    )
