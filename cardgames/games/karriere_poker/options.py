"""Karriere Poker variants: how the match ends (KP-8) and the two rule flags of the rulings.

The defaults are the rule sheet as RULINGS.md reads it: one lap per poker
round (KP-5, KP-A1), all-joker sets unbeatable (KP-2.3, KP-A3), and a match
of five games won by the Boss of the last one (KP-8.1).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["KarrierePokerOptions", "MatchEnd", "RoundRule"]

MatchEnd = Literal["games", "boss_streak", "dishwasher_streak", "time_limit"]
RoundRule = Literal["one_lap", "until_all_pass"]


class KarrierePokerOptions(BaseModel):
    """Options of a Karriere Poker match."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    match_end: MatchEnd = Field(
        default="games",
        title="Match ends",
        description="After a number of games, when someone is Boss or Dishwasher several times in a row, "
        "or after a time limit (checked between games).",
        json_schema_extra={
            "choices": {
                "games": "After a number of games",
                "boss_streak": "Boss several times in a row",
                "dishwasher_streak": "Dishwasher several times in a row",
                "time_limit": "After a time limit",
            }
        },
    )
    games: int = Field(
        default=5,
        ge=1,
        le=50,
        title="Games",
        description="Games in the match when it ends after a number of games.",
        json_schema_extra={"when": {"match_end": ["games"]}},
    )
    streak: int = Field(
        default=3,
        ge=2,
        le=10,
        title="Streak",
        description="Games in a row as Boss or Dishwasher that end the match.",
        json_schema_extra={"when": {"match_end": ["boss_streak", "dishwasher_streak"]}},
    )
    time_limit_minutes: int = Field(
        default=60,
        ge=1,
        le=600,
        title="Time limit (minutes)",
        description="Playing time before the match ends with the running game.",
        json_schema_extra={"when": {"match_end": ["time_limit"]}},
    )
    max_games: int = Field(
        default=30,
        ge=1,
        le=200,
        title="Most games",
        description="A cap on the games of a streak or time-limit match.",
        json_schema_extra={"when": {"match_end": ["boss_streak", "dishwasher_streak", "time_limit"]}},
    )
    round_rule: RoundRule = Field(
        default="one_lap",
        title="Poker round",
        description="One lap, as the rules say; or the classic round that goes on until everyone passes.",
        json_schema_extra={
            "choices": {
                "one_lap": "One lap (as in the rules)",
                "until_all_pass": "Until everyone passes",
            }
        },
    )
    jokers_over_jokers: bool = Field(
        default=False,
        title="Later jokers beat earlier jokers",
        description="An all-joker set can be raised by a later all-joker set of the same size.",
    )
