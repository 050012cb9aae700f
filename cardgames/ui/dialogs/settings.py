"""Preferences: how fast the table animates and how long bots pause before they play."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSlider,
    QWidget,
)

from ...store import Settings
from ..scene.speed import SPEEDS
from ..screen import CalmComboBox, CalmSpinBox, fit_window, keep_on_screen
from ..viewmenu import speed_names

__all__ = ["SettingsDialog"]


class SettingsDialog(QDialog):
    """Animation speed and bot delay."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Preferences"))
        form = QFormLayout(self)
        # Where a label and its editor do not fit side by side (a small screen), the editor goes
        # below its label.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.speed = CalmComboBox(self)
        self.speed.setObjectName("speed")
        names = speed_names()
        for speed in SPEEDS:
            self.speed.addItem(names[speed], speed)
        self.speed.setCurrentIndex(list(SPEEDS).index(settings.animation_speed))
        self.delay = CalmSpinBox(self)
        self.delay.setObjectName("botDelay")
        self.delay.setRange(0, 5000)
        self.delay.setSingleStep(100)
        self.delay.setSuffix(self.tr(" ms"))
        self.delay.setValue(settings.bot_delay_ms)
        self.delay.setToolTip(self.tr("How long a bot waits before its move, so you can follow the game."))
        self.hotseat_undo = self._agreement(
            "hotseatUndo",
            settings.hotseat_undo,
            self.tr(
                "Undo takes back your last move and the bot moves after it. Against bots it is always "
                "offered; with several people at one computer only when all of them agree."
            ),
        )
        self.hotseat_hints = self._agreement(
            "hotseatHints",
            settings.hotseat_hints,
            self.tr(
                "Hint (key H) shows how the hard bot rates each of your moves. Against bots it is always "
                "offered; with several people at one computer only when all of them agree."
            ),
        )
        self.auto_play = QCheckBox(self.tr("Play it for me after a short pause"), self)
        self.auto_play.setObjectName("autoPlay")
        self.auto_play.setChecked(settings.auto_play_forced)
        self.auto_play.setToolTip(
            self.tr("When you have only one legal move (a forced pass, the only card you may play).")
        )
        self.ask_practice = QCheckBox(self.tr("Ask before a match stops counting"), self)
        self.ask_practice.setObjectName("askPractice")
        self.ask_practice.setChecked(settings.ask_before_practice)
        self.ask_practice.setToolTip(
            self.tr(
                "Taking a move back makes the match practice: it no longer counts in the statistics. "
                "Undo asks first, once per match."
            )
        )
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume.setToolTip(self.tr("How loud the table's sounds are; View > Sound (M) turns them off."))
        form.addRow(self.tr("Animation speed"), self.speed)
        form.addRow(self.tr("Bots' pace"), self.delay)
        form.addRow(self.tr("Sound volume"), self.volume)
        form.addRow(self.tr("Only one legal move"), self.auto_play)
        form.addRow(self.tr("Undo"), self.ask_practice)
        form.addRow(self.tr("Undo in hot-seat matches"), self.hotseat_undo)
        form.addRow(self.tr("Hints in hot-seat matches"), self.hotseat_hints)
        # Tab follows the rows from top to bottom (the editors were made in another order).
        order = [
            self.speed,
            self.delay,
            self.volume,
            self.auto_play,
            self.ask_practice,
            self.hotseat_undo,
            self.hotseat_hints,
        ]
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        fit_window(self, self.sizeHint())

    def _agreement(self, name: str, checked: bool, tip: str) -> QCheckBox:
        """A box for something hot-seat players allow only together ("Everybody at this computer agrees")."""
        box = QCheckBox(self.tr("Everybody at this computer agrees"), self)
        box.setObjectName(name)
        box.setChecked(checked)
        box.setToolTip(tip)
        return box

    def showEvent(self, event: QShowEvent) -> None:
        """Fitted to its screen and centred over its parent as it shows."""
        super().showEvent(event)
        keep_on_screen(self).shown()

    def values(self) -> tuple[str, int]:
        """The chosen speed and bot delay (ms)."""
        return str(self.speed.currentData()), self.delay.value()
