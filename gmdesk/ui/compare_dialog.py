"""Turn > Compare Turns, in a window of its own (imported when first asked: docs/startup.md).

A turn is picked from its list or typed by its number (QA long war: turn 1,500 sat 1,500 lines down a list of
2,000): the pickers take text, and a number typed and confirmed with Enter picks that stored turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from gmdesk.ui.i18n import tr
from gmdesk.ui.typed_turn import typed_turns

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
