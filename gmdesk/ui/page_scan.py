"""The whole-file page scan, after a war opens, off the GUI thread.

Opening a cleanly closed war file no longer reads every page (issue 21: that cost grew with the
history). The scan still runs, in the background, once the war is on screen: damage in an old turn
is then told to the GM in a dialog, while the war stays open and usable.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from gmdesk.store.connections import page_damage


class _Found(QObject):
    """Carries the scan's result back to the GUI thread (a queued signal)."""

    done = Signal(str, list)


class _Scan(QRunnable):
    def __init__(self, path: Path, found: _Found):
        super().__init__()
        self.path, self.found = path, found

    def run(self) -> None:
        self.found.done.emit(str(self.path), page_damage(self.path))


def scan_in_background(parent: QObject, path: Path, report: Callable[[str, str], None]) -> _Found:
    """Scan ``path``; when pages are damaged, ``report(title, text)`` is called on the GUI thread.
    The returned object is parented to ``parent`` (it lives as long as the window)."""
    found = _Found(parent)

    def told(scanned: str, lines: list[str]) -> None:
        found.deleteLater()
        if lines:
            shown = "; ".join(lines[:3]) + (f" (and {len(lines) - 3} more)" if len(lines) > 3 else "")
            report("The war file is damaged",
                   f"{scanned}: damaged pages: {shown}.\n\nThe war is open and what can be read is shown. "
                   f"`gmdesk check {Path(scanned).name}` names what is damaged; `gmdesk restore "
                   f"{Path(scanned).name}` brings back the last backup.")

    found.done.connect(told)
    QThreadPool.globalInstance().start(_Scan(path, found))
    return found
