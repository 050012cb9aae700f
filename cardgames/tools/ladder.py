"""The strength ladder: every game's bots against each other, written to docs/strength.md.

    python -m cardgames.tools.ladder --matches 1000 --hard table --jobs 2 --out docs/strength.md

For every game, at its smallest player count (two-sided: one bot against
another) and at a large one (one bot among others), it plays:

- hard against normal, normal against random, hard against random;
- hard with twice the budget against hard (smallest player count only), to
  show that more thinking is never weaker;
- on request (``--pairings seeall-normal``), the hard search shown every card
  against normal: how much room fair play leaves.

Seven-up with four players is played in fixed teams: there the measured bot
and its partner are the same level, against a team of the other level, and
the share is the team's.

Seats are rotated as in the arena, so every deal is played from every seat:
``--matches`` is rounded up to whole deals. The interval is over deals (paired
deals: a deal's luck falls on both sides and cancels), not over matches.

The hard level's budget (``--hard``) is ``table`` by default: per game and
player count, the iterations the table's 0.3 s buys on the reference machine
(``TABLE_ITERATIONS``, measured with ``python -m cardgames.tools.bench``). An
iteration budget gives the same matches on a busy and an idle machine, which
a ladder of thousands of matches needs. Each row says how long it took.
``--games`` and ``--pairings`` run a part of it; the file then holds only the
rows that were run; ``--append`` adds such a run to the file as a section of
its own.

At its start the ladder says on stderr what it will play, which file it will
write (``--out`` is rewritten after every row, so an interrupted run keeps its
rows, and whatever the file held before is gone unless ``--append``), and
roughly how long it will take (``SEARCH_SECONDS``). Meanwhile a line on stderr
at most every 10 s tells the row it is at and the time left; stdout gets one
line per row.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..ai.cli import Parser
from ..games import GAMES
from .arena import make_seat_bot, run_arena
from .progress import Progress, duration
from .stats import paired_estimate

__all__ = ["LARGE", "Row", "main", "pairings"]

#: The large player count of each game's ladder.
LARGE = {"ftw": 6, "karriere_poker": 8, "seven_up": 4, "straight_up": 4}
#: Games played in two fixed teams (partners opposite) at this player count.
TEAMS = {("seven_up", 4)}

#: Every pairing: the measured seat and the seat(s) it plays against, from the hard seat's spec. The
#: first four are the default ladder; the others are run only when asked for by name.
PAIRING_SEATS: dict[str, Callable[[str], tuple[str, str]]] = {
    "hard-normal": lambda hard: (hard, "normal"),
    "normal-random": lambda hard: ("normal", "random"),
    "hard-random": lambda hard: (hard, "random"),
    "hard2x-hard": lambda hard: (doubled(hard), hard),
    "seeall-normal": lambda hard: (hard.replace("hard", "seeall", 1), "normal"),
}
PAIRINGS = ("hard-normal", "normal-random", "hard-random", "hard2x-hard")
#: Pairings run only when asked for by name.
EXTRA_PAIRINGS = tuple(name for name in PAIRING_SEATS if name not in PAIRINGS)

#: The iterations the table's 0.3 s buys the hard bot, per game and player count, on the reference machine
#: (2 cores, Python 3.11.7; 0.3 s times the median of four ``python -m cardgames.tools.bench --skip-playouts
#: --search-positions 8 --runs 3`` runs, 2026-11-24; docs/strength.md). ``--hard table`` uses them.
#: Issue 36 (2026-11-29, the same bench): Seven-up 2p's inference pool takes about 40 ms of the 0.3 s
#: (2,143 iterations, median of 3 runs); Karriere Poker's paired search runs cheaper rollouts
#: (4,614 at 4 players, 3,227 at 8; one run each).
TABLE_ITERATIONS = {
    ("ftw", 2): 2_700,
    ("ftw", 6): 1_900,
    ("karriere_poker", 4): 4_500,
    ("karriere_poker", 8): 3_200,
    ("seven_up", 2): 2_100,
    ("seven_up", 4): 2_000,
    ("straight_up", 2): 2_800,
    ("straight_up", 4): 3_000,
}


#: Seconds one match takes on the reference machine in one process, per game and player count, for
#: each seat that searches at the table's budget (from the time column of docs/strength.md's rows at
#: the table's budget; FTW?! 6p from its rows at 300 iterations). A seat with another budget costs in
#: proportion; a normal, easy or random seat next to nothing (``LIGHT_SECONDS``). Only the estimate
#: the ladder prints at its start uses them: it is right within a factor of about two.
SEARCH_SECONDS = {
    ("ftw", 2): 14.0,
    ("ftw", 6): 40.0,
    ("karriere_poker", 4): 24.0,
    ("karriere_poker", 8): 29.0,
    ("seven_up", 2): 8.0,
    ("seven_up", 4): 7.0,
    ("straight_up", 2): 8.0,
    ("straight_up", 4): 12.0,
}
LIGHT_SECONDS = 0.2
#: The seconds per decision the table gives the hard level, which TABLE_ITERATIONS stand for.
TABLE_SECONDS = 0.3


def seat_spec(game_id: str, players: int, hard: str) -> str:
    """``hard`` as a seat spec: ``table`` becomes the game's table budget in iterations."""
    if hard != "table":
        return hard
    return f"hard:{TABLE_ITERATIONS[(game_id, players)]}it"


@dataclass(frozen=True, slots=True)
class Row:
    """One pairing's result."""

    game: str
    players: int
    pairing: str
    seats: tuple[str, ...]
    matches: int
    deals: int
    share: float
    low: float
    high: float
    parity: float
    seconds: float


def match_seconds(game_id: str, players: int, seats: Sequence[str]) -> float:
    """About how long one match of these seats takes on the reference machine (``SEARCH_SECONDS``)."""
    per_seat = SEARCH_SECONDS.get((game_id, players), max(SEARCH_SECONDS.values()))
    table = TABLE_ITERATIONS.get((game_id, players), 2_500)
    total = LIGHT_SECONDS
    for seat in seats:
        level, _, budget = seat.partition(":")
        if not level.startswith(("hard", "seeall")):
            continue
        if budget.endswith("it"):
            total += per_seat * int(budget[:-2]) / table
        else:
            total += per_seat * (float(budget) if budget else TABLE_SECONDS) / TABLE_SECONDS
    return total


def doubled(hard: str) -> str:
    """The hard seat spec with twice the budget."""
    level, _, budget = hard.partition(":")
    if not budget:
        return "hard:0.6"
    if budget.endswith("it"):
        return f"{level}:{2 * int(budget[:-2])}it"
    return f"{level}:{2 * float(budget):g}"


def pairings(
    game_id: str, hard: str, which: Sequence[str] = PAIRINGS, sizes: str = "both"
) -> list[tuple[str, int, tuple[str, ...]]]:
    """(pairing, players, seats) of a game's ladder; the first seat is the one measured."""
    game = GAMES[game_id]
    small = game.min_players
    large = LARGE.get(game_id, game.max_players)
    counts = {"small": (small,), "large": (large,), "both": (small, large) if large != small else (small,)}
    out: list[tuple[str, int, tuple[str, ...]]] = []
    for players in counts[sizes]:
        spec = seat_spec(game_id, players, hard)
        for name in which:
            if name == "hard2x-hard" and players != small:
                continue
            top, rest = PAIRING_SEATS[name](spec)
            if (game_id, players) in TEAMS:
                out.append((name, players, (top, rest) * (players // 2)))
            else:
                out.append((name, players, (top, *[rest] * (players - 1))))
    return out


def _markdown(rows: list[Row], command: str, hard: str, total: float, part: bool = False) -> str:
    lines = [
        "## A part of the ladder" if part else "# Bot strength ladder",
        "",
        "Written by `python -m cardgames.tools.ladder`; reproduce with:",
        "",
        f"    {command}",
        "",
    ]
    if any(seat.startswith(("hard", "seeall")) for r in rows for seat in r.seats):
        if hard == "table":
            budgets = ", ".join(
                f"{GAMES[g].title} {n}p {it:,}" for (g, n), it in sorted(TABLE_ITERATIONS.items())
            )
            lines += [
                "Hard bots search with the table's budget: the iterations 0.3 s buys on the reference",
                f"machine ({budgets}). The game's own heuristic guides their rollouts.",
            ]
        else:
            lines += [
                f"Hard bots search with `{hard}` per decision (an iteration budget gives the same matches on",
                "any machine); the game's own heuristic guides their rollouts.",
            ]
        lines.append("`seeall` is the hard search shown every card: the ceiling of fair play, not a level.")
    lines += [
        "Seats are rotated, so every deal is played from every seat. The share is the measured bot's",
        "share of the wins (a shared win counts as a fraction). The 95% interval is over deals (each",
        "deal's mean over its seat rotations), so a deal's luck, the same for both sides, cancels.",
        "Parity is what an equal bot would get; with teams, the share and the parity are the team's.",
        "",
        "| game | players | pairing | seats | deals | matches | share | 95% interval | x parity | edge "
        "| time |",
        "| --- | ---: | --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |",
    ]
    for r in rows:
        seats = ", ".join(r.seats[:2]) + (f" (+{len(r.seats) - 2} more)" if len(r.seats) > 2 else "")
        if (r.game, r.players) in TEAMS:
            seats = f"{r.seats[0]} and partner, {r.seats[1]} and partner"
        lines.append(
            f"| {GAMES[r.game].title} | {r.players} | {r.pairing} | {seats} | {r.deals} | {r.matches} | "
            f"{r.share:.1%} | {r.low:.1%} to {r.high:.1%} | {r.share / r.parity:.2f} | "
            f"{100 * (r.share - r.parity):+.1f} | {r.seconds / 60:.1f} min |"
        )
    lines += ["", f"Total time: {total / 3600:.2f} h.", ""]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    p = Parser(prog="python -m cardgames.tools.ladder", description=__doc__.splitlines()[0])
    p.add_argument("--matches", type=int, default=1000, help="matches per pairing (default 1000)")
    p.add_argument(
        "--hard",
        default="table",
        help="the hard seat: table (each game's table budget), hard:SECONDS or hard:Nit (default table)",
    )
    p.add_argument("--jobs", type=int, default=1, help="processes per pairing (default 1)")
    p.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    p.add_argument("--games", default=",".join(sorted(GAMES)), help="comma-separated game ids (default all)")
    p.add_argument(
        "--pairings",
        default=",".join(PAIRINGS),
        help=f"comma-separated, of {', '.join(PAIRINGS)} (these four by default) "
        f"and {', '.join(EXTRA_PAIRINGS)} (only when named)",
    )
    p.add_argument(
        "--sizes", choices=("small", "large", "both"), default="both", help="player counts (default both)"
    )
    p.add_argument(
        "--out",
        help="write the ladder as Markdown to this file, after every row (what it held is replaced, "
        "unless --append)",
    )
    p.add_argument(
        "--append", action="store_true", help="add this run to the end of --out as a section of its own"
    )
    p.add_argument("--json", metavar="FILE", help="also write the rows as JSON")
    args = p.parse_args(argv)
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    which = [x.strip() for x in args.pairings.split(",") if x.strip()]
    for g in games:
        if g not in GAMES:
            p.error(f"unknown game {g!r} (known: {', '.join(sorted(GAMES))})")
    for w in which:
        if w not in PAIRING_SEATS:
            p.error(f"unknown pairing {w!r} (known: {', '.join(PAIRING_SEATS)})")
    if args.matches < 1 or args.jobs < 1:
        p.error("--matches and --jobs must be at least 1")
    if args.hard != "table":
        try:
            make_seat_bot(GAMES[games[0]], args.hard)
        except ValueError as exc:
            p.error(str(exc))
    command = "python -m cardgames.tools.ladder " + " ".join(
        f"--{k} {v}"
        for k, v in (
            ("matches", args.matches),
            ("hard", args.hard),
            ("jobs", args.jobs),
            ("seed", args.seed),
            ("games", ",".join(games)),
            ("pairings", ",".join(which)),
            ("sizes", args.sizes),
        )
    )
    rows: list[Row] = []
    began = time.perf_counter()
    before = ""
    if args.out and args.append:
        try:
            with open(args.out, encoding="utf-8") as fh:
                before = fh.read().rstrip("\n") + "\n\n"
        except FileNotFoundError:
            before = ""
    plan = [(g, *row) for g in games for row in pairings(g, args.hard, which, args.sizes)]
    costs = [-(-args.matches // n) * n * match_seconds(g, n, seats) for g, _, n, seats in plan]
    meter = Progress("ladder")
    _announce(meter, plan, args.matches, args.jobs, args.out, args.append, sum(costs) / args.jobs)
    for index, (g, name, players, seats) in enumerate(plan):
        deals = -(-args.matches // players)  # every deal in every seat rotation
        where = f"row {index + 1}/{len(plan)} ({g} {players}p {name})"
        share_before, share_of_row = sum(costs[:index]) / sum(costs), costs[index] / sum(costs)

        def tell(
            done: int, total: int, where: str = where, at: float = share_before, of: float = share_of_row
        ) -> bool:
            return meter.report(f"{where}: {done}/{total} matches", at + of * done / total)

        result = run_arena(GAMES[g], seats, deals * players, args.seed, None, args.jobs, tell)
        shares = result.entries[0].shares
        parity = 1 / players
        if (g, players) in TEAMS:  # the team's share: both partners share each win
            shares = [2 * x for x in shares]
            parity = 2 / players
        est = paired_estimate(shares, players)
        row = Row(
            g,
            players,
            name,
            seats,
            result.matches,
            deals,
            est.mean,
            est.low,
            est.high,
            parity,
            result.seconds,
        )
        rows.append(row)
        print(
            f"{g:<15} {players} {name:<14} {est.mean:6.1%} [{est.low:.1%}, {est.high:.1%}] "
            f"x{row.share / row.parity:.2f} parity  {result.seconds / 60:.1f} min",
            flush=True,
        )
        if args.out:  # rewritten after every row, so a long run is never lost
            text = _markdown(rows, command, args.hard, time.perf_counter() - began, part=bool(before))
            with open(args.out, "w", encoding="utf-8") as fh:
                fh.write(before + text)
        if args.json:
            with open(args.json, "w", encoding="utf-8") as fh:
                json.dump([r.__dict__ if hasattr(r, "__dict__") else _as_dict(r) for r in rows], fh, indent=2)
    meter.finish(f"{len(plan)} rows" + (f", written to {args.out}" if args.out else ""))
    return 0


def _announce(
    meter: Progress,
    plan: list[tuple[str, str, int, tuple[str, ...]]],
    matches: int,
    jobs: int,
    out: str | None,
    append: bool,
    seconds: float,
) -> None:
    """Say what the ladder will play, what it will write, and roughly how long it will take."""
    total = sum(-(-matches // n) * n for _, _, n, _ in plan)
    names = ", ".join(dict.fromkeys(name for _, name, _, _ in plan))
    games = ", ".join(dict.fromkeys(g for g, _, _, _ in plan))
    processes = f"{jobs} processes" if jobs > 1 else "1 process"
    meter.say(
        f"{len(plan)} rows ({names}; {games}), {total:,} matches; roughly {duration(seconds)} "
        f"with {processes} on the reference machine (2 cores), maybe twice that or half"
    )
    if not out:
        meter.say("writes no file (--out FILE keeps the table); stdout gets a line per row")
    elif append:
        meter.say(f"adds this run to the end of {out} as a section of its own, after every row")
    else:
        held = ""
        if os.path.exists(out):
            with open(out, encoding="utf-8", errors="replace") as fh:
                held = f": the {sum(1 for _ in fh):,} lines it holds now are replaced"
        meter.say(
            f"rewrites {out} after every row{held} by this run's table "
            "(--append adds the run as a section instead)"
        )


def _as_dict(row: Row) -> dict[str, object]:
    return {name: getattr(row, name) for name in Row.__slots__}


if __name__ == "__main__":
    raise SystemExit(main())
