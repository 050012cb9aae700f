"""FTW?! heuristics shared by the bots and the hard bot's search.

What the heuristic knows about the game: only hand cards score, and a hand
scores well only when it is small (highest card minus all the others). So a
round is a race to shed cards while holding on to one high card:

- keep the highest card, shed the others, the cheapest way first;
- take a high card from the pile with B when it raises what you keep;
- spend helpers (C) to shed a low card when A is not possible;
- do not leave a rich pile for the next player to take from with B;
- end the round yourself whenever you can: the others are then caught
  holding cards, which mostly score nothing; except with a card too low
  to win the match even with the best later rounds (:func:`exit_need`):
  that exit loses for certain, while playing on keeps a chance.

:func:`evaluate` scores an action by the hand, helper row and pile it leaves
behind; :func:`choose_pass` picks the cards to pass. Both read only the
seat's own hand and the public table. ``search`` applies the same terms and
:data:`DEFAULT_WEIGHTS` to its quick rollout player.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Action
from .actions import LayAndTake, PlayHigher, PlayWithHelpers
from .basics import deck_size
from .state import FtwState

__all__ = ["DEFAULT_WEIGHTS", "GO_OUT", "Weights", "choose_pass", "evaluate", "exit_need"]

GO_OUT = 1000.0


class Weights:
    """The knobs of the evaluation; one instance per bot so variants can be compared."""

    __slots__ = ("empty", "force", "gift", "helper", "keep", "match_aware", "rest", "rest_urgent", "tempo")

    def __init__(
        self,
        tempo: float = 12.0,
        keep: float = 0.6,
        rest: float = 0.05,
        rest_urgent: float = 0.5,
        helper: float = 4.0,
        gift: float = 0.3,
        force: float = 8.0,
        empty: float = 8.0,
        match_aware: bool = True,
    ) -> None:
        self.tempo = tempo
        self.keep = keep
        self.rest = rest
        self.rest_urgent = rest_urgent
        self.helper = helper
        self.gift = gift
        self.force = force
        self.empty = empty
        #: Refuse a way out that loses the match for certain (:func:`exit_need`).
        self.match_aware = match_aware


DEFAULT_WEIGHTS = Weights()


def exit_need(state: FtwState, seat: int) -> int:
    """The lowest card ``seat`` may keep when it goes out without losing the match for certain.

    Going out scores the kept card; the others' hands add 0 points or more
    to their totals, and no later round can bring ``seat`` more than the
    deck's highest card (a hand scores at most its highest card). So a kept
    card below the best other total, minus ``seat``'s own, minus that most
    for every round still to come, loses the match whatever the others hold
    (a card that reaches it exactly can still tie, a shared win). Playing on
    instead keeps the chance of a better way out (B takes a high card back
    from the pile), and cannot lose more surely. In practice this bites in
    the last round, or a round before it with a lead of more than a deck's
    worth.
    """
    scores = state.scores
    best_other = max(scores[s] for s in range(state.num_players) if s != seat)
    rounds_after = state.num_rounds - state.round_no - 1
    return best_other - scores[seat] - rounds_after * deck_size(state.num_players)


def evaluate(state: FtwState, seat: int, action: Action, w: Weights = DEFAULT_WEIGHTS) -> float:
    """Score ``action`` for ``seat`` in ``state`` (higher is better)."""
    n = state.num_players
    hand = state.hands[seat]
    row = state.helpers[seat]
    pile = state.pile
    if type(action) is PlayHigher:
        c = action.card
        new_hand = [x for x in hand if x != c]
        top, pile_max = c, max(c, max(pile, default=0))
        helpers = len(row)
    elif type(action) is LayAndTake:
        new_hand = sorted([x for x in hand if x != action.card] + [action.take])
        top = pile_max = 0
        helpers = len(row) + 1
    else:
        assert type(action) is PlayWithHelpers
        new_hand = [x for x in hand if x != action.card]
        top, pile_max = action.card, max(pile)
        helpers = len(row) - len(action.helpers)

    if len(new_hand) == 1:
        # Going out ends the round now: my last card scores, most others score nothing;
        # but a way out that loses the match for certain comes after every other move.
        kept = new_hand[0]
        if w.match_aware and kept < exit_need(state, seat):
            return kept - GO_OUT
        return GO_OUT + kept
    keep = new_hand[-1]
    rest = sum(new_hand) - keep
    closest = min(len(state.hands[s]) for s in range(n) if s != seat)
    w_rest = w.rest_urgent if closest <= 3 else w.rest
    value = -w.tempo * len(new_hand) + w.keep * keep - w_rest * rest + w.helper * min(helpers, 3)
    if top:
        # The next player: with no card above the top they lose a tempo (B or C),
        # but with a card below it they may take the best pile card.
        m = deck_size(n)
        k = len(state.hands[(seat + 1) % n])
        below = (top - 1) / m
        value += w.force * below**k
        value -= w.gift * (1.0 - (1.0 - below) ** k) * pile_max
    else:
        # An empty pile lets the next player shed any card, its worst one first.
        value -= w.empty
    return value


def choose_pass(hand: Sequence[int]) -> tuple[int, ...]:
    """Keep the two highest cards and the lowest ones; pass the upper middle (``hand`` sorted)."""
    return tuple(hand[-5:-2]) if len(hand) >= 5 else tuple(hand[:3])
