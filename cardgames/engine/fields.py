"""Declared state fields: slots, ``clone`` and equality made once per class from its annotations.

A game's state writes each field once, as a class annotation::

    class SevenUpState(State[SevenUpOptions, SevenUpAction, SevenUpFacts]):
        dealer: int
        hands: list[list[int]]
        hand_start: Annotated[list[int], Shared]   # replaced, never changed in place

The metaclass turns the annotations into ``__slots__``. The first ``clone()``
or comparison of a class builds a copier and a comparer for it from the
resolved types, as plain Python code, so they run as fast as hand-written
ones and nothing can be forgotten:

- immutable values (``int``, ``str``, ``tuple[...]``, frozen dataclasses,
  pydantic models, enums, ``None``) are shared;
- ``list[list[...]]`` copies every row, ``list``, ``dict`` and ``set`` copy
  themselves, a ``History`` copies its chain;
- anything else is refused with the field's name until it says how it is copied.

Markers (``Annotated[T, marker]``) write an exception down where the field is:

- :data:`Shared`: replaced as a whole, never changed in place: the copy shares it;
- :data:`RowsShared`: a list of rows whose rows are copied on write by the state
  (the copy gets its own outer list only);
- :class:`Resets`: the copy and the original both restart at this value (the
  marks of a copy-on-write scheme);
- :data:`Uncompared`: not part of equality (a flag or a cache derived from the
  rest); the reason belongs in a comment beside it.
"""

from __future__ import annotations

import dataclasses
import enum
import inspect
import sys
import types
import typing
from abc import ABCMeta
from collections.abc import Callable
from typing import Any, ClassVar, Final

__all__ = ["FieldSpec", "Resets", "RowsShared", "Shared", "StateMeta", "Uncompared", "field_specs"]


class _Marker:
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


#: The field is replaced, never changed in place: a copy shares it.
Shared: Final = _Marker("Shared")
#: A list of rows that the state copies on write: a copy gets its own outer list and shares the rows.
RowsShared: Final = _Marker("RowsShared")
#: Not part of equality (say why beside the field).
Uncompared: Final = _Marker("Uncompared")


@dataclasses.dataclass(frozen=True, slots=True)
class Resets:
    """The copy and the original both restart at ``value`` when a copy is made."""

    value: Any


@dataclasses.dataclass(frozen=True, slots=True)
class FieldSpec:
    """How one field is copied and compared."""

    name: str
    #: "share", "copy" (its own ``.copy()``), "rows" (a list of lists), "reset".
    copy: str
    compared: bool
    optional: bool = False
    reset: Any = None


class StateMeta(ABCMeta):
    """Makes ``__slots__`` from a class's own field annotations (ClassVars excluded)."""

    def __new__(mcls, name: str, bases: tuple[type, ...], namespace: dict[str, Any], **kwargs: Any) -> Any:
        if "__slots__" not in namespace:
            own = namespace.get("__annotations__", {})
            namespace["__slots__"] = tuple(field for field, hint in own.items() if not _is_classvar(hint))
        return super().__new__(mcls, name, bases, namespace, **kwargs)


def _is_classvar(hint: Any) -> bool:
    if isinstance(hint, str):
        return hint.startswith(("ClassVar", "typing.ClassVar"))
    return typing.get_origin(hint) is ClassVar or hint is ClassVar


_IMMUTABLE = (int, float, bool, str, bytes, tuple, frozenset, type(None), enum.Enum, range)


def _is_immutable(tp: Any) -> bool:
    origin = typing.get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        return all(_is_immutable(a) for a in typing.get_args(tp))
    if origin is not None:
        return origin in (tuple, frozenset, type) or origin is typing.Literal
    if tp is Any or tp is type(None) or tp is None:
        return tp is not Any
    if isinstance(tp, typing.TypeVar):
        return True  # the game's options: a frozen pydantic model (checked where it is made)
    if not isinstance(tp, type):
        return False
    if issubclass(tp, _IMMUTABLE):
        return True
    params = getattr(tp, "__dataclass_params__", None)
    if params is not None and params.frozen:
        return True
    config = getattr(tp, "model_config", None)  # a pydantic model
    return isinstance(config, dict) and bool(config.get("frozen"))


def _spec(name: str, hint: Any, owner: type) -> FieldSpec:
    from .history import History

    markers: tuple[Any, ...] = ()
    if typing.get_origin(hint) is typing.Annotated:
        hint, *extra = typing.get_args(hint)
        markers = tuple(extra)
    compared = Uncompared not in markers
    for marker in markers:
        if isinstance(marker, Resets):
            return FieldSpec(name, "reset", compared, reset=marker.value)
    if Shared in markers:
        return FieldSpec(name, "share", compared)
    optional = False
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        optional = len(args) < len(typing.get_args(hint))
        if all(_is_immutable(a) for a in args):
            return FieldSpec(name, "share", compared)
        if len(args) != 1:
            raise TypeError(f"{owner.__name__}.{name}: say how a {hint} is copied (Annotated[..., Shared])")
        hint = args[0]
        origin = typing.get_origin(hint)
    if RowsShared in markers:
        return FieldSpec(name, "copy", compared, optional)
    if origin is list:
        (inner,) = typing.get_args(hint) or (Any,)
        if typing.get_origin(inner) is list:
            return FieldSpec(name, "rows", compared, optional)
        if not _is_immutable(inner):
            raise TypeError(f"{owner.__name__}.{name}: say how a list of {inner} is copied")
        return FieldSpec(name, "copy", compared, optional)
    if origin in (dict, set) or hint in (dict, set, list) or hint is History:
        return FieldSpec(name, "copy", compared, optional)
    if _is_immutable(hint):
        return FieldSpec(name, "share", compared)
    raise TypeError(
        f"{owner.__name__}.{name}: {hint!r} may change in place; say how it is copied "
        "(Annotated[..., Shared] if it is only ever replaced)"
    )


def field_specs(cls: type) -> tuple[FieldSpec, ...]:
    """Every declared field of ``cls`` and its bases, base fields first."""
    specs: list[FieldSpec] = []
    seen: set[str] = set()
    for klass in reversed(cls.__mro__):
        own = inspect.get_annotations(klass)
        if not own:
            continue
        module = sys.modules.get(klass.__module__)
        globalns = dict(vars(module)) if module is not None else {}
        localns = {klass.__name__: klass, **{p.__name__: p for p in getattr(klass, "__parameters__", ())}}
        for name, raw in own.items():
            if _is_classvar(raw) or name in seen:
                continue
            hint = eval(raw, globalns, localns) if isinstance(raw, str) else raw
            seen.add(name)
            specs.append(_spec(name, hint, cls))
    return tuple(specs)


def build_clone(cls: type) -> Callable[[Any], Any]:
    """A function that copies an instance of ``cls`` field by field, as its specs say."""
    lines = ["def clone(self):", "    o = new(cls)"]
    resets: dict[str, Any] = {}
    for spec in field_specs(cls):
        f = spec.name
        if spec.copy == "share":
            lines.append(f"    o.{f} = self.{f}")
        elif spec.copy == "reset":
            resets[f"reset_{f}"] = spec.reset
            lines.append(f"    o.{f} = self.{f} = reset_{f}")
        else:
            value = "[r.copy() for r in v]" if spec.copy == "rows" else "v.copy()"
            if spec.optional:
                value = f"None if v is None else {value}"
            lines.append(f"    v = self.{f}")
            lines.append(f"    o.{f} = {value}")
    lines.append("    return o")
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls, **resets}
    exec("\n".join(lines), namespace)
    fn: Callable[[Any], Any] = namespace["clone"]
    fn.__qualname__ = f"{cls.__qualname__}.clone"
    fn.__doc__ = "An independent copy, field by field (made from the declared fields)."
    return fn


def build_equal(cls: type) -> Callable[[Any, Any], bool]:
    """A function that compares two instances of ``cls`` by every compared field."""
    names = [spec.name for spec in field_specs(cls) if spec.compared]
    body = " and ".join(f"a.{f} == b.{f}" for f in names) or "True"
    namespace: dict[str, Any] = {}
    exec(f"def equal(a, b):\n    return {body}", namespace)
    fn: Callable[[Any, Any], bool] = namespace["equal"]
    return fn
