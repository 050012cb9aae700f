"""Render Card Table's app icon from its SVG source into every file the packages need.

    python packaging/render_icons.py            write the files that differ from the SVG's render
    python packaging/render_icons.py --check    re-render in memory; exit 1 if a file is missing or differs

From ``resources/icons/cardgames.svg`` it writes, beside it:

- ``cardgames-N.png`` for N in 16, 24, 32, 48, 64, 128, 256, 512 (window icon, Linux hicolor theme);
- ``cardgames.ico`` (16 to 256, PNG entries) for the Windows executable and installer;
- ``cardgames.icns`` (16 to 1024) for the macOS ``.app``.

Run it with the project's virtual environment (PySide6 with QtSvg), after
changing the SVG, and commit the SVG and what it wrote together.

An unchanged SVG leaves the files unchanged. Qt's antialiasing may round a
few pixels one step apart on another machine or Qt version (and another zlib
packs the same pixels into other bytes), so an image that decodes to the
SVG's fresh render within ``TOLERANCE`` per channel is kept as it is,
bytes and all, and the ``.ico``/``.icns`` are assembled from the kept
images. Only a real change of the drawing rewrites files.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SOURCE = ICONS / "cardgames.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's PNG-carrying icon types: (type, pixels).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)
# Rendering may differ by a rounding step between Qt versions; anything more is a real change.
TOLERANCE = 3


def png_path(size: int, icons: Path = ICONS) -> Path:
    """The committed PNG of one size."""
    return icons / f"cardgames-{size}.png"


def render(size: int, source: Path = SOURCE) -> QImage:
    """The SVG drawn into a transparent ``size`` x ``size`` image."""
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {source} is not an SVG that Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_RGBA8888)


def png_bytes(image: QImage) -> bytes:
    """``image`` encoded as PNG."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit("render_icons: could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding the given PNGs (one entry per size, PNG-compressed)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, payload = b"", b""
    for size, data in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding the given PNGs under Apple's PNG icon types."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[px])) + pngs[px] for kind, px in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def icns_entries(data: bytes) -> Iterator[tuple[bytes, bytes]]:
    """The (type, payload) entries of an .icns file's bytes (none if it is not one)."""
    if data[:4] != b"icns":
        return
    at = 8
    while at + 8 <= len(data):
        length = struct.unpack(">I", data[at + 4 : at + 8])[0]
        if length < 8:
            return
        yield data[at : at + 4], data[at + 8 : at + length]
        at += length


def difference(expected: QImage, data: bytes | None, name: str) -> str | None:
    """Why the PNG ``data`` is not ``expected`` (None when it is, up to TOLERANCE per channel)."""
    if data is None:
        return f"{name} is missing"
    found = QImage.fromData(data, "PNG")
    if found.isNull():
        return f"{name} is not a readable image"
    found = found.convertToFormat(QImage.Format.Format_RGBA8888)
    if found.size() != expected.size():
        return f"{name} is {found.width()}x{found.height()}, not {expected.width()}x{expected.height()}"
    a, b = bytes(expected.constBits()), bytes(found.constBits())
    if a == b:
        return None
    worst = max(abs(x - y) for x, y in zip(a, b, strict=True))
    return None if worst <= TOLERANCE else f"{name} differs from the SVG render (by up to {worst})"


def existing_pngs(icons: Path) -> dict[int, tuple[bytes, str]]:
    """The images already there by size, with where each was found: the PNG files, and the
    .icns's entries for a size without its own PNG (its 1024 px)."""
    found: dict[int, tuple[bytes, str]] = {}
    for size in PNG_SIZES:
        path = png_path(size, icons)
        if path.is_file():
            found[size] = (path.read_bytes(), path.name)
    icns = icons / "cardgames.icns"
    if icns.is_file():
        sizes = dict(ICNS_TYPES)
        for kind, payload in icns_entries(icns.read_bytes()):
            if kind in sizes and sizes[kind] not in found:
                found[sizes[kind]] = (payload, f"cardgames.icns ({kind.decode()})")
    return found


def outputs(icons: Path = ICONS) -> tuple[dict[str, bytes], list[str]]:
    """Every file's bytes as it should be, by name, and why images already there were redrawn.

    An image there that is the SVG's render (within TOLERANCE) is kept byte for byte; others,
    and missing ones, are the fresh render.
    """
    source = icons / "cardgames.svg"
    images = {size: render(size, source) for size in sorted({*PNG_SIZES, *(px for _, px in ICNS_TYPES)})}
    there = existing_pngs(icons)
    pngs: dict[int, bytes] = {}
    redrawn: list[str] = []
    for size, image in images.items():
        unseen = png_path(size, icons).name if size in PNG_SIZES else f"cardgames.icns's {size} px image"
        data, name = there.get(size, (None, unseen))
        problem = difference(image, data, name)
        if problem is None and data is not None:
            pngs[size] = data
        else:
            pngs[size] = png_bytes(image)
            redrawn.append(problem or name)
    files = {png_path(size, icons).name: pngs[size] for size in PNG_SIZES}
    files["cardgames.ico"] = ico_bytes({size: pngs[size] for size in ICO_SIZES})
    files["cardgames.icns"] = icns_bytes(pngs)
    return files, redrawn


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, verify) every rendered icon file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the committed files instead of writing")
    parser.add_argument(
        "--dir", type=Path, default=ICONS, help="folder of cardgames.svg and the files (default: %(default)s)"
    )
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    icons: Path = args.dir
    files, redrawn = outputs(icons)
    stale = [n for n, data in files.items() if not (icons / n).is_file() or (icons / n).read_bytes() != data]

    if args.check:
        problems = list(redrawn)
        # An .ico or .icns that is not assembled from the images above (a stale or foreign one).
        problems += [f"{n} does not hold the rendered images" for n in stale if not n.endswith(".png")]
        for problem in problems:
            print(f"render_icons: {problem}", file=sys.stderr)
        if problems:
            print("render_icons: run python packaging/render_icons.py and commit the result", file=sys.stderr)
        del app
        return 1 if problems else 0

    for name in stale:
        (icons / name).write_bytes(files[name])
    if stale:
        print(f"render_icons: wrote {', '.join(stale)} in {icons}")
    else:
        print(f"render_icons: the icons in {icons} are the SVG's render already: nothing written")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
