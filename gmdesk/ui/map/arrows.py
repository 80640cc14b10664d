"""Arrows for the moves of a turn: who went from where to where, drawn over the map while the GM
scrubs through a resolved turn (a flight dashed, a pursuit dotted, a move solid)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from gmdesk.ui.i18n import tr
from gmdesk.ui.timeline.kind_titles import kind_title

#: How each kind of movement is drawn.
DASHES = {"flee": Qt.PenStyle.DashLine, "pursuit": Qt.PenStyle.DotLine, "pursue": Qt.PenStyle.DotLine}
HEAD = 14.0
#: Arrows start and end this far from the nodes' centres, so the nodes stay readable.
GAP = 18.0


class MoveArrow(QGraphicsPathItem):
    """One character's move between two nodes; several moves on one road are offset side by side."""

    def __init__(self, start: QPointF, end: QPointF, color: QColor, kind: str, lane: int = 0,
                 tooltip: str = "", scale: float = 1.0):
        """``scale``: how much the nodes are enlarged on screen (the arrow keeps clear of them, as thick)."""
        super().__init__()
        self.kind = kind
        self.setZValue(5)  # over the roads, under the tokens
        pen = QPen(color, 3.0 * scale, DASHES.get(kind, Qt.PenStyle.SolidLine))
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        self.setPen(pen)
        self.setPath(_arrow_path(start, end, lane, scale))
        self.setToolTip(tooltip)
        self.setAcceptHoverEvents(True)


def move_tip(name: str, kind: str, start: str, end: str) -> str:
    """What hovering an arrow says, in the window's language: "Archer: move from Cape Lighthouse to Harbour Docks"
    (the kind as the timeline names it)."""
    return tr("MapArrows", "{0}: {1} from {2} to {3}").format(name, kind_title(kind), start, end)


def _arrow_path(start: QPointF, end: QPointF, lane: int, scale: float = 1.0) -> QPainterPath:
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux  # the road's normal: parallel arrows go side by side
    shift, gap, head = 6.0 * lane * scale, GAP * scale, HEAD * scale
    a = QPointF(start.x() + ux * gap + nx * shift, start.y() + uy * gap + ny * shift)
    b = QPointF(end.x() - ux * gap + nx * shift, end.y() - uy * gap + ny * shift)
    path = QPainterPath(a)
    path.lineTo(b)
    left = QPointF(b.x() - ux * head + nx * head * 0.5, b.y() - uy * head + ny * head * 0.5)
    right = QPointF(b.x() - ux * head - nx * head * 0.5, b.y() - uy * head - ny * head * 0.5)
    path.moveTo(left)
    path.lineTo(b)
    path.lineTo(right)
    return path
