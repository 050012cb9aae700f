"""The licences of everything the bundle ships, gathered by the build, and the .deb's copyright file.

    python packaging/third_party.py MANIFEST DOC_DIR --source SRC [--source DIR...]

Run by packaging/build.sh with the build environment's Python, right after PyInstaller: MANIFEST
is what cardgames.spec wrote (``bundle_contents.write_manifest``): every file of the bundle with
the file it was copied from, and every Python module frozen into the executable with its source.
Each file and module is traced to where it came from, and that origin's licence texts are copied
to DOC_DIR/third-party/<origin>/ (DOC_DIR is the package's /usr/share/doc/cardgames):

- a Python distribution (its RECORD lists the file): the licence files its metadata lists
  (``.dist-info/licenses/``, ``License-File``); where the wheel carries none (PySide6-Essentials
  and shiboken6), the texts of the SPDX licences its metadata names, from Debian's
  /usr/share/common-licenses (base-files);
- Card Table itself (a file of a --source folder, or the distribution ``cardgames``): LICENSE,
  the ``Files: *`` paragraph;
- the Python interpreter (its prefix, outside any distribution): LICENSE.txt of its standard
  library;
- a Debian package (``dpkg -S``), such as libX11 or, for Debian's own Python, libpython: that
  package's /usr/share/doc/<package>/copyright;
- code inside a distribution that names its own licence (``EMBEDDED``: ICU in PySide6's Qt
  libraries): the copyright file of that code's Debian package on the build machine.

DOC_DIR/copyright then summarises it in Debian's machine-readable format (DEP-5). The script
fails (exit 1, one line per problem) if a part of the bundle has no known origin, or an origin has
no licence text: such a package could not be handed on.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import re
import subprocess
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROJECT_NAME = "cardgames"
PROJECT_TITLE = "Card Table"
PROJECT_LICENSE = "GPL-3.0-or-later"
CONTACT = "Card Table developers <cardtable@users.noreply.github.com>"
#: Where the package installs the bundle (paths in the copyright file are relative to /).
BUNDLE_PREFIX = "usr/lib/cardgames"
INTERNAL = "_internal"
COMMON_LICENSES = Path("/usr/share/common-licenses")
FORMAT = "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"

#: SPDX ids -> the files of /usr/share/common-licenses that hold their full text (the LGPL is a
#: set of permissions on top of the GPL of the same version, so it needs both).
SPDX_TEXTS: dict[str, tuple[str, ...]] = {
    "Apache-2.0": ("Apache-2.0",),
    "CC0-1.0": ("CC0-1.0",),
    "GPL-2.0-only": ("GPL-2",),
    "GPL-2.0-or-later": ("GPL-2",),
    "GPL-3.0-only": ("GPL-3",),
    "GPL-3.0-or-later": ("GPL-3",),
    "LGPL-2.1-only": ("LGPL-2.1",),
    "LGPL-2.1-or-later": ("LGPL-2.1",),
    "LGPL-3.0-only": ("LGPL-3", "GPL-3"),
    "LGPL-3.0-or-later": ("LGPL-3", "GPL-3"),
    "MPL-2.0": ("MPL-2.0",),
}
#: License classifiers (and the one free-text licence among the build's tools) as SPDX, for
#: metadata without a License-Expression.
CLASSIFIERS = {
    "License :: OSI Approved :: MIT License": "MIT",
    "License :: OSI Approved :: BSD License": "BSD-3-Clause",
    "License :: OSI Approved :: Apache Software License": "Apache-2.0",
    "License :: OSI Approved :: Python Software Foundation License": "PSF-2.0",
    "License :: OSI Approved :: Mozilla Public License 2.0 (MPL 2.0)": "MPL-2.0",
}
KNOWN = {
    # Its metadata says it in words: "GPLv2-or-later with a special exception which allows to use
    # PyInstaller to build and distribute non-free programs"; the bootloader is in every bundle.
    "pyinstaller": "GPL-2.0-or-later WITH Bootloader-exception",
}
SPDX_EXPRESSION = re.compile(r"^[A-Za-z0-9.+\-() ]+$")
LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|NOTICE|AUTHORS|COPYRIGHT)", re.IGNORECASE)
#: A copyright notice: "Copyright (c) 2017 Someone", "Copyright 1984-1994 The Open Group", "© 2009 Red Hat"
#: (not the word in a sentence: "copyright notice and this permission notice ...").
COPYRIGHT_LINE = re.compile(r"^(Copyright\s*(\([cC]\)|©)|Copyright\s+[0-9]|©\s*[0-9])")


@dataclass(frozen=True)
class Embedded:
    """Code a distribution ships inside its own files that comes with a licence of its own."""

    name: str
    #: Bundle files (their names) that are this code.
    files: str
    #: Where the build machine has its licence text (a glob; the newest match is taken).
    licence: str
    why: str


EMBEDDED = [
    Embedded(
        "ICU",
        "libicu*",
        "/usr/share/doc/libicu[0-9]*/copyright",
        "the ICU libraries PySide6's wheel ships with Qt; their licence is the ICU licence as "
        "Debian's libicu package states it",
    ),
]


@dataclass
class Origin:
    """Where a part of the bundle came from, and its licence."""

    #: Its folder under third-party/ ("" for Card Table itself).
    key: str
    #: Name and version, as the copyright file's comment says them.
    title: str
    #: The licence as a DEP-5 short name (SPDX ids joined by "or"/"and").
    license: str
    copyright: list[str]
    #: Licence texts: file name (may contain "/") -> text.
    texts: dict[str, str]
    note: str = ""
    #: Bundle files (paths inside the bundle folder) and frozen modules that came from here.
    files: set[str] = field(default_factory=set)
    modules: set[str] = field(default_factory=set)


# --------------------------------------------------------------------------- licence texts


def spdx_to_dep5(expression: str) -> str:
    """``A OR B WITH C`` -> ``A or B with C`` (DEP-5 writes the operators in lower case)."""
    return re.sub(r"\b(AND|OR|WITH)\b", lambda m: m.group(1).lower(), expression.strip())


def licence_ids(expression: str) -> list[str]:
    """The licences an expression names (``LGPL-3.0-only OR GPL-2.0-only`` -> both), exceptions
    left out."""
    words = re.split(r"\s+|[(),]", expression)
    ids, skip = [], False
    for word in words:
        if not word:
            continue
        if word.upper() in ("AND", "OR"):
            continue
        if word.upper() == "WITH":
            skip = True
            continue
        if skip:
            skip = False
            continue
        ids.append(word)
    return ids


def common_texts(expression: str, common: Path = COMMON_LICENSES) -> dict[str, str] | None:
    """The full texts of every licence ``expression`` names, from Debian's common-licenses, or
    None when one of them is not there."""
    texts: dict[str, str] = {}
    for spdx in licence_ids(expression):
        names = SPDX_TEXTS.get(spdx)
        if names is None:
            return None
        for name in names:
            path = common / name
            if not path.is_file():
                return None
            texts[name] = path.read_text(encoding="utf-8", errors="replace")
    return texts or None


def dist_expression(dist: metadata.Distribution) -> str | None:
    """The distribution's licence as an SPDX expression, from its metadata."""
    meta = dist.metadata
    name = (meta["Name"] or "").lower()
    if name in KNOWN:
        return KNOWN[name]
    expression = meta.get("License-Expression")
    if expression:
        return str(expression).strip()
    text = str(meta.get("License") or "").strip()
    if text and "\n" not in text and SPDX_EXPRESSION.match(text) and len(text) < 100:
        ids = licence_ids(text)
        if ids and all(re.fullmatch(r"[A-Za-z0-9.+\-]+", i) for i in ids):
            return text
    for classifier in meta.get_all("Classifier") or []:
        if classifier in CLASSIFIERS:
            return CLASSIFIERS[classifier]
    return None


def dist_texts(dist: metadata.Distribution) -> dict[str, str]:
    """The licence files a distribution's metadata carries: those under ``.dist-info/licenses/``
    and those its ``License-File`` fields name, or LICENSE/COPYING/NOTICE files of its
    ``.dist-info`` folder."""
    texts: dict[str, str] = {}
    named = set(dist.metadata.get_all("License-File") or [])
    for entry in dist.files or []:
        parts = entry.parts
        if not parts or not parts[0].endswith(".dist-info"):
            continue
        inside = "/".join(parts[1:])
        licensed = len(parts) > 2 and parts[1] == "licenses"
        name = "/".join(parts[2:]) if licensed else inside
        if licensed or inside in named or (len(parts) == 2 and LICENCE_FILE.match(parts[1])):
            path = Path(str(dist.locate_file(entry)))
            if path.is_file():
                texts[name] = path.read_text(encoding="utf-8", errors="replace")
    return texts


def copyright_lines(texts: Iterable[str], limit: int = 6) -> list[str]:
    """The first distinct "Copyright ..." lines of some licence texts (the FSF's line of the GPL
    text itself left out: that is the licence's copyright, not the code's)."""
    found: list[str] = []
    for text in texts:
        for line in text.splitlines():
            line = " ".join(line.split())
            if COPYRIGHT_LINE.match(line) and "Free Software Foundation, Inc." not in line:
                if "<year>" in line or "yyyy" in line.lower() or line in found:
                    continue
                found.append(line)
                if len(found) == limit:
                    return found
    return found


def dist_origin(dist: metadata.Distribution, common: Path = COMMON_LICENSES) -> tuple[Origin, str | None]:
    """The origin of a distribution's files, and the problem if no licence text is found."""
    meta = dist.metadata
    name = str(meta["Name"])
    expression = dist_expression(dist)
    texts = dist_texts(dist)
    note = ""
    if not texts and expression:
        found = common_texts(expression, common)
        if found:
            texts = found
            note = (
                "Its wheel carries no licence file: the texts are those of the licences its metadata "
                f"names ({expression}), from Debian's {common}."
            )
    authors = [str(meta.get(k)) for k in ("Author", "Author-email", "Maintainer") if meta.get(k)]
    # The notices in the texts, unless these are only the licences' own texts (the FSF's).
    holders = ([] if note else copyright_lines(texts.values())) or authors or [f"the authors of {name}"]
    origin = Origin(
        key=name,
        title=f"{name} {dist.version}",
        license=spdx_to_dep5(expression) if expression else f"{name}-licence",
        copyright=holders,
        texts=texts,
        note=note,
    )
    problem = None if texts else f"the distribution {name} {dist.version} has no licence text"
    return origin, problem


def python_origin() -> tuple[Origin, str | None]:
    """The interpreter and its standard library: LICENSE.txt of the standard library's folder."""
    licence = Path(sysconfig.get_path("stdlib")) / "LICENSE.txt"
    version = ".".join(str(v) for v in sys.version_info[:3])
    texts = {"LICENSE.txt": licence.read_text(encoding="utf-8")} if licence.is_file() else {}
    origin = Origin(
        key="Python",
        title=f"Python {version} ({sys.base_prefix})",
        license="PSF-2.0",
        copyright=["Python Software Foundation and others, as its LICENSE.txt states"],
        texts=texts,
    )
    return origin, None if texts else f"the Python interpreter has no {licence}"


def debian_copyright_summary(text: str) -> tuple[str | None, list[str]]:
    """From a machine-readable Debian copyright file: its ``Files: *`` paragraph's licence and
    copyright lines (None and [] for a file in free form)."""
    if not text.startswith("Format:"):
        return None, []
    for paragraph in re.split(r"\n\s*\n", text):
        fields = parse_paragraph(paragraph)
        if fields.get("Files", "").split() == ["*"]:
            licence = fields.get("License", "").splitlines()[0:1]
            holders = [" ".join(x.split()) for x in fields.get("Copyright", "").splitlines() if x.strip()]
            return (licence[0].strip() if licence else None), holders
    return None, []


def debian_origin(package: str) -> tuple[Origin, str | None]:
    """A Debian package's files: its copyright file, as the package states it."""
    path = Path("/usr/share/doc") / package / "copyright"
    version = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True, check=False
    ).stdout.strip()
    text = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
    licence, holders = debian_copyright_summary(text)
    origin = Origin(
        key=package,
        title=f"Debian package {package} {version}".strip(),
        license=f"Debian-{package}",
        copyright=holders[:6] or copyright_lines([text]) or [f"the authors of {package}"],
        texts={"copyright": text} if text else {},
        note=f"The licence of its files as a whole: {licence}." if licence else "",
    )
    return origin, None if text else f"the Debian package {package} has no {path}"


def embedded_origin(spec: Embedded) -> tuple[Origin, str | None]:
    matches = sorted(Path("/").glob(spec.licence.lstrip("/")))
    texts = {"copyright": matches[-1].read_text(encoding="utf-8", errors="replace")} if matches else {}
    licence, holders = debian_copyright_summary(texts.get("copyright", ""))
    origin = Origin(
        key=spec.name,
        title=spec.name,
        license=f"{spec.name}-licence",
        copyright=holders[:6] or copyright_lines(texts.values()) or [f"the authors of {spec.name}"],
        texts=texts,
        note=f"{spec.why[:1].upper()}{spec.why[1:]} ({matches[-1] if matches else spec.licence}"
        + (f"; {licence}" if licence else "")
        + ").",
    )
    problem = None if texts else f"no licence text for {spec.name} ({spec.why}): {spec.licence} is missing"
    return origin, problem


# --------------------------------------------------------------------------- tracing


@dataclass
class Manifest:
    modules: list[tuple[str, str]]
    scripts: list[tuple[str, str]]
    files: list[tuple[str, str, str]]

    @classmethod
    def load(cls, path: Path) -> Manifest:
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(
            modules=[(m[0], m[1]) for m in data["modules"]],
            scripts=[(s[0], s[1]) for s in data["scripts"]],
            files=[(f[0], f[1], f[2]) for f in data["files"]],
        )


def _record_index() -> dict[str, metadata.Distribution]:
    """Every file of every installed distribution (resolved path) -> its distribution."""
    index: dict[str, metadata.Distribution] = {}
    for dist in metadata.distributions():
        for entry in dist.files or []:
            index.setdefault(str(Path(str(dist.locate_file(entry))).resolve()), dist)
    return index


def _owners(paths: set[str]) -> dict[str, str]:
    if not paths:
        return {}
    sys.path.insert(0, str(HERE / "linux"))
    try:
        from deb_depends import owners_of  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    found: dict[str, str] = owners_of(paths)
    return found


def trace(
    manifest: Manifest, sources: list[Path], work: Path | None = None
) -> tuple[Origin, dict[str, Origin], list[str], list[str]]:
    """Card Table's origin, the others by key, the problems, and the executable's own parts."""
    project = Origin(
        key="",
        title=PROJECT_TITLE,
        license=PROJECT_LICENSE,
        copyright=["Card Table developers"],
        texts={},
    )
    origins: dict[str, Origin] = {}
    problems: list[str] = []
    index = _record_index()
    by_dist: dict[str, Origin] = {}
    base = Path(sys.base_prefix).resolve()
    sources = [s.resolve() for s in sources]

    def of_dist(dist: metadata.Distribution) -> Origin:
        name = str(dist.metadata["Name"])
        if name.lower() == PROJECT_NAME:
            return project
        if name not in by_dist:
            origin, problem = dist_origin(dist)
            by_dist[name] = origins[origin.key] = origin
            if problem:
                problems.append(problem)
        return by_dist[name]

    def of_python() -> Origin:
        if "Python" not in origins:
            origin, problem = python_origin()
            origins["Python"] = origin
            if problem:
                problems.append(problem)
        return origins["Python"]

    pending: dict[str, list[tuple[str, str]]] = {}  # source -> [(kind, name)]

    def place(kind: str, name: str, source: str) -> None:
        path = Path(source)
        resolved = str(path.resolve()) if path.is_absolute() else source
        origin: Origin | None = None
        if resolved in index:
            origin = of_dist(index[resolved])
        elif work is not None and Path(resolved) == (work / "base_library.zip").resolve():
            origin = of_python()  # the standard library modules Python needs to start
        elif any(Path(resolved).is_relative_to(s) for s in sources):
            origin = project
        elif base != Path("/usr") and Path(resolved).is_relative_to(base):
            origin = of_python()
        if origin is None:
            pending.setdefault(source, []).append((kind, name))
            return
        (origin.files if kind == "file" else origin.modules).add(name)

    executable: list[str] = []
    links: list[tuple[str, str]] = []
    for dest, source, kind in manifest.files:
        if kind == "SYMLINK":
            links.append((dest, source))
        elif kind == "EXECUTABLE":
            executable.append(dest)
        else:
            place("file", dest, source)
    for name, source in [*manifest.modules, *manifest.scripts]:
        if source in ("", "-", "None"):
            problems.append(f"the module {name} has no source file to trace")
            continue
        place("module", name, source)
    if executable:  # its bootloader is PyInstaller's
        try:
            of_dist(metadata.distribution("pyinstaller")).modules.add("the bootloader")
        except metadata.PackageNotFoundError:
            problems.append(
                "the executable is PyInstaller's bootloader, but PyInstaller is not installed here"
            )
    owners = _owners({s for s in pending if Path(s).is_absolute()})
    for source, uses in sorted(pending.items()):
        package = owners.get(source)
        if package is None:
            problems.append(f"no origin known for {', '.join(n for _, n in uses)} (from {source})")
            continue
        if package not in origins:
            origin, problem = debian_origin(package)
            origins[package] = origin
            if problem:
                problems.append(problem)
        for kind, name in uses:
            (origins[package].files if kind == "file" else origins[package].modules).add(name)
    # A symbolic link belongs where its target does.
    owner_of = {f: o for o in [project, *origins.values()] for f in o.files}
    for dest, target in links:
        origin = owner_of.get(target) or owner_of.get(str(Path(dest).parent / target))
        if origin is None:
            problems.append(f"the link {dest} points to {target}, which is not in the bundle")
        else:
            origin.files.add(dest)
    for spec in EMBEDDED:
        inside = {f for o in origins.values() for f in o.files if fnmatch.fnmatch(Path(f).name, spec.files)}
        if not inside:
            continue
        origin, problem = embedded_origin(spec)
        origins[origin.key] = origin
        if problem:
            problems.append(problem)
        for other in list(origins.values()):
            if other is not origin:
                origin.files |= other.files & inside
                other.files -= inside
    return project, origins, problems, executable


# --------------------------------------------------------------------------- the copyright file


def parse_paragraph(paragraph: str) -> dict[str, str]:
    """The fields of a deb822 paragraph (continuation lines joined with newlines)."""
    fields: dict[str, str] = {}
    name = None
    for line in paragraph.splitlines():
        if line.startswith("#"):
            continue
        if line[:1] in (" ", "\t") and name is not None:
            fields[name] += "\n" + line.strip()
        elif ":" in line:
            name, _, value = line.partition(":")
            name = name.strip()
            fields[name] = value.strip()
    return fields


def _field(name: str, value: str | list[str]) -> str:
    """A deb822 field: the first line after the name, the rest indented, empty lines as " ."."""
    lines = value if isinstance(value, list) else value.splitlines()
    lines = [" ".join(line.split()) for line in lines] or [""]
    out = f"{name}: {lines[0]}".rstrip()
    for line in lines[1:]:
        out += "\n " + (line if line else ".")
    return out


def _wrap(text: str, width: int = 90) -> list[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line] if line else lines


def file_patterns(files: set[str], everything: dict[str, str], key: str, prefix: str) -> list[str]:
    """The copyright file's patterns for ``files``: a whole folder as ``folder/*`` where every
    file of the bundle under it is in ``files`` (``everything``: bundle path -> origin key)."""
    patterns: set[str] = set()
    for path in files:
        parts = Path(path).parts
        chosen = path
        for depth in range(1, len(parts)):
            folder = "/".join(parts[:depth])
            under = [k for p, k in everything.items() if p.startswith(folder + "/")]
            if under and all(k == key for k in under):
                chosen = folder + "/*"
                break
        patterns.add(chosen)
    return sorted(f"{prefix}/{p}" for p in patterns)


def _modules_summary(modules: set[str]) -> str:
    tops = sorted({m.split(".")[0] for m in modules})
    return ", ".join(tops)


def dep5(
    project: Origin,
    origins: dict[str, Origin],
    executable: list[str],
    prefix: str = BUNDLE_PREFIX,
    doc: str = "/usr/share/doc/cardgames",
    left_out: list[str] | None = None,
) -> str:
    """The package's copyright file in Debian's machine-readable format."""
    everything = {f: o.key for o in [project, *origins.values()] for f in o.files}
    internal = f"{prefix}/{INTERNAL}"
    paragraphs: list[str] = []
    comment = (
        f"{PROJECT_TITLE} is free software under the GNU General Public License, version 3 or "
        f"(at your option) any later version. The package is a PyInstaller bundle in /{prefix}: "
        "the app with the Python interpreter and the libraries it runs on. The full licence text "
        f"of each of these is in {doc}/third-party/<name>/, copied by packaging/build.sh from "
        "where the build machine had it (the Python distributions' metadata, the interpreter's "
        "standard library, Debian's copyright files)."
    )
    if left_out:
        comment += f" This build leaves out the game(s) {', '.join(left_out)} entirely."
    paragraphs.append(
        "\n".join(
            [
                f"Format: {FORMAT}",
                f"Upstream-Name: {PROJECT_TITLE}",
                f"Upstream-Contact: {CONTACT}",
                _field("Comment", _wrap(comment)),
            ]
        )
    )
    paragraphs.append(
        "\n".join(
            [
                "Files: *",
                _field("Copyright", project.copyright),
                f"License: {project.license}",
            ]
        )
    )
    ordered = sorted(origins.values(), key=lambda o: o.key.lower())
    in_archive = [o for o in [project, *ordered] if o.modules]
    if executable:
        names = sorted({*[spdx_to_dep5(o.license) for o in in_archive]})
        parts = "; ".join(
            f"{o.title if o.key else PROJECT_TITLE} ({o.license}): {_modules_summary(o.modules)}"
            for o in in_archive
        )
        note = (
            "The executable: PyInstaller's bootloader and an archive of the Python modules the "
            f"app runs, from these origins: {parts}."
        )
        holders = sorted({line for o in in_archive for line in o.copyright[:2]})
        paragraphs.append(
            "\n".join(
                [
                    _field("Files", [f"{prefix}/{e}" for e in executable]),
                    _field("Copyright", holders),
                    f"License: {(', and ' if any(' or ' in n for n in names) else ' and ').join(names)}",
                    _field("Comment", _wrap(note)),
                ]
            )
        )
    if project.files:
        paragraphs.append(
            "\n".join(
                [
                    _field("Files", file_patterns(project.files, everything, "", internal)),
                    _field("Copyright", project.copyright),
                    f"License: {project.license}",
                    _field("Comment", _wrap("The app's data: rules texts, catalogues, sounds, icons.")),
                ]
            )
        )
    for origin in ordered:
        if not origin.files:
            continue
        note = f"{origin.title}. Full text: {doc}/third-party/{origin.key}/. {origin.note}".strip()
        paragraphs.append(
            "\n".join(
                [
                    _field("Files", file_patterns(origin.files, everything, origin.key, internal)),
                    _field("Copyright", origin.copyright),
                    f"License: {origin.license}",
                    _field("Comment", _wrap(note)),
                ]
            )
        )
    # One stand-alone paragraph per licence named above, saying where its texts are.
    named: dict[str, list[Origin]] = {}
    for origin in [project, *ordered]:
        if origin.files or origin.modules:
            for spdx in licence_ids(origin.license):
                named.setdefault(spdx, []).append(origin)
    for spdx, users in sorted(named.items()):
        if spdx == PROJECT_LICENSE and users[0] is project:
            body = [
                f"{PROJECT_TITLE} is free software: you can redistribute it and/or modify it under the "
                "terms of the GNU General Public License as published by the Free Software "
                "Foundation, either version 3 of the License, or (at your option) any later version.",
                "",
                "On Debian systems, the complete text of the GNU General Public License version 3 "
                "can be found in /usr/share/common-licenses/GPL-3.",
            ]
        else:
            where = ", ".join(f"{doc}/third-party/{o.key}/" for o in users if o.key)
            body = [f"The full text, with each copyright notice, is in: {where}."]
        lines: list[str] = []
        for i, paragraph_text in enumerate(body):
            lines += _wrap(paragraph_text) if paragraph_text else [""]
            del i
        paragraphs.append(_field("License", [spdx, *lines]))
    return "\n\n".join(paragraphs) + "\n"


def check_dep5(text: str) -> list[str]:
    """What is wrong with a machine-readable copyright file (empty when nothing): the header's
    Format, each Files paragraph's Files, Copyright and License, a text for each licence short
    name, no empty continuation line, no tab."""
    problems: list[str] = []
    if "\t" in text:
        problems.append("a tab")
    paragraphs = [p for p in re.split(r"\n[ \t]*\n", text.strip("\n")) if p.strip()]
    if not paragraphs:
        return ["empty"]
    for number, paragraph in enumerate(paragraphs):
        # A line of nothing but spaces ends a paragraph, as an empty one does (deb822).
        if paragraph.startswith((" ", "\t")):
            problems.append(
                f"paragraph {number + 1}: starts within a field (an empty line in a field: write ' .')"
            )
        for line in paragraph.splitlines():
            if not line.startswith(" ") and not re.match(r"^[A-Za-z][A-Za-z0-9-]*:( |$)", line):
                problems.append(f"paragraph {number + 1}: not a field: {line!r}")
    header = parse_paragraph(paragraphs[0])
    if header.get("Format") != FORMAT:
        problems.append("the first paragraph has no Format field of DEP-5 1.0")
    defined: set[str] = set()
    wanted: set[str] = set()
    for number, paragraph in enumerate(paragraphs[1:], start=2):
        fields = parse_paragraph(paragraph)
        if "Files" in fields:
            for name in ("Copyright", "License"):
                if not fields.get(name, "").strip():
                    problems.append(f"paragraph {number}: Files without {name}")
            synopsis, _, text = fields.get("License", "").partition("\n")
            if text.strip():
                defined.add(synopsis.strip())
            else:
                wanted |= set(licence_ids(synopsis))
        elif "License" in fields:
            synopsis, _, text = fields["License"].partition("\n")
            if not text.strip():
                problems.append(f"paragraph {number}: a stand-alone License without text")
            defined.add(synopsis.strip())
        else:
            problems.append(f"paragraph {number}: neither Files nor License")
    for name in sorted(wanted - defined):
        problems.append(f"no text for the licence {name}")
    return problems


def write(
    doc_dir: Path, project: Origin, origins: dict[str, Origin], executable: list[str], **kw: object
) -> str:
    """Write third-party/<origin>/... and copyright into ``doc_dir``; the copyright text."""
    third = doc_dir / "third-party"
    for origin in origins.values():
        if not (origin.files or origin.modules):
            continue
        for name, text in origin.texts.items():
            path = third / origin.key / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    text = dep5(project, origins, executable, **kw)  # type: ignore[arg-type]
    doc_dir.mkdir(parents=True, exist_ok=True)
    (doc_dir / "copyright").write_text(text, encoding="utf-8")
    return text


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("manifest", type=Path)
    parser.add_argument("doc_dir", type=Path)
    parser.add_argument("--source", type=Path, action="append", default=[], help="Card Table's own files")
    parser.add_argument("--without", action="append", default=[], help="a game left out (said in the file)")
    args = parser.parse_args(argv)
    manifest = Manifest.load(args.manifest)
    project, origins, problems, executable = trace(manifest, args.source, work=args.manifest.parent)
    text = write(args.doc_dir, project, origins, executable, left_out=args.without)
    problems += check_dep5(text)
    if problems:
        for problem in problems:
            print(f"third_party: {problem}", file=sys.stderr)
        return 1
    used = [o for o in origins.values() if o.files or o.modules]
    print(
        f"third_party: {len(used)} origins besides Card Table "
        f"({sum(1 for o in used if o.title.startswith('Debian package'))} Debian packages), "
        f"{sum(len(o.texts) for o in used)} licence texts in {args.doc_dir / 'third-party'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
