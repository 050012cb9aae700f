"""The rules viewer: overview, full rules and quick reference, in German or English.

It has its own language toggle, independent of the interface language, so a
German table can read the English rules and the other way round.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QSize, QTranslator, Signal
from PySide6.QtGui import QShowEvent
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
from ..resources import rules_file, translations_dir
from ..screen import fit_window, keep_on_screen

__all__ = ["PARTS", "RulesDialog", "rules_text"]

PARTS = ("overview", "rules", "quickref")
#: The tabs' names in English; each language's catalogue translates them (context "RulesDialog").
PART_TITLES: tuple[str, ...] = (
    str(QT_TRANSLATE_NOOP("RulesDialog", "Overview")),
    str(QT_TRANSLATE_NOOP("RulesDialog", "Rules")),
    str(QT_TRANSLATE_NOOP("RulesDialog", "Quick reference")),
)


def part_titles(language: str) -> tuple[str, ...]:
    """The tabs' names in ``language``: the viewer's own toggle, whatever the interface speaks."""
    translator = QTranslator()
    if language != "en" and translator.load(f"cardgames_{language}", str(translations_dir())):
        return tuple(translator.translate("RulesDialog", t) or t for t in PART_TITLES)
    return PART_TITLES


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
        # 760x640 where the screen has room; the pages scroll in whatever size they get.
        fit_window(self, QSize(760, 640))

    def showEvent(self, event: QShowEvent) -> None:
        """Fitted to its screen and centred over its parent as it shows."""
        super().showEvent(event)
        keep_on_screen(self).shown()

    def set_language(self, code: str) -> None:
        """Show the rules in another language."""
        self.language = code
        self.language_buttons[code].setChecked(True)
        self.load()
        self.retranslate()
        self.languageChanged.emit(code)

    def load(self) -> None:
        """Fill the tabs from the rules files."""
        for part, page in self.pages.items():
            page.setMarkdown(rules_text(self.game_id, self.language, part))

    def retranslate(self) -> None:
        """The window's title in the interface language (Qt adds the app's name to it); the tabs'
        names in the rules' own language, like the pages under them."""
        game = GAMES.get(self.game_id)
        self.setWindowTitle(self.tr("Rules: %1").replace("%1", game.title if game else self.game_id))
        for i, title in enumerate(part_titles(self.language)):
            self.tabs.setTabText(i, title)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate the frame (not the rules, which have their own toggle)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
