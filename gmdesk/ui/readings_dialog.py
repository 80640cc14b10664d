"""Turn > Rule Readings…: every question the rules document leaves open, the reading this war uses, and the others.

A non-blocking dialog over the open war (as Teams). The list shows each interpretation of the war's ruleset (the
turn's rules first, then what the players' updates tell) with the option in force; readings changed from their
documented default are in bold. Picking another option is one edit (:class:`gmdesk.model.ruleedits.SetReading`),
so Edit > Undo takes it back; the turns still to resolve use it, resolved turns keep the readings they were
resolved with. **Read So from a Past Turn On…** re-resolves the history from a turn with the reading in force (a
proposal beside the history, shown in Correct a Past Turn… to accept or discard).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QDialog, QDialogButtonBox, QHBoxLayout, QInputDialog, QLabel,
                               QLineEdit, QPushButton, QRadioButton, QScrollArea, QSplitter, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from gmdesk import rulesets
from gmdesk.errors import GmdeskError
from gmdesk.model.ruleedits import SetReading
from gmdesk.store.branches import ReresolveCancelled
from gmdesk.rulesets.reading_rows import ReadingRow, reading_rows
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import language_in_use, said_error, say, tr
from gmdesk.ui.progress import work_progress

_KEY = Qt.ItemDataRole.UserRole


def _name(row: ReadingRow, option: str) -> str:
    """An option as this window names it: its label in the interface's language, else its id."""
    return row.option_name(option, language_in_use())


class ReadingsDialog(QDialog):
    """The readings of ``document``'s war; :meth:`choose` is what picking an option does."""

    #: A re-resolution from a past turn with a reading was made: the window shows it to accept or discard.
    proposal_made = Signal()

    def __init__(self, document: WarDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.ruleset = rulesets.get(document.war.ruleset)
        self.setObjectName("readingsDialog")
        self.setWindowTitle(tr("Readings", "Rule Readings — {0}").format(self.ruleset.short_name or self.ruleset.id))
        intro = QLabel(tr("Readings", "Where the rules document is unclear, contradicts itself or says nothing, "
                                      "gmdesk follows a named reading; its default is marked. A change applies to "
                                      "the turns still to resolve: resolved turns keep the readings they were "
                                      "resolved with (Turn > Correct a Past Turn… resolves one again)."))
        intro.setWordWrap(True)
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("readingsFilter")
        self.filter_edit.setPlaceholderText(tr("Readings", "Find a reading (words of its question or its key)"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(lambda _text: self._fill())
        self.changed_only = QCheckBox(tr("Readings", "Changed from the default only"))
        self.changed_only.setObjectName("readingsChangedOnly")
        self.changed_only.toggled.connect(lambda _on: self._fill())
        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.changed_only)

        self.tree = QTreeWidget()
        self.tree.setObjectName("readingsTree")
        self.tree.setHeaderLabels([tr("Readings", "Question"), tr("Readings", "Reading in force")])
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.tree.currentItemChanged.connect(lambda _now, _before: self._show_row())

        self.title = QLabel()
        self.title.setObjectName("readingTitle")
        self.title.setWordWrap(True)
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.source = QLabel()
        self.source.setObjectName("readingSource")
        self.source.setWordWrap(True)
        self.source.setStyleSheet("color: #555")
        self.question = QLabel()
        self.question.setObjectName("readingQuestion")
        self.question.setWordWrap(True)
        self.question.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.options_box = QVBoxLayout()
        self.options_group = QButtonGroup(self)
        self.options_group.idClicked.connect(self._option_clicked)
        self.default_button = QPushButton(tr("Readings", "Back to the &Default"))
        self.default_button.setObjectName("readingDefault")
        self.default_button.clicked.connect(self._back_to_default)
        self.past_button = QPushButton(tr("Readings", "Read So from a &Past Turn On…"))
        self.past_button.setObjectName("readingFromPast")
        self.past_button.setToolTip(tr("Readings", "Re-resolve the history from a turn you pick with the reading in "
                                                   "force; you then read the differences and accept or discard them"))
        self.past_button.clicked.connect(lambda: self._from_past_clicked())
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020")
        detail = QWidget()
        right = QVBoxLayout(detail)
        right.addWidget(self.title)
        right.addWidget(self.source)
        right.addWidget(self.question)
        right.addLayout(self.options_box)
        right.addWidget(self.default_button, 0, Qt.AlignmentFlag.AlignLeft)
        right.addWidget(self.past_button, 0, Qt.AlignmentFlag.AlignLeft)
        right.addWidget(self.message)
        right.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the texts wrap instead
        scroll.setWidget(detail)

        split = QSplitter()
        split.addWidget(self.tree)
        split.addWidget(scroll)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(close)
        room = parent.window().size() if parent is not None else None  # within the main window at 1366x768
        self.resize(min(1000, room.width() - 40) if room else 1000, min(620, room.height() - 40) if room else 620)
        self._rows: dict[str, ReadingRow] = {}
        document.changed.connect(self._war_changed)  # a bound method: let go when either is deleted
        document.history_changed.connect(self._fill)
        document.closed.connect(self.close)
        self._fill()
        self.tree.setColumnWidth(0, 300)

    # -- what is shown ------------------------------------------------------------------------------
    def _war_changed(self, _touched: object) -> None:
        self._fill()

    def _fill(self) -> None:
        """The list as the war reads it now, keeping the reading shown."""
        keep = self.current_key()
        rows = reading_rows(self.ruleset, self.document.war)
        self._rows = {row.key: row for row in rows}
        words = self.filter_edit.text().casefold().split()
        self.tree.blockSignals(True)
        self.tree.clear()
        groups = {False: QTreeWidgetItem([tr("Readings", "The turn's rules")]),
                  True: QTreeWidgetItem([tr("Readings", "What the players' updates tell")])}
        shown = None
        for row in rows:
            if self.changed_only.isChecked() and not row.changed:
                continue
            haystack = " ".join((row.key, row.title, row.question, row.source, say(row.title), say(row.question),
                                 say(row.source), row.chosen, _name(row, row.chosen))).casefold()
            if any(word not in haystack for word in words):
                continue
            item = QTreeWidgetItem([say(row.title), self._in_force(row)])
            item.setData(0, _KEY, row.key)
            item.setToolTip(0, f"{say(row.title)}\n{row.key} — {say(row.source)}")
            item.setToolTip(1, self._tooltip(row))
            if row.changed:
                for column in (0, 1):
                    font = item.font(column)
                    font.setBold(True)
                    item.setFont(column, font)
            groups[row.for_updates].addChild(item)
            if shown is None or row.key == keep:
                shown = item
        for group in groups.values():
            if group.childCount():
                group.setFlags(group.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                self.tree.addTopLevelItem(group)
                group.setExpanded(True)
        self.tree.blockSignals(False)
        if shown is not None:
            self.tree.setCurrentItem(shown)
        self._show_row()

    def _in_force(self, row: ReadingRow) -> str:
        """The option in force by its label (its id where the ruleset gives none, or where it is not an option)."""
        if not row.known:
            return tr("Readings", "{0} (not an option of this ruleset)").format(row.chosen)
        if row.changed:  # the default in the tooltip (:meth:`_tooltip`): labels are longer than ids
            return tr("Readings", "{0} (changed)").format(_name(row, row.chosen))
        return tr("Readings", "{0} (default)").format(_name(row, row.chosen))

    def _tooltip(self, row: ReadingRow) -> str:
        """The option in force: what it means, the default it replaces, how the war file writes it."""
        default = (tr("Readings", "Default: {0}").format(_name(row, row.default))
                   if row.changed and row.known else "")
        return "\n".join(filter(None, (say(row.meaning(row.chosen)), default, self._in_file(row, row.chosen))))

    @staticmethod
    def _in_file(row: ReadingRow, option: str) -> str:
        """How the war file writes ``option`` (for a tooltip: the dialog names options by their labels)."""
        return tr("Readings", "In the war file: {0}").format(f"{row.key} = {option}")

    def show_key(self, key: str) -> bool:
        """Show reading ``key`` (the filters cleared so that it is listed); False when the ruleset has none."""
        if key not in self._rows:
            return False
        for box in (self.filter_edit, self.changed_only):
            box.blockSignals(True)
        self.filter_edit.clear()
        self.changed_only.setChecked(False)
        for box in (self.filter_edit, self.changed_only):
            box.blockSignals(False)
        self._fill()
        for g in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(g)
            if group is None:
                continue
            for i in range(group.childCount()):
                item = group.child(i)
                if item is not None and item.data(0, _KEY) == key:
                    self.tree.setCurrentItem(item)
                    self.tree.scrollToItem(item)
                    return True
        return False

    def current_key(self) -> str | None:
        item = self.tree.currentItem()
        key = item.data(0, _KEY) if item is not None else None
        return key if isinstance(key, str) else None

    def _show_row(self) -> None:
        for button in self.options_group.buttons():
            self.options_group.removeButton(button)
        while self.options_box.count():
            taken = self.options_box.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)  # gone from the dialog now, not at the next turn of the event loop
                widget.deleteLater()
        row = self._rows.get(self.current_key() or "")
        self.message.clear()
        self.default_button.setVisible(row is not None and row.changed)
        self.past_button.setVisible(row is not None and len(row.options) > 1 and not self.document.readonly
                                    and self.document.last_turn() is not None)
        if row is None:
            self.title.setText(tr("Readings", "No reading matches") if self.tree.topLevelItemCount() == 0 else "")
            self.source.clear()
            self.question.clear()
            return
        self.title.setText(say(row.title))
        self.source.setText(tr("Readings", "{0} · source: {1}").format(row.key, say(row.source)))
        self.question.setText(say(row.question))
        writable = not self.document.readonly
        for index, (option, meaning) in enumerate(row.options):
            mark = tr("Readings", " (default)") if option == row.default else ""
            button = QRadioButton(f"{_name(row, option)}{mark}")
            button.setObjectName(f"readingOption.{option}")
            button.setToolTip(self._in_file(row, option))
            button.setChecked(option == row.chosen)
            button.setEnabled(writable and len(row.options) > 1)
            said = QLabel(say(meaning))  # (a radio button's own text does not wrap)
            said.setWordWrap(True)
            said.setContentsMargins(24, 0, 0, 6)
            said.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.options_group.addButton(button, index)
            self.options_box.addWidget(button)
            self.options_box.addWidget(said)
        if len(row.options) == 1:
            self.message.setStyleSheet("color: #555")
            self.message.setText(tr("Readings", "The ruleset offers this one reading: it is shown so that you know "
                                                "what gmdesk does here."))
        elif not writable:
            self.message.setStyleSheet("color: #555")
            self.message.setText(tr("Readings", "The war is open read-only: the readings are shown, not changed."))

    # -- changing -----------------------------------------------------------------------------------
    def _option_clicked(self, index: int) -> None:
        row = self._rows.get(self.current_key() or "")
        if row is not None and 0 <= index < len(row.options):
            self.choose(row.key, row.options[index][0])

    def _back_to_default(self) -> None:
        key = self.current_key()
        if key is not None:
            self.choose(key, None)

    def choose(self, key: str, option: str | None) -> bool:
        """Read ``key`` as ``option`` (None: the default) from now on, as one undo step; False when refused (the
        reason is shown under the options)."""
        row = self._rows.get(key)
        if row is None:
            return False
        if option == row.chosen or (option is None and key not in self._chosen()):
            return False  # already in force: nothing to change
        if option == row.default:
            option = None  # the default is kept as no choice, so the war follows the ruleset's default
        edit = SetReading(key, option, tuple(name for name, _ in row.options), row.title,
                          row.label(option) if option is not None else "")
        refusals: list[str] = []
        self.document.refused.connect(refusals.append)
        try:
            done = self.document.do(edit)
        finally:
            self.document.refused.disconnect(refusals.append)
        if not done:
            self._show_row()
            self.message.setStyleSheet("color: #b00020")
            self.message.setText("; ".join(refusals))
        return done

    def _from_past_clicked(self) -> None:
        numbers = self.document.store.turn_numbers()
        key = self.current_key()
        if not numbers or key is None:
            return
        turn_word = tr("UpdatesWindow", self.ruleset.turn_word)  # the ruleset's word: Night, 行動ターン
        items = [f"{turn_word} {n}" for n in numbers]
        picked, ok = QInputDialog.getItem(self, tr("Readings", "Read So from a Past Turn On"),
                                          tr("Readings", "Re-resolve from turn:"), items, 0, False)
        if ok:
            self.from_past(key, numbers[items.index(picked)])

    def from_past(self, key: str, number: int) -> bool:
        """Re-resolve the history from turn ``number`` with reading ``key`` as the war reads it now (a proposal
        beside the history, with a progress bar); True when made (:attr:`proposal_made` is emitted)."""
        row = self._rows.get(key)
        if row is None:
            return False
        option = None if row.chosen == row.default else row.chosen
        try:
            if self.document.is_dirty():
                self.document.save()
            with work_progress(self, self.document, tr("CorrectionDialog", "Re-resolving the history"),
                               tr("CorrectionDialog", "Re-resolving: {0} of {1} turns")) as moved:
                self.document.store.rebranch({number: {"readings": {key: option}}}, progress=moved)
        except ReresolveCancelled:
            self._say(tr("CorrectionDialog", "Stopped: nothing was kept. The history, and any re-resolution made "
                                             "before, are as they were."), error=False)
            return False
        except GmdeskError as exc:
            self._say(said_error(exc), error=True)
            return False
        self.proposal_made.emit()
        return True

    def _say(self, text: str, error: bool) -> None:
        self.message.setStyleSheet("color: #b00020" if error else "color: #555")
        self.message.setText(text)

    def _chosen(self) -> dict[str, str]:
        chosen = self.document.war.settings.get("interpretations")
        return chosen if isinstance(chosen, dict) else {}
