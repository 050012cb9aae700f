# Shared set-up for scripts/play.sh and scripts/test.sh: sourced, not run.
#
# Makes sure this machine can run Card Table: Python 3.11 or newer with venv
# support, the system libraries Qt loads, and the project's virtual
# environment in .venv. On Debian and Ubuntu it installs what is missing with
# apt-get (through sudo when not root, where sudo can be used; otherwise it says
# what to ask an administrator for); elsewhere it says what to install. The
# first install downloads from the package index through pip (its proxies and
# config); without a connection it stops in one line and leaves no .venv behind.
#
# Everything here works for an ordinary user under `set -euo pipefail`: no
# pipe whose reader may stop early (a writer killed by SIGPIPE would fail the
# pipeline), no tool that only root's PATH has. Once .venv is complete and
# pyproject.toml unchanged, nothing is installed and no network is needed.

# shellcheck shell=bash
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${CARDGAMES_VENV:-$ROOT/.venv}"
# Set by the caller to choose the interpreter; then .venv follows it.
PYTHON_CHOSEN="${PYTHON:-}"
PYTHON="${PYTHON:-python3}"
# Written into .venv after a complete install: what it was made from.
STAMP_NAME=".cardgames-installed"

say() { printf 'cardgames: %s\n' "$*" >&2; }

# How long pip waits for an answer before it gives up (one retry): a network that swallows
# packets is told from a working one in about twice this, not after pip's 5 retries of 15 s (or
# a PIP_DEFAULT_TIMEOUT of minutes). Proxies, indexes and the rest of pip's config are pip's own.
NET_WAIT=10
# What a first install downloads from PyPI (Linux x86_64, Python 3.11, November 2026: 87 MB, of
# which PySide6-Essentials 80 MB; with the test tools 119 MB), for the message when it cannot.
FIRST_MB=90
FIRST_MB_TEST=120

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
    # ensure_qt_libs offscreen|gui: the libraries Qt's offscreen platform loads, and
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

PIP_LOG=""
VENV_MADE=0

pip_log_open() {
    # Where pip's output goes (it is kept only when pip fails).
    PIP_LOG="$(mktemp "${TMPDIR:-/tmp}/cardgames-pip.XXXXXX")" || {
        say "cannot write a temporary file in ${TMPDIR:-/tmp}"; exit 1
    }
}

pip_run() {
    # pip_run RETRIES ARGS...: the venv's pip with bounded waits, asking nothing, all it says
    # appended to $PIP_LOG (its --log has the detail: which address failed, and how). The
    # environment carries the bounds into the pip that an isolated build starts; the options
    # win over a user's PIP_TIMEOUT or PIP_RETRIES for this one. PIP_CAP, when set, goes first.
    # PYTHONWARNINGS: the build backend's note about editable installs is for packagers.
    local retries="$1"; shift
    # shellcheck disable=SC2094  # both append (pip opens its --log with "a")
    "${PIP_CAP[@]+"${PIP_CAP[@]}"}" env PIP_DEFAULT_TIMEOUT="$NET_WAIT" PIP_TIMEOUT="$NET_WAIT" \
        PIP_RETRIES="$retries" PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONWARNINGS=ignore \
        "$VENV/bin/python" -m pip "$@" -q --no-input --timeout "$NET_WAIT" --retries "$retries" \
        --log "$PIP_LOG" >>"$PIP_LOG" 2>&1
}

net_check() {
    # net_check EXTRAS: before anything is installed, pip asks its index (through the user's
    # proxies and config) for pip's versions, a few kB; when it cannot get there, stop with one
    # line. Any other answer goes on: an offline wheel folder (PIP_NO_INDEX) has no index to ask.
    local rc=0 cap=$((NET_WAIT * 6)) PIP_CAP=()
    # A last bound for what pip's own do not cover (a name server that never answers).
    command -v timeout >/dev/null 2>&1 && PIP_CAP=(timeout --foreground "$cap")
    pip_run 1 index versions pip || rc=$?
    [ "$rc" -eq 0 ] && return 0
    [ "$rc" -eq 124 ] && printf 'cardgames: no answer within %s s\n' "$cap" >>"$PIP_LOG"
    local kind src why
    IFS=$'\x1f' read -r kind src why < <(pip_verdict) || true
    [ "${kind:-}" = net ] && no_connection "$1" "$src" "$why"
    return 0
}

pip_verdict() {
    # From $PIP_LOG: "net SOURCE REASON" when pip could not reach its package index (or a
    # download broke off), else "other - pip's last error line"; fields apart by \x1f (which,
    # unlike a tab, read does not merge when a field is empty).
    "$VENV/bin/python" - "$PIP_LOG" "$NET_WAIT" 2>/dev/null <<'PY' || printf 'other\x1f\x1f\n'
import re
import sys
from urllib.parse import urlsplit

text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
wait = sys.argv[2]
PYPI = ("pypi.org", "files.pythonhosted.org")


def source(host: str) -> str:
    if host.split(":")[0] in PYPI:
        return "the Python package index (pypi.org)"
    return f"the package index at {host}"


def reason(host: str, cause: str) -> str:
    low = cause.lower()
    who = "the proxy" if "proxyerror" in low or "cannot connect to proxy" in low else host
    if "timed out" in low or "timeout" in low or low.startswith("no answer"):
        return f"{who} did not answer within {wait} s"
    if "refused" in low:
        return f"{who} refused the connection"
    if re.search(r"name resolution|name or service not known|no address associated|"
                 r"nodename nor servname|getaddrinfo", low):
        return f"the address of {who} could not be looked up"
    if "network is unreachable" in low or "no route to host" in low:
        return "the network is unreachable"
    if "certificate" in low or "ssl" in low:
        return f"{who}'s certificate was not accepted"
    status = re.search(r"(\d{3}) (?:Client|Server) Error: (.*?) for url", cause)
    if status:
        return f"{who} answered {status.group(1)} {status.group(2)}"
    errno = re.search(r"\[Errno -?\d+\] ([^'\")\]]+)", cause)
    return (errno.group(1) if errno else cause)[:120].strip()


def pool_host(cause: str) -> str:
    m = re.search(r"host='([^']+)', port=(\d+)", cause)
    if not m:
        return "pypi.org"
    return m.group(1) if m.group(2) in ("80", "443") else f"{m.group(1)}:{m.group(2)}"


tail = text[text.find("ERROR:"):] if "ERROR:" in text else ""
fetched = re.findall(r"Could not fetch URL (\S+?): (.*?)(?: - skipping)?$", text, re.M)
given_up = re.search(r"^cardgames: (no answer within \d+ s)", text, re.M)
broken = re.search(r"(ConnectTimeout|ReadTimeout|NewConnectionError|ProxyError|Connection broken|"
                   r"RemoteDisconnected|IncompleteRead|Max retries exceeded).*", tail)
if given_up:
    pool = re.search(r"host='[^']+', port=\d+", text)
    host = pool_host(pool.group(0)) if pool else "pypi.org"
    print("net", source(host), given_up.group(1).replace("no answer", f"{host} did not answer"), sep="\x1f")
elif fetched and re.search(r"No matching distribution|Could not find a version", tail):
    url, cause = fetched[0]
    host = urlsplit(url).netloc.rpartition("@")[2]
    print("net", source(host), reason(host, cause), sep="\x1f")
elif broken:
    host = pool_host(broken.group(0))
    print("net", source(host), reason(host, broken.group(0)), sep="\x1f")
else:
    errors = re.findall(r"ERROR: (.*)", text)
    print("other", "", (errors[-1] if errors else "").strip()[:200], sep="\x1f")
PY
}

no_connection() {
    # no_connection EXTRAS SOURCE REASON: the one line, the half-made venv gone, exit 1.
    local what
    if [ "$VENV_MADE" -eq 0 ]; then
        what="installing Card Table into $VENV downloads packages from $2"
    elif [ "$1" = "" ]; then
        what="the first start downloads about $FIRST_MB MB from $2"
    else
        what="the first run of the tests downloads about $FIRST_MB_TEST MB from $2"
    fi
    say "$what; no connection: $3. Connect to the internet and run again (pip's log: $PIP_LOG)."
    [ "$VENV_MADE" -eq 1 ] && remove_venv
    exit 1
}

pip_failed() {
    # pip_failed EXTRAS WHAT: pip failed; one line for it, the half-made venv gone, exit 1.
    local kind src why
    IFS=$'\x1f' read -r kind src why < <(pip_verdict) || true
    [ "${kind:-}" = net ] && no_connection "$1" "$src" "$why"
    say "$2 failed${why:+: $why} (pip's log: $PIP_LOG)"
    [ "$VENV_MADE" -eq 1 ] && remove_venv
    exit 1
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
        VENV_MADE=1
    fi
    installed_for "$1" && return 0
    [ "$1" = "" ] && installed_for "[test]" && return 0
    pip_log_open
    net_check "$1"
    if [ "$VENV_MADE" -eq 1 ]; then
        pip_run 1 install --upgrade pip || pip_failed "$1" "updating pip"
    fi
    say "installing Card Table into $VENV"
    pip_run 3 install -e "$ROOT$1" || pip_failed "$1" "installing Card Table"
    rm -f "$PIP_LOG"
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
