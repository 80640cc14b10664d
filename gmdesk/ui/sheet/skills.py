"""One list of a sheet (skills, items or statuses) as a table, the selected entry below it as a form.

The table (:mod:`~gmdesk.ui.sheet.entries_table`), the form (:mod:`~gmdesk.ui.sheet.entry_form`) and the
toolbar (:mod:`~gmdesk.ui.sheet.entry_tools`) show the war and never own it (Orange canvas's rule):
every change is one edit made here through ``document.do`` — a cell, a whole paragraph, adding,
removing, moving, copying to another character, adding from the skill library — so it is one undo step,
and both redraw from the war when the document says it changed. A refused edit changes nothing, so the
redraw shows the war as it was.

The problems the rules find in an entry (``gmdesk validate``'s checks, through
:func:`~gmdesk.sheets.problems.sheet_problems`) are shown on the cells and fields they concern. A rank is
checked as it is typed, by the same checks run on the sheet as it would be with that rank.
"""

from __future__ import annotations

import copy
import re
from typing import Any, Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import QAbstractItemView, QDialog, QSplitter, QTableView, QVBoxLayout, QWidget

from gmdesk.errors import WarFileError
from gmdesk.model.character import Character
from gmdesk.model.mapedits import Batch, MapEdit, Touched
from gmdesk.model.sheetedits import InsertEntry, MoveEntry, RemoveEntry, SetSheetValue, copy_entries, entry_name
from gmdesk.rulesets.sheetformat import SkillField, SkillFormat
from gmdesk.sheets.library import LibrarySkill, library
from gmdesk.sheets.problems import SheetProblem, problems_at, sheet_problems
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import language_in_use, said_error, say, tr
from gmdesk.ui.labels import character_name
from gmdesk.ui.sheet.entries_table import CellProblems, EntriesModel, EntryDelegate
from gmdesk.ui.sheet.entry_form import EntryForm
from gmdesk.ui.sheet.entry_tools import EntryTools, shown_noun
from gmdesk.ui.sheet.entry_values import ChoiceWords, entry_stage, typed_value
from gmdesk.ui.sheet.library_dialog import LibraryDialog

_FIELD = re.compile(r"^(?P<list>[a-z_]+)\[(?P<row>\d+)\](?:\.(?P<rest>.+))?$")
#: Singular nouns for the undo history ("remove 2 statuses", "remove status Poison").
_SINGULAR = {"skills": "skill", "items": "item", "statuses": "status"}


class SkillsEditor(QWidget):
    """One list of one character's sheet (``set_character``): the skills, or ``list_name`` "items" or
    "statuses" with the ``skill_format`` describing them (default: the ruleset's skill format)."""

    def __init__(self, document: WarDocument, parent: QWidget | None = None, *, list_name: str = "skills",
                 skill_format: SkillFormat | None = None) -> None:
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
        self.view.setItemDelegate(EntryDelegate(self.model, self.check_value, self))
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
        self.toolbar = EntryTools(list_name, self.noun, self.view, self._commands(), self.copy_targets, self.copy_to)
        self.form = EntryForm(list_name, self.noun, self.check_value)
        self.form.edited.connect(self._commit_detail)
        self.form.stage_edited.connect(self._stage_changed)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.view)
        splitter.addWidget(self.form)
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
        # the war's offered values (roll-dice's kinds) in its document's words, before the form's suggestions
        self.form.words = self.model.words = ChoiceWords(self.document.ruleset, language_in_use())
        if self.skill_format.fields != tuple(self.form.fields):
            self.form.build(self.skill_format)
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
        by_cell: CellProblems = {}
        for row in range(len(entries)):
            for problem in problems_at(self.problems, f"{self.list_name}[{row}]"):
                by_cell.setdefault((row, self._problem_key(problem, row)), []).append(say(problem.message))
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
        if target is not None and target.long and target.key in self.form.rows:
            self.form.rows[target.key].editor.setFocus(Qt.FocusReason.OtherFocusReason)
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
    def _show_detail(self) -> None:
        """Load the form from the current entry (empty and off when none)."""
        self.form.show_entry(self.skill_format, self.model.entries, self.current_row(), self.model.problems,
                             self.model.readonly, prompt=bool(self.character_id))

    def commit_pending(self) -> None:
        """Keep what the GM typed in the form and has not left yet (before the list changes under it, the
        editor is hidden, or the war closes)."""
        self.form.commit_pending()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt's name)
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
            return [said_error(exc)]
        trial = copy.copy(self.document.war)
        trial.characters = {cid: (trial_character if cid == ch.id else c) for cid, c in trial.characters.items()}
        found = problems_at(sheet_problems(trial, self.document.ruleset, ch.id), f"{self.list_name}[{row}]")
        return [say(p.message) for p in found if self._problem_key(p, row) == field.key]

    # -- editing ----------------------------------------------------------------------------------------------
    def _do(self, edit: MapEdit) -> bool:
        """Make ``edit`` through the document; a refused one leaves the list showing the war as it is."""
        if not self.document.do(edit):
            self.refresh()
            return False
        return True

    def set_value(self, row: int, field: SkillField, value: Any) -> bool:
        """Set one field of entry ``row`` (None: the key goes) as one undo step; True when made or unchanged."""
        entries = self.entries()
        cid = self.character_id
        if cid is None or not 0 <= row < len(entries):
            return False
        entry = entries[row]
        key = self.skill_format.key_in(entry, field) or field.key
        unchanged = (key not in entry) if value is None else (
            key in entry and entry[key] == value and type(entry[key]) is type(value))
        if unchanged:
            return True
        return self._do(SetSheetValue(cid, (self.list_name, row, key), value))

    def _commit_cell(self, row: int, field: SkillField, text: Any) -> bool:
        return self.set_value(row, field, typed_value(field, self.model.words.value(field, str(text))))

    def _commit_detail(self, row: int, field: SkillField, text: str) -> None:
        self.set_value(row, field, typed_value(field, self.model.words.value(field, text)))

    def _stage_changed(self, row: int, stage: int) -> None:
        entry = self.entries()[row]
        cid = self.character_id
        if cid is None or (stage == entry_stage(entry) and ("stage" in entry or stage == 0)):
            return
        self._do(SetSheetValue(cid, (self.list_name, row, "stage"), stage or None))

    def add(self) -> bool:
        """A blank entry (every field empty, to fill in) after the current one, selected."""
        cid = self.character_id
        if cid is None:
            return False
        at = self._after_current()
        if not self._do(InsertEntry(cid, self.list_name, self.skill_format.blank(), at)):
            return False
        self.select_rows([at])
        return True

    def remove(self) -> bool:
        """The selected entries go, as one undo step (nothing is asked: Undo brings them back)."""
        rows = self.selected_rows()
        cid = self.character_id
        if cid is None or not rows:
            return False
        edits: list[MapEdit] = [RemoveEntry(cid, self.list_name, r) for r in reversed(rows)]
        if not self._do(self._one_step(edits, tr("SheetUndo", "remove {0} {1}").format(len(rows), shown_noun(self.list_name)))):
            return False
        self.select_rows([min(rows[0], self.model.rowCount() - 1)])
        return True

    def move_selected(self, step: int) -> bool:
        """Move the selected entries one place up (``step`` -1) or down (+1): the printed order."""
        rows = self.selected_rows()
        count = self.model.rowCount()
        cid = self.character_id
        if cid is None or not rows or not all(0 <= r + step < count for r in rows):
            return False
        order = rows if step < 0 else list(reversed(rows))
        edits: list[MapEdit] = [MoveEntry(cid, self.list_name, r, r + step) for r in order]
        way = tr("SheetUndo", "move {0} {1} up") if step < 0 else tr("SheetUndo", "move {0} {1} down")
        if not self._do(self._one_step(edits, way.format(len(rows), shown_noun(self.list_name)))):
            return False
        current = self.view.currentIndex()
        self.select_rows([r + step for r in rows], (current.row() + step, max(current.column(), 0)))
        return True

    def duplicate(self) -> bool:
        """Copies of the selected entries, after the last of them, selected."""
        rows = self.selected_rows()
        entries = self.entries()
        cid = self.character_id
        if cid is None or not rows:
            return False
        at = rows[-1] + 1
        edits: list[MapEdit] = [InsertEntry(cid, self.list_name, copy.deepcopy(entries[r]), at + k)
                 for k, r in enumerate(rows)]
        name = entry_name(entries[rows[0]])
        label = (tr("SheetUndoOne", "duplicate {0} {1}").format(shown_noun(self.noun), name) if len(rows) == 1
                 else tr("SheetUndo", "duplicate {0} {1}").format(len(rows), shown_noun(self.list_name)))
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
        edits: list[MapEdit] = list(copy_entries(ch, self.list_name, rows, target_id))
        noun = self.noun if len(edits) == 1 else self.list_name
        target = character_name(self.document.war, target_id)
        text = tr("SheetUndo", "copy {0} {1} to {2}").format(len(edits), shown_noun(noun), target)
        return self._do(Batch(edits, f"{ch.name}: {text}"))

    def insert_from_library(self, skills: Sequence[LibrarySkill]) -> bool:
        """Add copies of library skills after the current entry, as one undo step, and select them."""
        cid = self.character_id
        if cid is None or not skills:
            return False
        at = self._after_current()
        edits: list[MapEdit] = [InsertEntry(cid, self.list_name, copy.deepcopy(s.entry), at + k)
                 for k, s in enumerate(skills)]
        label = (tr("SheetUndoOne", "add {0} {1} from the library").format(shown_noun(self.noun),
                                                                           skills[0].name)
                 if len(skills) == 1 else
                 tr("SheetUndo", "add {0} {1} from the library").format(len(skills), shown_noun(self.list_name)))
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
            self.document.refused.emit(tr("SkillsEditor", "the skill library cannot be read: {0}").format(exc))
            return False
        dialog = LibraryDialog(skills, self.skill_format, ruleset_id, self, words=self.model.words)
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

    # -- the toolbar ------------------------------------------------------------------------------------------
    def _commands(self) -> dict[str, Callable[[], object]]:
        """What the toolbar's commands do, by key; the library is for skills only."""
        commands: dict[str, Callable[[], object]] = {
            "add": self.add, "remove": self.remove, "up": lambda: self.move_selected(-1),
            "down": lambda: self.move_selected(1), "duplicate": self.duplicate}
        if self.list_name == "skills":
            commands["library"] = self.open_library
        return commands

    def copy_targets(self) -> list[tuple[str, str]]:
        """(id, name) of every other character, in the war's order."""
        war = self.document.war
        return [(cid, character_name(war, cid)) for cid in war.characters if cid != self.character_id]

    def _selection_changed(self) -> None:
        editable = self.character_id is not None and not self.document.readonly
        self.toolbar.enable_for(editable, self.selected_rows(), self.model.rowCount(),
                                len(self.document.war.characters) > 1)
        self._show_detail()

    def _document_changed(self, touched: Touched) -> None:
        if self.character_id is None:
            return
        if self.character_id not in self.document.war.characters:
            self.set_character(None)
            return
        if touched.whole_map or self.character_id in touched.characters:
            self.refresh()
