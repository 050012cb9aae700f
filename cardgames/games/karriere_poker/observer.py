"""What each Karriere Poker seat may know: its view of the table, why a card cannot be picked, and
samples of what it cannot see.

The information model: hands are private, their sizes public; every played
card is public (who played it, and the cleared stack), and so is every pass
of the running poker round; game 1's set-aside
cards stay unseen. A seat that took part in the exchange (KP-4.3) knows the
cards it gave, and what it got tells it something about its partner's hand:
a lower position gave its highest cards, so the rest of its dealt hand is no
higher than the lowest of them; an upper position gave its lowest, so the rest
of its hand is no lower than the highest of them. Other pairs' exchanges are
not seen.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, NamedTuple

from ...engine import HIDDEN, Facts, History, Message, TableView, Zone, ZoneKey
from .basics import JOKER, RANK, cards_of, deck_counts, rank_order, set_fault, set_text
from .basics import msg as _m
from .options import MatchEnd
from .scoring import positions

if TYPE_CHECKING:
    from .state import KarrierePokerState

__all__ = [
    "Exchange",
    "KarrierePokerFacts",
    "Move",
    "Phase",
    "Top",
    "determinize",
    "round_moves",
    "view",
    "why_unusable",
]

#: Leading a new poker round, raising in a running one, or the match is over.
Phase = Literal["lead", "raise", "over"]
#: A seat's last move in the running poker round: none yet, a pass, or a set played.
Move = Literal["", "pass", "play"]


class Top(NamedTuple):
    """The set on top of the running poker round."""

    #: Its number, or 14 for jokers alone (KP-2.2).
    value: int
    #: How many cards it has: a raise needs as many.
    size: int
    #: Who played it.
    seat: int


class Exchange(NamedTuple):
    """The viewer's own exchange this game (KP-4.3)."""

    partner: int
    gave: tuple[int, ...]
    got: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class KarrierePokerFacts(Facts):
    """The public facts of a Karriere Poker table (and the viewer's own exchange).

    ``round`` is the game of the match being played (the unit ``RoundStarted``
    counts), ``dealer`` the seat that dealt it, ``chairs`` each seat's chair
    and ``loser`` the Dishwasher of a lost Dishwasher streak once the match is over.
    """

    phase: Phase
    #: Games in the match when it ends after a number of games; None for the other match ends.
    games: int | None
    match_end: MatchEnd
    #: The poker round within the game, from 1.
    poker_round: int
    #: Each seat's position this game, 1 Boss .. N Dishwasher; all 0 in game 1 (nobody has one yet).
    positions: tuple[int, ...]
    #: The position each seat took by going out this game; 0 while it holds cards.
    finished: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    #: The set to beat; None before the lead.
    top: Top | None
    #: The cards of the set to beat (empty before the lead).
    top_set: tuple[int, ...]
    #: Turns still to be taken in this poker round.
    turns_left: int
    #: The positions of every seat in every finished game.
    results: tuple[tuple[int, ...], ...]
    #: The time limit has been called (KP-8.4): the running game is the last.
    time_up: bool
    #: The viewer's exchange this game, if it had one.
    exchange: Exchange | None
    #: Each seat's last move in the running poker round ("" before its turn; all "" at a lead).
    round_moves: tuple[Move, ...] = ()
    #: A set of jokers alone beats one of the same size (the KP-A3 variant); by default nothing does.
    jokers_over: bool = False
    #: The winners, once the match is over.
    winners: tuple[int, ...] | None = None


def view(state: KarrierePokerState, seat: int | None) -> TableView[KarrierePokerFacts]:
    """What ``seat`` may see."""
    n = state.num_players
    outcome = state.outcome
    over = outcome is not None
    zones: dict[ZoneKey, Zone] = {}
    for s in range(n):
        size = state.sizes[s]
        shown = s == seat or over
        cards = tuple(rank_order(cards_of(state.hands[s]))) if shown else (HIDDEN,) * size
        zones[("hand", s)] = Zone(cards, face_up=shown)
    k = state.top_size
    beaten = len(state.table) - k
    top_set = tuple(state.table[beaten:])
    zones[("table",)] = Zone(tuple(state.table[:beaten]))
    zones[("top",)] = Zone(top_set)
    zones[("out",)] = Zone(tuple(cards_of(state.out)), face_up=False)
    zones[("aside",)] = Zone((HIDDEN,) * len(state.aside), face_up=False)
    o = state.options
    exchange = None
    if seat is not None and state.partner[seat] >= 0:
        exchange = Exchange(state.partner[seat], state.gave[seat], state.got[seat])
    facts = KarrierePokerFacts(
        # The controller's "round" is the unit RoundStarted counts: a game here.
        round=state.game_no + 1,
        dealer=state.dealer,
        chairs=tuple(state.chairs),
        loser=state.loser,
        phase="over" if over else "lead" if state.leading else "raise",
        games=o.games if o.match_end == "games" else None,
        match_end=o.match_end,
        poker_round=state.round_no,
        positions=tuple(state.rank),
        finished=positions(state.finished, n),
        hand_sizes=tuple(state.sizes),
        top=Top(state.top_value, k, state.top_seat) if state.top_seat >= 0 else None,
        top_set=top_set,
        turns_left=state.turns_left,
        results=tuple(state.results),
        time_up=state.time_up,
        exchange=exchange,
        round_moves=round_moves(state),
        jokers_over=state.jokers_over,
        winners=outcome.winners if outcome is not None else None,
    )
    return TableView(
        game_id="karriere_poker",
        seat=seat,
        num_players=n,
        current_player=state.current_player,
        zones=zones,
        facts=facts,
        prompt=_prompt(state) if seat is not None and seat == state.current_player else None,
    )


def round_moves(state: KarrierePokerState) -> tuple[Move, ...]:
    """Each seat's last move in the running poker round (public: every pass and play is seen)."""
    n = state.num_players
    if state.leading:
        return _NO_MOVES[n]
    moved, passed = state.lap_moved, state.lap_passed
    return tuple(_MOVES[(moved >> s & 1) + (passed >> s & 1)] for s in range(n))


#: A seat's move by its two bits (moved, and passed): none, a play, a pass.
_MOVES: tuple[Move, Move, Move] = ("", "play", "pass")
_NO_MOVES: dict[int, tuple[Move, ...]] = {n: (_MOVES[0],) * n for n in range(9)}


def _top_words(cards: Sequence[int]) -> tuple[str, int]:
    """The set to beat as the log writes it, and the number its jokers stand for (0: none do)."""
    number = next((c for c in cards if c != JOKER), 0)
    return set_text(cards), number if JOKER in cards else 0


def _prompt(state: KarrierePokerState) -> Message:
    if state.leading:
        return _m("prompt.lead", "Lead a set: one or more cards of one number, jokers allowed.")
    k = state.top_size
    top, number = _top_words(state.table[-k:])
    if len(state.legal_actions()) == 1:
        if number:
            return _m(
                "prompt.cannot_raise_jokers",
                "You cannot beat {top} (J as {number}): pass.",
                top=top,
                number=number,
            )
        return _m("prompt.cannot_raise", "You cannot beat {top}: pass.", top=top)
    if number:
        return _m(
            "prompt.raise_jokers",
            "Beat {top} (J as {number}) with a higher number, as many cards as it has ({size}); or pass.",
            top=top,
            number=number,
            size=k,
        )
    return _m(
        "prompt.raise",
        "Beat {top} with a higher number, as many cards as it has ({size}); or pass.",
        top=top,
        size=k,
    )


def why_unusable(
    state: KarrierePokerState, zone: ZoneKey, card: int, selected: Sequence[tuple[ZoneKey, int]]
) -> Message | None:
    """Why the player to act cannot pick ``card`` of ``zone`` with ``selected`` picked, by the rules
    of a set (``basics.set_fault``); None when it can, or the card is not in that player's hand.

    The card on its own comes first: if no set the hand could play holds it,
    that is the reason whatever else is picked. Otherwise it does not fit the
    picked cards. Only the player's own hand and the table are read.
    """
    p = state.current_player
    if p is None or zone != ("hand", p):
        return None
    hand = state.hands[p]
    k = state.top_size
    top = state.table[len(state.table) - k :] if k else ()
    jokers_over = state.jokers_over
    fault = set_fault(hand, (card,), top, jokers_over, partial=True)
    picked = [c for z, c in selected if z == zone]
    if fault is None and picked:
        fault = set_fault(hand, (*picked, card), top, jokers_over, partial=True)
    return fault


def _partner_knowledge(state: KarrierePokerState, seat: int) -> tuple[int, list[int], int, bool] | None:
    """What ``seat`` knows of its exchange partner's hand, or None.

    Returns (partner, counts the partner surely still holds, bound, upper):
    the partner's other cards rank at most ``bound`` when ``seat`` is the
    upper position (the partner gave its highest), at least ``bound`` when
    ``seat`` is the lower one (the partner gave its lowest).
    """
    q = state.partner[seat]
    if q < 0:
        return None
    upper = state.rank[seat] < state.rank[q]
    got = state.got[seat]
    bound = min(RANK[c] for c in got) if upper else max(RANK[c] for c in got)
    given = [0] * 14
    for c in state.gave[seat]:
        given[c] += 1
    played = state.played[q]
    # Plays of a value the partner could not have held itself came from us;
    # for the other values, count our cards as played first (a lower bound).
    known = [max(0, given[v] - played[v]) for v in range(14)]
    return q, known, bound, upper


def determinize(state: KarrierePokerState, seat: int, rng: random.Random) -> KarrierePokerState:
    """Redraw every card ``seat`` cannot know, using only what ``seat`` knows."""
    n = state.num_players
    s = state.clone()
    s.history = History()
    s.seed = rng.getrandbits(62)
    unseen = deck_counts(n)
    for counts in (state.hands[seat], state.out):
        for v in range(14):
            unseen[v] -= counts[v]
    for c in state.table:
        unseen[c] -= 1
    info = _partner_knowledge(state, seat)
    fixed: dict[int, list[int]] = {}
    if info is not None:
        q, known, _bound, _upper = info
        fixed[q] = known
        for v in range(14):
            unseen[v] -= known[v]
    pool = cards_of(unseen)
    rng.shuffle(pool)
    hands = s.hands
    if info is not None:
        q, known, bound, upper = info
        need = state.sizes[q] - sum(known)
        hand = known.copy()
        rest: list[int] = []
        for c in pool:
            fits = RANK[c] <= bound if upper else RANK[c] >= bound
            if need and fits:
                hand[c] += 1
                need -= 1
            else:
                rest.append(c)
        hands[q] = hand
        pool = rest
    i = 0
    for other in range(n):
        if other == seat or other in fixed:
            continue
        size = state.sizes[other]
        hand = [0] * 14
        for c in pool[i : i + size]:
            hand[c] += 1
        i += size
        hands[other] = hand
    s.aside = sorted(pool[i:])
    # Exchanges between other pairs are not seen: the sample does not keep them.
    partner = [-1] * n
    gave: list[tuple[int, ...]] = [()] * n
    got: list[tuple[int, ...]] = [()] * n
    if info is not None:
        q = info[0]
        partner[seat], partner[q] = q, seat
        gave[seat] = got[q] = state.gave[seat]
        got[seat] = gave[q] = state.got[seat]
    s.partner, s.gave, s.got = partner, gave, got
    return s
