"""What the command-line tools share: an argument parser with one-line errors."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

__all__ = ["Parser"]


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are a single line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        """Print ``prog: error: message`` and exit with status 2."""
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        raise SystemExit(2)
