"""Two turns side by side, or a turn beside its re-resolution: the events one has and the other lacks
marked, and how the wars after them differ.

The GM reads a proposal here before accepting it: the same turn resolved again after a correction,
its new events green on the right, the events it no longer has red on the left.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import (QCheckBox, QComboBox, QHBoxLayout, QHeaderView, QLabel, QSplitter, QTextBrowser,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from gmdesk.engine.events import Event
from gmdesk.errors import WarFileError
from gmdesk.store.diff import state_changes
from gmdesk.store.schema import MAIN_BRANCH
from gmdesk.store.turns import StoredTurn
from gmdesk.model.wording import Names
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import N, say, tr, turn_said
from gmdesk.ui.timeline.blocks import actor_names, phase_name
from gmdesk.ui.timeline.differences import change_text, unmatched
from gmdesk.ui.timeline.kind_titles import kind_title
from gmdesk.ui.timeline.kinds import blend

REMOVED_COLOR = "#d23c3c"
ADDED_COLOR = "#2f9e5e"
COLUMNS = ("", "#", N("TurnCompare", "Kind"), N("TurnCompare", "Actors"), N("TurnCompare", "What happened"))
MARK, SEQ, KIND, ACTORS, TEXT = range(len(COLUMNS))
#: The war-after differences listed before the rest is summed up in one line.
MAX_STATE_LINES = 200
#: Where a line keeps the index of its event in the turn.
INDEX_ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True)
class TurnChoice:
    number: int
    branch: str = MAIN_BRANCH

    def label(self, ruleset_id: str) -> str:
        """``Night 2`` (夜 2), or ``Night 2 — proposal-t2`` for a re-resolution's: the ruleset's word."""
        turn = turn_said(ruleset_id, self.number)
        return turn if self.branch == MAIN_BRANCH else f"{turn} \u2014 {self.branch}"


class EventList(QTreeWidget):
    """One side: a turn's events under their phases, one line each, the unmatched ones coloured and
    marked; a phase heading says how many of its events differ."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setColumnCount(len(COLUMNS))
        self.setHeaderLabels([tr("TurnCompare", c) if c else c for c in COLUMNS])
        self.setRootIsDecorated(False)
        self.setIndentation(0)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        header = self.header()
        header.setStretchLastSection(True)
        for column in (MARK, SEQ, KIND):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.resizeSection(ACTORS, 150)

    def fill(self, events: list[Event], differing: set[int], *, mark: str, color: str,
             names: dict[str, str], phases: dict[str, str], only_differences: bool) -> None:
        self.clear()
        base = self.palette().color(QPalette.ColorRole.Base)
        background = QBrush(blend(QColor(color), base, 0.2))
        strong = QBrush(QColor(color))
        bold = self.font()
        bold.setBold(True)
        heading: QTreeWidgetItem | None = None
        phase = None
        counts: dict[int, int] = {}
        for i, event in enumerate(events):
            if event.phase != phase or heading is None:
                phase = event.phase
                heading = QTreeWidgetItem([""])
                heading.setData(0, Qt.ItemDataRole.UserRole + 1, phase_name(phase, phases))
                heading.setFirstColumnSpanned(True)
                heading.setFont(0, bold)
                heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.addTopLevelItem(heading)
                heading.setFirstColumnSpanned(True)
                counts[id(heading)] = 0
            differs = i in differing
            if differs:
                counts[id(heading)] += 1
            if only_differences and not differs:
                continue
            explain = say(event.explain)  # the engine's Message in the window's language, else as stored
            item = QTreeWidgetItem(heading, ["", str(event.seq), kind_title(event.kind),
                                             actor_names(event.actors, names), explain])
            item.setToolTip(TEXT, explain)
            item.setData(0, INDEX_ROLE, i)
            if differs:
                item.setText(MARK, mark)
                item.setForeground(MARK, strong)
                for column in range(len(COLUMNS)):
                    item.setBackground(column, background)
        for row in reversed(range(self.topLevelItemCount())):
            heading = self._heading(row)
            if heading.childCount() == 0:
                self.takeTopLevelItem(row)
                continue
            name = heading.data(0, Qt.ItemDataRole.UserRole + 1)
            differing_here = counts[id(heading)]
            heading.setText(0, f"{name} \u2014 {differing_here} {mark}" if differing_here else name)
            if differing_here:
                heading.setForeground(0, strong)
        self.expandAll()

    def shown_indexes(self) -> list[int]:
        """The turn's events shown, by their index in the turn."""
        return [line.data(0, INDEX_ROLE) for line in self._lines()]

    def marked_indexes(self) -> list[int]:
        return [line.data(0, INDEX_ROLE) for line in self._lines() if line.text(MARK)]

    def _heading(self, row: int) -> QTreeWidgetItem:
        heading = self.topLevelItem(row)
        if heading is None:
            raise IndexError(f"no phase heading {row}")
        return heading

    def _lines(self) -> list[QTreeWidgetItem]:
        """The event lines, in order."""
        headings = [self._heading(r) for r in range(self.topLevelItemCount())]
        return [line for heading in headings for c in range(heading.childCount())
                if (line := heading.child(c)) is not None]


class TurnPicker(QComboBox):
    """A turn to compare; the turns offered are read again each time the list opens, since a
    re-resolution may have been made or discarded meanwhile (neither changes the history)."""

    opening = Signal()

    def showPopup(self) -> None:
        self.opening.emit()
        super().showPopup()


class TurnCompare(QWidget):
    """Pick two turns (or a turn and its re-resolution) and read what differs."""

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("TurnCompare")
        self.document = document
        self.left_turn: StoredTurn | None = None
        self.right_turn: StoredTurn | None = None
        self.left_only: list[int] = []
        self.right_only: list[int] = []

        self.left_picker = TurnPicker()
        self.right_picker = TurnPicker()
        for picker in (self.left_picker, self.right_picker):
            picker.setMinimumContentsLength(22)
            picker.activated.connect(self._picked)
            picker.opening.connect(self.refresh)
        self.only_differences = QCheckBox(tr("TurnCompare", "Only differences"))
        self.only_differences.toggled.connect(lambda _on: self._fill())
        self.summary = QLabel()
        self.summary.setObjectName("compareSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        top = QHBoxLayout()
        top.addWidget(self.left_picker)
        top.addWidget(QLabel(tr("TurnCompare", "against")))
        top.addWidget(self.right_picker)
        top.addWidget(self.only_differences)
        top.addWidget(self.summary, 1)

        self.left_list = EventList()
        self.left_list.setObjectName("compareLeft")
        self.right_list = EventList()
        self.right_list.setObjectName("compareRight")
        self.left_title = QLabel()
        self.right_title = QLabel()
        sides = QSplitter(Qt.Orientation.Horizontal)
        for title, listing in ((self.left_title, self.left_list), (self.right_title, self.right_list)):
            side = QWidget()
            column = QVBoxLayout(side)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(2)
            font = title.font()
            font.setBold(True)
            title.setFont(font)
            column.addWidget(title)
            column.addWidget(listing, 1)
            sides.addWidget(side)
        sides.setSizes([1000, 1000])  # the two turns share the width equally
        self.state_view = QTextBrowser()
        self.state_view.setObjectName("compareStates")
        body = QSplitter(Qt.Orientation.Vertical)
        body.addWidget(sides)
        body.addWidget(self.state_view)
        body.setStretchFactor(0, 4)
        body.setStretchFactor(1, 1)
        body.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(body, 1)

        document.history_changed.connect(self.refresh)
        self.refresh()

    # -- public ----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Offer the stored turns and the proposal's, and compare the most telling pair: a proposal's
        first turn with the turn it re-resolves, else the last two turns."""
        shown = (self.left_picker.currentData(), self.right_picker.currentData())
        choices = self.choices()
        for picker in (self.left_picker, self.right_picker):
            picker.clear()
            for choice in choices:
                picker.addItem(choice.label(self.document.war.ruleset), choice)
        store = self.document.store
        proposal = store.proposal()
        numbers = store.turn_numbers()
        if all(choice in choices for choice in shown):  # the GM's pair is still there: keep it
            left, right = shown
            self.compare(left.number, right.number, left_branch=left.branch, right_branch=right.branch)
        elif proposal is not None and proposal.base_turn in store.turn_numbers(proposal.name):
            self.compare_with_proposal(proposal.base_turn)
        elif numbers:
            self.compare(numbers[-2] if len(numbers) > 1 else numbers[-1], numbers[-1])
        else:
            self._show_nothing()

    def choices(self) -> list[TurnChoice]:
        store = self.document.store
        found = [TurnChoice(n) for n in store.turn_numbers()]
        proposal = store.proposal()
        if proposal is not None:
            found += [TurnChoice(n, proposal.name) for n in store.turn_numbers(proposal.name)]
        return found

    def compare(self, left: int, right: int, *, left_branch: str = MAIN_BRANCH,
                right_branch: str = MAIN_BRANCH) -> None:
        """Turn ``left`` of ``left_branch`` against turn ``right`` of ``right_branch``."""
        turns = self.document.turns
        self.left_turn = turns.turn(left, left_branch)
        self.right_turn = turns.turn(right, right_branch)
        for picker, choice in ((self.left_picker, TurnChoice(left, left_branch)),
                               (self.right_picker, TurnChoice(right, right_branch))):
            index = picker.findText(choice.label(self.document.war.ruleset))
            if index >= 0:
                picker.setCurrentIndex(index)
        self.left_only, self.right_only = unmatched(self.left_turn.events, self.right_turn.events)
        self._fill()

    def compare_with_proposal(self, number: int) -> None:
        """Turn ``number`` as stored against the same turn in the waiting re-resolution."""
        proposal = self.document.store.proposal()
        if proposal is None:
            raise WarFileError("there is no re-resolution to compare with", path=str(self.document.path))
        self.compare(number, number, right_branch=proposal.name)

    def differences(self) -> tuple[list[Event], list[Event]]:
        """The events only the left turn has, and those only the right turn has."""
        if self.left_turn is None or self.right_turn is None:
            return [], []
        return ([self.left_turn.events[i] for i in self.left_only],
                [self.right_turn.events[i] for i in self.right_only])

    # -- inside ------------------------------------------------------------------------------------------
    def _picked(self, _index: int) -> None:
        left, right = self.left_picker.currentData(), self.right_picker.currentData()
        if left is None or right is None:
            return
        if not (left in self.choices() and right in self.choices()):
            self.refresh()  # a re-resolution accepted or discarded since the list was filled
            self.summary.setText(tr("TurnCompare", "{0} is gone (accepted or discarded)").format(
                self._gone(left, right)) + " · " + self.summary.text())
            return
        self.compare(left.number, right.number, left_branch=left.branch, right_branch=right.branch)

    def _gone(self, *picked: TurnChoice) -> str:
        choices = self.choices()
        return ", ".join(choice.label(self.document.war.ruleset) for choice in picked if choice not in choices)

    def _fill(self) -> None:
        if self.left_turn is None or self.right_turn is None:
            return
        names = {cid: ch.name for cid, ch in self.document.war.characters.items()}
        phases = {p.id: p.name for p in self.document.ruleset.phases}
        only = self.only_differences.isChecked()
        self.left_list.fill(self.left_turn.events, set(self.left_only), mark="\u2212", color=REMOVED_COLOR,
                            names=names, phases=phases, only_differences=only)
        self.right_list.fill(self.right_turn.events, set(self.right_only), mark="+", color=ADDED_COLOR,
                             names=names, phases=phases, only_differences=only)
        left_label, right_label = self._label(self.left_turn), self._label(self.right_turn)
        self.left_title.setText(tr("TurnCompare", "{0}: {1} events, {2} not in the other").format(
            left_label, len(self.left_turn.events), len(self.left_only)))
        self.right_title.setText(tr("TurnCompare", "{0}: {1} events, {2} not in the other").format(
            right_label, len(self.right_turn.events), len(self.right_only)))
        if not (self.left_only or self.right_only):
            self.summary.setText(tr("TurnCompare", "The same events"))
        else:
            self.summary.setText(tr("TurnCompare", "\u2212 {0} only in {1} \u00b7 + {2} only in {3}").format(
                len(self.left_only), left_label, len(self.right_only), right_label))
        self._show_states()

    def _show_states(self) -> None:
        left, right = self.left_turn, self.right_turn
        if left is None or right is None:
            return
        changes = [c for c in state_changes(left.state_after, right.state_after) if not _same_number(c.old, c.new)]
        muted = blend(self.palette().color(QPalette.ColorRole.Text), self.palette().color(QPalette.ColorRole.Base),
                      0.6).name()
        if not changes:
            self.state_view.setHtml(f'<p style="color:{muted}"><i>{tr("TurnCompare", "The wars after both turns are the same.")}</i></p>')
            return
        differs = (tr("TurnCompare", "The war after {0} differs from the war after {1} in {2} fields:")
                   if len(changes) != 1 else
                   tr("TurnCompare", "The war after {0} differs from the war after {1} in {2} field:"))
        lines = ["<p><b>" + differs.format(html.escape(self._label(right)), html.escape(self._label(left)),
                                           len(changes)) + "</b></p><p>"]
        names = Names.of(self.document.war)
        lines += [html.escape(say(change_text(change.where, change.old, change.new, names))) + "<br>"
                  for change in changes[:MAX_STATE_LINES]]
        if len(changes) > MAX_STATE_LINES:
            lines.append(f'<span style="color:{muted}">' + tr("TurnCompare", "and {0} more").format(
                len(changes) - MAX_STATE_LINES) + "</span>")
        lines.append("</p>")
        self.state_view.setHtml("".join(lines))

    def _label(self, turn: StoredTurn) -> str:
        return TurnChoice(turn.number, turn.branch).label(self.document.war.ruleset)

    def _show_nothing(self) -> None:
        self.left_turn = self.right_turn = None
        self.left_only, self.right_only = [], []
        self.left_list.clear()
        self.right_list.clear()
        self.left_title.setText("")
        self.right_title.setText("")
        self.summary.setText(tr("TurnCompare", "No turn resolved yet"))
        self.state_view.clear()


def _same_number(a: Any, b: Any) -> bool:
    """150 and 150.0 are the same health to the GM (the file keeps them apart; this view does not)."""
    numbers = (int, float)
    return (isinstance(a, numbers) and isinstance(b, numbers) and not isinstance(a, bool)
            and not isinstance(b, bool) and a == b)
