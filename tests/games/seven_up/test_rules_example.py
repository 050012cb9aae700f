"""The example hand of the in-app rules (resources/rules/seven_up/<language>/rules.md), played through
the engine in both languages: the deal and the trump dialogue as written, every trick's cards, winner
and card points as the table says, and High, Low, Jack, Game, the result and the score as the text
states them, also for the sentence that scores the same hand with every point counting (SEV-9)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardgames.engine import FrenchCard
from cardgames.games.seven_up import ACCEPT, ASK, REFUSE, Play, SevenUpState
from cardgames.games.seven_up.basics import AUGEN, trick_winner

ROOT = Path(__file__).resolve().parents[3]
#: The example's section heading, and the words around its facts, per language.
WORDS = {
    "en": {
        "heading": "## Example hand",
        "holds": "holds",
        "lost": "bonus is lost",
        "ranks": {"J": "J", "Q": "Q", "K": "K", "A": "A"},
        "turnup": r"The turn-up is the (\S+),",
        "game": r"Game goes to (\w+)",
        "records": r"records (\d+) points?",
        "score": r"score is now (\d+) to (\d+) for (\w+)",
        "independent": r"would give (\w+) (\d+) points? \(([\w, ]+)\) and (\w+) (\d+) points? \(([\w, ]+)\)",
    },
    "de": {
        "heading": "## Eine Beispielrunde",
        "holds": "hat",
        "lost": "Bonus verfällt",
        "ranks": {"B": "J", "D": "Q", "K": "K", "A": "A"},
        "turnup": r"Aufgedeckt ist die (\S+),",
        "game": r"Game geht an (\w+)",
        "records": r"schreibt (\d+) Gewinnpunkte? auf",
        "score": r"steht jetzt (\d+) zu (\d+) für (\w+)",
        "independent": r"bekäme .* (\w+) (\d+) Gewinnpunkte? \(([\w, ]+)\) und (\w+) (\d+) \(([\w, ]+)\)",
    },
}
SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
NAMES = ("Paul", "Nora")  # Nora deals, so Paul is the elder hand: seat 0, Nora seat 1 (the dealer)


def _section(language: str) -> str:
    text = (ROOT / "resources/rules/seven_up" / language / "rules.md").read_text(encoding="utf-8")
    start = text.index(WORDS[language]["heading"])
    return text[start : text.index("\n## ", start + 1)]


def _cards(text: str, language: str) -> list[int]:
    """Every card written in ``text`` (``♥B``, ``♦10``), as card ids, in order."""
    ranks = WORDS[language]["ranks"]
    assert isinstance(ranks, dict)
    found = re.findall(r"([♣♦♥♠])(10|[2-9]|[" + "".join(ranks) + "])", text)
    return [int(FrenchCard.parse(ranks.get(rank, rank) + SUITS[suit])) for suit, rank in found]


def _points(names: str) -> set[str]:
    return {w.strip() for w in names.split(",")}


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_example_hand_plays_out_as_written(language: str) -> None:
    """SEV-3 to SEV-7: the example's deal, its dialogue (refuse, ask, accept) and its six tricks,
    played by the engine, give the winner and card points of every row of the trick table, the
    points named under it, the hand's winner, what it records, and the score."""
    words = WORDS[language]
    section = _section(language)
    hands = {}
    for name in NAMES:
        line = re.search(rf"^- {name} {words['holds']} (.*)$", section, re.M)
        assert line is not None, f"no hand of {name}"
        hands[name] = _cards(line.group(1), language)
        assert len(hands[name]) == 6
    turned = re.search(words["turnup"], section)
    assert turned is not None
    (turnup,) = _cards(turned.group(1), language)
    rows = re.findall(
        r"^\| (\d) \| (\w+) (\S+) \| (\w+) (\S+?)[:| ].*?\| (\w+) \| ([\d +=]+) \|$", section, re.M
    )
    assert [int(r[0]) for r in rows] == [1, 2, 3, 4, 5, 6], "the trick table has six rows"

    def play(options: dict[str, str] | None = None) -> SevenUpState:
        state = SevenUpState.from_deal(
            [[str(FrenchCard(c)) for c in hands[n]] for n in NAMES], str(FrenchCard(turnup)), options=options
        )
        for decision in (REFUSE, ASK, ACCEPT):
            state.apply(decision)
        return state

    state = play()
    trump = turnup & 3
    assert state.trump == trump
    taken: dict[str, list[int]] = {name: [] for name in NAMES}
    for number, lead_name, lead, reply_name, reply, winner, points in rows:
        for name, card in ((lead_name, lead), (reply_name, reply)):
            (played,) = _cards(card, language)
            seat = NAMES.index(name)
            assert state.current_player == seat, f"trick {number}: {name} is not on turn"
            assert Play(played) in state.legal_actions(), f"trick {number}: {card} may not be played"
            state.apply(Play(played))
        cards = [c for _s, c in state.last_trick]
        took = NAMES[state.last_trick[trick_winner(cards, trump)][0]]
        assert took == winner, f"trick {number}: {took} takes it, the text says {winner}"
        total = sum(AUGEN[c] for c in cards)
        assert int(points.split("=")[-1]) == total, f"trick {number}: {total} card points"
        addends = [int(x) for x in re.findall(r"\d+", points.split("=")[0])] if "=" in points else [total]
        assert sorted(addends) == sorted(AUGEN[c] for c in cards if AUGEN[c]), f"trick {number}"
        taken[took].append(total)
    result = state.last_result
    assert result is not None
    assert state.result_hand == 1
    # The points: High and Low by their cards and holders, Jack by its trick, Game by the sums.
    lines = {m.group(1): m.group(2) for m in re.finditer(r"^- \*\*(\w+):\*\* (.*)$", section, re.M)}
    high_line, low_line = lines["High"], lines["Low"]
    assert _cards(high_line, language)[0] == result.high_card
    assert NAMES[result.high] in high_line
    assert _cards(low_line, language)[-1] == result.low_card
    assert NAMES[result.low] in low_line.split(".")[-2]
    jack_trick = re.search(r"(\d)", lines["Jack"])
    assert jack_trick is not None
    assert rows[int(jack_trick.group(1)) - 1][5] == NAMES[result.jack]
    for name, sums, total in re.findall(r"(Nora|Paul)\D*?((?:\d+ \+ )*\d+) = (\d+)", lines["Game"]):
        assert [int(x) for x in sums.split("+")] == taken[name]
        assert int(total) == result.augen[NAMES.index(name)]
    game = re.search(words["game"], lines["Game"])
    assert game is not None
    assert game.group(1) == NAMES[result.game]
    # The result: the winner records its points, the other nothing; the bonus is lost or won.
    ending = section[section.index("**", section.index(lines["Game"]) + len(lines["Game"])) :]
    recorded = re.search(words["records"], ending)
    score = re.search(words["score"], ending)
    assert recorded is not None
    assert score is not None
    winner = NAMES[result.winner]
    # Paul accepted when asked: the bonus is his side's if it wins the hand (SEV-4.3, SEV-7.4).
    assert result.bonus == NAMES.index("Paul")
    assert (words["lost"] in ending) == (result.winner != result.bonus)
    assert int(recorded.group(1)) == result.recorded[result.winner] == state.scores[result.winner]
    assert (int(score.group(1)), int(score.group(2)), score.group(3)) == (
        max(state.scores),
        min(state.scores),
        winner,
    )
    # Scored with every point counting, the same hand gives what the text says.
    whole = (ROOT / "resources/rules/seven_up" / language / "rules.md").read_text(encoding="utf-8")
    said = re.search(words["independent"], whole)
    assert said is not None
    independent = play({"hand_scoring": "independent"})
    for _number, _lead_name, lead, _reply_name, reply, *_ in rows:
        for card in (lead, reply):
            independent.apply(Play(_cards(card, language)[0]))
    other = independent.last_result
    assert other is not None
    titles = ("High", "Low", "Jack", "Game")
    for name, count, which in (said.group(1, 2, 3), said.group(4, 5, 6)):
        party = NAMES.index(name)
        assert independent.scores[party] == int(count)
        held = {
            t
            for t, p in zip(titles, (other.high, other.low, other.jack, other.game), strict=True)
            if p == party
        }
        assert held == _points(which)


@pytest.mark.parametrize(
    ("language", "middle", "before", "after"),
    [
        ("en", "middle of a hand", "before the first trick", "after the last trick"),
        ("de", "mitten in einer Runde", "vor dem ersten Stich", "nach dem letzten Stich"),
    ],
)
def test_the_overview_says_when_points_are_recorded(
    language: str, middle: str, before: str, after: str
) -> None:
    """SEV-8.1: points are recorded before the first trick (a refusal's point) or after the last, so the
    overview never says the game can end in the middle of a hand."""
    text = (ROOT / "resources/rules/seven_up" / language / "overview.md").read_text(encoding="utf-8")
    assert middle not in text
    assert before in text
    assert after in text
