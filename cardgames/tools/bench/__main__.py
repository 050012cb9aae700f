"""``python -m cardgames.tools.bench``: see the package's description, or ``--help``."""

from .report import main

if __name__ == "__main__":
    raise SystemExit(main())
