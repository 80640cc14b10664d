"""The scrubber: a slider over the turn's events that sets the moment, "after event N".

The moment is what the map and the lanes show the turn up to; the slider's label names the event
the moment stands after, so the GM knows where they are without looking at the lanes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QSlider, QWidget

from gmdesk.ui.i18n import tr
from gmdesk.ui.timeline.blocks import Lanes


#: The label's least width (pixels): past its share of the row a long phase name is elided (whole in the
#: tooltip) rather than squeezing the slider (QA at 1366x768: "after event 65 of 65 · Durations, points,
#: winner" left the slider 45 px).
LABEL_PX = 270


class ElidedLabel(QLabel):
    """A one-line label that takes the width the layout gives it and elides its text to it."""

    def __init__(self) -> None:
        super().__init__()
        self.whole = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setMinimumWidth(LABEL_PX)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_whole(self, text: str) -> None:
        self.whole = text
        self.setToolTip(text)
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = max(self.width(), LABEL_PX)
        self.setText(QFontMetrics(self.font()).elidedText(self.whole, Qt.TextElideMode.ElideRight, room))


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
        self.label = ElidedLabel()
        self.label.setObjectName("timelineMoment")
        caption = QLabel(tr("Scrubber", "Moment"))
        caption.setToolTip(tr("Scrubber",
                              "The turn as it stood after this event: the map shows everyone where they were then"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(caption)
        layout.addWidget(self.slider, 2)
        layout.addWidget(self.label, 3)  # the words get the larger share of a wide row

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
            self.label.set_whole(tr("Scrubber", "no events"))
            return
        block = self.lanes.blocks[rank]
        text = (tr("Scrubber", "after event {0} of {1}").format(block.seq, self.lanes.blocks[-1].seq)
                + f" \u00b7 {self.lanes.names[block.lane]}")
        self.label.set_whole(text)
