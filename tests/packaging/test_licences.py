"""The .deb's licences (packaging/third_party.py): every part of the bundle traced to its origin,
each origin's licence text found, and the copyright file in Debian's machine-readable format.

The full run is build.sh's (on the real bundle); here the same code works on made-up
distributions, a made-up manifest and a made-up set of origins.
"""

from __future__ import annotations

import gzip
import json
import re
from importlib import metadata
from pathlib import Path

import pytest

import cardgames

from ..conftest import load_script

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


third_party = load_script(PACKAGING / "third_party.py")


def _distribution(
    tmp_path: Path, name: str, fields: dict[str, str], licences: dict[str, str]
) -> metadata.Distribution:
    """A distribution installed in ``tmp_path``: METADATA, its licence files, RECORD."""
    info = tmp_path / f"{name}-1.0.dist-info"
    info.mkdir(parents=True)
    lines = ["Metadata-Version: 2.4", f"Name: {name}", "Version: 1.0"]
    lines += [f"{k}: {v}" for k, v in fields.items()]
    (info / "METADATA").write_text("\n".join(lines) + "\n", encoding="utf-8")
    record = [f"{info.name}/METADATA,,"]
    for file, text in licences.items():
        path = info / file
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        record.append(f"{info.name}/{file},,")
    (info / "RECORD").write_text("\n".join(record) + "\n", encoding="utf-8")
    return metadata.PathDistribution(info)


# --- licence texts of a distribution --------------------------------------------------------------


def test_a_distributions_licence_files_are_taken_from_its_metadata(tmp_path: Path) -> None:
    dist = _distribution(
        tmp_path,
        "alpha",
        {"License-Expression": "MIT", "License-File": "LICENSE"},
        {"licenses/LICENSE": "MIT License\n\nCopyright (c) 2024 Alpha People\n\nPermission is granted"},
    )
    origin, problem = third_party.dist_origin(dist, common=tmp_path / "none")
    assert problem is None
    assert origin.license == "MIT"
    assert origin.texts == {"LICENSE": dist.read_text("licenses/LICENSE")}
    assert origin.copyright == ["Copyright (c) 2024 Alpha People"]
    assert origin.title == "alpha 1.0"


def test_a_wheel_without_licence_files_gets_the_texts_its_spdx_expression_names(tmp_path: Path) -> None:
    """As PySide6-Essentials and shiboken6: no licence file, an SPDX licence in the metadata; the
    LGPL needs the GPL's text beside it."""
    common = tmp_path / "common-licenses"
    common.mkdir()
    for name in ("LGPL-3", "GPL-3", "GPL-2"):
        (common / name).write_text(f"the text of {name}\nCopyright (C) 2007 Free Software Foundation, Inc.\n")
    dist = _distribution(
        tmp_path,
        "beta",
        {"License": "LGPL-3.0-only OR GPL-2.0-only", "Author-email": "Beta Team <beta@example.org>"},
        {},
    )
    origin, problem = third_party.dist_origin(dist, common=common)
    assert problem is None
    assert origin.license == "LGPL-3.0-only or GPL-2.0-only"
    assert set(origin.texts) == {"LGPL-3", "GPL-3", "GPL-2"}
    assert origin.copyright == ["Beta Team <beta@example.org>"]  # not the FSF's line of the GPL text
    assert "carries no licence file" in origin.note


def test_a_distribution_without_any_licence_text_is_a_problem(tmp_path: Path) -> None:
    dist = _distribution(tmp_path, "gamma", {"License": "Some licence of our own, see the website"}, {})
    origin, problem = third_party.dist_origin(dist, common=tmp_path / "none")
    assert problem == "the distribution gamma 1.0 has no licence text"
    assert origin.texts == {}


@pytest.mark.parametrize(
    ("expression", "ids"),
    [
        ("MIT", ["MIT"]),
        ("LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only", ["LGPL-3.0-only", "GPL-2.0-only", "GPL-3.0-only"]),
        ("GPL-2.0-or-later WITH Bootloader-exception", ["GPL-2.0-or-later"]),
        ("(Apache-2.0 OR BSD-2-Clause) AND MIT", ["Apache-2.0", "BSD-2-Clause", "MIT"]),
        ("GPL-2+ or Artistic-2.0, and BSD-3-clause", ["GPL-2+", "Artistic-2.0", "BSD-3-clause"]),
    ],
)
def test_licence_ids_of_an_expression(expression: str, ids: list[str]) -> None:
    assert third_party.licence_ids(expression) == ids


# --- tracing the bundle ---------------------------------------------------------------------------


def test_every_part_of_the_bundle_is_traced_or_named_as_a_problem(tmp_path: Path) -> None:
    """A made-up manifest: a module of an installed distribution (pydantic), a data file of
    Card Table's tree, a standard library module, a file of a Debian package, and a library from
    nowhere, which is the one problem."""
    import pydantic

    libc = next(
        p for p in (Path("/lib/x86_64-linux-gnu/libc.so.6"), Path("/usr/lib/x86_64-linux-gnu/libc.so.6"))
    )
    manifest = tmp_path / "bundle-manifest.json"
    stray = tmp_path / "libstray.so.1"
    stray.write_bytes(b"")
    manifest.write_text(
        json.dumps(
            {
                "modules": [
                    ["pydantic", pydantic.__file__, "PYMODULE"],
                    ["json", json.__file__, "PYMODULE"],
                ],
                "scripts": [["launch", str(PACKAGING / "launch.py"), "PYSOURCE"]],
                "files": [
                    ["resources/sounds/card.wav", str(ROOT / "resources/sounds/card.wav"), "DATA"],
                    ["libc.so.6", str(libc), "BINARY"],
                    ["libstray.so.1", str(stray), "BINARY"],
                ],
            }
        ),
        encoding="utf-8",
    )
    loaded = third_party.Manifest.load(manifest)
    project, origins, problems, executable = third_party.trace(loaded, [ROOT / "resources", PACKAGING])
    assert executable == []
    assert project.files == {"resources/sounds/card.wav"}
    assert project.modules == {"launch"}
    assert origins["pydantic"].modules == {"pydantic"}
    assert origins["pydantic"].license == "MIT"
    python_or_debian = [o for o in origins.values() if "json" in o.modules]
    assert len(python_or_debian) == 1
    assert origins["libc6"].files == {"libc.so.6"}
    assert "copyright" in origins["libc6"].texts
    assert problems == [f"no origin known for libstray.so.1 (from {stray})"]


# --- the copyright file ---------------------------------------------------------------------------


def _origins() -> tuple[object, dict[str, object], list[str]]:
    origin = third_party.Origin
    project = origin(
        key="", title="Card Table", license="GPL-3.0-or-later", copyright=["Card Table developers"], texts={}
    )
    project.files = {"resources/rules/ftw/en/rules.md", "translations/cardgames_de.qm"}
    project.modules = {"cardgames.ui.app", "launch"}
    qt = origin(
        key="PySide6_Essentials",
        title="PySide6_Essentials 6.11.3",
        license="LGPL-3.0-only or GPL-2.0-only or GPL-3.0-only",
        copyright=["Qt for Python Team <pyside@qt-project.org>"],
        texts={"LGPL-3": "...", "GPL-3": "...", "GPL-2": "..."},
    )
    qt.files = {"PySide6/QtCore.abi3.so", "PySide6/Qt/lib/libQt6Core.so.6", "libQt6Core.so.6"}
    qt.modules = {"PySide6"}
    pydantic = origin(
        key="pydantic",
        title="pydantic 2",
        license="MIT",
        copyright=["Copyright (c) Pydantic"],
        texts={"LICENSE": "..."},
    )
    pydantic.modules = {"pydantic", "pydantic.main"}
    x11 = origin(
        key="libx11-6",
        title="Debian package libx11-6 2:1.8.4-2",
        license="Debian-libx11-6",
        copyright=["Copyright 1984-1994, 1998 The Open Group"],
        texts={"copyright": "..."},
    )
    x11.files = {"libX11.so.6"}
    return project, {o.key: o for o in (qt, pydantic, x11)}, ["cardgames"]


def test_the_copyright_file_is_machine_readable_and_names_every_part() -> None:
    project, origins, executable = _origins()
    text = third_party.dep5(project, origins, executable, left_out=["straight_up"])
    assert third_party.check_dep5(text) == []
    paragraphs = [third_party.parse_paragraph(p) for p in text.strip().split("\n\n")]
    header = paragraphs[0]
    assert header["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    assert header["Upstream-Name"] == "Card Table"
    assert "leaves out the game(s) straight_up" in header["Comment"].replace("\n", " ")
    files = {p["Files"]: p for p in paragraphs if "Files" in p}
    assert files["*"]["License"] == "GPL-3.0-or-later"
    exe = files["usr/lib/cardgames/cardgames"]
    assert exe["License"] == "GPL-3.0-or-later, and LGPL-3.0-only or GPL-2.0-only or GPL-3.0-only, and MIT"
    assert "pydantic 2 (MIT): pydantic" in exe["Comment"].replace("\n", " ")
    qt = next(p for k, p in files.items() if "libQt6Core" in k)
    assert qt["Files"].split() == [
        "usr/lib/cardgames/_internal/PySide6/*",
        "usr/lib/cardgames/_internal/libQt6Core.so.6",
    ]
    assert qt["License"] == "LGPL-3.0-only or GPL-2.0-only or GPL-3.0-only"
    assert "/usr/share/doc/cardgames/third-party/PySide6_Essentials/" in qt["Comment"].replace("\n", "")
    standalone = {p["License"].split("\n")[0] for p in paragraphs if "Files" not in p and "License" in p}
    assert standalone == {
        "GPL-3.0-or-later",
        "LGPL-3.0-only",
        "GPL-2.0-only",
        "GPL-3.0-only",
        "MIT",
        "Debian-libx11-6",
    }
    assert all(len(line) <= 100 for line in text.splitlines() if not line.startswith("License: "))


@pytest.mark.parametrize(
    ("broken", "problem"),
    [
        (lambda t: t.replace("Format: https", "Format: http"), "no Format field"),
        (
            lambda t: re.sub(r"\nLicense: MIT\n The full text[^\n]*\n[^\n]*", "", t),
            "no text for the licence MIT",
        ),
        (
            lambda t: t.replace("Copyright: Card Table developers\nLicense: GPL", "License: GPL", 1),
            "Files without Copyright",
        ),
        (lambda t: t.replace("\n .\n", "\n \n", 1), "an empty line in a field"),
    ],
)
def test_the_copyright_check_finds_what_is_wrong(broken: object, problem: str) -> None:
    project, origins, executable = _origins()
    text = third_party.dep5(project, origins, executable)
    damaged = broken(text)  # type: ignore[operator]
    assert damaged != text
    assert any(problem in p for p in third_party.check_dep5(damaged))


def test_the_debian_changelog_is_of_this_version() -> None:
    """packaging/linux/changelog (installed as changelog.gz): its newest entry is the app's version,
    in Debian's format."""
    text = (PACKAGING / "linux" / "changelog").read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert re.fullmatch(r"cardgames \(([^)]+)\) unstable; urgency=medium", first)
    assert first.split()[1] == f"({cardgames.__version__})"
    trailer = re.search(
        r"^ -- (.+ <[^>]+>)  (\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4})$", text, re.M
    )
    assert trailer is not None
    assert gzip.decompress(gzip.compress(text.encode(), mtime=0)).decode() == text
