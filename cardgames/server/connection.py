"""One WebSocket connection: its messages read, checked and handed to its table; its replies and
updates written in order by a task of its own, so a table never waits on a slow connection.

Every message is refused with an ``error`` and changes nothing when it is binary, over
``MAX_MESSAGE_BYTES``, no valid message, sent before ``hello`` or too fast (a token bucket: about
20 a second, bursts of 40); a connection that floods at ten times that is closed (1008). An
exception while a message is handled is logged (its kind and place, never the message) and
answered ``server``: it never reaches another table or the server. A move the table takes (at the
seat's turn, legal) gives its token back: the table's turns pace those, so a client that plays
as fast as the table lets it is never refused.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import traceback
from typing import TYPE_CHECKING

from pydantic import BaseModel
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from ..net import protocol as p
from .seating import refusal

if TYPE_CHECKING:
    from .hub import Hub
    from .tables import Table

__all__ = ["Bucket", "Conn", "Server"]

log = logging.getLogger("cardgames.server")

#: Messages a second a connection may send on average, and in a burst.
RATE, BURST = 20.0, 40.0
#: Ten times that: a connection this fast is closed.
FLOOD_RATE, FLOOD_BURST = 200.0, 400.0
#: Messages waiting to be written to a connection before it counts as stuck and is closed.
MAX_QUEUED = 2000


class Bucket:
    """A token bucket: ``rate`` tokens a second, at most ``burst`` kept."""

    def __init__(self, loop: asyncio.AbstractEventLoop, rate: float, burst: float) -> None:
        self.loop = loop
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last = loop.time()

    def take(self) -> bool:
        """Take a token; False when there is none."""
        now = self.loop.time()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def refund(self) -> None:
        """Give back the token of a message that counts for nothing (a move at one's turn)."""
        self.tokens = min(self.burst, self.tokens + 1.0)


class Conn:
    """A connection as its table sees it (see ``seating.Peer``)."""

    def __init__(self, ws: ServerConnection, loop: asyncio.AbstractEventLoop) -> None:
        self.ws = ws
        self.table: Table | None = None
        self.seat: int | None = None
        self.greeted = False
        self.told_rate = -1e9
        self.closing = False
        self.rate = Bucket(loop, RATE, BURST)
        self.flood = Bucket(loop, FLOOD_RATE, FLOOD_BURST)
        self._out: asyncio.Queue[bytes | tuple[int, str]] = asyncio.Queue()

    def send(self, message: BaseModel) -> None:
        """Queue ``message`` (written in order by :meth:`write`)."""
        if self.closing:
            return
        if self._out.qsize() >= MAX_QUEUED:
            self.close(1008, "too slow to read")
            return
        # UTF-8 JSON as pydantic writes it, sent as a text frame without encoding it again.
        self._out.put_nowait(message.__pydantic_serializer__.to_json(message))

    def close(self, code: int, reason: str) -> None:
        """Close once what is queued is written."""
        if not self.closing:
            self.closing = True
            self._out.put_nowait((code, reason))

    async def write(self) -> None:
        """Write the queued messages until the connection closes."""
        with contextlib.suppress(ConnectionClosed):
            while True:
                item = await self._out.get()
                if isinstance(item, tuple):
                    await self.ws.close(*item)
                    return
                await self.ws.send(item, text=True)


class Server:
    """The WebSocket handler: one call per connection."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.connections = 0

    async def handle(self, ws: ServerConnection) -> None:
        """Serve one connection to its end."""
        if self.connections >= self.hub.limits.max_connections:
            with contextlib.suppress(ConnectionClosed):
                await ws.send(
                    refusal("limit", "The server has as many connections as it can take.").model_dump_json()
                )
                await ws.close(1013, "too many connections")
            return
        self.connections += 1
        conn = Conn(ws, self.hub.loop)
        writer = asyncio.create_task(conn.write())
        try:
            async for data in ws:
                if conn.closing:
                    continue  # read on (and drop) until the close handshake is through
                if not conn.flood.take():
                    conn.close(1008, "too many messages")
                    continue
                if not conn.rate.take():
                    # Dropped; said at most once a second, so a flood gets no flood of replies.
                    now = self.hub.loop.time()
                    if now - conn.told_rate >= 1.0:
                        conn.told_rate = now
                        conn.send(refusal("rate", "Too many messages: slow down."))
                    continue
                self.receive(conn, data)
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            if conn.table is not None:
                conn.table.detach(conn)
            conn.close(1000, "")
            with contextlib.suppress(asyncio.TimeoutError, ConnectionClosed):
                await asyncio.wait_for(writer, 5.0)
            writer.cancel()

    def receive(self, conn: Conn, data: str | bytes) -> None:
        """One message: checked, then handled; nothing escapes."""
        if isinstance(data, bytes):
            conn.send(refusal("malformed", "Messages are JSON text, not binary."))
            return
        if len(data) > p.MAX_MESSAGE_BYTES or len(data.encode("utf-8")) > p.MAX_MESSAGE_BYTES:
            conn.send(refusal("too_big", "The message is over {limit} bytes.", limit=p.MAX_MESSAGE_BYTES))
            return
        try:
            msg = p.parse_client(data)
        except ValueError as exc:
            conn.send(
                refusal("malformed", "That is no message of this protocol ({problem}).", problem=str(exc))
            )
            return
        try:
            self.dispatch(conn, msg)
        except Exception as exc:
            where = traceback.extract_tb(exc.__traceback__)[-1]
            table = conn.table.id if conn.table is not None else None
            log.error(
                "a %s message failed at table %s: %s at %s:%d",
                msg.type,
                table,
                type(exc).__name__,
                where.filename.rsplit("/", 1)[-1],
                where.lineno,
            )
            conn.send(refusal("server", "The server failed on its side; nothing changed.", msg.id))

    def dispatch(self, conn: Conn, msg: p.ClientMessage) -> None:
        """Hand ``msg`` to whoever answers it."""
        if isinstance(msg, p.Hello):
            if msg.protocol != p.PROTOCOL:
                conn.send(
                    refusal(
                        "protocol", "This server speaks protocol {protocol}.", msg.id, protocol=p.PROTOCOL
                    )
                )
                return
            conn.greeted = True
            conn.send(p.Welcome(server="cardgames-server"))
            return
        if not conn.greeted:
            conn.send(refusal("protocol", "Say hello first.", msg.id))
            return
        table = conn.table
        if isinstance(msg, p.Create | p.Join | p.Watch | p.Resume):
            if table is not None:
                conn.send(refusal("state", "This connection sits at a table already.", msg.id))
            elif isinstance(msg, p.Create):
                self.hub.create(conn, msg)
            else:
                found = self.hub.find(msg.code, conn, msg.id, over_too=isinstance(msg, p.Resume))
                if found is None:
                    return
                if isinstance(msg, p.Join):
                    found.join(conn, msg)
                elif isinstance(msg, p.Watch):
                    found.watch(conn, msg.id)
                else:
                    found.resume(conn, msg)
            return
        if table is None:
            conn.send(refusal("state", "Sit down at a table first.", msg.id))
        elif isinstance(msg, p.Act):
            if table.act(conn, msg):
                # A move the table took: the table sets the pace of these, not the client.
                conn.rate.refund()
                conn.flood.refund()
        elif isinstance(msg, p.ChatIn):
            table.chat(conn, msg.text, None, msg.id)
        elif isinstance(msg, p.React):
            table.chat(conn, None, msg.reaction, msg.id)
        elif isinstance(msg, p.UndoAsk):
            table.undo_ask(conn, msg.id)
        elif isinstance(msg, p.UndoAnswer):
            table.undo_answer(conn, msg)
        elif isinstance(msg, p.HintAsk):
            table.hint_for(conn, msg)
        elif isinstance(msg, p.Leave):
            table.detach(conn, leaving=True)
        # Continue: the server never waits for a summary to be read.
