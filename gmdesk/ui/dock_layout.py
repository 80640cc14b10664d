"""Where the docks go and how big they start, for windows from 1280 × 720 to 1920 × 1080.

On a wide window the Sheet takes the whole right-hand side (its stats want height), the Cast the upper
left (as wide as its names want, up to a share), the turns, the timeline and the turn desk the bottom between them; on a narrower one the bottom docks
take the whole width (the turn desk needs it). Each starts at a share of the window, within
bounds its contents need. :func:`hide_stray_tab_bars` works around Qt leaving the tab bars of docks it no
longer shows (or of a war just closed) on screen: a "k" beside Turns, ghost Cast/Charts tabs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6 import QtWidgets  # the scroll area and the tab bars: with the docks (PySide makes a class on first use)

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QScrollArea, QTabBar, QWidget

#: (share of the window, least, most) in pixels, for each size set.
CAST_WIDTH = (0.22, 340, 380)
#: From this window width on the Cast may start wider, up to this share, to show its names and places whole
#: (its wanted_width); below it the map keeps the room (a 1366 × 768 screen has none to spare).
CAST_ROOM_FROM = 1500
CAST_ROOM = (0.33, 340, 540)
SHEET_WIDTH = (0.27, 360, 470)
BOTTOM_HEIGHT = (0.45, 300, 460)
TURNS_WIDTH = (0.2, 170, 300)


def share(total: int, rule: tuple[float, int, int]) -> int:
    part, least, most = rule
    return int(max(least, min(most, total * part)))


def cast_width(width: int, cast: QDockWidget) -> int:
    """The Cast's share of the window, or more (up to :data:`CAST_ROOM`'s share) where it needs it: at
    least the width that tells every name and place apart beside whole bars (:meth:`CastDock.least_width`),
    and from :data:`CAST_ROOM_FROM` on as wide as its names, places and bars want
    (:meth:`CastDock.wanted_width`)."""
    first = share(width, CAST_WIDTH)
    wanted = getattr(cast, "wanted_width" if width >= CAST_ROOM_FROM else "least_width", None)
    if not callable(wanted):
        return first
    return max(first, min(share(width, CAST_ROOM), wanted()))


#: From this window width on the Sheet runs the full height (its stats in view) and the turn desk still
#: has its room beside it; below it the bottom docks take the whole width (the desk needs it).
TALL_SHEET_FROM = 1280


def place_corners(window: QMainWindow) -> None:
    """On a wide window the right-hand docks run its full height and the bottom ones stop at them."""
    tall = window.width() >= TALL_SHEET_FROM
    window.setCorner(Qt.Corner.BottomRightCorner,
                     Qt.DockWidgetArea.RightDockWidgetArea if tall else Qt.DockWidgetArea.BottomDockWidgetArea)


def size_docks(window: QMainWindow, docks: dict[str, QDockWidget]) -> None:
    """Give the docks their first sizes from the window's."""
    width, height = window.width(), window.height()
    sheet_width = share(width, SHEET_WIDTH)
    window.resizeDocks([docks["cast"], docks["sheet"]], [cast_width(width, docks["cast"]), sheet_width],
                       Qt.Orientation.Horizontal)
    bottom = width - sheet_width if width >= TALL_SHEET_FROM else width
    turns = share(bottom, TURNS_WIDTH)
    window.resizeDocks([docks["turns"], docks["timeline"]], [turns, bottom - turns], Qt.Orientation.Horizontal)
    window.resizeDocks([docks["turns"]], [share(height, BOTTOM_HEIGHT)], Qt.Orientation.Vertical)


def hide_stray_tab_bars(window: QMainWindow, docks: dict[str, QDockWidget]) -> list[QTabBar]:
    """Hide the window's dock tab bars Qt no longer uses; returns those hidden.

    A bar in use names docks of the open war (Qt keeps each tab's dock as its data) and sits right
    under the dock of its group that is shown, as wide as it; any other bar is a leftover, and so is a
    second bar over the very same place (Qt shows the one it uses again at its next layout)."""
    current = {_address(dock): dock for dock in docks.values()}
    hidden = []
    kept: set[tuple[int, int, int, int]] = set()  # where the bars kept lie
    for bar in reversed(window.findChildren(QtWidgets.QTabBar)):  # the newest first
        if bar.parent() is not window or not bar.isVisible():
            continue
        mine = [current.get(bar.tabData(i)) for i in range(bar.count())]
        shown = [dock for dock in mine if dock is not None and dock.isVisible() and not dock.isFloating()]
        rect = bar.geometry()
        place = (rect.x(), rect.y(), rect.width(), rect.height())
        if None in mine or not shown or not any(_under(bar, dock) for dock in shown) or place in kept:
            bar.hide()
            hidden.append(bar)
        else:
            kept.add(place)
    return hidden


def _under(bar: QTabBar, dock: QDockWidget) -> bool:
    below = dock.geometry()
    return abs(bar.y() - below.bottom() - 1) <= 1 and bar.x() == below.x() and bar.width() == below.width()


def _address(dock: QDockWidget) -> int:
    import shiboken6

    return int(shiboken6.getCppPointer(dock)[0])


def scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area that gives it at least its size hint's height: a column too
    short for it scrolls instead of squeezing its labels."""
    area = QtWidgets.QScrollArea()
    area.setObjectName(f"{widget.objectName() or 'column'}Scroll")
    area.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(widget)
    return area


#: What a window manager's frame may add to the window's width (the window is sized inside it).
FRAME_ALLOWANCE = 16


def first_size() -> tuple[int, int]:
    """The window's size the first time: most of the screen, up to 1600 × 1000 (the map, two docks
    and the map's tools side by side want about 1,450 pixels). A screen narrower than that gets its whole
    width but for a frame's allowance (on a 1366 × 768 screen every pixel goes to the map and the docks)."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return 1440, 900
    available = screen.availableGeometry()
    return min(1600, int(available.width() * 0.94), available.width() - FRAME_ALLOWANCE) if available.width() >= 1700 \
        else min(1600, available.width() - FRAME_ALLOWANCE), min(1000, int(available.height() * 0.92))


def view_action(dock: QDockWidget) -> QAction:
    """The dock's entry in the View menu (one per dock, kept on it): picked, it brings the dock forward, showing it
    if it was closed; a dock already in front is closed. A dock shown behind another's tab is brought forward
    rather than closed: a GM who picks "Undo History" asks to see it (QA first hour), which Qt's own toggle, reading
    "shown" as "seen", did not do."""
    name = f"view.{dock.objectName()}"
    kept = dock.findChild(QAction, name)
    if kept is not None:
        return kept
    action = QAction(dock.windowTitle(), dock)
    action.setObjectName(name)
    action.setCheckable(True)

    def sync(_visible: bool = False) -> None:
        action.setChecked(not dock.isHidden())

    def picked(_checked: bool) -> None:
        if dock.isHidden() or dock.visibleRegion().isEmpty():  # closed, or behind a tab: bring it forward
            dock.show()
            dock.raise_()
        else:
            dock.hide()
        sync()

    action.triggered.connect(picked)
    dock.visibilityChanged.connect(sync)
    dock.windowTitleChanged.connect(action.setText)
    sync()
    return action
