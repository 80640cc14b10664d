"""File > Open Sample War: the bundled sample wars of every ruleset, each opened as the GM's own copy.

The samples live in the installation's ``maps/`` (inside the bundle, where a GM would not look). Picking one
opens the GM's copy in the data folder, made the first time (``bundled.sample_war``), so the bundled file is
never changed and a sample the GM played on is found again as it was left.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMenu, QWidget

from gmdesk.errors import GmdeskError
from gmdesk.ui.bundled import sample_copy_name, sample_war, sample_wars
from gmdesk.ui.i18n import tr


class SampleMenu(QMenu):
    """Filled when shown; ``opened(path)`` names the GM's copy to open (or ``failed(message)``)."""

    opened = Signal(str)
    failed = Signal(object)

    def __init__(self, home: Path, parent: QWidget | None = None) -> None:
        super().__init__(tr("Samples", "Open Samp&le War"), parent)
        self.setObjectName("menu.samples")
        self.setToolTipsVisible(True)
        self.home = home
        self.aboutToShow.connect(self.fill)

    def fill(self) -> None:
        self.clear()
        samples = sample_wars()
        if not samples:
            self.addAction(tr("Samples", "(no sample war in this installation)")).setEnabled(False)
            return
        for title, source in samples:
            action = self.addAction(title)
            copy = self.home / sample_copy_name(source)
            action.setToolTip(tr("Samples", "Your copy, as you left it: {0}").format(copy) if copy.exists()
                              else tr("Samples", "A copy is made in {0}; the bundled war is never changed").format(
                                  self.home))
            action.triggered.connect(lambda _checked=False, s=source: self.open_sample(s))

    def open_sample(self, source: Path) -> Path | None:
        try:
            copy = sample_war(self.home, source)
        except (GmdeskError, OSError) as exc:
            self.failed.emit(exc)
            return None
        self.opened.emit(str(copy))
        return copy
