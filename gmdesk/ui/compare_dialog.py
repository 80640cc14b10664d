"""Turn > Compare Turns, in a window of its own (imported when first asked: docs/startup.md).

A turn is picked from its list or typed by its number (QA long war: turn 1,500 sat 1,500 lines down a list of
2,000): the pickers take text, and a number typed and confirmed with Enter picks that stored turn.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QDialog, QLineEdit, QVBoxLayout, QWidget

from gmdesk.store.schema import MAIN_BRANCH
from gmdesk.ui.i18n import tr

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.ui.document import WarDocument


class CompareDialog(QDialog):
    """Turn > Compare Turns: a window of its own, so the GM keeps the desk in reach."""

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("compareDialog")
        self.setWindowTitle(tr("TurnCommands", "Compare Turns"))
        from gmdesk.ui.timeline import TurnCompare

        self.compare = TurnCompare(document, self)
        QVBoxLayout(self).addWidget(self.compare)
        for picker in (self.compare.left_picker, self.compare.right_picker):
            typed_turns(picker)
        self.resize(1100, 700)


def typed_turns(picker: QComboBox) -> None:
    """``picker`` (a list of :class:`~gmdesk.ui.timeline.compare.TurnChoice`) also takes a turn typed by its number."""
    picker.setEditable(True)
    edit = QLineEdit(picker)
    picker.setLineEdit(edit)
    picker.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    completer = QCompleter(picker.model(), picker)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)  # "150" offers "Turn 150", "Turn 1150"…
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    picker.setCompleter(completer)
    picker.setToolTip(tr("CompareDialog", "Pick a turn, or type its number and press Enter"))
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
        index = next((i for i in range(picker.count()) if getattr(picker.itemData(i), "number", None) == number
                      and getattr(picker.itemData(i), "branch", None) == MAIN_BRANCH), -1)
    if index < 0:
        _shown_again(picker, edit)
        return
    picker.setCurrentIndex(index)
    picker.activated.emit(index)


def _shown_again(picker: QComboBox, edit: QLineEdit) -> None:
    """Text that names no turn gives way to the turn shown."""
    if picker.findText(edit.text()) < 0:
        edit.setText(picker.itemText(picker.currentIndex()))
