#!/usr/bin/env bash
# Install Card Table with its test tools into .venv (once) and run every test headless.
# Arguments go to pytest.
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
ensure_python
ensure_qt_libs
ensure_venv "[test]"
cd "$ROOT"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
exec "$VENV/bin/python" -m pytest "$@"
