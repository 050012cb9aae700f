"""Statistics: games played and won, streaks and best scores, per game and player name.

The file is ``statistics.json`` in the data folder. It is loaded like the
settings: a missing file gives empty statistics; a damaged one is moved aside
to a ``.broken`` name, never overwritten, and empty statistics come back with a
:class:`~cardgames.engine.Message` saying so.

Players are counted by name, so the same name in two matches is the same
player. Only the seats the caller marks as counted are recorded (the humans,
not the bots). Whether a match counts at all is the caller's business too: a
practice match (one where undo was used, ``SavedMatch.practice``) should not
be passed to :func:`record_result`.

Each match is counted once: given the match's id (``SavedMatch.match_id``),
:func:`record_result` remembers it in :attr:`Statistics.counted` (the newest
``MAX_COUNTED`` ids) and records a result with an id already there no more.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    field_validator,
    model_validator,
)

from cardgames.engine import Message

from .files import (
    Damaged,
    DamageNotices,
    SavesSafely,
    load_or_set_aside,
    read_json_object,
    validation_reason,
    write_json,
)
from .paths import Paths
from .saves import MATCH_ID_PATTERN, MatchId

__all__ = [
    "STATS_FORMAT_VERSION",
    "PlayerStats",
    "Statistics",
    "StatsLoad",
    "load_statistics",
    "record_result",
    "reset_statistics",
    "save_statistics",
    "was_counted",
]

STATS_FORMAT_VERSION = 1
MAX_STATS_BYTES = 4 << 20
MAX_GAMES = 64
MAX_NAMES = 1000
#: Match ids remembered as counted; the oldest go first.
MAX_COUNTED = 1000
_LIMIT = 10**9
_MATCH_ID = re.compile(MATCH_ID_PATTERN)

_CONFIG = ConfigDict(strict=True, extra="ignore", validate_assignment=True)

Count = Annotated[int, Field(ge=0, le=_LIMIT)]
PlayerName = Annotated[str, StringConstraints(min_length=1, max_length=24)]
GameId = Annotated[str, StringConstraints(min_length=1, max_length=32)]


class PlayerStats(BaseModel):
    """One player's record in one game."""

    model_config = _CONFIG

    played: Count = 0
    won: Count = 0
    current_streak: Count = 0
    best_streak: Count = 0
    # The highest final score; None before the first match of a game with points.
    # May be negative should a game ever score below zero.
    best_score: Annotated[int, Field(ge=-_LIMIT, le=_LIMIT)] | None = None
    # Of the matches played and won, those in which this player asked the coach for a hint (they
    # count as any other; older files have none).
    hinted: Count = 0
    hinted_won: Count = 0

    @model_validator(mode="after")
    def _consistent(self) -> PlayerStats:
        if self.won > self.played:
            raise ValueError("more matches won than played")
        if self.hinted > self.played or self.hinted_won > min(self.hinted, self.won):
            raise ValueError("the matches with hints do not fit the matches played and won")
        if self.current_streak > self.best_streak or self.best_streak > self.won:
            raise ValueError("the streaks do not fit the matches won")
        return self

    @property
    def win_rate(self) -> float:
        """Matches won per match played, 0.0 before the first."""
        return self.won / self.played if self.played else 0.0


class Statistics(BaseModel):
    """Every player's record: game id -> player name -> :class:`PlayerStats`; and which matches counted."""

    model_config = _CONFIG

    format_version: int = STATS_FORMAT_VERSION
    games: Annotated[
        dict[GameId, Annotated[dict[PlayerName, PlayerStats], Field(max_length=MAX_NAMES)]],
        Field(max_length=MAX_GAMES),
    ] = Field(default_factory=dict)
    # The ids of the matches already recorded, newest last (at most MAX_COUNTED; older files have none).
    counted: list[MatchId] = Field(default_factory=list)

    @field_validator("counted", mode="before")
    @classmethod
    def _newest_counted(cls, value: object) -> object:
        # A longer list (a later version may keep more) loses its oldest ids; it is not damage.
        if isinstance(value, list) and len(value) > MAX_COUNTED:
            return value[-MAX_COUNTED:]
        return value

    @model_validator(mode="after")
    def _known_format(self) -> Statistics:
        if self.format_version != STATS_FORMAT_VERSION:
            raise ValueError(_format_reason(self.format_version))
        return self


@dataclass(frozen=True, slots=True)
class StatsLoad(SavesSafely):
    """The statistics to use, and what to tell the player if the file was damaged."""

    statistics: Statistics
    notice: Message | None = None
    # Where the damaged file was moved to; None if it was fine, missing, or could not be moved.
    backup: Path | None = None


_NOTICES = DamageNotices(
    damaged=(
        "store.stats_damaged",
        "Your statistics could not be read ({reason}); the file was kept as {backup} "
        "and the statistics start afresh.",
    ),
    unreadable=(
        "store.stats_unreadable",
        "Your statistics could not be read ({reason}) and the file could not be moved aside; "
        "{file} is left as it is and nothing is recorded.",
    ),
)


def record_result(
    stats: Statistics,
    game_id: str,
    names: Sequence[str],
    counted: Sequence[bool],
    winners: Sequence[int],
    scores: Sequence[int] | None,
    match_id: str | None = None,
    hinted: Sequence[bool] = (),
) -> Statistics:
    """``stats`` with one more finished match of ``game_id``; ``stats`` itself is left as it was.

    With a ``match_id`` already in ``stats.counted`` (:func:`was_counted`),
    nothing is recorded and an unchanged copy comes back; otherwise the id is
    added to ``counted``, the oldest going beyond ``MAX_COUNTED``.

    ``names``, ``counted`` and ``scores`` have one entry per seat. Only the seats
    with ``counted[s]`` (the humans) are recorded. Every seat in ``winners``
    wins (a shared win counts for each) and its streak grows; every other
    counted seat loses and its streak ends. No winner at all (Straight Up can
    end so) is a loss for everyone. ``scores`` is None for a game without
    points (``Game.has_points`` false). ``hinted`` marks the seats that asked the
    coach for a hint (none by default): their match counts as any other and is
    also counted among their matches with hints. Raises ``ValueError`` for sequences of
    the wrong length, a winner that is not a seat, or a match id that is not
    32 lowercase hex digits. Beyond ``MAX_GAMES`` games or ``MAX_NAMES`` names
    per game, new ones are not recorded (the match id is).
    """
    seats = len(names)
    if len(counted) != seats or (scores is not None and len(scores) != seats):
        raise ValueError("names, counted and scores need one entry per seat")
    if hinted and len(hinted) != seats:
        raise ValueError("hinted needs one entry per seat")
    if any(not 0 <= w < seats for w in winners):
        raise ValueError(f"winners must be seats 0..{seats - 1}, not {list(winners)}")
    if match_id is not None and not _MATCH_ID.fullmatch(match_id):
        raise ValueError(f"a match id is 32 lowercase hex digits, not {match_id[:40]!r}")
    if match_id is not None and match_id in stats.counted:
        return stats.model_copy(deep=True)
    ids = list(stats.counted) if match_id is None else [*stats.counted, match_id][-MAX_COUNTED:]
    games = {gid: dict(players) for gid, players in stats.games.items()}
    if game_id not in games and len(games) >= MAX_GAMES:
        return Statistics(format_version=stats.format_version, games=games, counted=ids)
    players = games.setdefault(game_id, {})
    for seat, name in enumerate(names):
        name = name.strip()
        if not counted[seat] or not name:
            continue
        old = players.get(name)
        if old is None:
            if len(players) >= MAX_NAMES:
                continue
            old = PlayerStats()
        won = seat in winners
        hint = bool(hinted) and hinted[seat]
        streak = old.current_streak + 1 if won else 0
        best_score = old.best_score
        if scores is not None:
            score = max(-_LIMIT, min(_LIMIT, scores[seat]))
            best_score = score if best_score is None else max(best_score, score)
        players[name] = PlayerStats(
            played=min(old.played + 1, _LIMIT),
            won=min(old.won + int(won), _LIMIT),
            current_streak=min(streak, _LIMIT),
            best_streak=min(max(old.best_streak, streak), _LIMIT),
            best_score=best_score,
            hinted=min(old.hinted + int(hint), _LIMIT),
            hinted_won=min(old.hinted_won + int(hint and won), _LIMIT),
        )
    if not players:
        del games[game_id]
    return Statistics(format_version=stats.format_version, games=games, counted=ids)


def was_counted(stats: Statistics, match_id: str) -> bool:
    """True if the match ``match_id`` is already recorded in ``stats``."""
    return match_id in stats.counted


def load_statistics(paths: Paths, *, set_aside: bool = True) -> StatsLoad:
    """Read the statistics; empty ones if the file is missing, empty ones and a notice if it is damaged.

    ``set_aside=False`` (an app that only reads the profile) leaves a damaged file where it is.
    """
    stats, notice, backup = load_or_set_aside(
        paths.statistics_file, _read, _NOTICES, set_aside_damaged=set_aside
    )
    return StatsLoad(stats or Statistics(), notice, backup)


def save_statistics(stats: Statistics, paths: Paths) -> None:
    """Write the statistics atomically (JSON, indent 2, sorted keys); raises OSError on failure."""
    write_json(paths.statistics_file, stats.model_dump(mode="json"))


def reset_statistics(paths: Paths, game_id: str | None = None) -> Statistics:
    """Forget one game's statistics (or all of them for None), write the file, and return the rest.

    The file is read first, so a damaged one is moved aside as on loading (never
    overwritten). The ids of the matches already counted are kept, so a reset
    never lets an old result in again. Raises OSError if the file cannot be
    written, or if it is damaged and could not be moved aside.
    """
    loaded = load_statistics(paths)
    if not loaded.can_save:
        raise OSError(f"the statistics file {paths.statistics_file} is damaged and could not be moved aside")
    games = {} if game_id is None else {g: p for g, p in loaded.statistics.games.items() if g != game_id}
    stats = Statistics(games=games, counted=loaded.statistics.counted)
    save_statistics(stats, paths)
    return stats


def _read(path: Path) -> Statistics:
    """Parse and validate the file; raises OSError if it cannot be read, Damaged if it is bad."""
    data = read_json_object(path, MAX_STATS_BYTES)
    version = data.get("format_version")
    if type(version) is int and version != STATS_FORMAT_VERSION:
        raise Damaged(_format_reason(version))
    try:
        return Statistics.model_validate(data)
    except ValidationError as exc:
        raise Damaged(validation_reason(exc, "statistics")) from None


def _format_reason(version: int) -> str:
    """Why a file of another format version is not loaded."""
    if version > STATS_FORMAT_VERSION:
        return f"it was written by a newer version (format {version})"
    return f"it has an unknown format ({version})"
