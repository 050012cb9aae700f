"""The store's names: the history's and the statistics' load when first asked for, and every name
the package lists is there."""

from __future__ import annotations

import subprocess
import sys

import pytest

import cardgames.store as store


def test_every_listed_name_resolves() -> None:
    for name in store.__all__:
        assert getattr(store, name) is not None, name


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        _ = store.nothing_here  # type: ignore[attr-defined]
    assert not hasattr(store, "__wrapped__")  # PySide6's import hook asks modules this


def test_history_and_statistics_load_on_first_use() -> None:
    code = (
        "import sys, cardgames.store as s\n"
        "before = {'cardgames.store.history', 'cardgames.store.stats'} & set(sys.modules)\n"
        "from cardgames.store import load_statistics, MatchHistory\n"
        "after = {'cardgames.store.history', 'cardgames.store.stats'} & set(sys.modules)\n"
        "print(sorted(before), sorted(after), load_statistics.__module__, MatchHistory.__module__)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == [
        "[]",
        "['cardgames.store.history',",
        "'cardgames.store.stats']",
        "cardgames.store.stats",
        "cardgames.store.history",
    ]
