"""The table server on this computer, for a hosted table: a child process of the app.

It is the app's own launcher with ``--serve`` (``python -m cardgames --serve ...``, or the bundle's
program itself, where ``python -m`` is not there), listening on every network of this computer on
a fixed port (the setting ``host_port``, 7341: a table hosted again after the app was closed is
found at the same address by the friends' apps, which keep trying), or on a free one when that is
taken (:attr:`LocalServer.moved_from` then says so), its tables kept in the app's data folder.
The process ends with the hosted match, with the window, and (by itself) when the app is gone;
its tables stay in its database, and a hosted seat rejoined starts it again on them.

The addresses to give friends are this computer's own, read from its network interfaces: nothing
is sent anywhere to find them.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

__all__ = ["LocalServer", "lan_addresses", "server_command"]

_LISTENING = re.compile(rb"cardgames-server listening on wss?://(\S+):(\d+)")


def server_command(db: Path, port: int = 0, host: str = "0.0.0.0") -> tuple[str, list[str]]:
    """The program and arguments that start the server as a child of this app (listening on every
    network of this computer, unless ``host`` says otherwise)."""
    args = ["--serve", "--host", host, "--port", str(port), "--db", str(db)]
    if getattr(sys, "frozen", False):
        return sys.executable, args
    return sys.executable, ["-m", "cardgames", *args]


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (no loopback, no link-local), as its network
    interfaces list them; empty when it has none."""
    found: list[str] = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if (
            address.isLoopback()
            or address.isLinkLocal()
            or address == QHostAddress(QHostAddress.SpecialAddress.Any)
        ):
            continue
        text = address.toString()
        if text not in found:
            found.append(text)
    return found


class LocalServer(QObject):
    """The server as a child process (see the module)."""

    #: The server listens on this port.
    listening = Signal(int)
    #: It could not be started, or it ended before it listened (what it said, in its words).
    failed = Signal(str)

    def __init__(self, db: Path, parent: QObject | None = None, port: int = 0, host: str = "0.0.0.0") -> None:
        super().__init__(parent)
        self.db = db
        #: The address it listens on (every network, or this computer only).
        self.host = host
        #: The port asked for (0: a free one).
        self.wanted = port
        #: The port asked for first, when it was taken and a free one is used instead.
        self.moved_from: int | None = None
        self.port: int | None = None
        self._out = b""
        self.process = QProcess(self)
        self.process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.errorOccurred.connect(self._error)
        self.process.finished.connect(self._finished)

    def start(self) -> None:
        """Start it; ``listening`` or ``failed`` follows."""
        self.db.parent.mkdir(parents=True, exist_ok=True)
        program, args = server_command(self.db, self.wanted, self.host)
        self.process.start(program, args)

    @property
    def running(self) -> bool:
        return self.process.state() != QProcess.ProcessState.NotRunning

    def stop(self) -> None:
        """End it (its database stays): asked to end, killed if it does not within 2 s."""
        if not self.running:
            return
        self.process.terminate()
        if not self.process.waitForFinished(2000):
            self.process.kill()
            self.process.waitForFinished(1000)

    @Slot()
    def _read(self) -> None:
        self._out += bytes(self.process.readAllStandardOutput().data())
        if self.port is None:
            found = _LISTENING.search(self._out)
            if found is not None:
                self.port = int(found.group(2))
                self.listening.emit(self.port)
        if len(self._out) > 65536:
            self._out = self._out[-4096:]

    @Slot(QProcess.ProcessError)
    def _error(self, error: QProcess.ProcessError) -> None:
        if self.port is None and error == QProcess.ProcessError.FailedToStart:
            self.failed.emit(self.process.errorString())

    @Slot(int, QProcess.ExitStatus)
    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        if self.port is None:
            said = bytes(self.process.readAllStandardError().data()).decode("utf-8", "replace").strip()
            if self.wanted and "cannot listen on" in said:
                # The port is taken (another program, or another Card Table): any free one.
                self.moved_from, self.wanted = self.wanted, 0
                QTimer.singleShot(0, self, self.start)
                return
            self.failed.emit(said.splitlines()[-1] if said else f"exit status {code}")
