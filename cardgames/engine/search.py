"""What a game tells the generic search about itself: its search hooks.

The hard bot (``cardgames.ai.ismcts``) plays any game through the engine
contract alone. A game makes it strong by overriding these hooks with its own
heuristics, in its own folder (``Game.search_hooks()``):

- ``rollout_action``: the quick player that finishes a simulated position.
  Random rollouts are known to be no stronger than a simple rule bot, so a
  game should play its heuristic here; the state it is given is a full
  sample (every hand is known in it), so the policy may look at all cards.
- ``cutoff``: where a rollout stops, for example at the end of the hand or
  round it started in, so that one iteration stays short.
- ``values``: what a position is worth to each seat, in [0, 1] (a finished
  match: the share of the win). A game with rounds scores a cut-off
  position by its chance to win the match from there.
- ``rollout``: the whole rollout from a position to its score. The default
  plays ``rollout_action`` until ``cutoff`` (or the end, or ``max_rollout``
  plies) and returns ``values`` there; a game may replace it with a faster
  simulation of its own that does not go through ``apply`` for every card.
- ``order``: the actions of a position, most promising first. The search
  opens them in this order and, when there are many (FTW?!'s helper subsets,
  Karriere Poker's sets), only the first few until the position has been
  visited often (progressive widening).

- ``sampler``: how the search draws the hidden cards. By default every
  iteration draws ``state.determinize(seat, rng)``, every deal consistent
  with what the seat has seen alike. A game that infers (deals weighted by
  how likely the other seats' observed decisions were under them) returns a
  drawer of such deals instead (``cardgames.engine.inference``).

- ``default_action``: the move the search plays unless it finds a clearly
  better one: by default the game's normal bot's choice. A search that
  overrules the game's own heuristic only on clear evidence is never much
  weaker than it, however hard the game is to search.

Every hook must be fast (it runs hundreds of thousands of times per move),
read only the state it is given, and draw randomness only from ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

from .actions import Action
from .state import AnyState

if TYPE_CHECKING:
    from .game import Bot

#: The game's state type: a game's hooks read its own fields with their types.
StateT = TypeVar("StateT", bound=AnyState)

__all__ = ["SearchHooks", "StateT"]


class SearchHooks(Generic[StateT]):
    """The defaults: random rollouts to the end of the match, scored by who won; the normal move kept."""

    #: Most plies a rollout plays before it is scored by ``values`` where it stands.
    max_rollout: int = 400
    #: Another move is played instead of ``default_action``'s only when its mean value (a chance to win)
    #: beats the default's by more than ``overrule_z`` standard errors of the difference, plus ``overrule``:
    #: an allowance for a game whose rollouts are known to be rougher than its normal bot.
    overrule_z: float = 2.0
    overrule: float = 0.0
    #: Compare the moves at hand on the same sampled deals (``cardgames.ai.paired``) instead of growing
    #: a tree: for decisions among a few moves whose worth is mostly the luck of the hidden cards.
    paired: bool = False

    def rollout_action(self, state: StateT, rng: random.Random) -> Action:
        """The rollout's move for ``state.current_player``: here uniformly random."""
        actions = state.legal_actions()
        action: Action = actions[int(rng.random() * len(actions))]
        return action

    def cutoff(self, root: StateT, state: StateT) -> bool:
        """True when a rollout from ``root`` should stop at ``state`` and be scored: here never."""
        return False

    def values(self, state: StateT) -> Sequence[float]:
        """Each seat's worth of ``state`` in [0, 1]: the share of the win once over, else even."""
        outcome = state.outcome
        n = state.num_players
        if outcome is None:
            return [1.0 / n] * n
        return [outcome.share(seat) for seat in range(n)]

    def rollout(self, root: StateT, state: StateT, rng: random.Random) -> Sequence[float]:
        """Play ``state`` (a quiet sample the search may change) to the horizon; each seat's worth there."""
        steps = 0
        limit = self.max_rollout
        act = self.rollout_action
        cutoff = self.cutoff
        while state.current_player is not None and steps < limit and not cutoff(root, state):
            state.apply(act(state, rng))
            steps += 1
        return self.values(state)

    def default_action(self, state: StateT, seat: int, rng: random.Random) -> Action | None:
        """The move to keep unless the search clearly finds better: the game's normal bot's, if it has one."""
        bot = self._normal
        if bot is None:
            factory = state.game.bot_levels().get("normal")
            if factory is None:
                return None
            bot = self._normal = factory()
        return bot.choose(state, seat, rng)

    #: The game's normal bot, made on first use.
    _normal: Bot[StateT] | None = None

    def exact(
        self,
        state: StateT,
        seat: int,
        rng: random.Random,
        sees_all: bool,
        should_stop: Callable[[], bool] | None = None,
    ) -> list[tuple[Action, float, float, int]] | None:
        """Moves valued without the tree (a small endgame solved exactly): each legal move with the
        mean and standard error of its worth to ``seat`` and the number of sampled deals it was
        valued on, best first; None (here always): search. ``should_stop`` ends it early, with
        what was valued so far."""
        return None

    def sampler(
        self,
        state: StateT,
        seat: int,
        rng: random.Random,
        should_stop: Callable[[], bool] | None = None,
    ) -> Callable[[random.Random], StateT] | None:
        """A drawer of full deals for ``seat``'s search of ``state``: each call returns a new quiet
        sample the search may change. None (here): draw ``state.determinize(seat, rng)`` each time,
        every deal the seat's knowledge allows alike. A game with inference returns deals weighted
        by how likely the others' observed decisions were under them (``cardgames.engine.inference``);
        ``should_stop`` says when the budget is spent."""
        return None

    def order(self, state: StateT, actions: list[Action]) -> list[Action]:
        """``actions`` (the legal ones of ``state``), most promising first: here as given."""
        return actions
