"""Errors reach the GM as dialogs in plain words, never as tracebacks, and never kill the app.

gmdesk's own errors (:class:`~gmdesk.errors.GmdeskError`) already say what was wrong and where. Anything
else is a bug: the dialog says so in words, keeps the details (the traceback) behind "Show Details…",
and writes them to the log so they can be reported.
"""

from __future__ import annotations

import logging
import sys
import traceback
from types import TracebackType
from typing import TYPE_CHECKING, Callable

from gmdesk.errors import GmdeskError
from gmdesk.ui.i18n import said_error, say, tr

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QMessageBox, QWidget

log = logging.getLogger("gmdesk.ui")


def plain_words(exc: BaseException) -> str:
    """The message a GM reads for ``exc``."""
    if isinstance(exc, GmdeskError):
        return said_error(exc)
    if isinstance(exc, FileNotFoundError):
        return tr("Errors", "{0}: no such file").format(exc.filename)
    if isinstance(exc, PermissionError):
        return tr("Errors", "{0}: gmdesk may not read or write this file").format(exc.filename)
    if isinstance(exc, OSError):
        where = exc.filename or tr("Errors", "a file")
        return f"{where}: {exc.strerror or exc}"
    return tr("Errors", "Something went wrong inside gmdesk. Your war file is safe: every change is saved in "
              "one step, and a failed step leaves the last good state. Details are below; please report them.")


def show_error(parent: QWidget | None, title: str, exc: BaseException | str) -> QMessageBox:
    """A window-modal error dialog, shown without blocking (an OK button; a traceback only under
    Show Details for real bugs). Returned so the caller keeps it alive and tests can read it."""
    from PySide6.QtWidgets import QMessageBox  # with the first error, not before the first paint

    box = QMessageBox(QMessageBox.Icon.Warning, title, say(exc) if isinstance(exc, str) else plain_words(exc),
                      QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("errorDialog")
    if isinstance(exc, BaseException) and not isinstance(exc, (GmdeskError, OSError)):
        box.setDetailedText("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    box.open()
    return box


def install_excepthook(parent_of_dialogs: Callable[[], QWidget | None]) -> None:
    """Uncaught exceptions in Qt slots become a dialog and a log line instead of a dead app."""

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, exc, tb)
            return
        log.error("uncaught error", exc_info=(kind, exc, tb))
        show_error(parent_of_dialogs(), "gmdesk", exc.with_traceback(tb))

    sys.excepthook = hook
