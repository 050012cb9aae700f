"""German and English: the installed catalogues, the language switch, and the engine's messages.

Every visible string goes through Qt's translation. Widgets use ``self.tr``
or ``QCoreApplication.translate`` with a literal context; the engine's
messages (``Message``: key, English template, parameters) are looked up in
the context ``"messages"`` by their English template, so the catalogue
tools see them as ordinary source texts, and formatted with their
parameters after translating. Switching the language installs the other
catalogue; Qt then posts ``LanguageChange`` to every widget, which
retranslates itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

from ..engine import Message
from .resources import translations_dir

__all__ = ["LANGUAGES", "Translations", "engine_text", "message_text", "system_language"]

#: The interface languages, by code, with their own names.
LANGUAGES = {"de": "Deutsch", "en": "English"}

MESSAGES_CONTEXT = "messages"


def system_language() -> str:
    """The language of the system locale if we have it, else English."""
    name = QLocale.system().name()  # "de_DE"
    code = name.split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def engine_text(text: str) -> str:
    """A fixed English text of the engine or a game (a summary, a credit line, an option's title)."""
    return QCoreApplication.translate(MESSAGES_CONTEXT, text)


def message_text(message: Message) -> str:
    """A message in the current language, its parameters filled in; a parameter that is itself a
    message (a card's name, say) is translated too."""
    template = QCoreApplication.translate(MESSAGES_CONTEXT, message.template)
    params = {k: message_text(v) if isinstance(v, Message) else v for k, v in message.params}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        # A translation that lost a parameter must not break the table: fall back to English.
        return message.format()


class Translations:
    """The installed translators: Qt's own base catalogue and ours."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []  # references keep them alive
        self.language = "en"

    def set_language(self, language: str) -> bool:
        """Install the catalogues of ``language``; False if ours could not be loaded."""
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed = []
        self.language = language if language in LANGUAGES else "en"
        QLocale.setDefault(QLocale(self.language))
        base = QTranslator(self._app)
        if base.load(f"qtbase_{self.language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            self._app.installTranslator(base)
            self._installed.append(base)
        ours = QTranslator(self._app)
        ok = ours.load(f"cardgames_{self.language}", str(translations_dir()))
        if ok:
            self._app.installTranslator(ours)
            self._installed.append(ours)
        # Qt ends every window's title with this name ("Läuft schon — Kartentisch"), also of the
        # boxes shown before the main window exists.
        QGuiApplication.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Card Table"))
        return ok
