"""The Qt app: main window, controller, table scene, dialogs, card art and translations.

PySide6 installs an import hook that inspects every module imported after
it; a first import of pydantic after PySide6 then fails with a circular
import inside pydantic (seen with PySide6 6.11 and pydantic 2.14). So the
models (games, store) are loaded here, before any module of this package
imports Qt.
"""

from .. import games as _games
from .. import store as _store

del _games, _store
