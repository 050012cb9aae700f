"""Headless matches between bots: who wins, by how much, with confidence intervals.

    python -m cardgames.tools.arena --game ftw --players 4 \\
        --seats normal,random,random,random --matches 500 --seed 1

A seat is a bot level (random, easy, normal, hard), or ``seeall``: the hard
search shown every card, the ceiling of fair play. The hard level's budget
may be given with the seat: ``hard:0.6`` thinks 0.6 s per decision,
``hard:2000it`` runs 2,000 iterations (the same on a busy and an idle machine,
which is what long ladders use). ``--jobs 2`` plays the matches in two
processes; every match's deal and bot randomness come from its number, so the
split does not change which matches are played.

The table goes to stdout at the end. Meanwhile a line on stderr at most every
10 s says how far it is and about how long is left (``cardgames.tools.progress``).

Seats are rotated: each deal is played once in every rotation (entry k sits
at seat k + r in rotation r), so no bot profits from a lucky seat or a lucky
deal. A shared win counts as a fraction (1/number of winners). Every bot
decides on a determinized copy of the state, never the true one.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from ..ai.bots import make_bot, play_match
from ..ai.cli import Parser
from ..ai.ismcts import HardBot
from ..engine import AnyBot, Game, stream
from ..games import GAMES
from .progress import Progress
from .stats import Estimate, estimate, share_estimate

__all__ = ["ArenaResult", "EntryResult", "main", "make_seat_bot", "run_arena"]


@dataclass(slots=True)
class EntryResult:
    """What one listed seat entry achieved over all matches."""

    label: str
    level: str
    shares: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)

    @property
    def win_share(self) -> Estimate:
        """Mean share of the win per match, with its 95% (Wilson) interval."""
        return share_estimate(self.shares)

    @property
    def score(self) -> Estimate:
        """Mean final score per match, with its 95% interval."""
        return estimate(self.scores)


@dataclass(slots=True)
class ArenaResult:
    """The outcome of an arena run."""

    game: Game
    players: int
    matches: int
    seed: int
    entries: list[EntryResult]
    seconds: float
    decisions: int


def _labels(levels: Sequence[str]) -> list[str]:
    """Unique labels: a level listed more than once gets #1, #2, ..."""
    out = []
    for i, level in enumerate(levels):
        if levels.count(level) > 1:
            out.append(f"{level}#{levels[: i + 1].count(level)}")
        else:
            out.append(level)
    return out


def make_seat_bot(game: Game, spec: str) -> AnyBot:
    """The bot of a seat spec: a level, or ``hard:SECONDS`` / ``hard:Nit`` for a hard bot's budget.

    ``seeall`` (with the same budgets) is the hard search given every card as it lies: not a level of
    the app, but the yardstick of how much a bot could gain from knowing the hidden cards.
    ``hard+paired`` compares the moves at hand on the same sampled deals (``cardgames.ai.paired``)
    whatever the game's hooks say.
    """
    level, _, budget = spec.partition(":")
    level, plus, mode = level.partition("+")
    bot = make_bot(game, "hard" if level == "seeall" else level)
    if plus and (mode != "paired" or not isinstance(bot, HardBot)):
        raise ValueError(f"only hard and seeall take +paired, not {spec!r}")
    if isinstance(bot, HardBot):
        bot.sees_all = level == "seeall"
        if mode == "paired":
            bot.paired = True
    if not budget:
        return bot
    if not isinstance(bot, HardBot):
        raise ValueError(f"only the hard level takes a budget, not {spec!r}")
    try:
        if budget.endswith("it"):
            iterations = int(budget[:-2])
            if iterations < 1:
                raise ValueError
            bot.iterations = iterations
            bot.seconds = 3600.0
        else:
            seconds = float(budget)
            if not 0 < seconds <= 600:
                raise ValueError
            bot.seconds = seconds
    except ValueError:
        raise ValueError(
            f"bad budget in {spec!r}: say hard:0.3 (seconds) or hard:2000it (iterations)"
        ) from None
    return bot


#: Pieces of work per process: each piece done is a step of the progress lines.
PIECES_PER_JOB = 100
#: Called with the matches done and the matches in all.
OnProgress = Callable[[int, int], object]


def _play_part(
    game_id: str,
    levels: Sequence[str],
    first: int,
    stop: int,
    seed: int,
    options: Any,
    on_match: Callable[[], None] | None = None,
) -> tuple[list[list[float]], list[list[float]], int]:
    """Matches ``first`` to ``stop`` - 1: per entry its shares and scores, and the decisions taken
    (``on_match`` is called after each match)."""
    game = GAMES[game_id]
    n = len(levels)
    bots = [make_seat_bot(game, level) for level in levels]
    shares: list[list[float]] = [[] for _ in range(n)]
    scores: list[list[float]] = [[] for _ in range(n)]
    decisions = 0
    for m in range(first, stop):
        deal, rotation = divmod(m, n)
        deal_seed = stream(seed, "arena-deal", deal).getrandbits(62)
        rng = random.Random(stream(seed, "arena-bots", m).getrandbits(62))
        # Seat s is played by entry (s - rotation) % n.
        entry_at = [(s - rotation) % n for s in range(n)]
        state, outcome = play_match(game, [bots[e] for e in entry_at], deal_seed, options, rng)
        decisions += len(state.history)
        for s in range(n):
            shares[entry_at[s]].append(outcome.share(s))
            scores[entry_at[s]].append(outcome.scores[s])
        if on_match is not None:
            on_match()
    return shares, scores, decisions


def run_arena(
    game: Game,
    levels: Sequence[str],
    matches: int,
    seed: int,
    options: Any = None,
    jobs: int = 1,
    progress: OnProgress | None = None,
) -> ArenaResult:
    """Play ``matches`` matches between bots of ``levels`` (one per seat), seats rotated.

    ``progress`` is told the matches done so far: after each match in one process; with ``jobs``
    processes, after each of about ``PIECES_PER_JOB`` pieces per process.
    """
    entries = [EntryResult(label, level) for label, level in zip(_labels(levels), levels, strict=False)]
    start = time.perf_counter()
    jobs = max(1, min(jobs, matches))
    if jobs == 1:
        played = 0

        def one_more() -> None:
            nonlocal played
            played += 1
            if progress is not None:
                progress(played, matches)

        results = [_play_part(game.id, list(levels), 0, matches, seed, options, one_more)]
    else:
        size = math.ceil(matches / (jobs * PIECES_PER_JOB))
        cuts = [*range(0, matches, size), matches]
        with ProcessPoolExecutor(jobs) as pool:
            pending: dict[Future[Any], int] = {
                pool.submit(_play_part, game.id, list(levels), cuts[k], cuts[k + 1], seed, options): k
                for k in range(len(cuts) - 1)
            }
            by_piece: dict[int, tuple[list[list[float]], list[list[float]], int]] = {}
            while pending:
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    k = pending.pop(future)
                    by_piece[k] = future.result()
                    if progress is not None:
                        progress(sum(cuts[i + 1] - cuts[i] for i in by_piece), matches)
        results = [by_piece[k] for k in sorted(by_piece)]
    decisions = 0
    for shares, scores, d in results:  # in match order: piece k holds matches cuts[k] .. cuts[k+1] - 1
        decisions += d
        for e, sh, sc in zip(entries, shares, scores, strict=True):
            e.shares += sh
            e.scores += sc
    return ArenaResult(game, len(levels), matches, seed, entries, time.perf_counter() - start, decisions)


def format_result(result: ArenaResult) -> str:
    """The result as a table for the terminal."""
    lines = [
        f"{result.game.title} ({result.game.id}), {result.players} players, "
        f"{result.matches} matches, seed {result.seed}, seats rotated",
        "",
        f"{'bot':<12} {'win share':>9} {'95% interval':>16} {'mean score':>11} {'95% interval':>18}",
    ]
    for e in result.entries:
        w, s = e.win_share, e.score
        lines.append(
            f"{e.label:<12} {w.mean:>8.1%} {f'[{w.low:.1%}, {w.high:.1%}]':>16} "
            f"{s.mean:>11.1f} {f'[{s.low:.1f}, {s.high:.1f}]':>18}"
        )
    lines += [
        "",
        f"parity (equal bots): {1 / result.players:.1%} win share each",
        f"{result.decisions} decisions in {result.seconds:.1f} s "
        f"({result.matches / result.seconds:.1f} matches/s)",
    ]
    return "\n".join(lines)


def _parser() -> Parser:
    p = Parser(
        prog="python -m cardgames.tools.arena",
        description="Play bots against each other headless and print win shares.",
    )
    p.add_argument("--game", required=True, help=f"game id: {', '.join(sorted(GAMES))}")
    p.add_argument("--players", type=int, required=True, help="number of seats")
    p.add_argument(
        "--seats",
        required=True,
        help="one bot per seat, comma-separated: random, easy, normal, hard, hard:0.6 (seconds), hard:2000it",
    )
    p.add_argument("--matches", type=int, default=100, help="matches to play (default 100)")
    p.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    p.add_argument("--options", default="{}", help="game options as JSON, e.g. '{\"rounds\": 2}'")
    p.add_argument("--jobs", type=int, default=1, help="processes to play in (default 1)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = _parser()
    args = parser.parse_args(argv)
    game = GAMES.get(args.game)
    if game is None:
        parser.error(f"unknown game {args.game!r} (known: {', '.join(sorted(GAMES))})")
    if not game.min_players <= args.players <= game.max_players:
        parser.error(
            f"{game.title} is for {game.min_players} to {game.max_players} players, not {args.players}"
        )
    levels = [s.strip() for s in args.seats.split(",")]
    if len(levels) != args.players:
        parser.error(f"--seats lists {len(levels)} bots for {args.players} players")
    for level in levels:
        try:
            make_seat_bot(game, level)
        except ValueError as exc:
            parser.error(str(exc))
    if args.matches < 1:
        parser.error("--matches must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    try:
        options = game.make_options(json.loads(args.options))
    except (ValueError, TypeError) as exc:
        parser.error(f"--options: {' '.join(str(exc).split())}")
    meter = Progress("arena")
    result = run_arena(
        game,
        levels,
        args.matches,
        args.seed,
        options,
        args.jobs,
        lambda done, total: meter.count(done, total, "matches"),
    )
    meter.finish(f"{result.matches} matches")
    print(format_result(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
