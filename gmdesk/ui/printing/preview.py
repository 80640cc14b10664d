"""The three roads to paper: the print preview, the printer, and a PDF file, all through one painting
routine (:func:`gmdesk.ui.printing.pdf.paint_sheets`), with a progress bar the GM can cancel when there
are many sheets.

A QPrinter is made only when the GM previews or prints: creating one asks the system's print service.
"""

from __future__ import annotations

import os
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from gmdesk.sheets.printable import PrintableSheet
from gmdesk.ui.i18n import tr
from gmdesk.ui.printing.pdf import Progress, paint_sheets, set_paper, write_pdf

#: Below this many sheets the work is too short for a progress bar.
PROGRESS_FROM = 2
#: The preview's size on a screen large enough (pixels), and what it leaves free of a smaller one
#: for the window's frame and title bar.
PREVIEW_SIZE = (900, 1000)
SCREEN_MARGIN = 60
#: The progress bar shows only when painting takes longer than this (milliseconds).
PROGRESS_DELAY_MS = 300


def progress_bar(parent: QWidget | None, what: str, total: int) -> tuple[QProgressDialog | None, Progress | None]:
    """A window-modal, cancelable progress dialog and the callback that moves it (None, None for a few
    sheets). The callback keeps the window answering and says False once the GM pressed Cancel."""
    if total < PROGRESS_FROM:
        return None, None
    dialog = QProgressDialog(what, tr("PrintSheets", "Cancel"), 0, total, parent)
    dialog.setObjectName("printProgress")
    dialog.setWindowTitle(tr("PrintSheets", "Printing sheets"))
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(PROGRESS_DELAY_MS)
    dialog.setValue(0)

    def moved(done: int, _total: int) -> bool:
        dialog.setValue(done)
        dialog.setLabelText(f"{what} ({done} of {total})")
        QApplication.processEvents()
        return not dialog.wasCanceled()

    return dialog, moved


def new_printer(page_size: str) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    set_paper(printer, page_size)
    return printer


class SheetPreview(QPrintPreviewDialog):
    """A print preview that keeps its printer alive as long as itself (the dialog does not own it)."""

    def __init__(self, printer: QPrinter, parent: QWidget | None = None) -> None:
        super().__init__(printer, parent)
        self.printer_in_use = printer


def make_preview(parent: QWidget | None, sheets: Sequence[PrintableSheet], page_size: str) -> QPrintPreviewDialog:
    """The preview dialog, painting ``sheets`` whenever it asks (opening, a new paper size chosen in it),
    with the progress bar when there are many."""
    printer = new_printer(page_size)
    dialog = SheetPreview(printer, parent)
    dialog.setObjectName("sheetPreview")
    dialog.setWindowTitle(tr("PrintSheets", "Print preview — {0}").format(_count(sheets)))
    dialog.paintRequested.connect(lambda printer: print_to(dialog, printer, sheets))
    fit_to_screen(dialog, parent, PREVIEW_SIZE)
    return dialog


def fit_to_screen(dialog: QWidget, parent: QWidget | None, size: tuple[int, int]) -> None:
    """Give ``dialog`` its wished ``size``, but no larger than the screen it opens on leaves free (the
    taskbar and panels excluded, a margin for the window frame), and centred there: a 768-px screen
    shows the whole preview, its buttons included."""
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    if screen is None:  # no screen at all (never in a window): the wished size
        dialog.resize(*size)
        return
    free = screen.availableGeometry()
    width = min(size[0], free.width() - SCREEN_MARGIN)
    height = min(size[1], free.height() - SCREEN_MARGIN)
    dialog.resize(width, height)
    dialog.move(free.x() + (free.width() - width) // 2, free.y() + (free.height() - height) // 2)


def preview_sheets(parent: QWidget | None, sheets: Sequence[PrintableSheet], page_size: str) -> None:
    """Show the preview (its own Print button prints what it shows)."""
    make_preview(parent, sheets, page_size).exec()


def print_sheets(parent: QWidget | None, sheets: Sequence[PrintableSheet], page_size: str) -> bool:
    """Ask for a printer, then print with a progress bar. False: cancelled at either step."""
    printer = new_printer(page_size)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    return print_to(parent, printer, sheets)


def print_to(parent: QWidget | None, printer: QPrinter, sheets: Sequence[PrintableSheet]) -> bool:
    """Paint ``sheets`` on a printer the GM already set up (the printer dialog's answer)."""
    bar, moved = progress_bar(parent, tr("PrintSheets", "Printing sheets"), len(sheets))
    try:
        return paint_sheets(printer, sheets, progress=moved)
    finally:
        if bar is not None:
            bar.close()


def export_pdf(parent: QWidget | None, sheets: Sequence[PrintableSheet], path: str | os.PathLike,
               page_size: str) -> bool:
    """Write the PDF with a progress bar; a cancel leaves no file (and any file there untouched)."""
    bar, moved = progress_bar(parent, tr("PrintSheets", "Writing the PDF"), len(sheets))
    try:
        return write_pdf(sheets, path, page_size, progress=moved)
    finally:
        if bar is not None:
            bar.close()


def _count(sheets: Sequence[PrintableSheet]) -> str:
    if len(sheets) == 1:
        return f"{sheets[0].title} ({sheets[0].copy_name})"
    copy = sheets[0].copy_name if sheets else ""
    return tr("PrintSheets", "{0} sheets ({1})").format(len(sheets), copy)
