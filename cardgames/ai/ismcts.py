"""Information-set Monte Carlo tree search: the "hard" bot of every game.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). The searching
seat cannot see the other hands, so each iteration first draws a fresh
``determinize(seat, rng)`` sample of the hidden cards and then walks one tree
whose nodes are *action sequences*, not positions: a node is shared by every
sample in which its actions were legal. Selection is UCB1 with availability
counts (a child's exploration term counts the iterations in which it could
have been chosen, not the parent's visits), since some children are legal in
some samples only.

- **Heuristic guidance.** Rollouts play the game's own quick policy, stop
  where the game says (the end of a hand or round) and are scored by the
  game's value of the position: ``Game.search_hooks()``
  (``cardgames.engine.search``). The default hooks play random rollouts to
  the end of the match, so a game gets a working hard bot with no hooks.
- **The game's own move first.** The hooks' ``default_action`` (the game's
  normal bot's choice) is opened first at the root and is played unless the
  most visited move's mean value beats it by more than chance explains: by
  ``overrule_z`` standard errors of the difference of the two means (plus
  the hooks' ``overrule`` allowance, for a game whose rollouts are known to
  be rougher than its normal bot). A fixed margin was inside the noise at a
  few hundred iterations and needlessly strict at a few thousand. Where
  searching adds little, hard plays like normal; where it sees further, it
  overrules.
- **Large action sets.** When a position has more than ``WIDE`` actions the
  node opens them in the game's order, most promising first, and only as
  many as ``widen_k * sqrt(visits)`` allows (progressive widening).
- **Budget.** ``seconds`` of wall time (300 ms by default), an optional cap
  on ``iterations`` (for reproducible tests and ladders) and a
  ``should_stop`` callable checked after every iteration, so a search is
  called off within one iteration (a rollout is a fraction of a millisecond
  to a few ms).
- **No collector pauses.** The tree and the samples hold no reference
  cycles, so reference counting frees them; automatic garbage collection is
  off while a search runs (full collections of a big heap stopped the table's
  animation for tens of ms, and cost the search time).
- **Honesty.** The search starts from ``state.determinize(seat, rng)`` in every
  iteration (or from the game's ``sampler``, deals weighted by what the other
  seats were seen to do: inference), so it depends only on what the seat
  knows and on ``rng``.

The search path uses only ``clone``/``determinize``/``legal_actions``/``apply``
on quiet states: no deepcopy, pydantic or logging.
"""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from math import log, sqrt
from typing import Any

from ..engine import Action, AnyState, SearchHooks
from .paired import paired_search, standard_error

__all__ = ["DEFAULT_SECONDS", "HardBot", "MoveValue", "SearchResult", "clearly_better", "search"]

#: The hard bot's thinking time per decision, in seconds.
DEFAULT_SECONDS = 0.3
#: Positions with more actions than this open them gradually (progressive widening).
WIDE = 12
#: UCB exploration constant for rewards in [0, 1].
EXPLORE = 0.7


class _Node:
    """One action sequence of the tree: its statistics seen from the seat that chose its last action."""

    __slots__ = ("action", "avail", "children", "player", "reward", "square", "visits")

    def __init__(self, action: Action | None, player: int) -> None:
        self.action = action
        self.player = player
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        #: Sum of the squared rewards, for the standard error of the mean.
        self.square = 0.0


def _stderr(node: _Node) -> float:
    """Standard error of a node's mean reward (0.5, the widest, before two visits)."""
    return standard_error(node.reward, node.square, node.visits)


def clearly_better(best: _Node, kept: _Node, allowance: float = 0.0, z: float = 2.0) -> bool:
    """True when ``best``'s mean beats ``kept``'s by more than ``allowance`` plus ``z`` standard
    errors of the difference (the two means taken as independent)."""
    if not kept.visits or not best.visits:
        return False
    diff = best.reward / best.visits - kept.reward / kept.visits
    return diff > allowance + z * sqrt(_stderr(best) ** 2 + _stderr(kept) ** 2)


@dataclass(frozen=True, slots=True)
class MoveValue:
    """What the search found for one move at the root, from the searching seat's side."""

    action: Action
    visits: int
    #: Mean value (the seat's chance to win, or the game's worth in [0, 1]).
    mean: float
    #: Standard error of ``mean``.
    stderr: float


@dataclass(frozen=True, slots=True)
class SearchResult:
    """A search's choice and what it cost."""

    action: Action
    iterations: int
    seconds: float
    #: Root visits per action, most visited first.
    visits: tuple[tuple[Action, int], ...]
    #: Each opened root move's value, most visited first.
    moves: tuple[MoveValue, ...] = ()
    #: The game's own (normal bot's) move the search started from, if any.
    default: Action | None = None


def search(
    state: AnyState,
    seat: int,
    rng: random.Random,
    hooks: SearchHooks[Any],
    *,
    seconds: float = DEFAULT_SECONDS,
    iterations: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    explore: float = EXPLORE,
    widen_k: float = 2.0,
    overrule: float | None = None,
    overrule_z: float | None = None,
    sees_all: bool = False,
    paired: bool | None = None,
) -> SearchResult:
    """The action the search picks for ``seat``, the current player of ``state``.

    ``state`` may be the true state or a sample: only what ``seat`` knows of
    it is used. At least one iteration runs, whatever the budget.
    ``sees_all`` searches ``state`` itself, every card as it lies (no samples):
    only for measuring how much room fair play leaves (``cardgames.tools``).
    ``paired`` (by default the hooks' ``paired``) compares the moves at hand on
    the same sampled deals instead of growing a tree (``cardgames.ai.paired``).
    """
    if state.current_player != seat:
        raise ValueError(f"seat {seat} is not to act")
    legal = state.legal_actions()
    clock = time.perf_counter
    start = clock()
    if len(legal) == 1:
        return SearchResult(legal[0], 0, 0.0, ((legal[0], 0),))
    collecting = gc.isenabled()
    gc.disable()
    try:
        # The exact endgame keeps to the time budget too (with a fixed number of iterations it
        # solves its deals whatever they take, so the answer does not depend on the machine).
        deadline = start + seconds

        def out_of_time() -> bool:
            return (should_stop is not None and should_stop()) or (iterations is None and clock() >= deadline)

        exact = hooks.exact(state, seat, rng, sees_all, out_of_time)
        if exact:
            # Solved without the tree: the best move on average over the sampled deals.
            moves = tuple(MoveValue(a, deals, mean, error) for a, mean, error, deals in exact)
            deals = max(m.visits for m in moves)
            visits = tuple((m.action, m.visits) for m in moves)
            return SearchResult(exact[0][0], deals, clock() - start, visits, moves)
        default = hooks.default_action(state, seat, rng)
        if default not in legal:
            default = None
        allowance = hooks.overrule if overrule is None else overrule
        z = hooks.overrule_z if overrule_z is None else overrule_z
        # Where the game infers, its deals are weighted by what the others were seen to do.
        draw = None if sees_all else hooks.sampler(state, seat, rng, out_of_time)
        if hooks.paired if paired is None else paired:
            choice, done, report = paired_search(
                state, seat, rng, hooks, legal, start, seconds, iterations, should_stop, default,
                allowance, z, sees_all, draw,
            )  # fmt: skip
            return SearchResult(
                choice,
                done,
                clock() - start,
                tuple((a, n) for a, n, _, _ in report),
                tuple(MoveValue(a, n, mean, error) for a, n, mean, error in report),
                default,
            )
        return _search(
            state,
            seat,
            rng,
            hooks,
            legal,
            start,
            seconds,
            iterations,
            should_stop,
            explore,
            widen_k,
            default,
            allowance,
            z,
            sees_all,
            draw,
        )
    finally:
        if collecting:
            gc.enable()


def _search(
    state: AnyState,
    seat: int,
    rng: random.Random,
    hooks: SearchHooks[Any],
    legal: list[Action],
    start: float,
    seconds: float,
    iterations: int | None,
    should_stop: Callable[[], bool] | None,
    explore: float,
    widen_k: float,
    default: Action | None,
    overrule: float,
    overrule_z: float,
    sees_all: bool,
    draw: Callable[[random.Random], Any] | None = None,
) -> SearchResult:
    clock = time.perf_counter
    deadline = start + seconds
    cap = iterations if iterations is not None else 1 << 62
    root = _Node(None, seat)
    rollout = hooks.rollout
    order = hooks.order
    done = 0
    while True:
        d = state.clone() if sees_all else draw(rng) if draw is not None else state.determinize(seat, rng)
        d.quiet = True
        node = root
        path = [root]
        # Selection and expansion.
        while d.current_player is not None:
            actions = d.legal_actions()
            children = node.children
            present = [children[a] for a in actions if a in children]
            if len(present) < len(actions) and (
                len(actions) <= WIDE or len(present) < 2 + int(widen_k * sqrt(node.visits))
            ):
                for child in present:
                    child.avail += 1
                if node is root and default is not None and default not in children and default in actions:
                    action = default
                else:
                    ranked = order(d, actions) if len(actions) > 1 else actions
                    action = next(a for a in ranked if a not in children)
                child = _Node(action, d.current_player)
                children[action] = child
                d.apply(action)
                path.append(child)
                break
            best = None
            best_score = -1.0
            for child in present:
                child.avail += 1
                score = child.reward / child.visits + explore * sqrt(log(child.avail) / child.visits)
                if score > best_score:
                    best, best_score = child, score
            assert best is not None
            assert best.action is not None
            d.apply(best.action)
            node = best
            path.append(best)
        # Rollout with the game's quick player, to the game's horizon.
        worth = rollout(state, d, rng)
        root.visits += 1
        for n in path[1:]:
            w = worth[n.player]
            n.visits += 1
            n.reward += w
            n.square += w * w
        done += 1
        if done >= cap or clock() >= deadline or (should_stop is not None and should_stop()):
            break
    ranked_children = sorted(
        (c for c in root.children.values() if c.action in legal),
        key=lambda c: (c.visits, c.reward),
        reverse=True,
    )
    choice = ranked_children[0].action if ranked_children else legal[0]
    if (
        default is not None
        and choice != default
        and default in root.children
        and not clearly_better(ranked_children[0], root.children[default], overrule, overrule_z)
    ):
        choice = default
    assert choice is not None
    return SearchResult(
        choice,
        done,
        clock() - start,
        tuple((c.action, c.visits) for c in ranked_children if c.action is not None),
        tuple(
            MoveValue(c.action, c.visits, c.reward / c.visits, _stderr(c))
            for c in ranked_children
            if c.action is not None and c.visits
        ),
        default,
    )


class HardBot:
    """The "hard" level: ISMCTS guided by the game's search hooks, within a time budget.

    ``should_stop`` may be set by whoever runs the bot (the table's worker) to
    call a search off early; the bot then answers with its best action so far.
    """

    def __init__(
        self,
        hooks: SearchHooks[Any],
        seconds: float = DEFAULT_SECONDS,
        iterations: int | None = None,
        sees_all: bool = False,
        paired: bool | None = None,
    ) -> None:
        self.hooks = hooks
        #: Paired root search instead of the tree (None: as the game's hooks say).
        self.paired = paired
        #: Sees every card (``bot_decision`` hands it the true state): the tools' ceiling, never the app's.
        self.sees_all = sees_all
        self.seconds = seconds
        self.iterations = iterations
        self.should_stop: Callable[[], bool] | None = None
        #: The last search's result, for benchmarks and tests.
        self.last: SearchResult | None = None

    def choose(self, state: AnyState, seat: int, rng: random.Random) -> Action:
        """Search from what ``seat`` knows of ``state`` and play the most visited action."""
        result = search(
            state,
            seat,
            rng,
            self.hooks,
            seconds=self.seconds,
            iterations=self.iterations,
            should_stop=self.should_stop,
            sees_all=self.sees_all,
            paired=self.paired,
        )
        self.last = result
        return result.action
