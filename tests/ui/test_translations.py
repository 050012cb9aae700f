"""The catalogues: up to date, complete, compiled and loaded by Qt; the scan that feeds "messages"."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from cardgames.games.ftw import FtwGame

from ..conftest import load_script

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "translations.py"
TRANSLATIONS = ROOT / "translations"


@pytest.fixture(scope="module")
def script() -> ModuleType:
    """``scripts/translations.py`` as a module (it is not part of the package)."""
    return load_script(SCRIPT, "cardgames_translations_script")


@pytest.fixture
def german(qapp: QApplication) -> Iterator[QTranslator]:
    """The compiled German catalogue, installed for one test."""
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / "cardgames_de.qm"))
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def test_check_passes() -> None:
    """The committed .ts files match the sources, are fully translated, and the .qm files are compiled."""
    out = subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_german_catalogue_translates(german: QTranslator) -> None:
    """Menu titles, engine messages and plurals come out in German."""
    tr = QCoreApplication.translate
    assert tr("MainWindow", "&Game") == "&Spiel"
    assert tr("MainWindow", "Card Table") == "Kartentisch"
    assert tr("messages", "played {card} on the pile.") == "hat {card} auf den Stapel gelegt."
    assert tr("messages", FtwGame.summary) != FtwGame.summary
    assert tr("FtwTable", "%n card(s)", "", 1) == "1 Karte"
    assert tr("FtwTable", "%n card(s)", "", 5) == "5 Karten"
    assert tr("SummaryOverlay", "The match is over after %n round(s).", "", 2).endswith("2 Runden vorbei.")


def test_english_catalogue_has_plural_forms(qapp: QApplication) -> None:
    """The English catalogue turns "%n card(s)" into "1 card" and "3 cards"."""
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / "cardgames_en.qm"))
    qapp.installTranslator(translator)
    try:
        assert QCoreApplication.translate("FtwTable", "%n card(s)", "", 1) == "1 card"
        assert QCoreApplication.translate("FtwTable", "%n pt(s)", "", 3) == "3 pts"
    finally:
        qapp.removeTranslator(translator)


def test_scan_finds_engine_texts(script: ModuleType) -> None:
    """Keyed templates, helper-built messages, game summaries and option titles are all found."""
    texts, warnings = script.scan_engine_texts()
    assert warnings == []
    assert "ftw.log.play_higher" in texts["played {card} on the pile."].labels
    assert "ftw.illegal.not_in_hand" in texts["{card} is not in your hand."].labels  # via msg as _m
    assert "ui.log.round_started" in texts["Round {round} begins; {name} starts."].labels  # via _log
    assert "store.settings_damaged" in {label for t in texts.values() for label in t.labels}
    assert texts[FtwGame.summary].labels == {"FtwGame.summary"}
    assert FtwGame.credits in texts
    assert "FtwOptions.rounds.title" in texts["Rounds"].labels


def test_scan_finds_plurals_lupdate_misses(script: ModuleType) -> None:
    """``QCoreApplication.translate(..., "", count)`` with a variable count is a plural."""
    calls = {(c.context, c.source): c for c in script.scan_ui_texts()}
    assert calls["FtwTable", "%n pt(s)"].numerus
    assert calls["MainWindow", "&Game"].numerus is False


def test_check_reports_broken_catalogues(script: ModuleType, tmp_path: Path) -> None:
    """A blanked translation, lost placeholders, a renamed source and a stale .qm are each reported."""
    for path in TRANSLATIONS.glob("cardgames_*"):
        shutil.copy(path, tmp_path / path.name)
    german = tmp_path / "cardgames_de.ts"
    text = german.read_text(encoding="utf-8")
    for old, new in (
        ("<translation>&amp;Spiel</translation>", '<translation type="unfinished"></translation>'),
        ("hat {card} auf den Stapel gelegt.", "hat {karte} auf den Stapel gelegt."),
        ("<numerusform>%n Karten</numerusform>", "<numerusform>viele Karten</numerusform>"),
        ("<source>&amp;Quit</source>", "<source>&amp;Exit</source>"),
        ("<translation>Kartentisch</translation>", "<translation></translation>"),
    ):
        assert old in text
        text = text.replace(old, new)
    german.write_text(text, encoding="utf-8")
    problems = "\n".join(script.check(tmp_path))
    assert "'&Game': unfinished, no translation yet" in problems
    assert "{placeholders} ['karte'] instead of ['card']" in problems
    assert "%-markers [] instead of ['%n']" in problems
    assert "MainWindow: 'Card Table': empty translation" in problems
    assert "MainWindow: '&Quit': missing" in problems
    assert "MainWindow: '&Exit': no longer in the sources" in problems
    assert "cardgames_de.qm: not compiled from" in problems
    assert "cardgames_en.qm" not in problems
