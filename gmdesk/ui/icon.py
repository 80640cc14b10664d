"""The application's icon (``resources/icons/``, drawn for gmdesk; ``make_icons.py`` renders the PNGs)."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from gmdesk import places

#: The PNG sizes ``resources/icons/make_icons.py`` renders (the freedesktop hicolor tree).
SIZES = (16, 32, 48, 64, 128, 256)

_icon: QIcon | None = None


def icon_files() -> list[str]:
    """The icon's files that exist in this installation, smallest first, the SVG last."""
    root = places.resources_dir() / "icons" / "hicolor"
    files = [root / f"{n}x{n}" / "apps" / f"{places.APP_ID}.png" for n in SIZES]
    files.append(root / "scalable" / "apps" / f"{places.APP_ID}.svg")
    return [str(f) for f in files if f.is_file()]


def app_icon() -> QIcon:
    """gmdesk's icon at every size it has (an empty icon, never an error, when the files are missing)."""
    global _icon
    if _icon is None:
        icon = QIcon()
        files = icon_files()
        # The PNGs alone when there are any: a QIcon of PNGs reads the SVG as one more 256 px picture (the same
        # pixmaps at every size), and loading Qt's SVG reader for it cost ~1 ms at each start.
        for name in [f for f in files if f.endswith(".png")] or files:
            icon.addFile(name)
        _icon = icon
    return QIcon(_icon)
