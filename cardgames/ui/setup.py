"""The first-time table and the name a person gets before choosing one (translated, so here in
the ui); what starts a match is :class:`cardgames.session.setup.MatchSetup`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..games import GAMES
from ..session.seats import Seat
from ..session.setup import MatchSetup

__all__ = ["MatchSetup", "default_name", "default_setup"]


def default_setup() -> MatchSetup:
    """A first match: you against three bots at FTW?!."""
    game = GAMES["ftw"]
    you = Seat(default_name(), "human")
    bots = [Seat(name, "bot", "normal") for name in ("Ada", "Ben", "Cleo")]
    return MatchSetup(game, [you, *bots])


def default_name() -> str:
    """The person's name at a table set up for them (in the current language)."""
    # A name, not "you": the log puts the name before a verb in the third person.
    return QCoreApplication.translate("MatchSetup", "Player")
