"""Whole matches over real connections: two persons (scripted clients choosing seeded random legal
moves) at every game, bots of the server in the other seats where the game needs more."""

from __future__ import annotations

import asyncio

import pytest

from cardgames.engine import GameRecord
from cardgames.games import GAMES, get_game
from cardgames.net import protocol as p

from .netplay import Client, Player, ServerProcess, seats


async def _whole_match(url: str, game_id: str, kinds: list[str], seed: int) -> tuple[Player, Player]:
    a, b = await Client.open(url), await Client.open(url)
    await a.send(p.Create(game=game_id, seats=seats(*kinds), seed=seed, id=1))
    seated = await a.expect("seated")
    assert seated.id == 1
    assert seated.seat == 0
    assert seated.token
    joined = await b.ask(p.Join(code=p.format_code(seated.table.code).lower(), name="Bea", id=2), "seated")
    assert joined.seat == kinds.index("person", 1)
    assert joined.token != seated.token
    first, second = Player(a, seed), Player(b, seed + 1)
    await asyncio.wait_for(asyncio.gather(first.play(), second.play()), 60)
    await a.close()
    await b.close()
    return first, second


def _check_record(first: Player, second: Player, game_id: str, persons: list[int]) -> None:
    assert first.record is not None
    assert second.record is not None
    assert first.record == second.record
    record = GameRecord.from_json(first.record.record)
    assert record.game_id == game_id
    assert get_game(game_id).new_state(record.num_players, record.seed).game.id == game_id
    assert record.replay(get_game(game_id)).is_over
    # Every action a person had acknowledged is in the record, at its place; nothing was refused.
    for player in (first, second):
        assert player.acked, "a person never got to play"
        assert player.errors == []
        for seq, action in player.acked.items():
            assert record.actions[seq] == action
    assert first.record.names[persons[1]] == "Bea"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_two_persons_play_a_whole_match_of_every_game(server: ServerProcess, game_id: str) -> None:
    game = GAMES[game_id]
    kinds = ["person", "person", *["easy", "normal"][: game.min_players - 2]]
    first, second = asyncio.run(_whole_match(server.url, game_id, kinds, seed=11))
    _check_record(first, second, game_id, [0, 1])
    assert server.stop() == 0


def test_a_bot_of_the_server_plays_between_two_persons(server: ServerProcess) -> None:
    kinds = ["person", "normal", "person"]
    first, second = asyncio.run(_whole_match(server.url, "seven_up", kinds, seed=5))
    _check_record(first, second, "seven_up", [0, 2])
    record = GameRecord.from_json(first.record.record if first.record else {})
    replayed = record.replay(get_game("seven_up"))
    assert 1 in [seat for seat, _ in replayed.history.moves()]
    log = server.log.read_text()
    assert "table 1 created" in log
    assert "table 1 over" in log
    # The join code and the tokens never reach the log.
    for player in (first, second):
        for m in player.client.seen:
            if isinstance(m, p.Seated):
                assert m.table.code not in log
                assert m.token is None or m.token not in log
