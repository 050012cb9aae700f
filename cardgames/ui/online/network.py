"""The network side of an online table: one connection to a server, on a thread of its own.

A :class:`NetLink` runs an asyncio loop on a ``QThread``: it connects, says hello, sends the first
message (create, join or resume), and then passes every message of the server to the UI thread
through a queued signal (``received``), and the UI's messages to the server through
``loop.call_soon_threadsafe``. The UI thread never waits on the network.

When the connection drops after the seat was taken, the link says so (``connection("lost")``),
tries again with growing pauses, comes back with the seat's token (``resume``) and says so
(``connection("back")``); the server then sends the table as it stands.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ...net import protocol as p

__all__ = ["NetLink", "normalize_address"]

#: The close code of a connection whose seat another connection took up (see docs/protocol.md).
REPLACED = 4000
#: Pauses (s) between attempts to reconnect; the last one repeats.
RETRY_S = (0.3, 0.6, 1.2, 2.5, 5.0)


def normalize_address(text: str) -> str | None:
    """A server's address as typed (``host:port``, ``ws://host:port``, ``wss://...``) as a URL; None
    when it is none."""
    text = text.strip()
    if not text:
        return None
    if "://" not in text:
        text = "ws://" + text
    scheme, _, rest = text.partition("://")
    if scheme not in ("ws", "wss") or not rest or " " in rest:
        return None
    host, sep, port = rest.rstrip("/").rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return f"{scheme}://{host}:{int(port)}"


class NetLink(QObject):
    """One connection to a server for one seat (see the module). Lives on its own thread."""

    #: A message of the server (a ``ServerMessage``), in order.
    received = Signal(object)
    #: The connection's state: "lost" (reconnecting), "back", "gone" (the seat was taken up by
    #: another connection, or coming back was refused: no more tries), or "failed" (with a reason
    #: text: the first connection could not be made; nothing more comes).
    connection = Signal(str, str)

    def __init__(self, url: str, first: p.ClientMessage) -> None:
        """``first``: the message that takes the seat (create or join); a ``Resume`` comes back to
        a seat kept from before (the app was closed): then a server that cannot be reached is
        tried again and again, as after a drop."""
        super().__init__()
        self.url = url
        self._first = first
        self._thread = QThread()
        self._thread.setObjectName("cardgames-net")
        self.moveToThread(self._thread)
        self._thread.started.connect(self._run)
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._queue: asyncio.Queue[p.ClientMessage] | None = None
        self._early: list[p.ClientMessage] = []
        self._stopping = False
        self._ws: Any = None
        #: Where the seat is, once seated: (code, seat, token), for coming back.
        self._seat: tuple[str, int, str] | None = None
        if isinstance(first, p.Resume):
            self._seat = (first.code, first.seat, first.token)
        # The seat cannot be come back to (taken up elsewhere, or refused): no more tries.
        self._gone = False

    def start(self) -> None:
        """Connect (on the link's thread)."""
        self._thread.start()

    def send(self, msg: p.ClientMessage) -> None:
        """Send ``msg`` (queued while the connection is being made or made again). Any thread."""
        with self._lock:
            loop, queue = self._loop, self._queue
            if loop is None or queue is None:
                self._early.append(msg)
                return
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: nothing to send to
            loop.call_soon_threadsafe(queue.put_nowait, msg)

    def drop(self) -> None:
        """Cut the connection as a broken network would (the link then comes back by itself)."""
        with self._lock:
            loop, ws = self._loop, self._ws
        if loop is not None and ws is not None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(ws.transport.abort)

    def stop(self, last: p.ClientMessage | None = None) -> None:
        """Close the connection and end the thread (waits a moment at most, for the thread).
        ``last``: a message sent before closing, if the connection is up (leaving the table)."""
        with self._lock:
            self._stopping = True
            loop, ws = self._loop, self._ws
        if last is not None and loop is not None and ws is not None:
            with contextlib.suppress(Exception):  # not sent (the connection went meanwhile): closed anyway
                asyncio.run_coroutine_threadsafe(self._send_now(ws, last), loop).result(2.0)
        if loop is not None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._cancel_all)
        self._thread.quit()
        self._thread.wait(3000)

    def _stopped(self) -> bool:
        with self._lock:
            return self._stopping

    async def _send_now(self, ws: Any, msg: p.ClientMessage) -> None:
        await asyncio.wait_for(ws.send(msg.model_dump_json()), 1.5)

    def _cancel_all(self) -> None:
        for task in asyncio.all_tasks():
            task.cancel()

    # ------------------------------------------------------------------ on the link's thread

    @Slot()
    def _run(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            asyncio.run(self._main())

    async def _main(self) -> None:
        import websockets

        queue: asyncio.Queue[p.ClientMessage] = asyncio.Queue()
        with self._lock:
            self._loop, self._queue = asyncio.get_running_loop(), queue
            early, self._early = self._early, []
            if self._stopping:
                return
        for msg in early:
            queue.put_nowait(msg)
        attempt = 0
        while True:
            try:
                async with websockets.connect(
                    self.url, max_size=16 * p.MAX_MESSAGE_BYTES, open_timeout=10, ping_interval=10
                ) as ws:
                    with self._lock:
                        self._ws = ws
                    await self._session(ws, queue, attempt > 0)
                    attempt = 0
            except (TimeoutError, OSError, websockets.exceptions.WebSocketException) as exc:
                if self._seat is None:
                    self.connection.emit("failed", str(exc) or type(exc).__name__)
                    return
            finally:
                with self._lock:
                    self._ws = None
            if self._stopped():
                return
            if self._seat is None:
                return  # refused before sitting down: the error said why
            if self._gone:
                self.connection.emit("gone", "")
                return
            if attempt == 0:
                self.connection.emit("lost", "")
            await asyncio.sleep(RETRY_S[min(attempt, len(RETRY_S) - 1)])
            attempt += 1

    async def _session(self, ws: Any, queue: asyncio.Queue[p.ClientMessage], again: bool) -> None:
        await ws.send(p.Hello(protocol=p.PROTOCOL, client="cardgames-app").model_dump_json())
        welcome = p.parse_server(await ws.recv())
        if isinstance(welcome, p.Error):
            self.received.emit(welcome)
            return
        if self._seat is not None:
            code, seat, token = self._seat
            await ws.send(p.Resume(code=code, seat=seat, token=token).model_dump_json())
        else:
            await ws.send(self._first.model_dump_json())
        resuming = self._seat is not None
        sender = asyncio.create_task(self._send_all(ws, queue))
        try:
            async for text in ws:
                try:
                    msg = p.parse_server(text)
                except ValueError:
                    continue  # a message this client does not know: not for it
                if isinstance(msg, p.Seated) and msg.seat is not None:
                    resuming = False
                    if msg.token is not None:  # a resume may not say the token again
                        self._seat = (msg.table.code, msg.seat, msg.token)
                    if again:
                        self.connection.emit("back", "")
                elif isinstance(msg, p.Error) and (self._seat is None or resuming):
                    # Refused before sitting down, or coming back refused: nothing more to try.
                    self._gone = resuming
                    self.received.emit(msg)
                    return
                self.received.emit(msg)
        finally:
            sender.cancel()
            if ws.close_code == REPLACED:
                self._gone = True  # another connection holds the seat now: do not take it back

    async def _send_all(self, ws: Any, queue: asyncio.Queue[p.ClientMessage]) -> None:
        while True:
            msg = await queue.get()
            try:
                await ws.send(msg.model_dump_json())
            except Exception:
                queue.put_nowait(msg)  # sent again once the connection is back
                raise
