"""View > Go To: the keyboard's way between the map and the docks (QA keyboard: the map kept the focus for good,
Tab picking its next location, and no key led to a dock).

Alt+1 … Alt+9 go to one pane (shown and brought forward if need be, the focus on its main control); F6 and
Shift+F6 go to the next and the previous pane shown, in the order they lie on screen (top row first, left to
right), as in most desktop programs. While a war is open the window also keeps two promises of the keyboard:
a control that takes the focus inside a dock hidden behind another dock's tab brings that dock forward (Tab
never puts the focus where the GM cannot see it), and Tab leaves a table rather than walking its cells (Qt's
``tabKeyNavigation``, which made the Turn Desk's orders a trap; the arrows walk the cells).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6 import QtWidgets  # the docks' classes when first used (PySide makes a class on first use: docs/startup.md)
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from gmdesk.ui.i18n import N, tr

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QDockWidget

    from gmdesk.ui.main_window import MainWindow

#: (pane, menu text, key, the kind of control the focus goes to first: a QtWidgets class name). "map" is the
#: central map; the rest are the docks' names (gmdesk/ui/startup.py).
PANES: tuple[tuple[str, str, str, str], ...] = (
    ("map", N("Panes", "&Map"), "Alt+1", "QGraphicsView"),
    ("cast", N("Panes", "&Cast"), "Alt+2", "QAbstractItemView"),
    ("sheet", N("Panes", "&Sheet"), "Alt+3", "QLineEdit"),
    ("desk", N("Panes", "Turn &Desk"), "Alt+4", "QAbstractItemView"),
    ("timeline", N("Panes", "Time&line"), "Alt+5", "QGraphicsView"),
    ("turns", N("Panes", "&Turns"), "Alt+6", "QAbstractItemView"),
    ("events", N("Panes", "&Events"), "Alt+7", "QAbstractItemView"),
    ("charts", N("Panes", "C&harts"), "Alt+8", "QComboBox"),
    ("undo", N("Panes", "&Undo History"), "Alt+9", "QAbstractItemView"),
)
NEXT_KEY, PREVIOUS_KEY = "F6", "Shift+F6"
MENU_NAME = "menu.view.go_to"


def can_take_focus(widget: QWidget) -> bool:
    """Whether Tab could land on ``widget``: shown, enabled, and taking the focus by Tab."""
    return (widget.isVisible() and widget.isEnabled()
            and bool(widget.focusPolicy().value & Qt.FocusPolicy.TabFocus.value))


def first_control(root: QWidget, prefer: str | None = None) -> QWidget | None:
    """The control of ``root`` the focus goes to: the top-left one of the ``prefer`` kind, else the top-left one
    that is not a button, a tab bar or a bare scroll area, else ``root`` itself if it takes the focus."""
    shown = [w for w in root.findChildren(QWidget) if can_take_focus(w)]
    kind = getattr(QtWidgets, prefer) if prefer else None

    def place(widget: QWidget) -> tuple[int, int]:
        at = widget.mapTo(root, widget.rect().topLeft())
        return at.y(), at.x()

    plain = [w for w in shown if not isinstance(w, (QtWidgets.QAbstractButton, QtWidgets.QTabBar))
             and type(w).__name__ not in ("QScrollArea", "QAbstractScrollArea")]  # a column's frame, not a control
    for group in ([w for w in plain if kind is not None and isinstance(w, kind)], plain):
        if group:
            return min(group, key=place)
    return root if can_take_focus(root) else None


def behind_a_tab(dock: QDockWidget) -> bool:
    """Whether ``dock`` is open but covered by another dock of its tab group."""
    return not dock.isHidden() and not dock.isFloating() and dock.visibleRegion().isEmpty()


def dock_of(widget: QWidget | None) -> QDockWidget | None:
    while widget is not None and not isinstance(widget, QtWidgets.QDockWidget):
        widget = widget.parentWidget()
    return widget


class Panes(QObject):
    """The Go To menu of ``window`` and the focus rules above; one per window, made by :func:`pane_menu`."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("panes")
        self.window = window
        self.menu = QMenu(tr("Panes", "&Go To"), window)
        self.menu.setObjectName(MENU_NAME)
        for name, text, keys, _prefer in PANES:
            self._add(f"go_to.{name}", tr("Panes", text), keys, lambda _=False, n=name: self.go_to(n))
        self.menu.addSeparator()
        self._add("go_to.next", tr("Panes", "&Next Pane"), NEXT_KEY, lambda: self.cycle(1))
        self._add("go_to.previous", tr("Panes", "&Previous Pane"), PREVIOUS_KEY, lambda: self.cycle(-1))
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _add(self, name: str, text: str, keys: str, slot: Callable[..., object]) -> None:
        action = QAction(text, self.window)  # the window's: live wherever the focus is in it
        action.setObjectName(name)
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.menu.addAction(action)

    # -- where the panes are -------------------------------------------------------------------------------
    def pane(self, name: str) -> QWidget | None:
        """The map panel or the dock called ``name`` (None without a war)."""
        if name == "map":
            return self.window.map_panel
        return self.window.docks.get(name) if self.window.document is not None else None

    def shown_panes(self) -> list[tuple[str, QWidget]]:
        """The panes the GM sees now, in reading order: by rows from the top, left to right in a row."""
        shown = []
        for name, *_rest in PANES:
            widget = self.pane(name)
            if widget is None or not widget.isVisible():
                continue
            if isinstance(widget, QtWidgets.QDockWidget) and (widget.isFloating() or widget.visibleRegion().isEmpty()):
                continue
            shown.append((name, widget))
        top = min((w.mapTo(self.window, w.rect().topLeft()).y() for _, w in shown), default=0)
        row = max(40, (self.window.height() - top) // 4)  # tops within a quarter of the height share a row

        def place(item: tuple[str, QWidget]) -> tuple[int, int]:
            at = item[1].mapTo(self.window, item[1].rect().topLeft())
            return (at.y() - top) // row, at.x()

        return sorted(shown, key=place)

    def current(self) -> str | None:
        """The pane holding the focus now."""
        focus = QApplication.focusWidget()
        for name, *_rest in PANES:
            widget = self.pane(name)
            if widget is not None and focus is not None and (widget is focus or widget.isAncestorOf(focus)):
                return name
        return None

    # -- going there ---------------------------------------------------------------------------------------
    def go_to(self, name: str) -> QWidget | None:
        """Show ``name`` (brought forward if it was closed or behind a tab) and put the focus on its main control;
        the control, or None when there is no such pane (no war open)."""
        widget = self.pane(name)
        if widget is None:
            return None
        if isinstance(widget, QtWidgets.QDockWidget):
            widget.show()
            widget.raise_()
        prefer = next(kind for pane, _text, _keys, kind in PANES if pane == name)
        control = self.window.map_panel.view if name == "map" and self.window.map_panel is not None \
            else first_control(widget, prefer)
        if control is not None:
            control.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return control

    def cycle(self, step: int) -> QWidget | None:
        """Go to the next (``step`` 1) or previous (-1) pane shown, round the window."""
        shown = [name for name, _widget in self.shown_panes()]
        if not shown:
            return None
        here = self.current()
        index = shown.index(here) + step if here in shown else (0 if step > 0 else -1)
        return self.go_to(shown[index % len(shown)])

    # -- the focus's promises ------------------------------------------------------------------------------
    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is None or new.window() is not self.window or self.window.document is None \
                or not self.window.built_docks():
            return  # a war closing (its docks going) or not shown yet (no dock class before the first paint)
        if isinstance(new, QtWidgets.QAbstractItemView) and new.tabKeyNavigation():
            new.setTabKeyNavigation(False)  # Tab goes on to the next control; the arrows walk the cells
        dock = dock_of(new)
        if dock is not None and any(dock is d for d in self.window.built_docks().values()) and behind_a_tab(dock):
            dock.raise_()  # the focus is where the GM can see it


def pane_menu(window: MainWindow) -> QMenu:
    """The window's View > Go To menu (made once, kept)."""
    kept = window.findChild(Panes, "panes")
    return (kept if isinstance(kept, Panes) else Panes(window)).menu
