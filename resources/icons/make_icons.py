"""Render the gmdesk icon set from ``gmdesk.svg`` (run it after changing the drawing; the PNGs are committed).

    QT_QPA_PLATFORM=offscreen python resources/icons/make_icons.py

Writes the freedesktop "hicolor" tree ``hicolor/<N>x<N>/apps/io.github.gmdesk.gmdesk.png`` for
N in :data:`SIZES` and ``hicolor/scalable/apps/io.github.gmdesk.gmdesk.svg`` (a copy of the drawing), which
``packaging/install-desktop`` copies into ``~/.local/share/icons/hicolor`` and the window loads
(``gmdesk.ui.icon``). Qt's SVG renderer draws each size from the vector, so the small ones stay sharp.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "gmdesk.svg"
ICON_NAME = "io.github.gmdesk.gmdesk"
SIZES = (16, 32, 48, 64, 128, 256)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (QImage text needs it)
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"{SOURCE}: not a valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        target = HERE / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(renderer, size).save(str(target), "PNG"):
            print(f"{target}: cannot write", file=sys.stderr)
            return 1
        print(target.relative_to(HERE))
    scalable = HERE / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    print(scalable.relative_to(HERE))
    return 0


if __name__ == "__main__":
    sys.exit(main())
