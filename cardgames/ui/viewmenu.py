"""The View menu: animation speed, the bots' pace, full screen (F11), sound (M), the table's colour
and the card backs. Each choice takes effect at once and is remembered in the settings."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from .art import BACKS
from .scene.speed import SPEEDS
from .scene.table import FELTS

if TYPE_CHECKING:
    from .window.host import WindowHost

__all__ = ["PACES", "ViewMenu", "speed_names"]

#: The bots' pace: how long a bot waits before its move (ms). Preferences allow any other value.
PACES = {"quick": 0, "brisk": 300, "normal": 700, "slow": 1500}


def speed_names() -> dict[str, str]:
    """Each animation speed's name in the current language (this menu and the preferences share them)."""
    return {
        "off": QCoreApplication.translate("Speeds", "Off"),
        "fast": QCoreApplication.translate("Speeds", "Fast"),
        "normal": QCoreApplication.translate("Speeds", "Normal"),
        "slow": QCoreApplication.translate("Speeds", "Slow"),
    }


def pace_names() -> dict[str, str]:
    """Each pace's name in the current language."""
    return {
        "quick": QCoreApplication.translate("ViewMenu", "No pause"),
        "brisk": QCoreApplication.translate("ViewMenu", "Brisk"),
        "normal": QCoreApplication.translate("ViewMenu", "Normal"),
        "slow": QCoreApplication.translate("ViewMenu", "Slow"),
    }


def felt_names() -> dict[str, str]:
    """Each table colour's name in the current language."""
    return {
        "green": QCoreApplication.translate("ViewMenu", "Green"),
        "blue": QCoreApplication.translate("ViewMenu", "Blue"),
        "red": QCoreApplication.translate("ViewMenu", "Red"),
        "grey": QCoreApplication.translate("ViewMenu", "Grey"),
    }


def back_names() -> dict[str, str]:
    """Each card back's name in the current language."""
    return {
        "deck": QCoreApplication.translate("ViewMenu", "Each deck's own"),
        "lattice": QCoreApplication.translate("ViewMenu", "Blue lattice"),
        "red": QCoreApplication.translate("ViewMenu", "Red lattice"),
        "green": QCoreApplication.translate("ViewMenu", "Green lattice"),
        "sunburst": QCoreApplication.translate("ViewMenu", "Sunburst"),
    }


class ViewMenu(QObject):
    """Builds the View menu in the window's menu bar and keeps its checks in step with the settings."""

    def __init__(self, host: WindowHost) -> None:
        window = host.widget()
        super().__init__(window)
        self.host = host
        self.window = window
        self.menu = window.menuBar().addMenu("")
        self.speed_menu = self.menu.addMenu("")
        self.speed = self._group(self.speed_menu, tuple(SPEEDS), host.set_speed)
        self.pace_menu = self.menu.addMenu("")
        self.pace = self._group(self.pace_menu, tuple(PACES), self._set_pace)
        self.menu.addSeparator()
        self.full_screen = QAction(window)
        self.full_screen.setObjectName("actFullScreen")
        self.full_screen.setCheckable(True)
        self.full_screen.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.full_screen.triggered.connect(self.set_full_screen)
        self.menu.addAction(self.full_screen)
        self.sound = QAction(window)
        self.sound.setObjectName("actSound")
        self.sound.setCheckable(True)
        self.sound.setShortcut(QKeySequence(Qt.Key.Key_M))
        self.sound.triggered.connect(host.set_sound)
        self.menu.addAction(self.sound)
        self.menu.addSeparator()
        self.felt_menu = self.menu.addMenu("")
        self.felt = self._group(self.felt_menu, tuple(FELTS), self._set_felt)
        self.back_menu = self.menu.addMenu("")
        self.back = self._group(self.back_menu, tuple(BACKS), self._set_back)
        self.sync()

    def _group(self, menu: QMenu, keys: tuple[str, ...], choose: Callable[[str], None]) -> dict[str, QAction]:
        group = QActionGroup(self)
        actions: dict[str, QAction] = {}
        for key in keys:
            act = QAction(self.window)
            act.setCheckable(True)
            act.triggered.connect(lambda _=False, k=key: choose(k))
            group.addAction(act)
            menu.addAction(act)
            actions[key] = act
        return actions

    def retranslate(self) -> None:
        """Every text of the menu in the current language."""
        self.menu.setTitle(QCoreApplication.translate("ViewMenu", "&View"))
        self.speed_menu.setTitle(QCoreApplication.translate("ViewMenu", "Animation &speed"))
        self.pace_menu.setTitle(QCoreApplication.translate("ViewMenu", "Bots' &pace"))
        self.felt_menu.setTitle(QCoreApplication.translate("ViewMenu", "Table &colour"))
        self.back_menu.setTitle(QCoreApplication.translate("ViewMenu", "Card &backs"))
        self.full_screen.setText(QCoreApplication.translate("ViewMenu", "&Full screen"))
        self.sound.setText(QCoreApplication.translate("ViewMenu", "S&ound"))
        self.sound.setToolTip(
            QCoreApplication.translate("ViewMenu", "Sound on or off (M); the volume is in Preferences")
        )
        for names, actions in (
            (speed_names(), self.speed),
            (pace_names(), self.pace),
            (felt_names(), self.felt),
            (back_names(), self.back),
        ):
            for key, act in actions.items():
                act.setText(names[key])
        for key, ms in PACES.items():
            self.pace[key].setToolTip(
                QCoreApplication.translate("ViewMenu", "A bot waits %1 ms before its move.").replace(
                    "%1", str(ms)
                )
            )

    def sync(self) -> None:
        """Check what the settings say (a pace set in Preferences to another value checks none)."""
        settings = self.host.settings
        self.speed[settings.animation_speed].setChecked(True)
        for key, ms in PACES.items():
            self.pace[key].setChecked(settings.bot_delay_ms == ms)
        self.felt[settings.table_colour].setChecked(True)
        self.back[settings.card_back].setChecked(True)
        self.full_screen.setChecked(self.window.isFullScreen())
        self.sound.setChecked(settings.sound_on)

    def _set_pace(self, key: str) -> None:
        self.host.set_bot_delay(PACES[key])

    def _set_felt(self, key: str) -> None:
        settings = self.host.settings
        settings.table_colour = key  # type: ignore[assignment]
        self.host.apply_look()

    def _set_back(self, key: str) -> None:
        settings = self.host.settings
        settings.card_back = key  # type: ignore[assignment]
        self.host.apply_look()

    def set_full_screen(self, on: bool) -> None:
        """Full screen (F11) or back to the window as it was."""
        window = self.window
        if on and not window.isFullScreen():
            self._was_maximized = window.isMaximized()
            window.showFullScreen()
        elif not on and window.isFullScreen():
            if getattr(self, "_was_maximized", False):
                window.showMaximized()
            else:
                window.showNormal()
        self.full_screen.setChecked(window.isFullScreen())
