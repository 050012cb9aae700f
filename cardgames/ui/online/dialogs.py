"""Game > Play online…: join a table (an address, a code, a name), host one (the usual new-game
choices with each seat a person here, a person elsewhere or a bot), and the box that shows a
hosted table's code and addresses to give friends."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...net import protocol as p
from ..dialogs.newgame import _BOT_NAMES, NewGameDialog
from ..setup import MatchSetup
from .network import normalize_address

__all__ = ["HostTableDialog", "JoinDialog", "TableCodeDialog"]


class JoinDialog(QDialog):
    """Join a table: where it is, its code, and the name to sit down with. Host a table from here too."""

    def __init__(self, name: str, servers: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.setWindowTitle(self.tr("Play online"))
        self.setMinimumWidth(min(480, max(320, self.screen().availableGeometry().width() // 2)))
        #: True when the person chose to host a table instead.
        self.wants_host = False
        outer = QVBoxLayout(self)
        host_box = QGroupBox(self.tr("Host a table"), self)
        host_row = QVBoxLayout(host_box)
        about = QLabel(
            self.tr(
                "Start a table on this computer: friends on your network join it with its code. "
                "Empty seats can be bots."
            ),
            host_box,
        )
        about.setWordWrap(True)
        host_row.addWidget(about)
        self.host_button = QPushButton(self.tr("Host a table…"), host_box)
        self.host_button.setObjectName("hostButton")
        self.host_button.clicked.connect(self._host)
        host_row.addWidget(self.host_button, 0, Qt.AlignmentFlag.AlignLeft)
        outer.addWidget(host_box)

        join_box = QGroupBox(self.tr("Join a table"), self)
        form = QFormLayout(join_box)
        self.address = QComboBox(join_box)
        self.address.setObjectName("joinAddress")
        self.address.setEditable(True)
        self.address.addItems(servers)
        line = self.address.lineEdit()
        assert line is not None
        line.setPlaceholderText(self.tr("192.168.1.20:8765"))
        form.addRow(self.tr("Address"), self.address)
        self.code = QLineEdit(join_box)
        self.code.setObjectName("joinCode")
        self.code.setMaxLength(16)
        self.code.setPlaceholderText("ABC-DEF-GHJ")
        form.addRow(self.tr("Code"), self.code)
        self.name = QLineEdit(name, join_box)
        self.name.setObjectName("joinName")
        self.name.setMaxLength(p.NAME_MAX)
        form.addRow(self.tr("Your name"), self.name)
        outer.addWidget(join_box)
        self.error = QLabel(self)
        self.error.setObjectName("joinError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e;")
        self.error.hide()
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(self.tr("Join"))
        self.buttons.accepted.connect(self._join)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

    def _host(self) -> None:
        self.wants_host = True
        self.accept()

    def problem(self) -> str | None:
        """What is wrong with the join form, or None."""
        if normalize_address(self.address.currentText()) is None:
            return self.tr("Type the table's address as the host gave it, such as 192.168.1.20:8765.")
        if p.normalize_code(self.code.text()) is None:
            return self.tr(
                "A table's code has 9 letters and digits, such as ABC-DEF-GHJ (never 0, 1, I, L, O or U)."
            )
        if not self.name.text().strip():
            return self.tr("Type the name to sit down with.")
        return None

    def _join(self) -> None:
        problem = self.problem()
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        if problem is None:
            self.accept()
        else:
            self.adjustSize()  # room for the line, the rest as it was

    def result_join(self) -> tuple[str, p.Join]:
        """The server's URL and the message that takes a seat (valid once accepted)."""
        url = normalize_address(self.address.currentText())
        code = p.normalize_code(self.code.text())
        assert url is not None
        assert code is not None
        return url, p.Join(code=code, name=self.name.text().strip()[: p.NAME_MAX])


class HostTableDialog(NewGameDialog):
    """The new-game choices for a table hosted here: seat 1 is the person at this computer, every
    other seat a person elsewhere (who joins with the code; "Guest 2" until they do) or a bot; how
    long a dropped person's seat waits before a bot plays for them; onlookers; hints. A table needs
    at least one person elsewhere."""

    def __init__(
        self,
        current: MatchSetup,
        parent: QWidget | None = None,
        me: str = "",
        hints: bool = False,
        onlookers: bool = True,
        seat_wait: int = 60,
    ) -> None:
        self._hosting = False
        super().__init__(current, parent)
        self.setObjectName("hostTableDialog")
        self.setWindowTitle(self.tr("Host a table"))
        self.start_button.setText(self.tr("Open the table"))
        #: A bot seat's name while it is a person elsewhere's, to give back when it is a bot again.
        self._bot_names: dict[int, str] = {}
        for i, kind in enumerate(self.kinds):
            was_bot = kind.currentData() == "bot"
            kind.blockSignals(True)
            kind.clear()
            if i == 0:
                kind.addItem(self.tr("Me (here)"), "human")
                kind.setEnabled(False)
                if me:
                    self.names[0].setText(me)
            else:
                kind.addItem(self.tr("Person elsewhere"), "remote")
                kind.addItem(self.tr("Bot"), "bot")
                kind.setCurrentIndex(1 if was_bot else 0)
                kind.currentIndexChanged.connect(lambda _index, seat=i: self._kind_changed(seat))
            kind.blockSignals(False)
            if i > 0 and not was_bot:
                self._kind_changed(i)
        table_box = QGroupBox(self.tr("Online table"), self)
        form = QFormLayout(table_box)
        self.seat_wait = QSpinBox(table_box)
        self.seat_wait.setObjectName("seatWait")
        self.seat_wait.setRange(0, 600)
        self.seat_wait.setValue(seat_wait)
        self.seat_wait.setSuffix(self.tr(" s"))
        self.seat_wait.setToolTip(
            self.tr(
                "When a person's connection drops, their seat waits this long before a bot plays for them."
            )
        )
        form.addRow(self.tr("A bot stands in after"), self.seat_wait)
        self.onlookers = QCheckBox(self.tr("Onlookers may watch"), table_box)
        self.onlookers.setChecked(onlookers)
        form.addRow(self.onlookers)
        self.hints = QCheckBox(self.tr("Players may ask for hints"), table_box)
        self.hints.setChecked(hints)
        form.addRow(self.hints)
        self.right_column.insertWidget(self.right_column.count() - 1, table_box)
        self._hosting = True
        self._validate()

    def guest_name(self, seat: int) -> str:
        """A person elsewhere's seat until they join (their name replaces it): "Guest 2"."""
        return self.tr("Guest %1").replace("%1", str(seat + 1))

    def _kind_changed(self, seat: int) -> None:
        """A seat became a person elsewhere (named "Guest N" until they join) or a bot again."""
        name = self.names[seat]
        if self.kinds[seat].currentData() == "remote":
            if not name.isReadOnly():
                self._bot_names[seat] = name.text()
            name.setText(self.guest_name(seat))
            name.setReadOnly(True)
            name.setToolTip(self.tr("The name this person joins with takes its place."))
        else:
            name.setReadOnly(False)
            name.setToolTip("")
            name.setText(self._bot_names.pop(seat, "") or _BOT_NAMES[seat % len(_BOT_NAMES)])

    def _validate(self) -> None:
        super()._validate()
        if not getattr(self, "_hosting", False):
            return  # (the seats are not the host's yet)
        count = self.count.value()
        if self.start_button.isEnabled() and not any(
            self.kinds[i].currentData() == "remote" for i in range(1, count)
        ):
            self.error.setText(
                self.tr(
                    "Invite at least one person, or play a local match: a table with only bots "
                    "needs no hosting."
                )
            )
            self.error.setVisible(True)
            self.start_button.setEnabled(False)

    def result_create(self) -> p.Create:
        """The table to create (the person here sits at seat 1)."""
        game = self.game()
        count = self.count.value()
        seats = [
            p.SeatSpec(
                kind="bot" if self.kinds[i].currentData() == "bot" else "person",
                name=self.names[i].text().strip()[: p.NAME_MAX],
                level=str(self.levels[i].currentData() or "normal"),
            )
            for i in range(count)
        ]
        options = self.options_form.values() if self.options_form is not None else None
        return p.Create(
            game=game.id,
            options=game.make_options(options).model_dump(mode="json"),
            seats=seats,
            sit=0,
            seat_wait=float(self.seat_wait.value()),
            onlookers=self.onlookers.isChecked(),
            hints=self.hints.isChecked(),
        )


class TableCodeDialog(QDialog):
    """A hosted table's code and this computer's addresses, to read out to friends (not modal)."""

    def __init__(self, code: str, addresses: list[str], port: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableCodeDialog")
        self.setWindowTitle(self.tr("Your table is open"))
        self.setMinimumWidth(min(460, max(320, self.screen().availableGeometry().width() // 2)))
        outer = QVBoxLayout(self)
        intro = QLabel(
            self.tr("Give your friends the address and the code: they choose Game > Play online…"), self
        )
        intro.setWordWrap(True)
        outer.addWidget(intro)
        form = QFormLayout()
        #: The addresses as shown ("192.168.1.20:8765"), one a line.
        self.addresses = [f"{a}:{port}" for a in addresses] or [f"localhost:{port}"]
        self.address_label = QLabel("\n".join(self.addresses), self)
        self.address_label.setObjectName("tableAddresses")
        self.address_label.setTextFormat(Qt.TextFormat.PlainText)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(self.tr("Address"), self.address_label)
        self.code = p.format_code(code)
        self.code_label = QLabel(self.code, self)
        self.code_label.setObjectName("tableCode")
        self.code_label.setTextFormat(Qt.TextFormat.PlainText)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.code_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.code_label.setFont(font)
        form.addRow(self.tr("Code"), self.code_label)
        outer.addLayout(form)
        if not addresses:
            none = QLabel(
                self.tr("This computer shows no network: only players on this computer can join."), self
            )
            none.setWordWrap(True)
            outer.addWidget(none)
        row = QHBoxLayout()
        self.copy_button = QPushButton(self.tr("Copy"), self)
        self.copy_button.setObjectName("copyCode")
        self.copy_button.clicked.connect(self.copy)
        row.addWidget(self.copy_button)
        row.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.close)
        row.addWidget(close)
        outer.addLayout(row)

    def text(self) -> str:
        """What Copy puts on the clipboard."""
        return (
            self.tr("Card Table: address %1, code %2")
            .replace("%1", self.addresses[0])
            .replace("%2", self.code)
        )

    def copy(self) -> None:
        """The address and the code to the clipboard."""
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(self.text())
