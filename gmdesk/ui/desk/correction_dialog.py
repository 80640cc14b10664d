"""Correct a past turn: change its orders, re-resolve the history from there, read what changes, then
accept or discard.

The re-resolution is a proposal beside the history (``WarStore.rebranch``): nothing the players were
told changes until the GM accepts. A question the new history asks is answered here and the proposal
is extended; orders the rules now refuse are listed. Closing the dialog discards a proposal it made, so
no half-read re-resolution is left to block the next turn.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QApplication, QComboBox, QDialog, QHBoxLayout, QLabel, QMessageBox, QPlainTextEdit,
                               QMainWindow, QPushButton, QSplitter, QVBoxLayout, QWidget)

from gmdesk.engine import event_words
from gmdesk.errors import GmdeskError
from gmdesk.model.war import War
from gmdesk.model.wording import Names
from gmdesk.store.branches import ReresolveCancelled
from gmdesk.store.diff import MISSING
from gmdesk.store.records import BranchInfo
from gmdesk.store.statuses import ProposalStatus
from gmdesk.ui.desk.character_list import CharacterList
from gmdesk.ui.desk.decision_dialog import DecisionDialog
from gmdesk.ui.desk.orders_panel import OrdersPanel
from gmdesk.ui.document import WarDocument
from gmdesk.ui.errors import show_error
from gmdesk.ui.i18n import N, say, tr, turn_said
from gmdesk.ui.progress import work_progress
from gmdesk.ui.timeline.differences import change_text
from gmdesk.ui.typed_turn import typed_turns


def status_sentence(status: str) -> str:
    """What a re-resolution's status means to the GM, in the interface's language ("" for none). (It was a
    table named like the one below, which hid it: the status line of a complete re-resolution stayed empty.)"""
    words: dict[str, str] = {
        ProposalStatus.COMPLETE: tr("CorrectionDialog", "The history was re-resolved to the last turn. Read the "
                                    "differences, then accept or discard."),
        ProposalStatus.PENDING: tr("CorrectionDialog",
                                   "The re-resolution stopped: a turn asks a question. Answer it to go on."),
        ProposalStatus.REFUSED: tr("CorrectionDialog", "The re-resolution stopped: the rules now refuse orders of a "
                                   "turn (listed below). Correct that turn too, or discard."),
        ProposalStatus.FAILED: tr("CorrectionDialog",
                                  "The re-resolution failed at a turn (below). Discard it, or correct that turn."),
        ProposalStatus.INVALID: tr("CorrectionDialog", "The ruleset refuses the war a turn starts from (below). "
                                   "Discard, or correct an earlier turn."),
    }
    return words.get(status, "")


def event_line(event: dict) -> str:
    """``[phase] explanation``, the explanation in the window's language when the event kept its words."""
    phase = event.get("phase") or ""
    explain: object = event.get("explain", event.get("kind", ""))
    if event_words.KEY in event and isinstance(explain, str):
        explain = event_words.words_from(event[event_words.KEY], explain)
    return f"[{phase}] {say(explain)}" if phase else say(explain)


DIFF_WORDS = {"same": N("CorrectionDialog", "no difference"),
              "reworded": N("CorrectionDialog", "no difference in what happened (some events told in newer words)"),
              "changed": N("CorrectionDialog", "changed"),
              "pending": N("CorrectionDialog", "waits for a question's answer"),
              "refused": N("CorrectionDialog", "refused"),
              "failed": N("CorrectionDialog", "failed"),
              "invalid": N("CorrectionDialog", "refused by the ruleset")}
"""How a turn compared, in the GM's words (marked for translation, said with ``tr`` where shown)."""

#: Unchanged turns in a row listed as one line from this many on (a re-resolution from turn 150 of 2,000 listed
#: 1,851 lines of "Turn N: no difference").
QUIET_RUN = 3
_SAID = ("removed_events", "added_events", "state_changes", "pending", "refusals", "notes")


UNCHANGED = ("same", "reworded")
"""A turn that came out as before (a rewording tells the same turn in newer words)."""


def stop_reason(outcome: dict[str, Any], ruleset: str) -> str:
    """Why a re-resolution stopped short of the last turn, in a line the GM reads first: the turn and what the rules
    said (a character's name and the reason), or "" when it did not stop or stopped for a question."""
    stopped = outcome.get("stopped_at")
    diff = next((d for d in outcome.get("diffs", []) if d.get("turn") == stopped), None)
    if diff is None or diff.get("status") not in ("refused", "failed", "invalid"):
        return ""
    reasons = [str(r) for r in diff.get("reasons") or diff.get("refusals") or []]
    if not reasons:
        return ""
    more = tr("CorrectionDialog", " (and {0} more, listed below)").format(len(reasons) - 1) if len(reasons) > 1 else ""
    return tr("CorrectionDialog", "{0} stopped it: {1}").format(turn_said(ruleset, diff["turn"]), reasons[0]) + more


def _less(lines: list[str], common: Counter[str]) -> list[str]:
    """``lines`` without as many of each line as ``common`` counts (the rest in their order)."""
    left = Counter(common)
    out = []
    for line in lines:
        if left[line] > 0:
            left[line] -= 1
        else:
            out.append(line)
    return out


def outcome_lines(outcome: dict[str, Any], ruleset: str, names: Names | None = None) -> list[str]:
    """The per-turn differences of a re-resolution, as the GM reads them: sentences with names, each turn named in
    ``ruleset``'s word (Night 3, 夜 3) as the turn list says it; turns that came out as before, :data:`QUIET_RUN` or
    more in a row, on one line."""
    lines: list[str] = []
    for run in _runs(outcome.get("diffs", [])):
        if len(run) >= QUIET_RUN:
            lines += [""] if lines else []
            line = (tr("CorrectionDialog", "{0}–{1}: no difference") if run[0].get("status") == "same" else
                    tr("CorrectionDialog", "{0}–{1}: no difference in what happened (some events told in "
                       "newer words)"))
            lines.append(line.format(turn_said(ruleset, run[0]["turn"]), run[-1].get("turn")))
            continue
        for diff in run:
            lines += [""] if lines else []
            lines += _diff_lines(diff, ruleset, names)
    return lines


def _diff_lines(diff: dict[str, Any], ruleset: str, names: Names | None) -> list[str]:
    status = diff.get("status", "?")
    words = tr("CorrectionDialog", DIFF_WORDS[status]) if status in DIFF_WORDS else status
    lines = [tr("CorrectionDialog", "{0}: {1}").format(turn_said(ruleset, diff["turn"]), words)]
    removed = [event_line(e) for e in diff.get("removed_events", [])]
    added = [event_line(e) for e in diff.get("added_events", [])]
    told_alike = Counter(removed) & Counter(added)  # the same words before and after (an order renumbered)
    lines += [f"   − {line}" for line in _less(removed, told_alike)]
    lines += [f"   + {line}" for line in _less(added, told_alike)]
    for change in diff.get("state_changes", []):
        text = say(change_text(change.get("path"), change.get("old", MISSING), change.get("new", MISSING), names))
        lines.append(f"   ~ {text}")
    lines += [f"   ? {p.get('question', p.get('id'))} (options: {', '.join(map(str, p.get('options', [])))})"
              for p in diff.get("pending", [])]
    lines += [f"   ! {r}" for r in diff.get("refusals", [])]
    lines += [f"   note: {n}" for n in diff.get("notes", [])]
    return lines


def _runs(diffs: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The diffs in order, turns that came out as before with the same status (and nothing to list) in runs."""
    runs: list[list[dict[str, Any]]] = []
    for diff in diffs:
        if runs and _quiet(diff) and _quiet(runs[-1][-1]) and runs[-1][-1].get("status") == diff.get("status"):
            runs[-1].append(diff)
        else:
            runs.append([diff])
    return runs


def _quiet(diff: dict[str, Any]) -> bool:
    return diff.get("status") in UNCHANGED and not any(diff.get(key) for key in _SAID)


class CorrectionDialog(QDialog):
    """Pick a turn, edit its orders with the same pickers as the desk, re-resolve, accept or discard."""

    #: The re-resolution was accepted (the first turn it changed).
    accepted_from = Signal(int)

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("correctionDialog")
        self.setWindowTitle(tr("CorrectionDialog", "Correct a past turn"))
        self.document = document
        self.error_dialog: QMessageBox | None = None
        self.decision_dialog: DecisionDialog | None = None
        #: The proposal this dialog made (discarded when the dialog closes without accepting).
        self.made = False
        #: The orders being edited for :attr:`number`.
        self.orders: list[dict] = []
        self.number: int | None = None
        self.war: War | None = None
        numbers = document.store.turn_numbers()
        if not numbers:
            raise GmdeskError(tr("CorrectionDialog", "no turn has been resolved yet: there is nothing to correct"))

        self.turn = QComboBox()
        self.turn.setObjectName("correctionTurn")
        for n in numbers:
            self.turn.addItem(turn_said(document.war.ruleset, n), n)  # "Action turn 4" → 行動ターン 4
        typed_turns(self.turn)  # turn 150 of 2,000 by its number, not 1,850 lines up the list
        self.characters = CharacterList()
        self.characters.character_selected.connect(lambda _cid: self._show_orders())
        self.panel = OrdersPanel()
        self.panel.orders_edited.connect(self._orders_edited)
        self.status = QLabel()
        self.status.setObjectName("correctionStatus")
        self.status.setWordWrap(True)
        bold = QFont(self.status.font())
        bold.setBold(True)
        self.status.setFont(bold)
        self.differences = QPlainTextEdit()
        self.differences.setObjectName("correctionDifferences")
        self.differences.setReadOnly(True)
        self.differences.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.differences.setPlaceholderText(tr("CorrectionDialog", "Change the orders, then re-resolve: the differences turn by turn "
                                            "are listed here."))
        self.reresolve_button = QPushButton(tr("CorrectionDialog", "Re-resolve from this turn"))
        self.reresolve_button.setObjectName("reresolveButton")
        self.reresolve_button.clicked.connect(lambda: self.reresolve())
        self.reset_button = QPushButton(tr("CorrectionDialog", "Reset orders"))
        self.reset_button.setToolTip(tr("CorrectionDialog", "Back to the orders stored with the turn"))
        self.reset_button.clicked.connect(self._reset_orders)
        self.accept_button = QPushButton(tr("CorrectionDialog", "Accept"))
        self.accept_button.setObjectName("acceptButton")
        self.accept_button.setToolTip(tr("CorrectionDialog",
                                         "Make the re-resolved history the history (a backup is kept)"))
        self.accept_button.clicked.connect(self.accept_proposal)
        self.discard_button = QPushButton(tr("CorrectionDialog", "Discard"))
        self.discard_button.clicked.connect(self.discard_proposal)
        close = QPushButton(tr("CorrectionDialog", "Close"))
        close.clicked.connect(self.reject)

        pick = QHBoxLayout()
        pick.addWidget(QLabel(tr("CorrectionDialog", "Turn to correct:")))
        pick.addWidget(self.turn)
        pick.addStretch(1)
        pick.addWidget(self.reset_button)
        pick.addWidget(self.reresolve_button)
        editing = QSplitter(Qt.Orientation.Horizontal)
        editing.addWidget(self.characters)
        editing.addWidget(self.panel)
        editing.setSizes([240, 560])
        result = QWidget()
        result_layout = QVBoxLayout(result)
        result_layout.setContentsMargins(0, 0, 0, 0)
        result_layout.addWidget(self.status)
        result_layout.addWidget(self.differences, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(editing)
        split.addWidget(result)
        split.setSizes([380, 220])
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.discard_button)
        buttons.addWidget(self.accept_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(pick)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)
        self.resize(980, 680)

        self.turn.currentIndexChanged.connect(self._turn_changed)
        info = document.store.proposal()
        start = info.base_turn if info is not None else numbers[-1]
        self.turn.setCurrentIndex(max(self.turn.findData(start), 0))
        self._turn_changed()
        if info is not None:
            self._show_outcome(info.outcome)

    # -- the turn being corrected ---------------------------------------------------------------------
    def show_turn(self, number: int) -> None:
        index = self.turn.findData(number)
        if index >= 0:
            self.turn.setCurrentIndex(index)

    def _turn_changed(self) -> None:
        number = self.turn.currentData()
        if number is None:
            return
        self.number = number
        self.war, self.orders = self._inputs(number)
        self.characters.fill(self.war, self.orders)
        self._show_orders()

    def _inputs(self, number: int) -> tuple[War, list[dict]]:
        """The war ``number`` starts from and its orders: the proposal's when it re-resolved that turn
        already (an earlier correction changes later turns' wars), else the history's."""
        store = self.document.store
        info = store.proposal()
        stored = store.turn(number)
        war = stored.war_before()
        orders = list(stored.orders)
        if info is not None and number >= info.base_turn and number in store.turn_numbers(info.name):
            war = store.turn(number, info.name).war_before()
        if info is not None and "orders" in info.corrections.get(number, {}):
            orders = list(info.corrections[number]["orders"])
        war.orders = list(orders)
        return war, orders

    def _show_orders(self) -> None:
        if self.war is None:
            return
        self.war.orders = list(self.orders)
        self.panel.show_orders(self.war, self.orders, self.characters.selected(), readonly=False)

    def _orders_edited(self, orders: list, _label: str) -> None:
        self.orders = [dict(o) for o in orders]
        if self.war is not None:
            self.characters.fill(self.war, self.orders)
        self._show_orders()

    def _reset_orders(self) -> None:
        if self.number is None:
            return
        stored = self.document.store.turn(self.number)
        self._orders_edited(list(stored.orders), "reset")

    # -- re-resolving ---------------------------------------------------------------------------------
    def reresolve(self, corrections: dict[int, dict] | None = None) -> BranchInfo | None:
        """Re-resolve from the turn shown with its edited orders (or ``corrections``); show the outcome."""
        store = self.document.store
        fixes: dict[int, dict[str, Any]] = {}
        if corrections is not None:
            fixes = corrections
        elif self.number is not None:
            fixes = {self.number: {"orders": list(self.orders)}}
        try:
            if self.document.is_dirty():
                self.document.save()
            with work_progress(self, self.document, tr("CorrectionDialog", "Re-resolving the history"),
                               tr("CorrectionDialog", "Re-resolving: {0} of {1} turns")) as moved:
                store.rebranch(fixes, progress=moved)
        except ReresolveCancelled:
            self.status.setText(tr("CorrectionDialog", "Stopped: nothing was kept. The history, and any "
                                   "re-resolution made before, are as they were."))
            return None
        except GmdeskError as exc:
            self.error_dialog = show_error(self, tr("CorrectionDialog", "The history was not re-resolved"), exc)
            return None
        self.made = True
        info = store.proposal()
        self._show_outcome(info.outcome if info else {})
        if info is not None and info.status == ProposalStatus.PENDING:
            self._ask(info)
        return info

    def _ask(self, info: BranchInfo) -> None:
        stopped = info.outcome.get("stopped_at")
        diff = next((d for d in info.outcome.get("diffs", []) if d.get("turn") == stopped), None)
        if not diff or not diff.get("pending"):
            return
        question = diff["pending"][0]
        war = self.document.store.turn(stopped).war_before() if stopped in self.document.store.turn_numbers() \
            else self.document.war
        dialog = DecisionDialog(question, war, self, turn=stopped)
        dialog.chosen.connect(lambda option, t=stopped, q=question["id"]:
                              self.reresolve({t: {"decisions": [{"id": q, "choice": option}]}}))
        self.decision_dialog = dialog
        dialog.open()

    def _show_outcome(self, outcome: dict[str, Any]) -> None:
        status = outcome.get("status")
        why = stop_reason(outcome, self.document.war.ruleset)
        self.status.setText("\n".join(filter(None, [status_sentence(status) if status else "", why])))
        self.accept_button.setToolTip(tr("CorrectionDialog", "Make the re-resolved history the history (a backup is kept)") if not why
                                      else tr("CorrectionDialog", "Only a history re-resolved to its last turn can be "
                                              "accepted. {0}").format(why))
        changed = [d for d in outcome.get("diffs", []) if d.get("status") not in UNCHANGED]
        head = []
        if status == "complete":
            total = len(outcome.get("diffs", []))
            head = [tr("CorrectionDialog", "{0} of {1} turns change.").format(len(changed), total) if changed
                    else tr("CorrectionDialog", "Nothing changes: the new history is the same as the old one."), ""]
        war = self.document.war
        self.differences.setPlainText("\n".join(head + outcome_lines(outcome, war.ruleset, Names.of(war))))
        self.accept_button.setEnabled(status == "complete")
        self.discard_button.setEnabled(bool(status))

    def accept_proposal(self) -> bool:
        """Make the re-resolved history the history; the document reads the war again."""
        store = self.document.store
        refused: GmdeskError | None = None
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # a backup, the history rewritten: a second or
        try:                                                         # more on a long war (QA long war)
            info = store.accept()
        except GmdeskError as exc:
            refused = exc
        else:
            self.made = False
            self.document.reload()
        finally:
            QApplication.restoreOverrideCursor()
        if refused is not None:
            self.error_dialog = show_error(self, tr("CorrectionDialog", "The re-resolution was not accepted"), refused)
            return False
        self._say_accepted(info)
        self.accept()
        self.accepted_from.emit(info.base_turn)
        return True

    def _say_accepted(self, info: BranchInfo) -> None:
        """The window's status line says what the accept did (the dialog closes: nothing said it before)."""
        parent = self.parentWidget()
        window = parent.window() if parent is not None else None
        if not isinstance(window, QMainWindow):
            return
        diffs = info.outcome.get("diffs", [])
        changed = sum(1 for d in diffs if d.get("status") not in UNCHANGED)
        last = diffs[-1].get("turn", info.base_turn) if diffs else info.base_turn
        window.statusBar().showMessage(tr("CorrectionDialog", "{0}–{1} re-resolved and accepted: {2} of them "
                                          "changed (a backup of the war before was kept)").format(
            turn_said(self.document.war.ruleset, info.base_turn), last, changed), 15000)

    def discard_proposal(self) -> bool:
        store = self.document.store
        if store.proposal() is None:
            return False
        try:
            store.discard()
        except GmdeskError as exc:
            self.error_dialog = show_error(self, tr("CorrectionDialog", "The re-resolution was not discarded"), exc)
            return False
        self.made = False
        self._show_outcome({})
        self._turn_changed()
        return True

    def done(self, result: int) -> None:
        """Closing without accepting drops the proposal this dialog made."""
        if self.made and result != QDialog.DialogCode.Accepted:
            self.discard_proposal()
        super().done(result)
