"""Test set-up shared by the whole suite: headless Qt and a quick hypothesis profile."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

# Before any Qt import: tests never open a real window.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests are quiet: no sound device is opened (tests/ui/test_sound.py plays into miniaudio's null device).
os.environ["CARDGAMES_AUDIO"] = "off"

from hypothesis import settings

settings.register_profile("default", max_examples=60, deadline=None)
# HYPOTHESIS_PROFILE=soak for a long search before a release.
settings.register_profile("soak", max_examples=3000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

# The tiny fifth game (tests/games/fifth/high_card.py), importable as ``fifth_game`` in every
# test module: it proves a game needs nothing outside its folder. Loaded, not registered: the
# ``fifth_game`` fixture registers it for one test, as a game author's test would.
_spec = importlib.util.spec_from_file_location(
    "fifth_game", Path(__file__).parent / "games" / "fifth" / "high_card.py"
)
assert _spec is not None
assert _spec.loader is not None
_module = importlib.util.module_from_spec(_spec)
sys.modules["fifth_game"] = _module  # pickling its actions and states finds the module by this name
_spec.loader.exec_module(_module)


def load_script(path: Path, name: str | None = None) -> ModuleType:
    """A Python file that is no module of the package (``scripts/``, ``packaging/``, which is no
    package: it would hide PyPI's) loaded from its path, registered under ``name`` (dataclasses
    look their module up)."""
    spec = importlib.util.spec_from_file_location(name or f"_script_{path.stem}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def fifth_game() -> Iterator[object]:
    """High Card, registered with ``cardgames.games.register`` for the test's length."""
    from cardgames.games import register, unregister

    game = register(_module.HIGH_CARD)
    try:
        yield game
    finally:
        unregister(game.id)


# A loaded laptop (a build, a browser) may keep the tests' process from running for seconds at a
# time. Every wait for something that is bound to happen (pytest-qt's waitUntil, waitSignal,
# waitSignals, waitCallback) gets this many times its timeout, so no test fails for the machine's
# load; a test still fails when what it waits for never comes. Tests never assert how fast
# something is on the wall clock: speed is measured by the benches. CARDGAMES_TEST_SLACK=1: as
# written.
TIMEOUT_SLACK = float(os.environ.get("CARDGAMES_TEST_SLACK", "3"))


def _with_slack(method: Any) -> Any:
    def waiting(self: Any, *args: Any, timeout: int = 5000, **kwargs: Any) -> Any:
        if timeout is not None and timeout > 0:  # 0 and None: no wait / no limit, as written
            timeout = int(timeout * TIMEOUT_SLACK)
        return method(self, *args, timeout=timeout, **kwargs)

    waiting.__doc__ = method.__doc__
    return waiting


def _give_waits_slack() -> None:
    from pytestqt.qtbot import QtBot

    for name in ("waitUntil", "waitSignal", "waitSignals", "waitCallback"):
        setattr(QtBot, name, _with_slack(getattr(QtBot, name)))


_give_waits_slack()
