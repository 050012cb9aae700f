"""The keeper stands on its own: it imports nothing of the main window (the window imports it), and
it keeps a match for any host that offers its small interface, through real files."""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import cardgames.ui
from cardgames.games import GAMES
from cardgames.store import Paths, SavedMatch, SavedSeat, load_match, save_match
from cardgames.ui.controller import GameController
from cardgames.ui.keeper import KeeperHost, MatchKeeper, replay_file, setup_of

from ..session.driver import Host

UI = Path(cardgames.ui.__file__).parent
PACKAGE = ["cardgames", "ui"]


def _imports(name: str) -> set[str]:
    """Every module a ``cardgames.ui`` module imports, anywhere in it (under TYPE_CHECKING and
    inside functions too), by its full name."""
    found: set[str] = set()
    for node in ast.walk(ast.parse((UI / f"{name}.py").read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = PACKAGE[: len(PACKAGE) + 1 - node.level] if node.level else []
            module = ".".join([*base, *(node.module.split(".") if node.module else [])])
            found.add(module)
            found |= {f"{module}.{a.name}" for a in node.names}
    return found


def test_imports_point_one_way() -> None:
    """mainwindow -> keeper -> controller; nothing below imports back up."""
    keeper = _imports("keeper")
    assert not {m for m in keeper if m.startswith(("cardgames.ui.mainwindow", "cardgames.ui.app"))}
    assert "cardgames.ui.controller" in keeper
    controller = _imports("controller")
    assert not {m for m in controller if m.startswith(("cardgames.ui.keeper", "cardgames.ui.mainwindow"))}
    assert "cardgames.ui.keeper" in _imports("mainwindow")


def test_the_keeper_keeps_a_match_for_any_host(home: Paths, tmp_path: Path, qapp: Any) -> None:
    """A match read from a file goes on under a keeper whose host is no window: the autosave is this
    match at once, Save as lands in the host's recent files, and a failing disk is told once."""
    game = GAMES["seven_up"]
    state = game.new_state(2, 6)
    rng = random.Random(6)
    while len(state.history) < 12:
        state.apply(rng.choice(state.legal_actions()))
    seats = [SavedSeat(name="Anna", kind="human"), SavedSeat(name="Ben", kind="bot", level="easy")]
    match = SavedMatch.start("seven_up", {}, seats, 6)
    match = match.model_copy(update={"actions": [a.text() for a in state.history]})
    path = tmp_path / "mine.cardtable"
    save_match(path, match)

    host = Host(home)
    kept: KeeperHost = host  # what the keeper asks of a host, and no more
    keeper = MatchKeeper(kept)
    loaded, replayed = replay_file(path, own=False)
    saved = loaded.match
    assert saved is not None
    setup = setup_of(saved)
    controller = GameController(setup.game, setup.seats, setup.seed, setup.options, replayed=replayed)
    try:
        keeper.attach(controller, setup, saved.practice, saved.created, saved.match_id)
        autosave = load_match(home.autosave_file).match
        assert autosave is not None
        assert (autosave.match_id, autosave.actions) == (match.match_id, match.actions)

        copy = tmp_path / "copy.cardtable"
        assert keeper.save_to(copy) is None
        assert host.settings.recent_files == [str(copy)]

        home.autosave_file.unlink()
        home.autosave_file.mkdir()  # the autosave cannot be written now
        keeper.autosave()
        keeper.autosave()
        assert [m.key for m in host.told] == ["ui.notice.autosave_failed"]
        assert host.problem is not None
        assert host.problem.key == "ui.notice.autosave_failed"
        home.autosave_file.rmdir()  # room again
        assert keeper.autosave()
        assert host.problem is None
        assert [m.key for m in host.told][-1] == "ui.notice.autosave_works"
    finally:
        controller.shutdown()
