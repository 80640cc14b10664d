"""The turn desk's three columns side by side: who, their orders, and a column of two tabs (the order picker
and the team's post), each column the room its contents need at the moment.

A dock a third of a 1366 × 768 screen high and about 770 pixels wide has no room for four columns of words
and a post that reads like prose at once (QA recheck: "Move to …" / "the Mov" behind a sideways scroll bar;
a post 200 pixels wide with its reading out of view), so:

- **Everyone's orders** take the picker's room: picker and post are for one character (they say so) and the
  whole turn's table wants its Who, Order, Cost and Odds in view.
- **The player's post** takes the orders' room: the post and its line-by-line reading (which lists the
  orders read) side by side; the "Add an order" tab brings the orders back.

The widths the GM drags are kept for when all three columns show again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QTabWidget, QWidget

#: The columns' first widths (characters, orders, picker and post), shared out in this ratio.
DESK_COLUMNS = [190, 430, 320]
#: The side column's tab of the post (the picker's is 0).
POST_TAB = 1


class DeskColumns(QSplitter):
    """Characters | orders | picker-or-post, showing the orders, the side or both (see the module)."""

    def __init__(self, characters: QWidget, orders: QWidget, side: QTabWidget, parent: QWidget | None = None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("deskSplitter")
        self.setChildrenCollapsible(False)
        self.orders, self.side = orders, side
        for widget in (characters, orders, side):
            self.addWidget(widget)
        self.setStretchFactor(0, 0)
        self.setStretchFactor(1, 4)
        self.setStretchFactor(2, 3)
        self.setSizes(DESK_COLUMNS)
        self._everyone = False
        self._both = list(DESK_COLUMNS)  # the widths with all three shown, as the GM last dragged them
        side.currentChanged.connect(lambda _index: self.arrange())
        self.splitterMoved.connect(self._dragged)

    def _dragged(self, _position: int, _index: int) -> None:
        if all(self.shows()):
            self._both = self.sizes()

    def show_everyone(self, everyone: bool) -> None:
        """Everyone's orders (True) or one character's (False) are shown."""
        self._everyone = everyone
        self.arrange()

    def shows(self) -> tuple[bool, bool]:
        """Whether the orders column and the side column are shown now."""
        return not self.orders.isHidden(), not self.side.isHidden()

    def arrange(self) -> None:
        post = self.side.currentIndex() == POST_TAB
        wanted = (self._everyone or not post, not self._everyone)
        now = self.shows()
        if wanted == now:
            return
        sizes = self.sizes()
        self.orders.setVisible(wanted[0])
        self.side.setVisible(wanted[1])
        rest = max(0, sum(sizes) - sizes[0])
        if all(wanted):  # the orders and the side share the rest as they last did
            orders, side = self._both[1:]
            share = round(rest * orders / max(1, orders + side))
            self.setSizes([sizes[0], share, rest - share])
        else:
            self.setSizes([sizes[0], rest if wanted[0] else 0, rest if wanted[1] else 0])
