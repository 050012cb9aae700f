"""``python -m cardgames``: start Card Table (see ``cardgames.ui.app`` for the options)."""

from __future__ import annotations

if __name__ == "__main__":
    # Imported here, not above: the search process (spawned) imports this module
    # as its main module and must not pull in Qt for nothing.
    from .launch import main

    raise SystemExit(main())
