"""The anchor of the playout figures: OpenSpiel's card games (a C++ engine driven from Python).

Issue 23 asks every game's random playouts to reach OpenSpiel's median decisions per second,
measured in the same run on the same machine. OpenSpiel is an optional extra
(``pip install .[bench]`` brings the ``open_spiel`` package); without it the bench says the
anchor is missing and prints its own figures alone.

A decision is counted as in our bench: one ``legal_actions()`` and one ``apply_action()`` of a
uniformly random legal action by a player. OpenSpiel deals each card as a chance node; those
steps are timed (our ``new_state`` deals inside the clock too) but not counted as decisions.
Bridge (its scoring runs a double-dummy solver) and gin rummy (a long knocking phase) are left
out: they measure something else than a card game's moves.
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass
from typing import Any

__all__ = ["ANCHOR_GAMES", "Anchor", "measure_anchor"]

#: OpenSpiel's trick-taking, climbing and shedding card games, as ``pyspiel.load_game`` names them.
ANCHOR_GAMES = ("crazy_eights", "dou_dizhu", "euchre", "hearts", "oh_hell", "skat", "spades", "tarok")


@dataclass(frozen=True, slots=True)
class Anchor:
    """Decisions per second of each OpenSpiel game (the median of its runs) and their median."""

    per_game: dict[str, float]
    version: str
    #: The median of each spell it was measured in, when more than one (see :meth:`and_again`).
    spells: tuple[float, ...] = ()

    @property
    def median(self) -> float:
        return statistics.median(self.per_game.values())

    def and_again(self, later: Anchor) -> Anchor:
        """This anchor and one measured later, as one: each game's mean of the two.

        The bench measures the anchor before its own games and again after them, so that a
        machine whose speed drifts during the run (a shared virtual machine can drift by a
        third within minutes) moves both sides of the ratio alike, and shows how much it drifted.
        """
        per_game = {name: (rate + later.per_game[name]) / 2 for name, rate in self.per_game.items()}
        return Anchor(per_game, self.version, (*(self.spells or (self.median,)), later.median))


def _load() -> Any:
    """The ``pyspiel`` module, or None when OpenSpiel is not installed."""
    try:
        import pyspiel
    except ImportError:
        return None
    return pyspiel


def _one_run(game: Any, seconds: float, seed: int) -> float:
    """Random playouts of ``game`` for about ``seconds``: player decisions per second."""
    pick = random.Random(seed).random
    decisions = 0
    clock = time.perf_counter
    start = clock()
    while clock() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(pick() * len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[int(pick() * len(actions))])
                decisions += 1
    return decisions / (clock() - start)


def measure_anchor(runs: int = 3, seconds: float = 0.5) -> Anchor | None:
    """OpenSpiel's figures in this process now, or None without OpenSpiel."""
    pyspiel = _load()
    if pyspiel is None:
        return None
    per_game: dict[str, float] = {}
    for name in ANCHOR_GAMES:
        game = pyspiel.load_game(name)
        _one_run(game, seconds / 4, seed=999)  # warm-up
        per_game[name] = statistics.median(_one_run(game, seconds, seed=r + 1) for r in range(runs))
    version = getattr(pyspiel, "__version__", None) or _distribution_version()
    return Anchor(per_game, version)


def _distribution_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("open_spiel")
    except PackageNotFoundError:
        return "?"
