"""The war's history: the resolved turns, and the questions the next turn waits for.

Reads only the store's one-line summaries (never the snapshots), so it stays quick on long wars.
Map edits do not change the history; a turn resolved or a question asked (the document's turn
controller says so) or the history rewritten does.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, Signal, Slot
from PySide6.QtWidgets import (QAbstractSpinBox, QDockWidget, QHBoxLayout, QHeaderView, QPushButton, QSpinBox,
                               QTableView, QVBoxLayout, QWidget)

from gmdesk.store import TurnSummary
from gmdesk.ui.docks.common import read_only_table
from gmdesk.ui.docks.turns_model import MUTED_COLOR, TURN, TURN_ROLE, WAITING_COLOR, TurnsModel, fit_turn_columns
from gmdesk.ui.i18n import say, tr, turn_said, turn_word_said
from gmdesk.ui.document import WarDocument
from gmdesk.ui.widgets import OneLineLabel
from gmdesk.rulesets.turn_titles import without_turn

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

        # One line each, the whole text in its tooltip: wrapped lines in a dock a few rows high were
        # squeezed over one another.
        self.header = OneLineLabel()
        self.header.setObjectName("turnsHeader")
        font = self.header.font()
        font.setBold(True)
        self.header.setFont(font)
        self.info = OneLineLabel()
        self.info.setObjectName("turnsInfo")
        self.info.setStyleSheet(f"color: {MUTED_COLOR};")
        self.waiting = OneLineLabel()
        self.waiting.setObjectName("turnsWaiting")
        self.waiting.setStyleSheet(f"color: {WAITING_COLOR};")

        self.model = TurnsModel(self._checked_history, document.war.ruleset, self)
        self.view = QTableView()
        self.view.setObjectName("turnsView")
        self.view.setModel(self.model)
        read_only_table(self.view)
        # one line per row, all alike: a row's height is not measured (measuring 2,000 rows took a while)
        rows = self.view.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.view.fontMetrics().height() + 8)
        header = self.view.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # every column as wide as its words (none elided; the view scrolls sideways when narrow), fitted on
        # refresh (fit_turn_columns) and then the GM's to widen
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)  # a stretched last column would be cut when the rest is wide
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)
        # Kept at the newest turns while the GM has not scrolled away: the rows' room is known only once the dock
        # is laid out (a dock in a tab behind another), so the bottom is found again when the room changes.
        self._follow_newest = False
        scroll = self.view.verticalScrollBar()
        scroll.rangeChanged.connect(lambda _low, high: scroll.setValue(high) if self._follow_newest else None)
        scroll.valueChanged.connect(lambda value: setattr(self, "_follow_newest", value == scroll.maximum()))

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
        # a turn by its number (QA long war: turn 150 of 2,000 was 22 PageDowns away, turn 1,500 two hundred)
        self.go_to = QSpinBox()
        self.go_to.setObjectName("turnsGoTo")
        self.go_to.setPrefix(turn_word_said(document.war.ruleset) + " ")  # Night [2] of 5, 夜 [2] / 5: the ruleset's word
        self.go_to.setKeyboardTracking(False)  # typing 150 goes to 150, not to 1 and 15 on the way
        self.go_to.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
        self.go_to.setToolTip(tr("Turns", "Go to a stored turn: type its number and press Enter "
                                 "(the Timeline and the Events show it)"))
        self.go_to.valueChanged.connect(self._go_to)
        bottom = QHBoxLayout()
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.addWidget(self.go_to)
        bottom.addWidget(self.updates, 1)
        layout.addLayout(bottom)
        self.setWidget(body)
        document.turns.turn_stored.connect(self._turns_changed)
        document.turns.questions_changed.connect(self._turns_changed)
        self.refresh()

    # -- public --------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the history and the pending questions (after a turn is resolved or answered)."""
        war = self.document.war
        history = self.document.store.history(checked=False)
        pending = self.document.turns.questions()
        selected = self.selected_turn()
        self._quiet = True
        try:
            self.model.reset(history, war.turn, pending)
            if selected is not None:
                self.select_turn(selected)
        finally:
            self._quiet = False
        if selected is None:  # the newest turns in view, not turn 1 of 2,000 (QA long war)
            self._follow_newest = True
            self.view.scrollToBottom()
        fit_turn_columns(self.view, self.model)

        self.updates.setEnabled(bool(history))
        self._fit_go_to([s.number for s in history])
        self.header.setText(tr("Turns", "{0} is next ({1})").format(
            turn_said(war.ruleset, war.turn), self.document.ruleset.short_name or war.ruleset))
        done = (tr("Turns", "1 turn resolved") if len(history) == 1 else tr("Turns", "{0} turns resolved").format(
            len(history))) if history else \
            tr("Turns", "no turn resolved yet")
        title = without_turn(war.title)  # (a stored "— night 2" goes stale as the war goes on)
        self.info.setText(f"{title} — {done}" if title else done.capitalize())
        if pending:
            first = say(pending[0].question)
            more = tr("Turns", " (and {0} more)").format(len(pending) - 1) if len(pending) > 1 else ""
            self.waiting.setText(tr("Turns", "{0} waits for an answer: {1}").format(
                turn_said(war.ruleset, war.turn), first) + more)
            self.waiting.show()
        else:
            self.waiting.hide()

    def selected_turn(self) -> int | None:
        index = self.view.currentIndex()
        return index.siblingAtColumn(TURN).data(TURN_ROLE) if index.isValid() else None

    @Slot(int)
    def select_turn(self, number: int) -> None:
        """Select a stored turn from outside, without echoing :attr:`turn_selected`."""
        row = self.model.row_of(number)
        if row is None:
            return
        index = self.model.index(row, TURN)
        quiet, self._quiet = self._quiet, True
        try:
            self.view.selectionModel().setCurrentIndex(
                index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        finally:
            self._quiet = quiet
        self.view.scrollTo(index)
        self._show_in_go_to(number)

    def turn_numbers(self) -> list[int]:
        """The stored turns the table lists, in order."""
        return self.model.numbers()

    # -- rows ----------------------------------------------------------------------------------------
    def _checked_history(self, first: int, last: int) -> list[TurnSummary]:
        """The lines of turns ``first``–``last`` with their lists checked (the rows the view shows)."""
        return self.document.store.history(span=(first, last))

    def go_to_turn(self, number: int) -> int | None:
        """Select stored turn ``number`` (the nearest stored one when it is not) and show it, as a click on its
        row does; the turn selected, or None when no turn is stored."""
        numbers = self.turn_numbers()
        if not numbers:
            return None
        found = min(numbers, key=lambda n: (abs(n - number), n))
        self.select_turn(found)
        self.turn_selected.emit(found)
        return found

    def _fit_go_to(self, numbers: list[int]) -> None:
        """The go-to box spans the stored turns (hidden while there is none), showing the selected one."""
        self.go_to.setVisible(bool(numbers))
        if not numbers:
            return
        self.go_to.blockSignals(True)
        self.go_to.setRange(numbers[0], numbers[-1])
        # the last turn in view: a number past it cannot be typed (5000 of 60 stops at 50), and says why
        self.go_to.setSuffix(tr("Turns", " of {0}").format(numbers[-1]))
        self.go_to.blockSignals(False)
        self._show_in_go_to(self.selected_turn() or numbers[-1])

    def _show_in_go_to(self, number: int) -> None:
        self.go_to.blockSignals(True)
        self.go_to.setValue(number)
        self.go_to.blockSignals(False)

    def _go_to(self, number: int) -> None:
        if self.selected_turn() != number:
            self.go_to_turn(number)

    def _ask_updates(self) -> None:
        numbers = self.turn_numbers()
        if numbers:
            selected = self.selected_turn()
            self.updates_requested.emit(selected if selected in numbers else numbers[-1])

    def _turns_changed(self, what: object) -> None:
        """A turn was stored (selected, as the Timeline shows it), or the questions waiting changed."""
        self.refresh()
        number = getattr(what, "number", None)  # a StoredTurn (the questions come as a list)
        if isinstance(number, int):
            self.select_turn(number)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._quiet or not current.isValid():
            return
        number = current.siblingAtColumn(TURN).data(TURN_ROLE)
        if number is not None:
            self._show_in_go_to(number)
            self.turn_selected.emit(number)
