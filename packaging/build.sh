#!/usr/bin/env bash
# Build Card Table's Linux package and prove that the installed app starts.
#
#     bash packaging/build.sh                         as root, or as a user who may use sudo
#     bash packaging/build.sh --without straight_up   the package without that game (repeatable)
#
# On a fresh Debian (12) machine, in this order:
#   1. system packages: apt-get update, then whatever is missing of the build
#      tools, Xvfb, xdotool, desktop-file-utils and the libraries Qt loads;
#      the desktop entry is validated;
#   2. a build environment (BUILD_DIR/venv) with `pip install .` of a copy of
#      this checkout and PyInstaller; its `cardgames` gui-script is started once.
#      --without GAME leaves the game out of that copy first: its code, its
#      rules texts and its catalogue entries (bundle_contents.py without);
#   3. the PyInstaller bundle (packaging/cardgames.spec): one folder, windowed;
#   4. the .deb: the bundle in /usr/lib/cardgames (not /opt: a package that owned /opt would
#      try to remove it with itself), /usr/bin/cardgames, the desktop
#      entry, the icon in the hicolor theme; Depends read from the bundle;
#      /usr/share/doc/cardgames: copyright (DEP-5), changelog.gz and the
#      licence texts of everything bundled (third_party.py; none missing);
#   5. `apt-get install` of the .deb; files and desktop entry checked;
#   6. under Xvfb, the command of the installed desktop entry's Exec line:
#      started as a player would (window found, screen grabbed and checked),
#      with a demo screenshot; a sound played into miniaudio's null device and
#      the games listed in both languages (linux/installed_check.py, run by
#      the installed app's own interpreter); timed to its first painted table;
#   7. `apt-get remove --purge`, then nothing of the package may be left.
# Every failed check stops the script with a line starting "build.sh: FAILED".
#
# BUILD_DIR (default build/packaging, git-ignored) keeps the build environment
# between runs; the package, the screenshots and the figures end up in
# BUILD_DIR/out, the output of apt, pip and PyInstaller in BUILD_DIR/logs.
# PYTHON picks the interpreter for the bundle (default python3);
# CARDGAMES_BUILD_DISPLAY the X display for Xvfb (a number; default: the
# first free one from 99).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PKG_SRC="$ROOT/packaging"
BUILD_DIR="${BUILD_DIR:-$ROOT/build/packaging}"
PYTHON="${PYTHON:-python3}"
APP=cardgames
VENV="$BUILD_DIR/venv"
OUT="$BUILD_DIR/out"
LOGS="$BUILD_DIR/logs"
DESKTOP_FILE="/usr/share/applications/$APP.desktop"
ICON_SIZES=(16 24 32 48 64 128 256 512)
CLEAN_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin

started_all=$SECONDS
step_started=$SECONDS
declare -A took=()
current=""

step() {
    # step NAME: time the previous step, announce the next.
    [ -z "$current" ] || took[$current]=$((SECONDS - step_started))
    current="$1"
    step_started=$SECONDS
    printf '\n== build.sh: %s\n' "$1"
}
say() { printf 'build.sh: %s\n' "$*"; }
fail() {
    printf 'build.sh: FAILED: %s\n' "$*" >&2
    exit 1
}
logged() {
    # logged LOG COMMAND...: the command's output goes to LOG (appended); when it fails, LOG's
    # last lines are shown and the status is the command's.
    local log="$1" status=0
    shift
    "$@" >>"$log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        printf 'build.sh: the last lines of %s:\n' "$log" >&2
        tail -n 30 "$log" | sed 's/^/    /' >&2
    fi
    return "$status"
}

without=()
while [ $# -gt 0 ]; do
    case "$1" in
        --without)
            [ $# -ge 2 ] || fail "--without needs a game id, e.g. --without straight_up"
            without+=("$2")
            shift 2
            ;;
        --without=*)
            without+=("${1#--without=}")
            shift
            ;;
        -h | --help)
            sed -n '2,/^set -euo pipefail/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
            exit 0
            ;;
        *) fail "unknown argument $1 (bash packaging/build.sh --help)" ;;
    esac
done
for game in "${without[@]}"; do
    [ -f "$ROOT/cardgames/games/$game/__init__.py" ] ||
        fail "--without $game: no such game (cardgames/games/ has: $(cd "$ROOT/cardgames/games" && ls -d */ | tr -d / | tr '\n' ' '))"
done
without_list=$(IFS=,; echo "${without[*]}")

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || fail "not root and no sudo: run as root or install sudo"
    SUDO="sudo"
fi
apt_get() { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get "$@"; }
mkdir -p "$BUILD_DIR"
rm -rf "$LOGS"
mkdir -p "$LOGS"

# What this script starts, it stops; a package it installed is purged if it fails half-way.
xvfb_pid=""
app_pid=""
installed=0
scratch="$(mktemp -d)"
cleanup() {
    local status=$?
    [ -z "$app_pid" ] || kill "$app_pid" 2>/dev/null || true
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    if [ "$installed" = 1 ]; then
        say "removing the package after the failure"
        apt_get remove --purge -y -qq "$APP" >/dev/null 2>&1 || true
    fi
    rm -rf "$scratch"
    exit "$status"
}
trap cleanup EXIT

# ---------------------------------------------------------------------------
step "1. system packages"
command -v apt-get >/dev/null 2>&1 || fail "this script needs a Debian-like system with apt-get"
wanted=(
    binutils dpkg xvfb xdotool x11-utils desktop-file-utils fonts-dejavu-core
    # Qt's X11 platform (QT-NOTES.md, "Headless"): PyInstaller copies what it finds, so all must be here.
    libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0
    libxcb-randr0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1 libegl1 libgl1 libfontconfig1
    libdbus-1-3 libglib2.0-0
)
if ! command -v "$PYTHON" >/dev/null 2>&1; then
    PYTHON=python3
    wanted+=(python3 python3-venv)
fi
installed_ok() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
apt_install_missing() {
    local pkg missing=()
    for pkg in "$@"; do installed_ok "$pkg" || missing+=("$pkg"); done
    [ "${#missing[@]}" -gt 0 ] || return 0
    say "installing: ${missing[*]}"
    # Its stdout and stderr to the log: debconf's "delaying package configuration, since
    # apt-utils is not installed" and the like are no news.
    logged "$LOGS/apt.log" apt_get install -y -qq --no-install-recommends "${missing[@]}" ||
        fail "apt-get install ${missing[*]} failed (log: $LOGS/apt.log)"
}
say "apt-get update (log: $LOGS/apt.log)"
logged "$LOGS/apt.log" apt_get update -qq || fail "apt-get update failed (log: $LOGS/apt.log)"
apt_install_missing "${wanted[@]}"
# The licence text of the ICU that PySide6's Qt carries is taken from Debian's ICU package.
if ! compgen -G "/usr/share/doc/libicu[0-9]*/copyright" >/dev/null; then
    icu=$(apt-cache pkgnames libicu | grep -E '^libicu[0-9]+$' | sort -V | tail -n 1 || true)
    [ -n "$icu" ] || fail "no Debian package libicuNN found (its copyright file is ICU's licence text)"
    apt_install_missing "$icu"
fi
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' ||
    fail "Card Table needs Python 3.11 or newer; $("$PYTHON" --version 2>&1) found (set PYTHON=...)"
pyver=$("$PYTHON" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
python_extra=()
"$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1 || python_extra+=("python$pyver-venv")
# Debian's own Python: PyInstaller bundles its shared library, which is a package of its own.
[ "$("$PYTHON" -c 'import sys; print(sys.base_prefix)')" != /usr ] || python_extra+=("libpython$pyver")
apt_install_missing "${python_extra[@]}"
say "Python for the bundle: $(command -v "$PYTHON") ($pyver)"
desktop-file-validate "$PKG_SRC/linux/$APP.desktop" || fail "desktop-file-validate rejects linux/$APP.desktop"
say "linux/$APP.desktop passes desktop-file-validate"

# ---------------------------------------------------------------------------
step "2. build environment: pip install . and PyInstaller"
rm -rf "$BUILD_DIR/src" "$BUILD_DIR/dist" "$BUILD_DIR/work" "$OUT"
mkdir -p "$BUILD_DIR/src" "$OUT"
SRC="$BUILD_DIR/src"
# A copy of the checkout, so that no stale build/ or egg-info of the working tree gets in.
tar -C "$ROOT" --exclude=__pycache__ -cf - pyproject.toml setup.py README.md LICENSE MANIFEST.in cardgames \
    resources translations | tar -C "$SRC" -xf -
say "pip's log: $LOGS/pip.log"
if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -m venv "$VENV"
    logged "$LOGS/pip.log" "$VENV/bin/python" -m pip install --upgrade pip || fail "pip could not upgrade itself"
fi
# The app's dependencies and PyInstaller first: --without needs PySide6's lrelease before the
# app itself is installed.
mapfile -t deps < <("$VENV/bin/python" -c 'import sys, tomllib
print("\n".join(tomllib.load(open(sys.argv[1], "rb"))["project"]["dependencies"]))' "$SRC/pyproject.toml")
logged "$LOGS/pip.log" "$VENV/bin/python" -m pip install "pyinstaller>=6.10,<7" "${deps[@]}" ||
    fail "pip could not install PyInstaller and the app's dependencies"
for game in "${without[@]}"; do
    say "leaving $game out of the copy ($SRC)"
    "$VENV/bin/python" "$PKG_SRC/bundle_contents.py" without "$game" --root "$SRC" \
        --lrelease "$VENV/bin/pyside6-lrelease" | sed 's/^bundle_contents: /build.sh:   /' ||
        fail "could not leave $game out"
done
# pip builds and reinstalls a local folder every time, so the venv of an earlier run gets this checkout.
logged "$LOGS/pip.log" "$VENV/bin/python" -m pip install "$SRC" || fail "pip install of the checkout's copy failed"
say "$("$VENV/bin/python" -m PyInstaller --version | sed 's/^/PyInstaller /'), $("$VENV/bin/python" --version)"

say "the gui-script of pip install: $VENV/bin/$APP"
# From / so that the installed package is imported, not this checkout's folder.
(cd / && "$VENV/bin/python" - <<'PY') || fail "pip install . did not give the cardgames gui-script with its data"
import sys
from importlib.metadata import entry_points
from pathlib import Path

from cardgames.ui.resources import project_root, rules_file, translations_dir

scripts = {e.name: e.value for e in entry_points(group="gui_scripts")}
assert scripts.get("cardgames") == "cardgames.launch:main", scripts
assert project_root() == (Path(sys.prefix) / "share" / "cardgames").resolve(), project_root()
assert rules_file("ftw", "de", "rules").is_file() and (translations_dir() / "cardgames_de.qm").is_file()
print(f"build.sh: gui_scripts cardgames = {scripts['cardgames']}; data found in {project_root()}")
PY
home="$scratch/pip-home"
mkdir -p "$home"
(cd / && timeout 120 env -i PATH="$CLEAN_PATH" HOME="$home" CARDGAMES_HOME="$home" QT_QPA_PLATFORM=offscreen \
    "$VENV/bin/$APP" --demo ftw --moves 12 --lang de --screenshot "$OUT/pip-demo.png") >/dev/null 2>&1 ||
    fail "the pip-installed $VENV/bin/$APP --demo ftw --screenshot did not exit 0"
"$VENV/bin/python" "$PKG_SRC/linux/screen_check.py" check "$OUT/pip-demo.png" ||
    fail "the pip-installed app's demo screenshot does not show the table"

# ---------------------------------------------------------------------------
step "3. PyInstaller bundle"
# Its INFO lines and warnings such as "Library ole32 required via ctypes not found" (a Windows
# library that platformdirs asks for there) go to the log.
say "PyInstaller's log: $LOGS/pyinstaller.log"
(cd "$BUILD_DIR" && logged "$LOGS/pyinstaller.log" env CARDGAMES_SOURCE="$SRC" CARDGAMES_WITHOUT="$without_list" \
    "$VENV/bin/python" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath work \
    "$PKG_SRC/cardgames.spec") || fail "PyInstaller did not build the bundle (log: $LOGS/pyinstaller.log)"
BUNDLE="$BUILD_DIR/dist/$APP"
[ -x "$BUNDLE/$APP" ] || fail "the bundle has no executable $BUNDLE/$APP"
for f in translations/cardgames_de.qm translations/cardgames_en.qm resources/icons/cardgames-256.png \
    PySide6/Qt/translations/qtbase_de.qm PySide6/Qt/plugins/platforms/libqxcb.so; do
    [ -f "$BUNDLE/_internal/$f" ] || fail "the bundle lacks _internal/$f"
done
want_rules=$(find "$SRC/resources/rules" -name '*.md' | wc -l)
have_rules=$(find "$BUNDLE/_internal/resources/rules" -name '*.md' | wc -l)
[ "$want_rules" -eq "$have_rules" ] || fail "the bundle has $have_rules rules texts, the checkout's copy $want_rules"
home="$scratch/bundle-home"
mkdir -p "$home"
(cd / && timeout 120 env -i PATH="$CLEAN_PATH" HOME="$home" CARDGAMES_HOME="$home" QT_QPA_PLATFORM=offscreen \
    "$BUNDLE/$APP" --demo karriere_poker --players 5 --moves 20 --lang de --screenshot "$OUT/bundle-demo.png") \
    >/dev/null 2>&1 || fail "the bundle's demo screenshot (run from /) did not exit 0"
"$VENV/bin/python" "$PKG_SRC/linux/screen_check.py" check "$OUT/bundle-demo.png" ||
    fail "the bundle's demo screenshot does not show the table"
# The hard bot searches in a child process, which the frozen app starts by running
# itself again (multiprocessing.freeze_support in launch.py): check that it answers.
hard_out=$( (cd / && timeout 120 env -i PATH="$CLEAN_PATH" HOME="$home" CARDGAMES_HOME="$home" \
    QT_QPA_PLATFORM=offscreen "$BUNDLE/$APP" --demo seven_up --level hard --moves 4 \
    --screenshot "$OUT/bundle-hard.png") 2>/dev/null) || fail "the bundle's demo with hard bots did not exit 0"
grep -Eq '^cardgames: [1-9][0-9]* searches answered by the search process$' <<<"$hard_out" ||
    fail "the bundle's hard bots did not search in the search process: $hard_out"
say "bundle: hard bots search in a child process (${hard_out#cardgames: })"
# A hosted online table: the app starts its own server (--serve), whose bots think in worker
# processes that the frozen app starts by running itself again; a whole match on 127.0.0.1.
server_out=$(cd / && timeout 180 "$VENV/bin/python" "$PKG_SRC/linux/server_check.py" \
    env -i PATH="$CLEAN_PATH" HOME="$home" CARDGAMES_HOME="$home" "$BUNDLE/$APP") ||
    fail "the bundle's table server did not host a match: $server_out"
say "bundle: ${server_out#server_check: }"
bundle_size=$(du -sh "$BUNDLE" | cut -f1)
say "bundle: $BUNDLE, $bundle_size, $(find "$BUNDLE" -type f | wc -l) files"

# ---------------------------------------------------------------------------
step "4. Debian package"
version=$("$VENV/bin/python" -c 'import cardgames; print(cardgames.__version__)')
arch=$(dpkg --print-architecture)
# The games in the menus' order, for the description: "four", "FTW?!, ... and Straight Up".
games_line=$(cd / && "$VENV/bin/python" -c 'from cardgames.games import GAMES
titles = [g.title for g in GAMES.values()]
count = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}.get(len(titles), str(len(titles)))
print(count, ", ".join(titles[:-1]) + " and " + titles[-1] if len(titles) > 1 else titles[0])')
changelog_version=$(sed -n '1s/^[a-z0-9.+-]* (\([^)]*\)).*/\1/p' "$PKG_SRC/linux/changelog")
[ "$changelog_version" = "$version" ] ||
    fail "packaging/linux/changelog's newest entry is $changelog_version, the app is $version: add an entry"
depends=$("$VENV/bin/python" "$PKG_SRC/linux/deb_depends.py" "$BUNDLE") ||
    fail "could not work out the package's Depends (see above)"
root="$scratch/deb-root"
mkdir -p "$root/DEBIAN" "$root/usr/lib" "$root/usr/bin" "$root/usr/share/applications" \
    "$root/usr/share/icons/hicolor/scalable/apps"
cp -a "$BUNDLE" "$root/usr/lib/$APP"
install -m 0755 "$PKG_SRC/linux/$APP" "$root/usr/bin/$APP"
install -m 0644 "$PKG_SRC/linux/$APP.desktop" "$root/usr/share/applications/$APP.desktop"
for size in "${ICON_SIZES[@]}"; do
    install -D -m 0644 "$ROOT/resources/icons/$APP-$size.png" \
        "$root/usr/share/icons/hicolor/${size}x${size}/apps/$APP.png"
done
install -m 0644 "$ROOT/resources/icons/$APP.svg" "$root/usr/share/icons/hicolor/scalable/apps/$APP.svg"
doc="$root/usr/share/doc/$APP"
mkdir -p "$doc"
gzip -9n <"$PKG_SRC/linux/changelog" >"$doc/changelog.gz"
third_args=(--source "$SRC" --source "$PKG_SRC")
for game in "${without[@]}"; do third_args+=(--without "$game"); done
logged "$LOGS/third-party.log" "$VENV/bin/python" "$PKG_SRC/third_party.py" "$BUILD_DIR/work/$APP/bundle-manifest.json" \
    "$doc" "${third_args[@]}" || fail "the licences of what the bundle ships are not all found (see above)"
say "licences: $(tail -n 1 "$LOGS/third-party.log" | sed 's/^third_party: //; s| in /.*||') in /usr/share/doc/$APP"
chmod -R u+rwX,go+rX,go-w "$root"
chmod 0755 "$root"
installed_size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat >"$root/DEBIAN/control" <<EOF
Package: $APP
Version: $version
Architecture: $arch
Maintainer: Card Table developers <cardtable@users.noreply.github.com>
Installed-Size: $installed_size
Depends: $depends
Section: games
Priority: optional
Description: Card Table (Kartentisch): ${games_line%% *} card games on one animated table
 ${games_line#* }, played solo against bots
 or hot-seat with friends on one computer, in German or English.
 .
 The app is a self-contained bundle in /usr/lib/$APP;
 /usr/bin/$APP starts it.
EOF
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) \
    >"$root/DEBIAN/md5sums"
DEB="$OUT/${APP}_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zzstd --build "$root" "$DEB" >/dev/null || fail "dpkg-deb could not build $DEB"
deb_size=$(du -h "$DEB" | cut -f1)
say "package: $DEB, $deb_size (installed: $((installed_size / 1024)) MB)"
say "Depends: $depends"
[ "${#without[@]}" -eq 0 ] || say "left out: ${without[*]} (games: ${games_line#* })"

# ---------------------------------------------------------------------------
step "5. install with apt"
if dpkg-query -W -f='${Status}' "$APP" 2>/dev/null | grep -q "ok installed"; then
    say "an earlier $APP is installed: removing it first"
    apt_get remove --purge -y -qq "$APP" >/dev/null
fi
installed=1
apt_get install -y -qq "$DEB" >"$scratch/apt-install.log" 2>&1 || {
    cat "$scratch/apt-install.log" >&2
    fail "apt-get install $DEB failed"
}
dpkg-query -W -f='${Status}' "$APP" | grep -q "install ok installed" || fail "dpkg does not list $APP as installed"
for f in "/usr/lib/$APP/$APP" "/usr/bin/$APP" "$DESKTOP_FILE" "/usr/share/icons/hicolor/scalable/apps/$APP.svg"; do
    [ -e "$f" ] || fail "$f was not installed"
done
for size in "${ICON_SIZES[@]}"; do
    [ -f "/usr/share/icons/hicolor/${size}x${size}/apps/$APP.png" ] || fail "the ${size}px icon was not installed"
done
desktop-file-validate "$DESKTOP_FILE" || fail "desktop-file-validate rejects $DESKTOP_FILE"
dpkg-query -L "$APP" >"$scratch/files.txt"
say "installed $(wc -l <"$scratch/files.txt") paths; $DESKTOP_FILE passes desktop-file-validate"
doc_dir="/usr/share/doc/$APP"
[ -f "$doc_dir/copyright" ] || fail "$doc_dir/copyright was not installed"
zcat "$doc_dir/changelog.gz" | head -n 1 | grep -q "^$APP ($version)" || fail "$doc_dir/changelog.gz does not start with $version"
say "$doc_dir: copyright, changelog.gz, $(find "$doc_dir/third-party" -type f | wc -l) licence texts"
# The games: each left-out game's files gone (paths, and modules in the executable's archive), the others there.
modules=$("$VENV/bin/python" -c 'import sys
from PyInstaller.archive.readers import CArchiveReader
print("\n".join(CArchiveReader(sys.argv[1]).open_embedded_archive("PYZ.pyz").toc))' "/usr/lib/$APP/$APP")
for game in $(cd "$ROOT/cardgames/games" && ls -d */ | tr -d /); do
    [ -f "$ROOT/cardgames/games/$game/__init__.py" ] || continue
    paths=$(grep -c -- "$game" "$scratch/files.txt" || true)
    code=$(grep -c -- "$game" <<<"$modules" || true)
    if [[ " ${without[*]} " == *" $game "* ]]; then
        [ "$paths$code" = 00 ] || fail "$game is left out, yet $paths installed paths and $code modules name it"
        say "$game: left out (no installed path, no bundled module names it)"
    else
        [ "$paths" -gt 0 ] && [ "$code" -gt 0 ] || fail "$game should be in the package ($paths paths, $code modules)"
    fi
done

# The command of the desktop entry: its Exec line without field codes (%f, %U...).
exec_line=$(sed -n 's/^Exec=//p' "$DESKTOP_FILE" | head -n 1)
[ -n "$exec_line" ] || fail "$DESKTOP_FILE has no Exec line"
read -r -a exec_cmd <<<"$exec_line"
filtered=()
for word in "${exec_cmd[@]}"; do
    case "$word" in %[fFuUick]) ;; *) filtered+=("$word") ;; esac
done
exec_cmd=("${filtered[@]}")
exec_bin=$(PATH="$CLEAN_PATH" command -v "${exec_cmd[0]}") || fail "Exec's ${exec_cmd[0]} is not on the PATH"
[ "$exec_bin" = "/usr/bin/$APP" ] || fail "Exec's ${exec_cmd[0]} is $exec_bin, not the installed /usr/bin/$APP"
say "Exec=$exec_line -> ${exec_cmd[*]} ($exec_bin)"

# ---------------------------------------------------------------------------
step "6. the installed app under Xvfb"
if [ -n "${CARDGAMES_BUILD_DISPLAY:-}" ]; then
    display="${CARDGAMES_BUILD_DISPLAY#:}"
    [[ "$display" =~ ^[0-9]+$ ]] || fail "CARDGAMES_BUILD_DISPLAY must be a display number such as 99, not $CARDGAMES_BUILD_DISPLAY"
    [ ! -e "/tmp/.X$display-lock" ] && [ ! -e "/tmp/.X11-unix/X$display" ] ||
        fail "CARDGAMES_BUILD_DISPLAY=$display: display :$display is taken"
else
    display=99
    while [ -e "/tmp/.X$display-lock" ] || [ -e "/tmp/.X11-unix/X$display" ]; do display=$((display + 1)); done
fi
Xvfb ":$display" -screen 0 1600x1000x24 -nolisten tcp >"$scratch/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do
    [ -e "/tmp/.X11-unix/X$display" ] && break
    sleep 0.1
done
[ -e "/tmp/.X11-unix/X$display" ] || fail "Xvfb :$display did not start ($(cat "$scratch/xvfb.log"))"
home="$scratch/app-home"
mkdir -p "$home"
# As a desktop launcher starts it: a clean environment, no QT_QPA_PLATFORM (CI sets offscreen);
# its sounds go to miniaudio's null device (played in real time, not heard).
run_env=(env -i PATH="$CLEAN_PATH" HOME="$home" CARDGAMES_HOME="$home" DISPLAY=":$display" LANG=C.UTF-8
    CARDGAMES_AUDIO=null)

say "start: ${exec_cmd[*]} (as from the menu)"
(cd "$home" && exec "${run_env[@]}" "${exec_cmd[@]}") >"$scratch/app.log" 2>&1 &
app_pid=$!
window=$(DISPLAY=":$display" timeout 60 xdotool search --sync --onlyvisible --name '^Card Table' | head -n 1) ||
    fail "no window titled 'Card Table' appeared within 60 s ($(tail -n 5 "$scratch/app.log"))"
sleep 3 # its table dealt and painted
kill -0 "$app_pid" 2>/dev/null || fail "the app ended by itself ($(tail -n 5 "$scratch/app.log"))"
eval "$(DISPLAY=":$display" xdotool getwindowgeometry --shell "$window")"
say "window $window: '$(DISPLAY=":$display" xdotool getwindowname "$window")' at $X,$Y, ${WIDTH}x$HEIGHT," \
    "$(DISPLAY=":$display" xprop -id "$window" WM_CLASS | sed 's/ = /: /')"
DISPLAY=":$display" "$VENV/bin/python" "$PKG_SRC/linux/screen_check.py" grab "$OUT/installed-screen.png" ||
    fail "could not grab the X screen"
"$VENV/bin/python" "$PKG_SRC/linux/screen_check.py" check "$OUT/installed-screen.png" \
    --region "$X,$Y,$WIDTH,$HEIGHT" --min-size 1000x700 ||
    fail "the screen does not show the main window with its table ($OUT/installed-screen.png)"
# Quit as a player does (Ctrl+Q); it must end by itself, with status 0.
DISPLAY=":$display" xdotool windowfocus --sync "$window" key --clearmodifiers ctrl+q
for _ in $(seq 100); do
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.1
done
kill -0 "$app_pid" 2>/dev/null && fail "the app did not quit on Ctrl+Q within 10 s"
wait "$app_pid" || fail "the app quit with status $? ($(tail -n 5 "$scratch/app.log"))"
app_pid=""
! grep -q "no sound" "$scratch/app.log" || fail "the app said: $(grep "no sound" "$scratch/app.log")"
say "quit on Ctrl+Q with status 0"

say "demo screenshot: ${exec_cmd[*]} --demo ftw --players 4 --seed 7 --moves 40 --lang de --screenshot ..."
(cd "$home" && timeout 120 "${run_env[@]}" "${exec_cmd[@]}" --demo ftw --players 4 --seed 7 --moves 40 --lang de \
    --size 1280x800 --screenshot "$OUT/installed-demo.png") >"$scratch/demo.log" 2>&1 ||
    fail "the installed app's demo screenshot did not exit 0 ($(tail -n 5 "$scratch/demo.log"))"
"$VENV/bin/python" "$PKG_SRC/linux/screen_check.py" check "$OUT/installed-demo.png" ||
    fail "the installed app's demo screenshot does not show the table"

# Sound: the installed bundle's own interpreter plays a sound into miniaudio's null device
# (packaging/launch.py runs the check instead of the app; see linux/installed_check.py).
say "sound: CARDGAMES_BUNDLE_SCRIPT=linux/installed_check.py ${exec_cmd[*]} sound"
(cd "$home" && timeout 60 "${run_env[@]}" CARDGAMES_AUDIO=null CARDGAMES_BUNDLE_SCRIPT="$PKG_SRC/linux/installed_check.py" \
    "${exec_cmd[@]}" sound) >"$scratch/sound.log" 2>&1 ||
    fail "the installed app cannot play a sound into miniaudio's null device: $(tail -n 3 "$scratch/sound.log")"
say "$(tail -n 1 "$scratch/sound.log")"

# The games it lists, in German and English (the welcome and New game dialogs, offscreen, and the
# catalogues), against each game's title and own catalogue entries read from this checkout.
(cd / && "$VENV/bin/python" "$PKG_SRC/bundle_contents.py" texts --root "$ROOT") >"$OUT/game-texts.json" ||
    fail "could not read the games' texts from the checkout"
say "games: CARDGAMES_BUNDLE_SCRIPT=linux/installed_check.py ${exec_cmd[*]} games${without_list:+ --without $without_list}"
(cd "$home" && timeout 120 "${run_env[@]}" QT_QPA_PLATFORM=offscreen CARDGAMES_BUNDLE_SCRIPT="$PKG_SRC/linux/installed_check.py" \
    "${exec_cmd[@]}" games "$OUT/game-texts.json" ${without_list:+--without "$without_list"}) >"$scratch/games.log" 2>&1 ||
    fail "the installed app's games are not as built: $(grep FAILED "$scratch/games.log" || tail -n 3 "$scratch/games.log")"
say "$(tail -n 1 "$scratch/games.log")"
for game in "${without[@]}"; do
    status=0
    (cd "$home" && timeout 60 "${run_env[@]}" "${exec_cmd[@]}" --demo "$game" --moves 1 --screenshot "$home/x.png") \
        >"$scratch/demo-$game.log" 2>&1 || status=$?
    [ "$status" = 2 ] && grep -q "unknown game '$game'" "$scratch/demo-$game.log" ||
        fail "--demo $game: exit $status, not 2 with 'unknown game' ($(tail -n 2 "$scratch/demo-$game.log"))"
    say "--demo $game: $(tail -n 1 "$scratch/demo-$game.log")"
done

say "start time: ${exec_cmd[*]} --quit-after-paint, 5 runs (as cardgames/ui/bench.py startup measures)"
start_ms=()
for run in 1 2 3 4 5; do
    # Each run a first start: a home with an unfinished match would ask before dealing.
    home="$scratch/start-home-$run"
    mkdir -p "$home"
    run_env=(env -i PATH="$CLEAN_PATH" HOME="$home" CARDGAMES_HOME="$home" DISPLAY=":$display" LANG=C.UTF-8)
    line=$(cd "$home" && timeout 60 "${run_env[@]}" CARDGAMES_T0="$(date +%s.%N)" "${exec_cmd[@]}" \
        --quit-after-paint --lang en 2>/dev/null | grep '^first-paint-ms' || true)
    [ -n "$line" ] || fail "the installed app reported no first paint within 60 s (run $run)"
    start_ms+=("${line#first-paint-ms }")
done
start_sorted=$(printf '%s\n' "${start_ms[@]}" | sort -n | tr '\n' ' ')
start_median=$(printf '%s\n' "${start_ms[@]}" | sort -n | sed -n 3p)
say "first painted table after ${start_ms[*]} ms (median $start_median ms, first run ${start_ms[0]} ms)"
kill "$xvfb_pid" 2>/dev/null || true
wait "$xvfb_pid" 2>/dev/null || true
xvfb_pid=""

# ---------------------------------------------------------------------------
step "7. remove with apt"
apt_get remove --purge -y -qq "$APP" >"$scratch/apt-remove.log" 2>&1 || {
    cat "$scratch/apt-remove.log" >&2
    fail "apt-get remove --purge $APP failed"
}
installed=0
# A package that owned a shared folder (once /opt) makes dpkg warn that it could not remove it.
if grep -q "warning" "$scratch/apt-remove.log"; then
    cat "$scratch/apt-remove.log" >&2
    fail "the removal gave warnings (see above)"
fi
if dpkg-query -W -f='${Status}' "$APP" >/dev/null 2>&1; then
    fail "dpkg still knows $APP after the purge: $(dpkg-query -W -f='${Status}' "$APP")"
fi
for f in "/usr/lib/$APP" "/usr/bin/$APP" "$DESKTOP_FILE" "/usr/share/icons/hicolor/scalable/apps/$APP.svg"; do
    [ ! -e "$f" ] || fail "$f is still there after the purge"
done
left=()
while IFS= read -r path; do
    # Folders shared with other packages (/usr/bin, hicolor's size folders) may stay; our files may not.
    if [ -e "$path" ] || [ -L "$path" ]; then
        if [ ! -d "$path" ] || [[ "$path" == /usr/lib/$APP* ]]; then left+=("$path"); fi
    fi
done <"$scratch/files.txt"
[ "${#left[@]}" -eq 0 ] || fail "left after the purge: ${left[*]:0:10}"
stray=$( (find /usr/share/icons/hicolor /usr/share/applications /usr/bin -name "$APP*"; find /usr/lib -maxdepth 1 -name "$APP*") 2>/dev/null | head -n 5)
[ -z "$stray" ] || fail "left after the purge: $stray"
say "purged: none of its $(wc -l <"$scratch/files.txt") paths is left"

# ---------------------------------------------------------------------------
step "done"
build_s=$((took["2. build environment: pip install . and PyInstaller"] + took["3. PyInstaller bundle"] + took["4. Debian package"]))
cat <<EOF | tee "$OUT/figures.txt"

Card Table packaging figures ($(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores)
  system packages:          ${took["1. system packages"]} s
  build (venv, bundle, deb): $build_s s  (venv ${took["2. build environment: pip install . and PyInstaller"]} s, bundle ${took["3. PyInstaller bundle"]} s, deb ${took["4. Debian package"]} s)
  install and checks:       $((took["5. install with apt"] + took["6. the installed app under Xvfb"] + took["7. remove with apt"])) s
  bundle size:              $bundle_size
  .deb size:                $deb_size  ($DEB)
  installed start time:     median $start_median ms to the first painted table (runs: $start_sorted)
  total:                    $((SECONDS - started_all)) s
  screenshots:              $OUT/installed-screen.png, $OUT/installed-demo.png
  left out:                 ${without_list:-nothing (all games)}
  logs (apt, pip, PyInstaller, licences): $LOGS
EOF
say "all checks passed"
