"""The headless arena: rotated seats, honest statistics, clear errors for bad arguments."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from cardgames.engine import Action, State
from cardgames.games import get_game
from cardgames.tools import arena
from cardgames.tools.arena import main, run_arena


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cardgames.tools.arena", *args], capture_output=True, text=True, timeout=120
    )


def test_arena_prints_a_table_per_bot() -> None:
    """The command from the issue prints one row per seat entry with shares that add up to 1."""
    out = _run(
        "--game",
        "ftw",
        "--players",
        "4",
        "--seats",
        "normal,random,random,random",
        "--matches",
        "8",
        "--seed",
        "1",
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    rows = [line for line in lines if line.startswith(("normal", "random"))]
    assert [r.split()[0] for r in rows] == ["normal", "random#1", "random#2", "random#3"]
    shares = [float(r.split()[1].rstrip("%")) for r in rows]
    assert sum(shares) == pytest.approx(100.0, abs=0.2)
    assert "8 matches" in lines[0]
    assert "parity" in out.stdout


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--game", "chess", "--players", "2", "--seats", "random,random"], "unknown game"),
        (["--game", "ftw", "--players", "7", "--seats", ",".join(["random"] * 7)], "2 to 6 players"),
        (["--game", "ftw", "--players", "3", "--seats", "random,random"], "2 bots for 3 players"),
        (["--game", "ftw", "--players", "2", "--seats", "random,genius"], "no bot level 'genius'"),
        (["--game", "ftw", "--players", "2", "--seats", "random,random", "--matches", "0"], "at least 1"),
        (["--game", "ftw", "--players", "two", "--seats", "random,random"], "invalid int"),
        (["--players", "2", "--seats", "random,random"], "required"),
        (["--game", "ftw", "--players", "2", "--seats", "random,random", "--options", "{"], "--options"),
        (
            ["--game", "ftw", "--players", "2", "--seats", "random,random", "--options", '{"rounds": 0}'],
            "rounds",
        ),
        (["--game", "ftw", "--players", "2", "--seats", "random,random", "--options", "[1]"], "--options"),
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(args: list[str], needle: str) -> None:
    """Every bad argument is refused with exactly one line on stderr and exit status 2."""
    out = _run(*args)
    assert out.returncode == 2
    assert out.stdout == ""
    assert len(out.stderr.strip().splitlines()) == 1, out.stderr
    assert needle in out.stderr


class _FirstLegal:
    """A deterministic bot: always the first legal action."""

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        return state.legal_actions()[0]


def test_seats_are_rotated_over_every_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each deal is played once per rotation: identical deterministic bots come out exactly even."""
    monkeypatch.setattr(arena, "make_bot", lambda game, level: _FirstLegal())
    game = get_game("ftw")
    result = arena.run_arena(game, ["a", "b", "c"], matches=30, seed=3)
    shares = [sum(e.shares) for e in result.entries]
    scores = [sum(e.scores) for e in result.entries]
    assert shares[0] == pytest.approx(shares[1]) == pytest.approx(shares[2])
    assert scores[0] == scores[1] == scores[2]
    assert sum(shares) == pytest.approx(30)
    # Without rotation the seats would differ: the same deals, seat by seat.
    by_seat = [0.0, 0.0, 0.0]
    for m in range(0, 30, 3):
        state = game.new_state(3, arena.stream(3, "arena-deal", m // 3).getrandbits(62))
        while not state.is_over:
            state.apply(state.legal_actions()[0])
        assert state.outcome is not None
        for s in range(3):
            by_seat[s] += state.outcome.share(s)
    assert len({round(x, 6) for x in by_seat}) > 1


def test_main_runs_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    """main() returns 0 and prints the table (the entry point used by python -m cardgames)."""
    assert main(["--game", "ftw", "--players", "2", "--seats", "easy,normal", "--matches", "2"]) == 0
    assert "easy" in capsys.readouterr().out


def test_options_reach_the_matches() -> None:
    """--options sets the game's options: one round each means one round in every match."""
    game = get_game("ftw")
    result = run_arena(
        game, ["random", "random"], matches=4, seed=2, options=game.make_options({"rounds": 1})
    )
    assert result.decisions < run_arena(game, ["random", "random"], matches=4, seed=2).decisions
    out = _run(
        "--game",
        "ftw",
        "--players",
        "2",
        "--seats",
        "random,random",
        "--matches",
        "2",
        "--options",
        '{"rounds": 1}',
    )
    assert out.returncode == 0, out.stderr


def test_the_seeall_seat_is_handed_the_true_state() -> None:
    """``seeall`` is the hard search told to see every card; ``bot_decision`` gives it the true state
    (every other bot gets a sample drawn from its seat's knowledge)."""
    from cardgames.ai import bot_decision
    from cardgames.ai.ismcts import HardBot

    game = get_game("seven_up")
    bot = arena.make_seat_bot(game, "seeall:7it")
    assert isinstance(bot, HardBot)
    assert bot.sees_all
    assert bot.iterations == 7
    hard = arena.make_seat_bot(game, "hard:7it")
    assert isinstance(hard, HardBot)
    assert not hard.sees_all

    class Spy:
        def __init__(self, sees_all: bool) -> None:
            self.sees_all = sees_all
            self.seen: list[State] = []

        def choose(self, state: State, seat: int, rng: random.Random) -> Action:
            self.seen.append(state.clone())
            return state.legal_actions()[0]

    truth = game.new_state(2, 5)
    sees, fair = Spy(True), Spy(False)
    for seed in range(5):
        bot_decision(sees, truth, random.Random(seed))
        bot_decision(fair, truth, random.Random(seed))
    assert all(s == truth for s in sees.seen)
    assert any(s != truth for s in fair.seen)


def test_a_paired_hard_seat() -> None:
    """``hard+paired:Nit`` searches paired whatever the game's hooks say; other levels refuse it."""
    from cardgames.ai.ismcts import HardBot

    game = get_game("seven_up")
    bot = arena.make_seat_bot(game, "hard+paired:9it")
    assert isinstance(bot, HardBot)
    assert bot.paired is True
    assert bot.iterations == 9
    assert not game.search_hooks().paired
    state = game.new_state(2, 3)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    assert seat is not None
    bot.choose(state.determinize(seat, random.Random(1)), seat, random.Random(1))
    assert bot.last is not None
    assert bot.last.iterations % len(bot.last.moves) == 0  # whole samples of every candidate
    with pytest.raises(ValueError, match="paired"):
        arena.make_seat_bot(game, "normal+paired")
