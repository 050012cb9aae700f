"""A match's moves so far, as a persistent list: ``append`` and ``copy`` cost the same at any length.

Each move is a seat and its action. Read as a sequence, a history gives the
actions (what a record stores and a replay applies); :meth:`History.moves`
gives the ``(seat, action)`` pairs, so who made a move is known without a replay.

A search clones states many thousand times a second. With a plain list,
every clone copied the whole record of the match (some 600 actions late in an
eight-player Karriere Poker match), which made ``clone`` cost more than two
``apply`` calls. Here the moves are a chain of ``(action, seat, earlier)`` links:
appending adds one link, copying shares the chain, and two copies that go on
differently share what they have in common and never see each other's moves.

Reading it as a sequence (indexing, slicing, iterating, comparing) builds a
tuple of the actions once and keeps it until the next ``append``; the
length is counted as it grows. Pickling writes the plain tuple, so a long
chain never runs into the pickler's recursion limit.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, overload

from .actions import Action

__all__ = ["History"]


class History(Sequence[Action]):
    """The actions of a match in order; equal to any list or tuple with the same actions."""

    __slots__ = ("_items", "_last", "_len")

    def __init__(self, actions: Iterable[Action] = (), seats: Iterable[int] = ()) -> None:
        """A history of ``actions`` made by ``seats`` (-1 for a move whose seat is not given)."""
        self._last: tuple[Action, int, Any] | None = None
        self._len = 0
        self._items: tuple[Action, ...] | None = ()
        who = iter(seats)
        for action in actions:
            self.append(action, next(who, -1))

    def append(self, action: Action, seat: int = -1) -> None:
        """Add ``seat``'s ``action`` at the end (copies made earlier do not see it)."""
        self._last = (action, seat, self._last)
        self._len += 1
        self._items = None

    def copy(self) -> History:
        """An independent history with the same actions, made without copying them."""
        other = History.__new__(History)
        other._last = self._last
        other._len = self._len
        other._items = self._items
        return other

    def _tuple(self) -> tuple[Action, ...]:
        items = self._items
        if items is None:
            found: list[Action] = []
            link = self._last
            while link is not None:
                found.append(link[0])
                link = link[2]
            found.reverse()
            items = self._items = tuple(found)
        return items

    def moves(self) -> tuple[tuple[int, Action], ...]:
        """Every move as ``(seat, action)``, in order (seat -1: not recorded)."""
        found: list[tuple[int, Action]] = []
        link = self._last
        while link is not None:
            found.append((link[1], link[0]))
            link = link[2]
        found.reverse()
        return tuple(found)

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return list(self._tuple()[index])
        return self._tuple()[index]

    def __iter__(self) -> Iterator[Action]:
        return iter(self._tuple())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, History):
            return self._len == other._len and (self._last is other._last or self._tuple() == other._tuple())
        if isinstance(other, list | tuple):
            return self._len == len(other) and self._tuple() == tuple(other)
        return NotImplemented

    # No __hash__: defining __eq__ makes Python set it to None (a history grows).

    def __bool__(self) -> bool:
        return self._len > 0

    def __repr__(self) -> str:
        return f"History({list(self._tuple())!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        moves = self.moves()
        return (History, (tuple(a for _, a in moves), tuple(s for s, _ in moves)))
