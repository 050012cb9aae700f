"""The bundled app's entry script: PyInstaller freezes this file (``cardgames/__main__.py``
uses a relative import, which a frozen script cannot)."""

from cardgames.ui.app import main

if __name__ == "__main__":
    raise SystemExit(main())
