"""Straight Up's suits (``cardgames.games.straight_up.suits``): each physical copy is drawn in a suit of
its own that it keeps for the whole match, as in a real deck, though the rules ignore suits (STR-1.2).

Played over seeded random matches of 2, 3 and 4 players: no face exists more often than the decks
hold it (once with one deck, twice with two), no card ever changes its suit (the faces of the whole
game stay the same set), a zone no move touched keeps its suits, a bought card arrives on the
discard pile as the market showed it, and the suits depend on the match alone (the same when
worked out afresh, for any seat's view, and for a copy of the state)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardgames.engine import HIDDEN, CardsMoved
from cardgames.games.straight_up import STRAIGHT_UP, Buy, StraightUpState
from cardgames.games.straight_up.suits import face, suits


def _faces(state: StraightUpState) -> Counter[tuple[int, int]]:
    zones = state.true_zones()
    return Counter(
        (rank, s) for key, kept in suits(state).items() for rank, s in zip(zones[key], kept, strict=True)
    )


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (3, 3), (4, 4), (4, 5)])
def test_every_copy_keeps_its_own_suit_for_the_whole_match(players: int, seed: int) -> None:
    """STR-1.2 (suits are cosmetic): a real deck's faces, each following its card."""
    state = _new(players, seed)
    rng = random.Random(seed)
    first = _faces(state)
    most = 1 if players == 2 else 2
    assert max(first.values()) <= most
    assert sum(first.values()) == sum(
        len(z) for k, z in state.true_zones().items() if k[0] not in ("marker", "box")
    )
    for _ in range(400):
        if state.is_over:
            break
        before = {k: list(v) for k, v in suits(state).items()}
        market = list(state.market)
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        after = suits(state)
        assert _faces(state) == first, "a card changed its suit"
        touched = {z for e in events if isinstance(e, CardsMoved) for z in (e.src, e.dst)}
        for key, kept in before.items():
            if key not in touched:
                assert after[key] == kept, f"{key} changed its suits without a move"
        if isinstance(action, Buy):
            # The first market card of the rank is the one bought; it goes onto the discard pile,
            # under the hand discarded after it (unless the pile was shuffled into a new draw pile).
            seat = state.history.moves()[-1][0]
            at = market.index(action.card)
            below = len(before[("discard", seat)])
            shuffled = any(isinstance(e, CardsMoved) and e.src == ("discard", seat) for e in events)
            if not shuffled:
                assert state.true_zones()[("discard", seat)][below] == action.card
                assert after[("discard", seat)][below] == before[("market",)][at]


def _new(players: int, seed: int) -> StraightUpState:
    state = STRAIGHT_UP.new_state(players, seed)
    assert isinstance(state, StraightUpState)
    return state


@pytest.mark.parametrize("players", [2, 4])
def test_suits_depend_on_the_match_alone(players: int) -> None:
    """The match played again from its record (as a resume, an undo, the look back and an opened file
    do), up to any position, and a copy of a state give the same suits; a quiet state moved on (a
    search's) and a bot's sample keep none of their own and are drawn as dealt."""
    state = _new(players, 7)
    rng = random.Random(7)
    seen: list[dict[tuple, list[int]]] = []
    for _ in range(120):
        if state.is_over:
            break
        seen.append(suits(state))
        state.apply(rng.choice(state.legal_actions()))
    assert suits(state.clone()) == suits(state)
    # The app replays a file with its events heard (the table and the log are built from them).
    again = state.record().replay(STRAIGHT_UP, observe=lambda _state, _events: None)
    assert isinstance(again, StraightUpState)
    assert again.suits == state.suits
    for i in (len(seen) - 1, 40, 3, 77, 0):  # backwards and forwards, as a look back steps
        position = _new(players, 7)
        for action in list(state.history)[:i]:
            position.apply(action)
        assert suits(position) == seen[i]
    sample = state.determinize(0, random.Random(1))
    assert sample.suits is None
    assert max(_faces(sample).values()) <= (1 if players == 2 else 2)


def test_views_draw_shown_cards_only_and_the_same_for_every_seat() -> None:
    """A view gives a face for every card it shows (hidden ones get none), in the copy's suit; public
    zones are drawn alike for every seat and for an onlooker; faces are no part of a view's equality."""
    state = _new(3, 11)
    rng = random.Random(11)
    for _ in range(60):
        state.apply(rng.choice(state.legal_actions()))
    copies = suits(state)
    views = [state.view(seat) for seat in (None, 0, 1, 2)]
    for view in views:
        for key, zone in view.zones.items():
            if HIDDEN in zone.cards or key[0] in ("marker", "box") or not zone.cards:
                assert zone.faces == ()
            else:
                assert zone.faces == tuple(face(r, s) for r, s in zip(zone.cards, copies[key], strict=True))
    for key, zone in views[0].zones.items():
        for other in views[1:]:
            if zone.faces:
                assert other.zones[key].faces == zone.faces


def test_a_laid_out_position_gets_a_decks_suits() -> None:
    """A position its history does not lead to (a test's deal) gets the suits of a first deal: one
    deck's cards all differ."""
    state = StraightUpState.from_deal(["2 2 3 3 4 4", "2 2 3 3 4 4"], market="5 5 A A", seed=3)
    counts = _faces(state)
    assert max(counts.values()) == 1
    assert counts[(14, 0)] + counts[(14, 1)] + counts[(14, 2)] + counts[(14, 3)] == 4
