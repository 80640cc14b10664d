"""Fixtures for the Qt tests: the sample war open in a WarDocument, and the map editor on screen
(offscreen: the root conftest sets QT_QPA_PLATFORM before any Qt import)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from gmdesk.model.warfile import load_war
from gmdesk.ui.document import WarDocument

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLE = MAPS / "sample-ap-sp-night2.json"


@pytest.fixture
def document(tmp_path, qtbot):
    """The ap-sp night-2 sample imported into a fresh .gmdesk, closed at teardown."""
    doc = WarDocument.create(tmp_path / "war.gmdesk", load_war(SAMPLE))
    yield doc
    doc.close()


@pytest.fixture
def panel(document, qtbot):
    """The map editor shown (offscreen) at a fixed size, the whole map in view."""
    from gmdesk.ui.map.panel import MapPanel

    widget = MapPanel(document)
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.show()
    qtbot.waitExposed(widget)
    widget.view.fit()
    return widget


class Mouse:
    """Real mouse events on the map view's viewport, at scene points."""

    def __init__(self, qtbot, view):
        self.qtbot, self.view = qtbot, view

    def at(self, point: QPointF) -> QPoint:
        return self.view.mapFromScene(point)

    def click(self, point: QPointF, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
        self.qtbot.mouseClick(self.view.viewport(), button, modifier, self.at(point))

    def double_click(self, point: QPointF):
        self.qtbot.mouseDClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.at(point))

    def drag(self, start: QPointF, end: QPointF, button=Qt.MouseButton.LeftButton, steps: int = 6):
        a, b = self.at(start), self.at(end)
        viewport = self.view.viewport()
        self.qtbot.mousePress(viewport, button, pos=a)
        for step in range(1, steps + 1):
            self.qtbot.mouseMove(viewport, a + (b - a) * step / steps)
        self.qtbot.mouseRelease(viewport, button, pos=b)


@pytest.fixture
def mouse(qtbot, panel):
    return Mouse(qtbot, panel.view)


@pytest.fixture
def sample_window(qtbot, tmp_path):
    """The main window on a fresh war file of the ap-sp night-2 sample, closed at teardown."""
    from gmdesk.store import WarStore
    from gmdesk.ui.main_window import MainWindow
    from gmdesk.ui.settings import Settings

    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(SAMPLE)):
        pass
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    assert window.open_path(path)
    yield window
    window.close_war()
