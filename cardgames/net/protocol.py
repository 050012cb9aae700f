"""The messages of online play, as the server and every client read them (see docs/protocol.md).

Every message is one JSON object in one WebSocket text frame, with a ``type``. A client's message
may carry an ``id`` (any small integer it likes); the server's reply to it (``seated``, ``ack``,
``hint``, ``error``...) carries the same ``id``. Everything else the server sends comes unasked
(``update``, ``table``, ``chat``...).

The models here are the whole protocol: a message that does not validate against them is refused
with an ``error`` and changes nothing. Sizes are capped here too, so a hostile message is refused
before anything reads it.

Plain Python and pydantic: no Qt, no network.
"""

from __future__ import annotations

import hmac
import secrets
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

__all__ = [
    "CHAT_MAX",
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "MAX_MESSAGE_BYTES",
    "NAME_MAX",
    "PROTOCOL",
    "REACTIONS",
    "Ack",
    "Act",
    "ChatIn",
    "ChatOut",
    "ClientMessage",
    "Continue",
    "Create",
    "Error",
    "ErrorCode",
    "Hello",
    "HintAsk",
    "HintOut",
    "Join",
    "Leave",
    "React",
    "RecordOut",
    "Resume",
    "SeatInfo",
    "SeatSpec",
    "Seated",
    "ServerMessage",
    "Snapshot",
    "TableInfo",
    "TableOut",
    "UndoAnswer",
    "UndoAsk",
    "UndoAsked",
    "UndoEnded",
    "Update",
    "Watch",
    "Welcome",
    "format_code",
    "new_code",
    "new_token",
    "normalize_code",
    "parse_client",
    "parse_server",
    "same_secret",
]

#: The protocol's version, said in ``hello`` and ``welcome``; a server refuses another one.
PROTOCOL = 1
#: The largest message either side accepts, in bytes of its JSON text.
MAX_MESSAGE_BYTES = 64 * 1024
#: The longest chat line, in characters.
CHAT_MAX = 200
#: The longest name of a seat, in characters.
NAME_MAX = 24
#: The longest action text.
ACTION_MAX = 200
#: The quick reactions a player may send besides chat (the app shows them in words).
REACTIONS = ("well_played", "thanks", "oops", "hurry", "good_game", "hello")

#: The symbols of a join code: none that reads as another (0/O, 1/I/L, U/V); 30 of them.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789"
#: Symbols in a join code: 9 of 30 letters is 44 bits of chance.
CODE_LENGTH = 9

_Name = Annotated[str, Field(min_length=1, max_length=NAME_MAX)]
_Level = Literal["random", "easy", "normal", "hard"]


class _Msg(BaseModel):
    """Every message: frozen, no field it does not know."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class _Asked(_Msg):
    """A client's message: may carry an ``id`` that the reply repeats."""

    id: int | None = Field(default=None, ge=0, le=2**53)


# ---------------------------------------------------------------- client -> server


class Hello(_Asked):
    """The first message of every connection: the protocol it speaks."""

    type: Literal["hello"] = "hello"
    protocol: int
    client: str = Field(default="", max_length=64)


class SeatSpec(_Msg):
    """A seat of a new table: a person (who joins with the code) or a bot of a level."""

    kind: Literal["person", "bot"]
    name: _Name
    level: _Level = "normal"


class Create(_Asked):
    """Make a table. ``sit``: the seat the creator takes (a person's; None: none, the creator
    only watches, as a host that plays at another screen). ``seed`` is honoured only by a server
    started for tests (``--test-seeds``), since whoever knows it knows every hand."""

    type: Literal["create"] = "create"
    game: str = Field(max_length=32)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatSpec] = Field(min_length=2, max_length=8)
    sit: int | None = Field(default=0, ge=0, le=7)
    #: Seconds a dropped person's seat waits before a bot plays for them.
    seat_wait: float = Field(default=60.0, ge=0.0, le=3600.0)
    onlookers: bool = True
    hints: bool = False
    seed: int | None = Field(default=None, ge=0, le=2**63 - 1)


class Join(_Asked):
    """Take a free person's seat at the table with ``code`` (``seat``: that one; None: the first
    free one)."""

    type: Literal["join"] = "join"
    code: str = Field(max_length=32)
    name: _Name
    seat: int | None = Field(default=None, ge=0, le=7)


class Watch(_Asked):
    """Watch the table with ``code`` as an onlooker (the public table only)."""

    type: Literal["watch"] = "watch"
    code: str = Field(max_length=32)


class Resume(_Asked):
    """Come back to one's seat with its token (after a dropped connection or a restart)."""

    type: Literal["resume"] = "resume"
    code: str = Field(max_length=32)
    seat: int = Field(ge=0, le=7)
    token: str = Field(max_length=64)


class Act(_Asked):
    """Play ``action`` (the engine's action text) as the ``seq``-th action of the match (the
    number of actions before it). A resend of an action already applied is acknowledged again,
    never applied twice."""

    type: Literal["act"] = "act"
    seq: int = Field(ge=0, le=10**7)
    action: str = Field(max_length=ACTION_MAX)


class Continue(_Asked):
    """The round's summary was read (the server does not wait for it; a courtesy for others)."""

    type: Literal["continue"] = "continue"


class ChatIn(_Asked):
    """A line of chat to the table: plain text, never rich text."""

    type: Literal["chat"] = "chat"
    text: str = Field(min_length=1, max_length=CHAT_MAX)


class React(_Asked):
    """A quick reaction to the table."""

    type: Literal["react"] = "react"
    reaction: Literal["well_played", "thanks", "oops", "hurry", "good_game", "hello"]


class UndoAsk(_Asked):
    """Ask every person at the table to take back the asker's last move (and those after it)."""

    type: Literal["undo_ask"] = "undo_ask"


class UndoAnswer(_Asked):
    """Agree (or not) to the undo asked."""

    type: Literal["undo_answer"] = "undo_answer"
    agree: bool


class HintAsk(_Asked):
    """Ask the server for a suggested move (only where the table allows hints)."""

    type: Literal["hint"] = "hint"


class Leave(_Asked):
    """Leave the table for good: a bot plays the seat from now on."""

    type: Literal["leave"] = "leave"


ClientMessage = Annotated[
    Hello
    | Create
    | Join
    | Watch
    | Resume
    | Act
    | Continue
    | ChatIn
    | React
    | UndoAsk
    | UndoAnswer
    | HintAsk
    | Leave,
    Field(discriminator="type"),
]

# ---------------------------------------------------------------- server -> client


class Welcome(_Msg):
    """The answer to ``hello``."""

    type: Literal["welcome"] = "welcome"
    protocol: int = PROTOCOL
    server: str
    max_message: int = MAX_MESSAGE_BYTES
    chat_max: int = CHAT_MAX


ErrorCode = Literal[
    "malformed",  # not JSON, not a known message, a field of the wrong kind
    "too_big",  # over MAX_MESSAGE_BYTES
    "rate",  # too many messages too fast
    "protocol",  # another protocol version, or hello missing
    "state",  # not allowed in this connection's state (acting before sitting down, say)
    "no_table",  # no table with that code (or it is over and gone)
    "bad_token",  # the seat's token does not match
    "full",  # no free person's seat
    "no_seat",  # the seat named is not a free person's seat
    "limit",  # the server's limit on tables or connections is reached
    "game",  # unknown game, bad player count or bad options
    "not_your_turn",
    "stale",  # an action for another position of the match
    "illegal",  # the rules refuse the action (the reason says why)
    "no_hints",  # the table does not allow hints
    "no_undo",  # nothing to take back, or undo asked already
    "server",  # the server failed on its side; nothing changed
]


class Error(_Msg):
    """A refusal: nothing changed. ``reason`` is the engine's or the server's message (key,
    English template, parameters), so a client can say it in its own language."""

    type: Literal["error"] = "error"
    id: int | None = None
    code: ErrorCode
    reason: dict[str, Any]


class SeatInfo(_Msg):
    """A seat as everyone at the table sees it."""

    name: str
    kind: Literal["person", "bot"]
    level: str = "normal"
    #: A person's seat that somebody holds (joined and not left).
    taken: bool = False
    #: The person is connected now.
    connected: bool = False
    #: A bot plays for the person who dropped (after the table's wait) or left.
    standing_in: bool = False


class TableInfo(_Msg):
    """The table: its game, options and seats."""

    code: str
    game: str
    players: int
    options: dict[str, Any]
    seats: list[SeatInfo]
    seat_wait: float
    onlookers: bool
    hints: bool
    over: bool = False


class Seated(_Msg):
    """The answer to create, join, watch and resume: where this connection sits (``seat`` None:
    an onlooker) and the seat's secret token (keep it to come back; None for onlookers)."""

    type: Literal["seated"] = "seated"
    id: int | None = None
    seat: int | None
    token: str | None = None
    table: TableInfo


class TableOut(_Msg):
    """The table changed (someone joined, dropped, came back; a bot stands in)."""

    type: Literal["table"] = "table"
    table: TableInfo


class Snapshot(_Msg):
    """The whole table as this seat may see it, after sitting down or coming back: ``seq`` is the
    number of actions so far, ``view`` the seat's view (see cardgames.net.codec), ``legal`` the
    seat's legal action texts (empty unless it is to act), ``rounds`` every finished round's
    points, ``actors`` who made each action (None: the match clock)."""

    type: Literal["state"] = "state"
    seq: int
    view: dict[str, Any]
    legal: list[str]
    rounds: list[list[int]]
    actors: list[int | None]


class Update(_Msg):
    """An action was applied: ``seq`` actions now stand; ``actor`` made it (None: the match
    clock); ``events`` as this seat sees them; the view after it; this seat's legal actions."""

    type: Literal["update"] = "update"
    seq: int
    actor: int | None
    events: list[dict[str, Any]]
    view: dict[str, Any]
    legal: list[str]
    #: When the action ended a round and the next one is dealt already: the seat's view as the
    #: round's end left it (the table to show under the round's summary), else None.
    round_end: dict[str, Any] | None = None


class Ack(_Msg):
    """The action ``seq`` of this connection is stored and applied."""

    type: Literal["ack"] = "ack"
    id: int | None = None
    seq: int


class ChatOut(_Msg):
    """A chat line or a reaction from ``seat`` (None: an onlooker)."""

    type: Literal["chat"] = "chat"
    seat: int | None
    name: str
    text: str | None = None
    reaction: str | None = None


class UndoAsked(_Msg):
    """``by`` asks to take the match back to ``back_to`` actions; every person answers."""

    type: Literal["undo_asked"] = "undo_asked"
    by: int
    back_to: int


class UndoEnded(_Msg):
    """The undo asked was done (a fresh ``state`` follows) or refused (by ``refused_by``)."""

    type: Literal["undo_ended"] = "undo_ended"
    done: bool
    refused_by: int | None = None


class HintOut(_Msg):
    """A suggested move for position ``seq``."""

    type: Literal["hint"] = "hint"
    id: int | None = None
    seq: int
    action: str


class RecordOut(_Msg):
    """The match is over: its whole record (game, seats, seed, actions), to keep and replay."""

    type: Literal["record"] = "record"
    record: dict[str, Any]
    names: list[str]


ServerMessage = Annotated[
    Welcome
    | Error
    | Seated
    | TableOut
    | Snapshot
    | Update
    | Ack
    | ChatOut
    | UndoAsked
    | UndoEnded
    | HintOut
    | RecordOut,
    Field(discriminator="type"),
]

_CLIENT: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)
_SERVER: TypeAdapter[ServerMessage] = TypeAdapter(ServerMessage)


def parse_client(text: str | bytes) -> ClientMessage:
    """A client's message from its JSON text; ``ValueError`` (with a short reason) when it is
    too big, not JSON or no valid message."""
    if len(text) > MAX_MESSAGE_BYTES:
        raise ValueError("message too big")
    try:
        return _CLIENT.validate_json(text)
    except ValidationError as exc:
        raise ValueError(_short(exc)) from None


def parse_server(text: str | bytes) -> ServerMessage:
    """A server's message from its JSON text; ``ValueError`` when it is no valid message."""
    if len(text) > 16 * MAX_MESSAGE_BYTES:
        raise ValueError("message too big")
    try:
        return _SERVER.validate_json(text)
    except ValidationError as exc:
        raise ValueError(_short(exc)) from None


def _short(exc: ValidationError) -> str:
    """The first problem of a validation error, in a line (never the input itself)."""
    errors = exc.errors(include_input=False, include_url=False)
    if not errors:
        return "invalid message"
    first = errors[0]
    where = ".".join(str(p) for p in first.get("loc", ()))
    return f"{where}: {first.get('msg', 'invalid')}"[:200]


# ---------------------------------------------------------------- secrets


def new_code() -> str:
    """A fresh join code: CODE_LENGTH letters of CODE_ALPHABET, from the system's secret source."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def format_code(code: str) -> str:
    """A join code as people read it out: ``ABC-DEF-GHJ``."""
    return "-".join(code[i : i + 3] for i in range(0, len(code), 3))


def normalize_code(text: str) -> str | None:
    """A join code as typed (any case, dashes or spaces, O for 0...) in its canonical form; None
    when it cannot be one."""
    cleaned = "".join(ch for ch in text.upper() if ch not in " -_.\t\u2010\u2011\u00a0")
    if len(cleaned) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in cleaned):
        return None
    return cleaned


def new_token() -> str:
    """A fresh seat token: 128 bits from the system's secret source, URL-safe text."""
    return secrets.token_urlsafe(16)


def same_secret(given: str, kept: str) -> bool:
    """True when ``given`` equals ``kept``, compared in constant time."""
    return hmac.compare_digest(given.encode("utf-8", "replace"), kept.encode("utf-8", "replace"))
