"""The engine contract, checked for every registered game.

A game that is added to ``cardgames.games.GAMES`` gets this whole suite for
free: seeded random matches end with an outcome, the legal set is never empty
before the end, illegal actions are refused and change nothing, clones are
independent, records replay exactly, views and events hide what they must,
determinization depends only on what the seat knows, and no card is ever lost
or duplicated.
"""

from __future__ import annotations

import json
import pickle
import random
from collections import Counter
from collections.abc import Iterator

import fifth_game  # loaded by tests/conftest.py from tests/games/fifth/high_card.py
import pytest

from cardgames.engine import HIDDEN, CardsMoved, Game, GameRecord, IllegalAction, State
from cardgames.games import GAMES, register, replay, unregister

# The four games, and the tiny fifth game of tests/games/fifth (registered by the fixture below).
CONTRACT_GAMES: dict[str, Game] = {**GAMES, fifth_game.HIGH_CARD.id: fifth_game.HIGH_CARD}
GAME_IDS = sorted(CONTRACT_GAMES)
SEEDS = (1, 2, 3)
MAX_DECISIONS = 20_000  # far above any real match; a safeguard against a hang


@pytest.fixture(autouse=True)
def _fifth_registered() -> Iterator[None]:
    """The fifth game is registered the way a new game's author would do it, for each test."""
    register(fifth_game.HIGH_CARD)
    try:
        yield
    finally:
        unregister(fifth_game.HIGH_CARD.id)


def _deal_cases() -> list[tuple[str, int, int]]:
    return [
        (gid, n, seed)
        for gid in GAME_IDS
        for n in range(CONTRACT_GAMES[gid].min_players, CONTRACT_GAMES[gid].max_players + 1)
        for seed in SEEDS
    ]


def _multiset(state: State) -> Counter[int]:
    return Counter(c for cards in state.true_zones().values() for c in cards)


def _check_conservation(state: State) -> None:
    assert _multiset(state) == Counter(state.deck()), "a card was lost or duplicated"


def _check_determinize(state: State, rng_seed: int) -> bool:
    """Indistinguishable states give equal samples; returns True if hidden cards moved."""
    seat = state.current_player
    assert seat is not None
    other = state.determinize(seat, random.Random(rng_seed))
    # What the seat sees is the same in the sample: a view that leaked a hidden
    # face would differ here, because the sample redraws every hidden card.
    assert other.view(seat) == state.view(seat)
    assert other.current_player == seat
    assert other.legal_actions() == state.legal_actions()
    _check_conservation(other)
    a = state.determinize(seat, random.Random(rng_seed + 1))
    b = other.determinize(seat, random.Random(rng_seed + 1))
    assert a == b, "determinize used something the seat cannot know"
    return other.true_zones() != state.true_zones()


def _check_views(state: State) -> None:
    n = state.num_players
    public = Counter(state.view(None).visible_cards())
    for seat in range(n):
        seen = Counter(state.view(seat).visible_cards())
        # An onlooker sees nothing that a seat does not see.
        assert not (public - seen), "the onlooker view shows more than a seat's view"
        # A seat sees only cards that exist, each at most as often as it exists.
        assert not (seen - _multiset(state))


def _check_illegal(state: State, pool: list, rng: random.Random) -> None:
    legal = state.legal_actions()
    legal_set = set(legal)
    candidates = [a for a in pool if a not in legal_set]
    for action in rng.sample(candidates, min(6, len(candidates))):
        before = state.clone()
        assert state.why_illegal(action) is not None
        with pytest.raises(IllegalAction) as info:
            state.apply(action)
        assert str(info.value), "the refusal must give a reason"
        assert state == before, "a refused action changed the state"
    for junk in (None, "A 1", 42):
        before = state.clone()
        with pytest.raises(IllegalAction):
            state.apply(junk)  # type: ignore[arg-type]
        assert state == before
    for action in rng.sample(legal, min(6, len(legal))):
        assert state.why_illegal(action) is None


def _check_clone(state: State, rng: random.Random) -> None:
    copy = state.clone()
    assert copy == state
    assert copy.legal_actions() == state.legal_actions()
    before_zones = {k: list(v) for k, v in state.true_zones().items()}
    before_history = list(state.history)
    copy.apply(rng.choice(copy.legal_actions()))
    assert {k: list(v) for k, v in state.true_zones().items()} == before_zones
    assert state.history == before_history
    assert copy != state
    # The other way round: a state that moves on after being cloned leaves its clone as it was.
    first = state.clone()
    second = first.clone()
    first.apply(rng.choice(first.legal_actions()))
    assert {k: list(v) for k, v in second.true_zones().items()} == before_zones
    assert second == state
    assert list(second.history) == before_history


def _check_replay(game: Game, state: State) -> None:
    record = state.record()
    again = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert again == record, "a record must survive a trip through JSON"
    assert replay(again) == state


@pytest.mark.parametrize(("game_id", "players", "seed"), _deal_cases())
def test_random_match_keeps_the_contract(game_id: str, players: int, seed: int) -> None:
    """One seeded random match, checked after every action, heavier checks sampled."""
    game = GAMES[game_id]
    state = game.new_state(players, seed)
    rng = random.Random(seed * 7919 + players)
    pool: list = []
    redrawn = 0
    decisions = 0
    _check_conservation(state)
    while not state.is_over:
        assert decisions < MAX_DECISIONS, "the match does not end"
        legal = state.legal_actions()
        assert legal, "no legal action before the end"
        assert state.current_player is not None
        assert legal == state.legal_actions(), "legal actions must come in a fixed order"
        assert len(set(legal)) == len(legal), "an action is listed twice"
        if len(pool) < 400:
            pool.extend(rng.sample(legal, min(3, len(legal))))
        for action in rng.sample(legal, min(3, len(legal))):
            assert game.parse_action(action.text()) == action
        if decisions % 5 == 0:
            _check_illegal(state, pool, rng)
            _check_clone(state, rng)
            _check_views(state)
            redrawn += _check_determinize(state, decisions)
        if decisions % 23 == 0:
            _check_replay(game, state)
        action = rng.choice(legal)
        events = state.apply(action)
        decisions += 1
        _check_conservation(state)
        for event in events:
            if isinstance(event, CardsMoved) and event.seen_by is not None:
                for seat in range(players):
                    if seat not in event.seen_by:
                        assert set(event.for_seat(seat).cards) <= {HIDDEN}
    assert state.current_player is None
    assert state.legal_actions() == []
    assert state.outcome is not None
    assert len(state.outcome.scores) == players
    assert state.outcome.winners or game.may_end_without_winner, "a finished match has at least one winner"
    assert all(0 <= w < players for w in state.outcome.winners)
    with pytest.raises(IllegalAction):
        state.apply(pool[0])
    _check_replay(game, state)
    # The determinize check must have had hidden cards to redraw at least once,
    # or it proved nothing.
    assert redrawn > 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_match(game_id: str) -> None:
    """A seed fixes the deal: two new states of the same seed are equal, others differ."""
    game = GAMES[game_id]
    n = game.min_players
    assert game.new_state(n, 5) == game.new_state(n, 5)
    assert game.new_state(n, 5) != game.new_state(n, 6)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_player_count_outside_range_is_refused(game_id: str) -> None:
    """new_state refuses a player count the game does not support, with a clear message."""
    game = GAMES[game_id]
    for n in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(ValueError, match="players"):
            game.new_state(n, 1)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_game_describes_itself(game_id: str) -> None:
    """Each game has an id, a title, a summary, credits, options with defaults, and bots."""
    game = GAMES[game_id]
    assert game.id == game_id
    assert game.title
    assert game.summary
    assert game.credits
    game.Options()  # every option has a default
    assert set(game.bot_levels()) >= {"easy", "normal"}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_quiet_state_plays_the_same_match(game_id: str) -> None:
    """A quiet state (no events, for search) reaches exactly the same states."""
    game = GAMES[game_id]
    loud = game.new_state(game.max_players, 9)
    quiet = game.new_state(game.max_players, 9)
    quiet.quiet = True
    rng = random.Random(9)
    while not loud.is_over:
        action = rng.choice(loud.legal_actions())
        assert loud.apply(action)
        assert quiet.apply(action) == []
        assert quiet == loud


def _boundary_cases() -> list[tuple[str, int]]:
    return [
        (gid, n)
        for gid in GAME_IDS
        for n in (CONTRACT_GAMES[gid].min_players, CONTRACT_GAMES[gid].max_players)
    ]


@pytest.mark.parametrize(("game_id", "players"), _boundary_cases())
def test_actions_that_crossed_a_boundary_act_the_same(game_id: str, players: int) -> None:
    """Every legal action at every step, as a pickled copy (what the search process answers) and
    read back from its text (what a save holds), gives the same events and the same state.

    A copy is equal to the action but never the same object, so a game that told actions apart by
    identity would take the copy for another move here.
    """
    game = GAMES[game_id]
    state = game.new_state(players, 4)
    rng = random.Random(players)
    steps = 0
    while not state.is_over:
        assert steps < MAX_DECISIONS, "the match does not end"
        for action in state.legal_actions():
            pickled = pickle.loads(pickle.dumps(action))
            parsed = game.parse_action(action.text())
            assert pickled == action
            assert parsed == action
            expected = state.clone()
            events = expected.apply(action)
            for copy in (pickled, parsed):
                other = state.clone()
                assert other.apply(copy) == events, f"{action.text()!r} acted differently as a copy"
                assert other == expected, f"{action.text()!r} led elsewhere as a copy"
                assert other.record() == expected.record()
        state.apply(rng.choice(state.legal_actions()))
        steps += 1


def _first_part(events: list) -> list:
    """A round-ending action's events up to the round's scores (the table's first part)."""
    from cardgames.engine import RoundEnded, Scored

    out: list = []
    scoring = False
    for e in events:
        if scoring and not isinstance(e, Scored):
            break
        out.append(e)
        scoring = scoring or isinstance(e, RoundEnded)
    return out


@pytest.mark.parametrize(("game_id", "players"), _boundary_cases())
def test_a_round_end_can_be_shown_before_the_next_deal(game_id: str, players: int) -> None:
    """``until_round_end(action)`` stops an action that ends a round and deals the next at the round's end:
    its events are the action's events up to the scores, the match stands there with nobody to
    act, every card is where the round left it, each seat sees no more than before, and the
    state it was asked of is unchanged. Any other action has no round end."""
    from cardgames.engine import RoundEnded, RoundStarted

    game = CONTRACT_GAMES[game_id]
    rng = random.Random(11)
    ends = 0
    for seed in (4, 5):
        state = game.new_state(players, seed)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            before = state.clone()
            shown = state.until_round_end(action)
            assert state == before, "until_round_end changed the match it was asked of"
            events = state.apply(action)
            kinds = {type(e) for e in events}
            if not (RoundEnded in kinds and RoundStarted in kinds) or state.is_over:
                assert shown is None
                continue
            if game_id == fifth_game.HIGH_CARD.id:
                continue  # a game may deal on without a stop (the table then shows the next deal)
            assert shown is not None, f"{game_id} deals on at a round's end"
            stopped_events, stopped = shown
            assert stopped_events == _first_part(events)
            assert stopped.current_player is None
            assert not stopped.is_over
            assert stopped.legal_actions() == []
            _check_conservation(stopped)
            for seat in [None, *range(players)]:
                seen = set(stopped.view(seat).visible_cards())
                public = set(before.view(seat).visible_cards()) | {
                    c for e in stopped_events if isinstance(e, CardsMoved) for c in e.cards if c != HIDDEN
                }
                assert seen <= public, f"seat {seat} sees a card at the round's end it never saw"
            ends += 1
    if game_id in ("ftw", "karriere_poker", "seven_up"):
        assert ends, "no round ended in these matches"
