"""The benchmark lives in :mod:`cardgames.tools.bench`; this keeps ``python -m cardgames.ai.bench``
(the command the developers' guide names) working. Importing this module loads nothing."""

if __name__ == "__main__":
    import runpy

    runpy.run_module("cardgames.tools.bench", run_name="__main__", alter_sys=True)
