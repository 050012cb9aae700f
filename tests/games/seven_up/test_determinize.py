"""Seven-up determinization: a sample keeps what the seat knows and redraws the rest (SEV-4.5, SEV-5.2).

A seat knows its own hand and discards, the turn-ups, the trick and every card
played. It does not see the other hands, their discards or the stock. A player
who did not follow suit has shown a void in the suit led; under the default
must-trump rule one who neither followed nor trumped has also shown that he
holds no trump (SEV-5.2 (b)). Under ``follow=follow_or_trump`` a trump played
to a side suit shows nothing. The voids are worked out here from the cards
played, independently of the engine's own bookkeeping.
"""

from __future__ import annotations

import random
from itertools import chain

import pytest

from cardgames.engine import FrenchCard
from cardgames.games.seven_up import SEVEN_UP, SevenUpState


def c(text: str) -> int:
    return int(FrenchCard.parse(text))


def ids(texts: str) -> list[int]:
    return sorted(c(t) for t in texts.split())


def deal(hands: tuple[str, ...], turnup: str, stock: str = "", **kw: object) -> SevenUpState:
    return SevenUpState.from_deal([h.split() for h in hands], turnup, stock=stock.split(), **kw)  # type: ignore[arg-type]


def run(state: SevenUpState, script: str) -> None:
    """Apply the moves written in ``script`` (``;``-separated texts)."""
    for text in script.split(";"):
        state.apply(SEVEN_UP.parse_action(text.strip()))


def all_cards(state: SevenUpState) -> list[int]:
    return sorted(chain.from_iterable(state.true_zones().values()))


def shown_voids(state: SevenUpState) -> dict[int, set[int]]:
    """Per seat, the suits it has shown it cannot hold, from this hand's plays."""
    n = state.num_players
    trump = state.trump
    literal = state.options.model_dump()["follow"] == "follow_else_trump"
    voids: dict[int, set[int]] = {s: set() for s in range(n)}
    plays = state.plays
    for start in range(0, len(plays), n):
        trick = plays[start : start + n]
        led = trick[0][1] & 3
        for seat, card in trick[1:]:
            suit = card & 3
            if suit == led:
                continue
            if literal:
                voids[seat].add(led)
                if suit != trump:
                    voids[seat].add(trump)
            elif suit != trump:
                voids[seat].add(led)
    return voids


# S1 of the rules tests, run: clubs become trump; both discard their three new cards.
S1 = ("AH KH TC 4C 3D 2S", "2H JH QC 5D 6D 3S")
D1 = "refuse; run; discard AC; discard JC; discard 9D; discard 2C; discard 8D; discard 7D"


def after_run() -> SevenUpState:
    """S1 after a run and the discards, three cards played (seat 1 to play to KH)."""
    state = deal(S1, "5H", "AC JC 9D 2C 8D 7D KC")
    run(state, D1 + "; play AH; play 2H; play KH")
    return state


def test_own_hand_discards_and_public_cards_are_kept() -> None:
    """A sample keeps the seat's hand and discards, the turn-ups, the trick, the won cards and the facts."""
    state = after_run()
    for seat in (0, 1):
        for k in range(15):
            sample = state.determinize(seat, random.Random(k))
            assert sample.hands[seat] == state.hands[seat]
            assert sample.discards[seat] == state.discards[seat]
            assert sample.turnup == state.turnup
            assert sample.runs == state.runs
            assert sample.trick == state.trick
            assert sample.won == state.won
            assert sample.plays == state.plays
            assert (sample.trump, sample.phase, sample.current_player) == (state.trump, "play", 1)
            assert sample.scores == state.scores
            assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
            assert [len(d) for d in sample.discards] == [3, 3]
            assert len(sample.stock) == len(state.stock)
            assert sample.history == []
            assert all_cards(sample) == list(range(52))
            assert sample.view(seat) == state.view(seat)


def test_hidden_cards_are_redrawn() -> None:
    """The other hand, the other discards and the stock differ between samples."""
    state = after_run()
    hands = {tuple(state.determinize(0, random.Random(k)).hands[1]) for k in range(12)}
    discards = {tuple(state.determinize(0, random.Random(k)).discards[1]) for k in range(12)}
    stocks = {tuple(state.determinize(0, random.Random(k)).stock) for k in range(12)}
    assert len(hands) > 1
    assert len(discards) > 1
    assert len(stocks) > 1
    fresh = SEVEN_UP.new_state(4, 9)
    assert isinstance(fresh, SevenUpState)
    for other in (1, 2, 3):
        assert len({tuple(fresh.determinize(0, random.Random(k)).hands[other]) for k in range(8)}) > 1


def test_a_void_who_does_not_trump_holds_no_trump() -> None:
    """SEV-5.2 (b): seat 1 throws a diamond to a club lead: in every sample it holds no club and no heart."""
    state = deal(
        ("2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "8C 9C TC 8H 9H TH"),
        "5H",
    )
    run(state, "accept; play 2C; play 2D")
    for k in range(30):
        sample = state.determinize(2, random.Random(k))
        assert not [x for x in sample.hands[1] if x & 3 in (0, 2)]
    # Seat 2 has shown nothing yet: its samples do hold clubs or hearts.
    assert any(x & 3 in (0, 2) for k in range(30) for x in state.determinize(1, random.Random(k)).hands[2])


def test_a_void_who_trumps_may_still_hold_trumps() -> None:
    """SEV-5.2 (b): seat 1 trumps a club lead: no clubs, but more trumps are possible in a sample."""
    state = deal(
        ("2C 3C 4C 5C 6C 7C", "2H 3D 4D 5D 6D 7D", "8C 9C TC 8D 9D TD"),
        "5H",
    )
    run(state, "accept; play 2C; play 2H")
    samples = [state.determinize(0, random.Random(k)) for k in range(40)]
    assert all(not [x for x in s.hands[1] if x & 3 == 0] for s in samples)
    assert any(x & 3 == 2 for s in samples for x in s.hands[1])


def test_follow_or_trump_a_trump_shows_no_void() -> None:
    """SEV-9 ``follow_or_trump``: trumping a club lead is allowed while holding clubs, so samples may give
    that player clubs; throwing a diamond to a club lead does show a club void."""
    state = deal(
        ("2C 3C 4C 5C 6C 7C", "8C 2H 4D 5D 6D 7D", "9C TC JC 8D 9D TD"),
        "5H",
        options={"follow": "follow_or_trump"},
    )
    run(state, "accept; play 2C; play 2H")
    samples = [state.determinize(0, random.Random(k)) for k in range(40)]
    assert any(x & 3 == 0 for s in samples for x in s.hands[1])
    run(state, "play 9C")  # seat 2 follows; seat 1 took the trick with 2H and leads
    run(state, "play 4D; play 8D; play 3C")  # seat 0, void in diamonds, throws a club
    assert state.current_player == 2  # 8D took the trick
    for k in range(40):
        assert not [x for x in state.determinize(1, random.Random(k)).hands[0] if x & 3 == 1]


@pytest.mark.parametrize("follow", ["follow_else_trump", "follow_or_trump"])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_voids_shown_are_respected_in_every_sample(n: int, follow: str) -> None:
    """SEV-5.2, SEV-9: in random play, every sample keeps to the voids the plays have shown, and so does
    the truth (the inference is sound)."""
    checked = 0
    for seed in range(6):
        state = SEVEN_UP.new_state(n, 50 * n + seed, {"follow": follow})
        assert isinstance(state, SevenUpState)
        state.quiet = True
        rng = random.Random(seed)
        steps = 0
        while not state.is_over and steps < 120:
            if state.phase == "play" and state.plays:
                voids = shown_voids(state)
                for seat in range(n):
                    for other in range(n):
                        assert not [x for x in state.hands[other] if x & 3 in voids[other]]
                    for _ in range(3):
                        sample = state.determinize(seat, rng)
                        assert sample.hands[seat] == state.hands[seat]
                        for other in range(n):
                            if other != seat:
                                bad = [x for x in sample.hands[other] if x & 3 in voids[other]]
                                assert not bad, (seat, other, voids[other], bad)
                        checked += 1
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
    assert checked > 100


def test_high_and_low_of_a_sample_come_from_its_own_cards() -> None:
    """SEV-6.1, SEV-6.2: a sample's High and Low are the highest and lowest trump in its own hands and plays,
    so they tell nothing the seat does not know."""
    state = after_run()
    seen = set()
    for k in range(30):
        sample = state.determinize(0, random.Random(k))
        cards = chain(chain.from_iterable(sample.hands), (card for _, card in sample.plays))
        trumps = [x for x in cards if x & 3 == 0]
        assert sample.high_card == max(trumps)
        assert sample.low_card == min(trumps)
        holder = {x: sample.party(s) for s in range(2) for x in sample.hands[s]}
        holder.update((x, sample.party(s)) for s, x in sample.plays)
        assert sample.high_party == holder[sample.high_card]
        seen.add(sample.high_card)
    assert len(seen) > 1


def test_indistinguishable_states_give_equal_samples() -> None:
    """Two deals that differ only in cards seat 0 cannot see give seat 0 equal samples; seat 1 can tell."""
    a = deal(S1, "5H", "AC JC 9D 2C 8D 7D KC")
    b = deal(("AH KH TC 4C 3D 2S", "2H JH QC 5D 6D 9S"), "5H", "AC JC 9D 2C 8D 7D KC")
    for state in (a, b):
        run(state, "refuse; run; discard AC; discard JC; discard 9D; discard 2C; discard 8D")
    assert a != b
    assert a.view(0) == b.view(0)
    for k in range(5):
        assert a.determinize(0, random.Random(k)) == b.determinize(0, random.Random(k))
    assert a.view(1) != b.view(1)
    assert a.determinize(1, random.Random(0)) != b.determinize(1, random.Random(0))


def test_different_hidden_discards_give_equal_samples() -> None:
    """SEV-4.5: which cards another player discarded is hidden: it cannot change a sample."""
    a = deal(S1, "5H", "AC JC 9D 2C 8D 7D KC")
    b = deal(S1, "5H", "AC JC 9D 2C 8D 7D KC")
    run(a, D1)
    run(b, "refuse; run; discard AC; discard JC; discard 9D; discard 2C; discard 8D; discard 5D")
    assert a != b
    assert a.view(0) == b.view(0)
    for k in range(5):
        assert a.determinize(0, random.Random(k)) == b.determinize(0, random.Random(k))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_sample_plays_on_to_the_end(n: int) -> None:
    """A sample is a full state: it plays on through later hands with every card in place."""
    state = SEVEN_UP.new_state(n, 70 + n)
    assert isinstance(state, SevenUpState)
    rng = random.Random(n)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    sample = state.determinize(0, random.Random(3))
    sample.quiet = True
    while not sample.is_over:
        sample.apply(rng.choice(sample.legal_actions()))
        assert all_cards(sample) == list(range(52))
    assert sample.outcome is not None
