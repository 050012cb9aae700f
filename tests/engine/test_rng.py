"""Seeded streams and the deals' shuffle."""

from __future__ import annotations

import random

from cardgames.engine import rng, shuffle, stream


def test_the_written_out_shuffle_is_the_librarys_and_in_use() -> None:
    """``shuffle`` draws and swaps as ``random.Random.shuffle`` does at every length, and leaves
    the stream where the library leaves it; on this Python the written-out form is the one used."""
    assert shuffle is rng._shuffle
    for seed in range(300):
        for size in (0, 1, 2, 3, 36, 48, 60, 100, seed % 130):
            plain, fast = random.Random(seed), random.Random(seed)
            expected, cards = list(range(size)), list(range(size))
            plain.shuffle(expected)
            shuffle(fast, cards)
            assert cards == expected
            assert fast.getstate() == plain.getstate()


def test_a_stream_is_the_same_for_the_same_seed_and_keys_only() -> None:
    assert stream(7, "deal", 1).random() == stream(7, "deal", 1).random()
    assert stream(7, "deal", 1).random() != stream(7, "deal", 2).random()
    assert stream(7, "deal", 1).random() != stream(8, "deal", 1).random()
