"""The engine contract every game implements: cards, actions, events, views, states, records.

Nothing here knows a particular game, and nothing here imports Qt.
"""

from .actions import Action, cards_text, parse_cards
from .cards import HIDDEN, FrenchCard, NumberCard, card_text
from .events import (
    Announced,
    CardsMoved,
    Event,
    MatchEnded,
    RoundEnded,
    RoundStarted,
    Scored,
    SeatsMoved,
    Shuffled,
    TurnChanged,
    ZoneKey,
    events_for_seat,
)
from .fields import Resets, RowsShared, Shared, Uncompared
from .game import AnyBot, Bot, Game
from .history import History
from .memo import Memo
from .messages import IllegalAction, InvalidAction, Message
from .record import PROGRESS_STEP, GameRecord, ReplayError
from .rng import shuffle, stream
from .search import SearchHooks
from .state import AnyState, Outcome, State
from .view import Facts, TableView, Zone
from .zones import ZoneRole, card_laid, role_of, trick_taken

__all__ = [
    "HIDDEN",
    "PROGRESS_STEP",
    "Action",
    "Announced",
    "AnyBot",
    "AnyState",
    "Bot",
    "CardsMoved",
    "Event",
    "Facts",
    "FrenchCard",
    "Game",
    "GameRecord",
    "History",
    "IllegalAction",
    "InvalidAction",
    "MatchEnded",
    "Memo",
    "Message",
    "NumberCard",
    "Outcome",
    "ReplayError",
    "Resets",
    "RoundEnded",
    "RoundStarted",
    "RowsShared",
    "Scored",
    "SearchHooks",
    "SeatsMoved",
    "Shared",
    "Shuffled",
    "State",
    "TableView",
    "TurnChanged",
    "Uncompared",
    "Zone",
    "ZoneKey",
    "ZoneRole",
    "card_laid",
    "card_text",
    "cards_text",
    "events_for_seat",
    "parse_cards",
    "role_of",
    "shuffle",
    "stream",
    "trick_taken",
]
