"""A window destroyed from outside ends the app (X11).

When another program destroys the main window's X window (``xdotool windowclose``, a crashed
window manager, a session tool), Qt receives the X ``DestroyNotify`` event but does nothing with
it: the process would run on with no window, unseen, holding the profile's lock. This filter
sees that event for the main window and closes the window the ordinary way, so the match is
stopped, the settings are kept and the app quits. Ctrl+C and SIGTERM close it the same way
(``cardgames.ui.signals``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractNativeEventFilter, QByteArray, QTimer
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["DestroyWatch", "watch_destroyed"]

# xcb_destroy_notify_event_t: response_type (u8), pad (u8), sequence (u16), event (u32), window (u32).
_DESTROY_NOTIFY = 17
_EVENT_BYTES = 12


class DestroyWatch(QAbstractNativeEventFilter):
    """Closes ``window`` once the X server says its native window was destroyed."""

    def __init__(self, window: QWidget) -> None:
        import ctypes  # only on X11, where the watch is made (ctypes costs the start 10 ms)

        super().__init__()
        self._string_at = ctypes.string_at
        self._window = window
        self._id = int(window.winId())
        self.seen = False

    def nativeEventFilter(
        self, event_type: QByteArray | bytes | bytearray | memoryview, message: Any
    ) -> tuple[bool, int]:
        """Look at each X event; never consume one."""
        kind = event_type.data() if isinstance(event_type, QByteArray) else bytes(event_type)
        if self.seen or kind != b"xcb_generic_event_t":
            return False, 0
        raw = self._string_at(int(message), _EVENT_BYTES)
        if raw[0] & 0x7F == _DESTROY_NOTIFY and int.from_bytes(raw[8:12], "little") == self._id:
            self.seen = True
            QTimer.singleShot(0, self._window.close)
        return False, 0


def watch_destroyed(app: QApplication, window: QWidget) -> DestroyWatch | None:
    """Install the watch on X11 (None elsewhere); the caller keeps the returned filter alive."""
    if app.platformName() != "xcb":
        return None
    watch = DestroyWatch(window)
    app.installNativeEventFilter(watch)
    return watch
