"""The window's first size and the room it shares out on a 1366 × 768 screen (QA recheck, new defect 2):
the window takes the screen's width, so the Cast can start wide enough to tell every name and place apart
while the map keeps at least the room it had (562 pixels wide in a 1284-pixel window)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from gmdesk.store import WarStore
from gmdesk.model.warfile import load_war
from gmdesk.ui import dock_layout
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings
from tests.ui.conftest import MAPS


class _Screen:
    def __init__(self, width: int, height: int):
        self.rect = QRect(0, 0, width, height)

    def availableGeometry(self) -> QRect:  # noqa: N802 (Qt's name)
        return self.rect


@pytest.mark.parametrize(("screen", "size"), [((1366, 768), (1350, 706)), ((1280, 720), (1264, 662)),
                                              ((1920, 1080), (1600, 993)), ((2560, 1440), (1600, 1000))])
def test_the_first_window_takes_a_small_screens_whole_width(monkeypatch, screen, size):
    monkeypatch.setattr(dock_layout.QGuiApplication, "primaryScreen", staticmethod(lambda: _Screen(*screen)))
    assert dock_layout.first_size() == size


def test_the_map_keeps_its_room_beside_a_cast_that_tells_everyone_apart(qtbot, tmp_path):
    path = tmp_path / "valor.gmdesk"
    with WarStore.create(path, load_war(MAPS / "sample-valor-night3.json")):
        pass
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    window.resize(1350, 706)  # what first_size gives on a 1366 × 768 screen
    window.show()
    qtbot.waitExposed(window)
    assert window.open_path(path)
    window.ensure_ready()
    QApplication.processEvents()
    cast = window.docks["cast"]
    assert cast.width() >= cast.least_width() - 1
    assert window.centralWidget().width() >= 562
    window.close_war()
