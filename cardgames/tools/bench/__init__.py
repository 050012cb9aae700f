"""Engine and bot benchmarks per game: playouts, the search, state costs, bot latency.

    python -m cardgames.tools.bench                 # every game
    python -m cardgames.tools.bench --game ftw      # one game
    python -m cardgames.tools.bench --skip-hard     # leave out the timed searches
    python -m cardgames.tools.bench --json out.json # figures as JSON too

Everything is measured for the smallest and the largest player count.

**Random playouts.** A decision is one ``legal_actions()`` plus one
``apply()`` of a uniformly random legal action. Beside matches/s the bench
counts what a match is made of: FTW?!'s rounds, Karriere Poker's games (five
to a match by default). Each figure is the min / median / max over several
runs (5 by default) after one warm-up run. Modes:

- ``plain``: a playout as search runs it: a quiet state (``state.quiet = True``,
  every action still validated, no event objects built);
- ``clone``: the same with ``clone()`` before every decision;
- ``events``: ``apply`` as the table uses it, building the events it animates.

**Search.** ISMCTS iterations per second: ``search`` with the game's hooks
and a 0.3 s budget from each of a few positions of seeded random playouts
(positions with a choice); min / median / max of the per-run rates, per
second of wall time and per second of CPU time (the second one changes
little when other programs share the machine).

**Costs.** Over positions of random playouts: the mean time of one
``clone()``, one quiet ``apply()`` of a random legal action, their ratio, and
one ``determinize()`` for the seat to act, in microseconds (each the fastest
of a few tries per position; min / median / max of the runs).

**Latency.** How long ``bot_decision`` takes per level (p50 / p95 / max in
ms) on positions with a choice from seeded matches of normal bots; the hard
bot at its default budget on a smaller sample, since each takes 0.3 s.

**Stop.** How long a hard search takes to answer once it is told to stop
(p50 / p95 / max in ms), told at a random moment 10 to 200 ms into its
budget: in this process (``should_stop`` turns true), and through the
search process the table uses (the worker's flag, polled while waiting on
the pipe, sets the child's stop event).

**Targets.** Beside a figure with a target the bench says what the target
asks and whether this run met it (``target: at most 50 us: met``, or
``MISSED``), judged on the median (latencies: on the p95; the stop: on the
slowest answer); a closing line counts them and names the missed ones. The
exit status stays 0: a missed target is a figure, not an error.

The package: ``measure`` times (playouts, positions, the search, state costs,
latencies), ``targets`` holds what the figures should reach and judges them,
``report`` is the command line that measures, prints and writes the figures,
and ``__main__`` runs it.
"""

from __future__ import annotations

from .measure import (
    MODES,
    Costs,
    Figure,
    Latency,
    bot_latency,
    playout_rates,
    sample_positions,
    search_rates,
    state_costs,
    stop_latency,
)
from .report import main
from .targets import Targets

__all__ = [
    "MODES",
    "Costs",
    "Figure",
    "Latency",
    "Targets",
    "bot_latency",
    "main",
    "playout_rates",
    "sample_positions",
    "search_rates",
    "state_costs",
    "stop_latency",
]
