"""The widgets around the table: the side panel (scores and game log) and the action bar."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..session.records import MAX_LOG_LINES, LogEntry
from ..session.seats import Seat
from .choice import button_keys
from .coach import CoachPanel
from .history import HistoryPanel
from .i18n import message_text
from .overlays import BUTTON_STYLE

__all__ = ["RESERVED_KEYS", "ActionBar", "LogView", "SidePanel", "StatusLine", "log_line"]

#: Keys the window keeps for itself: no move's button gets them (H: Hint, M: sound on or off).
RESERVED_KEYS = frozenset({"H", "M"})


def log_line(entry: LogEntry, names: Sequence[str]) -> str:
    """One log entry in words: "Anna played 37 on the pile."."""
    text = message_text(entry.message)
    if entry.seat is not None and entry.kind in ("action", "result"):
        return f"{names[entry.seat]} {text}"
    return text


class LogView(QListWidget):
    """The game log: it keeps its newest line in sight.

    A new line scrolls to the bottom. When the log changes size under it (the Hint box opens above
    it, a resume lays the window out, full screen and back), a log that showed its newest line
    shows it again; one the player scrolled up to read older lines stays where it is.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        #: The newest line was in sight at the last look (the player did not scroll away from it).
        self.follows = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._moved)
        bar.rangeChanged.connect(self._range_changed)

    def _moved(self, value: int) -> None:
        self.follows = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self.follows and self.verticalScrollBar().value() != high:
            self.verticalScrollBar().setValue(high)

    def minimumSizeHint(self) -> QSize:
        """Five lines at least, also with the Hint box open on a small screen: what the bots did
        since the person's last turn stays readable (measured in the font it has now)."""
        hint = super().minimumSizeHint()
        lines = 5 * self.fontMetrics().lineSpacing() + 2 * self.frameWidth()
        return QSize(hint.width(), max(hint.height(), lines))

    def follow(self) -> None:
        """Show the newest line, now and whenever the log's size changes until the player scrolls up."""
        self.follows = True
        self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The new size may move the bottom: still the newest line, if it was in sight."""
        follows = self.follows
        super().resizeEvent(event)
        if follows:
            self.follow()


class StatusLine(QLabel):
    """The status line: one line, cut with "…" to the width it has whenever that changes (the whole
    text in its tooltip), so it never holds the window wide and is whole where there is room."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusLine")
        self.setMinimumWidth(1)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._whole = ""

    def set_whole_text(self, text: str) -> None:
        """Show ``text``, cut to the width there is."""
        self._whole = text
        self.setToolTip(text)
        self._cut()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Cut again for the new width."""
        super().resizeEvent(event)
        self._cut()

    def _cut(self) -> None:
        room = max(self.contentsRect().width() - 2 * self.margin(), 1)
        shown = self.fontMetrics().elidedText(self._whole, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)


class ScoresTable(QTableWidget):
    """The scores: a row per seat (or team), each on one line. The names get the room they need
    first; the score column (a long title in Karriere Poker) the rest, cut with "…" where it must
    be, whole in its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setObjectName("scores")
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(False)  # "Ada (bot)" on one line, never "Ada" over "(bot)"
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        # As tall as its rows where there is room; on a small screen it shrinks and scrolls.
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)

    def fit_columns(self) -> None:
        """Share the width: the names as wide as they need, the scores the rest, but never less
        than their need or a third of the width, whichever is less."""
        width = self.viewport().width()
        if width <= 0:
            return
        header = self.horizontalHeader()
        names = max(self.sizeHintForColumn(0), header.sectionSizeHint(0))
        scores = max(self.sizeHintForColumn(1), header.sectionSizeHint(1))
        share = max(width - names, min(scores, width // 3))
        if header.sectionSize(1) != share:
            header.resizeSection(1, share)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The columns shared again for the new width."""
        super().resizeEvent(event)
        self.fit_columns()


class SidePanel(QWidget):
    """Scores per seat and the readable log of the match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        # Narrow enough for a small screen at 200 % (the scores table cuts long names with "…").
        self.setMinimumWidth(150)
        self.setMaximumWidth(380)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.round_label = QLabel(self)
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.round_label.setFont(bold)
        self.round_label.setWordWrap(True)  # a long round line never holds the panel wide
        self.scores_title = QLabel(self)
        self.scores = ScoresTable(self)
        #: The game log and the score history, as two tabs.
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("sideTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.setUsesScrollButtons(False)
        self.tabs.tabBar().setElideMode(Qt.TextElideMode.ElideRight)
        self.log = LogView(self)
        self.log.setWordWrap(True)
        # Tab reaches the log (to scroll it by keys); a click leaves the keyboard where it was.
        self.log.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        layout.addWidget(self.round_label)
        layout.addWidget(self.scores_title)
        layout.addWidget(self.scores)
        #: The Hint box (hidden until a hint is asked for).
        self.coach = CoachPanel(self)
        layout.addWidget(self.coach, 3)
        self.history = HistoryPanel(self)
        # The history scrolls in its tab: its chart's height would otherwise be the least the
        # tabs, the side panel and so the window can have, and grow it past a small screen.
        history_page = QScrollArea(self)
        history_page.setObjectName("historyPage")
        history_page.setFrameShape(QFrame.Shape.NoFrame)
        history_page.setWidgetResizable(True)
        history_page.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        history_page.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        history_page.setWidget(self.history)
        self.tabs.addTab(self.log, "")
        self.tabs.addTab(history_page, "")
        layout.addWidget(self.tabs, 1)
        self._entries: list[LogEntry] = []
        #: The earlier position the log follows (the look back), or None: the whole log.
        self._position: tuple[int, bool] | None = None
        self._names: list[str] = []
        self._seats: list[Seat] = []
        self._scores: tuple[object, ...] = ()
        #: The seats of each score row: one per seat, or a team's partners together.
        self._rows: tuple[tuple[int, ...], ...] = ()
        self._active: int | None = None
        #: The game's heading of the score column ("Points", "Position"), in the current language.
        self._score_header: Callable[[], str] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the current language, the log included."""
        self.scores_title.setText(self.tr("Scores"))
        # Short words: both tabs fit the panel's narrowest width (a small screen at 200 %).
        self.tabs.setTabText(0, self.tr("Log"))
        self.tabs.setTabText(1, self.tr("History"))
        header = self._score_header() if self._score_header is not None else self.tr("Points")
        self.scores.setHorizontalHeaderLabels([self.tr("Player"), header])
        self._fill_scores()
        self.log.clear()
        self._append_items(self._entries)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def start(self, seats: Sequence[Seat], score_header: Callable[[], str] | None = None) -> None:
        """A new match: its seats, an empty log, and the game's heading of the score column."""
        self._score_header = score_header
        header = score_header() if score_header is not None else self.tr("Points")
        self.scores.setHorizontalHeaderLabels([self.tr("Player"), header])
        self._seats = list(seats)
        self._names = [s.name for s in seats]
        self._entries = []
        self._position = None
        self._scores = (0,) * len(seats)
        self._rows = tuple((s,) for s in range(len(seats)))
        self._active = None
        self.log.clear()
        self.scores.clearContents()
        self.scores.setRowCount(len(seats))
        self._fill_scores()

    def set_seats(self, seats: Sequence[Seat]) -> None:
        """The seats' names changed (a person sat down online in a seat kept for them): the scores and
        the log lines from now on name them so."""
        self._seats = list(seats)
        self._names = [s.name for s in seats]
        self._fill_scores()

    def set_scores(self, scores: Sequence[object], active: int | None, round_text: str) -> None:
        """Scores per seat, the seat to act, and the match's progress.

        Scores that carry ``rows`` (a :class:`~cardgames.ui.games.base.SeatScores`) put a team's
        partners in one row with one name ("Anna & Cleo") and the team's score.
        """
        rows = tuple(getattr(scores, "rows", ())) or tuple((s,) for s in range(len(self._seats)))
        if (tuple(scores), rows, active, round_text) == (
            self._scores,
            self._rows,
            self._active,
            self.round_label.text(),
        ):
            return  # most moves change nothing here: keep the GUI thread's work small
        self._scores = tuple(scores)
        self._rows = rows
        self._active = active
        self.round_label.setText(round_text)
        self._fill_scores()

    def _fill_scores(self) -> None:
        """Write the rows in place (items are made once per match)."""
        bold = QFont(self.scores.font())
        bold.setBold(True)
        rows = [r for r in self._rows if all(s < len(self._seats) for s in r)]
        if self.scores.rowCount() != len(rows):
            self.scores.clearContents()
            self.scores.setRowCount(len(rows))
        for row, members in enumerate(rows):
            active = self._active in members
            name, points = self.scores.item(row, 0), self.scores.item(row, 1)
            if name is None or points is None:
                name, points = QTableWidgetItem(), QTableWidgetItem()
                points.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.scores.setItem(row, 0, name)
                self.scores.setItem(row, 1, points)
            partners = [
                f"{self._seats[s].name} ({self.tr('bot') if self._seats[s].is_bot else self.tr('person')})"
                for s in members
            ]
            who = " & ".join(partners)
            # A team's partners one under the other: both names whole in a narrow panel.
            lines = " &\n".join(partners)
            name.setText(f"{'▶ ' if active else ''}{lines}")
            name.setToolTip(who)
            first = members[0]
            points.setText(str(self._scores[first] if first < len(self._scores) else 0))
            points.setToolTip(points.text())
            font = bold if active else self.scores.font()
            name.setFont(font)
            points.setFont(font)
        self.scores.resizeRowsToContents()
        self.scores.fit_columns()
        height = self.scores.horizontalHeader().height() + 4
        height += sum(self.scores.rowHeight(r) for r in range(self.scores.rowCount()))
        self.scores.setMaximumHeight(height)
        least = self.scores.horizontalHeader().height() + 4
        least += sum(self.scores.rowHeight(r) for r in range(min(2, self.scores.rowCount())))
        self.scores.setMinimumHeight(min(height, least))

    def add_entries(self, entries: Sequence[LogEntry]) -> None:
        """New log lines at the bottom; beyond ``MAX_LOG_LINES`` the oldest go."""
        self._entries += entries
        excess = len(self._entries) - MAX_LOG_LINES
        if excess > 0:
            del self._entries[:excess]
            # Lines already shown that fell out of the window go too.
            for _ in range(min(excess, self.log.count())):
                self.log.takeItem(0)
        self._append_items(entries[-MAX_LOG_LINES:])

    def replace_log(self, entries: Sequence[LogEntry]) -> None:
        """The whole log anew (moves were taken back online: their lines are gone)."""
        self._entries = list(entries[-MAX_LOG_LINES:])
        self.log.clear()
        self._append_items(self._entries)

    def _append_items(self, entries: Sequence[LogEntry]) -> None:
        for entry in entries:
            item = QListWidgetItem(log_line(entry, self._names))
            if entry.kind in ("round", "notice") or (entry.kind == "result" and entry.seat is None):
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.log.addItem(item)
        self._show_position()

    def follow(self, position: tuple[int, bool] | None) -> None:
        """Show the log as it stood at an earlier position (actions played, and whether it is a
        round's end before the next deal), its newest line then in view; None: the whole log again."""
        self._position = position
        self._show_position()

    def _show_position(self) -> None:
        """Hide the lines said after the position followed (none when there is none), and keep the
        newest line shown in view (hidden lines take no room, so that is the bottom)."""
        position = self._position
        count = self.log.count()
        for i, entry in enumerate(self._entries[len(self._entries) - count :]):
            self.log.item(i).setHidden(position is not None and not entry.said_by(*position))
        self.log.follow()

    def last_action_text(self) -> str:
        """The latest move in words ("Ben played 38 on the pile."), or nothing."""
        for entry in reversed(self._entries):
            if entry.kind == "action":
                return log_line(entry, self._names)
        return ""

    def log_texts(self) -> list[str]:
        """Every log line as shown (for tests)."""
        return [self.log.item(i).text() for i in range(self.log.count())]


class ActionBar(QWidget):
    """Under the table: what to do now, and one button per kind of move that is possible.

    Every button has a key of its own, shown on it ("Pass (P)"): the letter its
    translated label marks with ``&`` (see :func:`~cardgames.ui.choice.button_keys`).
    Tab reaches the buttons after the table's cards, a clear outline shows the
    focused one, Enter or Space presses it, Left and Right move between them.
    """

    confirmed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setStyleSheet(BUTTON_STYLE)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.hint.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.hint, 1)
        self._buttons: dict[str, QPushButton] = {}
        #: The key of each shown button ("P"), by kind.
        self._keys: dict[str, str] = {}
        self._layout = layout
        #: Hint (key H): shown on a person's turn when the coach may be asked; always last.
        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.hint_button.hide()
        layout.addWidget(self.hint_button)
        self.setMinimumHeight(52)
        self.retranslate()

    def show_choices(
        self,
        kinds: Sequence[str],
        ready: Sequence[str],
        labels: dict[str, str],
        tips: dict[str, str],
        hint: str,
    ) -> None:
        """One button per kind, enabled when the selection completes a move of that kind.

        A label may mark its key with ``&`` ("&Pass"); the button shows the key after
        its text and presses itself when the key is typed anywhere in the window.
        """
        self.hint.setText(hint)
        if not kinds and not self._buttons:
            self._keys = {}
            return  # nothing shown, nothing to show: no walk along the window's focus chain
        # For Tab the buttons follow the widget before the bar (the table): a new button would
        # otherwise come last in the window, after the side panel and the menu bar.
        anchor = self._tab_anchor()
        for kind in list(self._buttons):
            if kind not in kinds:
                button = self._buttons.pop(kind)
                if button.hasFocus() and anchor is not None:
                    # The keyboard goes back to the table, not on to whatever follows the button.
                    anchor.setFocus(Qt.FocusReason.OtherFocusReason)
                self._layout.removeWidget(button)
                button.hide()  # at once: the deletion waits for the event loop
                button.deleteLater()
        keys = button_keys({kind: labels[kind] for kind in kinds}, RESERVED_KEYS)
        previous = anchor
        for place, kind in enumerate(kinds, start=1):
            existing = self._buttons.get(kind)
            if existing is None:
                button = QPushButton(self)
                button.setObjectName(f"action_{kind}")
                # Tab reaches the button; a click leaves the keyboard on the table.
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
                # Enter presses the focused button (outside a dialog only an auto-default one).
                button.setAutoDefault(True)
                button.clicked.connect(lambda _=False, k=kind: self.confirmed.emit(k))
                self._buttons[kind] = button
            else:
                button = existing
            if self._layout.indexOf(button) != place:
                # In the order of the choices, on screen and for Tab (a new button would come last).
                self._layout.removeWidget(button)
                self._layout.insertWidget(place, button)
                button.show()  # at once: the layout would show a new button on the next event loop turn
            if previous is not None:
                QWidget.setTabOrder(previous, button)
            previous = button
            text, key = keys[kind]
            shown = text.replace("&", "&&")  # a literal "&", never a mnemonic of Qt's own
            if key:
                shown = self.tr("%1 (%2)", "an action button: its label and its key").replace("%2", key)
                shown = shown.replace("%1", text.replace("&", "&&"))
            button.setText(shown)
            # After the text: setting a text resets the shortcut to the text's mnemonic.
            button.setShortcut(QKeySequence(key) if key else QKeySequence())
            button.setToolTip(tips.get(kind, ""))
            button.setEnabled(kind in ready)
        self._buttons = {kind: self._buttons[kind] for kind in kinds}
        self._keys = {kind: keys[kind][1] for kind in kinds}

    def show_hint_button(self, shown: bool, tip: str = "") -> None:
        """Show the Hint button (when the coach may be asked now) or hide it."""
        self.hint_button.setVisible(shown)
        self.hint_button.setToolTip(tip)

    def retranslate(self) -> None:
        """The Hint button's text in the current language (the choices come with their labels)."""
        text = self.tr("Hint")
        shown = self.tr("%1 (%2)", "an action button: its label and its key").replace("%2", "H")
        self.hint_button.setText(shown.replace("%1", text))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def clear(self, hint: str = "") -> None:
        """No choices now."""
        self.show_choices([], [], {}, {}, hint)

    def button(self, kind: str) -> QPushButton | None:
        """The button of a kind, if shown (for tests)."""
        return self._buttons.get(kind)

    def _tab_anchor(self) -> QWidget | None:
        """The last widget before the bar in the window's focus chain that Tab can reach."""
        widget = self.previousInFocusChain()
        while widget is not None and widget is not self and not widget.isWindow():
            tab = widget.focusPolicy().value & Qt.FocusPolicy.TabFocus.value
            if tab and not self.isAncestorOf(widget):
                return widget
            widget = widget.previousInFocusChain()
        return None

    def key(self, kind: str) -> str:
        """The key that presses a shown kind's button ("P"), or ""."""
        return self._keys.get(kind, "")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and Right move the focus along the buttons."""
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            row = [b for b in self._buttons.values() if b.isVisible() and b.isEnabled()]
            focused = next((i for i, b in enumerate(row) if b.hasFocus()), None)
            if focused is not None:
                step = 1 if key == Qt.Key.Key_Right else -1
                row[max(0, min(len(row) - 1, focused + step))].setFocus(Qt.FocusReason.TabFocusReason)
                event.accept()
                return
        super().keyPressEvent(event)
