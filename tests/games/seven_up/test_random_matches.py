"""Seven-up invariants over seeded random games: 2, 3 and 4 players, the sheet's rules, the TRADITIONAL
preset and random mixtures of the option flags.

Checked after every action: no card lost or duplicated (SEV-2.1), a legal action exists while the game
runs and none after (section 5), the trump is made once per hand, hand sizes follow the phase (SEV-3,
SEV-4.5, SEV-5.1), scores never fall (unless ``bunch_keeps_points=False`` takes a bunched hand's points
back, SEV-4.6), and the engine's record of shown voids holds for the true hands. Per hand: the deal passes
clockwise after a completed hand and stays after a bunch (SEV-1.3, SEV-4.6); under winner-takes-all only
one party records hand points (SEV-7.3). At the end: exactly one party reached the target and its seats
win (SEV-8), and the record replays to an equal state. A second test checks that the legal list is exactly
the set of conceivable actions the validator accepts.
"""

from __future__ import annotations

import random
from itertools import chain
from typing import Any

import pytest

from cardgames.engine import Action, GameRecord
from cardgames.games.seven_up import (
    ACCEPT,
    ASK,
    GIVE,
    REFUSE,
    RUN,
    SEVEN_UP,
    TRADITIONAL,
    Discard,
    Play,
    SevenUpState,
)

MATCHES = 40
FLAGS: dict[str, list[Any]] = {
    "target": [3, 7, 8],
    "trump_making": ["seed", "traditional"],
    "follow": ["follow_else_trump", "follow_or_trump"],
    "hand_scoring": ["winner_takes_all", "independent"],
    "count_tie": ["precedence", "literal"],
    "game_point_tie": ["elder", "none"],
    "high_low": ["in_play", "literal_ace_two"],
    "turned_jack_point": [False, True],
    "bunch_keeps_points": [True, False],
}


def _options(profile: str, seed: int) -> dict[str, Any]:
    if profile == "seed":
        return {}
    if profile == "traditional":
        return dict(TRADITIONAL)
    rng = random.Random(seed)
    return {k: rng.choice(v) for k, v in FLAGS.items()}


def _cards(state: SevenUpState) -> list[int]:
    return sorted(chain.from_iterable(state.true_zones().values()))


def _check_shown_voids(state: SevenUpState) -> None:
    for seat in range(state.num_players):
        bits = state.voids[seat]
        banned = {s for s in range(4) if bits >> s & 1}
        if bits & 16:
            banned.add(state.trump)
        assert not [x for x in state.hands[seat] if x & 3 in banned], (seat, banned)


def _check_sizes(state: SevenUpState) -> None:
    sizes = [len(h) for h in state.hands]
    n = state.num_players
    if state.phase in ("propose", "dealer", "asked"):
        assert sizes == [6] * n
        assert state.trump == -1
    elif state.phase == "discard":
        assert state.trump >= 0
        full = 6 + 3 * len(state.runs)
        order = state.elder_order()
        k = order.index(state.current_player)  # type: ignore[arg-type]
        assert [sizes[s] for s in order[:k]] == [6] * k  # SEV-4.5: elder order, Vorhand first
        assert 6 < sizes[order[k]] <= full
        assert [sizes[s] for s in order[k + 1 :]] == [full] * (n - k - 1)
        assert [len(state.discards[s]) for s in range(n)] == [full - sizes[s] for s in range(n)]
    elif state.phase == "play":
        assert state.trump >= 0
        played = set(state.trick_seats)
        assert sizes == [6 - state.tricks - (s in played) for s in range(n)]
        assert all(len(d) in (0, 3 * len(state.runs)) for d in state.discards)


@pytest.mark.parametrize("profile", ["seed", "traditional", "mixed"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_rules(players: int, profile: str) -> None:
    """Seeded random games, every invariant checked after every action."""
    n = players
    hands_seen = 0
    for seed in range(MATCHES):
        options = _options(profile, 100 * n + seed)
        state = SEVEN_UP.new_state(n, 1000 * n + seed, options)
        assert isinstance(state, SevenUpState)
        opts: Any = state.options
        state.quiet = True
        rng = random.Random(seed)
        while state.outcome is None:
            legal = state.legal_actions()
            assert legal
            assert len(legal) == len(set(legal))
            scores = list(state.scores)
            hand_no, deal_no, dealer = state.hand_no, state.deal_no, state.dealer
            trump, phase = state.trump, state.phase
            state.apply(rng.choice(legal))
            assert _cards(state) == list(range(52))
            _check_sizes(state)
            _check_shown_voids(state)
            if state.is_over:
                break
            if state.hand_no == hand_no and state.deal_no == deal_no:
                assert state.dealer == dealer
                if trump >= 0:
                    assert state.trump == trump  # made once; a run's trump cannot be refused
                if opts.bunch_keeps_points:
                    assert all(a >= b for a, b in zip(state.scores, scores, strict=True))
                continue
            if state.hand_no == hand_no:  # a bunch: the same dealer deals again
                assert state.deal_no == deal_no + 1
                assert state.dealer == dealer
                assert phase in ("dealer", "asked")
                if not opts.bunch_keeps_points:
                    assert state.scores == list(state.hand_start)
                continue
            # A completed hand: scored, then the deal passes on.
            hands_seen += 1
            assert state.hand_no == hand_no + 1
            assert state.dealer == (dealer + 1) % n
            assert state.phase in ("propose", "over") or opts.turned_jack_point
            assert len(state.results) == hand_no
            assert state.last_result is not None
            recorded = state.last_result.recorded
            if opts.hand_scoring == "winner_takes_all":
                assert sum(1 for r in recorded if r) <= 1
                assert max(recorded) <= 5
            else:
                assert sum(recorded) <= 5
            assert all(a >= b for a, b in zip(state.scores, scores, strict=True))
        outcome = state.outcome
        assert outcome is not None
        assert state.legal_actions() == []
        assert state.current_player is None
        reached = [p for p, s in enumerate(state.scores) if s >= opts.target]
        assert len(reached) == 1
        assert outcome.winners == tuple(s for s in range(n) if state.party(s) == reached[0])
        assert outcome.scores == tuple(state.scores[state.party(s)] for s in range(n))
        replayed = GameRecord.from_json(state.record().to_json()).replay(SEVEN_UP)
        replayed.quiet = True
        assert replayed == state
    assert hands_seen >= MATCHES


def _every_conceivable_action() -> list[Action]:
    actions: list[Action] = [ACCEPT, REFUSE, RUN, ASK, GIVE]
    return actions + [Play(x) for x in range(52)] + [Discard(x) for x in range(52)]


@pytest.mark.parametrize("profile", ["seed", "traditional", "mixed"])
def test_legal_list_is_exactly_what_the_rules_accept(profile: str) -> None:
    """SEV-4, SEV-5, SEV-9: in random play the legal list equals the conceivable actions the validator
    accepts, in every phase."""
    everything = _every_conceivable_action()
    phases: set[str] = set()
    for seed, n in enumerate((2, 3, 4, 3)):
        state = SEVEN_UP.new_state(n, 7 + seed, _options(profile, seed))
        assert isinstance(state, SevenUpState)
        state.quiet = True
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            legal = state.legal_actions()
            if step % 2 == 0 or state.phase != "play":
                phases.add(state.phase)
                accepted = [a for a in everything if state.why_illegal(a) is None]
                assert set(legal) == set(accepted)
                # The fast path of apply says yes to legal moves only.
                assert {a for a in everything if state.quick_legal(a)} <= set(legal)
            step += 1
            state.apply(rng.choice(legal))
    assert {"propose", "dealer", "play"} <= phases
