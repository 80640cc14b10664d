"""The entries of one list of a sheet (skills, items or statuses) as a table: a row per entry, a column per
short field of the ruleset's skill format.

The model shows what it is given and never changes the war: a typed cell goes to the editor's ``commit``,
which makes the edit through the document. The problems the rules find in an entry colour its cells red,
with the messages as the tooltip.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QAbstractItemModel, QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QCompleter, QLineEdit, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from gmdesk.rulesets.sheetformat import SkillField, SkillFormat
from gmdesk.ui.sheet.entry_values import RANK_SUGGESTIONS, ChoiceWords, shown_value
from gmdesk.ui.sheet.field_titles import field_title
from gmdesk.ui.sheet.fields import mark_problems

#: Cells with a problem: a light red any theme keeps readable with dark text.
PROBLEM_BACKGROUND = QColor("#f5c6c1")
PROBLEM_TEXT = QColor("#3b0a05")
#: The messages of a cell's problems (a list of str), for tests and for the form.
PROBLEMS_ROLE = Qt.ItemDataRole.UserRole + 1

Index = QModelIndex | QPersistentModelIndex
#: The problems of a list by (row, field key); key "" for the entry as a whole.
CellProblems = dict[tuple[int, str], list[str]]


class EntriesModel(QAbstractTableModel):
    """The entries of one list, a row each, the format's short fields as columns.

    It shows what it is given and never changes the war: ``setData`` hands the new value to ``commit``
    (the editor makes the edit through the document), and the editor loads the war again afterwards.
    """

    def __init__(self, commit: Callable[[int, SkillField, Any], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._commit = commit
        self.entries: list[dict] = []
        self.format: SkillFormat | None = None
        self.columns: list[SkillField] = []
        self.problems: CellProblems = {}
        self.readonly = False
        #: How offered values read (roll-dice's kinds in the document's words); the panel sets it.
        self.words = ChoiceWords()

    def load(self, entries: list[dict], skill_format: SkillFormat, problems: CellProblems, readonly: bool) -> bool:
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
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, field = index.row(), self.columns[index.column()]
        messages = self.problems.get((row, field.key), [])
        if index.column() == 0:
            messages = messages + self.problems.get((row, ""), [])
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return shown_value(self.words.shown(field, self.value(row, field)))
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

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt's name)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
            field = self.columns[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return field_title(field)
            if role == Qt.ItemDataRole.ToolTipRole:
                return field.help or field_title(field)
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self.entries):
            problems = self.row_problems(section)
            if role == Qt.ItemDataRole.DisplayRole:
                return f"{section + 1} ⚠" if problems else str(section + 1)
            if role == Qt.ItemDataRole.ToolTipRole and problems:
                return "\n".join(f"⚠ {m}" for m in problems)
            if role == Qt.ItemDataRole.ForegroundRole and problems:
                return QBrush(QColor("#c0392b"))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
        return flags if self.readonly else flags | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802 (Qt's name)
        if not index.isValid() or role != Qt.ItemDataRole.EditRole or self.readonly:
            return False
        return self._commit(index.row(), self.columns[index.column()], value)


class EntryDelegate(QStyledItemDelegate):
    """Edits a cell in a line with the field's suggestions (types, ranks); a rank is checked as it is typed."""

    def __init__(self, model: EntriesModel, check: Callable[[int, SkillField, str], list[str]],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.check = check

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,  # noqa: N802 (Qt's name)
                     index: Index) -> QWidget:
        field = self.model.field_at(index.column())
        line = QLineEdit(parent)
        line.setObjectName(f"cellEditor:{field.key}")
        suggestions = self.model.words.suggestions(field) or (RANK_SUGGESTIONS if field.rank else [])
        if suggestions:
            completer = QCompleter(suggestions, line)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            line.setCompleter(completer)
        if field.rank:
            row = index.row()
            line.textEdited.connect(lambda text: mark_problems(line, self.check(row, field, text), field.help))
        return line

    def setEditorData(self, editor: QWidget, index: Index) -> None:  # noqa: N802 (Qt's name)
        assert isinstance(editor, QLineEdit), "createEditor makes a line"
        editor.setText(index.data(Qt.ItemDataRole.EditRole) or "")

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:  # noqa: N802
        assert isinstance(editor, QLineEdit), "createEditor makes a line"
        model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)

