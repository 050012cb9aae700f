"""The engine's views, events, messages and round summaries as JSON, and back: the one codec.

A server sends each connection its seat's :class:`~cardgames.engine.TableView` and the events as
that seat sees them; a client turns them back into the very objects the table draws. Everything an
encoder returns is plain JSON data (dicts, lists, strings, integers, floats, booleans, None) and
survives ``json.loads(json.dumps(x))`` unchanged; a decoder given that data returns an object equal
to the one encoded, down to the types (a NamedTuple, not a tuple; ``True``, not ``1``).

The shapes:

- a view: ``{"game_id", "seat", "num_players", "current_player", "zones", "facts", "prompt"}``;
  its zones a list, in the view's order, of ``{"key": [...], "cards": [...], "face_up": bool,
  "faces": [...]}``; its facts an object with every field of the game's facts class (a nested
  dataclass or NamedTuple is an object of its fields, a tuple a list, a frozenset a sorted list);
- a message: ``{"key", "template", "params": {name: value}}``, the parameters in their order; a
  tuple parameter is a list, a message parameter an object;
- an event: ``{"type": "CardsMoved", ...its fields}``, one of :data:`EVENT_TYPES`;
- a round summary: ``{"number", "rounds", "totals", "winners"}``.

The codecs are built from the classes' type hints, once per class, so a game's new fact needs no
change here. Decoders are strict: wrong types, missing or extra fields, an unknown event, a view of
another game all raise :class:`CodecError` saying what and where, never another exception and
never a half-built object. Sizes are not capped here (the protocol caps a message's size).

Plain Python: no Qt, no network.
"""

from __future__ import annotations

import dataclasses
import math
import operator
import types
from collections.abc import Callable, Sequence
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

from ..engine import (
    Announced,
    CardsMoved,
    Event,
    Facts,
    Game,
    MatchEnded,
    Message,
    RoundEnded,
    RoundStarted,
    Scored,
    SeatsMoved,
    Shuffled,
    TableView,
    TurnChanged,
    Zone,
    ZoneKey,
)
from ..session.records import RoundSummary

__all__ = [
    "EVENT_TYPES",
    "CodecError",
    "decode_events",
    "decode_message",
    "decode_summary",
    "decode_view",
    "encode_events",
    "encode_message",
    "encode_summary",
    "encode_view",
    "facts_class",
]


class CodecError(ValueError):
    """Data that is not what the codec reads (or an object it cannot write): where, and why.

    ``str(error)`` reads ``view.facts.top.value: expected an integer, got a string``.
    """

    def __init__(self, reason: str, path: tuple[str | int, ...] = ()) -> None:
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".")
        super().__init__(f"{where}: {reason}" if where else reason)
        #: Why the data was refused.
        self.reason = reason
        #: Where in the data: field names and list positions from the top.
        self.path = path

    def at(self, *place: str | int) -> CodecError:
        """This error, one level further out (``place`` holds the data that failed)."""
        return CodecError(self.reason, (*place, *self.path))


#: Every event the engine sends, by the name a message carries in ``"type"``.
EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        CardsMoved,
        Shuffled,
        Announced,
        SeatsMoved,
        TurnChanged,
        Scored,
        RoundStarted,
        RoundEnded,
        MatchEnded,
    )
}

#: Writes a value as JSON data; None where the value is JSON data already (an int, a string...).
Encoder = Callable[[Any], Any] | None
#: Reads JSON data back into the value, raising CodecError.
Decoder = Callable[[Any], Any]

_T = TypeVar("_T")


def _kind(data: Any) -> str:
    """What a piece of JSON data is, in words, for an error."""
    if data is None:
        return "null"
    if isinstance(data, bool):
        return "a boolean"
    if isinstance(data, int):
        return "an integer"
    if isinstance(data, float):
        return "a number"
    if isinstance(data, str):
        return "a string"
    if isinstance(data, list):
        return "a list"
    if isinstance(data, dict):
        return "an object"
    return f"a Python {type(data).__name__}"


def _expected(what: str, data: Any) -> CodecError:
    return CodecError(f"expected {what}, got {_kind(data)}")


def _object(data: Any, keys: frozenset[str], what: str) -> dict[str, Any]:
    """``data`` as an object with exactly ``keys``."""
    if type(data) is not dict:
        raise _expected(f"{what} (an object)", data)
    if data.keys() != keys:
        missing = sorted(keys - data.keys())
        extra = sorted(repr(k) for k in data.keys() - keys)
        parts = []
        if missing:
            parts.append(f"{what} needs " + ", ".join(missing))
        if extra:
            parts.append(f"{what} has no " + ", ".join(extra))
        raise CodecError("; ".join(parts))
    return data


# -- scalars ----------------------------------------------------------------------------------


def _scalar(tp: type, what: str) -> Decoder:
    def decode(data: Any) -> Any:
        if type(data) is not tp:
            raise _expected(what, data)
        return data

    return decode


def _none(data: Any) -> None:
    if data is not None:
        raise _expected("null", data)


def _literal(values: tuple[Any, ...]) -> Decoder:
    for v in values:
        if type(v) not in (str, int, bool):
            raise TypeError(f"the codec cannot read the literal {v!r}")
    allowed = {(type(v), v) for v in values}
    shown = " or ".join(repr(v) for v in values)

    def decode(data: Any) -> Any:
        scalar = type(data) in (str, int, bool)
        if scalar and (type(data), data) in allowed:
            return data
        raise CodecError(
            f"expected {shown}, got {data!r}" if scalar else f"expected {shown}, got {_kind(data)}"
        )

    return decode


# -- zone keys ----------------------------------------------------------------------------------

#: Zone keys already checked to be JSON data (a game has a few dozen).
_GOOD_KEYS: set[tuple[Any, ...]] = set()


def _encode_key(key: ZoneKey) -> list[Any]:
    try:
        known = key in _GOOD_KEYS
    except TypeError:  # a list inside: unhashable, and no zone key
        known = False
    if not known:
        if type(key) is not tuple or not key or any(type(p) not in (str, int) for p in key):
            raise CodecError(f"a zone key is a tuple of strings and integers, not {key!r}")
        if len(_GOOD_KEYS) < 10_000:
            _GOOD_KEYS.add(key)
    return list(key)


def _decode_key(data: Any) -> ZoneKey:
    if type(data) is not list:
        raise _expected("a zone key (a list)", data)
    if not data:
        raise CodecError("a zone key may not be empty")
    for p in data:
        if type(p) is not str and type(p) is not int:
            raise CodecError(f"a zone key holds strings and integers, not {_kind(p)}")
    return tuple(data)


# -- messages ----------------------------------------------------------------------------------

_MESSAGE_KEYS = frozenset({"key", "template", "params"})


def _encode_param(value: Any) -> Any:
    t = type(value)
    if t is str or t is int or t is bool or value is None:
        return value
    if t is float:
        if not math.isfinite(value):
            raise CodecError(f"a message parameter may not be {value!r}")
        return value
    if t is tuple:
        return [_encode_param(v) for v in value]
    if t is Message:
        return encode_message(value)
    raise CodecError(f"a message parameter cannot be {_kind(value)} ({value!r})")


def _decode_param(data: Any) -> Any:
    t = type(data)
    if t is str or t is int or t is bool or data is None:
        return data
    if t is float:
        if not math.isfinite(data):
            raise CodecError(f"a message parameter may not be {data!r}")
        return data
    if t is list:
        out = []
        for i, v in enumerate(data):
            try:
                out.append(_decode_param(v))
            except CodecError as exc:
                raise exc.at(i) from None
        return tuple(out)
    if t is dict:
        return _decode_message(data)
    raise _expected("a message parameter", data)


def encode_message(m: Message) -> dict[str, Any]:
    """``m`` as ``{"key", "template", "params": {name: value}}``."""
    params: dict[str, Any] = {}
    for name, value in m.params:
        if type(name) is not str or name in params:
            raise CodecError(f"message {m.key!r}: parameter name {name!r} is not a new string")
        try:
            params[name] = _encode_param(value)
        except CodecError as exc:
            raise CodecError(f"message {m.key!r}, parameter {name}: {exc}") from None
    return {"key": m.key, "template": m.template, "params": params}


def decode_message(data: Any) -> Message:
    """The message :func:`encode_message` wrote; CodecError for anything else."""
    try:
        return _decode_message(data)
    except CodecError as exc:
        raise exc.at("message") from None
    except RecursionError:
        raise CodecError("nests too deeply", ("message",)) from None


def _decode_message(data: Any) -> Message:
    d = _object(data, _MESSAGE_KEYS, "a message")
    key, template, params = d["key"], d["template"], d["params"]
    if type(key) is not str:
        raise _expected("a string", key).at("key")
    if type(template) is not str:
        raise _expected("a string", template).at("template")
    if type(params) is not dict:
        raise _expected("an object", params).at("params")
    pairs = []
    for name, value in params.items():
        if type(name) is not str:
            raise CodecError(f"message.params: a parameter's name must be a string, not {name!r}")
        try:
            pairs.append((name, _decode_param(value)))
        except CodecError as exc:
            raise exc.at("params", name) from None
    return Message(key, template, tuple(pairs))


# -- codecs from type hints ----------------------------------------------------------------------

_CODECS: dict[Any, tuple[Encoder, Decoder]] = {}


def _codec(tp: Any) -> tuple[Encoder, Decoder]:
    """The encoder and decoder of values of type ``tp``, built once."""
    found = _CODECS.get(tp)
    if found is None:
        found = _CODECS[tp] = _build(tp)
    return found


def _build(tp: Any) -> tuple[Encoder, Decoder]:
    if tp is int:
        return None, _scalar(int, "an integer")
    if tp is str:
        return None, _scalar(str, "a string")
    if tp is bool:
        return None, _scalar(bool, "a boolean")
    if tp is type(None) or tp is None:
        return None, _none
    if tp is Message:
        return encode_message, _decode_message
    origin = get_origin(tp)
    args = get_args(tp)
    if origin is Literal:
        return None, _literal(args)
    if origin is Union or origin is types.UnionType:
        return _optional(tp, args)
    if origin is tuple:
        if args == (Any, ...):
            return _encode_key, _decode_key
        if len(args) == 2 and args[1] is Ellipsis:
            return _tuple_of(args[0])
        return _fixed_tuple(args)
    if origin is frozenset:
        return _frozenset_of(args[0])
    if isinstance(tp, type) and issubclass(tp, tuple) and hasattr(tp, "_fields"):
        return _named_tuple(tp)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass(tp)
    raise TypeError(f"the codec cannot write values of type {tp!r}")


def _optional(tp: Any, args: tuple[Any, ...]) -> tuple[Encoder, Decoder]:
    others = [a for a in args if a is not type(None)]
    if len(others) != 1 or len(args) != 2:
        raise TypeError(f"the codec reads a type or None, not {tp!r}")
    enc, dec = _codec(others[0])

    def encode(value: Any) -> Any:
        return None if value is None else enc(value)  # type: ignore[misc]

    def decode(data: Any) -> Any:
        return None if data is None else dec(data)

    return (encode if enc is not None else None), decode


#: Tuples of these are checked in one loop: (the items, one item) in words.
_FLAT: dict[Any, tuple[str, str]] = {
    int: ("integers", "an integer"),
    str: ("strings", "a string"),
    bool: ("booleans", "a boolean"),
}


def _tuple_of(item: Any) -> tuple[Encoder, Decoder]:
    enc, dec = _codec(item)
    if item in _FLAT:
        many, one = _FLAT[item]

        def decode_flat(data: Any) -> Any:
            if type(data) is not list:
                raise _expected(f"a list of {many}", data)
            for i, v in enumerate(data):
                if type(v) is not item:
                    raise _expected(one, v).at(i)
            return tuple(data)

        return list, decode_flat

    def encode(value: Any) -> Any:
        return [enc(v) for v in value] if enc is not None else list(value)

    def decode(data: Any) -> Any:
        if type(data) is not list:
            raise _expected("a list", data)
        out = []
        for i, v in enumerate(data):
            try:
                out.append(dec(v))
            except CodecError as exc:
                raise exc.at(i) from None
        return tuple(out)

    return encode, decode


def _fixed_tuple(items: tuple[Any, ...]) -> tuple[Encoder, Decoder]:
    codecs = [_codec(a) for a in items]
    n = len(codecs)
    if all(e is None for e, _ in codecs):
        encode: Encoder = list
    else:

        def encode(value: Any) -> Any:
            return [v if e is None else e(v) for (e, _), v in zip(codecs, value, strict=True)]

    def decode(data: Any) -> Any:
        if type(data) is not list:
            raise _expected(f"a list of {n}", data)
        if len(data) != n:
            raise CodecError(f"expected a list of {n}, got one of {len(data)}")
        out = []
        for i, ((_, d), v) in enumerate(zip(codecs, data, strict=True)):
            try:
                out.append(d(v))
            except CodecError as exc:
                raise exc.at(i) from None
        return tuple(out)

    return encode, decode


def _frozenset_of(item: Any) -> tuple[Encoder, Decoder]:
    enc, dec = _codec(item)

    def encode(value: Any) -> Any:
        return sorted(value) if enc is None else [enc(v) for v in sorted(value)]

    def decode(data: Any) -> Any:
        if type(data) is not list:
            raise _expected("a list", data)
        out = set()
        for i, v in enumerate(data):
            try:
                x = dec(v)
            except CodecError as exc:
                raise exc.at(i) from None
            if x in out:
                raise CodecError(f"{x!r} is listed twice", (i,))
            out.add(x)
        return frozenset(out)

    return encode, decode


def _fields_codec(
    cls: type, names: Sequence[str], build: Callable[[dict[str, Any]], Any]
) -> tuple[Encoder, Decoder]:
    """An object of the fields ``names`` of ``cls`` (a dataclass or a NamedTuple)."""
    hints = get_type_hints(cls)
    codecs = [(name, *_codec(hints[name])) for name in names]
    keys = frozenset(names)
    what = f"a {cls.__name__}"
    get = operator.attrgetter(*names) if len(names) > 1 else (lambda value: (getattr(value, names[0]),))
    encoders = tuple(enc for _, enc, _ in codecs)
    if all(enc is None for enc in encoders):

        def encode(value: Any) -> Any:
            return dict(zip(names, get(value), strict=True))

    else:

        def encode(value: Any) -> Any:
            return {
                name: v if enc is None else enc(v)
                for name, enc, v in zip(names, encoders, get(value), strict=True)
            }

    def decode(data: Any) -> Any:
        d = _object(data, keys, what)
        values = {}
        for name, _, dec in codecs:
            try:
                values[name] = dec(d[name])
            except CodecError as exc:
                raise exc.at(name) from None
        try:
            return build(values)
        except (TypeError, ValueError) as exc:
            raise CodecError(f"{what} cannot be made of these fields: {exc}") from None

    return encode, decode


def _named_tuple(cls: Any) -> tuple[Encoder, Decoder]:
    return _fields_codec(cls, cls._fields, lambda values: cls(**values))


def _dataclass(cls: Any) -> tuple[Encoder, Decoder]:
    fields = dataclasses.fields(cls)
    if any(not f.init for f in fields):
        raise TypeError(f"the codec cannot make {cls.__name__}: it has fields set after init")
    return _fields_codec(cls, [f.name for f in fields], lambda values: cls(**values))


def _class_codec(cls: type[_T]) -> tuple[Callable[[_T], dict[str, Any]], Callable[[Any], _T]]:
    enc, dec = _codec(cls)
    assert enc is not None  # an object's encoder is never the identity
    return enc, dec


# -- views ----------------------------------------------------------------------------------------

_VIEW_KEYS = frozenset({"game_id", "seat", "num_players", "current_player", "zones", "facts", "prompt"})
_ZONE_KEYS = frozenset({"key", "cards", "face_up", "faces"})
_decode_cards = _tuple_of(int)[1]

#: Each game's facts class, found once from a view of a new match.
_FACTS: dict[int, tuple[Game, type[Facts]]] = {}


def facts_class(game: Game) -> type[Facts]:
    """The class of ``game``'s view facts (from a view of a new match, found once per game)."""
    found = _FACTS.get(id(game))
    if found is None or found[0] is not game:
        cls = type(game.new_state(game.min_players, 0).view(None).facts)
        found = _FACTS[id(game)] = (game, cls)
    return found[1]


def encode_view(view: TableView[Any]) -> dict[str, Any]:
    """``view`` as JSON data (see the module's docstring for the shape)."""
    encode_facts = _class_codec(type(view.facts))[0]
    return {
        "game_id": view.game_id,
        "seat": view.seat,
        "num_players": view.num_players,
        "current_player": view.current_player,
        "zones": [
            {"key": _encode_key(key), "cards": list(z.cards), "face_up": z.face_up, "faces": list(z.faces)}
            for key, z in view.zones.items()
        ],
        "facts": encode_facts(view.facts),
        "prompt": None if view.prompt is None else encode_message(view.prompt),
    }


def _seat_or_none(data: Any, n: int, what: str) -> int | None:
    if data is None:
        return None
    if type(data) is not int:
        raise _expected("a seat number or null", data).at(what)
    if not 0 <= data < n:
        raise CodecError(f"{what}: seat {data} is not at a table of {n}")
    return data


def decode_view(game: Game, data: Any) -> TableView[Any]:
    """The view of ``game`` that :func:`encode_view` wrote; CodecError for anything else."""
    try:
        return _decode_view(game, data)
    except CodecError as exc:
        raise exc.at("view") from None
    except RecursionError:
        raise CodecError("nests too deeply", ("view",)) from None


def _decode_view(game: Game, data: Any) -> TableView[Any]:
    d = _object(data, _VIEW_KEYS, "a view")
    game_id = d["game_id"]
    if type(game_id) is not str:
        raise _expected("a string", game_id).at("game_id")
    if game_id != game.id:
        raise CodecError(f"view.game_id: a view of {game_id!r} is not one of {game.id!r}")
    n = d["num_players"]
    if type(n) is not int:
        raise _expected("an integer", n).at("num_players")
    if not game.min_players <= n <= game.max_players:
        raise CodecError(f"view.num_players: {game.id} is not played by {n}")
    seat = _seat_or_none(d["seat"], n, "view.seat")
    current = _seat_or_none(d["current_player"], n, "view.current_player")
    zones_data = d["zones"]
    if type(zones_data) is not list:
        raise _expected("a list", zones_data).at("zones")
    zones: dict[ZoneKey, Zone] = {}
    for i, zd in enumerate(zones_data):
        try:
            z = _object(zd, _ZONE_KEYS, "a zone")
            key = _at_key("key", _decode_key, z["key"])
            cards = _at_key("cards", _decode_cards, z["cards"])
            face_up = z["face_up"]
            if type(face_up) is not bool:
                raise _expected("a boolean", face_up).at("face_up")
            faces = _at_key("faces", _decode_cards, z["faces"])
            if key in zones:
                raise CodecError(f"the zone {list(key)} is listed twice")
        except CodecError as exc:
            raise exc.at("zones", i) from None
        zones[key] = Zone(cards, face_up, faces)
    decode_facts = _class_codec(facts_class(game))[1]
    try:
        facts = decode_facts(d["facts"])
    except CodecError as exc:
        raise exc.at("facts") from None
    prompt_data = d["prompt"]
    try:
        prompt = None if prompt_data is None else _decode_message(prompt_data)
    except CodecError as exc:
        raise exc.at("prompt") from None
    return TableView(game_id, seat, n, current, zones, facts, prompt)


def _at_key(name: str, decode: Decoder, data: Any) -> Any:
    try:
        return decode(data)
    except CodecError as exc:
        raise exc.at(name) from None


# -- events ----------------------------------------------------------------------------------------


def _event_codecs() -> dict[type[Event], tuple[str, Callable[[Any], dict[str, Any]]]]:
    for cls in EVENT_TYPES.values():
        if any(f.name == "type" for f in dataclasses.fields(cls)):  # type: ignore[arg-type]
            raise TypeError(f"{cls.__name__} has a field 'type', the name of the event's tag")
    return {cls: (name, _class_codec(cls)[0]) for name, cls in EVENT_TYPES.items()}


_EVENT_ENCODERS: dict[type[Event], tuple[str, Callable[[Any], dict[str, Any]]]] = {}


def encode_events(events: Sequence[Event]) -> list[dict[str, Any]]:
    """Each event as ``{"type": its class's name, ...its fields}``, in order."""
    if not _EVENT_ENCODERS:
        _EVENT_ENCODERS.update(_event_codecs())
    out = []
    for e in events:
        found = _EVENT_ENCODERS.get(type(e))
        if found is None:
            raise CodecError(f"the codec does not know the event {type(e).__name__}")
        name, encode = found
        out.append({"type": name, **encode(e)})
    return out


def decode_events(data: Any) -> list[Event]:
    """The events :func:`encode_events` wrote; CodecError for anything else."""
    if type(data) is not list:
        raise _expected("a list", data).at("events")
    out: list[Event] = []
    for i, item in enumerate(data):
        try:
            out.append(_decode_event(item))
        except CodecError as exc:
            raise exc.at("events", i) from None
        except RecursionError:
            raise CodecError("nests too deeply", ("events", i)) from None
    return out


def _decode_event(data: Any) -> Event:
    if type(data) is not dict:
        raise _expected("an event (an object)", data)
    name = data.get("type")
    if type(name) is not str:
        raise _expected("an event's name (a string)", name).at("type")
    cls = EVENT_TYPES.get(name)
    if cls is None:
        raise CodecError(f"type: there is no event {name!r}")
    fields = {k: v for k, v in data.items() if k != "type"}
    event: Event = _class_codec(cls)[1](fields)
    return event


# -- round summaries ---------------------------------------------------------------------------------


def encode_summary(s: RoundSummary) -> dict[str, Any]:
    """``s`` as ``{"number", "rounds", "totals", "winners"}``."""
    return _class_codec(RoundSummary)[0](s)


def decode_summary(data: Any) -> RoundSummary:
    """The round summary :func:`encode_summary` wrote; CodecError for anything else."""
    try:
        return _class_codec(RoundSummary)[1](data)
    except CodecError as exc:
        raise exc.at("summary") from None
