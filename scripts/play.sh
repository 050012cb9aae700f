#!/usr/bin/env bash
# Install Card Table into .venv (system libraries included) and start it.
# Arguments go to the program.
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
ensure_qt_libs gui
ensure_venv ""
cd "$ROOT"
exec "$VENV/bin/python" -m cardgames "$@"
