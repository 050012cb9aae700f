"""The client side of online play: a connection that speaks the protocol, and a seat that keeps
itself connected.

- :class:`Connection` is one WebSocket to a server: it says ``hello``, matches each reply to the
  request that asked for it (by ``id``) and queues everything else in order.
- :class:`SeatClient` is one seat at one table: it keeps the table's code, the seat and its token,
  the match's sequence number, the seat's view and legal actions; when the connection drops it
  comes back by itself (``resume``) and resends an unanswered action with the same sequence
  number, so the server applies it once.

Both are plain asyncio (``websockets.asyncio.client``): no Qt. The app runs them on its network
thread; the tools (``cardgames.tools.netbots``, ``cardgames.tools.loadtest``) and the tests run
them directly.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import ssl as ssl_module
from collections.abc import Callable, Sequence
from typing import Any
from urllib.parse import urlsplit

from pydantic import BaseModel
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..engine import Event, Game, TableView
from ..games import GAMES
from .codec import CodecError, decode_events, decode_message, decode_view
from .protocol import (
    PROTOCOL,
    Ack,
    Act,
    Create,
    Error,
    Hello,
    Join,
    RecordOut,
    Resume,
    Seated,
    SeatSpec,
    ServerMessage,
    Snapshot,
    TableInfo,
    TableOut,
    UndoEnded,
    Update,
    Watch,
    Welcome,
    parse_server,
)

__all__ = [
    "MAX_FRAME",
    "REPLACED",
    "ClientError",
    "Closed",
    "Connection",
    "Refused",
    "SeatClient",
    "why",
]

#: The largest frame a client accepts from a server (a snapshot of a long match is the biggest).
MAX_FRAME = 1024 * 1024

#: The close code a server gives a connection whose seat a newer connection took (same token):
#: the older one must not come back, or two clients would take the seat from each other forever.
REPLACED = 4000

Listener = Callable[[ServerMessage], None]


class ClientError(Exception):
    """Something went wrong talking to the server."""


class Closed(ClientError):
    """The connection is closed (by either side, or it broke)."""


class Refused(ClientError):
    """The server refused: ``error`` is its reply (None: no valid reply, or none in time)."""

    def __init__(self, message: str, error: Error | None = None) -> None:
        if error is not None:
            message = f"{message} ({why(error)})"
        super().__init__(message)
        self.error = error


def why(error: Error) -> str:
    """An error's reason in English, for logs and tools (a client shows its own words)."""
    try:
        return str(decode_message(error.reason))
    except CodecError:
        return error.code


def _check_url(url: str) -> None:
    scheme = urlsplit(url).scheme.lower()
    if scheme not in ("ws", "wss"):
        raise ValueError(f"not a ws:// or wss:// address: {url!r}")


class Connection:
    """One WebSocket to a server, after ``hello`` and ``welcome``.

    A reader task reads every message: a reply (``seated``, ``ack``, ``hint``, ``error`` carrying
    the ``id`` of a request still waiting) goes to that request; everything else is queued in
    order for :meth:`next`. ``on_message``, when given, is called in the reader with every
    message as it arrives (before it is queued or handed to its request), e.g. to time it.
    """

    def __init__(self, ws: ClientConnection, welcome: Welcome, on_message: Listener | None = None) -> None:
        self.welcome = welcome
        self.on_message = on_message
        self._ws = ws
        self._ids = 0
        self._pending: dict[int, asyncio.Future[ServerMessage]] = {}
        self._queue: collections.deque[ServerMessage] = collections.deque()
        self._arrived = asyncio.Event()
        self._closed = False
        #: The close code the connection ended with (None while open, or when none was given).
        self.close_code: int | None = None
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        ssl: ssl_module.SSLContext | None = None,
        client: str = "cardgames",
        timeout: float = 10.0,
        on_message: Listener | None = None,
    ) -> Connection:
        """Connect to ``url`` (ws:// or wss:// only, else ``ValueError``), say hello and return
        once the server welcomes us; :class:`Refused` when it refuses or does not answer within
        ``timeout`` seconds, :class:`Closed` when the connection cannot be made."""
        _check_url(url)
        extra: dict[str, Any] = {} if ssl is None else {"ssl": ssl}
        try:
            ws = await connect(
                url,
                max_size=MAX_FRAME,
                open_timeout=timeout,
                # Small JSON messages: compression would cost the server memory per connection.
                compression=None,
                **extra,
            )
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            raise Closed(f"cannot connect to {url}: {exc}") from exc
        try:
            await ws.send(Hello(protocol=PROTOCOL, client=client[:64]).model_dump_json())
            async with asyncio.timeout(timeout):
                first = parse_server(await ws.recv())
        except TimeoutError:
            await ws.close()
            raise Refused(f"{url} did not welcome us within {timeout:g} s") from None
        except (ConnectionClosed, ValueError) as exc:
            await ws.close()
            raise Refused(f"{url} did not welcome us: {exc}") from exc
        if isinstance(first, Error):
            await ws.close()
            raise Refused(f"{url} refused: {first.code}", first)
        if not isinstance(first, Welcome):
            await ws.close()
            raise Refused(f"{url} answered hello with {first.type!r}")
        return cls(ws, first, on_message)

    @property
    def closed(self) -> bool:
        """True once the connection is closed (the queue may still hold messages to read)."""
        return self._closed

    def pending(self) -> int:
        """How many unasked messages are queued and not yet read."""
        return len(self._queue)

    def drain(self) -> list[ServerMessage]:
        """Take every queued message now, without waiting."""
        out = list(self._queue)
        self._queue.clear()
        return out

    async def send(self, msg: BaseModel) -> None:
        """Send a client message as it is (no ``id`` is added); :class:`Closed` when closed."""
        if self._closed:
            raise Closed("the connection is closed")
        try:
            await self._ws.send(msg.model_dump_json())
        except ConnectionClosed as exc:
            raise Closed(f"the connection closed: {exc}") from exc

    async def request(self, msg: BaseModel, timeout: float = 10.0) -> ServerMessage:
        """Send ``msg`` with a fresh ``id`` and return the reply carrying it (an ``Error`` is
        returned, not raised); ``TimeoutError`` after ``timeout`` s, :class:`Closed` when the
        connection closes first."""
        self._ids += 1
        ident = self._ids
        future: asyncio.Future[ServerMessage] = asyncio.get_running_loop().create_future()
        self._pending[ident] = future
        try:
            await self.send(msg.model_copy(update={"id": ident}))
            async with asyncio.timeout(timeout):
                return await future
        finally:
            self._pending.pop(ident, None)

    async def next(self, timeout: float | None = None) -> ServerMessage:
        """The next unasked message, in the order it came; ``TimeoutError`` when none comes
        within ``timeout`` s, :class:`Closed` once the connection is closed and the queue read."""
        async with asyncio.timeout(timeout):
            while not self._queue:
                if self._closed:
                    raise Closed("the connection is closed")
                self._arrived.clear()
                await self._arrived.wait()
        return self._queue.popleft()

    async def close(self) -> None:
        """Close the connection (what was queued stays readable)."""
        await self._ws.close()
        with contextlib.suppress(asyncio.CancelledError):
            await self._reader

    async def _read(self) -> None:
        try:
            async for raw in self._ws:
                try:
                    msg = parse_server(raw)
                except ValueError:
                    continue  # a server that sends nonsense: not ours to crash on
                if self.on_message is not None:
                    self.on_message(msg)
                ident = getattr(msg, "id", None)
                future = self._pending.get(ident) if isinstance(ident, int) else None
                if future is not None and not future.done():
                    future.set_result(msg)
                else:
                    self._queue.append(msg)
                    self._arrived.set()
        except ConnectionClosed:
            pass
        finally:
            self._closed = True
            self.close_code = self._ws.close_code
            self._arrived.set()
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(Closed("the connection closed before the reply"))


class SeatClient:
    """One seat at one table, coming back by itself when the connection drops.

    Read what arrives with :meth:`next` (or ``async for msg in client``); it keeps :attr:`seq`
    (actions so far), :attr:`view` (the seat's decoded view), :attr:`legal` (the seat's legal
    action texts, empty unless it is to act), :attr:`table`, :attr:`events` (the last update's,
    decoded) and :attr:`record` (once the match is over) up to date. :meth:`act` plays an action.
    An onlooker's client (``seat`` None) reads the same way and cannot act.
    """

    #: The waits between attempts to come back, in seconds: 0.2 s doubling up to 5 s.
    BACKOFF_FIRST = 0.2
    BACKOFF_MAX = 5.0

    def __init__(
        self,
        url: str,
        conn: Connection,
        seated: Seated,
        *,
        ssl: ssl_module.SSLContext | None = None,
        attempts: int = 8,
        on_message: Listener | None = None,
    ) -> None:
        self.url = url
        self.ssl = ssl
        self.attempts = attempts
        self.conn = conn
        self.on_message = on_message
        self.code = seated.table.code
        self.seat = seated.seat
        self.token = seated.token
        self.table: TableInfo = seated.table
        self.game: Game = GAMES[seated.table.game]
        self.seq: int | None = None
        self.legal: list[str] = []
        # The last view and events as the server sent them; decoded when first read (a load
        # test's thousands of clients never read them).
        self._view_data: dict[str, Any] | None = None
        self._events_data: list[dict[str, Any]] = []
        self._view: TableView[Any] | None = None
        self._events: list[Event] | None = []
        self.record: RecordOut | None = None
        #: The highest sequence number of an action of ours the server acknowledged.
        self.acked = -1
        #: How many times the client came back after a drop.
        self.reconnects = 0
        self._backlog: collections.deque[ServerMessage] = collections.deque()
        self._lock = asyncio.Lock()
        self._closing = False

    # ------------------------------------------------------------ sitting down

    @classmethod
    async def _sit(
        cls,
        url: str,
        msg: BaseModel,
        *,
        ssl: ssl_module.SSLContext | None,
        timeout: float,
        attempts: int,
        on_message: Listener | None,
    ) -> SeatClient:
        conn = await Connection.open(url, ssl=ssl, timeout=timeout, on_message=on_message)
        try:
            reply = await conn.request(msg, timeout)
        except BaseException:
            await conn.close()
            raise
        if not isinstance(reply, Seated):
            await conn.close()
            error = reply if isinstance(reply, Error) else None
            what = error.code if error is not None else f"answered {reply.type!r}"
            raise Refused(f"{msg.__class__.__name__.lower()} refused: {what}", error)
        if reply.table.game not in GAMES:
            await conn.close()
            raise ClientError(f"the table plays {reply.table.game!r}, a game this app does not have")
        return cls(url, conn, reply, ssl=ssl, attempts=attempts, on_message=on_message)

    @classmethod
    async def create(
        cls,
        url: str,
        game: str,
        seats: Sequence[SeatSpec],
        *,
        options: dict[str, Any] | None = None,
        sit: int | None = 0,
        seed: int | None = None,
        seat_wait: float = 60.0,
        onlookers: bool = True,
        hints: bool = False,
        ssl: ssl_module.SSLContext | None = None,
        timeout: float = 10.0,
        attempts: int = 8,
        on_message: Listener | None = None,
    ) -> SeatClient:
        """Create a table and sit at seat ``sit`` (None: watch it); :class:`Refused` with the
        server's ``Error`` when it refuses."""
        msg = Create(
            game=game,
            options=options or {},
            seats=list(seats),
            sit=sit,
            seed=seed,
            seat_wait=seat_wait,
            onlookers=onlookers,
            hints=hints,
        )
        return await cls._sit(url, msg, ssl=ssl, timeout=timeout, attempts=attempts, on_message=on_message)

    @classmethod
    async def join(
        cls,
        url: str,
        code: str,
        name: str,
        *,
        seat: int | None = None,
        ssl: ssl_module.SSLContext | None = None,
        timeout: float = 10.0,
        attempts: int = 8,
        on_message: Listener | None = None,
    ) -> SeatClient:
        """Join the table with ``code`` at ``seat`` (None: the first free one)."""
        msg = Join(code=code, name=name, seat=seat)
        return await cls._sit(url, msg, ssl=ssl, timeout=timeout, attempts=attempts, on_message=on_message)

    @classmethod
    async def watch(
        cls,
        url: str,
        code: str,
        *,
        ssl: ssl_module.SSLContext | None = None,
        timeout: float = 10.0,
        on_message: Listener | None = None,
    ) -> SeatClient:
        """Watch the table with ``code`` as an onlooker (the public view; no coming back by
        itself, since an onlooker has no token: watch again)."""
        msg = Watch(code=code)
        return await cls._sit(url, msg, ssl=ssl, timeout=timeout, attempts=1, on_message=on_message)

    @classmethod
    async def rejoin(
        cls,
        url: str,
        code: str,
        seat: int,
        token: str,
        *,
        ssl: ssl_module.SSLContext | None = None,
        timeout: float = 10.0,
        attempts: int = 8,
        on_message: Listener | None = None,
    ) -> SeatClient:
        """Take one's seat again from what was kept of it (after the app was closed, say): the
        table's code, the seat and its token. A connection still holding the seat is closed by
        the server (and does not come back)."""
        msg = Resume(code=code, seat=seat, token=token)
        client = await cls._sit(url, msg, ssl=ssl, timeout=timeout, attempts=attempts, on_message=on_message)
        client.token = token  # the server says a token only when it makes one
        return client

    async def resume(self, timeout: float = 10.0) -> None:
        """Come back after a drop: reconnect (waiting 0.2 s, then doubling up to 5 s between
        attempts, at most :attr:`attempts` tries) and resume the seat with its token. What the old
        connection had queued stays readable first. :class:`Refused` when the server refuses the
        token or the table; :class:`Closed` when no attempt connects."""
        if self.seat is None or self.token is None:
            raise ClientError("an onlooker has no seat to come back to")
        if self.conn.close_code == REPLACED:
            raise Closed("a newer connection took this seat with its token")
        async with self._lock:
            if not self.conn.closed:
                return  # another task came back already
            self._backlog.extend(self.conn.drain())
            wait = self.BACKOFF_FIRST
            problem: Exception | None = None
            for attempt in range(self.attempts):
                if attempt:
                    await asyncio.sleep(wait)
                    wait = min(wait * 2, self.BACKOFF_MAX)
                try:
                    conn = await Connection.open(
                        self.url, ssl=self.ssl, timeout=timeout, on_message=self.on_message
                    )
                except (Closed, Refused) as exc:
                    problem = exc
                    continue
                try:
                    reply = await conn.request(
                        Resume(code=self.code, seat=self.seat, token=self.token), timeout
                    )
                except (Closed, TimeoutError) as exc:
                    await conn.close()
                    problem = exc
                    continue
                if isinstance(reply, Seated):
                    self.conn = conn
                    self.table = reply.table
                    self.reconnects += 1
                    return
                await conn.close()
                if isinstance(reply, Error) and reply.code in ("server", "limit", "rate"):
                    problem = Refused(f"resume refused: {reply.code}", reply)
                    continue
                raise Refused(f"resume refused: {reply.type}", reply if isinstance(reply, Error) else None)
            raise Closed(f"could not come back to {self.url} after {self.attempts} tries: {problem}")

    # ------------------------------------------------------------ playing

    async def act(self, action: str, timeout: float = 10.0) -> Ack | Error:
        """Play ``action`` (its text, one of :attr:`legal`) as action number :attr:`seq`; return
        the server's ``Ack`` or its ``Error``. When the connection drops before the answer, come
        back and send it again with the same number (the server applies it once)."""
        if self.seq is None:
            raise ClientError("no view yet: nothing to act on")
        if self.seat is None:
            raise ClientError("an onlooker does not play")
        msg = Act(seq=self.seq, action=action)
        for _ in range(self.attempts):
            try:
                reply = await self.conn.request(msg, timeout)
            except Closed:
                if self._closing:
                    raise
                await self.resume(timeout)
                continue
            if isinstance(reply, Ack):
                self._took_ack(reply)
                return reply
            if isinstance(reply, Error):
                return reply
            raise ClientError(f"act answered with {reply.type!r}")
        raise Closed("the action could not be delivered")

    async def send(self, msg: BaseModel) -> None:
        """Send any other client message (chat, reaction, continue...) as it is."""
        await self.conn.send(msg)

    async def request(self, msg: BaseModel, timeout: float = 10.0) -> ServerMessage:
        """Send a message that gets a reply (a hint, an undo...) and return the reply."""
        return await self.conn.request(msg, timeout)

    def pending(self) -> int:
        """How many messages are waiting to be read right now."""
        return len(self._backlog) + self.conn.pending()

    async def next(self, timeout: float | None = None) -> ServerMessage:
        """The next message that came unasked, after taking what it says into :attr:`seq`,
        :attr:`view`, :attr:`legal`, :attr:`table` and :attr:`record`. A dropped connection is
        resumed by itself; :class:`Closed` once :meth:`close` was called (or coming back failed)."""
        while True:
            if self._backlog:
                msg = self._backlog.popleft()
            else:
                try:
                    msg = await self.conn.next(timeout)
                except Closed:
                    if self._closing or self.seat is None:
                        raise
                    await self.resume()
                    continue
            self._take(msg)
            return msg

    def __aiter__(self) -> SeatClient:
        return self

    async def __anext__(self) -> ServerMessage:
        """The next message; the iteration ends after :meth:`close`. A seat that cannot come
        back (refused, no server, or taken up by a newer connection) raises :class:`ClientError`."""
        try:
            return await self.next()
        except Closed:
            if self._closing:
                raise StopAsyncIteration from None
            raise

    def _took_ack(self, ack: Ack) -> None:
        # A view from before our action (a snapshot sent on coming back, say) is out of date,
        # and so are its legal actions: wait for the update that shows the action.
        self.acked = max(self.acked, ack.seq)
        if self.seq is not None and self.seq <= ack.seq:
            self.legal = []

    def _take(self, msg: ServerMessage) -> None:
        if isinstance(msg, Update | Snapshot):
            if msg.seq <= self.acked:
                return  # from before an action of ours that is acknowledged: out of date
            self.seq = msg.seq
            self._view_data, self._view = msg.view, None
            self.legal = list(msg.legal)
            self._events_data, self._events = (msg.events if isinstance(msg, Update) else []), None
        elif isinstance(msg, TableOut):
            self.table = msg.table
        elif isinstance(msg, RecordOut):
            self.record = msg
        elif isinstance(msg, UndoEnded) and msg.done:
            self.acked = -1  # moves were taken back: the fresh state that follows counts

    @property
    def view(self) -> TableView[Any] | None:
        """The seat's view as the last update or state left it (None before the first)."""
        if self._view is None and self._view_data is not None:
            self._view = decode_view(self.game, self._view_data)
        return self._view

    @property
    def events(self) -> list[Event]:
        """The last update's events as the seat saw them."""
        if self._events is None:
            self._events = decode_events(self._events_data)
        return self._events

    async def close(self) -> None:
        """Close for good (no coming back)."""
        self._closing = True
        await self.conn.close()
