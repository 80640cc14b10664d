"""One list of a sheet (skills, items or statuses) as a table, the selected entry below it as a form.

The table has a row per entry and a column per short field of the ruleset's skill format; the long
fields (Description, Effect…) are edited in the form under the table, with the entry's other keys (flags
such as ``basic``, ``modifiers``, ``stage``) shown there read-only. The table and the form show the war
and never own it (Orange canvas's rule): every change is one edit made through ``document.do`` — a cell,
a whole paragraph, adding, removing, moving, copying to another character, adding from the skill
library — so it is one undo step, and both redraw from the war when the document says it changed. A
refused edit changes nothing, so the redraw shows the war as it was.

The problems the rules find in an entry (``gmdesk validate``'s checks, through
:func:`~gmdesk.sheets.problems.sheet_problems`) colour its cells red with the message as the tooltip, and
are written under the form's fields. A rank is checked as it is typed, by the same checks run on the sheet
as it would be with that rank.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any, Callable, Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QCompleter, QDialog, QDialogButtonBox, QFormLayout, QFrame,
                               QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMenu, QPlainTextEdit, QScrollArea,
                               QSizePolicy, QSpinBox, QSplitter, QStyledItemDelegate, QTableView, QTableWidget,
                               QTableWidgetItem, QToolBar, QToolButton, QVBoxLayout, QWidget)

from gmdesk.errors import WarFileError
from gmdesk.model.character import Character
from gmdesk.model.mapedits import Batch, MapEdit, Touched
from gmdesk.model.ranks import LETTERS, NA_TEXT
from gmdesk.model.sheetedits import InsertEntry, MoveEntry, RemoveEntry, SetSheetValue, copy_entries, entry_name
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.sheetformat import SkillField, SkillFormat, has_progression, progression_parts
from gmdesk.sheets.library import LibrarySkill, library
from gmdesk.sheets.problems import SheetProblem, problems_at, sheet_problems
from gmdesk.ui.document import WarDocument
from gmdesk.ui.labels import character_name
from gmdesk.ui.sheet.fields import PROBLEM_STYLE, wheel_if_focused, wheel_when_focused

#: Cells with a problem: a light red any theme keeps readable with dark text.
PROBLEM_BACKGROUND = QColor("#f5c6c1")
PROBLEM_TEXT = QColor("#3b0a05")
#: The messages of a cell's problems (a list of str), for tests and for the form.
PROBLEMS_ROLE = Qt.ItemDataRole.UserRole + 1

_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")
_FIELD = re.compile(r"^(?P<list>[a-z_]+)\[(?P<row>\d+)\](?:\.(?P<rest>.+))?$")
RANK_SUGGESTIONS = [letter + marks for letter in LETTERS for marks in ("", "+", "++", "+++", "-", "--", "---")]
RANK_SUGGESTIONS.append(NA_TEXT)

#: The long fields that hold what an entry does: they get the most room in the form.
_MAIN_TEXTS = ("description", "effect")
#: Singular nouns for the undo history ("remove 2 statuses", "remove status Poison").
_SINGULAR = {"skills": "skill", "items": "item", "statuses": "status"}


# -- values: what a cell shows and what typing in it writes ---------------------------------------------------
def shown_value(value: Any) -> str:
    """A sheet value as one cell's text (a list of types as ``Melee Attack / Free Action``)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return fmt(value)
    if isinstance(value, list) and all(isinstance(v, (str, int, float)) for v in value):
        return " / ".join(shown_value(v) for v in value)
    if isinstance(value, (list, dict)):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def typed_value(field: SkillField, text: str) -> Any:
    """What typing ``text`` in ``field`` writes: nothing (None: the key goes) when empty, a number for a
    plain number outside names, ranks and long texts (Max Number of Targets 3, fp 2, Duration 3), else
    the text as typed."""
    stripped = text.strip()
    if not stripped:
        return None
    if field.long:
        return text.rstrip()
    if field.rank or field.key.casefold() == "name" or not _NUMBER.match(stripped):
        return stripped
    number = float(stripped)
    return int(number) if number.is_integer() else number


def in_force(skill_format: SkillFormat, entry: dict, stage: int) -> list[tuple[str, str]]:
    """(field, value) of the fields written ``old -> new``, as they stand at ``stage`` (ap-sp 000:L879-905)."""
    out = []
    for field in skill_format.fields:
        value = skill_format.value(entry, field)
        if has_progression(value):
            parts = progression_parts(value)
            out.append((field.title, parts[stage] if 0 <= stage < len(parts) else parts[-1]))
    return out


def stage_count(skill_format: SkillFormat, entry: dict) -> int:
    """How many stages an entry's progressions have (1: none)."""
    counts = [len(progression_parts(skill_format.value(entry, f))) for f in skill_format.fields
              if has_progression(skill_format.value(entry, f))]
    return max(counts, default=1)


def _entry_stage(entry: dict) -> int:
    stage = entry.get("stage", 0)
    return stage if isinstance(stage, int) and not isinstance(stage, bool) else 0


# -- the table ----------------------------------------------------------------------------------------------
class EntriesModel(QAbstractTableModel):
    """The entries of one list, a row each, the format's short fields as columns.

    It shows what it is given and never changes the war: ``setData`` hands the new value to ``commit``
    (the editor makes the edit through the document), and the editor loads the war again afterwards.
    """

    def __init__(self, commit: Callable[[int, SkillField, Any], bool], parent=None):
        super().__init__(parent)
        self._commit = commit
        self.entries: list[dict] = []
        self.format: SkillFormat | None = None
        self.columns: list[SkillField] = []
        self.problems: dict[tuple[int, str], list[str]] = {}
        self.readonly = False

    def load(self, entries: list[dict], skill_format: SkillFormat, problems: dict[tuple[int, str], list[str]],
             readonly: bool) -> bool:
        """Show ``entries``; True when the rows or columns changed (the view's selection was reset)."""
        columns = [f for f in skill_format.fields if not f.long]
        reset = len(entries) != len(self.entries) or columns != self.columns
        if reset:
            self.beginResetModel()
        self.entries, self.format, self.columns = entries, skill_format, columns
        self.problems, self.readonly = problems, readonly
        if reset:
            self.endResetModel()
        elif entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(entries) - 1, len(columns) - 1))
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(entries) - 1)
        return reset

    def field_at(self, column: int) -> SkillField:
        return self.columns[column]

    def value(self, row: int, field: SkillField) -> Any:
        return self.format.value(self.entries[row], field) if self.format is not None else None

    def row_problems(self, row: int) -> list[str]:
        return [m for (r, _key), messages in self.problems.items() if r == row for m in messages]

    # -- QAbstractTableModel --------------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, field = index.row(), self.columns[index.column()]
        messages = self.problems.get((row, field.key), [])
        if index.column() == 0:
            messages = messages + self.problems.get((row, ""), [])
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return shown_value(self.value(row, field))
        if role == PROBLEMS_ROLE:
            return messages
        if role == Qt.ItemDataRole.ToolTipRole:
            text = shown_value(self.value(row, field))
            lines = [f"⚠ {m}" for m in messages]
            if text and (len(text) > 24 or not lines):
                lines.insert(0, text)
            return "\n".join(lines) or field.help or None
        if role == Qt.ItemDataRole.BackgroundRole and messages:
            return QBrush(PROBLEM_BACKGROUND)
        if role == Qt.ItemDataRole.ForegroundRole and messages:
            return QBrush(PROBLEM_TEXT)
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 (Qt's name)
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
            field = self.columns[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return field.title
            if role == Qt.ItemDataRole.ToolTipRole:
                return field.help or field.title
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self.entries):
            problems = self.row_problems(section)
            if role == Qt.ItemDataRole.DisplayRole:
                return f"{section + 1} ⚠" if problems else str(section + 1)
            if role == Qt.ItemDataRole.ToolTipRole and problems:
                return "\n".join(f"⚠ {m}" for m in problems)
            if role == Qt.ItemDataRole.ForegroundRole and problems:
                return QBrush(QColor("#c0392b"))
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
        return flags if self.readonly else flags | Qt.ItemFlag.ItemIsEditable

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802 (Qt's name)
        if not index.isValid() or role != Qt.ItemDataRole.EditRole or self.readonly:
            return False
        return self._commit(index.row(), self.columns[index.column()], value)


class EntryDelegate(QStyledItemDelegate):
    """Edits a cell in a line with the field's suggestions (types, ranks); a rank is checked as it is typed."""

    def __init__(self, editor: "SkillsEditor"):
        super().__init__(editor)
        self.owner = editor

    def createEditor(self, parent, option, index):  # noqa: N802 (Qt's name)
        field = index.model().field_at(index.column())
        line = QLineEdit(parent)
        line.setObjectName(f"cellEditor:{field.key}")
        suggestions = list(field.choices) or (RANK_SUGGESTIONS if field.rank else [])
        if suggestions:
            completer = QCompleter(suggestions, line)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            line.setCompleter(completer)
        if field.rank:
            row = index.row()
            line.textEdited.connect(lambda text: _mark(line, self.owner.check_value(row, field, text), field.help))
        return line

    def setEditorData(self, editor, index):  # noqa: N802 (Qt's name)
        editor.setText(index.data(Qt.ItemDataRole.EditRole) or "")

    def setModelData(self, editor, model, index):  # noqa: N802 (Qt's name)
        model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)


def _mark(widget: QWidget, messages: Sequence[str], help_text: str = "") -> None:
    """A red frame and the messages as the tooltip, or neither."""
    widget.setStyleSheet(PROBLEM_STYLE if messages else "")
    widget.setToolTip("\n".join(([help_text] if help_text else []) + [f"⚠ {m}" for m in messages]))


# -- the form under the table ----------------------------------------------------------------------------------
class DetailLine(QLineEdit):
    """A short field of the selected entry; committed on Enter or when the GM leaves it."""

    committed = Signal(object, str)

    def __init__(self, field: SkillField, parent=None):
        super().__init__(parent)
        self.field = field
        self.loaded = ""
        self.setObjectName(f"detail:{field.key}")
        suggestions = list(field.choices) or (RANK_SUGGESTIONS if field.rank else [])
        if suggestions:
            completer = QCompleter(suggestions, self)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            self.setCompleter(completer)
        self.editingFinished.connect(self.commit)

    def load(self, text: str) -> None:
        self.loaded = text
        if self.text() != text:
            self.setText(text)
            self.setCursorPosition(0)  # a long name shows its beginning

    def current_text(self) -> str:
        return self.text()

    def commit(self) -> None:
        if self.text() != self.loaded and not self.isReadOnly():
            self.loaded = self.text()
            self.committed.emit(self.field, self.text())


class DetailText(QPlainTextEdit):
    """A long field of the selected entry: a whole paragraph is one edit, made when the GM leaves it."""

    committed = Signal(object, str)

    def __init__(self, field: SkillField, parent=None):
        super().__init__(parent)
        self.field = field
        self.loaded = ""
        self.setObjectName(f"detail:{field.key}")
        self.setTabChangesFocus(True)
        self.setMinimumHeight(48)

    def sizeHint(self):  # noqa: N802 (Qt's name)
        """Three lines wanted; the form gives long fields what room there is."""
        hint = super().sizeHint()
        hint.setHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        return hint

    def load(self, text: str) -> None:
        self.loaded = text
        if self.toPlainText() != text:
            self.setPlainText(text)

    def current_text(self) -> str:
        return self.toPlainText()

    def commit(self) -> None:
        if self.toPlainText() != self.loaded and not self.isReadOnly():
            self.loaded = self.toPlainText()
            self.committed.emit(self.field, self.toPlainText())

    def focusOutEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.commit()
        super().focusOutEvent(event)


class FieldRow(QWidget):
    """One field of the form with its problems written under it."""

    def __init__(self, editor: DetailLine | DetailText, parent=None):
        super().__init__(parent)
        self.editor = editor
        self.problem = QLabel()
        self.problem.setObjectName(f"problem:{editor.field.key}")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c0392b;")
        self.problem.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        layout.addWidget(editor)
        layout.addWidget(self.problem)

    def set_problems(self, messages: Sequence[str]) -> None:
        _mark(self.editor, messages, self.editor.field.help)
        self.problem.setText("\n".join(f"⚠ {m}" for m in messages))
        self.problem.setVisible(bool(messages))


# -- the library ---------------------------------------------------------------------------------------------
class LibraryDialog(QDialog):
    """The ruleset's skill library with a filter: pick one skill or several to add to the sheet."""

    def __init__(self, skills: list[LibrarySkill], skill_format: SkillFormat, ruleset_id: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(f"Add from the {ruleset_id} skill library")
        self.skills = skills
        self.format = skill_format
        self.filter = QLineEdit()
        self.filter.setObjectName("libraryFilter")
        self.filter.setPlaceholderText("Filter by name, category, source or text")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.set_filter)
        self.table = QTableWidget(len(skills), 3)
        self.table.setObjectName("libraryTable")
        self.table.setHorizontalHeaderLabels(["Name", "Category", "Source"])
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
            for col, text in enumerate((skill.name, skill.category, skill.source)):
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
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Add to the sheet")
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
            haystack = " ".join([skill.name, skill.category, skill.source, skill.note,
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
            self.preview.setPlainText("No skill selected." if self.skills else "This ruleset has no skill library.")
            return
        self.preview.setPlainText("\n\n".join(self._describe(s) for s in chosen))

    def _describe(self, skill: LibrarySkill) -> str:
        lines = []
        for field in self.format.fields:
            value = self.format.value(skill.entry, field)
            if value not in (None, ""):
                lines.append(f"{field.title}: {shown_value(value)}")
        for key in self.format.extra_keys(skill.entry):
            lines.append(f"{key}: {shown_value(skill.entry[key])}")
        lines.append(f"\n{skill.category} — {skill.source}")
        if skill.note:
            lines.append(skill.note)
        return "\n".join(lines)


# -- the editor ----------------------------------------------------------------------------------------------
class StageSpin(QSpinBox):
    """The stage in force: the wheel changes it only once clicked (the form scrolls under the wheel)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        wheel_when_focused(self)

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        wheel_if_focused(self, QSpinBox, event)


class SkillsEditor(QWidget):
    """One list of one character's sheet (``set_character``): the skills, or ``list_name`` "items" or
    "statuses" with the ``skill_format`` describing them (default: the ruleset's skill format)."""

    def __init__(self, document: WarDocument, parent: QWidget | None = None, *, list_name: str = "skills",
                 skill_format: SkillFormat | None = None):
        super().__init__(parent)
        self.document = document
        self.list_name = list_name
        self.noun = _SINGULAR.get(list_name, list_name.rstrip("s"))
        self.fixed_format = skill_format
        self.character_id: str | None = None
        self.problems: list[SheetProblem] = []
        #: How dialogs are shown; a test replaces it to answer them.
        self.run_dialog: Callable[[QDialog], int] = lambda dialog: dialog.exec()
        self.model = EntriesModel(self._commit_cell, self)
        self.view = QTableView()
        self.view.setObjectName(f"{list_name}Table")
        self.view.setModel(self.model)
        self.view.setItemDelegate(EntryDelegate(self))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed
                                  | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.view.setWordWrap(False)
        self.view.setAlternatingRowColors(True)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.horizontalHeader().setHighlightSections(False)
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 10)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self._selection_changed())
        self.actions: dict[str, QAction] = {}
        self.toolbar = QToolBar()
        self.toolbar.setObjectName(f"{list_name}Tools")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._build_actions()
        self.detail = self._build_detail()
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.view)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([200, 400])
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)
        document.changed.connect(self._document_changed)
        self.set_character(None)

    # -- what is shown ----------------------------------------------------------------------------------------
    @property
    def skill_format(self) -> SkillFormat:
        return self.fixed_format or self.document.ruleset.skill_format

    def character(self) -> Character | None:
        return self.document.war.characters.get(self.character_id) if self.character_id else None

    def entries(self) -> list[dict]:
        ch = self.character()
        return list(getattr(ch, self.list_name)) if ch is not None else []

    def set_character(self, cid: str | None) -> None:
        """Show ``cid``'s list (None: nobody); the first entry is selected."""
        self.commit_pending()
        self.character_id = cid if cid in self.document.war.characters else None
        if self.skill_format.fields != tuple(self._detail_fields):
            self._build_detail_fields()
        self.model.load([], self.skill_format, {}, True)
        self.refresh()
        self._fit_columns()
        if self.model.rowCount():
            self.select_rows([0])

    def refresh(self) -> None:
        """Load the list, its problems and the selected entry again from the war."""
        ch = self.character()
        readonly = self.document.readonly or ch is None
        entries = self.entries()
        self.problems = sheet_problems(self.document.war, self.document.ruleset, ch.id) if ch is not None else []
        by_cell: dict[tuple[int, str], list[str]] = {}
        for row in range(len(entries)):
            for problem in problems_at(self.problems, f"{self.list_name}[{row}]"):
                by_cell.setdefault((row, self._problem_key(problem, row)), []).append(problem.message)
        keep = self.selected_rows()
        current = self.view.currentIndex()
        current_cell = (current.row(), current.column()) if current.isValid() else None
        if self.model.load(entries, self.skill_format, by_cell, readonly):
            rows = [r for r in keep if r < len(entries)]
            if rows:
                self.select_rows(rows, current_cell)
        self._selection_changed()

    def select_rows(self, rows: Sequence[int], current: tuple[int, int] | None = None) -> None:
        """Select ``rows`` (the first one current, or the ``current`` cell when it is one of them)."""
        rows = [r for r in rows if 0 <= r < self.model.rowCount()]
        selection = self.view.selectionModel()
        selection.clearSelection()
        if not rows:
            self._selection_changed()
            return
        row, column = current if current is not None and current[0] in rows else (rows[0], 0)
        selection.setCurrentIndex(self.model.index(row, column), selection.SelectionFlag.NoUpdate)
        for r in rows:
            selection.select(self.model.index(r, 0), selection.SelectionFlag.Select | selection.SelectionFlag.Rows)
        self.view.scrollTo(self.model.index(row, column))

    def selected_rows(self) -> list[int]:
        return sorted({i.row() for i in self.view.selectionModel().selectedRows()})

    def current_row(self) -> int | None:
        index = self.view.currentIndex()
        if index.isValid() and index.row() in self.selected_rows():
            return index.row()
        rows = self.selected_rows()
        return rows[0] if rows else None

    def go_to(self, field: str) -> None:
        """Select the entry of ``field`` (``skills[2].Damage``) and put the cursor on that field."""
        match = _FIELD.match(field)
        if match is None or match.group("list") != self.list_name:
            return
        row = int(match.group("row"))
        if not 0 <= row < self.model.rowCount():
            return
        key = (match.group("rest") or "").split(".")[0].split("[")[0]
        target = self.skill_format.field(key) if key else None
        column = next((c for c, f in enumerate(self.model.columns) if target is not None and f.key == target.key), 0)
        self.select_rows([row], (row, column))
        if target is not None and target.long and target.key in self.detail_rows:
            self.detail_rows[target.key].editor.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _problem_key(self, problem: SheetProblem, row: int) -> str:
        """The format field a problem of entry ``row`` is at ("" when the entry as a whole, or a key outside
        the format such as ``stage`` or ``modifiers``)."""
        rest = problem.field[len(f"{self.list_name}[{row}]"):].lstrip(".")
        key = re.split(r"[.\[]", rest, maxsplit=1)[0] if rest else ""
        field = self.skill_format.field(key) if key else None
        return field.key if field is not None else ""

    def _fit_columns(self) -> None:
        """Columns as wide as their contents, within bounds (long values are elided, shown in full in the
        tooltip and the form); done when a sheet is shown, so the GM's own widths stay while editing it."""
        self.view.resizeColumnsToContents()
        header = self.view.horizontalHeader()
        for column in range(self.model.columnCount()):
            width = header.sectionSize(column)
            header.resizeSection(column, max(56, min(width + 12, 220 if column == 0 else 160)))

    # -- the form ---------------------------------------------------------------------------------------------
    def _build_detail(self) -> QWidget:
        host = QScrollArea()
        host.setObjectName(f"{self.list_name}Detail")
        host.setWidgetResizable(True)
        host.setFrameShape(QFrame.Shape.StyledPanel)
        self._detail_fields: list[SkillField] = []
        self.detail_rows: dict[str, FieldRow] = {}
        self._detail_row: int | None = None
        self._loading = False
        return host

    def _build_detail_fields(self) -> None:
        """One editor per field of the format: short ones in a form on the left, long ones on the right."""
        skill_format = self.skill_format
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(8, 6, 8, 6)
        self.detail_title = QLabel()
        self.detail_title.setObjectName("detailTitle")
        outer.addWidget(self.detail_title)
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        left = QFormLayout()
        left.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        left.setVerticalSpacing(4)
        right = QVBoxLayout()
        self.detail_rows = {}
        for field in skill_format.fields:
            editor = DetailText(field) if field.long else DetailLine(field)
            editor.committed.connect(self._commit_detail)
            if field.rank:
                editor.textEdited.connect(lambda text, f=field: self._check_detail(f, text))
            row = FieldRow(editor)
            self.detail_rows[field.key] = row
            label = QLabel(field.title)
            label.setToolTip(field.help or field.title)
            if field.long:
                right.addWidget(label)
                right.addWidget(row, 2 if field.key.casefold() in _MAIN_TEXTS else 1)
            else:
                left.addRow(label, row)
        self.stage_spin = StageSpin()
        self.stage_spin.setObjectName("stage")
        self.stage_spin.setKeyboardTracking(False)
        self.stage_spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.stage_spin.setToolTip("which values of 'old -> new' are in force (0: the first; "
                                   f"{skill_format.rule or 'ap-sp 000:L879-905'})")
        self.stage_spin.valueChanged.connect(self._stage_changed)
        self.in_force = QLabel()
        self.in_force.setObjectName("inForce")
        self.in_force.setWordWrap(True)
        self.stage_label = QLabel("Stage")
        left.addRow(self.stage_label, self.stage_spin)
        left.addRow("", self.in_force)
        self.other_fields = QLabel()
        self.other_fields.setObjectName("otherFields")
        self.other_fields.setWordWrap(True)
        self.other_fields.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.other_label = QLabel("Other fields")
        self.other_label.setToolTip("keys of this entry outside the format (flags, modifiers, stage…), shown "
                                    "as the war file writes them")
        left.addRow(self.other_label, self.other_fields)
        self.entry_problems = QLabel()
        self.entry_problems.setObjectName("entryProblems")
        self.entry_problems.setWordWrap(True)
        self.entry_problems.setStyleSheet("color: #c0392b;")
        left.addRow("", self.entry_problems)
        columns.addLayout(left, 1)
        if right.count():
            columns.addLayout(right, 1)
        self.detail.setWidget(page)
        self._detail_fields = list(skill_format.fields)

    def _show_detail(self) -> None:
        """Load the form from the current entry (empty and off when none)."""
        row = self.current_row()
        entries = self.model.entries
        entry = entries[row] if row is not None and row < len(entries) else None
        self._detail_row = row if entry is not None else None
        skill_format = self.skill_format
        readonly = self.model.readonly
        self._loading = True
        try:
            for field in skill_format.fields:
                holder = self.detail_rows[field.key]
                holder.editor.load(shown_value(skill_format.value(entry, field)) if entry is not None else "")
                holder.editor.setReadOnly(readonly or entry is None)
                holder.setEnabled(entry is not None)
                holder.set_problems(self.model.problems.get((row, field.key), []) if entry is not None else [])
            if entry is None:
                self.detail_title.setText(f"<i>Select a {self.noun} to edit all its fields here.</i>"
                                          if self.character_id else "")
                for widget in (self.stage_label, self.stage_spin, self.in_force, self.other_label, self.other_fields):
                    widget.hide()
                self.entry_problems.hide()
                return
            self.detail_title.setText(f"<b>{_html(entry_name(entry))}</b> — {self.noun} {row + 1} of {len(entries)}")
            stages = stage_count(skill_format, entry)
            stage = _entry_stage(entry)
            shows_stage = skill_format.progressions and (stages > 1 or "stage" in entry)
            for widget in (self.stage_label, self.stage_spin, self.in_force):
                widget.setVisible(shows_stage)
            self.stage_spin.setRange(0, max(stages - 1, stage))
            self.stage_spin.setValue(stage)
            self.stage_spin.setEnabled(not readonly)
            values = "; ".join(f"{name} {value}" for name, value in in_force(skill_format, entry, stage))
            self.in_force.setText(f"in force at stage {stage}: {values}" if values else f"in force at stage {stage}")
            extra = skill_format.extra_keys(entry)
            for widget in (self.other_label, self.other_fields):
                widget.setVisible(bool(extra))
            self.other_fields.setText("<br>".join(self._other_field(key, entry[key]) for key in extra))
            whole = self.model.problems.get((row, ""), [])
            self.entry_problems.setText("<br>".join(f"⚠ {_html(m)}" for m in whole))
            self.entry_problems.setVisible(bool(whole))
        finally:
            self._loading = False

    def _other_field(self, key: str, value: Any) -> str:
        meaning = self.skill_format.flags.get(key)
        text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
        line = f"<b>{_html(key)}</b>: {_html(text)}"
        return line + (f" <span style='color: gray;'>— {_html(meaning)}</span>" if meaning else "")

    def _check_detail(self, field: SkillField, text: str) -> None:
        if self._detail_row is not None:
            self.detail_rows[field.key].set_problems(self.check_value(self._detail_row, field, text))

    def commit_pending(self) -> None:
        """Keep what the GM typed in the form and has not left yet (before the list changes under it, the
        editor is hidden, or the war closes)."""
        if self._detail_row is None or self._loading:
            return
        for holder in self.detail_rows.values():
            holder.editor.commit()

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.commit_pending()
        super().hideEvent(event)

    # -- checking ---------------------------------------------------------------------------------------------
    def check_value(self, row: int, field: SkillField, text: str) -> list[str]:
        """The problems ``field`` of entry ``row`` would have if it held ``text``: the sheet's own checks, run
        on the sheet as it would be (nothing in the war changes)."""
        ch = self.character()
        if ch is None or not 0 <= row < len(getattr(ch, self.list_name)):
            return []
        data = ch.to_dict()
        entries = list(data.get(self.list_name) or [])
        entry = dict(entries[row])
        key = self.skill_format.key_in(entry, field) or field.key
        value = typed_value(field, text)
        if value is None:
            entry.pop(key, None)
        else:
            entry[key] = value
        entries[row] = entry
        data[self.list_name] = entries
        try:
            trial_character = Character.from_dict(data, f"characters.{ch.id}")
        except WarFileError as exc:
            return [str(exc)]
        trial = copy.copy(self.document.war)
        trial.characters = {cid: (trial_character if cid == ch.id else c) for cid, c in trial.characters.items()}
        found = problems_at(sheet_problems(trial, self.document.ruleset, ch.id), f"{self.list_name}[{row}]")
        return [p.message for p in found if self._problem_key(p, row) == field.key]

    # -- editing ----------------------------------------------------------------------------------------------
    def _do(self, edit: MapEdit) -> bool:
        """Make ``edit`` through the document; a refused one leaves the list showing the war as it is."""
        if self.character_id is None:
            return False
        if not self.document.do(edit):
            self.refresh()
            return False
        return True

    def set_value(self, row: int, field: SkillField, value: Any) -> bool:
        """Set one field of entry ``row`` (None: the key goes) as one undo step; True when made or unchanged."""
        entries = self.entries()
        if not 0 <= row < len(entries):
            return False
        entry = entries[row]
        key = self.skill_format.key_in(entry, field) or field.key
        unchanged = (key not in entry) if value is None else (
            key in entry and entry[key] == value and type(entry[key]) is type(value))
        if unchanged:
            return True
        return self._do(SetSheetValue(self.character_id, (self.list_name, row, key), value))

    def _commit_cell(self, row: int, field: SkillField, text: Any) -> bool:
        return self.set_value(row, field, typed_value(field, str(text)))

    def _commit_detail(self, field: SkillField, text: str) -> None:
        if self._detail_row is not None and not self._loading:
            self.set_value(self._detail_row, field, typed_value(field, text))

    def _stage_changed(self, stage: int) -> None:
        if self._loading or self._detail_row is None:
            return
        entry = self.entries()[self._detail_row]
        if stage == _entry_stage(entry) and ("stage" in entry or stage == 0):
            return
        self._do(SetSheetValue(self.character_id, (self.list_name, self._detail_row, "stage"), stage or None))

    def add(self) -> bool:
        """A blank entry (every field empty, to fill in) after the current one, selected."""
        at = self._after_current()
        if not self._do(InsertEntry(self.character_id, self.list_name, self.skill_format.blank(), at)):
            return False
        self.select_rows([at])
        return True

    def remove(self) -> bool:
        """The selected entries go, as one undo step (nothing is asked: Undo brings them back)."""
        rows = self.selected_rows()
        if not rows:
            return False
        edits = [RemoveEntry(self.character_id, self.list_name, r) for r in reversed(rows)]
        if not self._do(self._one_step(edits, f"remove {len(rows)} {self.list_name}")):
            return False
        self.select_rows([min(rows[0], self.model.rowCount() - 1)])
        return True

    def move(self, step: int) -> bool:
        """Move the selected entries one place up (``step`` -1) or down (+1): the printed order."""
        rows = self.selected_rows()
        count = self.model.rowCount()
        if not rows or not all(0 <= r + step < count for r in rows):
            return False
        order = rows if step < 0 else list(reversed(rows))
        edits = [MoveEntry(self.character_id, self.list_name, r, r + step) for r in order]
        way = "up" if step < 0 else "down"
        if not self._do(self._one_step(edits, f"move {len(rows)} {self.list_name} {way}")):
            return False
        current = self.view.currentIndex()
        self.select_rows([r + step for r in rows], (current.row() + step, max(current.column(), 0)))
        return True

    def duplicate(self) -> bool:
        """Copies of the selected entries, after the last of them, selected."""
        rows = self.selected_rows()
        entries = self.entries()
        if not rows:
            return False
        at = rows[-1] + 1
        edits = [InsertEntry(self.character_id, self.list_name, copy.deepcopy(entries[r]), at + k)
                 for k, r in enumerate(rows)]
        name = entry_name(entries[rows[0]])
        label = f"duplicate {self.noun} {name}" if len(rows) == 1 else f"duplicate {len(rows)} {self.list_name}"
        if not self._do(Batch(edits, self._label(label))):
            return False
        self.select_rows(list(range(at, at + len(rows))))
        return True

    def copy_to(self, target_id: str) -> bool:
        """Copy the selected entries to the end of ``target_id``'s list, as one undo step."""
        ch = self.character()
        rows = self.selected_rows()
        if ch is None or not rows or target_id not in self.document.war.characters or target_id == ch.id:
            return False
        edits = copy_entries(ch, self.list_name, rows, target_id)
        noun = self.noun if len(edits) == 1 else self.list_name
        target = character_name(self.document.war, target_id)
        return self._do(Batch(edits, f"{ch.name}: copy {len(edits)} {noun} to {target}"))

    def insert_from_library(self, skills: Sequence[LibrarySkill]) -> bool:
        """Add copies of library skills after the current entry, as one undo step, and select them."""
        if not skills:
            return False
        at = self._after_current()
        edits = [InsertEntry(self.character_id, self.list_name, copy.deepcopy(s.entry), at + k)
                 for k, s in enumerate(skills)]
        label = (f"add {self.noun} {skills[0].name} from the library" if len(skills) == 1
                 else f"add {len(skills)} {self.list_name} from the library")
        if not self._do(Batch(edits, self._label(label))):
            return False
        self.select_rows(list(range(at, at + len(skills))))
        return True

    def open_library(self) -> bool:
        """Ask which library skills to add (the ruleset's library, filtered by the GM) and add them."""
        ruleset_id = self.document.war.ruleset
        try:
            skills = library(ruleset_id)
        except WarFileError as exc:
            self.document.refused.emit(f"the skill library cannot be read: {exc}")
            return False
        dialog = LibraryDialog(skills, self.skill_format, ruleset_id, self)
        if self.run_dialog(dialog) != QDialog.DialogCode.Accepted:
            return False
        return self.insert_from_library(dialog.chosen())

    def _after_current(self) -> int:
        rows = self.selected_rows()
        return rows[-1] + 1 if rows else self.model.rowCount()

    def _one_step(self, edits: list[MapEdit], several: str) -> MapEdit:
        return edits[0] if len(edits) == 1 else Batch(edits, self._label(several))

    def _label(self, text: str) -> str:
        ch = self.character()
        return f"{ch.name}: {text}" if ch is not None else text

    # -- actions ----------------------------------------------------------------------------------------------
    def _build_actions(self) -> None:
        """The list's commands: on the toolbar, and as keys while the table has the focus."""
        specs = [
            ("add", "Add", QKeySequence(Qt.Key.Key_Insert), self.add, f"add a blank {self.noun} (Ins)"),
            ("remove", "Remove", QKeySequence(QKeySequence.StandardKey.Delete), self.remove,
             f"remove the selected {self.list_name} (Del; Undo brings them back)"),
            ("up", "Move Up", QKeySequence("Ctrl+Up"), lambda: self.move(-1), "move up (Ctrl+Up)"),
            ("down", "Move Down", QKeySequence("Ctrl+Down"), lambda: self.move(1), "move down (Ctrl+Down)"),
            ("duplicate", "Duplicate", QKeySequence("Ctrl+D"), self.duplicate,
             f"copy the selected {self.list_name} below them (Ctrl+D)"),
        ]
        for key, text, keys, slot, tip in specs:
            action = QAction(text, self)
            action.setObjectName(f"{self.list_name}.{key}")
            action.setShortcut(keys)
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            action.setToolTip(tip)
            action.triggered.connect(lambda _checked=False, s=slot: s())
            self.view.addAction(action)
            self.toolbar.addAction(action)
            self.actions[key] = action
        self.copy_menu = QMenu(self)
        self.copy_menu.aboutToShow.connect(self._fill_copy_menu)
        copy_action = QAction("Copy to…", self)
        copy_action.setIconText("Copy to…")
        copy_action.setObjectName(f"{self.list_name}.copy")
        copy_action.setToolTip(f"copy the selected {self.list_name} to another character's sheet")
        copy_action.setMenu(self.copy_menu)
        self.toolbar.addAction(copy_action)
        button = self.toolbar.widgetForAction(copy_action)
        if isinstance(button, QToolButton):
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.actions["copy"] = copy_action
        if self.list_name == "skills":
            library_action = QAction("From Library…", self)
            library_action.setIconText("From Library…")
            library_action.setObjectName("skills.library")
            library_action.setShortcut(QKeySequence("Ctrl+L"))
            library_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            library_action.setToolTip("add skills the rules document gives or describes (Ctrl+L)")
            library_action.triggered.connect(lambda _checked=False: self.open_library())
            self.view.addAction(library_action)
            self.toolbar.addAction(library_action)
            self.actions["library"] = library_action

    def copy_targets(self) -> list[tuple[str, str]]:
        """(id, name) of every other character, in the war's order."""
        war = self.document.war
        return [(cid, character_name(war, cid)) for cid in war.characters if cid != self.character_id]

    def _fill_copy_menu(self) -> None:
        self.copy_menu.clear()
        targets = self.copy_targets()
        for cid, name in targets:
            action = self.copy_menu.addAction(name)
            action.setObjectName(f"copyTo:{cid}")
            action.triggered.connect(lambda _checked=False, c=cid: self.copy_to(c))
        if not targets:
            self.copy_menu.addAction("(no other character)").setEnabled(False)

    def _selection_changed(self) -> None:
        rows = self.selected_rows()
        count = self.model.rowCount()
        editable = self.character_id is not None and not self.document.readonly
        self.actions["add"].setEnabled(editable)
        self.actions["remove"].setEnabled(editable and bool(rows))
        self.actions["duplicate"].setEnabled(editable and bool(rows))
        self.actions["up"].setEnabled(editable and bool(rows) and rows[0] > 0)
        self.actions["down"].setEnabled(editable and bool(rows) and rows[-1] < count - 1)
        can_copy = editable and bool(rows) and len(self.document.war.characters) > 1
        self.actions["copy"].setEnabled(can_copy)
        self.copy_menu.setEnabled(can_copy)  # the menu keeps its own state: a read-only war copies nothing
        if "library" in self.actions:
            self.actions["library"].setEnabled(editable)
        self._show_detail()

    def _document_changed(self, touched: Touched) -> None:
        if self.character_id is None:
            return
        if self.character_id not in self.document.war.characters:
            self.set_character(None)
            return
        if touched.whole_map or self.character_id in touched.characters:
            self.refresh()


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
