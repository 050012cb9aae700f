"""The coach on the table: Hint asks the hard bot's search about the person's turn and shows, for each
legal move, its chance to win as a bar and one line of why.

- ``CoachWorker`` sends the request to the app's search process (``cardgames.ai.remote``) from a
  daemon thread, so neither the table nor a bot waits for it; where no search process can run, the
  search runs on that thread. The answer comes back to the GUI thread by a queued signal, with the
  token of the turn it was asked for; an answer for an earlier turn is dropped.
- What it searches is :func:`cardgames.ai.coach.prepare`'s sample: the cards this seat could be
  looking at, never the true hands.
- ``CoachPanel`` is the side panel's box that shows the answer: the moves by the number shown
  (the coach's choice in bold, and always listed), each with its verdict in words and the game's
  reasons (``cardgames.games.<id>.explain``, named and translated here). A click on a move picks
  its cards on the table and gives the keyboard back to the table: Enter plays the move, Escape
  clears it (the person still confirms it).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine import Action, AnyState, Game, Message, State
from .choice import pick_card, strip_key
from .i18n import message_text

if TYPE_CHECKING:
    from ..ai.coach import Advice, MoveAdvice
    from ..ai.remote import SearchProcess
    from .games.base import GameUI
    from .window.host import WindowHost

# The coach's search (cardgames.ai.coach, .remote: the search and multiprocessing) is imported
# when the first hint is asked for or shown, not while the window starts.

__all__ = ["MAX_ROWS", "CoachPanel", "CoachWorker", "Hints", "reason_text"]

#: Moves listed at most; the rest are summed up in one line.
MAX_ROWS = 6


class CoachWorker(QObject):
    """Runs one coach search at a time off the GUI thread."""

    #: (token, Advice or None when the search failed)
    answered = Signal(object, object)

    def __init__(
        self,
        parent: QObject | None = None,
        seconds: float | None = None,
        process: SearchProcess | None = None,
    ) -> None:
        super().__init__(parent)
        #: The search's budget (None: the coach's, ``cardgames.ai.coach.COACH_SECONDS``).
        self.seconds = seconds
        #: An iteration cap (tests); None: search for ``seconds``.
        self.iterations: int | None = None
        self._process = process
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def busy(self) -> bool:
        """True while a search runs."""
        return self._thread is not None and self._thread.is_alive()

    def ask(self, token: Any, game: Game, sample: AnyState, seat: int, rng: random.Random) -> None:
        """Search ``sample`` (already drawn from ``seat``'s knowledge) for ``seat``; the answer comes
        through ``answered`` with ``token``. A search under way is called off first."""
        self.cancel()
        stop = self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._run,
            args=(token, game, sample, seat, rng, stop),
            name="card-table-coach",
            daemon=True,
        )
        self._thread.start()

    def cancel(self) -> None:
        """Call off the search under way (its answer, if it still comes, is dropped)."""
        self._stop.set()

    def _run(
        self, token: Any, game: Game, sample: AnyState, seat: int, rng: random.Random, stop: threading.Event
    ) -> None:
        from ..ai.coach import COACH_SECONDS, advise
        from ..ai.remote import shared_process

        seconds = COACH_SECONDS if self.seconds is None else self.seconds
        advice: Advice | None = None
        try:
            process = self._process or shared_process()
            advice = process.advise(game.id, sample, seat, rng, seconds, stop.is_set, self.iterations)
            if advice is None:  # no search process here: search on this thread
                advice = advise(sample, seat, rng, game.search_hooks(), seconds, self.iterations, stop.is_set)
        except Exception:  # a failing coach must not take the table down; the panel says so
            advice = None
        if stop.is_set():
            return
        try:
            self.answered.emit(token, advice)
        except RuntimeError:  # the window is gone
            return


class _MoveRow(QFrame):
    """One move: its name, a bar of its chance to win, and why."""

    clicked = Signal(object)  # the Action

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coachMove")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.action: Action | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 3, 4, 3)
        layout.setSpacing(1)
        self.name = QLabel(self)
        self.name.setWordWrap(True)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 100)
        self.bar.setMaximumHeight(14)
        self.bar.setTextVisible(True)
        self.why = QLabel(self)
        self.why.setWordWrap(True)
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.why.setFont(small)
        layout.addWidget(self.name)
        layout.addWidget(self.bar)
        layout.addWidget(self.why)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click picks the move's cards on the table."""
        if event.button() == Qt.MouseButton.LeftButton and self.action is not None:
            self.clicked.emit(self.action)
            event.accept()
            return
        super().mousePressEvent(event)


class _FitScroll(QScrollArea):
    """A frameless vertical scroll area that asks for the height of what it holds."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumHeight(120)

    def sizeHint(self) -> QSize:
        """The held widget's height for the width there is (wrapped lines included)."""
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        layout = inner.layout()
        height = layout.heightForWidth(max(1, self.viewport().width())) if layout is not None else -1
        return QSize(super().sizeHint().width(), max(height, inner.sizeHint().height()))


class CoachPanel(QFrame):
    """The side panel's Hint box: hidden until a hint is asked for, emptied when the turn passes."""

    #: A move was clicked: pick its cards on the table.
    picked = Signal(object)
    #: The box was closed by its button.
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # As tall as its moves where there is room; on a small screen its list scrolls, never squashed.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        self.title = QLabel(self)
        bold = QFont(self.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("coachClose")
        self.close_button.setFlat(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.close_button.clicked.connect(self._close)
        head = QWidget(self)
        row = QHBoxLayout(head)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.title, 1)
        row.addWidget(self.close_button)
        layout.addWidget(head)
        self.moves_area = _FitScroll(self)
        inner = QWidget(self.moves_area)
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        self.status = QLabel(inner)
        self.status.setWordWrap(True)
        column.addWidget(self.status)
        #: The move rows, made when the box is first shown (the window starts without them).
        self.rows: list[_MoveRow] = []
        self._column = column
        self._inner = inner
        self.more = QLabel(inner)
        self.more.setWordWrap(True)
        column.addWidget(self.more)
        column.addStretch(1)
        self.moves_area.setWidget(inner)
        layout.addWidget(self.moves_area, 1)
        self._advice: Advice | None = None
        self._thinking = False
        self._failed = False
        self._suggested: Action | None = None
        self._describe: Callable[[Action], str] = str
        self._words: Callable[[Message], str] = message_text
        #: The move picked on the table from this box, if any (its row is framed).
        self._picked: Action | None = None
        self.hide()
        self.retranslate()

    # ------------------------------------------------------------------ what it shows

    def _make_rows(self) -> None:
        """The move rows, between the status line and the "more" line, once."""
        while len(self.rows) < MAX_ROWS:
            move = _MoveRow(self._inner)
            move.clicked.connect(self.picked)
            move.hide()
            self._column.insertWidget(1 + len(self.rows), move)
            self.rows.append(move)

    def thinking(self) -> None:
        """A hint was asked for: say so until the answer comes."""
        self._make_rows()
        self._advice, self._thinking, self._failed = None, True, False
        self._suggested = None
        self._picked = None
        self.show()
        self.retranslate()

    def show_advice(
        self,
        advice: Advice | None,
        describe: Callable[[Action], str],
        words: Callable[[Message], str] | None = None,
    ) -> None:
        """The coach's answer (None: it could not search), each move named by ``describe`` and its
        reasons put in words by ``words`` (by default the message's own text in the language)."""
        self._make_rows()
        self._advice, self._thinking, self._failed = advice, False, advice is None
        self._describe = describe
        self._words = words or message_text
        self._picked = None
        self._suggested = None
        self.show()
        self.retranslate()

    def suggest(self, action: Action, describe: Callable[[Action], str]) -> None:
        """An online table's suggestion (its server weighed the moves): the one move, to pick."""
        self._make_rows()
        self._advice, self._thinking, self._failed = None, False, False
        self._suggested = action
        self._describe = describe
        self._picked = None
        self.show()
        self.retranslate()

    @property
    def suggested(self) -> Action | None:
        """The online table's suggestion the box shows (None: none)."""
        return self._suggested

    def forget(self) -> None:
        """The turn is over: hide the box and drop what it said."""
        self._advice, self._thinking, self._failed = None, False, False
        self._suggested = None
        self._picked = None
        self.hide()

    @property
    def advice(self) -> Advice | None:
        """What the box shows now."""
        return self._advice

    def shown(self) -> list[MoveAdvice]:
        """The moves with a row, top to bottom: the first ``MAX_ROWS`` by the number shown (the coach's
        choice first), and the choice always."""
        advice = self._advice
        if advice is None:
            return []
        moves = list(advice.moves[:MAX_ROWS])
        best = advice.best
        if best not in moves:
            moves[-1] = best
        return moves

    def mark(self, action: Action | None) -> None:
        """Show which move is picked on the table now (None: none of them)."""
        self._picked = action
        for row in self.rows:
            picked = row.action is not None and row.action == action and row.isVisibleTo(self)
            row.setFrameShape(QFrame.Shape.Box if picked else QFrame.Shape.NoFrame)
            row.setProperty("picked", picked)

    def texts(self) -> list[str]:
        """The visible lines, top to bottom (for tests and screenshots)."""
        out = [self.title.text(), self.status.text()]
        for row in self.rows:
            if row.isVisibleTo(self):
                out += [row.name.text(), row.bar.text(), row.why.text()]
        if self.more.text():
            out.append(self.more.text())
        return [t for t in out if t]

    def _close(self) -> None:
        self.forget()
        self.closed.emit()

    # ------------------------------------------------------------------ words

    def retranslate(self) -> None:
        """Every text in the current language (the numbers stay)."""
        self.title.setText(self.tr("Hint"))
        self.close_button.setText(self.tr("Close"))
        advice = self._advice
        for row in self.rows:
            row.hide()
            row.action = None
        self.more.setText("")
        if self._thinking:
            self.status.setText(self.tr("The coach is thinking…"))
            return
        if self._suggested is not None:
            self.status.setText(
                self.tr("The table suggests this move. Click it to pick it, then press Enter to play it.")
            )
            row = self.rows[0]
            row.action = self._suggested
            row.name.setTextFormat(Qt.TextFormat.RichText)
            row.name.setText(f"<b>{_escape(self._describe(self._suggested))}</b>")
            row.bar.hide()
            row.why.setText("")
            row.show()
            self.mark(self._picked)
            self.moves_area.updateGeometry()
            return
        if self._failed or advice is None:
            self.status.setText(self.tr("The coach could not think about this turn. Please try again."))
            return
        from ..ai.coach import Verdict  # loaded already: the advice came from there

        if advice.iterations:
            self.status.setText(
                self.tr(
                    "From what you can see, the hard bot played this turn out %n time(s). "
                    "Click a move to pick it, then press Enter to play it.",
                    "",
                    advice.iterations,
                )
            )
        else:
            self.status.setText(self.tr("There is nothing to weigh here."))
        shown = self.shown()
        for row, move in zip(self.rows, shown, strict=False):
            row.action = move.action
            name = self._describe(move.action)
            bold = move.verdict in (Verdict.BEST, Verdict.ONLY)
            row.name.setText(f"<b>{_escape(name)}</b>" if bold else _escape(name))
            row.name.setTextFormat(Qt.TextFormat.RichText)
            percent = move.percent
            if percent is not None:
                row.bar.setValue(percent)
                row.bar.setFormat(self.tr("%1 % to win").replace("%1", str(percent)))
            else:
                row.bar.setValue(0)
                row.bar.setFormat(
                    self.tr("too few tries for a number")
                    if move.verdict is Verdict.FEW
                    else self.tr("not tried")
                )
            row.bar.setVisible(move.verdict is not Verdict.ONLY)
            row.why.setText(self.why(move))
            row.show()
        self.mark(self._picked)
        self.moves_area.updateGeometry()
        rest = [m for m in advice.moves if m not in shown]
        unweighed = sum(1 for m in rest if m.percent is None)
        if unweighed:
            self.more.setText(
                self.tr("… and %n more move(s); the search did not weigh all of them.", "", len(rest))
            )
        elif rest:
            self.more.setText(self.tr("… and %n more move(s), none better than those above.", "", len(rest)))

    def why(self, move: MoveAdvice) -> str:
        """What the coach says of a move, in the current language: its verdict, then the game's
        reasons for and against it, at most two (those against first where they qualify it)."""
        from ..ai.coach import Verdict

        pros = [self._words(m) for m in move.pros]
        cons = [self._words(m) for m in move.cons]
        verdict = move.verdict
        if verdict is Verdict.ONLY:
            return _sentences(self.tr("Your only legal move."), pros, cons)
        if verdict is Verdict.BEST:
            return _sentences(self.tr("The coach's choice."), pros, cons)
        if verdict is Verdict.CLOSE:
            if cons:
                # "As good" is never said without what the move costs.
                return _sentences(self.tr("About as good in the trials, but:"), cons, pros)
            return _sentences(self.tr("About as good as the coach's choice."), pros, cons)
        if verdict is Verdict.WORSE:
            return _sentences(self.tr("Clearly behind the coach's choice."), cons, pros)
        if verdict is Verdict.FEW:
            head = self.tr("Tried only %n time(s): too few to give it a number.", "", move.visits)
            return _sentences(head, cons, pros)
        return _sentences(self.tr("Not tried: the search found better moves first."), cons, pros)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _sentences(head: str, first: list[str], second: list[str]) -> str:
    """A verdict and two reasons at most, as one paragraph: the first of ``first``, then the first
    of ``second`` (or the next of ``first`` when ``second`` has none)."""
    chosen = first[:1] + second[:1]
    if len(chosen) < 2:
        chosen = (first + second)[:2]
    return " ".join([head, *chosen])


def reason_text(message: Message, names: Sequence[str], ui: GameUI) -> str:
    """A reason of the coach in the current language: its seats named as at the table, its cards in
    the game's words (parameters ending in ``_seat``, ``_seats``, ``_card`` and ``_cards``)."""

    def name(key: str, value: Any) -> Any:
        if key.endswith("_seat") and isinstance(value, int) and 0 <= value < len(names):
            return names[value]
        if key.endswith("_seats") and isinstance(value, tuple):
            return " & ".join(names[s] for s in value if 0 <= s < len(names))
        if key.endswith("_card") and isinstance(value, int):
            return ui.card_name(value)
        if key.endswith("_cards") and isinstance(value, tuple):
            return ui.card_words(list(value))
        return value

    params = tuple((k, name(k, v)) for k, v in message.params)
    return message_text(Message(message.key, message.template, params))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class Hints(QObject):
    """The window's Hint: when it may be asked for, asking, and showing the answer in the side panel.

    Available on a person's turn against bots; in hot-seat only when everybody at the computer
    agreed in the settings (as for undo). Asking marks the match for the statistics (it still
    counts), once per seat.
    """

    #: Whether a hint may be asked for now (the menu's action, its key and the action bar's button).
    offered = Signal(bool)

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.widget())
        self.host = host
        self.worker = CoachWorker(self)
        self.worker.answered.connect(self._on_answer)
        self._token: tuple[object, int] | None = None
        #: The online position whose suggestion the log said already.
        self._said: tuple[object, int] | None = None
        #: The seed of the coach's sample and search (tests); None: a fresh one for every hint.
        self.seed: int | None = None
        host.side.coach.picked.connect(self.pick)
        host.side.coach.closed.connect(self.turn_over)
        host.input.changed.connect(self._selection_changed)

    def available(self) -> bool:
        """True when the person to act may ask for a hint now."""
        controller = self.host.controller
        if controller is None or controller.phase != "human" or controller.state.is_over:
            return False
        if self.host.reviewing:
            return False  # the earlier table is shown: the hint is for the live one
        if controller.online:
            # The table's server gives hints, where the table allows them.
            return bool(getattr(controller, "hints_allowed", False))
        humans = len(controller.humans)
        return humans == 1 or (humans > 1 and bool(self.host.settings.hotseat_hints))

    def refresh(self) -> None:
        """Offer Hint (the menu, the key and the action bar's button) exactly when it may be asked."""
        self.offered.emit(self.available())

    def ask(self) -> None:
        """Hint: search this turn from the acting person's seat; the side panel shows the answer."""
        host = self.host
        controller = host.controller
        if not self.available() or controller is None:
            host.say(self.tr("There is no hint to give now."))
            return
        state = controller.state
        if not isinstance(state, State):
            # Online: the table's server answers (see ``suggested``), once per position.
            token = (controller, len(state.history))
            if token == self._token and host.side.coach.isVisible():
                return  # asked already; the answer is there or on its way
            self._token = token
            controller.ask_hint()  # type: ignore[union-attr]
            host.side.coach.thinking()
            return
        seat = state.current_player
        assert seat is not None  # a person's turn (``available``)
        token = (controller, len(state.history))
        if token == self._token and (self.worker.busy or host.side.coach.advice is not None):
            return  # asked already; the answer is there or on its way
        from ..ai.coach import prepare

        rng = random.Random(self.seed)
        sample = prepare(state, seat, rng)
        self._token = token
        host.side.coach.thinking()
        if len(state.legal_actions()) < 2:
            # A forced move: the box says so, and nothing was weighed that could mark the match.
            self.worker.ask(token, controller.game, sample, seat, rng)
            return
        saved = host.keeper.saved
        if saved is not None and seat not in saved.hints and host.keeper.enabled:
            name = controller.seats[seat].name
            host.notify(
                # A practice match (undo was used) counts in no statistics anyway.
                Message.make("ui.notice.hinted_practice", "{name} asked for a hint.", name=name)
                if saved.practice
                else Message.make(
                    "ui.notice.hinted",
                    "{name} asked for a hint: the match still counts, and the statistics mark it "
                    "\u201cwith hints\u201d.",
                    name=name,
                )
            )
        host.keeper.mark_hinted(seat)
        self.worker.ask(token, controller.game, sample, seat, rng)

    def turn_over(self) -> None:
        """The turn passed (or the match ended, or the box was closed): forget the hint."""
        self._token = None
        self.worker.cancel()
        self.host.side.coach.forget()

    def suggested(self, action: Action) -> None:
        """An online table's answer to Hint: in the Hint box while the turn lasts, and said once in
        the log for this position (asking again repeats nothing)."""
        host = self.host
        controller = host.controller
        if controller is None or not controller.online or controller.phase != "human":
            return  # the turn passed meanwhile
        token = (controller, len(controller.state.history))
        if token != self._said:
            self._said = token
            host.notify(
                Message.make("ui.online.hint", "The table suggests: {move}", move=self.describe(action))
            )
        self._token = token
        host.side.coach.suggest(action, self.describe)

    def _on_answer(self, token: Any, advice: Advice | None) -> None:
        controller = self.host.controller
        if token != self._token or controller is None or controller.phase != "human":
            return  # an answer for an earlier turn
        self.host.side.coach.show_advice(advice, self.describe, self.words)

    def describe(self, action: Action) -> str:
        """A move in a line: the game's own words for it, or its button's label and the cards it uses
        ("Play card: 7♥")."""
        host = self.host
        controller, ui, view = host.controller, host.game_ui(), host.input.view
        seat = controller.state.current_player if controller is not None else None
        names = controller.names() if controller is not None else []
        if seat is not None:
            own: str | None = ui.coach_words(action, seat, view, names)
            if own is not None:
                return own
        label = strip_key(ui.button_label(ui.kind(action), view, None, names))[0]
        cards: list[int] = []
        if seat is not None:
            # Every card of the move, twins twice (a pair of 8s is "8 8").
            cards = sorted(
                (pick_card(code)[0] for _zone, code in ui.picks(action, seat, view)), key=ui.card_order
            )
        words = ui.card_words(cards) if cards else ""
        return (
            self.tr("%1: %2", "a move: its button and its cards").replace("%1", label).replace("%2", words)
            if words
            else label
        )

    def words(self, message: Message) -> str:
        """A reason of the coach in the current language, named as at this table (``reason_text``)."""
        controller = self.host.controller
        return reason_text(message, controller.names() if controller is not None else [], self.host.game_ui())

    def pick(self, action: Action) -> None:
        """A move of the hint was clicked: select its cards on the table (the person confirms it with
        its button or Enter; Escape clears it) and give the keyboard back to the table."""
        host = self.host
        if not host.input.active:
            return
        host.input.propose(action)
        host.side.coach.mark(host.input.proposed)
        host.canvas.setFocus(Qt.FocusReason.OtherFocusReason)

    def _selection_changed(self) -> None:
        """The table's selection changed: the box frames the picked move only while it stands."""
        coach = self.host.side.coach
        if coach.isVisible():
            coach.mark(self.host.input.proposed)
