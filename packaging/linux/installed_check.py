"""Checks of the installed app, run by the bundle's own interpreter (packaging/build.sh).

    CARDGAMES_BUNDLE_SCRIPT=packaging/linux/installed_check.py /usr/bin/cardgames sound

``sound``: plays the table's "card" sound into miniaudio's null device (which consumes it in real
time, like a sound card, without a speaker) and waits until it has been played to its end. Exit 1
with the reason when it cannot: a module missing from the bundle (cffi's ``_cffi_backend``, which
miniaudio's compiled part loads where PyInstaller cannot see it), a device that does not open.

Only modules the app itself bundles may be imported here: this file is not frozen with the app, it
runs inside it (packaging/launch.py).
"""

from __future__ import annotations

import sys
import time


def fail(reason: str) -> int:
    print(f"installed_check: FAILED: {reason}", file=sys.stderr)
    return 1


def check_sound() -> int:
    """Play "card" into the null device; 0 once it has been played to its end."""
    from cardgames.ui.sound import Sounds

    sounds = Sounds(volume=70, enabled=True, backend="null")
    sounds.play("card")  # opens the device on its own thread; this first sound is dropped
    if not sounds.wait_until_open(15.0):
        return fail(f"no sound device opened: {sounds.failure or 'timed out after 15 s'}")
    sounds.play("card")
    deadline = time.monotonic() + 15.0
    while "card" not in sounds.mixer.finished:
        if time.monotonic() > deadline:
            return fail("the null device did not play the sound to its end within 15 s")
        time.sleep(0.02)
    sounds.close()
    print("installed_check: sound: 'card' played to its end into miniaudio's null device")
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["sound"]:
        return check_sound()
    return fail(f"usage: installed_check.py sound (got {argv})")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
