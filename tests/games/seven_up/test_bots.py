"""Seven-up bots: behaviour on chosen deals, legality in whole games, and strength in the arena.

Positions are built with ``SevenUpState.from_deal`` (hands as ``"QH"`` texts;
the dealer is the last seat unless named, so seat 0 is Vorhand). Each decision
is asked through ``bot_decision`` (the bot sees a determinized copy) for a few
seeds and must not depend on the sample: the bots read only their own hand and
the public table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from cardgames.ai import bot_decision, make_bot, play_match
from cardgames.engine import Action, Bot, FrenchCard
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
from cardgames.games.seven_up.bots import EasyBot, NormalBot, point_chances
from cardgames.games.seven_up.heuristics import match_chance
from cardgames.tools.arena import run_arena


def c(text: str) -> int:
    """The id of a card written like ``"QH"``."""
    return int(FrenchCard.parse(text))


def deal(hands: Sequence[str], turnup: str, stock: str = "", **kw: Any) -> SevenUpState:
    """A hand from space-separated card texts per seat; ``stock`` names the next cards dealt."""
    return SevenUpState.from_deal([h.split() for h in hands], turnup, stock=stock.split(), **kw)


def after(state: SevenUpState, *texts: str) -> SevenUpState:
    """``state`` after the moves written as text (``"accept"``, ``"play QH"``), each of them legal."""
    for text in texts:
        action = SEVEN_UP.parse_action(text)
        assert action in state.legal_actions(), text
        state.apply(action)
    return state


def decide(state: SevenUpState, bot: Bot | None = None) -> Action:
    """The (normal) bot's choice for the player on turn; the same for every sample it is shown."""
    chosen = {bot_decision(bot or NormalBot(), state, random.Random(k)) for k in range(4)}
    assert len(chosen) == 1, f"the choice depends on the sampled hands: {chosen}"
    return chosen.pop()


def play(card: str) -> Action:
    """Playing the card written ``card``."""
    return Play(c(card))


# Two players: seat 0 (Vorhand) and seat 1 (the dealer); hearts are proposed by the turn-up 6H.
STRONG = "AH KH JH TH 4H 9C"  # five trumps: High, the jack, the trump ten
FAIR = "QH 2H 8C 8D 6S 4C"  # two trumps, one of them the 2 (Low)
WEAK = "3C 4C 8C 9D 6S 4S"  # no trump, nothing that counts
OTHER = "2C 7C QD 5S 9S KS"


# ---------------------------------------------------------------- trump making


def test_accepts_a_strong_trump_and_refuses_a_weak_one() -> None:
    """Normal and easy take five hearts with the ace, jack and ten at once, and refuse no trump at all."""
    for bot in (NormalBot(), EasyBot()):
        assert decide(deal([STRONG, OTHER], "6H"), bot) == ACCEPT
        assert decide(deal([WEAK, OTHER], "6H"), bot) == REFUSE
    assert decide(deal([FAIR, OTHER], "6H")) == ACCEPT


def test_the_hand_model_prefers_the_strong_hand() -> None:
    """High, Low, Jack and Game come out likelier for the strong hand than for the weak one."""
    strong = point_chances([c(x) for x in STRONG.split()], 2, 2, {c("6H")}, lead=True, run=False)
    weak = point_chances([c(x) for x in WEAK.split()], 2, 2, {c("6H")}, lead=True, run=False)
    for (ours, theirs), (ours_weak, _) in zip(strong, weak, strict=True):
        assert ours > ours_weak
        assert 0.0 <= ours + theirs <= 1.0 + 1e-9
    assert strong[0][0] == 1.0  # the trump ace is High for sure
    # no trump: High and Low go to the other player, unless he has none either
    assert weak[0][0] == weak[1][0] == 0.0
    assert 0.8 < weak[0][1] < 1.0


def test_asked_again_refuses_a_weak_hand_unless_that_loses_the_game() -> None:
    """Refusing twice gives the dealer a point: fine at 0-0, but not when that point wins him the game."""
    assert decide(after(deal([WEAK, OTHER], "6H"), "refuse", "ask")) == REFUSE
    assert decide(after(deal([WEAK, OTHER], "6H", scores=[0, 6]), "refuse", "ask")) == ACCEPT
    # a fair hand takes the trump when asked: the bonus point beats giving the dealer one
    assert decide(after(deal([FAIR, OTHER], "6H"), "refuse", "ask")) == ACCEPT


def test_the_dealer_asks_with_the_proposed_suit_and_runs_without_it() -> None:
    """Three hearts with the ace: ask. No heart: run; but in a close game where one more point wins
    the game for the dealer, ask: Vorhand must then take the trump or lose at once."""
    assert decide(after(deal([OTHER, "AH 9H 4H 9C 3D 8S"], "6H"), "refuse")) == ASK
    assert decide(after(deal([OTHER, WEAK], "6H"), "refuse")) == RUN
    assert decide(after(deal([OTHER, WEAK], "6H", scores=[5, 6]), "refuse")) == ASK


def test_traditional_stand_beg_and_give() -> None:
    """Traditional: stand on a strong hand, beg on a weak one; the dealer gives a point to keep his trump."""
    trad = dict(TRADITIONAL)
    assert decide(deal([STRONG, OTHER], "6H", options=trad)) == ACCEPT
    assert decide(deal([WEAK, OTHER], "6H", options=trad)) == REFUSE
    assert decide(after(deal([OTHER, STRONG], "6H", options=trad), "refuse")) == GIVE
    assert decide(after(deal([OTHER, WEAK], "6H", options=trad), "refuse")) == RUN


def test_the_match_model() -> None:
    """Our chance of the game grows with our score and shrinks with theirs; even scores are even."""
    assert match_chance((3, 3), 7, False) == pytest.approx(0.5)
    assert match_chance((0, 0, 0), 7, False) == pytest.approx(1 / 3)
    assert match_chance((5, 3), 7, False) > match_chance((4, 3), 7, False) > match_chance((4, 5), 7, False)
    assert match_chance((6, 0), 7, True) > 0.8


# ---------------------------------------------------------------- play


def test_takes_the_trick_with_its_ten() -> None:
    """Vorhand leads 5S; the dealer wins with TS (ten points its own) rather than ducking with 3S."""
    state = after(deal(["5S 9C 2D 7H KD 3C", "TS 3S 8C JD 4D 6C"], "6H"), "accept", "play 5S")
    assert decide(state) == play("TS")


def test_takes_the_trick_with_the_trump_jack() -> None:
    """A low trump is led: the trump jack takes it (the Jack point) rather than the 3."""
    state = after(deal(["4H 9C 2D QD KD 3C", "JH 3H 8C JD 4D 6C"], "6H"), "accept", "play 4H")
    assert decide(state) == play("JH")


def test_captures_the_trump_jack() -> None:
    """The trump jack is led: the queen captures it."""
    state = after(deal(["JH 9C 2D QD KD 3C", "QH 3H 8C JD 4D 6C"], "6H"), "accept", "play JH")
    assert decide(state) == play("QH")


@pytest.mark.parametrize("lead", ["QS", "9S"])
def test_keeps_the_lowest_trump_when_a_plain_card_wins(lead: str) -> None:
    """Follow or trump: the spade king wins the trick, so the 2 of trumps is kept."""
    options = {"follow": "follow_or_trump"}
    state = after(deal([f"{lead} 9C 2D QD KD 3C", "KS 2H 8H JD 4D 6C"], "6H", options=options), "accept")
    state = after(state, f"play {lead}")
    assert play("2H") in state.legal_actions()
    assert decide(state) == play("KS")


def test_does_not_overtake_the_partner() -> None:
    """Four players: partner's KH cannot be beaten (we hold the ace): play the 6H, keep the ace."""
    hands = ["KH 9C 2D QD KD 3C", "5H 8C 4D 7S 2C 6C", "AH 6H 9S 5C 8D 3S", "JH TH 4S 7D JC QS"]
    state = after(deal(hands, "7H"), "accept", "play KH", "play 5H")
    assert decide(state) == play("6H")


def test_feeds_the_partner_a_ten() -> None:
    """Partner's ace of diamonds wins: we give it our ten of diamonds, last to play or not."""
    hands = ["AD 9C 2D QD KD 3C", "5D 8C 4H 7S 2C 6C", "TD 6D 9S 5C 8H 3S", "JD 3D 4S 7D JC QS"]
    state = after(deal(hands, "7H"), "accept", "play AD", "play 5D")
    assert decide(state) == play("TD")
    hands = ["4D 9C 2D QD KD 3C", "AD 8C 4H 7H 2C 6C", "5D 6S 9D 5C 8H 3D", "TD 3S 4S 7D JC QH"]
    state = after(deal(hands, "9H"), "accept", "play 4D", "play AD", "play 5D")
    assert decide(state) == play("TD")


def test_discards_plain_low_cards_after_a_run() -> None:
    """Spades are turned up after the run: keep the trumps and the counting cards, throw the small ones."""
    hands = ["AS 4S TH KC 9D 3H", "2C 5C 8C 9C JC QC"]
    # the run: three cards to Vorhand, three to the dealer, then the new turn-up 7S (hearts were proposed)
    state = after(deal(hands, "6H", stock="2S 5D 7D 4H 2D 3D 7S"), "refuse", "run")
    assert state.phase == "discard"
    assert state.trump == 3
    assert state.current_player == 0
    thrown = []
    for _ in range(3):
        action = decide(state)
        assert isinstance(action, Discard)
        thrown.append(action.card)
        state.apply(action)
    assert sorted(thrown) == sorted(c(x) for x in ("3H", "5D", "7D"))


# ---------------------------------------------------------------- whole games


@pytest.mark.parametrize(
    ("levels", "options"),
    [
        (["normal", "easy"], {}),
        (["normal", "random"], dict(TRADITIONAL)),
        (["normal", "easy", "random"], {}),
        (["easy", "normal", "random"], dict(TRADITIONAL)),
        (["normal", "easy", "normal", "random"], {}),
        (["normal", "random", "easy", "normal"], dict(TRADITIONAL)),
        (
            ["normal", "easy"],
            {"high_low": "literal_ace_two", "count_tie": "literal", "game_point_tie": "none"},
        ),
    ],
)
def test_bots_play_whole_games_legally(levels: list[str], options: dict[str, Any]) -> None:
    """Normal, easy and random bots finish seeded games; bot_decision refuses any illegal move."""
    bots = [make_bot(SEVEN_UP, level) for level in levels]
    for seed in range(2):
        state, outcome = play_match(SEVEN_UP, bots, seed, {"target": 4, **options}, random.Random(seed))
        assert isinstance(state, SevenUpState)
        assert state.is_over
        assert outcome.winners


def test_normal_clearly_beats_random_in_the_arena() -> None:
    """Seats rotated, two players, a short game to 4: normal wins far more than its parity share."""
    result = run_arena(SEVEN_UP, ["normal", "random"], matches=60, seed=5, options={"target": 4})
    assert result.entries[0].win_share.mean >= 0.7
