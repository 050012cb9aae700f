"""What each Karriere Poker seat may know: its view of the table, and samples of what it cannot see.

The information model: hands are private, their sizes public; every played
card is public (who played it, and the cleared stack); game 1's set-aside
cards stay unseen. A seat that took part in the exchange (KP-4.3) knows the
cards it gave, and what it got tells it something about its partner's hand:
a lower position gave its highest cards, so the rest of its dealt hand is no
higher than the lowest of them; an upper position gave its lowest, so the rest
of its hand is no lower than the highest of them. Other pairs' exchanges are
not seen.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...engine import HIDDEN, History, Message, TableView, Zone
from .basics import RANK, cards_of, deck_counts, rank_order
from .basics import msg as _m

if TYPE_CHECKING:
    from .state import KarrierePokerState

__all__ = ["determinize", "view"]


def view(state: KarrierePokerState, seat: int | None) -> TableView:
    """What ``seat`` may see."""
    n = state.num_players
    over = state.outcome is not None
    zones: dict[tuple[Any, ...], Zone] = {}
    for s in range(n):
        size = state.sizes[s]
        shown = s == seat or over
        cards = tuple(rank_order(cards_of(state.hands[s]))) if shown else (HIDDEN,) * size
        zones[("hand", s)] = Zone(cards, face_up=shown)
    top = state.top_size
    zones[("table",)] = Zone(tuple(state.table[: len(state.table) - top]))
    zones[("top",)] = Zone(tuple(state.table[len(state.table) - top :]))
    zones[("out",)] = Zone(tuple(cards_of(state.out)), face_up=False)
    zones[("aside",)] = Zone((HIDDEN,) * len(state.aside), face_up=False)
    finished = [0] * n
    for i, s in enumerate(state.finished):
        finished[s] = i + 1
    k = state.top_size
    o: Any = state.options
    facts: dict[str, Any] = {
        "phase": "over" if over else "lead" if state.leading else "raise",
        "game": state.game_no + 1,
        # The controller's "round" is the unit RoundStarted counts: a game here.
        "round": state.game_no + 1,
        "games": o.games if o.match_end == "games" else None,
        "match_end": o.match_end,
        "poker_round": state.round_no,
        "positions": tuple(state.rank),
        "chairs": tuple(state.chairs),
        "dealer": state.dealer,
        "finished": tuple(finished),
        "hand_sizes": tuple(state.sizes),
        "top": (state.top_value, k, state.top_seat) if state.top_seat >= 0 else None,
        "top_set": tuple(state.table[-k:]) if k else (),
        "turns_left": state.turns_left,
        "results": tuple(state.results),
        "time_up": state.time_up,
        "exchange": None,
    }
    if seat is not None and state.partner[seat] >= 0:
        facts["exchange"] = (state.partner[seat], state.gave[seat], state.got[seat])
    if state.outcome is not None:
        facts["winners"] = state.outcome.winners
        facts["loser"] = state.loser
    return TableView(
        game_id="karriere_poker",
        seat=seat,
        num_players=n,
        current_player=state.current_player,
        zones=zones,
        facts=facts,
        prompt=_prompt(state) if seat is not None and seat == state.current_player else None,
    )


def _prompt(state: KarrierePokerState) -> Message:
    from .state import set_text

    if state.leading:
        return _m("prompt.lead", "Lead a set: one or more cards of one number, jokers allowed.")
    k = state.top_size
    top = set_text(state.table[-k:])
    if len(state.legal_actions()) == 1:
        return _m("prompt.cannot_raise", "You cannot beat {top}: pass.", top=top)
    return _m(
        "prompt.raise",
        "Beat {top} with a higher number, as many cards as it has ({size}); or pass.",
        top=top,
        size=k,
    )


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
