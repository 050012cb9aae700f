# Shared set-up for scripts/play.sh and scripts/test.sh: sourced, not run.
#
# Makes sure this machine can run Card Table: Python 3.11 or newer with venv
# support, the system libraries Qt loads, and the project's virtual
# environment in .venv. On Debian and Ubuntu it installs what is missing with
# apt-get (through sudo when not root, where sudo can be used; otherwise it says
# what to ask an administrator for); elsewhere it says what to install.
#
# Everything here works for an ordinary user under `set -euo pipefail`: no
# pipe whose reader may stop early (a writer killed by SIGPIPE would fail the
# pipeline), no tool that only root's PATH has. Once .venv is complete and
# pyproject.toml unchanged, nothing is installed and no network is needed.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${CARDGAMES_VENV:-$ROOT/.venv}"
# Set by the caller to choose the interpreter; then .venv follows it.
PYTHON_CHOSEN="${PYTHON:-}"
PYTHON="${PYTHON:-python3}"
# Written into .venv after a complete install: what it was made from.
STAMP_NAME=".cardgames-installed"

say() { printf 'cardgames: %s\n' "$*" >&2; }

# The system libraries Qt loads (file:Debian package). Offscreen needs the first
# list; a real window on X11 (xcb) needs the second too.
QT_LIBS=(
    libEGL.so.1:libegl1 libGL.so.1:libgl1 libfontconfig.so.1:libfontconfig1
    libglib-2.0.so.0:libglib2.0-0 libdbus-1.so.3:libdbus-1-3
    libxkbcommon.so.0:libxkbcommon0 libX11.so.6:libx11-6
)
QT_GUI_LIBS=(
    libxcb-cursor.so.0:libxcb-cursor0 libxcb-icccm.so.4:libxcb-icccm4
    libxcb-keysyms.so.1:libxcb-keysyms1 libxcb-image.so.0:libxcb-image0
    libxcb-render-util.so.0:libxcb-render-util0 libxcb-shape.so.0:libxcb-shape0
    libxcb-randr.so.0:libxcb-randr0 libxcb-xkb.so.1:libxcb-xkb1
    libxkbcommon-x11.so.0:libxkbcommon-x11-0 libX11-xcb.so.1:libx11-xcb1
)

ask_admin() {
    # The line for someone who cannot install system packages: what is missing, and a command to hand on.
    say "Card Table needs these system packages: $*. Ask an administrator to run: sudo apt-get install $*"
}

have_terminal() {
    # sudo asks for a password on the controlling terminal (/dev/tty), whatever stdin is.
    ( exec </dev/tty ) 2>/dev/null
}

apt_install() {
    # apt_install PKG...: install Debian packages, refreshing the lists once. Not root: through
    # sudo, without a question when sudo needs no password, with sudo's password question on a
    # terminal; where neither works, one line says what to ask an administrator for.
    [ "$#" -gt 0 ] || return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        say "please install these system packages (or your system's equivalents): $*"
        return 1
    fi
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            ask_admin "$@"; return 1
        elif sudo -n true >/dev/null 2>&1; then
            sudo=(sudo -n)
            say "installing system packages: $*"
        elif have_terminal; then
            sudo=(sudo)
            say "installing system packages: $*; sudo will ask for your password"
        else
            ask_admin "$@"; return 1
        fi
    else
        say "installing system packages: $*"
    fi
    # apt-get's own errors show; debconf's "delaying package configuration, since apt-utils is
    # not installed" does not (DEBCONF_NOWARNINGS silences debconf's warnings only).
    local apt=(env DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes apt-get) rc=0
    "${sudo[@]+"${sudo[@]}"}" "${apt[@]}" update -qq || rc=$?
    if [ "$rc" -eq 0 ]; then
        "${sudo[@]+"${sudo[@]}"}" "${apt[@]}" install -y -qq --no-install-recommends "$@" >/dev/null || rc=$?
    fi
    [ "$rc" -eq 0 ] && return 0
    # apt-get fails with 100 and says why; anything else is sudo refusing (1: no rights, a wrong password).
    if [ "${#sudo[@]}" -gt 0 ] && [ "$rc" -ne 100 ]; then
        ask_admin "$@"
    else
        say "could not install these system packages: $* (apt-get's messages above say why)"
    fi
    return 1
}

LIB_CACHE=""
LIB_CACHE_READ=0

lib_cache() {
    # The dynamic linker's list of libraries, read once. ldconfig lives in /sbin or
    # /usr/sbin, which an ordinary user's PATH lacks; reading its cache needs no root.
    [ "$LIB_CACHE_READ" -eq 1 ] && return 0
    LIB_CACHE_READ=1
    local tool
    for tool in "$(command -v ldconfig 2>/dev/null || true)" /sbin/ldconfig /usr/sbin/ldconfig; do
        if [ -n "$tool" ] && [ -x "$tool" ]; then
            # Captured whole, never piped into a reader that may stop early.
            LIB_CACHE="$("$tool" -p 2>/dev/null || true)"
            [ -n "$LIB_CACHE" ] && return 0
        fi
    done
    return 0
}

have_lib() {
    # have_lib FILE: the dynamic linker knows FILE (e.g. libEGL.so.1).
    lib_cache
    if [ -n "$LIB_CACHE" ]; then
        [[ "$LIB_CACHE" == *"$1 ("* ]] && return 0
        return 1
    fi
    # No linker cache to ask: look in the usual folders.
    local dir
    for dir in /lib /usr/lib /lib64 /usr/lib64 /usr/lib/*-linux-gnu /lib/*-linux-gnu; do
        [ -e "$dir/$1" ] && return 0
    done
    return 1
}

missing_libs() {
    # missing_libs [gui]: the Debian packages of the Qt libraries that are not there, one per line.
    local pair
    local needed=("${QT_LIBS[@]}")
    [ "${1:-}" = gui ] && needed+=("${QT_GUI_LIBS[@]}")
    for pair in "${needed[@]}"; do
        have_lib "${pair%%:*}" || printf '%s\n' "${pair##*:}"
    done
    # Qt draws text with the fonts it finds; a bare machine may have none.
    if ! have_fonts; then printf '%s\n' fonts-dejavu-core; fi
    return 0
}

have_fonts() {
    local dir
    for dir in /usr/share/fonts /usr/local/share/fonts "${HOME:-/nonexistent}/.local/share/fonts"; do
        [ -d "$dir" ] || continue
        if [ -n "$(find "$dir" -name '*.[ot]tf' -print -quit 2>/dev/null)" ]; then return 0; fi
    done
    return 1
}

ensure_qt_libs() {
    # ensure_qt_libs [gui]: the libraries Qt's offscreen platform loads, and
    # with "gui" also those of its X11 (xcb) platform for a real window.
    # Qt's wheels carry what macOS and Windows need; Linux takes these from the system.
    [ "$(uname -s)" = Linux ] || return 0
    local missing=()
    local pkg
    while IFS= read -r pkg; do missing+=("$pkg"); done < <(missing_libs "${1:-}")
    [ "${#missing[@]}" -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        # Advice only: this look-up may not know every system's layout, so the app still tries.
        say "Qt may need these libraries, which were not found: $(libs_of "${missing[@]}")"
        say "install them with your system's package manager (their Debian names: ${missing[*]})"
        return 0
    fi
    apt_install "${missing[@]}" || exit 1
}

libs_of() {
    # libs_of PKG...: the library files of those packages, for a message on other systems.
    local pkg pair out=()
    for pkg in "$@"; do
        for pair in "${QT_LIBS[@]}" "${QT_GUI_LIBS[@]}"; do
            [ "${pair##*:}" = "$pkg" ] && out+=("${pair%%:*}")
        done
        [ "$pkg" = fonts-dejavu-core ] && out+=("a TrueType font")
    done
    printf '%s' "${out[*]}"
}

ensure_python() {
    # Python 3.11 or newer, checked before anything is installed.
    if ! command -v "$PYTHON" >/dev/null 2>&1; then
        if [ -n "$PYTHON_CHOSEN" ]; then
            say "no $PYTHON found"; exit 1
        fi
        say "no $PYTHON found"
        apt_install python3 python3-venv || exit 1
    fi
    local out rc=0
    out="$("$PYTHON" -c 'import sys; print(sys.version.split()[0]); sys.exit(sys.version_info < (3, 11))' \
        2>&1)" || rc=$?
    [ "$rc" -eq 0 ] && return 0
    # Too old, or not running at all (a pyenv shim for a version that is not installed, a
    # broken install): its own --version tells which.
    local ver vrc=0
    ver="$("$PYTHON" --version 2>&1)" || vrc=$?
    if [ "$vrc" -eq 0 ] && [[ "$ver" =~ ^Python\ ([0-9]+)\.([0-9]+) ]] \
        && [ $((BASH_REMATCH[1] * 100 + BASH_REMATCH[2])) -lt 311 ]; then
        say "Card Table needs Python 3.11 or newer; $ver found."
        say "Install python3.11 (and python3.11-venv) and run again with PYTHON=python3.11."
        exit 1
    fi
    # What it printed first says why; with nothing printed, its exit status.
    local why="${out:-$ver}"
    if [[ "$why" == Traceback* ]]; then
        why="${why%$'\n'}"; why="${why##*$'\n'}"    # a Python's traceback: its last line
    else
        why="${why%%$'\n'*}"
    fi
    say "$PYTHON does not run: ${why:-it exits with status $rc}"
    exit 1
}

interpreter_id() {
    # interpreter_id PYTHON: its version and base installation (the same for a venv and the
    # interpreter it was made from).
    "$1" -c 'import sys; print(sys.version.split()[0], sys.base_prefix)' 2>/dev/null
}

venv_usable() {
    # The venv runs and has pip (a failed `python -m venv` leaves one without).
    [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c 'import pip' >/dev/null 2>&1
}

stamp_of() {
    # stamp_of EXTRAS: what an install is made from: the interpreter, the extras, pyproject.toml.
    local sum
    sum="$(cksum <"$ROOT/pyproject.toml")"
    printf '%s|%s|%s\n' "$(interpreter_id "$VENV/bin/python")" "$1" "$sum"
}

installed_for() {
    # installed_for EXTRAS: .venv already holds this install (the stamp matches, "[test]" covers "").
    local stamp="$VENV/$STAMP_NAME" want line
    [ -f "$stamp" ] || return 1
    want="$(stamp_of "$1")"
    while IFS= read -r line; do
        [ "$line" = "$want" ] && return 0
    done <"$stamp"
    return 1
}

remove_venv() {
    # Only a folder that is a virtual environment (or an empty one) is removed.
    if [ -f "$VENV/pyvenv.cfg" ] || [ -z "$(ls -A "$VENV" 2>/dev/null)" ]; then
        rm -rf "$VENV"
    else
        say "$VENV is not a virtual environment; move it away and run again"
        exit 1
    fi
}

ensure_venv() {
    # ensure_venv EXTRAS: .venv exists, is whole, uses the chosen interpreter, and has the
    # project installed with EXTRAS ("" or "[test]"); nothing is done when all that holds.
    ensure_python
    if [ -e "$VENV" ] && ! venv_usable; then
        say "repairing the half-made virtual environment in $VENV"
        remove_venv
    fi
    if [ -n "$PYTHON_CHOSEN" ] && venv_usable \
        && [ "$(interpreter_id "$VENV/bin/python")" != "$(interpreter_id "$PYTHON")" ]; then
        say "$VENV was made with another Python; making it again with $PYTHON"
        remove_venv
    fi
    if ! venv_usable; then
        # Debian and Ubuntu ship venv's pip bootstrap in a separate package.
        if ! "$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1; then
            local ver
            ver="$("$PYTHON" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
            apt_install "python$ver-venv" || exit 1
        fi
        say "creating the virtual environment in $VENV"
        if ! "$PYTHON" -m venv "$VENV"; then
            remove_venv
            say "could not create the virtual environment with $PYTHON"
            exit 1
        fi
        "$VENV/bin/python" -m pip install -q --upgrade pip
    fi
    installed_for "$1" && return 0
    [ "$1" = "" ] && installed_for "[test]" && return 0
    say "installing Card Table into $VENV"
    # The build backend's note about editable installs is for packagers, not players.
    PYTHONWARNINGS=ignore "$VENV/bin/python" -m pip install -q -e "$ROOT$1"
    # Stamps of an older pyproject.toml go; the other extras' stamp of this one stays.
    local stamp="$VENV/$STAMP_NAME" now keep=()
    now="$(stamp_of "$1")"
    if [ -f "$stamp" ]; then
        local line
        while IFS= read -r line; do
            [ "${line##*|}" = "${now##*|}" ] && [ "$line" != "$now" ] && keep+=("$line")
        done <"$stamp"
    fi
    printf '%s\n' "${keep[@]+"${keep[@]}"}" "$now" | grep -v '^$' >"$stamp.new" || true
    mv "$stamp.new" "$stamp"
}

ensure_display() {
    # A real window needs a display: say so in one line instead of Qt's abort.
    [ -n "${QT_QPA_PLATFORM:-}" ] && return 0
    case "$(uname -s)" in
        Linux | *BSD) ;;
        *) return 0 ;;
    esac
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        say "no display: start Card Table in a desktop session (DISPLAY or WAYLAND_DISPLAY is not set)"
        exit 1
    fi
}
