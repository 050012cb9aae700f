"""The blunder suite's harness: named positions, each with a play no level above easy may make.

A :class:`Position` is built from an explicit deal (each game's own
``from_deal`` and moves), names the blunder and says why it is one. The
suite asks the normal and the hard bot for their move there the way the
table does (``bot_decision``: the bot sees a sample drawn from the seat's
knowledge, never the true deal), over a few seeds, and the hard bot also
through the search process the app uses (``cardgames.ai.remote``): the
sample crosses the pipe pickled, as at the table. Hard searches with the
table's budget in iterations (``TABLE_ITERATIONS``), so a result does not
depend on the machine's speed.

Each game lists its positions in ``tests/ai/blunders_<game>.py``;
``tests/ai/test_blunders.py`` asks every one of them with :func:`check_levels`
and :func:`check_across_process`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from cardgames.ai import bot_decision, make_bot
from cardgames.ai.ismcts import HardBot
from cardgames.ai.remote import SearchProcess
from cardgames.engine import Action, AnyState
from cardgames.games import GAMES
from cardgames.tools.ladder import TABLE_ITERATIONS

__all__ = [
    "HARD_SEEDS",
    "NORMAL_SEEDS",
    "Position",
    "blunders",
    "check_across_process",
    "check_levels",
    "describe",
    "table_iterations",
]

#: Seeds asked of each level in-process: normal is cheap, hard costs about half a second a decision.
NORMAL_SEEDS = 3
HARD_SEEDS = 2


@dataclass(frozen=True)
class Position:
    """One named position and the play a strong player never makes there."""

    #: A short name a player would give the position.
    name: str
    #: Why the blunder is one (what it costs), in a sentence.
    why: str
    #: Builds the position afresh (a quiet state with the seat to act on turn).
    build: Callable[[], AnyState]
    #: True for a blunder (compare by value: action texts or actions, never identity).
    blunder: Callable[[Action], bool]
    #: The levels that must not make it (easy may: it is allowed to err).
    levels: tuple[str, ...] = ("normal", "hard")
    #: Extra seeds for a position whose decision is known to be close.
    seeds: dict[str, int] = field(default_factory=dict)

    def state(self) -> AnyState:
        state = self.build()
        state.quiet = True
        assert state.current_player is not None, f"{self.name}: nobody is to act"
        assert any(not self.blunder(a) for a in state.legal_actions()), (
            f"{self.name}: every play is a blunder"
        )
        assert any(self.blunder(a) for a in state.legal_actions()), (
            f"{self.name}: no legal play is the blunder"
        )
        return state


def describe(action: Action) -> str:
    """An action's text, as the log shows it (for messages)."""
    text = getattr(action, "text", None)
    try:
        return str(text()) if callable(text) else str(action)
    except Exception:  # a text that needs a language catalogue: the repr will do
        return repr(action)


def blunders(actions: Iterable[Action]) -> Callable[[Action], bool]:
    """A blunder test from the blunder actions themselves (compared by value)."""
    bad = list(actions)
    return lambda action: action in bad


def table_iterations(game_id: str, players: int) -> int:
    """The table's budget in iterations for ``game_id`` at ``players`` (the nearest count measured)."""
    measured = [n for g, n in TABLE_ITERATIONS if g == game_id]
    nearest = min(measured, key=lambda n: (abs(n - players), n))
    return TABLE_ITERATIONS[(game_id, nearest)]


def _bot(game_id: str, level: str, players: int) -> object:
    game = GAMES[game_id]
    if level == "hard":
        return HardBot(game.search_hooks(), seconds=60, iterations=table_iterations(game_id, players))
    return make_bot(game, level)


def check_levels(position: Position, level: str) -> None:
    """``level`` never plays the blunder at ``position`` over its seeds (in this process)."""
    state = position.state()
    game_id = state.game.id
    seeds = position.seeds.get(level, HARD_SEEDS if level == "hard" else NORMAL_SEEDS)
    played = []
    for seed in range(seeds):
        bot = _bot(game_id, level, state.num_players)
        played.append(bot_decision(bot, state, random.Random(seed)))  # type: ignore[arg-type]
    bad = [describe(a) for a in played if position.blunder(a)]
    assert not bad, (
        f"{level} blundered at {position.name!r}: {bad} in {len(bad)} of {seeds} seeds ({position.why})"
    )


def check_across_process(position: Position, child: SearchProcess, seed: int = 0) -> None:
    """The hard bot searching in the app's search process (the sample pickled across) does not blunder."""
    state = position.state()
    seat = state.current_player
    assert seat is not None
    game_id = state.game.id
    rng = random.Random(seed)
    sample = state.determinize(seat, rng)
    sample.quiet = True
    before = child.answered
    action = child.search(game_id, sample, seat, rng, 60, table_iterations(game_id, state.num_players), None)
    assert action is not None, child.failed or child.ended
    assert child.answered == before + 1, "the search ran in the child, not here"
    assert state.why_illegal(action) is None
    assert not position.blunder(action), (
        f"hard (search process) blundered at {position.name!r}: {describe(action)} ({position.why})"
    )
