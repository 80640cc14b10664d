"""The Turns dock's table: one row per stored turn, and the turn still waiting for answers, served on demand,
and the width of its columns.

A 2,000-turn war filled 8,000 items at open (a quarter of a second, issue 21); this model keeps the
store's one-line summaries and makes a cell's text, tooltip and colours only when the view asks for them,
that is for the rows in view. The list is read with the counts kept beside each turn's lists
(``history(checked=False)``); the rows shown are read again, a block at a time, with every list checked, so
a turn whose events are damaged still says so where the GM can see it.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTableView

from gmdesk.engine.decisions import PendingDecision
from gmdesk.errors import GmdeskError
from gmdesk.store import TurnSummary
from gmdesk.ui.i18n import N, tr, turn_word_said
from gmdesk.ui.labels import local_time

#: The turn number on a row's first cell, or None on the row of the turn still waiting for answers.
TURN_ROLE = Qt.ItemDataRole.UserRole + 1

COLUMNS = (N("Turns", "Turn"), N("Turns", "Resolved"), N("Turns", "Events"), N("Turns", "Waiting for"))
TURN, RESOLVED, EVENTS, WAITING = range(len(COLUMNS))
WAITING_COLOR = "#b35900"
MUTED_COLOR = "#6b7580"

#: Rows checked at a time (their lists read to see they are whole) when the view first shows one of them.
CHECKED_BLOCK = 64

Index = QModelIndex | QPersistentModelIndex
#: Reads the checked summaries of turns ``first``–``last``.
CheckedReader = Callable[[int, int], list[TurnSummary]]


class TurnsModel(QAbstractTableModel):
    """The stored turns (newest last) and, when the next turn waits for answers, its row at the end."""

    def __init__(self, read_checked: CheckedReader, ruleset: str, parent: Any = None):
        super().__init__(parent)
        self._read_checked = read_checked
        #: The ruleset's word for a turn (Night, 夜), read once: a row says "Night 2" as the dock's heading does.
        self._word = turn_word_said(ruleset)
        self._summaries: list[TurnSummary] = []
        self._rows_of: dict[int, int] = {}
        self._checked: set[int] = set()
        self._pending_turn = 0
        self._pending: list[PendingDecision] = []
        self._waiting_brush = QBrush(QColor(WAITING_COLOR))
        self._muted_brush = QBrush(QColor(MUTED_COLOR))

    # -- filling -------------------------------------------------------------------------------------
    def reset(self, summaries: list[TurnSummary], pending_turn: int, pending: list[PendingDecision]) -> None:
        """Show these turns (unchecked summaries: the rows in view are checked when shown) and questions."""
        self.beginResetModel()
        self._summaries = list(summaries)
        self._rows_of = {s.number: row for row, s in enumerate(self._summaries)}
        self._checked = set()
        self._pending_turn = pending_turn
        self._pending = list(pending)
        self.endResetModel()

    def numbers(self) -> list[int]:
        """The stored turns listed, in order."""
        return [s.number for s in self._summaries]

    def row_of(self, number: int) -> int | None:
        return self._rows_of.get(number)

    def longest_row(self, column: int) -> int:
        """The stored turn whose text in ``column`` is longest (0 when there is none); read unchecked."""
        if not self._summaries:
            return 0
        return max(range(len(self._summaries)), key=lambda row: len(self._stored_text(self._summaries[row], column)))

    def turn_text(self, number: int) -> str:
        return f"{self._word} {number}"

    # -- Qt --------------------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._summaries) + (1 if self._pending else 0)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return tr("Turns", COLUMNS[section])
        if role == Qt.ItemDataRole.TextAlignmentRole and section == EVENTS:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if row < len(self._summaries):
            return self._stored_data(self._summary(row), column, role)
        if row == len(self._summaries) and self._pending:
            return self._pending_data(column, role)
        return None

    # -- a stored turn -------------------------------------------------------------------------------
    def _summary(self, row: int) -> TurnSummary:
        block = row // CHECKED_BLOCK
        if block not in self._checked:
            self._checked.add(block)
            first = block * CHECKED_BLOCK
            last = min(first + CHECKED_BLOCK, len(self._summaries)) - 1
            try:
                checked = self._read_checked(self._summaries[first].number, self._summaries[last].number)
            except GmdeskError:
                checked = []  # the file went away: the unchecked lines stand
            for summary in checked:
                at = self._rows_of.get(summary.number)
                if at is not None:
                    self._summaries[at] = summary
        return self._summaries[row]

    def _stored_data(self, summary: TurnSummary, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self._stored_text(summary, column)
        if role == TURN_ROLE and column == TURN:
            return summary.number
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == RESOLVED:
                return (f"Resolved at {summary.resolved_at or '? (damaged)'} "
                        f"(seed {'? (damaged)' if summary.seed is None else summary.seed})")
            if column == EVENTS:
                return (tr("Turns", "{0} events from {1} orders").format(summary.events, summary.orders)
                        if summary.events is not None
                        else tr("Turns", "this turn's row is damaged: gmdesk check FILE says how"))
        if role == Qt.ItemDataRole.TextAlignmentRole and column == EVENTS:
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.ForegroundRole and column == WAITING:
            return self._muted_brush
        return None

    def _stored_text(self, summary: TurnSummary, column: int) -> str:
        if column == TURN:
            return self.turn_text(summary.number)
        if column == RESOLVED:
            return local_time(summary.resolved_at) if summary.resolved_at is not None else "?"
        if column == EVENTS:
            return "damaged" if summary.events is None else str(summary.events)
        detail = []
        if summary.decisions:
            detail.append(tr("Turns", "{0} answer(s)").format(summary.decisions))
        if summary.rulings:
            detail.append(tr("Turns", "{0} ruling(s)").format(summary.rulings))
        return ", ".join(detail)

    # -- the turn waiting for answers ----------------------------------------------------------------
    def _pending_data(self, column: int, role: int) -> Any:
        questions = [q.question for q in self._pending]
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.turn_text(self._pending_turn), tr("Turns", "not yet"), "—",
                    questions[0] + (f" (+{len(questions) - 1})" if len(questions) > 1 else ""))[column]
        if role == Qt.ItemDataRole.FontRole and column in (TURN, RESOLVED):
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._waiting_brush
        if role == Qt.ItemDataRole.ToolTipRole and column == WAITING:
            return "\n\n".join(questions)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == EVENTS:
            return Qt.AlignmentFlag.AlignCenter
        return None


def fit_turn_columns(view: QTableView, model: TurnsModel) -> None:
    """Every column as wide as its widest words, measured once per refresh: the header, the first rows (in
    view at open), the last two (the newest turn, the waiting one) and, in the turn, events and waiting
    columns, the row whose text is longest. Qt's own fitting (ResizeToContents) measured 200 rows on every
    change of the window's geometry, each cell asked of Python: most of the open of a 2,000-turn war."""
    header = view.horizontalHeader()
    rows = model.rowCount()
    sample = set(range(min(rows, CHECKED_BLOCK))) | set(range(max(0, rows - 2), rows))
    for column in range(len(COLUMNS)):
        measured = set(sample)
        if column != RESOLVED:
            measured.add(model.longest_row(column))
        width = max([header.sectionSizeHint(column)]
                    + [view.sizeHintForIndex(model.index(row, column)).width() for row in measured if row < rows])
        header.resizeSection(column, width)
