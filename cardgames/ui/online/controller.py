"""The Qt side of a seat at a table elsewhere: the window drives a :class:`RemoteController` exactly
as it drives a :class:`~cardgames.ui.controller.GameController` (the same signals, properties and
reports), while the match itself is the server's.

Behind it: a :class:`~cardgames.net.remote.RemoteMatch` (the seat's mirror, plain Python) and a
:class:`~cardgames.ui.online.network.NetLink` (the connection, on its own thread). The link's
messages come in through a queued signal; the controller's messages go out through the link.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, Slot

from ...engine import Action, Message
from ...games import GAMES
from ...net import protocol as p
from ...net.remote import Awaited, RemoteMatch, ViewState
from ..adapter import AdapterSignals, MatchAdapter
from ..choice import Pick
from ..games import game_ui
from .network import NetLink

__all__ = ["RemoteController"]


class RemoteController(MatchAdapter):
    """One seat of an online table on this screen (see the module)."""

    online = True

    #: Seated, and the table's first snapshot is in: the window may lay the table out now.
    ready = Signal()
    #: The table could not be reached or refused to seat us (a message to show).
    failed = Signal(object)
    #: The connection dropped ("lost") or came back ("back").
    connection = Signal(str)
    #: The server suggests a move (the table allows hints).
    hinted = Signal(object)
    #: Another person asks to take a move back (their seat): answer with :meth:`answer_undo`.
    undoAsked = Signal(int)
    #: The match is over and its record came (a ``RecordOut``).
    recorded = Signal(object)
    #: The table changed (someone joined, dropped, came back).
    tableChanged = Signal()
    #: Moves were taken back (an agreed undo): the log is :attr:`log` anew, their lines gone.
    logReplaced = Signal()
    #: The server gave the seat and its token (:attr:`token`): the seat can be kept to come back.
    seatTaken = Signal()

    def __init__(self, url: str, first: p.ClientMessage, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = url
        #: The seat's mirror, once seated.
        self.match_: RemoteMatch | None = None
        #: The message that took (or asked for) the seat: a Create, Join, Watch or Resume.
        self.first = first
        self.link = NetLink(url, first)
        self.link.received.connect(self._on_message)
        self.link.connection.connect(self._on_connection)
        #: True while the connection is down.
        self.lost = False
        self._ready = False
        #: The seat's secret, once the server gave it (or the one kept, coming back with ``Resume``).
        self.token: str | None = first.token if isinstance(first, p.Resume) else None

    def connect_now(self) -> None:
        """Open the connection (the answer comes as ``ready`` or ``failed``)."""
        self.link.start()

    @property
    def match(self) -> RemoteMatch:
        assert self.match_ is not None
        return self.match_

    # ------------------------------------------------------------------ what only a seat online has

    @property
    def state(self) -> ViewState:
        state = self.match.state
        assert state is not None
        return state

    @property
    def hotseat(self) -> bool:
        return False

    @property
    def stop_after(self) -> int | None:
        return None

    @stop_after.setter
    def stop_after(self, count: int | None) -> None:
        """The demo's stop: not for an online table."""

    @property
    def table(self) -> p.TableInfo:
        """The table as the server last told it."""
        return self.match.table

    @property
    def code(self) -> str:
        """The table's join code."""
        return self.match.table.code

    @property
    def hints_allowed(self) -> bool:
        return self.match.table.hints and not self.lost

    def awaited(self) -> tuple[int, Awaited] | None:
        """Who the table waits for, and how they are there (see :meth:`RemoteMatch.awaited`)."""
        return self.match.awaited()

    def undo_point(self) -> int | None:
        """Undo online is asked of the table (:meth:`ask_undo`), never taken here."""
        return None

    def legal_actions(self) -> list[Action]:
        """The seat's legal actions now; none while the connection is down (the table is not
        playable then)."""
        return [] if self.lost else self.match.legal_actions()

    def human_act(self, action: Action) -> Message | None:
        """Send the person's move, or say the connection is down."""
        if self.lost:
            return Message.make("ui.online.lost", "Connection lost — reconnecting…")
        return self.match.human_act(action)

    def why_unusable(self, pick: Pick, selection: Sequence[Pick]) -> Message:
        """The rules are the server's: a card that no legal move uses is simply not playable now."""
        return Message.make("ui.online.unusable", "This card cannot be used now.")

    def shutdown(self, leave: bool = False) -> None:
        """Close the connection: the seat stays ours (a bot stands in after the table's wait), or
        with ``leave`` it is given up for good (a bot plays it from now on)."""
        if self.match_ is not None:
            self.match_.stop()
        self.link.stop(p.Leave() if leave and self.match_ is not None else None)

    def leave(self) -> None:
        """Leave the table for good: a bot plays the seat from now on."""
        self.link.send(p.Leave())

    # ------------------------------------------------------------------ online only

    def send_chat(self, text: str) -> None:
        """A line of chat (cut to the protocol's limit; blank lines are not sent)."""
        text = " ".join(text.split())[: p.CHAT_MAX]
        if text:
            self.link.send(p.ChatIn(text=text))

    def react(self, reaction: str) -> None:
        self.link.send(p.React.model_validate({"reaction": reaction}))

    def mute(self, seat: int, on: bool) -> None:
        if on:
            self.match.muted.add(seat)
        else:
            self.match.muted.discard(seat)

    def ask_hint(self) -> None:
        self.link.send(p.HintAsk())

    def ask_undo(self) -> None:
        self.link.send(p.UndoAsk())

    def answer_undo(self, agree: bool) -> None:
        self.link.send(p.UndoAnswer(agree=agree))

    def timer_fired(self, name: str) -> None:
        """No pauses of its own: the server keeps the pace."""

    # ------------------------------------------------------------------ the link's news

    @Slot(object)
    def _on_message(self, msg: p.ServerMessage) -> None:
        if self.match_ is None:
            if isinstance(msg, p.Seated) and (msg.seat is not None or isinstance(self.first, p.Watch)):
                game = GAMES.get(msg.table.game)
                if game is None:
                    self.failed.emit(
                        Message.make(
                            "ui.online.unknown_game", "This table plays a game this app does not know."
                        )
                    )
                    return
                self.match_ = RemoteMatch(
                    game, msg.table, msg.seat, self.link.send, game_ui(game.id).card_words
                )
                self.match_.listen(AdapterSignals(self))
                if msg.token is not None:
                    self.token = msg.token
                    self.seatTaken.emit()
            elif isinstance(msg, p.Error):
                self.failed.emit(msg)
            return
        match = self.match_
        if isinstance(msg, p.Seated):
            match.table_changed(msg.table)
            self.tableChanged.emit()
            return
        match.receive(msg)
        if match.taken_back:
            match.taken_back = False
            self.logReplaced.emit()
        if isinstance(msg, p.Snapshot) and not self._ready:
            self._ready = True
            self.ready.emit()
        elif isinstance(msg, p.HintOut):
            self.hinted.emit(self.game.parse_action(msg.action))
        elif isinstance(msg, p.UndoAsked) and msg.by != match.seat:
            self.undoAsked.emit(msg.by)
        elif isinstance(msg, p.RecordOut):
            self.recorded.emit(msg)
        elif isinstance(msg, p.TableOut):
            self.tableChanged.emit()

    @Slot(str, str)
    def _on_connection(self, state: str, reason: str) -> None:
        if state == "failed":
            # (The system's own reason is in English and says little more: it is left out.)
            self.failed.emit(
                Message.make(
                    "ui.online.nobody_answers",
                    "Nobody answers at {address}. Is the address right, and is the table's server running?",
                    address=self.url.partition("://")[2] or self.url,
                )
            )
            return
        self.lost = state in ("lost", "gone")
        if self.match_ is not None:
            if state == "gone":
                self.match_.notice(
                    Message.make(
                        "ui.online.gone",
                        "This seat is played at another screen now: this window no longer follows the table.",
                    )
                )
            elif state == "lost":
                self.match_.notice(Message.make("ui.online.lost", "Connection lost — reconnecting…"))
            else:
                self.match_.notice(
                    Message.make("ui.online.back_online", "Connected again: the table goes on.")
                )
        self.connection.emit(state)
