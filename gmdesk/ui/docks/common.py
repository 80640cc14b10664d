"""What the docks draw alike: the greys of the dead and the round badges (Qt).

Team colours are in :mod:`gmdesk.ui.colors`; names and numbers in :mod:`gmdesk.ui.labels`, which the
sheet's HTML shares.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

#: What the dead are drawn in.
DEAD_COLOR = "#9a9a9a"


def badge_icon(letter: str, color: QColor, *, hollow: bool = False, size: int = 32) -> QIcon:
    """A round badge with a letter (M, S, F, T), filled with the team colour.

    ``hollow`` draws only the ring (a Servant in spirit form, or the dead).
    """
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen_width = size / 10
    circle = QRectF(pen_width / 2 + 1, pen_width / 2 + 1, size - pen_width - 2, size - pen_width - 2)
    painter.setPen(Qt.PenStyle.NoPen if not hollow else color)
    if hollow:
        pen = painter.pen()
        pen.setWidthF(pen_width)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setBrush(color)
    painter.drawEllipse(circle)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size * 0.55))
    painter.setFont(font)
    painter.setPen(color if hollow else _text_on(color))
    painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, letter)
    painter.end()
    return QIcon(pixmap)


def swatch_icon(color: QColor, size: int = 32) -> QIcon:
    """A rounded square of the team colour for the group rows."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(color.darker(130))
    painter.setBrush(color)
    painter.drawRoundedRect(QRectF(3, 3, size - 6, size - 6), size / 6, size / 6)
    painter.end()
    return QIcon(pixmap)


def _text_on(color: QColor) -> QColor:
    """White or near-black, whichever reads better on ``color``."""
    luminance = 0.299 * color.redF() + 0.587 * color.greenF() + 0.114 * color.blueF()
    return QColor("#1b1b1b") if luminance > 0.6 else QColor("white")


def fit_columns(view: QTableView) -> None:
    """Widen every column to its words again (Qt does not when rows are added to a shown table)."""
    view.horizontalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)


#: Rows a column's width is measured from (Qt's resize-contents precision): the rows in view and about as many
#: more. Measuring every row cost a quarter of a second at open on a 2,000-turn war (issue 21).
MEASURED_ROWS = 200


def read_only_table(view: QTableView) -> None:
    """One row selected at a time, nothing edited in place, no grid, one line per row."""
    view.horizontalHeader().setResizeContentsPrecision(MEASURED_ROWS)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setShowGrid(False)
    view.setWordWrap(False)
    view.verticalHeader().hide()
