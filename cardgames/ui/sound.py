"""The table's sounds: a card laid down, a shuffle, a trick taken, your turn, a match won.

**Why miniaudio.** Qt's own player (``QSoundEffect``) is in Qt Multimedia, which comes only in the
PySide6-Addons wheel: 175 MB to download for five short sounds, on top of the 34 MB of
PySide6-Essentials the app needs. ``miniaudio`` (a single C library through cffi) is a 0.6 MB
wheel for Linux, macOS and Windows, and talks to ALSA/PulseAudio, Core Audio and WASAPI itself.
It is imported, and the sound device opened, only when the first sound plays: it adds nothing to
the start-up time.

**How.** The WAV files (``resources/sounds``, synthesised by ``scripts/make_sounds.py``) are read
once. One playback device stays open; its callback (on miniaudio's audio thread) mixes the sounds
under way at the chosen volume, so a shuffle and a card can sound together and a click never
waits for the disk or for the device.

**Quiet where it should be.** The demo makes no sound (``Sounds(backend="off")``), nor does a
test: tests set ``CARDGAMES_AUDIO=off``; ``null`` plays into miniaudio's null device, which
consumes the sound in real time like a sound card, without a speaker. A machine without a sound
device (a server, CI) stays silent: the first sound says once on stderr that there is no device,
in that one line: ALSA's own error lines while miniaudio looks for a card (35 of them) are kept
quiet (:func:`quiet_alsa`).
"""

from __future__ import annotations

import array
import atexit
import ctypes
import os
import sys
import threading
from collections.abc import Generator
from typing import Any

from .resources import sound_file

__all__ = ["NAMES", "RATE", "Mixer", "Sounds"]

#: The sounds the table makes.
NAMES = ("card", "shuffle", "trick", "turn", "win")
#: Their sample rate (16-bit mono).
RATE = 22_050


def load(name: str) -> array.array[int]:
    """The samples of sound ``name``."""
    import wave  # 15 ms of imports (audioop, chunk): only when the first sound is read

    with wave.open(str(sound_file(name)), "rb") as wav:
        if (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{name}.wav is not 16-bit mono at {RATE} Hz")
        samples = array.array("h")
        samples.frombytes(wav.readframes(wav.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


class Mixer:
    """The sounds under way, mixed into the device's buffers (its generator runs on the audio thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        #: [name, samples, position, gain] of each sound under way.
        self._voices: list[list[Any]] = []
        #: The names of the sounds played to their end, in order (for the tests and the curious).
        self.finished: list[str] = []

    def add(self, name: str, samples: array.array[int], gain: float) -> None:
        """Start ``samples`` now, at ``gain`` (0..1)."""
        with self._lock:
            self._voices.append([name, samples, 0, gain])

    @property
    def busy(self) -> bool:
        """True while a sound is under way."""
        with self._lock:
            return bool(self._voices)

    def mix(self, frames: int) -> array.array[int]:
        """The next ``frames`` samples: every sound under way, added and clipped."""
        out = [0] * frames
        with self._lock:
            voices = list(self._voices)
        done = []
        for voice in voices:
            _name, samples, pos, gain = voice
            chunk = samples[pos : pos + frames]
            for i, v in enumerate(chunk):
                out[i] += int(v * gain)
            voice[2] = pos + len(chunk)
            if voice[2] >= len(samples):
                done.append(voice)
        if done:
            ended = {id(v) for v in done}  # by identity: two voices of one sound may be equal lists
            with self._lock:
                self._voices = [v for v in self._voices if id(v) not in ended]
                self.finished += [v[0] for v in done]
        return array.array("h", (32767 if v > 32767 else -32768 if v < -32768 else v for v in out))

    def generator(self) -> Generator[array.array[int], int, None]:
        """miniaudio's callback: sent the frames it needs, yields them."""
        frames = yield array.array("h")
        while True:
            frames = yield self.mix(frames)


#: ALSA's error handler: ``(file, line, function, err, fmt, ...)``; the rest of a C variadic call
#: is never read.
_AlsaHandler = ctypes.CFUNCTYPE(
    None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
)
_alsa_quiet: list[Any] = []  # the handler, kept alive as long as ALSA may call it


def _ignore_alsa_error(file: bytes, line: int, function: bytes, err: int, fmt: bytes) -> None:
    """ALSA's report of what it tried while looking for a device: the one "no sound" line says it."""


def quiet_alsa() -> bool:
    """Keep ALSA's library from writing its errors to stderr (Linux, where miniaudio loads it: the
    same library, so the same handler). True when the handler is in place."""
    if _alsa_quiet:
        return True
    if not sys.platform.startswith("linux"):
        return False
    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:  # no ALSA here: miniaudio will not print its lines either
        return False
    handler = _AlsaHandler(_ignore_alsa_error)
    alsa.snd_lib_error_set_handler(handler)
    _alsa_quiet.append(handler)
    return True


class Sounds:
    """Plays the table's sounds at a volume, unless muted; opens the device at the first sound.

    ``backend``: ``"default"`` (the system's sound), ``"null"`` (miniaudio's null device: played,
    not heard) or ``"off"`` (nothing at all). By default ``CARDGAMES_AUDIO`` says, else the system.
    """

    def __init__(self, volume: int = 70, enabled: bool = True, backend: str | None = None) -> None:
        self.volume = volume
        self.enabled = enabled
        self.backend = backend or os.environ.get("CARDGAMES_AUDIO", "default")
        self.mixer = Mixer()
        self._samples: dict[str, array.array[int]] = {}
        self._device: Any = None
        self._opening: threading.Thread | None = None
        #: Why no sound can be played here (no device), once known.
        self.failure: str | None = None
        #: The sounds asked for while audible, in order.
        self.played: list[str] = []

    @property
    def audible(self) -> bool:
        """True when a sound asked for now would be played."""
        return self.enabled and self.volume > 0 and self.backend != "off" and self.failure is None

    def play(self, name: str) -> None:
        """Play sound ``name`` (one of ``NAMES``) now, mixed with any under way."""
        if not self.audible:
            return
        if name not in self._samples:
            self._samples[name] = load(name)
        # Read before the opening starts: a device the new thread opens at once (a loaded machine
        # switches to it right away) must not take the sound that asked for it.
        device = self._device
        if self._opening is None:
            # Opening a device takes from tens of ms to a second where there is none: never on the
            # table's thread. Sounds asked for meanwhile are dropped (they would come late).
            self._opening = threading.Thread(target=self._open, name="card-table-sound", daemon=True)
            self._opening.start()
        if device is None:
            return
        self.played.append(name)
        self.mixer.add(name, self._samples[name], self.volume / 100.0)

    def wait_until_open(self, timeout: float = 5.0) -> bool:
        """Wait for the device to be opened (tests); True when it is."""
        if self._opening is not None:
            self._opening.join(timeout)
        return self._device is not None

    def _open(self) -> bool:
        try:
            import miniaudio  # type: ignore[import-untyped]

            backends = [miniaudio.Backend.NULL] if self.backend == "null" else None
            if backends is None:
                quiet_alsa()
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=40,
                backends=backends,
                app_name="Card Table",
            )
            generator = self.mixer.generator()
            next(generator)
            device.start(generator)
        except Exception as exc:  # no sound device (a server, CI): silent, said once
            self.failure = f"{type(exc).__name__}: {exc}"
            print(f"Card Table: no sound: no sound device could be opened ({self.failure})", file=sys.stderr)
            return False
        self._device = device
        atexit.register(self.close)  # a device left running keeps the interpreter from ending
        return True

    def close(self) -> None:
        """Stop the device (the app is closing)."""
        device, self._device = self._device, None
        if device is not None:
            try:
                device.close()
            except Exception:  # closing a device that failed is no reason to stop the app
                return
