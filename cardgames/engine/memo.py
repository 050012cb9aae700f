"""A bounded memo table: computes each missing value once and keeps it, up to a limit.

Games use it to intern actions and to cache enumerations that search asks for
again and again (helper subsets, sets of equal cards). Past the limit values
are still computed, just no longer kept, so memory stays bounded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

__all__ = ["Memo"]

K = TypeVar("K")
V = TypeVar("V")


class Memo(dict[K, V], Generic[K, V]):
    """``memo[key]`` is ``make(key)``, computed on first use and kept while under ``limit``."""

    def __init__(self, make: Callable[[K], V], limit: int = 100_000) -> None:
        super().__init__()
        self._make = make
        self._limit = limit

    def __missing__(self, key: K) -> V:
        value = self._make(key)
        if len(self) < self._limit:
            self[key] = value
        return value
