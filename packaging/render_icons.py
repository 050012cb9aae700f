"""Render Card Table's app icon from its SVG source into every file the packages need.

    python packaging/render_icons.py            write the files
    python packaging/render_icons.py --check    re-render in memory; exit 1 if a file is missing or differs

From ``resources/icons/cardgames.svg`` it writes, beside it:

- ``cardgames-N.png`` for N in 16, 24, 32, 48, 64, 128, 256, 512 (window icon, Linux hicolor theme);
- ``cardgames.ico`` (16 to 256, PNG entries) for the Windows executable and installer;
- ``cardgames.icns`` (16 to 1024) for the macOS ``.app``.

Run it with the project's virtual environment (PySide6 with QtSvg), after
changing the SVG, and commit the SVG and what it wrote together.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
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


def png_path(size: int) -> Path:
    """The committed PNG of one size."""
    return ICONS / f"cardgames-{size}.png"


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


def differs(expected: QImage, path: Path) -> str | None:
    """Why the PNG at ``path`` is not ``expected`` (None when it is, up to TOLERANCE per channel)."""
    if not path.is_file():
        return f"{path.name} is missing"
    found = QImage(str(path))
    if found.isNull():
        return f"{path.name} is not a readable image"
    found = found.convertToFormat(QImage.Format.Format_RGBA8888)
    if found.size() != expected.size():
        return f"{path.name} is {found.width()}x{found.height()}, not {expected.width()}x{expected.height()}"
    a, b = bytes(expected.constBits()), bytes(found.constBits())
    if a == b:
        return None
    worst = max(abs(x - y) for x, y in zip(a, b, strict=True))
    return None if worst <= TOLERANCE else f"{path.name} differs from the SVG render (by up to {worst})"


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, verify) every rendered icon file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the committed files instead of writing")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])

    images = {size: render(size) for size in sorted({*PNG_SIZES, *(px for _, px in ICNS_TYPES)})}
    pngs = {size: png_bytes(image) for size, image in images.items()}
    ico = ico_bytes({size: pngs[size] for size in ICO_SIZES})
    icns = icns_bytes(pngs)

    if args.check:
        problems = [p for size in PNG_SIZES if (p := differs(images[size], png_path(size)))]
        for name, data in (("cardgames.ico", ico), ("cardgames.icns", icns)):
            # Their PNGs come from the same renders, so only presence and shape are checked here.
            path = ICONS / name
            if not path.is_file() or path.read_bytes()[:4] != data[:4]:
                problems.append(f"{name} is missing or not an icon file")
        for problem in problems:
            print(f"render_icons: {problem}", file=sys.stderr)
        if problems:
            print("render_icons: run python packaging/render_icons.py and commit the result", file=sys.stderr)
        del app
        return 1 if problems else 0

    for size in PNG_SIZES:
        png_path(size).write_bytes(pngs[size])
    (ICONS / "cardgames.ico").write_bytes(ico)
    (ICONS / "cardgames.icns").write_bytes(icns)
    print(f"render_icons: wrote {len(PNG_SIZES)} PNGs, cardgames.ico and cardgames.icns in {ICONS}")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
