"""Small editors, each bound to one value of a sheet by its path (``("stats", "STR")``, ``("health",)``).

A field shows the war's value (``load``), reports the GM's change once it is complete (``committed``:
Enter, leaving the field, or picking from a list, never every keystroke; ``commit`` when the editor must
have it now, before saving or closing), and shows the problems the rules find at its path
(``set_problems``: a red frame and the messages as its tooltip). Loading never commits: the editor
redraws fields after every edit, and a redraw must not make another edit, nor throw away what the GM is
typing in another field. A list or a spin box turns with the mouse wheel only once the GM has clicked
it: scrolling the sheet must not change the ranks, the team or the Command Spells it passes over.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QValidator, QWheelEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QHBoxLayout, QLineEdit, QPlainTextEdit, QSpinBox,
                               QWidget)

from gmdesk.errors import RankError
from gmdesk.model.ranks import LETTERS, NA_TEXT, NONE_TEXT, Rank, RankPolicy, parse_rank
from gmdesk.rulesets.scores import fmt
from gmdesk.ui.i18n import tr
from gmdesk.ui.sheet.undo_keys import hand_undo_to_the_war, spin_pending

PROBLEM_STYLE = "border: 2px solid #c0392b; border-radius: 3px;"


def wheel_when_focused(widget: QWidget) -> None:
    """Let ``widget`` (a list or a spin box) take the wheel only while it has the focus; it gets the
    focus from a click or Tab, not from the wheel passing over it."""
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def wheel_if_focused(widget: QWidget, base: type[QWidget], event: QWheelEvent) -> None:
    if widget.hasFocus():
        base.wheelEvent(widget, event)
    else:
        event.ignore()  # the sheet under it scrolls instead


def mark_problems(widget: QWidget, messages: Sequence[str], help_text: str = "") -> None:
    """A red frame and the messages as the tooltip, or neither: for editors that are no bound field (a
    cell of the entries table, a field of the entry form)."""
    widget.setStyleSheet(PROBLEM_STYLE if messages else "")
    widget.setToolTip("\n".join(([help_text] if help_text else []) + [f"⚠ {m}" for m in messages]))


class FieldMixin:
    """What every bound field has: its path, its help text and its problems (the rules' ones, from
    ``set_problems``, and a typo the field found itself, which no rule sees since it is never committed)."""

    path: tuple
    help_text: str = ""
    typo_listener: Callable[[], None] | None = None
    """Told when a typo appears or goes (the sheet lists it with the rules' problems, where the GM looks)."""

    def _init_field(self, path: tuple, help_text: str = "") -> None:
        self.path = path
        self.help_text = help_text
        self.problems: list[str] = []
        self._rule_problems: list[str] = []
        self._typo: str | None = None
        assert isinstance(self, QWidget), "a field is a widget"
        self.setObjectName("field:" + ".".join(str(p) for p in path))
        self.setToolTip(help_text)

    def set_problems(self, messages: Sequence[str]) -> None:
        self._rule_problems = list(messages)
        self._show_problems()

    def commit(self) -> None:
        """Report what the GM changed and has not committed yet (nothing for a field that commits at once)."""

    def _set_typo(self, message: str | None) -> None:
        changed = message != self._typo
        self._typo = message
        self._show_problems()
        if changed and self.typo_listener is not None:
            self.typo_listener()

    @property
    def typo(self) -> str | None:
        """Why the GM's last typing was refused (the field shows the sheet's value again), or None."""
        return self._typo

    def _show_problems(self) -> None:
        messages = ([self._typo] if self._typo else []) + self._rule_problems
        self.problems = messages
        assert isinstance(self, QWidget), "a field is a widget"
        self.setStyleSheet(PROBLEM_STYLE if messages else "")
        tips = [self.help_text] if self.help_text else []
        self.setToolTip("\n".join(tips + [f"⚠ {m}" for m in messages]))


class TextField(QLineEdit, FieldMixin):
    """One line of text; empty means "not on the sheet" when ``optional``."""

    committed = Signal(tuple, object)

    def __init__(self, path: tuple, *, optional: bool = True, help_text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self._init_field(path, help_text)
        self.optional = optional
        self._loaded: Any = None
        self.editingFinished.connect(self._commit)
        hand_undo_to_the_war(self, lambda: self.text() != self._shown(self._loaded))  # Ctrl+Z after Enter: the war's

    def load(self, value: Any) -> None:
        if self.isModified() and value == self._loaded:
            return  # the GM is typing here, and the war's value did not change: a redraw keeps the text
        self._loaded = value
        shown = self._shown(value)
        if self.text() != shown:
            self.setText(shown)
            if not self.hasFocus():
                self.setCursorPosition(0)  # a long true name shows its beginning
        self.setModified(False)
        self._set_typo(None)

    def _shown(self, value: Any) -> str:
        return "" if value is None else str(value)

    def commit(self) -> None:
        if self.isModified():
            self._commit()

    def _commit(self) -> None:
        text = self.text().strip()
        value: Any = None if (text == "" and self.optional) else text
        self._report(value)

    def _report(self, value: Any) -> None:
        self.setModified(False)
        if value != self._loaded:
            self._loaded = value
            self.committed.emit(self.path, value)


class NumberField(TextField):
    """A number typed as text, so that empty (no value on the sheet) is possible and a typo is shown, not
    silently turned into 0. Whole numbers are kept whole (the war file writes ``150``, not ``150.0``)."""

    def __init__(self, path: tuple, *, optional: bool = True, help_text: str = "", parent: QWidget | None = None):
        super().__init__(path, optional=optional, help_text=help_text, parent=parent)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("0000.00") + 12)
        self.setMaximumWidth(90)

    def _shown(self, value: Any) -> str:
        return "" if value is None else fmt(value) if isinstance(value, (int, float)) else str(value)

    def _commit(self) -> None:
        if self.text().strip() == "":
            self._set_typo(None)
            self._report(None if self.optional else 0)
            return
        value, typo = read_number(self.text())
        if typo is not None:  # refused: the field shows the war's value again, and says why
            kept = self._shown(self._loaded)
            self.setText(kept)
            self.setModified(False)
            self._set_typo(tr("SheetField", "{0}; the sheet keeps {1}").format(
                typo, kept or tr("SheetField", "no value")))
            return
        self._set_typo(None)
        self._report(value)


def read_number(typed: str) -> tuple[Any, str | None]:
    """The number the GM typed (a decimal comma is a point: ``1,5`` is 1.5), or the reason it is none.
    ``1,000`` is refused as ambiguous (a thousand, or one?) rather than read as 1."""
    text = typed.strip()
    if "," in text and ("." in text or _THOUSANDS.match(text)):
        return None, tr("SheetField", "{0}: write a thousand as 1000 and a decimal as 1.5").format(repr(typed))
    text = text.replace(",", ".")
    try:
        return int(text), None  # whole numbers exactly, however long
    except ValueError:
        pass
    try:
        number = float(text)
    except ValueError:
        return None, tr("SheetField", "{0} is not a number").format(repr(typed))
    if number != number or number in (float("inf"), float("-inf")):
        return None, tr("SheetField", "{0} is not a finite number").format(repr(typed))
    return (int(number) if number.is_integer() else number), None


_THOUSANDS = re.compile(r"^[+-]?\d{1,3}(,\d{3})+$")


class NotesField(QPlainTextEdit, FieldMixin):
    """Free text; committed when the GM leaves it (one undo step for a whole paragraph)."""

    committed = Signal(tuple, object)

    def __init__(self, path: tuple, *, help_text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self._init_field(path, help_text)
        self._loaded = ""
        self.setTabChangesFocus(True)
        hand_undo_to_the_war(self, lambda: self.toPlainText() != self._loaded)

    def load(self, value: Any) -> None:
        value = value or ""
        if value == self._loaded and self.toPlainText() != self._loaded:
            return  # the GM is typing here, and the war's value did not change: a redraw keeps the text
        self._loaded = value
        if self.toPlainText() != value:
            self.setPlainText(value)

    def commit(self) -> None:
        text = self.toPlainText()
        if text != self._loaded:
            self._loaded = text
            self.committed.emit(self.path, text or None)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        self.commit()
        super().focusOutEvent(event)


class ChoiceField(QComboBox, FieldMixin):
    """A value picked from a list, or typed when ``editable`` (classes and alignments are suggestions).

    ``choices`` are (value, label) pairs; the value None is "not on the sheet".
    """

    committed = Signal(tuple, object)

    def __init__(self, path: tuple, choices: Sequence[tuple[Any, str]] = (), *, editable: bool = False,
                 help_text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self._init_field(path, help_text)
        self.setEditable(editable)
        # Enter must not add the typed text to the list as an item without a value (the class would go)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        wheel_when_focused(self)
        self._loaded: Any = None
        self._loading = False
        self.set_choices(choices)
        self.activated.connect(self._picked)
        line = self.lineEdit()
        if line is not None:  # editable
            line.editingFinished.connect(self._typed)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt's name)
        wheel_if_focused(self, QComboBox, event)

    def commit(self) -> None:
        line = self.lineEdit()
        if line is not None and line.isModified():
            self._typed()

    def set_choices(self, choices: Sequence[tuple[Any, str]]) -> None:
        self._loading = True
        self.clear()
        for value, label in choices:
            self.addItem(label, value)
        self._loading = False

    def load(self, value: Any) -> None:
        line = self.lineEdit()
        if line is not None and line.isModified() and value == self._loaded:
            return  # the GM is typing a class of their own: a redraw keeps it
        self._loading = True
        self._loaded = value
        index = self.findData(value)
        if index < 0 and value is not None:
            self.addItem(str(value), value)  # a value the list does not offer (kept as it is)
            index = self.count() - 1
        self.setCurrentIndex(index)
        if self.isEditable():  # the offered value by its label ("セイバー Saber"); typed back, it reads as the value
            self.setEditText("" if value is None else self.itemText(index))
        self._loading = False

    def _picked(self, index: int) -> None:
        if not self._loading:
            self._emit(self.itemData(index))

    def _typed(self) -> None:
        line = self.lineEdit()
        assert line is not None, "only an editable list is typed in"
        line.setModified(False)
        text = self.currentText().strip()
        index = self.findText(text)
        self._emit(self.itemData(index) if index >= 0 else (text or None))

    def _emit(self, value: Any) -> None:
        if value != self._loaded:
            self._loaded = value
            self.committed.emit(self.path, value)


class CheckField(QCheckBox, FieldMixin):
    """Yes or no; ``default`` is what the war file assumes when it says nothing."""

    committed = Signal(tuple, object)

    def __init__(self, path: tuple, text: str, *, default: bool = False, help_text: str = "",
                 parent: QWidget | None = None):
        super().__init__(text, parent)
        self._init_field(path, help_text)
        self.default = default
        self._loading = False
        self.toggled.connect(self._toggled)

    def load(self, value: Any) -> None:
        self._loading = True
        self.setChecked(self.default if value is None else bool(value))
        self._loading = False

    def _toggled(self, checked: bool) -> None:
        if not self._loading:
            self.committed.emit(self.path, checked)


class CountField(QSpinBox, FieldMixin):
    """A whole number that may be absent (shown "—"): Command Spells left."""

    committed = Signal(tuple, object)

    def __init__(self, path: tuple, *, maximum: int = 99, help_text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self._init_field(path, help_text)
        self.setRange(-1, maximum)
        self.setSpecialValueText("—")
        self.setKeyboardTracking(False)  # "12" typed is one edit, not 1 then 12
        wheel_when_focused(self)
        self._loaded: Any = None
        self._loading = False
        self.valueChanged.connect(self._changed)
        hand_undo_to_the_war(self, lambda: spin_pending(self))

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt's name)
        wheel_if_focused(self, QSpinBox, event)

    def commit(self) -> None:
        self.interpretText()  # what is typed and not yet entered

    def load(self, value: Any) -> None:
        self._loading = True
        self._loaded = value
        self.setValue(-1 if value is None else int(value))
        self._loading = False

    def _changed(self, number: int) -> None:
        if self._loading:
            return
        value = None if number < 0 else number
        if value != self._loaded:
            self._loaded = value
            self.committed.emit(self.path, value)


class SubrankSpin(QSpinBox):
    """Subranks as a sheet writes them: "+2", "−1", "0"."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setKeyboardTracking(False)  # a typed "-2" is one edit, once entered
        wheel_when_focused(self)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt's name)
        wheel_if_focused(self, QSpinBox, event)

    def textFromValue(self, value: int) -> str:  # noqa: N802 (Qt's name)
        return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"

    def valueFromText(self, text: str) -> int:  # noqa: N802 (Qt's name)
        cleaned = text.strip().replace("−", "-").replace("+", "")
        try:
            return int(cleaned)
        except ValueError:
            return 0

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:  # noqa: D102 (Qt's contract)
        cleaned = text.strip().replace("−", "-").replace("+", "")
        if cleaned in ("", "-"):
            return QValidator.State.Intermediate, text, pos
        try:
            value = int(cleaned)
        except ValueError:
            return QValidator.State.Invalid, text, pos
        ok = self.minimum() <= value <= self.maximum()
        return (QValidator.State.Acceptable if ok else QValidator.State.Intermediate), text, pos


class LetterBox(QComboBox):
    """The rank's letter: turns with the wheel only once clicked."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        wheel_when_focused(self)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt's name)
        wheel_if_focused(self, QComboBox, event)


class RankPicker(QWidget, FieldMixin):
    """A rank as a letter and its subranks, offering what the stat's policy allows (ap-sp: E..EX with up
    to three '+' or '-'; roll-dice: two marks, none on EX). A rank from the file that the policy refuses is
    shown as it is, with the problem, so the GM sees what to fix."""

    committed = Signal(tuple, object)

    def __init__(self, path: tuple, policy: RankPolicy, *, optional: bool = True, help_text: str = "",
                 parent: QWidget | None = None):
        super().__init__(parent)
        self._init_field(path, help_text)
        self.policy = policy
        self.optional = optional
        self._loaded: str | None = None
        self._loading = False
        self.letter = LetterBox()
        self.letter.setObjectName("rankLetter")
        if optional:
            self.letter.addItem("—", None)
        for letter in LETTERS:
            self.letter.addItem(letter, letter)
        if policy.allow_na:
            self.letter.addItem(NA_TEXT, NA_TEXT)
        if policy.allow_none:
            self.letter.addItem(tr("SheetField", "{0} (none)").format(NONE_TEXT), NONE_TEXT)
        self.subranks = SubrankSpin()
        self.subranks.setObjectName("rankSubranks")
        self.subranks.setToolTip(tr("SheetField", "subranks: +1 for each '+', −1 for each '-'"))
        self.subranks.setRange(-policy.max_minus, policy.max_plus)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.letter, 2)
        layout.addWidget(self.subranks, 1)
        self.letter.activated.connect(lambda _i: self._changed())
        self.subranks.valueChanged.connect(lambda _v: self._subranks_changed())

    def load(self, value: Any) -> None:
        self._loading = True
        text = None if value is None else str(value)
        self._loaded = text
        letter, subrank = _split(text)
        index = self.letter.findData(letter)
        if index < 0 and letter is not None:
            self.letter.addItem(letter, letter)
            index = self.letter.count() - 1
        self.letter.setCurrentIndex(max(index, 0))
        low = min(-self.policy.max_minus, subrank)
        high = max(self.policy.max_plus, subrank)
        self.subranks.setRange(low, high)
        self.subranks.setValue(subrank)
        self._update_subranks_enabled()
        self._loading = False

    def commit(self) -> None:
        self.subranks.interpretText()  # subranks typed and not yet entered

    def rank_text(self) -> str | None:
        letter = self.letter.currentData()
        if letter is None:
            return None
        if letter in (NA_TEXT, NONE_TEXT):
            return letter
        n = self.subranks.value() if self.subranks.isEnabled() else 0
        return letter + ("+" * n if n > 0 else "-" * -n)

    def _update_subranks_enabled(self) -> None:
        letter = self.letter.currentData()
        allowed = letter not in (None, NA_TEXT, NONE_TEXT) and (letter != "EX" or self.policy.ex_subranks
                                                                    or self.subranks.value() != 0)
        self.subranks.setEnabled(allowed and (self.policy.max_plus > 0 or self.policy.max_minus > 0
                                              or self.subranks.value() != 0))

    def _subranks_changed(self) -> None:
        """Subranks typed on a letter that takes none are kept and shown as the problem they are."""
        if self._loading:
            return
        self._update_subranks_enabled()
        self._emit()

    def _changed(self) -> None:
        if self._loading:
            return
        letter = self.letter.currentData()
        if letter in (None, NA_TEXT, NONE_TEXT) or (letter == "EX" and not self.policy.ex_subranks):
            self._loading = True
            self.subranks.setValue(0)  # a letter without subranks drops the old ones (B+ → EX, not EX+)
            self._loading = False
        self._update_subranks_enabled()
        self._emit()

    def _emit(self) -> None:
        text = self.rank_text()
        if text != self._loaded:
            self._loaded = text
            self.committed.emit(self.path, text)


def _split(text: str | None) -> tuple[str | None, int]:
    """``"B++"`` → ("B", 2); ``"C-"`` → ("C", -1); ``"N/A"`` → ("N/A", 0); unreadable → (text, 0)."""
    if text is None:
        return None, 0
    try:
        rank: Rank = parse_rank(text, RankPolicy(max_plus=99, max_minus=99, ex_subranks=True,
                                                 allow_na=True, allow_none=True))
    except RankError:
        return text, 0
    return rank.letter, rank.plus - rank.minus
