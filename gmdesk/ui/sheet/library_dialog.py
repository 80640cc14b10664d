"""The ruleset's skill library in a dialog: the GM filters it, reads the chosen skills whole, and picks
one or several to add to a sheet. The dialog only chooses; the skills editor makes the edit."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLineEdit, QPlainTextEdit,
                               QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from gmdesk.rulesets.sheetformat import SkillFormat
from gmdesk.sheets.library import LibrarySkill
from gmdesk.ui.i18n import tr
from gmdesk.ui.sheet.entry_values import ChoiceWords, shown_value


class LibraryDialog(QDialog):
    """The ruleset's skill library with a filter: pick one skill or several to add to the sheet."""

    def __init__(self, skills: list[LibrarySkill], skill_format: SkillFormat, ruleset_id: str,
                 parent: QWidget | None = None, *, words: ChoiceWords | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("LibraryDialog", "Add from the {0} skill library").format(ruleset_id))
        self.skills = skills
        self.format = skill_format
        #: How a kind reads (roll-dice's "Class skill" as クラス別スキル); a category is a kind where the format has one.
        self.words = words or ChoiceWords()
        self.filter = QLineEdit()
        self.filter.setObjectName("libraryFilter")
        self.filter.setPlaceholderText(tr("LibraryDialog", "Filter by name, category, source or text"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.set_filter)
        self.table = QTableWidget(len(skills), 3)
        self.table.setObjectName("libraryTable")
        self.table.setHorizontalHeaderLabels([tr("LibraryDialog", "Name"), tr("LibraryDialog", "Category"),
                                              tr("LibraryDialog", "Source")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        for row, skill in enumerate(skills):
            for col, text in enumerate((skill.name, self._category(skill), skill.source)):
                item = QTableWidgetItem(text)
                item.setToolTip(f"{skill.source}\n{skill.note}" if skill.note else skill.source)
                self.table.setItem(row, col, item)
        header.resizeSection(2, 170)
        self.table.itemSelectionChanged.connect(self._preview)
        self.table.itemDoubleClicked.connect(lambda _item: self.accept())
        self.preview = QPlainTextEdit()
        self.preview.setObjectName("libraryPreview")
        self.preview.setReadOnly(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("LibraryDialog", "Add to the sheet"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(self.preview)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.buttons)
        self.resize(900, 480)
        if skills:
            self.table.selectRow(0)
        self._preview()

    def set_filter(self, text: str) -> None:
        """Show the skills whose name, category, source, note or fields hold every word of ``text``."""
        words = text.casefold().split()
        for row, skill in enumerate(self.skills):
            haystack = " ".join([skill.name, skill.category, self._category(skill), skill.source, skill.note,
                                 json.dumps(skill.entry, ensure_ascii=False)]).casefold()
            self.table.setRowHidden(row, not all(w in haystack for w in words))
        if not self.chosen():
            visible = [r for r in range(len(self.skills)) if not self.table.isRowHidden(r)]
            self.table.clearSelection()
            if visible:
                self.table.selectRow(visible[0])
        self._preview()

    def visible(self) -> list[LibrarySkill]:
        return [s for r, s in enumerate(self.skills) if not self.table.isRowHidden(r)]

    def chosen(self) -> list[LibrarySkill]:
        """The selected skills that the filter shows, in the library's order."""
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self.skills[r] for r in rows if not self.table.isRowHidden(r)]

    def _preview(self) -> None:
        chosen = self.chosen()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(chosen))
        if not chosen:
            self.preview.setPlainText(tr("LibraryDialog", "No skill selected.") if self.skills
                                      else tr("LibraryDialog", "This ruleset has no skill library."))
            return
        self.preview.setPlainText("\n\n".join(self._describe(s) for s in chosen))

    def _describe(self, skill: LibrarySkill) -> str:
        lines = []
        for field in self.format.fields:
            value = self.format.value(skill.entry, field)
            if value not in (None, ""):
                lines.append(f"{field.title}: {shown_value(self.words.shown(field, value))}")
        for key in self.format.extra_keys(skill.entry):
            lines.append(f"{key}: {shown_value(skill.entry[key])}")
        lines.append(f"\n{self._category(skill)} — {skill.source}")
        if skill.note:
            lines.append(skill.note)
        return "\n".join(lines)

    def _category(self, skill: LibrarySkill) -> str:
        kind = self.format.field("type")
        return str(self.words.shown(kind, skill.category)) if kind is not None else skill.category
