"""The bundled app's entry script: PyInstaller freezes this file (``cardgames/__main__.py``
uses a relative import, which a frozen script cannot)."""

import multiprocessing

if __name__ == "__main__":
    # The hard bot's search process is started by re-running this executable;
    # freeze_support() turns that run into the search process, not a second app.
    multiprocessing.freeze_support()
    from cardgames.launch import main

    raise SystemExit(main())
