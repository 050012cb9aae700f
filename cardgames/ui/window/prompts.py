"""The questions the window asks a person: resume the last match? leave the running one (and, when it
cannot be kept, leave it for good)? replace a file? take a move back though the match then stops
counting? close though the last moves are not saved?

The window asks through its ``prompts``; tests hand it answers instead (``tests/ui/conftest.py``).
Every text keeps the translation context ``MainWindow`` it had when this was the window's own code.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from ...games import GAMES
from ...store import SavedMatch
from ...store.online import OnlineSeat

__all__ = ["Prompts"]


class Prompts:
    """Asks a person, in message boxes over ``parent``."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        #: The resume question while (and after) it is asked: closing the window answers it.
        self.resume_box: QMessageBox | None = None

    def _box(self, name: str, icon: QMessageBox.Icon, title: str, text: str, more: str) -> QMessageBox:
        box = QMessageBox(self.parent)
        box.setObjectName(name)
        box.setIcon(icon)
        box.setWindowTitle(title)
        box.setText(text)
        box.setInformativeText(more)
        return box

    def resume(self, saved: SavedMatch, moves: int) -> bool | None:
        """Resume (True) or Discard (False) the unfinished match of the last session? None: decide
        later (Later, Escape, the close button); the autosave stays."""
        names = ", ".join(s.name for s in saved.seats)
        # Written as the match history writes dates: the language's own short form.
        when = QLocale().toString(
            QDateTime.fromSecsSinceEpoch(int(saved.updated.timestamp())).toLocalTime(),
            QLocale.FormatType.ShortFormat,
        )
        box = self._box(
            "resumePrompt",
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "Unfinished match"),
            QCoreApplication.translate(
                "MainWindow",
                "Your last match was not finished: %1 with %2, %n move(s), last played %3.",
                "",
                moves,
            )
            .replace("%1", GAMES[saved.game_id].title)
            .replace("%2", names)
            .replace("%3", when),
            QCoreApplication.translate(
                "MainWindow",
                "Resume it where you left off, discard it, or decide later (it is kept until then)?",
            ),
        )
        role = QMessageBox.ButtonRole
        resume = box.addButton(QCoreApplication.translate("MainWindow", "&Resume"), role.AcceptRole)
        discard = box.addButton(QCoreApplication.translate("MainWindow", "&Discard"), role.DestructiveRole)
        # Like every dialog it closes with Escape, Alt+F4 and its close button: decide later.
        later = box.addButton(QCoreApplication.translate("MainWindow", "&Later"), role.RejectRole)
        box.setDefaultButton(resume)
        box.setEscapeButton(later)
        self.resume_box = box
        box.exec()
        clicked = box.clickedButton()
        if clicked is resume:
            return True
        return False if clicked is discard else None

    def rejoin(self, seat: OnlineSeat) -> bool | None:
        """Rejoin (True) or Discard (False) the online table whose seat the last session kept?
        None: decide later (Later, Escape, the close button); the seat stays kept."""
        from ...net.protocol import format_code

        game = GAMES.get(seat.game_id)
        box = self._box(
            "rejoinPrompt",
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "Unfinished online match"),
            QCoreApplication.translate("MainWindow", "Rejoin the online table (%1, code %2)?")
            .replace("%1", game.title if game is not None else seat.game_id)
            .replace("%2", format_code(seat.code)),
            QCoreApplication.translate(
                "MainWindow",
                "Your seat is kept for you (a bot stands in while you are away). Rejoin it, discard "
                "it (a bot plays it from now on), or decide later (it is kept until then)?",
            ),
        )
        role = QMessageBox.ButtonRole
        rejoin = box.addButton(QCoreApplication.translate("MainWindow", "Re&join"), role.AcceptRole)
        rejoin.setObjectName("rejoinButton")
        discard = box.addButton(QCoreApplication.translate("MainWindow", "&Discard"), role.DestructiveRole)
        discard.setObjectName("discardButton")
        later = box.addButton(QCoreApplication.translate("MainWindow", "&Later"), role.RejectRole)
        later.setObjectName("laterButton")
        box.setDefaultButton(rejoin)
        box.setEscapeButton(later)
        box.exec()
        clicked = box.clickedButton()
        if clicked is rejoin:
            return True
        return False if clicked is discard else None

    def leave(self, kept: bool, online: str = "") -> bool:
        """Leave the running match for another? ``kept``: it is kept under Recent games. ``online``:
        "seat" for a seat at an online table, "host" for a table this app hosts with friends at it."""
        if online == "host":
            more = QCoreApplication.translate(
                "MainWindow",
                "You host this table: leaving it stops it for everyone. A bot plays your seat, and the "
                "match stays with the table's server.",
            )
        elif online:
            more = QCoreApplication.translate(
                "MainWindow",
                "A bot plays your seat from now on; the table's server keeps the match, and the others "
                "play on.",
            )
        elif kept:
            more = QCoreApplication.translate(
                "MainWindow", "It is kept under Game > Recent games, so you can go on with it later."
            )
        else:
            more = QCoreApplication.translate(
                "MainWindow", "This window saves nothing: the match will be gone."
            )
        box = self._box(
            "leavePrompt",
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "Leave this match?"),
            QCoreApplication.translate("MainWindow", "A match is still being played. Leave it for another?"),
            more,
        )
        leave = box.addButton(
            QCoreApplication.translate("MainWindow", "&Leave it"), QMessageBox.ButtonRole.AcceptRole
        )
        return self._stay_or(box, leave)

    def leave_unkept(self, problem: str) -> bool:
        """The match being left cannot be kept (``problem`` says why): leave it for good?"""
        box = self._box(
            "leaveUnkeptPrompt",
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("MainWindow", "The match cannot be kept"),
            QCoreApplication.translate("MainWindow", "This match could not be kept for later: %1").replace(
                "%1", problem
            ),
            QCoreApplication.translate(
                "MainWindow", "Keep playing it, or leave it for good: then it is gone."
            ),
        )
        gone = box.addButton(
            QCoreApplication.translate("MainWindow", "&Leave it for good"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
        return self._stay_or(box, gone)

    def _stay_or(self, box: QMessageBox, go: object) -> bool:
        """Ask ``box`` with Keep playing as the default and the escape; True when ``go`` was clicked."""
        stay = box.addButton(
            QCoreApplication.translate("MainWindow", "&Keep playing"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        return box.clickedButton() is go

    def replace(self, path: Path) -> bool:
        """Replace this existing file with the match?"""
        answer = QMessageBox.question(
            self.parent,
            QCoreApplication.translate("MainWindow", "Save the match"),
            QCoreApplication.translate(
                "MainWindow", "%1 exists already. Replace it with this match?"
            ).replace("%1", str(path)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def practice(self) -> tuple[bool, bool]:
        """Take the move back, though the match then stops counting? And: do not ask again?"""
        box = self._box(
            "practicePrompt",
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "Take your move back?"),
            QCoreApplication.translate(
                "MainWindow",
                "Taking a move back makes this match practice: it will not count in the statistics.",
            ),
            QCoreApplication.translate(
                "MainWindow", "This is asked once per match; later moves are taken back at once."
            ),
        )
        never = QCheckBox(
            QCoreApplication.translate(
                "MainWindow", "Do not ask again (Preferences can bring the question back)"
            ),
            box,
        )
        never.setObjectName("practiceNeverAsk")
        box.setCheckBox(never)
        back = box.addButton(
            QCoreApplication.translate("MainWindow", "&Take it back"), QMessageBox.ButtonRole.AcceptRole
        )
        back.setObjectName("practiceTakeBack")
        keep = box.addButton(
            QCoreApplication.translate("MainWindow", "&Keep playing"), QMessageBox.ButtonRole.RejectRole
        )
        keep.setObjectName("practiceKeep")
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        taken = box.clickedButton() is back
        return taken, taken and never.isChecked()

    def watch_instead(self) -> bool:
        """Every seat of the table being joined is taken: watch it instead?"""
        box = self._box(
            "watchPrompt",
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "The table is full"),
            QCoreApplication.translate("MainWindow", "Every seat is taken. Watch the table?"),
            QCoreApplication.translate(
                "MainWindow",
                "Onlookers follow the match with every hand hidden, where the host allows onlookers.",
            ),
        )
        watch = box.addButton(
            QCoreApplication.translate("MainWindow", "&Watch"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(watch)
        box.exec()
        return box.clickedButton() is watch

    def close_hosting(self) -> bool:
        """This app hosts the online table and another person sits at it: close anyway?"""
        box = self._box(
            "closeHostingPrompt",
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("MainWindow", "You host this table"),
            QCoreApplication.translate(
                "MainWindow",
                "You host this table: closing stops it for everyone until you open Card Table again. "
                "Close anyway?",
            ),
            QCoreApplication.translate(
                "MainWindow", "Your friends keep their seats and come back by themselves when you do."
            ),
        )
        close = box.addButton(
            QCoreApplication.translate("MainWindow", "&Close anyway"), QMessageBox.ButtonRole.DestructiveRole
        )
        stay = box.addButton(
            QCoreApplication.translate("MainWindow", "&Keep the window open"),
            QMessageBox.ButtonRole.RejectRole,
        )
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        return box.clickedButton() is close

    def close_unsaved(self, problem: str) -> bool:
        """The match's last moves could not be saved (``problem``): close anyway?"""
        box = self._box(
            "closeUnsavedPrompt",
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("MainWindow", "The match is not saved"),
            QCoreApplication.translate(
                "MainWindow", "The last moves of this match could not be saved: %1"
            ).replace("%1", problem),
            QCoreApplication.translate(
                "MainWindow",
                "If you close now, they are lost. Leave the window open and free some space: "
                "the match is saved by itself as soon as it can be.",
            ),
        )
        close = box.addButton(
            QCoreApplication.translate("MainWindow", "&Close anyway"), QMessageBox.ButtonRole.DestructiveRole
        )
        stay = box.addButton(
            QCoreApplication.translate("MainWindow", "&Keep the window open"),
            QMessageBox.ButtonRole.RejectRole,
        )
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        return box.clickedButton() is close
