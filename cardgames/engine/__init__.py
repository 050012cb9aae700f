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
from .game import Bot, Game
from .history import History
from .memo import Memo
from .messages import IllegalAction, Message
from .record import PROGRESS_STEP, GameRecord, ReplayError
from .rng import stream
from .search import SearchHooks
from .state import Outcome, State
from .view import TableView, Zone

__all__ = [
    "HIDDEN",
    "PROGRESS_STEP",
    "Action",
    "Announced",
    "Bot",
    "CardsMoved",
    "Event",
    "FrenchCard",
    "Game",
    "GameRecord",
    "History",
    "IllegalAction",
    "MatchEnded",
    "Memo",
    "Message",
    "NumberCard",
    "Outcome",
    "ReplayError",
    "RoundEnded",
    "RoundStarted",
    "Scored",
    "SearchHooks",
    "SeatsMoved",
    "Shuffled",
    "State",
    "TableView",
    "TurnChanged",
    "Zone",
    "ZoneKey",
    "card_text",
    "cards_text",
    "events_for_seat",
    "parse_cards",
    "stream",
]
