"""The move that ends a round stays on the table before its summary covers it, shown as the round
left it: its cards where they went, the plates and labels of that moment (issue: the summary came
0.4-0.8 s after the last card landed, and a forced last card was gone before it was seen)."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from cardgames.engine import HIDDEN, CardsMoved, RoundEnded
from cardgames.ui.scene.speed import SPEEDS


def _near_the_end(window: Any) -> bool:
    """A round is about to end: some hand is down to its last few cards."""
    state = window.controller.state
    return min(len(h) for h in state.hands) <= 3


@pytest.mark.parametrize(
    ("game_id", "kinds", "seed", "auto_play"),
    [
        ("ftw", ["human", "normal", "normal"], 3, False),
        ("seven_up", ["human", "normal"], 2, True),
    ],
)
def test_the_round_ending_move_stays_in_view_before_the_summary(
    make_window: Any, driver_for: Any, qtbot: Any, game_id: str, kinds: list[str], seed: int, auto_play: bool
) -> None:
    window = make_window(auto_play=auto_play)
    driver = driver_for(window)
    driver.start(game_id, kinds, seed=seed)
    rng = random.Random(seed)
    driver.play_on(rng, lambda what: what == "turn" and _near_the_end(window), limit=300)
    # From here the table animates at a player's speed and the bots keep a pace.
    window.set_speed("fast")
    window.set_bot_delay(300)
    pause = window.controller.round_end_ms
    assert pause == max(SPEEDS["fast"].round_end, 300) > 0
    shown: list[float] = []
    ended: list[Any] = []

    def on_batch(events: list[Any], view: Any) -> None:
        if any(isinstance(e, RoundEnded) for e in events):
            ended.append((events, view))

    labels: list[str] = []

    def on_idle() -> None:
        if ended and not shown:
            shown.append(time.monotonic())
            labels.extend(c.text() for c in window.scene.captions.values() if c.text())

    window.controller.batch.connect(on_batch)
    window.scene.idle.connect(on_idle)
    for _ in range(60):
        what = driver.wait_for_person(timeout=30000)
        if what == "summary":
            break
        if window.autoplay.pending is None:
            driver.play(rng.choice(window.controller.legal_actions()))
        else:
            qtbot.waitUntil(lambda: window.autoplay.pending is None, timeout=10000)
    else:
        raise AssertionError("no round ended")
    seen = time.monotonic() - shown[0]
    assert seen >= pause / 1000 * 0.9, f"the summary came {seen:.2f} s after the last move was shown"
    # Meanwhile the table stood at the round's end: the move's cards face up where they went, with
    # the felt's labels (the summary has not hidden them yet: they were there until it came).
    events, view = ended[0]
    assert view is not None, "the round's end was not laid out as it stands"
    assert view.current_player is None
    assert labels, "the felt lost its labels when the round ended"
    laid = {c for e in events if isinstance(e, CardsMoved) and e.src[0] == "hand" for c in e.cards}
    where = {c: e.dst for e in events if isinstance(e, CardsMoved) for c in e.cards if c in laid}
    assert where
    for card, zone in where.items():
        if view.zones[zone].face_up and card != HIDDEN:
            faces = [it.shown[0] for it in window.scene.items_of(*zone) if it.shown[1]]
            assert card in faces, (zone, card)


def test_the_side_panel_names_the_round_being_dealt(make_window: Any, driver_for: Any, qtbot: Any) -> None:
    """Play-test: "Round 1 of 4" stayed in the side panel while round 2 was dealt. From the first
    card of a new deal the panel names the new round."""
    window = make_window()
    driver = driver_for(window)
    driver.start("ftw", ["human", "normal", "normal"], seed=3, options={"rounds": 2})
    rng = random.Random(3)
    driver.play_on(rng, lambda what: what == "summary", limit=400)
    before = window.side.round_label.text()
    seen: list[str] = []

    def on_batch(events: list[Any], view: Any) -> None:
        if view is not None and any(type(e).__name__ == "RoundStarted" for e in events):
            seen.append(window.side.round_label.text())

    window.controller.batch.connect(on_batch)
    window.set_speed("slow")
    window.controller.continue_match()
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    # The batch's slot in the window ran first (it was connected first): the label is the new one.
    assert seen[0] != before
    assert seen[0] == window.game_ui().round_label(window.controller.view())
