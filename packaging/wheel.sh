#!/usr/bin/env bash
# Build Card Table's wheel and sdist and prove that the wheel installs and starts.
#
#     bash packaging/wheel.sh          (any user; run by .ci/run after build.sh)
#
#   1. `python -m build` of a copy of the checkout, in a tools environment
#      (BUILD_DIR/tools: build and pipx, never the app's own dependencies):
#      BUILD_DIR/python/cardgames-VERSION.tar.gz and cardgames-VERSION-py3-none-any.whl;
#   2. the sdist holds LICENSE, pyproject.toml, setup.py, every data file and the
#      catalogues' sources (.ts); the wheel holds LICENSE, the licence as SPDX and
#      every data file under its share/cardgames (rules texts, catalogues, sounds, icons);
#   3. the wheel in a fresh venv: `cardgames --demo ftw --moves 3 --screenshot`
#      offscreen, from /, its picture checked; a sound played into miniaudio's
#      null device;
#   4. the wheel with pipx, in a throwaway PIPX_HOME and PIPX_BIN_DIR: the same
#      demo through pipx's `cardgames`.
# Every failed check stops the script with a line starting "wheel.sh: FAILED".
# Needs Python 3.11+ with venv (PYTHON, default python3) and PyPI (the wheel's
# dependencies, build, pipx; pip's cache makes later runs quick). The output of
# pip, build and pipx goes to BUILD_DIR/logs/wheel.log.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PKG_SRC="$ROOT/packaging"
BUILD_DIR="${BUILD_DIR:-$ROOT/build/packaging}"
PYTHON="${PYTHON:-python3}"
TOOLS="$BUILD_DIR/tools"
DIST="$BUILD_DIR/python"
LOG="$BUILD_DIR/logs/wheel.log"
CLEAN_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
started=$SECONDS

say() { printf 'wheel.sh: %s\n' "$*"; }
fail() {
    printf 'wheel.sh: FAILED: %s\n' "$*" >&2
    exit 1
}
logged() {
    # logged COMMAND...: its output to the log; when it fails, the log's last lines are shown.
    local status=0
    "$@" >>"$LOG" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        printf 'wheel.sh: the last lines of %s:\n' "$LOG" >&2
        tail -n 30 "$LOG" | sed 's/^/    /' >&2
    fi
    return "$status"
}
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

mkdir -p "$BUILD_DIR/logs"
: >"$LOG"
say "log: $LOG"
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || fail "Python 3.11 or newer needed (set PYTHON=...)"
if [ ! -x "$TOOLS/bin/python" ]; then
    "$PYTHON" -m venv "$TOOLS" || fail "$PYTHON -m venv failed (Debian: apt-get install python3-venv)"
fi
logged "$TOOLS/bin/python" -m pip install --upgrade pip "build>=1.2" "pipx>=1.5" || fail "pip could not install build and pipx"

# 1. A copy of the checkout (no stale build/ or egg-info), built as `python -m build` does: the
# sdist, then the wheel from the unpacked sdist.
rm -rf "$DIST"
mkdir -p "$scratch/src" "$DIST"
tar -C "$ROOT" --exclude=__pycache__ -cf - pyproject.toml setup.py README.md LICENSE MANIFEST.in cardgames \
    resources translations scripts packaging | tar -C "$scratch/src" -xf -
logged "$TOOLS/bin/python" -m build --outdir "$DIST" "$scratch/src" || fail "python -m build failed"
sdist=$(find "$DIST" -name 'cardgames-*.tar.gz' | head -n 1)
wheel=$(find "$DIST" -name 'cardgames-*-py3-none-any.whl' | head -n 1)
[ -n "$sdist" ] && [ -n "$wheel" ] || fail "python -m build made no sdist and wheel in $DIST"
say "built: $sdist ($(du -h "$sdist" | cut -f1)), $wheel ($(du -h "$wheel" | cut -f1))"

# 2. What they hold, against setup.py's list of the data files the app reads.
"$TOOLS/bin/python" - "$ROOT" "$sdist" "$wheel" <<'PY' || fail "the sdist or the wheel lacks something (above)"
import runpy
import sys
import tarfile
import zipfile
from pathlib import Path

root, sdist, wheel = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
data = {p.as_posix() for p in runpy.run_path(str(root / "setup.py"), run_name="data_files")["data_paths"](root)}
missing = []
with tarfile.open(sdist) as tar:
    names = {"/".join(n.split("/")[1:]) for n in tar.getnames()}
for name in {"LICENSE", "pyproject.toml", "setup.py", "translations/cardgames_de.ts", "translations/cardgames_en.ts"} | data:
    if name not in names:
        missing.append(f"sdist: {name}")
with zipfile.ZipFile(wheel) as zf:
    names = set(zf.namelist())
    info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
    meta = zf.read(f"{info}/METADATA").decode().splitlines()
share = info.replace(".dist-info", ".data") + "/data/share/cardgames/"
for name in {f"{info}/licenses/LICENSE"} | {share + d for d in data}:
    if name not in names:
        missing.append(f"wheel: {name}")
if "License-Expression: GPL-3.0-or-later" not in meta:
    missing.append("wheel: License-Expression: GPL-3.0-or-later in METADATA")
for line in missing:
    print(f"wheel.sh: missing from the {line}", file=sys.stderr)
rules = sum(d.startswith("resources/rules/") for d in data)
print(f"wheel.sh: sdist and wheel hold LICENSE and the {len(data)} data files ({rules} rules texts)")
sys.exit(1 if missing else 0)
PY

demo() {
    # demo NAME CARDGAMES: the demo, offscreen, from /, in a clean environment; its picture checked.
    local name="$1" app="$2" home="$scratch/home-$1"
    mkdir -p "$home"
    (cd / && timeout 120 env -i PATH="$CLEAN_PATH" HOME="$home" CARDGAMES_HOME="$home" QT_QPA_PLATFORM=offscreen \
        "$app" --demo ftw --moves 3 --screenshot "$scratch/$name.png") >"$scratch/$name.log" 2>&1 ||
        fail "$app --demo ftw --moves 3 --screenshot did not exit 0 ($(tail -n 3 "$scratch/$name.log"))"
    "$scratch/venv/bin/python" "$PKG_SRC/linux/screen_check.py" check "$scratch/$name.png" --min-size 600x400 \
        >/dev/null || fail "the demo of $app does not show the table"
}

# 3. A fresh venv.
"$PYTHON" -m venv "$scratch/venv"
logged "$scratch/venv/bin/python" -m pip install "$wheel" || fail "pip install of the wheel failed"
demo venv "$scratch/venv/bin/cardgames"
say "fresh venv: pip install of the wheel; cardgames --demo ftw --moves 3 --screenshot: the table"
(cd / && env -i PATH="$CLEAN_PATH" HOME="$scratch" CARDGAMES_AUDIO=null \
    "$scratch/venv/bin/python" "$PKG_SRC/linux/installed_check.py" sound) >"$scratch/sound.log" 2>&1 ||
    fail "the wheel's app cannot play a sound into miniaudio's null device ($(tail -n 2 "$scratch/sound.log"))"
say "fresh venv: $(tail -n 1 "$scratch/sound.log" | sed 's/^installed_check: //')"

# 4. pipx, everything of it in the scratch folder.
export PIPX_HOME="$scratch/pipx" PIPX_BIN_DIR="$scratch/pipx/bin" PIPX_MAN_DIR="$scratch/pipx/man"
logged "$TOOLS/bin/pipx" install "$wheel" || fail "pipx install of the wheel failed"
[ -x "$PIPX_BIN_DIR/cardgames" ] || fail "pipx gave no cardgames in $PIPX_BIN_DIR"
demo pipx "$PIPX_BIN_DIR/cardgames"
say "pipx: $("$PIPX_BIN_DIR/cardgames" --version) in a throwaway PIPX_HOME; the demo shows the table"
say "all checks passed in $((SECONDS - started)) s"
