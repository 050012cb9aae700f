"""Synthesise Card Table's sounds into ``resources/sounds/*.wav`` (16-bit mono, 22,050 Hz).

Everything is made here from noise and sine waves with a fixed seed, so the files are the same on
every run: ``python scripts/make_sounds.py`` writes them, ``--check`` fails (exit 1) when a
committed file differs from what the script makes (tests/ui/test_sound.py runs the check).

- ``card``: a short, bright snap of filtered noise (a card laid down);
- ``shuffle``: a riffle of small snaps that speeds up and fades;
- ``trick``: a soft low thump and a brush (a trick swept off the table);
- ``turn``: two gentle bell notes, rising (your turn);
- ``win``: a bright major arpeggio (a match won).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
SOUNDS_DIR = Path(__file__).resolve().parents[1] / "resources" / "sounds"


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _add(target: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    start = int(RATE * at)
    if len(target) < start + len(sound):
        target.extend([0.0] * (start + len(sound) - len(target)))
    for i, v in enumerate(sound):
        target[start + i] += gain * v


def _snap(rng: random.Random, seconds: float, decay: float, smooth: float) -> list[float]:
    """Noise with a fast exponential decay, smoothed by a one-pole low-pass (``smooth`` in 0..1)."""
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        last = smooth * last + (1.0 - smooth) * rng.uniform(-1.0, 1.0)
        out.append(last * math.exp(-t * decay))
    peak = max(abs(v) for v in out) or 1.0
    return [v / peak for v in out]


def _bell(freq: float, seconds: float, decay: float) -> list[float]:
    """A sine with two soft overtones and a short attack."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.006)
        tone = math.sin(2 * math.pi * freq * t) + 0.35 * math.sin(4 * math.pi * freq * t)
        tone += 0.12 * math.sin(6 * math.pi * freq * t)
        out.append(attack * math.exp(-t * decay) * tone / 1.47)
    return out


def card(rng: random.Random) -> list[float]:
    """A card laid down."""
    return _snap(rng, 0.07, 70.0, 0.35)


def shuffle(rng: random.Random) -> list[float]:
    """A riffle: 22 snaps, closer and quieter towards the end."""
    out = _silence(0.6)
    at = 0.0
    for k in range(22):
        _add(out, _snap(rng, 0.03, 140.0, 0.25), at, 0.9 - 0.025 * k)
        at += 0.034 - 0.0009 * k
    return out


def trick(rng: random.Random) -> list[float]:
    """A trick swept off the table: a low thump under a soft brush."""
    thump = [
        math.sin(2 * math.pi * 110 * i / RATE) * math.exp(-i / RATE * 28) for i in range(int(RATE * 0.16))
    ]
    out = _silence(0.2)
    _add(out, thump, 0.0, 0.8)
    _add(out, _snap(rng, 0.16, 22.0, 0.8), 0.01, 0.45)
    return out


def turn(rng: random.Random) -> list[float]:
    """Your turn: two bell notes, rising."""
    out = _silence(0.45)
    _add(out, _bell(880.0, 0.3, 9.0), 0.0, 0.5)
    _add(out, _bell(1318.5, 0.33, 8.0), 0.11, 0.45)
    return out


def win(rng: random.Random) -> list[float]:
    """A match won: C, E, G, C, each ringing on."""
    out = _silence(0.9)
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        _add(out, _bell(freq, 0.55, 5.5), 0.1 * k, 0.32)
    return out


SOUNDS: dict[str, Callable[[random.Random], list[float]]] = {
    "card": card,
    "shuffle": shuffle,
    "trick": trick,
    "turn": turn,
    "win": win,
}


def render(name: str) -> bytes:
    """The WAV file of sound ``name``, the same bytes on every run."""
    samples = SOUNDS[name](random.Random(f"card-table-{name}"))
    peak = max(1.0, max(abs(v) for v in samples))
    frames = bytearray()
    for v in samples:
        frames += round(32767 * 0.85 * v / peak).to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    """Write the sounds, or with ``--check`` compare them with the committed files."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if a committed file differs")
    args = parser.parse_args(argv)
    stale = []
    for name in SOUNDS:
        path = SOUNDS_DIR / f"{name}.wav"
        data = render(name)
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(str(path))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    for path in stale:
        print(f"{path} is not what scripts/make_sounds.py makes; run it", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
