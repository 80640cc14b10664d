"""The window's docks, built once the war's map has been painted (docs/startup.md).

The first paint needs the menus, the status bar and the map; the docks (cast, sheet, turns, events, undo,
turn desk, timeline, charts) and the modules behind them (the desk, pyqtgraph and numpy for the timeline
and charts) come in the next turn of the event loop, so a GM sees the war's map sooner and the rest fills
in around it. :class:`DeferredDocks` waits for the map view's first paint; :meth:`DeferredDocks.run` builds
now whatever is still pending, and the window calls it wherever a dock is needed before that
(``MainWindow.docks``, ``MainWindow.ensure_ready``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6 import QtWidgets  # QDockWidget with the docks (PySide makes a class on first use)

from gmdesk.ui.dock_layout import place_corners, size_docks
from gmdesk.ui.i18n import tr

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QDockWidget, QWidget

    from gmdesk.ui.document import WarDocument
    from gmdesk.ui.main_window import MainWindow
    from gmdesk.ui.map.panel import MapPanel
    from gmdesk.ui.map.view import MapView

#: When the map is never painted (a window shown off screen, or minimized), the docks come anyway.
FALLBACK_MS = 1000


class DeferredDocks(QObject):
    """Calls ``build`` once, in the event-loop turn after ``view`` first paints (or on :meth:`run`).

    The view says when it has painted (:attr:`MapView.first_painted`); an event filter on its viewport would
    make PySide wrap each event before the first paint, creating every QEvent class on the way (~40)."""

    def __init__(self, view: MapView, build: Callable[[], None]):
        super().__init__(view)
        self._build: Callable[[], None] | None = build
        self._view: MapView | None = view
        view.first_painted.connect(self._painted)
        QTimer.singleShot(FALLBACK_MS, self, self.run)

    @property
    def pending(self) -> bool:
        return self._build is not None

    def _painted(self) -> None:
        self._forget_view()
        QTimer.singleShot(0, self, self.run)  # after this paint reaches the screen

    def _forget_view(self) -> None:
        if self._view is not None:
            self._view.first_painted.disconnect(self._painted)
            self._view = None

    def run(self) -> None:
        """Build now, if not built yet."""
        build, self._build = self._build, None
        self._forget_view()
        if build is not None:
            build()

    def cancel(self) -> None:
        """The war closed before its docks were built."""
        self._build = None


def build_docks(window: MainWindow, document: WarDocument, map_panel: MapPanel) -> dict[str, QDockWidget]:
    """The war's docks, placed, tabbed, sized and wired, the layout the GM left restored."""
    from gmdesk.ui.desk.turn_desk import TurnDesk
    from gmdesk.ui.docks import CastDock, EventsDock, SheetDock, TurnsDock
    from gmdesk.ui.timeline import CharacterCharts, TimelineView

    cast = CastDock(document, window)
    sheet = SheetDock(document, window)
    turns = TurnsDock(document, window)
    events = EventsDock(document, window)
    undo_dock = QtWidgets.QDockWidget(tr("MainWindow", "Undo History"), window)
    undo_dock.setObjectName("dock.undo")
    from PySide6.QtWidgets import QUndoView

    undo_view = QUndoView(document.undo_stack)
    undo_view.setEmptyLabel(tr("MainWindow", "(the war as opened)"))
    document.undo_restarted.connect(undo_view.setEmptyLabel)
    undo_dock.setWidget(undo_view)
    turn_desk = TurnDesk(document)
    desk = _dock(tr("MainWindow", "Turn Desk"), "dock.desk", turn_desk, window)
    timeline_view = TimelineView(document)
    timeline = _dock(tr("MainWindow", "Timeline"), "dock.timeline", timeline_view, window)
    charts_view = CharacterCharts(document)
    charts = _dock(tr("MainWindow", "Charts"), "dock.charts", charts_view, window)
    charts.widget().setMinimumWidth(200)  # the cast it is tabbed with may be made narrow
    docks: dict[str, QDockWidget] = {"cast": cast, "sheet": sheet, "turns": turns, "events": events,
                                     "undo": undo_dock, "desk": desk, "timeline": timeline, "charts": charts}
    window.set_docks(docks)
    size = window.size()  # the bottom docks side by side, before they are tabbed, would widen the window
    place_corners(window)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, cast)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, charts)
    for dock in (sheet, undo_dock):
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    for dock in (turns, events, timeline, desk):
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
    if window.isVisible():  # in a shown window new docks wait to be shown, and hidden ones take no size
        for widget in [map_panel, *docks.values()]:  # the map is the central widget
            widget.show()
        _activate_layout(window)
    # Tab groups of two, made of docks already shown: Qt leaves stray tab bars on screen when a group
    # of hidden docks grows to three.
    window.splitDockWidget(turns, timeline, Qt.Orientation.Horizontal)
    for first, other in ((cast, charts), (sheet, undo_dock), (turns, events), (timeline, desk)):
        window.tabifyDockWidget(first, other)
    for dock in (cast, sheet, turns, timeline):
        dock.raise_()
    if window.size() != size:
        window.resize(size)  # tabbed, they fit again: the window keeps the size the GM gave it
        _activate_layout(window)
    size_docks(window, docks)
    cast.character_selected.connect(sheet.show_character)
    cast.character_selected.connect(window.focus_character)
    cast.character_activated.connect(lambda _cid: _bring_forward(sheet))
    map_panel.scene.character_clicked.connect(cast.select_character)
    map_panel.scene.character_clicked.connect(sheet.show_character)
    turns.turn_selected.connect(events.show_turn)
    events.reading_requested.connect(lambda key: window.turn_commands.rule_readings(key))
    timeline_view.detail.reading_requested.connect(lambda key: window.turn_commands.rule_readings(key))
    # the cast and the desk's list follow each other (one character in hand, whichever list picked it); the
    # cast selects quietly from outside, so what its own choice does (sheet, map) is done here too
    def desk_picked(cid: object) -> None:
        if isinstance(cid, str) and cid in document.war.characters and cast.selected_character() != cid:
            cast.select_character(cid)
            sheet.show_character(cid)
            window.focus_character(cid)

    def cast_picked(cid: str) -> None:
        if turn_desk.selected_character() != cid:
            turn_desk.select_character(cid)

    cast.character_selected.connect(cast_picked)
    turn_desk.characters.character_selected.connect(desk_picked)
    desk.visibilityChanged.connect(turn_desk.dock_shown)  # its tab brought forward: redrawn if stale
    charts.visibilityChanged.connect(charts_view.dock_shown)  # the history is read when first shown
    for dock in (cast, sheet, turns, events):
        document.history_changed.connect(dock.refresh)
    return docks


def _activate_layout(window: MainWindow) -> None:
    layout = window.layout()
    assert layout is not None, "a QMainWindow always has its layout"
    layout.activate()


def _dock(title: str, name: str, widget: QWidget, parent: QWidget) -> QDockWidget:
    dock = QtWidgets.QDockWidget(title, parent)
    dock.setObjectName(name)
    dock.setWidget(widget)
    return dock


def _bring_forward(dock: QDockWidget) -> None:
    dock.show()
    dock.raise_()
