"""``cardgames-server`` (``python -m cardgames.server``): the online tables' server.

On start it prints one line, ``cardgames-server listening on ws://HOST:PORT`` (``wss://`` with
TLS; the real port when ``--port 0`` asked for a free one), so whoever started it reads the port
from it. SIGTERM and SIGINT stop it cleanly; every table's record is in the database, and a
server started again on it resumes every match.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
from pathlib import Path

from websockets.asyncio.server import serve

from ..store.paths import app_paths
from .connection import Server
from .hub import OVER_KEPT, Hub, Limits
from .store import Store, StoreError

__all__ = ["main"]

#: The database's file name in the app's data folder (unless ``--db`` names one).
DB_NAME = "server.sqlite3"


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="cardgames-server", description="Card Table's server for online tables."
    )
    ap.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    ap.add_argument("--port", type=int, default=7341, help="the port (default 7341; 0: a free one)")
    ap.add_argument(
        "--db", type=Path, help="the SQLite file (default: server.sqlite3 in the app's data folder)"
    )
    ap.add_argument("--certfile", type=Path, help="TLS certificate (PEM): serve wss://")
    ap.add_argument("--keyfile", type=Path, help="TLS private key (PEM)")
    ap.add_argument(
        "--max-tables", type=int, default=2000, help="tables held at once; more are refused (default 2000)"
    )
    ap.add_argument(
        "--max-connections",
        type=int,
        default=5000,
        help="connections at once; more are refused (default 5000)",
    )
    ap.add_argument(
        "--forget-after",
        type=float,
        default=OVER_KEPT,
        help=f"seconds a finished table stays in memory (default {OVER_KEPT:.0f})",
    )
    ap.add_argument(
        "--bot-workers", type=int, default=1, help="worker processes for bots and hints (default 1)"
    )
    ap.add_argument("--test-seeds", action="store_true", help="honour a table's seed (for tests only)")
    ap.add_argument("--quiet", action="store_true", help="log only warnings and errors")
    return ap


def main(argv: list[str] | None = None) -> int:
    """Run the server until SIGTERM or SIGINT; 0 then, 2 when it cannot start."""
    args = _parser().parse_args(argv)
    logging.basicConfig(
        level=logging.WARNING if args.quiet else logging.INFO,
        stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(message)s",
    )
    if args.db is None:
        folder = app_paths().data
        folder.mkdir(parents=True, exist_ok=True)
        db_path: Path = folder / DB_NAME
    else:
        db_path = args.db
    context = None
    if args.certfile is not None or args.keyfile is not None:
        if args.certfile is None:
            print("cardgames-server: --keyfile needs --certfile", file=sys.stderr)
            return 2
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        try:
            context.load_cert_chain(args.certfile, args.keyfile)
        except (OSError, ssl.SSLError) as exc:
            print(f"cardgames-server: the TLS certificate cannot be used ({exc})", file=sys.stderr)
            return 2
    try:
        store = Store(db_path)
    except StoreError as exc:
        print(f"cardgames-server: {exc}", file=sys.stderr)
        return 2
    try:
        return asyncio.run(_serve(args, store, context))
    except OSError as exc:
        print(f"cardgames-server: cannot listen on {args.host}:{args.port} ({exc.strerror})", file=sys.stderr)
        return 2
    finally:
        store.close()


async def _serve(args: argparse.Namespace, store: Store, context: ssl.SSLContext | None) -> int:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    limits = Limits(
        max_tables=args.max_tables,
        max_connections=args.max_connections,
        test_seeds=args.test_seeds,
        over_kept=max(0.0, args.forget_after),
    )
    hub = Hub(store, loop, limits, args.bot_workers)
    try:
        hub.warm()
        hub.start()
        handler = Server(hub)
        async with serve(
            handler.handle, args.host, args.port, max_size=1 << 20, ssl=context, close_timeout=2
        ) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            scheme = "wss" if context is not None else "ws"
            print(f"cardgames-server listening on {scheme}://{args.host}:{port}", flush=True)
            await stop.wait()
            logging.getLogger("cardgames.server").info("stopping")
    finally:
        with contextlib.suppress(Exception):
            hub.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
