"""Laying out a chosen Straight Up position: the cards and checks behind ``StraightUpState.from_deal``.

A position for a test or a tutorial names the cards of some zones; the rest
is filled in as the rules would have it (starting cards nobody holds are out
of the game, market cards nobody names lie in the market deck), and anything
the rules could never produce is refused with a ValueError that says why.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .basics import GOALS, HAND_SIZE, JACK, SLOTS, STARTING, deck_cards, parse_cards

if TYPE_CHECKING:
    from .state import StraightUpState

__all__ = ["Cards", "lay_out"]

#: Cards as a deal names them: ``"2 2 3 Q"``, or a sequence of ranks and labels.
Cards = str | Iterable[int | str]


def lay_out(
    s: StraightUpState,
    draw: Sequence[Cards],
    *,
    hands: Sequence[Cards] | None,
    discards: Sequence[Cards] | None,
    straights: Sequence[Sequence[Cards]] | None,
    strikes: Sequence[bool] | None,
    market: Cards,
    market_deck: Cards | None,
    market_discard: Cards,
    removed: Cards | None,
    start_player: int,
    current_player: int | None,
    round_no: int,
    bought: bool,
) -> int:
    """Put the named cards into the blank state ``s``, fill in the rest, check it; return the seat on turn."""
    n = s.num_players

    def per_seat(piles: Sequence[Cards] | None, what: str) -> list[list[int]]:
        if piles is None:
            return [[] for _ in range(n)]
        if isinstance(piles, str) or len(piles) != n:
            raise ValueError(f"{what} must name one pile per seat ({n})")
        return [parse_cards(p) for p in piles]

    s.draws = per_seat(draw, "draw")
    s.discards = per_seat(discards, "discards")
    s.hands = [sorted(h) for h in per_seat(hands, "hands")]
    if straights is not None:
        if len(straights) != n:
            raise ValueError(f"straights must name the straights of every seat ({n})")
        for seat, shown in enumerate(straights):
            if isinstance(shown, str) or len(shown) > SLOTS:
                raise ValueError("a seat has at most two straights, given as a list (STR-4.1)")
            for i, cards in enumerate(shown):
                got = parse_cards(cards)
                if len(got) > 3 or got != list(GOALS[: len(got)]):
                    raise ValueError(f"{got} is not a straight: J, then Q, then K (STR-4.2)")
                s.straights[seat][i] = len(got)
    if strikes is not None:
        if len(strikes) != n:
            raise ValueError(f"strikes must say for every seat ({n}) whether its strike is left")
        s.strikes = [bool(x) for x in strikes]
    s.market = parse_cards(market)
    if len(s.market) > s.size:
        raise ValueError(f"the market row holds at most {s.size} cards (STR-2.1)")
    s.market_discard = parse_cards(market_discard)
    if not (type(start_player) is int and 0 <= start_player < n):
        raise ValueError(f"no seat {start_player!r}")
    cur = start_player if current_player is None else current_player
    if not (type(cur) is int and 0 <= cur < n):
        raise ValueError(f"no seat {cur!r}")
    if not 1 <= round_no <= s.cap:
        raise ValueError(f"round {round_no} is outside 1..{s.cap}")
    s.start, s.round_no, s.bought = start_player, round_no, bool(bought)
    s.turn = (cur - start_player) % n
    if any(s.hands[q] for q in range(n) if q != cur) or len(s.hands[cur]) > HAND_SIZE:
        raise ValueError("only the player on turn holds cards, at most 3 (STR-3.1, STR-A1)")

    placed = Counter(c for z in (*s.draws, *s.discards, *s.hands, s.market, s.market_discard) for c in z)
    for seat in range(n):
        for length in s.straights[seat]:
            placed.update(GOALS[:length])
    given_deck = None if market_deck is None else parse_cards(market_deck)
    given_removed = None if removed is None else parse_cards(removed)
    placed.update(given_deck or ())
    placed.update(given_removed or ())
    want = Counter(deck_cards(n))
    extra = placed - want
    if extra:
        raise ValueError(f"more cards than the {n}-player game has: {sorted(extra.elements())}")
    rest = want - placed
    rest_start = sorted(c for c in rest.elements() if c in STARTING)
    rest_market = sorted(c for c in rest.elements() if c not in STARTING)
    if given_removed is None:
        s.removed = rest_start
    elif rest_start:
        raise ValueError(f"starting cards placed nowhere: {rest_start}")
    else:
        s.removed = given_removed
    if given_deck is None:
        s._shuffle(rest_market)
        s.market_deck = rest_market
    elif rest_market:
        raise ValueError(f"market cards placed nowhere: {rest_market}")
    else:
        s.market_deck = given_deck
    if any(c not in STARTING for c in s.removed):
        raise ValueError("only starting cards (2, 3, 4) leave the game (STR-3.4, STR-5.3)")
    if any(c in STARTING for c in (*s.market, *s.market_deck, *s.market_discard)):
        raise ValueError("starting cards never reach the market (STR-1.4)")

    for seat in range(n):
        own = s.owned[seat]
        for z in (s.draws[seat], s.discards[seat], s.hands[seat]):
            for c in z:
                if c >= JACK:
                    own[c - JACK] += 1
        for length in s.straights[seat]:
            for k in range(length):
                own[k] += 1
        if s.copies in own:
            raise ValueError(f"seat {seat} already owns every copy of a goal rank (STR-6.2)")
    return cur
