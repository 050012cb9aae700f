"""The coach's reasons in FTW?! (``cardgames.games.ftw.explain``) on positions built from chosen
cards: each reason is a fact of the position and the move, worked out from what the seat sees."""

from __future__ import annotations

from cardgames.engine import Action, Message
from cardgames.games.ftw import FtwState
from cardgames.games.ftw.actions import lay_and_take, pass_cards, play_higher, play_with_helpers
from cardgames.games.ftw.explain import reasons


def _said(state: FtwState, seat: int, action: Action) -> tuple[dict[str, Message], dict[str, Message]]:
    """The reasons for and against, by key."""
    pros, cons = reasons(state, seat, action)
    assert action in state.legal_actions()
    return {m.key: m for m in pros}, {m.key: m for m in cons}


def test_ending_the_round_says_which_card_is_left_and_what_it_scores() -> None:
    """C sheds the 5 and leaves 34 alone: the round ends and 34 scores; A 34 would leave the 5."""
    state = FtwState.from_deal([[5, 34], [6, 7, 8], [9, 10, 11]], pile=[30], helpers=[[28], [], []])
    pros, cons = _said(state, 0, play_with_helpers(5, (28,)))
    assert pros["ftw.coach.go_out"].args == {"card": 34}
    assert str(pros["ftw.coach.go_out"]) == "Ends the round now with 34 as your last card: you score 34."
    assert cons == {}
    pros, _ = _said(state, 0, play_higher(34))
    assert pros["ftw.coach.go_out"].args == {"card": 5}


def test_a_high_card_blocks_a_next_player_with_few_cards() -> None:
    """Ben (next) has 3 cards. 35 on top: of the cards Anna has not seen, only 36 beats it; 31
    leaves 32, 33, 34 and 36 (35 is hers, the rest lie on the table)."""
    state = FtwState.from_deal(
        [[4, 31, 35], [1, 2, 3], [5, 6, 7, 8]], pile=[20, 30], out=[10, 11], helpers=[[], [], []]
    )
    pros, cons = _said(state, 0, play_higher(35))
    block = pros["ftw.coach.blocks_one"]
    assert block.args == {"card": 35, "next_seat": 1, "count": 3, "higher": 1}
    assert str(block) == "Puts 35 on top against 1 (3 cards left): only one card you have not seen beats it."
    assert "ftw.coach.plays_highest" in cons  # 35 was the card that scores
    pros, cons = _said(state, 0, play_higher(31))
    assert pros["ftw.coach.blocks"].args["higher"] == 4
    assert pros["ftw.coach.cheapest"].args == {"top": 30}
    assert "ftw.coach.plays_highest" not in cons


def test_a_low_top_card_gives_way_to_a_next_player_with_two_cards() -> None:
    """With helpers Anna lays 3 on top; Ben has 2 cards and most unseen cards beat a 3."""
    state = FtwState.from_deal([[3, 30, 35], [1, 2], [4, 5, 6]], pile=[20], helpers=[[25], [], []])
    _, cons = _said(state, 0, play_with_helpers(3, (25,)))
    assert cons["ftw.coach.gives_way"].args["card"] == 3
    assert cons["ftw.coach.gives_way"].args["next_seat"] == 1
    assert cons["ftw.coach.gives_way"].args["count"] == 2


def test_a_card_the_next_player_took_with_b_is_known() -> None:
    """A card Ben took with B is known to be his: 36 taken in sight beats Anna's 30, and the coach
    says so; a 36 that came with the deal is unseen, counted among the cards that may beat it."""
    taken = FtwState.from_deal([[4, 5, 30, 31], [1, 10, 11], [7, 8, 9, 12]], pile=[20, 36], start_player=1)
    taken.apply(lay_and_take(10, 36))  # Ben takes 36 in sight of everybody
    taken.apply(play_higher(12))  # Cleo starts the new pile
    assert taken.current_player == 0
    _, cons = _said(taken, 0, play_higher(30))
    assert cons["ftw.coach.next_holds_higher"].args == {"next_seat": 1, "count": 3, "card": 30}
    dealt = FtwState.from_deal([[4, 5, 34, 35], [1, 10, 36], [7, 8, 9, 12]], pile=[33], start_player=1)
    dealt.apply(lay_and_take(10, 33))  # Ben takes 33, which does not beat 34; his 36 is unseen
    dealt.apply(play_higher(12))
    pros, cons = _said(dealt, 0, play_higher(34))
    assert "ftw.coach.next_holds_higher" not in cons
    assert pros["ftw.coach.blocks_one"].args["higher"] == 1  # 36 (35 is Anna's; 33 is Ben's, lower)


def test_option_b_says_what_the_swap_does_to_the_points_against_you() -> None:
    """B lays 30 and takes 12: 4 + 12 + 20 = 36 count against the 40 instead of 4 + 20 + 30 = 54;
    taking 44 makes it the new highest card; taking 25 for 10 raises what counts against you."""
    state = FtwState.from_deal(
        [[4, 10, 20, 30, 40], [1, 2, 3, 5], [6, 7, 8, 9], [11, 13, 14, 15]], pile=[12, 25, 44, 45]
    )
    pros, cons = _said(state, 0, lay_and_take(30, 12))
    assert pros["ftw.coach.take_low"].args == {"card": 30, "take": 12, "before": 64, "now": 46}
    assert pros["ftw.coach.first_helper"].args == {"card": 30}
    pros, _ = _said(state, 0, lay_and_take(4, 44))
    assert pros["ftw.coach.take_high"].args == {"take": 44}
    _, cons = _said(state, 0, lay_and_take(10, 25))
    assert cons["ftw.coach.take_more"].args == {"card": 10, "take": 25, "before": 64, "now": 79}
    # Emptying the pile for a next player with 4 cards is not worth a word; with few cards it is.
    _, cons = _said(state, 0, lay_and_take(30, 12))
    assert "ftw.coach.empty_for_next" not in cons
    short = FtwState.from_deal(
        [[4, 10, 20, 30, 40], [1, 2, 3], [6, 7, 8, 9], [11, 13, 14, 15]], pile=[12, 25, 44, 45]
    )
    _, cons = _said(short, 0, lay_and_take(30, 12))
    assert cons["ftw.coach.empty_for_next"].args == {"next_seat": 1, "count": 3}


def test_a_keeps_the_helpers_when_c_is_open() -> None:
    state = FtwState.from_deal(
        [[5, 31, 34], [1, 2, 3, 4], [6, 7, 8, 9]], pile=[30], helpers=[[12, 20], [], []]
    )
    pros, _ = _said(state, 0, play_higher(31))
    assert pros["ftw.coach.keeps_helpers"].args == {"helpers": "12 20"}
    closed = FtwState.from_deal([[5, 31, 34], [1, 2, 3, 4], [6, 7, 8, 9]], pile=[30], helpers=[[12], [], []])
    pros, _ = _said(closed, 0, play_higher(31))  # 5 + 12 cannot beat 30: no C to keep them for
    assert "ftw.coach.keeps_helpers" not in pros


def test_the_pass_keeps_or_gives_away_the_highest_card() -> None:
    """Passing goes to the right-hand neighbour (seat 2 for seat 0 of three)."""
    hand = [2, 5, 9, 14, 20, 25, 27, 30, 31, 33, 35, 36]
    rest = [c for c in range(1, 37) if c not in hand]
    state = FtwState.from_deal([hand, rest[:12], rest[12:]], passing=True)
    pros, _ = _said(state, 0, pass_cards((27, 30, 31)))
    assert pros["ftw.coach.pass_keeps_two"].args == {"second": 35, "card": 36}
    _, cons = _said(state, 0, pass_cards((2, 5, 36)))
    assert cons["ftw.coach.pass_highest"].args == {"card": 36, "receiver_seat": 2}
