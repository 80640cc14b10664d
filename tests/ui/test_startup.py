"""Issue 21, cold start: the war's map is painted first, the docks come in the event loop's next turn
(gmdesk/ui/startup.py, docs/startup.md), and nothing is lost on the way."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore
from gmdesk.ui.actions import ActionId
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "maps" / "sample-ap-sp-night2.json"
ALL_DOCKS = {"cast", "sheet", "turns", "events", "undo", "desk", "timeline", "charts"}


@pytest.fixture
def war_file(tmp_path):
    path = tmp_path / "night.gmdesk"
    WarStore.create(path, load_war(SAMPLE)).close()
    return path


def process_until(condition, seconds: float = 10.0) -> bool:
    """Run the event loop's turns until ``condition`` holds. Not ``qtbot.waitUntil``: its nested event loop
    returns at once while an earlier test's ``app.exit()`` (the smoke run's) is still pending."""
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)
    return bool(condition())


def shown_window(qtbot, tmp_path) -> MainWindow:
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    return window


class PaintLog(QObject):
    """Records, at each paint of the map, whether the docks were built yet."""

    def __init__(self, window: MainWindow):
        super().__init__()
        self.window = window
        self.docks_at_paint: list[bool] = []

    def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.docks_at_paint.append(bool(self.window.built_docks()))
        return False


def test_the_map_is_painted_before_the_docks_are_built(qtbot, tmp_path, war_file):
    window = shown_window(qtbot, tmp_path)
    assert window.open_path(war_file)
    assert window.built_docks() == {}  # nothing but the map, the menus and the status bar yet
    log = PaintLog(window)
    window.map_panel.view.viewport().installEventFilter(log)
    assert process_until(lambda: window.built_docks() != {})
    assert set(window.built_docks()) == ALL_DOCKS
    assert log.docks_at_paint[0] is False  # the first paint had the map alone
    assert [a.text() for a in window.view_menu.actions()][:len(ALL_DOCKS)] == [
        d.windowTitle() for d in window.built_docks().values()]
    window.close_war()


def test_asking_for_a_dock_builds_them_now(qtbot, tmp_path, war_file):
    window = shown_window(qtbot, tmp_path)
    assert window.open_path(war_file)
    assert set(window.docks) == ALL_DOCKS  # built on the spot, not waiting for the paint
    assert window.docks["cast"].isVisible() and window.docks["timeline"].isVisible()
    window.close_war()


def test_a_hidden_window_builds_its_docks_at_once(qtbot, tmp_path, war_file):
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    assert window.open_path(war_file)
    assert set(window.built_docks()) == ALL_DOCKS
    window.close_war()


def test_a_war_closed_before_its_docks_came_keeps_the_remembered_layout(qtbot, tmp_path, war_file):
    window = shown_window(qtbot, tmp_path)
    assert window.open_path(war_file)
    window.ensure_ready()
    window.docks["charts"].raise_()
    window.close_war()
    remembered = window.settings.get("window/state")
    assert window.open_path(war_file) and window.built_docks() == {}
    window.close_war()  # before the first paint
    assert window.settings.get("window/state") == remembered
    assert window.open_path(war_file)
    window.ensure_ready()
    assert process_until(lambda: not window.docks["charts"].visibleRegion().isEmpty())
    assert window.docks["cast"].visibleRegion().isEmpty()  # the Charts tab, raised last time, is in front
    window.close_war()


def test_the_view_menu_lists_every_dock_even_before_they_came(qtbot, tmp_path, war_file):
    window = shown_window(qtbot, tmp_path)
    assert window.open_path(war_file)
    window.view_menu.aboutToShow.emit()
    names = {a.text() for a in window.view_menu.actions()}
    assert {"Cast", "Sheet", "Turn Desk", "Timeline", "Charts"} <= names
    window.close_war()


def test_a_turn_menu_command_finds_its_dock_before_the_first_paint(qtbot, tmp_path, war_file):
    window = shown_window(qtbot, tmp_path)
    assert window.open_path(war_file)
    desk = window.turn_commands.dock("desk")  # how every Turn menu command reaches its dock
    assert desk is not None and desk.objectName() == "dock.desk"
    window.close_war()


#: What the first paint must not import (docs/startup.md): each is imported where it is first used.
NOT_BEFORE_FIRST_PAINT = (
    "pyqtgraph", "networkx", "platformdirs", "socket", "secrets", "html",
    "gmdesk.ui.desk", "gmdesk.ui.timeline", "gmdesk.engine.turn", "gmdesk.rulesets.ap_sp", "gmdesk.rulesets.scores",
    "gmdesk.validation", "gmdesk.model.mapedits", "gmdesk.model.sheetedits", "gmdesk.store.turns",
    "gmdesk.engine.events", "gmdesk.model.vocabulary",
    "gmdesk.ui.map.dialogs", "gmdesk.ui.map.arrows", "gmdesk.ui.widgets", "gmdesk.ui.problems_dialog",
    "gmdesk.ui.compare_dialog", "gmdesk.ui.page_scan")
#: Qt classes the first paint must not make. PySide6 makes a class when it is first used: a dialog's or an input
#: event's at import, or all of QWidget's (or QEvent's) subclasses when PySide meets an object it did not make
#: (QCalendarWidget, QChildEvent stand for those), or QGradient's 169 presets when it tries an overload.
QT_NOT_BEFORE_FIRST_PAINT = ("QCalendarWidget", "QChildEvent", "QGradient", "QMessageBox", "QFileDialog", "QDialog",
                             "QStyle", "QUndoView", "QTableWidget", "QDockWidget", "QMouseEvent", "QKeyEvent",
                             "QGraphicsSceneMouseEvent", "QPropertyAnimation", "QThreadPool", "QTranslator")


#: A script's lines from the window's import to its first paint (the benchmark's, bench_goals.GMDESK_WINDOW).
FIRST_PAINT = (
    "from gmdesk.ui.main_window import MainWindow\n"
    "from gmdesk.ui.settings import Settings\n"
    "app = QApplication([])\n"
    "window = MainWindow(Settings(Path(sys.argv[1]) / 'settings.ini'), Path(sys.argv[1]))\n"
    "window.show()\n"
    "window.open_path(sys.argv[2])\n"
    "app.processEvents()\n"
    "window.grab()\n")


def test_the_first_paint_imports_and_makes_only_what_it_shows(tmp_path, war_file):
    """What the first paint does not need is imported (and made by PySide) after it."""
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6 import QtCore, QtGui, QtWidgets\n"
        "lazy = 'QCalendarWidget' not in vars(QtWidgets)  # PySide6 makes its classes on first use\n"
        "from PySide6.QtWidgets import QApplication\n"
        + FIRST_PAINT +
        f"print(sorted(m for m in {NOT_BEFORE_FIRST_PAINT!r} if m in sys.modules))\n"
        f"print(sorted(c for c in {QT_NOT_BEFORE_FIRST_PAINT!r} if lazy and any(c in vars(m) for m in"
        " (QtCore, QtGui, QtWidgets))))\n"
        "print(window.status_ruleset.text(), '|', window.status_problems.text())\n"
        "window.ensure_ready()\n"
        "print(sorted(m for m in ('pyqtgraph', 'gmdesk.ui.desk', 'gmdesk.ui.timeline', 'gmdesk.rulesets.ap_sp')"
        " if m in sys.modules))\n"
        "print(window.status_ruleset.text(), '|', window.status_problems.text())\n"
        "window.close_war()\n")
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path), str(war_file)], capture_output=True,
                          text=True, check=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    first, made, status_first, ready, status_ready = done.stdout.splitlines()[-5:]
    assert first == "[]"  # nor the rules: the status bar names the ruleset from the bundled titles
    assert made == "[]"
    assert status_first == "AP/SP | checking…"  # the short name: QA qa-files finding 6
    assert ready == "['gmdesk.rulesets.ap_sp', 'gmdesk.ui.desk', 'gmdesk.ui.timeline', 'pyqtgraph']"
    assert status_ready == "AP/SP | ✓ no problems"


def test_the_recent_list_is_written_after_the_first_paint(qtbot, tmp_path, war_file):
    """The recent files are a settings write (with its disk syncs): it waits for the docks, after the map's
    first paint, and a war closed before then is still remembered."""
    window = shown_window(qtbot, tmp_path)
    assert window.open_path(war_file)
    assert window.settings.recent_files() == []
    assert process_until(lambda: window.built_docks() != {})
    assert window.settings.recent_files() == [str(war_file.resolve())]
    assert window.close_war()

    other = tmp_path / "other.gmdesk"
    WarStore.create(other, load_war(SAMPLE)).close()
    assert window.open_path(other)
    assert window.built_docks() == {}
    assert window.close_war()  # before its docks came
    assert window.settings.recent_files()[0] == str(other.resolve())


def test_pyside_reads_no_gmdesk_source_at_start(tmp_path, war_file):
    """PySide looks for the word "PySide6" in the source of every module imported after it (its __feature__
    check); gmdesk tells it the answer for its own modules and Python's (gmdesk/ui/source_scan.py), and a
    module that selects a feature still gets it."""
    featured = tmp_path / "featured.py"
    featured.write_text("from __feature__ import snake_case\n"
                        "from PySide6.QtWidgets import QLabel\n"
                        "def title():\n"
                        "    label = QLabel()\n"
                        "    label.set_text('snake')\n"
                        "    return label.text()\n", encoding="utf-8")
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtWidgets import QApplication\n"
        "import shibokensupport.feature as feature\n"
        "read = []\n"
        "scan = feature._mod_uses_pyside\n"
        "feature._mod_uses_pyside = lambda module: read.append(module.__name__) or scan(module)\n"
        + FIRST_PAINT +
        "window.close_war()\n"
        "print(sorted(name for name in read if name.startswith('gmdesk') or name in ('json', 'dataclasses')))\n"
        "table = feature.pyside_feature_dict\n"
        "print(table['gmdesk.ui.main_window'], table['gmdesk.ui.map.scene'], table['gmdesk.model.war'],"
        " table['json'])\n"
        "sys.path.insert(0, sys.argv[3])\n"
        "import featured\n"
        "print(featured.title())\n")
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path), str(war_file), str(tmp_path)],
                          capture_output=True, text=True, check=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    read, table, title = done.stdout.splitlines()[-3:]
    assert read == "['gmdesk.ui.source_scan']"  # the one that tells PySide, imported before it can
    assert table == "0 0 -1 -1"  # as PySide would have it: gmdesk.ui uses PySide, the core does not
    assert title == "snake"


def test_the_welcome_panel_is_built_when_the_window_is_shown_without_a_war(qtbot, tmp_path, war_file):
    """gmdesk opens the last war before it shows the window (the benchmark's script just after): the panel is not
    built for nothing; shown without a war, the window has it before its first paint."""
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    assert window.centralWidget() is None
    assert not window.menu_actions[ActionId.SAVE].isEnabled()  # no war: its commands are off already
    assert window.open_path(war_file)
    window.show()
    assert window.centralWidget() is window.map_panel
    assert window.close_war()
    assert window.centralWidget().objectName() == "welcome"

    opened_after = shown_window(qtbot, tmp_path)
    assert opened_after.open_path(war_file)
    assert process_until(lambda: opened_after.map_panel.view.isVisible())
    QApplication.processEvents()
    assert opened_after.centralWidget() is opened_after.map_panel
    assert opened_after.findChild(QWidget, "welcome") is None
    assert opened_after.close_war()

    empty = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(empty)
    log = CentralAtPaint(empty)
    empty.installEventFilter(log)
    empty.show()
    assert process_until(lambda: bool(log.central_at_paint))
    assert log.central_at_paint[0] == "welcome"  # shown with it
    assert empty.centralWidget().objectName() == "welcome" and empty.centralWidget().isVisible()


class CentralAtPaint(QObject):
    """Records, at each paint of the window, what its central widget was."""

    def __init__(self, window: MainWindow):
        super().__init__()
        self.window = window
        self.central_at_paint: list[str | None] = []

    def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            central = self.window.centralWidget()
            visible = central is not None and central.isVisible()
            self.central_at_paint.append(central.objectName() if visible else None)
        return False


def test_a_war_opened_before_the_window_is_shown_is_fitted_once_at_the_size_it_is_shown_at(qtbot, tmp_path, war_file,
                                                                                             monkeypatch):
    """As gmdesk starts (the last war opened, then the window shown): the map is not fitted to the new view's
    default size first, which zoomed it out to the least and thinned every name for nothing (~5 ms)."""
    from gmdesk.ui.map.scene import MapScene
    from gmdesk.ui.map.view import MIN_ZOOM

    zooms: list[float] = []
    told = MapScene.set_view_zoom
    monkeypatch.setattr(MapScene, "set_view_zoom", lambda scene, zoom: (zooms.append(zoom), told(scene, zoom))[1])
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    assert window.open_path(war_file)
    window.show()
    view = window.map_panel.view
    assert process_until(lambda: view._painted)
    assert MIN_ZOOM not in zooms and view.keep_fitted
    fitted = view.zoom()
    view.fit()  # fitting again at the same size changes nothing: it was fitted to what is shown
    assert view.zoom() == fitted > MIN_ZOOM
    names = [i.label.isVisible() for i in window.map_panel.scene.location_items.values()]
    assert sum(names) > len(names) // 2  # the names show at the fitted zoom (as before: tests/ui/test_map_*)
