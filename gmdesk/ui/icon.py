"""The application's icon (``resources/icons/``, drawn for gmdesk; ``make_icons.py`` renders the PNGs)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from gmdesk import places

#: The PNG sizes ``resources/icons/make_icons.py`` renders (the freedesktop hicolor tree).
SIZES = (16, 32, 48, 64, 128, 256)

_icon: QIcon | None = None


def _png(size: int) -> Path:
    return places.resources_dir() / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{places.APP_ID}.png"


def icon_files() -> list[str]:
    """The icon's files that exist in this installation, smallest first, the SVG last."""
    files = [_png(n) for n in SIZES]
    files.append(places.resources_dir() / "icons" / "hicolor" / "scalable" / "apps" / f"{places.APP_ID}.svg")
    return [str(f) for f in files if f.is_file()]


def app_icon() -> QIcon:
    """gmdesk's icon at every size it has (an empty icon, never an error, when the files are missing)."""
    global _icon
    if _icon is None:
        icon = QIcon()
        files = icon_files()
        sizes = {str(_png(n)): n for n in SIZES}
        # The PNGs alone when there are any: a QIcon of PNGs reads the SVG as one more 256 px picture (the same
        # pixmaps at every size), and loading Qt's SVG reader for it cost ~1 ms at each start. Each PNG with its
        # size, which Qt would otherwise open the file to read (~0.5 ms for the six): it reads a picture when
        # it is first drawn at that size.
        for name in [f for f in files if f in sizes] or files:
            icon.addFile(name, QSize(sizes[name], sizes[name]) if name in sizes else QSize())
        _icon = icon
    return QIcon(_icon)
