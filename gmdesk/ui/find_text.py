"""A find field over a QTextBrowser (the rules page, the user guide): Enter finds the next match, Shift+Enter the
one before, wrapping round the page once; Ctrl+F in the dialog puts the cursor in the field."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QTextBrowser, QWidget

from gmdesk.ui.i18n import tr


class FindBar(QWidget):
    """The field and its "not found" note, finding in ``browser``."""

    def __init__(self, browser: QTextBrowser, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.browser = browser
        self.edit = QLineEdit()
        self.edit.setObjectName("findText")
        self.edit.setPlaceholderText(placeholder)
        self.edit.setClearButtonEnabled(True)
        self.edit.returnPressed.connect(lambda: self.find_next())
        QShortcut(QKeySequence("Shift+Return"), self.edit, lambda: self.find_next(backward=True))
        self.found = QLabel()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit, 1)
        row.addWidget(self.found)

    def focus_on(self, window: QWidget) -> None:
        """Ctrl+F (the platform's Find key) anywhere in ``window`` goes to the field."""
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), window, self.edit.setFocus)

    def find_next(self, backward: bool = False) -> bool:
        """The next (or previous) place of the field's text from the cursor, wrapping round once."""
        text = self.edit.text()
        if not text:
            return False
        flags = QTextDocument.FindFlag.FindBackward if backward else QTextDocument.FindFlag(0)
        found = self.browser.find(text, flags)
        if not found:  # wrap round: from the other end
            cursor = self.browser.textCursor()
            cursor.movePosition(cursor.MoveOperation.End if backward else cursor.MoveOperation.Start)
            self.browser.setTextCursor(cursor)
            found = self.browser.find(text, flags)
        self.found.setText("" if found else tr("Rules", "not found"))
        return found
