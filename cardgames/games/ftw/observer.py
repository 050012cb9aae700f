"""What each FTW?! seat may know: its view of the table, and samples of what it cannot see.

The information model (FTW-2.2, FTW-A11): hands are private; the pile, the
helper rows, hand sizes and scores are public; cards that left the round
(the pile's rest after B, helpers used by C) were seen by all; a card taken
with B is announced; the passer knows where its three cards went, and the
receiver which three came from whom. The
two-player set-aside stays unknown to everyone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

from ...engine import HIDDEN, Facts, History, Message, TableView, Zone
from .actions import LayAndTake, PlayHigher, PlayWithHelpers
from .basics import PASS_COUNT, deck_size
from .basics import msg as _m
from .scoring import RoundEnd

if TYPE_CHECKING:
    from .state import FtwState

__all__ = ["FtwFacts", "Phase", "determinize", "view"]

#: What the table is doing: seats choose their pass, turns are played, or the match is over.
Phase: TypeAlias = Literal["pass", "play", "over"]


@dataclass(frozen=True, slots=True, kw_only=True)
class FtwFacts(Facts):
    """The public facts of an FTW?! table.

    Of the common facts: ``round`` is the running round (from 1),
    ``start_player`` the seat that opens it and ``scores`` every seat's total.
    """

    #: Rounds in the match.
    rounds: int
    phase: Phase
    #: The pile's top card, the one to beat; None while the pile is empty.
    top: int | None
    #: Cards in each seat's hand.
    hand_sizes: tuple[int, ...]
    #: Points of every finished round, per seat.
    round_points: tuple[tuple[int, ...], ...]
    #: How the last finished round ended (who, with which card, the hands as scored); None before.
    round_end: RoundEnd | None
    #: The cards each seat took from the pile with B this round (announced, so public).
    taken: tuple[tuple[int, ...], ...]
    #: The cards the viewer passed this round (empty for an onlooker or before the pass).
    passed: tuple[int, ...]
    #: The viewer's right-hand neighbour, who received its pass (None for an onlooker).
    receiver: int | None
    #: The cards the viewer received in this round's pass, once passes are delivered (empty for an
    #: onlooker, while seats still choose, and once the match is over).
    received: tuple[int, ...] = ()
    #: The viewer's left-hand neighbour, whose pass it received (None for an onlooker).
    giver: int | None = None
    #: Each seat has taken a turn since the passes were delivered (all False while they choose).
    moved: tuple[bool, ...] = ()
    #: The seats that won, once the match is over.
    winners: tuple[int, ...] | None = None


def view(state: FtwState, seat: int | None) -> TableView[FtwFacts]:
    """What ``seat`` may see: its own hand and pass, and every public card."""
    n = state.num_players
    over = state.outcome is not None
    zones: dict[tuple[Any, ...], Zone] = {}
    for s in range(n):
        hand = state.hands[s]
        shown = s == seat or over
        zones[("hand", s)] = Zone(tuple(hand) if shown else (HIDDEN,) * len(hand), face_up=shown)
        pending = state.pending[s]
        if pending is not None:
            zones[("passing", s)] = Zone(pending if s == seat else (HIDDEN,) * len(pending), face_up=False)
        zones[("helpers", s)] = Zone(tuple(state.helpers[s]))
    zones[("pile",)] = Zone(tuple(state.pile))
    zones[("out",)] = Zone(tuple(state.out), face_up=False)
    zones[("aside",)] = Zone((HIDDEN,) * len(state.aside), face_up=False)
    facts = FtwFacts(
        scores=tuple(state.scores),
        round=state.round_no + 1,
        rounds=state.num_rounds,
        start_player=state.start_player,
        phase="over" if over else "pass" if state.passing else "play",
        top=state.pile[-1] if state.pile else None,
        hand_sizes=tuple(len(h) for h in state.hands),
        round_points=tuple(state.round_history),
        round_end=state.round_end,
        taken=tuple(tuple(t) for t in state.taken),
        passed=state.gave[seat] if seat is not None else (),
        receiver=(seat - 1) % n if seat is not None else None,
        received=state.gave[(seat + 1) % n] if seat is not None and not state.passing and not over else (),
        giver=(seat + 1) % n if seat is not None else None,
        moved=_moved(state),
        winners=state.outcome.winners if state.outcome is not None else None,
    )
    return TableView(
        game_id="ftw",
        seat=seat,
        num_players=n,
        current_player=state.current_player,
        zones=zones,
        facts=facts,
        prompt=_prompt(state) if seat is not None and seat == state.current_player else None,
    )


def _moved(state: FtwState) -> tuple[bool, ...]:
    """Which seats have taken a turn since this round's passes were delivered (all public).

    Play goes round from the start player without skipping anyone, and every turn moves one hand
    card out: onto the pile (A, C), or to the helpers while one comes back from the pile (B, its
    card announced). So the turns taken are the cards on the pile, in the helper rows and out of
    the round, and the cards taken back. (A state built with cards already on the table counts them
    as turns; it had no pass either.)
    """
    n = state.num_players
    if state.passing:
        return (False,) * n
    turns = len(state.pile) + len(state.out) + sum(map(len, state.helpers)) + sum(map(len, state.taken))
    return tuple((seat - state.start_player) % n < turns for seat in range(n))


def _prompt(state: FtwState) -> Message:
    if state.passing:
        return _m("prompt.pass", "Choose 3 cards to pass to your right-hand neighbour.")
    if not state.pile:
        return _m("prompt.open", "The pile is empty: play any card to start it.")
    # Only the options this hand has: C is not offered without helpers, A not without a higher card.
    top = state.pile[-1]
    kinds = {type(a) for a in state.legal_actions()}
    higher = PlayHigher in kinds
    helpers = PlayWithHelpers in kinds
    if higher and helpers:
        return _m(
            "prompt.turn",
            "Beat {top} with a higher card (A); or lay a lower card as a helper and take a pile card (B), "
            "or play it with helpers summing above {top} (C).",
            top=top,
        )
    if higher and LayAndTake in kinds:
        return _m(
            "prompt.turn_no_helpers",
            "Beat {top} with a higher card (A), or lay a lower card as a helper and take a pile card (B).",
            top=top,
        )
    if higher:
        return _m("prompt.turn_only_higher", "Beat {top} with a higher card (A).", top=top)
    if helpers:
        return _m(
            "prompt.turn_no_higher",
            "Nothing in your hand beats {top}: lay a lower card as a helper and take a pile card (B), "
            "or play it with helpers summing above {top} (C).",
            top=top,
        )
    return _m(
        "prompt.turn_only_take",
        "Nothing in your hand beats {top}: lay a lower card as a helper and take a pile card (B).",
        top=top,
    )


def determinize(state: FtwState, seat: int, rng: random.Random) -> FtwState:
    """Redraw every card ``seat`` cannot know, using only what ``seat`` knows.

    ``seat`` knows its own hand and pass, the cards it passed (they sit in
    its right-hand neighbour's hand until played), every card taken with B
    (announced), and everything on the table. Other seats' hands, their
    pending passes and the two-player set-aside are redrawn.
    """
    n = state.num_players
    s = state.clone()
    s.history = History()
    s.seed = rng.getrandbits(62)
    receiver = (seat - 1) % n
    fixed: list[list[int]] = []
    for other in range(n):
        if other == seat:
            fixed.append(state.hands[other].copy())
            continue
        known = set(state.taken[other])
        if other == receiver:
            known.update(state.gave[seat])
        fixed.append([c for c in state.hands[other] if c in known])
    # The pool: every card not seen by ``seat`` in a known place.
    seen = set(state.hands[seat])
    seen.update(state.pending[seat] or ())
    seen.update(state.pile)
    seen.update(state.out)
    for row in state.helpers:
        seen.update(row)
    for other in range(n):
        seen.update(fixed[other])
    pool = [c for c in range(1, deck_size(n) + 1) if c not in seen]
    rng.shuffle(pool)
    k = 0
    for other in range(n):
        if other == seat:
            continue
        need = len(state.hands[other]) - len(fixed[other])
        hand = fixed[other] + pool[k : k + need]
        k += need
        hand.sort()
        s.hands[other] = hand
        # What others passed is theirs to know: a sample keeps only
        # ``seat``'s own pass, and redraws passes not yet delivered.
        s.gave[other] = ()
        if state.pending[other] is not None:
            drawn = tuple(sorted(pool[k : k + PASS_COUNT]))
            k += PASS_COUNT
            s.pending[other] = drawn
            s.gave[other] = drawn
    giver = (seat + 1) % n
    if not state.passing:
        # What reached ``seat``'s hand it knows (its view says which cards came from whom).
        s.gave[giver] = state.gave[giver]
    s.aside = sorted(pool[k:])
    return s
