"""Tab walks a sheet's form from its tab bar, field after field (QA keyboard: the form is made again for each
character, after the docks, so its fields came at the end of the window's Tab order, behind the problems list,
the other docks and the map)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def tab_stops(root: QWidget) -> list[QWidget]:
    """``root``'s descendants that Tab stops at, in the order of the focus chain (the order they were made in,
    which is the form's order: top to bottom, left to right in a row)."""
    stops: list[QWidget] = []
    widget = root.nextInFocusChain()
    while widget is not None and widget is not root and root.isAncestorOf(widget):
        if widget.focusPolicy().value & Qt.FocusPolicy.TabFocus.value:
            stops.append(widget)
        widget = widget.nextInFocusChain()
    return stops


def after(first: QWidget, root: QWidget) -> list[QWidget]:
    """Put ``root``'s tab stops right after ``first`` in the Tab order; the stops, in order."""
    stops = tab_stops(root)
    previous = first
    for stop in stops:
        QWidget.setTabOrder(previous, stop)
        previous = stop
    return stops
