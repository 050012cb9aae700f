"""The table scene reads the zones' declared roles, not their names: the fifth game's won tricks
lie in "taken", a name the table never knew, and still lie face up (declared FACE_UP) where the
table has no view of the zone yet; a card out of a hand (declared HAND) is its seat's play."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardgames.engine import CardsMoved, events_for_seat
from cardgames.ui.games import game_ui
from cardgames.ui.scene.table import TableScene


def test_the_table_turns_cards_up_in_a_zone_its_game_declares_face_up(fifth_game: Any, qtbot: Any) -> None:
    scene = TableScene()
    scene.setup(game_ui(fifth_game.id), ["Ada", "Ben", "Cy"], [False, True, True])
    scene.set_speed("off")
    state = fifth_game.new_state(3, 4)
    for _ in range(2):
        state.apply(state.legal_actions()[0])
    # The table as seat 0 saw it before the trick's last card, without any "taken" zone yet.
    view = state.view(0)
    scene.snap(replace(view, zones={k: z for k, z in view.zones.items() if k[0] != "taken"}))
    assert not any(key[0] == "taken" for key in scene.zones)
    events = events_for_seat(state.apply(state.legal_actions()[0]), 0)
    played, taken = [e for e in events if isinstance(e, CardsMoved)]
    assert played.src == ("hand", 2)
    assert taken.src == ("trick",)
    assert taken.dst[0] == "taken"
    with qtbot.waitSignal(scene.idle, timeout=5000):
        scene.play(events, None)
    items = scene.items_of(*taken.dst)
    assert sorted(it.card for it in items) == sorted(taken.cards)
    assert all(it.face_up and it.shown == (it.card, True) for it in items)
    assert scene.shown_trick is None or scene.shown_trick.plays[-1][0] == 2
