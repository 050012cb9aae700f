"""Screenshots for packaging/build.sh: grab the X screen, and check a picture shows the card table.

    python screen_check.py grab OUT.png                 the whole screen of $DISPLAY, as PNG
    python screen_check.py check PNG [--region X,Y,W,H] [--min-size WxH]

``check`` passes when the picture (or the region of it, e.g. the app's window
on the screen) is big enough, is not blank (many distinct colours: cards,
text, name plates) and is largely the table's green felt. It prints what it
measured, and one line saying which check failed (exit 1).

Run it with a Python that has PySide6 (build.sh uses its build environment).
"""

from __future__ import annotations

import argparse
import os
import sys

MIN_COLOURS = 200
MIN_FELT = 0.25


def _app(platform: str) -> object:
    os.environ["QT_QPA_PLATFORM"] = platform
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([sys.argv[0]])


def grab(out: str) -> int:
    """Save the whole X screen as PNG."""
    app = _app("xcb")
    from PySide6.QtGui import QGuiApplication

    screen = QGuiApplication.primaryScreen()
    pixmap = screen.grabWindow(0)
    if pixmap.isNull() or not pixmap.save(out, "PNG"):
        print(f"screen_check: could not grab the screen into {out}", file=sys.stderr)
        return 1
    print(f"screen_check: grabbed {pixmap.width()}x{pixmap.height()} into {out}")
    del app
    return 0


def is_felt(r: int, g: int, b: int) -> bool:
    """The table's green cloth, in its light and dark shades."""
    return g >= r + 25 and g >= b + 10 and g >= 40


def check(path: str, region: tuple[int, int, int, int] | None, min_size: tuple[int, int]) -> int:
    """Whether the picture at ``path`` shows a card table; prints the figures."""
    app = _app("offscreen")
    from PySide6.QtGui import QImage

    image = QImage(path)
    if image.isNull():
        print(f"screen_check: FAILED: {path} is not a readable image", file=sys.stderr)
        return 1
    if region is not None:
        image = image.copy(*region)
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h = image.width(), image.height()
    data = bytes(image.constBits())
    stride = image.bytesPerLine()
    colours: set[tuple[int, int, int]] = set()
    felt = samples = 0
    for y in range(0, h, 2):
        row = data[y * stride : y * stride + 3 * w]
        for x in range(0, 3 * w, 6):
            r, g, b = row[x], row[x + 1], row[x + 2]
            colours.add((r, g, b))
            felt += is_felt(r, g, b)
            samples += 1
    share = felt / max(samples, 1)
    print(
        f"screen_check: {path}{' region ' + str(region) if region else ''}: {w}x{h}, "
        f"{len(colours)} colours, {share:.0%} felt"
    )
    del app
    problems = []
    if w < min_size[0] or h < min_size[1]:
        problems.append(f"{w}x{h} is smaller than {min_size[0]}x{min_size[1]}")
    if len(colours) < MIN_COLOURS:
        problems.append(f"only {len(colours)} colours (blank? at least {MIN_COLOURS} expected)")
    if share < MIN_FELT:
        problems.append(f"only {share:.0%} of it is the table's green (at least {MIN_FELT:.0%} expected)")
    for problem in problems:
        print(f"screen_check: FAILED: {path}: {problem}", file=sys.stderr)
    return 1 if problems else 0


def _ints(text: str, sep: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(sep))


def main(argv: list[str]) -> int:
    """The command line above."""
    parser = argparse.ArgumentParser(description="grab the X screen, or check a picture shows the table")
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("grab")
    g.add_argument("out")
    c = sub.add_parser("check")
    c.add_argument("png")
    c.add_argument("--region", help="X,Y,W,H")
    c.add_argument("--min-size", default="640x400")
    args = parser.parse_args(argv)
    if args.command == "grab":
        return grab(args.out)
    region = _ints(args.region, ",") if args.region else None
    return check(args.png, region, _ints(args.min_size, "x"))  # type: ignore[arg-type]


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
