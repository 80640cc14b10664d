"""Small pieces every dialog uses alike."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox


def ok_cancel(dialog: QDialog, on_ok=None) -> QDialogButtonBox:
    """OK and Cancel, wired to ``on_ok`` (default: accept) and reject; the caller places the box."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(on_ok or dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons
