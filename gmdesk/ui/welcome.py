"""What the window shows with no war open: start a war, open one, open a sample war, or pick a recent one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QMenu, QPushButton, QVBoxLayout, QWidget

from gmdesk.ui.i18n import tr


class WelcomePanel(QWidget):
    new_requested = Signal()
    open_requested = Signal()
    recent_requested = Signal(str)

    def __init__(self, recent: list[str], samples: QMenu | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("welcome")
        layout = QVBoxLayout(self)
        layout.addStretch(1)  # the panel's content sits together in the middle
        title = QLabel(tr("Welcome", "<h2>gmdesk</h2><p>No war is open.</p>"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        buttons = []
        for text, signal in ((tr("Welcome", "New War…"), self.new_requested),
                             (tr("Welcome", "Open…"), self.open_requested)):
            button = QPushButton(text)
            buttons.append(button)
            button.setMinimumWidth(220)
            button.clicked.connect(signal.emit)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        if samples is not None:  # File > Open Sample War, for a GM who has none of their own yet
            self.samples_button = QPushButton(tr("Welcome", "Open a Sample War"))
            self.samples_button.setObjectName("welcomeSamples")
            self.samples_button.setMinimumWidth(220)
            self.samples_button.setMenu(samples)
            layout.addWidget(self.samples_button, 0, Qt.AlignmentFlag.AlignHCenter)
        if recent:
            layout.addWidget(QLabel(tr("Welcome", "Recent wars:")), 0, Qt.AlignmentFlag.AlignHCenter)
            self.recent = QListWidget()
            self.recent.setMaximumWidth(520)
            for path in recent:
                item = QListWidgetItem(Path(path).name)
                item.setToolTip(path)
                item.setData(Qt.ItemDataRole.UserRole, path)
                self.recent.addItem(item)
            self.recent.itemActivated.connect(
                lambda item: self.recent_requested.emit(item.data(Qt.ItemDataRole.UserRole)))
            self.recent.setToolTip(tr("Welcome", "Double-click or press Enter to open"))
            # as tall as its rows, not the whole window: one recent war is not a page of white
            self.recent.setFixedHeight(self.recent.sizeHintForRow(0) * len(recent) + 2 * self.recent.frameWidth() + 4)
            self.recent.setMinimumWidth(360)
            self.recent.setCurrentRow(0)
            layout.addWidget(self.recent, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        # where the keyboard starts (QA qf-keyboard 10: after Close nothing had the focus): Enter reopens the last
        # war, or starts a new one
        self.setFocusProxy(self.recent if recent else buttons[0])

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.setFocus(Qt.FocusReason.OtherFocusReason)
