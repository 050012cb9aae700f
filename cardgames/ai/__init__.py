"""Game-independent bots, headless matches between bots, and benchmarks."""

from .bots import LEVELS, RandomBot, bot_decision, levels_for, make_bot, play_match

__all__ = ["LEVELS", "RandomBot", "bot_decision", "levels_for", "make_bot", "play_match"]
