"""Privacy: a spying client at every seat of several tables, and an onlooker at each, record every
message the server sends them over thousands of actions. Each table's match is then replayed with
the engine from its record, and every view, event and legal list a seat got is checked against
what the engine says that seat may see, and the raw text of every message is searched for a card
face the seat may not see."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from cardgames.engine import AnyState, GameRecord, RoundEnded, events_for_seat
from cardgames.engine.events import Event
from cardgames.engine.view import TableView
from cardgames.games import get_game
from cardgames.net import protocol as p
from cardgames.net.codec import decode_events, decode_view, encode_events

from .netplay import Client, Player, ServerProcess, open_table

#: (game, players, seed): every game, several sizes; well over 2,000 actions in all.
TABLES = [
    ("straight_up", 3, 41),
    ("straight_up", 2, 46),
    ("seven_up", 4, 42),
    ("seven_up", 2, 47),
    ("ftw", 6, 43),
    ("ftw", 3, 48),
    ("karriere_poker", 4, 44),
    ("karriere_poker", 6, 45),
]
#: Message kinds that carry no cards at all.
CARDLESS = {"welcome", "seated", "table", "ack", "chat", "record"}


@dataclass
class Tally:
    actions: int = 0
    views: int = 0
    faces_seen: int = 0
    round_ends: int = 0
    leaks: list[str] = field(default_factory=list)


def _card_lists(data: Any) -> Iterator[list[Any]]:
    """Every list under a ``cards`` key, anywhere in ``data``. (A zone's ``faces`` are how its
    shown cards are drawn, not card ids; they are compared with the engine's below.)"""
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "cards" and isinstance(value, list):
                yield value
            yield from _card_lists(value)
    elif isinstance(data, list):
        for item in data:
            yield from _card_lists(item)


def _shown(view: TableView[Any], events: list[Event]) -> set[int]:
    """The card ids ``view`` shows, and those the seat's share of ``events`` shows."""
    ids = set(view.visible_cards())
    for cards in _card_lists(encode_events(events)):
        ids.update(c for c in cards if isinstance(c, int) and c >= 0)
    return ids


def _check_table(record: GameRecord, eyes: dict[int | None, Client], tally: Tally) -> None:
    game = get_game(record.game_id)
    state = game.new_state(record.num_players, record.seed, record.options)
    # Each seat's messages by the number of actions they stand at; the others checked at once.
    at: dict[int | None, dict[int, list[tuple[str, Any]]]] = {seat: {} for seat in eyes}
    for seat, client in eyes.items():
        assert len(client.raw) == len(client.seen)
        for text, message in zip(client.raw, client.seen, strict=True):
            if message.type in ("state", "update"):
                at[seat].setdefault(message.seq, []).append((text, message))
            else:
                assert message.type in CARDLESS, message.type
                found = list(_card_lists(json.loads(text)))
                if found:
                    tally.leaks.append(f"seat {seat}: a {message.type} message lists cards")
    for seq in range(len(record.actions) + 1):
        events: list[Event] = []
        actor: int | None = None
        # The table as a round's end left it, when the action ended one and the next is dealt.
        ended: AnyState | None = None
        if seq > 0:
            actor = state.current_player
            action = game.parse_action(record.actions[seq - 1])
            before = state.clone()
            events = state.apply(action)
            tally.actions += 1
            if not state.is_over and any(isinstance(e, RoundEnded) for e in events):
                shown = before.until_round_end(action)
                ended = shown[1] if shown is not None else None
        for seat in eyes:
            messages = at[seat].pop(seq, [])
            if seq > 0:
                assert sum(m.type == "update" for _, m in messages) == 1, (seat, seq)
            for text, m in messages:
                view = state.view(seat)
                mine = events_for_seat(events, seat)
                got = decode_view(game, m.view)
                assert got == view, (seat, seq)
                # Faces are no part of a view's equality: compared zone by zone.
                faces = {k: z.faces for k, z in view.zones.items()}
                assert {k: z.faces for k, z in got.zones.items()} == faces, (seat, seq)
                allowed = _shown(view, mine if m.type == "update" else [])
                if m.type == "update":
                    assert decode_events(m.events) == mine, (seat, seq)
                    end_view = ended.view(seat) if ended is not None else None
                    got_end = decode_view(game, m.round_end) if m.round_end is not None else None
                    assert got_end == end_view, (seat, seq)
                    if end_view is not None:
                        tally.round_ends += 1
                        allowed |= set(end_view.visible_cards())
                    if seq > 0 and actor is not None and m.actor is not None:
                        assert m.actor == actor
                to_act = seat is not None and state.current_player == seat
                assert m.legal == ([str(a) for a in state.legal_actions()] if to_act else []), (seat, seq)
                for cards in _card_lists(json.loads(text)):
                    for card in cards:
                        if card == -1:
                            continue
                        tally.faces_seen += 1
                        if card not in allowed:
                            tally.leaks.append(f"seat {seat} saw card {card} at action {seq}")
                tally.views += 1
    assert state.is_over
    assert all(not left for left in at.values()), "messages for actions the record does not have"


async def _spy_on(
    url: str, game_id: str, players: int, seed: int
) -> tuple[GameRecord, dict[int | None, Client]]:
    clients, seated = await open_table(url, game_id, ["person"] * players, seed, raw=True)
    onlooker = await Client.open(url, raw=True)
    await onlooker.ask(p.Watch(code=seated[0].table.code), "seated")
    spies = [Player(c, seed * 10 + i) for i, c in enumerate(clients)]
    everyone = asyncio.gather(*(s.play() for s in spies), onlooker.expect("record", 120))
    watched = await asyncio.wait_for(everyone, 150)
    record = watched[-1]
    assert all(s.record == record for s in spies)
    assert all(not s.errors for s in spies)
    for c in [*clients, onlooker]:
        await c.close()
    eyes: dict[int | None, Client] = dict(enumerate(clients))
    eyes[None] = onlooker
    return GameRecord.from_json(record.record), eyes


def test_no_seat_ever_gets_a_face_it_may_not_see(shared_server: ServerProcess) -> None:
    async def run() -> list[tuple[GameRecord, dict[int | None, Client]]]:
        return list(await asyncio.gather(*(_spy_on(shared_server.url, *t) for t in TABLES)))

    tally = Tally()
    for (game_id, players, seed), (record, eyes) in zip(TABLES, asyncio.run(run()), strict=True):
        assert (record.game_id, record.num_players, record.seed) == (game_id, players, seed)
        _check_table(record, eyes, tally)
    assert tally.leaks[:5] == []  # zero faces a seat may not see
    assert tally.actions >= 2000, tally.actions
    assert tally.views >= tally.actions * 4
    assert tally.faces_seen > 10 * tally.actions
    assert tally.round_ends > 10  # the tables under round summaries were checked too
