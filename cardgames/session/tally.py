"""A finished match counted: first in the match history, and in the statistics, each once per match
id (a match counted again, after a kill or from a copy, changes nothing). Plain Python, no Qt; what
goes wrong is handed to ``notify`` as a :class:`~cardgames.engine.Message`."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Message, Outcome
from ..games import GAMES
from ..store import Paths, SavedMatch
from .matchfiles import reason
from .seats import seat_from_saved

__all__ = ["add_to_history", "count_result"]


def count_result(
    paths: Paths, saved: SavedMatch, outcome: Outcome, notify: Callable[[Message], None]
) -> bool:
    """Record a finished match in the statistics, once per match id; False if it could not be."""
    from ..store.stats import load_statistics, record_result, save_statistics  # at a match's end

    loaded = load_statistics(paths)
    if loaded.notice is not None:
        notify(loaded.notice)
    if not loaded.can_save:
        return False
    game = GAMES[saved.game_id]
    stats = record_result(
        loaded.statistics,
        saved.game_id,
        [s.name for s in saved.seats],
        [seat_from_saved(s).is_person for s in saved.seats],
        outcome.winners,
        outcome.scores if game.has_points else None,
        match_id=saved.match_id,
        hinted=[seat in saved.hints for seat in range(len(saved.seats))],
    )
    try:
        save_statistics(stats, paths)
    except OSError as exc:
        notify(
            Message.make(
                "ui.notice.stats_failed", "The statistics could not be saved: {error}", error=reason(exc)
            )
        )
        return False
    return True


def add_to_history(
    paths: Paths, saved: SavedMatch, outcome: Outcome, notify: Callable[[Message], None]
) -> None:
    """Put a finished match first in the match history (once per match id; practice too)."""
    from ..store.history import add_finished, load_history, save_history  # at a match's end

    loaded = load_history(paths)
    if loaded.notice is not None:
        notify(loaded.notice)
    if not loaded.can_save:
        return
    history = add_finished(loaded.history, saved, list(outcome.scores), list(outcome.winners))
    if history is loaded.history:
        return
    try:
        save_history(history, paths)
    except OSError as exc:
        notify(
            Message.make(
                "ui.notice.history_failed", "The match history could not be saved: {error}", error=reason(exc)
            )
        )
