"""The Debian ``Depends`` of a PyInstaller bundle, read from the bundle itself.

    python3 packaging/linux/deb_depends.py BUNDLE_DIR

Prints one line, e.g. ``libc6 (>= 2.36), libdbus-1-3, libegl1, ...``; exits 1
with the names if a library of the bundle resolves nowhere (the bundle would
not start).

Two kinds of system libraries count:

- those the bundle loads from the system (``ldd`` with the bundle's own
  folder first on the search path, as its launcher sets it): libc, libGL...;
- those PyInstaller copied in from this machine (libX11, libfontconfig...):
  their packages also bring the data those libraries read at run time (font
  configuration and fonts, keyboard and compose tables), which a copy of the
  library alone lacks.

Each library is mapped to its package with ``dpkg -S``. Libraries of Python,
Qt and PySide6 (from the wheels, not from Debian) are left out.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

OWN = re.compile(r"^lib(python\d|Qt6|icu|pyside6|shiboken6)")
LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(\S+|not found)")


def elf_files(bundle: Path) -> list[Path]:
    """Every ELF file of the bundle (not following symlinks)."""
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def ldd(path: Path, internal: Path) -> list[tuple[str, str]]:
    """(name, resolved path or "not found") for each library ``path`` loads."""
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal)}
    out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env, check=False)
    return [(m[1], m[2]) for line in out.stdout.splitlines() if (m := LDD_LINE.match(line))]


def system_library_paths() -> dict[str, str]:
    """Library name -> path, from the dynamic linker's cache (``ldconfig -p``), first entry wins."""
    out = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    paths: dict[str, str] = {}
    for line in out.splitlines()[1:]:
        name, _, path = line.strip().partition(" => ")
        paths.setdefault(name.split(" ")[0], path.strip())
    return paths


def _dpkg_owners(paths: list[str]) -> dict[str, str]:
    """path -> package for the paths ``dpkg -S`` knows (one call for all of them)."""
    if not paths:
        return {}
    out = subprocess.run(["dpkg", "-S", *paths], capture_output=True, text=True, check=False).stdout
    owners = {}
    for line in out.splitlines():
        if line.startswith("diversion"):
            continue
        package, _, path = line.partition(": ")
        owners[path.strip()] = package.split(",")[0].split(":")[0].strip()
    return owners


def owners_of(paths: set[str]) -> dict[str, str]:
    """path -> the package that installed it, for the paths a package did.

    Each path is tried as given, resolved, and with or without ``/usr`` (merged-/usr
    systems list a library under one of the two).
    """
    variants = {}
    for path in paths:
        real = os.path.realpath(path)
        tries = [path, real]
        tries += [p[4:] if p.startswith("/usr/") else "/usr" + p for p in (path, real)]
        variants[path] = tries
    owners = _dpkg_owners(sorted({v for tries in variants.values() for v in tries}))
    found = {}
    for path, tries in sorted(variants.items()):
        owner = next((owners[v] for v in tries if v in owners), None)
        if owner is not None:
            found[path] = owner
    return found


def packages_of(paths: set[str]) -> tuple[set[str], list[str]]:
    """The packages that installed ``paths``, and the paths none did."""
    found = owners_of(paths)
    return set(found.values()), sorted(p for p in paths if p not in found)


def libc_floor() -> str:
    """``libc6 (>= X.Y)``: this machine's glibc, which the bundled libraries were linked against."""
    version = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", "libc6"], capture_output=True, text=True, check=True
    ).stdout
    return f"libc6 (>= {version.split('-')[0]})"


def main(argv: list[str]) -> int:
    """Print the Depends line for the bundle in ``argv[0]``."""
    bundle = Path(argv[0]).resolve()
    internal = bundle / "_internal"
    paths: set[str] = set()
    missing: set[str] = set()
    for elf in elf_files(bundle):
        for name, where in ldd(elf, internal):
            if where == "not found":
                missing.add(f"{name} (needed by {elf.relative_to(bundle)})")
            elif not Path(where).resolve().is_relative_to(bundle):
                paths.add(where)
    if missing:
        print("deb_depends: libraries found nowhere:\n  " + "\n  ".join(sorted(missing)), file=sys.stderr)
        return 1
    known = system_library_paths()
    for copied in sorted(internal.glob("lib*.so*")):
        if not copied.is_symlink() and not OWN.match(copied.name) and copied.name in known:
            paths.add(known[copied.name])
    packages, unknown = packages_of(paths)
    if unknown:
        print("deb_depends: no Debian package owns:\n  " + "\n  ".join(unknown), file=sys.stderr)
        return 1
    packages.discard("libc6")
    print(", ".join([libc_floor(), *sorted(packages)]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
