"""Test set-up shared by the whole suite: headless Qt and a quick hypothesis profile."""

from __future__ import annotations

import os

# Before any Qt import: tests never open a real window.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import settings

settings.register_profile("default", max_examples=60, deadline=None)
# HYPOTHESIS_PROFILE=soak for a long search before a release.
settings.register_profile("soak", max_examples=3000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
