"""Checks of the installed app, run by the bundle's own interpreter (packaging/build.sh).

    CARDGAMES_BUNDLE_SCRIPT=packaging/linux/installed_check.py /usr/bin/cardgames sound

``games TEXTS.json [--without GAME,...]``: the games the app lists, in German and in English. The
registry holds the games of TEXTS.json (``bundle_contents.py texts``, made from the checkout) less
those left out; the welcome and the New game dialog (offscreen) show each listed game's title and
no left-out one's; each language's catalogue has every entry of a listed game's own and none of a
left-out one's.

``sound``: plays the table's "card" sound into miniaudio's null device (which consumes it in real
time, like a sound card, without a speaker) and waits until it has been played to its end. Exit 1
with the reason when it cannot: a module missing from the bundle (cffi's ``_cffi_backend``, which
miniaudio's compiled part loads where PyInstaller cannot see it), a device that does not open.

Only modules the app itself bundles may be imported here: this file is not frozen with the app, it
runs inside it (packaging/launch.py).
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any


def fail(reason: str) -> int:
    print(f"installed_check: FAILED: {reason}", file=sys.stderr)
    return 1


def check_sound() -> int:
    """Play "card" into the null device; 0 once it has been played to its end."""
    from cardgames.ui.sound import Sounds

    sounds = Sounds(volume=70, enabled=True, backend="null")
    sounds.play("card")  # opens the device on its own thread; this first sound is dropped
    if not sounds.wait_until_open(15.0):
        return fail(f"no sound device opened: {sounds.failure or 'timed out after 15 s'}")
    sounds.play("card")
    deadline = time.monotonic() + 15.0
    while "card" not in sounds.mixer.finished:
        if time.monotonic() > deadline:
            return fail("the null device did not play the sound to its end within 15 s")
        time.sleep(0.02)
    sounds.close()
    print("installed_check: sound: 'card' played to its end into miniaudio's null device")
    return 0


def _texts_of(widget: Any) -> list[str]:
    """Every text a dialog shows: its title, labels, buttons, group boxes and list entries."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QListWidget, QWidget

    texts = [widget.windowTitle()]
    for child in widget.findChildren(QWidget):
        if isinstance(child, QLabel | QAbstractButton):
            texts.append(child.text())
        elif isinstance(child, QGroupBox):
            texts.append(child.title())
        elif isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        elif isinstance(child, QListWidget):
            texts += [child.item(i).text() for i in range(child.count())]
    return texts


def check_games(texts_file: str, without: list[str]) -> int:
    """The games listed, in German and English, and the catalogues' entries of each game."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    from cardgames.games import GAMES
    from cardgames.ui.dialogs.newgame import NewGameDialog
    from cardgames.ui.dialogs.welcome import WelcomeDialog
    from cardgames.ui.i18n import Translations
    from cardgames.ui.resources import translations_dir
    from cardgames.ui.setup import default_setup

    with open(texts_file, encoding="utf-8") as f:
        games: dict[str, dict[str, Any]] = json.load(f)
    unknown = sorted(set(without) - set(games))
    if unknown:
        return fail(f"--without names games the checkout does not have: {unknown}")
    wanted = [g for g in games if g not in without]
    if sorted(GAMES) != sorted(wanted):
        return fail(f"the app knows the games {sorted(GAMES)}, not {sorted(wanted)}")
    app = QApplication.instance() or QApplication([])
    translations = Translations(app)
    for language in ("de", "en"):
        if not translations.set_language(language):
            return fail(f"the catalogue cardgames_{language} does not load")
        shown: list[str] = []
        for dialog in (WelcomeDialog(language), NewGameDialog(default_setup())):
            dialog.show()
            app.processEvents()
            shown += _texts_of(dialog)
            dialog.close()
        for game, facts in games.items():
            listed = any(facts["title"] in text for text in shown)
            if listed != (game in wanted):
                return fail(
                    f"{language}: {facts['title']!r} is {'' if listed else 'not '}in the dialogs' texts"
                )
        catalogue = QTranslator()
        if not catalogue.load(f"cardgames_{language}", str(translations_dir())):
            return fail(f"cannot read the catalogue cardgames_{language}")
        for game, facts in games.items():
            found = sum(
                bool(catalogue.translate(context, source, comment or None, 1 if plural else -1))
                for context, source, comment, plural in facts["texts"]
            )
            expected = len(facts["texts"]) if game in wanted else 0
            if found != expected:
                return fail(
                    f"{language}: the catalogue has {found} of the {len(facts['texts'])} entries of "
                    f"{facts['title']}, not {expected}"
                )
    listed = ", ".join(GAMES[g].title for g in GAMES)
    gone = ", ".join(games[g]["title"] for g in without) or "none"
    print(f"installed_check: games: {listed} listed in German and English; left out: {gone}")
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["sound"]:
        return check_sound()
    if argv[:1] == ["games"] and len(argv) in (2, 4) and (len(argv) == 2 or argv[2] == "--without"):
        return check_games(argv[1], [g for g in (argv[3] if len(argv) == 4 else "").split(",") if g])
    return fail(f"usage: installed_check.py sound | games TEXTS.json [--without GAME,...] (got {argv})")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
