"""Seven-up's words on a finished hand: who took High, Low, Jack and Game (and how a tie on card
points was settled), the card points, what was recorded before play, the bonus, who records what
and why, and the score, for the round summary (``SevenUpUI.summary_details``) and the history."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeAlias

from PySide6.QtCore import QCoreApplication

from ...engine import Message, TableView
from ...games.seven_up import SevenUpFacts
from ...games.seven_up.basics import AUGEN
from ...games.seven_up.log import card_name
from ...session.records import RoundSummary
from ..i18n import message_text
from .base import fill as _fill

__all__ = ["View", "card_text", "hand_details", "side_text"]

View: TypeAlias = TableView[SevenUpFacts]


def card_text(card: int) -> str:
    """A card's name in the current language: "Q♥", in German "D♥" (as the log writes it)."""
    name = card_name(card)
    return message_text(name) if isinstance(name, Message) else name


def side_text(view: View, party: int, names: Sequence[str]) -> str:
    """A party's name: the player, or with teams both partners."""
    parties = view.facts.parties or ()
    members = [names[s] if s < len(names) else str(s + 1) for s, p in enumerate(parties) if p == party]
    return " & ".join(members)


def hand_details(summary: RoundSummary, names: Sequence[str], view: View | None) -> str:
    """Every number of the hand explained: who took High, Low, Jack and Game (and how a tie on
    card points was settled), the card points, points recorded before play, the bonus for
    accepting when asked, who records what and why, and the score."""
    if view is None:
        return ""
    f = view.facts
    nobody = QCoreApplication.translate("SevenUpTable", "nobody")

    def who(party: int) -> str:
        return side_text(view, party, names) if party >= 0 else nobody

    result = f.last_result
    if result is None or f.result_hand != summary.number:
        lines = [
            QCoreApplication.translate("SevenUpTable", "The game was decided before this hand was played.")
        ]
        lines += [_before_play_line(who(p), points, why) for p, points, why in f.before_play]
        lines.append(_score_line(f, who))
        return "\n".join(lines)
    high, low, jack, game = result.high, result.low, result.jack, result.game
    augen, counts, winner, recorded = result.augen, result.counts, result.winner, result.recorded
    high_card, low_card, bonus = result.high_card, result.low_card, result.bonus
    lines = [
        _fill(
            QCoreApplication.translate("SevenUpTable", "High %1: %2 · Low %3: %4 · Jack: %5 · Game: %6"),
            card_text(high_card) if high_card >= 0 else "–",
            who(high),
            card_text(low_card) if low_card >= 0 else "–",
            who(low),
            who(jack),
            who(game),
        )
    ]
    points = ", ".join(f"{who(p)} {a}" for p, a in enumerate(augen))
    lines.append(_fill(QCoreApplication.translate("SevenUpTable", "Card points: %1"), points))
    if result.game_tied:
        # The tie rule for Game (SEV-6.4, SEV-A6), said with the side it favoured.
        best = max(augen)
        if game < 0:
            lines.append(
                _fill(
                    QCoreApplication.translate(
                        "SevenUpTable",
                        "Card points are tied at %1: nobody takes Game (option: Tie for Game).",
                    ),
                    best,
                )
            )
        elif view.num_players == 3:
            lines.append(
                _fill(
                    QCoreApplication.translate(
                        "SevenUpTable",
                        "Card points are tied at %1: Game goes to %2, the tied player who comes "
                        "first after the dealer.",
                    ),
                    best,
                    who(game),
                )
            )
        else:
            lines.append(
                _fill(
                    QCoreApplication.translate(
                        "SevenUpTable",
                        "Card points are tied at %1: Game goes to %2, the side without the dealer.",
                    ),
                    best,
                    who(game),
                )
            )
    for p, cards in enumerate(result.won):
        # Each side's won tricks, as a look at the stack after the hand: its counting cards first.
        counting = sorted((c for c in cards if AUGEN[c]), key=lambda c: -AUGEN[c])
        if not cards:
            lines.append(_fill(QCoreApplication.translate("SevenUpTable", "%1 took no tricks."), who(p)))
        elif counting:
            text = QCoreApplication.translate(
                "SevenUpTable", "%1 took %n card(s); those with card points: %2", "", len(cards)
            )
            lines.append(_fill(text, who(p), " ".join(card_text(c) for c in counting)))
        else:
            text = QCoreApplication.translate(
                "SevenUpTable", "%1 took %n card(s), none with card points", "", len(cards)
            )
            lines.append(_fill(text, who(p)))
    lines += [_before_play_line(who(p), pts, why) for p, pts, why in result.before]
    independent = f.hand_scoring == "independent"
    if bonus >= 0:
        lines.append(_bonus_line(who(bonus), bonus == winner, independent))
    if independent:
        # Every point counts: each side records the points it took, plus any bonus.
        titles = (
            QCoreApplication.translate("SevenUpTable", "High"),
            QCoreApplication.translate("SevenUpTable", "Low"),
            QCoreApplication.translate("SevenUpTable", "Jack"),
            QCoreApplication.translate("SevenUpTable", "Game"),
        )
        # One at a time in this order (SEV-9): the game ends at the point that reaches the target,
        # and the points after it are not counted. What was counted is read from the hand's record.
        order = [(t, q) for t, q in zip(titles, (high, low, jack, game), strict=True) if q >= 0]
        if bonus >= 0 and bonus == winner:
            order.append((QCoreApplication.translate("SevenUpTable", "bonus"), bonus))
        taken = list(recorded)
        if summary.is_final and f.results:
            before = [sum(pts for q, pts, _why in result.before if q == p) for p in range(len(recorded))]
            taken = [max(r - b, 0) for r, b in zip(f.results[-1], before, strict=False)]
        counted: list[tuple[str, int]] = []
        for title, q in order:
            if taken[q] <= 0:
                break
            taken[q] -= 1
            counted.append((title, q))
        parts = []
        for p in range(len(recorded)):
            took = [t for t, q in counted if q == p]
            if took:
                parts.append(f"{who(p)} {len(took)} ({', '.join(took)})")
        if len(counted) == len(order):
            lines.append(
                _fill(
                    QCoreApplication.translate(
                        "SevenUpTable", "Every point counts, so each side records the points it took: %1."
                    ),
                    "; ".join(parts) or nobody,
                )
            )
        else:
            last, side = counted[-1] if counted else ("", -1)
            lines.append(
                _fill(
                    QCoreApplication.translate(
                        "SevenUpTable",
                        "Every point counts, one at a time in the order High, Low, Jack, Game: %1.",
                    ),
                    "; ".join(parts) or nobody,
                )
            )
            lines.append(
                _fill(
                    QCoreApplication.translate(
                        "SevenUpTable",
                        "%1 brought %2 to %3 and ended the game there, so %4 did not count.",
                    ),
                    last,
                    who(side),
                    f.target,
                    ", ".join(t for t, _q in order[len(counted) :]),
                )
            )
    elif winner >= 0:
        reason = {
            "most": QCoreApplication.translate("SevenUpTable", "the most points"),
            "precedence": QCoreApplication.translate(
                "SevenUpTable", "a tie, decided by the higher point (High, Low, Jack, Game)"
            ),
            "non_dealer": QCoreApplication.translate(
                "SevenUpTable", "a tie, which goes to the non-dealer side"
            ),
        }[result.why]
        if view.num_players == 4:  # a team: "Anna & Cleo win"
            text = QCoreApplication.translate(
                "SevenUpTable", "%1 win the hand with %n point(s) (%2) and record %3.", "", counts[winner]
            )
        else:
            text = QCoreApplication.translate(
                "SevenUpTable",
                "%1 wins the hand with %n point(s) (%2) and records %3.",
                "",
                counts[winner],
            )
        lines.append(_fill(text, who(winner), reason, recorded[winner]))
    else:
        lines.append(
            QCoreApplication.translate("SevenUpTable", "Nobody took a point, so nobody records anything.")
        )
    lines.append(_score_line(f, who))
    return "\n".join(lines)


def _before_play_line(side: str, points: int, why: str) -> str:
    """A point recorded before the first trick, and why."""
    reason = {
        "refuse": QCoreApplication.translate("SevenUpTable", "the elder hand refused twice"),
        "give": QCoreApplication.translate("SevenUpTable", "given by the dealer to keep the trump"),
        "jack": QCoreApplication.translate("SevenUpTable", "the turned-up jack"),
    }.get(why, why)
    return _fill(
        QCoreApplication.translate("SevenUpTable", "Before play %1 recorded %2: %3."), side, points, reason
    )


def _bonus_line(side: str, won: bool, independent: bool) -> str:
    """The bonus for accepting the trump when the dealer asked (SEV-4.3, SEV-7.4): given or lost."""
    if won:
        return _fill(
            QCoreApplication.translate(
                "SevenUpTable",
                "%1 accepted the trump when the dealer asked and won the hand: 1 bonus point more.",
            ),
            side,
        )
    if independent:
        return _fill(
            QCoreApplication.translate(
                "SevenUpTable",
                "%1 accepted the trump when the dealer asked but did not take the most points: no bonus.",
            ),
            side,
        )
    return _fill(
        QCoreApplication.translate(
            "SevenUpTable", "%1 accepted the trump when the dealer asked but did not win the hand: no bonus."
        ),
        side,
    )


def _score_line(facts: SevenUpFacts, who: Callable[[int], str]) -> str:
    """The score of every side, and the target."""
    return _fill(
        QCoreApplication.translate("SevenUpTable", "Score: %1 (first to %2)"),
        " : ".join(f"{who(p)} {s}" for p, s in enumerate(facts.party_scores)),
        facts.target,
    )
