"""The scrubber: a slider over the turn's events that sets the moment, "after event N".

The moment is what the map and the lanes show the turn up to; the slider's label names the event
the moment stands after, so the GM knows where they are without looking at the lanes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QWidget

from gmdesk.ui.i18n import tr
from gmdesk.ui.timeline.blocks import Lanes


class Scrubber(QWidget):
    """Emits :attr:`moved` with the rank of the event the moment now stands after."""

    moved = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.lanes = Lanes()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("timelineScrubber")
        self.slider.setEnabled(False)
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self._value_changed)
        self.label = QLabel()
        self.label.setObjectName("timelineMoment")
        self.label.setMinimumWidth(260)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        caption = QLabel(tr("Scrubber", "Moment"))
        caption.setToolTip(tr("Scrubber",
                              "The turn as it stood after this event: the map shows everyone where they were then"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(caption)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.label)

    def set_lanes(self, lanes: Lanes) -> None:
        self.lanes = lanes
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(len(lanes) - 1, 0))
        self.slider.setValue(max(len(lanes) - 1, 0))
        self.slider.blockSignals(False)
        self.slider.setEnabled(len(lanes) > 0)
        self._describe(self.slider.value())

    def set_rank(self, rank: int) -> None:
        """Move the handle without telling anyone (the view already knows)."""
        self.slider.blockSignals(True)
        self.slider.setValue(rank)
        self.slider.blockSignals(False)
        self._describe(rank)

    def rank(self) -> int:
        return self.slider.value()

    def _value_changed(self, rank: int) -> None:
        self._describe(rank)
        self.moved.emit(rank)

    def _describe(self, rank: int) -> None:
        if not self.lanes.blocks:
            self.label.setText(tr("Scrubber", "no events"))
            return
        block = self.lanes.blocks[rank]
        self.label.setText(tr("Scrubber", "after event {0} of {1}").format(block.seq, self.lanes.blocks[-1].seq)
                           + f" \u00b7 {self.lanes.names[block.lane]}")
