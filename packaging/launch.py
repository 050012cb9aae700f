"""The bundled app's entry script: PyInstaller freezes this file (``cardgames/__main__.py``
uses a relative import, which a frozen script cannot).

``CARDGAMES_BUNDLE_SCRIPT=FILE cardgames ARGS...`` runs the Python file FILE with the bundle's own
interpreter and modules instead of the app (ARGS become its ``sys.argv[1:]``), as ``python FILE``
would: a frozen app has no ``python -c``. packaging/build.sh checks the installed app that way
(packaging/linux/installed_check.py: a sound played, the games listed). It gives nobody more than
they have: whoever sets a program's environment can already make it load other code
(``LD_PRELOAD``).
"""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    # The hard bot's search process is started by re-running this executable;
    # freeze_support() turns that run into the search process, not a second app.
    multiprocessing.freeze_support()
    script = os.environ.get("CARDGAMES_BUNDLE_SCRIPT")
    if script:
        import runpy

        sys.argv = [script, *sys.argv[1:]]
        runpy.run_path(script, run_name="__main__")
        raise SystemExit(0)
    from cardgames.launch import main

    raise SystemExit(main())
