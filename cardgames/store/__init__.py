"""Files on disk: where settings, saved matches and statistics live.

Everything here is plain Python with pydantic models; nothing imports Qt.
"""

from .paths import Paths, app_paths

__all__ = ["Paths", "app_paths"]
