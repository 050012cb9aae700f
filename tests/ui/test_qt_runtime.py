"""The Qt binding itself: a release that corrupts Python's reference counts must not be installed."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF


def test_calls_that_return_nothing_keep_none_alive() -> None:
    """PySide6 6.12.0 dropped one reference to None per such call, and Python 3.11 then aborts."""
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(1000):
        point.setX(1.0)
    # A little slack for references taken elsewhere meanwhile; the bug loses exactly 1000.
    assert abs(sys.getrefcount(None) - before) < 50
