"""The match without a window: hot-seat privacy, the undo point, the match clock, stale and
refused answers, holding, stopping and resuming, each played through a headless table
(tests/session/driver.py). Nothing here imports Qt."""

from __future__ import annotations

import pytest

from cardgames.engine import Action
from cardgames.games import GAMES
from cardgames.session.match import Match, Turn

from .driver import faces_hidden_from, hands_hidden, random_person, table


def test_hot_seat_shows_each_hand_only_to_its_owner_after_the_handover() -> None:
    """Two people and a bot share a screen: every batch shown is filtered for whoever holds the
    computer; between two people every hand is hidden, and the next person's hand appears only
    after they confirmed the hand-over."""
    t = table("ftw", ["human", "human", "bot"], seed=4)
    match = t.match
    assert match.hotseat
    assert match.viewer is None
    shown: list[tuple[int | None, str]] = []
    person = random_person(1)
    match.start()
    for _ in range(20_000):
        if t.screen.unshown:
            events, view = t.screen.batches[-t.screen.unshown]
            assert faces_hidden_from(match.viewer, events)
            if view is not None and not match.is_over:
                assert view.seat == match.viewer
                assert hands_hidden(view, match.viewer)
            shown.append((match.viewer, match.phase))
        if not t.step(person):
            break
    assert match.is_over
    assert t.screen.handovers, "no hand-over was asked: the test shows nothing"
    # Every hand-over came while every hand was hidden; confirming it showed the person's own.
    assert (None, "hiding") in shown
    assert {0, 1} <= set(t.screen.turns)


def test_the_hand_over_waits_for_the_person() -> None:
    t = table("ftw", ["human", "human"], seed=2)
    t.match.start()
    t.run(confirm=False)  # nothing to do until a person confirms
    assert t.match.phase == "handover"
    assert t.match.viewer is None
    seat = t.screen.handovers[-1]
    assert t.match.legal_actions() == []
    t.match.confirm_handover()
    t.run()
    assert t.match.phase == "human"
    assert t.match.viewer == seat
    assert t.match.legal_actions()


def test_the_undo_point_is_the_last_move_of_a_person_here() -> None:
    t = table("seven_up", ["human", "bot"], seed=5)
    match = t.match
    match.start()
    t.run()
    # Whatever the bots did before, no person acted yet.
    if match.phase != "human":
        pytest.fail(f"the match waits in {match.phase}, not for the person")
    assert match.undo_point() is None
    person = random_person(3)
    for _ in range(3):
        mark = len(match.state.history)
        assert match.human_act(person(match)) is None
        t.run()
        assert match.undo_point() == mark
        assert all(match.actors[i] != 0 for i in range(mark + 1, len(match.actors)))


def test_a_stale_answer_is_dropped_and_changes_nothing() -> None:
    t = table("ftw", ["human", "bot", "bot"], seed=7)
    match = t.match
    match.start()
    person = random_person(2)
    t.run(person, limit=50)  # a few moves in
    while not (match.phase == "bot" and t.bots.asked):
        assert t.step(person)
    turn, bot = t.bots.asked[0]
    old = (turn.token[0], turn.token[1] - 1)
    before = len(match.state.history)
    from cardgames.ai.bots import bot_decision

    action = bot_decision(bot, turn.state, turn.rng)
    assert match.answer(old, action) is False
    assert match.answer((turn.token[0] - 1, turn.token[1]), action) is False
    assert len(match.state.history) == before
    # The current token is taken.
    t.bots.asked.pop(0)
    assert match.answer(turn.token, action) is True


def test_an_illegal_answer_is_refused_told_and_asked_again() -> None:
    asked: list[Turn] = []

    class Stubborn:
        def ask(self, turn: Turn) -> None:
            asked.append(turn)

        def stop(self) -> None:
            pass

    t = table("ftw", ["remote", "bot"], seed=3, agents={0: Stubborn()})
    match = t.match
    match.start()
    t.run()
    assert match.phase == "bot"
    assert match.state.current_player == 0
    assert asked
    legal = match.state.legal_actions()
    # The other seat's move after this one: a card seat 0 does not hold.
    later = match.state.clone()
    later.apply(legal[0])
    assert later.current_player == 1
    wrong = later.legal_actions()[0]
    assert match.state.why_illegal(wrong) is not None
    history = list(match.state.history.moves())
    assert match.answer(asked[-1].token, wrong) is True
    assert list(match.state.history.moves()) == history  # nothing changed
    assert t.screen.notices
    assert t.screen.notices[-1].key == "ui.notice.agent_refused"
    assert len(asked) == 2
    assert asked[-1].token == asked[0].token
    assert match.answer(asked[-1].token, legal[0]) is True
    assert match.actors == [0]


def test_a_held_match_applies_nothing_until_it_goes_on() -> None:
    t = table("ftw", ["human", "bot", "bot"], seed=8)
    match = t.match
    match.start()
    person = random_person(4)
    t.run()
    match.hold(True)
    refused = match.human_act(person(match))
    assert refused is not None
    assert refused.key == "ui.illegal.held"
    match.hold(False)
    assert match.human_act(person(match)) is None
    match.hold(True)
    before = len(match.state.history)
    t.run(limit=500)
    assert len(match.state.history) == before, "a held match went on"
    match.hold(False)
    t.run(person, limit=200)
    assert len(match.state.history) > before


def test_the_match_clock_calls_time_only_when_nobody_is_mid_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """Karriere Poker with a time limit: the clock running out while a bot thinks is called once
    that bot's move was shown, as nobody's move; the running game is then the last."""
    from cardgames.games.karriere_poker.actions import TIME_UP

    game = GAMES["karriere_poker"]
    monkeypatch.setattr(type(game), "time_limit", lambda self, options: (60.0, TIME_UP))
    t = table("karriere_poker", ["human", "bot", "bot", "bot"], seed=9, options={"match_end": "time_limit"})
    match = t.match
    match.start()
    assert t.timers.active("clock")
    person = random_person(5)
    t.run()
    # Mid-move: a bot is asked; the clock runs out now.
    while match.phase != "bot":
        assert t.step(person)
    moves = len(match.state.history)
    assert t.timers.fire(match, "clock")
    assert not match.is_over
    assert len(match.state.history) == moves
    t.run()  # the bot's move is shown, then time is called, then play goes on to the person
    assert match.phase == "human"
    assert match.actors[moves] not in (0, None)  # the bot's move came first
    assert match.actors[moves + 1] is None  # then the clock's call, nobody's move
    state = match.state
    assert getattr(state, "time_up", False)
    t.run(person)
    assert match.is_over
    assert t.screen.summaries
    assert t.screen.summaries[-1].is_final
    assert len(match.rounds) == 1


def test_stopping_drops_every_answer_and_tells_the_agents() -> None:
    t = table("ftw", ["human", "bot", "bot"], seed=11)
    match = t.match
    match.start()
    person = random_person(6)
    while not (match.phase == "bot" and t.bots.asked):
        assert t.step(person)
    turn, bot = t.bots.asked.pop(0)
    match.stop()
    assert t.bots.stopped == 2
    from cardgames.ai.bots import bot_decision

    before = len(match.state.history)
    assert match.answer(turn.token, bot_decision(bot, turn.state, turn.rng)) is False
    match.presented()
    assert len(match.state.history) == before
    assert not t.timers.running


@pytest.mark.parametrize(
    ("game_id", "kinds"), [("seven_up", ["human", "bot"]), ("ftw", ["human", "human", "bot"])]
)
def test_a_match_taken_back_resumes_where_it_stood(game_id: str, kinds: list[str]) -> None:
    """A match rebuilt from its history stands where the first one stood: the same state, the
    same round results and log, who acted; in hot-seat every hand is hidden until the hand-over."""
    t = table(game_id, kinds, seed=12)
    first = t.match
    first.start()
    t.run(random_person(7), limit=600)
    history: list[Action] = [a for _, a in first.state.history.moves()]
    assert len(history) > 20
    again = Match(
        first.game,
        first.seats,
        first.seed,
        first.options,
        agents=first.agents,
        timers=t.timers.__class__(),
        history=history,
    )
    assert again.state.history.moves() == first.state.history.moves()
    assert again.state.view(None) == first.state.view(None)
    assert again.rounds == first.rounds
    assert again.actors == first.actors
    assert [e.message for e in again.log[-5:]] == [e.message for e in first.log[-5:]]
    assert again.viewer == (None if first.hotseat else 0)


def test_undo_is_offered_against_bots_in_agreed_hot_seat_and_never_with_a_person_elsewhere() -> None:
    person = random_person(8)
    alone = table("ftw", ["human", "bot", "bot"], seed=13)
    alone.match.start()
    alone.run()
    assert alone.match.undo_offer(hotseat_agreed=False) is None  # nobody here acted yet
    assert alone.match.human_act(person(alone.match)) is None
    alone.run()
    assert alone.match.undo_offer(hotseat_agreed=False) == alone.match.undo_point() is not None

    shared = table("ftw", ["human", "human"], seed=13)
    shared.match.start()
    shared.run(person, limit=40)
    while shared.match.phase != "human":  # undo is offered at a person's turn, not at a hand-over
        assert shared.step(person)
    assert shared.match.undo_point() is not None
    assert shared.match.undo_offer(hotseat_agreed=False) is None
    assert shared.match.undo_offer(hotseat_agreed=True) == shared.match.undo_point()

    from .driver import RemotePerson

    remote = RemotePerson(seed=1)
    mixed = table("ftw", ["human", "remote"], seed=13, agents={1: remote})
    mixed.waiting.append(lambda: remote.poll(mixed.match))
    mixed.match.start()
    mixed.run(person, limit=40)
    remote.stop()
    assert mixed.match.undo_point() is not None
    assert mixed.match.undo_offer(hotseat_agreed=True) is None


def test_notes_stay_in_the_log_of_a_match_taken_back() -> None:
    """A notice is said at a position; the match rebuilt from fewer moves keeps it (at the position
    it goes on from), one rebuilt from more keeps it where it was said."""
    from cardgames.engine import Message

    t = table("ftw", ["human", "bot", "bot"], seed=14)
    first = t.match
    first.start()
    t.run(random_person(1), limit=60)
    said_at = len(first.state.history)
    entry = first.note(Message.make("test.note", "A note."))
    assert t.screen.log[-1] == entry
    assert entry.move == said_at
    t.run(random_person(2), limit=60)
    history = [a for _, a in first.state.history.moves()]
    assert len(history) > said_at + 3
    for keep in (said_at - 3, said_at + 3):
        again = Match(
            first.game,
            first.seats,
            first.seed,
            first.options,
            agents=first.agents,
            timers=t.timers.__class__(),
            history=history[:keep],
            notes=first.log,
        )
        notes = [e for e in again.log if e.kind == "notice"]
        assert [e.message for e in notes] == [entry.message]
        assert notes[0].move == min(said_at, keep)
        # In order: after every line of the moves before it.
        at = again.log.index(notes[0])
        assert all(max(e.move, 0) <= notes[0].move for e in again.log[:at])
        assert all(e.move >= notes[0].move for e in again.log[at + 1 :])


def test_a_match_that_does_not_narrate_keeps_its_rounds_and_no_log_lines() -> None:
    """A server's match (``narrate=False``) makes no log lines, which nobody there reads and which
    would grow with every move, yet keeps every round's points, played on and taken back alike,
    as a narrating match of the same moves does."""
    told = table("seven_up", ["human", "bot"], seed=5)
    told.match.start()
    told.run(random_person(3), limit=5000)
    assert told.match.is_over
    assert len(told.match.rounds) >= 2
    quiet = table("seven_up", ["human", "bot"], seed=5, narrate=False)
    quiet.match.start()
    quiet.run(random_person(3), limit=5000)
    assert quiet.match.state.history.moves() == told.match.state.history.moves()
    assert quiet.match.rounds == told.match.rounds
    assert quiet.match.log == []
    assert quiet.screen.log == []
    history: list[Action] = [a for _, a in told.match.state.history.moves()]
    again = Match(
        told.match.game,
        told.match.seats,
        5,
        agents=told.match.agents,
        timers=told.timers.__class__(),
        history=history[: len(history) - 3],
        narrate=False,
    )
    taken_back = Match(
        told.match.game,
        told.match.seats,
        5,
        agents=told.match.agents,
        timers=told.timers.__class__(),
        history=history[: len(history) - 3],
    )
    assert again.rounds == taken_back.rounds
    assert again.log == []
