"""Fixtures of the bot tests: one search process per test module."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cardgames.ai.remote import SearchProcess


@pytest.fixture(scope="module")
def child() -> Iterator[SearchProcess]:
    """A started search process (a child of this one), closed after the module's tests."""
    process = SearchProcess()
    assert process.start(), process.failed
    yield process
    process.close()
