"""``python -m cardgames``: start Card Table.

The table app is not built yet; until it is, this runs the headless arena so
a newcomer sees the engine and the bots at work: FTW?! for four, the
"normal" bot against three random players. Arguments, if any, go to the
arena (``python -m cardgames --game ftw --players 2 --seats normal,easy``).
"""

from __future__ import annotations

import sys

from .ai.arena import main as arena_main

DEMO = ["--game", "ftw", "--players", "4", "--seats", "normal,random,random,random", "--matches", "200"]


def main(argv: list[str] | None = None) -> int:
    """Run the arena: the demo match-up, or the given arguments."""
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("Card Table: the table app is on its way; meanwhile the bots play FTW?! headless.\n")
        args = DEMO
    return arena_main(args)


if __name__ == "__main__":
    raise SystemExit(main())
