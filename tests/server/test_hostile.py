"""Hostile clients: over 10,000 malformed or hostile messages of every kind, from many connections
at once, while well-behaved persons play other tables. Their matches end exactly as the same seeded
choices end them without the noise (the engine replays them), the server still answers a fresh
``hello`` and its log shows no failure."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import time
from collections import Counter
from dataclasses import dataclass, field

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from cardgames.games import get_game
from cardgames.net import protocol as p

from .netplay import WAIT, Client, Player, ServerProcess, open_table

#: The well-behaved tables: (game, persons, seed); each person's choices are seeded too.
GOOD = [("seven_up", 3, 51), ("straight_up", 2, 52), ("karriere_poker", 4, 53)]
#: Hostile connections, and the messages each sends (paced under the rate limit, but for the
#: flooders).
HOSTILE, EACH = 64, 160
#: Every refusal the hostile traffic must meet.
CODES = {
    "malformed",
    "too_big",
    "rate",
    "protocol",
    "state",
    "no_table",
    "bad_token",
    "full",
    "no_seat",
    "game",
    "not_your_turn",
    "stale",
    "illegal",
    "no_hints",
    "no_undo",
}


def _expected_record(game_id: str, players: int, seed: int) -> list[str]:
    """The actions of the match that persons choosing as :class:`Player` does (seat ``i`` with
    ``Random(seed * 10 + i)`` from the legal texts) play, replayed with the engine alone."""
    game = get_game(game_id)
    state = game.new_state(players, seed)
    rngs = [random.Random(seed * 10 + i) for i in range(players)]
    actions: list[str] = []
    for _ in range(100_000):
        seat = state.current_player
        if seat is None:
            return actions
        text = rngs[seat].choice([str(a) for a in state.legal_actions()])
        state.apply(game.parse_action(text))
        actions.append(text)
    raise AssertionError("the match never ended")


@dataclass
class Hostile:
    """One hostile connection: what it knows of its own table, what it sent, what came back."""

    ws: ClientConnection
    rng: random.Random
    good_codes: list[str]
    sent: int = 0
    seq: int = 0
    legal: list[str] = field(default_factory=list)
    played: dict[int, str] = field(default_factory=dict)
    codes: Counter[str] = field(default_factory=Counter)
    replies: Counter[str] = field(default_factory=Counter)
    token: str | None = None
    code: str | None = None

    async def read(self) -> None:
        """Read every reply until the connection closes."""
        with contextlib.suppress(ConnectionClosed):
            async for text in self.ws:
                m = p.parse_server(text)
                self.replies[m.type] += 1
                if m.type == "error":
                    self.codes[m.code] += 1
                elif m.type in ("state", "update"):
                    self.seq, self.legal = m.seq, m.legal
                elif m.type == "seated" and m.token:
                    self.token, self.code = m.token, m.table.code

    async def send(self, data: str | bytes) -> bool:
        self.sent += 1
        try:
            await self.ws.send(data)
        except ConnectionClosed:
            return False
        return True

    def message(self) -> str | bytes:
        """A hostile message of a kind drawn at random."""
        r = self.rng
        kind = r.randrange(24)
        seq = self.seq
        if kind == 0:
            valid = p.Act(seq=seq, action="play 3").model_dump_json()
            return valid[: r.randrange(1, len(valid) - 1)]  # cut short: no JSON
        if kind == 1:
            return "".join(chr(r.randrange(1, 0x2FFF)) for _ in range(r.randrange(1, 200)))
        if kind == 2:
            return r.randbytes(r.randrange(1, 300))  # a binary frame
        if kind == 3:
            return json.dumps({"type": "chat", "text": "x" * (p.MAX_MESSAGE_BYTES + r.randrange(1, 9000))})
        if kind == 4:
            return json.dumps({"type": r.choice(["teleport", "", "ACT", None, 7]), "id": 1})
        if kind == 5:
            return json.dumps(
                r.choice(
                    [
                        {"type": "act", "seq": "zero", "action": 5},
                        {"type": "join", "code": 123, "name": []},
                        {"type": "create", "game": "seven_up", "seats": "two"},
                        {"type": "undo_answer", "agree": "yes"},
                        {"type": "resume", "code": "A", "seat": "0", "token": None},
                        [1, 2, 3],
                        "hello",
                    ]
                )
            )
        if kind == 6:
            huge = r.choice([10**30, -(10**30), 2**63, -1, 1e308])
            return json.dumps({"type": "act", "seq": huge, "action": "pass", "id": r.choice([huge, 1])})
        if kind == 7:
            depth = r.choice([100, 1000, 5000])
            return (
                '{"type": "create", "game": "seven_up", "options": {"a": ' + "[" * depth + "]" * depth + "}}"
            )
        if kind == 8:
            return json.dumps(
                {"type": "act", "seq": seq, "action": r.choice(["play 999", "bid 42", "pass pass"])}
            )
        if kind == 9:  # a move of its own table: out of turn, or played (and then replayed)
            if self.legal:
                action = r.choice(self.legal)
                self.played[seq] = action
                return p.Act(seq=seq, action=action, id=seq).model_dump_json()
            return p.Act(seq=seq, action="play 1").model_dump_json()
        if kind == 10 and self.played:  # a replay: acknowledged again; another action: stale
            old = r.choice(sorted(self.played))
            action = self.played[old] if r.random() < 0.5 else "pass"
            return p.Act(seq=old, action=action).model_dump_json()
        if kind == 11:
            return p.Act(seq=seq + r.randrange(1, 10**6), action="play 1").model_dump_json()
        if kind == 12:
            code = self.code or r.choice(self.good_codes)
            return p.Resume(code=code, seat=r.randrange(8), token=p.new_token()).model_dump_json()
        if kind == 13:
            code = r.choice(["ABCABCABC", "not a code", "", "Ä" * 9, "Z" * 32, p.new_code()])
            return json.dumps({"type": r.choice(["join", "watch"]), "code": code, "name": "Mallory"})
        if kind == 14:
            return json.dumps({"type": "chat", "text": "y" * r.randrange(p.CHAT_MAX + 1, 2000)})
        if kind == 15:
            text = "".join(chr(r.randrange(0, 32)) for _ in range(r.randrange(1, 60))) + "\u202e\u200b"
            return p.ChatIn(text=text[: p.CHAT_MAX]).model_dump_json()
        if kind == 16:
            return p.Hello(protocol=r.choice([0, 2, 99, -5])).model_dump_json()
        if kind == 17:
            return json.dumps({"type": "create", "game": r.choice(["chess", "seven_up"]), "seats": []})
        if kind == 18:
            game = r.choice(["chess", "ftw", "seven_up"])
            seats = [{"kind": "person", "name": "M"}] * r.choice([2, 8])
            return json.dumps({"type": "create", "game": game, "seats": seats, "options": {"x": 1}})
        if kind == 19:
            code = r.choice(self.good_codes)
            return p.Join(code=code, name="Mallory", seat=r.choice([None, 0, 1, 7])).model_dump_json()
        if kind == 20:
            return p.HintAsk().model_dump_json()
        if kind == 21:
            return p.UndoAnswer(agree=r.random() < 0.5).model_dump_json()
        if kind == 22:
            return r.choice(
                [p.UndoAsk(), p.Continue(), p.React(reaction="oops"), p.Leave()]
            ).model_dump_json()
        return json.dumps({"type": "watch", "code": r.choice(self.good_codes), "extra": True})


async def _hostile(url: str, n: int, good_codes: list[str], seated: bool, flood: bool) -> Hostile:
    """A hostile connection sending ``EACH`` messages (at its own table when ``seated``); a
    flooder sends them as fast as it can, the others just under the rate limit."""
    ws = await connect(url, open_timeout=WAIT, max_size=2**22)
    h = Hostile(ws, random.Random(1000 + n), good_codes)
    reader = asyncio.create_task(h.read())
    try:
        if n % 7 != 3:  # a few never say hello: everything they say is refused
            await h.send(p.Hello(protocol=p.PROTOCOL).model_dump_json())
        if seated:
            seats = [{"kind": "person", "name": "Mallory"}, {"kind": "bot", "name": "Bot", "level": "easy"}]
            await h.send(json.dumps({"type": "create", "game": "seven_up", "seats": seats, "seed": n}))
        start = time.monotonic()
        for i in range(EACH):
            if not await h.send(h.message()):
                break
            if not flood:  # a burst first, then about 18 a second
                await asyncio.sleep(max(0.0, start + max(0, i - 30) / 18 - time.monotonic()))
        await asyncio.sleep(0.5)
        await ws.close()
        await asyncio.wait_for(reader, WAIT)
    finally:
        reader.cancel()
    return h


def test_hostile_clients_change_nothing_at_other_tables(server: ServerProcess) -> None:
    expected = {seed: _expected_record(g, n, seed) for g, n, seed in GOOD}

    async def run() -> tuple[list[list[Player]], list[Hostile], p.Welcome, list[int | None]]:
        tables = [await open_table(server.url, g, ["person"] * n, seed) for g, n, seed in GOOD]
        good_codes = [seated[0].table.code for _, seated in tables]
        players = [
            [Player(c, seed * 10 + i) for i, c in enumerate(clients)]
            for (clients, _), (_, _, seed) in zip(tables, GOOD, strict=True)
        ]
        games = asyncio.gather(*(pl.play() for table in players for pl in table))
        hostile = await asyncio.gather(
            *(
                _hostile(server.url, n, good_codes, seated=n % 2 == 0, flood=n % 16 == 5)
                for n in range(HOSTILE)
            )
        )
        # Beyond the rate: floods are closed (1008); a message over 1 MiB closes its connection (1009).
        closes: list[int | None] = []
        for data in ([p.Continue().model_dump_json()] * 3000, ["x" * (1 << 20) + "y"]):
            flood = await Client.open(server.url)
            with contextlib.suppress(ConnectionClosed):
                for item in data:
                    await flood.send(item)
                for _ in range(3000):
                    await flood.recv()
            closes.append(flood.ws.close_code)
        await asyncio.wait_for(games, 120)
        fresh = await Client.open(server.url, hello=False)
        welcome = await fresh.ask(p.Hello(protocol=p.PROTOCOL), "welcome")
        for c in [fresh, *(pl.client for table in players for pl in table)]:
            await c.close()
        return players, list(hostile), welcome, closes

    players, hostile, welcome, closes = asyncio.run(run())
    assert welcome.protocol == p.PROTOCOL
    assert closes == [1008, 1009]
    for table, (_, _, seed) in zip(players, GOOD, strict=True):
        for player in table:
            assert player.errors == []
            assert player.record is not None
            assert list(player.record.record["actions"]) == expected[seed]
            for n, action in player.acked.items():
                assert expected[seed][n] == action
    sent = sum(h.sent for h in hostile)
    codes = sum((h.codes for h in hostile), Counter[str]())
    assert sent >= 10_000, sent
    assert set(codes) >= CODES, CODES - set(codes)
    assert codes["server"] == 0
    assert sum(codes.values()) >= sent // 2, codes  # the rate limit did not just drop everything
    log = server.log.read_text()
    assert "Traceback" not in log
    assert " ERROR " not in log
    assert server.stop() == 0
