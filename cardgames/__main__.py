"""``python -m cardgames``: start Card Table (see ``cardgames.ui.app`` for the options)."""

from __future__ import annotations

from .ui.app import main

if __name__ == "__main__":
    raise SystemExit(main())
