"""A person's turn at the table: picking cards, the option buttons, and the keyboard.

:class:`HumanInput` holds the :class:`~cardgames.ui.choice.Chooser` of the
decision in progress. It marks the cards on the table (legal ones outlined,
the others dimmed with the reason as a tooltip), tells the action bar which
buttons are ready, and hands a confirmed action to the controller. Keys:
arrows move the focus over the cards that can be picked, Tab too (and on
past the last card to the action bar's buttons, which have keys of their
own), Space picks, Enter confirms the selection (never a move that needs no
card: with nothing selected it only says what to do; but a move picked in the
coach's list, with or without cards, is played as picked), Escape clears the
selection (and a focus away from the hand: the next arrow starts in the hand).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent

from ..engine import Action, Message, TableView, ZoneKey, ZoneRole, role_of
from .choice import Chooser, Pick
from .games.base import GameUI
from .i18n import message_text
from .scene.sprites import Mark
from .scene.table import TableScene

__all__ = ["HumanInput"]

_KEYS_LEFT = (Qt.Key.Key_Left, Qt.Key.Key_Up)
_KEYS_RIGHT = (Qt.Key.Key_Right, Qt.Key.Key_Down)


class HumanInput(QObject):
    """The decision a person is making now, if any."""

    #: The selection, the ready buttons or the hint changed.
    changed = Signal()

    def __init__(self, scene: TableScene, act: Callable[[Action], Message | None]) -> None:
        super().__init__(scene)
        self.scene = scene
        self._act = act
        self.ui: GameUI | None = None
        self.view: TableView[Any] | None = None
        self.why: Callable[[Pick, Sequence[Pick]], Message] | None = None
        self.seat: int | None = None
        self.chooser: Chooser | None = None
        self.focus: Pick | None = None
        #: The last refusal, shown until the selection changes.
        self.error: str | None = None
        #: The move the coach's list picked (``propose``), until the selection changes: Enter plays it.
        self.proposed: Action | None = None
        scene.cardClicked.connect(self.click)
        scene.cardDoubleClicked.connect(self.double_click)

    @property
    def active(self) -> bool:
        """True while a person is to decide."""
        return self.chooser is not None

    def begin(
        self,
        ui: GameUI,
        seat: int,
        actions: list[Action],
        view: TableView[Any],
        why: Callable[[Pick, Sequence[Pick]], Message] | None = None,
    ) -> None:
        """A new decision for ``seat`` among ``actions``; ``why`` gives the rules' reason a card
        cannot be picked (the game's ``why_unusable``)."""
        self.ui, self.seat, self.view = ui, seat, view
        self.why = why
        self.chooser = Chooser(actions, lambda a: ui.picks(a, seat, view), ui.kind)
        self.focus = None
        self.error = None
        self.proposed = None
        self.scene.set_input(True)
        self.refresh()

    def end(self) -> None:
        """No decision now (a bot's turn, a batch playing, the match over)."""
        self.chooser = None
        self.focus = None
        self.error = None
        self.proposed = None
        self.scene.set_input(False)
        self.changed.emit()

    # ------------------------------------------------------------------ what the bar shows

    def kinds(self) -> list[str]:
        """Every button kind with a legal action now."""
        return self.chooser.kinds if self.chooser is not None else []

    def ready(self) -> dict[str, Action]:
        """The buttons that would act now: the moves the selection makes, and every move that needs
        no card (Pass stays available while cards are selected; it ignores them)."""
        if self.chooser is None:
            return {}
        ready = self.chooser.ready()
        for kind, action in self.chooser.free().items():
            ready.setdefault(kind, action)
        return ready

    def hint(self) -> str:
        """What to do next, in words (an error if the last try was refused)."""
        if self.error:
            return self.error
        if self.chooser is None or self.ui is None or self.view is None:
            return ""
        text = self.ui.hint(self.view, self.chooser)
        if text:
            return text
        # The status line says what the rules offer; the bar says how to do it.
        if not self.focus_order():
            return self.tr("Choose with a button, or press the key shown on it.")
        return self.tr("Click a card to select it, then confirm with a button (or double-click).")

    # ------------------------------------------------------------------ picking

    def refresh(self) -> None:
        """Mark every card of the table for the current selection."""
        chooser, ui, view = self.chooser, self.ui, self.view
        if chooser is None or ui is None or view is None:
            return
        marks: dict[Pick, tuple[Mark, str]] = {}
        for item in self.scene.cards():
            pick: Pick = self.scene.pick_of(item)
            if not self._in_play(pick):
                continue
            status = chooser.status(pick)
            if status == "blocked":
                reason = self.why(pick, chooser.selection) if self.why is not None else None
                # A card that plays its part unpicked (money in the hand) is not dimmed, only explained.
                mark: Mark = "none" if ui.passive(view, pick) else "blocked"
                marks[pick] = (mark, message_text(reason) if reason is not None else "")
            else:
                marks[pick] = (status, "")
        if self.focus is not None and self.focus not in marks:
            self.focus = None
        self.scene.set_marks(marks, self.focus)
        self.changed.emit()

    def _in_play(self, pick: Pick) -> bool:
        """Cards of the zones this decision is about (other seats' hands are never marked)."""
        if self.ui is None or self.view is None or self.seat is None:
            return False
        return pick[0] in self.ui.input_zones(self.view, self.seat)

    def click(self, pick: Pick) -> None:
        """A card was clicked: change the selection if the rules allow it."""
        if self.chooser is None:
            return
        self.error = None
        self.proposed = None
        if self.chooser.click(pick):
            self.focus = pick
        self.refresh()

    def double_click(self, pick: Pick) -> None:
        """Pick the card alone and act at once when that makes exactly one move."""
        if self.chooser is None:
            return
        self.proposed = None
        if pick not in self.chooser.selection:
            self.chooser.clear()
            self.chooser.click(pick)
        action = self.chooser.only_action()
        if action is not None:
            self.submit(action)
        else:
            self.refresh()

    def confirm(self, kind: str) -> None:
        """The button of ``kind`` was pressed."""
        action = self.ready().get(kind)
        if action is not None:
            self.submit(action)

    def submit(self, action: Action) -> None:
        """Hand the action to the controller; show the reason if it is refused."""
        reason = self._act(action)
        if reason is not None:
            self.error = message_text(reason)
            self.refresh()

    def propose(self, action: Action) -> None:
        """Select the cards of ``action`` (the coach's suggestion); the person still confirms it, with
        its button or Enter (also a move without cards, such as a pass)."""
        chooser, ui, seat = self.chooser, self.ui, self.seat
        if chooser is None or ui is None or seat is None:
            return
        chooser.clear()
        for pick in sorted(ui.picks(action, seat, self.view), key=repr):
            chooser.click(pick)
        self.error = None
        self.focus = None
        self.proposed = action if action in self.ready().values() else None
        self.refresh()

    def cancel(self) -> None:
        """Clear the selection."""
        if self.chooser is not None:
            self.chooser.clear()
            self.error = None
            self.proposed = None
            self.refresh()

    # ------------------------------------------------------------------ keyboard

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key of the table; True if it was used.

        Tab and Shift+Tab (Backtab) step through the cards like the arrows but
        give the key back (False) past either end, so the focus goes on to the
        buttons: the canvas hands them over with ``focusNextPrevChild``.
        """
        if self.chooser is None:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            return self._tab(-1 if key == Qt.Key.Key_Backtab or shift else 1)
        if key in _KEYS_LEFT or key in _KEYS_RIGHT:
            self._move_focus(-1 if key in _KEYS_LEFT else 1)
            return True
        if key == Qt.Key.Key_Space:
            if self.focus is not None:
                self.click(self.focus)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
            return True
        if key == Qt.Key.Key_Escape:
            if self.focus is not None and not self._in_hand(self.focus[0]):
                # Back to the hand: the next arrow starts at its first card, not in the market.
                self.focus = None
            self.cancel()
            return True
        return False

    def _enter(self) -> None:
        """Confirm the selection when it makes exactly one move; otherwise say what to do.

        A move that needs no card (a pass, a trump decision) is never made by
        Enter on the table: it is chosen with its button (its key, or Tab to it).
        """
        assert self.chooser is not None
        if self.proposed is not None:
            self.submit(self.proposed)  # the move picked in the coach's list, as it was picked
            return
        if not self.chooser.selection:
            if self.focus_order():
                self.error = self.tr(
                    "Nothing is selected: pick a card with the arrow keys and Space, "
                    "or choose a button by its key or with Tab."
                )
            else:
                self.error = self.tr("Choose a button: press its key, or Tab to it and press Enter.")
            self.changed.emit()
            return
        action = self.chooser.only_action()
        if action is not None:
            self.submit(action)
        elif len(self.chooser.ready()) > 1:
            self.error = self.tr("These cards make more than one move: press the key of the button you mean.")
            self.changed.emit()

    def focus_order(self) -> list[Pick]:
        """The cards the focus visits, zone by zone, left to right."""
        assert self.chooser is not None
        all_picks = [self.scene.pick_of(item) for item in self.scene.cards()]
        picks = [p for p in all_picks if self.chooser.pickable(p) or p in self.chooser.selection]
        zones = list(dict.fromkeys(p[0] for p in picks))
        own = [z for z in zones if self._in_hand(z)] + [z for z in zones if not self._in_hand(z)]

        def x_of(p: Pick) -> float:
            item = self.scene.find(p)
            return item.home.x if item is not None else 0.0

        return sorted(picks, key=lambda p: (own.index(p[0]), x_of(p)))

    def _in_hand(self, zone: ZoneKey) -> bool:
        """True for a hand (a zone the game declares ``ZoneRole.HAND``)."""
        return self.ui is not None and ZoneRole.HAND in role_of(self.ui.zone_roles, zone)

    def _move_focus(self, step: int) -> None:
        order = self.focus_order()
        if not order:
            return
        if self.focus not in order:
            self.focus = order[0] if step > 0 else order[-1]
        else:
            self.focus = order[(order.index(self.focus) + step) % len(order)]
        self.refresh()

    def _tab(self, step: int) -> bool:
        """Tab's step through the cards: from none to the first (or last), past the end off the table."""
        order = self.focus_order()
        if not order:
            return False
        if self.focus not in order:
            self.focus = order[0] if step > 0 else order[-1]
        else:
            at = order.index(self.focus) + step
            if not 0 <= at < len(order):
                # Leaving the table: no card keeps a focus ring while the buttons have the keyboard.
                self.focus = None
                self.refresh()
                return False
            self.focus = order[at]
        self.refresh()
        return True
