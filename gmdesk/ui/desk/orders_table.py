"""The turn's orders as rows: who, what, what it costs, and the odds of what is left to chance.

A row stands for one entry of the order list (its index is kept on the row), so a refusal of
``orders[i]`` selects exactly that row. The GM reads the order in words; the index is never shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from gmdesk.ui.docks.common import read_only_table
from gmdesk.ui.i18n import N, tr

#: The order's index in the turn's list, on a row's first cell.
INDEX_ROLE = Qt.ItemDataRole.UserRole + 1

COLUMNS = (N("OrdersTable", "Who"), N("OrdersTable", "Order"), N("OrdersTable", "Cost"), N("OrdersTable", "Odds"))
WHO, ORDER, COST, ODDS = range(len(COLUMNS))
REFUSED_COLOR = "#c0392b"
#: The least width, in characters, a column narrows to so the others stay in view.
LEAST_CHARS = 12


def fair_shares(wanted: dict[int, int], room: int, least: int,
                lends: tuple[int, int] | None = None) -> dict[int, int]:
    """Share ``room`` pixels among columns wanting ``wanted``: the columns that want less than an even share
    of what is left get their want, the rest split it evenly (never below ``least``, nor above their want).
    ``lends=(a, b)``: column ``a`` then gives column ``b`` what ``b`` still lacks, down to ``least`` itself."""
    if sum(wanted.values()) <= room:
        return dict(wanted)
    shares, left, open_ = {}, room, dict(wanted)
    while open_:
        even = left // len(open_)
        small = {c: width for c, width in open_.items() if width <= even}
        if not small:
            shares.update({c: max(min(width, least), even) for c, width in open_.items()})
            break
        shares.update(small)
        left -= sum(small.values())
        open_ = {c: width for c, width in open_.items() if c not in small}
    if lends is not None and lends[0] in shares and lends[1] in shares:
        giver, taker = lends
        moved = max(0, min(wanted[taker] - shares[taker], shares[giver] - least))
        shares[giver] -= moved
        shares[taker] += moved
    return shares


@dataclass
class OrderRow:
    """What one row shows (worked out by the panel, which knows the war and the engine)."""

    index: int
    who: str
    text: str
    cost: str = ""
    cost_tip: str = ""
    odds: str = ""
    odds_tip: str = ""
    refused: str = ""


class OrdersTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, len(COLUMNS), parent)
        self.setObjectName("ordersTable")
        self.setHorizontalHeaderLabels([tr("OrdersTable", c) for c in COLUMNS])
        read_only_table(self)
        self.setTabKeyNavigation(False)  # Tab goes on to the picker; the arrows walk the orders (QA keyboard)
        # Rows of one line (a refused order's reason goes on a second), columns as wide as their words
        # (fit_columns): nothing wraps into tall rows. When the table is too narrow for them all, the
        # widest columns share what the others leave (ending in "…", the whole in their tooltips) so every
        # column stays in view; a table too narrow even then scrolls sideways.
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)  # a stretched last column would be cut when the rest is wide
        self.setMinimumHeight(4 * self.fontMetrics().height() + 30)  # a few orders always in view

    def show_rows(self, rows: list[OrderRow]) -> None:
        """Replace the rows, keeping the selected order selected when it is still listed."""
        selected = self.selected_index()
        self.setRowCount(0)
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            cells = [QTableWidgetItem(row.who), QTableWidgetItem(row.text), QTableWidgetItem(row.cost),
                     QTableWidgetItem(row.odds)]
            cells[WHO].setData(INDEX_ROLE, row.index)
            cells[ORDER].setToolTip(row.text)  # the whole order, however narrow the column
            cells[COST].setToolTip(row.cost_tip or row.cost)
            cells[ODDS].setToolTip(row.odds_tip or row.odds)
            if row.refused:
                for cell in cells:
                    cell.setForeground(QBrush(QColor(REFUSED_COLOR)))
                cells[ORDER].setToolTip(tr("OrdersTable", "{0}\nRefused: {1}").format(row.text, row.refused))
                cells[ORDER].setText(f"{row.text}\n⚠ {row.refused}")
            for c, cell in enumerate(cells):
                self.setItem(r, c, cell)
        self.fit_columns()
        if selected is not None:
            self.select_index(selected)

    def fit_columns(self) -> None:
        """Each shown column as wide as its words; when they do not all fit the table's width, the room is
        shared fairly: a column that wants less than an even share keeps its words whole, and the others
        (often the order's words and the odds' explanation) split what is left evenly, down to
        :data:`LEAST_CHARS` characters each, their words ending in "…" (each cell's tooltip holds the
        whole). Only a table too narrow for that scrolls sideways."""
        header = self.horizontalHeader()
        shown = [c for c in range(self.columnCount()) if not self.isColumnHidden(c)]
        wanted = {c: max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in shown}
        least = LEAST_CHARS * self.fontMetrics().averageCharWidth()
        # the order's words first (what the GM reads); the odds show their percent first, the whole in the tooltip
        for c, width in fair_shares(wanted, self.viewport().width(), least, lends=(ODDS, ORDER)).items():
            header.resizeSection(c, width)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit_columns()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # It asks for its few rows only: in a scrolled column its height is its wish (heightForWidth), and
        # a taller wish would push the buttons under it out of a short dock. Room left over is still its.
        return QSize(super().sizeHint().width(), self.minimumHeight())

    def setColumnHidden(self, column: int, hide: bool) -> None:  # noqa: N802 (Qt's name)
        super().setColumnHidden(column, hide)
        self.fit_columns()

    def indexes(self) -> list[int]:
        return [self._cell(r, WHO).data(INDEX_ROLE) for r in range(self.rowCount())]

    def selected_index(self) -> int | None:
        rows = {i.row() for i in self.selectedIndexes()}
        if not rows:
            return None
        index: int = self._cell(min(rows), WHO).data(INDEX_ROLE)
        return index

    def select_index(self, index: int) -> bool:
        """Select the row of ``orders[index]``; False when it is not listed."""
        for r in range(self.rowCount()):
            if self._cell(r, WHO).data(INDEX_ROLE) == index:
                self.selectRow(r)
                self.scrollToItem(self._cell(r, ORDER))
                return True
        return False

    def row_texts(self) -> list[str]:
        """Each row's order text, for tests and the screen reader."""
        return [self._cell(r, ORDER).text() for r in range(self.rowCount())]

    def _cell(self, row: int, column: int) -> QTableWidgetItem:
        item = self.item(row, column)
        if item is None:  # every row is filled whole
            raise IndexError(f"no cell ({row}, {column})")
        return item
