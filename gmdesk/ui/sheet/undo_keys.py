"""Ctrl+Z in a sheet's field undoes the war's last edit once the field has nothing of its own to undo.

A text box keeps its own undo history and claims Ctrl+Z (and Ctrl+Shift+Z, Ctrl+Y) before the window's Edit >
Undo sees it. After the GM has typed a name and pressed Enter, the name is the war's (one undo step), so Ctrl+Z
then put the old text back in the box while the war kept the new name (QA keyboard: field and war disagreed,
and Edit > Undo by key never ran). Now a field whose text is the war's value hands the undo and redo keys to the
window; while the GM is still typing (the text not yet the war's), Ctrl+Z undoes the typing, as in any box.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QWidget

from gmdesk.ui.actions import redo_keys


def is_undo_or_redo(event: QKeyEvent) -> bool:
    """Whether ``event`` is one of the keys of Edit > Undo or Edit > Redo."""
    if event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo):
        return True
    pressed = QKeySequence(event.keyCombination())
    return any(keys.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch for keys in redo_keys())


class WarUndoKeys(QObject):
    """Event filter on one field: the undo and redo keys go to the window while ``pending()`` is False."""

    def __init__(self, field: QWidget, pending: Callable[[], bool]) -> None:
        super().__init__(field)
        self.pending = pending
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and is_undo_or_redo(event) and not self.pending():
            event.ignore()  # not the box's: the window's shortcut runs
            return True
        return False


def hand_undo_to_the_war(field: QWidget, pending: Callable[[], bool]) -> WarUndoKeys:
    """Let the window's Undo and Redo keys through ``field`` while ``pending()`` (GM's typing not yet the war's)
    is False."""
    return WarUndoKeys(field, pending)


def spin_pending(box: QAbstractSpinBox) -> bool:
    """Whether a spin box holds typed text it has not taken as its value yet."""
    special = box.specialValueText()
    minimum = getattr(box, "minimum", None)
    at_special = bool(special) and callable(minimum) and getattr(box, "value")() == minimum()
    shown = special if at_special else getattr(box, "textFromValue")(getattr(box, "value")())
    return box.text() != shown
