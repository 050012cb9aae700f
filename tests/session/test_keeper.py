"""The keeper without a window: a match played by applying actions to a state is autosaved after
every action, survives the keeper's end (a kill), and goes on from the autosave where it stood; a
finished match counts once; an unfinished match is kept when a new one starts; a damaged autosave
is set aside with a message, and a file the player chose is never touched. Nothing here imports Qt
or the ui layer."""

from __future__ import annotations

import ast
import random
from dataclasses import dataclass
from pathlib import Path

import pytest

from cardgames.engine import AnyState, Message
from cardgames.games import GAMES
from cardgames.session.keeper import UNFINISHED_FOLDER, Keeper, KeeperHost, setup_of
from cardgames.session.seats import Seat
from cardgames.session.setup import MatchSetup
from cardgames.store import Paths, load_history, load_match, load_statistics

from .driver import Host


@dataclass
class Table:
    """The running match as the keeper follows it: nothing but the state."""

    state: AnyState


@pytest.fixture
def home(tmp_path: Path) -> Paths:
    paths = Paths(config=tmp_path / "config", data=tmp_path / "data")
    paths.config.mkdir()
    paths.data.mkdir()
    return paths


def _setup(seed: int = 6, seats: list[Seat] | None = None) -> MatchSetup:
    return MatchSetup(GAMES["ftw"], seats or [Seat("Anna"), Seat("Ben", "bot", "easy")], {"rounds": 1}, seed)


def _play(keeper: Keeper[Table], table: Table, moves: int, rng: random.Random) -> None:
    """Apply up to ``moves`` actions (fewer if the match ends), the keeper hearing each."""
    for _ in range(moves):
        if table.state.is_over:
            return
        table.state.apply(rng.choice(table.state.legal_actions()))
        keeper.applied()


def _texts(state: AnyState) -> list[str]:
    return [a.text() for a in state.history]


def test_nothing_here_imports_qt_or_the_window() -> None:
    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    names = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    names += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert not [n for n in names if n.startswith(("PySide6", "cardgames.ui"))]


def test_a_killed_match_goes_on_from_the_autosave_where_it_stood(home: Paths) -> None:
    host = Host(home)
    kept: KeeperHost = host  # what the keeper asks of a host, and no more
    keeper: Keeper[Table] = Keeper(kept)
    setup = _setup()
    table = Table(setup.game.new_state(2, setup.seed, setup.options))
    keeper.attach(table, setup, practice=False, created=None)
    rng = random.Random(1)
    for _ in range(12):
        _play(keeper, table, 1, rng)
        saved = load_match(home.autosave_file).match
        assert saved is not None
        assert saved.actions == _texts(table.state)  # written after every action
    assert keeper.saved is not None
    match_id = keeper.saved.match_id
    del keeper  # killed: nothing more is written

    loaded, replayed = Keeper(Host(home)).read_autosave()
    assert loaded.match is not None
    assert loaded.state is not None
    assert loaded.notice is None
    assert loaded.match.match_id == match_id
    assert _texts(loaded.state) == _texts(table.state)
    assert loaded.state.view(0) == table.state.view(0)
    assert replayed.state is not None
    assert _texts(replayed.state) == _texts(table.state)
    again = setup_of(loaded.match)
    assert (again.game, again.seats, again.seed, again.options) == (
        setup.game,
        setup.seats,
        setup.seed,
        setup.options,
    )


def test_a_finished_match_counts_once(home: Paths) -> None:
    """The final action is saved, the match counted (statistics and history) and its autosave
    dropped; the same match counted again (an autosave a kill left, a copy) changes nothing."""
    host = Host(home)
    keeper: Keeper[Table] = Keeper(host)
    setup = _setup()
    table = Table(setup.game.new_state(2, setup.seed, setup.options))
    keeper.attach(table, setup, practice=False, created=None)
    _play(keeper, table, 10_000, random.Random(2))
    assert table.state.is_over
    assert not home.autosave_file.exists()
    stats = load_statistics(home).statistics
    assert stats.games["ftw"]["Anna"].played == 1
    assert len(load_history(home).history.matches) == 1

    saved, outcome = keeper.saved, table.state.outcome
    assert saved is not None
    assert outcome is not None
    assert keeper.settle(saved.model_copy(update={"actions": _texts(table.state)}), outcome)
    assert load_statistics(home).statistics == stats
    assert len(load_history(home).history.matches) == 1
    assert host.told == []


def test_an_unfinished_match_is_kept_when_a_new_one_starts(home: Paths) -> None:
    host = Host(home)
    keeper: Keeper[Table] = Keeper(host)
    first = _setup()
    table = Table(first.game.new_state(2, first.seed, first.options))
    keeper.attach(table, first, practice=False, created=None)
    _play(keeper, table, 5, random.Random(3))
    left = _texts(table.state)

    second = first.again()
    other = Table(second.game.new_state(2, second.seed, second.options))
    keeper.attach(other, second, practice=False, created=None)
    assert load_match(home.autosave_file).match is not None  # nothing moved before its first action
    _play(keeper, other, 1, random.Random(4))

    assert [m.key for m in host.told] == ["ui.notice.previous_kept"]
    kept = Path(host.settings.recent_files[0])
    assert kept.parent == home.data / UNFINISHED_FOLDER
    previous = load_match(kept, own=False).match
    assert previous is not None
    assert previous.actions == left
    now = load_match(home.autosave_file).match
    assert now is not None
    assert now.actions == _texts(other.state)


def test_a_damaged_autosave_is_set_aside_and_a_chosen_file_is_left_as_it_is(
    home: Paths, tmp_path: Path
) -> None:
    host = Host(home)
    keeper: Keeper[Table] = Keeper(host)
    home.autosave_file.write_text("{not json", encoding="utf-8")
    loaded, _ = keeper.read_autosave()
    assert loaded.match is None
    assert loaded.notice is not None
    assert loaded.backup is not None
    assert loaded.backup.read_text(encoding="utf-8") == "{not json"
    assert not home.autosave_file.exists()

    chosen = tmp_path / "mine.cardtable"
    chosen.write_text("{not json", encoding="utf-8")
    host.settings.recent_files = [str(chosen)]
    read = keeper.read(chosen)
    assert isinstance(read, Message)
    assert chosen.read_text(encoding="utf-8") == "{not json"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["config", "data", "mine.cardtable"])
    keeper.forget(chosen)
    assert host.settings.recent_files == []


def test_a_match_with_a_seat_elsewhere_is_not_kept_here(home: Paths) -> None:
    """Its file would let whoever opens it play the hand of the person elsewhere: the server keeps
    such a match, not the autosave."""
    keeper: Keeper[Table] = Keeper(Host(home))
    setup = _setup(seats=[Seat("Anna"), Seat("Cleo", "remote")])
    table = Table(setup.game.new_state(2, setup.seed, setup.options))
    keeper.attach(table, setup, practice=False, created=None)
    _play(keeper, table, 3, random.Random(5))
    assert keeper.saved is None
    assert not home.autosave_file.exists()
    assert keeper.save_to(home.data / "copy.cardtable") is not None
