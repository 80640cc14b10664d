"""The selected entry of a sheet's list as a form under the table: every field of the ruleset's skill
format, the long ones (Description, Effect…) with the most room, the stage in force of its progressions,
and the entry's other keys (flags such as ``basic``, ``modifiers``, ``stage``) shown read-only.

The form shows the war and never owns it: a field the GM changed and left is reported (``edited``), a
whole paragraph at once, and the skills editor makes the edit. The problems the rules find are written
under the fields they concern; a rank is checked as it is typed.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (QBoxLayout, QCompleter, QFormLayout, QFrame, QLabel, QLineEdit, QPlainTextEdit,
                               QScrollArea, QSizePolicy, QSpinBox, QVBoxLayout, QWidget)

from gmdesk.model.sheetedits import entry_name
from gmdesk.rulesets.sheetformat import SkillField, SkillFormat
from gmdesk.ui.i18n import N, say, tr
from gmdesk.ui.sheet.entries_table import CellProblems
from gmdesk.ui.sheet.entry_values import RANK_SUGGESTIONS, ChoiceWords, entry_stage, in_force, shown_value, stage_count
from gmdesk.ui.sheet.field_titles import field_title
from gmdesk.ui.sheet.fields import mark_problems, wheel_if_focused, wheel_when_focused
from gmdesk.ui.sheet.undo_keys import hand_undo_to_the_war

#: The nouns of the lists, for the catalogue (shown through ``tr("EntryForm", noun)``).
NOUNS = (N("EntryForm", "skill"), N("EntryForm", "status"), N("EntryForm", "item"))

#: The long fields that hold what an entry does: they get the most room in the form.
_MAIN_TEXTS = ("description", "effect")
#: From this width the long fields stand beside the short ones; in a narrower form (the Sheet dock's first width,
#: about 370 pixels at 1366 × 768 and 1920 × 1080) they go under them, which keep the width for their values (side
#: by side, a short field's box was 65 pixels: "Anti-Perso", "25 Physica"; QA qa-newwar).
SIDE_BY_SIDE = 560


class DetailLine(QLineEdit):
    """A short field of the selected entry; committed on Enter or when the GM leaves it."""

    committed = Signal(object, str)

    def __init__(self, field: SkillField, parent: QWidget | None = None, words: ChoiceWords | None = None) -> None:
        super().__init__(parent)
        self.field = field
        self.loaded = ""
        self.setObjectName(f"detail:{field.key}")
        suggestions = (words or ChoiceWords()).suggestions(field) or (RANK_SUGGESTIONS if field.rank else [])
        if suggestions:
            completer = QCompleter(suggestions, self)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            self.setCompleter(completer)
        self.editingFinished.connect(self.commit)
        hand_undo_to_the_war(self, lambda: self.text() != self.loaded)

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

    def __init__(self, field: SkillField, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.field = field
        self.loaded = ""
        self.setObjectName(f"detail:{field.key}")
        self.setTabChangesFocus(True)
        self.setMinimumHeight(48)
        hand_undo_to_the_war(self, lambda: self.toPlainText() != self.loaded)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
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

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        self.commit()
        super().focusOutEvent(event)


class FieldRow(QWidget):
    """One field of the form with its problems written under it."""

    def __init__(self, editor: DetailLine | DetailText, parent: QWidget | None = None) -> None:
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
        mark_problems(self.editor, messages, self.editor.field.help)
        self.problem.setText("\n".join(f"⚠ {m}" for m in messages))
        self.problem.setVisible(bool(messages))


class StageSpin(QSpinBox):
    """The stage in force: the wheel changes it only once clicked (the form scrolls under the wheel)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        wheel_when_focused(self)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt's name)
        wheel_if_focused(self, QSpinBox, event)



class EntryForm(QScrollArea):
    """The fields of the selected entry (``show_entry``), laid out for a skill format (``build``)."""

    #: (row, field, text): the GM changed a field of entry ``row`` and left it.
    edited = Signal(int, object, str)
    #: (row, stage): the GM set the stage in force of entry ``row``.
    stage_edited = Signal(int, int)

    def __init__(self, list_name: str, noun: str, check: Callable[[int, SkillField, str], list[str]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"{list_name}Detail")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.noun = noun
        self.check = check
        self.fields: list[SkillField] = []
        self.rows: dict[str, FieldRow] = {}
        #: The entry shown (None: none), and whether it is being loaded (what changes then is no edit).
        self.row: int | None = None
        self.loading = False
        #: How offered values read (roll-dice's kinds in the document's words); the panel sets it before build.
        self.words = ChoiceWords()
        self._columns: QBoxLayout | None = None

    def build(self, skill_format: SkillFormat) -> None:
        """One editor per field of the format: short ones in a form on the left, long ones on the right."""
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(8, 6, 8, 6)
        self.title = QLabel()
        self.title.setObjectName("detailTitle")
        outer.addWidget(self.title)
        columns = self._columns = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        outer.addLayout(columns, 1)
        left = QFormLayout()
        left.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        left.setVerticalSpacing(4)
        right = QVBoxLayout()
        self.rows = {}
        for field in skill_format.fields:
            editor = DetailText(field) if field.long else DetailLine(field, words=self.words)
            editor.committed.connect(self._commit)
            if field.rank and isinstance(editor, DetailLine):  # a rank is a short field
                editor.textEdited.connect(lambda text, f=field: self._check(f, text))
            row = FieldRow(editor)
            self.rows[field.key] = row
            label = QLabel(field_title(field))
            label.setToolTip(field.help or field_title(field))
            if field.long:
                right.addWidget(label)
                right.addWidget(row, 2 if field.key.casefold() in _MAIN_TEXTS else 1)
            else:
                left.addRow(label, row)
        self.stage_spin = StageSpin()
        self.stage_spin.setObjectName("stage")
        self.stage_spin.setKeyboardTracking(False)
        self.stage_spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.stage_spin.setToolTip(tr("EntryForm", "which values of 'old -> new' are in force (0: the first; {0})")
                                   .format(skill_format.rule or "ap-sp 000:L879-905"))
        self.stage_spin.valueChanged.connect(self._stage_changed)
        self.in_force = QLabel()
        self.in_force.setObjectName("inForce")
        self.in_force.setWordWrap(True)
        self.stage_label = QLabel(tr("EntryForm", "Stage"))
        left.addRow(self.stage_label, self.stage_spin)
        left.addRow("", self.in_force)
        self.other_fields = QLabel()
        self.other_fields.setObjectName("otherFields")
        self.other_fields.setWordWrap(True)
        self.other_fields.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.other_label = QLabel(tr("EntryForm", "Other fields"))
        self.other_label.setToolTip(tr("EntryForm", "keys of this entry outside the format (flags, modifiers, "
                                       "stage…), shown as the war file writes them"))
        left.addRow(self.other_label, self.other_fields)
        self.entry_problems = QLabel()
        self.entry_problems.setObjectName("entryProblems")
        self.entry_problems.setWordWrap(True)
        self.entry_problems.setStyleSheet("color: #c0392b;")
        left.addRow("", self.entry_problems)
        columns.addLayout(left, 1)
        if right.count():
            columns.addLayout(right, 1)
        self.setWidget(page)
        self.fields = list(skill_format.fields)
        self._lay_out_columns()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._lay_out_columns()

    def _lay_out_columns(self) -> None:
        """The long fields beside the short ones from :data:`SIDE_BY_SIDE` pixels, under them in a narrower form."""
        if self._columns is not None:
            wide = self.viewport().width() >= SIDE_BY_SIDE
            self._columns.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)

    def show_entry(self, skill_format: SkillFormat, entries: list[dict], row: int | None, problems: CellProblems,
                   readonly: bool, prompt: bool) -> None:
        """Load the form from entry ``row`` of ``entries`` (empty and off when None); ``prompt``: say how to
        pick one when none is."""
        at = row if row is not None and row < len(entries) else None
        entry = entries[at] if at is not None else None
        self.row = at
        self.loading = True
        try:
            for field in skill_format.fields:
                holder = self.rows[field.key]
                holder.editor.load(shown_value(self.words.shown(field, skill_format.value(entry, field)))
                                   if entry is not None else "")
                holder.editor.setReadOnly(readonly or entry is None)
                holder.setEnabled(entry is not None)
                holder.set_problems(problems.get((at, field.key), []) if at is not None else [])
            if at is None:
                self.title.setText("<i>" + tr("EntryForm", "Select a {0} to edit all its fields here.").format(
                    tr("EntryForm", self.noun)) + "</i>" if prompt else "")
                for widget in (self.stage_label, self.stage_spin, self.in_force, self.other_label, self.other_fields):
                    widget.hide()
                self.entry_problems.hide()
                return
            entry = entries[at]
            self.title.setText(f"<b>{_html(entry_name(entry))}</b> — " + tr("EntryForm", "{0} {1} of {2}").format(
                tr("EntryForm", self.noun), at + 1, len(entries)))
            stages = stage_count(skill_format, entry)
            stage = entry_stage(entry)
            shows_stage = skill_format.progressions and (stages > 1 or "stage" in entry)
            for widget in (self.stage_label, self.stage_spin, self.in_force):
                widget.setVisible(shows_stage)
            self.stage_spin.setRange(0, max(stages - 1, stage))
            self.stage_spin.setValue(stage)
            self.stage_spin.setEnabled(not readonly)
            values = "; ".join(f"{name} {value}" for name, value in in_force(skill_format, entry, stage))
            self.in_force.setText(tr("EntryForm", "in force at stage {0}: {1}").format(stage, values) if values
                                  else tr("EntryForm", "in force at stage {0}").format(stage))
            extra = skill_format.extra_keys(entry)
            for widget in (self.other_label, self.other_fields):
                widget.setVisible(bool(extra))
            self.other_fields.setText("<br>".join(_other_field(skill_format, key, entry[key]) for key in extra))
            whole = problems.get((at, ""), [])
            self.entry_problems.setText("<br>".join(f"⚠ {_html(m)}" for m in whole))
            self.entry_problems.setVisible(bool(whole))
        finally:
            self.loading = False

    def commit_pending(self) -> None:
        """Report what the GM typed in a field and has not left yet."""
        if self.row is None or self.loading:
            return
        for holder in self.rows.values():
            holder.editor.commit()

    def _check(self, field: SkillField, text: str) -> None:
        if self.row is not None:
            self.rows[field.key].set_problems(self.check(self.row, field, text))

    def _commit(self, field: SkillField, text: str) -> None:
        if self.row is not None and not self.loading:
            self.edited.emit(self.row, field, text)

    def _stage_changed(self, stage: int) -> None:
        if self.row is not None and not self.loading:
            self.stage_edited.emit(self.row, stage)


def _other_field(skill_format: SkillFormat, key: str, value: Any) -> str:
    meaning = skill_format.flags.get(key)
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    line = f"<b>{_html(key)}</b>: {_html(text)}"
    return line + (f" <span style='color: gray;'>— {_html(say(meaning))}</span>" if meaning else "")


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
