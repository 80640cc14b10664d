"""The main window in Japanese, for the README (issue 22): ``docs/images/window-ja.png``.

    QT_QPA_PLATFORM=offscreen python docs/make_screenshot_ja.py

The bundled sample war at 1366 × 768 with the interface set to 日本語, the Turn Desk brought forward with
Saber picked, and the Turn menu (ターン) open. Offscreen, an open menu is a window of its own, so the
picture is the window's with the menu's drawn over it where it opens. Settings and the sample's war file
go to a temporary folder, so the GM's own are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gmdesk.ui.app import build_window  # noqa: E402
from gmdesk.ui.settings import Settings  # noqa: E402

TARGET = Path(__file__).resolve().parent / "images" / "window-ja.png"
SIZE = (1366, 768)


def window_ja(app: QApplication) -> Path:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(Path(tmp) / "s.ini")
        settings.set("ui/language", "ja")
        settings.sync()
        window = build_window(["--sample", "--settings", str(Path(tmp) / "s.ini"), "--home", tmp])
        window.resize(*SIZE)
        window.show()
        app.processEvents()
        window.docks["desk"].raise_()
        window.docks["desk"].widget().select_character("saber")
        window.map_panel.view.fit()
        app.processEvents()
        bar = window.menuBar()
        menu = window.turn_menu
        corner = bar.mapTo(window, bar.actionGeometry(menu.menuAction()).bottomLeft())
        bar.setActiveAction(menu.menuAction())  # the menu's title drawn as open
        menu.popup(window.mapToGlobal(corner))
        app.processEvents()
        picture = window.grab()
        painter = QPainter(picture)
        painter.drawPixmap(corner, menu.grab())
        painter.end()
        menu.hide()
        TARGET.parent.mkdir(exist_ok=True)
        picture.save(str(TARGET))
        window.close()
        return TARGET


if __name__ == "__main__":
    app = QApplication.instance() or QApplication(sys.argv[:1])
    print(window_ja(app))
