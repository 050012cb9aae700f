"""Whole matches played over real connections by bot clients, one connection per seat.

    python -m cardgames.tools.netbots --server ws://127.0.0.1:8765 --game seven_up \\
        --players 4 --matches 10 --seed 1

Each match is a table whose seats are all persons: the first client creates it and takes seat 0,
the others join with its code. Every client knows only what reaches its connection (its seat's
view and legal actions) and picks one of its legal actions at random, seeded by the match and
the seat. The engine's bots cannot play from a view alone (they decide on a state sampled from
the seat's knowledge, which a client does not have), so the only level is ``random``; the point
here is the server and the connections, not the play.

Every client keeps the actions the server acknowledged, by their sequence number, and checks them
against the match's record at the end: an acknowledged action missing from the record, or
another action in its place, is an action lost. The last line is
``N matches finished, E errors, L actions lost``; the exit status is 0 only when E and L are 0.

``--seed`` is passed to the server, which honours it only when it runs with ``--test-seeds``.
"""

from __future__ import annotations

import asyncio
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..ai.cli import Parser
from ..games import GAMES
from ..net.client import ClientError, SeatClient, why
from ..net.protocol import Ack, Error, RecordOut, SeatSpec

__all__ = ["MatchResult", "main", "play_match", "run"]

#: The bot levels a network client can play (see the module's text: a view is all it has).
LEVELS = ("random",)


@dataclass(slots=True)
class MatchResult:
    """What one match's clients saw."""

    code: str = ""
    finished: bool = False
    actions: int = 0
    errors: list[str] = field(default_factory=list)
    lost: int = 0


async def _play_seat(
    client: SeatClient, rng: random.Random, result: MatchResult, acked: dict[int, str]
) -> RecordOut:
    """Play one seat until the record arrives; every acknowledged action goes into ``acked``."""
    while True:
        msg = await client.next()
        if isinstance(msg, RecordOut):
            return msg
        if isinstance(msg, Error):
            result.errors.append(f"seat {client.seat}: unasked error: {why(msg)}")
            continue
        if client.table.over:
            # The record goes out once, before the table says it is over: this seat missed it.
            raise ClientError(f"seat {client.seat}: the match ended while it was away")
        # Act only on the newest view: older ones still queued would name a stale position.
        if not client.legal or client.pending():
            continue
        action = rng.choice(client.legal)
        reply = await client.act(action)
        if isinstance(reply, Ack):
            if reply.seq in acked and acked[reply.seq] != action:
                result.errors.append(f"seat {client.seat}: seq {reply.seq} acknowledged twice")
            acked[reply.seq] = action
        else:
            result.errors.append(f"seat {client.seat}: {action!r} refused: {why(reply)}")


def _lost(record: RecordOut, acked: dict[int, str]) -> int:
    """How many acknowledged actions the record does not hold at their place."""
    actions = record.record.get("actions", [])
    if not isinstance(actions, list):
        return len(acked)
    return sum(1 for seq, text in acked.items() if seq >= len(actions) or actions[seq] != text)


async def play_match(
    url: str, game: str, players: int, seed: int | None, *, timeout: float = 300.0
) -> MatchResult:
    """One whole match over ``players`` connections; never raises (problems become errors)."""
    result = MatchResult()
    clients: list[SeatClient] = []
    try:
        seats = [SeatSpec(kind="person", name=f"Bot {i + 1}") for i in range(players)]
        async with asyncio.timeout(timeout):
            first = await SeatClient.create(url, game, seats, sit=0, seed=seed)
            clients.append(first)
            result.code = first.code
            for i in range(1, players):
                clients.append(await SeatClient.join(url, first.code, f"Bot {i + 1}"))
            acked = [dict[int, str]() for _ in clients]
            rngs = [random.Random(None if seed is None else seed * 100 + i) for i in range(players)]
            async with asyncio.TaskGroup() as group:
                tasks = [
                    group.create_task(_play_seat(c, rngs[i], result, acked[i])) for i, c in enumerate(clients)
                ]
        records = [t.result() for t in tasks]
        for record, mine in zip(records, acked, strict=True):
            result.lost += _lost(record, mine)
            if record.record != records[0].record:
                result.errors.append(f"table {result.code}: the seats got different records")
        result.actions = len(records[0].record.get("actions", []))
        result.finished = True
    except* TimeoutError:
        result.errors.append(f"table {result.code or '?'}: not finished within {timeout:g} s")
    except* (ClientError, OSError, ValueError) as group:
        for exc in group.exceptions:
            result.errors.append(f"table {result.code or '?'}: {exc}")
    finally:
        for c in clients:
            await c.close()
    return result


async def run(
    url: str,
    game: str,
    players: int,
    matches: int,
    seed: int | None = None,
    concurrency: int = 4,
    timeout: float = 600.0,
) -> list[MatchResult]:
    """Play ``matches`` matches, at most ``concurrency`` at once, within ``timeout`` s in all."""
    gate = asyncio.Semaphore(max(1, concurrency))
    deadline = time.monotonic() + timeout

    async def one(i: int) -> MatchResult:
        async with gate:
            left = deadline - time.monotonic()
            if left <= 0:
                return MatchResult(errors=[f"match {i + 1}: not started within {timeout:g} s"])
            return await play_match(url, game, players, None if seed is None else seed + i, timeout=left)

    return list(await asyncio.gather(*(one(i) for i in range(matches))))


def summary(results: Sequence[MatchResult]) -> str:
    """The last line: ``N matches finished, E errors, L actions lost``."""
    finished = sum(r.finished for r in results)
    errors = sum(len(r.errors) for r in results)
    lost = sum(r.lost for r in results)
    return f"{finished} matches finished, {errors} errors, {lost} actions lost"


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; the exit status is 0 only when nothing went wrong."""
    parser = Parser(
        prog="python -m cardgames.tools.netbots",
        description=(
            "Play whole matches over real connections, one bot client per seat, and check that "
            "no acknowledged action is lost. The clients choose at random among their legal "
            "actions: the engine's bots decide on a state, and a client has only its seat's view."
        ),
    )
    parser.add_argument("--server", required=True, help="the server's address, ws://HOST:PORT")
    parser.add_argument("--game", required=True, choices=list(GAMES))
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--matches", type=int, default=1)
    parser.add_argument(
        "--seed", type=int, default=None, help="deal seeds S, S+1...: the server needs --test-seeds"
    )
    parser.add_argument(
        "--level",
        choices=LEVELS,
        default="random",
        help="how the clients choose: random legal actions (the only level a view allows)",
    )
    parser.add_argument("--concurrency", type=int, default=4, help="matches played at once")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds for the whole run")
    args = parser.parse_args(argv)
    if not args.server.startswith(("ws://", "wss://")):
        parser.error("--server must be a ws:// or wss:// address")
    if args.matches < 0 or args.players < 1 or args.concurrency < 1:
        parser.error("--matches, --players and --concurrency must be positive")
    results = asyncio.run(
        run(
            args.server,
            args.game,
            args.players,
            args.matches,
            args.seed,
            args.concurrency,
            args.timeout,
        )
    )
    for r in results:
        for e in r.errors:
            print(e, file=sys.stderr)
    line = summary(results)
    # A match not played to its end is an error too (its reason is on stderr).
    print(line)
    bad = any(r.errors or r.lost or not r.finished for r in results)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
