"""Small pieces every dialog uses alike."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QDoubleSpinBox, QHeaderView, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from gmdesk.rulesets.scores import fmt


class NumberSpinBox(QDoubleSpinBox):
    """A number box that shows a number as the documents write it: 150, 40.75 (never "150.0000")."""

    def textFromValue(self, value: float) -> str:  # noqa: N802 (Qt's name)
        return fmt(round(value, self.decimals()))


def ok_cancel(dialog: QDialog, on_ok: Callable[[], object] | None = None) -> QDialogButtonBox:
    """OK and Cancel, wired to ``on_ok`` (default: accept) and reject; the caller places the box."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(on_ok or dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class TableDialog(QDialog):
    """A dialog that only shows rows of text (the war's problems, the keyboard shortcuts)."""

    def __init__(self, title: str, headers: list[str], rows: Sequence[tuple[str, ...]], size: tuple[int, int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        table = QTableWidget(len(rows), len(headers), self)
        table.setHorizontalHeaderLabels(headers)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                table.setItem(r, c, QTableWidgetItem(text))
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        self.table = table
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        self.resize(*size)
