"""The match history: the last ``MAX_HISTORY`` finished matches of this profile, newest first.

The file is ``history.json`` in the data folder, one of the app's own files. Each entry is the
finished match as it was saved (game, seats, options, seed and every move, so it can be opened
and looked at again) with the time it ended, its scores and winners. It is loaded like the
statistics: a missing file gives an empty history; a damaged one is moved aside to a ``.broken``
name, never overwritten, and an empty history comes back with a message saying so. A damaged
entry damages the file (all of it is checked, as every save is checked on loading).

Practice matches (undo was used) are listed too, marked so: the history is what was played.

An entry of a game this build does not have (a package built ``--without`` it, after the full
app played it on this profile) is not shown, but kept as it was read and written back with the
history, so the app with every game shows it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    field_validator,
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
from .saves import SavedMatch, from_iso

__all__ = [
    "HISTORY_FORMAT_VERSION",
    "MAX_HISTORY",
    "FinishedMatch",
    "HistoryLoad",
    "MatchHistory",
    "OpponentRow",
    "add_finished",
    "by_opponents",
    "load_history",
    "save_history",
    "win_rates",
]

HISTORY_FORMAT_VERSION = 1
#: Finished matches kept per profile.
MAX_HISTORY = 100
MAX_HISTORY_BYTES = 64 << 20

_CONFIG = ConfigDict(strict=True, extra="ignore", validate_assignment=True)
_SCORE = Annotated[int, Field(ge=-(10**9), le=10**9)]
_SEAT = Annotated[int, Field(ge=0, lt=8)]


class FinishedMatch(BaseModel):
    """One finished match: when it ended, how, and the match itself."""

    model_config = _CONFIG

    finished: AwareDatetime
    scores: list[_SCORE] = Field(max_length=8)
    winners: list[_SEAT] = Field(max_length=8)
    match: SavedMatch

    @field_validator("finished", mode="before")
    @classmethod
    def _from_iso(cls, value: object) -> object:
        return from_iso(value)


class MatchHistory(BaseModel):
    """The newest finished matches first, at most ``MAX_HISTORY``."""

    model_config = _CONFIG

    format_version: int = HISTORY_FORMAT_VERSION
    matches: list[FinishedMatch] = Field(default_factory=list, max_length=MAX_HISTORY)
    #: Entries of games this build does not have, as read (not shown, written back).
    _absent: list[dict[str, Any]] = PrivateAttr(default_factory=list)

    @field_validator("format_version")
    @classmethod
    def _known_format(cls, value: int) -> int:
        if value != HISTORY_FORMAT_VERSION:
            raise ValueError(f"it has an unknown format ({value})")
        return value


@dataclass(frozen=True, slots=True)
class HistoryLoad(SavesSafely):
    """The history to use, and what to tell the player if the file was damaged."""

    history: MatchHistory
    notice: Message | None = None
    backup: Path | None = None


_NOTICES = DamageNotices(
    damaged=(
        "store.history_damaged",
        "Your match history could not be read ({reason}); the file was kept as {backup} "
        "and the history starts afresh.",
    ),
    unreadable=(
        "store.history_unreadable",
        "Your match history could not be read ({reason}) and the file could not be moved aside; "
        "{file} is left as it is and nothing is added to it.",
    ),
)


def add_finished(
    history: MatchHistory, match: SavedMatch, scores: list[int], winners: list[int]
) -> MatchHistory:
    """``history`` with ``match`` (just finished, ended at its ``updated`` time) first; a match already
    there (the same id) is not added again; the oldest beyond ``MAX_HISTORY`` fall out."""
    if any(m.match.match_id == match.match_id for m in history.matches):
        return history
    entry = FinishedMatch(finished=match.updated, scores=list(scores), winners=list(winners), match=match)
    added = MatchHistory(matches=[entry, *history.matches][:MAX_HISTORY])
    added._absent = history._absent[: MAX_HISTORY - len(added.matches)]
    return added


def load_history(paths: Paths, *, set_aside: bool = True) -> HistoryLoad:
    """Read the history; empty if the file is missing, empty and a notice if it is damaged."""
    history, notice, backup = load_or_set_aside(
        paths.history_file, _read, _NOTICES, set_aside_damaged=set_aside
    )
    return HistoryLoad(history or MatchHistory(), notice, backup)


def save_history(history: MatchHistory, paths: Paths) -> None:
    """Write the history atomically; raises OSError on failure."""
    data = history.model_dump(mode="json")
    data["matches"] = [*data["matches"], *history._absent][:MAX_HISTORY]
    write_json(paths.history_file, data, indent=0)


def _read(path: Path) -> MatchHistory:
    data = read_json_object(path, MAX_HISTORY_BYTES)
    version = data.get("format_version")
    if type(version) is int and version != HISTORY_FORMAT_VERSION:
        newer = version > HISTORY_FORMAT_VERSION
        raise Damaged(f"it was written by a newer version (format {version})" if newer else "unknown format")
    entries = data.get("matches")
    absent: list[dict[str, Any]] = []
    if isinstance(entries, list):
        from ..games import BUILT_IN, GAMES

        def of_absent_game(entry: object) -> bool:
            """One of the app's own games, which this build was made without."""
            match = entry.get("match") if isinstance(entry, dict) else None
            game_id = match.get("game_id") if isinstance(match, dict) else None
            return isinstance(game_id, str) and game_id in BUILT_IN and game_id not in GAMES

        absent = [e for e in entries if of_absent_game(e)]
        if absent:
            data = {**data, "matches": [e for e in entries if not of_absent_game(e)]}
    try:
        history = MatchHistory.model_validate(data)
    except ValidationError as exc:
        raise Damaged(validation_reason(exc, "history")) from None
    history._absent = absent[:MAX_HISTORY]
    return history


@dataclass(frozen=True, slots=True)
class OpponentRow:
    """One person's matches of a game against one kind of table, from the match history."""

    player: str
    #: The bot levels the person played against, sorted ("normal", "hard", "easy + normal"); empty
    #: when every other seat was a person.
    levels: tuple[str, ...]
    played: int
    won: int
    #: Of them: undo was used (not in the statistics), or the person asked for a hint.
    practice: int
    hinted: int


def by_opponents(history: MatchHistory, game_id: str) -> list[OpponentRow]:
    """Each person's results in ``game_id`` per kind of opponents, most played first."""
    counts: dict[tuple[str, tuple[str, ...]], list[int]] = {}
    for entry in history.matches:
        match = entry.match
        if match.game_id != game_id:
            continue
        levels = tuple(sorted({s.level or "normal" for s in match.seats if s.kind == "bot"}))
        for seat, person in enumerate(match.seats):
            if person.kind != "human":
                continue
            row = counts.setdefault((person.name, levels), [0, 0, 0, 0])
            row[0] += 1
            row[1] += seat in entry.winners
            row[2] += match.practice
            row[3] += seat in match.hints
    rows = [OpponentRow(name, levels, *n) for (name, levels), n in counts.items()]
    return sorted(rows, key=lambda r: (-r.played, r.player.casefold(), r.levels))


def win_rates(history: MatchHistory, game_id: str) -> dict[str, list[int]]:
    """Each person's win rate in ``game_id`` (whole percent) after each of their matches, oldest first."""
    out: dict[str, list[int]] = {}
    tally: dict[str, list[int]] = {}
    for entry in reversed(history.matches):
        match = entry.match
        if match.game_id != game_id:
            continue
        for seat, person in enumerate(match.seats):
            if person.kind != "human":
                continue
            played_won = tally.setdefault(person.name, [0, 0])
            played_won[0] += 1
            played_won[1] += seat in entry.winners
            out.setdefault(person.name, []).append(round(100 * played_won[1] / played_won[0]))
    return out
