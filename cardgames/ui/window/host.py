"""What a feature of the window may ask of it.

The look back (``ui/review.py``), the coach (``ui/coach.py``), auto-play (``ui/autoplay.py``) and the
View menu (``ui/viewmenu.py``) are handed a :class:`WindowHost`, never the window itself, so none of
them imports the window and the window's other parts stay its own business.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

    from ...engine import Message
    from ...store import Settings
    from ..controller import GameController
    from ..games import GameUI
    from ..input import HumanInput
    from ..keeper import MatchKeeper
    from ..online.controller import RemoteController
    from ..overlays import SummaryOverlay
    from ..panels import SidePanel
    from ..scene.canvas import TableCanvas

__all__ = ["WindowHost"]


class WindowHost(Protocol):
    """The window as its features see it: the match, the table's widgets, the settings, words."""

    # ------------------------------------------------------------------ the match and its table

    @property
    def controller(self) -> GameController | RemoteController | None:
        """The running match (None before the first): here, or a seat at a table online."""

    @property
    def keeper(self) -> MatchKeeper:
        """Autosave, files, undo and statistics of the match."""

    @property
    def reviewing(self) -> bool:
        """True while the look back's earlier table covers the live one."""

    def game_ui(self) -> GameUI:
        """The running game's table description (only while a match is on)."""

    @property
    def canvas(self) -> TableCanvas:
        """The live table's view (it takes the keyboard back after a click elsewhere)."""

    @property
    def input(self) -> HumanInput:
        """A person's turn on the live table: legal choices, the selection, submitting."""

    @property
    def side(self) -> SidePanel:
        """The side panel: scores, log, history and the coach's box."""

    @property
    def summary(self) -> SummaryOverlay:
        """The round summary over the table."""

    @property
    def auto_continue_ms(self) -> int | None:
        """How long a summary waits before it goes on by itself when no person plays."""

    @property
    def table_stack(self) -> QStackedWidget:
        """The table area's pages: the live table (``live_page``) and any earlier table."""

    @property
    def live_page(self) -> QWidget:
        """The live table and its action bar."""

    def pause_turn(self) -> None:
        """The live table is covered: no forced move is played, no hint is shown or offered."""

    def resume_turn(self) -> None:
        """The live table is back: a person's turn goes on (a forced move, the hint, the keyboard)."""

    def refresh_side(self) -> None:
        """The side panel's scores and history for the live table."""

    def refresh_status(self) -> None:
        """The status line for what is shown now."""

    # ------------------------------------------------------------------ settings and words

    @property
    def settings(self) -> Settings:
        """The settings, changed in place; :meth:`save_settings` writes them."""

    def save_settings(self) -> None:
        """Write the settings (when this window keeps any)."""

    def set_speed(self, speed: str) -> None:
        """Change the animation speed, everywhere it shows, and remember it."""

    def set_bot_delay(self, ms: int) -> None:
        """Change the bots' pace and remember it."""

    def set_sound(self, on: bool) -> None:
        """Sound on or off, remembered."""

    def apply_look(self) -> None:
        """Show the table colour and card backs the settings name, and remember them."""

    def say(self, text: str, ms: int = 5000) -> None:
        """A short line on the status bar, gone after ``ms`` (not in the log)."""

    def notify(self, message: Message) -> None:
        """A notice for the player: on the status bar for a while, and in the game log."""

    def widget(self) -> QMainWindow:
        """The window as a Qt widget: parent of a feature's objects and actions, its menu bar,
        full screen."""
