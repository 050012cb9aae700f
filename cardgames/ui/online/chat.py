"""The table chat under the log, at an online table: a line to type (plain text, at most
``CHAT_MAX`` characters), the quick reactions, and mute per person. What is said shows in the log,
whose lines are plain text (never rich text)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QMenu, QToolButton, QWidget

from ...net import protocol as p
from ...net.remote import reaction_message
from ..i18n import message_text

__all__ = ["ChatBar"]


class ChatBar(QWidget):
    """A chat line, the reactions and the mute menu (see the module)."""

    #: A line to send.
    said = Signal(str)
    #: A reaction to send (its protocol name).
    reacted = Signal(str)
    #: Mute (True) or hear again (False) a seat.
    muted = Signal(int, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatBar")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 4, 0, 0)
        row.setSpacing(4)
        self.line = QLineEdit(self)
        self.line.setObjectName("chatLine")
        self.line.setMaxLength(p.CHAT_MAX)
        self.line.returnPressed.connect(self._send)
        row.addWidget(self.line, 1)
        self.more = QToolButton(self)
        self.more.setObjectName("chatMore")
        self.more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self)
        self.more.setMenu(self.menu)
        row.addWidget(self.more)
        self._seats: list[tuple[int, str]] = []
        self._muted: set[int] = set()
        self.menu.aboutToShow.connect(self._fill_menu)
        self.retranslate()

    def set_people(self, people: list[tuple[int, str]], muted: set[int]) -> None:
        """The other people at the table (seat, name), and those muted."""
        self._seats = list(people)
        self._muted = set(muted)

    def _send(self) -> None:
        text = self.line.text().strip()
        if text:
            self.said.emit(text)
        self.line.clear()

    def _fill_menu(self) -> None:
        self.menu.clear()
        for reaction in p.REACTIONS:
            act = self.menu.addAction(message_text(reaction_message(reaction)))
            act.triggered.connect(lambda _=False, r=reaction: self.reacted.emit(r))
        if self._seats:
            self.menu.addSeparator()
            for seat, name in self._seats:
                act = QAction(self.tr("Mute %1").replace("%1", name), self.menu)
                act.setCheckable(True)
                act.setChecked(seat in self._muted)
                act.toggled.connect(self._mute_handler(seat))
                self.menu.addAction(act)

    def _mute_handler(self, seat: int) -> Callable[[bool], None]:
        def handle(on: bool) -> None:
            if on:
                self._muted.add(seat)
            else:
                self._muted.discard(seat)
            self.muted.emit(seat, on)

        return handle

    def retranslate(self) -> None:
        self.line.setPlaceholderText(self.tr("Say something to the table…"))
        self.more.setText(self.tr("More"))
        self.more.setToolTip(self.tr("Quick reactions, and muting a person"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
