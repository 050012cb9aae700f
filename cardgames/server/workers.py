"""What the server's worker processes run: a bot's move and a hint, never on the event loop.

Each call gets a game id, a level and a state (a private copy), and answers the action's text.
The levels and budgets are the app's (:func:`cardgames.ai.bots.make_bot`). A bot that fails is
replaced by a random legal move, as at home, and says so.
"""

from __future__ import annotations

import random

from ..ai.bots import RandomBot, bot_decision, make_bot
from ..engine import AnyState
from ..games import GAMES

__all__ = ["decide", "hint", "warm"]


def warm() -> bool:
    """Import the games in the worker (called once at start, so the first move is quick)."""
    for game_id in GAMES:
        GAMES[game_id]
    return True


def decide(game_id: str, level: str, state: AnyState, rng: random.Random) -> tuple[str, str | None]:
    """The move of ``state.current_player`` at ``level``: (its text, what went wrong or None)."""
    game = GAMES[game_id]
    try:
        return str(bot_decision(make_bot(game, level), state, rng)), None
    except Exception as exc:  # a bot's bug must not stop the table
        return str(bot_decision(RandomBot(), state, rng)), f"{type(exc).__name__}: {exc}"


def hint(game_id: str, sample: AnyState, rng: random.Random) -> str:
    """The normal bot's choice in ``sample`` (a determinized copy: no hidden card informs it)."""
    game = GAMES[game_id]
    try:
        return str(bot_decision(make_bot(game, "normal"), sample, rng))
    except Exception:
        return str(bot_decision(RandomBot(), sample, rng))
