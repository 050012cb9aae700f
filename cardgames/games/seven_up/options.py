"""Seven-up variants: the rule sheet as RULINGS.md reads it, and every TRADITIONAL flag of SEV-9.

Two named presets fill these fields: "As in the rules sheet" (the defaults)
and "Traditional All Fours" (``TRADITIONAL``).
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal, TypeAlias

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "TRADITIONAL",
    "CountTie",
    "Follow",
    "GamePointTie",
    "HandScoring",
    "HighLow",
    "SevenUpOptions",
    "TrumpMaking",
]

TrumpMaking: TypeAlias = Literal["seed", "traditional"]
Follow: TypeAlias = Literal["follow_else_trump", "follow_or_trump"]
HandScoring: TypeAlias = Literal["winner_takes_all", "independent"]
CountTie: TypeAlias = Literal["precedence", "literal"]
GamePointTie: TypeAlias = Literal["elder", "none"]
HighLow: TypeAlias = Literal["in_play", "literal_ace_two"]


class SevenUpOptions(BaseModel):
    """Options of a Seven-up game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    #: Named sets of options the new-game dialog offers (English names; the UI translates them).
    PRESETS: ClassVar[dict[str, dict[str, Any]]]

    target: int = Field(default=7, ge=1, le=21, title="Target score", description="Game points that win.")
    trump_making: TrumpMaking = Field(
        default="seed",
        title="Trump making",
        description="The rules sheet's accept, ask or run; or the traditional stand, beg and give one.",
        json_schema_extra={
            "choices": {"seed": "Accept, ask or run (rules sheet)", "traditional": "Stand, beg, give one"}
        },
    )
    follow: Follow = Field(
        default="follow_else_trump",
        title="Following",
        description="Must follow suit, else trump; or trump at will even when able to follow.",
        json_schema_extra={
            "choices": {
                "follow_else_trump": "Follow suit, else trump (rules sheet)",
                "follow_or_trump": "Follow suit or trump at will",
            }
        },
    )
    hand_scoring: HandScoring = Field(
        default="winner_takes_all",
        title="Hand scoring",
        description="Only the side with the most hand points scores; or every point to whoever earns it.",
        json_schema_extra={
            "choices": {
                "winner_takes_all": "Winner takes all (rules sheet)",
                "independent": "Every point counts",
            }
        },
    )
    count_tie: CountTie = Field(
        default="precedence",
        title="Tied hands",
        description="Who wins a tie on hand points: the higher point (High, Low, Jack, Game) decides; "
        "or only a 2-2 tie goes by the higher point, any other to the non-dealer side.",
        json_schema_extra={
            "choices": {"precedence": "The higher point decides", "literal": "As literally written"},
            "when": {"hand_scoring": ["winner_takes_all"]},
        },
    )
    game_point_tie: GamePointTie = Field(
        default="elder",
        title="Tie for Game",
        description="Equal card points: the non-dealer side takes Game; or nobody does.",
        json_schema_extra={"choices": {"elder": "Non-dealer side takes it", "none": "Nobody takes it"}},
    )
    high_low: HighLow = Field(
        default="in_play",
        title="High and Low",
        description="The highest and lowest trump in play; or only the trump ace and the trump two.",
        json_schema_extra={
            "choices": {
                "in_play": "Highest and lowest trump in play",
                "literal_ace_two": "Trump ace and two only",
            }
        },
    )
    turned_jack_point: bool = Field(
        default=False,
        title="Turned-up jack scores",
        description="A jack turned up as trump gives the dealer's side a point.",
    )
    bunch_keeps_points: bool = Field(
        default=True,
        title="Bunched hands keep points",
        description="Points recorded before a hand is bunched stay.",
    )


#: The traditional All Fours (SEV-9).
TRADITIONAL: dict[str, Any] = {
    "trump_making": "traditional",
    "follow": "follow_or_trump",
    "hand_scoring": "independent",
    "turned_jack_point": True,
}

SevenUpOptions.PRESETS = {"As in the rules sheet": {}, "Traditional All Fours": TRADITIONAL}
