"""The seat's mirror of a match on a server (cardgames.net.remote), fed as a server feeds it: the true
match is a real engine state here, each action's events filtered for the seat, its view and its
legal actions; the mirror's moves come back as ``act`` messages. No Qt, no network."""

from __future__ import annotations

import random
from typing import Any

from cardgames.ai.bots import bot_decision, make_bot
from cardgames.engine import AnyState, Event, Message, RoundEnded, TableView, events_for_seat
from cardgames.games import GAMES
from cardgames.net import protocol as p
from cardgames.net.remote import RemoteMatch
from cardgames.session.narrator import Narrator
from cardgames.session.records import LogEntry, RoundSummary
from cardgames.session.seams import Listener
from tests.session.driver import Screen


def _table(game_id: str, names: list[str], kinds: list[str], connected: bool = True) -> p.TableInfo:
    seats = [
        p.SeatInfo(name=n, kind="bot" if k == "bot" else "person", taken=k != "bot", connected=connected)
        for n, k in zip(names, kinds, strict=True)
    ]
    game = GAMES[game_id]
    return p.TableInfo(
        code="ABCDEFGHJ",
        game=game_id,
        players=len(names),
        options=game.make_options(None).model_dump(mode="json"),
        seats=seats,
        seat_wait=60.0,
        onlookers=True,
        hints=False,
    )


class FakeServer:
    """The true match, told to seat 0 as the server tells it; seat 1 plays by a bot here."""

    def __init__(self, game_id: str, seed: int) -> None:
        self.game = GAMES[game_id]
        self.state: AnyState = self.game.new_state(2, seed, self.game.make_options(None))
        self.sent: list[p.ClientMessage] = []
        self.bot = make_bot(self.game, "easy")
        self.rng = random.Random(seed)
        #: Each action's events as seat 0 sees them, and the true state after it (for the log).
        self.told: list[tuple[list[Event], int]] = []
        #: Seat 0's view of the table as each round's end left it (sent with the update).
        self.round_ends: list[TableView[Any]] = []

    def legal(self, seat: int) -> list[Any]:
        return (
            self.state.legal_actions() if self.state.current_player == seat and not self.state.is_over else []
        )

    def apply(self, action: Any, mirror: RemoteMatch) -> None:
        actor = self.state.current_player
        before = self.state.clone()
        events = self.state.apply(action)
        mine = events_for_seat(events, 0)
        self.told.append((mine, len(self.state.history)))
        # As the server does: the table as a round's end left it, when the next deal follows.
        shown = None if self.state.is_over else before.until_round_end(action)
        ended = shown[1].view(0) if shown is not None else None
        if ended is not None:
            self.round_ends.append(ended)
        mirror.update(len(self.state.history), actor, mine, self.state.view(0), self.legal(0), ended)

    def bot_move(self) -> Any:
        return bot_decision(self.bot, self.state.clone(), self.rng)


def _mirror(game_id: str, seed: int) -> tuple[FakeServer, RemoteMatch, Screen]:
    server = FakeServer(game_id, seed)
    table = _table(game_id, ["Anna", "Ben"], ["person", "person"])
    mirror = RemoteMatch(server.game, table, 0, server.sent.append)
    screen = Screen()
    mirror.listen(screen)
    mirror.snapshot(0, server.state.view(0), server.legal(0))
    mirror.start()
    return server, mirror, screen


def test_a_whole_match_plays_through_the_mirror_and_its_log_is_the_narrators() -> None:
    """Seven-up to its end: every batch shown in turn, the person's moves sent as ``act`` with the
    match's seq, the summaries waited for, and the log the very lines the narrator makes of the true
    match's events as the seat saw them (the mirror knows only the seat's views)."""
    server, mirror, screen = _mirror("seven_up", 11)
    steps = 0
    summaries_seen = 0
    while not server.state.is_over:
        steps += 1
        assert steps < 3000
        if screen.unshown:
            screen.unshown -= 1
            mirror.presented()
            continue
        if mirror.phase == "summary":
            # The summary lies over the table as the round's end left it, as at home: the batch
            # that ended the round snapped to it, and the window asks for it now.
            summaries_seen += 1
            ended_view = mirror.round_end_view()
            if not screen.summaries[-1].is_final:
                assert ended_view == server.round_ends[-1]
                assert screen.batches[-1][1] == ended_view
                assert any(isinstance(e, RoundEnded) for e in screen.batches[-1][0])
            mirror.continue_match()
            continue
        if server.state.current_player == 0:
            assert mirror.phase == "human"
            legal = mirror.legal_actions()
            assert legal == server.legal(0)
            assert mirror.human_act(legal[0]) is None
            act = server.sent[-1]
            assert isinstance(act, p.Act)
            assert act.seq == len(server.state.history)
            assert mirror.phase == "presenting"
            server.apply(server.game.parse_action(act.action), mirror)
        else:
            assert mirror.phase == "bot"
            assert mirror.awaited() == (1, "elsewhere")
            server.apply(server.bot_move(), mirror)
    while screen.unshown or mirror.phase == "summary":
        if screen.unshown:
            screen.unshown -= 1
            mirror.presented()
        else:
            mirror.continue_match()
    assert mirror.phase == "over"
    assert mirror.is_over
    assert summaries_seen >= 2
    assert len(server.round_ends) >= 2
    final = screen.summaries[-1]
    assert isinstance(final, RoundSummary)
    assert final.is_final
    outcome = server.state.outcome
    assert outcome is not None
    assert final.totals == outcome.scores
    assert final.winners == outcome.winners
    assert mirror.rounds
    assert len(mirror.rounds) == len(screen.summaries)
    # The log, line for line, as the narrator tells the true match (seat 0's events).
    narrator = Narrator(server.game, mirror.seats, lambda cards: " ".join(map(str, cards)))
    replay = server.game.new_state(2, 11, server.game.make_options(None))
    expected: list[LogEntry] = [mirror.log[0]]
    for events, move in server.told:
        action = server.state.history[move - 1]
        replay.apply(action)
        expected += narrator.lines(events, move, replay)[0]
    said = [e for e in mirror.log if e.kind != "notice"]
    assert [e.message for e in said] == [e.message for e in expected]
    assert said[-1].kind == "result"


def test_updates_that_come_while_a_batch_is_shown_wait_their_turn() -> None:
    server, mirror, screen = _mirror("ftw", 3)
    assert screen.unshown == 1  # the deal
    # Two moves come in while the deal is still being shown: nothing more is shown yet.
    while server.state.current_player == 0:
        server.apply(server.legal(0)[0], mirror)
    server.apply(server.bot_move(), mirror)
    assert len(screen.batches) == 1
    screen.unshown = 0
    mirror.presented()
    assert len(screen.batches) == 2  # the first move, alone
    shown = screen.batches[1][0]
    assert shown == server.told[0][0]


def test_the_status_knows_who_is_awaited_and_a_refusal_gives_the_turn_back() -> None:
    server, mirror, screen = _mirror("ftw", 5)
    screen.unshown = 0
    mirror.presented()
    if server.state.current_player == 0:
        assert mirror.human_act(server.legal(0)[0]) is None
        # The server refuses (a stale position, say): the reason is told, the turn comes back.
        reason = Message.make("engine.some_reason", "Not now.")
        from cardgames.net.codec import encode_message

        mirror.refused(p.Error(code="stale", reason=encode_message(reason)))
        assert screen.notices[-1] == reason
        assert mirror.phase == "human"
        server.apply(server.legal(0)[0], mirror)
        screen.unshown = 0
        mirror.presented()
    assert server.state.current_player == 1
    assert mirror.phase == "bot"
    assert mirror.awaited() == (1, "elsewhere")
    table = mirror.table
    dropped = table.model_copy(
        update={"seats": [table.seats[0], table.seats[1].model_copy(update={"connected": False})]}
    )
    mirror.table_changed(dropped)
    assert mirror.awaited() == (1, "dropped")
    assert screen.notices[-1].key == "ui.online.dropped"
    standing = table.model_copy(
        update={
            "seats": [
                table.seats[0],
                table.seats[1].model_copy(update={"connected": False, "standing_in": True}),
            ]
        }
    )
    mirror.table_changed(standing)
    assert mirror.awaited() == (1, "standing_in")
    assert screen.notices[-1].key == "ui.online.standing_in"


def test_chat_goes_to_the_log_as_plain_words_and_a_muted_seat_is_not_heard() -> None:
    _server, mirror, _screen = _mirror("ftw", 1)
    mirror.chat(p.ChatOut(seat=1, name="Ben", text="<b>hi</b> {name}"))
    mirror.chat(p.ChatOut(seat=1, name="Ben", reaction="good_game"))
    lines = [e.message.format() for e in mirror.log if e.kind == "notice"]
    assert lines == ["Ben: <b>hi</b> {name}", "Ben: Good game!"]
    mirror.muted.add(1)
    mirror.chat(p.ChatOut(seat=1, name="Ben", text="still there?"))
    assert len([e for e in mirror.log if e.kind == "notice"]) == 2


class _Views(Listener):
    def __init__(self) -> None:
        self.views: list[TableView[Any] | None] = []

    def on_batch(self, events: list[Event], view: TableView[Any] | None) -> None:
        self.views.append(view)


def test_a_snapshot_after_a_reconnect_lays_the_table_out_as_the_server_has_it() -> None:
    server, mirror, screen = _mirror("ftw", 9)
    views = _Views()
    mirror.listen(views)
    screen.unshown = 0
    mirror.presented()
    for _ in range(3):
        if server.state.is_over:
            break
        move = server.legal(0)[0] if server.state.current_player == 0 else server.bot_move()
        server.state.apply(move)  # while the connection was down: the mirror heard nothing
    mirror.snapshot(len(server.state.history), server.state.view(0), server.legal(0), [], [])
    assert views.views[-1] == server.state.view(0)
    assert mirror.seq == len(server.state.history)
