"""The app's benchmarks live in :mod:`cardgames.ui.bench`; this keeps ``python -m cardgames.tools.uibench``
working. Importing this module loads nothing."""

if __name__ == "__main__":
    import runpy

    runpy.run_module("cardgames.ui.bench", run_name="__main__", alter_sys=True)
