# Shared set-up for scripts/play.sh and scripts/test.sh: sourced, not run.
#
# Makes sure this machine can run Card Table: Python 3.11 or newer with venv
# support, the system libraries Qt loads, and the project's virtual
# environment in .venv. On Debian and Ubuntu it installs what is missing with
# apt-get (through sudo when not root); elsewhere it says what to install.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${CARDGAMES_VENV:-$ROOT/.venv}"
PYTHON="${PYTHON:-python3}"

say() { printf 'cardgames: %s\n' "$*" >&2; }

apt_install() {
    # apt_install PKG...: install Debian packages, refreshing the lists once.
    [ "$#" -gt 0 ] || return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        say "please install these system packages (or their equivalents): $*"
        return 1
    fi
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
            say "need root to install: $*"; return 1
        fi
    fi
    say "installing system packages: $*"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

have_lib() { ldconfig -p 2>/dev/null | grep -q "$1"; }

ensure_qt_libs() {
    # ensure_qt_libs [gui]: the libraries Qt's offscreen platform loads, and
    # with "gui" also those of its X11 (xcb) platform for a real window.
    command -v apt-get >/dev/null 2>&1 || return 0
    local missing=() pair lib pkg
    local needed=(
        libEGL.so.1:libegl1 libGL.so.1:libgl1 libfontconfig.so.1:libfontconfig1
        libglib-2.0.so.0:libglib2.0-0 libdbus-1.so.3:libdbus-1-3
        libxkbcommon.so.0:libxkbcommon0 libX11.so.6:libx11-6
    )
    if [ "${1:-}" = gui ]; then
        needed+=(
            libxcb-cursor.so.0:libxcb-cursor0 libxcb-icccm.so.4:libxcb-icccm4
            libxcb-keysyms.so.1:libxcb-keysyms1 libxcb-image.so.0:libxcb-image0
            libxcb-render-util.so.0:libxcb-render-util0 libxcb-shape.so.0:libxcb-shape0
            libxcb-randr.so.0:libxcb-randr0 libxcb-xkb.so.1:libxcb-xkb1
            libxkbcommon-x11.so.0:libxkbcommon-x11-0 libX11-xcb.so.1:libx11-xcb1
        )
    fi
    for pair in "${needed[@]}"; do
        lib="${pair%%:*}"; pkg="${pair##*:}"
        have_lib "$lib" || missing+=("$pkg")
    done
    # Qt draws text with the fonts it finds; a bare machine may have none.
    [ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
    [ "${#missing[@]}" -eq 0 ] || apt_install "${missing[@]}"
}

ensure_venv() {
    # ensure_venv EXTRAS: .venv exists and has the project installed, with EXTRAS ("" or "[test]").
    if ! command -v "$PYTHON" >/dev/null 2>&1; then
        say "no $PYTHON found"; apt_install python3 python3-venv
    fi
    if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
        say "Card Table needs Python 3.11 or newer; $("$PYTHON" --version 2>&1) found."
        say "Install python3.11 (and python3.11-venv) and run again with PYTHON=python3.11."
        exit 1
    fi
    if [ ! -x "$VENV/bin/python" ]; then
        # Debian and Ubuntu ship venv's pip bootstrap in a separate package.
        if ! "$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1; then
            local ver
            ver="$("$PYTHON" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
            apt_install "python$ver-venv"
        fi
        say "creating the virtual environment in $VENV"
        "$PYTHON" -m venv "$VENV"
        "$VENV/bin/python" -m pip install -q --upgrade pip
    fi
    say "installing Card Table into $VENV"
    "$VENV/bin/python" -m pip install -q -e "$ROOT$1"
}
