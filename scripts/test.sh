#!/usr/bin/env bash
# Install Card Table with its test tools into .venv (once) and run every test headless.
# Arguments go to pytest.
# shellcheck source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
ensure_python
ensure_qt_libs offscreen
ensure_venv "[test]"
cd "$ROOT" || exit 1
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
# In parallel, one process per core (CARDGAMES_TEST_WORKERS=1: all in this one process).
workers="${CARDGAMES_TEST_WORKERS:-auto}"
if [ "$workers" = 1 ]; then
    exec "$VENV/bin/python" -m pytest "$@"
fi
exec "$VENV/bin/python" -m pytest -n "$workers" "$@"
