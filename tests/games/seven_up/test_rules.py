"""Seven-up rule scenarios: tests per rule of RULINGS.md section 2 (SEV-1 .. SEV-9, SEV-A1 .. SEV-A17).

Positions are built with ``SevenUpState.from_deal`` (hands as ``"QH"`` texts;
the dealer is the last seat unless named, so seat 0 is Vorhand). Moves are
written in their text form and name the seat that must be on turn
(``"0:AH 1:2H"`` plays a trick), so a wrong turn order fails at once. Every
applied move is checked to be in the legal list and to round-trip through
``SEVEN_UP.parse_action``. Expected hand results are worked out by hand in the
comments next to each script. Refused actions are checked through
``IllegalAction.reason.key`` and must leave the state unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain
from typing import Any

import pytest

from cardgames.engine import HIDDEN, Action, CardsMoved, FrenchCard, IllegalAction, InvalidAction
from cardgames.games.seven_up import (
    ACCEPT,
    ASK,
    GIVE,
    REFUSE,
    RUN,
    SEVEN_UP,
    TRADITIONAL,
    Decide,
    Discard,
    HandResult,
    Play,
    SevenUpState,
)
from cardgames.games.seven_up.basics import AUGEN

HEARTS, SPADES, CLUBS = 2, 3, 0


# --------------------------------------------------------------------------- helpers


def c(text: str) -> int:
    """The id of a card written like ``"QH"``."""
    return int(FrenchCard.parse(text))


def ids(texts: str) -> list[int]:
    """Sorted ids of space-separated card texts."""
    return sorted(c(t) for t in texts.split())


def deal(hands: Sequence[str], turnup: str, stock: str = "", **kw: Any) -> SevenUpState:
    """A hand from space-separated card texts per seat; ``stock`` names the next cards dealt."""
    return SevenUpState.from_deal([h.split() for h in hands], turnup, stock=stock.split(), **kw)


def act(state: SevenUpState, seat: int, text: str) -> None:
    """``seat`` (who must be on turn) makes the move written ``text``, which must be legal."""
    assert state.current_player == seat, f"expected seat {seat} to act, not {state.current_player}"
    action = SEVEN_UP.parse_action(text)
    assert str(action) == text
    assert action in state.legal_actions(), f"{text} is not legal for seat {seat}"
    assert state.why_illegal(action) is None
    state.apply(action)


def acts(state: SevenUpState, script: str) -> None:
    """Moves ``"seat:word"`` or ``"seat:card"`` (a card means ``play card``), space-separated."""
    for token in script.split():
        seat, what = token.split(":")
        text = what if what in ("accept", "refuse", "run", "ask", "give") else f"play {what}"
        act(state, int(seat), text)


def discard(state: SevenUpState, seat: int, cards: str) -> None:
    """``seat`` discards these cards one action at a time."""
    for card in cards.split():
        act(state, seat, f"discard {card}")


def refuse(state: SevenUpState, action: Action) -> str:
    """Apply ``action``, expect IllegalAction and an unchanged state; return the reason key."""
    before = state.clone()
    reason = state.why_illegal(action)
    assert reason is not None, f"{action} should be illegal"
    assert action not in state.legal_actions()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state == before
    assert state.scores == before.scores
    assert info.value.reason.key == reason.key
    return info.value.reason.key


def prompt_key(state: SevenUpState, seat: int) -> str | None:
    """The key of the prompt ``seat`` sees, if any."""
    prompt = state.view(seat).prompt
    return None if prompt is None else prompt.key


def legal_cards(state: SevenUpState) -> list[int]:
    """The cards the current player may play."""
    legal = state.legal_actions()
    assert all(type(a) is Play for a in legal)
    return sorted(a.card for a in legal if isinstance(a, Play))


def result(state: SevenUpState) -> HandResult:
    """The last scored hand's result."""
    assert state.last_result is not None
    return state.last_result


def all_cards(state: SevenUpState) -> list[int]:
    return sorted(chain.from_iterable(state.true_zones().values()))


# The scripted hands. Each comment gives the expected outcome, worked out by hand.

# S1, 2 players, hearts proposed (5H), dealer seat 1.
S1 = ("AH KH TC 4C 3D 2S", "2H JH QC 5D 6D 3S")
# After trump hearts: AH>2H (0), KH>JH (0 wins the trump jack), QC>TC (1), 5D>3D (1),
# 6D + 4C (1; seat 0 void, no trump), 3S>2S (1).
# High AH seat 0, Low 2H seat 1, Jack seat 0, Game: 0 has 4+3+1=8, 1 has 10+2=12 -> seat 1.
# Counts 2-2, precedence: High -> seat 0 records 2.
S1_PLAY = "0:AH 1:2H 0:KH 1:JH 0:TC 1:QC 1:5D 0:3D 1:6D 0:4C 1:3S 0:2S"

# S2, the same cards with the seats swapped: Vorhand now loses.
S2 = (S1[1], S1[0])
# QC>4C (0), KH>2H (1), AH>JH (1: Jack), TC + 5D (1; 0 void clubs and trumps), 6D>3D (0), 3S>2S (0).
# High AH 1, Low 2H 0, Jack 1, Game 0: 2, 1: 3+4+1+10=18 -> 1. Counts 1-3: seat 1 records 3.
S2_PLAY = "0:QC 1:4C 0:2H 1:KH 1:AH 0:JH 1:TC 0:5D 1:3D 0:6D 0:3S 1:2S"


def played_s1(**kw: Any) -> SevenUpState:
    """S1 accepted and played out."""
    state = deal(S1, "5H", **kw)
    acts(state, "0:accept")
    acts(state, S1_PLAY)
    return state


# --------------------------------------------------------------------------- SEV-1 players and seating


@pytest.mark.parametrize("n", [0, 1, 5, 6])
def test_player_count_outside_two_to_four_is_refused(n: int) -> None:
    """SEV-1.1: N is 2, 3 or 4."""
    with pytest.raises(ValueError, match="players"):
        SEVEN_UP.new_state(n, 1)


@pytest.mark.parametrize(("n", "parties"), [(2, (0, 1)), (3, (0, 1, 2)), (4, (0, 1, 0, 1))])
def test_parties_alone_or_in_opposite_teams(n: int, parties: tuple[int, ...]) -> None:
    """SEV-1.1, SEV-1.2, SEV-A12: alone with 2 or 3; with 4 partners sit opposite (0 & 2 against 1 & 3)."""
    state = SEVEN_UP.new_state(n, 3)
    assert isinstance(state, SevenUpState)
    assert state.view(None).facts.parties == parties
    assert tuple(state.party(s) for s in range(n)) == parties
    assert state.scores == [0] * (2 if n == 4 else n)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_first_dealer_is_random_and_vorhand_sits_on_his_left(n: int) -> None:
    """SEV-1.3, SEV-1.4, SEV-A13: the first dealer varies with the seed; Vorhand (left of him) acts first."""
    dealers = set()
    for seed in range(40):
        state = SEVEN_UP.new_state(n, seed)
        assert isinstance(state, SevenUpState)
        dealers.add(state.dealer)
        assert state.vorhand == (state.dealer + 1) % n
        assert state.current_player == state.vorhand
        assert state.view(None).facts.start_player == state.vorhand
        assert state.view(None).facts.phase == "propose"
    assert dealers == set(range(n))


def test_elder_order_runs_from_vorhand_to_the_dealer() -> None:
    """SEV-1.4: elder order starts with Vorhand and ends with the dealer."""
    three = deal(["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S"], "5H", dealer=0)
    assert three.vorhand == 1
    assert three.elder_order() == [1, 2, 0]
    assert three.current_player == 1
    four = deal(
        ["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S", "8C 9C TC 8D 9D TD"],
        "5H",
        dealer=2,
    )
    assert four.elder_order() == [3, 0, 1, 2]
    assert four.current_player == 3


# --------------------------------------------------------------------------- SEV-2, SEV-3 cards and deal


def test_card_points_in_every_suit() -> None:
    """SEV-2.2, SEV-A15: A 4, K 3, Q 2, J 1, ten 10, other ranks 0, the same in all four suits."""
    for s in "CDHS":
        values = {r: AUGEN[c(r + s)] for r in "23456789TJQKA"}
        assert values == {
            "2": 0, "3": 0, "4": 0, "5": 0, "6": 0, "7": 0, "8": 0, "9": 0,
            "T": 10, "J": 1, "Q": 2, "K": 3, "A": 4,
        }  # fmt: skip


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 5, 17])
def test_six_cards_each_and_a_turnup_from_one_deck(n: int, seed: int) -> None:
    """SEV-2.1, SEV-3.1, SEV-3.2: 52 cards; six to each; the next card turns up and belongs to no hand."""
    state = SEVEN_UP.new_state(n, seed)
    assert isinstance(state, SevenUpState)
    assert [len(h) for h in state.hands] == [6] * n
    assert len(state.stock) == 52 - 6 * n - 1
    assert all_cards(state) == list(range(52))
    assert all(state.turnup not in h for h in state.hands)
    assert state.trump == -1
    assert state.view(None).facts.proposed == state.turnup & 3
    assert state.view(None).zone("turnup").cards == (state.turnup,)


def test_deals_are_shuffled_by_the_seed() -> None:
    """SEV-3.1: the same seed deals the same cards; other seeds deal others."""
    first = [SEVEN_UP.new_state(3, seed) for seed in range(6)]
    again = [SEVEN_UP.new_state(3, seed) for seed in range(6)]
    assert first == again
    deals = {tuple(map(tuple, s.hands)) for s in first if isinstance(s, SevenUpState)}
    assert len(deals) == 6


# --------------------------------------------------------------------------- SEV-4 trump making (seed)


def test_accept_makes_the_proposed_suit_trump_without_points() -> None:
    """SEV-4.1: Vorhand accepts; the turn-up's suit is trump, nobody scores, Vorhand leads trick 1."""
    state = deal(S1, "5H")
    assert state.legal_actions() == [ACCEPT, REFUSE]
    act(state, 0, "accept")
    assert state.trump == HEARTS
    assert state.phase == "play"
    assert state.current_player == 0
    assert state.scores == [0, 0]
    assert state.bonus == -1
    assert state.runs == []
    assert len(state.stock) == 39
    assert legal_cards(state) == ids(S1[0])  # SEV-5.1: any card may be led
    assert state.turnup == c("5H")
    assert all(c("5H") not in h for h in state.hands)  # SEV-3.2


def test_refuse_hands_the_choice_to_the_dealer() -> None:
    """SEV-4.1, SEV-4.2, SEV-A8: after a refusal the dealer chooses to run the cards or to ask."""
    state = deal(S1, "5H")
    act(state, 0, "refuse")
    assert state.phase == "dealer"
    assert state.current_player == 1
    assert state.legal_actions() == [RUN, ASK]
    assert prompt_key(state, 1) == "sev.prompt.dealer"
    assert state.view(0).prompt is None
    assert state.scores == [0, 0]


def test_refuse_then_run_deals_three_more_and_a_new_trump() -> None:
    """SEV-4.2, SEV-4.4, SEV-A9: 3 more cards to each from Vorhand; a turn-up of another suit is trump."""
    state = deal(S1, "5H", stock="9C 8C 7C 9D 8D 7D KS")
    acts(state, "0:refuse 1:run")
    assert state.hands[0] == ids(S1[0] + " 9C 8C 7C")
    assert state.hands[1] == ids(S1[1] + " 9D 8D 7D")
    assert state.runs == [c("KS")]
    assert state.trump == SPADES  # cannot be refused: only discards are legal now
    assert state.phase == "discard"
    assert state.current_player == 0
    assert all(type(a) is Discard for a in state.legal_actions())
    assert state.scores == [0, 0]
    assert state.turnup == c("5H")


@pytest.mark.parametrize("n", [3, 4])
def test_only_vorhand_and_the_dealer_make_the_trump(n: int) -> None:
    """SEV-A12, SEV-A17: with 3 or 4 players Vorhand (left of the dealer) alone answers the dealer."""
    hands = ["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S", "8C 9C TC 8D 9D TD"][:n]
    state = deal(hands, "5H", dealer=1)
    assert state.current_player == 2
    act(state, 2, "refuse")
    assert state.current_player == 1
    act(state, 1, "ask")
    assert state.phase == "asked"
    assert state.current_player == 2
    assert state.legal_actions() == [ACCEPT, REFUSE]
    act(state, 2, "accept")
    assert state.bonus == state.party(2)
    assert state.current_player == 2


def test_ask_then_accept_pays_the_bonus_when_vorhand_wins() -> None:
    """SEV-4.3, SEV-7.4, SEV-A8: accepted when asked, and Vorhand's side wins the hand: one point more."""
    state = deal(S1, "5H")
    acts(state, "0:refuse 1:ask 0:accept")
    assert state.trump == HEARTS
    assert state.bonus == 0
    assert state.view(1).facts.bonus == 0
    assert state.scores == [0, 0]  # nothing yet: the point depends on the hand
    acts(state, S1_PLAY)
    r = result(state)
    assert (r.winner, r.counts) == (0, (2, 2))
    assert r.recorded == (3, 0)
    assert state.scores == [3, 0]


def test_ask_then_accept_pays_nothing_when_vorhand_loses() -> None:
    """SEV-4.3, SEV-7.4: accepted when asked, but the dealer wins the hand: no bonus for anyone."""
    state = deal(S2, "5H")
    acts(state, "0:refuse 1:ask 0:accept")
    assert state.bonus == 0
    acts(state, S2_PLAY)
    r = result(state)
    assert (r.high, r.low, r.jack, r.game) == (1, 0, 1, 1)
    assert r.winner == 1
    assert r.recorded == (0, 3)
    assert state.scores == [0, 3]


def test_refuse_again_gives_the_dealer_a_point_then_the_cards_are_run() -> None:
    """SEV-4.3, SEV-4.4, SEV-A8: asked and refusing again: the dealer records +1 at once, then runs."""
    state = deal(S1, "5H", stock="9C 8C 7C 9D 8D 7D KS")
    acts(state, "0:refuse 1:ask")
    stock_before = len(state.stock)
    act(state, 0, "refuse")
    assert state.scores == [0, 1]
    assert state.recorded == [0, 1]
    assert state.bonus == -1
    assert state.runs == [c("KS")]
    assert state.trump == SPADES
    assert len(state.stock) == stock_before - 7
    assert state.phase == "discard"


@pytest.mark.parametrize(("n", "dealer", "winners"), [(2, 1, (1,)), (3, 0, (0,)), (4, 3, (1, 3))])
def test_refuse_again_can_end_the_game_before_play(n: int, dealer: int, winners: tuple[int, ...]) -> None:
    """SEV-4.3, SEV-8.1: the dealer's refusal point reaching 7 ends the game at once: no run, no play."""
    hands = ["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S", "8C 9C TC 8D 9D TD"][:n]
    scores = [0] * (2 if n == 4 else n)
    scores[dealer % len(scores)] = 6
    state = deal(hands, "5H", dealer=dealer, scores=scores)
    vorhand = (dealer + 1) % n
    acts(state, f"{vorhand}:refuse {dealer}:ask {vorhand}:refuse")
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.winners == winners
    assert max(state.outcome.scores) == 7
    assert state.phase == "over"
    assert state.runs == []
    assert [len(h) for h in state.hands] == [6] * n
    assert len(state.stock) == 52 - 6 * n - 1
    assert state.legal_actions() == []
    assert refuse(state, RUN) == "illegal.match_over"


def test_running_sets_aside_turnups_of_the_original_suit() -> None:
    """SEV-4.4, SEV-A9, SEV-A16: two more hearts turn up and are set aside; the spade after them is trump."""
    state = deal(
        S1,
        "5H",
        stock="2C 3C 5C 7D 8D 9D 7H  6C 7C 8C 4D TS 6S 8H  9C JC KC 2D 4S 5S 9S",
    )
    acts(state, "0:refuse 1:run")
    assert state.runs == [c("7H"), c("8H"), c("9S")]
    assert state.trump == SPADES
    assert state.hands[0] == ids(S1[0] + " 2C 3C 5C 6C 7C 8C 9C JC KC")
    assert state.hands[1] == ids(S1[1] + " 7D 8D 9D 4D TS 6S 2D 4S 5S")
    assert len(state.stock) == 39 - 3 * 7
    # The set-aside turn-ups belong to nobody and stay on the table, face up.
    assert all(x not in h for h in state.hands for x in state.runs)
    assert state.view(0).zone("runs").cards == (c("7H"), c("8H"), c("9S"))
    assert state.phase == "discard"
    assert [type(a) for a in state.legal_actions()] == [Discard] * 15
    assert all_cards(state) == list(range(52))


def bunch_deal(n: int, **kw: Any) -> SevenUpState:
    """Hearts proposed (5H) and every card run turns up another heart, as often as the stock allows."""
    runs = {2: 5, 3: 3, 4: 2}[n]
    turnups = ["5H"] + [r + "H" for r in "6789T"[:runs]]
    reserved = {c(t) for t in turnups}
    filler = [str(FrenchCard(x)) for x in range(52) if x not in reserved]
    hands = [" ".join(filler[6 * s : 6 * s + 6]) for s in range(n)]
    rest = filler[6 * n :]
    stock: list[str] = []
    for k in range(runs):
        stock += [*rest[3 * n * k : 3 * n * (k + 1)], turnups[k + 1]]
    return deal(hands, "5H", " ".join(stock), **kw)


@pytest.mark.parametrize(("n", "runs"), [(2, 5), (3, 3), (4, 2)])
@pytest.mark.parametrize("keep", [True, False])
def test_bunch_when_the_stock_cannot_supply_another_run(n: int, runs: int, keep: bool) -> None:
    """SEV-4.4 (1), SEV-4.6, SEV-A9: after 5 / 3 / 2 runs of the original suit fewer than 3N+1 cards are
    left: the hand is thrown in and the same dealer deals again. The dealer's refusal point recorded in the
    voided hand stays; ``bunch_keeps_points=False`` takes it back. Earlier hands' points always stay."""
    dealer = n - 1
    scores = [2] + [0] * ((2 if n == 4 else n) - 1)
    state = bunch_deal(n, seed=7, scores=scores, options={"bunch_keeps_points": keep})
    acts(state, f"0:refuse {dealer}:ask")
    bunched = [list(h) for h in state.hands]
    events = state.apply(REFUSE)
    turned = [e for e in events if getattr(e, "dst", None) == ("runs",)]
    assert len(turned) == runs
    assert all(e.cards[0] & 3 == HEARTS for e in turned)  # type: ignore[attr-defined]
    # Redealt by the same dealer, with a fresh shuffle; the hand keeps its number.
    assert state.dealer == dealer
    assert state.hand_no == 1
    assert state.deal_no == 2
    assert state.phase == "propose"
    assert state.current_player == 0
    assert [len(h) for h in state.hands] == [6] * n
    assert state.hands != bunched
    assert len(state.stock) == 52 - 6 * n - 1
    assert state.runs == []
    assert state.discards == [[]] * n
    assert state.trump == -1
    assert state.bonus == -1
    assert state.results == []
    assert all_cards(state) == list(range(52))
    expected = list(scores)
    if keep:
        expected[state.party(dealer)] += 1
    assert state.scores == expected


def test_bunch_after_a_plain_run_changes_no_score() -> None:
    """SEV-4.6: running without the refusal point and bunching leaves the scores as they were."""
    state = bunch_deal(3, scores=[1, 2, 3], options={"bunch_keeps_points": False})
    acts(state, "0:refuse 2:run")
    assert state.deal_no == 2
    assert state.scores == [1, 2, 3]
    assert state.dealer == 2


# D1: S1's cards; after the refusal the dealer runs: Vorhand gets AC JC 9D, the dealer 2C 8D 7D; KC turns
# up, so clubs are trump. Both discard their three new cards. In play then: TC 4C (seat 0), QC (seat 1).
D1_STOCK = "AC JC 9D 2C 8D 7D KC"


def test_discard_down_to_six_one_card_at_a_time_in_elder_order() -> None:
    """SEV-4.5, section 5: after a run each player discards, one Discard action per card, Vorhand first."""
    state = deal(S1, "5H", D1_STOCK)
    acts(state, "0:refuse 1:run")
    assert state.trump == CLUBS
    assert state.phase == "discard"
    assert state.legal_actions() == [Discard(x) for x in ids(S1[0] + " AC JC 9D")]
    prompt = state.view(0).prompt
    assert prompt is not None
    assert prompt.key == "sev.prompt.discard"
    assert prompt.args["count"] == 3
    discard(state, 0, "AC JC")
    assert state.current_player == 0  # still 7 cards
    discard(state, 0, "9D")
    assert state.current_player == 1
    assert state.hands[0] == ids(S1[0])
    assert state.discards[0] == ids("AC JC 9D")
    discard(state, 1, "2C 8D 7D")
    assert state.phase == "play"
    assert state.current_player == 0
    assert state.discards[1] == ids("2C 8D 7D")
    assert all(len(h) == 6 for h in state.hands)
    assert all_cards(state) == list(range(52))


def test_discard_refusals() -> None:
    """SEV-4.5: while discarding nobody plays or decides; only own cards can be discarded; no discard
    without a run."""
    fresh = deal(S1, "5H", D1_STOCK)
    assert refuse(fresh, Discard(c("AH"))) == "sev.illegal.no_discard"
    state = deal(S1, "5H", D1_STOCK)
    acts(state, "0:refuse 1:run")
    assert refuse(state, Play(c("AH"))) == "sev.illegal.discard_first"
    assert refuse(state, ACCEPT) == "sev.illegal.discard_first"
    assert refuse(state, REFUSE) == "sev.illegal.discard_first"
    assert refuse(state, Discard(c("2H"))) == "sev.illegal.not_in_hand"  # seat 1's card
    assert refuse(state, Discard(c("KC"))) == "sev.illegal.not_in_hand"  # the turn-up
    act(state, 0, "discard AC")
    assert refuse(state, Discard(c("AC"))) == "sev.illegal.not_in_hand"  # already gone


def test_three_players_discard_in_elder_order() -> None:
    """SEV-4.5, SEV-1.4: dealer seat 0: the discards go seat 1, seat 2, seat 0; then seat 1 leads."""
    state = deal(
        ["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S"],
        "5H",
        "8C 9C TC 8D 9D TD 8S 9S TS KD",
        dealer=0,
    )
    acts(state, "1:refuse 0:run")
    assert state.trump == 1
    assert state.hands[1] == ids("2D 3D 4D 5D 6D 7D 8C 9C TC")
    assert state.hands[2] == ids("2S 3S 4S 5S 6S 7S 8D 9D TD")
    assert state.hands[0] == ids("2C 3C 4C 5C 6C 7C 8S 9S TS")
    order = []
    while state.phase == "discard":
        seat = state.current_player
        assert seat is not None
        order.append(seat)
        act(state, seat, str(state.legal_actions()[0]))
    assert order == [1, 1, 1, 2, 2, 2, 0, 0, 0]
    assert state.current_player == 1


def test_discards_are_out_of_play_for_high_low_and_jack() -> None:
    """SEV-4.5, SEV-6.1 to SEV-6.3: the discarded AC, JC and 2C are not in play: High QC, Low 4C, no Jack."""
    state = deal(S1, "5H", D1_STOCK)
    acts(state, "0:refuse 1:run")
    discard(state, 0, "AC JC 9D")
    discard(state, 1, "2C 8D 7D")
    # AH>2H (0), KH>JH (0), QC>4C (1; trump led), 5D>3D (1),
    # 6D led: seat 0 void in diamonds must trump with TC (0), 3S>2S (1).
    acts(state, "0:AH 1:2H 0:KH 1:JH 0:4C 1:QC 1:5D 0:3D 1:6D")
    assert legal_cards(state) == [c("TC")]
    assert refuse(state, Play(c("2S"))) == "sev.illegal.must_trump"
    acts(state, "0:TC 0:2S 1:3S")
    r = result(state)
    assert (r.high_card, r.low_card) == (c("QC"), c("4C"))
    assert (r.high, r.low, r.jack, r.game) == (1, 0, -1, 0)
    assert r.augen == (4 + 3 + 1 + 10, 2)
    assert r.counts == (2, 1)
    assert (r.winner, r.why, r.recorded) == (0, "most", (2, 0))
    assert state.scores == [2, 0]


# --------------------------------------------------------------------------- SEV-5 trick play

# F1, 3 players, hearts trump, dealer seat 2.
F1 = ("AC 3C KD 4H 2S 9S", "KC 2C 5D 7D 6S 8S", "QD JD 8H 6H TS 4S")


def test_following_suit_and_the_duty_to_trump() -> None:
    """SEV-5.2, SEV-A10: must follow (any card of the suit); void must trump (any trump); void of both any
    card; trump led is followed with trump; there is no duty to win."""
    state = deal(F1, "5H")
    acts(state, "0:accept 0:3C")
    assert legal_cards(state) == ids("KC 2C")  # follow; the 2C that loses is allowed (no duty to win)
    assert refuse(state, Play(c("5D"))) == "sev.illegal.follow"
    assert refuse(state, Play(c("8H"))) == "sev.illegal.not_in_hand"
    acts(state, "1:2C")
    assert legal_cards(state) == ids("8H 6H")  # void in clubs, holds trumps: must trump
    assert refuse(state, Play(c("QD"))) == "sev.illegal.must_trump"
    acts(state, "2:6H")
    assert state.current_player == 2  # SEV-5.3: the trump takes the trick; its winner leads
    assert sorted(state.won[2]) == ids("3C 2C 6H")
    acts(state, "2:QD")
    assert legal_cards(state) == [c("KD")]
    acts(state, "0:KD")
    assert legal_cards(state) == ids("5D 7D")
    acts(state, "1:5D 0:4H")  # KD took the trick; seat 0 leads a trump
    assert legal_cards(state) == ids("KC 7D 6S 8S")  # no trump to follow with: any card
    acts(state, "1:KC")
    assert legal_cards(state) == [c("8H")]  # trump led: follow with trump
    assert refuse(state, Play(c("TS"))) == "sev.illegal.follow"
    acts(state, "2:8H 2:JD")
    assert legal_cards(state) == ids("AC 2S 9S")  # void in diamonds and trumps: any card
    acts(state, "0:AC 1:7D")
    # SEV-5.3: the off-suit ace does not win; the highest diamond does.
    assert state.current_player == 2
    assert sorted(state.won[2]) == ids("3C 2C 6H 4H KC 8H JD AC 7D")
    assert sorted(state.won[0]) == ids("QD KD 5D")


def test_no_duty_to_over_trump_and_the_highest_trump_wins() -> None:
    """SEV-5.2 (b), SEV-5.3: a void player may under-trump; the highest trump takes the trick."""
    state = deal(["2C 3C 4C 5C 6C 7C", "9H 2D 3D 4D 6D 7D", "3H QH 2S 3S 4S 6S"], "5H")
    acts(state, "0:accept 0:2C")
    assert legal_cards(state) == [c("9H")]
    acts(state, "1:9H")
    assert legal_cards(state) == ids("3H QH")
    acts(state, "2:3H")
    assert state.current_player == 1
    assert state.last_trick == ((0, c("2C")), (1, c("9H")), (2, c("3H")))


def test_two_players_the_pair_belongs_to_the_leader() -> None:
    """SEV-5.3, SEV-A11: a card that neither follows nor trumps loses to the card led, however high."""
    state = deal(["2C 3C 4C 6C 7C 8C", "AS KS QS AD KD QD"], "5H")
    acts(state, "0:accept 0:2C")
    assert legal_cards(state) == ids("AS KS QS AD KD QD")
    acts(state, "1:AS")
    assert state.current_player == 0
    assert [sorted(w) for w in state.won] == [ids("2C AS"), []]


def test_follow_or_trump_option() -> None:
    """SEV-9 ``follow=follow_or_trump``: holding the suit led, follow or trump; void, any card."""
    state = deal(["2C 3C 4C 6C 7C 8C", "5C 2H 4D 2S 3S 4S"], "5H", options={"follow": "follow_or_trump"})
    acts(state, "0:accept 0:2C")
    assert legal_cards(state) == ids("5C 2H")
    assert refuse(state, Play(c("4D"))) == "sev.illegal.follow_or_trump"
    acts(state, "1:2H 1:2S")  # trumped while holding a club: allowed, and it wins
    assert legal_cards(state) == ids("3C 4C 6C 7C 8C")  # void in spades: any card
    acts(state, "0:3C")
    assert legal_cards(state) == ids("5C 4D 3S 4S")  # seat 1 won with the spade led: leads anything
    acts(state, "1:4D")
    assert legal_cards(state) == ids("4C 6C 7C 8C")  # void in diamonds and trumps


def test_follow_or_trump_with_trump_led() -> None:
    """SEV-9 ``follow_or_trump``: trump led, a trump holder must follow with trump; without one, any card."""
    state = deal(["2H 3C 4C 6C 7C 8C", "5C 3H 4D 2S 3S 4S"], "5H", options={"follow": "follow_or_trump"})
    acts(state, "0:accept 0:2H")
    assert legal_cards(state) == [c("3H")]
    assert refuse(state, Play(c("5C"))) == "sev.illegal.follow_or_trump"
    acts(state, "1:3H 1:5C")
    assert legal_cards(state) == ids("3C 4C 6C 7C 8C")


# --------------------------------------------------------------------------- SEV-6, SEV-7 hand points


def test_high_low_jack_game_and_precedence_on_a_two_two_tie() -> None:
    """SEV-6.1 to SEV-6.5, SEV-7.2, SEV-7.3, SEV-A2, SEV-A5, SEV-A15: S1 gives 2-2; High decides for
    Vorhand. Game goes to the dealer on the side-suit ten and queen: Augen count in every suit."""
    state = played_s1()
    r = result(state)
    assert (r.high_card, r.low_card) == (c("AH"), c("2H"))
    assert (r.high, r.low, r.jack, r.game) == (0, 1, 0, 1)
    assert r.augen == (8, 12)
    assert r.counts == (2, 2)
    assert (r.winner, r.why, r.recorded) == (0, "precedence", (2, 0))
    assert state.scores == [2, 0]
    assert state.results == [(2, 0)]


def test_winner_takes_all_and_a_losing_acceptor_pays_nothing() -> None:
    """SEV-7.2, SEV-7.3, SEV-A4, SEV-A7: 3-1 for the dealer: he records 3, Vorhand 0 and no penalty."""
    state = deal(S2, "5H")
    acts(state, "0:accept")
    acts(state, S2_PLAY)
    r = result(state)
    assert r.counts == (1, 3)
    assert (r.winner, r.why, r.recorded) == (1, "most", (0, 3))
    assert state.scores == [0, 3]


# H3: 2 players, hearts trump; in play KH (seat 0), 9H and 3H (seat 1); AH, 2H and JH lie in the stock.
H3 = ("KH 2C 3C 4C 6C 7C", "9H 3H 2D 3D 4D 6D")
# 2C 3H (1), 2D KH (0; void, must trump), 3C 9H (1), then seat 1 leads 3D 4D 6D; seat 0 throws clubs.
H3_PLAY = "0:accept 0:2C 1:3H 1:2D 0:KH 0:3C 1:9H 1:3D 0:4C 1:4D 0:6C 1:6D 0:7C"


def test_high_and_low_are_the_highest_and_lowest_trump_in_play() -> None:
    """SEV-6.1, SEV-6.2, SEV-6.3, SEV-A2, SEV-A3: High KH and Low 3H though neither is an ace or a two; KH
    counts although it was not led; the trump jack is not in play, so nobody has Jack."""
    state = deal(H3, "5H")
    acts(state, H3_PLAY)
    r = result(state)
    assert (r.high_card, r.low_card) == (c("KH"), c("3H"))
    assert (r.high, r.low, r.jack, r.game) == (0, 1, -1, 0)
    assert r.augen == (3, 0)
    assert (r.counts, r.winner, r.recorded) == ((2, 1), 0, (2, 0))


def test_literal_ace_two_scores_only_the_trump_ace_and_two() -> None:
    """SEV-A2 ``high_low=literal_ace_two``: with AH and 2H out of play nobody has High or Low."""
    state = deal(H3, "5H", options={"high_low": "literal_ace_two"})
    acts(state, H3_PLAY)
    r = result(state)
    assert (r.high_card, r.low_card) == (-1, -1)
    assert (r.high, r.low, r.jack, r.game) == (-1, -1, -1, 0)
    assert (r.counts, r.winner, r.recorded) == ((1, 0), 0, (1, 0))


def test_literal_ace_two_with_both_in_play() -> None:
    """SEV-A2 ``literal_ace_two``: AH and 2H in play score as usual."""
    r = result(played_s1(options={"high_low": "literal_ace_two"}))
    assert (r.high_card, r.low_card) == (c("AH"), c("2H"))
    assert (r.high, r.low) == (0, 1)


def test_literal_ace_two_with_only_the_ace_in_play() -> None:
    """SEV-A2 ``literal_ace_two``: the ace is in play, the two is not: High only."""
    hands = ("AH 2C 3C 4C 6C 7C", "9H 3H 2D 3D 4D 6D")
    state = deal(hands, "5H", options={"high_low": "literal_ace_two"})
    acts(state, H3_PLAY.replace("KH", "AH"))
    r = result(state)
    assert (r.high_card, r.low_card, r.high, r.low) == (c("AH"), -1, 0, -1)
    assert r.counts == (2, 0)


# H4: one trump in play (7H, Vorhand); the dealer can never follow, so Vorhand takes every trick.
H4 = ("7H 2C 3C 4C 6C 7C", "2D 3D 4D 6D 7D 8D")
H4_PLAY = "0:2C 1:2D 0:3C 1:3D 0:4C 1:4D 0:6C 1:6D 0:7C 1:7D 0:7H 1:8D"


def test_one_trump_in_play_is_both_high_and_low() -> None:
    """SEV-6.2, SEV-6.4: 7H is the only trump in play: High and Low; Game on a 0-0 tie to the non-dealer."""
    state = deal(H4, "5H")
    acts(state, "0:accept")
    acts(state, H4_PLAY)
    r = result(state)
    assert (r.high_card, r.low_card) == (c("7H"), c("7H"))
    assert (r.high, r.low, r.jack, r.game) == (0, 0, -1, 0)
    assert r.augen == (0, 0)
    assert (r.counts, r.recorded) == ((3, 0), (3, 0))


# H5: no trump in play; the dealer takes every trick, but all cards are worth 0 Augen.
H5 = ("2C 3C 4C 2D 3D 4D", "5C 6C 7C 5D 6D 7D")
H5_PLAY = "0:accept 0:2C 1:5C 1:5D 0:2D 1:6C 0:3C 1:6D 0:3D 1:7C 0:4C 1:7D 0:4D"


def test_no_trump_in_play_and_a_zero_zero_game_goes_to_the_non_dealer() -> None:
    """SEV-6.2, SEV-6.4, SEV-A6: no High, no Low, no Jack; Game at 0-0 goes to Vorhand, who took no trick."""
    state = deal(H5, "5H")
    acts(state, H5_PLAY)
    assert state.last_result is not None
    r = result(state)
    assert state.results == [(1, 0)]
    assert (r.high, r.low, r.jack, r.game) == (-1, -1, -1, 0)
    assert (r.high_card, r.low_card) == (-1, -1)
    assert r.augen == (0, 0)
    assert (r.counts, r.winner, r.recorded) == ((1, 0), 0, (1, 0))


def test_game_point_tie_none_can_leave_a_hand_without_points() -> None:
    """SEV-A6 ``game_point_tie=none``: nobody gets Game on a tie; with no other point nobody records, and
    the next hand is dealt as usual."""
    state = deal(H5, "5H", options={"game_point_tie": "none"})
    acts(state, H5_PLAY)
    r = result(state)
    assert r.game == -1
    assert (r.counts, r.winner, r.recorded) == ((0, 0), -1, (0, 0))
    assert state.scores == [0, 0]
    assert state.results == [(0, 0)]
    assert (state.hand_no, state.dealer, state.phase) == (2, 0, "propose")


# H6: 2 players; High 9H (dealer), Low 3H (Vorhand), no Jack, no Augen at all.
H6 = ("3H 2C 3C 4C 6C 7C", "9H 2D 3D 4D 6D 7D")
# 2C 9H (1; must trump), 2D 3H (0; must trump), then Vorhand leads clubs; the dealer throws diamonds.
H6_PLAY = "0:accept 0:2C 1:9H 1:2D 0:3H 0:3C 1:3D 0:4C 1:4D 0:6C 1:6D 0:7C 1:7D"


@pytest.mark.parametrize(
    ("options", "counts", "winner", "why", "recorded"),
    [
        ({}, (2, 1), 0, "most", (2, 0)),
        ({"count_tie": "literal"}, (2, 1), 0, "most", (2, 0)),
        ({"game_point_tie": "none"}, (1, 1), 1, "precedence", (0, 1)),
        ({"game_point_tie": "none", "count_tie": "literal"}, (1, 1), 0, "non_dealer", (1, 0)),
        ({"hand_scoring": "independent"}, (2, 1), 0, "most", (2, 1)),
    ],
)
def test_tie_rules_two_players(
    options: dict[str, str], counts: tuple[int, int], winner: int, why: str, recorded: tuple[int, int]
) -> None:
    """SEV-7.2, SEV-A5, SEV-A6: a 1-1 tie goes to High by precedence, to the non-dealer under
    ``count_tie=literal``; the Game tie goes to the non-dealer unless ``game_point_tie=none``."""
    state = deal(H6, "5H", options=options)
    acts(state, H6_PLAY)
    r = result(state)
    assert (r.high, r.low, r.jack) == (1, 0, -1)
    assert r.game == (-1 if options.get("game_point_tie") == "none" else 0)
    assert (r.counts, r.winner, r.why, r.recorded) == (counts, winner, why, recorded)
    assert state.scores == list(recorded)


def test_literal_count_tie_still_uses_precedence_at_two_two() -> None:
    """SEV-A5 ``count_tie=literal``: a 2-2 tie is decided by precedence, as the sheet says."""
    r = result(played_s1(options={"count_tie": "literal"}))
    assert (r.counts, r.winner, r.why, r.recorded) == ((2, 2), 0, "precedence", (2, 0))


# H8, 3 players, hearts trump, dealer seat 2: High AH (seat 2), Low 3H (seat 1), no Jack, Augen 10-10-4.
H8 = ("TC 2S 3S 4S 6S 7S", "TD 3H 2C 3C 4C 6C", "AH 2D 3D 4D 6D 7D")
# 2S 3H AH (2: both void must trump), 2D 3S TD (1), 2C 3D TC (0), then seat 0's spades take the rest.
H8_PLAY = "0:2S 1:3H 2:AH 2:2D 0:3S 1:TD 1:2C 2:3D 0:TC 0:4S 1:3C 2:4D 0:6S 1:4C 2:6D 0:7S 1:6C 2:7D"


def rotated(hands: Sequence[str], script: str, r: int) -> tuple[list[str], str]:
    """The same deal with every seat s moved to seat (s + r) % 3."""
    moved = [hands[(s - r) % 3] for s in range(3)]
    tokens = [f"{(int(t.split(':')[0]) + r) % 3}:{t.split(':')[1]}" for t in script.split()]
    return moved, " ".join(tokens)


@pytest.mark.parametrize("r", [0, 2])
@pytest.mark.parametrize(
    ("options", "game", "winner", "why"),
    [
        ({}, 0, 2, "precedence"),
        ({"count_tie": "literal"}, 0, 0, "non_dealer"),
        ({"game_point_tie": "none"}, -1, 2, "precedence"),
        ({"game_point_tie": "none", "count_tie": "literal"}, -1, 1, "non_dealer"),
    ],
)
def test_tie_rules_three_players(r: int, options: dict[str, str], game: int, winner: int, why: str) -> None:
    """SEV-6.4, SEV-7.2, SEV-A5, SEV-A6, SEV-A17: with 3 players a Game tie goes to the elder tied player;
    a 1-1-1 tie to High by precedence or, under ``count_tie=literal``, to the elder tied player. The seats
    are also rotated by two so that elder order and seat numbers differ (dealer 1, Vorhand 2)."""
    hands, script = rotated(H8, H8_PLAY, r)
    state = deal(hands, "5H", dealer=(2 + r) % 3, options=options)
    acts(state, f"{r % 3}:accept " + script)
    seat = [(s + r) % 3 for s in range(3)]  # where each seat of H8 sits now
    res = result(state)
    assert res.augen == tuple([10, 10, 4][(s - r) % 3] for s in range(3))
    assert (res.high, res.low, res.jack) == (seat[2], seat[1], -1)
    assert res.game == (seat[game] if game >= 0 else -1)
    assert res.winner == seat[winner]
    assert res.why == why
    assert sum(res.recorded) == 1
    assert res.recorded[seat[winner]] == 1
    # SEV-1.3: the deal passes clockwise.
    assert state.dealer == (2 + r + 1) % 3
    assert state.current_player == (2 + r + 2) % 3


# H9, 4 players, dealer seat 3 (team 1): AH seat 0 and 2H seat 2 are partners; team 1 wins Game only by
# pooling: seat 1 takes KC (3), seat 3 KD (3), seat 0 AH (4).
H9 = ("AH 2C 2D 2S 3C 3D", "KC 4C 4D 4S 5C 5D", "2H 6C 6D 6S 7C 7D", "KD 9S 8C 8D 8S 9C")
H9_PLAY = (
    "0:accept 0:AH 1:4S 2:2H 3:8S 0:2C 1:KC 2:6C 3:8C 1:4D 2:6D 3:KD 0:2D "
    "3:9S 0:2S 1:4C 2:6S 3:9C 0:3C 1:5C 2:7C 3:8D 0:3D 1:5D 2:7D"
)


def test_four_players_pool_points_per_team() -> None:
    """SEV-1.1, SEV-1.2, SEV-A12: partners pool High, Low and Augen; scores are per team."""
    state = deal(H9, "5H")
    acts(state, H9_PLAY)
    r = result(state)
    assert (r.high_card, r.low_card) == (c("AH"), c("2H"))
    assert (r.high, r.low, r.jack, r.game) == (0, 0, -1, 1)
    assert r.augen == (4, 6)
    assert (r.counts, r.winner, r.recorded) == ((2, 1), 0, (2, 0))
    assert state.scores == [2, 0]
    assert state.view(1).facts.scores == (2, 0, 2, 0)
    assert state.dealer == 0


# R1 (SEV-7.5): refused twice, the dealer records 1 before play; KC then makes clubs trump. In play: AC
# (dealer: High), 2C and 3C (Vorhand: Low), TD (Vorhand takes it: Game 10 to 4).
R1 = ("2C 3C TD 3S 4S 6S", "AC 2D 3D 4D 6D 7D")
R1_STOCK = "7H 8H 9H 8S 9S 8D KC"


def test_points_recorded_before_play_do_not_count_in_the_comparison() -> None:
    """SEV-7.5: the dealer's refusal point is not a hand point: Vorhand wins 2-1 (not a 2-2 lost on High)."""
    state = deal(R1, "5H", R1_STOCK)
    acts(state, "0:refuse 1:ask 0:refuse")
    assert state.scores == [0, 1]
    assert state.trump == CLUBS
    discard(state, 0, "7H 8H 9H")
    discard(state, 1, "8S 9S 8D")
    # 3S AC (1; void, must trump), 2D TD (0), then Vorhand leads 3C 2C 4S 6S; the dealer throws diamonds.
    acts(state, "0:3S 1:AC 1:2D 0:TD 0:3C 1:3D 0:2C 1:4D 0:4S 1:6D 0:6S 1:7D")
    r = result(state)
    assert (r.high, r.low, r.jack, r.game) == (1, 0, -1, 0)
    assert r.augen == (10, 4)
    assert (r.counts, r.winner, r.why, r.recorded) == ((2, 1), 0, "most", (2, 0))
    assert state.scores == [2, 1]
    assert state.results == [(2, 1)]  # what each party recorded in the whole hand


# --------------------------------------------------------------------------- SEV-8 end of game, SEV-1.3


def test_the_game_ends_when_a_party_reaches_seven() -> None:
    """SEV-8.1, SEV-8.2, SEV-A1: 5 + 2 = 7 wins at once; the other party records nothing; no new deal."""
    state = played_s1(scores=[5, 6])
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.outcome.scores == (7, 6)
    assert state.scores == [7, 6]
    assert (state.phase, state.hand_no, state.dealer) == ("over", 1, 1)
    assert state.results == [(2, 0)]
    assert state.legal_actions() == []
    assert state.view(None).facts.winners == (0,)


def test_six_is_not_enough() -> None:
    """SEV-8.1, SEV-A1: 4 + 2 = 6 does not win; the next hand is dealt."""
    state = played_s1(scores=[4, 6])
    assert not state.is_over
    assert state.scores == [6, 6]
    assert state.phase == "propose"


@pytest.mark.parametrize(("target", "over"), [(2, True), (3, False), (8, False)])
def test_target_option(target: int, over: bool) -> None:
    """SEV-8.1, SEV-A1 ``target``: the game ends on reaching the target, not before."""
    state = played_s1(options={"target": target})
    assert state.is_over is over
    assert state.scores == [2, 0]
    if over:
        assert state.outcome is not None
        assert state.outcome.winners == (0,)
    state8 = played_s1(scores=[5, 0], options={"target": 8})
    assert not state8.is_over
    assert state8.scores == [7, 0]


def test_team_wins_together() -> None:
    """SEV-8.1, SEV-A12: with 4 players both partners win."""
    state = deal(H9, "5H", scores=[5, 6])
    acts(state, H9_PLAY)
    assert state.outcome is not None
    assert state.outcome.winners == (0, 2)
    assert state.outcome.scores == (7, 6, 7, 6)


def test_the_deal_passes_clockwise_after_a_completed_hand() -> None:
    """SEV-1.3, SEV-A13: after the hand the next seat deals a fresh shuffle; its left neighbour is Vorhand."""
    state = played_s1(seed=11)
    assert (state.dealer, state.vorhand, state.hand_no) == (0, 1, 2)
    assert state.current_player == 1
    assert [len(h) for h in state.hands] == [6, 6]
    assert state.hands != [ids(h) for h in S1]
    assert state.deal_no == 2
    assert (state.trump, state.bonus, state.runs, state.tricks) == (-1, -1, [], 0)
    assert state.won == [[], []]
    assert state.recorded == [0, 0]
    assert all_cards(state) == list(range(52))


# --------------------------------------------------------------------------- SEV-9 and other options


def test_turned_up_jack_scores_nothing_by_default() -> None:
    """SEV-6.3, SEV-A14: the turned-up JH is not in play: nobody scores for it, nobody gets Jack."""
    state = deal(H4, "JH")
    assert state.scores == [0, 0]
    acts(state, "0:accept")
    acts(state, H4_PLAY)
    r = result(state)
    assert r.jack == -1
    assert state.scores == [3, 0]


def test_turned_jack_point_gives_the_dealer_a_point_at_once() -> None:
    """SEV-9 ``turned_jack_point``: the turned-up JH gives the dealer +1 before play; still no Jack point."""
    state = deal(H4, "JH", options={"turned_jack_point": True})
    assert state.scores == [0, 1]
    assert state.phase == "propose"
    acts(state, "0:accept")
    acts(state, H4_PLAY)
    assert result(state).jack == -1
    assert state.results == [(3, 1)]
    # The next hand, dealt by seat 0, may turn up a jack too.
    assert state.scores == [3 + (state.turnup // 4 + 2 == 11), 1]


@pytest.mark.parametrize(("n", "scores", "winners"), [(2, [0, 6], (1,)), (4, [0, 6], (1, 3))])
def test_turned_jack_point_can_end_the_game_at_the_deal(
    n: int, scores: list[int], winners: tuple[int, ...]
) -> None:
    """SEV-9, SEV-8.1: the dealer's side at 6 turns up a jack: the game is over before anyone acts."""
    hands = ["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S", "8C 9C TC 8D 9D TD"][:n]
    state = deal(hands, "JH", scores=scores, options={"turned_jack_point": True})
    assert state.is_over
    assert state.outcome is not None
    assert state.outcome.winners == winners
    assert state.scores == [0, 7]


def test_turned_jack_point_for_a_jack_that_becomes_trump_in_a_run() -> None:
    """SEV-9 ``turned_jack_point``: a run turns up JS, which becomes trump: the dealer scores."""
    for flag, expected in ((False, [0, 0]), (True, [0, 1])):
        state = deal(S1, "5H", "9C 8C 7C 9D 8D 7D JS", options={"turned_jack_point": flag})
        acts(state, "0:refuse 1:run")
        assert state.trump == SPADES
        assert state.scores == expected


def test_a_jack_set_aside_while_running_scores_nothing() -> None:
    """SEV-9 ``turned_jack_point``: JH turned up in a run of hearts neither proposes nor becomes trump."""
    state = deal(H4, "5H", "9C 8C TC 9D TD 5D JH  AC KC QC AD KD QD 9S", options={"turned_jack_point": True})
    acts(state, "0:refuse 1:run")
    assert state.runs == [c("JH"), c("9S")]
    assert state.trump == SPADES
    assert state.scores == [0, 0]


TRAD = {"trump_making": "traditional"}


def test_traditional_stand() -> None:
    """SEV-9 ``trump_making=traditional``: Vorhand stands; the trump is made, nobody scores."""
    state = deal(S1, "5H", options=TRAD)
    assert state.legal_actions() == [ACCEPT, REFUSE]
    assert prompt_key(state, 0) == "sev.prompt.stand"
    act(state, 0, "accept")
    assert (state.trump, state.phase, state.scores, state.bonus) == (HEARTS, "play", [0, 0], -1)


@pytest.mark.parametrize(
    ("n", "dealer", "after"),
    [(2, 1, [1, 0]), (3, 2, [1, 1, 0]), (3, 0, [0, 1, 1]), (4, 3, [1, 0]), (4, 0, [0, 1])],
)
def test_traditional_beg_and_give(n: int, dealer: int, after: list[int]) -> None:
    """SEV-9: Vorhand begs; the dealer gives one: Vorhand's side +1 (with 3 players each non-dealer),
    the trump stands and Vorhand leads."""
    hands = ["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S", "8C 9C TC 8D 9D TD"][:n]
    state = deal(hands, "5H", dealer=dealer, options=TRAD)
    vorhand = (dealer + 1) % n
    act(state, vorhand, "refuse")
    assert state.legal_actions() == [GIVE, RUN]
    assert refuse(state, ASK) == "sev.illegal.not_now"
    act(state, dealer, "give")
    assert state.scores == after
    assert (state.trump, state.phase, state.current_player) == (HEARTS, "play", vorhand)
    assert state.runs == []


@pytest.mark.parametrize(
    ("n", "scores", "target"),
    [(2, [6, 0], 7), (3, [0, 6, 0], 7), (3, [6, 0, 0], 7), (4, [6, 0], 7), (2, [2, 0], 3)],
)
def test_traditional_give_refused_when_it_would_reach_the_target(
    n: int, scores: list[int], target: int
) -> None:
    """SEV-9: the dealer may not give a point that puts a receiver out; he must run."""
    hands = ["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S", "8C 9C TC 8D 9D TD"][:n]
    state = deal(hands, "5H", scores=scores, options={**TRAD, "target": target})
    act(state, 0, "refuse")
    assert state.legal_actions() == [RUN]
    assert refuse(state, GIVE) == "sev.illegal.give_wins"


def test_traditional_give_allowed_when_only_the_dealer_is_close() -> None:
    """SEV-9: the dealer's own score does not stop a gift."""
    hands = ["2C 3C 4C 5C 6C 7C", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S"]
    state = deal(hands, "5H", scores=[5, 5, 6], options=TRAD)
    act(state, 0, "refuse")
    assert state.legal_actions() == [GIVE, RUN]
    act(state, 2, "give")
    assert state.scores == [6, 6, 6]
    assert not state.is_over


def test_traditional_run_and_no_second_beg() -> None:
    """SEV-9, SEV-4.4, SEV-4.5: the dealer runs; the new trump stands, there is no second beg."""
    state = deal(S1, "5H", D1_STOCK, options=TRAD)
    acts(state, "0:refuse 1:run")
    assert state.trump == CLUBS
    assert state.phase == "discard"
    assert all(type(a) is Discard for a in state.legal_actions())
    assert refuse(state, REFUSE) == "sev.illegal.discard_first"
    discard(state, 0, "AC JC 9D")
    discard(state, 1, "2C 8D 7D")
    assert state.phase == "play"
    assert refuse(state, REFUSE) == "sev.illegal.trump_made"
    assert refuse(state, GIVE) == "sev.illegal.trump_made"
    assert state.scores == [0, 0]


def test_seed_dialogue_has_no_give_and_the_traditional_no_ask() -> None:
    """SEV-4.2, SEV-9: GIVE belongs to the traditional dialogue only, ASK to the seed's."""
    seed_state = deal(S1, "5H")
    assert refuse(seed_state, GIVE) == "sev.illegal.not_now"
    assert refuse(seed_state, ASK) == "sev.illegal.not_now"
    assert refuse(seed_state, RUN) == "sev.illegal.not_now"
    act(seed_state, 0, "refuse")
    assert refuse(seed_state, GIVE) == "sev.illegal.not_now"
    assert refuse(seed_state, ACCEPT) == "sev.illegal.not_now"
    trad = deal(S1, "5H", options=TRAD)
    act(trad, 0, "refuse")
    assert refuse(trad, ASK) == "sev.illegal.not_now"
    assert refuse(trad, REFUSE) == "sev.illegal.not_now"


def test_independent_scoring_records_every_point() -> None:
    """SEV-9 ``hand_scoring=independent``: High and Jack to seat 0, Low and Game to seat 1."""
    state = played_s1(options={"hand_scoring": "independent"})
    assert result(state).recorded == (2, 2)
    assert state.scores == [2, 2]


@pytest.mark.parametrize(
    ("scores", "final", "winner"),
    [([6, 6], [7, 6], 0), ([5, 6], [6, 7], 1), ([5, 5], [7, 6], 0), ([4, 5], [6, 7], 1)],
)
def test_independent_scoring_counts_out_high_low_jack_game(
    scores: list[int], final: list[int], winner: int
) -> None:
    """SEV-9: when two could reach 7 the points count in the order High, Low, Jack, Game (S1: High 0,
    Low 1, Jack 0, Game 1); the first to 7 wins and the rest is not recorded."""
    state = played_s1(scores=scores, options={"hand_scoring": "independent"})
    assert state.outcome is not None
    assert state.outcome.winners == (winner,)
    assert state.scores == final


def test_traditional_preset_plays_a_whole_hand() -> None:
    """SEV-9 TRADITIONAL: stand, follow or trump, every point to whoever earns it."""
    state = played_s1(options=TRADITIONAL)
    assert state.results == [(2, 2)]
    assert state.scores == [2 + (state.turnup // 4 + 2 == 11), 2]  # the next deal's turned jack
    assert result(state).recorded == (2, 2)


# --------------------------------------------------------------------------- views, actions, refusals


def test_views_hide_other_hands_discards_and_the_stock() -> None:
    """SEV-4.5, SEV-5.4: hands, discards and the stock are hidden; turn-ups and played cards are public."""
    state = deal(S1, "5H", D1_STOCK)
    acts(state, "0:refuse 1:run")
    discard(state, 0, "AC JC 9D")
    discard(state, 1, "2C 8D 7D")
    acts(state, "0:AH 1:2H 0:KH")
    stock = set(state.stock)
    for seat, other in ((0, 1), (1, 0)):
        view = state.view(seat)
        assert sorted(view.zone("hand", seat).cards) == state.hands[seat]
        assert view.zone("hand", other).cards == (HIDDEN,) * len(state.hands[other])
        assert sorted(view.zone("discard", seat).cards) == state.discards[seat]
        assert view.zone("discard", other).cards == (HIDDEN,) * 3
        assert view.zone("stock").cards == (HIDDEN,) * len(stock)
        assert view.zone("turnup").cards == (c("5H"),)
        assert view.zone("runs").cards == (c("KC"),)
        assert view.zone("trick").cards == (c("KH"),)
        assert sorted(view.zone("won", 0).cards) == ids("AH 2H")
        assert view.zone("won", 0).face_up is False  # SEV-5.4: kept face down (but seen when played)
        hidden = set(state.hands[other]) | set(state.discards[other]) | stock
        assert not hidden & set(view.visible_cards())
    onlooker = state.view(None)
    assert not (set(state.hands[0]) | set(state.hands[1]) | stock) & set(onlooker.visible_cards())
    assert onlooker.prompt is None
    assert prompt_key(state, 1) == "sev.prompt.play"


def test_events_show_run_cards_and_discards_to_their_owner_only() -> None:
    """SEV-4.4, SEV-4.5: the cards run to a hand and the discards reach the others face down."""
    state = deal(S1, "5H", D1_STOCK)
    act(state, 0, "refuse")
    events = state.apply(RUN)
    events += state.apply(Discard(c("AC")))
    moves = [e for e in events if isinstance(e, CardsMoved)]
    to_hand0 = next(e for e in moves if e.dst == ("hand", 0))
    to_discard0 = next(e for e in moves if e.dst == ("discard", 0))
    to_runs = next(e for e in moves if e.dst == ("runs",))
    assert sorted(to_hand0.for_seat(0).cards) == ids("AC JC 9D")
    assert to_hand0.for_seat(1).cards == (HIDDEN,) * 3
    assert to_hand0.for_seat(None).cards == (HIDDEN,) * 3
    assert to_discard0.for_seat(0).cards == (c("AC"),)
    assert to_discard0.for_seat(1).cards == (HIDDEN,)
    assert to_runs.for_seat(1).cards == (c("KC"),)  # the new trump card is turned face up


def test_all_hands_show_when_the_game_is_over() -> None:
    """SEV-8.1: once the game is over every hand is shown; discards and the stock stay hidden."""
    state = deal(S1, "5H", scores=[0, 6])
    acts(state, "0:refuse 1:ask 0:refuse")
    assert state.is_over
    view = state.view(None)
    assert sorted(view.zone("hand", 0).cards) == ids(S1[0])
    assert sorted(view.zone("hand", 1).cards) == ids(S1[1])
    assert view.zone("stock").hidden_count == 39


def test_action_texts_round_trip() -> None:
    """Every action's text parses back to it; other texts are refused."""
    actions: list[Action] = [ACCEPT, REFUSE, RUN, ASK, GIVE]
    actions += [Play(x) for x in range(52)] + [Discard(x) for x in range(52)]
    for a in actions:
        assert SEVEN_UP.parse_action(str(a)) == a
    assert str(Play(c("TC"))) == "play TC"
    assert str(Discard(c("QH"))) == "discard QH"
    assert SEVEN_UP.parse_action("play 10H") == Play(c("TH"))
    assert {str(a) for a in (ACCEPT, REFUSE, RUN, ASK, GIVE)} == {"accept", "refuse", "run", "ask", "give"}
    for bad in ("play JK", "play", "stand", "discard 1H", "accept now", "", "play QH KH"):
        with pytest.raises(InvalidAction, match=r"not a|no joker"):
            SEVEN_UP.parse_action(bad)


def test_refusals_in_each_phase() -> None:
    """SEV-4, SEV-5: moves out of turn or phase are refused with a reason; the state stays as it was."""
    state = deal(S1, "5H")
    assert refuse(state, Play(c("AH"))) == "sev.illegal.trump_first"
    assert refuse(state, Decide("pass")) == "sev.illegal.not_now"
    act(state, 0, "refuse")
    assert refuse(state, Play(c("2H"))) == "sev.illegal.trump_first"
    act(state, 1, "ask")
    assert refuse(state, ASK) == "sev.illegal.not_now"
    act(state, 0, "accept")
    assert refuse(state, ACCEPT) == "sev.illegal.trump_made"
    assert refuse(state, RUN) == "sev.illegal.trump_made"
    assert refuse(state, Discard(c("AH"))) == "sev.illegal.no_discard"
    assert refuse(state, Play(c("2H"))) == "sev.illegal.not_in_hand"
    assert refuse(state, Play(c("5H"))) == "sev.illegal.not_in_hand"
    not_seven_up: Any = object()
    assert refuse(state, not_seven_up) == "illegal.not_an_action"


def test_history_and_record_replay_a_scripted_hand() -> None:
    """A scripted game replays from its record (section 5: decisions are explicit actions)."""
    state = SEVEN_UP.new_state(3, 21)
    assert isinstance(state, SevenUpState)
    while not state.is_over and state.hand_no < 3:
        state.apply(state.legal_actions()[-1])
    replayed = state.record().replay(SEVEN_UP)
    assert replayed == state
    assert [str(a) for a in replayed.history] == list(state.record().actions)
