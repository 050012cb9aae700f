"""The hard bot's search (``cardgames.ai.ismcts``) on small cases, always with iteration budgets.

Every case runs twice where it matters: with the default hooks (random
rollouts to the end of the match) and with the game's own hooks, so the
search is checked apart from any game's heuristics and with them.
"""

from __future__ import annotations

import copy
import random
import time
from typing import Any

import pytest

from cardgames.ai import bot_decision, levels_for, make_bot
from cardgames.ai.ismcts import DEFAULT_SECONDS, HardBot, SearchResult, search
from cardgames.engine import Game, SearchHooks, State
from cardgames.games import GAMES
from cardgames.games.ftw import FTW, FtwState
from cardgames.games.ftw.actions import LayAndTake, PlayHigher, PlayWithHelpers
from cardgames.games.seven_up import SEVEN_UP, SevenUpState

HOOKS = ["default", "game"]


def _hooks(game: Game, which: str) -> SearchHooks:
    return SearchHooks() if which == "default" else game.search_hooks()


def _positions(game: Game, players: int, count: int, seed: int) -> list[State]:
    """``count`` positions with a choice, evenly spread over one seeded random match (or more)."""
    found: list[State] = []
    match = 0
    while len(found) < count:
        rng = random.Random(seed * 31 + match)
        state = game.new_state(players, seed * 1_009 + match)
        state.quiet = True
        spots: list[State] = []
        while state.current_player is not None:
            actions = state.legal_actions()
            if len(actions) > 1:
                spots.append(state.clone())
            state.apply(actions[rng.randrange(len(actions))])
        want = min(count - len(found), len(spots))
        found.extend(spots[(i * len(spots)) // want] for i in range(want))
        match += 1
    return found


# --------------------------------------------------------------------------- a forced win


def _ftw_winning_turn() -> FtwState:
    """FTW?!, 2 players, the match's last round: seat 0 (10 points to 0) holds 2 and 30, helper 24.

    The pile is 5, 12, 25 (25 on top); seat 1 holds 3 and 20 (a round score of 17).
    - A 30: seat 0 keeps 2 and ends the round: 12 to 17, seat 1 wins.
    - B (lay 2, take 5, 12 or 25): the hand keeps two cards, the round goes on.
    - C (2 with helper 24: 26 > 25): seat 0 keeps 30 and ends the round: 40 to 17, a win.
    Whatever seat 1 holds, C wins: seat 1 can score at most 35, less than 40.
    """
    return FtwState.from_deal(
        [[2, 30], [3, 20]],
        start_player=0,
        pile=[5, 12, 25],
        helpers=[[24], []],
        scores=[10, 0],
        num_rounds=1,
    )


def test_the_forced_win_position_has_exactly_one_winning_action() -> None:
    """The scenario itself: five actions, of which only C ends the match with seat 0 the winner."""
    state = _ftw_winning_turn()
    actions = state.legal_actions()
    kinds = sorted(type(a).__name__ for a in actions)
    assert kinds == ["LayAndTake"] * 3 + ["PlayHigher", "PlayWithHelpers"]
    winners = []
    for action in actions:
        after = state.clone()
        after.apply(action)
        if after.outcome is not None and after.outcome.winners == (0,):
            winners.append(action)
        elif isinstance(action, PlayHigher):
            assert after.outcome is not None
            assert after.outcome.winners == (1,)
        else:
            assert isinstance(action, LayAndTake)
            assert after.outcome is None
    assert len(winners) == 1
    assert isinstance(winners[0], PlayWithHelpers)


@pytest.mark.parametrize("which", HOOKS)
def test_the_search_finds_a_win_in_one_move(which: str) -> None:
    """With 300 iterations the search plays the one action that wins at once, whatever its seed."""
    state = _ftw_winning_turn()
    hooks = _hooks(FTW, which)
    for seed in range(3):
        result = search(state, 0, random.Random(seed), hooks, seconds=60, iterations=300)
        assert isinstance(result.action, PlayWithHelpers), result.visits
        # It is also clearly the most visited, not a narrow pick.
        assert result.visits[0] == (result.action, max(v for _, v in result.visits))
        assert result.visits[0][1] > 150


class _Coin(SearchHooks[FtwState]):
    """Every move is worth a coin toss: rollouts say nothing, so no move is better than another."""

    def __init__(self, default: object) -> None:
        self.default = default

    def rollout(self, root: FtwState, state: FtwState, rng: random.Random) -> list[float]:
        u = rng.random()
        return [u, 1.0 - u]

    def default_action(self, state: FtwState, seat: int, rng: random.Random) -> object:
        return self.default


def test_the_default_move_stands_when_the_others_look_better_only_by_chance() -> None:
    """With values that are pure noise the game's own move is kept, whatever the seed: no move's
    lead is larger than its standard error allows (a fixed margin of 2 points overruled it)."""
    state = _ftw_winning_turn()
    default = next(a for a in state.legal_actions() if isinstance(a, LayAndTake))
    leads = []
    for seed in range(10):
        result = search(state, 0, random.Random(seed), _Coin(default), seconds=60, iterations=200)
        assert result.action == default, result.moves
        assert result.default == default
        means = {m.action: m.mean for m in result.moves}
        leads.append(result.moves[0].mean - means[default])
    # The noise did put the most visited move ahead by more than the old fixed margin.
    assert max(leads) > 0.02, leads


def test_a_clearly_better_move_overrules_the_default() -> None:
    """The game's move loses at once; the winning move is clearly better and is played."""
    state = _ftw_winning_turn()
    losing = next(a for a in state.legal_actions() if isinstance(a, PlayHigher))
    hooks = copy.copy(FTW.search_hooks())  # the game's hooks are one shared instance: change a copy
    hooks.default_action = lambda state, seat, rng: losing  # type: ignore[method-assign]
    result = search(state, 0, random.Random(1), hooks, seconds=60, iterations=300)
    assert isinstance(result.action, PlayWithHelpers)
    values = {m.action: m for m in result.moves}
    assert values[result.action].mean > 0.95
    assert values[losing].mean < values[result.action].mean - 0.2
    assert values[result.action].stderr < 0.05


def test_the_moves_report_every_opened_root_move_with_its_value() -> None:
    """``moves`` lists the opened root moves, most visited first, with means in [0, 1]."""
    state = _ftw_winning_turn()
    result = search(state, 0, random.Random(3), FTW.search_hooks(), seconds=60, iterations=120)
    assert [m.action for m in result.moves] == [a for a, v in result.visits if v]
    assert sum(m.visits for m in result.moves) == 120
    assert all(0.0 <= m.mean <= 1.0 and m.stderr >= 0.0 for m in result.moves)


def test_a_search_that_sees_all_knows_the_losing_move_for_sure() -> None:
    """Shown every card, the search knows that A 30 loses against seat 1's real 3 and 20 in every
    iteration; sampling seat 1's hand, it sometimes wins (the fair search cannot know)."""
    state = _ftw_winning_turn()
    losing = next(a for a in state.legal_actions() if isinstance(a, PlayHigher))
    hooks = SearchHooks[FtwState]()
    fair = search(state, 0, random.Random(2), hooks, seconds=60, iterations=400)
    seen = search(state, 0, random.Random(2), hooks, seconds=60, iterations=400, sees_all=True)
    assert {m.action: m.mean for m in seen.moves}[losing] == 0.0
    assert {m.action: m.mean for m in fair.moves}[losing] > 0.1


def test_paired_search_compares_moves_on_the_same_deals() -> None:
    """Paired: every move is played on the same samples with the same rollout seed. Pure noise then
    gives every move the same value on each sample, so no move leads at all and the game's move stays;
    the winning move is found and clearly ahead; the budget counts rollouts."""
    state = _ftw_winning_turn()
    legal = state.legal_actions()
    default = next(a for a in legal if isinstance(a, LayAndTake))
    coin = _Coin(default)
    coin.paired = True
    noisy = search(state, 0, random.Random(1), coin, seconds=60, iterations=100)
    assert noisy.action == default
    assert noisy.iterations == 100  # 20 samples of 5 moves
    assert {m.visits for m in noisy.moves} == {20}
    assert len({round(m.mean, 12) for m in noisy.moves}) == 1
    found = search(state, 0, random.Random(2), FTW.search_hooks(), seconds=60, iterations=200, paired=True)
    assert isinstance(found.action, PlayWithHelpers)
    assert found.moves[0].action == found.action
    assert found.moves[0].mean > max(m.mean for m in found.moves[1:]) + 0.05
    assert sorted(map(str, (m.action for m in found.moves))) == sorted(map(str, legal))


# --------------------------------------------------------------------------- legality


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_hard_bot_only_answers_legal_actions(game_id: str) -> None:
    """Positions of every game at its smallest and largest table: the answer is legal in the true state."""
    game = GAMES[game_id]
    for players in sorted({game.min_players, game.max_players}):
        bot = make_bot(game, "hard")
        assert isinstance(bot, HardBot)
        bot.iterations = 12
        for k, state in enumerate(_positions(game, players, 12, seed=players)):
            action = bot_decision(bot, state, random.Random(k))
            assert action in state.legal_actions()
            assert state.why_illegal(action) is None
            assert bot.last is not None
            # The cap holds for the tree; a small endgame the hooks solve exactly counts its deals.
            exact = game.search_hooks().exact(state, state.current_player, random.Random(0), False)
            if exact:
                assert bot.last.iterations == max(m.visits for m in bot.last.moves)
            else:
                assert bot.last.iterations == _capped(game.search_hooks(), 12, len(bot.last.moves))


# --------------------------------------------------------------------------- the budget


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_time_budget_is_kept(game_id: str) -> None:
    """``seconds=0.05`` returns well within 0.3 s of this process's own time and still runs at least
    one iteration. (Its own time: on a loaded machine the wall clock also counts the time others
    had the processor, which the search cannot help; a search that ran past its budget would
    spend the processor itself.)"""
    game = GAMES[game_id]
    state = _positions(game, game.min_players, 3, seed=5)[1]
    assert state.current_player is not None
    hooks = game.search_hooks()
    start, cpu = time.perf_counter(), time.process_time()
    result = search(state, state.current_player, random.Random(1), hooks, seconds=0.05)
    elapsed, spent = time.perf_counter() - start, time.process_time() - cpu
    assert result.iterations >= 1
    assert spent < 0.05 + 0.25
    assert result.seconds <= elapsed


def _capped(hooks: SearchHooks[Any], cap: int, candidates: int) -> int:
    """The iterations a search capped at ``cap`` runs: the tree exactly ``cap``; the paired search
    whole rounds (every candidate once on each deal), the fewest that reach ``cap``."""
    return -(-cap // candidates) * candidates if hooks.paired else cap


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_an_iteration_cap_runs_exactly_that_many(game_id: str) -> None:
    """``iterations=N`` runs N iterations, each visiting one child of the root."""
    game = GAMES[game_id]
    hooks = game.search_hooks()
    # A position the tree searches (a small endgame is solved exactly, without iterations).
    state = next(
        s
        for s in _positions(game, game.min_players, 8, seed=6)[2:]
        if hooks.exact(s, s.current_player, random.Random(0), False) is None
    )
    assert state.current_player is not None
    result = search(state, state.current_player, random.Random(2), hooks, seconds=60, iterations=37)
    assert result.iterations == _capped(hooks, 37, len(result.moves))
    assert sum(v for _, v in result.visits) == result.iterations
    assert {a for a, _ in result.visits} <= set(state.legal_actions())


def test_should_stop_calls_the_search_off_after_k_iterations() -> None:
    """``should_stop`` is asked after every iteration; True on its 5th call ends the search there."""
    state = _positions(SEVEN_UP, 2, 2, seed=7)[0]
    assert state.current_player is not None
    calls = [0]

    def stop() -> bool:
        calls[0] += 1
        return calls[0] >= 5

    result = search(
        state, state.current_player, random.Random(3), SEVEN_UP.search_hooks(), seconds=60, should_stop=stop
    )
    assert result.iterations == 5
    assert calls[0] == 5


def test_a_zero_budget_still_runs_one_iteration_and_a_single_action_none() -> None:
    """At least one iteration runs whatever the budget; a position with one legal action needs none."""
    state = _positions(FTW, 3, 1, seed=8)[0]
    seat = state.current_player
    assert seat is not None
    result = search(state, seat, random.Random(4), FTW.search_hooks(), seconds=0.0)
    assert result.iterations == 1
    assert result.action in state.legal_actions()
    only, _ = _seven_up_twins()
    only.apply(SEVEN_UP.parse_action("play 2S"))  # seat 1 must follow with its only spade, 3S
    assert len(only.legal_actions()) == 1
    single = search(only, 1, random.Random(5), SEVEN_UP.search_hooks(), seconds=60, iterations=50)
    assert single.iterations == 0
    assert single.action == only.legal_actions()[0]


def test_the_search_refuses_a_seat_that_is_not_to_act() -> None:
    """Searching for a seat whose turn it is not is an error, not a silent wrong answer."""
    state = _ftw_winning_turn()
    with pytest.raises(ValueError, match="not to act"):
        search(state, 1, random.Random(0), SearchHooks(), iterations=5)


# --------------------------------------------------------------------------- honesty


def _seven_up_twins() -> tuple[SevenUpState, SevenUpState]:
    """Two Seven-up hands seat 0 cannot tell apart: 2H and AC swapped between seat 1's hand and the stock.

    Seat 0 has accepted hearts and leads the first trick with six cards to choose from.
    """
    mine = ["AH", "KH", "TC", "4C", "3D", "2S"]
    one = SevenUpState.from_deal([mine, ["2H", "JH", "QC", "5D", "6D", "3S"]], "5H", stock=["AC", "JC", "9D"])
    two = SevenUpState.from_deal([mine, ["AC", "JH", "QC", "5D", "6D", "3S"]], "5H", stock=["2H", "JC", "9D"])
    for state in (one, two):
        state.apply(SEVEN_UP.parse_action("accept"))
    return one, two


def _ftw_twins() -> tuple[FtwState, FtwState]:
    """Two FTW?! positions seat 0 cannot tell apart: 25 and 26 swapped between seat 1's hand and the aside."""
    mine = [4, 9, 17, 22, 31]
    one = FtwState.from_deal([mine, [2, 11, 25, 33, 35]], start_player=0, pile=[20], num_rounds=2)
    two = FtwState.from_deal([mine, [2, 11, 26, 33, 35]], start_player=0, pile=[20], num_rounds=2)
    return one, two


TWINS = {"seven_up": _seven_up_twins, "ftw": _ftw_twins}


def _both(one: State, two: State, hooks: SearchHooks) -> tuple[SearchResult, SearchResult]:
    return (
        search(one, 0, random.Random(9), hooks, seconds=60, iterations=300),
        search(two, 0, random.Random(9), hooks, seconds=60, iterations=300),
    )


@pytest.mark.parametrize("which", HOOKS)
@pytest.mark.parametrize("game_id", sorted(TWINS))
def test_the_search_never_reads_hidden_cards(
    game_id: str, which: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Indistinguishable true states give the same choice and visits; a search that peeks does not.

    The counter-check replaces ``determinize`` by a plain copy of the true
    state, so the search sees the real hidden cards: its visits then differ
    between the two states, which shows the first comparison could fail.
    """
    one, two = TWINS[game_id]()
    assert one.view(0) == two.view(0)
    assert one != two
    assert len(one.legal_actions()) >= 5
    hooks = _hooks(GAMES[game_id], which)
    fair_one, fair_two = _both(one, two, hooks)
    assert fair_one.action == fair_two.action
    assert fair_one.visits == fair_two.visits
    monkeypatch.setattr(type(one), "determinize", lambda self, seat, rng: self.clone())
    cheat_one, cheat_two = _both(one, two, hooks)
    assert cheat_one.visits != cheat_two.visits


# --------------------------------------------------------------------------- the level


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_offers_the_hard_level(game_id: str) -> None:
    """ "hard" is the strongest level of every game, and ``make_bot`` builds it with the game's hooks."""
    game = GAMES[game_id]
    levels = levels_for(game)
    assert "hard" in levels
    assert levels[-1] == "hard"
    bot = make_bot(game, "hard")
    assert isinstance(bot, HardBot)
    assert isinstance(bot.hooks, SearchHooks)
    assert type(bot.hooks) is type(game.search_hooks())
    assert bot.seconds == DEFAULT_SECONDS
    assert bot.iterations is None
    assert make_bot(game, "hard") is not bot


def test_the_collector_rests_during_a_search_and_wakes_after() -> None:
    """Automatic garbage collection is off inside a search (no long pauses) and on again afterwards."""
    import gc

    seen: list[bool] = []

    class Watching(SearchHooks):
        def values(self, state: State) -> list[float]:
            seen.append(gc.isenabled())
            return list(super().values(state))

    state = SEVEN_UP.new_state(2, 4)
    assert gc.isenabled()
    search(state, state.current_player or 0, random.Random(1), Watching(), iterations=5)
    assert seen == [False] * 5
    assert gc.isenabled()
    gc.disable()
    try:  # a caller that had it off keeps it off
        search(state, state.current_player or 0, random.Random(1), Watching(), iterations=2)
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("game_id", sorted(TWINS))
def test_paired_search_never_reads_hidden_cards(game_id: str) -> None:
    """Two positions the seat cannot tell apart get the same paired search, move for move."""
    one, two = TWINS[game_id]()
    hooks = GAMES[game_id].search_hooks()
    a = search(one, 0, random.Random(9), hooks, seconds=60, iterations=300, paired=True)
    b = search(two, 0, random.Random(9), hooks, seconds=60, iterations=300, paired=True)
    assert a.moves == b.moves
    assert a.action == b.action


def test_the_games_shared_hooks_are_left_as_they_were() -> None:
    """Every game hands out one hooks instance; no test (or bot) may have changed it."""
    for game in GAMES.values():
        hooks = game.search_hooks()
        assert "paired" not in vars(hooks)
        assert "default_action" not in vars(hooks)
