"""A partner's trick in four-player Seven-up: when a bot must trump it or may throw a card on it.

Named positions from explicit deals (``SevenUpState.from_deal``; the dealer is seat 3, so seat 0
leads; seats 0 and 2 play against 1 and 3). Every level is asked: easy by its rules (without its
one-in-five random card), normal, hard with a fixed number of simulations and at the table's
budget, and the coach's first pick.

The play-test's M1 is the first position: the player led A♠, Ada followed Q♠, and Ben (hard),
void in spades, had to trump (SEV-5.2) with 10♦ or Q♦; he played 10♦ and Cleo, void in spades
too, took it with J♦. Seen from Ben's seat, where Cleo's cards are unknown, 10♦ is the better
card: Cleo still holds a spade in most deals, and then 10♦ banks the trump ten on a trick that
is safe. The exact solver, run on the deals Ben's seat allows, says so; only the cards shown
afterwards made it look like a blunder. Once Cleo has shown that she is void in spades and holds
trumps, the same choice is Q♦ (the second position), and that is what every level must play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from cardgames.ai import bot_decision, make_bot
from cardgames.ai.coach import advise, prepare
from cardgames.ai.ismcts import HardBot
from cardgames.engine import Action, Bot, FrenchCard
from cardgames.games.seven_up import SEVEN_UP, TRADITIONAL, Play, SevenUpState
from cardgames.games.seven_up.bots import EasyBot, NormalBot
from cardgames.games.seven_up.endgame import solve
from cardgames.games.seven_up.heuristics import settled

HOOKS = SEVEN_UP.search_hooks()


def c(text: str) -> int:
    """The id of a card written like ``"QD"``."""
    return int(FrenchCard.parse(text))


def position(hands: Sequence[str], turnup: str, moves: str, stock: str = "", **kw: object) -> SevenUpState:
    """The hand dealt as written, after ``moves`` (``"accept, play AS, ..."``), each of them legal."""
    state = SevenUpState.from_deal([h.split() for h in hands], turnup, stock=stock.split(), **kw)  # type: ignore[arg-type]
    for text in moves.split(", "):
        action = SEVEN_UP.parse_action(text)
        assert action in state.legal_actions(), text
        state.apply(action)
    return state


def rules_easy() -> EasyBot:
    """The easy bot by its rules only (its random card switched off)."""
    bot = EasyBot()
    bot.slip = 0.0
    return bot


def choices(state: SevenUpState, bot: Bot[SevenUpState], seeds: int) -> set[Action]:
    """What ``bot`` plays for the seat on turn, over ``seeds`` samples of the hidden cards."""
    return {bot_decision(bot, state, random.Random(k)) for k in range(seeds)}


def every_level(state: SevenUpState, hard_seeds: int) -> dict[str, set[Action]]:
    """Each level's cards in ``state``: easy's rules, normal, hard (2,000 simulations, and the table's
    0.3 s), and the coach's first pick."""
    seat = state.current_player
    assert seat is not None
    coach = {
        advise(
            prepare(state, seat, random.Random(k)), seat, random.Random(k), HOOKS, iterations=2000
        ).best.action
        for k in range(2)
    }
    return {
        "easy": choices(state, rules_easy(), 4),
        "normal": choices(state, NormalBot(), 4),
        "hard 2000 simulations": choices(state, HardBot(HOOKS, seconds=60.0, iterations=2000), hard_seeds),
        "hard at the table": choices(state, make_bot(SEVEN_UP, "hard"), 3),
        "coach": coach,
    }


# ------------------------------------------------------------------ M1, as Ben saw it

#: The play-test's hand (M1): hearts proposed (4H), refused twice (the dealer's team scores, 0:4),
#: the cards run and K♦ turned up; everybody discards three. The player (seat 0) holds A♠, Ada
#: (seat 1) Q♠, Ben (seat 2) 9♥ 10♥ 10♦ J♣ J♥ Q♦, Cleo (seat 3, the dealer) J♦ and no spade.
M1_HANDS = ("AS AD 7S 5C 8H 3H", "QS 2D KC 6H 4D 8C", "9H TH JC JH 2C 3S", "JD 7D AH KH 9C TC")
M1_RUN = "4S 6C 2H 5S 9S 3C TD QD 4C 5H 6S 7C KD"
M1_DISCARDS = "discard 4S, discard 6C, discard 2H, discard 5S, discard 9S, discard 3C, discard 2C, \
discard 3S, discard 4C, discard 5H, discard 6S, discard 7C"


def m1() -> SevenUpState:
    moves = f"refuse, ask, refuse, {M1_DISCARDS}, play AS, play QS"
    state = position(M1_HANDS, "4H", moves, stock=M1_RUN, scores=[0, 3])
    assert state.scores == [0, 4]
    assert state.trump == c("KD") & 3
    assert state.current_player == 2
    assert state.hands[2] == sorted(c(x) for x in ["9H", "TH", "TD", "JC", "JH", "QD"])
    assert set(state.legal_actions()) == {Play(c("TD")), Play(c("QD"))}  # void in spades: must trump
    return state


def test_m1_from_bens_seat_the_ten_is_the_better_trump() -> None:
    """On the deals Ben's seat allows, the exact solver finds 10♦ worth more than Q♦ (it banks the
    trump ten on a trick Cleo can only take when she is void in spades and holds J♦ without A♦),
    and every level plays it."""
    state = m1()
    rng = random.Random(12)
    worth = {c("TD"): 0.0, c("QD"): 0.0}
    overtrumps = 0
    for _ in range(100):
        deal = state.determinize(2, rng)
        cleo = deal.hands[3]
        if not any(x & 3 == c("AS") & 3 for x in cleo) and c("JD") in cleo and c("AD") not in cleo:
            overtrumps += 1
        for card, ends in solve(deal).items():
            worth[card] += ends[0]
    assert worth[c("TD")] > worth[c("QD")]
    assert overtrumps < 10  # about one deal in forty
    for level, played in every_level(state, hard_seeds=3).items():
        assert played == {Play(c("TD"))}, level


# ------------------------------------------------------------------ Cleo has shown the void


def cleo_shown_void(scores: list[int]) -> SevenUpState:
    """Diamonds accepted (K♦ turned up). The player's A♦ took the first trick; on the player's 5♠
    Ada played K♠, Ben his last spade and Cleo trumped (void in spades, holding trumps); the
    player took Cleo's club lead with A♣ and leads A♠, Ada follows Q♠. Ben must trump: 10♦ can be
    overtrumped by J♦ (unseen), Q♦ by nothing (A♦ is out)."""
    hands = ("AD 5S AC AS 3H 8H", "2D KS 7C QS 6H 9C", "3D 3S 8C TD QD JH", "6D 7D 4C JD TC KH")
    moves = "accept, play AD, play 2D, play 3D, play 6D, play 5S, play KS, play 3S, play 7D, \
play 4C, play AC, play 7C, play 8C, play AS, play QS"
    state = position(hands, "KD", moves, scores=scores)
    assert state.current_player == 2
    assert set(state.legal_actions()) == {Play(c("TD")), Play(c("QD"))}
    return state


@pytest.mark.parametrize("scores", [[0, 4], [5, 5]])
def test_when_the_last_player_has_shown_the_void_the_queen_trumps(scores: list[int]) -> None:
    """Every level plays Q♦, never 10♦. Before: easy fed its partner the ten by its rule, and hard
    played 10♦ for 3 or 4 of 40 samples: its exact endgame drew 48 deals, and only the deals where
    Cleo holds J♦ (about one in ten) tell the two cards apart."""
    state = cleo_shown_void(scores)
    for level, played in every_level(state, hard_seeds=40).items():
        assert played == {Play(c("QD"))}, level


@pytest.mark.parametrize("deals", [1, 2, 3, 5, 8, 13, 21])
def test_a_search_cut_short_by_the_clock_still_trumps_with_the_queen(deals: int) -> None:
    """On a loaded machine the table's 0.3 s left the exact endgame a handful of deals, and hard
    threw 10♦ (seen in a test run at a load of 6 on two cores). A search the clock stops after a
    few deals keeps the normal bot's Q♦ unless its deals say clearly otherwise. (The clock is
    played by ``should_stop``, so this holds on any machine.)"""
    from cardgames.ai.ismcts import search

    state = cleo_shown_void([0, 4])
    seat = state.current_player
    assert seat is not None
    for seed in range(12):
        asked = 0

        def stop(after: int = deals) -> bool:
            nonlocal asked
            asked += 1
            return asked >= after

        result = search(state, seat, random.Random(seed), HOOKS, seconds=60.0, should_stop=stop)
        assert result.action == Play(c("QD")), (deals, seed)


# ------------------------------------------------------------------ may throw any card


def test_no_ten_on_a_partner_trick_the_last_player_can_ruff() -> None:
    """Ben has no club and no trump, so any card may go on the player's A♣; Cleo has shown the club
    void and trumped. No level throws the 10♠ on it (before: easy fed it to the partner)."""
    hands = ("5C AC AH 3H 8S 9S", "KC QC 7H 6H 2S 9D", "3C 8H TS 4S JH 9H", "7D 6D JD 4H 5S KH")
    moves = "accept, play 5C, play KC, play 3C, play 7D, play 4H, play AH, play 7H, play 8H, play AC, play QC"
    state = position(hands, "KD", moves)
    assert state.current_player == 2
    assert len(state.legal_actions()) == 4
    for level, played in every_level(state, hard_seeds=3).items():
        assert Play(c("TS")) not in played, level
    assert choices(state, rules_easy(), 4) == {Play(c("4S"))}


def test_last_to_play_banks_the_ten_on_the_partner_trick() -> None:
    """Cleo leads 5♠, the player's A♠ wins, Ada follows; Ben, last and void in spades, trumps with
    10♦: nobody can take it back, and the ten counts for Game."""
    hands = ("AS 3H 8H 5C AC 9C", "QS 2D KC 6H 4D 8C", "9H TH JC JH TD QD", "5S 7D JD AH KH TC")
    state = position(hands, "KD", "accept, play 5S, play AS, play QS", dealer=2)
    assert state.current_player == 2
    for level, played in every_level(state, hard_seeds=3).items():
        assert played == {Play(c("TD"))}, level


# ------------------------------------------------------------------ a settled hand


def traditional_six_all() -> SevenUpState:
    """Traditional All Fours at 6:6 (every point to its taker, counted High first): whoever holds
    High wins the game, so no card played can change the result. Ada (seat 0) leads, holding J♣
    and 4♣ of clubs (trump); the player holds A♣."""
    hands = ("JC 4C 9D KD 7H 3S", "AC 8C TD 2H QS 6S")
    return position(hands, "5C", "accept", scores=[6, 6], options=TRADITIONAL, dealer=1)


def test_a_settled_hand_is_known_and_only_there() -> None:
    """``settled`` holds at 6:6 in the traditional game (High decides) and at 5:6 (High and Low
    decide), not at 4:6 (Jack may), nor under the sheet's rules, nor before the trump is made."""
    state = traditional_six_all()
    assert settled(state, 0)
    assert settled(state, 1)
    hands = ("JC 4C 9D KD 7H 3S", "AC 8C TD 2H QS 6S")
    assert settled(position(hands, "5C", "accept", scores=[5, 6], options=TRADITIONAL, dealer=1), 0)
    assert not settled(position(hands, "5C", "accept", scores=[4, 6], options=TRADITIONAL, dealer=1), 0)
    assert not settled(position(hands, "5C", "accept", scores=[6, 6], dealer=1), 0)
    unmade = SevenUpState.from_deal(
        [h.split() for h in hands], "5C", scores=[6, 6], options=TRADITIONAL, dealer=1
    )
    assert not settled(unmade, 0)


#: (players, scores, whether High and Low alone decide the game, so settled hands must be met)
SETTLING = [
    (2, [6, 6], True),
    (2, [6, 5], True),
    (2, [5, 6], True),
    (2, [6, 0], False),
    (2, [4, 6], False),
    (3, [6, 6, 6], True),
    (3, [6, 5, 2], False),
    (4, [6, 6], True),
]


@pytest.mark.parametrize(("players", "scores", "settles"), SETTLING)
def test_in_a_settled_hand_no_card_changes_the_result(players: int, scores: list[int], settles: bool) -> None:
    """Whenever a seat's hand counts as settled, every card it may play, followed by any play of the
    rest of the hand, leaves the same scores (or ends the game the same way)."""
    rng = random.Random(sum(scores))
    found = 0
    for k in range(30):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [deck[6 * p : 6 * p + 6] for p in range(players)]
        state = SevenUpState.from_deal(hands, deck[6 * players], scores=scores, options=TRADITIONAL)
        if state.is_over:
            continue  # a turned-up jack scored the dealer's seventh point
        state.apply(SEVEN_UP.parse_action("accept"))
        while state.current_player is not None and state.phase == "play":
            seat = state.current_player
            if settled(state, seat):
                found += 1
                ends = set()
                for action in state.legal_actions():
                    for _ in range(3):
                        line = state.clone()
                        line.apply(action)
                        hand = line.hand_no
                        while line.current_player is not None and line.hand_no == hand:
                            line.apply(rng.choice(line.legal_actions()))
                        ends.add((tuple(line.scores), line.outcome.winners if line.outcome else None))
                assert len(ends) == 1, (k, scores, ends)
            state.apply(rng.choice(state.legal_actions()))
    if settles:
        assert found > 20, found


def test_a_settled_hand_is_played_as_if_it_counted() -> None:
    """The play-test's polish note: with the game decided by High, hard Ada led her trump jack into
    the ace. Now normal plays for Jack and Game as if they counted, so it keeps the jack; hard and
    the coach play normal's card, every card being worth the same."""
    state = traditional_six_all()
    normal = choices(state, NormalBot(), 4)
    assert normal != {Play(c("JC"))}
    assert len(normal) == 1
    hard = choices(state, HardBot(HOOKS, seconds=60.0, iterations=2000), 4)
    assert hard == normal
    assert choices(state, make_bot(SEVEN_UP, "hard"), 2) == normal
    advice = advise(prepare(state, 0, random.Random(1)), 0, random.Random(1), HOOKS, iterations=2000)
    assert {advice.best.action} == normal
    assert len({m.chance for m in advice.moves}) == 1
