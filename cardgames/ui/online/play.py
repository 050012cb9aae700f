"""Game > Play online… in the window: join a table or host one, sit down at it, and keep the
finished match in the statistics and the match history, marked online.

Hosting starts the table server as a child process (:class:`~cardgames.ui.online.server.LocalServer`)
that ends when the hosted match is left, replaced or the window closes.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QMessageBox

from ...engine import GameRecord, Message, Outcome
from ...games import GAMES
from ...net import protocol as p
from ...session.setup import MatchSetup
from ...store import FinishedMatch, SavedMatch, SavedSeat
from ..setup import default_name, default_setup
from .controller import RemoteController
from .server import LocalServer, lan_addresses

if TYPE_CHECKING:
    from ..mainwindow import MainWindow
    from .chat import ChatBar
    from .dialogs import TableCodeDialog

__all__ = ["OnlinePlay", "saved_of_record"]


def saved_of_record(out: p.RecordOut, table: p.TableInfo, code: str) -> tuple[SavedMatch, Outcome] | None:
    """A finished online match as the app keeps finished matches (marked online), and its outcome;
    None when its record cannot be played again here."""
    try:
        record = GameRecord.from_json(out.record)
        game = GAMES[record.game_id]
        state = game.new_state(record.num_players, record.seed, game.make_options(record.options))
        for text in record.actions:
            state.apply(game.parse_action(text))
    except (KeyError, ValueError):
        return None
    outcome = state.outcome
    if outcome is None or len(out.names) != record.num_players:
        return None
    now = datetime.now(UTC)
    bots = [i < len(table.seats) and table.seats[i].kind == "bot" for i in range(record.num_players)]
    seats = [
        SavedSeat(name=(name.strip() or "?")[:24], kind="bot", level="normal")
        if bots[i]
        else SavedSeat(name=(name.strip() or "?")[:24], kind="human")
        for i, name in enumerate(out.names)
    ]
    # One id per table and deal, so the same match is counted once, however often its record comes.
    match_id = hashlib.sha256(f"{code}:{record.seed}".encode()).hexdigest()[:32]
    saved = SavedMatch(
        match_id=match_id,
        game_id=record.game_id,
        options=dict(record.options),
        seats=seats,
        seed=record.seed,
        actions=list(record.actions),
        created=now,
        updated=now,
        online=True,
    )
    return saved, outcome


class OnlinePlay(QObject):
    """The window's online tables (see the module)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        #: The server this app started for a hosted table (None: none running).
        self.server: LocalServer | None = None
        #: The table being joined or created, until it is seated.
        self.pending: RemoteController | None = None
        #: The box with the hosted table's code.
        self.code_dialog: TableCodeDialog | None = None
        self._hosting: p.Create | None = None
        #: The last online match finished here, as the match history keeps it.
        self.last_finished: FinishedMatch | None = None
        #: The chat under the log (made at the first online table; shown only at one).
        self.chat: ChatBar | None = None

    # ------------------------------------------------------------------ the menu

    def open_dialog(self) -> None:
        """Game > Play online…"""
        from .dialogs import JoinDialog

        window = self.window
        setup = window.setup_
        name = next((s.name for s in setup.seats if s.is_person), "") if setup is not None else ""
        dialog = JoinDialog(name or default_name(), list(window.settings.online_servers), window)
        accepted = dialog.exec()
        dialog.deleteLater()
        if not accepted:
            return
        if dialog.wants_host:
            self.host_dialog()
            return
        url, join = dialog.result_join()
        if not window.lifecycle.confirm_leave():
            return
        servers = [url, *(s for s in window.settings.online_servers if s != url)][:5]
        window.settings.online_servers = servers
        window.save_settings()
        self.join(url, join)

    def host_dialog(self) -> None:
        """Host a table: the new-game choices for it, then the server, the table and its code."""
        from .dialogs import HostTableDialog

        window = self.window
        current = window.setup_ or MatchSetup.from_settings(window.settings.last_setup) or default_setup()
        dialog = HostTableDialog(current, window)
        dialog.rulesRequested.connect(lambda game_id: window.menus.show_rules_for(game_id, over=dialog))
        accepted = dialog.exec()
        window.menus.take_rules_back(dialog)
        create = dialog.result_create() if accepted else None
        dialog.deleteLater()
        if create is not None and window.lifecycle.confirm_leave():
            self.host(create)

    # ------------------------------------------------------------------ hosting

    def host(self, create: p.Create) -> None:
        """Start the server here (unless it runs already) and create the table on it."""
        window = self.window
        if window.paths is None:
            window.say(QCoreApplication.translate("MainWindow", "Hosting needs the app's data folder."))
            return
        self._hosting = create
        if self.server is not None and self.server.running and self.server.port is not None:
            self._listening(self.server.port)
            return
        self.stop_server()
        self.server = LocalServer(window.paths.data / "server.sqlite3", self)
        self.server.listening.connect(self._listening)
        self.server.failed.connect(self._server_failed)
        window.say(QCoreApplication.translate("MainWindow", "Starting the table server…"), 10000)
        self.server.start()

    @Slot(int)
    def _listening(self, port: int) -> None:
        create = self._hosting
        if create is None:
            return
        self.join(f"ws://127.0.0.1:{port}", create)

    @Slot(str)
    def _server_failed(self, reason: str) -> None:
        self._hosting = None
        self._tell_failure(
            Message.make(
                "ui.online.server_failed", "The table server could not be started: {reason}", reason=reason
            )
        )

    def stop_server(self) -> None:
        """End the server this app started, if any (its database stays)."""
        server, self.server = self.server, None
        if server is not None:
            server.stop()
            server.deleteLater()
        if self.code_dialog is not None:
            self.code_dialog.close()
            self.code_dialog = None

    def show_code(self, controller: RemoteController) -> None:
        """The box with the hosted table's code and addresses."""
        from .dialogs import TableCodeDialog

        server = self.server
        if server is None or server.port is None:
            return
        if self.code_dialog is not None:
            self.code_dialog.close()
        self.code_dialog = TableCodeDialog(controller.code, lan_addresses(), server.port, self.window)
        self.code_dialog.show()
        controller.match.note(
            Message.make(
                "ui.online.table_code",
                "Your table's code is {code}; friends join at {address}.",
                code=p.format_code(controller.code),
                address=self.code_dialog.addresses[0],
            )
        )

    # ------------------------------------------------------------------ joining

    def join(self, url: str, first: p.ClientMessage) -> None:
        """Connect to ``url`` and take a seat with ``first`` (join or create)."""
        if self.pending is not None:
            self.pending.shutdown()
            self.pending.deleteLater()
        controller = RemoteController(url, first, self.window)
        self.pending = controller
        controller.ready.connect(self._seated)
        controller.failed.connect(self._failed)
        controller.connect_now()

    @Slot()
    def _seated(self) -> None:
        controller = self.pending
        if controller is None:
            return
        self.pending = None
        window = self.window
        hosted = self._hosting is not None
        self._hosting = None
        # (Leaving the running match was agreed before the table was joined or created.)
        window.statusBar().clearMessage()
        window.lifecycle.start_remote(controller)
        self._show_chat(controller)
        controller.tableChanged.connect(lambda c=controller: self._show_chat(c))
        controller.recorded.connect(self._recorded)
        controller.undoAsked.connect(self._undo_asked)
        controller.hinted.connect(self._hinted)
        if hosted:
            self.show_code(controller)

    @Slot(object)
    def _failed(self, why: object) -> None:
        controller = self.pending
        self.pending = None
        if controller is not None:
            controller.shutdown()
            controller.deleteLater()
        if self._hosting is not None:
            self._hosting = None
            if self.window.controller is None or not getattr(self.window.controller, "online", False):
                self.stop_server()
        if isinstance(why, p.Error):
            from ...net.codec import CodecError, decode_message

            try:
                message = decode_message(why.reason)
            except CodecError:
                message = Message.make("ui.online.refused", "The table refused that ({code}).", code=why.code)
        else:
            assert isinstance(why, Message)
            message = why
        self._tell_failure(message)

    def _tell_failure(self, message: Message) -> None:
        from ..i18n import message_text

        window = self.window
        window.notify(message)
        if window.persist or window.isVisible():
            box = QMessageBox(
                QMessageBox.Icon.Warning, window.windowTitle(), message_text(message), parent=window
            )
            box.setObjectName("onlineFailure")
            box.open()

    # ------------------------------------------------------------------ at the table

    def _show_chat(self, controller: RemoteController) -> None:
        from .chat import ChatBar

        if self.window.controller is not controller:
            return
        if self.chat is None:
            self.chat = ChatBar(self.window.side)
            layout = self.window.side.layout()
            assert layout is not None
            layout.addWidget(self.chat)
            self.chat.said.connect(self._say)
            self.chat.reacted.connect(self._react)
            self.chat.muted.connect(self._mute)
        people = [
            (i, s.name) for i, s in enumerate(controller.seats) if s.is_person and i not in controller.humans
        ]
        self.chat.set_people(people, controller.match.muted)
        self.chat.show()

    @Slot()
    def _hide_chat(self) -> None:
        controller = self.window.controller
        if self.chat is not None and (controller is None or not controller.online):
            self.chat.hide()

    def _remote(self) -> RemoteController | None:
        controller = self.window.controller
        return controller if isinstance(controller, RemoteController) else None

    @Slot(str)
    def _say(self, text: str) -> None:
        controller = self._remote()
        if controller is not None:
            controller.send_chat(text)

    @Slot(str)
    def _react(self, reaction: str) -> None:
        controller = self._remote()
        if controller is not None:
            controller.react(reaction)

    @Slot(int, bool)
    def _mute(self, seat: int, on: bool) -> None:
        controller = self._remote()
        if controller is not None:
            controller.mute(seat, on)

    def shutdown(self) -> None:
        """The window closes: a table still being joined is given up, the server ends."""
        pending, self.pending = self.pending, None
        if pending is not None:
            pending.shutdown()
            pending.deleteLater()
        self.stop_server()

    def ended(self) -> None:
        """The online match was left (a new match, the window closed): a hosted table's server ends."""
        self.stop_server()

    @Slot(object)
    def _recorded(self, out: p.RecordOut) -> None:
        controller = self.window.controller
        if not isinstance(controller, RemoteController):
            return
        kept = saved_of_record(out, controller.table, controller.code)
        if kept is None:
            return
        saved, outcome = kept
        self.last_finished = FinishedMatch(
            finished=saved.updated, scores=list(outcome.scores), winners=list(outcome.winners), match=saved
        )
        keeper = self.window.keeper
        keeper.add_to_history(saved, outcome)
        keeper.count(saved, outcome)

    def replay_last(self) -> None:
        """Replay the online match that just ended, from its record (every hand face up)."""
        window = self.window
        entry = self.last_finished
        controller = self._remote()
        if entry is None or controller is None or not controller.is_over:
            window.say(
                QCoreApplication.translate(
                    "MainWindow", "An online match can be replayed once it is over and its record has come."
                )
            )
            return
        window.replay_finished(entry)

    @Slot(int)
    def _undo_asked(self, seat: int) -> None:
        controller = self.window.controller
        if not isinstance(controller, RemoteController):
            return
        name = controller.names()[seat]
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "Take a move back?"),
            QCoreApplication.translate(
                "MainWindow", "%1 asks to take their last move back. Do you agree?"
            ).replace("%1", name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setObjectName("undoQuestion")
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.buttonClicked.connect(lambda button, c=controller: c.answer_undo(button is yes))
        box.open()

    @Slot(object)
    def _hinted(self, action: object) -> None:
        window = self.window
        window.notify(
            Message.make("ui.online.hint", "The table suggests: {move}", move=window.hints.describe(action))  # type: ignore[arg-type]
        )
