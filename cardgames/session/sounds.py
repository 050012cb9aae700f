"""Which sound a batch of events makes on the table, from the zones' declared roles (no Qt here).

The window plays the sound (``cardgames.ui.sound``); what it is comes from the game's
``Game.zone_roles``, never from zone names, so a fifth game's trick sounds like a trick whatever
it calls its zones.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from ..engine import Event, Game, Shuffled, card_laid, trick_taken

__all__ = ["MoveSound", "batch_sound"]

#: The sounds of moves (names of ``cardgames.ui.sound.NAMES``).
MoveSound = Literal["card", "shuffle", "trick"]


def batch_sound(game: Game, events: Sequence[Event]) -> MoveSound | None:
    """The one sound of a batch: a shuffle, else a trick taken (a TRICK zone's cards to a TAKEN
    zone), else a card laid out of a hand onto the table (a HAND zone to a LAID_ON one); None for
    a batch that moves nothing worth a sound."""
    sound: MoveSound | None = None
    roles = game.zone_roles
    for e in events:
        if isinstance(e, Shuffled):
            return "shuffle"
        if trick_taken(roles, e):
            sound = "trick"
        elif sound is None and card_laid(roles, e):
            sound = "card"
    return sound
