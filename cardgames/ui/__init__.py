"""The Qt app: main window, controller, table scene, dialogs, card art and translations.

PySide6 installs an import hook that inspects every module imported after
it; a first import of a pydantic module after PySide6 then fails with a
circular import inside pydantic (seen with PySide6 6.11 and pydantic 2.14).
So pydantic and the store's models are loaded here, before any module of
this package imports Qt. The games load later, when first used (see
``cardgames.games``): pydantic is complete by then, and
``tests/ui/test_startup.py`` loads every game after Qt to keep it so.
"""

import gc
import os

# The app uses no pydantic plugins: without this, the first model made reads the metadata of
# every installed package looking for some (a few ms at each start, more with many packages).
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

# Importing pydantic and building the models makes thousands of objects that last as long as
# the process, and no garbage: the cyclic collector waits until they are made, and they are then
# frozen out of its walks (else its next pass would walk them all at once).
_collecting = gc.isenabled()
gc.disable()
try:
    from .. import store as _store  # after the line above: the store's models read it
finally:
    gc.freeze()
    if _collecting:
        gc.enable()

del _store, _collecting
