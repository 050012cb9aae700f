"""Looking back and the replay: the match's earlier positions on a table of their own.

During a match, **Look back** (Game menu, Ctrl+B, or the round summary's button) shows the table
as it was after any earlier move, seen by the person at the computer: public cards and that
person's own hand, never another hidden card (in hot-seat between two people's turns, nobody's
hand). Once the match is over, **Replay** shows it from the first deal with every hand face up.

The earlier positions are drawn on a second table (:class:`TableScene`) in place of the live one;
the live table stays exactly as it was and the match waits (``GameController.hold``): no bot
moves, no forced move is played, the clock's call waits. Leaving (Esc, or the bar's button) puts
the live table back as it was.

Steps go by move, by trick (or by turn in games without tricks) and by round, hand or game, back
and forth; Play runs forward at the chosen pace, with the table's animations.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import AnyState, Event, History, TableView, events_for_seat
from ..session.records import LogEntry
from ..session.timeline import Timeline, Unit, face_up_view, held_sweep, revealed_view, unswept_view
from .overlays import BUTTON_STYLE
from .panels import log_line
from .scene.canvas import TableCanvas
from .scene.table import TableScene

if TYPE_CHECKING:
    from .window.host import WindowHost

__all__ = ["PACE_MS", "Review", "ReviewBar"]

#: The replay's pause between two moves when it plays on by itself (ms), by pace.
PACE_MS = {"slow": 1800, "normal": 900, "fast": 300}


class ReviewBar(QWidget):
    """Under the earlier table: the step buttons, where the replay stands, its pace, and the way out."""

    def __init__(self, review: Review, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewBar")
        self.setStyleSheet(BUTTON_STYLE)
        self.review = review
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(4)
        style = self.style()
        icons = QStyle.StandardPixmap
        #: The step buttons by name: what they do and their icon.
        self.buttons: dict[str, QToolButton] = {}
        specs: list[tuple[str, QStyle.StandardPixmap]] = [
            ("round_back", icons.SP_MediaSkipBackward),
            ("unit_back", icons.SP_MediaSeekBackward),
            ("move_back", icons.SP_ArrowLeft),
            ("play", icons.SP_MediaPlay),
            ("move_on", icons.SP_ArrowRight),
            ("unit_on", icons.SP_MediaSeekForward),
            ("round_on", icons.SP_MediaSkipForward),
        ]
        for name, icon in specs:
            button = QToolButton(self)
            button.setObjectName(f"review_{name}")
            button.setIcon(style.standardIcon(icon))
            button.setAutoRaise(False)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, n=name: review.button(n))
            layout.addWidget(button)
            self.buttons[name] = button
        self.where = QLabel(self)
        self.where.setObjectName("reviewWhere")
        self.where.setWordWrap(True)
        self.where.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.where.setMinimumWidth(60)
        layout.addWidget(self.where, 1)
        self.pace = QComboBox(self)
        self.pace.setObjectName("reviewPace")
        self.pace.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        for key in PACE_MS:
            self.pace.addItem("", key)
        pace = review.host.settings.replay_pace
        self.pace.setCurrentIndex(list(PACE_MS).index(pace if pace in PACE_MS else "normal"))
        self.pace.currentIndexChanged.connect(self._pace_chosen)
        layout.addWidget(self.pace)
        self.leave = QPushButton(self)
        self.leave.setObjectName("reviewLeave")
        self.leave.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.leave.clicked.connect(review.leave)
        layout.addWidget(self.leave)
        self.setMinimumHeight(52)

    def retranslate(self) -> None:
        """Texts in the current language."""
        review = self.review
        names = review.unit_names()
        tips = {
            "round_back": self.tr("%1 back (Page Up)"),
            "unit_back": self.tr("%1 back (Ctrl+Left)"),
            "move_back": self.tr("Move back (Left)"),
            "play": self.tr("Play on by itself, or pause (Space)"),
            "move_on": self.tr("Move on (Right)"),
            "unit_on": self.tr("%1 on (Ctrl+Right)"),
            "round_on": self.tr("%1 on (Page Down)"),
        }
        for name, button in self.buttons.items():
            word = names["round"] if name.startswith("round") else names["unit"]
            tip = tips[name].replace("%1", word)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        pace_names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast")}
        for i in range(self.pace.count()):
            self.pace.setItemText(i, pace_names[self.pace.itemData(i)])
        self.pace.setToolTip(self.tr("How fast the replay plays on by itself"))
        self.leave.setText(
            self.tr("Close the replay (Esc)") if review.face_up else self.tr("Back to the game (Esc)")
        )
        self.where.setText(review.where_text())

    def _pace_chosen(self) -> None:
        """Remember the pace for the next replay."""
        host = self.review.host
        host.settings.replay_pace = self.pace.currentData()
        host.save_settings()

    def show_playing(self, playing: bool) -> None:
        """The play button shows what pressing it does next."""
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.buttons["play"].setIcon(self.style().standardIcon(icon))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.review.refresh()
        super().changeEvent(event)


class Review(QObject):
    """The window's look back and replay (see the module's doc)."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.widget())
        self.host = host
        self.timeline: Timeline | None = None
        #: The match position shown (actions played so far).
        self.position = 0
        # The sweep that ended the shown step, held back so its cards lie as played (``_unswept``).
        self._held: list[Event] = []
        #: True for the replay of a finished match: every hand face up.
        self.face_up = False
        #: Whose eyes the earlier table shows (None: public cards only).
        self.seat: int | None = None
        self.playing = False
        self.page: QWidget | None = None
        self.scene: TableScene | None = None
        self.canvas: TableCanvas | None = None
        self.bar: ReviewBar | None = None
        self._unit: Unit = "trick"
        self._summary_hidden = False
        self._play = QTimer(self)
        self._play.setSingleShot(True)
        self._play.timeout.connect(self._play_on)
        self._shortcuts: list[QShortcut] = []

    # ------------------------------------------------------------------ state

    @property
    def active(self) -> bool:
        """True while the earlier table is shown."""
        return self.timeline is not None

    def available(self) -> bool:
        """True when the match may be looked back at now: moves were made, and nobody is being
        asked to take the computer (in hot-seat the hand-over screen hides the table on purpose)."""
        controller = self.host.controller
        if controller is None or controller.online or not controller.state.history:
            return False  # online the moves are the server's: the match history replays it at its end
        return controller.phase not in ("handover", "hiding")

    def unit_names(self) -> dict[str, str]:
        """The words for a step: this game's round (hand, game) and trick (or turn)."""
        controller = self.host.controller
        unit = controller.game.unit if controller is not None else "round"
        rounds = {"hand": self.tr("Hand"), "game": self.tr("Game")}
        return {
            "round": rounds.get(unit, self.tr("Round")),
            "unit": self.tr("Turn") if self._unit == "turn" else self.tr("Trick"),
        }

    def where_text(self) -> str:
        """Where the earlier table stands: "Hand 2 · move 14 of 57"."""
        timeline = self.timeline
        controller = self.host.controller
        if timeline is None or controller is None:
            return ""
        number = timeline.round_at(self.position)
        unit = controller.game.unit
        if unit == "hand":
            head = self.tr("Hand %1").replace("%1", str(number))
        elif unit == "game":
            head = self.tr("Game %1").replace("%1", str(number))
        else:
            head = self.tr("Round %1").replace("%1", str(number))
        # Moves are counted within the round: its deal, then move 1 to the last (the round's end).
        begins, ends = timeline.round_span(number)
        done = self.position - begins
        if done == 0 and (begins == 0 or timeline.is_round_end(begins - 1)):
            step = self.tr("the deal")
        elif done == 0:
            step = self.tr("its start")  # a round that deals nothing (Straight Up's turns round)
        else:
            total = ends - begins - (1 if ends < len(timeline) else 0)
            step = self.tr("move %1 of %2").replace("%1", str(done)).replace("%2", str(max(total, done)))
            said = self.step_text()
            if said:
                return f"{head} · {step}: {said}"
        return f"{head} · {step}"

    def step_text(self) -> str:
        """What the move shown last did, as the log said it ("Ada played 23 with helpers 5 and 9.")."""
        timeline, controller = self.timeline, self.host.controller
        if timeline is None or controller is None:
            return ""
        names = controller.names()
        lines = [
            log_line(LogEntry(e.seat, controller.named(e.message)), names)
            for e in timeline.said(self.position)
        ]
        return " ".join(lines)

    def status_text(self) -> str:
        """The window's status line while the earlier table is shown."""
        where = self.where_text().rstrip(".")  # the sentence's own full stop follows
        if self.face_up:
            return self.tr("Replay with every hand face up: %1.").replace("%1", where)
        who = self.host.controller
        if who is not None and self.seat is not None:
            return (
                self.tr("Looking back as %1 saw it: %2. The match waits.")
                .replace("%1", who.seats[self.seat].name)
                .replace("%2", where)
            )
        return self.tr("Looking back, public cards only: %1. The match waits.").replace("%1", where)

    # ------------------------------------------------------------------ in and out

    def start(self, face_up: bool | None = None) -> bool:
        """Show the earlier table: a look back during the match (face down but for the person's own
        hand), or the replay from the deal once it is over (every hand face up). False when the
        match cannot be looked back at now (the status line says why)."""
        host = self.host
        controller = host.controller
        if controller is None or not self.available():
            if controller is not None and controller.phase in ("handover", "hiding"):
                seat = controller.state.current_player
                name = controller.seats[seat].name if seat is not None else ""
                text = self.tr("You can look back once %1 has taken the computer.").replace("%1", name)
            else:
                text = self.tr("There is nothing to look back at now.")
            host.say(text)
            return False
        if self.active:
            return True
        over = controller.is_over
        self.face_up = over if face_up is None else face_up and over
        ui = host.game_ui()
        self._unit = ui.review_unit
        game, seats = controller.game, len(controller.seats)
        # At a round's summary the next deal is not on the table yet: the look back ends at the
        # round's end, before the deal that the move which ended it also made.
        summary = controller.phase == "summary" and not controller.is_over
        history = controller.state.history
        assert isinstance(history, History)  # a match here (online there is no look back)
        self.timeline = Timeline(
            game, seats, controller.seed, controller.options, history, end_at_round_end=summary
        )
        viewer = controller.viewer
        if self.face_up:
            self.seat = viewer if viewer is not None else (controller.humans[0] if controller.humans else 0)
        else:
            self.seat = viewer
        controller.hold(True)
        host.pause_turn()
        self._build()
        assert self.scene is not None
        assert self.page is not None
        assert self.bar is not None
        self.scene.open_hands = self.face_up
        self.scene.setup(ui, controller.names(), [s.is_bot for s in controller.seats])
        self.scene.set_speed(host.settings.animation_speed)
        self.scene.set_look(host.settings.table_colour, host.settings.card_back)
        if host.summary.isVisible():
            host.summary.hide()
            self._summary_hidden = True
        host.table_stack.setCurrentWidget(self.page)
        assert self.canvas is not None
        self.canvas.refit()
        # The replay begins at the deal; a look back where the table stood (at a round's summary,
        # just before the move that ended it: the next deal is not shown yet).
        start = 0 if self.face_up else len(self.timeline)
        self.position = start  # the bar's words below are of this match (a former one's may be longer)
        self.bar.retranslate()
        self.go(start)
        self.canvas.setFocus(Qt.FocusReason.OtherFocusReason)
        host.refresh_status()
        return True

    def leave(self) -> None:
        """Back to the live table, as it was; the match goes on."""
        if not self.active:
            return
        host = self.host
        summary_hidden = self._summary_hidden
        self.close()
        controller = host.controller
        if summary_hidden:
            alone = controller is not None and not controller.humans  # bots only: it goes on by itself
            host.summary.come_back(host.auto_continue_ms if alone else None)
        if controller is not None:
            controller.hold(False)
        host.resume_turn()
        host.refresh_side()
        host.refresh_status()

    def cover_summary(self) -> None:
        """A summary came up under the earlier table: hide it until the way back."""
        if self.host.summary.isVisible():
            self.host.summary.hide()
            self._summary_hidden = True

    def close(self) -> None:
        """Forget the earlier table (the window leaves it, or a new match replaces this one)."""
        self._stop_playing()
        self.timeline = None
        self.position = 0
        self._held = []
        self._summary_hidden = False
        self.host.side.follow(None)
        if self.scene is not None:
            self.scene.stop()
        if self.page is not None and self.host.table_stack.currentWidget() is self.page:
            self.host.table_stack.setCurrentWidget(self.host.live_page)

    def _build(self) -> None:
        """The earlier table's page (once): a table, its canvas and the bar under it."""
        if self.page is not None:
            return
        page = QWidget()
        page.setObjectName("reviewPage")
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.scene = TableScene(page)
        self.scene.idle.connect(self._scene_idle)
        self.canvas = TableCanvas(self.scene)
        self.canvas.setObjectName("reviewCanvas")
        column.addWidget(self.canvas, 1)
        self.bar = ReviewBar(self, page)
        column.addWidget(self.bar)
        self.host.table_stack.addWidget(page)
        self.page = page
        keys: list[tuple[QKeySequence | QKeySequence.StandardKey | Qt.Key, Any]] = [
            (QKeySequence(Qt.Key.Key_Left), lambda: self.button("move_back")),
            (QKeySequence(Qt.Key.Key_Right), lambda: self.button("move_on")),
            (QKeySequence("Ctrl+Left"), lambda: self.button("unit_back")),
            (QKeySequence("Ctrl+Right"), lambda: self.button("unit_on")),
            (QKeySequence(Qt.Key.Key_PageUp), lambda: self.button("round_back")),
            (QKeySequence(Qt.Key.Key_PageDown), lambda: self.button("round_on")),
            (QKeySequence(Qt.Key.Key_Home), lambda: self.go(0)),
            (QKeySequence(Qt.Key.Key_End), lambda: self.go(len(self.timeline) if self.timeline else 0)),
            (QKeySequence(Qt.Key.Key_Space), lambda: self.button("play")),
            (QKeySequence(Qt.Key.Key_Escape), self.leave),
        ]
        for sequence, slot in keys:
            shortcut = QShortcut(QKeySequence(sequence), page)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            self._shortcuts.append(shortcut)

    # ------------------------------------------------------------------ moving

    def button(self, name: str) -> None:
        """A step button (or its key)."""
        timeline = self.timeline
        if timeline is None:
            return
        if name == "play":
            if self.playing:
                self._stop_playing()
            else:
                self._start_playing()
            return
        self._stop_playing()
        kind = name.split("_")[0]
        unit: Unit = "move" if kind == "move" else "round" if kind == "round" else self._unit
        forward = name.endswith("_on")
        target = timeline.step(self.position, unit, forward)
        self.go(target, animate=forward and target == self.position + 1)

    def go(self, position: int, animate: bool = False) -> None:
        """Show the match after ``position`` moves; one move on may be animated as it was played."""
        timeline, scene = self.timeline, self.scene
        if timeline is None or scene is None:
            return
        position = max(0, min(position, len(timeline)))
        # A round's end shows the hands still held: spread to be read, clear of the plates.
        scene.set_open_hands(self.face_up or timeline.is_round_end(position))
        if animate and position == self.position + 1:
            if scene.busy:
                scene.stop()
                self._lay(self.position)
            events, after = timeline.advance(self.position)
            self.position = position
            before, self._held = self._held, []
            if after is None:
                scene.play(before + self._shown(events), None)
            else:
                shown, view = self._unswept(self._shown(events), self._view(after, position))
                scene.play(before + shown, view)
        else:
            scene.stop()
            self.position = position
            self._lay(position)
        self.refresh_words()

    def _shown(self, events: list[Event]) -> list[Event]:
        """The events as the table may show them: all of them face up, else as the seat saw them."""
        return events if self.face_up else events_for_seat(events, self.seat)

    def _lay(self, frame: int) -> None:
        """Lay ``frame`` out at once (a round's end: the table before it, and its end shown quickly)."""
        timeline, scene = self.timeline, self.scene
        assert timeline is not None
        assert scene is not None
        self._held = []
        if frame > 0 and not timeline.is_round_end(frame):
            # The move that led here, replayed once: it may have taken a trick, which lies as
            # played (``_unswept``).
            led, here = timeline.advance(frame - 1)
            assert here is not None  # only a round's end may stand without a state
            scene.snap(self._unswept(self._shown(led), self._view(here))[1])
            return
        state, events, after = timeline.show(frame)
        scene.snap(self._view(state))
        if events:
            timing = scene.timing
            scene.set_speed("off")
            try:
                if after is None:
                    scene.play(self._shown(events), None)
                else:
                    scene.play(*self._unswept(self._shown(events), self._view(after, frame)))
            finally:
                scene.timing = timing

    def _unswept(self, events: list[Event], view: TableView[Any]) -> tuple[list[Event], TableView[Any]]:
        """The step's events and the table after it, with the sweep that ends the step held back
        (the trick or the won lap still lying as played, see ``held_sweep``): played on the next step."""
        assert self.timeline is not None
        shown, self._held = held_sweep(events, view, self.timeline.game.zone_roles)
        return shown, unswept_view(view, self._held)

    def _view(self, state: AnyState, frame: int | None = None) -> TableView[Any]:
        """``state`` as the earlier table shows it; at a round's end (``frame``) with the hands the
        game shows before it gathers them face up."""
        if self.face_up:
            return face_up_view(state, self.seat)
        view = state.view(self.seat)
        if frame is not None and self.timeline is not None and self.timeline.is_round_end(frame):
            view = revealed_view(view, state, self._shown(self.timeline.gathered(frame)))
        return view

    def refresh(self) -> None:
        """Draw the shown position again (its words in the current language)."""
        if self.timeline is not None and self.scene is not None and not self.scene.busy:
            self._lay(self.position)
        self.refresh_words()

    def refresh_words(self) -> None:
        """The bar, the side panel's scores and the status line for the position shown."""
        host = self.host
        timeline, bar = self.timeline, self.bar
        if timeline is None or bar is None:
            return
        bar.where.setText(self.where_text())
        end = len(timeline)
        for name, button in bar.buttons.items():
            if name == "play":
                button.setEnabled(self.position < end or self.playing)
            elif name.endswith("_back"):
                button.setEnabled(self.position > 0)
            else:
                button.setEnabled(self.position < end)
        host.side.follow(timeline.frames[self.position])
        view = self.scene.view_ if self.scene is not None else None
        if view is not None and host.controller is not None:
            ui = host.game_ui()
            host.side.set_scores(ui.scores(view), view.current_player, ui.round_label(view))
        host.refresh_status()

    # ------------------------------------------------------------------ playing on

    def _start_playing(self) -> None:
        timeline = self.timeline
        if timeline is None or self.bar is None:
            return
        if self.position >= len(timeline):
            self.go(0)  # at the end, Play starts again from the deal
        self.playing = True
        self.bar.show_playing(True)
        self._play.start(0)
        self.refresh_words()

    def _stop_playing(self) -> None:
        self._play.stop()
        if self.playing:
            self.playing = False
            if self.bar is not None:
                self.bar.show_playing(False)
            self.refresh_words()

    def pace_ms(self) -> int:
        """The pause between two moves while the replay plays on."""
        key = self.bar.pace.currentData() if self.bar is not None else "normal"
        return PACE_MS.get(key, PACE_MS["normal"])

    def _play_on(self) -> None:
        timeline, scene = self.timeline, self.scene
        if not self.playing or timeline is None or scene is None:
            return
        if scene.busy:
            return  # the table's idle signal comes back here
        if self.position >= len(timeline):
            self._stop_playing()
            return
        self.go(self.position + 1, animate=True)

    def _scene_idle(self) -> None:
        # The move is shown: the side panel's scores and turn arrow speak of it now.
        self.refresh_words()
        if self.playing:
            self._play.start(self.pace_ms())
