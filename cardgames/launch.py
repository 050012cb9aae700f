"""Start Card Table: the entry point of ``cardgames``, ``python -m cardgames`` and the bundle.

Until the app's own handlers are in place (``cardgames.ui.signals``, the first thing the app does
once it is imported, about a third of a second in), Ctrl+C and SIGTERM end the start at once and
quietly, with the exit status the app gives (128 + the signal's number): nothing is open or
unsaved yet. Without this, Ctrl+C during the imports printed Python's ``KeyboardInterrupt``
traceback. Only the standard library is imported here.
"""

from __future__ import annotations

import os
import signal


def _end_start(number: int, frame: object) -> None:
    """A signal while the app is still being imported: end now (nothing to keep yet)."""
    os._exit(128 + number)


def _serve(args: list[str]) -> int:
    """``--serve ...``: run the table server (``cardgames.server``) with ``args``, as the app's child
    for a hosted table. The bundle has no ``python -m``, so the app starts itself this way. It ends
    by itself when the app that started it is gone (checked every second), so no server outlives
    the app, not even one killed."""
    import sys
    import threading
    import time

    parent = os.getppid()

    def watch() -> None:
        while True:
            time.sleep(1.0)
            if os.getppid() != parent:
                os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()
    from .server.__main__ import main as serve

    sys.argv = [sys.argv[0], *args]
    result = serve(args)
    return int(result or 0)


def main() -> int:
    """Run the app (see :func:`cardgames.ui.app.main`), or the table server with ``--serve`` (see
    :func:`_serve`); its exit status."""
    import sys

    if len(sys.argv) > 1 and sys.argv[1] == "--serve":
        return _serve(sys.argv[2:])
    for name in ("SIGINT", "SIGTERM"):
        number = getattr(signal, name, None)
        # A signal the starting program told us to ignore (``nohup``, ``trap '' INT``) stays so.
        if number is not None and signal.getsignal(number) is not signal.SIG_IGN:
            signal.signal(number, _end_start)
    from .ui.app import main as run

    return run()
