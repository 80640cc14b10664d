"""``gmdesk --smoke``: open the window as usual, paint it once, and quit (what ``packaging/smoke`` runs on the
bundle, offscreen, to see that Qt, the fonts, the maps and the sample war all made it into the bundle).

Exit code 0 when a war is open, the window painted and no error dialog is shown; 1 otherwise, with the
reason on standard error. ``GMDESK_SMOKE_QUIT_MS`` (default 300) is how long the window stays up;
``GMDESK_SMOKE_SCREENSHOT=FILE.png`` saves what it painted (to look at a bundle's window).
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from gmdesk.ui.main_window import MainWindow

DEFAULT_QUIT_MS = 300


def quit_ms() -> int:
    text = os.environ.get("GMDESK_SMOKE_QUIT_MS", "")
    try:
        return max(0, int(text)) if text else DEFAULT_QUIT_MS
    except ValueError:
        print(f"GMDESK_SMOKE_QUIT_MS: not a number of milliseconds: {text!r}; using {DEFAULT_QUIT_MS}",
              file=sys.stderr)
        return DEFAULT_QUIT_MS


def check(window: MainWindow) -> list[str]:
    """What is wrong with the window the smoke run opened ([]: nothing)."""
    problems = []
    if window.document is None:
        problems.append("no war is open")
    elif not window.built_docks():  # they come after the map's first paint (gmdesk/ui/startup.py)
        problems.append("the docks were not built")
    image = window.grab().toImage()
    if image.isNull() or image.width() < 100 or image.height() < 100:
        problems.append(f"the window did not paint ({image.width()}x{image.height()})")
    shot = os.environ.get("GMDESK_SMOKE_SCREENSHOT")
    if shot and not image.save(shot):
        problems.append(f"cannot write the screenshot {shot}")
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.isVisible():
            problems.append(f"an error dialog is shown: {widget.windowTitle()}: {widget.text()}")
    return problems


def schedule(app: QCoreApplication, window: MainWindow, started: float) -> None:
    """Check the window after :func:`quit_ms` of its event loop, report, and quit with 0 or 1."""

    ready: list[float] = []
    QTimer.singleShot(0, lambda: ready.append(time.monotonic()))  # the first turn of the event loop

    def finish() -> None:
        problems = check(window)
        size = window.size()
        title = window.windowTitle()
        for problem in problems:
            print(f"smoke: {problem}", file=sys.stderr)
        print(f"smoke: {'ok' if not problems else 'FAILED'}: {title!r}, {size.width()}x{size.height()}, "
              f"event loop running {(ready[0] if ready else time.monotonic()) - started:.2f} s after start",
              flush=True)
        # An error dialog would hold the quit back. Closing the last window must not post Qt's own quit
        # as well: left in the queue, it would end the next event loop of the process the moment it starts.
        if isinstance(app, QApplication):
            app.setQuitOnLastWindowClosed(False)
        for widget in QApplication.topLevelWidgets():
            widget.close()
        app.exit(1 if problems else 0)

    QTimer.singleShot(quit_ms(), finish)
