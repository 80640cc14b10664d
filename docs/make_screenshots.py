"""Pictures of the desk for the README and the docs, drawn offscreen from the bundled sample war.

    QT_QPA_PLATFORM=offscreen python docs/make_screenshots.py

Writes ``docs/images/desk.png`` (the main window on the sample war) and ``docs/images/map-as-seen-by.png``
(the same map as one team knows it). Settings and the sample's war file go to a temporary folder, so the
GM's own are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from gmdesk.ui.app import build_window  # noqa: E402

IMAGES = Path(__file__).resolve().parent / "images"


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        window = build_window(["--sample", "--settings", str(Path(tmp) / "s.ini"), "--home", tmp])
        window.resize(1500, 940)
        window.show()
        app.processEvents()
        window.docks["cast"].select_character(next(iter(window.document.war.characters)))
        first = next(iter(window.document.war.characters))
        window.docks["sheet"].show_character(first)
        window.map_panel.view.fit()
        app.processEvents()
        IMAGES.mkdir(exist_ok=True)
        window.grab().save(str(IMAGES / "desk.png"))
        team = window.document.war.teams[0].id
        window.map_panel.set_viewer(team)
        app.processEvents()
        window.map_panel.grab().save(str(IMAGES / "map-as-seen-by.png"))
        window.close()
    print(f"wrote {IMAGES / 'desk.png'} and {IMAGES / 'map-as-seen-by.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
