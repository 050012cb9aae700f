"""A loopback TCP relay that a test can cut: clients connect to it instead of the server, and
:meth:`Cutter.cut` drops every connection through it at once, as a lost network would, while the
relay goes on accepting new ones (the client's way back).

It listens on 127.0.0.1 only and relays only to a 127.0.0.1 port. It runs on its own thread with
its own event loop and is stopped by :meth:`Cutter.close` (or a ``with`` block).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from types import TracebackType

__all__ = ["Cutter"]


class Cutter:
    """A relay from a free port of 127.0.0.1 to ``127.0.0.1:target_port`` (see the module)."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        #: Connections relayed so far (a client that came back counts again).
        self.accepted = 0
        self._loop = asyncio.new_event_loop()
        self._writers: set[asyncio.StreamWriter] = set()
        self._server: asyncio.Server | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="cutter", daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the relay did not start")

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._server = self._loop.run_until_complete(asyncio.start_server(self._relay, "127.0.0.1", 0))
        self.port = self._server.sockets[0].getsockname()[1]
        self._ready.set()
        self._loop.run_forever()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.accepted += 1
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            writer.close()
            return
        self._writers |= {writer, up_writer}

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            with contextlib.suppress(OSError, asyncio.CancelledError):
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            with contextlib.suppress(OSError):
                dst.close()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))
        self._writers -= {writer, up_writer}

    def cut(self) -> None:
        """Drop every connection through the relay now (both ends see the connection reset)."""

        def drop() -> None:
            for w in list(self._writers):
                with contextlib.suppress(OSError):
                    w.transport.abort()
            self._writers.clear()

        self._loop.call_soon_threadsafe(drop)

    def close(self) -> None:
        """Drop every connection and stop the relay."""
        if not self._thread.is_alive():
            return
        self.cut()

        def stop() -> None:
            if self._server is not None:
                self._server.close()
            self._loop.stop()

        self._loop.call_soon_threadsafe(stop)
        self._thread.join(10)

    def __enter__(self) -> Cutter:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()
