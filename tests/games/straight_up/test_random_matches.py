"""Straight Up invariants over seeded random matches at 2, 3 and 4 players.

Checked after every action: no card lost or duplicated (STR-1.6 to STR-1.8);
only the player on turn holds cards, at most 3 (STR-3.1, STR-A1); every player
has at most two straights, each a prefix of J-Q-K-A (STR-4.1, STR-4.2); a
strike marker is spent by its owner's one strike and never comes back
(STR-3.6, STR-A10); the owned goal counts match the zones (STR-6.2, STR-A7);
the market row never exceeds N + 2 and never grows during a round (STR-2.1,
STR-A4); only a refresh adds to the market discard (STR-5.3); the match is
over exactly when a straight is complete or a rank is owned whole, or when an
[ENGINE] safeguard ended it with no winner (STR-6). At the end: one winner or
the explicit no-winner outcome, and the record replays to an equal state. A
second test checks, in random positions, that the legal list is exactly the
set of conceivable actions the validator accepts, and a third that the card
movements each seat is told about turn its views into one another.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain
from typing import Any

import pytest

from cardgames.engine import HIDDEN, Action, CardsMoved, GameRecord, TableView, events_for_seat
from cardgames.games.straight_up import (
    PASS,
    STRAIGHT_UP,
    Buy,
    StraightUpState,
    Strike,
    buy,
    place,
    remove,
    strike,
)

MATCHES = 40
GOALS = (11, 12, 13, 14)


def _check(state: StraightUpState, deck: Counter[int], struck: list[int]) -> None:
    """The invariants every position keeps."""
    n = state.num_players
    zones = state.true_zones()
    assert Counter(chain.from_iterable(zones.values())) == deck
    for s in range(n):
        assert len(state.straights[s]) == 2
        for i in range(2):
            cards = tuple(zones[("straight", s, i)])
            assert cards == GOALS[: len(cards)]
            assert len(cards) <= (4 if state.end == "straight" else 3)
        if s != state.current_player and not state.is_over:
            assert state.hands[s] == []
        assert len(state.hands[s]) <= 3
        mine = Counter(chain(state.draws[s], state.hands[s], state.discards[s]))
        for i in range(2):
            mine.update(zones[("straight", s, i)])
        assert state.owned[s] == [mine[g] for g in GOALS]
        assert struck[s] <= 1
        assert state.strikes[s] == (struck[s] == 0)
    assert len(state.market) <= n + 2
    straight = any(4 in x for x in state.straights)
    monopoly = any(state.copies in x for x in state.owned)
    assert (state.end == "straight") == straight
    assert (state.end == "monopoly") == monopoly
    assert state.is_over == bool(state.end)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_matches_keep_the_rules(players: int) -> None:
    """Seeded random matches; every invariant checked after every action."""
    n = players
    ends: Counter[str] = Counter()
    for seed in range(MATCHES):
        state = STRAIGHT_UP.new_state(n, 500 * n + seed)
        assert isinstance(state, StraightUpState)
        state.quiet = True
        deck = Counter(state.deck())
        struck = [0] * n  # strikes made per seat
        rng = random.Random(seed)
        _check(state, deck, struck)
        while not state.is_over:
            p = state.current_player
            assert p is not None
            legal = state.legal_actions()
            assert legal
            assert PASS in legal  # STR-3.7
            round_no, row, market_discard = state.round_no, len(state.market), list(state.market_discard)
            action = legal[rng.randrange(len(legal))]
            struck[p] += isinstance(action, Strike)
            state.apply(action)
            _check(state, deck, struck)
            if state.round_no == round_no:
                # Within a round the row only shrinks, by a purchase, and the market discard stays.
                assert len(state.market) == row - isinstance(action, Buy) or state.is_over
                assert state.market_discard == market_discard
        outcome = state.outcome
        assert outcome is not None
        if state.end in ("straight", "monopoly"):
            assert len(outcome.winners) == 1
            assert outcome.scores == tuple(int(s in outcome.winners) for s in range(n))
        else:
            assert state.end in ("round_cap", "unwinnable")
            assert outcome.winners == ()
            assert state.view(None).facts.no_winner is True
        if n == 2:
            assert state.end != "unwinnable"  # STR-A14: two players can always still win
        ends[state.end] += 1
        replayed = GameRecord.from_json(state.record().to_json()).replay(STRAIGHT_UP)
        replayed.quiet = True
        assert replayed == state
    assert ends["straight"] > MATCHES // 2, ends


def _every_conceivable_action(n: int) -> set[Action]:
    """Every action of every kind for cards 2..14, seats 0..N-1 and places 0..1, legal or not."""
    actions: set[Action] = {PASS}
    for r in range(2, 15):
        actions |= {buy(r), remove(r), place(r, 0), place(r, 1)}
        actions |= {strike(r, t, i) for t in range(n) for i in range(2)}
    return actions


def test_legal_list_is_exactly_what_the_rules_accept() -> None:
    """STR-3.2 to STR-3.7: in random play the legal list equals the conceivable actions the validator
    accepts, without repeats and in a fixed order."""
    checked = 0
    for n in (2, 3, 4):
        pool = _every_conceivable_action(n)
        for seed in range(4):
            state = STRAIGHT_UP.new_state(n, seed)
            assert isinstance(state, StraightUpState)
            state.quiet = True
            rng = random.Random(seed)
            step = 0
            while not state.is_over:
                legal = state.legal_actions()
                if step % 3 == 0:
                    accepted = {a for a in pool if state.why_illegal(a) is None}
                    assert set(legal) == accepted
                    assert len(legal) == len(set(legal))
                    assert legal == state.legal_actions()
                    checked += 1
                step += 1
                state.apply(rng.choice(legal))
    assert checked > 300


def _model(view: TableView) -> dict[Any, Counter[int]]:
    return {key: Counter(zone.cards) for key, zone in view.zones.items()}


def _visible(view: TableView, key: Any) -> bool:
    """Whether the viewer sees the faces of a zone: every zone but draw piles, the market deck and the
    other players' hands."""
    if key[0] in ("draw", "market_deck"):
        return False
    return key[0] != "hand" or key[1] == view.seat


@pytest.mark.parametrize("players", [2, 3, 4])
def test_events_replay_the_views(players: int) -> None:
    """The card movements a seat is told about turn its last view into its next one, zone by zone; faces
    it may not see arrive hidden (STR-7, events for the table)."""
    for seed in range(6):
        state = STRAIGHT_UP.new_state(players, 77 * players + seed)
        rng = random.Random(seed)
        seat = seed % players
        while not state.is_over:
            model = _model(state.view(seat))
            view = state.view(seat)
            events = events_for_seat(state.apply(rng.choice(state.legal_actions())), seat)
            for e in events:
                if not isinstance(e, CardsMoved):
                    continue
                src, dst = model.setdefault(e.src, Counter()), model.setdefault(e.dst, Counter())
                if _visible(view, e.src):
                    assert HIDDEN not in e.cards
                    src.subtract(e.cards)
                else:
                    src[HIDDEN] -= len(e.cards)
                if _visible(view, e.dst):
                    assert HIDDEN not in e.cards
                    dst.update(e.cards)
                else:
                    dst[HIDDEN] += len(e.cards)
            after = _model(state.view(seat))
            for key, cards in after.items():
                if state.is_over and key[0] == "hand":
                    continue  # the final view shows every hand
                assert +model.get(key, Counter()) == cards, key
                assert all(v >= 0 for v in model.get(key, Counter()).values()), key
