#!/usr/bin/env bash
# Install Card Table into .venv (system libraries included) once, and start it.
# Later starts start at once, offline. Arguments go to the program.
# shellcheck source-path=SCRIPTDIR
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
ensure_python
case " $* " in
    *" --version "* | *" --help "* | *" -h "*) ;;
    *) ensure_display ;;
esac
ensure_qt_libs gui
ensure_venv ""
cd "$ROOT" || exit 1
exec "$VENV/bin/python" -m cardgames "$@"
