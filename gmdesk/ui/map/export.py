"""The map as a picture file: PNG for sharing, SVG for printing or touching up.

Both render what the scene holds (so a team's view exports only what the team knows) over its items'
bounds plus a margin, on white, with no selection marks; the SVG keeps the names as text.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter

from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.model.atomicfile import write_atomically
from gmdesk.ui.map.scene import MapScene

MARGIN = 30.0
#: The largest picture side (pixels) a PNG export makes, so a huge map cannot eat the memory.
MAX_SIDE = 16000


def _source_rect(scene: MapScene) -> QRectF:
    rect = scene.itemsBoundingRect()
    if rect.isNull():
        rect = QRectF(0, 0, 100, 100)
    return rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)


def render_image(scene: MapScene, scale: float = 1.0) -> QImage:
    """The map drawn into a new image (``scale`` pixels per scene unit)."""
    if not scale > 0:
        raise ValueError(f"an export scale is above 0, not {scale!r}")
    source = _source_rect(scene)
    scale = min(scale, MAX_SIDE / max(source.width(), source.height()))
    size = QSize(max(1, round(source.width() * scale)), max(1, round(source.height() * scale)))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        with scene.exporting():
            scene.render(painter, QRectF(0, 0, size.width(), size.height()), source,
                         Qt.AspectRatioMode.IgnoreAspectRatio)
    finally:
        painter.end()
    return image


def export_png(scene: MapScene, path: str | Path, scale: float = 1.0) -> None:
    """Write the map as a PNG; a file that cannot be written raises :class:`WarFileError`."""
    path = Path(path)
    image = render_image(scene, scale)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 6.11 stubs want the format as bytes; the binding takes str and refuses bytes
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise WarFileError(Message("cannot make the PNG (the picture may be too large)"), path=str(path))
    buffer.close()
    write_atomically(path, bytes(data.data()))  # a full disk leaves no half PNG, and an old one whole


def export_svg(scene: MapScene, path: str | Path) -> None:
    """Write the map as an SVG (names as text); a file that cannot be written raises :class:`WarFileError`."""
    from PySide6.QtSvg import QSvgGenerator  # QtSvg is loaded only when someone exports

    path = Path(path)
    source = _source_rect(scene)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(round(source.width()), round(source.height())))
    generator.setViewBox(QRectF(0, 0, source.width(), source.height()))
    generator.setTitle(getattr(getattr(scene, "war", None), "title", "") or "map")
    generator.setDescription("Exported by gmdesk")
    painter = QPainter(generator)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        with scene.exporting():
            scene.render(painter, QRectF(0, 0, source.width(), source.height()), source,
                         Qt.AspectRatioMode.IgnoreAspectRatio)
    finally:
        painter.end()
    buffer.close()
    write_atomically(path, bytes(data.data()))


def is_blank(image: QImage) -> bool:
    """Whether every pixel of ``image`` has the same colour (an export that drew nothing)."""
    if image.isNull():
        return True
    rgb = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = bytes(rgb.constBits())[: rgb.sizeInBytes()]
    first = data[:4]
    return data == first * (len(data) // 4)
