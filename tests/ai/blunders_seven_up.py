"""Seven-up's blunder positions (``tests/ai/blunders.py``): plays normal and hard never make.

Every hand is dealt as written (``SevenUpState.from_deal``: the dealer is the last seat unless
named, so seat 0 is Vorhand and leads; with four players seats 0 and 2 play against 1 and 3),
then the moves are played, each of them legal. The blunders are named by the card that makes
them one: trumping a partner's trick is no blunder as such (with the ten, on a trick nobody can
take back, it banks ten for Game), trumping it with the ace is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.engine import Action
from cardgames.games.seven_up import SEVEN_UP, TRADITIONAL, SevenUpState

from .blunders import Position, blunders


def _deal(hands: Sequence[str], turnup: str, moves: str, **kw: object) -> Callable[[], SevenUpState]:
    """A builder of the hand dealt as written, after ``moves`` (``"accept, play AS, ..."``)."""

    def build() -> SevenUpState:
        state = SevenUpState.from_deal([h.split() for h in hands], turnup, **kw)  # type: ignore[arg-type]
        for text in moves.split(", ") if moves else ():
            action = SEVEN_UP.parse_action(text)
            assert action in state.legal_actions(), text
            state.apply(action)
        return state

    return build


def _dealt(players: int, seed: int, moves: str) -> Callable[[], SevenUpState]:
    """A builder of the first hand of the game ``seed`` deals (``new_state``), after ``moves``."""

    def build() -> SevenUpState:
        state = SEVEN_UP.new_state(players, seed)
        for text in moves.split(", "):
            action = SEVEN_UP.parse_action(text)
            assert action in state.legal_actions(), text
            state.apply(action)
        return state

    return build


def _bad(*texts: str) -> Callable[[Action], bool]:
    """The blunder: any of these actions (``"play TD"``, ``"refuse"``), compared by value."""
    return blunders(SEVEN_UP.parse_action(t) for t in texts)


POSITIONS = [
    # ------------------------------------------------------------ two players, the sheet's rules
    Position(
        "the trump ten under the led trump ace",
        "A♦ takes the trick whatever is played; 10♦ hands the opponent ten for Game, 3♦ nothing",
        _deal(("AD 5C 7H 8S 9C KH", "TD 3D 4S 6H 2C QC"), "6D", "accept, play AD"),
        _bad("play TD"),
    ),
    Position(
        "the trump jack under the led trump king (the ace turned up)",
        "K♦ takes the trick whatever is played; J♦ gives away the Jack point, 4♦ nothing",
        _deal(("KD QD 7H 8S 9C KH", "JD 4D 4S 6H 2C QC"), "AD", "accept, play KD"),
        _bad("play JD"),
    ),
    Position(
        "a plain ten thrown on a lost trick (no spade, no trump)",
        "nothing beats A♠; 10♥ gives the opponent ten for Game where a club or a small heart gives none",
        _deal(("AS 5S 7H 8S 9C KD", "TH 2C 3C 5H 7C 4H"), "6D", "accept, play AS"),
        _bad("play TH"),
    ),
    Position(
        "ducking the opponent's led ten with the ace in hand",
        "A♠ takes 10♠ (ten for Game) and is never caught; 2♠ gives the ten away",
        _deal(("TS 5C 7H 8S 9C KH", "AS 2S 4D 6H 2C QC"), "6D", "accept, play TS"),
        _bad("play 2S"),
    ),
    Position(
        "refusing the proposal holding A K J 10 of trumps",
        "ace, king, jack and ten of the proposed suit make High, Jack and most of Game; refusing "
        "gives the dealer the choice and risks another suit",
        _deal(("AD KD JD TD 2D 3C", "4S 6H 2C QC 8H 9S"), "6D", ""),
        _bad("refuse"),
    ),
    Position(
        "a plain queen thrown on a trick the opponent's trump takes, with the 8 of clubs there",
        "3♠ (trump) takes the trick; Q♦ gives the opponent two card points for Game where 8♣ gives "
        "none (the exact solver: 8♣ is worth 0.4 points of win chance more, four standard errors)",
        _dealt(2, 25, "accept, play 8H, play TH, play 4C, play 9C, play 2S, play 9D, play 3S"),
        _bad("play QD", "play TD"),
    ),
    # ------------------------------------------------------------ two players, trump at will
    Position(
        "the trump ace on a pointless trick a plain seven wins (traditional)",
        "7♠ takes 5♠ as well; A♦ spends High's guard on a trick worth nothing",
        _deal(("5S 5C 7H 8S 9C KH", "7S 3S AD 4D 2C QC"), "6D", "accept, play 5S", options=TRADITIONAL),
        _bad("play AD"),
    ),
    # ------------------------------------------------------------ four players, the sheet's rules
    Position(
        "trumping the partner's sure trick with the ace (last to play)",
        "the partner's A♠ holds (nobody plays after); 10♦ banks ten for Game on it, A♦ is wasted",
        _deal(
            ("AS 5C 7H 8H 9C KH", "QS 2C 3C 5H 7C 4H", "3D AD TD 6C 8C 9H", "5S 2H 3H 6S 7S 8D"),
            "6D",
            "accept, play 5S, play AS, play QS",
            dealer=2,
        ),
        _bad("play AD"),
    ),
    Position(
        "keeping the ten back under the partner's led trump ace",
        "A♦ is the top trump and takes the trick; 10♦ on it is ten for Game the team keeps",
        _deal(
            ("AD 5C 7H 8H 9C KH", "2D 2C 3C 5H 7C 4H", "3D TD 6C 8C 9H 4S", "5S 2H 3H 6S 7S 8D"),
            "6D",
            "accept, play AD, play 2D",
        ),
        _bad("play 3D"),
    ),
    Position(
        "the trump jack under the opponent's led trump ace",
        "nothing takes A♦ back; J♦ gives the opponents the Jack point where 4♦ gives nothing",
        _deal(
            ("AD 5C 7H 8H 9C KH", "JD 4D 3C 5H 7C 4H", "3D TS 6C 8C 9H 4S", "5S 2H 3H 6S 7S 8D"),
            "6D",
            "accept, play AD",
        ),
        _bad("play JD"),
    ),
    Position(
        "the trump ten on the partner's trick when the last player has shown the void",
        "the last player trumped a spade before and J♦ is unseen: 10♦ can be overtrumped, Q♦ cannot",
        _deal(
            ("AD 5S AC AS 3H 8H", "2D KS 7C QS 6H 9C", "3D 3S 8C TD QD JH", "6D 7D 4C JD TC KH"),
            "KD",
            "accept, play AD, play 2D, play 3D, play 6D, play 5S, play KS, play 3S, play 7D, "
            "play 4C, play AC, play 7C, play 8C, play AS, play QS",
            scores=[0, 4],
        ),
        _bad("play TD"),
    ),
    Position(
        "a ten thrown on the partner's trick the last player can ruff",
        "the last player has shown the club void and trumps: 10♠ would go to the opponents",
        _deal(
            ("5C AC AH 3H 8S 9S", "KC QC 7H 6H 2S 9D", "3C 8H TS 4S JH 9H", "7D 6D JD 4H 5S KH"),
            "KD",
            "accept, play 5C, play KC, play 3C, play 7D, play 4H, play AH, play 7H, play 8H, "
            "play AC, play QC",
        ),
        _bad("play TS"),
    ),
    Position(
        "keeping the ten back when last to play on the partner's won trick",
        "the partner's A♠ holds and nobody plays after: 10♦ banks ten for Game, Q♦ banks nothing",
        _deal(
            ("AS 3H 8H 5C AC 9C", "QS 2D KC 6H 4D 8C", "9H TH JC JH TD QD", "5S 7D JD AH KH TC"),
            "KD",
            "accept, play 5S, play AS, play QS",
            dealer=2,
        ),
        _bad("play QD"),
    ),
    # ------------------------------------------------------------ four players, trump at will
    Position(
        "trumping the partner's sure trick with the ace (traditional)",
        "the last player showed no trump when K♦ was led, so the partner's A♠ holds; A♦ on it "
        "throws away the top trump",
        _deal(
            ("KD 5C AS 8H 9C KH", "2D QS 3C 5H 7C 4H", "3D AD 4S 8C 9H TD", "5S 2H 3H 6S 7S 8S"),
            "6D",
            "accept, play KD, play 2D, play 3D, play 2H, play AS, play QS",
            options=TRADITIONAL,
        ),
        _bad("play AD"),
    ),
    # ------------------------------------------------------------ two players, a settled hand
    Position(
        "leading the trump jack into the ace in a settled hand (traditional, 6:6)",
        "High decides the game, but the hand is played as if Jack and Game counted: the jack led "
        "into the unseen ace is lost",
        _deal(
            ("JC 4C 9D KD 7H 3S", "AC 8C TD 2H QS 6S"),
            "5C",
            "accept",
            scores=[6, 6],
            options=TRADITIONAL,
            dealer=1,
        ),
        _bad("play JC"),
    ),
]
