"""The rules viewer: overview, full rules and quick reference, in German or English.

It has its own language toggle, independent of the interface language, so a
German table can read the English rules and the other way round.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...games import GAMES
from ..i18n import LANGUAGES
from ..resources import rules_file

__all__ = ["PARTS", "RulesDialog", "rules_text"]

PARTS = ("overview", "rules", "quickref")


def rules_text(game_id: str, language: str, part: str) -> str:
    """The Markdown of one part of a game's rules; a short note if the file is missing."""
    try:
        return rules_file(game_id, language, part).read_text(encoding="utf-8")
    except OSError:
        return f"*({game_id}/{language}/{part}.md is missing.)*"


class RulesDialog(QDialog):
    """A game's rules in three tabs, with a Deutsch/English toggle of its own."""

    languageChanged = Signal(str)

    def __init__(self, game_id: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.game_id = game_id
        self.language = language if language in LANGUAGES else "en"
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        toggle = QHBoxLayout()
        self.group = QButtonGroup(self)
        self.language_buttons: dict[str, QPushButton] = {}
        for code, name in LANGUAGES.items():
            button = QPushButton(name, self)
            button.setObjectName(f"rules_{code}")
            button.setCheckable(True)
            button.setChecked(code == self.language)
            button.clicked.connect(lambda _=False, c=code: self.set_language(c))
            self.group.addButton(button)
            toggle.addWidget(button)
            self.language_buttons[code] = button
        toggle.addStretch(1)
        layout.addLayout(toggle)
        self.tabs = QTabWidget(self)
        self.pages: dict[str, QTextBrowser] = {}
        for part in PARTS:
            page = QTextBrowser(self)
            page.setOpenExternalLinks(False)
            self.pages[part] = page
            self.tabs.addTab(page, part)
        layout.addWidget(self.tabs)
        self.retranslate()
        self.load()

    def set_language(self, code: str) -> None:
        """Show the rules in another language."""
        self.language = code
        self.language_buttons[code].setChecked(True)
        self.load()
        self.languageChanged.emit(code)

    def load(self) -> None:
        """Fill the tabs from the rules files."""
        for part, page in self.pages.items():
            page.setMarkdown(rules_text(self.game_id, self.language, part))

    def retranslate(self) -> None:
        """Window and tab titles in the interface language."""
        game = GAMES.get(self.game_id)
        self.setWindowTitle(self.tr("Rules: %1").replace("%1", game.title if game else self.game_id))
        for i, title in enumerate((self.tr("Overview"), self.tr("Rules"), self.tr("Quick reference"))):
            self.tabs.setTabText(i, title)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate the frame (not the rules, which have their own toggle)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
