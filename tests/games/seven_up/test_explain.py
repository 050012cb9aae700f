"""The coach's reasons in Seven-up (``cardgames.games.seven_up.explain``) on positions built from
chosen cards: the Jack and the 10s won, saved or given away, the partner's trick, the only trump,
discards and trump decisions, all from what the seat sees."""

from __future__ import annotations

from cardgames.engine import FrenchCard, Message
from cardgames.games.seven_up import SEVEN_UP, SevenUpState
from cardgames.games.seven_up.explain import reasons


def _card(text: str) -> int:
    return int(FrenchCard.parse(text))


def _said(state: SevenUpState, text: str) -> tuple[dict[str, Message], dict[str, Message]]:
    """The reasons for and against the move written ``text`` of the seat to act, by key."""
    action = SEVEN_UP.parse_action(text)
    seat = state.current_player
    assert seat is not None
    assert action in state.legal_actions()
    pros, cons = reasons(state, seat, action)
    return {m.key: m for m in pros}, {m.key: m for m in cons}


def _trick(hands: list[str], led: list[str], trump: str = "5H") -> SevenUpState:
    """Four players, the dealer seat 3, so seat 0 leads: ``led`` are the cards played so far."""
    state = SevenUpState.from_deal([h.split() for h in hands], trump)
    state.apply(SEVEN_UP.parse_action("accept"))
    for text in led:
        state.apply(SEVEN_UP.parse_action(f"play {text}"))
    return state


def test_trumping_the_partners_ace_says_how_many_unseen_cards_can_still_take_it() -> None:
    """M1 from Anna's seat: 10♦ risks 10 card points against two unseen trumps; Q♦ goes on top
    with only A♦ left to beat it, and keeps the 10♦."""
    state = SevenUpState.from_deal(
        [
            ["AS", "2C", "3C", "4C", "5C", "6C"],
            ["QS", "2H", "3H", "4H", "5H", "6H"],
            ["9H", "TH", "TD", "JC", "JH", "QD"],
            ["JD", "7C", "8C", "9C", "7H", "8H"],
        ],
        "KD",
    )
    for text in ("accept", "play AS", "play QS"):
        state.apply(SEVEN_UP.parse_action(text))
    assert state.current_player == 2
    pros, cons = _said(state, "play TD")
    assert cons["sev.coach.risks_ten"].args == {"played_card": _card("TD"), "count": 2}
    assert "sev.coach.overtakes_partner" not in cons  # no spade: Anna must trump, either way
    pros, cons = _said(state, "play QD")
    assert "sev.coach.leads_trick_one" in pros
    assert pros["sev.coach.keeps_ten"].args == {"saved_card": _card("TD")}
    assert cons == {}


def test_a_low_card_lets_the_partners_winning_trick_stand() -> None:
    """Seat 0 led A♣, seat 1 played 3♣; seat 2, the partner, must follow: 4♣ lets the ace stand;
    10♣ puts 10 card points on a trick that seat 3's unseen trumps could still take."""
    state = _trick(
        ["AC 2D 3D 4D 6D 7D", "3C 2S 3S 4S 6S 7S", "4C TC 8D 9D QD KD", "5C 8S 9S QS KS AS"],
        ["AC", "3C"],
    )
    pros, _ = _said(state, "play 4C")
    assert pros["sev.coach.low_on_partner"].args == {"partner_seat": 0}
    pros, cons = _said(state, "play TC")
    assert "sev.coach.feeds_partner" not in pros
    assert cons["sev.coach.risks_ten"].args["played_card"] == _card("TC")


def test_overtaking_a_winning_partner_is_named_when_a_lower_card_was_there() -> None:
    """The partner (seat 0) leads 9♣, seat 1 plays 3♣; seat 2 holds J♣ and 2♣: J♣ overtakes."""
    state = _trick(
        ["9C 2D 3D 4D 6D 7D", "3C 2S 3S 4S 6S 7S", "JC 2C 8D 9D QD KD", "5C 8S 9S QS KS AS"],
        ["9C", "3C"],
    )
    _, cons = _said(state, "play JC")
    assert cons["sev.coach.overtakes_partner"].args == {"partner_seat": 0}
    pros, _ = _said(state, "play 2C")
    assert pros["sev.coach.low_on_partner"].args == {"partner_seat": 0}


def test_the_last_card_wins_the_jack_and_the_ten() -> None:
    """Trump ♥. Seat 0 leads 10♥, seat 1 (no heart) 3♣, seat 2 takes the lead with J♥, the trump
    jack; seat 3 plays last: Q♥ wins the Jack point and 13 card points, 3♥ throws low."""
    state = _trick(
        ["TH 2D 3D 4D 6D 7D", "3C 2S 3S 4S 6S 7S", "JH 2C 8D 9D QD KD", "QH 3H TS 8S 9S AS"],
        ["TH", "3C", "JH"],
    )
    pros, cons = _said(state, "play QH")
    assert "sev.coach.wins_jack" in pros
    assert pros["sev.coach.wins_ten"].args == {"ten_card": _card("TH"), "points": 13}
    assert cons == {}
    pros, _ = _said(state, "play 3H")
    assert pros["sev.coach.low_on_theirs"].args == {"rival_seat": 2}


def test_a_ten_thrown_to_the_other_side_is_given_away() -> None:
    """Seat 0 leads K♠, seat 1 trumps with 2♥; seat 2 has neither suit: 10♦ goes to the other side,
    4♦ keeps it home."""
    state = _trick(
        ["KS 2D 3D 4C 6D 7D", "2H 3C 5C 6C 7C 8C", "TD 4D 8D 9D QD KD", "9C 8S 9S QS 3H AS"],
        ["KS", "2H"],
    )
    _, cons = _said(state, "play TD")
    assert cons["sev.coach.gives_ten"].args == {"played_card": _card("TD"), "rival_seat": 1}
    pros, _ = _said(state, "play 4D")
    assert pros["sev.coach.keeps_ten"].args == {"saved_card": _card("TD")}
    assert pros["sev.coach.low_on_theirs"].args == {"rival_seat": 1}


def test_discarding_names_the_only_trump_the_ace_and_a_low_card() -> None:
    """After a run, trump ♠ (one spade in hand): discarding the 8♠ throws the only trump; the A♥ an
    ace; the 3♦ counts nothing and keeps the trump."""
    state = SevenUpState.from_deal(
        [["AH", "3D", "8S", "5C", "6C", "7C"], ["2H", "JH", "QC", "5D", "6D", "3S"]],
        "5H",
        stock=["AC", "JC", "9D", "KC", "KD", "KH", "2S"],
    )
    for text in ("refuse", "run"):
        state.apply(SEVEN_UP.parse_action(text))
    assert state.phase == "discard"
    assert state.trump == _card("2S") & 3
    seat = state.current_player
    assert seat is not None
    _, cons = _said(state, "discard 8S")
    assert cons["sev.coach.discards_only_trump"].args == {"trump_card": _card("8S")}
    _, cons = _said(state, "discard AH")
    assert cons["sev.coach.discards_ace"].args == {"ace_card": _card("AH")}
    pros, _ = _said(state, "discard 3D")
    assert pros["sev.coach.discards_low"].args == {"low_card": _card("3D")}
    assert pros["sev.coach.keeps_only_trump_discard"].args == {"trump_card": _card("8S")}


def test_trump_decisions_rest_on_the_trumps_in_hand() -> None:
    """♥ proposed; Vorhand holds A♥ K♥ 10♥: three trumps speak for accepting, against refusing; asked
    again, refusing gives the dealer's side a point, accepting a point more if the side wins."""
    state = SevenUpState.from_deal(
        [["AH", "KH", "TH", "4C", "3D", "2S"], ["2H", "JH", "QC", "5D", "6D", "3S"]], "5H", stock=["AC"]
    )
    pros, _ = _said(state, "accept")
    assert pros["sev.coach.trumps"].args == {
        "suit": "♥",
        "count": 3,
        "trump_cards": (_card("TH"), _card("KH"), _card("AH")),
    }
    _, cons = _said(state, "refuse")
    assert "sev.coach.trumps" in cons
    state.apply(SEVEN_UP.parse_action("refuse"))
    state.apply(SEVEN_UP.parse_action("ask"))
    _, cons = _said(state, "refuse")
    assert "sev.coach.refuse_again" in cons
    pros, _ = _said(state, "accept")
    assert "sev.coach.accept_asked" in pros


def test_the_last_player_keeps_no_card_out_of_a_trick_it_would_win_for_sure() -> None:
    """play-sev-str F5: trump ♥, trump at will; the last player holds J♥. 2♣ read "keeps your J♥
    out of a trick your side is not sure to win", though J♥ wins this trick beyond doubt; and J♥
    did not say that it brings the Jack point. One card point is "1 card point"."""
    state = SevenUpState.from_deal(
        [
            h.split()
            for h in ("9C 2D 3D 4D 6D 7D", "3C 2S 3S 4S 6S 7S", "4C 8D 9D QD KD AD", "JH 2C 8S 9S QS AS")
        ],
        "5H",
        options={"follow": "follow_or_trump"},
    )
    state.apply(SEVEN_UP.parse_action("accept"))
    for text in ("9C", "3C", "4C"):
        state.apply(SEVEN_UP.parse_action(f"play {text}"))
    assert state.current_player == 3
    pros, _ = _said(state, "play 2C")
    assert "sev.coach.keeps_ten" not in pros
    pros, cons = _said(state, "play JH")
    assert "sev.coach.jack_safe" in pros
    assert cons == {}
    assert str(pros["sev.coach.wins_trick_one"]) == "Wins the trick: 1 card point for Game."  # J♥ alone
