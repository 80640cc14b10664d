"""The war's history: the resolved turns, and the questions the next turn waits for.

Reads only the store's one-line summaries (never the snapshots), so it stays quick on long wars.
Map edits do not change the history; a turn resolved or a question asked (the document's turn
controller says so) or the history rewritten does.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QDockWidget, QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout,
                               QWidget)

from gmdesk.engine.decisions import PendingDecision
from gmdesk.store import TurnSummary
from gmdesk.ui.docks.common import fit_columns, read_only_table
from gmdesk.ui.i18n import N, tr
from gmdesk.ui.labels import local_time
from gmdesk.ui.document import WarDocument

#: The turn number on a row's first cell, or None on the row of the turn still waiting for answers.
TURN_ROLE = Qt.ItemDataRole.UserRole + 1

COLUMNS = (N("Turns", "Turn"), N("Turns", "Resolved"), N("Turns", "Events"), N("Turns", "Waiting for"))
TURN, RESOLVED, EVENTS, WAITING = range(len(COLUMNS))
WAITING_COLOR = "#b35900"
MUTED_COLOR = "#6b7580"


class TurnsDock(QDockWidget):
    """The stored turns, newest last; select one to read its events."""

    #: The GM selected a stored turn (its number).
    turn_selected = Signal(int)
    #: The GM asked for the updates of a stored turn (its number).
    updates_requested = Signal(int)

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(tr("Turns", "Turns"), parent)
        self.setObjectName("TurnsDock")
        self.document = document
        self._quiet = False

        self.header = QLabel()
        self.header.setObjectName("turnsHeader")
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        font = self.header.font()
        font.setBold(True)
        self.header.setFont(font)
        self.info = QLabel()
        self.info.setObjectName("turnsInfo")
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        self.info.setStyleSheet(f"color: {MUTED_COLOR};")
        self.waiting = QLabel()
        self.waiting.setObjectName("turnsWaiting")
        self.waiting.setWordWrap(True)
        self.waiting.setTextFormat(Qt.TextFormat.PlainText)
        self.waiting.setStyleSheet(f"color: {WAITING_COLOR};")

        self.model = QStandardItemModel(0, len(COLUMNS), self)
        self.model.setHorizontalHeaderLabels([tr("Turns", c) for c in COLUMNS])
        self.view = QTableView()
        self.view.setObjectName("turnsView")
        self.view.setModel(self.model)
        read_only_table(self.view)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.view.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # every column as wide as its words (none elided; the view scrolls sideways when narrow)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)  # a stretched last column would be cut when the rest is wide
        self.model.setHeaderData(EVENTS, Qt.Orientation.Horizontal, Qt.AlignmentFlag.AlignCenter,
                                 Qt.ItemDataRole.TextAlignmentRole)
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        layout.addWidget(self.header)
        layout.addWidget(self.info)
        layout.addWidget(self.waiting)
        layout.addWidget(self.view)
        self.updates = QPushButton(tr("Turns", "Updates…"))
        self.updates.setObjectName("turnsUpdates")
        self.updates.setToolTip(tr("Turns", "The public and private updates of the selected turn (the last one by default), "
                                "for the forum (Turn > Updates…, Ctrl+U)"))
        self.updates.clicked.connect(self._ask_updates)
        layout.addWidget(self.updates)
        self.setWidget(body)
        document.turns.turn_stored.connect(self._turns_changed)
        document.turns.questions_changed.connect(self._turns_changed)
        self.refresh()

    # -- public --------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the history and the pending questions (after a turn is resolved or answered)."""
        war = self.document.war
        history = self.document.store.history()
        pending = self.document.turns.questions()
        selected = self.selected_turn()
        self._quiet = True
        try:
            self.model.removeRows(0, self.model.rowCount())
            for summary in history:
                self.model.appendRow(self._stored_row(summary))
            if pending:
                self.model.appendRow(self._pending_row(war.turn, pending))
            if selected is not None:
                self.select_turn(selected)
        finally:
            self._quiet = False
        fit_columns(self.view)

        self.updates.setEnabled(bool(history))
        self.header.setText(tr("Turns", "Turn {0} is next ({1})").format(war.turn, self.document.ruleset.title))
        done = (tr("Turns", "1 turn resolved") if len(history) == 1 else tr("Turns", "{0} turns resolved").format(
            len(history))) if history else \
            tr("Turns", "no turn resolved yet")
        self.info.setText(f"{war.title} — {done}" if war.title else done.capitalize())
        if pending:
            first = pending[0].question
            more = tr("Turns", " (and {0} more)").format(len(pending) - 1) if len(pending) > 1 else ""
            self.waiting.setText(tr("Turns", "Turn {0} waits for an answer: {1}").format(war.turn, first) + more)
            self.waiting.show()
        else:
            self.waiting.hide()

    def selected_turn(self) -> int | None:
        index = self.view.currentIndex()
        return index.siblingAtColumn(TURN).data(TURN_ROLE) if index.isValid() else None

    @Slot(int)
    def select_turn(self, number: int) -> None:
        """Select a stored turn from outside, without echoing :attr:`turn_selected`."""
        for row in range(self.model.rowCount()):
            if self.model.item(row, TURN).data(TURN_ROLE) == number:
                index = self.model.index(row, TURN)
                quiet, self._quiet = self._quiet, True
                try:
                    self.view.selectionModel().setCurrentIndex(
                        index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                        | QItemSelectionModel.SelectionFlag.Rows)
                finally:
                    self._quiet = quiet
                self.view.scrollTo(index)
                return

    def turn_numbers(self) -> list[int]:
        """The stored turns the table lists, in order."""
        found = []
        for row in range(self.model.rowCount()):
            number = self.model.item(row, TURN).data(TURN_ROLE)
            if number is not None:
                found.append(number)
        return found

    # -- rows ----------------------------------------------------------------------------------------
    def _stored_row(self, summary: TurnSummary) -> list[QStandardItem]:
        turn = QStandardItem(tr("Turns", "Turn {0}").format(summary.number))
        turn.setData(summary.number, TURN_ROLE)
        resolved = QStandardItem(local_time(summary.resolved_at) if summary.resolved_at is not None else "?")
        resolved.setToolTip(f"Resolved at {summary.resolved_at or '? (damaged)'} "
                            f"(seed {'? (damaged)' if summary.seed is None else summary.seed})")
        events = QStandardItem("damaged" if summary.events is None else str(summary.events))
        events.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        detail = []
        if summary.decisions:
            detail.append(tr("Turns", "{0} answer(s)").format(summary.decisions))
        if summary.rulings:
            detail.append(tr("Turns", "{0} ruling(s)").format(summary.rulings))
        note = QStandardItem(", ".join(detail))
        note.setForeground(QBrush(QColor(MUTED_COLOR)))
        events.setToolTip(tr("Turns", "{0} events from {1} orders").format(summary.events, summary.orders)
                          if summary.events is not None
                          else tr("Turns", "this turn's row is damaged: gmdesk check FILE says how"))
        return [turn, resolved, events, note]

    def _pending_row(self, number: int, pending: list[PendingDecision]) -> list[QStandardItem]:
        turn = QStandardItem(tr("Turns", "Turn {0}").format(number))
        font = QFont(turn.font())
        font.setItalic(True)
        turn.setFont(font)
        resolved = QStandardItem(tr("Turns", "not yet"))
        resolved.setFont(font)
        events = QStandardItem("—")
        events.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        questions = [q.question for q in pending]
        waiting = QStandardItem(questions[0] + (f" (+{len(questions) - 1})" if len(questions) > 1 else ""))
        waiting.setToolTip("\n\n".join(questions))
        row = [turn, resolved, events, waiting]
        for cell in row:
            cell.setForeground(QBrush(QColor(WAITING_COLOR)))
        return row

    def _ask_updates(self) -> None:
        numbers = self.turn_numbers()
        if numbers:
            selected = self.selected_turn()
            self.updates_requested.emit(selected if selected in numbers else numbers[-1])

    def _turns_changed(self, _what: object) -> None:
        """A turn was stored, or the questions waiting changed."""
        self.refresh()

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._quiet or not current.isValid():
            return
        number = current.siblingAtColumn(TURN).data(TURN_ROLE)
        if number is not None:
            self.turn_selected.emit(number)
