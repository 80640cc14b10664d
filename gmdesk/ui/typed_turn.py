"""A list of stored turns that also takes a turn typed by its number (QA long war: in Compare Turns and Correct a
Past Turn, turn 1,500 sat 1,500 lines down a list of 2,000).

The combo becomes editable (nothing typed is ever added to it); its completer offers the turns whose label holds
what is typed; Enter on a number picks the stored turn of that number of the history, as a pick from the list
would (``activated``); text that names no turn gives way to the turn shown.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QLineEdit

from gmdesk.store.schema import MAIN_BRANCH
from gmdesk.ui.i18n import tr


def typed_turns(picker: QComboBox) -> None:
    """``picker``, whose items hold a turn number (or a choice with ``number`` and ``branch``), takes a number."""
    picker.setEditable(True)
    edit = QLineEdit(picker)
    picker.setLineEdit(edit)
    picker.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    completer = QCompleter(picker.model(), picker)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)  # "150" offers "Night 150", "Night 1150"…
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    picker.setCompleter(completer)
    picker.setToolTip(tr("TypedTurn", "Pick a turn, or type its number and press Enter"))
    edit.returnPressed.connect(lambda: _typed(picker, edit))
    edit.editingFinished.connect(lambda: _shown_again(picker, edit))


def _typed(picker: QComboBox, edit: QLineEdit) -> None:
    """A number typed: the stored turn of that number (of the history), as if picked from the list."""
    text = edit.text()
    if picker.findText(text) >= 0:
        return  # a whole label: the combo picked it itself
    found = re.fullmatch(r"\D*?(\d+)\D*", text.strip())
    index = -1
    if found is not None:
        number = int(found.group(1))
        index = next((i for i in range(picker.count()) if _turn_of(picker.itemData(i)) == number), -1)
    if index < 0:
        _shown_again(picker, edit)
        return
    picker.setCurrentIndex(index)
    picker.activated.emit(index)


def _shown_again(picker: QComboBox, edit: QLineEdit) -> None:
    """Text that names no turn gives way to the turn shown."""
    if picker.findText(edit.text()) < 0:
        edit.setText(picker.itemText(picker.currentIndex()))


def _turn_of(data: Any) -> int | None:
    """The history's turn an item holds: a number, or a choice of the main branch (a proposal's is not typed)."""
    if isinstance(data, int):
        return data
    return data.number if getattr(data, "branch", None) == MAIN_BRANCH else None
