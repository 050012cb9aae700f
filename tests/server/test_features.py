"""What the server offers besides play: undo by agreement, hints, onlookers, leaving, its limits,
TLS, and a database it must not touch."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import os
import sqlite3
import ssl
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from cardgames.games import get_game
from cardgames.net import protocol as p
from cardgames.net.codec import decode_view

from .netplay import ROOT, WAIT, Client, Player, ServerProcess, open_table, seats

SEED = 17


async def _at(client: Client, seq: int, since: int) -> Any:
    """The newest state or update at ``seq`` among the messages from ``since`` on (read on until
    one comes)."""
    for _ in range(500):
        for m in reversed(client.seen[since:]):
            if m.type in ("state", "update") and m.seq == seq:
                return m
        await client.recv()
    raise AssertionError(f"no view at action {seq}")


async def _moves(
    clients: list[Client], seq: int, count: int, played: list[tuple[int, str]], marks: list[int]
) -> int:
    """Play ``count`` moves (each the first legal one of whoever is to act) from action ``seq``,
    reading each client's views from ``marks`` on (where the table last stood anew); ``played``
    gets (seat, action) of each. The number of actions then."""
    for _ in range(count):
        views = [await _at(c, seq, mark) for c, mark in zip(clients, marks, strict=True)]
        mover = next(i for i, v in enumerate(views) if v.legal)
        action = views[mover].legal[0]
        ack = await clients[mover].ask(p.Act(seq=seq, action=action, id=seq), "ack")
        assert ack.seq == seq
        played.append((mover, action))
        seq += 1
    return seq


def _view_after(actions: list[str], seat: int | None) -> Any:
    game = get_game("seven_up")
    state = game.new_state(2, SEED)
    for text in actions:
        state.apply(game.parse_action(text))
    return state.view(seat)


def test_undo_by_agreement_takes_back_and_is_kept_and_a_refusal_changes_nothing(
    server: ServerProcess,
) -> None:
    async def before() -> tuple[list[p.Seated], list[tuple[int, str]], int]:
        clients, seated = await open_table(server.url, "seven_up", ["person", "person"], SEED)
        played: list[tuple[int, str]] = []
        seq = await _moves(clients, 0, 6, played, [0, 0])
        asker = played[-1][0]
        other = 1 - asker
        back_to = max(i for i, (seat, _) in enumerate(played) if seat == asker)
        marks = [len(c.seen) for c in clients]
        await clients[asker].send(p.UndoAsk(id=1))
        for c in clients:
            asked = await c.expect("undo_asked")
            assert (asked.by, asked.back_to) == (asker, back_to)
        # The asker cannot answer their own; a second ask waits for the first.
        assert (await clients[asker].ask(p.UndoAnswer(agree=True), "error")).code == "no_undo"
        assert (await clients[other].ask(p.UndoAsk(), "error")).code == "no_undo"
        await clients[other].send(p.UndoAnswer(agree=True))
        for seat, c in enumerate(clients):
            assert (await c.expect("undo_ended")).done
            fresh = await c.expect("state")
            assert fresh.seq == back_to
            view = _view_after([a for _, a in played[:back_to]], seat)
            assert decode_view(get_game("seven_up"), fresh.view) == view
            assert c.seen[marks[seat] :].count(fresh) == 1
        assert seq > back_to
        for c in clients:
            c.ws.transport.abort()
        return seated, played[:back_to], back_to

    seated, kept, back_to = asyncio.run(before())
    # Started again on its database, the table stands at back_to: the later rows are gone.
    server.stop()
    server.start()

    async def after() -> None:
        clients = [await Client.open(server.url) for _ in seated]
        for seat, (c, s) in enumerate(zip(clients, seated, strict=True)):
            back = await c.ask(p.Resume(code=s.table.code, seat=seat, token=s.token or ""), "seated")
            assert back.seat == seat
            snap = await c.expect("state")
            assert snap.seq == back_to
            assert decode_view(get_game("seven_up"), snap.view) == _view_after([a for _, a in kept], seat)
        played = list(kept)
        resumed = [len(c.seen) - 1 for c in clients]
        seq = await _moves(clients, back_to, 3, played, resumed)
        asker = played[-1][0]
        other = 1 - asker
        await clients[asker].send(p.UndoAsk())
        for c in clients:
            await c.expect("undo_asked")
        marks = [len(c.seen) for c in clients]
        await clients[other].send(p.UndoAnswer(agree=False))
        for c in clients:
            ended = await c.expect("undo_ended")
            assert (ended.done, ended.refused_by) == (False, other)
        # Nothing changed: no fresh state, and the match goes on from the same action.
        seq = await _moves(clients, seq, 2, played, resumed)
        for c, mark in zip(clients, marks, strict=True):
            await _at(c, seq, mark)
            assert not [m for m in c.seen[mark:] if m.type == "state"]
            assert max(m.seq for m in c.seen[mark:] if m.type == "update") == seq
        for c in clients:
            await c.close()

    asyncio.run(after())
    assert server.stop() == 0


def test_hints_where_allowed_onlookers_see_the_public_table_and_leave_lets_a_bot_play_at_once(
    server: ServerProcess,
) -> None:
    async def run() -> None:
        clients, seated = await open_table(server.url, "seven_up", ["person", "person"], SEED, hints=True)
        snaps = [await c.expect("state") for c in clients]
        mover = next(i for i, s in enumerate(snaps) if s.legal)
        hint = await clients[mover].ask(p.HintAsk(id=5), "hint")
        assert (hint.id, hint.seq) == (5, 0)
        assert hint.action in snaps[mover].legal
        assert (await clients[1 - mover].ask(p.HintAsk(id=6), "error")).code == "not_your_turn"

        # An onlooker sees the public table, never a hand.
        onlooker = await Client.open(server.url)
        watched = await onlooker.ask(p.Watch(code=seated[0].table.code), "seated")
        assert (watched.seat, watched.token) == (None, None)
        public = await onlooker.expect("state")
        assert public.legal == []
        assert decode_view(get_game("seven_up"), public.view) == _view_after([], None)
        assert decode_view(get_game("seven_up"), public.view) != _view_after([], 0)

        # The hint is a move to play; then leave: a bot plays the seat at once (the table would
        # wait 60 s for a dropped person).
        assert (await clients[mover].ask(p.Act(seq=0, action=hint.action), "ack")).seq == 0
        players = [Player(c, i) for i, c in enumerate(clients)]
        await asyncio.wait_for(asyncio.gather(*(pl.play(until_seq=4) for pl in players)), WAIT)
        await clients[1].send(p.Leave())
        stay = players[0]
        since = len(stay.updates)
        await asyncio.wait_for(
            stay.play(until=lambda m: any(actor == 1 for _, actor in stay.updates[since:])), WAIT
        )
        assert stay.tables[-1].seats[1].standing_in
        assert not stay.tables[-1].seats[1].connected
        assert stay.tables[-1].seat_wait == 60.0
        await asyncio.wait_for(stay.play(), 60)
        assert stay.record is not None
        assert stay.errors == []
        for c in [*clients, onlooker]:
            await c.close()

        # A table without hints, and one without onlookers, say so.
        others, seated2 = await open_table(server.url, "seven_up", ["person", "easy"], SEED, onlookers=False)
        await others[0].expect("state")
        assert (await others[0].ask(p.HintAsk(id=7), "error")).code == "no_hints"
        nosy = await Client.open(server.url)
        refused = await nosy.ask(p.Watch(code=seated2[0].table.code), "error")
        assert refused.code == "state"
        for c in [*others, nosy]:
            await c.close()

    asyncio.run(run())
    assert "table 1: a bot stands in for seat 1" in server.log.read_text()


def test_the_limits_on_tables_and_connections_refuse_with_limit(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path / "server.sqlite3", "--max-tables", "1", "--max-connections", "2")
    server.start()

    async def run() -> None:
        a, b = await Client.open(server.url), await Client.open(server.url)
        made = await a.ask(p.Create(game="straight_up", seats=seats("person", "easy")), "seated")
        assert made.table.code
        refused = await b.ask(p.Create(game="straight_up", seats=seats("person", "easy"), id=4), "error")
        assert (refused.code, refused.id) == ("limit", 4)
        c = await Client.open(server.url, hello=False)
        said = await c.recv()
        assert (said.type, said.code) == ("error", "limit")
        with contextlib.suppress(ConnectionClosed):
            await c.recv()
        assert c.ws.close_code == 1013
        # The two connections there are are served as before.
        assert (await b.ask(p.Watch(code=made.table.code), "seated")).seat is None
        for client in (a, b):
            await client.close()

    try:
        asyncio.run(run())
    finally:
        assert server.stop() == 0


def _self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 that signs itself, and its key, as PEM files (made here, with the
    test tools' ``cryptography``: no system tool needed)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.now(UTC)
    here = x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))])
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(minutes=5))
        .not_valid_after(now + timedelta(days=2))
        .add_extension(here, critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    return cert_path, key_path


def test_a_wss_connection_plays_with_a_certificate_it_trusts(tmp_path: Path) -> None:
    cert, key = _self_signed(tmp_path)
    server = ServerProcess(tmp_path / "server.sqlite3", "--certfile", str(cert), "--keyfile", str(key))
    url = server.start()
    assert url.startswith("wss://127.0.0.1:")
    trusting = ssl.create_default_context(cafile=str(cert))

    async def run() -> list[Player]:
        with pytest.raises(ssl.SSLCertVerificationError):
            await Client.open(url, ssl=ssl.create_default_context())
        a = await Client.open(url, ssl=trusting)
        sa = await a.ask(p.Create(game="straight_up", seats=seats("person", "person"), seed=3), "seated")
        b = await Client.open(url, ssl=trusting)
        await b.ask(p.Join(code=sa.table.code, name="Bea"), "seated")
        players = [Player(a, 1), Player(b, 2)]
        await asyncio.wait_for(asyncio.gather(*(pl.play(until_seq=8) for pl in players)), WAIT)
        for c in (a, b):
            await c.close()
        return players

    try:
        players = asyncio.run(run())
    finally:
        assert server.stop() == 0
    assert all(pl.acked for pl in players)
    assert all(not pl.errors for pl in players)


def _foreign_db(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    db.execute("INSERT INTO notes (text) VALUES ('mine')")
    db.commit()
    db.close()


def _newer_db(path: Path) -> None:
    _foreign_db(path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.close()


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (lambda f: f.write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 40), "not a database"),
        (lambda f: f.write_bytes(os.urandom(3000)), "not a database"),
        (_foreign_db, "another program's database"),
        (_newer_db, "newer server"),
    ],
    ids=["damaged", "noise", "foreign", "newer"],
)
def test_a_database_it_cannot_use_stops_the_server_and_is_left_untouched(
    tmp_path: Path, make: Any, said: str
) -> None:
    db = tmp_path / "server.sqlite3"
    make(db)
    before = db.read_bytes()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "cardgames.server", "--port", "0", "--db", str(db)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=WAIT,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith("cardgames-server: ")
    assert said in lines[0]
    assert "Traceback" not in done.stderr
    assert db.read_bytes() == before
    assert sorted(f.name for f in tmp_path.iterdir()) == ["server.sqlite3"]


def test_one_server_per_database_and_no_stale_lock_after_a_kill(tmp_path: Path) -> None:
    """A second server on the same file stops at once with one clear line while the first serves
    on; once the first is killed (SIGKILL: no goodbye), a new one starts on the file at once."""
    first = ServerProcess(tmp_path / "server.sqlite3")
    first.start()
    try:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        done = subprocess.run(
            [sys.executable, "-m", "cardgames.server", "--port", "0", "--db", str(first.db)],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=WAIT,
            check=False,
        )
        assert done.returncode == 2
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1, lines
        assert "in use by another server" in lines[0]

        async def hello(url: str) -> None:
            client = await Client.open(url)  # says hello and reads the welcome
            await client.close()

        asyncio.run(hello(first.url))
        assert first.kill() == []
        again = first.start()
        asyncio.run(hello(again))
    finally:
        first.stop()
