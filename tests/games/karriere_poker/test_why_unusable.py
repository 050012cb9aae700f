"""Why a card cannot be picked (``State.why_unusable``): the rules of a set (KP-2, KP-5), in the words
the refusal of a play uses, from explicit deals; and, over random positions, that the answer agrees
with the legal actions and reads nothing the player to act cannot see.

A pick is asked about with the cards already picked (plain card ids, equal
cards repeated). The card on its own comes first: a card no playable set holds
gets that reason whatever is picked; a card that could be played gets the
reason it does not fit the picked ones.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from cardgames.engine import Message
from cardgames.games.karriere_poker import KARRIERE_POKER, KarrierePokerState, Play, play
from cardgames.games.karriere_poker.observer import why_unusable

JK = 0


def deal(hands: Sequence[Sequence[int]], **kw: Any) -> KarrierePokerState:
    """A game-1 position; cards nobody holds are set aside."""
    return KarrierePokerState.from_deal(hands, **kw)


def ask(state: KarrierePokerState, card: int, *picked: int) -> Message:
    """The reason the player to act gets for ``card`` of its hand with ``picked`` already picked."""
    seat = state.current_player
    assert seat is not None
    zone = ("hand", seat)
    return state.why_unusable(zone, card, [(zone, c) for c in picked])


def test_a_second_number_does_not_join_a_set() -> None:
    """KP-2.1: a set is cards of one number plus jokers; with two 7s picked a 9 does not fit."""
    state = deal([[7, 7, 9, JK], [1], [2], [3]], start_player=0)
    reason = ask(state, 9, 7, 7)
    assert reason.key == "kp.illegal.not_a_set"
    assert str(reason) == "A set is one or more cards of one number, plus any jokers."
    # On its own, or added to a joker, the 9 can be led: no rule keeps it out.
    assert why_unusable(state, ("hand", 0), 9, ()) is None
    assert why_unusable(state, ("hand", 0), 9, [(("hand", 0), JK)]) is None


def test_a_raise_is_not_bigger_than_the_top_set() -> None:
    """KP-5.2, KP-A4: on a pair, a joker added to two picked 8s would make three cards."""
    state = deal([[5, 5, 1], [8, 8, JK, 2], [3], [4]], start_player=0)
    state.apply(play(5, 2, 0))
    reason = ask(state, JK, 8, 8)
    assert reason.key == "kp.illegal.wrong_size"
    assert str(reason) == "A raise has as many cards as the lead (2); 8 8 J has 3."
    assert why_unusable(state, ("hand", 1), JK, [(("hand", 1), 8)]) is None  # 8 J is a raise


def test_a_lower_or_equal_number_does_not_beat_the_top_set() -> None:
    """KP-2.3: on two 9s a 7 or a 9 cannot be raised with, whatever else is picked."""
    state = deal([[9, 9, 1], [7, 9, 12, 12, JK], [3], [4]], start_player=0)
    state.apply(play(9, 2, 0))
    reason = ask(state, 7)
    assert reason.key == "kp.illegal.not_higher"
    assert str(reason) == "7 does not beat 9 9: a raise needs a higher number."
    assert str(ask(state, 9, JK)) == "9 does not beat 9 9: a raise needs a higher number."
    # With a 12 picked the 7 still gets its own reason, not "one number only".
    assert ask(state, 7, 12).key == "kp.illegal.not_higher"
    assert why_unusable(state, ("hand", 1), 12, ()) is None


def test_nothing_beats_jokers_alone() -> None:
    """KP-2.3, KP-A3: on jokers alone neither a 13 nor a joker can be picked."""
    state = deal([[JK, 1], [JK, 13, 2], [3], [4]], start_player=0)
    state.apply(play(0, 0, 1))
    for card in (13, JK):
        reason = ask(state, card)
        assert reason.key == "kp.illegal.jokers_on_top"
        assert str(reason) == "Nothing beats a set of jokers alone."


def test_later_jokers_beat_jokers_with_the_flag() -> None:
    """KP-A3 flag: a joker may be picked on a joker; a 13 still cannot."""
    state = deal([[JK, 1], [JK, 13, 2], [3], [4]], start_player=0, options={"jokers_over_jokers": True})
    state.apply(play(0, 0, 1))
    assert why_unusable(state, ("hand", 1), JK, ()) is None
    assert ask(state, 13).key == "kp.illegal.jokers_on_top"


def test_too_few_jokers_to_make_the_size() -> None:
    """KP-5.2: on three 7s a single 9 and one joker make only two cards; the reason names the set
    that would be needed (the 9 with the most 9s, so the fewest jokers)."""
    state = deal([[7, 7, 7, 1], [9, JK, 2], [3], [4]], start_player=0)
    state.apply(play(7, 3, 0))
    reason = ask(state, 9)
    assert reason.key == "kp.illegal.missing_jokers"
    assert str(reason) == "Your hand has too few jokers for 9 J J (2 needed)."
    # The joker could join the 9 (the only higher number held), and fails the same way.
    assert str(ask(state, JK)) == "Your hand has too few jokers for 9 J J (2 needed)."


def test_too_few_jokers_for_jokers_alone() -> None:
    """KP-2.2: with no higher number, jokers can only raise alone, as many as the top set has."""
    state = deal([[5, 5, 5, 1], [JK, JK, 2], [3], [4]], start_player=0)
    state.apply(play(5, 3, 0))
    reason = ask(state, JK)
    assert reason.key == "kp.illegal.missing_jokers"
    assert str(reason) == "Your hand has too few jokers for J J J (3 needed)."
    assert ask(state, 2).key == "kp.illegal.not_higher"


def test_a_card_the_hand_does_not_hold() -> None:
    """KP-5.1: only cards in hand are played."""
    state = deal([[5, 1], [6, 2], [3], [4]], start_player=0)
    reason = ask(state, 13)
    assert reason.key == "kp.illegal.missing_number"
    assert str(reason) == "Your hand has too few cards of 13 for 13 (1 needed)."


def test_cards_outside_the_players_hand_get_the_plain_answer() -> None:
    """Another seat's hand, the table, or a match that is over: nothing of the rules to say."""
    state = deal([[5, 1], [6, 2], [3], [4]], start_player=0)
    assert state.why_unusable(("hand", 1), 6, ()).key == "illegal.card_unusable"
    assert state.why_unusable(("top",), 5, ()).key == "illegal.card_unusable"
    assert why_unusable(state, ("hand", 1), 6, ()) is None
    over = deal([[5], [6], [7], [8]], start_player=0, options={"games": 1})
    for seat, card in ((0, 5), (1, 6), (2, 7)):
        assert over.current_player == seat
        over.apply(play(card, 1, 0))
    assert over.is_over
    assert over.why_unusable(("hand", 3), 8, ()).key == "illegal.card_unusable"


def _plays_holding(plays: list[Play], cards: Sequence[int]) -> bool:
    want = Counter(cards)
    return any(Counter(a.cards) >= want for a in plays)


def test_the_answer_agrees_with_the_legal_actions_in_random_positions() -> None:
    """Random positions: a card (with some picked cards of the hand) gets no reason exactly when a
    legal play holds them all; and every reason is the same in a state that differs only in the
    cards the player cannot see."""
    rng = random.Random(5)
    checked = blocked = 0
    for seed in range(12):
        players = 4 + seed % 5
        options = {
            "jokers_over_jokers": seed % 3 == 0,
            "round_rule": "until_all_pass" if seed % 2 else "one_lap",
        }
        state = KARRIERE_POKER.new_state(players, seed, options)
        assert isinstance(state, KarrierePokerState)
        state.quiet = True
        for _ in range(60):
            if state.is_over:
                break
            seat = state.current_player
            assert seat is not None
            zone = ("hand", seat)
            legal = state.legal_actions()
            plays = [a for a in legal if isinstance(a, Play)]
            hand = list(state.view(seat).zone("hand", seat))
            # The same table, every hidden card redrawn: the player cannot tell the two apart.
            twin = state.determinize(seat, random.Random(seed))
            for card in sorted(set(hand)):
                rest = list(hand)
                rest.remove(card)
                for size in (0, 1, 2):
                    picked = rng.sample(rest, min(size, len(rest)))
                    reason = why_unusable(state, zone, card, [(zone, c) for c in picked])
                    alone = _plays_holding(plays, [card])
                    fits = _plays_holding(plays, [*picked, card])
                    if not alone:
                        assert reason is not None, (card, picked)
                    else:
                        assert (reason is None) == fits, (card, picked, reason, state.table)
                    assert reason == why_unusable(twin, zone, card, [(zone, c) for c in picked])
                    checked += 1
                    blocked += reason is not None
            state.apply(rng.choice(legal))
    assert checked > 1000
    assert 100 < blocked < checked
