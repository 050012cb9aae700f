"""The match shown: the controller's signals become the table's animations, the side panel's
scores, log and history, a person's input, the action bar, the sounds, the hint and the notices.

The sound of a move comes from the roles the game gives its zones
(:func:`cardgames.session.sounds.batch_sound`), never from their names.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Slot

from ...engine import Action, Event, Message, RoundStarted, TableView
from ...session.records import LogEntry, RoundSummary
from ...session.sounds import batch_sound
from ..i18n import message_text

if TYPE_CHECKING:
    from ..controller import GameController
    from ..games import GameUI
    from ..mainwindow import MainWindow
    from ..online.controller import RemoteController

__all__ = ["NOTICE_READ_S", "Presenter"]

#: Seconds a notice stays on the status line at least before a person's turn takes the line back.
NOTICE_READ_S = 2.5


class Presenter(QObject):
    """Shows the window's match: every signal of its controller lands here."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        # Notices given before the first match, for its log.
        self._notices: list[LogEntry] = []
        # When the last notice went up (``notify``).
        self._notice_at = 0.0

    def attach(self, controller: GameController | RemoteController, ui: GameUI, shown: bool) -> None:
        """Lay a new match's table out and listen to its controller. ``shown``: it was played up
        to a point already (its log so far goes to the side panel)."""
        window = self.window
        controller.batch.connect(self.on_batch)
        controller.humanTurn.connect(self.on_human_turn)
        controller.botThinking.connect(self.on_bot_thinking)
        controller.handover.connect(self.on_handover)
        controller.roundSummary.connect(self.on_round_summary)
        controller.logged.connect(window.side.add_entries)
        controller.notice.connect(self.on_notice)
        controller.halted.connect(self.on_halted)
        window.side.start(controller.seats, ui.score_header)
        window.menus.act_piles.setEnabled(ui.has_piles)
        if shown:
            window.side.add_entries(controller.log)
        if self._notices:
            window.side.add_entries(self._notices)
            self._notices = []
        window.scene.setup(ui, controller.names(), [s.is_bot for s in controller.seats])
        window.canvas.refit()
        window.status.dealt(controller, new_match=True)
        view = controller.view()
        window.scene.update_texts(view)
        window.side.set_scores(ui.scores(view), view.current_player, ui.round_label(view))
        window.status.show()

    def seats_changed(self) -> None:
        """The seats' names changed (online: a person sat down in a seat kept for them): the plates,
        the scores and the log lines from now on name them so."""
        window = self.window
        controller = window.controller
        if controller is None:
            return
        window.scene.set_names(controller.names())
        window.side.set_seats(controller.seats)
        if window.scene.view_ is not None:
            window.scene.update_texts(window.scene.view_, window.status.badges())
        window.status.show()

    def play_sound(self, events: list[Event]) -> None:
        """The sound of a batch, if it has one (by the game's zone roles)."""
        controller = self.window.controller
        sound = batch_sound(controller.game, events) if controller is not None else None
        if sound is not None:
            self.window.sounds.play(sound)

    # ------------------------------------------------------------------ the controller's signals

    @Slot(object, object)
    def on_batch(self, events: list[Event], view: TableView[Any] | None) -> None:
        """Moves to show (and the table to snap to after them)."""
        window = self.window
        window.input.end()
        window.autoplay.cancel()
        self.play_sound(events)
        window.hints.turn_over()
        window.hints.refresh()
        if events:
            # The move is made: nobody is thinking while it is shown.
            window.status.show()
            if window.scene.view_ is not None:
                window.scene.update_texts(window.scene.view_)
        if (
            view is not None
            and window.setup_ is not None
            and any(isinstance(e, RoundStarted) for e in events)
        ):
            # A new deal: the side panel names the round being dealt, not the one before.
            ui = window.game_ui()
            window.side.set_scores(ui.scores(view), None, ui.round_label(view))
        window.scene.play(events, view)

    @Slot()
    def on_scene_idle(self) -> None:
        """The table has shown the last batch."""
        window = self.window
        controller = window.controller
        if controller is None:
            return
        if not window.reviewing:  # the side panel speaks of the earlier table meanwhile
            self.refresh_side()
        controller.presented()

    @Slot(int)
    def on_human_turn(self, seat: int) -> None:
        """A person at the computer may act."""
        window = self.window
        controller = window.controller
        assert controller is not None
        view = controller.view()
        # A notice of an earlier moment (a hint asked for, say) gives the line back to what the
        # person may do now, once it has been read; it stays in the log.
        bar = window.statusBar()
        if bar.currentMessage() and time.monotonic() - self._notice_at >= NOTICE_READ_S:
            bar.clearMessage()
        window.scene.update_texts(view, window.status.badges())
        legal = controller.legal_actions()
        if not controller.actors or controller.actors[-1] != seat:
            window.sounds.play("turn")  # the turn comes to this person from someone else
        window.autoplay.turn(legal)
        window.input.begin(window.game_ui(), seat, legal, view, controller.why_unusable)
        window.hints.refresh()
        window.status.show()
        window.canvas.setFocus()

    @Slot(int)
    def on_bot_thinking(self, seat: int) -> None:
        """A bot is choosing its move (online: someone else is to act, see the status line)."""
        window = self.window
        controller = window.controller
        bar = window.statusBar()
        if (
            controller is not None
            and controller.online
            and bar.currentMessage()
            and time.monotonic() - self._notice_at >= NOTICE_READ_S
        ):
            # Online the wait may be long: once read, a notice gives the line back to who is awaited.
            bar.clearMessage()
        if window.scene.view_ is not None:
            window.scene.update_texts(window.scene.view_, window.status.badges())
        self.update_action_bar()
        window.status.show()

    @Slot(int)
    def on_handover(self, seat: int) -> None:
        """Hot-seat: the table is hidden until this seat's player takes the computer."""
        window = self.window
        assert window.controller is not None
        names = window.controller.names()
        view = window.controller.state.view(seat)
        ui = window.game_ui()
        window.handover.ask(names[seat], lambda: ui.handover_note(view, names))
        window.status.show()

    @Slot()
    def handover_confirmed(self) -> None:
        """The next person has the computer."""
        if self.window.controller is not None:
            self.window.controller.confirm_handover()

    @Slot(object)
    def on_round_summary(self, summary: RoundSummary) -> None:
        """A round (or the match) ended: its summary over the table as the round left it."""
        window = self.window
        controller = window.controller
        assert controller is not None
        window.scene.reveal(controller.upcoming())
        # The plates behind the summary show the table after the round, never the old one: as the
        # round's end left it, where the game can stop there, else as the next round stands.
        ended = None if summary.is_final else controller.round_end_view()
        window.scene.round_ended(ended if ended is not None else controller.view())
        window.status.summary = summary
        self.refresh_side()
        if summary.is_final and any(w in controller.humans for w in summary.winners or ()):
            window.sounds.play("win")
        auto = window.auto_continue_ms if not controller.humans else None
        window.summary.present(
            summary, controller.names(), auto, window.game_ui(), controller.state.view(None)
        )
        if window.reviewing:
            # The summary came while the earlier table is shown (a finished match laid out for its
            # replay): it waits under the replay and comes back when the replay is closed.
            window.review.cover_summary()
        window.status.show()

    @Slot()
    def next_round(self) -> None:
        """The summary was read: the next round is dealt."""
        controller = self.window.controller
        if controller is not None:
            self.window.status.dealt(controller)
            controller.continue_match()

    @Slot()
    def on_halted(self) -> None:
        """The match stopped where it was asked to (the demo's screenshot)."""
        self.window.status.show()
        self.update_action_bar()

    @Slot(object)
    def on_notice(self, message: Message) -> None:
        """Something to tell the player that is no move."""
        self.window.notify(message)

    def notify(self, message: Message) -> None:
        """A one-line notice: on the status bar for a while (until the person's next turn, once
        read), and in the game log (the next match's, before the first)."""
        window = self.window
        window.statusBar().showMessage(message_text(message), 20000)
        self._notice_at = time.monotonic()
        if window.controller is not None:
            window.controller.match.note(message)  # the match's log: the side panel hears it
        else:
            self._notices.append(LogEntry(None, message, "notice"))

    # ------------------------------------------------------------------ the side panel and the bar

    def refresh_side(self) -> None:
        """The side panel's scores as the table stands: with a summary up, its totals and no one to
        act; else the shown view's scores and the seat to act. Called after every batch, at a
        summary and at a language switch, so a switch re-renders the same facts."""
        window = self.window
        view = window.scene.view_
        if view is None or window.setup_ is None:
            return
        ui = window.game_ui()
        kind, arg = window.status.now()
        if kind in ("summary", "over") and isinstance(arg, RoundSummary):
            window.side.set_scores(ui.summary_scores(arg, view), None, ui.round_label(view))
        else:
            window.side.set_scores(ui.scores(view), view.current_player, ui.round_label(view))
        self._refresh_history()

    def _refresh_history(self) -> None:
        """The History tab: a line per finished round and the chart of the scores."""
        window = self.window
        controller = window.controller
        if controller is None or window.setup_ is None:
            return
        ui = window.game_ui()
        names = controller.names()
        rounds, ends = controller.rounds, controller.round_ends
        lines = [
            ui.history_line(i + 1, points, ends[i] if i < len(ends) else None, names)
            for i, points in enumerate(rounds)
        ]
        series, lower_better = ui.history_series(rounds)
        rows = ui.score_rows(len(names))
        labels = [ui.side_name(r, names) for r in rows] if len(series) == len(rows) else names
        unit = window.setup_.game.unit
        window.side.history.show_rounds(lines, labels, series, lower_better, ui.has_rounds, unit)

    def update_action_bar(self) -> None:
        """The action bar: a person's choices on their turn, else the last move in words."""
        window = self.window
        ui = window.game_ui() if window.setup_ is not None else None
        if ui is None or not window.input.active:
            # Between a person's turns the bar repeats the last move, in words.
            window.action_bar.clear(window.side.last_action_text())
            return
        kinds = window.input.kinds()
        # The labels follow the rules in play (Stand/Beg) and name what they act on ("Strike Ben's Q").
        view, chooser = window.input.view, window.input.chooser
        names = window.controller.names() if window.controller is not None else []
        window.action_bar.show_choices(
            kinds,
            list(window.input.ready()),
            {k: ui.button_label(k, view, chooser, names) for k in kinds},
            {k: ui.button_tip(k, view) for k in kinds},
            QCoreApplication.translate("MainWindow", "Your only legal move is played for you in a moment.")
            if window.autoplay.pending is not None
            else window.input.hint(),
        )

    def human_act(self, action: Action) -> Message | None:
        """A person's move from the table; the reason it is refused, or None when done."""
        window = self.window
        controller = window.controller
        if controller is None:
            return None
        refused = controller.human_act(action)
        if refused is None and controller.phase != "human" and window.input.active:
            # The move is on its way (online: to the server, shown when it comes back): no more
            # choices meanwhile.
            window.input.end()
            self.update_action_bar()
            window.status.show()
        return refused
