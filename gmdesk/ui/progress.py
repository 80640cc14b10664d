"""A progress bar with Cancel for long work the window does in its own thread (re-resolving a long history).

The bar shows only when the work lasts (``SHOW_AFTER_MS``), is window-modal (the GM cannot edit the war under
it), and keeps the window painted between steps. While it runs the document's timers wait: an autosave or a
lock refresh would start a write inside the work's own transaction.
"""

from __future__ import annotations

import contextlib
from typing import Callable, Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import tr

#: The bar appears only for work longer than this (milliseconds): a one-turn re-resolution shows nothing.
SHOW_AFTER_MS = 400

Moved = Callable[[int, int], bool]
"""Told (done, total) after each step; answers False once the GM pressed Cancel."""


@contextlib.contextmanager
def work_progress(parent: QWidget | None, document: WarDocument, title: str, step: str) -> Iterator[Moved]:
    """``step``: the label, with ``{0}`` for the steps done and ``{1}`` for all of them."""
    dialog = QProgressDialog(title, tr("Progress", "Cancel"), 0, 0, parent)
    dialog.setObjectName("workProgress")
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoReset(False)
    dialog.setValue(0)

    def moved(done: int, total: int) -> bool:
        dialog.setMaximum(total)
        dialog.setValue(done)
        dialog.setLabelText(step.format(done, total))
        QApplication.processEvents()
        return not dialog.wasCanceled()

    try:
        with document.timers_paused():
            yield moved
    finally:
        dialog.close()
        dialog.deleteLater()
