"""Bots that work for every game, the bot factory, and the one way bots are asked.

A bot never sees the true state: :func:`bot_decision` hands it
``state.determinize(seat, rng)``, a sample consistent with what the seat has
seen, and checks that the answer is legal in the true state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine import Action, AnyBot, AnyState, Game, IllegalAction, Outcome

__all__ = ["LEVELS", "RandomBot", "bot_decision", "levels_for", "make_bot", "play_match"]

#: Every bot level, weakest first. "random" and "hard" (the search) are the same code for all games.
LEVELS = ("random", "easy", "normal", "hard")


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every bot must beat."""

    def choose(self, state: AnyState, seat: int, rng: random.Random) -> Action:
        """A uniformly random legal action."""
        actions = state.legal_actions()
        action: Action = actions[rng.randrange(len(actions))]
        return action


def levels_for(game: Game) -> list[str]:
    """The bot levels ``game`` offers, weakest first: random, its own, and the search."""
    own = game.bot_levels()
    return [lv for lv in LEVELS if lv in ("random", "hard") or lv in own]


def make_bot(game: Game, level: str) -> AnyBot:
    """A new bot of ``level`` for ``game``; ``ValueError`` names the levels there are."""
    if level == "random":
        return RandomBot()
    if level == "hard":
        from .ismcts import HardBot

        return HardBot(game.search_hooks())
    factories = game.bot_levels()
    if level not in factories:
        known = ", ".join(["random", *factories, "hard"])
        raise ValueError(f"{game.title} has no bot level {level!r} (levels: {known})")
    return factories[level]()


def bot_decision(bot: AnyBot, state: AnyState, rng: random.Random) -> Action:
    """Ask ``bot`` for the current player's action, showing it only that seat's knowledge."""
    seat = state.current_player
    if seat is None:
        raise ValueError("the match is over; nobody is to act")
    # A bot that sees every card is the tools' yardstick of fair play; the app never makes one.
    sample = state.clone() if getattr(bot, "sees_all", False) else state.determinize(seat, rng)
    sample.quiet = True
    action = bot.choose(sample, seat, rng)
    reason = state.why_illegal(action)
    if reason is not None:
        raise IllegalAction(f"{type(bot).__name__} chose an illegal action {action}: {reason}")
    return action


def play_match(
    game: Game,
    bots: Sequence[AnyBot],
    seed: int,
    options: Any = None,
    rng: random.Random | None = None,
) -> tuple[AnyState, Outcome]:
    """Play one whole match between ``bots`` (one per seat) and return the final state."""
    state = game.new_state(len(bots), seed, options)
    state.quiet = True
    rng = rng or random.Random(seed)
    while state.current_player is not None:
        state.apply(bot_decision(bots[state.current_player], state, rng))
    assert state.outcome is not None
    return state, state.outcome
