"""The lanes' names down the left of the timeline, readable however small the dock is.

A ruleset's phase names can be long ("Servant offensive skills / basic attacks", "Movement (house rule,
not in the document)") and a night can have thirteen of them. The names take at most a share of the
plot's width (:data:`NAME_SHARE`), elided with "…" past it, the whole name in the tooltip; and a lane keeps
at least :data:`MIN_LANE_PX` pixels of height: when the lanes do not all fit, the plot shows as many as do
and a scroll bar beside it (or the mouse wheel over the names) scrolls through the others.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QGraphicsSceneWheelEvent, QScrollBar

from gmdesk.ui.timeline.plotting import pg

#: The least height of a lane on screen (pixels): a name and a block with its title stay readable.
MIN_LANE_PX = 24
#: The most of the plot's width the lane names take, and the least they are given (pixels).
NAME_SHARE = 0.34
MIN_NAME_PX = 60


class LaneAxis(pg.AxisItem):
    """The left axis: one tick per lane, its name elided to :meth:`fit_width`, whole in the tooltip."""

    def __init__(self) -> None:
        super().__init__("left")
        self.names: list[str] = []
        self.shown: list[str] = []
        #: The scroll bar the wheel moves over the names (set by the plot that owns both).
        self.lane_bar: QScrollBar | None = None
        self.setAcceptHoverEvents(True)
        self.setStyle(tickLength=0)

    def set_names(self, names: list[str], room: float) -> None:
        self.names = list(names)
        self.fit_width(room)

    def fit_width(self, room: float) -> None:
        """Take the longest name's width, but no more than ``room`` pixels: longer names are elided."""
        metrics = QFontMetricsF(self.font())
        longest = max([metrics.horizontalAdvance(name) for name in self.names] + [40.0])
        # ceil, not int(): rounded down, the longest name lost its last letter to the "…"
        width = math.ceil(min(longest + 18, max(room, MIN_NAME_PX)))
        text_room = width - 18
        self.shown = distinct_elided(self.names, metrics, text_room)
        self.setTicks([[(i, name) for i, name in enumerate(self.shown)], []])
        self.setWidth(width)

    def lane_at(self, y: float) -> int | None:
        """The lane at the view's ``y`` (None: between or past the lanes)."""
        lane = round(y)
        return lane if 0 <= lane < len(self.names) and abs(y - lane) <= 0.5 else None

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt's name)
        view = self.linkedView()
        lane = None if view is None else self.lane_at(view.mapSceneToView(event.scenePos()).y())
        self.setToolTip("" if lane is None else self.names[lane])

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802 (Qt's name)
        """Over the names the wheel scrolls the lanes (over the blocks it zooms along the turn)."""
        bar = self.lane_bar
        if bar is None or not bar.isVisible():
            event.ignore()
            return
        event.accept()
        bar.setValue(bar.value() + (-1 if event.delta() > 0 else 1))


def lanes_in_view(height: float, count: int) -> int:
    """How many of ``count`` lanes a plot ``height`` pixels tall shows at :data:`MIN_LANE_PX` each."""
    if count <= 0:
        return 1
    return max(1, min(count, math.floor(max(height, 0.0) / MIN_LANE_PX)))


def make_lane_bar() -> QScrollBar:
    bar = QScrollBar(Qt.Orientation.Vertical)
    bar.setObjectName("timelineLaneBar")
    bar.setSingleStep(1)
    bar.setPageStep(1)
    bar.hide()
    return bar


def distinct_elided(names: list[str], metrics: QFontMetricsF, room: float) -> list[str]:
    """Each name as it fits ``room``, cut at its end with "…"; names that would then read alike (skirmish's
    「サーヴァントの支援スキル」 and 「サーヴァントの攻撃スキル・通常攻撃」 both 「サーヴァントの…」) are cut in the middle
    instead, keeping the ends that tell them apart."""
    def cut(name: str, mode: Qt.TextElideMode) -> str:
        return name if metrics.horizontalAdvance(name) <= room + 0.5 else metrics.elidedText(name, mode, room)

    shown = [cut(name, Qt.TextElideMode.ElideRight) for name in names]
    for i, name in enumerate(names):
        if any(shown[j] == shown[i] and names[j] != name for j in range(len(names))):
            shown[i] = cut(name, Qt.TextElideMode.ElideMiddle)
    return shown
