"""What each Seven-up seat may see, and samples of what it cannot.

Hands, the stock and other players' discards are hidden; the turn-ups, the
trick and every played card are public (won tricks lie face down, but all saw
them played). A player who did not follow suit has shown a void in the suit
led, and under the must-trump rule one who neither followed nor trumped has
shown that he holds no trump: samples keep to both.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine import HIDDEN, Facts, History, Message, TableView, Zone
from .basics import SUIT_SYMBOLS, Phase
from .basics import msg as _m
from .legal import may_give
from .options import CountTie, Follow, GamePointTie, HandScoring, TrumpMaking
from .scoring import HandResult

if TYPE_CHECKING:
    from .state import SevenUpState

__all__ = ["SevenUpFacts", "determinize", "true_zones", "view"]


@dataclass(frozen=True, slots=True, kw_only=True)
class SevenUpFacts(Facts):
    """The public facts of a Seven-up table.

    Of the common facts: ``round`` is the hand's number (a bunched hand keeps
    it), ``start_player`` the elder hand (Vorhand), ``scores`` each seat's
    score (partners share their team's) and ``parties`` each seat's party.
    Per party, as in the state: ``party_scores``, ``recorded``, ``results``.
    """

    phase: Phase
    #: The trump suit, None while it is being made.
    trump: int | None
    #: The suit of the original turn-up: the proposed trump (SEV-3.2).
    proposed: int
    #: Each party's score.
    party_scores: tuple[int, ...]
    target: int
    trump_making: TrumpMaking
    follow: Follow
    hand_scoring: HandScoring
    game_point_tie: GamePointTie
    count_tie: CountTie
    #: What was recorded before play in this hand: ``(party, points, why)``.
    before_play: tuple[tuple[int, int, str], ...]
    #: The number of the hand ``last_result`` belongs to (0: none yet).
    result_hand: int
    #: The party that records a point more if it wins the hand (accepted when asked), or None.
    bonus: int | None
    #: Who played each card of the trick on the table, in order.
    trick_seats: tuple[int, ...]
    #: The last complete trick: (seat, card) in play order.
    last_trick: tuple[tuple[int, int], ...]
    #: Tricks played in this hand.
    tricks: int
    #: Points each party recorded in this hand so far.
    recorded: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    #: The last scored hand.
    last_result: HandResult | None
    #: Every hand's recorded points per party.
    results: tuple[tuple[int, ...], ...]
    #: The winning seats once the game is over.
    winners: tuple[int, ...] | None = None


_PROMPTS = {
    "propose": ("prompt.propose", "Accept {suit} as trump, or refuse it."),
    "dealer": (
        "prompt.dealer",
        "The elder hand refused {suit}: run the cards, or ask the elder hand to accept.",
    ),
    "asked": (
        "prompt.asked",
        "The dealer asks you to accept {suit}: accept (a bonus point if your side wins), "
        "or refuse again (the dealer's side scores a point and the cards are run).",
    ),
    "discard": ("prompt.discard", "Discard down to six cards: {count} more."),
    "play": ("prompt.play", "Play a card."),
}
_TRAD_PROMPTS = {
    "propose": ("prompt.stand", "Stand with {suit} as trump, or beg."),
    "dealer": ("prompt.give", "The elder hand begs: give a point to keep {suit}, or run the cards."),
}
#: The traditional dealer who may not give: the point would bring a side to the target (SEV-9).
_MUST_RUN = (
    "prompt.must_run",
    "The elder hand begs. You may not give a point here, because it would reach {target} and win "
    "the game: run the cards.",
)


def view(state: SevenUpState, seat: int | None) -> TableView[SevenUpFacts]:
    """What ``seat`` may see."""
    n = state.num_players
    over = state.outcome is not None
    zones: dict[tuple[Any, ...], Zone] = {}
    for s in range(n):
        shown = s == seat or over
        hand = state.hands[s]
        zones[("hand", s)] = Zone(tuple(hand) if shown else (HIDDEN,) * len(hand), face_up=shown)
        gone = state.discards[s]
        zones[("discard", s)] = Zone(tuple(gone) if s == seat else (HIDDEN,) * len(gone), face_up=False)
    zones[("stock",)] = Zone((HIDDEN,) * len(state.stock), face_up=False)
    zones[("turnup",)] = Zone((state.turnup,))
    zones[("runs",)] = Zone(tuple(state.runs))
    zones[("trick",)] = Zone(tuple(state.trick))
    for p in range(state.nparties):
        zones[("won", p)] = Zone(tuple(state.won[p]), face_up=False)
    o = state.options
    parties = state.parties
    facts = SevenUpFacts(
        round=state.hand_no,
        dealer=state.dealer,
        start_player=state.vorhand,
        scores=tuple(state.scores[parties[s]] for s in range(n)),
        parties=parties,
        phase=state.phase,
        trump=state.trump if state.trump >= 0 else None,
        proposed=state.turnup & 3,
        party_scores=tuple(state.scores),
        target=o.target,
        trump_making=o.trump_making,
        follow=o.follow,
        hand_scoring=o.hand_scoring,
        game_point_tie=o.game_point_tie,
        count_tie=o.count_tie,
        before_play=state.early,
        result_hand=state.result_hand,
        bonus=state.bonus if state.bonus >= 0 else None,
        trick_seats=tuple(state.trick_seats),
        last_trick=state.last_trick,
        tricks=state.tricks,
        recorded=tuple(state.recorded),
        hand_sizes=tuple(len(h) for h in state.hands),
        last_result=state.last_result,
        results=tuple(state.results),
        winners=state.outcome.winners if state.outcome is not None else None,
    )
    return TableView(
        game_id="seven_up",
        seat=seat,
        num_players=n,
        current_player=state.current_player,
        zones=zones,
        facts=facts,
        prompt=_prompt(state) if seat is not None and seat == state.current_player else None,
    )


def true_zones(state: SevenUpState) -> dict[tuple[Any, ...], Sequence[int]]:
    """Every zone with every card: the referee's view, for tests."""
    zones: dict[tuple[Any, ...], Sequence[int]] = {}
    for s in range(state.num_players):
        zones[("hand", s)] = state.hands[s]
        zones[("discard", s)] = state.discards[s]
    zones[("stock",)] = state.stock
    zones[("turnup",)] = [state.turnup]
    zones[("runs",)] = state.runs
    zones[("trick",)] = state.trick
    for p in range(state.nparties):
        zones[("won", p)] = state.won[p]
    return zones


def _prompt(state: SevenUpState) -> Message:
    phase = state.phase
    o = state.options
    key, template = _PROMPTS[phase]
    if o.trump_making == "traditional" and phase in _TRAD_PROMPTS:
        key, template = _TRAD_PROMPTS[phase]
        if phase == "dealer" and not may_give(state):
            # Say why there is no Give button: the gift would win the game.
            return _m(*_MUST_RUN, target=o.target)
    p = state.current_player
    assert p is not None
    if phase == "discard":
        count = len(state.hands[p]) - 6
        if count == 1:
            return _m("prompt.discard_one", "Discard down to six cards: one more.")
        return _m(key, template, count=count)
    return _m(key, template, suit=SUIT_SYMBOLS[state.turnup & 3])


def determinize(state: SevenUpState, seat: int, rng: random.Random) -> SevenUpState:
    """Redraw every card ``seat`` cannot know, keeping to the voids others have shown."""
    n = state.num_players
    s = state.clone()
    s.history = History()
    s.seed = rng.getrandbits(62)
    seen = set(state.hands[seat])
    seen.update(state.discards[seat])
    seen.add(state.turnup)
    seen.update(state.runs)
    seen.update(state.trick)
    for won in state.won:
        seen.update(won)
    pool = [c for c in range(52) if c not in seen]
    others = [o for o in range(n) if o != seat]
    trump = state.trump
    banned: dict[int, int] = {}
    for o in others:
        bits = state.voids[o] & 15
        if state.voids[o] & 16 and trump >= 0:
            bits |= 1 << trump
        banned[o] = bits
    # The most constrained seats choose first; a rare dead end draws again.
    order = sorted(others, key=lambda o: -bin(banned[o]).count("1"))
    rnd = rng.random
    for attempt in range(40):
        # A uniform permutation by random keys: a third of the cost of shuffle() here.
        pool.sort(key=lambda _: rnd())
        left = pool.copy()
        hands: dict[int, list[int]] = {}
        ok = True
        for o in order:
            need = len(state.hands[o])
            bits = banned[o] if attempt < 39 else 0
            take = [c for c in left if not (bits >> (c & 3)) & 1][:need]
            if len(take) < need:
                ok = False
                break
            chosen = set(take)
            left = [c for c in left if c not in chosen]
            hands[o] = sorted(take)
        if ok:
            break
    for o in others:
        s.hands[o] = hands[o]
        k = len(state.discards[o])
        s.discards[o] = sorted(left[:k])
        left = left[k:]
    s.stock = left
    if state.phase == "play" or state.phase == "over":
        s.note_high_low()
    return s
