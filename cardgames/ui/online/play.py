"""Game > Play online… in the window: join a table or host one, sit down at it, and keep the
finished match in the statistics and the match history, marked online.

Hosting starts the table server as a child process (:class:`~cardgames.ui.online.server.LocalServer`)
that ends when the hosted match is left, replaced or the window closes.

The seat taken is kept in the data folder (``online.json``, :mod:`cardgames.store.online`) as soon as
the server gives its token, so a window closed, crashed or killed mid-match loses nothing: the next
start (and Game > Play online…) offers to rejoin the table, and a hosted table's server is started
again on the same database and port, where the friends' apps find it by themselves. The seat is
forgotten when the match's record comes, or when the table is left for good.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Slot
from PySide6.QtWidgets import QMessageBox

from ...engine import GameRecord, Message, Outcome
from ...games import GAMES
from ...net import protocol as p
from ...session.setup import MatchSetup
from ...store import FinishedMatch, SavedMatch, SavedSeat
from ...store.online import OnlineSeat, forget_online_seat, load_online_seat, save_online_seat
from ..setup import default_name, default_setup
from .controller import RemoteController
from .server import LocalServer, lan_addresses

if TYPE_CHECKING:
    from ..mainwindow import MainWindow
    from .chat import ChatBar
    from .dialogs import TableCodeDialog

__all__ = ["NB_HYPHEN", "OnlinePlay", "lost_text", "saved_of_record", "shown_code"]

#: The hyphen of a join code in running text: a line never breaks at it ("347-PAP-8FH" stays whole).
NB_HYPHEN = "\u2011"


def shown_code(code: str) -> str:
    """A join code as running text shows it: ABC-DEF-GHJ with non-breaking hyphens (never broken)."""
    return p.format_code(code).replace("-", NB_HYPHEN)


def lost_text() -> str:
    """What the table says while its connection is down."""
    return QCoreApplication.translate("MainWindow", "Connection lost — reconnecting…")


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


async def _leave(seat: OnlineSeat) -> None:
    """Come back to ``seat`` with its token and leave the table for good (a bot plays the seat from
    now on); nothing when the server cannot be reached or refuses (a few seconds at most)."""
    from ...net.client import ClientError, SeatClient

    try:
        client = await SeatClient.rejoin(seat.url, seat.code, seat.seat, seat.token, timeout=5.0, attempts=1)
    except (ClientError, OSError, TimeoutError):
        return
    try:
        await client.send(p.Leave())
        await asyncio.sleep(0.2)  # (the server reads the leave before the close)
    except (ClientError, OSError):
        pass
    finally:
        await client.close()


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
        #: The first message of a hosted table once its server listens: a Create, or a Resume of a
        #: hosted seat kept from before.
        self._hosting: p.Create | p.Resume | None = None
        #: The kept seat being rejoined, until it is seated or refused.
        self.rejoining: OnlineSeat | None = None
        #: The kept seat of the table being played here (None: not kept, or none).
        self.kept: OnlineSeat | None = None
        #: The connection that gives a discarded seat up (to a bot), while it runs.
        self.leaving: threading.Thread | None = None
        self._told_unreachable = False
        #: The last online match finished here, as the match history keeps it.
        self.last_finished: FinishedMatch | None = None
        #: What was typed in the Join dialog for the join under way or failed last (address, code,
        #: name), offered again the next time; None once seated.
        self.typed: tuple[str, str, str] | None = None
        #: The chat under the log (made at the first online table; shown only at one).
        self.chat: ChatBar | None = None
        self._watching_clicks = False

    # ------------------------------------------------------------------ the menu

    def open_dialog(self) -> None:
        """Game > Play online…"""
        from .dialogs import JoinDialog

        window = self.window
        if self.offer_kept():
            return
        dialog = JoinDialog(self.online_name(), list(window.settings.online_servers), window)
        if self.typed is not None:  # the last join that failed: as it was typed
            dialog.address.setEditText(self.typed[0])
            dialog.code.setText(self.typed[1])
            dialog.name.setText(self.typed[2])
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
        self.typed = (dialog.address.currentText(), dialog.code.text(), dialog.name.text())
        self.join(url, join)

    def online_name(self) -> str:
        """The name to sit down with: the one used online last, else this computer's player."""
        window = self.window
        if window.settings.online_name:
            return window.settings.online_name
        setup = window.setup_
        name = next((s.name for s in setup.seats if s.is_person), "") if setup is not None else ""
        return name or default_name()

    def _remember(self, controller: RemoteController, joined: bool) -> None:
        """Seated: the name used (and a joined table's address) are kept for the next time."""
        window = self.window
        self.typed = None
        seat = controller.match.seat
        changed = False
        if seat is not None:
            name = controller.names()[seat].strip()[:40]
            if name and name != window.settings.online_name:
                window.settings.online_name = name
                changed = True
        if joined:
            servers = [controller.url, *(s for s in window.settings.online_servers if s != controller.url)][
                :5
            ]
            if servers != window.settings.online_servers:
                window.settings.online_servers = servers
                changed = True
        if changed:
            window.save_settings()

    def host_dialog(self) -> None:
        """Host a table: the new-game choices for it, then the server, the table and its code."""
        from .dialogs import HostTableDialog

        window = self.window
        current = window.setup_ or MatchSetup.from_settings(window.settings.last_setup) or default_setup()
        settings = window.settings
        dialog = HostTableDialog(
            current,
            window,
            me=self.online_name(),
            hints=settings.host_hints,
            onlookers=settings.host_onlookers,
            seat_wait=settings.host_seat_wait,
        )
        dialog.rulesRequested.connect(lambda game_id: window.menus.show_rules_for(game_id, over=dialog))
        accepted = dialog.exec()
        window.menus.take_rules_back(dialog)
        create = dialog.result_create() if accepted else None
        if create is not None:  # the table's choices are kept for the next time
            settings.host_hints = create.hints
            settings.host_onlookers = create.onlookers
            settings.host_seat_wait = int(create.seat_wait)
            window.save_settings()
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
        self._start_server(window.paths.data / "server.sqlite3", window.settings.host_port)

    def _start_server(self, db: Path, port: int) -> None:
        """Start this app's server on ``db``, at ``port`` (another one if that is taken)."""
        self.stop_server()
        self.server = LocalServer(db, self, port, self.window.settings.host_address)
        self.server.listening.connect(self._listening)
        self.server.failed.connect(self._server_failed)
        self.window.say(QCoreApplication.translate("MainWindow", "Starting the table server…"), 10000)
        self.server.start()

    @Slot(int)
    def _listening(self, port: int) -> None:
        first = self._hosting
        if first is None:
            return
        server = self.server
        if server is not None and server.moved_from is not None:
            self.window.notify(
                Message.make(
                    "ui.online.port_moved",
                    "The table server's usual port {usual} is taken: it listens on port {port} "
                    "instead, so the address to give friends changed.",
                    usual=server.moved_from,
                    port=port,
                )
            )
        self.join(f"ws://127.0.0.1:{port}", first)

    @Slot(str)
    def _server_failed(self, reason: str) -> None:
        self._hosting = None
        self.rejoining = None  # (a hosted seat stays kept: it is offered again)
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
                code=shown_code(controller.code),
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
        controller.seatTaken.connect(lambda c=controller: self._keep_seat(c))
        controller.connection.connect(lambda state, c=controller: self._pending_connection(c, state))
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
        rejoined, self.rejoining = self.rejoining, None
        if rejoined is not None:
            self._rejoined(controller, rejoined)
        self._remember(controller, joined=not hosted and rejoined is None)
        # (Leaving the running match was agreed before the table was joined or created.)
        window.statusBar().clearMessage()
        window.lifecycle.start_remote(controller)
        self._show_chat(controller)
        controller.tableChanged.connect(lambda c=controller: self._table_changed(c))
        controller.recorded.connect(self._recorded)
        controller.undoAsked.connect(self._undo_asked)
        controller.logReplaced.connect(lambda c=controller: self._log_replaced(c))
        controller.connection.connect(lambda state, c=controller: self._connection(c, state))
        if not self._watching_clicks:
            self._watching_clicks = True
            window.canvas.viewport().installEventFilter(self)
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
        rejoined, self.rejoining = self.rejoining, None
        if self._hosting is not None:
            self._hosting = None
            if self.window.controller is None or not getattr(self.window.controller, "online", False):
                self.stop_server()
        if (
            isinstance(why, p.Error)
            and why.code == "full"
            and controller is not None
            and isinstance(controller.first, p.Join)
            and self.window.prompts.watch_instead()
        ):
            # Every seat is taken: the table may still be watched (where it allows onlookers).
            self.join(controller.url, p.Watch(code=controller.first.code))
            return
        if isinstance(why, p.Error):
            message = self._refused_text(why)
            if rejoined is not None and why.code in ("no_table", "bad_token"):
                # The table is gone, or the seat is no longer this token's: nothing to come back to.
                self.forget_seat()
                from ..i18n import message_text

                message = Message.make(
                    "ui.online.rejoin_refused",
                    "Your seat at the online table {code} cannot be taken back, and is forgotten. "
                    "The table says: {reason}",
                    code=shown_code(rejoined.code),
                    reason=message_text(message),
                )
        else:
            assert isinstance(why, Message)
            message = why
        self._tell_failure(message)

    def _refused_text(self, why: p.Error) -> Message:
        from ...net.codec import CodecError, decode_message

        try:
            return decode_message(why.reason)
        except CodecError:
            return Message.make("ui.online.refused", "The table refused that ({code}).", code=why.code)

    def _tell_failure(self, message: Message) -> None:
        from ..i18n import message_text

        window = self.window
        if window.controller is not None:
            window.notify(message)  # the running match's log keeps it
        else:
            # The status line only: no log line waits for the next table and opens its log.
            window.say(message_text(message), 20000)
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

    def _table_changed(self, controller: RemoteController) -> None:
        """Someone joined, dropped or came back: the chat's people, and every place that names the
        seats (a person elsewhere's placeholder becomes the name they joined with)."""
        if self.window.controller is not controller:
            return
        self._show_chat(controller)
        self.window.presenter.seats_changed()

    def _connection(self, controller: RemoteController, state: str) -> None:
        """The connection dropped or came back: while it is down the table is not playable (no
        choices, no turn badge; the status line says it reconnects). Back, the table's snapshot
        gives the turn again."""
        window = self.window
        if window.controller is not controller:
            return
        if controller.lost:
            window.input.end()
            window.autoplay.cancel()
            window.hints.turn_over()
        window.hints.refresh()
        window.presenter.update_action_bar()
        if window.scene.view_ is not None:
            window.scene.update_texts(window.scene.view_, window.status.badges())
        window.status.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on the table while the connection is down says why nothing happens."""
        if event.type() == QEvent.Type.MouseButtonPress:
            controller = self._remote()
            if controller is not None and controller.lost:
                self.window.say(lost_text())
        return False

    def _log_replaced(self, controller: RemoteController) -> None:
        """Moves were taken back: the log without their lines, as after a local undo."""
        if self.window.controller is controller:
            self.window.side.replace_log(controller.log)

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

    def hosting_others(self) -> bool:
        """True while this app's server holds the table played here and another person sits at it."""
        controller = self._remote()
        server = self.server
        if controller is None or server is None or not server.running or controller.is_over:
            return False
        mine = controller.match.seat
        return any(
            i != mine and info.kind == "person" and info.taken and not info.standing_in
            for i, info in enumerate(controller.table.seats)
        )

    def shutdown(self) -> None:
        """The window closes: a table still being joined is given up, the server ends. A kept seat
        stays kept (offered again at the next start)."""
        self.cancel_pending()
        self.stop_server()

    def cancel_pending(self) -> None:
        """A table still being joined (or rejoined) is given up; a kept seat stays kept."""
        pending, self.pending = self.pending, None
        self.rejoining = None
        self._hosting = None
        if pending is not None:
            pending.shutdown()
            pending.deleteLater()

    # ------------------------------------------------------------------ the kept seat

    def _keep_seat(self, controller: RemoteController) -> None:
        """The server gave the seat's token: keep the seat in the data folder at once."""
        token = controller.token
        if token is None or controller.match_ is None:
            return
        seat = controller.match.seat
        if seat is None:
            return  # an onlooker has no seat to keep
        name = controller.names()[seat].strip()[:24] or "?"
        server = self.server if self._hosting is not None else None
        kept = OnlineSeat(
            url=controller.url,
            code=controller.code,
            seat=seat,
            token=token,
            name=name,
            game_id=controller.game.id,
            hosted=server is not None,
            db=str(server.db) if server is not None else None,
            port=server.port if server is not None else None,
        )
        self.kept = kept
        self._write(kept)

    def _write(self, kept: OnlineSeat) -> None:
        window = self.window
        if not window.persist or window.read_only or window.paths is None:
            return
        try:
            save_online_seat(kept, window.paths)
        except OSError as exc:
            window.notify(
                Message.make(
                    "ui.online.seat_unkept",
                    "Your online seat could not be kept for later ({reason}): if this window closes, "
                    "a bot plays it.",
                    reason=exc.strerror or type(exc).__name__,
                )
            )

    def forget_seat(self) -> None:
        """The kept seat is no longer needed (the match is over, or the seat was left for good)."""
        self.kept = None
        window = self.window
        if window.read_only or window.paths is None or not window.persist:
            return
        with contextlib.suppress(OSError):  # offered at the next start, and refused there
            forget_online_seat(window.paths)

    def load_kept(self) -> OnlineSeat | None:
        """The seat kept in the data folder (a damaged file is set aside, and said)."""
        window = self.window
        if window.paths is None:
            return None
        loaded = load_online_seat(window.paths, set_aside=not window.read_only)
        if loaded.notice is not None:
            window.notify(loaded.notice)
        return loaded.seat

    def offer_kept(self, ask: bool = True) -> bool:
        """Offer the kept seat's table (Rejoin, Discard, Later); ``ask`` false: rejoin at once.
        True when it was rejoined or discarded (nothing more to do), False when there is none, it
        is the table played here, or it was left for later."""
        window = self.window
        if window.read_only:
            return False  # the seat is the running app's
        seat = self.load_kept()
        if seat is None:
            return False
        controller = window.controller
        if (
            isinstance(controller, RemoteController)
            and controller.match_ is not None
            and (controller.code, controller.match.seat) == (seat.code, seat.seat)
        ) or self.pending is not None:
            return False  # at that table already, or a table is being joined
        answer = window.prompts.rejoin(seat) if ask else True
        if answer is None:
            return False
        if answer:
            if ask and not window.lifecycle.confirm_leave():
                return True
            self.rejoin(seat)
        else:
            self.discard(seat)
        return True

    def rejoin(self, seat: OnlineSeat) -> None:
        """Take the kept seat again: a hosted table's server first (same database and port), then
        ``resume`` with the token. An unreachable server is tried again and again (said once)."""
        window = self.window
        self.cancel_pending()
        self.rejoining = seat
        self.kept = seat
        self._told_unreachable = False
        resume = p.Resume(code=seat.code, seat=seat.seat, token=seat.token)
        window.notify(
            Message.make(
                "ui.online.rejoining",
                "Rejoining the online table {code}…",
                code=shown_code(seat.code),
            )
        )
        if seat.hosted and seat.db is not None:
            self._hosting = resume
            self._start_server(Path(seat.db), seat.port or window.settings.host_port)
            return
        self.join(seat.url, resume)

    def _rejoined(self, controller: RemoteController, seat: OnlineSeat) -> None:
        """Seated again at a kept seat: a hosted table's new address is kept; a match that ended
        meanwhile is said (its record follows, for the match history)."""
        server = self.server
        if seat.hosted and server is not None and server.port is not None and server.port != seat.port:
            seat = seat.model_copy(update={"port": server.port, "url": controller.url})
            self.kept = seat
            self._write(seat)
        if controller.is_over:
            self.window.notify(
                Message.make(
                    "ui.online.over_meanwhile",
                    "The match at the online table {code} ended while you were away: it goes to "
                    "your match history.",
                    code=shown_code(seat.code),
                )
            )

    def _pending_connection(self, controller: RemoteController, state: str) -> None:
        """A kept seat's server cannot be reached: said once; the link keeps trying by itself."""
        if controller is not self.pending or self.rejoining is None or state != "lost":
            return
        if self._told_unreachable:
            return
        self._told_unreachable = True
        self.window.notify(
            Message.make(
                "ui.online.rejoin_unreachable",
                "The server of the online table {code} cannot be reached now: Card Table keeps "
                "trying. Your seat is kept.",
                code=shown_code(self.rejoining.code),
            )
        )

    def discard(self, seat: OnlineSeat) -> None:
        """Give the kept seat up: forgotten here, and left on the server if it can be reached (a bot
        plays it at once; a hosted table's server is not running, and nobody plays there)."""
        self.forget_seat()
        if seat.hosted:
            return
        self.leaving = threading.Thread(
            target=lambda: asyncio.run(_leave(seat)), name="cardgames-leave", daemon=True
        )
        self.leaving.start()

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
        self.forget_seat()
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
        self.window.hints.suggested(action)  # type: ignore[arg-type]
