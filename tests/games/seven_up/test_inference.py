"""The hard bot's belief about the hidden cards: deals weighted by what the others did this hand.

Each test plays a hand dealt as written up to a decision of the searching seat and compares the
deals the search draws (the hooks' ``sampler``) with the deals its knowledge alone allows
(``determinize``, every allowed deal alike): the others' decisions must move the belief the way
a player reads them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardgames.engine import FrenchCard
from cardgames.games.seven_up import SEVEN_UP, TRADITIONAL, SevenUpState
from cardgames.games.seven_up.inference import belief, log_likelihood

HOOKS = SEVEN_UP.search_hooks()
DRAWS = 600


def c(text: str) -> int:
    """The id of a card written like ``"QD"``."""
    return int(FrenchCard.parse(text))


def position(hands: Sequence[str], turnup: str, moves: str, **kw: object) -> SevenUpState:
    """The hand dealt as written, after ``moves``, each of them legal."""
    state = SevenUpState.from_deal([h.split() for h in hands], turnup, **kw)  # type: ignore[arg-type]
    for text in moves.split(", "):
        action = SEVEN_UP.parse_action(text)
        assert action in state.legal_actions(), text
        state.apply(action)
    state.quiet = True
    return state


def share(state: SevenUpState, seat: int, test: Callable[[SevenUpState], bool], search: bool) -> float:
    """How often a drawn deal passes ``test``: drawn as the search draws them (``search``), or from
    the seat's knowledge alone."""
    rng = random.Random(7)
    draw = HOOKS.sampler(state, seat, rng) if search else None
    if draw is None:
        draw = lambda r: state.determinize(seat, r)  # noqa: E731 (the search's own fallback)
    return sum(test(draw(rng)) for _ in range(DRAWS)) / DRAWS


def test_who_let_a_ten_go_by_holds_no_higher_card_of_its_suit() -> None:
    """I led 10♠ and the opponent followed with 3♠, letting ten for Game go: a player holding J♠,
    Q♠, K♠ or A♠ takes it. The search draws such hands far less often than the unweighted
    deals do (about two in five)."""
    state = position(("TS 5C 7H 8S 9C KH", "3S 4D 6H 2C QC 9D"), "6D", "accept, play TS, play 3S")
    assert state.current_player == 0
    higher = {c("JS"), c("QS"), c("KS"), c("AS")}

    def holds_higher(deal: SevenUpState) -> bool:
        return bool(higher & set(deal.hands[1]))

    uniform = share(state, 0, holds_higher, search=False)
    searched = share(state, 0, holds_higher, search=True)
    assert uniform > 0.3
    assert searched < 0.5 * uniform, (searched, uniform)


def test_who_did_not_trump_a_counting_trick_holds_fewer_trumps() -> None:
    """Trump at will (traditional): I led 10♠, the opponent, void in spades, threw 2♥ and kept his
    trumps, where a player with a trump takes ten for Game with it. The search draws him fewer
    trumps."""
    state = position(
        ("TS 5C 7H 8S 9C KH", "2H 4H 6H 2C QC 9D"),
        "6D",
        "accept, play TS, play 2H",
        options=TRADITIONAL,
    )
    assert state.current_player == 0
    assert not state.voids[1] & 16  # nothing shown: trumping was his choice

    def trumps(deal: SevenUpState) -> bool:
        return any(x & 3 == state.trump for x in deal.hands[1])

    uniform = share(state, 0, trumps, search=False)
    searched = share(state, 0, trumps, search=True)
    assert searched < uniform - 0.15, (searched, uniform)


def test_who_accepted_the_proposal_holds_more_trumps() -> None:
    """The elder hand accepted diamonds and led 5♣; the dealer's search draws him more diamonds
    than the unweighted deals (where he holds what chance gives)."""
    state = position(("5C 9D 3D 8S 9C KH", "TS 4S 6H 2C QC JH"), "6D", "accept, play 5C")
    assert state.current_player == 1

    def trumps(deal: SevenUpState) -> float:
        return sum(1 for x in deal.hands[0] if x & 3 == state.trump)

    rng = random.Random(3)
    draw = HOOKS.sampler(state, 1, rng) or (lambda r: state.determinize(1, r))
    searched = sum(trumps(draw(rng)) for _ in range(DRAWS)) / DRAWS
    uniform = sum(trumps(state.determinize(1, rng)) for _ in range(DRAWS)) / DRAWS
    assert searched > uniform + 0.4, (searched, uniform)


def test_the_true_deal_is_likelier_than_most() -> None:
    """Weighed against deals the seat's knowledge allows, the true hidden hands (whose decisions
    the play shows) come out above the middle of the pool."""
    state = position(("TS 5C 7H 8S 9C KH", "3S 4D 6H 2C QC 9D"), "6D", "accept, play TS, play 3S")
    pool = belief(state, 0, random.Random(5), size=200)
    assert pool is not None
    truth = log_likelihood(state, 0, state)
    below = sum(1 for d in pool.deals if log_likelihood(state, 0, d) < truth)
    assert below > 0.5 * len(pool.deals)
    assert 1.0 < pool.effective_size < len(pool.deals)


def test_the_first_decision_of_a_hand_draws_every_allowed_deal_alike() -> None:
    """Nobody else has decided anything yet (the elder hand's own proposal): no belief."""
    state = SevenUpState.from_deal([h.split() for h in ("TS 5C 7H 8S 9C KH", "3S 4D 6H 2C QC 9D")], "6D")
    state.quiet = True
    assert HOOKS.sampler(state, 0, random.Random(1)) is None


def test_a_search_called_off_stops_weighing_deals() -> None:
    """The pool is weighed in the search's time: once the search is called off (the table's stop),
    no more deals are drawn and weighed than one look at the stop allows."""
    state = position(("TS 5C 7H 8S 9C KH", "3S 4D 6H 2C QC 9D"), "6D", "accept, play TS, play 3S")
    looks = []

    def stop() -> bool:
        looks.append(1)
        return True

    called_off = belief(state, 0, random.Random(3), should_stop=stop)
    whole = belief(state, 0, random.Random(3))
    assert called_off is not None
    assert whole is not None
    assert len(looks) == 1
    assert len(called_off.deals) < len(whole.deals) / 4
